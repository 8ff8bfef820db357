"""The demo cleans by visitors where a people counter counts them, once, and leaves a
facility whose setting someone made (or turned off) as they made it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from application.cleaning import cleaning_threshold, set_cleaning_threshold
from application.issues import Issues
from demo.cleaning import DEMO_VISITORS, seed_cleaning
from domain.commands.cleaning import SetCleaningThreshold


@pytest.fixture
def issues() -> Iterator[Issues]:
    application = Issues()
    yield application
    application.close()


def test_the_demo_sets_each_counted_facility_once_and_leaves_a_chosen_setting(
    issues: Issues,
) -> None:
    off = SetCleaningThreshold(facility_id="f-off", clean_after_visitors=None)
    set_cleaning_threshold(issues, off, "a manager")

    assert seed_cleaning(issues, ["f-1", "f-2", "f-off", "f-1"]) == 2
    assert cleaning_threshold(issues, "f-1") == DEMO_VISITORS
    assert cleaning_threshold(issues, "f-2") == DEMO_VISITORS
    assert cleaning_threshold(issues, "f-off") is None
    assert seed_cleaning(issues, ["f-1", "f-2", "f-off"]) == 0
