"""End of the game (RULES, 6): mastery points, plus 1 per 2 gold, 1 per yellow or green die,
2 per black die, none for blue dice. The most mastery points win; ties share the victory
(ASSUMPTION 15: no tie-break)."""

from __future__ import annotations

from .content import CONTENT
from .state import Player, State

C = CONTENT
CATEGORIES = ("mastery", "gold", "light_malt", "hops", "dark_malt", "skills")


def breakdown(state: State, player: int) -> dict[str, float]:
    """Mastery points of `player` by line of the final scoring; they sum to the score."""
    return player_breakdown(state.players[player])


def player_breakdown(seat: Player) -> dict[str, float]:
    """The final scoring of one player's holdings (`breakdown`)."""
    dice = [*seat.pool, *seat.storage]
    points = {c: sum(C.die_points[c] for d in dice if d.colour == c)
              for c in ("yellow", "green", "black", "blue")}
    return {
        "mastery": seat.mastery,
        "gold": seat.gold // C.gold_per_mastery,
        "light_malt": points["yellow"],
        "hops": points["green"],
        "dark_malt": points["black"],
        "skills": points["blue"],
    }
