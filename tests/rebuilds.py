"""The rebuild property's common half: what a script of steps did, then the read tables a
rebuild gives beside those the followers wrote."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TypeVar

from hypothesis import HealthCheck, event, note, settings

from hygiene.bootstrap import Console

T = TypeVar("T")


def slow_examples(count: int) -> settings:
    """A property's settings where an example takes a console seconds: a few of them, no
    deadline, and function-scoped fixtures (a console) shared by the examples on purpose."""
    return settings(
        max_examples=count,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture],
    )


def note_outcomes(outcomes: Counter[str], founding: int, noun: str) -> None:
    """Notes what a script did; its founding steps were all done."""
    note(f"{noun}s: {dict(outcomes)}")
    # Shown by --hypothesis-show-statistics: how often refusals were exercised.
    event(f"some {noun}s refused" if outcomes["refused"] else f"no {noun} refused")
    assert outcomes["done"] >= founding


def followed_and_rebuilt(
    console: Console, snapshot: Callable[[Console], T], names: Sequence[str] = ()
) -> tuple[T, T]:
    """The tables as the followers left them once settled, then as a rebuild of the named
    projections (all when none named) gives them."""
    assert console.settle(timeout=10)
    followed = snapshot(console)
    console.followers.stop()
    console.rebuild(names)
    rebuilt = snapshot(console)
    console.followers.start()
    return followed, rebuilt
