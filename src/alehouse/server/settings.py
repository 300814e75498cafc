"""The server's settings: where it stores, how it fans out, and the bounds it keeps.

`Settings` is built by `alehouse serve` from its options (and by tests directly); every other
server module reads it from the app's state, never from the environment.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = "sqlite:///alehouse.db"


@dataclass(frozen=True)
class Settings:
    """How one server process runs.

    `database` is a SQLAlchemy URL without a driver (``sqlite:///file.db``,
    ``postgresql://user@host/db``); the server picks its asynchronous driver. `redis` (a
    ``redis://`` URL) fans changes out to the other server processes on the same database;
    without it the server assumes it is the only one."""

    database: str = DEFAULT_DATABASE
    redis: str | None = None
    sqlite_sync: str = "full"
    """SQLite only: "full" syncs every commit to the disk (an answered move survives a power
    cut); "normal" leaves it to the operating system (it survives the server being killed,
    not a power cut) and commits several times faster."""
    snapshot_every: int = 50
    """A snapshot of the state every this many versions: a restart replays at most this many."""
    cached_matches: int = 4000
    """Matches kept in memory (least recently used leave first)."""
    bot_workers: int = 1
    """Processes in which bots think."""
    bot_seconds: float = 1.5
    """The longest a bot may think about one decision (a server seat never keeps people waiting
    much longer than this)."""
    hint_seconds: float = 1.0
    """How long a hint searches (the strongest bot's advice on a seat's decision); with
    loading the match and planning the turn, a hint is answered within 2 s."""
    bot_fallback: str = "easy"
    """The bot that takes over a seat whose player ran out of time or left (a level or a bot
    spec)."""
    max_body_bytes: int = 64 * 1024
    """The largest request body or WebSocket message accepted."""
    login_attempts_per_minute: int = 10
    """Failed log-ins allowed per name and per address each minute."""
    requests_per_second: float = 20.0
    """Sustained requests per second allowed from one client (bursts of five times that)."""
    chat_length: int = 280
    chat_per_minute: int = 12
    secure_cookies: bool = False
    """Mark cookies Secure (behind HTTPS)."""
    clock_check_seconds: float = 1.0
    """How often the server looks for players who ran out of time."""

    @property
    def sqlite_path(self) -> Path | None:
        """The SQLite file, or None for another database."""
        prefix = "sqlite:///"
        if not self.database.startswith(prefix):
            return None
        return Path(self.database[len(prefix):])
