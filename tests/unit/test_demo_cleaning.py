"""The demo cleans by visitors where a people counter counts them, once, and leaves a
facility whose setting someone made (or turned off) as they made it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from application.issues import Issues
from demo.cleaning import DEMO_VISITORS, seed_cleaning
from domain.commands.cleaning import SetCleaningThreshold


def _threshold(issues: Issues, facility_id: str) -> int | None:
    counter = issues.cleaning_counter(facility_id)
    assert counter is not None
    return counter.clean_after_visitors


@pytest.fixture
def issues() -> Iterator[Issues]:
    application = Issues()
    yield application
    application.close()


def test_the_demo_sets_each_counted_facility_once_and_leaves_a_chosen_setting(
    issues: Issues,
) -> None:
    off = SetCleaningThreshold(facility_id="f-off", clean_after_visitors=None)
    issues.set_cleaning_threshold(off, "a manager")

    assert seed_cleaning(issues, ["f-1", "f-2", "f-off", "f-1"]) == 2
    assert _threshold(issues, "f-1") == DEMO_VISITORS
    assert _threshold(issues, "f-2") == DEMO_VISITORS
    assert _threshold(issues, "f-off") is None
    assert seed_cleaning(issues, ["f-1", "f-2", "f-off"]) == 0
