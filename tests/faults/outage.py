"""What an operator relies on while the storage is stalled or gone (docs/api.md:
Errors, Outages), checked over the answers the load recorded."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import httpx

from tests.faults.load import CLIENT_TIMEOUT, Answer, Answers
from tests.faults.waiting import wait_until

#: Every call answers within this, whatever the storage does.
BOUND_SECONDS = 5.0
#: After the storage is back, the API answers normally again within this, by itself.
HEAL_SECONDS = 30.0

T = TypeVar("T")


@dataclass
class Verdict:
    """The outage's figures, and what broke the rules."""

    answers: list[Answer]
    fault_start: float
    during: list[Answer]
    slow: list[Answer]
    wrong: list[Answer]
    live_wrong: list[Answer]

    def figures(self) -> str:
        outage = sum(1 for a in self.during if a.outage)
        return (
            f"all: {Answers.summary(self.answers)}; during the fault: "
            f"{Answers.summary(self.during)}, {outage} of them 503 + Retry-After; "
            f"over {BOUND_SECONDS:.0f} s: {len(self.slow)}; neither normal nor the outage "
            f"answer: {len(self.wrong)}; live not 200: {len(self.live_wrong)} (times from the "
            "fault's start)"
            + "".join(f"\n  {a.describe(self.fault_start)}" for a in (self.slow + self.wrong)[:10])
        )

    @property
    def kept(self) -> bool:
        return not self.slow and not self.wrong and not self.live_wrong


def judge(answers: list[Answer], fault_start: float, fault_end: float) -> Verdict:
    """Every call within the bound; each a normal answer or the outage answer; the liveness
    probe 200 throughout."""
    return Verdict(
        answers=answers,
        fault_start=fault_start,
        during=[a for a in answers if fault_start <= a.started < fault_end],
        slow=[a for a in answers if a.status is None or a.seconds > BOUND_SECONDS],
        wrong=[a for a in answers if not (a.normal or a.outage)],
        live_wrong=[a for a in answers if a.kind == "live" and a.status != 200],
    )


def healed(base_url: str, token: str) -> float | None:
    """Waits (at most HEAL_SECONDS) until the API answers normally again: ready, a list
    read from the tables, a command; answers the seconds it took, None if it did not."""

    def answers_normally() -> bool:
        with httpx.Client(
            base_url=base_url,
            headers={"Authorization": f"Bearer {token}"},
            timeout=CLIENT_TIMEOUT,
        ) as client:
            if client.get("/api/health/ready").status_code != 200:
                return False
            if client.get("/api/companies?pageSize=1").status_code != 200:
                return False
            code = f"H{time.monotonic_ns()}"
            body = {"name": f"Healed {code}", "type": "LANDLORD", "code": code}
            return client.post("/api/companies", json=body).status_code == 201

    try:
        return wait_until(answers_normally, HEAL_SECONDS, "the API answering normally", 0.2)[1]
    except AssertionError:
        return None


def outage(
    fault: Callable[[], T], recover: Callable[[], object], length: float
) -> tuple[float, float, T]:
    """Makes the fault, leaves it `length` seconds (nothing is waited for), recovers;
    answers when it began and ended, and what making it answered."""
    began = time.monotonic()
    made = fault()
    try:
        time.sleep(length)
    finally:
        recover()
    return began, time.monotonic(), made


def healing(base_url: str, token: str, answers: Answers) -> tuple[float | None, float]:
    """The seconds the API took to heal (None: not within HEAL_SECONDS) and the moment it
    was done waiting; once healed, the load is answered again."""
    heal = healed(base_url, token)
    healed_at = time.monotonic()
    if heal is not None:
        wait_until(
            lambda: answered_after(answers, healed_at, ["read", "write", "readings"], 3),
            30,
            "the load answered after healing",
        )
    return heal, healed_at


def seconds(value: float | None) -> str:
    return "never" if value is None else f"{value:.1f} s"


def answered_after(answers: Answers, moment: float, kinds: list[str], count: int) -> bool:
    """Whether each kind of call has `count` answers to calls started after `moment`."""
    after = answers.between(moment, float("inf"))
    return all(sum(1 for a in after if a.kind == kind) >= count for kind in kinds)
