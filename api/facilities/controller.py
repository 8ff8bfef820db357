"""Facilities (toilets) across the visible estate."""

from __future__ import annotations

from litestar import Controller, Response, delete, get, put
from litestar.params import FromPath, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.context import ConsoleDep, ParamsDep, PrincipalDep, TenancyDep
from api.estate_out import FacilityOut, facility_out
from api.facilities.schemas import (
    EXPORT_COLUMNS,
    FacilityUpdate,
    FeedbackLinkOut,
    FeedbackSettingsBody,
)
from api.listing import csv_table
from api.permissions import EVERYONE, LANDLORD, roles
from api.schema import Page, paged
from api.visibility import detail_roles, visible_facility
from api.writes import OrganisationDep
from application.feedback import visit_token
from domain.commands.organisation import ChangeFacility
from projections.queries import facilities
from projections.queries.feedback import feedback_settings


class FacilityController(Controller):
    path = "/facilities"
    tags = ["facilities"]

    @get("/", operation_id="listFacilities", opt=roles(*EVERYONE), cache=True, sync_to_thread=True)
    def list_facilities(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Page[FacilityOut]:
        listed = facilities.facility_page(console.store, params, tenancy.reach)
        settings = feedback_settings(console.store, [r["id"] for r in listed[0]])
        return paged(listed, lambda r: facility_out(r, settings[r["id"]]), params)

    @get("/export", operation_id="exportFacilities", opt=roles(*EVERYONE), sync_to_thread=True)
    def export_facilities(
        self, console: ConsoleDep, tenancy: TenancyDep, params: ParamsDep
    ) -> Response[str]:
        rows = facilities.facility_rows(console.store, params, tenancy.reach)
        return csv_table("facilities.csv", EXPORT_COLUMNS, rows)

    @get(
        "/{facility_id:str}",
        operation_id="getFacility",
        opt=roles(*detail_roles("facility")),
        sync_to_thread=True,
    )
    def get_facility(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FacilityOut:
        row = visible_facility(console, tenancy, facility_id)
        return facility_out(row, feedback_settings(console.store, [row["id"]])[row["id"]])

    @get(
        "/{facility_id:str}/feedback-link",
        operation_id="getFacilityFeedbackLink",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def feedback_link(
        self, console: ConsoleDep, tenancy: TenancyDep, facility_id: FromPath[str]
    ) -> FeedbackLinkOut:
        """The facility's public feedback page, for its QR code: stable and unguessable."""
        row = visible_facility(console, tenancy, facility_id)
        token = visit_token(console.settings.signing_key(), row["id"])
        return FeedbackLinkOut(token=token, path=f"/visit/{token}")

    @put(
        "/{facility_id:str}/feedback-settings",
        operation_id="setFacilityFeedbackSettings",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
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

    @put(
        "/{facility_id:str}",
        operation_id="updateFacility",
        opt=roles(*LANDLORD),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
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

    @delete(
        "/{facility_id:str}",
        operation_id="deleteFacility",
        opt=roles(*LANDLORD),
        sync_to_thread=True,
    )
    def delete_facility(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
    ) -> None:
        visible_facility(console, tenancy, facility_id)
        organisation.remove_facility(facility_id, actor=principal.account_id)
