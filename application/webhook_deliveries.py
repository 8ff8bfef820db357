"""Which webhooks hear of what happens to an issue: a delivery scheduled for each.

A process (`application.process`) of the issues log that replies in the alerts application:
each event that fires a kind (`domain.webhook.FIRED_BY`) is made into the message every
webhook listening for that kind at that place receives, and a `Delivery` is scheduled per
webhook, recorded with the batch's position in one transaction. So a restart neither loses
nor repeats one; the sending is the sender's (`application.webhook_sender`), which is told
of each new delivery once it is recorded.

A webhook hears of its company's estate (a landlord's buildings, a cleaning company's through
its projects; the console's own webhooks of everything), from the moment it was registered.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any, Protocol
from uuid import UUID

from application.alerts import Alerts
from application.issue_notices import issue_title
from application.issues import Issues
from application.process import Process, Reply
from domain.delivery import Delivery, delivery_id
from domain.issue import Issue, IssueStatus
from domain.webhook import FIRED_BY, event_id, kind_fired

#: A webhook that hears of something: its id, and its company (None: the console's own).
Listener = tuple[str, str | None]


class WebhookLookup(Protocol):
    """What the process asks the read side (answered by `projections.queries.alerts`)."""

    def listening(
        self, kind: str, facility_id: str | None, building_id: str | None, since: str
    ) -> list[Listener]:
        """The webhooks that hear of `kind` at this place and were registered by `since`
        (ISO time, UTC)."""
        ...

    def place_name(self, facility_id: str) -> str | None:
        """How messages name a facility: "Ladies Level 1, Harbourfront Tower"."""
        ...

    def kinds_heard(self) -> set[str]:
        """The kinds any webhook hears of."""
        ...


def _fired_by() -> tuple[type, ...]:
    """The issue's event classes the table names that the domain has."""
    found = (getattr(Issue, name.partition(".")[2], None) for name in FIRED_BY)
    return tuple(cls for cls in found if isinstance(cls, type))


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


class WebhookDeliveries(Process):
    name = "webhook-deliveries"
    upstream = ("issues",)
    named_tracking = True
    folds = _fired_by()

    def __init__(
        self,
        alerts: Alerts,
        issues: Issues,
        lookup: WebhookLookup,
        scheduled: Callable[[list[UUID]], None] = lambda ids: None,
    ) -> None:
        super().__init__(alerts)
        self.alerts = alerts
        self.issues = issues
        self.lookup = lookup
        self.scheduled = scheduled  # told the deliveries recorded, to send them at once

    def react(self, events: Iterable[Any], reply: Reply) -> None:
        made: list[Delivery] = []
        heard: set[str] | None = None  # asked once a batch, and only for a batch that fires
        for event in events:
            if not isinstance(event, self.folds):
                continue
            kind = kind_fired(type(event).__qualname__, getattr(event, "issue_type", None))
            heard = self.lookup.kinds_heard() if heard is None else heard
            if kind is not None and kind in heard:
                made.extend(self._deliveries(event, kind))
        reply.collect_events(*made)
        if made:
            ids = [delivery.id for delivery in made]
            reply.on_saved(lambda: self.scheduled(ids))

    def _deliveries(self, event: Any, kind: str) -> list[Delivery]:
        issue = self._as_of(event)
        listeners = self.lookup.listening(
            kind, issue.facility_id, issue.building_id, iso(event.timestamp)
        )
        if not listeners:
            return []
        eid = event_id(event.originator_id, event.originator_version)
        body = self._body(eid, kind, event.timestamp, issue)
        return [
            Delivery.schedule(webhook, company, eid, kind, body)
            for webhook, company in listeners
            # Never twice, even were the log's tracking reset.
            if not self.alerts.recorded(delivery_id(webhook, eid))
        ]

    def _as_of(self, event: Any) -> Issue:
        """The issue as the event left it (later events may have changed it since)."""
        if isinstance(event, Issue.Opened):
            opened = event.mutate(None)
            assert isinstance(opened, Issue)
            return opened
        issue: Issue = self.issues.repository.get(
            event.originator_id, version=event.originator_version
        )
        return issue

    def _body(self, eid: str, kind: str, occurred: datetime, issue: Issue) -> str:
        place = self.lookup.place_name(issue.facility_id) if issue.facility_id else None
        return message(eid, kind, occurred, issue_data(issue, place))


def issue_data(issue: Issue, place: str | None) -> dict[str, Any]:
    """What a message says of an issue."""
    data: dict[str, Any] = {
        "issue": str(issue.id),
        "type": issue.issue_type,
        "title": issue_title(issue.issue_type),
        "status": str(issue.status),
        "source": issue.source,
        "facility": issue.facility_id,
        "building": issue.building_id,
        "place": place,
        "device": issue.device_id,
    }
    if issue.status == IssueStatus.RESOLVED:
        data["resolution"] = "SYSTEM" if issue.resolved_by_system else "STAFF"
    return data


def message(eid: str, kind: str, occurred: datetime, data: dict[str, Any]) -> str:
    """The JSON a webhook is sent: `{"id", "kind", "occurredAt", "data"}`, compact."""
    document = {"id": eid, "kind": kind, "occurredAt": iso(occurred), "data": data}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))
