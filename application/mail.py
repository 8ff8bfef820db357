"""Sending mail through an SMTP server named by a URL (`HYGIENE_SMTP_URL`).

`smtp://user:password@host:port` speaks plain SMTP and turns on STARTTLS when the server
offers it; credentials are sent only over TLS, or to a server on this host.
`smtps://…` speaks TLS from the first byte. `?from=address` sets the sender (by default the
user name when it is an address, else `hygiene@<host>`). The password never appears in a
message, an error or a `repr`.
"""

from __future__ import annotations

import ipaddress
import smtplib
import ssl
from dataclasses import dataclass, field
from email.message import EmailMessage
from email.utils import parseaddr
from urllib.parse import parse_qs, unquote, urlsplit

#: Seconds any one exchange with the server may take: a server that stalls holds its
#: follower (and the others of its runner) no longer than this.
TIMEOUT_SECONDS = 5.0
_DEFAULT_PORT = {"smtp": 587, "smtps": 465}


class MailNotSent(RuntimeError):
    """The server refused the mail or could not be reached; says which, never a secret."""


@dataclass(frozen=True)
class SmtpServer:
    scheme: str
    host: str
    port: int
    sender: str
    user: str | None = None
    password: str | None = field(default=None, repr=False)

    @property
    def implicit_tls(self) -> bool:
        return self.scheme == "smtps"

    @property
    def on_this_host(self) -> bool:
        if self.host == "localhost":
            return True
        try:
            return ipaddress.ip_address(self.host).is_loopback
        except ValueError:
            return False

    def __str__(self) -> str:
        return f"{self.scheme}://{self.host}:{self.port}"


def smtp_server(url: str) -> SmtpServer:
    """The server a URL names; a `ValueError` saying what is wrong (never the password)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        raise ValueError("it is not a URL with a valid port") from None
    if parts.scheme not in _DEFAULT_PORT:
        raise ValueError("it must begin with smtp:// or smtps://")
    if not parts.hostname:
        raise ValueError("it names no host")
    user = unquote(parts.username) if parts.username else None
    password = unquote(parts.password) if parts.password is not None else None
    if password is not None and not user:
        raise ValueError("a password needs a user name")
    query = parse_qs(parts.query)
    sender = (query.get("from") or [""])[-1].strip()
    if not sender:
        sender = user if user and "@" in user else f"hygiene@{parts.hostname}"
    if "@" not in parseaddr(sender)[1]:
        raise ValueError("its from= must be a mail address")
    return SmtpServer(
        scheme=parts.scheme,
        host=parts.hostname,
        port=port or _DEFAULT_PORT[parts.scheme],
        sender=sender,
        user=user,
        password=password,
    )


class SmtpMailer:
    """Sends each message in a connection of its own (reset links are few)."""

    def __init__(self, server: SmtpServer) -> None:
        self.server = server

    @property
    def sender(self) -> str:
        return self.server.sender

    def send(self, message: EmailMessage) -> None:
        try:
            self._send(message)
        except (smtplib.SMTPException, OSError) as error:
            raise MailNotSent(f"{self.server}: {_said(error)}") from None

    def _send(self, message: EmailMessage) -> None:
        server = self.server
        context = ssl.create_default_context()
        smtp: smtplib.SMTP
        if server.implicit_tls:
            smtp = smtplib.SMTP_SSL(
                server.host, server.port, timeout=TIMEOUT_SECONDS, context=context
            )
        else:
            smtp = smtplib.SMTP(server.host, server.port, timeout=TIMEOUT_SECONDS)
        with smtp:
            smtp.ehlo()
            secure = server.implicit_tls
            if not secure and smtp.has_extn("starttls"):
                smtp.starttls(context=context)
                smtp.ehlo()
                secure = True
            if server.user:
                if not secure and not server.on_this_host:
                    raise MailNotSent(
                        f"{server}: offers no STARTTLS, and credentials are not sent in the clear"
                    )
                smtp.login(server.user, server.password or "")
            smtp.send_message(message)


def _said(error: BaseException) -> str:
    """What went wrong, in a line: the server's reply code and words, or the error's kind."""
    if isinstance(error, smtplib.SMTPResponseException):
        return _reply(error.smtp_code, error.smtp_error)
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        for code, words in error.recipients.values():
            return f"the recipient was refused: {_reply(code, words)}"
    return f"{type(error).__name__}: {error}"[:300]


def _reply(code: int, words: bytes | str) -> str:
    text = words.decode(errors="replace") if isinstance(words, bytes) else str(words)
    return f"{code} {text}"[:300]
