"""Session: one signed-in device; its refresh token rotates on every use."""

from __future__ import annotations

from eventsourcing.domain import Aggregate, event

from domain.errors import Unauthorized


class Session(Aggregate):
    """Holds only a digest of the current refresh token, never the token itself."""

    class Started(Aggregate.Created):
        account_id: str
        refresh_digest: str

    class Refreshed(Aggregate.Event):
        presented_digest: str
        refresh_digest: str

    class Ended(Aggregate.Event):
        presented_digest: str

    class Revoked(Aggregate.Event):
        """Ended without its refresh token: a spent token presented again (someone else
        may hold the newer one), or the account's password or role changed."""

        reason: str

    @event(Started)
    def __init__(self, account_id: str, refresh_digest: str) -> None:
        self.account_id = account_id
        self.refresh_digest = refresh_digest
        self.ended = False

    @event(Refreshed)
    def rotate(self, presented_digest: str, refresh_digest: str) -> None:
        self.check_current(presented_digest)
        self.refresh_digest = refresh_digest

    @event(Ended)
    def end(self, presented_digest: str) -> None:
        self.check_current(presented_digest)
        self.ended = True

    @event(Revoked)
    def revoke(self, reason: str) -> None:
        if self.ended:
            raise Unauthorized("User not authorized")
        self.ended = True

    def is_current(self, presented_digest: str) -> bool:
        return not self.ended and presented_digest == self.refresh_digest

    def check_current(self, presented_digest: str) -> None:
        if not self.is_current(presented_digest):
            raise Unauthorized("User not authorized")
