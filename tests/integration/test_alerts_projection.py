"""The alerts' read tables, on SQLite and PostgreSQL: rebuilt from the event store, they are
the tables the projector wrote as it followed (webhooks made and deleted, deliveries
delivered, tried again and dead-lettered, e-mail choices changed); and no table holds a
webhook's secret."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest

from domain.commands.webhook import ChooseEmailAlerts, RegisterWebhook
from domain.delivery import Backoff
from domain.webhook import ISSUE_OPENED, ISSUE_RESOLVED
from hygiene.bootstrap import Console
from projections.projectors.alerts import AlertsProjection
from tests.commands import report_issue
from tests.rebuilds import assert_rebuilt_as_followed
from tests.webhook_receiver import SECRET, Receiver, until


@pytest.fixture
def receivers() -> Iterator[tuple[Receiver, Receiver]]:
    taking, refusing = Receiver(answers=[500, 302]).start(), Receiver(otherwise=500).start()
    yield taking, refusing
    taking.stop()
    refusing.stop()


def _webhook(console: Console, url: str, *kinds: str) -> str:
    command = RegisterWebhook(url=url, kinds=list(kinds), secret=SECRET)
    return str(console.alerts.register_webhook(command, "t"))


def _finished(console: Console) -> bool:
    console.settle()
    return not console.store.scalar(
        "SELECT COUNT(*) FROM webhook_deliveries WHERE state NOT IN ('delivered', 'dead-lettered')"
    )


def _snapshot(console: Console) -> list[list[dict[str, object]]]:
    return [
        console.store.query(f"SELECT * FROM {table} ORDER BY 1, 2")
        for table in AlertsProjection.tables
    ]


def test_the_alerts_tables_rebuilt_are_those_followed(
    console: Console, receivers: tuple[Receiver, Receiver]
) -> None:
    taking, refusing = receivers
    console.sender.backoff = Backoff(attempts=3, first=timedelta(milliseconds=20))
    console.sender.interval = 0.05
    _webhook(console, taking.url, ISSUE_OPENED, ISSUE_RESOLVED)
    _webhook(console, refusing.url, ISSUE_OPENED)
    gone = _webhook(console, "http://127.0.0.1:9/gone", ISSUE_OPENED)
    for account, kinds in (("a-1", ["issue-opened"]), ("a-2", ["low-stock"]), ("a-1", [])):
        command = ChooseEmailAlerts(
            account_id=account, kinds=kinds, known=("issue-opened", "low-stock")
        )
        console.alerts.choose_email_alerts(command, account)
    assert console.settle()
    first = console.issues.open_manual(report_issue("f-1", "b-1", "odour"), "someone")
    console.alerts.delete_webhook(gone, "t")
    console.issues.open_manual(report_issue("f-2", "b-2", "bin-full"), "someone")
    console.issues.resolve(str(first), "someone")
    until(lambda: _finished(console), "the deliveries to finish")

    tables = assert_rebuilt_as_followed(console, _snapshot, ["alerts"])
    webhooks, kinds, deliveries, attempts, chosen = tables
    assert len(webhooks) == 2 and len(kinds) == 3
    assert sorted(d["state"] for d in deliveries) == ["dead-lettered"] * 2 + ["delivered"] * 3
    assert {a["outcome"] for a in attempts} == {"delivered", "failed", "dead-lettered"}
    assert [
        (c["account_id"], c["kinds"]) for c in sorted(chosen, key=lambda c: c["account_id"])
    ] == [
        ("a-1", ""),
        ("a-2", "low-stock"),
    ]
    assert all(SECRET not in str(row) for table in tables for row in table)
