"""The handler a single-dispatch method runs for a class of event, looked up once a pair.

`singledispatchmethod` makes a new bound function on every call; a follower handling
thousands of events a batch looks each handler up once instead, and so also knows the
classes of event it does nothing with (left undecoded when its logs are read).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

Handler = Callable[..., None]

_found: dict[tuple[type, str, type], Handler | None] = {}


def handler_of(owner: type, method: str, event_class: type) -> Handler | None:
    """The function `owner.method` (a `singledispatchmethod`) runs for events of this
    class, to call with the instance first; None where it would run its default."""
    key = (owner, method, event_class)
    if key not in _found:
        dispatcher = getattr(inspect.getattr_static(owner, method), "dispatcher", None)
        found: Handler | None = None
        if dispatcher is not None:
            found = dispatcher.dispatch(event_class)
            if found is dispatcher.dispatch(object):
                found = None
        _found[key] = found
    return _found[key]
