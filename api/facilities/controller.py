"""Facilities (toilets) across the visible estate."""

from __future__ import annotations

from litestar.params import FromPath, JSONBody

from api.calls import BY_TENANCY, Listing, Record, reach
from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, facility_out
from api.facilities.schemas import (
    EXPORT_COLUMNS,
    FacilityUpdate,
    FeedbackLinkOut,
    FeedbackSettingsBody,
)
from api.list_fields import FACILITY_LIST
from api.listing import table
from api.permissions import EVERYONE, LANDLORD
from api.routes import Resource, reads, removes, updates
from api.schema import Page, paged
from api.visibility import detail_roles, visible_facility
from api.writes import OrganisationDep
from application.feedback import visit_token
from application.organisation import Organisation
from domain.commands.organisation import ChangeFacility
from projections.queries import facilities
from projections.queries.feedback import feedback_settings

FACILITIES = Listing(BY_TENANCY, reach, facilities.facility_page, facilities.facility_rows)
FACILITY = Record("facility_id", BY_TENANCY, visible_facility)


class FacilityController(Resource, path="/facilities", tags=["facilities"]):
    @reads("/", "listFacilities", EVERYONE, FACILITY_LIST, cache=True)
    def list_facilities(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FacilityOut]:
        listed = FACILITIES.found(console, tenancy, params)
        settings = feedback_settings(console.store, [r["id"] for r in listed[0]])
        return paged(listed, lambda r: facility_out(r, settings[r["id"]]), params)

    export_facilities = reads("/export", "exportFacilities", EVERYONE, FACILITY_LIST)(
        FACILITIES.export(table("facilities.csv", EXPORT_COLUMNS))
    )

    @reads("/{facility_id:str}", "getFacility", detail_roles("facility"))
    def get_facility(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FacilityOut:
        row = visible_facility(console, tenancy, facility_id)
        return facility_out(row, feedback_settings(console.store, [row["id"]])[row["id"]])

    @reads("/{facility_id:str}/feedback-link", "getFacilityFeedbackLink", EVERYONE)
    def feedback_link(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FeedbackLinkOut:
        """The facility's public feedback page, for its QR code: stable and unguessable."""
        row = visible_facility(console, tenancy, facility_id)
        token = visit_token(console.settings.signing_key(), row["id"])
        return FeedbackLinkOut(token=token, path=f"/visit/{token}")

    @updates("/{facility_id:str}/feedback-settings", "setFacilityFeedbackSettings", LANDLORD)
    def set_feedback_settings(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
        data: JSONBody[FeedbackSettingsBody],
    ) -> None:
        """How many visitors naming a condition within how many minutes raise its issue."""
        visible_facility(console, tenancy, facility_id)
        organisation.set_feedback_settings(
            facility_id, data.threshold, data.window_minutes, actor=principal.account_id
        )

    @updates("/{facility_id:str}", "updateFacility", LANDLORD)
    def update_facility(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
        data: JSONBody[FacilityUpdate],
    ) -> None:
        visible_facility(console, tenancy, facility_id)
        command = data.command(
            ChangeFacility, facility_id=facility_id, expected_version=data.version
        )
        organisation.update_facility(command, principal.account_id)

    delete_facility = removes("/{facility_id:str}", "deleteFacility", LANDLORD)(
        FACILITY.removal("organisation", Organisation.remove_facility)
    )
