"""Serves the built web UI: static assets, and `index.html` for every client-side route."""

from __future__ import annotations

import mimetypes
import os
from pathlib import Path

from litestar import Response, get
from litestar.params import FromPath
from litestar.response import File

from api.permissions import PUBLIC
from domain.errors import NotFound

_NOT_BUILT = (
    "<!doctype html><title>Hygiene management system</title>"
    "<p>The web UI has not been built. Run <code>npm ci &amp;&amp; npm run build</code> in"
    " <code>webui/</code>, or start the console with <code>bash scripts/serve.sh</code>.</p>"
)


def webui_dir() -> Path:
    configured = os.environ.get("HYGIENE_WEBUI_DIR")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[1] / "webui" / "dist"


def _index() -> Response[bytes]:
    index = webui_dir() / "index.html"
    if not index.is_file():
        return Response(_NOT_BUILT.encode(), media_type="text/html")
    return Response(
        index.read_bytes(), media_type="text/html", headers={"Cache-Control": "no-cache"}
    )


@get("/", opt=PUBLIC, include_in_schema=False, sync_to_thread=False)
def spa_root() -> Response[bytes]:
    return _index()


@get("/{path:path}", opt=PUBLIC, include_in_schema=False, sync_to_thread=False)
def spa_route(path: FromPath[str]) -> Response[bytes] | File:
    if path.startswith("/api/") or path == "/api":
        raise NotFound("path")
    root = webui_dir().resolve()
    candidate = (root / path.lstrip("/")).resolve()
    if candidate.is_file() and candidate.is_relative_to(root):
        cache = (
            "public, max-age=31536000, immutable" if "/assets/" in str(candidate) else "no-cache"
        )
        media_type = mimetypes.guess_type(candidate.name)[0] or "application/octet-stream"
        return File(
            candidate,
            media_type=media_type,
            headers={"Cache-Control": cache},
            content_disposition_type="inline",
        )
    if "." in path.rsplit("/", 1)[-1]:
        raise NotFound("path")  # a missing file, not a client-side route
    return _index()
