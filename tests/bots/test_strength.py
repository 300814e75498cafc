"""Strength (long: `make strength`, not in the default run): in every game, greedy beats random
in at least 80% of 2-player games and ismcts at 0.25 s per decision beats greedy in at least
60%. The full measurement (100+ games per pair, figures in benchmarks/README.md) is
benchmarks/bots.py; these checks play ALEHOUSE_STRENGTH_GAMES games per pair (default 40)."""

from __future__ import annotations

import os

import pytest

import alehouse
from alehouse.arena import Tournament, run, summarise

GAMES = int(os.environ.get("ALEHOUSE_STRENGTH_GAMES", "40"))
PAIRS = [("greedy", "random", 0.80), ("ismcts:time=0.25", "greedy", 0.60)]

pytestmark = [pytest.mark.strength, pytest.mark.sweep]


@pytest.mark.parametrize("game_id", alehouse.games())
@pytest.mark.parametrize(("bot", "against", "target"), PAIRS)
def test_bot_beats_the_weaker_one(game_id: str, bot: str, against: str, target: float) -> None:
    t = Tournament(game_id, [bot, against], games=GAMES, players=2, seed=1)
    results = summarise(t, run(t, workers=2).outcomes)
    assert results["unfinished"] == []
    rate = results["bots"][0]["win_rate"]
    assert rate >= target, f"{bot} won {rate:.0%} against {against} in {game_id}"
