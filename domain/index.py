"""UniqueIndex: the one owner of a unique value (a company code, a login name, ...).

An index aggregate's id is a `uuid5` of its namespace and the value in normal form, so two
records claiming the same value write to the same aggregate, and saving it with the record
makes the second claim fail (eventsourcing, `examples/contentmanagement`).

Each index is a subclass naming its namespace; its events are its own classes (the library
defines `CompanyCode.Claimed` from `UniqueIndex.Claimed`), so they keep their stored
topics. Command methods trigger those classes by name rather than through `@event`, which
would record the base class's topic for every index.
"""

from __future__ import annotations

import uuid
from typing import Any

from eventsourcing.domain import Aggregate, event

from domain.errors import Conflict, Violation

# Before one base served every index, each named its value and owner in its own words.
_LEGACY_KEYS = ("code", "login_name", "identifier")
_LEGACY_OWNERS = ("company_id", "account_id", "issue_id", "device_id")


def _legacy_owner(state: dict[str, Any]) -> Any:
    # An open-issue index also held a device_id, as part of its value; the issue owns it.
    return next(state.pop(name) for name in _LEGACY_OWNERS if name in state)


class UniqueIndex(Aggregate):
    # Plain class attributes: an annotation would make every subclass a dataclass.
    namespace = "values"
    #: A second claim's conflict: its code, what it says, the field it names and says of it.
    conflict_code = "in-use"
    what = "value"
    message = "The value is already in use"
    field = "value"
    field_message = "This value is already in use"

    class Claimed(Aggregate.Created):
        key: str
        owner_id: uuid.UUID

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            if "device_id" in state and "issue_type" in state:
                state["key"] = f"{state.pop('device_id')}/{state.pop('issue_type')}"
            else:
                state["key"] = next(state.pop(name) for name in _LEGACY_KEYS if name in state)
            state["owner_id"] = _legacy_owner(state)

    class Reclaimed(Aggregate.Event):
        owner_id: uuid.UUID

        class_version = 2

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["owner_id"] = _legacy_owner(state)

        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, UniqueIndex)
            aggregate.owner_id = self.owner_id

    class Released(Aggregate.Event):
        def apply(self, aggregate: Aggregate) -> None:
            assert isinstance(aggregate, UniqueIndex)
            aggregate.owner_id = None

    @staticmethod
    def normalise(key: str) -> str:
        """The form in which two spellings of one value are equal."""
        return key.casefold()

    @classmethod
    def create_id(cls, key: str) -> uuid.UUID:
        return uuid.uuid5(uuid.NAMESPACE_URL, f"/{cls.namespace}/{cls.normalise(key)}")

    @event(Claimed)
    def __init__(self, key: str, owner_id: uuid.UUID) -> None:
        self.key = key
        self.owner_id: uuid.UUID | None = owner_id

    def claim(self, owner_id: uuid.UUID) -> None:
        """Takes the value for `owner_id`; held by another owner, it is a conflict."""
        self.check_free_for(owner_id)
        self.trigger_event(type(self).Reclaimed, owner_id=owner_id)

    def release(self) -> None:
        self.trigger_event(type(self).Released)

    @property
    def is_free(self) -> bool:
        return self.owner_id is None

    def check_free_for(self, owner_id: uuid.UUID) -> None:
        if self.owner_id is not None and self.owner_id != owner_id:
            raise self.in_use()

    @classmethod
    def in_use(cls) -> Conflict:
        return Conflict(
            cls.message,
            [Violation(cls.field, cls.field_message, "not-unique")],
            code=cls.conflict_code,
            params={"what": cls.what},
        )
