"""Wires the applications, the read store and the followers for one process."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Literal, NamedTuple, TypeVar

import structlog

from application.accounts import Accounts
from application.alert_mails import AlertMails
from application.alerts import Alerts
from application.base import ConsoleApplication
from application.cleaning import CleaningDue
from application.devices import Devices
from application.escalations import Escalator
from application.following import Follower, Progress, Runner
from application.issues import Issues
from application.mail import SmtpMailer
from application.monitoring import Monitor
from application.offline import SilenceWatch
from application.organisation import Organisation
from application.push_sender import PushSender
from application.readings import Readings
from application.recipients import Recipients
from application.removals import DevicesOfRemovedFacilities, StaffOfRemovedFacilities
from application.reset_mails import PasswordResetMails
from application.reset_notices import PasswordResetNotices
from application.storage import storage_away
from application.ttl_cache import TtlCache
from application.webhook_deliveries import WebhookDeliveries
from application.webhook_sender import WebhookSender
from application.workforce import Workforce
from application.workforce_notices import WorkforceNotices
from hygiene.settings import Settings
from ingest.intake import Intake
from projections.projectors.accounts import AccountsProjection
from projections.projectors.alerts import AlertsProjection
from projections.projectors.check_ins import CheckInsProjection
from projections.projectors.cleaning import CleaningProjection
from projections.projectors.device_hourly import DeviceHourlyProjection
from projections.projectors.devices import DevicesProjection
from projections.projectors.feedback import FeedbackProjection
from projections.projectors.forecasts import ForecastsProjection
from projections.projectors.issue_reports import IssueReportsProjection
from projections.projectors.issues import IssuesProjection
from projections.projectors.kpi import KpiProjection
from projections.projectors.organisation import OrganisationProjection
from projections.projectors.projection import Projection
from projections.projectors.readings import ReadingsProjection
from projections.projectors.usage import UsageProjection
from projections.projectors.workforce import WorkforceProjection
from projections.queries.alerts import ReadTableWebhooks
from projections.queries.escalations import ReadTableEscalations
from projections.queries.offline import ReadTableSilences
from projections.queries.ports import ReadTableAccountAdmins, ReadTableEstate, ReadTableWorkforce
from projections.rebuild import beside, swap_in
from projections.store import PostgresReadStore, ReadStore, SqliteReadStore
from storage.errors import STARTUP_RACE_ERRORS
from storage.pools import bound_pool, check_pool
from storage.postgres import create_schema

log = structlog.get_logger(__name__)

#: Which followers a process runs: all, only the read tables, or only the processes.
Role = Literal["all", "tables", "processes"]


@dataclass
class Console:
    settings: Settings
    organisation: Organisation
    accounts: Accounts
    devices: Devices
    issues: Issues
    readings: Readings
    workforce: Workforce
    alerts: Alerts
    store: ReadStore
    projections: list[Projection]
    monitor: Monitor
    processes: list[Follower]
    followers: Runner
    # Sends the webhooks' deliveries beside the followers that run the processes.
    sender: WebhookSender
    # Escalates the issues left open, beside the same followers.
    escalator: Escalator
    # Opens the issues of devices gone silent, beside the same followers.
    silences: SilenceWatch
    _device_ids: TtlCache[str, str] = field(init=False, repr=False)
    intake: Intake = field(init=False, repr=False)

    def __post_init__(self) -> None:
        def lookup(identifier: str) -> str | None:
            found = self.devices.device_id_for(identifier)
            return None if found is None else str(found)

        self._device_ids = TtlCache(lookup)
        self.intake = Intake(self.readings, self.device_of, stored=self.followers.poke)

    def device_of(self, identifier: str) -> str | None:
        """The registered device with this identifier, for the intake's every message."""
        return self._device_ids.get(identifier)

    def settle(self, timeout: float = 5.0) -> bool:
        """Read-your-writes: lets a command answer once the read tables show it, and what
        the processes did in reply (a removed facility's devices taken out)."""
        settled = self.followers.wait(timeout)
        self.store.refresh_version()  # what other processes wrote, too, shows at once
        return settled

    def rebuild(
        self,
        names: Sequence[str] = (),
        progress: Progress | None = None,
    ) -> int:
        """Rebuilds the named projections (all when none named) from the event store,
        each beside its live tables, swapped in once caught up; answers how many events
        were replayed. The live tables answer throughout."""
        chosen = [p for p in self.projections if not names or p.name in names]
        return sum(self._rebuild_beside(projection, progress) for projection in chosen)

    def _rebuild_beside(self, projection: Projection, progress: Progress | None) -> int:
        with beside(self.store, projection.name) as store:
            copy = type(projection)(store)
            copy.create_tables()
            runner = Runner(list(self.followers.logs.values()), [copy])
            done = runner.catch_up([copy], progress)
            done += swap_in(self.store, copy, lambda: runner.catch_up([copy], progress))
        self.followers.forget(projection)
        return done

    @property
    def applications(self) -> tuple[ConsoleApplication, ...]:
        return (
            self.organisation,
            self.accounts,
            self.devices,
            self.issues,
            self.readings,
            self.workforce,
            self.alerts,
        )

    def reconnect(self) -> None:
        """After a storage outage: drops the pooled connections it broke, so the first
        calls after it find working ones."""
        _reconnect(self.store, self.applications)

    def close(self) -> None:
        self.followers.stop()
        try:
            self.monitor.flush()  # the rules go on from here after a restart
        except Exception as error:  # the database is away: the watches saved with the batches
            log.warning("monitor.flush_failed", error=f"{type(error).__name__}: {error}")
        self.store.close()
        for app in self.applications:
            app.close()


def _reconnect(store: ReadStore, applications: Sequence[ConsoleApplication]) -> None:
    store.reconnect()
    for app in applications:
        check_pool(app.recorder)


def _bounded(app: A) -> A:
    """The event store's connections bounded in their waits (`storage.pools.bound_pool`),
    so a call says the storage is away instead of hanging."""
    bound_pool(app.recorder)
    return app


T = TypeVar("T")
A = TypeVar("A", bound=ConsoleApplication)


def _starting(make: Callable[[], T], attempts: int = 5) -> T:
    """Runs a start-up step that creates tables, again if another process raced it.

    Workers of a scaled-out stack start together; PostgreSQL refuses one of two concurrent
    CREATEs of the same type or function ("tuple concurrently updated"), and a second try
    finds it made.
    """
    for attempt in range(1, attempts + 1):
        try:
            return make()
        except STARTUP_RACE_ERRORS:
            if attempt == attempts:
                raise
            time.sleep(0.2 * attempt)
    raise AssertionError("unreachable")


def build_console(settings: Settings, *, follow: bool = True, role: Role = "all") -> Console:
    """Builds the console; with `follow` its followers run in a background thread."""
    store = _read_store(settings)
    estate = ReadTableEstate(store)
    staff = ReadTableWorkforce(store)
    apps = _applications(settings, estate, staff)
    projections = _projections(store)
    silent = ReadTableSilences(store)
    monitor = Monitor(apps.readings, apps.issues, estate, tz=settings.tz, offline=silent)
    sender = WebhookSender(apps.alerts, ReadTableWebhooks(store))
    escalator = Escalator(apps.issues, ReadTableEscalations(store))
    silences = SilenceWatch(apps.issues, silent, factor=settings.offline_factor)
    processes: list[Follower] = [monitor, *_processes(settings, store, apps, estate, staff)]
    processes.append(
        WebhookDeliveries(apps.alerts, apps.issues, ReadTableWebhooks(store), sender.wake)
    )
    followed: list[Follower] = []
    if role in ("all", "tables"):
        followed.extend(projections)
    if role in ("all", "processes"):
        followed.extend(processes)
    applications = list(apps)
    runner = Runner(
        applications,
        followed,
        outage=storage_away,
        reconnect=lambda: _reconnect(store, applications),
        # Deliveries are sent, issues escalated and silences told where the processes run.
        companions=[sender, escalator, silences] if role in ("all", "processes") else [],
    )
    sender.moved = runner.poke  # the read tables show each attempt at once
    escalator.moved = runner.poke
    silences.moved = runner.poke
    for projection in projections:
        _starting(projection.create_tables)
    console = Console(
        settings,
        *apps,
        store,
        projections,
        monitor,
        processes,
        runner,
        sender,
        escalator,
        silences,
    )
    if follow:
        # Caught up before serving, so the first lists are complete; a follower that fails
        # is left to retry in the background, and the server starts all the same.
        runner.run_once()
        runner.start()
    return console


class _Applications(NamedTuple):
    """The event-sourced applications, in the order the console holds them."""

    organisation: Organisation
    accounts: Accounts
    devices: Devices
    issues: Issues
    readings: Readings
    workforce: Workforce
    alerts: Alerts


def _read_store(settings: Settings) -> ReadStore:
    """PostgreSQL's read tables in the settings' schema, else a private SQLite file."""
    if settings.database_url:
        create_schema(settings.database_url, settings.database_schema)
        return PostgresReadStore(settings.database_url, settings.database_schema)
    return SqliteReadStore(settings.private_data_dir() / "read.sqlite")


def _applications(
    settings: Settings, estate: ReadTableEstate, staff: ReadTableWorkforce
) -> _Applications:
    """Each application on its event store, started (again if another process raced it)
    and bounded in its waits for the database."""
    organisation = _bounded(
        _starting(lambda: Organisation(env=settings.event_store_env("organisation")))
    )
    accounts = _bounded(
        _starting(
            lambda: Accounts(
                env=settings.event_store_env(Accounts.name),
                refresh_ttl=timedelta(seconds=settings.refresh_token_ttl),
            )
        )
    )
    devices = _bounded(_starting(lambda: Devices(env=settings.event_store_env(Devices.name))))
    issues = _bounded(_starting(lambda: Issues(env=settings.event_store_env(Issues.name))))
    readings = _bounded(_starting(lambda: Readings(env=settings.event_store_env(Readings.name))))
    # Whoever writes notifications asks the issues application's policy who hears of them.
    issues.recipients = Recipients(estate, staff)
    workforce = _bounded(
        _starting(lambda: Workforce(staff, env=settings.event_store_env(Workforce.name)))
    )
    alerts = _bounded(_starting(lambda: Alerts(env=settings.event_store_env(Alerts.name))))
    return _Applications(organisation, accounts, devices, issues, readings, workforce, alerts)


def _projections(store: ReadStore) -> list[Projection]:
    """The read tables' projections."""
    return [
        OrganisationProjection(store),
        AccountsProjection(store),
        DevicesProjection(store),
        IssuesProjection(store),
        IssueReportsProjection(store),
        ReadingsProjection(store),
        UsageProjection(store),
        DeviceHourlyProjection(store),
        KpiProjection(store),
        WorkforceProjection(store),
        FeedbackProjection(store),
        AlertsProjection(store),
        ForecastsProjection(store),
        CleaningProjection(store),
        CheckInsProjection(store),
    ]


def _processes(
    settings: Settings,
    store: ReadStore,
    apps: _Applications,
    estate: ReadTableEstate,
    staff: ReadTableWorkforce,
) -> list[Follower]:
    """The processes that follow one application's log and command another, the rules'
    monitor apart."""
    processes: list[Follower] = [
        DevicesOfRemovedFacilities(apps.devices, estate),
        StaffOfRemovedFacilities(apps.accounts, estate),
        WorkforceNotices(apps.workforce, apps.issues, staff),
        PasswordResetNotices(apps.accounts, apps.issues, ReadTableAccountAdmins(store)),
        CleaningDue(apps.issues, estate),
        # New issues pushed to the phones their recipients subscribed.
        PushSender(apps.alerts, settings.vapid_private_key, settings.vapid_subject),
    ]
    if settings.smtp is not None:
        # Reset links are mailed too; a stalled mail server holds the followers' round for
        # at most `application.mail.TIMEOUT_SECONDS` a step, and is retried with backoff.
        mailer = SmtpMailer(settings.smtp)
        processes.append(PasswordResetMails(apps.accounts, mailer, settings.signing_key()))
        # Notifications of the kinds each account chose are mailed too.
        processes.append(AlertMails(apps.alerts, apps.accounts, mailer))
    return processes
