"""Litestar's own refusals of a parameter name it as the caller sent it, and a number beyond
its declared bounds says them, as the API's own checks do."""

from __future__ import annotations

from litestar.params import ParameterKwarg, QueryParameter

from api.parameter_errors import parameter_violation
from domain.errors import Violation

DECLARED: dict[str, ParameterKwarg] = {
    "utc_offset_minutes": QueryParameter(name="utcOffsetMinutes", ge=-720, le=840),
    "page": QueryParameter(name="page", ge=1),
    "staff_id": QueryParameter(name="staffId"),
}


def test_a_number_beyond_its_bounds_is_out_of_range_by_its_wire_name() -> None:
    for message in ("Expected `int` <= 840", "Expected `int` >= -720", "Number out of range"):
        item = {"key": "utc_offset_minutes", "message": message, "source": "query"}
        assert parameter_violation(DECLARED, item) == Violation(
            "utcOffsetMinutes",
            "Must be between -720 and 840",
            "out-of-range",
            {"min": -720, "max": 840},
        )
    below = {"key": "page", "message": "Expected `int` >= 1", "source": "query"}
    assert parameter_violation(DECLARED, below) == Violation(
        "page", "Must be 1 or more", "out-of-range", {"min": 1}
    )


def test_other_refusals_keep_their_words_under_the_wire_name() -> None:
    item = {"key": "utc_offset_minutes", "message": "Expected `int`, got `str`"}
    assert parameter_violation(DECLARED, item) == Violation(
        "utcOffsetMinutes", "Expected `int`, got `str`"
    )
    unbounded = {"key": "staff_id", "message": "Expected `str`, got `int`"}
    assert parameter_violation(DECLARED, unbounded) == Violation(
        "staffId", "Expected `str`, got `int`"
    )


def test_what_is_not_a_declared_parameter_is_left_alone() -> None:
    assert parameter_violation(DECLARED, {"key": "quantity", "message": "Expected `int`"}) is None
    body = {"key": "page", "message": "Expected `int`", "source": "body"}
    assert parameter_violation(DECLARED, body) is None
