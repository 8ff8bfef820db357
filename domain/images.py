"""Images carried as data URLs (floor plans, issue photos): the bytes must be what the label
says, and an SVG may not carry anything that runs or loads from elsewhere."""

from __future__ import annotations

import base64
import binascii
import re

_DATA_URL = re.compile(r"^data:image/(png|jpeg|svg\+xml|webp);base64,([A-Za-z0-9+/=]+)$")
_NAMES = {"png": "PNG", "jpeg": "JPEG", "svg+xml": "SVG", "webp": "WebP"}
_MAGIC = {
    "png": lambda b: b.startswith(b"\x89PNG\r\n\x1a\n"),
    "jpeg": lambda b: b.startswith(b"\xff\xd8\xff"),
    "webp": lambda b: b[:4] == b"RIFF" and b[8:12] == b"WEBP",
}
# What makes an SVG more than a picture: scripts, event handlers, embedded documents,
# entities, and references that would load something from elsewhere.
_ACTIVE_SVG = re.compile(
    r"<\s*script|<\s*foreignobject|<\s*iframe|<\s*embed|<\s*object|<!\s*entity|<!\s*doctype"
    r"|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*[\"']?\s*(?!#)[a-z][a-z0-9+.-]*:"
    r"|url\(\s*[\"']?\s*(?!#)[a-z][a-z0-9+.-]*:",
    re.IGNORECASE,
)


def image_problem(data_url: str, kinds: tuple[str, ...]) -> str | None:
    """Why the data URL is not an acceptable image of one of `kinds` (`png`, `jpeg`, `webp`,
    `svg+xml`), or None when it is."""
    match = _DATA_URL.match(data_url)
    if not match or match.group(1) not in kinds:
        names = [_NAMES[k] for k in kinds]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
        return f"Must be a {listed} image as a data URI"
    kind = match.group(1)
    try:
        data = base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        return "The image data is not valid base64"
    if kind == "svg+xml":
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return "The SVG is not UTF-8 text"
        if "<svg" not in text.lower():
            return "The file is not an SVG image"
        if _ACTIVE_SVG.search(text):
            return "The SVG may not contain scripts, event handlers or external references"
        return None
    if not _MAGIC[kind](data):
        return f"The file is not a {_NAMES[kind]} image"
    return None
