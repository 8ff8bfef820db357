"""The demo estate's workforce: shifts for this month and next, leaves in every state and the
stock of each building, made through the same commands the API calls, each at its time in
the demo's fortnight.

The commands check staff, facilities and buildings against the read tables, so the demo
estate's accounts must be in them first (seed, then let the followers settle).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from application.accounts import Accounts
from application.organisation import Organisation
from application.workforce import Workforce
from demo.history import fortnight_start
from domain.account import UserAccount
from domain.clock import events_at
from domain.commands.inventory import MoveStock, RegisterItem
from domain.commands.leave import RequestLeave
from domain.commands.schedule import AssignSchedule

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

# (login name, type, starts in days from today, days, remarks, asked for on which day of
# the fortnight, and its decision: (status, remarks, by whom, how many hours later) or None)
LEAVES: list[tuple[str, str, int, int, str, int, tuple[str, str | None, str, int] | None]] = [
    (
        "cleaner@example.com",
        "ANNUAL",
        7,
        3,
        "Family visit",
        1,
        ("APPROVED", "Enjoy", "supervisor@example.com", 3),
    ),
    ("cleaner@example.com", "MC", 14, 1, "Clinic appointment", 4, None),
    (
        "worker@example.com",
        "OFF_IN_LIEU",
        3,
        1,
        "For last Saturday",
        6,
        ("REJECTED", "Short-handed that day", "supervisor@example.com", 5),
    ),
    (
        "cleaner2@example.com",
        "ANNUAL",
        20,
        2,
        "Trip",
        8,
        ("WITHDRAWN", None, "cleaner2@example.com", 26),
    ),
    ("cleaner3@example.com", "HALF_DAY_AM", 5, 1, "", 10, None),
    (
        "cleaner4@example.com",
        "NO_PAY",
        10,
        2,
        "Moving house",
        11,
        ("APPROVED", None, "supervisor2@example.com", 2),
    ),
]

# (item, quantity, low-stock level, movements after registering: (change, reason))
STOCK = [
    ("Jumbo toilet roll", 120, 30, [(-24, "Weekly refill round"), (40, "Delivery")]),
    ("Foam soap refill 1 L", 40, 10, [(-12, "Refills, levels 1 and 2")]),
    ("Bin liner (roll of 50)", 25, 5, [(-6, "Used")]),
    ("Paper towel pack", 18, 12, [(-7, "Refills after the weekend")]),
]
#: The days after registering on which an item's movements were made, in turn.
MOVED_ON = (2, 7)


def _month_start(day: date, months_on: int = 0) -> date:
    month = day.month - 1 + months_on
    return date(day.year + month // 12, month % 12 + 1, 1)


def seed_demo_workforce(
    workforce: Workforce,
    accounts: Accounts,
    organisation: Organisation,
    today: date,
    now: datetime | None = None,
) -> bool:
    """Seeds once (answers False when the workforce log holds anything already).

    Each command happened at its time in the demo's fortnight up to `now` (`domain.clock`):
    the rota on its first day, the stock registered then and moved over the days after,
    each leave asked for on a day of it and decided hours later.
    """
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
    begins = fortnight_start(now or datetime.now(UTC))
    with events_at(begins + timedelta(hours=2), apart=timedelta(minutes=1)):
        _rota(workforce, people, today)
    _leaves(workforce, people, today, begins)
    _stock(workforce, organisation, people, begins)
    return True


def _rota(workforce: Workforce, people: dict[str, UserAccount], today: date) -> None:
    """The shifts of this month and next."""
    first, last = _month_start(today), _month_start(today, 2) - timedelta(days=1)
    for login, weekdays, begins, ends, type_, count in SHIFTS:
        member = people[login]
        shift = AssignSchedule(
            staff_id=str(member.id),
            start_date=first.isoformat(),
            end_date=last.isoformat(),
            shift_start=begins,
            shift_end=ends,
            weekdays=weekdays,
            facility_ids=member.facility_ids[:count],
            type=type_,
        )
        workforce.assign_schedule(shift, ACTOR)


def _leaves(
    workforce: Workforce, people: dict[str, UserAccount], today: date, begins: datetime
) -> None:
    """Leaves in every state, each asked for on its day of the fortnight and decided (or
    withdrawn) its hours later; in the order asked, so each member's roster moves forward."""
    for login, type_, starts_in, days, remarks, asked_on, decision in LEAVES:
        start = today + timedelta(days=starts_in)
        end = start + timedelta(days=days - 1)
        staff_id = str(people[login].id)
        asked = begins + timedelta(days=asked_on, hours=1)
        with events_at(asked):
            leave = RequestLeave(
                staff_id=staff_id,
                type=type_,
                start_date=start.isoformat(),
                end_date=end.isoformat(),
                remarks=remarks,
            )
            leave_id = workforce.request_leave(leave, staff_id)
        if decision is not None:
            status, said, by, hours = decision
            with events_at(asked + timedelta(hours=hours)):
                workforce.set_leave_status(str(leave_id), status, said, str(people[by].id))


def _stock(
    workforce: Workforce,
    organisation: Organisation,
    people: dict[str, UserAccount],
    begins: datetime,
) -> None:
    """Each supervisor's buildings' stock, registered on the fortnight's first day and moved
    on the days after (`MOVED_ON`)."""
    counted = begins + timedelta(hours=3)
    for login in ("supervisor@example.com", "supervisor2@example.com"):
        member = people[login]
        company = member.profile.get("company_id")
        buildings = dict.fromkeys(
            organisation.get_facility(f).building_id for f in member.facility_ids
        )
        for building_id in buildings:
            for name, quantity, level, movements in STOCK:
                counted += timedelta(minutes=1)
                with events_at(counted):
                    item = RegisterItem(
                        item_name=name,
                        quantity=quantity,
                        building_id=building_id,
                        supervisor_id=str(member.id),
                        company_id=company,
                        low_stock_level=level,
                    )
                    item_id = workforce.register_item(item, ACTOR)
                # Inventory is the system admin's: the seed, not the supervisor, moves stock.
                for moved_on, (change, reason) in zip(MOVED_ON, movements, strict=False):
                    with events_at(counted + timedelta(days=moved_on)):
                        move = MoveStock(item_id=str(item_id), change=change, reason=reason)
                        workforce.move_stock(move, ACTOR)
