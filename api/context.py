"""Request-scoped dependencies: the console, the principal and its tenancy."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import NamedDependency, Provide
from litestar.params import SkipValidation

from api.auth import Principal
from api.caching import Memo
from api.console import Console
from api.listing import list_params
from api.periods import RecentDays, recent_days
from api.tenancy import Tenancy, tenancy_of
from projections.lists import ListParams


def get_console(request: Request[Any, Any, Any]) -> Console:
    console: Console = request.app.state.console
    return console


def get_principal(request: Request[Any, Any, Any]) -> Principal:
    principal: Principal = request.state.principal
    return principal


def get_tenancy(request: Request[Any, Any, Any]) -> Tenancy:
    principal = get_principal(request)
    tenancies: Memo[Tenancy] = request.app.state.tenancies
    return tenancies.get(
        (principal.account_id, principal.role),
        lambda: tenancy_of(get_console(request).store, principal),
    )


DEPENDENCIES = {
    "console": Provide(get_console, sync_to_thread=False),
    "principal": Provide(get_principal, sync_to_thread=False),
    "tenancy": Provide(get_tenancy, sync_to_thread=True),
    "params": Provide(list_params, sync_to_thread=False),
    "recent": Provide(recent_days, sync_to_thread=False),
}

# The console is ours, not input: no need to validate it on every request (and a
# Protocol cannot be checked at run time).
ConsoleDep = NamedDependency[SkipValidation[Console]]
PrincipalDep = NamedDependency[Principal]
TenancyDep = NamedDependency[Tenancy]
ParamsDep = NamedDependency[ListParams]
RecentDep = NamedDependency[RecentDays]
