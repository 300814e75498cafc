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
  (`Match.determinize`) from a stream seeded by `sampler()`. The sample carries only what
  `player` may see: its log is `player`'s (the others' private events by their public text),
  in every string and serialisation it offers. OpenSpiel's Python ISMCTS bot
  (open_spiel.python.algorithms.ismcts) uses it; give the bot `Resampler(random_state)` with
  its own random state (`bot.set_resampler`) and a seeded search is repeatable (its default
  resampler seeds a new sampler at every simulation). `AlehouseEvaluator` is an MCTS
  evaluator for it: the game's `evaluate` hook (a projected final score) compared between
  the seats, far cheaper than random rollouts in games that last hundreds of decisions.
- **A running match**: `game.state_of(match)` is the OpenSpiel state of an Alehouse match
  played elsewhere (the server, the terminal), with its true `history()` and
  `move_number()`: its moves replayed from its seed. (`AlehouseState(game, match)` holds a
  match as it is, with an empty history: clones and samples are made so.)
- **Cost**: a state keeps the strings and tensors observed of its current position, so
  asking again (as OpenSpiel's ISMCTS does two or three times a node) is free; sizing an
  observation tensor (OpenSpiel observes a new initial state each time) neither deals a match
  nor moves the seeds on (`AlehouseGame.peek`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from alehouse.core.chance import Chance
from alehouse.core.game import Game
from alehouse.core.log import known_to
from alehouse.core.match import Match
from alehouse.core.registry import game as find_game
from alehouse.core.registry import games

from .common import rank_rewards

__all__ = ["AlehouseEvaluator", "AlehouseGame", "AlehouseState", "Resampler", "short_name"]

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
        self._peeked: _Held | None = None
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

    def state_of(self, match: Match) -> AlehouseState:
        """The OpenSpiel state of a running (or finished) `match` of this game, players and
        options, with its true history: its moves replayed from its seed through
        `apply_action`, so that `history()` and `move_number()` are the match's. Moves made in
        a simultaneous phase in another order than seat by seat are served seat by seat, as
        the adapter serves them. A match without a record to replay (set up by hand, or a
        sample) is refused with a ValueError, as is a match of another game."""
        g = self.alehouse_game
        if match.game is not g or match.players != self.players \
                or dict(match.options) != dict(self.options):
            raise ValueError(f"this is a {self.players}-player {g.id} game with options "
                             f"{dict(self.options)}; the match is a {match.players}-player "
                             f"{match.game.id} match with options {dict(match.options)}")
        if not match.replayable:
            raise ValueError("the match has no record to replay from its seed (it was set up "
                             "by hand, or is a sample): its OpenSpiel history is unknown")
        assert match.seed is not None
        state = AlehouseState(self, Match.start(g, self.players, seed=match.seed,
                                                options=dict(match.options)))
        waiting = list(match.moves)
        while waiting:
            seat = state.current_player()
            actors = state.match.actors
            i = next((k for k, (p, _) in enumerate(waiting) if p == seat), None)
            if i is None or any(p not in actors for p, _ in waiting[:i]):
                raise ValueError(f"move {state.move_number() + 1} of the match cannot be "
                                 "served seat by seat")
            _, action = waiting.pop(i)
            state.apply_action(g.encode(action))
        return state

    def deal(self) -> Match:
        """A new match, with the next seed of this game object."""
        match = self.peek().match
        assert match is not None
        self._peeked = None
        self._next_seed += 1
        return match

    def peek(self) -> _Held:
        """The match the next `deal` will give, without taking its seed (made once per seed),
        held with what observers made of it. OpenSpiel sizes an observation tensor by observing
        a new initial state, at every call: observing the tensor of a state not dealt yet
        observes this, so it neither deals a match nor moves the seeds on."""
        peeked = self._peeked
        if peeked is None or peeked.match is None or peeked.match.seed != self._next_seed:
            peeked = self._peeked = _Held(Match.start(self.alehouse_game, self.players,
                                                      seed=self._next_seed,
                                                      options=self.options))
        return peeked

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
    """The match inside a state, dealt by `dealer` on first use. OpenSpiel copies a Python
    state by deep-copying its attributes and saves it by pickling them: this holder makes both
    `Match.clone` and `Match.to_json` (dealing the match first, so that a copy or a save is the
    same deal). It also keeps the strings and tensors the observers made of the match's current
    version (OpenSpiel's ISMCTS asks a node's information-state string two or three times)."""

    __slots__ = ("dealer", "match", "seen", "version")

    def __init__(self, match: Match | None, dealer: AlehouseGame | None = None) -> None:
        self.match = match
        self.dealer = dealer
        self.seen: dict[tuple[Any, ...], Any] = {}
        self.version = -1

    def dealt(self) -> Match:
        """The match, dealt now if it was not yet."""
        if self.match is None:
            assert self.dealer is not None
            self.match = self.dealer.deal()
        return self.match

    def observed(self, key: tuple[Any, ...]) -> Any:
        """What an observer made of the match's current version under `key`, or None."""
        m = self.match
        if m is None or m.version != self.version:
            return None
        return self.seen.get(key)

    def keep(self, key: tuple[Any, ...], value: Any) -> None:
        m = self.match
        assert m is not None
        if m.version != self.version:
            self.seen = {}
            self.version = m.version
        self.seen[key] = value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        if self.match is None and self.dealer is None:
            return _Held(None)
        return _Held(self.dealt().clone(), self.dealer)

    def __reduce__(self) -> tuple[Any, tuple[str | None]]:
        if self.match is None and self.dealer is None:
            return (_held_from_json, (None,))
        return (_held_from_json, (self.dealt().to_json(),))


def _held_from_json(text: str | None) -> _Held:
    """A `_Held` unpickled: its match loaded from `Match.to_json` text."""
    return _Held(Match.from_json(text) if text is not None else None)


class AlehouseState(pyspiel.State):  # type: ignore[misc]
    """A match in progress. The current player is `Match.actors[0]` (TERMINAL when over).

    A new initial state deals its match on first use (or when it is copied or saved), so that
    the states OpenSpiel creates only to copy another one into (its `clone` and
    deserialisation do) cost nothing and take no seed."""

    def __init__(self, game: AlehouseGame, match: Match | None = None) -> None:
        """A state holding `match` as it is, with an empty OpenSpiel history (clones and
        samples are made so); for a running match with its true history, use
        `AlehouseGame.state_of`."""
        super().__init__(game)
        self._held = _Held(match, game)

    @property
    def match(self) -> Match:
        return self._held.dealt()

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
        stream seeded by `sampler()` (a uniform number in [0, 1)). The sample carries only what
        `player` may see: its log is the log as `player` knows it (the others' private events
        by their public text), so its information-state string for `player` is the real one's
        and none of its strings or serialisations holds another seat's secret."""
        seed = int(float(sampler()) * 2 ** 53)
        sample = self.match.determinize(player, Chance.from_seed(seed))
        sample.log_entries = [known_to(e, player) for e in self.match.log_entries]
        state: AlehouseState = self.clone()
        state._held = _Held(sample, self._held.dealer)
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
        self.game: AlehouseGame = game
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
        held = state._held if state._held.match is not None else self.game.peek()
        key = ("tensor", player, self.private, self.public)
        made = held.observed(key)
        if made is not None:
            self.tensor[:] = made
            return
        m = held.match
        assert m is not None
        g = m.game
        if "private" in self.dict:
            self.dict["private"][:] = g.observation(m.view(player), m.players, m.options)
        if "public" in self.dict:
            self.dict["public"][:] = g.observation(m.view(None), m.players, m.options)
        held.keep(key, self.tensor.copy())

    def string_from(self, state: AlehouseState, player: int) -> str:
        m = state.match
        key = ("string", player, self.private, self.public, self.perfect_recall)
        made: str | None = state._held.observed(key)
        if made is None:
            made = self._string(m, player)
            state._held.keep(key, made)
        return made

    def _string(self, m: Match, player: int) -> str:
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


class Resampler:
    """The resampler for OpenSpiel's Python ISMCTS bot that draws from the bot's own random
    state, so that a search seeded by `random_state` is repeatable (the bot's default makes a
    new `pyspiel.UniformProbabilitySampler` at every simulation, which is seeded afresh):

        rng = np.random.RandomState(7)
        bot = ismcts.ISMCTSBot(game, AlehouseEvaluator(), 2.0, 100, random_state=rng)
        bot.set_resampler(Resampler(rng))
    """

    def __init__(self, random_state: np.random.RandomState) -> None:
        self.random_state = random_state

    def __call__(self, state: AlehouseState, player: int) -> AlehouseState:
        return state.resample_from_infostate(player, self.random_state.uniform)


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
