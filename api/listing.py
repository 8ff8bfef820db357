"""List query parameters and CSV exports, as every list endpoint takes and answers them."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime, tzinfo
from typing import Annotated, Any

from litestar import Response
from litestar.openapi.spec import OpenAPIType, Schema
from litestar.params import FromQuery, QueryParameter

from api.periods import (
    VIEWER_ZONE,
    FromDayQuery,
    OffsetQuery,
    TimeZoneQuery,
    ToDayQuery,
    calendar_day,
    check_zone,
)
from domain.errors import ValidationFailed, Violation, Violations
from projections.lists import MAX_PAGE, MAX_PAGE_SIZE, ListParams
from projections.store import Row

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


_UTC_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|\+00:00)$")


#: A list's `page` (from 1) and `pageSize`, bounded as `ListParams` checks them.
PageQuery = Annotated[int, QueryParameter(name="page", ge=1, le=MAX_PAGE)]
PageSizeQuery = Annotated[int, QueryParameter(name="pageSize", ge=1, le=MAX_PAGE_SIZE)]
#: `filter`, repeatable: `level:"id"` (quotes optional), as `ListParams` reads it.
FilterQuery = Annotated[
    list[str] | None,
    QueryParameter(
        name="filter",
        description='`level:"id"`; values of one level widen the choice, levels narrow it',
        schema_extra={
            "one_of": [
                Schema(
                    type=OpenAPIType.ARRAY,
                    items=Schema(
                        type=OpenAPIType.STRING,
                        pattern=r'^\s*[A-Za-z][A-Za-z0-9_-]*\s*:\s*"?[^"]+"?\s*$',
                    ),
                ),
                Schema(type=OpenAPIType.NULL),
            ]
        },
    ),
]


def list_params(
    page: PageQuery = 1,
    page_size: PageSizeQuery = 20,
    sort: FromQuery[str | None] = None,
    search: FromQuery[str | None] = None,
    filter: FilterQuery = None,
    date_from: FromDayQuery = None,
    date_to: ToDayQuery = None,
    utc_offset_minutes: OffsetQuery = 0,
    time_zone: TimeZoneQuery = None,
) -> ListParams:
    # Checked here (a 400 when out of range or unknown); `api.middleware` sets VIEWER_ZONE.
    check_zone(utc_offset_minutes, time_zone)
    # A list's `from`/`to` may carry a time; its day must be in the calendar all the same.
    violations = Violations()
    calendar_day(violations, "from", date_from)
    calendar_day(violations, "to", date_to)
    violations.raise_if_any()
    return ListParams.parse(page, page_size, sort, search, filter or (), date_from, date_to)


def refusing_nul(params: ListParams) -> ListParams:
    """Refuses NUL characters, which no stored text holds and PostgreSQL cannot compare."""
    texts = [params.search or "", *(value for _, value in params.filters)]
    if any("\x00" in text for text in texts):
        raise ValidationFailed([Violation("filter", "Invalid format")])
    return params


def safe_cell(value: Any, zone: tzinfo | None = None) -> Any:
    """A cell as a spreadsheet should take it: numbers as numbers, a stored UTC time in the
    caller's zone, and text that a spreadsheet would run as a formula escaped."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        return value
    text = "" if value is None else str(value)
    if _UTC_TIME.match(text):
        return _local_time(text, zone)
    return "'" + text if text.startswith(_FORMULA_START) else text


def _local_time(text: str, zone: tzinfo | None) -> str:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    local = moment.astimezone(zone or UTC).isoformat(timespec="seconds")
    return local.replace("+00:00", "Z")


def csv_response(
    filename: str, header: Sequence[str], rows: Iterable[Sequence[Any]]
) -> Response[str]:
    zone = VIEWER_ZONE.get()
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    for row in rows:
        writer.writerow([safe_cell(cell, zone) for cell in row])
    return Response(
        buffer.getvalue(),
        media_type="text/csv",  # Litestar adds the charset (utf-8) itself
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )


#: An export's column: a read-table field, headed by its camelCase name; or a header and
#: the field (or how the cell is worked out from the row) under it.
Column = str | tuple[str, str | Callable[[Row], Any]]


def _camel(name: str) -> str:
    first, *rest = name.split("_")
    return first + "".join(part.capitalize() for part in rest)


def _cell_of(source: str | Callable[[Row], Any]) -> Callable[[Row], Any]:
    if isinstance(source, str):
        return lambda row: row[source]
    return source


def csv_table(filename: str, columns: Sequence[Column], rows: Iterable[Row]) -> Response[str]:
    """An export of read-table rows, a column each as `columns` names them."""
    named = [(_camel(c), c) if isinstance(c, str) else c for c in columns]
    cells = [_cell_of(source) for _, source in named]
    header = [title for title, _ in named]
    return csv_response(filename, header, ([cell(row) for cell in cells] for row in rows))


#: An export: the file of the rows a list query found.
Export = Callable[[Iterable[Row]], Response[str]]


def table(filename: str, columns: Sequence[Column]) -> Export:
    """The export `csv_table` writes of the rows."""
    return lambda rows: csv_table(filename, columns, rows)


def written(filename: str, header: Sequence[str], row: Callable[[Row], Sequence[Any]]) -> Export:
    """The export of the rows, each written as `row` makes it."""
    return lambda rows: csv_response(filename, header, (row(r) for r in rows))
