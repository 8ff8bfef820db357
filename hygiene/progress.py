"""Progress bars for long jobs on the command line: done, rate and time left."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

from rich.console import Console as Terminal
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text


class Advance(Protocol):
    def __call__(self, key: str, done: int, total: int) -> None: ...


class _Rate(ProgressColumn):
    def __init__(self, unit: str) -> None:
        super().__init__()
        self.unit = unit

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("" if speed is None else f"{speed:,.0f} {self.unit}/s", style="cyan")


@contextmanager
def progress_bar(unit: str) -> Iterator[Advance]:
    """Yields `advance(key, done, total)`: one bar per key, drawn on standard error.

    On a terminal the bars redraw in place; in a log (CI, a service) rich prints them once
    at the end rather than a line per update.
    """
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        _Rate(unit),
        TimeRemainingColumn(),
    )
    bars: dict[str, TaskID] = {}
    with Progress(*columns, console=Terminal(file=sys.stderr), transient=False) as progress:

        def advance(key: str, done: int, total: int) -> None:
            if key not in bars:
                bars[key] = progress.add_task(key, total=total, completed=0)
            progress.update(bars[key], completed=done, total=max(total, done))

        yield advance
