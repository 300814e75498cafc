"""PettingZoo environments for every Alehouse game: AEC (`env`, `raw_env`) and parallel
(`parallel_env`).

    from alehouse.interop import pettingzoo as az
    env = az.env("heaven-and-ale", players=3, options={}, render_mode=None)
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            action = env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

- **Agents** are `player_0` ... `player_{n-1}`, one per seat.
- **Observations** (`observation="dict"`, the default) are dicts: `observation`, a float32
  vector of the game's fixed size (`Game.observation_size(players, options)`, values in
  [0, 1]) encoding what that seat may see (`Game.observation` of `Match.view(seat)`; each game
  documents its layout in its observation.py), and `action_mask`, an int8 vector over the
  game's fixed action space (`Game.num_actions`), 1 where `Game.encode(action)` is legal for
  that seat now. As in PettingZoo's classic games, only the agent to act has a non-zero mask.
- **Flat observations** (`observation="flat"`): the observation is that float32 vector alone
  (a `Box`), and the mask is in the infos, `infos[agent]["action_mask"]` (`env.last()`'s
  info), as PettingZoo's docs allow. This is the form SuperSuit's observation wrappers take:
  `dtype_v0`, `frame_stack_v1`, `normalize_obs_v0`, `pad_observations_v0` and
  `flatten_v0` pass PettingZoo's api_test on it (tests/interop/test_pettingzoo.py), as does
  PettingZoo's own `TerminateIllegalWrapper` (which reads the mask from the infos); on the
  dict form SuperSuit's observation wrappers refuse the `Dict` space.
- **Actions** are integers of that space (`Discrete(Game.num_actions)`); an action outside the
  mask raises `alehouse.IllegalAction` (and changes nothing). Wrap the environment in
  PettingZoo's `TerminateIllegalWrapper(env, illegal_reward=-1)` to end the game instead, as
  its classic games do.
- **Turn order**: the agent to act is `Match.actors[0]`; simultaneous phases are served one
  seat at a time without leaking earlier choices (alehouse.interop.common).
- **Rewards** come at the end only: rank-based, zero-sum, in [-1, 1]
  (alehouse.interop.common); the infos at the end hold `scores` (the final scores) and
  `ranking`.
- **Seeding**: `reset(seed=s)` deals the match with seed s (the whole game, dice and draws,
  follows from it); a `reset()` without a seed continues the stream of seeds of the last
  seeded reset.
- `max_steps` (optional) truncates a match after that many decisions (all agents truncated).
- **Rendering**: `render_mode="ansi"`: `render()` returns the game's text picture of the
  spectator's view (`Game.render_text`, or the view as JSON where a game has none) and whom
  the match waits for; `render_mode="human"` prints it, after every step too.
- **Words**: `env.action_label(i)` is action `i` in the rulebook's words (in the current
  position, `Match.label`), `env.action_json(i)` the action as JSON (`{"type": ..., fields}`,
  the form `Match.act` and the server take).
- **Parallel**: `parallel_env(...)` is PettingZoo's `turn_based_aec_to_parallel` of the AEC
  environment (dict observations): every live agent passes an action at each step, only the
  agent to act has a non-zero mask and only its action is played (`infos[a]["active_agent"]`
  names it after each step). The games are turn-based, so `aec_to_parallel`, which plays one
  action of every agent per cycle, would not be sound: `is_parallelizable` stays False.
  SuperSuit's `pettingzoo_env_to_vec_env_v1(parallel_env(...))` makes of it a vector
  environment with one slot per agent (each slot's mask in its observation; the slots with an
  empty mask are not deciding, their actions are ignored, and a learner should leave those
  steps out). A single seat against bots is `alehouse.interop.gymnasium.SeatEnv`, a Gymnasium
  environment.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.conversions import turn_based_aec_to_parallel

from alehouse.core.chance import Chance
from alehouse.core.errors import BadOptions, IllegalAction, shown
from alehouse.core.match import Match
from alehouse.core.registry import game as find_game
from alehouse.core.registry import games

from .common import action_json, action_label, final_scores, rank_rewards, text_picture

__all__ = ["AlehouseEnv", "env", "parallel_env", "raw_env"]

OBSERVATIONS = ("dict", "flat")
"""The forms an observation takes (see the module docstring)."""
RENDER_MODES = ("ansi", "human")


class AlehouseEnv(AECEnv):  # type: ignore[misc]
    """One Alehouse game as a PettingZoo AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "name": "alehouse_v0",
                                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, game_id: str, players: int | None = None,
                 options: Mapping[str, Any] | None = None, render_mode: str | None = None,
                 max_steps: int | None = None, observation: str = "dict") -> None:
        super().__init__()
        self.game = find_game(game_id)
        self.players = self.game.player_counts.start if players is None else players
        self.options = self.game.check_options(self.players, options)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise BadOptions(f"render_mode must be None, 'ansi' or 'human', not "
                             f"{shown(render_mode)}", "bad_render_mode")
        if observation not in OBSERVATIONS:
            raise BadOptions(f"observation must be 'dict' or 'flat', not {shown(observation)}",
                             "bad_observation")
        self.render_mode = render_mode
        self.flat = observation == "flat"
        self.max_steps = max_steps
        size = self.game.observation_size(self.players, self.options)
        if size <= 0:
            raise BadOptions(f"{self.game.title} offers no observation encoding",
                             "no_observation")
        self.metadata = {**self.metadata, "name": f"alehouse_{game_id.replace('-', '_')}_v0"}
        self.num_actions = self.game.num_actions
        self.possible_agents = [f"player_{p}" for p in range(self.players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        vector = spaces.Box(0.0, 1.0, (size,), np.float32)
        self.observation_spaces: dict[str, spaces.Space[Any]] = {
            a: vector if self.flat else spaces.Dict({
                "observation": vector,
                "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
            }) for a in self.possible_agents}
        self._no_mask = np.zeros(self.num_actions, dtype=np.int8)
        self._no_mask.flags.writeable = False  # the mask of every agent not to act, shared
        self.action_spaces = {a: spaces.Discrete(self.num_actions)
                              for a in self.possible_agents}
        self._seeds: Chance | None = None
        self.match: Match | None = None
        self.agents: list[str] = []
        self._legal_cache: tuple[int, int, list[int]] | None = None
        first = Match.start(self.game, self.players, seed=0, options=self.options)
        self.observation_layout: dict[str, slice] = self.game.observation_layout(
            first.view(0), self.players, self.options)
        """The named parts of an observation vector ("decision", "player 0"...): name ->
        slice, the same for every position (empty where a game names none)."""

    def __str__(self) -> str:
        return str(self.metadata["name"])

    # --- spaces -------------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # --- the AEC loop ---------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = Chance.from_seed(int(seed))
        elif self._seeds is None:
            self._seeds = Chance.from_seed(Chance.fresh_seed())
        match_seed = self._seeds.next64() >> 1
        self.match = Match.start(self.game, self.players, seed=match_seed,
                                 options=self.options)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._legal_cache = None
        self._skip_agent_selection = None
        self.steps = 0
        self.agent_selection = self._next_agent()
        self._mask_infos()

    def _next_agent(self) -> str:
        assert self.match is not None
        actors = self.match.actors
        return self.possible_agents[actors[0]] if actors else self.agents[0]

    def observe(self, agent: str) -> dict[str, np.ndarray] | np.ndarray:
        m = self.match
        if m is None:
            raise RuntimeError("call reset() before observe()")
        p = self._seat[agent]
        values = self.game.observation(m.view(p), self.players, self.options)
        vector = np.fromiter(values, np.float32, len(values))
        if self.flat:
            return vector
        return {"observation": vector, "action_mask": self.action_mask(agent)}

    def action_mask(self, agent: str) -> np.ndarray:
        """`agent`'s action mask (int8 over the action space): its legal actions when it is the
        agent to act, else all zeros (a new array each call)."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if self.match is not None and agent == self.agent_selection and agent in self.agents \
                and not (self.terminations[agent] or self.truncations[agent]):
            legal = self._legal_indices(self._seat[agent])
            if legal:
                mask[legal] = 1
        return mask

    def _mask_infos(self) -> None:
        """With flat observations, each agent's mask into its infos: the agent to act's own,
        the shared zeros (read-only) for the others."""
        if not self.flat:
            return
        for a in self.agents:
            self.infos[a]["action_mask"] = self.action_mask(a) \
                if a == self.agent_selection else self._no_mask

    def _legal_indices(self, p: int) -> list[int]:
        m = self.match
        assert m is not None
        key = (m.move_count, p)
        cache = self._legal_cache
        if cache is not None and cache[:2] == key:
            return cache[2]
        encode = self.game.encode
        legal = [encode(a) for a in m.legal_actions(p)]
        self._legal_cache = (key[0], key[1], legal)
        return legal

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        m = self.match
        assert m is not None
        if action is None:
            raise IllegalAction(f"{agent} must choose an action (None is for agents that are "
                                "done)", "malformed_action")
        p = self._seat[agent]
        try:
            index = operator.index(action)
        except TypeError:
            raise IllegalAction(f"{agent}'s action must be a whole number (an action index), "
                                f"not {shown(action)}", "malformed_action") from None
        if not 0 <= index < self.num_actions:
            raise IllegalAction(f"action {index} is outside 0..{self.num_actions - 1}",
                                "malformed_action")
        m.act(p, self.game.decode(index))
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if m.over:
            result = m.result
            assert result is not None
            rewards = rank_rewards(result, self.players)
            scores = final_scores(result)
            for a in self.agents:
                q = self._seat[a]
                self.rewards[a] = rewards[q]
                self.terminations[a] = True
                self.infos[a] = {"scores": scores, "ranking": list(result.ranking)}
        elif self.max_steps is not None and self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = self._next_agent()
        self._accumulate_rewards()
        self._mask_infos()
        if self.render_mode == "human":
            self.render()

    # --- people ---------------------------------------------------------------------------------

    def render(self) -> str | None:
        """The text picture of the spectator's view (see the module docstring): returned in
        "ansi" mode, printed in "human" mode."""
        if self.render_mode is None:
            return None
        m = self.match
        text = "(no match yet: call reset())" if m is None else text_picture(m, None)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def action_label(self, index: int) -> str:
        """Action `index` in the rulebook's words, in the current position once a match is
        dealt (`Match.label`). IllegalAction for an index outside the action space."""
        return action_label(self.game, index, self.match)

    def action_json(self, index: int) -> dict[str, Any]:
        """Action `index` as JSON (`{"type": ..., fields}`). IllegalAction for an index outside
        the action space."""
        return action_json(self.game, index)

    def close(self) -> None:
        self.match = None


def raw_env(game_id: str, players: int | None = None, options: Mapping[str, Any] | None = None,
            render_mode: str | None = None, max_steps: int | None = None,
            observation: str = "dict") -> AlehouseEnv:
    """The environment without PettingZoo's wrappers (the fastest)."""
    return AlehouseEnv(game_id, players=players, options=options, render_mode=render_mode,
                       max_steps=max_steps, observation=observation)


def env(game_id: str, players: int | None = None, options: Mapping[str, Any] | None = None,
        render_mode: str | None = None, max_steps: int | None = None,
        observation: str = "dict") -> AECEnv:
    """The environment of `game_id` (one of `alehouse.games()`) for `players` seats (default:
    the game's smallest count) with `options` (checked; defaults filled in), wrapped like
    PettingZoo's classic environments in its order-enforcing wrapper; `observation` "dict"
    (the mask inside) or "flat" (the mask in the infos). The wrapper passes the environment's
    own attributes through (`env.action_label(i)`, `env.match`)."""
    return wrappers.OrderEnforcingWrapper(
        raw_env(game_id, players=players, options=options, render_mode=render_mode,
                max_steps=max_steps, observation=observation))


def parallel_env(game_id: str, players: int | None = None,
                 options: Mapping[str, Any] | None = None, render_mode: str | None = None,
                 max_steps: int | None = None) -> ParallelEnv:
    """The environment of `game_id` as a PettingZoo parallel environment: PettingZoo's
    `turn_based_aec_to_parallel` of `env(...)` (dict observations; only the agent to act has a
    non-zero mask, and only its action is played; see the module docstring)."""
    return turn_based_aec_to_parallel(
        env(game_id, players=players, options=options, render_mode=render_mode,
            max_steps=max_steps))


def game_ids() -> list[str]:
    """Every game that has an environment (all registered games)."""
    return list(games())
