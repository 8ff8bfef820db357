"""Live updates: `GET /api/events`, a stream of server-sent events, one a change the caller
may see, so screens refetch what changed instead of polling (docs/live-updates.md).

One hub per API process (`hub.py`) follows the applications' logs as far as the read
tables have taken them in (`changes.py`), decides who may see each change with the rules
of the lists and detail calls (`audience.py`) and hands each connection its messages
through a bounded queue (`subscriber.py`); `cursor.py` is the position a client resumes
from, `controller.py` the call."""
