"""The PettingZoo environments: PettingZoo's own api_test and seed_test for every game and
player count (and the other option presets at one count), masks matching legal actions,
simultaneous phases served one seat at a time without leaks, rewards at the end."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
import itertools

from pettingzoo.test import api_test, seed_test

import alehouse
from alehouse import Chance
from alehouse.interop import pettingzoo as az

from .conftest import case_id, cases


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_api_test(case):
    gid, n, opts = case
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the dict observations PettingZoo's classic games use
        api_test(az.env(gid, players=n, options=opts), num_cycles=60)


@pytest.mark.parametrize("case", cases(), ids=case_id)
def test_seed_test(case):
    gid, n, opts = case
    seed_test(lambda: az.env(gid, players=n, options=opts), num_cycles=40)




@pytest.mark.parametrize("gid", alehouse.games())
def test_masks_match_legal_actions_and_rewards_come_at_the_end(gid):
    env = az.env(gid, players=3)
    env.reset(seed=3)
    raw = env.unwrapped
    total = {a: 0.0 for a in raw.possible_agents}
    rng = Chance.from_seed(9)
    g = raw.game
    steps = 0
    for agent in env.agent_iter(100_000):
        obs, reward, term, trunc, info = env.last()
        total[agent] += reward
        if term or trunc:
            assert info["scores"] == raw.match.result.scores
            env.step(None)
            continue
        p = raw._seat[agent]
        m = raw.match
        assert m.actors[0] == p
        legal = sorted(g.encode(a) for a in m.legal_actions(p))
        assert np.flatnonzero(obs["action_mask"]).tolist() == legal
        assert reward == 0.0
        steps += 1
        # the game's playout policy, so that every game ends
        env.step(g.encode(g.playout_action(m.state, p, m.legal_actions(p), rng)))
    assert raw.match.over and not env.agents
    assert sum(total.values()) == pytest.approx(0.0)
    winners = raw.match.result.winners
    assert all(total[f"player_{w}"] >= 0 for w in winners)


def _at_a_shared_upkeep() -> az.AlehouseEnv:
    """A 3-player Fantasy Brewers environment played (by the playout policy) to the first
    deal where two seats or more choose their Upkeep together."""
    env = az.raw_env("fantasy-brewers", players=3)
    g = env.game
    for seed in range(40):
        env.reset(seed=seed)
        rng = Chance.from_seed(seed)
        while not env.match.over and len(env.match.actors) < 2:
            m = env.match
            p = m.actors[0]
            env.step(g.encode(g.playout_action(m.state, p, m.legal_actions(p), rng)))
        if not env.match.over:
            break
    return env


def test_simultaneous_upkeep_is_served_one_seat_at_a_time_without_leaks():
    """Fantasy Brewers' Upkeep: several seats choose at once. The environment hands the turn to
    one seat after another, and a later seat's observation is the same whatever the earlier
    one chose."""
    env = _at_a_shared_upkeep()
    g = env.game
    m = env.match
    assert len(m.actors) >= 2
    first, second = m.actors[0], m.actors[1]
    assert env.agent_selection == f"player_{first}"
    plans = m.legal_actions(first)
    assert len(plans) >= 1
    seen = []
    for plan in plans[:3]:
        twin = m.clone()
        twin.act(first, plan)
        assert twin.actors[0] == second
        seen.append(g.observation(twin.view(second), 3, env.options))
    assert all(s == seen[0] for s in seen)
    env.step(g.encode(plans[0]))
    assert env.agent_selection == f"player_{second}"


def test_illegal_actions_are_refused_and_change_nothing():
    env = az.raw_env("heaven-and-ale", players=2)
    env.reset(seed=4)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.match.to_json()
    with pytest.raises(alehouse.IllegalAction):
        env.step(illegal)
    assert env.match.to_json() == before


def test_seeds_deal_the_same_match_and_render_shows_it():
    a = az.raw_env("monastery", players=2, render_mode="ansi")
    b = az.raw_env("monastery", players=2)
    a.reset(seed=12)
    b.reset(seed=12)
    assert a.match.to_json() == b.match.to_json()
    text = a.render()
    assert isinstance(text, str) and text
    assert b.render() is None


def test_max_steps_truncates():
    env = az.env("taverns-of-tiefenthal", players=2, max_steps=5)
    env.reset(seed=0)
    for _agent in env.agent_iter(50):
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    assert not env.agents


def test_the_observation_names_its_parts() -> None:
    from alehouse.interop import pettingzoo as az

    env = az.env("heaven-and-ale", players=3)
    env.reset(seed=1)
    layout = env.unwrapped.observation_layout
    assert list(layout)[:4] == ["round", "track", "barrels", "piles"]
    assert [k for k in layout if k.startswith("player")] == ["player 0", "player 1",
                                                             "player 2"]
    size = env.observation_space("player_0")["observation"].shape[0]
    covered = sorted((s.start, s.stop) for s in layout.values())
    assert covered[0][0] == 0 and covered[-1][1] == size
    assert all(a[1] == b[0] for a, b in itertools.pairwise(covered)), "the parts tile the vector"
    obs = env.observe("player_0")["observation"]
    assert len(obs[layout["decision"]]) == layout["decision"].stop - layout["decision"].start


# --- flat observations, wrappers, the parallel API, rendering, words -------------------------


def _one_case_per_game():
    return [(gid, alehouse.game(gid).player_counts.start) for gid in alehouse.games()]


@pytest.mark.parametrize(("gid", "n"), _one_case_per_game())
def test_flat_observations_pass_api_test_with_the_mask_in_the_infos(gid, n):
    env = az.env(gid, players=n, observation="flat")
    api_test(env, num_cycles=40)
    env.reset(seed=5)
    obs, _, _, _, info = env.last()
    raw = env.unwrapped
    assert obs.shape == env.observation_space(env.agent_selection).shape and obs.dtype == np.float32
    legal = sorted(raw.game.encode(a) for a in raw.match.legal_actions(raw.match.actors[0]))
    assert np.flatnonzero(info["action_mask"]).tolist() == legal
    others = [a for a in raw.agents if a != env.agent_selection]
    assert all(not raw.infos[a]["action_mask"].any() for a in others)


def test_supersuit_wrappers_run_on_flat_observations():
    """The SuperSuit wrappers the module docstring names pass PettingZoo's api_test on the flat
    form, and refuse the dict form (whose Dict space they do not take); SuperSuit makes a
    vector environment of the parallel form."""
    ss = pytest.importorskip("supersuit")
    from pettingzoo.utils.wrappers import TerminateIllegalWrapper

    def flat():
        return az.env("fantasy-brewers", players=2, observation="flat")

    for wrapped in (ss.dtype_v0(flat(), np.float16), ss.frame_stack_v1(flat(), 3),
                    ss.normalize_obs_v0(flat()), ss.pad_observations_v0(flat()),
                    ss.flatten_v0(flat()), TerminateIllegalWrapper(flat(), -1)):
        api_test(wrapped, num_cycles=30)
    stacked = ss.frame_stack_v1(flat(), 3)
    stacked.reset(seed=1)
    assert stacked.last()[0].shape == (3 * flat().observation_space("player_0").shape[0],)
    with pytest.raises(AssertionError):
        ss.frame_stack_v1(az.env("fantasy-brewers", players=2), 3)
    # the parallel form as a vector environment of one slot per agent, masked actions played
    vec = ss.pettingzoo_env_to_vec_env_v1(az.parallel_env("fantasy-brewers", players=2))
    obs, _ = vec.reset(seed=1)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        masks = obs["action_mask"]
        assert masks.any(axis=1).sum() == 1, "one slot decides at each step"
        obs, _, terminated, _, _ = vec.step(
            np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks]))
        ended += bool(terminated.any())
    assert ended >= 1, "a game ended (and the slots were reset)"


def test_only_the_agent_to_act_has_a_mask():
    """As in PettingZoo's classic games: in Fantasy Brewers' simultaneous Upkeep too, the
    second seat to choose has no mask until its turn is served."""
    env = _at_a_shared_upkeep()
    second = f"player_{env.match.actors[1]}"
    assert env.observe(env.agent_selection)["action_mask"].any()
    assert not env.observe(second)["action_mask"].any()


@pytest.mark.parametrize(("gid", "n"), _one_case_per_game())
def test_parallel_env_passes_parallel_api_test(gid, n):
    from pettingzoo.test import parallel_api_test

    par = az.parallel_env(gid, players=n)
    parallel_api_test(par, num_cycles=150)
    observations, _ = par.reset(seed=3)
    acting = [a for a, obs in observations.items() if obs["action_mask"].any()]
    assert len(acting) == 1, "one agent to act, the others' actions are not played"
    actions = {a: int(np.flatnonzero(obs["action_mask"])[0]) if a in acting else 0
               for a, obs in observations.items()}
    _, _, _, _, infos = par.step(actions)
    assert par.unwrapped.match.move_count == 1
    assert all(info["active_agent"] == par.unwrapped.agent_selection for info in infos.values())


@pytest.mark.parametrize("gid", alehouse.games())
def test_render_test_and_human_mode_prints(gid, capsys):
    import functools

    from pettingzoo.test import render_test

    render_test(functools.partial(az.env, gid, players=2))
    env = az.env(gid, players=2, render_mode="human")
    env.reset(seed=1)
    assert env.render() is None
    out = capsys.readouterr().out
    assert env.unwrapped.game.waiting_for(env.unwrapped.match.state) in out
    with pytest.raises(alehouse.BadOptions):
        az.env(gid, render_mode="rgb_array")


def test_action_label_and_json_through_the_wrapper():
    env = az.env("heaven-and-ale", players=2)
    env.reset(seed=2)
    obs = env.last()[0]
    index = int(np.flatnonzero(obs["action_mask"])[0])
    raw = env.unwrapped
    action = raw.game.decode(index)
    assert env.action_label(index) == raw.match.label(action)
    assert env.action_json(index) == action.to_json()
    assert raw.game.parse_action(env.action_json(index)) == action
    with pytest.raises(alehouse.IllegalAction):
        env.action_label(raw.num_actions)
