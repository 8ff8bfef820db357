"""The read tables' answer to who looks after an account
(`application.reset_notices.AccountAdmins`)."""

from __future__ import annotations

from projections.store import ReadStore


class ReadTableAccountAdmins:
    def __init__(self, store: ReadStore) -> None:
        self.store = store

    def holding(self, role: str, company_id: str | None = None) -> list[str]:
        if company_id is None:
            rows = self.store.query("SELECT id FROM accounts WHERE role = ? ORDER BY id", (role,))
        else:
            rows = self.store.query(
                "SELECT id FROM accounts WHERE role = ? AND company_id = ? ORDER BY id",
                (role, company_id),
            )
        return [str(r["id"]) for r in rows]
