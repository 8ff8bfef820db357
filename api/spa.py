"""Serves the built web UI: static assets, and `index.html` for every client-side route.

The build leaves a brotli (`.br`) and a gzip (`.gz`) copy beside each text file; a browser
that accepts one gets it as is, so nothing is compressed while answering.
"""

from __future__ import annotations

import mimetypes
import os
from pathlib import Path
from typing import Any

from litestar import Request, Response, get
from litestar.params import FromPath
from litestar.response import File

from api.permissions import PUBLIC
from domain.errors import NotFound

_NOT_BUILT = (
    "<!doctype html><title>Hygiene management system</title>"
    "<p>The web UI has not been built. Run <code>npm ci &amp;&amp; npm run build</code> in"
    " <code>webui/</code>, or start the console with <code>bash scripts/serve.sh</code>.</p>"
)
# Best first: brotli is the smaller of the two.
_ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
# Hashed file names change with their content, so a browser keeps them for good.
_IMMUTABLE = "public, max-age=31536000, immutable"
_REVALIDATE = "no-cache"


def webui_dir() -> Path:
    configured = os.environ.get("HYGIENE_WEBUI_DIR")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[1] / "webui" / "dist"


def accepted_encodings(header: str) -> set[str]:
    """The content codings an `Accept-Encoding` header allows (`q=0` refuses one; `*` any)."""
    accepted: set[str] = set()
    refused: set[str] = set()
    for part in header.lower().split(","):
        coding, _, params = part.strip().partition(";")
        coding = coding.strip()
        if not coding:
            continue
        (refused if _quality(params) == 0 else accepted).add(coding)
    if "*" in accepted:
        accepted.update(name for name, _ in _ENCODINGS)
    return accepted - refused


def _quality(params: str) -> float:
    for param in params.split(";"):
        name, _, value = param.strip().partition("=")
        if name.strip() == "q":
            try:
                return float(value)
            except ValueError:
                return 0.0
    return 1.0


def _variant(path: Path, accept_encoding: str) -> tuple[Path, str | None]:
    """The file to send for `path` and its content coding: the best precompressed copy the
    client accepts, else the file itself."""
    accepted = accepted_encodings(accept_encoding)
    for coding, suffix in _ENCODINGS:
        if coding not in accepted:
            continue
        compressed = path.with_name(path.name + suffix)
        if compressed.is_file():
            return compressed, coding
    return path, None


def _headers(cache: str, coding: str | None) -> dict[str, str]:
    # Vary even on a plain answer: a shared cache must not hand it to a brotli client, or
    # the brotli answer to one that cannot read it.
    headers = {"Cache-Control": cache, "Vary": "Accept-Encoding"}
    if coding:
        headers["Content-Encoding"] = coding
    return headers


def _index(request: Request[Any, Any, Any]) -> Response[bytes]:
    index = webui_dir() / "index.html"
    if not index.is_file():
        return Response(_NOT_BUILT.encode(), media_type="text/html")
    sent, coding = _variant(index, request.headers.get("accept-encoding", ""))
    return Response(
        sent.read_bytes(), media_type="text/html", headers=_headers(_REVALIDATE, coding)
    )


@get("/", opt=PUBLIC, include_in_schema=False, sync_to_thread=False)
def spa_root(request: Request[Any, Any, Any]) -> Response[bytes]:
    return _index(request)


@get("/{path:path}", opt=PUBLIC, include_in_schema=False, sync_to_thread=False)
def spa_route(request: Request[Any, Any, Any], path: FromPath[str]) -> Response[bytes] | File:
    if path.startswith("/api/") or path == "/api":
        raise NotFound("path")
    root = webui_dir().resolve()
    candidate = (root / path.lstrip("/")).resolve()
    if candidate.is_file() and candidate.is_relative_to(root):
        cache = _IMMUTABLE if "/assets/" in str(candidate) else _REVALIDATE
        # The type is the original file's, whichever copy goes out; a compressed copy asked
        # for by name is only bytes (its type would claim what it is not without decoding).
        kind, wrapped = mimetypes.guess_type(candidate.name)
        media_type = kind if kind and not wrapped else "application/octet-stream"
        sent, coding = _variant(candidate, request.headers.get("accept-encoding", ""))
        return File(
            sent,
            media_type=media_type,
            headers=_headers(cache, coding),
            content_disposition_type="inline",
            filename=candidate.name,
        )
    if "." in path.rsplit("/", 1)[-1]:
        raise NotFound("path")  # a missing file, not a client-side route
    return _index(request)
