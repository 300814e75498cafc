"""Replaying a finished game step by step: the board as a spectator saw it after any number
of moves, for the table page's slider, and the chart of each seat's chance of winning after
every move with the move where the game turned (charts.py). Only a finished game is replayed
(its record is public then); the picture is the spectator's, so no seat's hidden things are
shown; the chances judge the true positions, all of which are public by then."""

from __future__ import annotations

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

import alehouse

from .charts import chance_chart
from .deps import Db, House
from .problems import Problem, ProblemBody
from .schemas import Chances, TurningPoint

router = APIRouter(prefix="/api/matches", tags=["play"],
                   responses={404: {"model": ProblemBody}, 409: {"model": ProblemBody},
                              422: {"model": ProblemBody}})


class ReplayStep(BaseModel):
    """A finished game after its first `step` moves, as a spectator sees it."""

    step: int
    steps: int = Field(description="how many moves the game had")
    decision: str = Field(description="what the game waited for then, for people")
    log: list[str] = Field(description="the events up to this step, as a spectator reads them")
    board: str | None = Field(None, description="the board as SVG (None for a game that "
                              "draws none)")
    picture: str | None = Field(None, description="for a game that draws no board: its view "
                                "as text")
    running_score: list[int] | None = Field(None, description="each seat's points at this step, "
                                            "for a game that keeps them as it goes (None "
                                            "otherwise)")


@router.get("/{match_id}/replay", response_model=ReplayStep)
async def replay_step(match_id: str, house: House, db: Db,
                      step: int = Query(ge=0, le=1_000_000, description="moves made")
                      ) -> ReplayStep:
    """A finished game after its first `step` moves (the last step when beyond), as a
    spectator saw it."""
    row, _seats, live = await house.matches.read(match_id, db)
    if live is None or row.status != "finished":
        raise Problem(409, "not_finished", "only a finished game can be replayed")
    record = live.match.record
    steps = len(record["moves"])
    step = min(step, steps)
    then = alehouse.replay(record, upto=step)
    view = then.view(None)
    board = then.game.draw(view, ())
    return ReplayStep(step=step, steps=steps, decision=then.game.waiting_for(then.state),
                      log=then.log_for(None), board=board,
                      picture=then.game.render_text(view) if board is None else None,
                      running_score=then.game.running_score(view))


@router.get("/{match_id}/chances", response_model=Chances)
async def chances(match_id: str, house: House, db: Db) -> Chances:
    """A finished game's estimated chances of winning after every move, each seat's (the
    calibrated evaluation of each position: `alehouse calibrate`), where the game turned (the
    move after which a seat's chance moved most) and the chart of both (SVG)."""
    row, _seats, live = await house.matches.read(match_id, db)
    if live is None or row.status != "finished":
        raise Problem(409, "not_finished", "only a finished game's chances are shown")
    found = await house.advisor.chances(match_id, live.match)
    turn = found["turn"]
    chart = chance_chart(found["names"], found["chances"],
                         (turn["step"], turn["seat"], turn["words"]) if turn else None)
    return Chances(match=match_id, steps=found["steps"], names=found["names"],
                   chances=found["chances"], turn=TurningPoint(**turn) if turn else None,
                   chart=chart)
