"""The observation hooks: fixed size over whole playouts, values in [0, 1], nothing hidden in
them (equal for a state and its determinized samples), and the documented lengths."""

from __future__ import annotations

import importlib
import itertools
import re

import pytest

import alehouse
from alehouse import Chance

from .conftest import case_id, cases

MAX_DECISIONS = 3000


def playout(gid: str, players: int, options: dict, seed: int):
    """A seeded playout (the game's playout policy), yielding the match before each decision
    and once at the end."""
    m = alehouse.new_match(gid, players=players, seed=seed, options=options)
    rng = Chance.from_seed(seed + 1000)
    for _ in range(MAX_DECISIONS):
        yield m
        if m.over:
            return
        p = m.actors[0]
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))


@pytest.mark.parametrize("case", cases(all_presets=True), ids=case_id)
def test_observation_size_is_fixed_over_a_playout(case):
    gid, n, opts = case
    g = alehouse.game(gid)
    full = g.check_options(n, opts)
    size = g.observation_size(n, full)
    assert size > 0
    for k, m in enumerate(playout(gid, n, opts, seed=11)):
        seats = range(n) if k % 5 == 0 or m.over else m.actors
        for p in seats:
            values = g.observation(m.view(p), n, full)
            assert len(values) == size
            assert all(0.0 <= x <= 1.0 for x in values)


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_observations_do_not_see_hidden_information(case):
    """A seat's observation of a state equals its observation of every determinized sample
    (states that differ only in what that seat cannot see)."""
    gid, n, opts = case
    g = alehouse.game(gid)
    full = g.check_options(n, opts)
    for k, m in enumerate(playout(gid, n, opts, seed=5)):
        if k % 17 or m.over:
            continue
        for p in range(n):
            mine = g.observation(m.view(p), n, full)
            for s in range(2):
                sample = m.determinize(p, Chance.from_seed(100 * k + s))
                assert g.observation(sample.view(p), n, full) == mine


@pytest.mark.parametrize("gid", alehouse.games())
def test_the_documented_lengths_are_the_real_ones(gid):
    g = alehouse.game(gid)
    module = importlib.import_module(f"alehouse.boardgames.{gid.replace('-', '_')}.observation")
    found = re.search(r"the length is (\d+), (\d+) and (\d+) for 2, 3 and 4 players",
                      module.__doc__ or "")
    assert found, "observation.py states the length per player count"
    for n, stated in zip((2, 3, 4), found.groups()):
        assert g.observation_size(n, g.check_options(n, {})) == int(stated)


def test_the_default_hooks_offer_nothing():
    from alehouse.core.game import Game

    assert Game.observation_size(alehouse.game("heaven-and-ale"), 2, {}) == 0  # type: ignore[arg-type]


@pytest.mark.parametrize("gid", alehouse.games())
def test_the_named_sections_tile_the_whole_vector(gid: str) -> None:
    g = alehouse.game(gid)
    for n in g.player_counts:
        full = g.check_options(n, {})
        m = alehouse.new_match(gid, players=n, seed=3, options=full)
        layout = g.observation_layout(m.view(0), n, full)
        spans = [(s.start, s.stop) for s in layout.values()]
        assert spans[0][0] == 0 and spans[-1][1] == g.observation_size(n, full)
        assert all(a[1] == b[0] for a, b in itertools.pairwise(spans))
        assert "decision" in layout
        assert [k for k in layout if k.startswith("player ")] == [f"player {k}"
                                                                  for k in range(n)]
