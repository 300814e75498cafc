"""OpenSpiel games for every Alehouse game: importing this module registers each one as a
Python game named `python_alehouse_<id>` (hyphens become underscores).

    import pyspiel
    import alehouse.interop.openspiel  # registers the games
    game = pyspiel.load_game("python_alehouse_heaven_and_ale", {"players": 3})
    state = game.new_initial_state()

- **Parameters**: `players` (default: the game's smallest count) and one per game option,
  with the option's default (`{"players": 4, "level": "expert"}`).
- **Dynamics**: sequential. Simultaneous phases (Fantasy Brewers' Upkeep) are served one seat
  at a time in seat order, without leaking earlier choices (alehouse.interop.common).
- **Chance**: SAMPLED_STOCHASTIC. Dice and draws are resolved inside `apply_action` by the
  match's own seeded RNG, which is part of the state (the `seed` parameter, default 0, seeds
  `new_initial_state`; each new initial state of a game object takes the next seed).
  There are no chance nodes.
- **Serialising with the game** (`pyspiel.serialize_game_and_state`): for a
  SAMPLED_STOCHASTIC game OpenSpiel also saves the game object's RNG through
  `Game::GetRNGState`, which its Python bindings (open_spiel 2.0) do not let a Python game
  provide, so that call fails for every sampled-stochastic Python game. Load with
  `{"serializable": True}` to get the same game declared DETERMINISTIC instead: true of the
  state transitions here, since the RNG travels inside the state (`apply_action` is a
  function of the state and the action), while the players still cannot foresee the dice
  and draws (the RNG is hidden information). States serialise either way (`state.serialize()`
  and `game.deserialize_state(text)`, through `Match.to_json`).
- **Information**: imperfect. The observer (`make_py_observer`) has a private and a public
  part: `private` is the seat's numeric observation (`Game.observation` of `view(seat)`, all
  that seat may see), `public` the spectator's (`view(None)`, what everyone sees). The strings
  are the corresponding views as JSON. The information-state string (asked with perfect
  recall) adds the number of events so far and the seat's redacted log of the last RECALL
  events: the view already holds the whole table, so this tells histories apart in practice
  while staying short (the whole log would make every ISMCTS step cost as much as the game
  is long). It is the same for a state and its samples (`resample_from_infostate`).
- **Rewards**: terminal, rank-based and zero-sum in [-1, 1] (alehouse.interop.common).
- **Serialisation**: a state's Python part is its match, pickled as `Match.to_json()` (RNG
  included), so `state.serialize()` / `game.deserialize_state(text)` round-trip exactly (and
  `pickle`, which goes through `serialize_game_and_state`, with `serializable`); `clone()` is
  `Match.clone()`.
- **Resampling**: `state.resample_from_infostate(player, sampler)` returns a state consistent
  with all `player` has seen, the unseen parts resampled by the game's `determinize`
  (`Match.determinize`) from a stream seeded by `sampler()`; OpenSpiel's Python ISMCTS bot
  (open_spiel.python.algorithms.ismcts) uses it. `AlehouseEvaluator` is an MCTS evaluator
  for it: the game's `evaluate` hook (a projected final score) compared between the seats,
  far cheaper than random rollouts in games that last hundreds of decisions.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from alehouse.core.chance import Chance
from alehouse.core.game import Game
from alehouse.core.match import Match
from alehouse.core.registry import game as find_game
from alehouse.core.registry import games

from .common import rank_rewards

__all__ = ["AlehouseEvaluator", "AlehouseGame", "AlehouseState", "short_name"]

RECALL = 12
"""The information-state string's recall: the seat's view of the last RECALL events."""

def short_name(game_id: str) -> str:
    return "python_alehouse_" + game_id.replace("-", "_")


def _game_type(g: Game[Any], serializable: bool = False) -> pyspiel.GameType:
    params: dict[str, Any] = {"players": g.player_counts.start, "seed": 0,
                              "serializable": False}
    for name, values in g.options.items():
        params[name] = values[0]
    chance = pyspiel.GameType.ChanceMode
    return pyspiel.GameType(
        short_name=short_name(g.id),
        long_name=f"Alehouse {g.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance.DETERMINISTIC if serializable else chance.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=g.player_counts.stop - 1,
        min_num_players=g.player_counts.start,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
        default_loadable=True,
        provides_factored_observation_string=False,
    )


class AlehouseGame(pyspiel.Game):  # type: ignore[misc]
    """One Alehouse game with fixed players and options (from the load parameters)."""

    alehouse_game: Game[Any]

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        g = self.alehouse_game
        params = dict(params or {})
        self.players = int(params.pop("players", g.player_counts.start))
        self._next_seed = int(params.pop("seed", 0))
        serializable = bool(params.pop("serializable", False))
        options = {k: v for k, v in params.items() if k in g.options}
        self.options = g.check_options(self.players, options)
        info = pyspiel.GameInfo(
            num_distinct_actions=g.num_actions,
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=g.max_game_length(self.players, self.options),
        )
        given = {"players": self.players, "seed": self._next_seed,
                 "serializable": serializable, **self.options}
        super().__init__(_game_type(g, serializable), info, given)
        self.observation_size = g.observation_size(self.players, self.options)

    def new_initial_state(self) -> AlehouseState:
        return AlehouseState(self)

    def deal(self) -> Match:
        """A new match, with the next seed of this game object."""
        seed = self._next_seed
        self._next_seed += 1
        return Match.start(self.alehouse_game, self.players, seed=seed, options=self.options)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: Mapping[str, Any] | None = None) -> AlehouseObserver:
        return AlehouseObserver(self, iig_obs_type, params)

    def get_rng_state(self) -> str:
        """The seed the next `new_initial_state` will use (the game's RNG, as OpenSpiel
        saves it for sampled-stochastic games)."""
        return str(self._next_seed)

    def set_rng_state(self, text: str) -> None:
        self._next_seed = int(text)

    def observation_tensor_shape(self) -> list[int]:
        return [self.observation_size]


class _Held:
    """The match inside a state. OpenSpiel copies a Python state by deep-copying its attributes
    and saves it by pickling them: this holder makes both `Match.clone` and `Match.to_json`."""

    __slots__ = ("match",)

    def __init__(self, match: Match | None) -> None:
        self.match = match

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.match.clone() if self.match is not None else None)

    def __getstate__(self) -> str | None:
        return self.match.to_json() if self.match is not None else None

    def __setstate__(self, text: str | None) -> None:
        self.match = Match.from_json(text) if text is not None else None


class AlehouseState(pyspiel.State):  # type: ignore[misc]
    """A match in progress. The current player is `Match.actors[0]` (TERMINAL when over).

    A new initial state deals its match on first use, so that the states OpenSpiel creates
    only to copy another one into (its `clone` and deserialisation do) cost nothing and take
    no seed."""

    def __init__(self, game: AlehouseGame, match: Match | None = None) -> None:
        super().__init__(game)
        self._held = _Held(match)

    @property
    def match(self) -> Match:
        held = self._held
        if held.match is None:
            game = self.get_game()
            held.match = game.deal()
        return held.match

    # --- the sequential-game API --------------------------------------------------------------

    def current_player(self) -> int:
        actors = self.match.actors
        return actors[0] if actors else pyspiel.PlayerId.TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        encode = self.match.game.encode
        return sorted(encode(a) for a in self.match.legal_actions(player))

    def _apply_action(self, action: int) -> None:
        m = self.match
        m.act(m.actors[0], m.game.decode(int(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        return self.match.label(self.match.game.decode(int(action)))

    def is_terminal(self) -> bool:
        return self.match.over

    def returns(self) -> list[float]:
        m = self.match
        result = m.result
        if result is None:
            return [0.0] * m.players
        return rank_rewards(result, m.players)

    def __str__(self) -> str:
        return self.match.to_json()

    # --- resampling ----------------------------------------------------------------------------

    def resample_from_infostate(self, player: int, sampler: Any) -> AlehouseState:
        """A state consistent with all `player` has seen (the game's `determinize`), from a
        stream seeded by `sampler()` (a uniform number in [0, 1)). The sample keeps the seat's
        log, so its information-state string is the real one's."""
        seed = int(float(sampler()) * 2 ** 53)
        sample = self.match.determinize(player, Chance.from_seed(seed))
        sample.log_entries = list(self.match.log_entries)
        state: AlehouseState = self.clone()
        state._held = _Held(sample)
        return state


class AlehouseObserver:
    """The observer of OpenSpiel's `IIGObservationType`: pieces `private` (the seat's own
    observation, when private information is asked for) and `public` (the spectator's);
    strings from the views as JSON, with the seat's log when perfect recall is asked for."""

    def __init__(self, game: AlehouseGame, iig_obs_type: Any,
                 params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        self.game = game
        self.private = iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.public = bool(iig_obs_type.public_info)
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        size = game.observation_size
        pieces = [(name, size) for name, wanted in (("private", self.private),
                                                    ("public", self.public)) if wanted]
        self.tensor = np.zeros(sum(n for _, n in pieces), np.float32)
        self.dict: dict[str, np.ndarray] = {}
        start = 0
        for name, n in pieces:
            self.dict[name] = self.tensor[start:start + n]
            start += n

    def set_from(self, state: AlehouseState, player: int) -> None:
        m = state.match
        g = m.game
        if "private" in self.dict:
            self.dict["private"][:] = g.observation(m.view(player), m.players, m.options)
        if "public" in self.dict:
            self.dict["public"][:] = g.observation(m.view(None), m.players, m.options)

    def string_from(self, state: AlehouseState, player: int) -> str:
        m = state.match
        parts = []
        if self.private:
            parts.append(json.dumps(m.view(player), sort_keys=True, separators=(",", ":")))
        elif self.public:
            parts.append(json.dumps(m.view(None), sort_keys=True, separators=(",", ":")))
        if self.perfect_recall:
            parts.append(f"events={len(m.log_entries)}")
            seen = player if self.private else None
            recent = [e.seen_by(seen) for e in m.log_entries[-RECALL:]]
            parts.extend(text for text in recent if text is not None)
        return "\n".join(parts)


class AlehouseEvaluator:
    """An evaluator for OpenSpiel's MCTS and ISMCTS bots: at a non-terminal state, each seat's
    `Game.evaluate` (a projected final score) compared with the others': seat p gets
    tanh((v_p - mean of the others) / scale), in (-1, 1) like the returns, with `scale` in
    points (default 10); terminal states give the true returns. The prior is uniform over the
    legal actions."""

    def __init__(self, scale: float = 10.0) -> None:
        self.scale = scale

    def evaluate(self, state: AlehouseState) -> np.ndarray:
        if state.is_terminal():
            return np.array(state.returns(), dtype=np.float64)
        m = state.match
        n = m.players
        values = [m.game.evaluate(m.state, p) for p in range(n)]
        total = sum(values)
        out = [np.tanh((v - (total - v) / (n - 1)) / self.scale) for v in values]
        return np.array(out, dtype=np.float64)

    def prior(self, state: AlehouseState) -> list[tuple[int, float]]:
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


def _register() -> None:
    registered = set(pyspiel.registered_names())
    for game_id in games():
        g = find_game(game_id)
        name = short_name(game_id)
        if name in registered:
            continue
        cls = type(f"Alehouse_{game_id.replace('-', '_')}", (AlehouseGame,),
                   {"alehouse_game": g})
        pyspiel.register_game(_game_type(g), cls)


_register()
