"""Heaven & Ale: the game's metadata (the rules are the package's modules, bound by
`BoardGame`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.board_game import BoardGame
from alehouse.core.result import NORMAL_END

from .content import CONTENT as C


class HeavenAndAle(BoardGame):
    id: ClassVar[str] = "heaven-and-ale"
    title: ClassVar[str] = "Heaven & Ale"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {}
    hidden_information = True
    seat_names: ClassVar[tuple[str, ...]] = C.colours
    terminations: ClassVar[Mapping[str, str]] = {
        NORMAL_END: "the last round is over: final scoring",
    }

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """Per player: at most one move per track space and the starting area each round; at
        most one purchase per garden spot, each followed by at most one `done`; one decision per
        shed spot, tile scoring spot and privilege card (placed, or returned for coins); a
        starting space each round and at setup, and a colour for each of those and for two
        privilege cards."""
        rounds = C.rounds[players]
        per_player = (C.home * rounds + 2 * C.spots + len(C.shed_xy)
                      + len(C.scoring_spots) + 2 * len(C.privilege_ids)
                      + 2 * (rounds + 1) + 2)
        return int(players * per_player)

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """Production is never negative and at most the top spot times the chart's best value;
        at most every goal's large barrel, each worth one more with the barrel privilege; the
        first-player point."""
        best_value = max(value for _, _, value in C.chart)
        goals = len(C.goals)
        most = C.top * best_value + goals * (C.large_vp + 1) + 1
        return (0.0, float(most))
