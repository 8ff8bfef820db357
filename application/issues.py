"""Issues: tickets raised by rules or by hand, their ad hoc tasks and notifications."""

from __future__ import annotations

from eventsourcing.persistence import ProcessRecorder

from application.base import ConsoleApplication


class Issues(ConsoleApplication):
    """Its recorder also keeps tracking records, so the rules that follow the readings can
    record the issues they raise together with how far they have read, in one transaction."""

    name = "issues"

    def construct_recorder(self) -> ProcessRecorder:
        return self.factory.process_recorder()
