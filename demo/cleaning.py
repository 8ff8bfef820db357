"""The demo's cleaning by visitors: each facility with a people counter is due a cleaning
after `DEMO_VISITORS` visitors (`application.cleaning`), so the live simulator's waves of
visitors (`hygiene simulate`) open `cleaning-due` issues within minutes.

Set once the fortnight's history is in, like the escalation steps: the count starts when
the setting is made, so the history's visitors open nothing. A facility whose setting an
admin or a manager has made, or turned off, is left as they set it."""

from __future__ import annotations

from collections.abc import Iterable

from application.issues import Issues
from domain.commands.cleaning import SetCleaningThreshold

ACTOR = "demo-seed"
#: About an hour of a busy washroom in the simulator.
DEMO_VISITORS = 150


def seed_cleaning(issues: Issues, facilities: Iterable[str]) -> int:
    """Sets the demo's visitors per cleaning where no one has; answers for how many."""
    given = 0
    for facility in sorted(set(facilities)):
        if issues.cleaning_counter(facility) is not None:
            continue
        command = SetCleaningThreshold(facility_id=facility, clean_after_visitors=DEMO_VISITORS)
        issues.set_cleaning_threshold(command, ACTOR)
        given += 1
    return given
