"""A facility's check-in code, for the QR code on its door (`domain.check_in`): read, and
renewed, by those who manage the facility, within the estate they see. The first read of
a facility without one issues it."""

from __future__ import annotations

from litestar.params import FromPath

from api.context import ConsoleDep, PrincipalDep, TenancyDep
from api.permissions import DASHBOARD
from api.routes import Resource, creates, reads
from api.schema import Out
from api.visibility import visible_facility
from api.writes import OrganisationDep
from application.check_ins import check_in_code, renew_check_in_code


class CheckInCodeOut(Out):
    #: The code a phone sends when checking in; unguessable.
    code: str
    #: The console's page a phone's camera opens from the QR code, under the console's base.
    url: str


def _shown(code: str) -> CheckInCodeOut:
    return CheckInCodeOut(code=code, url=f"/check-in/{code}")


class CheckInCodeController(Resource, path="/facilities", tags=["facilities"]):
    @reads("/{facility_id:str}/check-in-code", "getFacilityCheckInCode", DASHBOARD)
    def get_code(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
    ) -> CheckInCodeOut:
        """The code on the facility's door: the same on every call until renewed."""
        row = visible_facility(console, tenancy, facility_id)
        return _shown(check_in_code(organisation, row["id"], principal.account_id))

    @creates("/{facility_id:str}/check-in-code", "renewFacilityCheckInCode", DASHBOARD)
    def renew_code(
        self,
        console: ConsoleDep,
        organisation: OrganisationDep,
        principal: PrincipalDep,
        tenancy: TenancyDep,
        facility_id: FromPath[str],
    ) -> CheckInCodeOut:
        """A new code for the door; the one before no longer checks anyone in."""
        row = visible_facility(console, tenancy, facility_id)
        return _shown(renew_check_in_code(organisation, row["id"], principal.account_id))
