"""Login names through the API: every spelling of a name signs in as, and is throttled as,
that one account, and a name that only looks like another's is refused as a duplicate."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from demo.estate import DEMO_PASSWORD
from tests.e2e.conftest import sign_in

LOG_IN = "/api/authn/log-in"
LONG_S = "\N{LATIN SMALL LETTER LONG S}"
CYRILLIC_O = "\N{CYRILLIC SMALL LETTER O}"


def fullwidth(ascii_letters: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) for ch in ascii_letters)


def _try(client: TestClient[Any], login: str, password: str) -> Any:
    return client.post(LOG_IN, json={"loginName": login, "password": password})


def _create_admin(client: TestClient[Any], headers: dict[str, str], login: str) -> Any:
    body = {
        "loginName": login,
        "password": "a-long-password",
        "email": "copy@example.com",
        "profile": {"name": "Look-alike"},
    }
    return client.post("/api/users/admins", headers=headers, json=body)


def test_a_long_s_spelling_shares_the_account_s_throttle(client: TestClient[Any]) -> None:
    for _ in range(5):
        assert _try(client, f"{LONG_S}upervisor@example.com", "guess").status_code == 401
    # The five failures were the supervisor's: the right password now waits too.
    refused = _try(client, "supervisor@example.com", DEMO_PASSWORD)
    assert refused.status_code == 429, refused.text
    assert refused.json()["code"] == "sign-in-throttled"
    assert _try(client, f"{fullwidth('supervisor')}@example.com", DEMO_PASSWORD).status_code == 429


@pytest.mark.parametrize(
    "spelling",
    [
        "SUPERVISOR@EXAMPLE.COM",
        "  Supervisor@example.com ",
        f"{LONG_S}upervisor@example.com",
        f"{fullwidth('supervisor')}@{fullwidth('example')}.{fullwidth('com')}",
    ],
)
def test_every_spelling_of_a_login_name_signs_in(client: TestClient[Any], spelling: str) -> None:
    headers = sign_in(client, spelling)
    me = client.get("/api/authn/me", headers=headers)
    assert me.status_code == 200 and me.json()["loginName"] == "supervisor@example.com"


@pytest.mark.parametrize(
    "look_alike",
    [
        "admin@example.com",  # the name itself
        "ADMIN@Example.com",  # in other case
        "\N{CYRILLIC SMALL LETTER A}dmin@example.com",
        "\N{CYRILLIC CAPITAL LETTER A}DMIN@EXAMPLE.COM",  # in capitals
        f"{fullwidth('admin')}@example.com",
        "supervi\N{CYRILLIC SMALL LETTER DZE}or@example.com",
        "supervis0r@example.com",  # zero for o
        "w0rker@example.com",
        "cIeaner@example.com",  # capital I for l
    ],
)
def test_a_name_that_looks_like_another_is_refused_as_a_duplicate(
    client: TestClient[Any], as_admin: dict[str, str], look_alike: str
) -> None:
    exact = _create_admin(client, as_admin, "admin@example.com")
    reply = _create_admin(client, as_admin, look_alike)
    assert reply.status_code == 409, reply.text
    assert reply.json() == exact.json()
    assert reply.json()["code"] == "in-use"
    assert reply.json()["params"] == {"what": "login-name"}
    assert reply.json()["violations"][0]["field"] == "loginName"


def test_a_deleted_account_s_name_and_its_look_alikes_are_free_again(
    client: TestClient[Any], as_admin: dict[str, str]
) -> None:
    created = _create_admin(client, as_admin, "olga@example.com")
    assert created.status_code == 201, created.text
    assert _create_admin(client, as_admin, f"{CYRILLIC_O}lga@example.com").status_code == 409
    path = f"/api/users/admins/{created.json()['id']}"
    assert client.delete(path, headers=as_admin).status_code == 204
    again = _create_admin(client, as_admin, f"{CYRILLIC_O}lga@example.com")
    assert again.status_code == 201, again.text
    assert sign_in(client, "\N{CYRILLIC CAPITAL LETTER O}LGA@example.com", "a-long-password")
