"""Paged, sorted, searched and filtered lists over read tables (docs/api.md, Reading lists)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from domain.errors import ValidationFailed, Violation
from projections.clause import Clause
from projections.store import ReadStore, Row

MAX_PAGE_SIZE = 500
# Far beyond any list (a million pages of 500), and an OFFSET every database can take.
MAX_PAGE = 1_000_000
EXPORT_LIMIT = 100_000
_FILTER = re.compile(r'^\s*([A-Za-z][A-Za-z0-9_-]*)\s*:\s*"?([^"]*)"?\s*$')


@dataclass(frozen=True)
class ListParams:
    page: int = 1
    page_size: int = 20
    sort: str | None = None
    search: str | None = None
    filters: tuple[tuple[str, str], ...] = ()
    date_from: str | None = None
    date_to: str | None = None

    @classmethod
    def parse(
        cls,
        page: int = 1,
        page_size: int = 20,
        sort: str | None = None,
        search: str | None = None,
        filters: Sequence[str] = (),
        date_from: str | None = None,
        date_to: str | None = None,
    ) -> ListParams:
        violations = []
        if not 1 <= page <= MAX_PAGE:
            violations.append(_between("page", 1, MAX_PAGE))
        if not 1 <= page_size <= MAX_PAGE_SIZE:
            violations.append(_between("pageSize", 1, MAX_PAGE_SIZE))
        parsed = []
        for entry in filters:
            match = _FILTER.match(entry)
            if not match or not match.group(2):
                violations.append(Violation("filter", f'Expected level:"id", got {entry[:60]!r}'))
            else:
                parsed.append((match.group(1), match.group(2)))
        for name, value in (("from", date_from), ("to", date_to)):
            if value and not re.match(
                r"^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$", value
            ):
                violations.append(Violation(name, "Incorrect date"))
        if date_from and date_to and not violations and date_to[:10] < date_from[:10]:
            violations.append(Violation("to", "The end comes before the start", "end-before-start"))
        if violations:
            raise ValidationFailed(violations)
        return cls(
            page,
            page_size,
            sort or None,
            (search or "").strip() or None,
            tuple(parsed),
            date_from or None,
            date_to or None,
        )


def _between(field: str, low: int, high: int) -> Violation:
    return Violation(
        field, f"Must be between {low} and {high}", "out-of-range", {"min": low, "max": high}
    )


@dataclass
class ListQuery:
    """Describes one list: its FROM clause and which API names map to which columns."""

    select: str
    from_: str
    sortable: dict[str, str]
    default_sort: str
    searchable: tuple[str, ...] = ()
    filterable: dict[str, str] = field(default_factory=dict)
    date_column: str | None = None
    key: str = "id"
    #: Every LEFT JOIN of `from_` finds at most one row: a count or a page's keys need only
    #: the joins their clauses name.
    to_one_joins: bool = False
    #: The list's filters of its own (values checked, subqueries): taken out of a page's or
    #: an export's params as clauses, before the `filterable` ones are read.
    special: Callable[[ListParams], tuple[ListParams, list[Clause]]] | None = None

    def _narrowed(
        self, params: ListParams, extra: Sequence[Clause]
    ) -> tuple[ListParams, list[Clause]]:
        if self.special is None:
            return params, list(extra)
        rest, clauses = self.special(params)
        return rest, [*extra, *clauses]

    def _from_for(self, *clauses: str) -> str:
        """`from_`, less the LEFT JOINs that none of `clauses` (nor a kept join) names."""
        if not self.to_one_joins:
            return self.from_
        base, *joins = self.from_.split(" LEFT JOIN ")
        text = " ".join(clauses)
        kept: list[str] = []
        for join in reversed(joins):  # a later join may name an earlier one's alias
            alias = join.split(" ON ")[0].split()[-1]
            if re.search(rf"\b{re.escape(alias)}\.", text):
                kept.insert(0, join)
                text += " " + join
        return " LEFT JOIN ".join([base, *kept])

    def _where(
        self, store: ReadStore, params: ListParams, extra: Sequence[Clause]
    ) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        args: list[Any] = []
        for clause, clause_args in extra:
            clauses.append(clause)
            args.extend(clause_args)
        if params.search and self.searchable:
            pattern = "%" + re.sub(r"([%_\\])", r"\\\1", params.search) + "%"
            clauses.append(
                "(" + " OR ".join(f"{c} {store.ilike} ? ESCAPE '\\'" for c in self.searchable) + ")"
            )
            args.extend([pattern] * len(self.searchable))
        by_level: dict[str, list[str]] = {}
        for level, value in params.filters:
            if level not in self.filterable:
                raise ValidationFailed([Violation("filter", f"Cannot filter this list by {level}")])
            by_level.setdefault(level, []).append(value)
        for level, values in by_level.items():
            # Entries of one level widen the choice; different levels narrow it.
            clauses.append(f"{self.filterable[level]} IN ({', '.join('?' for _ in values)})")
            args.extend(values)
        if self.date_column and params.date_from:
            clauses.append(f"{self.date_column} >= ?")
            args.append(params.date_from)
        if self.date_column and params.date_to:
            clauses.append(f"{self.date_column} <= ?")
            args.append(params.date_to + ("T23:59:59.999999Z" if len(params.date_to) == 10 else ""))
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", args

    def _order(self, sort: str | None) -> str:
        key = sort or self.default_sort
        descending = key.startswith("-")
        name = key.lstrip("-")
        if name not in self.sortable:
            raise ValidationFailed(
                [Violation("sort", f"Cannot sort by {name}; one of {', '.join(self.sortable)}")]
            )
        direction = "DESC" if descending else "ASC"
        return f" ORDER BY {self.sortable[name]} {direction}, {self.key} {direction}"

    def page(
        self,
        store: ReadStore,
        params: ListParams,
        extra: Sequence[Clause] = (),
    ) -> tuple[list[Row], int]:
        params, clauses = self._narrowed(params, extra)
        where, args = self._where(store, params, clauses)
        order = self._order(params.sort)
        counted = self._from_for(where)
        total = int(store.scalar(f"SELECT COUNT(*) AS n FROM {counted}{where}", args) or 0)
        # The page's keys first, from the joins the clauses need, then the page's rows: the
        # select's per-row lookups run for the page, not for every row the sort passes.
        keys = (
            f"SELECT {self.key} FROM {self._from_for(where, order)}{where}{order} LIMIT ? OFFSET ?"
        )
        rows = store.query(
            f"SELECT {self.select} FROM {self.from_} WHERE {self.key} IN ({keys}){order}",
            [*args, params.page_size, (params.page - 1) * params.page_size],
        )
        return rows, total

    def first(self, store: ReadStore, clauses: Sequence[Clause]) -> Row | None:
        """The row meeting every clause (a lookup by id within a tenancy), or None."""
        where, args = self._where(store, ListParams(), clauses)
        return store.query_one(f"SELECT {self.select} FROM {self.from_}{where}", args)

    def all(
        self,
        store: ReadStore,
        params: ListParams,
        extra: Sequence[Clause] = (),
    ) -> list[Row]:
        params, clauses = self._narrowed(params, extra)
        where, args = self._where(store, params, clauses)
        return store.query(
            f"SELECT {self.select} FROM {self.from_}{where}{self._order(params.sort)} LIMIT ?",
            [*args, EXPORT_LIMIT],
        )


def in_clause(column: str, values: Iterable[str]) -> tuple[str, list[str]]:
    """`column IN (...)`; an empty set matches nothing."""
    items = sorted(values)
    if not items:
        return "1 = 0", []
    return f"{column} IN ({', '.join('?' for _ in items)})", items


def split_filters(params: ListParams, levels: set[str]) -> tuple[ListParams, dict[str, list[str]]]:
    """Takes the named levels out of the filters, for the lists to turn into clauses."""
    taken: dict[str, list[str]] = {}
    kept = []
    for level, value in params.filters:
        if level in levels:
            taken.setdefault(level, []).append(value)
        else:
            kept.append((level, value))
    return replace(params, filters=tuple(kept)), taken
