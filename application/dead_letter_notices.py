"""The rules' eye on the intake: dead letters piling up are told to the administrators.

The monitor follows the readings log, where the intake keeps its dead letters beside the
readings; it hands a batch's `DeadLetter.Received` events here. The hour's count lives in a
watch of its own (`DEAD_LETTERS_WATCH`), saved with the batch, its notices and the
tracking position in one transaction: a restart neither repeats a notice nor loses count.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from application.issues import RULES_ACTOR, Issues
from domain.dead_letters import PILING_UP, count_rejection
from domain.notification import DEAD_LETTERS, Notification
from domain.reading import DeadLetter
from domain.watch import DeviceWatch

DEAD_LETTERS_WATCH = "console:dead-letters"


def dead_letter_notices(
    issues: Issues, watches: dict[str, DeviceWatch], events: Sequence[Any]
) -> tuple[DeviceWatch | None, list[Notification]]:
    """The watch after counting a batch's rejections (None when it had none), and the
    notices of a pile reached. `watches` are the monitor's, as last saved: the count's is
    read back into them when missing."""
    rejected = [e for e in events if isinstance(e, DeadLetter.Received)]
    if not rejected:
        return None, []
    if DEAD_LETTERS_WATCH not in watches:
        for watch in issues.get_many([DeviceWatch.create_id(DEAD_LETTERS_WATCH)]).values():
            if isinstance(watch, DeviceWatch):
                watches[watch.device_id] = watch
    held = watches.get(DEAD_LETTERS_WATCH)
    window = dict(held.state.get("window", {})) if held is not None else {}
    reached_at: list[str] = []
    for event in rejected:
        window, news = count_rejection(window, _stamp(event.timestamp))
        if news:
            reached_at.append(str(window["hour"]))
    state = {"window": window}
    if held is None:
        held = DeviceWatch(device_id=DEAD_LETTERS_WATCH, state=state)
    else:
        held.observe(state=state)
    admins = issues.recipients.of_console(DEAD_LETTERS) if reached_at else []
    return held, [
        Notification(
            recipient_id=admin,
            type=DEAD_LETTERS,
            information=f"{PILING_UP} sensor messages were rejected within an hour:"
            " see the dead letters",
            issue_id=None,
            task_id=None,
            actor=RULES_ACTOR,
            fields={"count": str(PILING_UP), "hour": hour},
        )
        for hour in reached_at
        for admin in admins
    ]


def _stamp(timestamp: datetime) -> datetime:
    return timestamp if timestamp.tzinfo is not None else timestamp.astimezone()
