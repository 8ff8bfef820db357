"""The built web UI goes out precompressed: brotli to a browser that takes it, else gzip, else
the file as built; always the original's type, hashed assets cached for good, pages revalidated."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from api.app import create_app
from api.spa import accepted_encodings
from hygiene.bootstrap import Console
from hygiene.settings import Settings
from tests.consoles import SECRET

SCRIPT = b"export const answer = 42;\n" * 40
STYLE = b"body { margin: 0 }\n" * 40
PAGE = b"<!doctype html><div id=root></div>" + b"<!-- padding -->" * 40
# Stand-ins for the build's brotli copies: the server sends them as they are.
BROTLI_SCRIPT = b"brotli bytes of app.js"
BROTLI_PAGE = b"brotli bytes of index.html"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    # Serving files does not touch the database: the embedded one is enough.
    return Settings(data_dir=tmp_path / "var", secret_key=SECRET)


@pytest.fixture
def dist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "dist"
    assets = root / "assets"
    assets.mkdir(parents=True)
    (root / "index.html").write_bytes(PAGE)
    (root / "index.html.br").write_bytes(BROTLI_PAGE)
    (root / "index.html.gz").write_bytes(gzip.compress(PAGE))
    (assets / "app-1a2b3c.js").write_bytes(SCRIPT)
    (assets / "app-1a2b3c.js.br").write_bytes(BROTLI_SCRIPT)
    (assets / "app-1a2b3c.js.gz").write_bytes(gzip.compress(SCRIPT))
    (assets / "style-4d5e6f.css").write_bytes(STYLE)
    (assets / "style-4d5e6f.css.gz").write_bytes(gzip.compress(STYLE))
    (assets / "tiny-7a8b9c.js").write_bytes(b"1")  # too small to be worth a compressed copy
    monkeypatch.setenv("HYGIENE_WEBUI_DIR", str(root))
    return root


@pytest.fixture
def client(console: Console, dist: Path) -> Iterator[TestClient[Any]]:
    with TestClient(create_app(console)) as test_client:
        yield test_client


def fetch(client: TestClient[Any], path: str, accept: str) -> tuple[dict[str, str], bytes]:
    """Headers and body as they travel (not decoded)."""
    with client.stream("GET", path, headers={"Accept-Encoding": accept}) as reply:
        assert reply.status_code == 200, path
        return dict(reply.headers), b"".join(reply.iter_raw())


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("gzip, deflate, br, zstd", {"gzip", "deflate", "br", "zstd"}),
        ("gzip;q=1.0, br;q=0", {"gzip"}),
        ("BR; q=0.5", {"br"}),
        ("*", {"*", "br", "gzip"}),
        ("*, gzip;q=0", {"*", "br"}),
        ("identity", {"identity"}),
        ("br;q=nonsense, gzip", {"gzip"}),
        ("", set()),
    ],
)
def test_reads_accept_encoding(header: str, expected: set[str]) -> None:
    assert accepted_encodings(header) == expected


def test_a_browser_that_takes_brotli_gets_the_brotli_copy(client: TestClient[Any]) -> None:
    headers, body = fetch(client, "/assets/app-1a2b3c.js", "gzip, deflate, br, zstd")
    assert body == BROTLI_SCRIPT
    assert headers["content-encoding"] == "br"
    assert headers["content-length"] == str(len(BROTLI_SCRIPT))
    assert "javascript" in headers["content-type"]
    assert headers["vary"] == "Accept-Encoding"
    assert headers["cache-control"] == "public, max-age=31536000, immutable"


def test_gzip_when_brotli_is_not_taken(client: TestClient[Any]) -> None:
    for accept in ("gzip, deflate", "br;q=0, gzip"):
        headers, body = fetch(client, "/assets/app-1a2b3c.js", accept)
        assert headers["content-encoding"] == "gzip", accept
        assert gzip.decompress(body) == SCRIPT
        assert "javascript" in headers["content-type"]
        assert headers["vary"] == "Accept-Encoding"
    # A stylesheet without a brotli copy: gzip to a brotli client too, as a stylesheet.
    headers, body = fetch(client, "/assets/style-4d5e6f.css", "br, gzip")
    assert headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == STYLE
    assert headers["content-type"].startswith("text/css")


def test_the_file_as_built_otherwise(client: TestClient[Any]) -> None:
    for path, accept, content in [
        ("/assets/app-1a2b3c.js", "identity", SCRIPT),
        ("/assets/app-1a2b3c.js", "br;q=0, gzip;q=0", SCRIPT),
        ("/assets/tiny-7a8b9c.js", "gzip, br", b"1"),
    ]:
        headers, body = fetch(client, path, accept)
        assert body == content, (path, accept)
        assert "content-encoding" not in headers
        assert headers["vary"] == "Accept-Encoding"
        assert "javascript" in headers["content-type"]
        assert headers["cache-control"] == "public, max-age=31536000, immutable"


def test_the_page_is_negotiated_and_revalidated(client: TestClient[Any]) -> None:
    for route in ("/", "/dashboard", "/index.html"):
        headers, body = fetch(client, route, "gzip, br")
        assert body == BROTLI_PAGE, route
        assert headers["content-encoding"] == "br"
        assert headers["content-type"].startswith("text/html")
        assert headers["cache-control"] == "no-cache"
        assert headers["vary"] == "Accept-Encoding"
    headers, body = fetch(client, "/issues/table", "gzip")
    assert gzip.decompress(body) == PAGE and headers["content-encoding"] == "gzip"
    headers, body = fetch(client, "/", "identity")
    assert body == PAGE and "content-encoding" not in headers


def test_a_compressed_copy_asked_for_by_name_is_only_bytes(client: TestClient[Any]) -> None:
    headers, body = fetch(client, "/assets/app-1a2b3c.js.br", "identity")
    assert body == BROTLI_SCRIPT
    assert headers["content-type"] == "application/octet-stream"
    assert "content-encoding" not in headers
    assert client.get("/assets/missing.js", headers={"Accept-Encoding": "br"}).status_code == 404
