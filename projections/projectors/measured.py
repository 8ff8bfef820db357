"""What the projections of the sensors' log share: the hour of a reading, the time each
field was measured (kept as JSON beside the values), and their upserts."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

# Each field's measuring time, as JSON with its keys in order.
encode_times = msgspec.json.Encoder(order="sorted").encode
decode_times = msgspec.json.Decoder(dict[str, str]).decode


def hour_of(time: str) -> str:
    # Reading times are stored in UTC as `YYYY-MM-DDTHH:MM:SS.ffffffZ`.
    return f"{time[:13]}:00:00Z"


def upsert(table: str, columns: Sequence[str], keys: int) -> str:
    """An insert of every column that, on the key (the first `keys` columns), sets the rest."""
    return (
        f"INSERT INTO {table} ({', '.join(columns)})"
        f" VALUES ({', '.join('?' for _ in columns)})"
        f" ON CONFLICT ({', '.join(columns[:keys])}) DO UPDATE SET "
        + ", ".join(f"{c} = excluded.{c}" for c in columns[keys:])
    )
