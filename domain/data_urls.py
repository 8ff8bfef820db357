"""Images carried as base64 data URLs: reading the label and the bytes, and the refusal an
image check raises with the words the uploader sees."""

from __future__ import annotations

import base64
import binascii
import re

_DATA_URL = re.compile(r"data:image/(png|jpeg|svg\+xml|webp);base64,([A-Za-z0-9+/=]+)")
KIND_NAMES = {"png": "PNG", "jpeg": "JPEG", "svg+xml": "SVG", "webp": "WebP"}


class ImageRefused(ValueError):
    """The image is not accepted; the message says why, for the person who sent it."""


def kinds_listed(kinds: tuple[str, ...]) -> str:
    names = [KIND_NAMES[k] for k in kinds]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def read_data_url(data_url: str, kinds: tuple[str, ...]) -> tuple[str, bytes]:
    """The kind (one of `kinds`) and the decoded bytes of an image data URL."""
    match = _DATA_URL.fullmatch(data_url)
    if not match or match.group(1) not in kinds:
        raise ImageRefused(f"Must be a {kinds_listed(kinds)} image as a data URI")
    try:
        return match.group(1), base64.b64decode(match.group(2), validate=True)
    except (binascii.Error, ValueError):
        raise ImageRefused("The image data is not valid base64") from None


def data_url(kind: str, data: bytes) -> str:
    return f"data:image/{kind};base64," + base64.b64encode(data).decode("ascii")
