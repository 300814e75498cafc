"""The server's tables (SQLAlchemy 2). The record is the truth: a match row (game, options, seed,
seats) and one row per accepted change keyed (match, version), with snapshots of the state so
that loading replays only a tail. Migrations in `migrations/` create exactly these tables.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class User(Base):
    """An account (or a guest: no name to log in with, no password)."""

    __tablename__ = "users"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(40))
    name_key: Mapped[str] = mapped_column(String(40), unique=True)
    """The name folded to lower case: two accounts never differ only by case."""
    password_hash: Mapped[str | None] = mapped_column(String(200))
    guest: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Session(Base):
    """A log-in: a browser's cookie or an API client's bearer token (kept only as a hash)."""

    __tablename__ = "sessions"
    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    """"cookie" or "bearer"."""
    csrf: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class MatchRow(Base):
    """A table in the lobby, then the match played at it."""

    __tablename__ = "matches"
    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(10), index=True)
    """"open" (seats being filled), "playing", "finished" or "cancelled"."""
    host_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    timing: Mapped[dict[str, Any]] = mapped_column(JSON)
    """{"mode": "live", "minutes": m, "increment": s} or {"mode": "turn", "days": d}."""
    invite: Mapped[str | None] = mapped_column(String(32))
    rematch_of: Mapped[str | None] = mapped_column(String(16), index=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    actors: Mapped[list[int]] = mapped_column(JSON, default=list)
    """The seats the match waits for at `version` (for "my games")."""
    turn_started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    deadline: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), index=True)
    """When the first awaited seat runs out of time."""
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    rated: Mapped[bool] = mapped_column(Boolean, default=False)
    hints: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Its players may ask for a hint (`hints.py`): set when the table is made."""
    ratings_done: Mapped[bool] = mapped_column(Boolean, default=False)
    """The ratings moved for this finished game (once only)."""
    notices: Mapped[list[str]] = mapped_column(JSON, default=list)
    """What the table was told that is no move: a seat taken over by a bot, a player leaving."""
    revision: Mapped[int] = mapped_column(Integer, default=1)
    """Bumped by every change of the row (its seats change only together with it): a writer
    that read an older revision writes nothing (another process changed the table first)."""

    __mapper_args__ = {"version_id_col": revision}


class SeatRow(Base):
    """One seat of a table: open, reserved by an invite, a person's, or a bot's."""

    __tablename__ = "seats"
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"),
                                          primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(10))
    """"open", "invite" (only with the table's invite), "person" or "bot"."""
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"),
                                                index=True)
    bot: Mapped[str | None] = mapped_column(String(60))
    """The spec of the bot that plays the seat (a level's own spec when named by a level)."""
    level: Mapped[str | None] = mapped_column(String(16))
    """The level the seat's bot was named by ("hard"), or None when named by its spec."""
    taken_over: Mapped[bool] = mapped_column(Boolean, default=False)
    """A bot plays the seat since its player ran out of time or left."""
    clock_ms: Mapped[int | None] = mapped_column(BigInteger)
    """Live play: the time left on the seat's clock at the start of the current turn."""


class MoveRow(Base):
    """One accepted change of a match: a move (its code) or an undo (no code)."""

    __tablename__ = "moves"
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"),
                                          primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    """The match's version after the change: the second writer of a version loses."""
    seat: Mapped[int] = mapped_column(Integer)
    code: Mapped[int | None] = mapped_column(BigInteger)
    """`Match.move_code` of a move; None for an undo."""
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SnapshotRow(Base):
    """The state at one version (`Match.to_json(moves=False)`)."""

    __tablename__ = "snapshots"
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"),
                                          primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    text: Mapped[bytes] = mapped_column(LargeBinary)


class ChatRow(Base):
    """A line of a table's chat."""

    __tablename__ = "chat"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    name: Mapped[str] = mapped_column(String(40))
    text: Mapped[str] = mapped_column(Text)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    __table_args__ = (Index("chat_by_match", "match_id", "id"),)


class RatingRow(Base):
    """An account's rating in one game (openskill's mu and sigma)."""

    __tablename__ = "ratings"
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"),
                                         primary_key=True)
    game: Mapped[str] = mapped_column(String(40), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer, default=0)
