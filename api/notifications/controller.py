"""Notifications of the signed-in account, whatever its role: list (the bell counts the
unread ones), mark read (for good; some or all), delete.

Only the recipient sees or touches a notification; anyone else's answers 404, and a call
naming several ids changes all of them or none.
"""

from __future__ import annotations

from typing import Annotated

from litestar.params import FromPath, JSONBody, QueryParameter

from api.caching import SETTLED
from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.list_fields import NOTIFICATION_LIST
from api.listing import refusing_nul
from api.notifications.schemas import MAX_IDS, NotificationIds, NotificationOut, notification_out
from api.openapi import required_query
from api.permissions import EVERYONE
from api.routes import Resource, reads, removes, updates
from api.schema import Page, paged
from api.writes import IssuesDep
from domain.errors import ValidationFailed, Violation
from projections.queries.issues import notification_page
from projections.queries.notifications import unread_ids

# Marking every unread one saves them this many at a time: each part all or none.
READ_ALL_PART = 1000


def _ids(ids: list[str] | None) -> list[str]:
    if not ids:
        raise ValidationFailed([Violation("ids", "Select at least one notification")])
    if len(ids) > MAX_IDS:
        raise ValidationFailed([Violation("ids", f"At most {MAX_IDS} at a time")])
    return ids


class NotificationController(Resource, path="/notifications", tags=["notifications"]):
    @reads("/", "listNotifications", EVERYONE, NOTIFICATION_LIST, SETTLED, cache=True)
    def list_notifications(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[NotificationOut]:
        found = notification_page(console.store, refusing_nul(params), principal.account_id)
        return paged(found, notification_out, params)

    @updates("/read", "markNotificationsRead", EVERYONE)
    def mark_read(
        self, issues: IssuesDep, principal: PrincipalDep, data: JSONBody[NotificationIds]
    ) -> None:
        """Marks them read; this cannot be undone, and marking a read one again is harmless."""
        issues.mark_all_read(_ids(data.ids), actor=principal.account_id)

    @updates("/read-all", "markAllNotificationsRead", EVERYONE)
    def mark_all_read(
        self, console: ConsoleDep, issues: IssuesDep, principal: PrincipalDep
    ) -> None:
        """Marks every unread notification of the caller read; this cannot be undone."""
        unread = unread_ids(console.store, principal.account_id)
        for start in range(0, len(unread), READ_ALL_PART):
            part = unread[start : start + READ_ALL_PART]
            # One deleted since it was listed (in another window) is passed over.
            issues.mark_all_read(part, actor=principal.account_id, gone_ok=True)

    @removes("/{notification_id:str}", "deleteNotification", EVERYONE)
    def delete_notification(
        self, issues: IssuesDep, principal: PrincipalDep, notification_id: FromPath[str]
    ) -> None:
        issues.delete_notification(notification_id, actor=principal.account_id)

    @removes("/", "deleteNotifications", EVERYONE, required_query("ids"))
    def delete_notifications(
        self,
        issues: IssuesDep,
        principal: PrincipalDep,
        ids: Annotated[
            list[str] | None, QueryParameter(schema_extra={"max_items": MAX_IDS})
        ] = None,
    ) -> None:
        issues.delete_notifications(_ids(ids), actor=principal.account_id)
