"""The quick ways some Monastery rules are asked, against the plain questions they stand for:
`usable_symbols` finds in one pass the symbols `symbol_usable` allows one by one; `can_spend`
is `spend_options` not being empty; `letters_left` counts the letters on the Prayer Board; the
bots' evaluation sums the testament in place of `scoring.testament`.
Positions come from seeded random games (every player count and variant) and from random
monasteries (tests/boardgames/monastery/test_reference.py), where monks stand on finished
symbol tiles, some praying."""

from __future__ import annotations

from collections import Counter

from alehouse import Chance
from alehouse.boardgames.monastery import prayer_board as P
from alehouse.boardgames.monastery import scoring as S
from alehouse.boardgames.monastery.content import CONTENT, ON_BOARD
from alehouse.boardgames.monastery.evaluate import MONK_WORTH, evaluate
from alehouse.boardgames.monastery.seats import partner
from alehouse.boardgames.monastery.state import State
from tests.boardgames.monastery.helpers import new
from tests.boardgames.monastery.test_reference import random_monastery
from tests.helpers import st

SYMBOLS = tuple(CONTENT.symbol_tile)


def plain_evaluation(state: State, seat: int) -> float:
    """The bots' projected testament, written with `scoring.testament` as it reads."""
    def own(q: int) -> float:
        monks = sum(1 for m in range(q * S.MONKS, q * S.MONKS + S.MONKS)
                    if state.monk_tile[m] != ON_BOARD)
        left = max(0, 19 - state.hour) / 19
        return (sum(S.testament(state, q).values()) + MONK_WORTH * monks * left
                + state.players[q].points / 3)
    mate = partner(state, seat)
    return own(seat) + (own(mate) if mate >= 0 else 0.0)


def check_position(state: State, rng: Chance, tally: Counter[str]) -> None:
    """Every seat's usable symbols, spending and evaluation, with some symbols used and some
    points."""
    for q in range(len(state.players)):
        assert evaluate(state, q) == plain_evaluation(state, q)
        tally["evaluations"] += 1
        used = [sym for sym in SYMBOLS if rng.below(4) == 0]
        found = S.usable_symbols(state, q, used)
        assert len(found) == len(set(found))
        assert set(found) == {sym for sym in SYMBOLS if S.symbol_usable(state, q, sym, used)}
        tally["symbols"] += len(found)
        pl = state.players[q]
        kept = pl.points, pl.blessings, pl.fresh
        pl.points, pl.blessings = rng.below(12), rng.below(4)
        pl.fresh = rng.below(pl.blessings + 1)
        assert P.can_spend(state, q) == bool(P.spend_options(state, q))
        tally["spending"] += bool(P.spend_options(state, q))
        pl.points, pl.blessings, pl.fresh = kept
    assert P.letters_left(state) == sum(1 for c in state.board if c not in ("", "+"))


def test_random_games_ask_the_quick_way_what_the_rules_ask() -> None:
    tally: Counter[str] = Counter()
    for players, variant in ((2, "standard"), (3, "simple"), (4, "team")):
        for seed in range(3):
            m = new(players, seed, variant)
            rng = Chance.from_seed(seed)
            while not m.over:
                if rng.below(3) == 0:
                    check_position(st(m), rng, tally)
                p = m.actors[rng.below(len(m.actors))]
                legal = m.legal_actions(p)
                m.act(p, m.game.playout_action(st(m), p, legal, rng) if seed % 2
                      else rng.choice(legal))
    assert tally["spending"] > 100
    assert tally["evaluations"] > 100


def test_random_monasteries_ask_the_quick_way_what_the_rules_ask() -> None:
    rng = Chance.from_seed(5)
    tally: Counter[str] = Counter()
    for players in (2, 3, 4):
        for _ in range(30):
            check_position(st(random_monastery(players, rng)), rng, tally)
    assert tally["symbols"] > 20 and tally["spending"] > 20, tally
