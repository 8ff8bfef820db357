"""People using the console during the soak: a few clients per role, each signing in,
going through the screens its role has (dashboards, issue lists, device pages,
notifications), resolving issues, reporting them, giving and doing tasks, asking for and
deciding leaves, a second or so apart, and signing out after a while to sign in again.

Every answer is recorded with its status and time (`Answers`); every record a client
created is remembered, to be found in its list at the end.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import httpx

from bench.load import Server
from bench.soak_answers import Answer, Answers
from bench.year import PASSWORD, TRIVIAL

#: The demo accounts each role's clients take turns with (README: demo accounts).
ACCOUNTS = {
    "admin": ["admin@example.com"],
    "cc-manager": ["cc-manager@example.com", "cc-admin@example.com"],
    "supervisor": ["supervisor@example.com"],
    "cleaner": ["cleaner@example.com", "cleaner2@example.com", "cleaner3@example.com"],
}
#: The cleaning company's cleaners, to whom tasks are given.
CLEANERS = ACCOUNTS["cleaner"]
OPEN_ISSUES = "/api/issues?page=1&pageSize=20&filter=status:OPENED"
#: Leaves are asked for a day each, from this far ahead, so that none overlaps another.
LEAVES_FROM_DAYS = 400
MANUAL_TYPES = ["odour", "general-issue", "floor-wet"]
#: Signing in hashes the password (Argon2id, slow by design, and slower while several sign
#: in at once): its times are reported apart from the screens' calls.
SIGN_IN = "POST /api/authn/log-in"


@dataclass
class Directory:
    """What the clients share: the cleaners' account ids, and the next free leave day."""

    cleaner_ids: list[str]
    _next_leave: date = field(default_factory=lambda: date.today() + timedelta(LEAVES_FROM_DAYS))
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def leave_day(self) -> str:
        with self._lock:
            day, self._next_leave = self._next_leave, self._next_leave + timedelta(days=1)
        return day.isoformat()


def directory(server: Server) -> Directory:
    """The cleaners' ids, read as each of them (before the clock starts)."""
    ids = []
    for login in CLEANERS:
        status, body = server.get("/api/authn/me", server.sign_in(login, PASSWORD))
        if status != 200:
            raise RuntimeError(f"{login}: /api/authn/me answered {status}")
        ids.append(json.loads(body)["id"])
    return Directory(ids)


class Person:
    """One client of one demo account, on one keep-alive connection, as a browser is."""

    def __init__(
        self, role: str, login: str, url: str, answers: Answers, staff: Directory, seed: int
    ) -> None:
        self.role, self.login = role, login
        self.answers, self.staff = answers, staff
        self.rng = random.Random(seed)
        self.http = httpx.Client(base_url=url, timeout=30)
        self.tokens: dict[str, str] = {}

    def call(self, call: str, method: str, path: str, body: Any = None) -> Any:
        """One request, recorded; answers the JSON body of a 2xx answer, else None."""
        headers = {}
        if self.tokens:
            headers["Authorization"] = f"Bearer {self.tokens['accessToken']}"
        started = time.perf_counter()
        try:
            answer = self.http.request(method, path, json=body, headers=headers)
        except httpx.HTTPError as error:
            seconds = time.perf_counter() - started
            self.answers.add(Answer(time.monotonic(), call, 0, seconds), repr(error))
            return None
        seconds = time.perf_counter() - started
        self.answers.add(Answer(time.monotonic(), call, answer.status_code, seconds), answer.text)
        if answer.is_success and answer.content:
            return answer.json()
        return None

    def run(self, stop: threading.Event, think: tuple[float, float]) -> None:
        """Sessions until `stop`: sign in, a few dozen actions, sign out."""
        actions, weights = zip(*ROLE_ACTIONS[self.role], strict=True)
        try:
            while not stop.is_set():
                body = {"loginName": self.login, "password": PASSWORD}
                self.tokens = self.call(SIGN_IN, "POST", "/api/authn/log-in", body)
                if not self.tokens:
                    stop.wait(think[1])
                    continue
                for _ in range(self.rng.randint(20, 60)):
                    if stop.wait(self.rng.uniform(*think)):
                        break
                    self.rng.choices(actions, weights)[0](self)
                pair = {"refreshToken": self.tokens["refreshToken"]}
                self.call("DELETE /api/authn/sign-in", "DELETE", "/api/authn/sign-in", pair)
                self.tokens = {}
        finally:
            self.http.close()

    def pick(self, page: Any) -> dict[str, Any] | None:
        items = page.get("items") if isinstance(page, dict) else None
        return self.rng.choice(items) if items else None


# What people do, screen by screen ------------------------------------------------------


def dashboard(p: Person) -> None:
    """The dashboard page: its five panels."""
    p.call("GET /api/dashboard/overview", "GET", "/api/dashboard/overview")
    for panel, period in (("issues", 7), ("usage", 7), ("kpi", 30), ("feedback", 7)):
        p.call(f"GET /api/dashboard/{panel}", "GET", f"/api/dashboard/{panel}?days={period}")


def browse_issues(p: Person) -> None:
    """The open issues, then one of them with its tasks."""
    issue = p.pick(p.call("GET /api/issues", "GET", OPEN_ISSUES))
    if issue is not None:
        p.call("GET /api/issues/{id}", "GET", f"/api/issues/{issue['id']}")
        p.call("GET /api/issues/{id}/tasks", "GET", f"/api/issues/{issue['id']}/tasks")


def resolve_issue(p: Person) -> None:
    issue = p.pick(p.call("GET /api/issues", "GET", OPEN_ISSUES))
    if issue is not None:
        path = f"/api/issues/{issue['id']}/status"
        p.call("PUT /api/issues/{id}/status", "PUT", path, {"issuesStatus": "RESOLVED"})


def device_page(p: Person) -> None:
    """A page of the device list, then one device with its week's chart."""
    page = p.rng.randint(1, 8)
    devices = p.call("GET /api/devices", "GET", f"/api/devices?page={page}&pageSize=20")
    device = p.pick(devices)
    if device is not None:
        p.call("GET /api/devices/{id}", "GET", f"/api/devices/{device['id']}")
        p.call("GET /api/devices/{id}/series", "GET", f"/api/devices/{device['id']}/series")


def notifications(p: Person) -> None:
    """The bell: the latest notifications, the unread marked read."""
    page = p.call("GET /api/notifications", "GET", "/api/notifications?page=1&pageSize=20")
    unread = [n["id"] for n in (page or {}).get("items", []) if not n["read"]]
    if unread:
        p.call("PUT /api/notifications/read", "PUT", "/api/notifications/read", {"ids": unread})


def report_issue(p: Person) -> None:
    """What someone saw at one of their facilities, reported by hand."""
    facility = p.pick(p.call("GET /api/facilities", "GET", "/api/facilities?page=1&pageSize=50"))
    if facility is None:
        return
    body = {
        "facilityId": facility["id"],
        "issueType": p.rng.choice(MANUAL_TYPES),
        "description": "Seen on the round",
    }
    created = p.call("POST /api/issues", "POST", "/api/issues", body)
    if created is not None:
        p.answers.created_one("issues", created["id"])


def assign_task(p: Person) -> None:
    """An ad hoc task on an open issue, for one of the company's cleaners."""
    issue = p.pick(p.call("GET /api/issues", "GET", OPEN_ISSUES))
    if issue is None:
        return
    body = {
        "issueId": issue["id"],
        "title": "See to it",
        "type": "cleaning",
        "staffRole": "cleaner",
        "staffId": p.rng.choice(p.staff.cleaner_ids),
    }
    created = p.call("POST /api/tasks", "POST", "/api/tasks", body)
    if created is not None:
        p.answers.created_one("tasks", created["id"])


def work_tasks(p: Person) -> None:
    """A cleaner's own tasks: one started, or one in progress done."""
    tasks = p.call("GET /api/tasks", "GET", "/api/tasks?mine=true&page=1&pageSize=20")
    moves = {"OPEN": "IN_PROGRESS", "IN_PROGRESS": "DONE"}
    task = p.pick({"items": [t for t in (tasks or {}).get("items", []) if t["status"] in moves]})
    if task is not None:
        body = {"status": moves[task["status"]]}
        p.call("PUT /api/tasks/{id}/status", "PUT", f"/api/tasks/{task['id']}/status", body)


def request_leave(p: Person) -> None:
    day = p.staff.leave_day()
    body = {"type": "ANNUAL", "startDate": day, "endDate": day, "remarks": "A day off"}
    created = p.call("POST /api/leaves", "POST", "/api/leaves", body)
    if created is not None:
        p.answers.created_one("leaves", created["id"])


def decide_leaves(p: Person) -> None:
    path = "/api/leaves?page=1&pageSize=20&filter=status:PENDING"
    leave = p.pick(p.call("GET /api/leaves", "GET", path))
    if leave is not None:
        body = {"status": p.rng.choice(["APPROVED", "APPROVED", "REJECTED"])}
        p.call("PUT /api/leaves/{id}/status", "PUT", f"/api/leaves/{leave['id']}/status", body)


def who_am_i(p: Person) -> None:
    p.call("GET /api/authn/me", "GET", "/api/authn/me")


Action = Callable[[Person], None]
#: Each role's screens and how often it opens each (relative weights).
ROLE_ACTIONS: dict[str, list[tuple[Action, int]]] = {
    "admin": [(dashboard, 3), (browse_issues, 3), (device_page, 3), (notifications, 2)],
    "cc-manager": [
        (dashboard, 3),
        (browse_issues, 2),
        (device_page, 2),
        (assign_task, 1),
        (decide_leaves, 1),
        (notifications, 1),
    ],
    "supervisor": [
        (dashboard, 2),
        (browse_issues, 2),
        (resolve_issue, 2),
        (report_issue, 1),
        (assign_task, 1),
        (decide_leaves, 1),
        (notifications, 2),
    ],
    "cleaner": [
        (browse_issues, 2),
        (resolve_issue, 2),
        (work_tasks, 2),
        (report_issue, 1),
        (request_leave, 1),
        (notifications, 2),
        (who_am_i, 1),
    ],
}


def people(url: str, per_role: int, answers: Answers, staff: Directory) -> list[Person]:
    """`per_role` clients of each role, taking the role's demo accounts in turn."""
    clients = [
        (role, logins[n % len(logins)])
        for role, logins in ACCOUNTS.items()
        for n in range(per_role)
    ]
    return [
        Person(role, login, url, answers, staff, seed=seed)
        for seed, (role, login) in enumerate(clients)
    ]


def probe(url: str, answers: Answers, stop: threading.Event, every: float = 0.25) -> None:
    """The trivial call (an unknown `/api` path: routing, the error handler, no handler)
    every `every` seconds: the server's own floor, for reading the people's p99 beside."""
    with httpx.Client(base_url=url, timeout=30) as client:
        while not stop.wait(every):
            started = time.perf_counter()
            try:
                status = client.get(TRIVIAL).status_code
            except httpx.HTTPError:
                status = 0
            answers.add(
                Answer(time.monotonic(), "GET " + TRIVIAL, status, time.perf_counter() - started)
            )
