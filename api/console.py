"""What the API needs of the running console. The wiring (`hygiene.bootstrap.Console`)
provides it; the API names only the applications, the read store and the followers."""

from __future__ import annotations

from typing import Protocol

from application.accounts import Accounts
from application.alerts import Alerts
from application.devices import Devices
from application.following import Runner
from application.issues import Issues
from application.mail import SmtpServer
from application.organisation import Organisation
from application.readings import Outcome, Readings
from application.workforce import Workforce
from projections.store import ReadStore


class ConsoleSettings(Protocol):
    @property
    def access_token_ttl(self) -> int: ...

    @property
    def uses_postgres(self) -> bool: ...

    @property
    def metrics_token(self) -> str | None: ...

    @property
    def trusted_proxies(self) -> tuple[str, ...]: ...

    @property
    def offline_factor(self) -> float:
        """A device is OFFLINE once silent for longer than its interval times this."""
        ...

    @property
    def smtp(self) -> SmtpServer | None:
        """The mail server alerts and reset links go through; None: nothing is mailed."""
        ...

    @property
    def vapid_private_key(self) -> str | None:
        """The configured Web Push key; None: the one kept in the event store."""
        ...

    def signing_key(self) -> str: ...


class BatchIntake(Protocol):
    def take_batch(self, body: bytes, source: str) -> list[Outcome]:
        """Stores an HTTP batch of sensor messages; refuses a body that is not a batch."""
        ...


class Console(Protocol):
    @property
    def settings(self) -> ConsoleSettings: ...

    @property
    def organisation(self) -> Organisation: ...

    @property
    def accounts(self) -> Accounts: ...

    @property
    def devices(self) -> Devices: ...

    @property
    def issues(self) -> Issues: ...

    @property
    def readings(self) -> Readings: ...

    @property
    def workforce(self) -> Workforce: ...

    @property
    def alerts(self) -> Alerts: ...

    @property
    def store(self) -> ReadStore: ...

    @property
    def followers(self) -> Runner: ...

    @property
    def intake(self) -> BatchIntake: ...

    def reconnect(self) -> None:
        """After a storage outage: drops the pooled connections it broke."""
        ...

    def settle(self, timeout: float = 5.0) -> bool:
        """Read-your-writes: waits until the read tables show every command so far."""
        ...
