"""List query parameters and CSV exports, as every list endpoint takes and answers them."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import Annotated, Any

from litestar import Response
from litestar.params import FromQuery, QueryParameter

from domain.errors import ValidationFailed, Violation
from projections.lists import ListParams

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def list_params(
    page: FromQuery[int] = 1,
    page_size: Annotated[int, QueryParameter(name="pageSize")] = 20,
    sort: FromQuery[str | None] = None,
    search: FromQuery[str | None] = None,
    filter: FromQuery[list[str] | None] = None,
    date_from: Annotated[str | None, QueryParameter(name="from")] = None,
    date_to: Annotated[str | None, QueryParameter(name="to")] = None,
) -> ListParams:
    return ListParams.parse(page, page_size, sort, search, filter or (), date_from, date_to)


def refusing_nul(params: ListParams) -> ListParams:
    """Refuses NUL characters, which no stored text holds and PostgreSQL cannot compare."""
    texts = [params.search or "", *(value for _, value in params.filters)]
    if any("\x00" in text for text in texts):
        raise ValidationFailed([Violation("filter", "Invalid format")])
    return params


def safe_cell(value: Any) -> str:
    """Escapes cells a spreadsheet would run as a formula."""
    text = "" if value is None else str(value)
    return "'" + text if text.startswith(_FORMULA_START) else text


def csv_response(
    filename: str, header: Sequence[str], rows: Iterable[Sequence[Any]]
) -> Response[str]:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    for row in rows:
        writer.writerow([safe_cell(cell) for cell in row])
    return Response(
        buffer.getvalue(),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
