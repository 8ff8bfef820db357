"""How a controller and its calls are declared, said once.

A controller states its path and OpenAPI tags on its class line; a call its path, its
operation id and who may make it:

    class LeaveController(Resource, path="/leaves", tags=["leaves"]):
        @reads("/{leave_id:str}", "getLeave", detail_roles("leave"))
        def get_leave(self, ...) -> LeaveOut: ...

        delete_leave = removes("/{leave_id:str}", "deleteLeave", CLEANING)(removal(...))

Every call runs in a worker thread (the handlers read and write synchronously) and names
the roles its guard admits (`api.permissions`), or `PUBLIC`; marks such as `SETTLED` or
`DATED` (`api.caching`) join its `opt`. A PUT answers 204, a POST 201 and a DELETE 204
(Litestar's own) unless the call says otherwise (`status_code=…`, like any other option).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from litestar import Controller
from litestar.enums import HttpMethod
from litestar.handlers import HTTPRouteHandler
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.permissions import roles
from domain.roles import GuardRole

#: The roles a call admits, or `PUBLIC` (anyone, signed in or not).
Who = tuple[GuardRole, ...] | Mapping[str, object]


class Resource(Controller):
    """A controller declared on its class line. Its handlers' functions take the names of
    the attributes holding them, as written ones have: one made by `api.calls` is then
    named in logs, and ordered among the controller's calls (Litestar orders them, and the
    OpenAPI schema its paths, by their functions' names), as a written one would be."""

    def __init_subclass__(cls, *, path: str, tags: Sequence[str], **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.path = path
        cls.tags = list(tags)
        for name, handler in vars(cls).items():
            if isinstance(handler, HTTPRouteHandler):
                handler.fn.__module__ = cls.__module__
                handler.fn.__qualname__ = f"{cls.__qualname__}.{name}"
                handler.fn.__name__ = name


class Declares(Protocol):
    def __call__(
        self, path: str, operation_id: str, who: Who, *marks: Mapping[str, object], **options: Any
    ) -> HTTPRouteHandler: ...


def _opt(who: Who, marks: tuple[Mapping[str, object], ...]) -> dict[str, object]:
    opt = dict(who) if isinstance(who, Mapping) else roles(*who)
    for mark in marks:
        opt.update(mark)
    return opt


def _declaring(method: HttpMethod, **defaults: Any) -> Declares:
    def declare(
        path: str, operation_id: str, who: Who, *marks: Mapping[str, object], **options: Any
    ) -> HTTPRouteHandler:
        return HTTPRouteHandler(
            path,
            http_method=method,
            operation_id=operation_id,
            opt=_opt(who, marks),
            sync_to_thread=True,
            **{**defaults, **options},
        )

    return declare


reads = _declaring(HttpMethod.GET)
creates = _declaring(HttpMethod.POST)
updates = _declaring(HttpMethod.PUT, status_code=HTTP_204_NO_CONTENT)
removes = _declaring(HttpMethod.DELETE)
