"""Hints: a seated player asks the strongest bot for the best few actions of their decision,
each with the chance of winning after it (`alehouse.bots.advise`, worked out by advisor.py).

When hints are allowed is the table's (`MatchRow.hints`), set when it is made: by the host's
choice, or else on where every seat is the host's own or a bot's (a game against bots, or
hot-seat) and off where anyone else plays, so nobody is advised against a person who did not
agree to it by joining a table that says so. A rated table plays without hints. A rematch keeps
the table's choice.

A hint is for the seat's own player only (the account holding it, not taken over by a bot),
for a decision of that seat, and comes from that seat's view alone.
"""

from __future__ import annotations

from fastapi import APIRouter, Query

from alehouse.bots.advice import BadAdvice, check

from .deps import Db, House, Me
from .problems import Problem, ProblemBody, engine_problem
from .schemas import Hint, TableIn
from .seeing import check_viewer

router = APIRouter(prefix="/api/matches", tags=["play"],
                   responses={401: {"model": ProblemBody}, 403: {"model": ProblemBody},
                              404: {"model": ProblemBody}, 409: {"model": ProblemBody},
                              422: {"model": ProblemBody}, 429: {"model": ProblemBody}})

HINTS_OFF = ("this table plays without hints: they are on at tables where every other seat "
             "is a bot's, or where the table was set with them")


def table_hints(body: TableIn) -> bool:
    """Whether a table made as `body` asks allows hints (see the module doc); `bad_hints`
    for hints asked at a rated table."""
    if body.hints and body.rated:
        raise Problem(422, "bad_hints", "a rated table plays without hints")
    if body.hints is not None:
        return body.hints
    return all(s.kind in ("me", "bot") for s in body.seats)


@router.get("/{match_id}/hint", response_model=Hint)
async def hint(match_id: str, house: House, db: Db, me: Me,
               seat: int = Query(ge=0, le=7, description="your seat")) -> Hint:
    """The strongest bot's advice on your seat's decision: the best few actions, the best
    first, with the chance of winning after each, from what your seat sees (about a second
    of thought). Only where the table allows hints."""
    row, seats, live = await house.matches.read(match_id, db)
    if live is None:
        raise Problem(409, "not_started", "this table has not started yet")
    check_viewer(seats, seat, me)
    if seats[seat].taken_over:
        raise Problem(403, "not_your_seat", "a bot plays this seat now")
    if not row.hints:
        raise Problem(403, "hints_off", HINTS_OFF)
    match = live.match
    try:
        check(match, seat, house.settings.hint_seconds, 3, None)
    except BadAdvice as exc:
        raise engine_problem(exc) from None
    found = await house.advisor.hint(match_id, match, seat)
    return Hint(match=match_id, seat=seat, **found)
