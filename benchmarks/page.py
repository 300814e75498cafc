"""The page for a move: what the server does for one seat after a move when a browser watches
(`seeing.play_state` with the board drawn, then its JSON, as the socket sends it), per call,
on a mid-game position of a seeded game at the fewest and the most players, for every game
(the three that draw no board send their view as text instead). P6 asks for under 30 ms.

One command::

    .venv/bin/python benchmarks/page.py          # a Markdown table to stdout

Timed by CPU time (so a busy machine disturbs it less), the best of five rounds. The storing
of the move and the socket's sending are left out (benchmarks/server.py measures those).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

import alehouse
from alehouse import Chance, Match
from alehouse.server.models import MatchRow, SeatRow
from alehouse.server.seeing import play_state

CALLS = 30
"""Pages per round."""
MOVES = {2: 60, 4: 150}
"""Random moves played before the position, by player count (about mid-game)."""


def mid_game(gid: str, players: int) -> Match:
    m = alehouse.new_match(gid, players, seed=4)
    rng = Chance.from_seed(4)
    for _ in range(MOVES[players]):
        if m.over:
            break
        p = rng.choice(m.actors)
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    return m


def table(m: Match) -> tuple[MatchRow, list[SeatRow]]:
    """The table's rows as the server holds them (not stored anywhere)."""
    row = MatchRow(id="bench", game=m.game.id, players=m.players, options=m.options, seed=4,
                   status="playing", timing={"mode": "live", "minutes": 20, "increment": 0},
                   version=m.version, actors=list(m.actors), notices=[], result=None,
                   turn_started_at=datetime.now(UTC), deadline=None,
                   created_at=datetime.now(UTC))
    seats = [SeatRow(match_id="bench", seat=p, kind="person", user_id=p + 1, taken_over=False,
                     clock_ms=600_000) for p in range(m.players)]
    return row, seats


def per_call(m: Match, seat: int) -> tuple[float, int]:
    """Milliseconds of CPU per page of `seat` (the newest ten events of the log), the best of
    five rounds, and the page's size in bytes."""
    row, seats = table(m)
    since = max(0, m.log_length - 10)
    best = float("inf")
    size = 0
    for _ in range(5):
        start = time.process_time()
        for _ in range(CALLS):
            m._legal = {}  # as after a move: the legal actions are found again
            size = len(play_state(row, seats, m, seat, since, drawn=True).model_dump_json())
        best = min(best, (time.process_time() - start) / CALLS)
    return best * 1000, size


def main() -> None:
    print("| game | players | board | ms per page | kB |")
    print("|:--|--:|:--|--:|--:|")
    for gid in alehouse.games():
        game = alehouse.game(gid)
        for players in (game.player_counts[0], game.player_counts[-1]):
            m = mid_game(gid, players)
            seat = m.actors[0] if m.actors else 0
            ms, size = per_call(m, seat)
            drawn = "SVG" if game.draw(m.view(None)) is not None else "text"
            print(f"| {game.title} | {players} | {drawn} | {ms:.1f} | {size / 1000:.0f} |")


if __name__ == "__main__":
    main()
