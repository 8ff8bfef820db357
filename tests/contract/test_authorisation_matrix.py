"""Who may do what, proved against the OpenAPI schema on SQLite and on PostgreSQL: every
operation it lists is called as each of the eight token roles and as a stranger without a
token, and each answer's class is compared with the table in `who_may.py`.

Every write carries a body that would succeed (`bodies.py`), so the role and tenancy checks
made after the body is read are reached. The callers act for one tenant of the demo estate
(Harbourfront Properties, whose buildings SparkleClean cleans):

- across tenants, the ids in paths, queries and bodies are the other tenant's (Greenway
  Estates, cleaned by FreshCare): a role the table admits gets past the role checks and
  then finds nothing (404), or has the body's reference to the other tenant's record named
  as a violation (400); never a 2xx. The administrator sees every tenant: its reads
  answer, and its writes to a record name one that does not exist, so that nothing is
  changed under the other callers;
- within their own tenant, every create call succeeds for the roles the table admits.

Per back end: 1,638 calls across tenants and 162 create calls within, 10-25 s with the
estate's setup on a 2-core machine.
"""

from __future__ import annotations

import itertools
import re
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from litestar.testing import TestClient

from demo.estate import DEMO_PASSWORD
from tests.contract.bodies import EXAMPLES, SIGNS_IN, Answer, Call, Example
from tests.contract.estate import LOGIN, Tenant, sign_in
from tests.contract.who_may import OWN_CREDENTIAL, PUBLIC, ROLES, WHO_MAY, Rule

METHODS = ("get", "put", "post", "delete", "patch")
WRITES = ("PUT", "POST", "DELETE", "PATCH")
STRANGER = "stranger"
# Path parameters that name no tenant's record.
NOT_RECORDS = ("segment", "kind", "token", "type_id")
ALLOWED = {200, 201, 202, 204, 400, 404, 409}
DONE = {200, 201, 204}
# Rules that vary with a path parameter: one call per value.
VARYING = ("segment", "kind")
# The record each history kind replays, by the tenant's attribute.
HISTORY_OBJECT = {
    "inventory": "item_id",
    "account": "cleaner_id",
}


@dataclass(frozen=True)
class Operation:
    method: str
    path: str
    operation_id: str
    rule: Rule

    @property
    def names_records(self) -> bool:
        return any(name not in NOT_RECORDS for name in re.findall(r"\{([^}]+)\}", self.path))

    @property
    def example(self) -> Example | None:
        return EXAMPLES.get(self.operation_id)

    def variants(self) -> list[tuple[str | None, Rule]]:
        """One call per users segment or history kind; one call otherwise."""
        for name in VARYING:
            if f"{{{name}}}" in self.path:
                assert isinstance(self.rule, Mapping), f"{self.path}: give its roles per {name}"
                return list(self.rule.items())
        return [(None, self.rule)]


def operations(schema: Mapping[str, Any]) -> list[Operation]:
    return [
        Operation(method.upper(), path, operation["operationId"], WHO_MAY[operation["operationId"]])
        for path, item in schema["paths"].items()
        for method, operation in item.items()
        if method in METHODS
    ]


class Caller:
    """Makes the calls: one role's, with bodies for a tenant."""

    def __init__(
        self, client: TestClient[Any], headers: dict[str, dict[str, str]], numbers: Iterator[int]
    ) -> None:
        self.client = client
        self.headers = headers
        self.numbers = numbers
        self.own_ids = {
            role: client.get("/api/authn/me", headers=h).json()["id"]
            for role, h in headers.items()
            if h
        }

    def new_session(self) -> str:
        reply = self.client.post(
            "/api/authn/log-in", json={"loginName": SIGNS_IN, "password": DEMO_PASSWORD}
        )
        assert reply.status_code == 200, reply.text
        return str(reply.json()["refreshToken"])

    def call(
        self,
        op: Operation,
        caller: str,
        variant: str | None,
        tenant: Tenant,
        random_ids: bool = False,
        within: bool = False,
    ) -> tuple[str, Any]:
        n = next(self.numbers)
        example = op.example or Example()
        made = Call(caller, n, variant, self.new_session, self.own_ids.get(caller), within)
        url = _url(op.path, variant, tenant, n, random_ids)
        self.client.cookies.clear()
        reply = self.client.request(
            op.method,
            url,
            headers=self.headers[caller],
            json=example.body(tenant, made) if example.body else None,
            params=example.query(tenant, made) if example.query else None,
        )
        if op.operation_id == "changeOwnPassword" and reply.status_code == 200:
            # Every other session of the account ended: go on with the one answered.
            self.headers[caller] = {"Authorization": f"Bearer {reply.json()['accessToken']}"}
        return url, reply


def _url(path: str, variant: str | None, tenant: Tenant, n: int, random_ids: bool) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in VARYING:
            assert variant is not None
            return variant
        if name == "token":
            return tenant.tokens[n % len(tenant.tokens)]  # visitors are limited per facility
        if name == "type_id":
            return "no-such-type"
        if random_ids or name == "key_id":
            return str(uuid.uuid4())
        if name == "account_id":
            return tenant.accounts[variant or ""]
        if name == "object_id":
            assert variant is not None
            return tenant.path_value(HISTORY_OBJECT.get(variant, f"{variant}_id"))
        assert hasattr(tenant, name), f"{path}: name a tenant's record for {{{name}}}"
        return tenant.path_value(name)

    return re.sub(r"\{([^}]+)\}", value, path)


def _violations(reply: Any) -> tuple[str, ...]:
    try:
        return tuple(sorted({v["field"] for v in reply.json()["violations"]}))
    except (ValueError, KeyError, TypeError):
        return ()


def _answered(reply: Any, expected: Answer | None) -> str | None:
    if expected is None:
        return None if reply.status_code in DONE else "names no record: done"
    if reply.status_code != expected.status:
        return f"another tenant's record: {expected.status}"
    if expected.fields and _violations(reply) != tuple(sorted(expected.fields)):
        return f"another tenant's record named as a violation of {expected.fields}"
    return None


def judge_across(reply: Any, caller: str, rule: Rule, op: Operation) -> str | None:
    """What is wrong with an answer to a call on the other tenant's records, if anything."""
    status = reply.status_code
    if rule == PUBLIC:
        return None if status in ALLOWED else "anyone may call it"
    if rule == OWN_CREDENTIAL:
        return None if status == 401 else "needs its own credential: 401"
    if caller == STRANGER:
        return None if status == 401 else "no token: 401"
    assert not isinstance(rule, str)
    if caller not in rule:
        return None if status == 403 else "the table refuses this role: 403"
    if op.method in WRITES and caller != "admin":
        assert op.example is not None
        return _answered(reply, op.example.across_for(caller))
    if status not in ALLOWED:
        return "the table admits this role"
    if caller == "admin":
        return None
    if op.names_records and status != 404:
        return "another tenant's record: 404"
    return None


def judge_within(reply: Any, caller: str, rule: Rule) -> str | None:
    """What is wrong with an answer to a create call within the caller's tenant."""
    expected = 401 if caller == STRANGER else 403
    if caller != STRANGER and not isinstance(rule, str) and caller in rule:
        return None if reply.status_code in DONE else "the table admits this role: done"
    return None if reply.status_code == expected else f"expected {expected}"


@pytest.fixture(scope="module")
def schema(estate_client: TestClient[Any]) -> dict[str, Any]:
    return dict(estate_client.get("/api/schema/openapi.json").json())


@pytest.fixture(scope="module")
def caller(estate_client: TestClient[Any], theirs: Tenant, ours: Tenant) -> Caller:
    headers = {STRANGER: {}, **{role: sign_in(estate_client, LOGIN[role]) for role in ROLES}}
    return Caller(estate_client, headers, itertools.count(1))


def test_the_table_and_the_bodies_cover_every_operation(schema: dict[str, Any]) -> None:
    listed = {
        operation["operationId"]: (method, operation)
        for item in schema["paths"].values()
        for method, operation in item.items()
        if method in METHODS
    }
    missing = sorted(listed.keys() - WHO_MAY.keys())
    assert not missing, f"add it to the table in tests/contract/who_may.py: {missing}"
    stale = sorted(WHO_MAY.keys() - listed.keys())
    assert not stale, f"no longer in the schema; remove from who_may.py: {stale}"
    writes = {oid for oid, (method, _) in listed.items() if method.upper() in WRITES}
    assert sorted(writes - EXAMPLES.keys()) == [], "add a body to tests/contract/bodies.py"
    assert sorted(EXAMPLES.keys() - writes) == [], "no longer a write: remove its body"
    for oid in writes:
        described = "requestBody" in listed[oid][1]
        assert described <= (EXAMPLES[oid].body is not None), f"{oid}: give it a body"


def test_every_operation_answers_each_caller_across_tenants_as_the_table_says(
    schema: dict[str, Any], caller: Caller, theirs: Tenant
) -> None:
    wrong, calls = [], 0
    for op in operations(schema):
        for variant, rule in op.variants():
            for role in list(caller.headers):
                random_ids = role == "admin" and op.method in WRITES and op.names_records
                url, reply = caller.call(op, role, variant, theirs, random_ids)
                calls += 1
                problem = judge_across(reply, role, rule, op)
                if problem:
                    wrong.append(
                        f"{op.operation_id}: {op.method} {url} as {role} answered "
                        f"{reply.status_code} ({problem}): {reply.text[:200]}"
                    )
    assert not wrong, f"{len(wrong)} of {calls} calls:\n" + "\n".join(wrong)


def test_every_create_call_succeeds_within_the_tenant_for_whom_the_table_admits(
    schema: dict[str, Any], caller: Caller, ours: Tenant
) -> None:
    creates = [
        op
        for op in operations(schema)
        if op.method == "POST" and op.rule not in (PUBLIC, OWN_CREDENTIAL)
    ]
    assert len(creates) >= 12
    wrong, done = [], 0
    for op in creates:
        for variant, rule in op.variants():
            for role in list(caller.headers):
                url, reply = caller.call(op, role, variant, ours, within=True)
                done += reply.status_code in DONE
                problem = judge_within(reply, role, rule)
                if problem:
                    wrong.append(
                        f"{op.operation_id}: POST {url} as {role} answered "
                        f"{reply.status_code} ({problem}): {reply.text[:200]}"
                    )
    assert not wrong, f"{len(wrong)} calls:\n" + "\n".join(wrong)
    assert done >= len(creates)
