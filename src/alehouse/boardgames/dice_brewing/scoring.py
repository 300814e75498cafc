"""End of the game (RULES, 6): mastery points, plus 1 per 2 gold, 1 per yellow or green die,
2 per black die, none for blue dice. The most mastery points win; ties share the victory
(ASSUMPTION 15: no tie-break). During play each player's mastery points counter shows their
running score (RULES 2 H, 4: the green indicator); at the end the final scoring's points are
added to it (RULES 6)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .content import CONTENT
from .state import Player, State

C = CONTENT
CATEGORIES = ("mastery", "gold", "light_malt", "hops", "dark_malt", "skills")


def breakdown(state: State, player: int) -> dict[str, float]:
    """Mastery points of `player` by line of the final scoring; they sum to the score."""
    return player_breakdown(state.players[player])


def player_breakdown(seat: Player) -> dict[str, float]:
    """The final scoring of one player's holdings (`breakdown`)."""
    return final_points(seat.mastery, seat.gold,
                        [d.colour for d in (*seat.pool, *seat.storage)])


def final_points(mastery: int, gold: int, dice: Iterable[str]) -> dict[str, float]:
    """The final scoring of a player with `mastery` points on their counter, `gold` and
    `dice` (the colours of the dice in their active pool and storage), by category."""
    colours = list(dice)
    points = {c: sum(C.die_points[c] for d in colours if d == c)
              for c in ("yellow", "green", "black", "blue")}
    return {
        "mastery": mastery,
        "gold": gold // C.gold_per_mastery,
        "light_malt": points["yellow"],
        "hops": points["green"],
        "dark_malt": points["black"],
        "skills": points["blue"],
    }


def running_score(view: dict[str, Any]) -> list[int]:
    """Each player's mastery points counter as `view` shows it (`Game.running_score`): the
    points earned so far; once the game is over, with the final scoring's points added to it
    (RULES 6), so that it shows the final score. Mastery points, gold and dice are on the
    table: every seat's view gives the same."""
    seats = view["players"]
    if view["phase"] != "over":
        return [int(p["mastery"]) for p in seats]
    return [int(sum(final_points(p["mastery"], p["gold"],
                                 [d["colour"] for d in (*p["active_pool"], *p["storage"])])
                    .values()))
            for p in seats]
