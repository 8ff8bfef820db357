"""Login names: the one form in which two spellings of a name are the same name, and the
skeleton in which two names that look alike are the same.

`normal_form` is what a sign-in looks up, what the sign-in throttle counts failures under
and what the login-name index holds unique: Unicode NFKC, case-folded (NFKC again, so that
folding leaves nothing a second pass would change), trimmed. `SUPERVISOR@example.com`, its
fullwidth spelling and the one with a long s (U+017F) are all `supervisor@example.com`.

`skeleton` is Unicode Technical Standard #39's: NFD, each character replaced by its
prototype in Unicode's confusables table, NFD again. `admin` spelt with a Cyrillic a
(U+0430) has the skeleton of `admin`, and `B0B` (a zero) that of `BOB`. The table tells
capitals from small letters (`I` looks like `l`, `i` does not), while login names are the
same whatever their case, so a name is known by two `confusable_forms`, each folded into
normal form: the skeleton of the name as written (`Iogin` meets `login`) and the skeleton
of its normal form (`ADMIN` with a Cyrillic capital A, U+0410, meets `admin`). The
skeleton index holds every form unique: two names with the same skeleton, as written or
folded, are never both held.

The table is Unicode's own `confusables.txt`, shipped beside this module (`data/`) with its
licence, read once on first use.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path

CONFUSABLES = Path(__file__).parent / "data" / "confusables.txt"


def normal_form(login_name: str) -> str:
    """The form in which two spellings of one login name are equal."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", login_name).casefold())
    return folded.strip()


def skeleton(text: str) -> str:
    """UTS #39 skeleton: what `text` looks like, as Unicode's confusables table sees it."""
    table = _prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(table.get(ch, ch) for ch in decomposed))


def confusable_forms(login_name: str) -> tuple[str, ...]:
    """The forms in which login names that look alike meet: the skeleton of the name as
    written and of its normal form, each in normal form (one form when they agree)."""
    forms = (normal_form(skeleton(login_name)), normal_form(skeleton(normal_form(login_name))))
    return tuple(dict.fromkeys(forms))


def index_version() -> str:
    """What the indexes' forms depend on: this module's rules, the Unicode version of the
    normalisation and of the confusables table. When it changes, stored names are indexed
    again (`Accounts.index_login_names`)."""
    unicode = unicodedata.unidata_version
    return f"nfkc-casefold-1/skeletons-1/unicode-{unicode}/confusables-{_version()}"


@cache
def _prototypes() -> dict[str, str]:
    """Each confusable character and the prototype it is mapped to."""
    table: dict[str, str] = {}
    with CONFUSABLES.open(encoding="utf-8-sig") as lines:
        for line in lines:
            data = line.partition("#")[0].strip()
            if not data:
                continue
            source, target = data.split(";")[:2]
            table[chr(int(source, 16))] = "".join(chr(int(c, 16)) for c in target.split())
    return table


@cache
def _version() -> str:
    with CONFUSABLES.open(encoding="utf-8-sig") as lines:
        for line in lines:
            if line.startswith("# Version:"):
                return line.partition(":")[2].strip()
            if not line.startswith("#"):
                break
    raise ValueError(f"{CONFUSABLES.name} names no version")
