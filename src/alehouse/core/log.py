"""The event log of a match: lines for people, some of them for one seat's eyes only."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event. `only` set: `text` is seen by that player alone; the rest see `public`
    (or nothing when `public` is None). That is how logs stay redacted."""

    text: str
    only: int | None = None
    public: str | None = None

    def seen_by(self, player: int | None) -> str | None:
        if self.only is None or self.only == player:
            return self.text
        return self.public


Log = list[LogEntry]
