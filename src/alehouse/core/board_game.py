"""`BoardGame`: a `Game` built from its package's modules, its flow a stack of decisions.

A game package holds the same files for the same jobs; its game.py subclasses `BoardGame` and
states only metadata (id, title, player counts, options, seat names, terminations, bounds).
Everything else is found by name in the package:

==============  ===================================================================  ========
module          names                                                                needed
==============  ===================================================================  ========
state           ``State``: ``chance``, ``players`` (one item per seat), ``phase``    yes
                (``"over"`` at the end), ``termination`` (a code of
                ``terminations``; "" for the normal end), ``pending`` (the decision
                stack, typed as the union of its kinds)
actions         ``ACTION_TYPES``                                                     yes
rules           ``setup(players, options, chance, log) -> State``;                   yes
                ``proceed(state, log)``: with no decision pending, move the game on
                (push the next decision, or end the game)
scoring         ``breakdown(state, player) -> dict[str, float]``;                    yes
                ``tie_break(state, player) -> tuple[float, ...]`` (optional);
                ``running_score(view) -> list[int]`` (optional: games whose
                rulebook keeps a running score)
view            ``view(state, player) -> dict``; ``determinize(state, player, rng)``  yes
text            ``label(state, action) -> str``; ``render_text(view) -> str | None``   yes
                (``group_label(state, action) -> str | None`` optional)
data/words.toml ``[score_categories]``: each breakdown key and the name people read;    optional
                ``[screen] legend``: how to read the terminal picture (blank
                lines part its paragraphs: `words.paragraphs`);
                ``[running_score] name``: one and several of its points
explain         ``explain(state, player, action) -> str``                           optional
evaluate        ``evaluate(state, player) -> float``                                 optional
observation     ``size(players, options)``; ``encode(view, players, options)`` ->  optional
                a `Features` in named sections
playout         ``playout_action(state, player, legal, rng) -> Action``              optional
svg             ``draw(view, legal) -> str``: the board as SVG (`Game.draw`)          optional
==============  ===================================================================  ========

The flow: `apply` hands the action to the decision on top of the stack (its handler), then
`settle` runs: while the top decision can `resolve` itself it does, and with none left the
game's ``rules.proceed`` moves on, until a decision waits for someone or the game is over.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any, ClassVar, Protocol

from .action import Action
from .chance import Chance
from .codec import to_data
from .decision import Awaiting, Decision
from .game import Game
from .log import Log
from .observation import Features
from .result import NORMAL_END, Result, Termination
from .words import package_words

OVER = "over"
"""`State.phase` of a finished game."""


class StackState(Protocol):
    """What `BoardGame` needs of a game's state."""

    chance: Chance
    players: Any  # one item per seat
    phase: str
    termination: str
    pending: Any  # list of the game's decision union


class BoardGame(Game[Any]):
    """A game defined by its package's modules (see the module docstring)."""

    package: ClassVar[str] = ""
    """The game's package; by default the package of the module defining the subclass."""

    def __init__(self) -> None:
        package = self.package or type(self).__module__.rpartition(".")[0]
        self._modules: dict[str, ModuleType | None] = {}
        self._package = package
        state = self._module("state", required=True)
        actions = self._module("actions", required=True)
        type(self).state_type = state.State
        type(self).action_types = tuple(actions.ACTION_TYPES)
        super().__init__()
        rules = self._module("rules", required=True)
        self._setup: Callable[..., Any] = rules.setup
        self._proceed: Callable[[Any, Log], None] = rules.proceed
        scoring = self._module("scoring", required=True)
        self._breakdown: Callable[[Any, int], dict[str, float]] = scoring.breakdown
        self._tie_break: Callable[[Any, int], tuple[float, ...]] | None = \
            getattr(scoring, "tie_break", None)
        self._running_score: Callable[[dict[str, Any]], list[int]] | None = \
            getattr(scoring, "running_score", None)
        view = self._module("view", required=True)
        self._view: Callable[[Any, int | None], dict[str, Any]] = view.view
        self._determinize = getattr(view, "determinize", None)
        words = package_words(package)
        self.score_categories = words.get("score_categories", {})
        self.legend = words.get("screen", {}).get("legend", "").strip()
        self.running_score_name = tuple(words.get("running_score", {}).get("name", ()))
        text = self._module("text", required=True)
        self._label: Callable[[Any, Action], str] = text.label
        self._render_text = getattr(text, "render_text", None)
        self._group_label = getattr(text, "group_label", None)
        explain = self._module("explain")
        self._explain = getattr(explain, "explain", None)
        evaluate = self._module("evaluate")
        self._evaluate = getattr(evaluate, "evaluate", None)
        observation = self._module("observation")
        self._observation_size = getattr(observation, "size", None)
        self._encode: Callable[..., Features] | None = getattr(observation, "encode", None)
        strategy = self._module("strategy")
        self._traits: Callable[[Any, int], dict[str, float]] | None = getattr(
            strategy, "traits", None)
        playout = self._module("playout")
        self._playout_action = getattr(playout, "playout_action", None)
        svg = self._module("svg")
        self._draw: Callable[..., str] | None = getattr(svg, "draw", None)

    def _module(self, name: str, required: bool = False) -> Any:
        try:
            return importlib.import_module(f"{self._package}.{name}")
        except ModuleNotFoundError as exc:
            if required or exc.name != f"{self._package}.{name}":
                raise
            return None

    # --- the flow ------------------------------------------------------------------------------

    def setup(self, players: int, options: dict[str, Any], chance: Chance, log: Log) -> Any:
        state = self._setup(players, options, chance, log)
        self.settle(state, log)
        return state

    def settle(self, state: Any, log: Log) -> None:
        """Resolve everything that needs no decision, until someone must decide or the game
        is over."""
        pending = state.pending
        while True:
            if pending:
                if pending[-1].resolve(state, log):
                    continue
                return
            if state.phase == OVER:
                return
            self._proceed(state, log)
            pending = state.pending

    def top(self, state: Any) -> Decision | None:
        """The decision the match waits for (None when it is over)."""
        if state.phase == OVER or not state.pending:
            return None
        top: Decision = state.pending[-1]
        return top

    def actors(self, state: Any) -> tuple[int, ...]:
        if state.phase == OVER or not state.pending:
            return ()
        return state.pending[-1].actors(state)  # type: ignore[no-any-return]

    def legal_actions(self, state: Any, player: int) -> list[Action]:
        if state.phase == OVER or not state.pending:
            return []
        top = state.pending[-1]
        if player not in top.actors(state):
            return []
        return top.legal_actions(state, player)  # type: ignore[no-any-return]

    def apply(self, state: Any, player: int, action: Action, log: Log) -> None:
        state.pending[-1].apply(state, player, action, log)
        self.settle(state, log)

    def is_over(self, state: Any) -> bool:
        return state.phase == OVER  # type: ignore[no-any-return]

    def is_final(self, state: Any, player: int, action: Action) -> bool:
        pending = state.pending  # `top`, looked up in place: asked before every move
        return state.phase != OVER and bool(pending) and bool(pending[-1].final)

    def awaiting(self, state: Any) -> Awaiting | None:
        top = self.top(state)
        if top is None:
            return None
        return Awaiting(top.kind, top.actors(state), top.text(state),
                        top.rulebook_section(state), to_data(top.details(state)))

    def termination(self, state: Any) -> Termination:
        code = state.termination or NORMAL_END
        return Termination(code, self.terminations[code])

    def result(self, state: Any) -> Result:
        n = len(state.players)
        parts = [self._breakdown(state, p) for p in range(n)]
        scores = [float(sum(b.values())) for b in parts]
        tie_break = self._tie_break
        keys = [(scores[p], *(tie_break(state, p) if tie_break else ())) for p in range(n)]
        return Result.ranked(scores, keys, parts, self.termination(state))

    # --- what people and programs see ----------------------------------------------------------

    def view(self, state: Any, player: int | None) -> dict[str, Any]:
        return self._view(state, player)

    def determinize(self, state: Any, player: int, rng: Chance) -> Any:
        return state if self._determinize is None else self._determinize(state, player, rng)

    def explain(self, state: Any, player: int, action: Action) -> str:
        if self._explain is None:
            return super().explain(state, player, action)
        return self._explain(state, player, action)  # type: ignore[no-any-return]

    def label(self, state: Any, action: Action) -> str:
        return self._label(state, action)

    def group_label(self, state: Any, action: Action) -> str | None:
        return None if self._group_label is None else self._group_label(state, action)

    def running_score(self, view: dict[str, Any]) -> list[int] | None:
        return None if self._running_score is None else self._running_score(view)

    def draw(self, view: dict[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str | None:
        return None if self._draw is None else self._draw(view, legal)

    def render_text(self, view: dict[str, Any]) -> str | None:
        return None if self._render_text is None else self._render_text(view)

    def evaluate(self, state: Any, player: int) -> float:
        return 0.0 if self._evaluate is None else float(self._evaluate(state, player))

    def traits(self, state: Any, player: int) -> dict[str, float]:
        return {} if self._traits is None else dict(self._traits(state, player))

    def playout_action(self, state: Any, player: int, legal: Sequence[Action],
                       rng: Chance) -> Action:
        if self._playout_action is None:
            return super().playout_action(state, player, legal, rng)
        return self._playout_action(state, player, legal, rng)  # type: ignore[no-any-return]

    def observation_size(self, players: int, options: Mapping[str, Any]) -> int:
        return 0 if self._observation_size is None else int(self._observation_size(players,
                                                                                  options))

    def observation(self, view: dict[str, Any], players: int,
                    options: Mapping[str, Any]) -> list[float]:
        if self._encode is None:
            return []
        return self._encode(view, players, options).values

    def observation_layout(self, view: dict[str, Any], players: int,
                           options: Mapping[str, Any]) -> dict[str, slice]:
        if self._encode is None:
            return {}
        return self._encode(view, players, options).layout
