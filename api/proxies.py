"""Behind a proxy: whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed.

Only a peer among `HYGIENE_TRUSTED_PROXIES` (addresses or CIDR networks, none by default)
is believed; the client is then the right-most forwarded address that is not itself a
trusted proxy. Anyone else's headers are ignored and the peer is the client, so a header a
client sets never moves the sign-in throttle or the visitor feedback limit to another
address. uvicorn's own `ProxyHeadersMiddleware` does the parsing; `hygiene serve` turns
uvicorn's default (believe 127.0.0.1) off, so this is the one place that decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, cast

from litestar.middleware import DefineMiddleware
from litestar.types import ASGIApp
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware


class ProxySettings(Protocol):
    @property
    def trusted_proxies(self) -> tuple[str, ...]: ...


def forwarded_headers(settings: ProxySettings) -> Sequence[DefineMiddleware]:
    """The middleware that sets the client from a trusted proxy's headers; none without
    trusted proxies. Put first, so the request log and every handler see that client."""
    proxies = list(settings.trusted_proxies)
    if not proxies:
        return ()
    return (DefineMiddleware(_proxy_headers, trusted_hosts=proxies),)


def _proxy_headers(app: ASGIApp, trusted_hosts: list[str]) -> ASGIApp:
    # uvicorn types the ASGI callables in its own words; they are the same protocol.
    return cast(ASGIApp, ProxyHeadersMiddleware(cast(Any, app), trusted_hosts=trusted_hosts))
