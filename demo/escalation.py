"""The demo's escalation: every issue type brings an issue left open to its supervisors after
half an hour and to the cleaning company's managers after two hours (`DEMO_STEPS`).

Set once the fortnight's history is in: its staff resolve the history's issues at the times
they would have, after the rules raised them, and an issue escalated before its resolution
was entered would be an escalation that never happened. A type an admin has configured is
left as they set it."""

from __future__ import annotations

from application.issues import Issues
from domain.escalation import DEMO_STEPS
from domain.issue_type import IssueTypeSettings, default_settings
from domain.kinds import ISSUE_TYPE_IDS

ACTOR = "demo-seed"


def seed_escalation(issues: Issues) -> int:
    """Gives each issue type no one has configured the demo's steps; answers how many."""
    configured = issues.get_many([IssueTypeSettings.create_id(t) for t in ISSUE_TYPE_IDS])
    seen = {a.issue_type for a in configured.values() if isinstance(a, IssueTypeSettings)}
    given = 0
    for issue_type in sorted(ISSUE_TYPE_IDS - seen):
        default = default_settings(issue_type)
        issues.configure_type(
            issue_type, default.target_minutes, default.auto_resolve, ACTOR, DEMO_STEPS
        )
        given += 1
    return given
