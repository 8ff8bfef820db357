"""Reading many aggregates at once gives what reading each one gives."""

from __future__ import annotations

import uuid

from domain.issue import OpenIssueIndex
from domain.watch import DeviceWatch
from hygiene.bootstrap import build_console
from hygiene.settings import Settings


def test_get_many_matches_get_for_snapshotted_changed_and_missing_aggregates(
    settings: Settings,
) -> None:
    console = build_console(settings, follow=False)
    issues = console.issues
    try:
        # A watch long enough to have a snapshot and events after it.
        long = DeviceWatch(device_id="d-long", state={"n": 0})
        issues.save(long)
        for n in range(1, 57):
            long.observe(state={"n": n})
            issues.save(long)
        assert issues.snapshots is not None and list(issues.snapshots.get(long.id))
        short = DeviceWatch(device_id="d-short", state={"n": 0})
        index = OpenIssueIndex(key="d-short/battery", owner_id=uuid.uuid4())
        index.release()
        index.claim(uuid.uuid4())
        issues.save(short, index)
        missing = uuid.uuid4()

        found = issues.get_many([long.id, short.id, index.id, missing])

        assert set(found) == {long.id, short.id, index.id}
        for aggregate_id, aggregate in found.items():
            expected = issues.repository.get(aggregate_id)
            assert type(aggregate) is type(expected)
            assert aggregate.version == expected.version
            assert vars(aggregate) == vars(expected)
        assert found[long.id].state == {"n": 56}
        assert found[index.id].owner_id == index.owner_id
        assert issues.get_many([]) == {}
    finally:
        console.close()


def test_an_index_raised_and_cleared_all_year_loads_from_a_snapshot(settings: Settings) -> None:
    """A device's open-issue index changes with every issue of its type: without snapshots
    the rules would read its whole year each time one is raised or cleared."""
    console = build_console(settings, follow=False)
    issues = console.issues
    try:
        owners = [uuid.uuid4() for _ in range(31)]
        index = OpenIssueIndex(key="d-busy/paper-low", owner_id=owners[0])
        issues.save(index)
        for owner in owners[1:]:
            index.release()
            issues.save(index)
            index.claim(owner)
            issues.save(index)
        assert issues.snapshots is not None
        snapshots = list(issues.snapshots.get(index.id))
        assert snapshots and snapshots[-1].originator_version == 60

        loaded = issues.get_many([index.id])[index.id]
        again = issues.repository.get(index.id)
        assert loaded.version == again.version == index.version == 61
        assert vars(loaded) == vars(again)
        assert loaded.owner_id == owners[-1] and not loaded.is_free
    finally:
        console.close()
