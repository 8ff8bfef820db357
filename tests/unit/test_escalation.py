"""Escalation: the steps an issue type takes, and the escalator over generated timelines.

The escalator is driven by a clock of the test's own over an issues application in memory:
each look at the issues happens at a moment of the timeline; issues open and resolve at
theirs; the escalator is replaced (a restart) and its saves fail (a crash before the save
landed) at random points. Whatever the timeline, each step reached while the issue was open
is recorded once, in order, stamped with the moment it was reached, and none after the
issue was resolved."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from application.escalations import Due, Escalator
from application.issues import Issues
from application.recipients import Recipients
from demo.escalation import seed_escalation
from domain.clock import events_at
from domain.errors import Conflict, ValidationFailed
from domain.escalation import (
    DEMO_STEPS,
    MAX_AFTER_MINUTES,
    MAX_STEPS,
    EscalationStep,
    Notify,
    check_steps,
    reached,
)
from domain.issue import Issue
from domain.issue_type import IssueTypeSettings
from domain.kinds import ISSUE_TYPE_IDS
from domain.notification import ISSUE_ESCALATED, Notification
from tests.commands import report_issue

TYPE = "odour"
# Every timeline happens in the last days, so no event is stamped in the future.
START = datetime.now(UTC).replace(microsecond=0) - timedelta(days=4)


class Scan:
    """The read side's question, answered from the application itself."""

    def __init__(self, issues: Issues) -> None:
        self.issues = issues
        self.ids: list[str] = []

    def escalations_due(self, due: Sequence[Due], limit: int) -> list[str]:
        found = []
        for issue_id in self.ids:
            issue = self.issues.get_issue(issue_id)
            opened = issue.opened_at.isoformat().replace("+00:00", "Z")
            if issue.is_open and any(
                t == issue.issue_type and issue.escalation_level < level and opened <= by
                for t, level, by in due
            ):
                found.append(issue_id)
        return found[:limit]

    def place_name(self, facility_id: str) -> str | None:
        return "Ladies Level 1, Tower A"


@pytest.fixture
def issues() -> Iterator[Issues]:
    app = Issues()
    yield app
    app.close()


def _steps(*pairs: tuple[int, str]) -> tuple[EscalationStep, ...]:
    return tuple(EscalationStep(after, notify) for after, notify in pairs)


def _open_at(issues: Issues, moment: datetime, device: str = "device-1") -> str:
    with events_at(moment):
        return str(issues.open_manual(report_issue("facility-1", "building-1", TYPE, device), "x"))


def _escalations(issues: Issues, issue_id: str) -> list[Issue.Escalated]:
    return [e for e in issues.events_of(issue_id, "issue") if isinstance(e, Issue.Escalated)]


# The steps -----------------------------------------------------------------------------


def test_steps_later_one_after_another_naming_a_role_are_taken() -> None:
    check_steps(_steps((30, "supervisor"), (120, "cc-manager"), (240, "admin")))
    check_steps(())


@pytest.mark.parametrize(
    ("steps", "field", "code"),
    [
        (
            _steps((30, "supervisor"), (30, "cc-manager")),
            "escalation[1].afterMinutes",
            "not-increasing",
        ),
        (
            _steps((120, "supervisor"), (30, "cc-manager")),
            "escalation[1].afterMinutes",
            "not-increasing",
        ),
        (_steps((0, "supervisor")), "escalation[0].afterMinutes", "out-of-range"),
        (_steps((MAX_AFTER_MINUTES + 1, "admin")), "escalation[0].afterMinutes", "out-of-range"),
        (_steps((30, "cleaner")), "escalation[0].notify", "unknown-role"),
        (_steps(*((n + 1, "admin") for n in range(MAX_STEPS + 1))), "escalation", "too-many"),
    ],
)
def test_a_bad_list_names_what_is_wrong(
    steps: tuple[EscalationStep, ...], field: str, code: str
) -> None:
    with pytest.raises(ValidationFailed) as refused:
        check_steps(steps)
    assert (field, code) in [(v.field, v.code) for v in refused.value.violations]


def test_a_type_records_new_steps_once_and_refuses_bad_ones() -> None:
    settings_ = IssueTypeSettings(issue_type=TYPE, target_minutes=60, auto_resolve=False, actor="a")
    settings_.set_escalation(_steps((30, "supervisor")), actor="a")
    settings_.set_escalation(_steps((30, "supervisor")), actor="a")  # the same: nothing new
    with pytest.raises(ValidationFailed):
        settings_.set_escalation(_steps((30, "supervisor"), (10, "admin")), actor="a")
    events = settings_.collect_events()
    assert [type(e).__name__ for e in events] == ["Configured", "EscalationSet"]
    assert settings_.settings.escalation == _steps((30, "supervisor"))


def test_an_issue_escalates_one_step_at_a_time_while_open(issues: Issues) -> None:
    issue = issues.get_issue(_open_at(issues, START))
    issue.escalate(1, 30, "supervisor", ["s"], "rules")
    with pytest.raises(Conflict):
        issue.escalate(1, 30, "supervisor", ["s"], "rules")
    with pytest.raises(ValueError, match="one step"):
        issue.escalate(3, 300, "admin", [], "rules")
    issue.resolve("cleaner")
    with pytest.raises(Conflict):
        issue.escalate(2, 120, "cc-manager", [], "rules")
    assert issue.escalation_level == 1


def test_reached_names_the_levels_passed_since_the_last() -> None:
    steps = _steps((30, "supervisor"), (120, "cc-manager"), (240, "admin"))
    assert reached(steps, START, 0, START + timedelta(minutes=29)) == []
    assert reached(steps, START, 0, START + timedelta(minutes=130)) == [1, 2]
    assert reached(steps, START, 1, START + timedelta(minutes=500)) == [2, 3]


def test_an_issue_long_past_its_steps_escalates_to_each_in_order(issues: Issues) -> None:
    issues.configure_type(TYPE, 60, False, "admin", _steps((30, "supervisor"), (120, "admin")))
    scan = Scan(issues)
    scan.ids.append(_open_at(issues, START))
    assert Escalator(issues, scan, clock=lambda: START + timedelta(hours=5)).escalate_due() == 1
    fired = _escalations(issues, scan.ids[0])
    assert [(e.level, e.notify, e.after_minutes) for e in fired] == [
        (1, "supervisor", 30),
        (2, "admin", 120),
    ]
    assert [e.timestamp for e in fired] == [
        START + timedelta(minutes=30),
        START + timedelta(minutes=120),
    ]


def test_nothing_escalates_without_steps(issues: Issues) -> None:
    scan = Scan(issues)
    scan.ids.append(_open_at(issues, START))
    assert Escalator(issues, scan, clock=lambda: START + timedelta(days=2)).escalate_due() == 0
    assert _escalations(issues, scan.ids[0]) == []


def test_the_step_tells_the_role_it_names(issues: Issues) -> None:
    issues.configure_type(TYPE, 60, False, "admin", _steps((30, "supervisor")))
    told: list[tuple[str, Any, Any]] = []

    def of_escalation(notify: str, facility_id: Any, building_id: Any) -> list[str]:
        told.append((notify, facility_id, building_id))
        return ["supervisor-1", "supervisor-2"]

    issues.recipients.of_escalation = of_escalation  # type: ignore[method-assign]
    scan = Scan(issues)
    scan.ids.append(_open_at(issues, START))
    Escalator(issues, scan, clock=lambda: START + timedelta(hours=1)).escalate_due()
    assert told == [("supervisor", "facility-1", "building-1")]
    (fired,) = _escalations(issues, scan.ids[0])
    assert fired.notified == ["supervisor-1", "supervisor-2"]
    sent = [
        e
        for e in (
            issues.mapper.to_domain_event(n)
            for n in issues.recorder.select_notifications(start=1, limit=1000)
        )
        if isinstance(e, Notification.Sent) and e.type == ISSUE_ESCALATED
    ]
    assert sorted(e.recipient_id for e in sent) == ["supervisor-1", "supervisor-2"]
    assert all(e.issue_id == scan.ids[0] and e.fields["level"] == "1" for e in sent)


# Generated timelines --------------------------------------------------------------------

_AFTERS = st.lists(st.integers(1, 600), min_size=1, max_size=MAX_STEPS, unique=True).map(sorted)
_NOTIFY = st.sampled_from(list(Notify))


@st.composite
def timelines(draw: st.DrawFn) -> dict[str, Any]:
    afters = draw(_AFTERS)
    steps = _steps(*((a, draw(_NOTIFY).value) for a in afters))
    opened = draw(st.integers(0, 600))
    resolved = draw(st.none() | st.integers(opened, 1500))
    looks = sorted(draw(st.lists(st.integers(0, 1500), min_size=1, max_size=25, unique=True)))
    restarts = draw(st.sets(st.sampled_from(looks)))
    crashes = draw(st.sets(st.sampled_from(looks)))
    return {
        "steps": steps,
        "opened": opened,
        "resolved": resolved,
        "looks": looks,
        "restarts": restarts,
        "crashes": crashes,
    }


class _Crash(Exception):
    pass


def _crashing_save(*aggregates: Any, **kwargs: Any) -> Any:
    raise _Crash


def at(minutes: int) -> datetime:
    return START + timedelta(minutes=minutes)


def _run(issues: Issues, line: dict[str, Any]) -> str:
    """Plays the timeline: minute offsets from START for the opening, the resolution and
    each look of the escalator."""
    issues.configure_type(TYPE, 60, False, "admin", line["steps"])
    scan = Scan(issues)
    now = {"t": at(0)}
    escalator = Escalator(issues, scan, clock=lambda: now["t"])
    issue_id = None
    for minute in line["looks"]:
        if issue_id is None and line["opened"] <= minute:
            issue_id = _open_at(issues, at(line["opened"]))
            scan.ids.append(issue_id)
        resolving = line["resolved"] is not None and line["resolved"] <= minute
        if issue_id is not None and resolving and issues.get_issue(issue_id).is_open:
            with events_at(at(line["resolved"])):
                issues.resolve(issue_id, "cleaner")
        if minute in line["restarts"]:
            escalator = Escalator(issues, scan, clock=lambda: now["t"])
        now["t"] = at(minute)
        if minute in line["crashes"]:
            # The look's save never lands; the escalator is started again.
            saving = issues.save
            issues.save = _crashing_save  # type: ignore[method-assign]
            with contextlib.suppress(_Crash):
                escalator.escalate_due()
            issues.save = saving  # type: ignore[method-assign]
            escalator = Escalator(issues, scan, clock=lambda: now["t"])
        escalator.escalate_due()
    if issue_id is None:
        issue_id = _open_at(issues, at(line["opened"]))
    return issue_id


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(line=timelines())
def test_each_step_fires_once_at_its_moment_and_never_after_a_resolve(
    line: dict[str, Any],
) -> None:
    issues = Issues()
    try:
        issue_id = _run(issues, line)
        events = issues.events_of(issue_id, "issue")
    finally:
        issues.close()
    opened, resolved = line["opened"], line["resolved"]
    # The last look while the issue was open decides how far it got.
    seen = [m for m in line["looks"] if m >= opened and (resolved is None or m < resolved)]
    expected = [
        n
        for n, step in enumerate(line["steps"], 1)
        if seen and opened + step.after_minutes <= seen[-1]
    ]
    fired = [e for e in events if isinstance(e, Issue.Escalated)]
    assert [e.level for e in fired] == expected
    steps = line["steps"]
    start = START + timedelta(minutes=opened)
    assert [e.timestamp for e in fired] == [
        start + timedelta(minutes=steps[n - 1].after_minutes) for n in expected
    ]
    assert [(e.notify, e.after_minutes) for e in fired] == [
        (steps[n - 1].notify, steps[n - 1].after_minutes) for n in expected
    ]
    # Nothing is recorded after the resolution.
    kinds = [type(e).__name__ for e in events]
    if "Resolved" in kinds:
        assert "Escalated" not in kinds[kinds.index("Resolved") :]


class _Estate:
    def people_of_place(self, facility_id: Any, building_id: Any) -> dict[str, list[str]]:
        return {
            "supervisor": ["sup"],
            "cleaner": ["cleaner"],
            "cc-manager": ["ccm"],
            "ll-manager": ["llm"],
        }

    def administrators(self) -> list[str]:
        return ["admin"]


@pytest.mark.parametrize(
    ("notify", "told"),
    [
        ("supervisor", ["sup"]),
        ("cc-manager", ["ccm"]),
        ("ll-manager", ["llm"]),
        ("admin", ["admin"]),
    ],
)
def test_a_step_reaches_only_the_role_it_names(notify: str, told: list[str]) -> None:
    recipients = Recipients(_Estate())  # type: ignore[arg-type]
    assert recipients.of_escalation(notify, "facility-1", "building-1") == told


def test_the_demo_gives_its_types_steps_once_and_leaves_a_configured_type_alone(
    issues: Issues,
) -> None:
    issues.configure_type("leak", 15, False, "admin", ())
    given = seed_escalation(issues)
    settings_ = issues.type_settings(ISSUE_TYPE_IDS)
    assert given == len(ISSUE_TYPE_IDS) - 1
    assert settings_["leak"].escalation == ()
    assert {settings_[t].escalation for t in ISSUE_TYPE_IDS - {"leak"}} == {DEMO_STEPS}
    assert seed_escalation(issues) == 0
