"""The single-agent Gymnasium environment (alehouse.interop.gymnasium.SeatEnv): Gymnasium's own
check_env in every game and both observation forms, reproducible resets, the final reward when
an opponent moves last, opponents choosing from their own seat's observation, masks, illegal
actions, truncation, rendering and the words of an action."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("gymnasium")
import gymnasium
from gymnasium.utils.env_checker import check_env

import alehouse
from alehouse.bots import RandomBot
from alehouse.interop import gymnasium as ag
from alehouse.interop.common import rank_rewards


def random_episode(env: ag.SeatEnv, seed: int, rng: np.random.Generator
                   ) -> tuple[list[np.ndarray], list[int], float, dict]:
    """One episode of uniformly random legal actions: observations, actions, final reward and
    final info."""
    obs, info = env.reset(seed=seed)
    seen, actions = [obs], []
    while True:
        action = int(rng.choice(np.flatnonzero(env.action_masks())))
        actions.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        seen.append(obs)
        if terminated or truncated:
            return seen, actions, reward, info


@pytest.mark.parametrize("observation", ["flat", "dict"])
@pytest.mark.parametrize("gid", alehouse.games())
def test_check_env(gid, observation):
    """Gymnasium's check_env, with its warnings taken as failures, on the environment as
    gymnasium.make builds it (whose registered spec lets check_env try every render mode too),
    and on a SeatEnv made directly (which has no spec to try the other render modes with)."""
    made = gymnasium.make(ag.env_id(gid), opponents="greedy", seat="random",
                          observation=observation, render_mode="ansi")
    assert isinstance(made.unwrapped, ag.SeatEnv) and made.unwrapped.game.id == gid
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # check_env warns of what it finds doubtful
        check_env(made.unwrapped)
        warnings.filterwarnings("ignore", message=".*not having a spec")
        check_env(ag.SeatEnv(gid, opponents=["random"], observation=observation))


def test_every_game_is_registered():
    for gid in alehouse.games():
        assert ag.env_id(gid) in gymnasium.registry


@pytest.mark.parametrize(("gid", "opponent"), [("fantasy-brewers", "greedy"),
                                               ("monastery", "random")])
def test_a_seeded_reset_deals_the_same_episode(gid, opponent):
    a = ag.SeatEnv(gid, opponents=[opponent], seat="random")
    b = ag.SeatEnv(gid, opponents=[opponent], seat="random")
    obs_a, _, reward_a, _ = random_episode(a, 11, np.random.default_rng(3))
    obs_b, _, reward_b, _ = random_episode(b, 11, np.random.default_rng(3))
    assert a.match.record == b.match.record and reward_a == reward_b
    assert all(np.array_equal(x, y) for x, y in zip(obs_a, obs_b))
    seats = set()
    for seed in range(12):
        a.reset(seed=seed)
        seats.add(a.seat)
    assert seats == {0, 1}, "seat='random' draws the seat from the seed"


def test_the_final_reward_is_right_when_an_opponent_moves_last():
    """Fantasy Brewers: the seat's reward is its rank reward of the finished match, also in the
    episodes where an opponent made the last move (played inside the seat's last step)."""
    env = ag.SeatEnv("fantasy-brewers", players=3, opponents=["random", "greedy"], seat=1)
    rng = np.random.default_rng(0)
    last_movers = set()
    for seed in range(3):
        _, _, reward, info = random_episode(env, seed, rng)
        m = env.match
        assert m.over
        assert reward == rank_rewards(m.result, 3)[1]
        assert info["scores"] == [float(s) for s in m.result.scores]
        assert info["ranking"] == list(m.result.ranking) and info["seat"] == 1
        last_movers.add(m.record["moves"][-1][0])
    assert last_movers - {1}, "some episode ended on an opponent's move"


def test_opponents_choose_from_their_own_seat(monkeypatch):
    """Each opponent is asked only for its own seat's decisions, through an Observation of
    that seat (its view and legal actions), never the seat played through step."""
    asked = []
    choose = RandomBot.choose

    def spy(self, obs):
        asked.append((id(self), obs.player, obs.view["you"]))
        return choose(self, obs)

    monkeypatch.setattr(RandomBot, "choose", spy)
    env = ag.SeatEnv("heaven-and-ale", players=3, opponents=["random"], seat=2)
    random_episode(env, 5, np.random.default_rng(1))
    bots = {id(b): p for p, b in enumerate(env.bots) if b is not None}
    assert asked and sorted(set(bots.values())) == [0, 1]
    for bot, player, you in asked:
        assert player == bots[bot] == you != 2


def test_masks_illegal_actions_and_truncation():
    env = ag.SeatEnv("heaven-and-ale", opponents="random", illegal="raise", max_steps=3)
    _, info = env.reset(seed=2)
    m = env.match
    legal = sorted(env.game.encode(a) for a in m.legal_actions(env.seat))
    assert np.flatnonzero(env.action_masks()).tolist() == legal
    assert np.flatnonzero(info["action_mask"]).tolist() == legal
    illegal = int(np.flatnonzero(~env.action_masks())[0])
    before = m.to_json()
    with pytest.raises(alehouse.IllegalAction):
        env.step(illegal)
    assert m.to_json() == before
    for step in range(3):
        _, reward, terminated, truncated, _ = env.step(legal[0] if step == 0 else
                                                       int(np.flatnonzero(env.action_masks())[0]))
        assert reward == 0.0 and not terminated
    assert truncated and not env.action_masks().any()
    with pytest.raises(RuntimeError):
        env.step(0)

    losing = ag.SeatEnv("heaven-and-ale", opponents="random")  # illegal="lose", the default
    losing.reset(seed=2)
    _, reward, terminated, truncated, info = losing.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)


def test_bad_settings_are_refused():
    with pytest.raises(alehouse.BadOptions):
        ag.SeatEnv("monastery", players=3, opponents=["random", "greedy", "random"])
    with pytest.raises(alehouse.BadOptions):
        ag.SeatEnv("monastery", seat=2)
    with pytest.raises(alehouse.BadOptions):
        ag.SeatEnv("monastery", observation="image")
    with pytest.raises(ValueError, match="unknown bot"):
        ag.SeatEnv("monastery", opponents=["nobody"])


def test_render_human_prints_and_words_name_actions(capsys):
    env = ag.SeatEnv("fantasy-brewers", opponents="random", render_mode="human")
    env.reset(seed=4)
    assert env.render() is None
    printed = capsys.readouterr().out
    assert env.game.waiting_for(env.match.state) in printed
    index = int(np.flatnonzero(env.action_masks())[0])
    action = env.game.decode(index)
    assert env.action_label(index) == env.match.label(action)
    assert env.action_json(index) == action.to_json()
    assert env.match.label(env.action_json(index)) == env.action_label(index)
