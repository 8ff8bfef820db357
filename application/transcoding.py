"""Stored events read back with msgspec's JSON parser, in the library's JSON format.

A replay reads every event in the store; the library's transcoder parses with the standard
`json` module and a Python hook per object, which costs more than the rest of turning a
stored event back into a domain event. This one writes exactly what the library writes
(events stored before and after read the same) and reads with msgspec, reviving the
`{"_type_": …, "_data_": …}` objects (times, identifiers, decimals) as the library does,
innermost first. Anything msgspec will not parse (a `NaN` the `json` module wrote) is read
the library's way.
"""

from __future__ import annotations

from typing import Any

import msgspec
from eventsourcing.persistence import JSONTranscoder

_decode = msgspec.json.Decoder().decode


class FastJSONTranscoder(JSONTranscoder):
    def decode(self, data: bytes) -> Any:
        try:
            parsed = _decode(data)
        except msgspec.DecodeError:
            return super().decode(data)
        marked = data.count(b'"_type_"')
        if not marked:
            return parsed
        if isinstance(parsed, dict):
            # Most events mark only top-level values (their times): revive just those
            # when they are all the marks there are, instead of walking every object.
            shallow = [
                key
                for key, item in parsed.items()
                if type(item) is dict
                and len(item) == 2
                and "_type_" in item
                and type(item.get("_data_")) is str
            ]
            if len(shallow) == marked:
                for key in shallow:
                    parsed[key] = self._decode_obj(parsed[key])
                return parsed
        return self._revive(parsed)

    def _revive(self, value: Any) -> Any:
        if isinstance(value, dict):
            for key, item in value.items():
                if isinstance(item, dict | list):
                    value[key] = self._revive(item)
            return self._decode_obj(value) if len(value) == 2 else value
        if isinstance(value, list):
            return [self._revive(item) if isinstance(item, dict | list) else item for item in value]
        return value
