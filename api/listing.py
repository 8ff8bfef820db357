"""List query parameters and CSV exports, as every list endpoint takes and answers them."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta, timezone
from typing import Annotated, Any

from litestar import Response
from litestar.params import FromQuery, QueryParameter

from api.periods import VIEWER_OFFSET, OffsetQuery, check_offset
from domain.errors import ValidationFailed, Violation
from projections.lists import ListParams

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


_UTC_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|\+00:00)$")


def list_params(
    page: FromQuery[int] = 1,
    page_size: Annotated[int, QueryParameter(name="pageSize")] = 20,
    sort: FromQuery[str | None] = None,
    search: FromQuery[str | None] = None,
    filter: FromQuery[list[str] | None] = None,
    date_from: Annotated[str | None, QueryParameter(name="from")] = None,
    date_to: Annotated[str | None, QueryParameter(name="to")] = None,
    utc_offset_minutes: OffsetQuery = 0,
) -> ListParams:
    # Checked here (a 400 when out of range); `api.middleware` sets VIEWER_OFFSET from it.
    check_offset(utc_offset_minutes)
    return ListParams.parse(page, page_size, sort, search, filter or (), date_from, date_to)


def refusing_nul(params: ListParams) -> ListParams:
    """Refuses NUL characters, which no stored text holds and PostgreSQL cannot compare."""
    texts = [params.search or "", *(value for _, value in params.filters)]
    if any("\x00" in text for text in texts):
        raise ValidationFailed([Violation("filter", "Invalid format")])
    return params


def safe_cell(value: Any, offset_minutes: int | None = None) -> Any:
    """A cell as a spreadsheet should take it: numbers as numbers, a stored UTC time in the
    caller's offset, and text that a spreadsheet would run as a formula escaped."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int | float):
        return value
    text = "" if value is None else str(value)
    if _UTC_TIME.match(text):
        return _local_time(text, offset_minutes)
    return "'" + text if text.startswith(_FORMULA_START) else text


def _local_time(text: str, offset_minutes: int | None) -> str:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    zone = UTC if not offset_minutes else timezone(timedelta(minutes=offset_minutes))
    local = moment.astimezone(zone).isoformat(timespec="seconds")
    return local.replace("+00:00", "Z")


def csv_response(
    filename: str, header: Sequence[str], rows: Iterable[Sequence[Any]]
) -> Response[str]:
    offset = VIEWER_OFFSET.get()
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    for row in rows:
        writer.writerow([safe_cell(cell, offset) for cell in row])
    return Response(
        buffer.getvalue(),
        media_type="text/csv",  # Litestar adds the charset (utf-8) itself
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
