"""A facility's settings: after how many visitors it is due a cleaning (`domain.cleaning`).

Read and changed by the roles that change the facility, within the estate they see."""

from __future__ import annotations

from typing import Annotated

from litestar.params import FromPath, JSONBody

from api.body_bounds import within
from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.permissions import LANDLORD
from api.routes import Resource, reads, updates
from api.schema import Body, Out, to_out
from api.visibility import visible_facility
from api.writes import IssuesDep
from domain.cleaning import MAX_CLEAN_AFTER
from domain.commands.cleaning import SetCleaningThreshold
from projections.queries.cleaning import cleaning_setting


class FacilitySettingsBody(Body):
    #: After how many visitors counted a cleaning is due; null: never.
    clean_after_visitors: Annotated[int, within(1, MAX_CLEAN_AFTER)] | None


class FacilitySettingsOut(Out):
    clean_after_visitors: int | None
    #: The visitors counted since the last cleaning (null while the setting is off).
    visitors_since_cleaning: int | None = None
    #: When that count started: the setting turned on, or the last cleaning.
    counting_since: str | None = None
    #: The facility's open `cleaning-due` issue, if any.
    open_issue_id: str | None = None


class FacilitySettingsController(Resource, path="/facilities", tags=["facilities"]):
    @reads("/{facility_id:str}/settings", "getFacilitySettings", LANDLORD)
    def get_settings(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FacilitySettingsOut:
        """The facility's usage-based cleaning: `cleanAfterVisitors` null when off."""
        row = visible_facility(console, tenancy, facility_id)
        return to_out(FacilitySettingsOut, cleaning_setting(console.store, row["id"]))

    @updates("/{facility_id:str}/settings", "setFacilitySettings", LANDLORD)
    def set_settings(
        self,
        console: ConsoleDep,
        issues: IssuesDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
        data: JSONBody[FacilitySettingsBody],
    ) -> None:
        """After how many visitors a `cleaning-due` issue opens; null turns it off. The
        count starts when it is turned on and again when its issue is resolved."""
        row = visible_facility(console, tenancy, facility_id)
        command = SetCleaningThreshold(
            facility_id=row["id"], clean_after_visitors=data.clean_after_visitors
        )
        issues.set_cleaning_threshold(command, principal.account_id)
