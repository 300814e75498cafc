"""Matches in play, held in memory and kept equal to the database.

The database is the truth: a match is its row, its seats and one row per accepted change
(`MoveRow`, keyed by match and version), with a snapshot of the state every
`Settings.snapshot_every` versions. `Matches` keeps the engine's `Match` of each match in use,
loads it from the newest snapshot and the moves after it, and accepts a change only by writing
its row in the same transaction that checks it: the answer, and every push to the table, comes
after the commit. A second writer of the same version (another server process) loses on the
primary key and is told `stale_state`; its copy of the match is dropped and read again.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import alehouse
from alehouse.core import IllegalAction, Match
from alehouse.core.match import SEATS

from . import timing
from .change_writes import ChangeWrite
from .models import MatchRow, MoveRow, SeatRow, SnapshotRow
from .problems import Problem, engine_problem, not_found
from .settings import Settings
from .store import Store

Action = dict[str, Any] | int
log = logging.getLogger("alehouse.server")


@dataclass
class Live:
    """A match in memory: the engine's match, the lock its changes take in this process, and
    its row and seats as last read or written here (a change checks them, and its write is
    refused if another process changed the row since: see `Matches.act`)."""

    id: str
    match: Match
    lock: asyncio.Lock
    row: MatchRow
    seats: list[SeatRow]


@dataclass(frozen=True)
class Change:
    """An accepted change, as the table is told of it: with the row and seats as committed
    (and the match in memory) when the change was a move or an undo, so that this process
    answers and pushes without reading them again."""

    match_id: str
    version: int
    over: bool
    row: MatchRow | None = None
    seats: list[SeatRow] | None = None
    live: Live | None = None

    def seen(self) -> tuple[MatchRow, list[SeatRow], Match] | None:
        """The row, seats and match as committed, while the match in memory is still at this
        change's version (None: read them again)."""
        if self.row is None or self.seats is None or self.live is None or \
                self.live.match.version != self.version:
            return None
        return self.row, self.seats, self.live.match


def now() -> datetime:
    return datetime.now(UTC)


def tell(row: MatchRow, text: str) -> None:
    """Add a notice for the table (a seat taken over, a player gone)."""
    row.notices = [*row.notices, text]


def fold_codes(rows: Sequence[tuple[int | None, int]]) -> list[int]:
    """The codes of the moves standing after `rows` ((code, seat) per version, oldest first):
    a move adds its code, an undo takes the last one back."""
    codes: list[int] = []
    for code, _seat in rows:
        if code is None:
            codes.pop()
        else:
            codes.append(code)
    return codes


def apply_row(match: Match, seat: int, code: int | None) -> None:
    """Replay one stored change on `match`."""
    if code is None:
        match.undo(seat)
    else:
        match.act(seat, match.game.decode(code // SEATS))


class Matches:
    """The matches this process holds, and the one way a change is accepted."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession], settings: Settings,
                 store: Store) -> None:
        self.sessions = sessions
        self.settings = settings
        self.store = store
        self._cache: OrderedDict[str, Live] = OrderedDict()
        self._locks: dict[str, asyncio.Lock] = {}
        self.after_change: list[Callable[[Change], Awaitable[None]]] = []
        """Run after each commit (pushes to the table, bots' turns, ratings)."""

    # --- holding matches ----------------------------------------------------------------------

    def lock(self, match_id: str) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        return lock

    def forget(self, match_id: str) -> None:
        """Drop the copy in memory (it is read again from the database when next needed)."""
        self._cache.pop(match_id, None)


    async def live(self, session: AsyncSession, row: MatchRow, seats: list[SeatRow]) -> Live:
        """The match of `row` in memory, brought up to the row's version, holding `row` and
        `seats` (just read: the newest; taken out of `session`, since the match's changes
        write them by their own statements). Call with the match's lock held."""
        for held in (row, *seats):
            if held in session:
                session.expunge(held)
        live = self._cache.get(row.id)
        if live is not None and live.match.version < row.version:
            try:
                await self._catch_up(session, live)
            except Exception:
                live = None  # read it whole instead
        if live is not None and live.match.version == row.version:
            self._cache.move_to_end(row.id)
            live.row, live.seats = row, seats
            return live
        match = await self._load(session, row)
        live = Live(row.id, match, self.lock(row.id), row, seats)
        self._cache[row.id] = live
        while len(self._cache) > self.settings.cached_matches:
            old, _ = self._cache.popitem(last=False)
            if not self.lock(old).locked():
                self._locks.pop(old, None)
        return live

    async def _load(self, session: AsyncSession, row: MatchRow) -> Match:
        snapshot = (await session.execute(
            select(SnapshotRow.version, SnapshotRow.text)
            .where(SnapshotRow.match_id == row.id, SnapshotRow.version <= row.version)
            .order_by(SnapshotRow.version.desc()).limit(1))).first()
        rows = (await session.execute(
            select(MoveRow.code, MoveRow.seat).where(MoveRow.match_id == row.id,
                                                     MoveRow.version <= row.version)
            .order_by(MoveRow.version))).all()
        if snapshot is None:
            match = Match.start(alehouse.game(row.game), row.players, row.seed, row.options)
            start = 0
        else:
            start = snapshot.version
            match = Match.from_json(snapshot.text, moves=fold_codes(rows[:start]))
        for code, seat in rows[start:]:
            apply_row(match, seat, code)
        match.compact()
        return match

    async def _catch_up(self, session: AsyncSession, live: Live) -> None:
        rows = (await session.execute(
            select(MoveRow.code, MoveRow.seat)
            .where(MoveRow.match_id == live.id, MoveRow.version > live.match.version)
            .order_by(MoveRow.version))).all()
        for code, seat in rows:
            apply_row(live.match, seat, code)
        live.match.compact()

    async def read(self, match_id: str, session: AsyncSession | None = None
                   ) -> tuple[MatchRow, list[SeatRow], Live | None]:
        """The match's row, its seats, and (once it has started) its match in memory."""
        async with self.lock(match_id):
            if session is None:
                async with self.sessions() as session:
                    return await self._read(session, match_id)
            return await self._read(session, match_id)

    async def _read(self, session: AsyncSession, match_id: str
                    ) -> tuple[MatchRow, list[SeatRow], Live | None]:
        row, seats = await load_row(session, match_id)
        if row.status in ("open", "cancelled"):
            return row, seats, None
        return row, seats, await self.live(session, row, seats)

    # --- changes --------------------------------------------------------------------------------

    async def act(self, match_id: str, seat: int, version: int, action: Action,
                  user_id: int | None, session: AsyncSession | None = None) -> Change:
        """Play `action` for `seat` against `version`: `user_id` must hold the seat (None: the
        seat's bot). Refused with the engine's code and reason, or `not_your_seat`, changing
        nothing; accepted only once stored. A request passes its own `session` (whatever it
        read before is committed first), so that it never holds two connections at once."""

        def move(match: Match) -> int:
            chosen = match.game.decode(action) if isinstance(action, int) else action
            match.act(seat, chosen, version=version)
            return match.move_code()

        return await self._change(match_id, seat, user_id, move, session)

    async def undo(self, match_id: str, seat: int, version: int, user_id: int,
                   session: AsyncSession | None = None) -> Change:
        """Take back `seat`'s last action (the engine's rules: own actions within the turn)."""

        def take_back(match: Match) -> None:
            if version != match.version:
                raise IllegalAction(f"this undo was asked against version {version} of the "
                                    f"match, which is now at version {match.version}: look again",
                                    "stale_state")
            match.undo(seat)

        return await self._change(match_id, seat, user_id, take_back, session)

    async def _change(self, match_id: str, seat: int, user_id: int | None,
                      change: Callable[[Match], int | None],
                      given: AsyncSession | None) -> Change:
        """Check and make the change on the match in memory, then store it: the row's guard
        (its revision) refuses the write when another process changed the table since this
        one read it; the table is then read again and the change tried once more. The
        database is read only for a match not held in memory (in `given`, else a session of
        its own)."""
        if given is not None:
            await given.commit()  # whatever the request read before: a fresh read
        async with self.lock(match_id):
            for last_try in (False, True):
                live = self._cache.get(match_id)
                if live is None or last_try:
                    live = await self._fresh(match_id, given)
                written = await self._try(live, seat, user_id, change)
                if written is not None:
                    break
                self.forget(match_id)
            else:
                raise Problem(409, "stale_state", "another move was made at this version first: "
                              "look again")
        await self._announce(written)
        return written

    async def _fresh(self, match_id: str, given: AsyncSession | None) -> Live:
        """The match read again from the database, for a change (call with its lock held)."""
        if given is None:
            async with self.sessions() as session:
                return await self._fresh(match_id, session)
        await given.commit()
        row, seats = await load_row(given, match_id)
        if row.status not in ("playing", "finished"):
            raise Problem(409, "not_playing", f"this table is {_status(row.status)}")
        return await self.live(given, row, seats)

    async def _try(self, live: Live, seat: int, user_id: int | None,
                   change: Callable[[Match], int | None]) -> Change | None:
        """Make `change` on `live` and store it: the change, or None when the row's guard
        found the table changed by another process (nothing is written; `live` is then out of
        date). Refusals raise Problem and change nothing."""
        row, seats, match = live.row, live.seats, live.match
        if row.status == "finished":
            raise Problem(409, "game_over", "the game is over")
        _check_holder(_seat(seats, seat), user_id)
        before = list(match.actors)
        try:
            code = change(match)
        except IllegalAction as exc:
            raise engine_problem(exc) from None
        try:
            moment = now()
            old_clocks = [s.clock_ms for s in seats]
            self._advance(row, seats, match, [seat], moment, before)
            snapshot = (match.to_json(moves=False).encode()
                        if match.version % self.settings.snapshot_every == 0 else None)
            write = ChangeWrite.of(row, seats, old_clocks, {
                "match_id": live.id, "version": match.version, "seat": seat, "code": code,
                "at": moment}, snapshot)
            if not await self.store.write(write):
                return None
        except BaseException:
            self.forget(live.id)  # the match in memory is ahead of the database
            raise
        row.revision += 1
        match.compact()
        return Change(live.id, match.version, match.over, row, seats, live)

    def _advance(self, row: MatchRow, seats: list[SeatRow], match: Match, movers: list[int],
                 moment: datetime, before: list[int]) -> None:
        """The row after a change: its version, clocks, who is awaited, the result."""
        row.actors = before
        timing.charge(row, seats, movers, moment)
        row.version = match.version
        if match.over:
            result = match.result
            row.status = "finished"
            row.finished_at = moment
            row.result = result.to_json() if result is not None else None
            timing.restart(row, seats, [], moment)
        else:
            timing.restart(row, seats, list(match.actors), moment)

    async def _announce(self, change: Change) -> None:
        """Run the hooks of a stored change: one failing (Redis gone, say) is logged and
        changes nothing of the answer, since the change is stored already."""
        for hook in self.after_change:
            try:
                await hook(change)
            except Exception:
                log.exception("telling the table of %s version %d failed", change.match_id,
                              change.version)

    async def announce(self, change: Change) -> None:
        """Tell the table of a change made outside `act` and `undo` (a seat taken over)."""
        await self._announce(change)


async def load_row(session: AsyncSession, match_id: str) -> tuple[MatchRow, list[SeatRow]]:
    """The match's row and its seats in seat order (`not_found` when there is none)."""
    row = await session.get(MatchRow, match_id, populate_existing=True)
    if row is None:
        raise not_found("such table")
    seats = list((await session.execute(
        select(SeatRow).where(SeatRow.match_id == match_id).order_by(SeatRow.seat)
        .execution_options(populate_existing=True))).scalars())
    return row, seats


def _seat(seats: list[SeatRow], seat: int) -> SeatRow:
    if not 0 <= seat < len(seats):
        raise Problem(422, "unknown_player", f"there is no seat {seat + 1} at this table")
    return seats[seat]


def _check_holder(holder: SeatRow, user_id: int | None) -> None:
    bot_plays = holder.kind == "bot" or holder.taken_over
    if user_id is None:
        if not bot_plays:
            raise Problem(409, "not_your_seat", "a person plays this seat now")
        return
    if bot_plays:
        raise Problem(403, "not_your_seat", "a bot plays this seat now")
    if holder.user_id != user_id:
        raise Problem(403, "not_your_seat", "this seat is not yours")


def _status(status: str) -> str:
    return {"open": "still waiting for players", "cancelled": "cancelled"}.get(status, status)

