"""Issues: tickets raised by rules or by hand, their ad hoc tasks and notifications."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar
from uuid import UUID

from eventsourcing.domain import Aggregate, MutableOrImmutableAggregate

from application.base import ProcessApplication, parse_id
from application.issue_notices import opened_notices, resolved_notices, task_notices
from application.recipients import Recipients, merged, who_hears
from domain.cleaning import CleaningCounter
from domain.clock import each_at
from domain.commands.cleaning import SetCleaningThreshold
from domain.commands.issue import AssignTask, ReportIssue
from domain.errors import NotFound
from domain.escalation import Steps
from domain.issue import Issue, IssueSource, OpenIssueIndex, open_issue_key
from domain.issue_report import IssueReport
from domain.issue_type import IssueTypeSettings, TypeSettings, default_settings
from domain.notification import ISSUE_OPENED, ISSUE_RESOLVED, TASK_ASSIGNED, Notification
from domain.task import AdHocTask
from domain.watch import DeviceWatch

RULES_ACTOR = "rules"


@dataclass(frozen=True)
class RuleRaise:
    """A condition a rule saw begin on a device: an issue to open unless one is open.

    Raised by visitors' feedback at a facility with no device for it, `device_id` is None and
    the issue is the facility's (`domain.issue.open_issue_key`).
    """

    device_id: str | None
    facility_id: str | None
    building_id: str | None
    issue_type: str
    reading: dict[str, Any]
    recipients: Sequence[str] = ()
    place: str | None = None  # names the facility in the notifications
    measured_at: datetime | None = None  # when the reading that tripped the rule was measured
    # When it happened, for a reading entered as the estate's past (`domain.clock`); None: now.
    happened_at: datetime | None = None

    @property
    def index_key(self) -> str:
        key = open_issue_key(self.device_id, self.facility_id, self.issue_type, self.reading)
        assert key is not None  # a rule's issue names its device or facility
        return key


@dataclass(frozen=True)
class RuleClear:
    """A condition a rule saw end on a device at `cleared_at`: its open issue is resolved by
    the system when the issue type says so (`autoResolve`)."""

    device_id: str
    issue_type: str
    cleared_at: datetime
    recipients: Sequence[str] = ()
    place: str | None = None
    happened_at: datetime | None = None  # as a raise's

    @property
    def index_key(self) -> str:
        return OpenIssueIndex.key_for(self.device_id, self.issue_type)


class Issues(ProcessApplication):
    """Its recorder also keeps tracking records, so the rules that follow the readings can
    record the issues they raise together with how far they have read, in one transaction.

    One issue of a type is open per device at a time (`OpenIssueIndex`, saved with the
    issue). Notifications go to whom the recipients policy names (`application.recipients`,
    through the read side when wired with it) and to any accounts the caller adds, never to
    the actor itself (a task's assignee excepted: it is their work to do). Ad hoc tasks are
    created for open issues only: a resolved issue needs no more work, and new work is a
    new issue.
    """

    name = "issues"
    # A device's watch changes with most batches of readings, and the index of its open
    # issue of a type with every issue raised and cleared: snapshots keep loading them
    # cheap however long the device has been reporting.
    snapshotting_intervals: ClassVar[dict[type[MutableOrImmutableAggregate[Any]], int]] = {
        DeviceWatch: 50,
        OpenIssueIndex: 20,
        CleaningCounter: 50,
    }

    def __init__(self, env: Any = None, recipients: Recipients | None = None) -> None:
        super().__init__(env=env)
        self.recipients = recipients or Recipients()

    # Issues ------------------------------------------------------------------------

    def open_manual(
        self,
        command: ReportIssue,
        actor: str,
        recipients: Iterable[str] = (),
        *,
        place: str | None = None,
    ) -> UUID:
        """Opens an issue reported by a person and tells whom the policy names (and any
        `recipients` added); `place` names the facility in the messages. A description or
        photo the person adds is kept beside it (`IssueReport`)."""
        issue = Issue.report(command, actor, datetime.now(UTC))
        changed: list[Aggregate] = [issue]
        if issue.index_key:
            changed.append(self.claim_index(OpenIssueIndex, issue.index_key, issue.id))
        facility_id, building_id = command.facility_id, command.building_id
        told = self.recipients.of_issue(
            ISSUE_OPENED, facility_id, building_id, command.issue_type, actor
        )
        changed.extend(opened_notices(issue, merged(told, recipients), actor, place))
        description, photo = command.description, command.photo
        if (description or "").strip() or photo:
            changed.append(IssueReport.make(str(issue.id), description, photo))
        self.save(*changed)
        return issue.id

    def raise_from_rules(self, raises: Sequence[RuleRaise]) -> list[Aggregate]:
        """The new, unsaved aggregates of the issues the rules raise (`from_rules`)."""
        return self.from_rules(raises)

    def from_rules(self, changes: Sequence[RuleRaise | RuleClear]) -> list[Aggregate]:
        """The unsaved aggregates of what the rules saw begin and end, taken in order.

        A raise opens an issue with its claimed `OpenIssueIndex` and one notification per
        recipient, unless an issue of its device and type is open (or was raised earlier in
        `changes`). A clear resolves the open issue of its device and type by the system,
        when the type resolves itself (`autoResolve`), releases the index and tells the
        recipients. Nothing is saved: pass the answer to `save_with_tracking`. The indexes
        are read together, and the issues that clears may resolve, in two round trips.
        """
        indexes: dict[UUID, OpenIssueIndex] = self.get_many(
            {OpenIssueIndex.create_id(c.index_key) for c in changes}
        )
        clears = [c for c in changes if isinstance(c, RuleClear)]
        issues, settings = self._to_clear(clears, indexes)
        changed: dict[UUID, Aggregate] = {}
        # Each change's events at its time: now, or when it happened in a past entered.
        for change in each_at(changes, lambda c: c.happened_at):
            if isinstance(change, RuleClear):
                made = self._clear_by_rule(change, indexes, issues, settings)
            else:
                made = self._open_by_rule(change, indexes, issues)
            for aggregate in made:
                changed[aggregate.id] = aggregate
        return list(changed.values())

    def _to_clear(
        self, clears: Sequence[RuleClear], indexes: dict[UUID, OpenIssueIndex]
    ) -> tuple[dict[UUID, Issue], dict[str, TypeSettings]]:
        """The open issues the clears may resolve (read together), and their types'
        settings."""
        if not clears:
            return {}, {}
        settings = self.type_settings({c.issue_type for c in clears})
        owners = {
            index.owner_id
            for c in clears
            if (index := indexes.get(OpenIssueIndex.create_id(c.index_key))) is not None
            and index.owner_id is not None
        }
        issues = {k: v for k, v in self.get_many(owners).items() if isinstance(v, Issue)}
        return issues, settings

    @staticmethod
    def _clear_by_rule(
        change: RuleClear,
        indexes: dict[UUID, OpenIssueIndex],
        issues: dict[UUID, Issue],
        settings: dict[str, TypeSettings],
    ) -> list[Aggregate]:
        """Resolves by the system the open issue a clear ends, when its type resolves
        itself: the issue, its released index and the notices (none when nothing ends)."""
        held = indexes.get(OpenIssueIndex.create_id(change.index_key))
        if held is None or held.owner_id is None:
            return []
        issue = issues.get(held.owner_id)
        if issue is None or not issue.is_open:
            return []
        if not settings[change.issue_type].auto_resolve:
            return []
        issue.resolve(RULES_ACTOR, by_system=True, cleared_at=change.cleared_at)
        held.release()
        return [
            issue,
            held,
            *resolved_notices(issue, change.recipients, change.place, RULES_ACTOR),
        ]

    @staticmethod
    def _open_by_rule(
        change: RuleRaise, indexes: dict[UUID, OpenIssueIndex], issues: dict[UUID, Issue]
    ) -> list[Aggregate]:
        """Opens the issue a raise begins, unless its index is held: the issue, the index
        it claims and the notices (none when one is open already)."""
        index_id = OpenIssueIndex.create_id(change.index_key)
        held = indexes.get(index_id)
        if held is not None and not held.is_free:
            return []
        issue = Issue(
            device_id=change.device_id,
            facility_id=change.facility_id,
            building_id=change.building_id,
            issue_type=change.issue_type,
            source=IssueSource.RULE,
            reading=change.reading,
            actor=RULES_ACTOR,
            measured_at=change.measured_at,
        )
        if held is None:
            held = OpenIssueIndex(key=change.index_key, owner_id=issue.id)
        else:
            held.claim(issue.id)
        indexes[index_id] = held
        issues[issue.id] = issue
        return [issue, held, *opened_notices(issue, change.recipients, RULES_ACTOR, change.place)]

    def resolve(
        self,
        issue_id: str | UUID,
        actor: str,
        recipients: Iterable[str] = (),
        *,
        place: str | None = None,
        resolved_at: datetime | None = None,
    ) -> None:
        """OPENED → RESOLVED; a second resolution is a conflict. Frees the device's slot and
        tells whom the policy names (and any `recipients` added; the actor excepted) that
        the issue is resolved.

        `resolved_at` says when the person resolved it, when earlier than now (never in the
        future, never before the issue was measured): the demo's staff entering its history
        (`demo/history.py`). The API does not offer it."""
        issue = self.get_issue(issue_id)
        issue.resolve(actor=actor, resolved_at=resolved_at)
        changed: list[Aggregate] = [issue]
        if issue.index_key:
            changed.extend(self.release_index(OpenIssueIndex, issue.index_key, issue.id))
        told = self.recipients.of_issue(
            ISSUE_RESOLVED, issue.facility_id, issue.building_id, issue.issue_type, actor
        )
        changed.extend(resolved_notices(issue, merged(told, recipients), place, actor))
        self.save(*changed)

    # Issue type settings -----------------------------------------------------------

    def type_settings(self, issue_types: Collection[str]) -> dict[str, TypeSettings]:
        """Each type's settings: as an admin set them, else the defaults."""
        found = self.get_many({IssueTypeSettings.create_id(t) for t in issue_types})
        chosen = {
            a.issue_type: a.settings for a in found.values() if isinstance(a, IssueTypeSettings)
        }
        return {t: chosen.get(t) or default_settings(t) for t in issue_types}

    def configure_type(
        self,
        issue_type: str,
        target_minutes: int,
        auto_resolve: bool,
        actor: str,
        escalation: Steps | None = None,
    ) -> None:
        """The type's settings; its escalation steps too, unless None (kept as they are).
        Everything is checked before anything is saved."""
        found = self.get_many([IssueTypeSettings.create_id(issue_type)])
        current = next(iter(found.values()), None)
        if isinstance(current, IssueTypeSettings):
            current.change(target_minutes=target_minutes, auto_resolve=auto_resolve, actor=actor)
        else:
            current = IssueTypeSettings(
                issue_type=issue_type,
                target_minutes=target_minutes,
                auto_resolve=auto_resolve,
                actor=actor,
            )
        if escalation is not None:
            current.set_escalation(escalation, actor=actor)
        self.save(current)

    def set_cleaning_threshold(self, command: SetCleaningThreshold, actor: str) -> None:
        """Sets the facility's visitors per cleaning (the counter's first setting makes it)."""
        command.check()
        counter = self.cleaning_counter(command.facility_id)
        if counter is not None:
            counter.set_threshold(command.clean_after_visitors, actor)
        else:
            counter = CleaningCounter.configure(
                command.facility_id, command.clean_after_visitors, actor
            )
        self.save(counter)

    def cleaning_counter(self, facility_id: str) -> CleaningCounter | None:
        """The facility's count of visitors since its last cleaning; None: never set."""
        found = self.get_many([CleaningCounter.create_id(facility_id)])
        counter = next(iter(found.values()), None)
        return counter if isinstance(counter, CleaningCounter) else None

    def get_issue(self, issue_id: str | UUID) -> Issue:
        return self.load(Issue, issue_id, "issue")

    # Ad hoc tasks ------------------------------------------------------------------

    def create_task(self, command: AssignTask, actor: str, *, place: str | None = None) -> UUID:
        """An ad hoc task for an open issue, at its place, and a message to the assignee
        and whom else the policy names (their supervisor)."""
        issue = self.get_issue(command.issue_id)
        command.check()
        issue.check_open()
        at = (issue.building_id or "", issue.facility_id or "", issue.device_id)
        task = AdHocTask.assign(command, actor, str(issue.id), at)
        staff_id = command.staff_id
        member = self.recipients.member(staff_id)
        circle = self.recipients.around_member(TASK_ASSIGNED, staff_id, member)
        told = who_hears(TASK_ASSIGNED, circle, actor)
        name = member.name if member is not None else ""
        self.save(task, *task_notices(task, issue, told, (staff_id, name), actor, place))
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

    def mark_all_read(
        self, notification_ids: Sequence[str | UUID], actor: str, *, gone_ok: bool = False
    ) -> None:
        """Marks the actor's notifications read, all or none; read ones stay as they are.
        They are read together, so marking a long list costs a few round trips. With
        `gone_ok`, one deleted meanwhile is passed over instead of refusing them all."""
        wanted = list(dict.fromkeys(parse_id(n, "notification") for n in notification_ids))
        found = self.get_many(wanted)
        if gone_ok:
            wanted = [n for n in wanted if not getattr(found.get(n), "deleted", True)]
        notifications = [_owned(found.get(n), actor) for n in wanted]
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
        return _owned(self.get_notification(notification_id), actor)


def _owned(notification: object, actor: str) -> Notification:
    """Another account's notification is as unknown as a missing or deleted one."""
    if (
        not isinstance(notification, Notification)
        or getattr(notification, "deleted", False)
        or notification.recipient_id != actor
    ):
        raise NotFound("notification")
    return notification
