"""Ad hoc tasks for issues."""

from __future__ import annotations

from litestar import Controller


class TaskController(Controller):
    path = "/tasks"
    tags = ["tasks"]
