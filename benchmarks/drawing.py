"""The boards drawn as SVG (`Match.svg`: the view, the seat's legal actions and the drawing),
per call, on a mid-game position of a seeded game at the fewest and the most players, for every
game that draws its board. The page for a move must stay under 30 ms on the server (P6).

One command::

    .venv/bin/python benchmarks/drawing.py          # a Markdown table to stdout

Timed by CPU time (so a busy machine disturbs it less), the best of five rounds.
"""

from __future__ import annotations

import time

import alehouse
from alehouse import Chance, Match

CALLS = 50
"""Drawings per round."""
MOVES = {2: 60, 4: 150}
"""Random moves played before the position drawn, by player count (about mid-game)."""


def mid_game(gid: str, players: int) -> Match:
    m = alehouse.new_match(gid, players, seed=4)
    rng = Chance.from_seed(4)
    for _ in range(MOVES[players]):
        p = rng.choice(m.actors)
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    return m


def per_call(m: Match, seat: int) -> float:
    """Milliseconds of CPU per `Match.svg(seat)`, the best of five rounds."""
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for _ in range(CALLS):
            m.svg(seat)
        best = min(best, (time.process_time() - start) / CALLS)
    return best * 1000


def main() -> None:
    print("| game | players | decision | ms per drawing | kB |")
    print("|:--|--:|:--|--:|--:|")
    for gid in alehouse.games():
        game = alehouse.game(gid)
        if game.draw(alehouse.new_match(gid, game.player_counts[0], seed=1).view(None)) is None:
            continue
        for players in (2, 4):
            m = mid_game(gid, players)
            seat = m.actors[0]
            kind = m.decision.kind if m.decision is not None else "over"
            size = len(m.svg(seat).encode()) / 1000
            print(f"| {game.title} | {players} | {kind} | {per_call(m, seat):.1f} | "
                  f"{size:.0f} |")


if __name__ == "__main__":
    main()
