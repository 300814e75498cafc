"""The Taverns of Tiefenthal game definition: wires the rules into the engine contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.errors import BadOptions
from alehouse.core.game import Game, Log, Result

from . import evaluate, observation, playout, rules, text, view
from .actions import ACTION_TYPES
from .explain import explain, waiting_for
from .scoring import breakdown, tie_break
from .state import State


class TavernsOfTiefenthal(Game[State]):
    id: ClassVar[str] = "taverns-of-tiefenthal"
    title: ClassVar[str] = "The Taverns of Tiefenthal"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "modules": (1, 2, 3, 4, 5),
        "all_modules_rule": (False, True),
    }
    action_types = ACTION_TYPES
    state_type = State
    hidden_information = True
    rare_actions: ClassVar[frozenset[str]] = frozenset({"substitute", "finish_planning"})
    """Reached only when a helper pile is empty under the all-modules rule, or when a die fits
    nowhere while the Juggler could be paid (both covered by scenario tests)."""

    def check_combination(self, players: int, options: dict[str, Any]) -> None:
        if options["all_modules_rule"] and options["modules"] != 5:
            raise BadOptions("all_modules_rule applies only with modules=5 (all five "
                             "modules)", "bad_option_value")

    @property
    def presets(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [{"modules": m, "all_modules_rule": False}
                                     for m in self.options["modules"]]
        out.append({"modules": 5, "all_modules_rule": True})
        return out

    def setup(self, players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
        return rules.setup(players, options, chance, log)

    def actors(self, state: State) -> tuple[int, ...]:
        return rules.actors(state)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return rules.legal_actions(state, player)

    def apply(self, state: State, player: int, action: Action, log: Log) -> None:
        rules.apply(state, player, action, log)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def result(self, state: State) -> Result:
        parts = [breakdown(state, p) for p in state.players]
        scores = [float(sum(b.values())) for b in parts]
        keys = [(scores[i], tie_break(p)) for i, p in enumerate(state.players)]
        return Result.ranked(scores, keys, parts)

    def view(self, state: State, player: int | None) -> dict[str, Any]:
        return view.view(state, player)

    def determinize(self, state: State, player: int, rng: Chance) -> State:
        return view.determinize(state, player, rng)

    def explain(self, state: State, player: int, action: Action) -> str:
        return explain(state, player, action)

    def waiting_for(self, state: State) -> str:
        return waiting_for(state)

    def player_name(self, state: State, player: int) -> str:
        return rules.name(player)

    def label(self, state: State | None, action: Action) -> str:
        return text.label(state, action)

    def evaluate(self, state: State, player: int) -> float:
        """A projected final score for bots (evaluate.py)."""
        return evaluate.evaluate(state, player)

    def playout_action(self, state: State, player: int, legal: Sequence[Action],
                       rng: Chance) -> Action:
        return playout.choose(state, legal, rng)

    def observation_size(self, players: int, options: Mapping[str, Any]) -> int:
        return observation.size(players, options)

    def observation(self, view: dict[str, Any], players: int,
                    options: Mapping[str, Any]) -> list[float]:
        """The numeric encoding of a seat's view (layout in observation.py)."""
        return observation.observation(view, players, options)

    def render_text(self, view: dict[str, Any]) -> str | None:
        return text.render_text(view)
