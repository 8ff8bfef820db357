"""Raster plans and photos: a whole picture of the labelled format and of bounded size is
stored as it came; a bomb, a cut or corrupt file, or a mislabelled one is refused."""

from __future__ import annotations

import pytest
from PIL import ImageFile

from domain.errors import ValidationFailed
from domain.floor import PLAN_KINDS, check_plan
from domain.images import ImageRefused, accepted_image
from domain.issue_report import check_report
from domain.raster_images import MAX_PIXELS, MAX_SIDE, TOO_LARGE
from tests.image_samples import data_url, picture, png_claiming

KINDS = {"png": "PNG", "jpeg": "JPEG", "webp": "WEBP"}


def grey_png(width: int, height: int) -> bytes:
    """A real, whole PNG of black rows: tiny on the wire, `width` by `height` when decoded."""
    return png_claiming(width, height, (b"\0" * (width + 1)) * height)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_whole_picture_is_stored_as_it_came(kind: str) -> None:
    sent = data_url(kind, picture(KINDS[kind]))
    assert accepted_image(sent, PLAN_KINDS) == sent
    assert check_plan(sent) == sent
    check_report(None, sent)


def test_a_header_claiming_65535_pixels_a_side_is_refused() -> None:
    claim = data_url("png", png_claiming(65535, 65535, b"\0" * 1000))
    with pytest.raises(ValidationFailed) as refused:
        check_plan(claim)
    assert [(v.field, v.message) for v in refused.value.violations] == [("floorPlan", TOO_LARGE)]
    with pytest.raises(ValidationFailed) as refused:
        check_report(None, claim)
    assert [(v.field, v.message) for v in refused.value.violations] == [("photo", TOO_LARGE)]


def test_a_decompression_bomb_is_refused_before_a_pixel_is_decoded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bomb = grey_png(7_000, 7_000)  # 49 megapixels in under 100 kB
    assert len(bomb) < 100_000

    def decode(self: ImageFile.ImageFile) -> None:
        raise AssertionError("decoded")

    monkeypatch.setattr(ImageFile.ImageFile, "load", decode)
    with pytest.raises(ImageRefused, match="too large"):
        accepted_image(data_url("png", bomb), PLAN_KINDS)


@pytest.mark.parametrize(
    ("width", "height", "accepted"),
    [
        (MAX_SIDE, MAX_PIXELS // MAX_SIDE, True),
        (MAX_SIDE + 1, 1, False),
        (1, MAX_SIDE + 1, False),
        (6_400, 6_400, False),  # each side within bounds, 40.96 megapixels
    ],
)
def test_the_size_bounds_hold_at_their_edges(width: int, height: int, accepted: bool) -> None:
    sent = data_url("png", grey_png(width, height))
    if accepted:
        assert accepted_image(sent, PLAN_KINDS) == sent
    else:
        with pytest.raises(ImageRefused, match="too large"):
            accepted_image(sent, PLAN_KINDS)


def _cut(data: bytes) -> bytes:
    return data[: len(data) * 2 // 3]


def _flipped(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1 :]


@pytest.mark.parametrize(
    ("kind", "data", "says"),
    [
        pytest.param(
            "png", _cut(picture("PNG")), "The PNG image is truncated or corrupt", id="cut PNG"
        ),
        pytest.param(
            "png",
            picture("PNG")[:-12],
            "The PNG image is truncated or corrupt",
            id="PNG without its end",
        ),
        pytest.param(
            "png",
            _flipped(picture("PNG")),
            "The PNG image is truncated or corrupt",
            id="PNG failing its checksum",
        ),
        pytest.param(
            "jpeg", _cut(picture("JPEG")), "The JPEG image is truncated or corrupt", id="cut JPEG"
        ),
        pytest.param(
            "webp", _cut(picture("WEBP")), "The WebP image is truncated or corrupt", id="cut WebP"
        ),
        pytest.param("png", picture("JPEG"), "The file is not a PNG image", id="JPEG labelled PNG"),
        pytest.param(
            "jpeg", picture("PNG"), "The file is not a JPEG image", id="PNG labelled JPEG"
        ),
        pytest.param(
            "webp", picture("PNG"), "The file is not a WebP image", id="PNG labelled WebP"
        ),
        pytest.param(
            "png", png_claiming(0, 10), "The file is not a PNG image", id="PNG of no width"
        ),
    ],
)
def test_a_cut_corrupt_or_mislabelled_file_is_refused_with_the_reason(
    kind: str, data: bytes, says: str
) -> None:
    with pytest.raises(ValidationFailed) as refused:
        check_plan(data_url(kind, data))
    assert [(v.field, v.message) for v in refused.value.violations] == [("floorPlan", says)]
    with pytest.raises(ValidationFailed) as refused:
        check_report(None, data_url(kind, data))
    assert [(v.field, v.message) for v in refused.value.violations] == [("photo", says)]
