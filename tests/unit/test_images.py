"""Images as data URLs: the bytes are a whole picture of what the label says; an SVG is only
a picture."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commands.organisation import FloorSpec
from domain.errors import ValidationFailed
from domain.floor import PLAN_KINDS, check_plan
from domain.images import image_problem
from tests.image_samples import picture

PNG = picture("PNG")
JPEG = picture("JPEG")
WEBP = picture("WEBP")
PLAIN_SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" fill="url(#g)"/></svg>'


def url(kind: str, data: bytes) -> str:
    return f"data:image/{kind};base64," + base64.b64encode(data).decode()


def test_images_whose_bytes_match_their_label_pass() -> None:
    for kind, data in (("png", PNG), ("jpeg", JPEG), ("webp", WEBP), ("svg+xml", PLAIN_SVG)):
        assert image_problem(url(kind, data), PLAN_KINDS) is None, kind
    check_plan(url("png", PNG))


@pytest.mark.parametrize(
    "svg",
    [
        b"<svg><script>alert(1)</script></svg>",
        b"<svg><SCRIPT >alert(1)</SCRIPT></svg>",
        b'<svg onload="alert(1)"></svg>',
        b'<svg><a href="javascript:alert(1)">x</a></svg>',
        b'<svg><image xlink:href="https://evil.example/x.png"/></svg>',
        b"<svg><foreignObject><iframe/></foreignObject></svg>",
        b'<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>',
        b'<svg><rect style="fill: url(https://evil.example/track)"/></svg>',
    ],
)
def test_an_svg_that_runs_or_loads_anything_is_refused(svg: bytes) -> None:
    assert image_problem(url("svg+xml", svg), PLAN_KINDS) is not None
    with pytest.raises(ValidationFailed) as refused:
        check_plan(url("svg+xml", svg))
    assert refused.value.violations[0].field == "floorPlan"


def test_bytes_that_are_not_the_labelled_image_are_refused() -> None:
    assert image_problem(url("png", JPEG), PLAN_KINDS) == "The file is not a PNG image"
    assert image_problem(url("jpeg", b"GIF89a..."), PLAN_KINDS) == "The file is not a JPEG image"
    assert image_problem("data:image/png;base64,@@@", PLAN_KINDS) is not None
    assert image_problem(url("png", PNG), ("jpeg",)) == "Must be a JPEG image as a data URI"


@given(
    kind=st.sampled_from(["png", "jpeg", "webp"]),
    signature=st.sampled_from(
        [b"", b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"RIFF\0\0\0\0WEBPVP8 "]
    ),
    data=st.binary(max_size=64),
)
def test_bytes_with_a_signature_but_no_picture_are_refused(
    kind: str, signature: bytes, data: bytes
) -> None:
    problem = image_problem(url(kind, signature + data), PLAN_KINDS)
    assert problem is not None


def test_a_plan_stored_under_looser_rules_still_loads() -> None:
    """Replaying a floor applies its stored events without judging them again."""
    from domain.floor import Floor

    floor = Floor.add("b", FloorSpec("G", 0), "t")
    floor.upload_plan(url("png", PNG), actor="t")
    events = floor.collect_events()
    old = url("svg+xml", b"<svg><script>alert(1)</script></svg>")
    stored = events[-1].__class__(
        originator_id=events[-1].originator_id,
        originator_version=events[-1].originator_version,
        timestamp=events[-1].timestamp,
        floor_plan=old,
        actor="t",
    )
    replayed = None
    for e in [*events[:-1], stored]:
        replayed = e.mutate(replayed)
    assert replayed is not None and replayed.floor_plan == old
