"""Device identifiers as an installer types them into the device form."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from domain.device import DeviceIdentifier
from domain.errors import Violations
from domain.identifiers import (
    MAC_MESSAGE,
    check_identifier,
    identifier_error,
    normalise_identifier,
    typing_filter_mac,
    typing_filter_uuid,
)
from domain.validation import INVALID_FORMAT, REQUIRED

MAC_BODY = st.text(alphabet=string.digits + string.ascii_uppercase, min_size=12, max_size=12)
PREFIX_MAC = st.sampled_from(["id:6:", "ID:6:", "Id:6:"])
PREFIX_UUID = st.sampled_from(["uuid:", "UUID:", "Uuid:"])
# The rule, written independently of the implementation, as the oracle.
ORACLE = re.compile(
    r"(?i:id:6:)[0-9A-Z]{12}"
    r"|(?i:uuid:)(?i:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})"
)


def random_case(draw: st.DrawFn, text: str) -> str:
    flips = draw(st.lists(st.booleans(), min_size=len(text), max_size=len(text)))
    return "".join(c.upper() if f else c.lower() for c, f in zip(text, flips, strict=True))


@st.composite
def uuid4_identifiers(draw: st.DrawFn) -> str:
    body = str(draw(st.uuids(version=4)))
    return draw(PREFIX_UUID) + random_case(draw, body)


def test_the_spec_examples_are_accepted() -> None:
    assert identifier_error("id:6:A1B2C3D4E5F6") is None
    assert identifier_error("uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301") is None
    assert identifier_error("uuid:3F2504E0-4F89-41D3-9A0C-0305E82C3301") is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", REQUIRED),
        ("   ", REQUIRED),
        (None, REQUIRED),
        ("id:6:A1B2C3D4E5", MAC_MESSAGE),
        ("id:6:A1B2C3D4E5F6A", MAC_MESSAGE),
        ("id:6:", MAC_MESSAGE),
        ("id:6:a1b2c3d4e5f6", INVALID_FORMAT),
        ("id:6:A1B2-3D4E5F6", INVALID_FORMAT),
        ("A1B2C3D4E5F6", INVALID_FORMAT),
        ("mac:A1B2C3D4E5F6", INVALID_FORMAT),
        ("uuid:3f2504e0-4f89-11d3-9a0c-0305e82c3301", INVALID_FORMAT),  # version 1
        ("uuid:3f2504e0-4f89-41d3-ca0c-0305e82c3301", INVALID_FORMAT),  # wrong variant
        ("uuid:3f2504e04f8941d39a0c0305e82c3301", INVALID_FORMAT),  # no hyphens
        ("uuid:3f2504e0-4f89-41d3-9a0c-0305e82c330g", INVALID_FORMAT),
    ],
)
def test_bad_identifiers_get_the_spec_message(text: str | None, message: str) -> None:
    assert identifier_error(text) == message


def test_check_identifier_reports_under_the_field() -> None:
    violations = Violations()
    check_identifier(violations, "deviceId", "id:6:ABC")
    assert [(v.field, v.message) for v in violations.items] == [("deviceId", MAC_MESSAGE)]


@given(prefix=PREFIX_MAC, body=MAC_BODY)
def test_any_twelve_digits_or_capitals_make_a_valid_mac(prefix: str, body: str) -> None:
    assert identifier_error(prefix + body) is None


@given(prefix=PREFIX_MAC, body=st.text(alphabet=string.ascii_letters + string.digits))
def test_a_mac_of_another_length_is_told_it_needs_twelve(prefix: str, body: str) -> None:
    assume(len(body) != 12)
    assert identifier_error(prefix + body) == MAC_MESSAGE


@given(
    prefix=PREFIX_MAC,
    body=st.text(
        alphabet=st.characters(exclude_categories=["Zs", "Zl", "Zp", "Cc", "Cs"]),
        min_size=12,
        max_size=12,
    ),
)
def test_a_twelve_character_mac_with_other_characters_is_invalid(prefix: str, body: str) -> None:
    assume(not re.fullmatch(r"[0-9A-Z]{12}", body))
    assert identifier_error(prefix + body) == INVALID_FORMAT


@given(uuid4_identifiers())
def test_any_v4_uuid_in_any_case_is_accepted(identifier: str) -> None:
    assert identifier_error(identifier) is None


@given(prefix=PREFIX_UUID, value=st.uuids().filter(lambda u: u.version != 4))
def test_a_uuid_of_another_version_is_rejected(prefix: str, value: object) -> None:
    assert identifier_error(f"{prefix}{value}") == INVALID_FORMAT


@given(st.one_of(st.text(), uuid4_identifiers(), st.builds(lambda b: "id:6:" + b, st.text())))
def test_the_validator_agrees_with_the_rule(text: str) -> None:
    valid = bool(ORACLE.fullmatch(text.strip())) and len(text) <= 64
    assert (identifier_error(text) is None) == valid
    if not valid:
        assert identifier_error(text) in (REQUIRED, MAC_MESSAGE, INVALID_FORMAT)


@given(uuid4_identifiers())
def test_case_variants_of_a_uuid_are_one_device(identifier: str) -> None:
    normalised = normalise_identifier(identifier)
    assert normalised == normalised.lower()
    assert normalise_identifier(normalised) == normalised
    assert DeviceIdentifier.create_id(identifier) == DeviceIdentifier.create_id(identifier.upper())


def test_normalising_trims_and_lowers_the_prefix_but_keeps_a_mac() -> None:
    assert normalise_identifier("  ID:6:A1B2C3D4E5F6 ") == "id:6:A1B2C3D4E5F6"


@given(st.text())
def test_the_mac_filter_keeps_only_digits_and_capitals(text: str) -> None:
    kept = typing_filter_mac(text)
    assert set(kept) <= set(string.digits + string.ascii_uppercase)
    assert typing_filter_mac(kept) == kept


@given(st.text())
def test_the_uuid_filter_keeps_only_letters_digits_and_hyphens(text: str) -> None:
    kept = typing_filter_uuid(text)
    assert set(kept) <= set(string.ascii_letters + string.digits + "-")
    assert typing_filter_uuid(kept) == kept


@given(st.text(alphabet=string.ascii_letters + string.digits + "-"))
def test_the_filters_never_drop_an_allowed_character(text: str) -> None:
    assert typing_filter_uuid(text) == text
    assert typing_filter_mac(text.replace("-", "")) == text.replace("-", "").upper()


def test_the_mac_filter_turns_pasted_text_into_a_valid_body() -> None:
    assert typing_filter_mac("a1:b2:c3:d4:e5:f6") == "A1B2C3D4E5F6"
    assert identifier_error("id:6:" + typing_filter_mac("a1-b2-c3-d4-e5-f6")) is None
