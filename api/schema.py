"""Shared API types: camelCase bodies that reject unknown fields, and the list page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import msgspec

from projections.lists import ListParams

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")
R = TypeVar("R")
Command = TypeVar("Command", bound="DataclassInstance")


class Body(msgspec.Struct, rename="camel", forbid_unknown_fields=True, kw_only=True):
    """A request body: unknown fields are an error, not silently dropped.

    `checked_required` names fields the body may leave out as far as decoding goes, though
    the call refuses it without them: its own check names each missing one, all at once,
    and the OpenAPI schema states them required (and not null)."""

    checked_required: ClassVar[tuple[str, ...]] = ()

    def command(self, cls: type[Command], **given: Any) -> Command:
        """The domain command `cls` from the body's fields of the same names, and the given
        ones (what the path and the caller decide); the command checks them."""
        named = {f.name for f in fields(cls) if f.init} - given.keys()
        taken = {name: getattr(self, name) for name in named & set(self.__struct_fields__)}
        return cls(**taken, **given)


class Out(msgspec.Struct, rename="camel", kw_only=True):
    """A response body."""


class Page(Out, Generic[T]):
    items: list[T]
    total: int
    page: int
    page_size: int


def page_of(items: list[T], total: int, page: int, page_size: int) -> Page[T]:
    return Page(items=items, total=total, page=page, page_size=page_size)


def paged(found: tuple[Sequence[R], int], out: Callable[[R], T], params: ListParams) -> Page[T]:
    """The page `params` asked for, of the rows a list query `found` (and how many in all),
    each shown by `out`."""
    rows, total = found
    return page_of([out(row) for row in rows], total, params.page, params.page_size)


def ids_of(row: dict[str, Any], *names: str) -> dict[str, Any]:
    """The ids of the records a row refers to (`building_id`, …) under the bare names an
    answer gives them (`building`, …)."""
    return {name: row[f"{name}_id"] for name in names}


def to_out(cls: type[T], row: dict[str, Any], **extra: Any) -> T:
    """Builds a response struct from a snake_case read-table row."""
    fields = {name for name in getattr(cls, "__struct_fields__", ())}
    values = {key: value for key, value in row.items() if key in fields}
    values.update(extra)
    return cls(**values)
