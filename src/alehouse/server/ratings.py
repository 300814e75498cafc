"""Ratings per game for rated tables (every seat an account, no hot-seat): openskill's
Plackett-Luce model updated when such a game ends, and a leaderboard by the conservative rating
(mu - 3 sigma)."""

from __future__ import annotations

from fastapi import APIRouter, Query
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

import alehouse

from .deps import Db
from .live import Change, load_row
from .models import RatingRow, User
from .problems import ProblemBody

router = APIRouter(prefix="/api/ratings", tags=["ratings"],
                   responses={404: {"model": ProblemBody}, 422: {"model": ProblemBody}})


class Rated(BaseModel):
    name: str
    rating: float
    mu: float
    sigma: float
    games: int


def places(result: dict[str, object]) -> list[int]:
    """Each seat's place (0 best): winners share the first; the rest by the ranking."""
    ranking = list(result["ranking"])  # type: ignore[call-overload]
    winners = set(result["winners"])  # type: ignore[call-overload]
    return [0 if seat in winners else ranking.index(seat) for seat in range(len(ranking))]


async def rate(sessions: async_sessionmaker[AsyncSession], change: Change) -> None:
    """After a rated game ends: every account's rating in that game moves."""
    if not change.over:
        return
    from openskill.models import PlackettLuce

    async with sessions() as db, db.begin():
        row, seats = await load_row(db, change.match_id)
        if not row.rated or row.ratings_done or row.result is None or any(
                s.taken_over or s.user_id is None for s in seats):
            return
        model = PlackettLuce()
        kept = []
        for seat in seats:
            found = await db.get(RatingRow, (seat.user_id, row.game))
            if found is None:
                fresh = model.rating()
                found = RatingRow(user_id=seat.user_id, game=row.game, mu=fresh.mu,
                                  sigma=fresh.sigma, games=0)
                db.add(found)
            kept.append(found)
        teams = [[model.rating(mu=r.mu, sigma=r.sigma)] for r in kept]
        rated = model.rate(teams, ranks=[float(p) for p in places(row.result)])
        for stored, [new] in zip(kept, rated):
            stored.mu, stored.sigma, stored.games = new.mu, new.sigma, stored.games + 1
        row.ratings_done = True


@router.get("/{game}", response_model=list[Rated])
async def leaderboard(game: str, db: Db, limit: int = Query(50, ge=1, le=500)) -> list[Rated]:
    """The best-rated accounts in a game (by mu - 3 sigma)."""
    alehouse.game(game)  # unknown_game names the games there are
    rows = (await db.execute(select(RatingRow, User.name).join(User, User.id ==
                                                               RatingRow.user_id)
                             .where(RatingRow.game == game)
                             .order_by((RatingRow.mu - 3 * RatingRow.sigma).desc())
                             .limit(limit))).all()
    return [Rated(name=name, rating=r.mu - 3 * r.sigma, mu=r.mu, sigma=r.sigma, games=r.games)
            for r, name in rows]
