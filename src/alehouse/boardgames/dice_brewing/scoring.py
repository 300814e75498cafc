"""End of the game (RULES, 6): mastery points, plus 1 per 2 gold, 1 per yellow or green die,
2 per black die, none for blue dice."""

from __future__ import annotations

from .content import CONTENT
from .state import Player

C = CONTENT


def breakdown(player: Player) -> dict[str, float]:
    dice = [*player.pool, *player.storage]
    points = {c: sum(C.die_points[c] for d in dice if d.colour == c)
              for c in ("yellow", "green", "black", "blue")}
    return {
        "mastery": player.mastery,
        "gold": player.gold // C.gold_per_mastery,
        "light_malt": points["yellow"],
        "hops": points["green"],
        "dark_malt": points["black"],
        "skills": points["blue"],
    }
