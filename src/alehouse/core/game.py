"""`Game`: what every game implements, and what the engine derives from it.

A game is a plain definition: its identity (id, title, player counts, options schema), its
action kinds, its state dataclass, and pure rule functions over that state. `Match` drives it;
bots, the arena, interop and the server use only `Match` and these hooks, never a game's
internals.
"""

from __future__ import annotations

import itertools
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, Protocol, TypeVar, cast

from . import codec
from .action import Action, ActionSpace
from .chance import Chance
from .decision import Awaiting
from .errors import BadOptions, shown
from .log import Log, LogEntry
from .result import NORMAL_END, Result, Termination

__all__ = ["Game", "Log", "LogEntry", "Result", "Termination"]


class HasChance(Protocol):
    chance: Chance


S = TypeVar("S", bound=HasChance)


class Game(ABC, Generic[S]):
    """A game definition. Subclasses set the class attributes and implement the rule hooks.

    Hooks receive and may mutate the state they are given (`apply`), or must not (all others).
    `Match` makes copies where a caller needs the original kept.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    player_counts: ClassVar[range]
    options: ClassVar[Mapping[str, tuple[Any, ...]]] = {}
    """Allowed values per option; the first is the default."""
    action_types: ClassVar[tuple[type[Action], ...]]
    state_type: ClassVar[type]
    hidden_information: ClassVar[bool] = False
    """True when some players may not see everything (so `determinize` resamples something)."""
    rare_actions: ClassVar[frozenset[str]] = frozenset()
    """Action kinds so rare that random playouts may never reach them (each must be covered by
    the game's scenario tests instead); the conformance suite expects every other kind."""
    seat_names: ClassVar[tuple[str, ...]] = ()
    """The seats' names in seat order ("Red", "Blue"...); "Player 1"... when empty."""
    terminations: ClassVar[Mapping[str, str]] = {NORMAL_END: "the game ended by its rules"}
    """Every way the game can end: a stable code and the reason people read."""
    legend: str = ""
    """How to read the game's terminal picture (`render_text`): what its marks and columns
    mean, in the rulebook's words (empty when it needs none)."""
    score_categories: Mapping[str, str] = {}
    """Every key of the score breakdown (`Result.breakdown`, stable for programs) and the name
    of that category people read ("vp_tokens" -> "Victory Point tokens"), in scoring order."""
    running_score_name: tuple[str, ...] = ()
    """The rulebook's word for the points of `running_score`, one and several ("mastery point",
    "mastery points"); empty for a game that keeps no running score."""

    def __init__(self) -> None:
        self.space = ActionSpace(self.action_types)
        self._clone: Callable[[S], S] = codec.cloner(self.state_type)

    def __reduce__(self) -> tuple[Any, tuple[str, type]]:
        # games are pickled by id (the generated cloner cannot be): the registered instance
        return (_game_by_id, (self.id, type(self)))

    def __repr__(self) -> str:
        return f"<Game {self.id}>"

    # --- game information (as OpenSpiel's GameInfo) ------------------------------------------

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """An upper bound on the number of decisions (accepted actions) of a match with these
        players and (full) options. Games derive it from their rules."""
        raise NotImplementedError(f"{self.title} declares no longest game")

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The lowest and highest final score a seat can reach."""
        raise NotImplementedError(f"{self.title} declares no score bounds")

    # --- derived, fixed action space ---------------------------------------------------------

    @property
    def num_actions(self) -> int:
        return self.space.size

    def encode(self, action: Action) -> int:
        return self.space.encode(action)

    def decode(self, index: int) -> Action:
        return self.space.decode(index)

    def parse_action(self, data: Any) -> Action:
        return self.space.parse(data)

    # --- options -----------------------------------------------------------------------------

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full options (defaults filled in), or BadOptions saying what is allowed.

        `options` is None or a mapping of option names to values; values may also be given as
        their text ("true", "3"), as on a command line."""
        if type(players) is not int or players not in self.player_counts:
            counts = f"{self.player_counts.start}-{self.player_counts.stop - 1}"
            raise BadOptions(f"{self.title} is for {counts} players, not {shown(players)}",
                             "bad_player_count")
        if options is not None and not isinstance(options, Mapping):
            raise BadOptions(f"the options must be an object of names and values, not "
                             f"{shown(options)}", "bad_options")
        given = dict(options or {})
        if not all(isinstance(k, str) for k in given):
            raise BadOptions("option names must be strings", "unknown_option")
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            allowed = ", ".join(self.options) or "none"
            raise BadOptions(f"{self.title} has no option {', '.join(map(shown, unknown))}; "
                             f"its options are: {allowed}", "unknown_option")
        full: dict[str, Any] = {}
        for name, allowed_values in self.options.items():
            if name not in given:
                full[name] = allowed_values[0]
                continue
            value = given[name]
            match = [v for v in allowed_values
                     if (type(v) is type(value) and v == value)
                     or (isinstance(value, str) and str(v).lower() == value.lower())]
            if not match:
                choices = " | ".join(str(v).lower() if isinstance(v, bool) else str(v)
                                     for v in allowed_values)
                raise BadOptions(f"option {name}={shown(value)} is not allowed; choose "
                                 f"{choices}", "bad_option_value")
            full[name] = match[0]
        self.check_combination(players, full)
        return full

    def check_combination(self, players: int, options: dict[str, Any]) -> None:
        """Refuse option combinations the rules forbid (BadOptions); the default allows all."""

    @property
    def presets(self) -> list[dict[str, Any]]:
        """Option sets the conformance suite plays: the defaults, then each other value of
        each option with the rest at default (games with interacting options may override)."""
        defaults = {k: v[0] for k, v in self.options.items()}
        out = [defaults]
        for name, values in self.options.items():
            for v in values[1:]:
                out.append({**defaults, name: v})
        return out

    def all_presets(self) -> list[dict[str, Any]]:
        """Every combination of option values."""
        names = list(self.options)
        return [dict(zip(names, combo))
                for combo in itertools.product(*(self.options[n] for n in names))]

    # --- rule hooks --------------------------------------------------------------------------

    @abstractmethod
    def setup(self, players: int, options: dict[str, Any], chance: Chance, log: Log) -> S:
        """The state at the start of a match (options already checked)."""

    @abstractmethod
    def actors(self, state: S) -> tuple[int, ...]:
        """Who may act now, in seat order; () when the match is over."""

    @abstractmethod
    def legal_actions(self, state: S, player: int) -> list[Action]:
        """Every legal action of `player` now, in a deterministic order; [] if none."""

    @abstractmethod
    def apply(self, state: S, player: int, action: Action, log: Log) -> None:
        """Play a legal action (already checked) on `state`, in place, appending events."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result:
        """Scores, ranking and breakdown (only called when `is_over`)."""

    @abstractmethod
    def view(self, state: S, player: int | None) -> dict[str, Any]:
        """All that `player` may see (None: a spectator), JSON-safe."""

    def determinize(self, state: S, player: int, rng: Chance) -> S:
        """`state` (a copy the game may change) with all `player` cannot see resampled from
        `rng`. Games without hidden information return it as it is."""
        return state

    def explain(self, state: S, player: int, action: Action) -> str:
        """Why `action` is not legal for `player` now. Games name the rule where they can."""
        return f"'{self.label(state, action)}' is not a legal move now"

    def awaiting(self, state: S) -> Awaiting | None:
        """What the match waits for (None when it is over). Games with a decision stack give
        the top decision; the default names the actors only."""
        actors = self.actors(state)
        if not actors:
            return None
        names = " and ".join(self.player_name(state, p) for p in actors)
        return Awaiting("turn", actors, f"{names} to act")

    def decision_view(self, state: S) -> dict[str, Any] | None:
        """`awaiting(state).to_json()` (None when over): what every view shows as "decision".
        Games may build it faster; it must stay equal to that."""
        awaiting = self.awaiting(state)
        return None if awaiting is None else awaiting.to_json()

    def waiting_for(self, state: S) -> str:
        """Whom and what the match waits for, for people ("Blue chooses a starting space")."""
        awaiting = self.awaiting(state)
        return awaiting.text if awaiting is not None else "the game is over"

    def is_final(self, state: S, player: int, action: Action) -> bool:
        """True when `action` (legal for `player` now) may never be taken back, whatever
        follows; chance draws and marked barriers are found by `Match` itself."""
        return False

    def termination(self, state: S) -> Termination:
        """Why the (finished) game ended; the rulebook's normal end by default."""
        return Termination(NORMAL_END, self.terminations.get(NORMAL_END, "the game ended"))

    def player_name(self, state: S, player: int) -> str:
        """The seat's name ("Blue"): from `seat_names`, else "Player 2"."""
        if 0 <= player < len(self.seat_names):
            return self.seat_names[player]
        return f"Player {player + 1}"

    def group_label(self, state: S, action: Action) -> str | None:
        """The first step of choosing `action` from a long list, in words ("Lay the Garden"):
        actions sharing it are offered as one choice, then among themselves (the terminal and
        the browser narrow long lists so). None: the action stands alone. By default none is
        grouped."""
        return None

    def talk_allowed(self, state: S) -> bool:
        """Whether the players may talk at the table now (a game's rule of silence, such as
        Monastery's optional Vow of Silence); True unless a game says otherwise."""
        return True

    def running_score(self, view: dict[str, Any]) -> list[int] | None:
        """Each seat's points as the table shows them now, in seat order, read from `view`
        (what one seat, or a spectator, may see): only from its public part, so that every
        seat's view gives the same list and nothing hidden shows in it. The rulebook's own
        running score (a score track, a counter on each player's board), never a projection
        of the final scoring; None for a game whose rulebook scores only at the end (the
        default). Named for people by `running_score_name`."""
        return None

    def category_name(self, key: str) -> str:
        """The name people read for the score breakdown's category `key` (the key itself when
        the game names none)."""
        return self.score_categories.get(key, key)

    def label(self, state: S | None, action: Action) -> str:
        """A label for people; games override with the rulebook's words."""
        return action.label

    def evaluate(self, state: S, player: int) -> float:
        """How good `state` looks for `player` (higher is better), for bots: games write it
        from their scoring (e.g. a projected final score). The default knows nothing."""
        return 0.0

    def traits(self, state: S, player: int) -> dict[str, float]:
        """What `player` took and did over the match, read on its end state, for the balance
        report's "what winners did" (`alehouse.arena.balance`): each a phrase in the
        rulebook's words ("Brewmasters hired", "Statues built") with a count (1 or 0 for a
        yes or no). Public facts only, the same for every seat. The default knows nothing."""
        return {}

    def playout_action(self, state: S, player: int, legal: Sequence[Action],
                       rng: Chance) -> Action:
        """A random legal action for test and benchmark playouts: uniform by default. Games
        where uniform play never ends (a player who never brews) weight it toward progress.
        Bots do not use this: the `random` bot stays uniform."""
        return rng.choice(legal)

    def observation_size(self, players: int, options: Mapping[str, Any]) -> int:
        """The length of `observation` vectors for this player count and (full) options; the
        same for every position of such a match. 0: the game offers no encoding (the default),
        and the RL adapters (alehouse.interop) refuse it."""
        return 0

    def observation(self, view: dict[str, Any], players: int,
                    options: Mapping[str, Any]) -> list[float]:
        """A fixed-size numeric encoding (`observation_size(players, options)` floats, each in
        [0, 1]) of `view`, what one seat may see (`view(state, p)`). It is computed from the
        view alone, so nothing hidden can leak into it; games build it with
        `core.observation.Features` and document the layout and its caps (bounds on
        variable-length parts) in their observation.py. The default: an empty vector."""
        return []

    def observation_layout(self, view: dict[str, Any], players: int,
                           options: Mapping[str, Any]) -> dict[str, slice]:
        """The named parts of `observation` vectors (the same for every position of such a
        match): name -> slice. Empty when the game names none."""
        return {}

    def draw(self, view: dict[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str | None:
        """The board of `view` as a standalone SVG document, the elements where `legal` (the
        JSON of the viewing seat's legal actions) has a place marked as targets (see
        `alehouse.core.drawing`); None when the game draws no board (the default)."""
        return None

    def render_text(self, view: dict[str, Any]) -> str | None:
        """A plain-text picture of `view` for terminals (boards drawn as grids), or None to let
        the terminal show the view generically."""
        return None

    # --- state plumbing (derived from the state dataclass) -----------------------------------

    def clone_state(self, state: S) -> S:
        return self._clone(state)

    def state_to_data(self, state: S) -> Any:
        return codec.state_to_data(state)

    def state_from_data(self, data: Any) -> S:
        """The state saved as `data` (ValueError naming the first value of a wrong type)."""
        return codec.state_from_data(self.state_type, data)

    def check_state(self, state: S, players: int, options: Mapping[str, Any]) -> None:
        """Raise ValueError naming what is wrong when `state` (read from a save) is no position
        a match of `players` with these (full) options could be in.

        The default checks the seats (a state's ``players`` list) and asks the state every
        question the engine and its callers ask: who acts, each actor's legal actions (each in
        the action space), the decision, every seat's view as JSON, and the result when over
        (`Match` then encodes every seat's observation). Whatever cannot be answered is
        refused here rather than later. Games may add invariants of their own (calling this
        too)."""
        seats = getattr(state, "players", None)
        if isinstance(seats, list) and len(seats) != players:
            raise ValueError(f"the state has {len(seats)} seats, the match {players}")
        actors = self.actors(state)
        if any(type(p) is not int or not 0 <= p < players for p in actors):
            raise ValueError(f"the state awaits seats {list(actors)}")
        for p in actors:
            for action in self.legal_actions(state, p):
                self.encode(action)
        json.dumps(self.decision_view(state))
        for seat in (None, *range(players)):
            json.dumps(self.view(state, seat))
        if self.is_over(state):
            self.result(state)


def _game_by_id(game_id: str, cls: type) -> Game[Any]:
    """The registered game `game_id` (unpickling); a new instance of `cls` when none is."""
    from .registry import registered

    found = registered(game_id)
    return found if found is not None else cast(Game[Any], cls())
