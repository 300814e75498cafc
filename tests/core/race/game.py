"""Race to 10: metadata."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.board_game import BoardGame
from alehouse.core.result import NORMAL_END


class Race(BoardGame):
    id: ClassVar[str] = "race"
    title: ClassVar[str] = "Race to 10"
    player_counts: ClassVar[range] = range(2, 4)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {"target": (10, 30), "cards": (20, 1)}
    hidden_information = True
    seat_names: ClassVar[tuple[str, ...]] = ("Red", "Blue", "Green")
    terminations: ClassVar[Mapping[str, str]] = {
        NORMAL_END: "the total reached the target",
        "deck_empty": "a card was due but the deck was empty",
    }

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        turns = options["target"]  # every turn adds at least 1
        return 2 * turns + players * (turns // 3 + 1)

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        return (0.0, 1.0 + options["target"] // 3 + 1)
