"""What a player took and did over a match of The Taverns of Tiefenthal, for the balance
report's "what winners did" (`Game.traits`), read on the end state: the cards the player owns
(draw pile, discard pile and tavern) by Tavern Card and by Noble, Guest and Regular, each area
of the Tavern Board upgraded (1 or 0), how far they went on the Monastery Track, the
Entertainer Tiles placed (Module 2), and the points of each Victory Points line. The phrases are
in data/words.toml ``[traits]``.

All of it is public at the end: only the order of a draw pile is hidden, never what it holds
(every card gained was gained in the open). Every player has the same keys, whichever modules
are played (a trait of a module not played is 0), so matches of different modules compare."""

from __future__ import annotations

from alehouse.core.words import package_words

from .content import CONTENT, TAVERN, TILES
from .scoring import breakdown, owned
from .state import State
from .words import TILE_NAMES

__all__ = ["traits"]

C = CONTENT
_WORDS = package_words(__package__)
TRAITS: dict[str, str] = _WORDS["traits"]
CATEGORY_NAMES: dict[str, str] = _WORDS["score_categories"]


def traits(state: State, player: int) -> dict[str, float]:
    """The traits of `player` (see the module docstring); counts, or 1 or 0 for an area."""
    seat = state.players[player]
    cards = [C.cards[card] for card in owned(seat)]
    out: dict[str, float] = {}
    for kind in TAVERN:
        name = C.tavern_name[kind]
        out[TRAITS["tavern"].format(name=name)] = sum(
            card.kind == "tavern" and card.name == name for card in cards)
    for kind in ("noble", "guest", "regular"):
        out[TRAITS[kind]] = sum(card.kind == kind for card in cards)
    for tile in TILES:
        out[TRAITS["upgraded"].format(tile=TILE_NAMES[tile])] = int(tile in seat.upgraded)
    out[TRAITS["monastery"]] = seat.monastery
    out[TRAITS["entertainers"]] = len(seat.entertainers)
    for category, points in breakdown(state, player).items():
        out[TRAITS["points"].format(category=CATEGORY_NAMES[category])] = points
    return out
