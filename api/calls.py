"""Calls made once for every resource: a page of a list, its export, a record's detail and
its removal do the same for each resource, over its own query, scope and application.

    BUILDINGS = Listing(BY_TENANCY, reach, buildings.building_page, buildings.building_rows)

    class BuildingController(Resource, path="/buildings", tags=["buildings"]):
        list_buildings = reads("/", "listBuildings", EVERYONE, cache=True)(
            BUILDINGS.pages(Page[BuildingOut], building_out)
        )

A made handler asks Litestar for what a written one would (the console, the caller's
tenancy or principal, the list parameters, the record's id from the path, the application
it writes through, by the same names), so its calls, its OpenAPI schema and its declared
write are those of the written handler it stands for. A `Resource` names it after the
attribute holding it (`api.routes`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from inspect import Parameter, Signature
from typing import Any, Generic, TypeVar

from litestar import Response
from litestar.params import FromPath

from api.auth import Principal
from api.console import Console
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.listing import Export
from api.schema import paged
from api.tenancy import Tenancy
from api.writes import AccountsDep, DevicesDep, IssuesDep, OrganisationDep, WorkforceDep
from projections.lists import ListParams
from projections.queries.reach import Reach
from projections.store import ReadStore, Row

R = TypeVar("R")
T = TypeVar("T")
#: Who calls, as a call knows them: by their tenancy (the estate they see) or by their
#: principal (their own staff and stock).
W = TypeVar("W", Tenancy, Principal)
#: What of it a query is limited by (a reach, a staff scope, …).
S = TypeVar("S")
App = TypeVar("App")

#: The write dependencies (`api.writes`) by the names a handler declares them under.
_THROUGH: dict[str, object] = {
    "organisation": OrganisationDep,
    "accounts": AccountsDep,
    "devices": DevicesDep,
    "issues": IssuesDep,
    "workforce": WorkforceDep,
}


def made(
    answer: Callable[[dict[str, Any]], R], needs: Mapping[str, object], returns: object
) -> Callable[..., R]:
    """A handler method taking `needs` (names and annotations, in order, as a written one's
    parameters) and answering `answer` of them; `returns` is its return annotation. Litestar
    reads both from the signature, as it does a written handler's."""

    def handler(self: object, **given: Any) -> R:
        return answer(given)

    parameters = [Parameter("self", Parameter.POSITIONAL_OR_KEYWORD)]
    parameters += [Parameter(n, Parameter.KEYWORD_ONLY, annotation=a) for n, a in needs.items()]
    handler.__signature__ = Signature(parameters, return_annotation=returns)  # type: ignore[attr-defined]
    handler.__annotations__ = {**needs, "return": returns}
    return handler


@dataclass(frozen=True)
class Caller(Generic[W]):
    """The dependency a call knows its caller by."""

    name: str
    annotation: object


BY_TENANCY = Caller[Tenancy]("tenancy", TenancyDep)
BY_PRINCIPAL = Caller[Principal]("principal", PrincipalDep)


def reach(tenancy: Tenancy) -> Reach:
    return tenancy.reach


def as_given(params: ListParams) -> ListParams:
    return params


@dataclass(frozen=True)
class Listing(Generic[W, S]):
    """A resource's list query, scoped to the caller: a page of it for the list call, all of
    it for the export; `checked` refuses what the query cannot take (`refusing_nul`)."""

    caller: Caller[W]
    scope: Callable[[W], S]
    page: Callable[[ReadStore, ListParams, S], tuple[Sequence[Row], int]]
    rows: Callable[[ReadStore, ListParams, S], Iterable[Row]]
    checked: Callable[[ListParams], ListParams] = as_given

    def found(self, console: Console, caller: W, params: ListParams) -> tuple[Sequence[Row], int]:
        """The page of rows the list call shows, for a call that shows them its own way."""
        return self.page(console.store, self.checked(params), self.scope(caller))

    def pages(self, returns: object, out: Callable[[Row], Any]) -> Callable[..., Any]:
        """The list call: `returns` is its `Page[…]`, of the rows each shown by `out`."""
        return self.pages_for(returns, lambda row, caller: out(row))

    def pages_for(self, returns: object, out: Callable[[Row, W], Any]) -> Callable[..., Any]:
        """The list call, each row shown by `out` of it and the caller."""

        def answer(given: dict[str, Any]) -> Any:
            console, caller, params = self._given(given)
            found = self.found(console, caller, params)
            return paged(found, lambda row: out(row, caller), params)

        return made(answer, self._needs(), returns)

    def export(self, file: Export) -> Callable[..., Response[str]]:
        """The export call: every row the list would show, as `file` writes them."""

        def answer(given: dict[str, Any]) -> Response[str]:
            console, caller, params = self._given(given)
            return file(self.rows(console.store, self.checked(params), self.scope(caller)))

        return made(answer, self._needs(), Response[str])

    def _needs(self) -> dict[str, object]:
        caller = self.caller
        return {"console": ConsoleDep, caller.name: caller.annotation, "params": ParamsDep}

    def _given(self, given: dict[str, Any]) -> tuple[Console, W, ListParams]:
        return given["console"], given[self.caller.name], given["params"]


@dataclass(frozen=True)
class Record(Generic[W]):
    """A resource's record as its calls find it: by its id in the path (`name`), when the
    caller sees it (`visible`: 404 otherwise)."""

    name: str
    caller: Caller[W]
    visible: Callable[[Console, W, str], Row]

    def detail(self, returns: type[T], out: Callable[[Row], T]) -> Callable[..., T]:
        """The record's detail call: `out` of its row."""
        return made(lambda given: out(self._row(given)), self._needs(), returns)

    def removal(
        self, through: str, remove: Callable[[App, str, str], object]
    ) -> Callable[..., None]:
        """The record's removal: `remove` of it by the application it is written `through`
        (`organisation`, …), the caller its actor."""
        needs = {"console": ConsoleDep, through: _THROUGH[through], "principal": PrincipalDep}

        def answer(given: dict[str, Any]) -> None:
            self._row(given)
            remove(given[through], given[self.name], given["principal"].account_id)

        return made(answer, needs | self._needs(), None)

    def _needs(self) -> dict[str, object]:
        caller = self.caller
        return {"console": ConsoleDep, caller.name: caller.annotation, self.name: FromPath[str]}

    def _row(self, given: dict[str, Any]) -> Row:
        return self.visible(given["console"], given[self.caller.name], given[self.name])
