"""What a player took and did over a Heaven & Ale match, for the balance report's "what winners
did" (`Game.traits`), read on the end state: the tiles in the garden (resource tiles on each
side, monk tiles), the sheds enclosed and scoring discs placed, the brewmaster's spot and the
furthest-behind resource marker after evening out, the ducats left, the barrels won, the
privilege pairs completed and each privilege card placed (1 or 0), and the points of each final
scoring line. The phrases are in data/words.toml ``[traits]``. All of it lies on the table at
the end; every player has the same keys."""

from __future__ import annotations

from alehouse.core.words import package_words

from .content import CONTENT as C
from .scoring import CATEGORIES, evened_out, player_breakdown
from .state import State
from .words import CARD_NAMES

__all__ = ["traits"]

_WORDS = package_words(__package__)
TRAITS: dict[str, str] = _WORDS["traits"]
CATEGORY_NAMES: dict[str, str] = _WORDS["score_categories"]


def traits(state: State, player: int) -> dict[str, float]:
    """The traits of `player` (see the module docstring); counts, or 1 or 0 for a card."""
    seat = state.players[player]
    placed = [(spot, tile) for spot, tile in enumerate(seat.garden) if tile >= 0]
    out: dict[str, float] = {
        TRAITS["sunny"]: sum(not C.is_monk(t) and C.is_sunny(s) for s, t in placed),
        TRAITS["shady"]: sum(not C.is_monk(t) and not C.is_sunny(s) for s, t in placed),
        TRAITS["monks"]: sum(C.is_monk(t) for _, t in placed),
        TRAITS["sheds"]: sum(shed >= 0 for shed in seat.sheds),
        TRAITS["discs"]: sum(seat.discs),
        TRAITS["brewmaster"]: seat.brewmaster,
        TRAITS["lowest"]: evened_out(seat),
        TRAITS["ducats"]: seat.ducats,
        TRAITS["large"]: len(seat.large),
        TRAITS["small"]: len(seat.small),
        TRAITS["pairs"]: sum(pair != "" for pair in seat.pairs),
    }
    for card in C.privilege_ids:
        out[TRAITS["privilege"].format(name=CARD_NAMES[card]).capitalize()] = int(
            card in seat.pairs)
    points = player_breakdown(seat)
    for category in CATEGORIES:
        out[TRAITS["points"].format(category=CATEGORY_NAMES[category])] = points[category]
    return out
