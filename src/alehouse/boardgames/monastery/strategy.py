"""What a player took and did over a Monastery match, for the balance report's "what winners
did" (`Game.traits`), read on the end state: the large and small letters on the player's letter
track and whether their sentence part is complete, how many of their monks are still on the
Prayer Board's crosses (never taken off to the Abbey), how many tiles are behind their screen
and whether their secret passage is among them (never laid), and the points of each testament
line. The phrases are in data/words.toml ``[traits]``. (Where the monks stand at the end is no
trait: every monk is back in the Abbey after the last round.)

All of it is public at the end: the tracks, the crosses, the number of tiles behind a screen
and whether the secret passage is among them are open all game, and the testament lines
(blessings and the unlaid tiles' circles, hidden until then: `REVEALED`) are revealed by the
final scoring (`Result.breakdown`). Every player has the same keys."""

from __future__ import annotations

from alehouse.core.words import package_words

from .content import CONTENT, ON_BOARD
from .prayer_board import part_complete
from .scoring import breakdown, monks_of
from .state import State

__all__ = ["REVEALED", "traits"]

C = CONTENT
_WORDS = package_words(__package__)
TRAITS: dict[str, str] = _WORDS["traits"]
CATEGORY_NAMES: dict[str, str] = _WORDS["score_categories"]
REVEALED = tuple(TRAITS["points"].format(category=CATEGORY_NAMES[key])
                 for key in ("unlaid_tiles", "blessings", "partner"))
"""The traits hidden behind the screens until the final scoring reveals them (a team game
adds the partner's testament, made of the same)."""


def traits(state: State, player: int) -> dict[str, float]:
    """The traits of `player` (see the module docstring); counts, or 1 or 0 for a yes or no."""
    seat = state.players[player]
    track = state.tracks[seat.colour * C.track_len:(seat.colour + 1) * C.track_len]
    stands = [state.monk_tile[m] for m in monks_of(state, player)]
    out: dict[str, float] = {
        TRAITS["large_letters"]: track.count(1),
        TRAITS["small_letters"]: track.count(2),
        TRAITS["complete"]: int(part_complete(state, seat.colour)),
        TRAITS["on_board"]: stands.count(ON_BOARD),
        TRAITS["hand"]: len(seat.hand),
        TRAITS["passage"]: int(C.passage_of[seat.colour] in seat.hand),
    }
    for category, points in breakdown(state, player).items():
        out[TRAITS["points"].format(category=CATEGORY_NAMES[category])] = points
    return out
