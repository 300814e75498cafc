"""What a player took and did over a Fantasy Brewers match, for the balance report's "what
winners did" (`Game.traits`), read on the end state: the Assistant cards held, the buildings
built and decorated, the Gold Stars, each Acclaim earned (1 or 0), the Premium Beer and Smoked
Whisky kept, and the points of each score-pad line. The phrases are in data/words.toml
``[traits]``. Everything here lies face-up in front of the player at the end; every player has
the same keys."""

from __future__ import annotations

from alehouse.core.words import package_words

from .content import ASSISTANTS, CONTENT, DRINKS, FACE
from .scoring import CATEGORIES, gold_stars, seat_breakdown
from .state import State
from .words import GOODS

__all__ = ["traits"]

_WORDS = package_words(__package__)
TRAITS: dict[str, str] = _WORDS["traits"]
CATEGORY_NAMES: dict[str, str] = _WORDS["score_categories"]


def traits(state: State, player: int) -> dict[str, float]:
    """The traits of `player` (see the module docstring); counts, or 1 or 0 for an Acclaim."""
    seat = state.players[player]
    out: dict[str, float] = {}
    for i, kind in enumerate(ASSISTANTS):
        out[TRAITS["assistants"].format(name=CONTENT.assistant_title[kind])] = (
            seat.up[i] + seat.down[i])
    built = [CONTENT.building_type(card) for card in (*seat.buildings, *seat.decorated)]
    for kind in ("extension", "homestead", "statue"):
        out[TRAITS[kind]] = built.count(kind)
    out[TRAITS["decorated"]] = len(seat.decorated)
    out[TRAITS["gold_stars"]] = gold_stars(seat)
    for key, acclaim in CONTENT.acclaims.items():
        out[TRAITS["acclaim"].format(name=acclaim.title)] = int(key in seat.acclaims)
    for drink in DRINKS:
        out[TRAITS["drink"].format(name=GOODS[drink][1])] = seat.goods[FACE[drink]]
    points = seat_breakdown(seat)
    for category in CATEGORIES:
        out[TRAITS["points"].format(category=CATEGORY_NAMES[category])] = points[category]
    return out
