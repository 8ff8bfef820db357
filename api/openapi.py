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
from dataclasses import dataclass, replace
from typing import Any

import msgspec
from litestar import Litestar, Response
from litestar._openapi.schema_generation.plugins.struct import StructSchemaPlugin
from litestar.enums import ParamType
from litestar.handlers import HTTPRouteHandler
from litestar.openapi import OpenAPIConfig
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.openapi.spec import (
    Components,
    OpenAPIFormat,
    OpenAPIHeader,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Parameter,
    Reference,
    Schema,
    SecurityScheme,
)
from litestar.routes import HTTPRoute
from litestar.typing import FieldDefinition

from api.errors import ErrorBody
from api.input import LARGEST
from api.list_fields import MARK, ListFields
from api.periods import zone_names

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
# Calls whose body names a record by another key: a check-in by the code on the door.
NAMES_BY_CODE = frozenset({"checkIn"})

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
# A record's id in a path (`building_id`, …); an issue type's `type_id` is its name.
_PATH_ID = re.compile(r"(?<!^type)_id$")
# Query parameters whose values are a closed set too long to repeat in every operation
# that takes them: each operation names the one shared schema.
_SHARED = {
    "timeZone": (
        "TimeZone",
        Schema(
            type=OpenAPIType.STRING,
            enum=sorted(zone_names()),
            description="An IANA time zone name, as the server's zone database has it",
        ),
    ),
}


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
        components=_KeepsShared(
            security_schemes=SECURITY_SCHEMES,  # type: ignore[arg-type]
            schemas={name: schema for name, schema in _SHARED.values()},
        ),
    )


@dataclass
class _KeepsShared(Components):
    """Components whose shared schemas stay when Litestar sets the schemas it generated
    (it replaces them, and every `$ref` to a shared one would name nothing)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "schemas" and getattr(self, "schemas", None):
            value = {**value, **self.schemas}
        super().__setattr__(name, value)


class ClosedBodies(StructSchemaPlugin):
    """A body that refuses unknown fields (`api.schema.Body`, msgspec's
    `forbid_unknown_fields`) says so in its schema: `additionalProperties: false`."""

    def is_plugin_supported_field(self, field_definition: FieldDefinition) -> bool:
        return super().is_plugin_supported_field(field_definition) and bool(
            getattr(field_definition.type_, "__struct_config__", None)
            and field_definition.type_.__struct_config__.forbid_unknown_fields
        )

    def to_openapi_schema(self, field_definition: FieldDefinition, schema_creator: Any) -> Schema:
        schema = super().to_openapi_schema(field_definition, schema_creator)
        schema.additional_properties = False
        body = field_definition.type_
        wanted = getattr(body, "checked_required", ())
        checked = {f.encode_name for f in msgspec.structs.fields(body) if f.name in wanted}
        if checked and schema.properties is not None:
            schema.required = sorted({*(schema.required or ()), *checked})
            for name in checked:
                schema.properties[name] = _given(schema.properties[name]) or schema.properties[name]
        for value in (schema.properties or {}).values():
            _within_a_column(value)
        return schema


def _within_a_column(schema: Schema | Reference) -> None:
    """An integer of a body without bounds of its own keeps those of any column: the edge
    refuses one beyond a BIGINT in every body (`api.input`)."""
    if not isinstance(schema, Schema):
        return
    if schema.type == OpenAPIType.INTEGER:
        schema.minimum = -LARGEST - 1 if schema.minimum is None else schema.minimum
        schema.maximum = LARGEST if schema.maximum is None else schema.maximum
    for part in [*(schema.one_of or ()), *(schema.any_of or ())]:
        _within_a_column(part)
    if isinstance(schema.items, Schema):
        _within_a_column(schema.items)


@dataclass
class _Documented(Operation):
    """An operation whose 429 says when to try again, whose parameters of a long closed
    set name its shared schema, and whose path ids are UUIDs."""

    def __post_init__(self) -> None:
        self.parameters = [_shared_or_id(p) for p in self.parameters or ()] or None
        throttled = (self.responses or {}).get("429")
        if isinstance(throttled, OpenAPIResponse):
            throttled.headers = {
                "Retry-After": OpenAPIHeader(
                    schema=Schema(type=OpenAPIType.STRING, pattern="^[0-9]+$"),
                    description="Seconds to wait before trying again",
                    required=True,
                )
            }


IDEMPOTENCY_KEY = Parameter(
    name="Idempotency-Key",
    param_in=ParamType.HEADER,
    required=False,
    schema=Schema(type=OpenAPIType.STRING, min_length=1, max_length=64, pattern="^[!-~]{1,64}$"),
    description=(
        "Sent again with the same body within a day, the first answer is answered again"
        " and nothing is written; with another body, 422; while the first still runs, 409"
    ),
)


def _keyed(operation: type[Operation]) -> type[Operation]:
    """A signed-in write: it takes an `Idempotency-Key` (api/idempotency)."""

    base: Any = operation

    @dataclass
    class _Keyed(base):  # type: ignore[misc]
        def __post_init__(self) -> None:
            super().__post_init__()
            given: list[Parameter | Reference] = list(getattr(self, "parameters", None) or ())
            self.parameters = [*given, IDEMPOTENCY_KEY]

    keyed: type[Operation] = _Keyed
    return keyed


#: The mark of a call that refuses a request without these query parameters: it checks
#: them itself (its own message names them), so Litestar takes them as optional, and only
#: the schema says they are required.
REQUIRED = "required_query"


def required_query(*names: str) -> dict[str, object]:
    return {REQUIRED: names}


def _shared_or_id(parameter: Parameter | Reference) -> Parameter | Reference:
    if not isinstance(parameter, Parameter):
        return parameter
    if parameter.name in _SHARED:
        return replace(
            parameter, schema=Reference(f"#/components/schemas/{_SHARED[parameter.name][0]}")
        )
    if parameter.param_in == "path" and _PATH_ID.search(parameter.name):
        # A path naming no record of this form answers 404 (`api.input.is_id`).
        return replace(parameter, schema=Schema(type=OpenAPIType.STRING, format=OpenAPIFormat.UUID))
    return parameter


def _operation_of(opt: dict[str, Any]) -> type[Operation]:
    """The operation of a call marked as a list (its `sort` an enum of its fields, its
    `filter` a pattern of its levels: `api.list_fields`), or with required parameters."""
    marked = opt.get(MARK)
    fields = marked if isinstance(marked, ListFields) else None
    required = tuple(opt.get(REQUIRED, ()))
    if fields is None and not required:
        return _Documented

    @dataclass
    class _Marked(_Documented):
        def __post_init__(self) -> None:
            super().__post_init__()
            self.parameters = [_marked(p, fields, required) for p in self.parameters or ()]

    return _Marked


def _nothing(schema: Schema | Reference) -> bool:
    """Whether a schema stands for a parameter not given: null, or empty."""
    return isinstance(schema, Schema) and (
        schema.type == OpenAPIType.NULL or schema.max_length == 0
    )


def _given(schema: Schema | Reference | None) -> Schema | Reference | None:
    """The schema of a required parameter: never null, and a list of at least one."""
    if not isinstance(schema, Schema) or not schema.one_of:
        return schema
    kept = [s for s in schema.one_of if not _nothing(s)]
    if len(kept) != 1 or not isinstance(kept[0], Schema):
        return replace(schema, one_of=kept)
    given = replace(schema, one_of=None, type=kept[0].type, items=kept[0].items)
    if given.type == OpenAPIType.ARRAY:
        given.min_items = max(1, given.min_items or 0)
    return given


def _marked(
    parameter: Parameter | Reference, fields: ListFields | None, required: tuple[str, ...]
) -> Parameter | Reference:
    if not isinstance(parameter, Parameter) or parameter.param_in != "query":
        return parameter
    if parameter.name in required:
        return replace(parameter, required=True, schema=_given(parameter.schema))
    if fields is not None and parameter.name == "sort":
        return replace(parameter, schema=fields.sort_schema())
    if fields is not None and parameter.name == "filter":
        return replace(parameter, schema=fields.filter_schema())
    return parameter


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
    if (
        has_path_ids
        or operation_id in NAMES_BY_CODE
        or any(_NAMES_RECORDS.search(name) for name in input_names(handler))
    ):
        codes.add(404)
    if writes:
        codes.add(413)
        if operation_id not in NEVER_CONFLICT:
            codes.add(409)
    if writes and not public:
        codes.add(422)  # an Idempotency-Key sent again with another body
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
            handler.operation_class = _operation_of(handler.opt)
            if handler.http_methods & _WRITES and not handler.opt.get("public"):
                handler.operation_class = _keyed(handler.operation_class)
            if _answers_text(handler):
                # The API's only text answers are its CSV exports (api/listing.py); the
                # Response carries its own media type, so this changes only the schema.
                handler.media_type = CSV
            if not handler.opt.get("public"):
                handler.security = _SIGNED_IN
    return app
