"""Notifications of the signed-in account, whatever its role: list (the bell counts the
unread ones), mark read (for good; some or all), delete.

Only the recipient sees or touches a notification; anyone else's answers 404, and a call
naming several ids changes all of them or none.
"""

from __future__ import annotations

from litestar import Controller, delete, get, put
from litestar.params import FromPath, FromQuery, JSONBody
from litestar.status_codes import HTTP_204_NO_CONTENT

from api.caching import SETTLED
from api.context import ConsoleDep, ParamsDep, PrincipalDep
from api.listing import refusing_nul
from api.notifications.schemas import NotificationIds, NotificationOut, notification_out
from api.permissions import EVERYONE, roles
from api.schema import Page, paged
from api.writes import IssuesDep
from domain.errors import ValidationFailed, Violation
from projections.queries.issues import notification_page
from projections.queries.notifications import unread_ids

MAX_IDS = 500
# Marking every unread one saves them this many at a time: each part all or none.
READ_ALL_PART = 1000


def _ids(ids: list[str] | None) -> list[str]:
    if not ids:
        raise ValidationFailed([Violation("ids", "Select at least one notification")])
    if len(ids) > MAX_IDS:
        raise ValidationFailed([Violation("ids", f"At most {MAX_IDS} at a time")])
    return ids


class NotificationController(Controller):
    path = "/notifications"
    tags = ["notifications"]

    @get(
        "/",
        operation_id="listNotifications",
        opt=roles(*EVERYONE) | SETTLED,
        cache=True,
        sync_to_thread=True,
    )
    def list_notifications(
        self, console: ConsoleDep, principal: PrincipalDep, params: ParamsDep
    ) -> Page[NotificationOut]:
        found = notification_page(console.store, refusing_nul(params), principal.account_id)
        return paged(found, notification_out, params)

    @put(
        "/read",
        operation_id="markNotificationsRead",
        opt=roles(*EVERYONE),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def mark_read(
        self, issues: IssuesDep, principal: PrincipalDep, data: JSONBody[NotificationIds]
    ) -> None:
        """Marks them read; this cannot be undone, and marking a read one again is harmless."""
        issues.mark_all_read(_ids(data.ids), actor=principal.account_id)

    @put(
        "/read-all",
        operation_id="markAllNotificationsRead",
        opt=roles(*EVERYONE),
        status_code=HTTP_204_NO_CONTENT,
        sync_to_thread=True,
    )
    def mark_all_read(
        self, console: ConsoleDep, issues: IssuesDep, principal: PrincipalDep
    ) -> None:
        """Marks every unread notification of the caller read; this cannot be undone."""
        unread = unread_ids(console.store, principal.account_id)
        for start in range(0, len(unread), READ_ALL_PART):
            part = unread[start : start + READ_ALL_PART]
            # One deleted since it was listed (in another window) is passed over.
            issues.mark_all_read(part, actor=principal.account_id, gone_ok=True)

    @delete(
        "/{notification_id:str}",
        operation_id="deleteNotification",
        opt=roles(*EVERYONE),
        sync_to_thread=True,
    )
    def delete_notification(
        self, issues: IssuesDep, principal: PrincipalDep, notification_id: FromPath[str]
    ) -> None:
        issues.delete_notification(notification_id, actor=principal.account_id)

    @delete("/", operation_id="deleteNotifications", opt=roles(*EVERYONE), sync_to_thread=True)
    def delete_notifications(
        self,
        issues: IssuesDep,
        principal: PrincipalDep,
        ids: FromQuery[list[str] | None] = None,
    ) -> None:
        issues.delete_notifications(_ids(ids), actor=principal.account_id)
