"""Long random sweeps (thousands of games), run nightly by `make sweep`, not by `make test`.

Each registered game x player count x preset plays ALEHOUSE_SWEEP_GAMES seeded random games
(default 1000) and checks on every decision that some actor can act, and at the end that the
result is well formed and the saved match round-trips.
"""

from __future__ import annotations

import json
import os

import pytest

import alehouse
from alehouse.core import Chance, Match

from .playouts import MAX_DECISIONS, case_id, cases

GAMES = int(os.environ.get("ALEHOUSE_SWEEP_GAMES", "1000"))
CASES = cases()


@pytest.mark.sweep
@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_random_sweep(case: tuple[str, int, str]) -> None:
    gid, players, preset = case
    for seed in range(10_000, 10_000 + GAMES):
        m = alehouse.new_match(gid, players=players, seed=seed, options=json.loads(preset))
        rng = Chance.from_seed(seed)
        for _ in range(MAX_DECISIONS):
            if m.over:
                break
            actors = m.actors
            assert actors, f"seed {seed}: stuck"
            p = rng.choice(actors)
            legal = m.legal_actions(p)
            assert legal, f"seed {seed}: actor {p} has no legal action"
            m.act(p, m.game.playout_action(m.state, p, legal, rng))
        assert m.over, f"seed {seed}: no end"
        r = m.result
        assert r is not None
        for q in range(players):
            assert sum(r.breakdown[q].values()) == pytest.approx(r.scores[q])
        assert Match.from_json(m.to_json()).to_json() == m.to_json()
