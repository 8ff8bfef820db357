"""Who hears of what: the one table of the accounts each kind of notification reaches.

Every process that writes notifications asks here: the rules (`application.monitoring`),
the issues a person opens or resolves and the tasks they assign (`application.issues`),
the workforce's notices (`application.workforce_notices`) and the password reset requests
(`application.reset_notices`). A kind names the audiences
that hear of it (`RULES`); the accounts in each audience are found on the read side through
the ports (`EstateLookup`, `WorkforceLookup`). A new kind joins with one line in `RULES`.

No one is told of their own act (the actor is left out), except the member a reminder of
work is for: a task's assignee, the keeper of stock that runs low.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from application.ports import EstateLookup, WorkforceLookup
from domain.escalation import Notify
from domain.kinds import IssueType
from domain.notification import (
    DEAD_LETTERS,
    ISSUE_ESCALATED,
    ISSUE_OPENED,
    ISSUE_RESOLVED,
    LEAVE_DECIDED,
    LEAVE_REQUESTED,
    LOW_STOCK,
    PASSWORD_RESET_REQUESTED,
    TASK_ASSIGNED,
)
from domain.roles import AccountKind
from domain.staff import StaffMember


class Audience(StrEnum):
    """What an account is to the thing a notification is about."""

    STAFF = "staff"  # the cleaners and workers assigned the facility
    SUPERVISORS = "supervisors"  # the supervisors assigned the facility
    COMPANY_MANAGERS = "company-managers"  # cc-admin and cc-manager accounts concerned
    LANDLORD_MANAGERS = "landlord-managers"  # ll-admin and ll-manager accounts of the building
    MEMBER = "member"  # a task's assignee, a leave's applicant, the keeper of an item
    MEMBERS_SUPERVISOR = "members-supervisor"  # that member's supervisor
    ADMINS = "admins"  # the system administrators: what concerns the console as a whole
    ACCOUNT_ADMINS = "account-admins"  # the ll-admins or cc-admins of an account's company


#: The issues a landlord hears of: what the landlord mends or pays for (water running to
#: waste or leaking into the building, the sensors it installed, the air its ventilation
#: keeps), not the consumables and cleaning that are the cleaning company's daily work and
#: would bury the rest. A device that falls silent is device trouble too.
LANDLORD_ISSUE_TYPES = frozenset(
    {
        IssueType.LEAK.value,
        IssueType.LEAK_FLOW.value,
        IssueType.BURST_FLOW.value,
        IssueType.BATTERY.value,
        IssueType.TEMP_HUMIDITY.value,
        "device-offline",
    }
)


@dataclass(frozen=True)
class Rule:
    """Who hears of a kind: its audiences, in order; `only_of` narrows an audience to the
    issue types it hears of; `reminds_member` tells the member even of their own act."""

    hears: tuple[Audience, ...]
    only_of: Mapping[Audience, frozenset[str]] = field(default_factory=dict)
    reminds_member: bool = False


_ISSUE = Rule(
    (
        Audience.STAFF,
        Audience.SUPERVISORS,
        Audience.COMPANY_MANAGERS,
        Audience.LANDLORD_MANAGERS,
    ),
    only_of={Audience.LANDLORD_MANAGERS: LANDLORD_ISSUE_TYPES},
)

RULES: dict[str, Rule] = {
    ISSUE_OPENED: _ISSUE,
    ISSUE_RESOLVED: _ISSUE,
    # Whom the issue type's step names, of the issue's place (`of_escalation`).
    ISSUE_ESCALATED: Rule(
        (
            Audience.SUPERVISORS,
            Audience.COMPANY_MANAGERS,
            Audience.LANDLORD_MANAGERS,
            Audience.ADMINS,
        )
    ),
    TASK_ASSIGNED: Rule((Audience.MEMBER, Audience.MEMBERS_SUPERVISOR), reminds_member=True),
    # The people who may decide it.
    LEAVE_REQUESTED: Rule((Audience.MEMBERS_SUPERVISOR, Audience.COMPANY_MANAGERS)),
    LEAVE_DECIDED: Rule((Audience.MEMBER, Audience.MEMBERS_SUPERVISOR)),
    LOW_STOCK: Rule((Audience.MEMBER, Audience.COMPANY_MANAGERS), reminds_member=True),
    DEAD_LETTERS: Rule((Audience.ADMINS,)),
    # Those who may issue the account a reset link; never the account itself (the actor).
    PASSWORD_RESET_REQUESTED: Rule((Audience.ADMINS, Audience.ACCOUNT_ADMINS)),
}

#: The accounts of each audience around one thing (a facility, a member, the console).
Circle = Mapping[Audience, Sequence[str]]

_PLACE_AUDIENCES: dict[str, Audience] = {
    AccountKind.CLEANER: Audience.STAFF,
    AccountKind.WORKER: Audience.STAFF,
    AccountKind.SUPERVISOR: Audience.SUPERVISORS,
    AccountKind.CC_MANAGER: Audience.COMPANY_MANAGERS,
    AccountKind.LL_MANAGER: Audience.LANDLORD_MANAGERS,
}


def who_hears(
    kind: str, circle: Circle, actor: str | None = None, issue_type: str | None = None
) -> list[str]:
    """The accounts of the circle that hear of a notification of this kind, each once, in
    the rule's order of audiences."""
    rule = RULES[kind]
    chosen: list[str] = []
    for audience in rule.hears:
        narrowed = rule.only_of.get(audience)
        if narrowed is not None and issue_type not in narrowed:
            continue
        reminded = audience is Audience.MEMBER and rule.reminds_member
        chosen.extend(a for a in circle.get(audience, ()) if a and (a != actor or reminded))
    return list(dict.fromkeys(chosen))


class Recipients:
    """The policy at work: finds the circles on the read side and answers who hears.

    Without the read side (an application on its own, in a test) it knows only the member
    it is told of, and names no one else."""

    def __init__(
        self, estate: EstateLookup | None = None, workforce: WorkforceLookup | None = None
    ) -> None:
        self.estate = estate
        self.workforce = workforce

    def around_place(self, facility_id: str | None, building_id: str | None) -> Circle:
        """The people of a facility (or of a building, for what stands on it)."""
        if self.estate is None or not (facility_id or building_id):
            return {}
        circle: dict[Audience, list[str]] = {}
        for kind, accounts in self.estate.people_of_place(facility_id, building_id).items():
            audience = _PLACE_AUDIENCES.get(kind)
            if audience is not None:
                circle.setdefault(audience, []).extend(accounts)
        return circle

    def of_issue(
        self,
        kind: str,
        facility_id: str | None,
        building_id: str | None,
        issue_type: str,
        actor: str | None,
    ) -> list[str]:
        return who_hears(kind, self.around_place(facility_id, building_id), actor, issue_type)

    def of_escalation(
        self, notify: str, facility_id: str | None, building_id: str | None
    ) -> list[str]:
        """Who an escalation step that names the role `notify` reaches at the issue's
        place: that role's audience alone (the admins: the console's)."""
        audience = _STEP_AUDIENCES[Notify(notify)]
        if audience is Audience.ADMINS:
            accounts = self.estate.administrators() if self.estate is not None else []
        else:
            accounts = list(self.around_place(facility_id, building_id).get(audience, ()))
        return who_hears(ISSUE_ESCALATED, {audience: accounts})

    def member(self, account_id: str | None) -> StaffMember | None:
        """A supervisor, cleaner or worker as the read side knows them."""
        if self.workforce is None or not account_id:
            return None
        return self.workforce.staff_member(account_id)

    def around_member(
        self,
        kind: str,
        member_id: str | None,
        member: StaffMember | None,
        company_id: str | None = None,
    ) -> Circle:
        """The member, their supervisor and their company's managers (of `company_id`
        when given), as far as the kind's rule needs them."""
        hears = RULES[kind].hears
        circle: dict[Audience, list[str]] = {Audience.MEMBER: [member_id] if member_id else []}
        if Audience.MEMBERS_SUPERVISOR in hears and member and member.supervisor_id:
            circle[Audience.MEMBERS_SUPERVISOR] = [member.supervisor_id]
        company = company_id or (member.company_id if member else None)
        if Audience.COMPANY_MANAGERS in hears and company and self.workforce is not None:
            circle[Audience.COMPANY_MANAGERS] = self.workforce.managers_of(company)
        return circle

    def of_console(self, kind: str) -> list[str]:
        """Who hears of what concerns the console as a whole."""
        admins = self.estate.administrators() if self.estate is not None else []
        return who_hears(kind, {Audience.ADMINS: admins})


_STEP_AUDIENCES: dict[Notify, Audience] = {
    Notify.SUPERVISOR: Audience.SUPERVISORS,
    Notify.CC_MANAGER: Audience.COMPANY_MANAGERS,
    Notify.LL_MANAGER: Audience.LANDLORD_MANAGERS,
    Notify.ADMIN: Audience.ADMINS,
}


def merged(*groups: Iterable[str]) -> list[str]:
    """The accounts of every group, each once, in order."""
    return list(dict.fromkeys(a for group in groups for a in group if a))
