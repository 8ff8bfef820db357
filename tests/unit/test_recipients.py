"""The recipients policy and the dead letters' pile, as properties."""

from __future__ import annotations

import re
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import domain.notification as notification
from application.recipients import (
    LANDLORD_ISSUE_TYPES,
    RULES,
    Audience,
    Recipients,
    who_hears,
)
from domain.dead_letters import PILING_UP, count_rejection
from domain.kinds import IssueType

ACCOUNTS = st.sampled_from([f"a{n}" for n in range(8)])
CIRCLES = st.dictionaries(st.sampled_from(list(Audience)), st.lists(ACCOUNTS, max_size=4))
ISSUE_TYPES = st.sampled_from([t.value for t in IssueType] + ["device-offline"])


def test_every_kind_the_console_sends_has_its_rule() -> None:
    """A kind declared beside the notification, and not in the policy, would reach no one."""
    kinds = {
        value
        for name, value in vars(notification).items()
        if name.isupper() and isinstance(value, str) and re.fullmatch(r"[a-z][a-z0-9-]*", value)
    }
    assert kinds == set(RULES)


@given(
    kind=st.sampled_from(sorted(RULES)),
    circle=CIRCLES,
    actor=st.none() | ACCOUNTS,
    issue_type=st.none() | ISSUE_TYPES,
)
def test_who_hears_is_the_rules_audiences_once_each_without_the_actor(
    kind: str, circle: dict[Audience, list[str]], actor: str | None, issue_type: str | None
) -> None:
    rule = RULES[kind]
    heard = who_hears(kind, circle, actor, issue_type)
    assert len(heard) == len(set(heard))
    expected: set[str] = set()
    for audience in rule.hears:
        if audience in rule.only_of and issue_type not in rule.only_of[audience]:
            continue
        reminded = audience is Audience.MEMBER and rule.reminds_member
        expected |= {a for a in circle.get(audience, []) if a != actor or reminded}
    assert set(heard) == expected
    if actor in heard:
        assert rule.reminds_member and actor in circle.get(Audience.MEMBER, [])


@given(issue_type=ISSUE_TYPES)
def test_the_landlord_hears_of_water_devices_and_air_only(issue_type: str) -> None:
    circle = {Audience.LANDLORD_MANAGERS: ["landlord"], Audience.STAFF: ["cleaner"]}
    for kind in (notification.ISSUE_OPENED, notification.ISSUE_RESOLVED):
        heard = who_hears(kind, circle, None, issue_type)
        assert ("landlord" in heard) == (issue_type in LANDLORD_ISSUE_TYPES)
        assert "cleaner" in heard
    assert {"leak", "burst-flow", "battery"} <= LANDLORD_ISSUE_TYPES
    assert not {"paper-level-low", "bin-full", "odour"} & LANDLORD_ISSUE_TYPES


def test_without_the_read_side_only_the_member_named_hears() -> None:
    alone = Recipients()
    circle = alone.around_member(notification.TASK_ASSIGNED, "assignee", None)
    assert who_hears(notification.TASK_ASSIGNED, circle, "manager") == ["assignee"]
    assert alone.of_issue(notification.ISSUE_OPENED, "f", "b", "leak", "someone") == []
    assert alone.of_console(notification.DEAD_LETTERS) == []


START = datetime(2026, 11, 21, tzinfo=UTC)


@given(st.lists(st.integers(min_value=0, max_value=6 * 60 - 1), max_size=200))
def test_a_pile_is_news_once_per_run_of_hours_that_reach_it(minutes: list[int]) -> None:
    window: dict[str, Any] = {}
    told = 0
    for minute in sorted(minutes):
        window, news = count_rejection(window, START + timedelta(minutes=minute))
        told += news
    per_hour = Counter(minute // 60 for minute in minutes)
    reached = sorted(hour for hour, n in per_hour.items() if n >= PILING_UP)
    runs = sum(1 for i, hour in enumerate(reached) if i == 0 or reached[i - 1] != hour - 1)
    assert told == runs


def test_a_rejection_stamped_before_the_hour_counted_counts_in_it() -> None:
    window, _ = count_rejection({}, START + timedelta(hours=2))
    window, _ = count_rejection(window, START + timedelta(hours=1, minutes=59))
    assert window["count"] == 2 and window["hour"] == (START + timedelta(hours=2)).isoformat()
