"""A local SMTP server that keeps what it is sent: the mail tests' sink.

Speaks just enough SMTP for `smtplib` (EHLO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP,
QUIT), on 127.0.0.1, on a port chosen before it starts (so a console can be configured for
a server that is not there yet). No TLS: the console sends credentials in the clear only to
a server on its own host.
"""

from __future__ import annotations

import base64
import socket
import socketserver
import threading
import time
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Received:
    sender: str
    recipients: list[str]
    message: EmailMessage
    credentials: tuple[str, str] | None


@dataclass
class SmtpSink:
    port: int = field(default_factory=free_port)
    received: list[Received] = field(default_factory=list)
    conversation: list[bytes] = field(default_factory=list)  # every line it was sent
    refused: set[str] = field(default_factory=set)  # recipients it answers 550

    def __post_init__(self) -> None:
        self._changed = threading.Condition()
        self._server: socketserver.ThreadingTCPServer | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    def start(self) -> SmtpSink:
        socketserver.ThreadingTCPServer.allow_reuse_address = True
        server = socketserver.ThreadingTCPServer(("127.0.0.1", self.port), _Session)
        server.daemon_threads = True
        server.sink = self  # type: ignore[attr-defined]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self._server = server
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def keep(self, mail: Received) -> None:
        with self._changed:
            self.received.append(mail)
            self._changed.notify_all()

    def wait_for(self, count: int, deadline: float = 30.0) -> list[Received]:
        """Waits until `count` mails arrived (or the deadline passed); answers them all."""
        end = time.monotonic() + deadline
        with self._changed:
            while len(self.received) < count and (left := end - time.monotonic()) > 0:
                self._changed.wait(left)
            return list(self.received)


class _Session(socketserver.StreamRequestHandler):
    def say(self, *lines: str) -> None:
        *first, last = lines
        text = "".join(f"{line[:3]}-{line[4:]}\r\n" for line in first) + f"{last}\r\n"
        self.wfile.write(text.encode())

    def line(self) -> bytes:
        got = self.rfile.readline()
        self.server.sink.conversation.append(got)  # type: ignore[attr-defined]
        return got

    def handle(self) -> None:
        sink: SmtpSink = self.server.sink  # type: ignore[attr-defined]
        sender, recipients, credentials = "", [], None
        self.say("220 sink ready")
        while raw := self.line():
            command = raw.decode(errors="replace").strip()
            verb, _, argument = command.partition(" ")
            verb = verb.upper()
            if verb in ("EHLO", "HELO"):
                self.say("250 sink", "250 AUTH PLAIN", "250 8BITMIME")
            elif verb == "AUTH":
                _mechanism, _, initial = argument.partition(" ")
                if not initial:
                    self.say("334 ")
                    initial = self.line().decode().strip()
                _, user, password = base64.b64decode(initial).decode().split("\0")
                credentials = (user, password)
                self.say("235 accepted")
            elif verb == "MAIL":
                sender, recipients = argument.partition(":")[2].strip(" <>"), []
                self.say("250 ok")
            elif verb == "RCPT":
                recipient = argument.partition(":")[2].strip(" <>")
                if recipient in sink.refused:
                    self.say("550 no such mailbox")
                    continue
                recipients.append(recipient)
                self.say("250 ok")
            elif verb == "DATA":
                self.say("354 go on")
                body = bytearray()
                while (line := self.rfile.readline()) not in (b".\r\n", b".\n", b""):
                    body += line[1:] if line.startswith(b"..") else line
                parsed = message_from_bytes(bytes(body), policy=policy.default)
                assert isinstance(parsed, EmailMessage)
                sink.keep(Received(sender, recipients, parsed, credentials))
                self.say("250 kept")
            elif verb == "QUIT":
                self.say("221 bye")
                return
            else:  # RSET, NOOP
                self.say("250 ok")
