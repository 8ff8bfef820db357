"""Configuration from the environment; everything has a working embedded default."""

from __future__ import annotations

import ipaddress
import os
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from application.mail import SmtpServer, smtp_server
from application.push_keys import KeyUnusable, vapid_key
from domain.device_state import DEFAULT_OFFLINE_FACTOR, MAX_OFFLINE_FACTOR, MIN_OFFLINE_FACTOR

DEFAULT_VAPID_SUBJECT = "mailto:hygiene@localhost"


class SettingError(ValueError):
    """A setting in the environment that cannot be used; the message names it."""


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    database_url: str | None = None
    database_schema: str = "public"
    nats_url: str | None = None
    nats_stream: str = "HYGIENE"
    nats_subject_prefix: str = "hygiene"
    # The partitions a new stream spreads devices over (one durable consumer each).
    nats_partitions: int = 8
    secret_key: str | None = None
    access_token_ttl: int = 15 * 60
    refresh_token_ttl: int = 30 * 24 * 3600
    log_level: str = "info"
    # The estate's local time: the rules' quiet hours (leak flow) are hours of this zone.
    time_zone: str = "UTC"
    # When set, `/metrics` answers only `Authorization: Bearer <this>`.
    metrics_token: str | None = None
    # `ingest` and `project` serve `/metrics` on this port (`serve` on its own); None: not.
    metrics_port: int | None = None
    # Proxies (addresses or CIDR networks) whose X-Forwarded-For and -Proto are believed.
    trusted_proxies: tuple[str, ...] = ()
    # Where reset links are mailed from; None: they are only shown to the admin who issues
    # them. Its password is left out of the `repr`.
    smtp: SmtpServer | None = None
    # A device is OFFLINE once silent for longer than its reporting interval times this.
    offline_factor: float = DEFAULT_OFFLINE_FACTOR
    # The key Web Push is signed with (PEM, or the base64url raw key); None: one made once
    # and kept in the event store. Left out of the `repr`.
    vapid_private_key: str | None = field(default=None, repr=False)
    # Whom a push service may contact about the console's pushes (mailto: or https:).
    vapid_subject: str = DEFAULT_VAPID_SUBJECT

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        return cls(
            data_dir=Path(env.get("HYGIENE_DATA_DIR") or "var").resolve(),
            database_url=env.get("HYGIENE_DATABASE_URL") or None,
            database_schema=env.get("HYGIENE_DATABASE_SCHEMA") or "public",
            nats_url=env.get("HYGIENE_NATS_URL") or None,
            nats_stream=env.get("HYGIENE_NATS_STREAM") or "HYGIENE",
            nats_subject_prefix=env.get("HYGIENE_NATS_SUBJECT_PREFIX") or "hygiene",
            nats_partitions=_partitions(env.get("HYGIENE_NATS_PARTITIONS")),
            secret_key=env.get("HYGIENE_SECRET_KEY") or None,
            access_token_ttl=_seconds(env, "HYGIENE_ACCESS_TOKEN_TTL", 15 * 60),
            refresh_token_ttl=_seconds(env, "HYGIENE_REFRESH_TOKEN_TTL", 30 * 24 * 3600),
            log_level=(env.get("HYGIENE_LOG_LEVEL") or "info").lower(),
            time_zone=_time_zone(env.get("HYGIENE_TIME_ZONE") or "UTC"),
            metrics_token=env.get("HYGIENE_METRICS_TOKEN") or None,
            metrics_port=_port(env, "HYGIENE_METRICS_PORT"),
            trusted_proxies=_networks(env, "HYGIENE_TRUSTED_PROXIES"),
            smtp=_smtp(env, "HYGIENE_SMTP_URL"),
            offline_factor=_factor(env, "HYGIENE_OFFLINE_FACTOR"),
            vapid_private_key=_vapid_key(env, "HYGIENE_VAPID_PRIVATE_KEY"),
            vapid_subject=_vapid_subject(env, "HYGIENE_VAPID_SUBJECT"),
        )

    @property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.time_zone)

    @property
    def uses_postgres(self) -> bool:
        return bool(self.database_url)

    def private_data_dir(self) -> Path:
        """The data folder, readable by the console's own user only: its files hold the
        event store (password hashes among it) and the signing key."""
        self.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.data_dir.chmod(0o700)
        return self.data_dir

    def signing_key(self) -> str:
        """The token signing key: configured, or made once and kept in the data folder."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / "secret.key"
        if not path.exists():
            self.private_data_dir()
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        return path.read_text().strip()

    def event_store_env(self, app_name: str) -> dict[str, str]:
        """The eventsourcing settings for one application's event store."""
        if not self.database_url:
            self.private_data_dir()
            return {
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": str(self.data_dir / f"{app_name}.sqlite"),
                "SQLITE_LOCK_TIMEOUT": "30",
            }
        url = urlsplit(self.database_url)
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": url.path.lstrip("/") or "postgres",
            "POSTGRES_HOST": url.hostname or "127.0.0.1",
            "POSTGRES_PORT": str(url.port or 5432),
            "POSTGRES_USER": url.username or "postgres",
            "POSTGRES_PASSWORD": url.password or "",
            "POSTGRES_SCHEMA": self.database_schema,
            # One idle connection an application, more on demand: five applications a process.
            "POSTGRES_POOL_SIZE": "1",
            # A call waits this long for a pooled connection, then says the storage is away.
            "POSTGRES_CONNECT_TIMEOUT": "3",
            "POSTGRES_MAX_OVERFLOW": "4",
        }


def _seconds(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise SettingError(f"{name} must be a whole number of seconds, not {raw!r}") from None
    if value <= 0:
        raise SettingError(f"{name} must be more than 0 seconds")
    return value


def _partitions(raw: str | None) -> int:
    if not raw:
        return 8
    if not raw.isdigit() or not 1 <= int(raw) <= 1024:
        raise SettingError(f"HYGIENE_NATS_PARTITIONS must be a whole number 1-1024, not {raw!r}")
    return int(raw)


def _factor(env: Mapping[str, str], name: str) -> float:
    """How many reporting intervals a device may miss: a number from 1 to 100."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return DEFAULT_OFFLINE_FACTOR
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not MIN_OFFLINE_FACTOR <= value <= MAX_OFFLINE_FACTOR:
        raise SettingError(
            f"{name} must be a number from {MIN_OFFLINE_FACTOR:g} to {MAX_OFFLINE_FACTOR:g},"
            f" not {raw!r}"
        )
    return value


def _port(env: Mapping[str, str], name: str) -> int | None:
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise SettingError(f"{name} must be a port number from 1 to 65535, not {raw!r}")
    return int(raw)


def _time_zone(name: str) -> str:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise SettingError(
            f"HYGIENE_TIME_ZONE must be a time zone name such as Asia/Singapore, not {name!r}"
        ) from None
    return name


def _networks(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    """A comma-separated list of addresses or CIDR networks, each in its canonical form."""
    networks: list[str] = []
    for item in (env.get(name) or "").split(","):
        if not item.strip():
            continue
        try:
            networks.append(str(ipaddress.ip_network(item.strip(), strict=False)))
        except ValueError:
            raise SettingError(
                f"{name} must be IP addresses or CIDR networks separated by commas"
                f" (10.0.0.5, 10.1.0.0/16), not {item.strip()!r}"
            ) from None
    return tuple(networks)


def _smtp(env: Mapping[str, str], name: str) -> SmtpServer | None:
    """The mail server, or None when unset; the message never repeats the URL, which may
    hold a password."""
    raw = env.get(name)
    if not raw or not raw.strip():
        return None
    try:
        return smtp_server(raw)
    except ValueError as problem:
        raise SettingError(
            f"{name} must be smtp://user:password@host:port or smtps://user:password@host:port"
            f" (optionally ?from=address): {problem}"
        ) from None


def _vapid_key(env: Mapping[str, str], name: str) -> str | None:
    """The Web Push key, checked now; the message never repeats it."""
    raw = (env.get(name) or "").strip()
    if not raw:
        return None
    try:
        vapid_key(raw)
    except KeyUnusable as problem:
        raise SettingError(
            f"{name} must be a P-256 private key, PEM or base64url raw: {problem}"
        ) from None
    return raw


def _vapid_subject(env: Mapping[str, str], name: str) -> str:
    raw = (env.get(name) or "").strip()
    if not raw:
        return DEFAULT_VAPID_SUBJECT
    spaced = any(c.isspace() for c in raw)
    if not raw.startswith(("mailto:", "https://")) or len(raw) > 200 or spaced:
        raise SettingError(f"{name} must be a mailto: address or an https:// URL, not {raw!r}")
    return raw
