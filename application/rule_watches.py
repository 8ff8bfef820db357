"""What the rules remember between batches, kept in watches: a device's rule state and its
meter's recent hours, and a facility's window of visitors' presses.

The monitor (`application.monitoring`) is their only writer; these say which of them a batch
must save.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from domain.rules import RuleState
from domain.watch import DeviceWatch

# What the rules remember of a device: its rule state, and the meter's recent hours.
Memory = tuple[RuleState, dict[str, list[Any]]]

SAVE_AT_LEAST_EVERY = timedelta(hours=6)


def visit_watch(facility_id: str) -> str:
    """The watch that keeps a facility's window of visitors' presses."""
    return f"facility:{facility_id}"


def changed_watches(
    watches: dict[str, DeviceWatch],
    states: dict[str, Memory],
    windows: dict[str, dict[str, list[str]]],
    held: dict[str, DeviceWatch],
) -> list[Any]:
    """The watches to save with a batch: the batch's devices' (`watches`, as saved) that
    are new or whose state changed materially, then the facilities' (among those `held`)
    that are new or whose window of presses changed."""
    changed: list[Any] = []
    for device_id, (rule_state, meter_hours) in states.items():
        state = {"rules": rule_state.to_dict(), "meterHours": meter_hours}
        watch = watches.get(device_id)
        if watch is None:
            changed.append(DeviceWatch(device_id=device_id, state=state))
        elif material_change(watch.state, state):
            watch.observe(state=state)
            changed.append(watch)
    for facility_id, window in windows.items():
        key = visit_watch(facility_id)
        feedback = {"feedback": window}
        kept = held.get(key)
        if kept is None:
            changed.append(DeviceWatch(device_id=key, state=feedback))
        elif kept.state != feedback:
            kept.observe(state=feedback)
            changed.append(kept)
    return changed


def material_change(saved: dict[str, Any], state: dict[str, Any]) -> bool:
    """Whether a device's new rule state must be saved with this batch.

    What decides an issue is saved whenever it changes: the open conditions, the run of
    poor ratings, a new hour of meter samples. The time of the last reading and the latest
    meter sample only refine the first reading after a restart (an older reading is
    ignored; a flow rate is measured from the sample before), so they are saved with the
    rest or at least every six hours of readings: a flow rate after a restart is then an
    average over a longer stretch, which never reads higher than the true one. Saving them
    with every reading would write one event per reading.
    """
    old, new = saved.get("rules", {}), state["rules"]
    if old.get("active") != new.get("active") or old.get("poorFeedbackRun") != new.get(
        "poorFeedbackRun"
    ):
        return True
    if set(saved.get("meterHours", {})) != set(state["meterHours"]):
        return True
    before: str | None = old.get("lastReadingAt")
    now: str | None = new.get("lastReadingAt")
    if before is None or now is None:
        return before != now
    return datetime.fromisoformat(now) - datetime.fromisoformat(before) >= SAVE_AT_LEAST_EVERY
