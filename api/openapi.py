"""What the OpenAPI schema (`/api/schema`) says each operation answers, set in one place for
every route handler of the app, whoever wrote its controller.

Litestar documents errors as `{"detail", "status_code"}` and only the 400 of its own
validation; the API answers `{"message", "code", "params", "violations"}` (api/errors.py)
and more statuses than that. The rules below follow what the edge does to every request:

- 400 for every operation: the edge refuses a NUL in any query, and bodies and parameters
  that break a rule;
- 401 and 403 for every operation that needs a token (the guard, a handler's own check of
  the role, a cookie-carried write from another site); 401 also for the public calls that
  check a credential of their own;
- 404 where a path names a record, and where a query or body names one the caller may
  not see;
- 409 and 413 for writes: every write can lose a race (or find its record in a state that
  refuses it), and every body is capped;
- 429 where callers are throttled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import msgspec
from litestar import Litestar, Response
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import OpenAPIConfig
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.openapi.spec import (
    Components,
    OpenAPIHeader,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Schema,
    SecurityScheme,
)
from litestar.routes import HTTPRoute

from api.errors import ErrorBody

CSV = "text/csv"
_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})

DESCRIPTIONS: dict[int, str] = {
    400: "The input breaks a rule: `violations` names each field and what is wrong with it",
    401: "No valid token (or credential), or its session has ended",
    403: "The caller's role may not do this here, or a cookie-carried write came from another site",
    404: "Unknown, deleted, or outside the caller's tenancy; `params.what` says what",
    409: "The record changed meanwhile, or its state refuses this; reload and try again",
    413: "The request body is larger than the API takes",
    429: "Too many tries: wait the seconds `Retry-After` says",
}

# Public calls that still check a credential of their own (a password, a refresh token, a
# gateway's ingest key) answer 401 when it is wrong.
CHECKS_CREDENTIALS = frozenset({"logIn", "refresh", "signOut", "ingestReadings"})
# Calls throttled per address (and account): sign-in, and the public visitor page.
THROTTLED = frozenset({"logIn", "giveVisitFeedback"})
# Writes that create something new from nothing shared, so no race or state refuses them.
NEVER_CONFLICT = frozenset({"logIn", "ingestReadings", "giveVisitFeedback"})
# A query parameter or body field that names records (`id`, `ids`, `buildingId`,
# `facility_ids`): the call answers 404 when one is unknown or beyond the caller's reach.
_NAMES_RECORDS = re.compile(r"(^|_)ids?$|[a-z]Ids?$")

SECURITY_SCHEMES = {
    "bearer": SecurityScheme(
        type="http",
        scheme="bearer",
        bearer_format="JWT",
        description="The access token answered by `POST /api/authn/log-in`",
    ),
    "cookie": SecurityScheme(
        type="apiKey",
        name="authorizationToken",
        security_scheme_in="cookie",
        description="The access token as a cookie; writes must come from this site",
    ),
}
_SIGNED_IN: list[dict[str, list[str]]] = [{"bearer": []}, {"cookie": []}]


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="Hygiene console API",
        version="1",
        path="/api/schema",
        # Served by the console itself (the web build copies them to api-docs/): no CDN,
        # so a console on a closed network shows its schema, and the CSP stays 'self'.
        render_plugins=[
            SwaggerRenderPlugin(
                js_url="/api-docs/swagger-ui-bundle.js",
                css_url="/api-docs/swagger-ui.css",
                standalone_preset_js_url="/api-docs/swagger-ui-standalone-preset.js",
            )
        ],
        components=Components(security_schemes=SECURITY_SCHEMES),  # type: ignore[arg-type]
    )


@dataclass
class _Documented(Operation):
    """An operation whose 429 says when to try again."""

    def __post_init__(self) -> None:
        throttled = (self.responses or {}).get("429")
        if isinstance(throttled, OpenAPIResponse):
            throttled.headers = {
                "Retry-After": OpenAPIHeader(
                    schema=Schema(type=OpenAPIType.STRING, pattern="^[0-9]+$"),
                    description="Seconds to wait before trying again",
                    required=True,
                )
            }


def statuses(handler: HTTPRouteHandler, has_path_ids: bool) -> set[int]:
    """The error statuses one operation can answer."""
    operation_id = handler.operation_id if isinstance(handler.operation_id, str) else ""
    public = bool(handler.opt.get("public"))
    writes = bool(handler.http_methods & _WRITES)
    codes = {400}
    if not public or operation_id in CHECKS_CREDENTIALS:
        codes.add(401)
    if not public:
        codes.add(403)
    if has_path_ids or any(_NAMES_RECORDS.search(name) for name in input_names(handler)):
        codes.add(404)
    if writes:
        codes.add(413)
        if operation_id not in NEVER_CONFLICT:
            codes.add(409)
    if operation_id in THROTTLED:
        codes.add(429)
    codes.update(exc.status_code for exc in handler.raises or ())
    return codes


def input_names(handler: HTTPRouteHandler) -> set[str]:
    """The names of the query parameters and body fields a handler and its dependencies
    take, as a client sends them."""
    fields = list(handler.parsed_fn_signature.parameters.values())
    for provider in handler.resolve_dependencies().values():
        fields.extend(provider.parsed_fn_signature.parameters.values())
    names: set[str] = set()
    for field in fields:
        if field.name == "data":
            body = field.annotation
            if isinstance(body, type) and issubclass(body, msgspec.Struct):
                names.update(f.encode_name for f in msgspec.structs.fields(body))
            continue
        declared = field.kwarg_definition
        names.add(getattr(declared, "query", None) or getattr(declared, "name", None) or field.name)
    return names


def _answers_text(handler: HTTPRouteHandler) -> bool:
    answer = handler.parsed_fn_signature.return_type
    return answer.is_subclass_of(Response) and [t.annotation for t in answer.inner_types] == [str]


def _error_spec(status: int) -> ResponseSpec:
    return ResponseSpec(
        data_container=ErrorBody,
        description=DESCRIPTIONS.get(status, "An error"),
        generate_examples=False,
    )


def document(app: Litestar) -> Litestar:
    """Documents every operation of the app's routes: its errors with the API's own body
    (replacing Litestar's `{"detail", "status_code"}`), and the token it needs."""
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            if not handler.resolve_include_in_schema():
                continue
            errors = {
                status: _error_spec(status)
                for status in sorted(statuses(handler, bool(route.path_parameters)))
            }
            # What a handler declares itself wins; applying this twice changes nothing.
            handler.responses = {**errors, **dict(handler.responses or {})}
            handler.operation_class = _Documented
            if _answers_text(handler):
                # The API's only text answers are its CSV exports (api/listing.py); the
                # Response carries its own media type, so this changes only the schema.
                handler.media_type = CSV
            if not handler.opt.get("public"):
                handler.security = _SIGNED_IN
    return app
