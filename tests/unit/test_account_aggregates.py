"""Rules of accounts and sessions: profiles by kind, and refresh tokens that rotate."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.account import UserAccount, check_profile
from domain.errors import Conflict, Unauthorized, ValidationFailed
from domain.session import Session


def profile(**overrides: object) -> dict[str, object]:
    return {
        "email": "a@example.com",
        "name": "A",
        "role": "cleaner",
        "company_id": "c",
        **overrides,
    }


def test_each_kind_holds_only_its_own_roles() -> None:
    check_profile("cc-manager", profile(role="cc-admin"))
    with pytest.raises(ValidationFailed) as failed:
        check_profile("cleaner", profile(role="admin"))
    assert [v.field for v in failed.value.violations] == ["role"]


def test_company_rules_depend_on_the_kind() -> None:
    with pytest.raises(ValidationFailed) as failed:
        check_profile("admin", profile(role="admin"))
    assert [v.field for v in failed.value.violations] == ["companyId"]
    with pytest.raises(ValidationFailed):
        check_profile("worker", profile(role="worker", company_id=None))
    with pytest.raises(ValidationFailed) as failed:
        check_profile("supervisor", profile(role="supervisor", supervisor_id="s"))
    assert [v.field for v in failed.value.violations] == ["supervisorId"]


@given(email=st.text(max_size=40))
def test_invalid_emails_are_named(email: str) -> None:
    looks_valid = (
        email.count("@") == 1
        and not any(c.isspace() for c in email)
        and "." in email.split("@")[1].strip(".")
        and all(email.split("@"))
    )
    try:
        check_profile("cleaner", profile(email=email))
    except ValidationFailed as failed:
        messages = {v.field: v.message for v in failed.violations}
        assert messages["email"] in ("Invalid email address", "This field is required")
    else:
        assert looks_valid


def test_only_staff_are_assigned_facilities_and_duplicates_fold() -> None:
    cleaner = UserAccount(
        kind="cleaner", login_name="c@example.com", password_hash="h", profile=profile(), actor="a"
    )
    cleaner.assign_facilities(facility_ids=["f1", "f2", "f1"], actor="a")
    assert cleaner.facility_ids == ["f1", "f2"]
    manager = UserAccount(
        kind="cc-manager",
        login_name="m@example.com",
        password_hash="h",
        profile=profile(role="cc-manager"),
        actor="a",
    )
    with pytest.raises(Conflict):
        manager.assign_facilities(facility_ids=["f1"], actor="a")


@given(
    steps=st.lists(
        st.sampled_from(["rotate-current", "rotate-old", "end-old", "end-current"]), max_size=12
    )
)
def test_only_the_latest_refresh_token_works(steps: list[str]) -> None:
    session = Session(account_id="a", refresh_digest="d0")
    digests = ["d0"]
    ended = False
    for n, step in enumerate(steps, start=1):
        presented = digests[-1] if step.endswith("current") else "stale"
        should_work = not ended and presented == digests[-1]
        try:
            if step.startswith("rotate"):
                session.rotate(presented_digest=presented, refresh_digest=f"d{n}")
                digests.append(f"d{n}")
            else:
                session.end(presented_digest=presented)
                ended = True
        except Unauthorized:
            assert not should_work
        else:
            assert should_work
    assert session.refresh_digest == digests[-1]
    assert session.ended == ended
