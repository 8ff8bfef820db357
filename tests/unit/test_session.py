"""A session's refresh token rotates; a spent one, a sign-out or a revocation ends it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.account import UserAccount, credentials_changed_at
from domain.errors import Unauthorized
from domain.session import Session

PROFILE = {"email": "m@example.com", "name": "M", "role": "cc-manager", "company_id": "co"}


@given(steps=st.lists(st.sampled_from(["rotate", "reuse", "end", "revoke"]), max_size=12))
def test_only_the_latest_token_of_a_live_session_is_current(steps: list[str]) -> None:
    session = Session(account_id="a", refresh_digest="d0")
    issued = ["d0"]
    live = True
    for n, step in enumerate(steps, start=1):
        if step == "rotate":
            if live:
                session.rotate(presented_digest=issued[-1], refresh_digest=f"d{n}")
                issued.append(f"d{n}")
            else:
                with pytest.raises(Unauthorized):
                    session.rotate(presented_digest=issued[-1], refresh_digest=f"d{n}")
        elif step == "reuse" and len(issued) > 1:
            with pytest.raises(Unauthorized):
                session.rotate(presented_digest=issued[-2], refresh_digest=f"d{n}")
        elif step == "end" and live:
            session.end(presented_digest=issued[-1])
            live = False
        elif step == "revoke":
            if live:
                session.revoke("reuse")
                live = False
            else:
                with pytest.raises(Unauthorized):
                    session.revoke("reuse")
    current = [d for d in issued if session.is_current(d)]
    assert current == ([issued[-1]] if live else [])
    assert session.ended is not live


def _account() -> UserAccount:
    return UserAccount(
        kind="cc-manager", login_name="m@example.com", password_hash="h", profile=PROFILE, actor="t"
    )


def test_a_password_or_role_change_moves_when_sessions_became_invalid() -> None:
    account = _account()
    account.update_profile({**PROFILE, "name": "Renamed"}, actor="t")
    assert credentials_changed_at(account.collect_events()) is None

    account = _account()
    account.change_password("h2", actor="t")
    events = account.collect_events()
    assert credentials_changed_at(events) == events[-1].timestamp

    account = _account()
    account.update_profile({**PROFILE, "role": "cc-admin"}, actor="t")
    account.update_profile({**PROFILE, "role": "cc-admin", "name": "Same role"}, actor="t")
    events = account.collect_events()
    assert credentials_changed_at(events) == events[1].timestamp
