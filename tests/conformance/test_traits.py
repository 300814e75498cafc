"""Every game's `traits` (its strategy.py, for the balance report) keep the contract of
tests/traits.py at the end of every case's seeded playouts: every registered game x player
count x option preset (the same playouts as test_conformance.py)."""

from __future__ import annotations

import importlib

import pytest

from tests.traits import all_traits

from .playouts import SEEDS, case_id, cases, playout

CASES = cases()


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_every_game_tells_what_each_player_did(case: tuple[str, int, str]) -> None:
    for seed in SEEDS:
        m = playout(*case, seed).final
        package = type(m.game).__module__.rpartition(".")[0]
        strategy = importlib.import_module(f"{package}.strategy")
        all_traits(m, getattr(strategy, "REVEALED", ()))
