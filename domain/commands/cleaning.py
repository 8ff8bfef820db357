"""The command that sets a facility's usage-based cleaning (`domain.cleaning`)."""

from __future__ import annotations

from dataclasses import dataclass

from domain.cleaning import check_clean_after


@dataclass(frozen=True, kw_only=True)
class SetCleaningThreshold:
    """After how many visitors the facility `facility_id` is due a cleaning; None: never."""

    facility_id: str
    clean_after_visitors: int | None

    def check(self) -> None:
        """The setting's rule (400)."""
        check_clean_after(self.clean_after_visitors)
