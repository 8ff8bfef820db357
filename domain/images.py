"""Images carried as data URLs (floor plans, issue photos): the bytes must be what the label
says, whole and of bounded size, and an SVG may not carry anything that runs or loads from
elsewhere.

A raster image (`raster_images`) is decoded in full and stored as it came. An SVG
(`svg_images`) is refused when it carries anything active, and otherwise stored as the
document rebuilt from an allowlist, never as the bytes that were sent: the data URL to store
is the one `accepted_image` answers.

Decoding is pure computation on bytes in memory, no I/O, so it stays with the rules of the
aggregates that hold the images (`Floor`, `IssueReport`).
"""

from __future__ import annotations

from domain.data_urls import ImageRefused, data_url, read_data_url
from domain.raster_images import check_raster
from domain.svg_images import clean_svg

__all__ = ["ImageRefused", "accepted_image", "image_problem"]


def accepted_image(url: str, kinds: tuple[str, ...]) -> str:
    """The data URL to store for an image of one of `kinds` (`png`, `jpeg`, `webp`,
    `svg+xml`): the same for a raster image, the rebuilt document for an SVG. Raises
    `ImageRefused` with the reason when the image is not accepted."""
    kind, data = read_data_url(url, kinds)
    if kind == "svg+xml":
        return data_url(kind, clean_svg(data))
    check_raster(kind, data)
    return url


def image_problem(url: str, kinds: tuple[str, ...]) -> str | None:
    """Why the data URL is not an acceptable image of one of `kinds`, or None when it is."""
    try:
        accepted_image(url, kinds)
    except ImageRefused as refused:
        return str(refused)
    return None
