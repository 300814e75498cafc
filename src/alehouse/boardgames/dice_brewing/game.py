"""The Dice Brewing game definition: wires the rules into the engine contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Game, Log, Result

from . import observation, playout, rules, text, view
from .actions import ACTION_TYPES
from .evaluate import evaluate as projected_score
from .explain import explain, waiting_for
from .scoring import breakdown
from .state import State


class DiceBrewing(Game[State]):
    id: ClassVar[str] = "dice-brewing"
    title: ClassVar[str] = "Dice Brewing"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "mode": ("standard", "advanced"),
        "unlucky_roll": (False, True),
        "hidden_tokens": (False, True),
    }
    action_types = ACTION_TYPES
    state_type = State
    hidden_information = True

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
        parts = [breakdown(p) for p in state.players]
        scores = [float(sum(b.values())) for b in parts]
        return Result.ranked(scores, [(s,) for s in scores], parts)

    def evaluate(self, state: State, player: int) -> float:
        """A projected final score for bots (evaluate.py)."""
        return projected_score(state, player)

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
