"""The demo estate's workforce: shifts for this month and next, leaves in every state and the
stock of each building, made through the same commands the API calls.

The commands check staff, facilities and buildings against the read tables, so the demo
estate's accounts must be in them first (seed, then let the followers settle).
"""

from __future__ import annotations

from datetime import date, timedelta

from application.accounts import Accounts
from application.organisation import Organisation
from application.workforce import Workforce
from domain.account import UserAccount

ACTOR = "demo-seed"

# (login name, weekdays, shift start, shift end, type, how many of the member's facilities)
SHIFTS = [
    ("cleaner@example.com", ["MON", "TUE", "WED", "THU", "FRI"], "08:00", "16:00", "REGULAR", 6),
    ("worker@example.com", ["MON", "TUE", "WED", "THU", "FRI"], "07:00", "15:00", "REGULAR", 3),
    ("cleaner2@example.com", ["SAT", "SUN"], "09:00", "17:00", "RELIEF", 4),
    ("cleaner3@example.com", ["FRI"], "18:00", "21:00", "OVERTIME", 2),
    ("supervisor@example.com", ["MON", "TUE", "WED", "THU", "FRI"], "09:00", "18:00", "REGULAR", 3),
    ("cleaner4@example.com", ["MON", "WED", "FRI"], "08:00", "14:00", "REGULAR", 3),
]

# (item, quantity, low-stock level, movements after registering: (change, reason))
STOCK = [
    ("Jumbo toilet roll", 120, 30, [(-24, "Weekly refill round"), (40, "Delivery")]),
    ("Foam soap refill 1 L", 40, 10, [(-12, "Refills, levels 1 and 2")]),
    ("Bin liner (roll of 50)", 25, 5, [(-6, "Used")]),
    ("Paper towel pack", 18, 12, [(-7, "Refills after the weekend")]),
]


def _month_start(day: date, months_on: int = 0) -> date:
    month = day.month - 1 + months_on
    return date(day.year + month // 12, month % 12 + 1, 1)


def seed_demo_workforce(
    workforce: Workforce, accounts: Accounts, organisation: Organisation, today: date
) -> bool:
    """Seeds once (answers False when the workforce log holds anything already)."""
    if workforce.recorder.max_notification_id():
        return False
    people: dict[str, UserAccount] = {}
    for login in (
        "supervisor@example.com",
        "supervisor2@example.com",
        "cleaner@example.com",
        "worker@example.com",
        "cleaner2@example.com",
        "cleaner3@example.com",
        "cleaner4@example.com",
    ):
        account = accounts.find_by_login_name(login)
        if account is None:
            return False  # not the demo estate
        people[login] = account

    first, last = _month_start(today), _month_start(today, 2) - timedelta(days=1)
    for login, weekdays, begins, ends, type_, count in SHIFTS:
        member = people[login]
        workforce.assign_schedule(
            str(member.id),
            first.isoformat(),
            last.isoformat(),
            begins,
            ends,
            weekdays,
            member.facility_ids[:count],
            type_,
            None,
            ACTOR,
        )

    supervisor = str(people["supervisor@example.com"].id)
    fresh_supervisor = str(people["supervisor2@example.com"].id)

    def leave(login: str, type_: str, starts_in: int, days: int, remarks: str) -> str:
        start = today + timedelta(days=starts_in)
        end = start + timedelta(days=days - 1)
        staff_id = str(people[login].id)
        return str(
            workforce.request_leave(
                staff_id, type_, start.isoformat(), end.isoformat(), remarks, staff_id
            )
        )

    approved = leave("cleaner@example.com", "ANNUAL", 7, 3, "Family visit")
    workforce.set_leave_status(approved, "APPROVED", "Enjoy", supervisor)
    leave("cleaner@example.com", "MC", 14, 1, "Clinic appointment")
    rejected = leave("worker@example.com", "OFF_IN_LIEU", 3, 1, "For last Saturday")
    workforce.set_leave_status(rejected, "REJECTED", "Short-handed that day", supervisor)
    withdrawn = leave("cleaner2@example.com", "ANNUAL", 20, 2, "Trip")
    workforce.set_leave_status(withdrawn, "WITHDRAWN", None, str(people["cleaner2@example.com"].id))
    leave("cleaner3@example.com", "HALF_DAY_AM", 5, 1, "")
    rosa = leave("cleaner4@example.com", "NO_PAY", 10, 2, "Moving house")
    workforce.set_leave_status(rosa, "APPROVED", None, fresh_supervisor)

    for login in ("supervisor@example.com", "supervisor2@example.com"):
        member = people[login]
        company = member.profile.get("company_id")
        buildings = dict.fromkeys(
            organisation.get_facility(f).building_id for f in member.facility_ids
        )
        for building_id in buildings:
            for name, quantity, level, movements in STOCK:
                item_id = workforce.register_item(
                    name, quantity, building_id, str(member.id), None, company, level, ACTOR
                )
                for change, reason in movements:
                    workforce.move_stock(str(item_id), change, reason, str(member.id))
    return True
