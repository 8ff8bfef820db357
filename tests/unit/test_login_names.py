"""Login names: one normal form for every spelling, and no two names that look alike."""

from __future__ import annotations

import itertools
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from api.authn.throttle import keys_of
from application.accounts import Accounts
from domain.account import LoginName, LoginSkeleton
from domain.errors import Conflict
from domain.login_names import confusable_forms, normal_form, skeleton
from tests.commands import account

PASSWORD = "Correct-Horse-Battery-9"
PROFILE = {"email": "someone@example.com", "name": "Someone", "role": "admin"}
CYRILLIC_A = "\N{CYRILLIC SMALL LETTER A}"
CYRILLIC_CAPITAL_A = "\N{CYRILLIC CAPITAL LETTER A}"

# Latin letters with look-alikes from other scripts and forms: Cyrillic, Greek, fullwidth,
# capitals, digits, the long s, and two letters that look like one.
LOOK_ALIKES: dict[str, list[str]] = {
    "a": ["a", "\u0430", "\u03b1", "\uff41", "A", "\u0410"],  # Cyrillic, Greek, fullwidth
    "o": ["o", "\u043e", "\u03bf", "O", "\u041e", "0", "\uff4f"],
    "l": ["l", "I", "1", "\u04cf", "\u0399"],  # Cyrillic palochka, Greek capital iota
    "i": ["i", "\u0456", "\u0131", "I"],  # Ukrainian i, dotless i
    "s": ["s", "\u017f", "\u0455", "S", "\u0405"],  # long s, Cyrillic dze
    "m": ["m", "rn", "M"],
    "e": ["e", "\u0435", "E", "\u0415"],
    "p": ["p", "\u0440", "P", "\u0420"],
    "c": ["c", "\u0441", "C", "\u0421"],
    "k": ["k", "\u043a", "K", "\u041a"],
}


def fullwidth(ascii_letters: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) for ch in ascii_letters)


@st.composite
def look_alike_names(draw: st.DrawFn) -> list[str]:
    """A few names: spellings of one word with look-alike letters, and some other words."""
    words = st.text("".join(LOOK_ALIKES), min_size=1, max_size=5)
    word = draw(words)
    spellings = [
        "".join(draw(st.sampled_from(LOOK_ALIKES[ch])) for ch in word)
        for _ in range(draw(st.integers(2, 4)))
    ]
    others = draw(st.lists(words, max_size=2))
    return draw(st.permutations([*spellings, *others]))


@given(st.text())
def test_the_normal_form_is_a_fixed_point(name: str) -> None:
    once = normal_form(name)
    assert normal_form(once) == once
    assert once == once.strip()
    assert unicodedata.is_normalized("NFKC", once)


SPELLINGS = [
    "supervisor@example.com",
    "  Supervisor@Example.COM ",
    "\N{LATIN SMALL LETTER LONG S}upervisor@example.com",
    f"{fullwidth('supervisor')}@example.com",
    "SUPERVISOR@EXAMPLE.COM",
]


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_spelling_of_a_name_has_one_normal_form(spelling: str) -> None:
    assert normal_form(spelling) == "supervisor@example.com"
    assert LoginName.create_id(spelling) == LoginName.create_id("supervisor@example.com")


def test_the_skeleton_is_unicode_s() -> None:
    assert skeleton(f"{CYRILLIC_A}dmin") == skeleton("adrnin")  # m looks like rn
    assert skeleton("B0B") == skeleton("BOB")  # zero and capital O
    assert skeleton("Iogin") == skeleton("login")  # capital I and small l
    assert skeleton("paypal") != skeleton("paypa1x")
    assert skeleton("anna") != skeleton("anne")


@pytest.mark.parametrize(
    ("name", "look_alike"),
    [
        ("admin@example.com", f"{CYRILLIC_A}dmin@example.com"),
        ("admin@example.com", f"{CYRILLIC_CAPITAL_A}DMIN@EXAMPLE.COM"),
        ("worker@example.com", "w0rker@example.com"),  # zero for o
        ("Oscar@example.com", "0scar@example.com"),  # zero for O
        ("login@example.com", "Iogin@example.com"),  # capital I for l
        ("modern@example.com", "rnodern@example.com"),
    ],
)
def test_look_alike_names_share_a_confusable_form(name: str, look_alike: str) -> None:
    assert normal_form(name) != normal_form(look_alike)
    assert set(confusable_forms(name)) & set(confusable_forms(look_alike))


@pytest.mark.parametrize(
    ("name", "other"), [("li@example.com", "ll@example.com"), ("anna@x.io", "anne@x.io")]
)
def test_names_that_only_resemble_each_other_are_both_allowed(name: str, other: str) -> None:
    assert not set(confusable_forms(name)) & set(confusable_forms(other))


def _alike(a: str, b: str) -> bool:
    """Whether two names are one name, or have one UTS #39 skeleton as written or folded."""
    return (
        normal_form(a) == normal_form(b)
        or skeleton(a) == skeleton(b)
        or skeleton(normal_form(a)) == skeleton(normal_form(b))
    )


def _held_alike(a: str, b: str) -> bool:
    """Whether the indexes hold `b` against `a`: one normal form, or a look-alike form."""
    return normal_form(a) == normal_form(b) or bool(
        set(confusable_forms(a)) & set(confusable_forms(b))
    )


@settings(max_examples=60, deadline=None)
@given(locals_=look_alike_names())
def test_two_names_that_look_alike_are_never_both_created(locals_: list[str]) -> None:
    accounts = Accounts()  # in memory
    created: list[str] = []
    for local in locals_:
        name = f"{local}@example.com"
        try:
            accounts.register_account(account("admin", name, PASSWORD, PROFILE), "test")
        except Conflict as refused:
            assert refused.code == "in-use" and refused.params == {"what": "login-name"}
            # Refused for a name already held, or one like it: never for nothing.
            assert any(_held_alike(name, held) for held in created), name
        else:
            created.append(name)
    for a, b in itertools.combinations(created, 2):
        assert not _alike(a, b), (a, b)


def test_a_deleted_account_lets_its_name_and_its_look_alikes_go() -> None:
    accounts = Accounts()
    first = accounts.register_account(account("admin", "admin@example.com", PASSWORD, PROFILE), "t")
    with pytest.raises(Conflict):
        accounts.register_account(
            account("admin", f"{CYRILLIC_A}dmin@example.com", PASSWORD, PROFILE), "t"
        )
    accounts.delete_account(str(first), "t")
    look_alike = f"{CYRILLIC_A}dmin@example.com"
    again = accounts.register_account(account("admin", look_alike, PASSWORD, PROFILE), "t")
    for form in confusable_forms("admin@example.com"):
        index = accounts.find_index(LoginSkeleton, form)
        assert index is not None and index.owner_id == again


def test_every_spelling_of_a_name_counts_against_one_sign_in_throttle_key() -> None:
    keys = {keys_of(spelling, "10.0.0.1")[0] for spelling in SPELLINGS}
    assert keys == {("account", "supervisor@example.com")}
