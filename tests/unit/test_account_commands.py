"""The accounts' and the issues' commands: each refuses exactly the fields the field rules
refuse, the aggregate refuses what its command refuses with the same violations, and a
valid command's fields are what the aggregate's event stores (properties).

Each field is drawn good or broken on its own, with the field a broken value is refused on
(`tests/unit/test_commands.py`)."""

from __future__ import annotations

import string
from datetime import UTC, datetime
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from api.issues.schemas import IssueBody
from api.tasks.schemas import TaskBody
from domain.account import UserAccount
from domain.commands.account import ChangeAccount, RegisterAccount
from domain.commands.issue import AssignTask, ReportIssue
from domain.issue import Issue
from domain.kinds import ISSUE_TYPE_TITLES
from domain.task import AdHocTask
from tests.aggregates import created_event, made_unless_refused, refused_alike, stored
from tests.unit.test_commands import ACTOR, BAD_TEXT, Drawn, field, merged, texts

words = st.text(st.sampled_from(string.ascii_letters), min_size=1, max_size=20)
emails = st.builds(lambda local, host: f"{local}@{host}.test", words, words)


def hashed(password: str) -> str:
    """A stand-in for the slow hash: what matters is that the event holds it."""
    return f"hash:{password}"


@st.composite
def profiles(draw: st.DrawFn) -> Drawn:
    """An admin's profile, its fields good or broken one by one (under their API names)."""
    fields, broken = draw(
        st.builds(
            merged,
            field("email", emails, ["", "nobody", "a b@x.test"], "email"),
            field("name", texts, BAD_TEXT, "profile.name"),
            field("phone", st.none() | st.just("+49 30 1234"), ["a\x01b"], "phone"),
            field("gender", st.sampled_from([None, "female", "male"]), ["other"], "gender"),
            field(
                "performance_rating", st.none() | st.integers(0, 5), [6, -1], "performanceRating"
            ),
            field("role", st.just("admin"), ["cleaner"], "role"),
        )
    )
    return {"profile": fields}, broken


good_passwords = st.text(
    st.characters(min_codepoint=33, max_codepoint=126), min_size=8, max_size=40
)
passwords = field("password", good_passwords, ["", "short", "x" * 129], "password")


@given(st.builds(merged, profiles(), passwords), emails)
def test_a_registration_refuses_what_the_rules_refuse(drawn: Drawn, login: str) -> None:
    fields, broken = drawn
    command = RegisterAccount(kind="admin", login_name=f" {login} ", **fields)
    account = made_unless_refused(
        command.check, broken, lambda: UserAccount.register(command, ACTOR, hashed)
    )
    assert "password" not in repr(command)  # neither the field nor its value
    if account is None:
        return
    created_event(
        account,
        "domain.account:UserAccount",
        {
            "kind": "admin",
            "login_name": login,
            "password_hash": hashed(fields["password"]),
            "profile": fields["profile"],
            "actor": ACTOR,
        },
    )


NOW = datetime(2026, 11, 26, 9, 30, tzinfo=UTC)
VALID = {"email": "a@example.com", "name": "Avery", "role": "admin"}


def registered() -> UserAccount:
    """An admin's account, its registration already saved."""
    account = UserAccount.register(
        RegisterAccount(kind="admin", login_name="a@x.test", password="first-pw", profile=VALID),
        ACTOR,
        hashed,
    )
    account.collect_events()
    return account


@given(
    st.builds(
        merged,
        profiles(),
        field("password", st.none() | st.just("new-password"), ["short"], "password"),
    )
)
def test_a_change_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = ChangeAccount(account_id="account-1", **fields)
    refused = refused_alike(
        lambda: command.check("admin"), broken, lambda: registered().change(command, ACTOR, hashed)
    )
    assert "password" not in repr(command)
    if refused:
        return
    account = registered()
    account.change(command, ACTOR, hashed)
    events = [
        {k: v for k, v in vars(e).items() if k not in ("timestamp", "originator_id")}
        for e in account.collect_events()
    ]
    assert events[0] == {"originator_version": 2, "profile": fields["profile"], "actor": ACTOR}
    if fields["password"]:
        assert events[1]["password_hash"] == hashed(fields["password"])
    assert len(events) == 1 + bool(fields["password"])


@given(
    st.builds(
        merged,
        field("facility_id", st.just("facility-1"), [""], "facilityId"),
        field("issue_type", st.sampled_from(sorted(ISSUE_TYPE_TITLES)), ["smell"], "issueType"),
        st.sampled_from([({"device_id": None}, set()), ({"device_id": "device-1"}, set())]),
        field("description", st.none() | st.text(max_size=40), ["x" * 1001], "description"),
        field("photo", st.none(), ["data:image/png;base64,AAAA"], "photo"),
    )
)
def test_a_report_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = ReportIssue(building_id="building-1", **fields)
    issue = made_unless_refused(command.check, broken, lambda: Issue.report(command, ACTOR, NOW))
    assert IssueBody(**fields).command(ReportIssue, building_id="building-1") == command
    if issue is None:
        return
    created_event(
        issue,
        "domain.issue:Issue",
        {
            **command.terms(),
            "source": "manual",
            "reading": None,
            "actor": ACTOR,
            "measured_at": NOW,
        },
    )


@given(
    st.builds(
        merged,
        field("title", texts, BAD_TEXT, "title"),
        field("type", texts, BAD_TEXT, "type"),
        field(
            "staff_role",
            st.sampled_from(["supervisor", "cleaner", "worker"]),
            ["admin"],
            "staffRole",
        ),
        field("staff_id", st.just("cleaner-1"), [""], "staffId"),
        field(
            "remarks",
            st.none() | st.text(max_size=40).filter(lambda t: "\x00" not in t),
            ["x" * 2001, "a\x00b"],
            "remarks",
        ),
    )
)
def test_a_task_refuses_what_the_rules_refuse(drawn: Drawn) -> None:
    fields, broken = drawn
    command = AssignTask(issue_id="issue-1", **fields)
    place = ("building-1", "facility-1", None)
    task = made_unless_refused(
        command.check, broken, lambda: AdHocTask.assign(command, ACTOR, "issue-1", place)
    )
    assert TaskBody(issue_id="issue-1", **fields).command(AssignTask) == command
    if task is None:
        return
    expected: dict[str, Any] = {
        "originator_version": 1,
        "originator_topic": "domain.task:AdHocTask",
        "title": fields["title"],
        "type": fields["type"],
        "building_id": "building-1",
        "facility_id": "facility-1",
        "device_id": None,
        "issue_id": "issue-1",
        "staff_role": fields["staff_role"],
        "staff_id": "cleaner-1",
        "remarks": fields["remarks"],
        "actor": ACTOR,
    }
    assert stored(task) == expected
