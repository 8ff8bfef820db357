"""The command a member of staff's phone sends after scanning a facility's door."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from domain.check_in import MAX_AGE, MAX_AHEAD
from domain.commands.base import Rules
from domain.errors import REQUIRED, Violations

#: The longest text taken as a code: well beyond any code issued.
MAX_CODE_LENGTH = 200


@dataclass(frozen=True, kw_only=True)
class RecordCheckIn(Rules):
    """A scan of `code` at `time` (None: now), as the console's clock says it is `now`."""

    code: str
    time: datetime | None
    now: datetime

    @property
    def moment(self) -> datetime:
        """When the code was scanned, in UTC."""
        return (self.time or self.now).astimezone(UTC)

    def _collect(self, violations: Violations) -> None:
        if not self.code.strip():
            violations.add("code", REQUIRED)
        elif len(self.code) > MAX_CODE_LENGTH:
            violations.add("code", "No such check-in code", code="unknown-check-in-code")
        time = self.time
        if time is None:
            return
        if time.tzinfo is None:
            violations.add(
                "time", "Must name its time zone (Z or an offset)", code="time-zone-required"
            )
        elif time < self.now - MAX_AGE:
            violations.add(
                "time",
                f"A check-in may be at most {MAX_AGE.days} days old",
                code="too-old",
                days=MAX_AGE.days,
            )
        elif time > self.now + MAX_AHEAD:
            minutes = int(MAX_AHEAD.total_seconds() // 60)
            violations.add(
                "time",
                f"A check-in may not be more than {minutes} minutes ahead of now",
                code="in-the-future",
                minutes=minutes,
            )
