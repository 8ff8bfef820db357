"""IssueReport: what a person who reports an issue adds to it: a description, a photo.

Kept beside the issue, not in its events: a photo is large, and the issue's own history
(opened, resolved) stays small to replay. One report an issue, found by the issue's id.
"""

from __future__ import annotations

import base64
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate

from domain.errors import Violations
from domain.images import image_problem

MAX_DESCRIPTION = 1000
MAX_PHOTO_BYTES = 2 * 1024 * 1024
PHOTO_KINDS = ("jpeg", "png", "webp")


def report_id(issue_id: str | UUID) -> UUID:
    return uuid5(NAMESPACE_URL, f"/issue-reports/{issue_id}")


def check_report(description: str | None, photo: str | None) -> None:
    violations = Violations()
    if description is not None and len(description) > MAX_DESCRIPTION:
        violations.add(
            "description",
            f"At most {MAX_DESCRIPTION} characters",
            code="too-long",
            max=MAX_DESCRIPTION,
        )
    if photo is not None:
        if len(photo) > MAX_PHOTO_BYTES * 4 // 3 + 64:
            violations.add("photo", "The photo is too large (at most 2 MB)", code="too-large")
        elif problem := image_problem(photo, PHOTO_KINDS):
            violations.add("photo", problem)
    violations.raise_if_any()


def photo_bytes(photo: str) -> tuple[str, bytes]:
    """The media type and bytes of a stored photo data URL."""
    header, _, data = photo.partition(",")
    return header.removeprefix("data:").removesuffix(";base64"), base64.b64decode(data)


class IssueReport(Aggregate):
    class Made(Aggregate.Created):
        issue_id: str
        description: str | None
        photo: str | None

    def __init__(self, issue_id: str, description: str | None, photo: str | None) -> None:
        self.issue_id = issue_id
        self.description = description
        self.photo = photo

    @classmethod
    def make(cls, issue_id: str, description: str | None, photo: str | None) -> IssueReport:
        """Checked before the event: reports stored under older rules still load."""
        description = (description or "").strip() or None
        check_report(description, photo)
        return cls._create(
            cls.Made,
            id=report_id(issue_id),
            issue_id=issue_id,
            description=description,
            photo=photo,
        )
