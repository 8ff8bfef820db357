"""Raster images (PNG, JPEG, WebP): decoded in full before they are accepted, so what is
stored is a picture of the format its label says, of bounded size, and not cut short.

The bounds: at most 8,000 pixels a side and 40 megapixels. An A1 plan scanned at 240 dpi
(7,950 by 5,600) and a 12 megapixel phone photo (4,032 by 3,024) fit; decoding the largest
accepted image holds at most 160 MB (four bytes a pixel), the most one upload may cost the
server. The size is read from the header and checked before any pixel is decoded, so a
small file that claims to be huge (a decompression bomb) costs nothing; Pillow's own guard
(`DecompressionBombError`) refuses the absurd ones while opening.

The bytes are stored as they came: decoding proves they are an image, and a client shows
them as one (`<img>`, or served with their own media type).
"""

from __future__ import annotations

import io

from PIL import Image, UnidentifiedImageError

from domain.data_urls import KIND_NAMES, ImageRefused

MAX_SIDE = 8_000
MAX_PIXELS = 40_000_000
# Pillow's name of each format we take.
_FORMATS = {"png": "PNG", "jpeg": "JPEG", "webp": "WEBP"}
TOO_LARGE = (
    f"The image is too large: at most {MAX_SIDE:,} pixels a side"
    f" and {MAX_PIXELS // 1_000_000} megapixels"
)


def check_raster(kind: str, data: bytes) -> int:
    """The number of pixels of a whole, bounded image of `kind`; `ImageRefused` for bytes
    that are not one."""
    name = KIND_NAMES[kind]
    try:
        with Image.open(io.BytesIO(data), formats=[_FORMATS[kind]]) as image:
            width, height = image.size
            if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE) or (
                width * height > MAX_PIXELS
            ):
                raise ImageRefused(TOO_LARGE)
            image.verify()  # PNG: every chunk's checksum, through to the end
        with Image.open(io.BytesIO(data), formats=[_FORMATS[kind]]) as image:
            image.load()  # every pixel: a cut or corrupt stream fails here
        return width * height
    except ImageRefused:
        raise
    except Image.DecompressionBombError:
        raise ImageRefused(TOO_LARGE) from None
    except UnidentifiedImageError:
        raise ImageRefused(f"The file is not a {name} image") from None
    except Exception:
        # Pillow's decoders fail on malformed input with many kinds of error (OSError,
        # SyntaxError, ValueError, struct.error, zlib.error, ...): each means the same here.
        raise ImageRefused(f"The {name} image is truncated or corrupt") from None
