"""The Litestar application: `/api` for the calls, `/` for the web UI."""

from __future__ import annotations

from typing import Any

from litestar import Litestar, Router

from api.auth import TokenIssuer, authorize
from api.authn.controller import AuthnController
from api.authn.throttle import SignInThrottle, reset_request_throttle
from api.breaker import Breaker
from api.buildings.controller import BuildingController
from api.caching import STORE_NAME, Answers, Memo, VersionWatcher, cache_config
from api.check_ins.controller import CheckInController
from api.companies.controller import CompanyController
from api.console import Console
from api.context import DEPENDENCIES
from api.dashboard.controller import DashboardController
from api.devices.controller import DeviceController
from api.errors import EXCEPTION_HANDLERS
from api.facilities.check_in_code import CheckInCodeController
from api.facilities.controller import FacilityController
from api.facilities.settings import FacilitySettingsController
from api.feedback.controller import FeedbackController, FeedbackDashboardController
from api.floors.controller import FloorController
from api.forecasts.controller import ForecastController
from api.health.controller import details, health, live, ready
from api.history.controller import get_history
from api.idempotency.ledger import Ledger
from api.idempotency.middleware import idempotent_writes
from api.ingest.controller import IngestController
from api.input import refuse_hostile_input
from api.inventory.controller import InventoryController
from api.issues.controller import IssueController
from api.leaves.controller import LeaveController
from api.live.controller import live_events, live_hub
from api.metrics.controller import REQUESTS, console_registry, metrics
from api.middleware import request_context, secure_headers
from api.notifications.controller import NotificationController
from api.openapi import ClosedBodies, document, openapi_config
from api.outage import STORAGE_HANDLERS, storage_gate
from api.profile.controller import ProfileController
from api.projects.controller import ProjectController
from api.proxies import forwarded_headers
from api.public.controller import PublicVisitController
from api.public.limiter import VisitLimiter
from api.push.controller import PushController
from api.reports.controller import FacilityReportController, ReportController
from api.schedules.controller import ScheduleController
from api.spa import spa_root, spa_route
from api.tasks.controller import TaskController
from api.usage.controller import UsageController
from api.users.controller import UserController
from api.webhooks.controller import WebhookController
from api.writes import DEPENDENCIES as WRITE_DEPENDENCIES

API_HANDLERS: list[Any] = [
    AuthnController,
    CompanyController,
    BuildingController,
    FloorController,
    FacilityController,
    FacilitySettingsController,
    CheckInCodeController,
    ProjectController,
    UserController,
    DeviceController,
    IssueController,
    TaskController,
    DashboardController,
    ForecastController,
    UsageController,
    ReportController,
    FacilityReportController,
    NotificationController,
    ProfileController,
    PushController,
    WebhookController,
    ScheduleController,
    LeaveController,
    CheckInController,
    InventoryController,
    IngestController,
    FeedbackController,
    FeedbackDashboardController,
    PublicVisitController,
    get_history,
    live_events,
    health,
    live,
    ready,
    details,
]


def create_app(console: Console) -> Litestar:
    """The app serving this console; whoever built the console closes it."""
    api = Router(path="/api", route_handlers=API_HANDLERS)
    watcher = VersionWatcher(console.store)
    breaker = Breaker(lambda: console.store.ping(), recover=console.reconnect)
    state = _state(console, breaker)
    state.live = hub = live_hub(console, state.principals, state.tenancies)
    app = Litestar(
        route_handlers=[api, metrics, spa_root, spa_route],
        dependencies={**DEPENDENCIES, **WRITE_DEPENDENCIES},
        guards=[authorize],
        exception_handlers={**EXCEPTION_HANDLERS, **STORAGE_HANDLERS},
        before_request=refuse_hostile_input,
        before_send=[secure_headers],
        middleware=[
            *forwarded_headers(console.settings),  # first: all below see the real client
            request_context,
            REQUESTS.middleware,
            storage_gate,
            idempotent_writes,  # within the gate: the ledger waits on the storage too
        ],
        state=state,
        openapi_config=openapi_config(),
        plugins=[ClosedBodies()],
        response_cache_config=cache_config(),
        stores={STORE_NAME: Answers()},
        on_startup=[watcher.start, hub.start],
        on_shutdown=[watcher.stop, hub.stop, breaker.stop],
        request_max_body_size=4_000_000,
        logging_config=None,
        debug=False,
    )
    return document(app)  # every operation's errors and token, in the OpenAPI schema


def _state(console: Console, breaker: Breaker) -> Any:
    from litestar.datastructures import State

    settings = console.settings
    return State(
        {
            "console": console,
            "breaker": breaker,
            "tokens": TokenIssuer(settings.signing_key(), settings.access_token_ttl),
            "metrics": console_registry(console, breaker),
            "sign_in_throttle": SignInThrottle(console.store),
            "reset_request_throttle": reset_request_throttle(console.store),
            # At most 3 feedback submissions per address and facility in 10 minutes.
            "visit_limiter": VisitLimiter(console.store, limit=3, per_seconds=600.0),
            "principals": Memo(console.store),
            "tenancies": Memo(console.store),
            "idempotency": Ledger(console.store),
        }
    )
