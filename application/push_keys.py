"""The VAPID key pushes are signed with: read from its PEM or its base64url raw form, or
made afresh; its public half is what a browser subscribes with."""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from functools import lru_cache

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec
from py_vapid import Vapid02


class KeyUnusable(ValueError):
    """A text that is no P-256 private key; the message never repeats it."""


@dataclass(frozen=True)
class VapidKey:
    private: ec.EllipticCurvePrivateKey

    def __repr__(self) -> str:
        return f"VapidKey(public={self.public!r})"

    @property
    def public(self) -> str:
        """The public point, uncompressed and base64url without padding (what
        `pushManager.subscribe` takes as `applicationServerKey`)."""
        point = self.private.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return base64.urlsafe_b64encode(point).decode().rstrip("=")

    def pem(self) -> str:
        return self.private.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        ).decode()

    def signer(self) -> Vapid02:
        return Vapid02(self.private)


def new_key() -> VapidKey:
    return VapidKey(ec.generate_private_key(ec.SECP256R1()))


@lru_cache(maxsize=4)
def vapid_key(text: str) -> VapidKey:
    """The key a PEM (PKCS#8 or SEC1) or a base64url 32-byte raw private value holds."""
    text = text.strip()
    try:
        if text.startswith("-----BEGIN"):
            key = serialization.load_pem_private_key(text.encode(), password=None)
        else:
            raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
            if len(raw) != 32:
                raise KeyUnusable("a raw key is 32 bytes, base64url")
            key = ec.derive_private_key(int.from_bytes(raw, "big"), ec.SECP256R1())
    except (ValueError, TypeError, binascii.Error) as problem:
        if isinstance(problem, KeyUnusable):
            raise
        raise KeyUnusable("not a PEM private key nor a base64url raw key") from None
    if not isinstance(key, ec.EllipticCurvePrivateKey) or not isinstance(key.curve, ec.SECP256R1):
        raise KeyUnusable("a VAPID key is an EC key on the P-256 curve")
    return VapidKey(key)
