"""Issues: tickets raised by rules or by hand, their ad hoc tasks and notifications."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar
from uuid import UUID

from eventsourcing.domain import Aggregate, MutableOrImmutableAggregate

from application.base import ProcessApplication
from domain.errors import NotFound, ValidationFailed, Violation
from domain.issue import Issue, IssueSource, OpenIssueIndex
from domain.kinds import ISSUE_TYPE_TITLES, IssueType
from domain.notification import ISSUE_OPENED, TASK_ASSIGNED, Notification
from domain.task import AdHocTask
from domain.watch import DeviceWatch

RULES_ACTOR = "rules"


@dataclass(frozen=True)
class RuleRaise:
    """A condition a rule saw begin on a device: an issue to open unless one is open."""

    device_id: str
    facility_id: str | None
    building_id: str | None
    issue_type: str
    reading: dict[str, Any]
    recipients: Sequence[str] = ()
    place: str | None = None  # names the facility in the notifications


def issue_title(issue_type: str) -> str:
    try:
        return ISSUE_TYPE_TITLES[IssueType(issue_type)]
    except ValueError:
        return issue_type


class Issues(ProcessApplication):
    """Its recorder also keeps tracking records, so the rules that follow the readings can
    record the issues they raise together with how far they have read, in one transaction.

    One issue of a type is open per device at a time (`OpenIssueIndex`, saved with the
    issue). Notifications go to the accounts the caller names, never to the actor itself.
    Ad hoc tasks are created for open issues only: a resolved issue needs no more work, and
    new work is a new issue.
    """

    name = "issues"
    # A device's watch changes with most batches of readings; snapshots keep loading it
    # cheap however long the device has been reporting.
    snapshotting_intervals: ClassVar[dict[type[MutableOrImmutableAggregate[Any]], int]] = {
        DeviceWatch: 50
    }

    # Issues ------------------------------------------------------------------------

    def open_manual(
        self,
        facility_id: str,
        building_id: str,
        issue_type: str,
        device_id: str | None,
        actor: str,
        recipients: list[str],
        *,
        place: str | None = None,
    ) -> UUID:
        """Opens an issue reported by a person; `place` names the facility in the messages."""
        issue = Issue(
            device_id=device_id or None,
            facility_id=facility_id,
            building_id=building_id,
            issue_type=issue_type,
            source=IssueSource.MANUAL,
            reading=None,
            actor=actor,
        )
        changed: list[Aggregate] = [issue]
        if issue.device_id:
            key = OpenIssueIndex.key_for(issue.device_id, issue_type)
            changed.append(self.claim_index(OpenIssueIndex, key, issue.id))
        changed.extend(self._issue_notifications(issue, recipients, actor, place))
        self.save(*changed)
        return issue.id

    def raise_from_rules(self, raises: Sequence[RuleRaise]) -> list[Aggregate]:
        """The new, unsaved aggregates of the issues the rules raise, in order: each issue,
        its claimed `OpenIssueIndex` and one notification per recipient. A raise is left
        out when an issue of its device and type is open, or was raised earlier in `raises`.

        Nothing is saved: pass the answer to `save_with_tracking`. The devices' indexes are
        read together, in one round trip.
        """
        index_ids = {OpenIssueIndex.id_for(r.device_id, r.issue_type) for r in raises}
        indexes: dict[UUID, OpenIssueIndex] = self.get_many(index_ids)
        changed: list[Aggregate] = []
        for r in raises:
            index_id = OpenIssueIndex.id_for(r.device_id, r.issue_type)
            held = indexes.get(index_id)
            if held is not None and not held.is_free:
                continue
            issue = Issue(
                device_id=r.device_id,
                facility_id=r.facility_id,
                building_id=r.building_id,
                issue_type=r.issue_type,
                source=IssueSource.RULE,
                reading=r.reading,
                actor=RULES_ACTOR,
            )
            if held is None:
                index = OpenIssueIndex(
                    key=OpenIssueIndex.key_for(r.device_id, r.issue_type), owner_id=issue.id
                )
            else:
                held.claim(issue.id)
                index = held
            indexes[index_id] = index
            changed.extend([issue, index])
            changed.extend(self._issue_notifications(issue, r.recipients, RULES_ACTOR, r.place))
        return changed

    def resolve(self, issue_id: str | UUID, actor: str) -> None:
        """OPENED → RESOLVED; a second resolution is a conflict. Frees the device's slot."""
        issue = self.get_issue(issue_id)
        issue.resolve(actor=actor)
        changed: list[Aggregate] = [issue]
        if issue.device_id:
            key = OpenIssueIndex.key_for(issue.device_id, issue.issue_type)
            changed.extend(self.release_index(OpenIssueIndex, key, issue.id))
        self.save(*changed)

    def get_issue(self, issue_id: str | UUID) -> Issue:
        return self.load(Issue, issue_id, "issue")

    def _issue_notifications(
        self, issue: Issue, recipients: Iterable[str], actor: str, place: str | None
    ) -> list[Notification]:
        """ "Odour detected at Ladies Level 1, Harbourfront Tower" to each recipient, and
        the fields it names."""
        if issue.source == IssueSource.RULE:
            how = f"detected at {place}" if place else "detected by a sensor"
        else:
            how = f"reported at {place or 'a facility'}"
        information = f"{issue_title(issue.issue_type)} {how}"
        fields = {"issueType": issue.issue_type, "place": place or "", "source": issue.source}
        return [
            Notification(
                recipient_id=recipient,
                type=ISSUE_OPENED,
                information=information,
                issue_id=str(issue.id),
                task_id=None,
                actor=actor,
                fields=fields,
            )
            for recipient in dict.fromkeys(recipients)
            if recipient and recipient != actor
        ]

    # Ad hoc tasks ------------------------------------------------------------------

    def create_task(
        self,
        issue_id: str | UUID,
        title: str,
        type: str,
        staff_role: str,
        staff_id: str,
        remarks: str | None,
        actor: str,
        *,
        place: str | None = None,
    ) -> UUID:
        """An ad hoc task for an open issue, at its place, and a message to the assignee."""
        issue = self.get_issue(issue_id)
        if remarks is not None and "\x00" in remarks:
            raise ValidationFailed([Violation("remarks", "Invalid format")])
        issue.check_open()
        task = AdHocTask(
            title=title,
            type=type,
            building_id=issue.building_id or "",
            facility_id=issue.facility_id or "",
            device_id=issue.device_id,
            issue_id=str(issue.id),
            staff_role=staff_role,
            staff_id=staff_id,
            remarks=remarks,
            actor=actor,
        )
        about = ", ".join(p for p in (issue_title(issue.issue_type), place) if p)
        notification = Notification(
            recipient_id=staff_id,
            type=TASK_ASSIGNED,
            information=f"Task assigned: {task.title} ({about})",
            issue_id=str(issue.id),
            task_id=str(task.id),
            actor=actor,
            fields={"title": task.title, "issueType": issue.issue_type, "place": place or ""},
        )
        self.save(task, notification)
        return task.id

    def move_task(self, task_id: str | UUID, status: str, remarks: str | None, actor: str) -> None:
        """Starts or completes a task (OPEN → IN_PROGRESS → DONE, or OPEN → DONE)."""
        task = self.get_task(task_id)
        task.move_to(status, remarks, actor)
        self.save(task)

    def get_task(self, task_id: str | UUID) -> AdHocTask:
        return self.load(AdHocTask, task_id, "task")

    # Notifications -----------------------------------------------------------------

    def mark_read(self, notification_id: str | UUID, actor: str) -> None:
        self.mark_all_read([notification_id], actor)

    def mark_all_read(self, notification_ids: Sequence[str | UUID], actor: str) -> None:
        """Marks the actor's notifications read, all or none; read ones stay as they are."""
        notifications = [self._own(n, actor) for n in dict.fromkeys(notification_ids)]
        for notification in notifications:
            notification.mark_read(actor=actor)
        self.save(*notifications)

    def delete_notification(self, notification_id: str | UUID, actor: str) -> None:
        self.delete_notifications([notification_id], actor)

    def delete_notifications(self, notification_ids: Sequence[str | UUID], actor: str) -> None:
        """Deletes the actor's notifications, all or none."""
        notifications = [self._own(n, actor) for n in dict.fromkeys(notification_ids)]
        for notification in notifications:
            notification.delete(actor=actor)
        self.save(*notifications)

    def get_notification(self, notification_id: str | UUID) -> Notification:
        return self.load(Notification, notification_id, "notification")

    def _own(self, notification_id: str | UUID, actor: str) -> Notification:
        """Another account's notification is as unknown as a missing one."""
        notification = self.get_notification(notification_id)
        if notification.recipient_id != actor:
            raise NotFound("notification")
        return notification
