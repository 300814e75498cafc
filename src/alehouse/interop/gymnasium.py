"""A single-agent Gymnasium environment for every Alehouse game: one seat against bots.

    from alehouse.interop.gymnasium import SeatEnv
    env = SeatEnv("fantasy-brewers", players=2, opponents=["random"], seat="random")
    obs, info = env.reset(seed=7)
    while True:
        action = env.action_space.sample(env.action_masks().astype("int8"))
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

    # or, once this module is imported, by id (one per game):
    import gymnasium
    env = gymnasium.make("alehouse/fantasy-brewers-v0", opponents=["greedy"])

- **The seat** (`seat`): a seat number, or "random" to draw it at each reset.
- **The opponents** (`opponents`): a bot spec or level per other seat, in seat order, as
  `alehouse.bots.make` reads them ("random", "greedy", "ismcts:time=0.1", "hard"); one spec
  stands for every other seat. They play through `alehouse.bots.play`, the loop every surface
  uses, each choosing from an `Observation` of its own seat: no bot sees more than its seat may.
  Each reset makes them anew, seeded from the reset's seed.
- **Observations**: `observation="flat"` (the default): the seat's observation vector alone, a
  float32 `Box` (`Game.observation` of `Match.view(seat)`, values in [0, 1]), the legal actions
  in `action_masks()` and `info["action_mask"]`; `observation="dict"`: the same dict as the
  PettingZoo environment (`observation` and `action_mask`).
- **Actions**: `Discrete(Game.num_actions)`, the game's fixed action indices. `action_masks()`
  (a bool vector, the method sb3-contrib's `MaskablePPO` asks for) marks the legal ones. An
  illegal action, with `illegal="lose"` (the default, as PettingZoo's classic games do), ends
  the episode: reward -1, `terminated`, `info["illegal_action"]` True; with `illegal="raise"`
  it raises `alehouse.IllegalAction` and changes nothing.
- **Rewards**: 0 until the end, then the seat's rank-based zero-sum reward in [-1, 1]
  (alehouse.interop.common: 1 a sole win, -1 the last place), whoever made the last move: the
  opponents' moves after the seat's are played inside `step`. The final `info` holds `scores`
  (every seat's final score), `ranking` and `seat`.
- **Seeding**: `reset(seed=s)` deals the same match, seat and opponents for the same s (all
  drawn at the reset from the environment's `np_random`, so `step` draws nothing from it); a
  `reset()` without a seed goes on with that stream.
- `max_steps` (optional) truncates an episode after that many of the seat's decisions.
- **Rendering**: `render_mode="ansi"` returns the text picture of the seat's own view
  (`Game.render_text`) and whom the match waits for; "human" prints it, after every reset and
  step too.
- **Words**: `action_label(i)` is action `i` in the rulebook's words in the current position
  (`Match.label`); `action_json(i)` its JSON (`{"type": ..., fields}`).

Every decision of the seat is a step, forced ones (a single legal action) included.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from alehouse.bots import Bot, make, play
from alehouse.core.errors import BadOptions, IllegalAction, shown
from alehouse.core.match import Match
from alehouse.core.registry import game as find_game
from alehouse.core.registry import games

from .common import action_json, action_label, final_scores, rank_rewards, text_picture

__all__ = ["SeatEnv", "env_id", "register_envs"]

OBSERVATIONS = ("flat", "dict")
RENDER_MODES = ("ansi", "human")
ILLEGAL = ("lose", "raise")
SEED_BOUND = 2**62
"""Match and bot seeds are drawn below this."""


class SeatEnv(gymnasium.Env[Any, Any]):
    """One seat of an Alehouse game against bots, as a Gymnasium environment (see the module
    docstring)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 1}

    def __init__(self, game_id: str, players: int | None = None,
                 opponents: str | Sequence[str] = ("random",), seat: int | str = 0,
                 options: Mapping[str, Any] | None = None, observation: str = "flat",
                 max_steps: int | None = None, illegal: str = "lose",
                 render_mode: str | None = None) -> None:
        self.game = find_game(game_id)
        self.players = self.game.player_counts.start if players is None else players
        self.options = self.game.check_options(self.players, options)
        specs = [opponents] if isinstance(opponents, str) else list(opponents)
        if len(specs) == 1:
            specs = specs * (self.players - 1)
        if len(specs) != self.players - 1:
            raise BadOptions(f"give one opponent, or one per other seat ({self.players - 1}), "
                             f"not {len(specs)}", "bad_opponents")
        for spec in specs:
            make(spec)  # ValueError naming the bots and levels there are
        self.opponents = specs
        if seat != "random" and (type(seat) is not int or not 0 <= seat < self.players):
            raise BadOptions(f"seat must be a seat from 0 to {self.players - 1} or 'random', "
                             f"not {shown(seat)}", "bad_seat")
        self.seat_choice = seat
        for name, value, allowed in (("observation", observation, OBSERVATIONS),
                                     ("illegal", illegal, ILLEGAL)):
            if value not in allowed:
                raise BadOptions(f"{name} must be one of {', '.join(allowed)}, not "
                                 f"{shown(value)}", f"bad_{name}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise BadOptions(f"render_mode must be None, 'ansi' or 'human', not "
                             f"{shown(render_mode)}", "bad_render_mode")
        self.flat = observation == "flat"
        self.illegal = illegal
        self.render_mode = render_mode
        self.max_steps = max_steps
        size = self.game.observation_size(self.players, self.options)
        if size <= 0:
            raise BadOptions(f"{self.game.title} offers no observation encoding",
                             "no_observation")
        self.num_actions = self.game.num_actions
        vector = spaces.Box(0.0, 1.0, (size,), np.float32)
        self.observation_space = vector if self.flat else spaces.Dict({
            "observation": vector,
            "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8)})
        self.action_space = spaces.Discrete(self.num_actions)
        self.match: Match | None = None
        self.seat = seat if isinstance(seat, int) else 0
        """The seat played in the current episode."""
        self.bots: list[Bot | None] = []
        """Each seat's bot in the current episode (None: the seat played through `step`)."""
        self.steps = 0
        self._done = True
        self._legal: tuple[int, list[int]] | None = None

    # --- the Gymnasium API ----------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[Any, dict[str, Any]]:
        """A new match (seeded from `seed`, see the module docstring), the opponents moved up to
        the seat's first decision; the seat's observation and info. `options` is unused (the
        game's options are the environment's)."""
        super().reset(seed=seed)
        rng = self.np_random
        match_seed = int(rng.integers(SEED_BOUND))
        if self.seat_choice == "random":
            self.seat = int(rng.integers(self.players))
        bot_seeds = [int(s) for s in rng.integers(SEED_BOUND, size=self.players)]
        others = iter(self.opponents)
        self.bots = [None if p == self.seat else make(next(others), seed=bot_seeds[p])
                     for p in range(self.players)]
        self.match = Match.start(self.game, self.players, seed=match_seed, options=self.options)
        self.steps = 0
        self._legal = None
        self._done = False
        play(self.match, self.bots)
        if self.match.over:  # no game lets the others finish before a seat has moved
            raise RuntimeError("the match ended before the seat's first decision")
        if self.render_mode == "human":
            self.render()
        return self._observe(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """Play the seat's `action`, then the opponents' moves up to the seat's next decision or
        the end (see the module docstring)."""
        m = self.match
        if m is None or self._done:
            raise RuntimeError("the episode is over (or never began): call reset()")
        index = self._index(action)
        if index not in self._legal_indices():
            if self.illegal == "raise":
                what = self.action_label(index) if 0 <= index < self.num_actions else index
                raise IllegalAction(f"action {index} ({what}) is not legal now for seat "
                                    f"{self.seat}", "illegal_action")
            self._done = True
            info = self._info()
            info["illegal_action"] = True
            return self._observe(), -1.0, True, False, info
        m.act(self.seat, self.game.decode(index))
        self.steps += 1
        play(m, self.bots)
        reward = 0.0
        info = self._info()
        if m.over:
            result = m.result
            assert result is not None
            reward = rank_rewards(result, self.players)[self.seat]
            info.update(scores=final_scores(result), ranking=list(result.ranking),
                        seat=self.seat)
            self._done = True
        truncated = not m.over and self.max_steps is not None and self.steps >= self.max_steps
        if truncated:
            self._done = True
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, m.over, truncated, info

    def action_masks(self) -> np.ndarray:
        """The seat's legal actions now: a bool vector over the action space (all False once the
        episode is over). sb3-contrib's MaskablePPO calls this."""
        mask = np.zeros(self.num_actions, dtype=bool)
        if self.match is not None and not self._done:
            mask[self._legal_indices()] = True
        return mask

    def render(self) -> str | None:
        """The text picture of the seat's view: returned in "ansi" mode, printed in "human"
        mode."""
        if self.render_mode is None:
            return None
        m = self.match
        text = "(no match yet: call reset())" if m is None else text_picture(m, self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.match = None
        self._done = True

    # --- words ------------------------------------------------------------------------------------

    def action_label(self, index: int) -> str:
        """Action `index` in the rulebook's words, in the current position once a match is dealt
        (`Match.label`). IllegalAction for an index outside the action space."""
        return action_label(self.game, index, self.match)

    def action_json(self, index: int) -> dict[str, Any]:
        """Action `index` as JSON (`{"type": ..., fields}`). IllegalAction for an index outside
        the action space."""
        return action_json(self.game, index)

    # --- inside -----------------------------------------------------------------------------------

    def _index(self, action: Any) -> int:
        try:
            return operator.index(action)
        except TypeError:
            raise IllegalAction(f"the action must be a whole number (an action index), not "
                                f"{shown(action)}", "malformed_action") from None

    def _legal_indices(self) -> list[int]:
        m = self.match
        assert m is not None
        if self._legal is not None and self._legal[0] == m.version:
            return self._legal[1]
        encode = self.game.encode
        legal = [encode(a) for a in m.legal_actions(self.seat)]
        self._legal = (m.version, legal)
        return legal

    def _mask(self) -> np.ndarray:
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if not self._done:
            mask[self._legal_indices()] = 1
        return mask

    def _observe(self) -> Any:
        m = self.match
        assert m is not None
        values = self.game.observation(m.view(self.seat), self.players, self.options)
        vector = np.fromiter(values, np.float32, len(values))
        if self.flat:
            return vector
        return {"observation": vector, "action_mask": self._mask()}

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._mask(), "seat": self.seat}


def env_id(game_id: str) -> str:
    """The Gymnasium id of `game_id`'s SeatEnv: "alehouse/<game id>-v0"."""
    return f"alehouse/{game_id}-v0"


def register_envs() -> None:
    """Register every game's SeatEnv with Gymnasium (`env_id`), once; done on import. The
    keyword arguments of `gymnasium.make` are SeatEnv's."""
    known = gymnasium.registry
    for game_id in games():
        name = env_id(game_id)
        if name not in known:
            gymnasium.register(id=name, entry_point="alehouse.interop.gymnasium:SeatEnv",
                               kwargs={"game_id": game_id})


register_envs()
