"""Playing over HTTP: a seat's (or a spectator's) state, moves, undo, the record.

A move names the version it was made against: a move against an older version is refused
(`stale_state`) and changes nothing, as is an illegal one (the engine's code and reason)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query

from .deps import Db, House, MaybeCaller, Me
from .live import Change
from .problems import Problem, ProblemBody
from .schemas import Accepted, MoveIn, PlayState, UndoIn
from .seeing import check_viewer, play_state

router = APIRouter(prefix="/api/matches", tags=["play"],
                   responses={401: {"model": ProblemBody}, 403: {"model": ProblemBody},
                              404: {"model": ProblemBody}, 409: {"model": ProblemBody},
                              422: {"model": ProblemBody}})


async def seen(house: House, db: Db, match_id: str, seat: int | None, caller: Any,
               since: int, drawn: bool = False) -> PlayState:
    row, seats, live = await house.matches.read(match_id, db)
    check_viewer(seats, seat, caller)
    if live is None:
        raise Problem(409, "not_started", "this table has not started yet")
    return play_state(row, seats, live.match, seat, since, drawn)


@router.get("/{match_id}", response_model=PlayState)
async def state(match_id: str, house: House, db: Db, caller: MaybeCaller,
                seat: int | None = Query(None, ge=0, le=7, description="your seat (leave out "
                                         "to watch as a spectator)"),
                since: int = Query(0, ge=0, description="the first event of the log to send"),
                board: bool = Query(False, description="also the board drawn as this seat "
                                    "sees it (`board`, or `picture` for a game that draws "
                                    "none)")) -> PlayState:
    """What a seat sees now (its own view, legal actions and log), or a spectator."""
    return await seen(house, db, match_id, seat, caller, since, board)


async def answer(house: House, db: Db, change: Change, seat: int, caller: Any,
                 since: int) -> PlayState:
    """What the mover sees after `change` (read again only if the match moved on since)."""
    committed = change.seen()
    if committed is None:
        return await seen(house, db, change.match_id, seat, caller, since)
    row, seats, match = committed
    return play_state(row, seats, match, seat, since)


@router.post("/{match_id}/moves", response_model=PlayState | Accepted)
async def move(match_id: str, body: MoveIn, house: House, db: Db,
               me: Me) -> PlayState | Accepted:
    """Make a move for your seat against the version you saw. It is stored before this answer,
    and every seat and spectator is told. The answer is what your seat sees now, or only the
    new version (`answer`: "version")."""
    change = await house.matches.act(match_id, body.seat, body.version, body.action, me.id, db)
    if body.answer == "version":
        return Accepted(match=match_id, version=change.version)
    return await answer(house, db, change, body.seat, me, body.since)


@router.post("/{match_id}/undo", response_model=PlayState)
async def undo(match_id: str, body: UndoIn, house: House, db: Db, me: Me) -> PlayState:
    """Take back your last action, where the rules allow it (your own actions within your
    turn, never past a die, a draw or something revealed)."""
    change = await house.matches.undo(match_id, body.seat, body.version, me.id, db)
    return await answer(house, db, change, body.seat, me, body.since)


@router.get("/{match_id}/record")
async def record(match_id: str, house: House, db: Db) -> dict[str, Any]:
    """A finished game's record (seed, options, every move): `alehouse replay` replays it. A
    running game gives only what a spectator sees (its view and log), never the moves, which
    may hold hidden choices."""
    row, _seats, live = await house.matches.read(match_id, db)
    if live is None:
        raise Problem(409, "not_started", "this table has not started yet")
    if row.status == "finished":
        return live.match.record
    return {"game": row.game, "players": row.players, "options": row.options,
            "version": live.match.version, "view": live.match.view(None),
            "log": live.match.log_for(None), "running": True}
