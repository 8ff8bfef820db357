"""The process that schedules deliveries, on in-memory event stores: one delivery per
webhook listening for the kind an issue's event fires, with the message it will send; the
sender told of each once recorded; a second runner over the same logs schedules nothing
again; a log nobody listens to asks nothing of the read side beyond which kinds are heard."""

from __future__ import annotations

import json
from uuid import UUID

from application.alerts import Alerts
from application.following import Runner
from application.issues import Issues
from application.webhook_deliveries import Listener, WebhookDeliveries
from domain.delivery import Delivery, delivery_id
from domain.webhook import ISSUE_OPENED, ISSUE_RESOLVED, event_id
from tests.commands import report_issue


class Lookup:
    """Webhooks by the kinds they hear, anywhere; counts what it is asked."""

    def __init__(self, heard: dict[str, list[Listener]]) -> None:
        self.heard = heard
        self.asked: list[str] = []

    def listening(
        self, kind: str, facility_id: str | None, building_id: str | None, since: str
    ) -> list[Listener]:
        self.asked.append(kind)
        return self.heard.get(kind, [])

    def place_name(self, facility_id: str) -> str | None:
        return f"Ladies {facility_id}"

    def kinds_heard(self) -> set[str]:
        return {kind for kind, listeners in self.heard.items() if listeners}


def _deliveries(alerts: Alerts) -> list[Delivery]:
    events, _ = alerts.read_log(1, 1000)
    ids = [e.originator_id for e in events if isinstance(e, Delivery.Scheduled)]
    found = [alerts.get_delivery(i) for i in ids]
    return [d for d in found if d is not None]


def test_each_listening_webhook_gets_one_delivery_of_each_event_it_hears() -> None:
    issues, alerts = Issues(), Alerts()
    lookup = Lookup(
        {
            ISSUE_OPENED: [("hook-a", "company-1"), ("hook-b", None)],
            ISSUE_RESOLVED: [("hook-b", None)],
        }
    )
    told: list[list[UUID]] = []
    process = WebhookDeliveries(alerts, issues, lookup, told.append)
    issue = issues.open_manual(report_issue("f-1", "b-1", "odour"), "someone")
    issues.resolve(str(issue), "someone")
    Runner([issues], [process]).run_once()

    made = _deliveries(alerts)
    assert sorted((d.webhook_id, d.kind) for d in made) == [
        ("hook-a", ISSUE_OPENED),
        ("hook-b", ISSUE_OPENED),
        ("hook-b", ISSUE_RESOLVED),
    ]
    assert [sorted(map(str, ids)) for ids in told] == [sorted(str(d.id) for d in made)]
    opened = next(d for d in made if d.webhook_id == "hook-a")
    message = json.loads(opened.body)
    assert message["kind"] == ISSUE_OPENED and message["id"] == opened.event_id
    assert opened.event_id == event_id(issue, 1)
    assert opened.id == delivery_id("hook-a", opened.event_id)
    assert message["data"] == {
        "issue": str(issue),
        "type": "odour",
        "title": "Odour",
        "status": "OPENED",
        "source": "manual",
        "facility": "f-1",
        "building": "b-1",
        "place": "Ladies f-1",
        "device": None,
    }
    resolved = json.loads(next(d for d in made if d.kind == ISSUE_RESOLVED).body)
    assert resolved["data"]["status"] == "RESOLVED" and resolved["data"]["resolution"] == "STAFF"

    # Another runner over the same logs (a restart) finds nothing left to do.
    again = WebhookDeliveries(alerts, issues, lookup)
    assert Runner([issues], [again]).run_once() == 0
    assert len(_deliveries(alerts)) == 3


def test_a_log_no_webhook_hears_asks_only_which_kinds_are_heard() -> None:
    issues, alerts = Issues(), Alerts()
    lookup = Lookup({ISSUE_RESOLVED: []})
    process = WebhookDeliveries(alerts, issues, lookup)
    for n in range(3):
        issues.open_manual(report_issue(f"f-{n}", "b-1", "odour"), "someone")
    Runner([issues], [process]).run_once()
    assert lookup.asked == [] and _deliveries(alerts) == []
