"""Hypothesis strategies the property tests share."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def json_values(
    *,
    text: int | None = 20,
    keys: int | None = 12,
    items: int = 3,
    members: int = 3,
    leaves: int = 8,
    infinite: bool = False,
) -> st.SearchStrategy[Any]:
    """Any JSON value: scalars (strings of at most `text` characters, floats but NaN, and
    infinities if `infinite`), nested in lists of at most `items` and objects of at most
    `members` (keys of at most `keys` characters), `leaves` scalars at the most."""
    scalars = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=infinite)
        | st.text(max_size=text)
    )
    return st.recursive(
        scalars,
        lambda children: (
            st.lists(children, max_size=items)
            | st.dictionaries(st.text(max_size=keys), children, max_size=members)
        ),
        max_leaves=leaves,
    )
