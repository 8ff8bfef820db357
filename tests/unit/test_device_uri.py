"""A device's URI: how it is reached, a URI with a scheme, kept trimmed, none when blank."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.device import MAX_URI_CHARS, NOT_A_URI, Device
from domain.errors import ValidationFailed
from tests import commands as make
from tests.aggregates import messages_of, replay

FIELDS = {
    "name": "Paper L2",
    "description": None,
    "kind": "toilet-paper",
    "identifier": "id:6:A1B2C3D4E5F6",
    "landlord_id": "landlord-1",
}
SCHEMES = st.from_regex(r"\A[A-Za-z][A-Za-z0-9+.-]{0,9}\Z")
REST = st.text("abcXYZ019-._~!$&'()*+,;=:@/?#[]", min_size=1, max_size=40)


def register(uri: str | None) -> Device:
    return Device.register(make.device(**FIELDS, uri=uri), "admin")


@given(scheme=SCHEMES, rest=REST, pad=st.sampled_from(["", " ", "\t "]))
def test_a_uri_with_a_scheme_is_kept_trimmed_and_replays(scheme: str, rest: str, pad: str) -> None:
    device = register(f"{pad}{scheme}:{rest}{pad}")
    assert device.uri == f"{scheme}:{rest}"
    assert replay(device).uri == device.uri


@pytest.mark.parametrize("blank", [None, "", "   "])
def test_a_blank_uri_is_none(blank: str | None) -> None:
    assert register(blank).uri is None


@pytest.mark.parametrize(
    ("uri", "message"),
    [
        ("10.1.2.3/paper", NOT_A_URI),
        ("coap://10.1.2.3/a paper", NOT_A_URI),
        ("1coap://x", NOT_A_URI),
        ("coap:", NOT_A_URI),
        ("http://x/%zz", NOT_A_URI),
        ("coap://x/" + "a" * MAX_URI_CHARS, f"At most {MAX_URI_CHARS} characters"),
    ],
)
def test_a_bad_uri_is_refused_on_its_field(uri: str, message: str) -> None:
    with pytest.raises(ValidationFailed) as failed:
        register(uri)
    assert messages_of(failed) == {"uri": message}


def test_a_change_records_a_new_uri_and_clears_it() -> None:
    device = register("coap://gw/1")
    device.update_details(make.device_change(str(device.id), **FIELDS, uri="https://gw/2"), "a")
    assert device.uri == "https://gw/2"
    device.update_details(make.device_change(str(device.id), **FIELDS, uri=None), "a")
    assert device.uri is None
    assert replay(device).uri is None
    with pytest.raises(ValidationFailed) as failed:
        device.update_details(make.device_change(str(device.id), **FIELDS, uri="no scheme"), "a")
    assert messages_of(failed) == {"uri": NOT_A_URI}
