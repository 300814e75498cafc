"""The strongest bot's advice for people: a seat's hint and a finished game's chances of
winning, worked out in the bots' processes (never on the loop that answers requests).

A hint is `alehouse.bots.advise` on the seat's own decision, from that seat's view (the match
is loaded from its save in the worker and advised through an `Observation`, as a bot's move
is), for `Settings.hint_seconds`. Hints are kept per (table, version, seat), so asking again
costs nothing; one hint of a table is worked out at a time (a second asked meanwhile for the
same decision waits for the first; for another, it is refused as `too_many_requests`).

A finished game's chances replay its record and judge each position by the calibrated
chances (`alehouse.bots.chances`): all is public once a game is over. They are kept per table.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import alehouse
from alehouse.bots import advise
from alehouse.bots.chances import chances
from alehouse.core import Match

from .problems import Problem
from .settings import Settings

if TYPE_CHECKING:
    from .bot_seats import BotSeats

KEPT = 512
"""Hints, and finished games' chances, kept in memory (least recently used leave first)."""

HintKey = tuple[str, int, int]


def advise_in_worker(text: bytes, seat: int, seconds: float) -> dict[str, Any]:
    """In a worker process: `advise` for `seat` of the saved match `text`, as JSON, each
    action with its index in the game's action space."""
    match = Match.from_json(text)
    advice = advise(match, seat, seconds)
    out = advice.to_json()
    for entry, advised in zip(out["actions"], advice.actions, strict=True):
        entry["index"] = match.game.encode(advised.action)
    return out


def chances_in_worker(record: dict[str, Any]) -> dict[str, Any]:
    """In a worker process: a finished game's chances of winning at every step (0: the start)
    and where the game turned: the move after which a seat's chance moved most (the last
    move left out, where the end's scoring is counted, unless it is the only one)."""
    match = alehouse.replay(record, upto=0)
    moves = record["moves"]
    rows = [rounded(chances(match))]
    words: list[str] = []
    for player, data in moves:
        words.append(f"{match.player_name(player)}: {match.label(data)}")
        match.act(player, data)
        rows.append(rounded(chances(match)))
    turn = None
    last = len(moves) - 1 if len(moves) > 1 else len(moves)
    best = -1.0
    for step in range(1, last + 1):
        for seat in range(match.players):
            swing = abs(rows[step][seat] - rows[step - 1][seat])
            if swing > best:
                best = swing
                turn = {"step": step, "seat": seat, "mover": moves[step - 1][0],
                        "before": rows[step - 1][seat], "after": rows[step][seat],
                        "words": words[step - 1]}
    names = [match.player_name(p) for p in range(match.players)]
    return {"steps": len(moves), "names": names, "chances": rows, "turn": turn}


def rounded(found: list[float]) -> list[float]:
    """Chances to 4 decimals (a chart needs no more)."""
    return [round(c, 4) for c in found]


class Advisor:
    """This server process's hints and finished games' chances (see the module doc)."""

    def __init__(self, bots: BotSeats, settings: Settings) -> None:
        self.bots, self.settings = bots, settings
        self._hints: OrderedDict[HintKey, dict[str, Any]] = OrderedDict()
        self._thinking: dict[str, tuple[HintKey, asyncio.Future[dict[str, Any]]]] = {}
        self._chances: OrderedDict[str, dict[str, Any]] = OrderedDict()

    async def hint(self, match_id: str, match: Match, seat: int) -> dict[str, Any]:
        """The advice for `seat` of `match` (checked already: the seat's own decision)."""
        key = (match_id, match.version, seat)
        kept = self._hints.get(key)
        if kept is not None:
            self._hints.move_to_end(key)
            return kept
        running = self._thinking.get(match_id)
        if running is not None:
            if running[0] != key:
                raise Problem(429, "too_many_requests", "a hint for this table is being "
                              "worked out: ask again in a moment")
            return await asyncio.shield(running[1])
        future = self.bots.work(advise_in_worker, match.to_json().encode(), seat,
                                self.settings.hint_seconds)
        self._thinking[match_id] = (key, future)
        try:
            found = await asyncio.shield(future)
        finally:
            self._thinking.pop(match_id, None)
        keep(self._hints, key, found)
        return found

    async def chances(self, match_id: str, match: Match) -> dict[str, Any]:
        """The chances of the finished `match` at every step, and where it turned."""
        kept = self._chances.get(match_id)
        if kept is not None:
            self._chances.move_to_end(match_id)
            return kept
        found = await self.bots.work(chances_in_worker, match.record)
        keep(self._chances, match_id, found)
        return found


def keep(memory: OrderedDict[Any, dict[str, Any]], key: Any, value: dict[str, Any]) -> None:
    memory[key] = value
    while len(memory) > KEPT:
        memory.popitem(last=False)


__all__ = ["Advisor", "advise_in_worker", "chances_in_worker"]
