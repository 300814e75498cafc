"""The OpenSpiel games: OpenSpiel's random_sim_test with serialisation for every game and
player count, state serialisation of the sampled-stochastic games, resampling from the
information state, and OpenSpiel's Python ISMCTS bot playing a full game of each."""

from __future__ import annotations

import pickle

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
from open_spiel.python.algorithms import ismcts  # noqa: E402

import alehouse  # noqa: E402
from alehouse.interop import openspiel as ao  # noqa: E402

COUNTS = [(gid, n) for gid in alehouse.games() for n in alehouse.game(gid).player_counts]


def test_every_game_is_registered():
    names = set(pyspiel.registered_names())
    for gid in alehouse.games():
        assert ao.short_name(gid) in names
    game = pyspiel.load_game("python_alehouse_heaven_and_ale", {"players": 3})
    assert game.num_players() == 3
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert game.num_distinct_actions() == alehouse.game("heaven-and-ale").num_actions


SLOW = {"dice-brewing"}
"""Uniform random play (random_sim_test's) hardly ever brews in Dice Brewing, so its random
games last thousands of decisions (tens of thousands with 4 players): those runs are sweeps."""


def _sim_cases():
    out = []
    for gid, n in COUNTS:
        marks = [pytest.mark.sweep] if n > 2 or gid in SLOW else []
        out.append(pytest.param(gid, n, marks=marks, id=f"{gid}-{n}p"))
    return out


@pytest.mark.parametrize(("gid", "n"), _sim_cases())
def test_random_sim_test_with_serialisation(gid, n):
    """OpenSpiel's random_sim_test with serialisation (2 players here; every count in the
    sweep). `serializable` declares the chance mode OpenSpiel can serialise for a Python game
    (see alehouse.interop.openspiel)."""
    game = pyspiel.load_game(ao.short_name(gid), {"players": n, "serializable": True})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("gid", [g if g not in SLOW else pytest.param(g, marks=pytest.mark.sweep)
                                 for g in alehouse.games()])
def test_random_sim_test_sampled_stochastic(gid):
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2, "seed": 4})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("gid", alehouse.games())
def test_states_serialise_and_clone_exactly(gid):
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2})
    state = game.new_initial_state()
    rng = np.random.RandomState(0)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state)
    assert again.legal_actions() == state.legal_actions()
    # pickling goes through serialize_game_and_state: the serializable declaration
    ser_game = pyspiel.load_game(ao.short_name(gid), {"players": 2, "serializable": True})
    ser_state = ser_game.deserialize_state(state.serialize())
    assert str(pickle.loads(pickle.dumps(ser_state))) == str(state)
    twin = state.clone()
    if not state.is_terminal():
        twin.apply_action(twin.legal_actions()[0])
        assert str(twin) != str(state)


@pytest.mark.parametrize("gid", alehouse.games())
def test_resampling_keeps_what_the_player_knows(gid):
    game = pyspiel.load_game(ao.short_name(gid), {"players": 3, "seed": 2})
    state = game.new_initial_state()
    rng = np.random.RandomState(1)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for step in range(60):
        if state.is_terminal():
            break
        if step % 10 == 0:
            p = state.current_player()
            sample = state.resample_from_infostate(p, sampler)
            assert sample.information_state_string(p) == state.information_state_string(p)
            assert sample.observation_tensor(p) == state.observation_tensor(p)
            assert sample.legal_actions() == state.legal_actions()
        state.apply_action(int(rng.choice(state.legal_actions())))


def test_the_observer_has_private_and_public_parts():
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2})
    state = game.new_initial_state()
    size = alehouse.game("monastery").observation_size(2, {"variant": "standard"})
    assert len(state.observation_tensor(0)) == 2 * size
    observer = game.make_py_observer(pyspiel.IIGObservationType(
        public_info=True, perfect_recall=False,
        private_info=pyspiel.PrivateInfoType.NONE))
    observer.set_from(state, 0)
    public = observer.tensor.copy()
    observer.set_from(state, 1)
    assert (observer.tensor == public).all()  # the public part is the same for every seat
    assert state.observation_tensor(0) != state.observation_tensor(1)


@pytest.mark.parametrize("gid", alehouse.games())
def test_ismcts_plays_a_full_game(gid):
    """OpenSpiel's Python ISMCTS bot, resampling with the game's determinize, plays every
    seat of a 2-player game to the end (a small budget: 10 simulations a decision)."""
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2, "seed": 3})
    bot = ismcts.ISMCTSBot(game, ao.AlehouseEvaluator(), uct_c=2.0, max_simulations=10,
                           random_state=np.random.RandomState(7))
    state = game.new_initial_state()
    for _ in range(5000):
        if state.is_terminal():
            break
        state.apply_action(bot.step(state))
    assert state.is_terminal()
    assert sum(state.returns()) == pytest.approx(0.0)
