"""Running out of time: a seat whose clock (live tables) or days per move (turn-based tables)
run out is taken over by a bot, and the table is told, so a game is never stuck."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from sqlalchemy import select

from alehouse.core.words import joined

from . import timing
from .bot_seats import give_bot
from .live import Change, Matches, load_row, now, tell
from .models import MatchRow
from .seeing import seat_names
from .settings import Settings

log = logging.getLogger("alehouse.server")


class Clocks:
    """Looks for seats out of time every `Settings.clock_check_seconds`."""

    def __init__(self, matches: Matches, settings: Settings) -> None:
        self.matches, self.settings = matches, settings
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._watch())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _watch(self) -> None:
        while True:
            try:
                await self.check()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("checking the clocks failed")
            await asyncio.sleep(self.settings.clock_check_seconds)

    async def check(self) -> list[str]:
        """Hand every seat out of time to a bot; the matches where that happened."""
        async with self.matches.sessions() as db:
            due = list((await db.execute(select(MatchRow.id).where(
                MatchRow.status == "playing", MatchRow.deadline <= now()))).scalars())
        changed = []
        for match_id in due:
            if await self._take_over(match_id):
                changed.append(match_id)
        return changed

    async def _take_over(self, match_id: str) -> bool:
        async with self.matches.lock(match_id), self.matches.sessions() as db:
            row, seats = await load_row(db, match_id)
            late = [p for p in timing.out_of_time(row, seats, now())
                    if seats[p].kind == "person" and not seats[p].taken_over]
            if not late:
                return False
            for p in late:
                seats[p].taken_over = True
                give_bot(seats[p], self.settings.bot_fallback)
            names = seat_names(row)
            tell(row, f"{joined([names[p] for p in late])} ran out of time: a bot plays "
                 f"{'them' if len(late) > 1 else 'that seat'} from now on")
            await db.commit()
            self.matches.forget(match_id)  # its seats changed: read again at the next move
            version = row.version
        await self.matches.announce(Change(match_id, version, False))
        return True
