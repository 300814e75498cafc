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
    seat of a 2-player game to the end (a small budget: 4 simulations a decision)."""
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2, "seed": 3})
    rng = np.random.RandomState(7)
    bot = ismcts.ISMCTSBot(game, ao.AlehouseEvaluator(), uct_c=2.0, max_simulations=4,
                           random_state=rng)
    bot.set_resampler(ao.Resampler(rng))
    state = game.new_initial_state()
    for _ in range(5000):
        if state.is_terminal():
            break
        state.apply_action(bot.step(state))
    assert state.is_terminal()
    assert sum(state.returns()) == pytest.approx(0.0)


# --- samples, histories, caches and repeatable searches ------------------------------------------


def _secrets(match, player):
    """The texts of the other seats' private events that `player` may not read."""
    return {e.text for e in match.log_entries
            if e.only is not None and e.only != player and e.text != e.public}


def _sample_texts(sample, players):
    """Every string and serialisation a sample offers."""
    texts = [str(sample), sample.serialize()]
    for q in range(players):
        texts += [sample.information_state_string(q), sample.observation_string(q)]
    return texts


@pytest.mark.parametrize("gid", alehouse.games())
def test_a_sample_carries_only_what_the_resampling_player_may_see(gid):
    options = {"hidden_tokens": True} if gid == "dice-brewing" else {}
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2, "seed": 5, **options})
    state = game.new_initial_state()
    rng = np.random.RandomState(5)
    rule = np.random.RandomState(0)
    for step in range(120):
        if state.is_terminal():
            break
        if step % 6 == 0:
            p = state.current_player()
            sample = state.resample_from_infostate(p, rule.uniform)
            for secret in _secrets(state.match, p):
                assert not any(secret in text for text in _sample_texts(sample, 2)), secret
            assert sample.information_state_string(p) == state.information_state_string(p)
        state.apply_action(int(rng.choice(state.legal_actions())))


def test_a_monastery_sample_does_not_hold_the_other_seats_tile_draws():
    """The case that showed the leak: seat 1's draws were in a sample drawn for seat 0."""
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2, "seed": 5})
    state = game.new_initial_state()
    rng = np.random.RandomState(3)
    while not _secrets(state.match, 0):
        state.apply_action(int(rng.choice(state.legal_actions())))
    sample = state.resample_from_infostate(0, np.random.RandomState(1).uniform)
    secrets = _secrets(state.match, 0)
    assert any("draws" in s for s in secrets)
    for text in _sample_texts(sample, 2):
        assert not any(secret in text for secret in secrets)
    drawn = [e.public for e in state.match.log_entries if e.only == 1]
    assert all(line in sample.information_state_string(1) for line in drawn[-3:])


@pytest.mark.parametrize("gid", alehouse.games())
def test_the_state_of_a_running_match_has_its_true_history(gid):
    m = alehouse.new_match(gid, players=2, seed=11)
    rng = alehouse.Chance.from_seed(11)
    for _ in range(50):
        if m.over:
            break
        p = rng.choice(m.actors)  # any actor, as a server takes them: Upkeep out of seat order
        m.act(p, rng.choice(m.legal_actions(p)))
    game = pyspiel.load_game(ao.short_name(gid), {"players": 2})
    state = game.state_of(m)
    assert state.move_number() == m.move_count == len(state.history())
    assert sorted(state.history()) == sorted(m.game.encode(a) for _, a in m.moves)
    for seat in (None, 0, 1):
        assert state.match.view(seat) == m.view(seat)
    assert state.legal_actions() == sorted(m.game.encode(a)
                                           for a in m.legal_actions(state.current_player()))


def test_state_of_refuses_a_match_it_cannot_replay():
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2})
    m = alehouse.new_match("monastery", players=2, seed=1)
    with pytest.raises(ValueError, match="no record to replay"):
        game.state_of(m.determinize(0, alehouse.Chance.from_seed(2)))
    with pytest.raises(ValueError, match="3-player monastery match"):
        game.state_of(alehouse.new_match("monastery", players=3, seed=1))


def test_the_information_state_string_is_made_once_per_position(monkeypatch):
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2})
    state = game.new_initial_state()
    state.legal_actions()
    views = []
    real = alehouse.Match.view
    monkeypatch.setattr(alehouse.Match, "view", lambda m, p=None: views.append(p) or real(m, p))
    first = state.information_state_string(0)
    assert state.information_state_string(0) == first and len(views) == 1
    state.observation_tensor(0)
    made = len(views)
    state.observation_tensor(0)
    assert len(views) == made
    state.apply_action(state.legal_actions()[0])
    assert state.information_state_string(0) != first  # a new position is seen afresh


def test_a_seeded_ismcts_search_with_the_resampler_is_repeatable():
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2, "seed": 4})

    def play():
        rng = np.random.RandomState(7)
        bot = ismcts.ISMCTSBot(game, ao.AlehouseEvaluator(), uct_c=2.0, max_simulations=20,
                               random_state=rng)
        bot.set_resampler(ao.Resampler(rng))
        state = game.deserialize_state(start)
        chosen = []
        for _ in range(12):
            action = bot.step(state)
            chosen.append(action)
            state.apply_action(action)
        return chosen

    start = game.new_initial_state().serialize()
    assert play() == play()


def test_observing_a_tensor_neither_deals_nor_moves_the_seeds_on():
    """OpenSpiel observes a new initial state to size every observation tensor."""
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2, "seed": 4})
    first = game.new_initial_state()
    before = first.observation_tensor(0)
    for _ in range(3):
        assert first.observation_tensor(0) == before
    second = game.new_initial_state()
    assert first.match.seed == 4 and second.match.seed == 5
    assert first.observation_tensor(0) == before


def test_a_copy_or_a_save_of_a_new_initial_state_is_the_same_deal():
    game = pyspiel.load_game("python_alehouse_monastery", {"players": 2, "seed": 4})
    fresh = game.new_initial_state()
    twin = fresh.clone()
    saved = game.new_initial_state().serialize()
    assert str(twin) == str(fresh)
    assert game.deserialize_state(saved).legal_actions() == \
        game.deserialize_state(saved).legal_actions()
