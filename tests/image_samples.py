"""Images for upload tests: real pictures made with Pillow, PNGs written chunk by chunk (to
claim any size), and a reading of a stored SVG that lists whatever in it could run or load."""

from __future__ import annotations

import base64
import io
import random
import re
import struct
import zlib

from defusedxml import ElementTree as DefusedET
from PIL import Image

from domain.svg_allowlist import (
    ATTRIBUTES,
    ELEMENTS,
    LINKING_ELEMENTS,
    PRESENTATION,
    SVG_NS,
    XLINK_NS,
)

SVG_OPEN = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
    ' viewBox="0 0 100 100">'
)
_ACTIVE_CSS = ("\\", "@import", "expression(", "behavior", "-moz-binding", "image-set(")
RASTER_DATA_URL = re.compile(r"data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+")


def data_url(kind: str, data: bytes) -> str:
    return f"data:image/{kind};base64," + base64.b64encode(data).decode()


def svg_url(svg: str | bytes) -> str:
    return data_url("svg+xml", svg.encode() if isinstance(svg, str) else svg)


def svg_of(url: str) -> bytes:
    assert url.startswith("data:image/svg+xml;base64,"), url[:40]
    return base64.b64decode(url.partition(",")[2])


def picture(fmt: str, size: tuple[int, int] = (64, 48), seed: int = 1) -> bytes:
    """A noisy picture (so it does not compress to nothing) in `fmt` (PNG, JPEG, WEBP)."""
    rng = random.Random(seed)
    pixels = bytes(rng.randrange(256) for _ in range(size[0] * size[1] * 3))
    out = io.BytesIO()
    Image.frombytes("RGB", size, pixels).save(out, fmt)
    return out.getvalue()


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_claiming(width: int, height: int, rows: bytes = b"") -> bytes:
    """A PNG whose header says `width` by `height` (8-bit grey) over the given pixel rows."""
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(rows, 9))
        + _chunk(b"IEND", b"")
    )


def active_parts(svg: bytes) -> list[str]:
    """Whatever in a stored SVG lies outside the allowlist or could run or load from
    elsewhere; empty for a drawing and nothing more."""
    found: list[str] = []
    root = DefusedET.fromstring(svg, forbid_dtd=True)
    for element in root.iter():
        namespace, _, local = element.tag[1:].partition("}")
        if namespace != SVG_NS or local not in ELEMENTS:
            found.append(f"element {element.tag}")
        for name, value in element.attrib.items():
            squashed = re.sub(r"[\x00-\x20]", "", value).lower()
            if name.lower().startswith("on") or "script:" in squashed:
                found.append(f"{local} {name}={value!r}")
            if name in ("href", f"{{{XLINK_NS}}}href"):
                embedded = local == "image" and RASTER_DATA_URL.fullmatch(value)
                if local not in LINKING_ELEMENTS or not (value.startswith("#") or embedded):
                    found.append(f"{local} {name}={value!r}")
            elif name not in ATTRIBUTES:
                found.append(f"{local} attribute {name}")
            for target in re.findall(r"url\(\s*['\"]?\s*([^)'\"]*)", value, re.IGNORECASE):
                if not target.startswith("#"):
                    found.append(f"{local} {name}={value!r}")
            css = value.lower()
            if name in PRESENTATION and any(bad in css for bad in _ACTIVE_CSS):
                found.append(f"{local} {name}={value!r}")
    return found
