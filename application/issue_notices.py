"""How the issues and their tasks are told: one notification per recipient, in English with
the `fields` its text names, so a client words it in its own language. Whom to tell is the
recipients policy's to say (`application.recipients`)."""

from __future__ import annotations

from collections.abc import Iterable

from domain.issue import Issue, IssueSource
from domain.kinds import ISSUE_TYPE_TITLES, IssueType
from domain.notification import (
    ISSUE_ESCALATED,
    ISSUE_OPENED,
    ISSUE_RESOLVED,
    TASK_ASSIGNED,
    Notification,
)
from domain.task import AdHocTask


def issue_title(issue_type: str) -> str:
    try:
        return ISSUE_TYPE_TITLES[IssueType(issue_type)]
    except ValueError:
        return issue_type


def opened_notices(
    issue: Issue, recipients: Iterable[str], actor: str, place: str | None
) -> list[Notification]:
    """ "Odour detected at Ladies Level 1, Harbourfront Tower" to each recipient (the actor
    excepted), and the fields it names."""
    if issue.source == IssueSource.RULE:
        how = f"detected at {place}" if place else "detected by a sensor"
    else:
        how = f"reported at {place or 'a facility'}"
    information = f"{issue_title(issue.issue_type)} {how}"
    fields = {"issueType": issue.issue_type, "place": place or "", "source": issue.source}
    return _told(issue, recipients, actor, ISSUE_OPENED, information, fields)


def resolved_notices(
    issue: Issue, recipients: Iterable[str], place: str | None, actor: str
) -> list[Notification]:
    """ "Paper level low at Ladies Level 1, Harbourfront Tower resolved" to each recipient
    (the one who resolved it excepted); `resolution` says whether the condition cleared or
    a person resolved it."""
    by_system = issue.resolved_by_system
    how = "cleared" if by_system else "resolved"
    information = f"{issue_title(issue.issue_type)} at {place or 'a facility'} {how}"
    fields = {
        "issueType": issue.issue_type,
        "place": place or "",
        "resolution": "SYSTEM" if by_system else "STAFF",
    }
    actor = issue.resolved_by or actor
    return _told(issue, recipients, actor, ISSUE_RESOLVED, information, fields)


def escalated_notices(
    issue: Issue, level: int, recipients: Iterable[str], place: str | None, actor: str
) -> list[Notification]:
    """ "Odour at Ladies Level 1, Harbourfront Tower still open: escalated (level 2)" to
    each account the step names."""
    title = issue_title(issue.issue_type)
    information = f"{title} at {place or 'a facility'} still open: escalated (level {level})"
    fields = {"issueType": issue.issue_type, "place": place or "", "level": str(level)}
    return _told(issue, recipients, actor, ISSUE_ESCALATED, information, fields)


def _told(
    issue: Issue,
    recipients: Iterable[str],
    actor: str,
    notice: str,
    information: str,
    fields: dict[str, str],
) -> list[Notification]:
    """One notice of the issue to each recipient, once, the actor excepted."""
    return [
        Notification(
            recipient_id=recipient,
            type=notice,
            information=information,
            issue_id=str(issue.id),
            task_id=None,
            actor=actor,
            fields=fields,
        )
        for recipient in dict.fromkeys(recipients)
        if recipient and recipient != actor
    ]


def task_notices(
    task: AdHocTask,
    issue: Issue,
    recipients: Iterable[str],
    assignee: tuple[str, str],
    actor: str,
    place: str | None,
) -> list[Notification]:
    """ "Task assigned: Empty the bin (Bin full, Ladies Ground)" to the assignee (id, name);
    the others are told whom it is for: "Task assigned to Charlie Cleaner: …", the name in
    `staffName`."""
    about = ", ".join(p for p in (issue_title(issue.issue_type), place) if p)
    fields = {"title": task.title, "issueType": issue.issue_type, "place": place or ""}
    assignee_id, name = assignee[0], assignee[1] or "a member of staff"
    return [
        Notification(
            recipient_id=recipient,
            type=TASK_ASSIGNED,
            information=(
                f"Task assigned: {task.title} ({about})"
                if recipient == assignee_id
                else f"Task assigned to {name}: {task.title} ({about})"
            ),
            issue_id=str(issue.id),
            task_id=str(task.id),
            actor=actor,
            fields=fields if recipient == assignee_id else {**fields, "staffName": name},
        )
        for recipient in dict.fromkeys(recipients)
        if recipient
    ]
