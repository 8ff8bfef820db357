"""Two escalators, or an escalator and a person resolving, on one issue at the same moment:
both read the issue, then all save at once (`tests.races.SaveGate`). The first save wins;
no step is recorded twice, and none after the resolution. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from eventsourcing.persistence import IntegrityError

from application.escalations import Escalator
from domain.escalation import EscalationStep
from domain.issue import Issue
from domain.notification import ISSUE_ESCALATED, Notification
from hygiene.bootstrap import Console
from projections.queries.escalations import ReadTableEscalations
from tests.commands import report_issue
from tests.races import SaveGate, at_once, holding

STEPS = (EscalationStep(30, "supervisor"), EscalationStep(120, "admin"))


def _escalator(console: Console) -> Escalator:
    later = datetime.now(UTC) + timedelta(hours=3)
    return Escalator(console.issues, ReadTableEscalations(console.store), clock=lambda: later)


def _open(console: Console) -> str:
    console.issues.configure_type("odour", 60, False, "admin", STEPS)
    issue_id = console.issues.open_manual(report_issue("f-1", "b-1", "odour"), "someone")
    assert console.settle(timeout=30)
    return str(issue_id)


def _escalated_notices(console: Console, issue_id: str) -> int:
    events = [
        console.issues.mapper.to_domain_event(n)
        for n in console.issues.recorder.select_notifications(start=1, limit=10_000)
    ]
    return sum(
        1
        for e in events
        if isinstance(e, Notification.Sent) and e.type == ISSUE_ESCALATED and e.issue_id == issue_id
    )


def test_two_escalators_at_once_record_each_step_once(
    console: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    issue_id = _open(console)
    # Someone to tell, so a doubled step would show as doubled notifications too.
    monkeypatch.setattr(console.issues.recipients, "of_escalation", lambda *a: ["account-1"])
    gate = SaveGate(monkeypatch, console.issues, 2, holding(Issue))
    first, second = _escalator(console), _escalator(console)
    outcomes = at_once([first.escalate_due, second.escalate_due])
    assert gate.met == 2, "both read the issue before either saved"
    assert outcomes == [1, 1]  # each looked at the one issue; one of them recorded it
    events = console.issues.events_of(issue_id, "issue")
    assert [e.level for e in events if isinstance(e, Issue.Escalated)] == [1, 2]
    assert _escalated_notices(console, issue_id) == 2


def test_a_resolution_and_an_escalation_at_once_never_leave_a_step_after_the_resolve(
    console: Console, monkeypatch: pytest.MonkeyPatch
) -> None:
    issue_id = _open(console)
    gate = SaveGate(monkeypatch, console.issues, 2, holding(Issue))
    escalator = _escalator(console)

    def resolve() -> Any:
        console.issues.resolve(issue_id, "cleaner")
        return "resolved"

    outcomes = at_once([escalator.escalate_due, resolve])
    assert gate.met == 2
    kinds = [type(e).__name__ for e in console.issues.events_of(issue_id, "issue")]
    if outcomes[1] == "resolved":
        # The person saved first: the escalator's save was refused, and it recorded nothing.
        assert kinds == ["Opened", "Resolved"]
    else:
        # The escalator saved first: the person is told to reload (409) and tries again.
        assert isinstance(outcomes[1], IntegrityError)
        assert kinds == ["Opened", "Escalated", "Escalated"]
        monkeypatch.undo()  # the gate lets the second try through
        console.issues.resolve(issue_id, "cleaner")
    assert console.settle(timeout=30)
    # Resolved, nothing more fires however late the next look is.
    assert _escalator(console).escalate_due() == 0
    kinds = [type(e).__name__ for e in console.issues.events_of(issue_id, "issue")]
    assert kinds[-1] == "Resolved"
