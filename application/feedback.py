"""Feedback given on a facility's public QR page: recorded as the same event as a panel's
press (`Reading.Recorded`, with `rating` and `areas` among its values), of a stand-in device
of the facility (`domain.feedback.visit_device`), so the rules and the feedback read model
take both alike."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

from application.readings import Readings
from domain.errors import Violations
from domain.feedback import AREA_IDS, AREAS, RATINGS, SOURCE_QR, rating_value, visit_device
from domain.reading import Reading

# Room for every visitor there will ever be: two random seqs of one facility never meet.
_SEQ_BITS = 62


def check_visit(rating: int, areas: Sequence[str]) -> list[str]:
    """The areas named, each once; a rating outside 1..5 or an unknown area is refused."""
    violations = Violations()
    if rating_value(rating) is None:
        violations.add(
            "rating",
            f"Must be a whole number from 1 to {len(RATINGS)}",
            "out-of-range",
            min=1,
            max=5,
        )
    if len(areas) > len(AREAS):
        violations.add("areas", f"At most {len(AREAS)} areas", "too-many", max=len(AREAS))
    elif any(a not in AREA_IDS for a in areas):
        violations.add("areas", "Unknown area", "unknown-area")
    violations.raise_if_any()
    return list(dict.fromkeys(areas))


def record_visit(
    readings: Readings,
    facility_id: str,
    rating: int,
    areas: Sequence[str],
    moment: datetime | None = None,
) -> None:
    """Records a visitor's feedback at a facility; the caller has checked the facility."""
    named = check_visit(rating, areas)
    when = (moment or datetime.now(UTC)).astimezone(UTC)
    device = visit_device(facility_id)
    seq = secrets.randbits(_SEQ_BITS)
    values: dict[str, object] = {"rating": rating}
    if named:
        values["areas"] = named
    reading = Reading(
        device_id=device,
        identifier=device,
        seq=seq,
        time=when.isoformat(timespec="microseconds").replace("+00:00", "Z"),
        values=values,
        source=SOURCE_QR,
    )
    readings.save(reading)


# The QR page's link ----------------------------------------------------------------

_MAC_BYTES = 12  # 96 bits: not to be guessed, short enough for a QR code


def _mac(secret: str, facility: uuid.UUID) -> bytes:
    message = b"feedback-link:" + facility.bytes
    return hmac.new(secret.encode(), message, hashlib.sha256).digest()[:_MAC_BYTES]


def visit_token(secret: str, facility_id: str) -> str:
    """The token of a facility's public feedback page: the facility's id and an HMAC of it
    under the console's secret key, so it is stable, names its facility without a lookup,
    and cannot be made up for another facility."""
    facility = uuid.UUID(facility_id)
    raw = facility.bytes + _mac(secret, facility)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def facility_of_token(secret: str, token: str) -> str | None:
    """The facility a token was made for, or None for a token not made with this key."""
    if not 20 <= len(token) <= 64 or not token.isascii():
        return None
    try:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
    except (ValueError, binascii.Error):
        return None
    if len(raw) != 16 + _MAC_BYTES:
        return None
    facility = uuid.UUID(bytes=raw[:16])
    if not hmac.compare_digest(raw[16:], _mac(secret, facility)):
        return None
    return str(facility)
