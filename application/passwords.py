"""Password hashing with Argon2id, a slow, memory-hard KDF."""

from __future__ import annotations

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

# The rules a password meets are the account's (`domain.account`); re-exported here.
from domain.account import check_password as check_password

# OWASP's minimum Argon2id profile: 19 MiB, 2 iterations, 1 lane.
_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
# Verifying against this keeps the time of a failed sign-in the same for unknown names.
_DUMMY = _hasher.hash("not-a-real-password")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False
