"""The rebuild property's common half: what a script of steps did, then the read tables a
rebuild gives beside those the followers wrote."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, event, note, settings

from domain.errors import DomainError
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


def outcomes_of(
    script: Iterable[tuple[Any, ...]], apply: Callable[[tuple[Any, ...]], bool]
) -> Counter[str]:
    """Applies the steps: how many were done, how many refused (duplicates, bad input,
    conflicts: they change nothing), and how many idle (`apply` answered False: the step
    named nothing there was yet)."""
    outcomes: Counter[str] = Counter()
    for step in script:
        try:
            done = apply(step)
        except DomainError:
            outcomes["refused"] += 1
        else:
            outcomes["done" if done else "idle"] += 1
    return outcomes


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


def assert_rebuilt_as_followed(
    console: Console, snapshot: Callable[[Console], T], names: Sequence[str] = ()
) -> T:
    """A rebuild of the named projections gives the tables the followers wrote; answers
    those tables."""
    followed, rebuilt = followed_and_rebuilt(console, snapshot, names)
    assert rebuilt == followed
    return followed
