"""The rounds of the hour-disc: starting a round (its turn order, and at a Prayer Hour or Night
the Brewhouse decisions), and the end of a round: the end of the game when one of its
conditions is met, else the next hour.

Rulebook: Sequence of Play, Game End and Victory. `rules.proceed` calls these when no decision
is pending.
"""

from __future__ import annotations

from alehouse.core.log import Log
from alehouse.core.result import NORMAL_END

from . import geometry as G
from . import scoring as S
from .decisions import UseBrewhouse
from .hours import HOURS, brew_eligible, hour
from .seats import name
from .state import State

LAST_LETTER = "last_letter"
"""Termination: the last letter has been taken from the Prayer Board."""
NO_TILE_FITS = "no_tile_fits"
"""Termination: it is no longer possible to lay any further tiles."""
LAST_NIGHT = NORMAL_END
"""Termination: the Night Round of the second day (the hour-disc has run its course)."""

ROUND_NAMES = {"prayer": "Prayer Hour", "study": "Study round", "toil": "Toil round",
               "night": "Night Round"}


def start_round(state: State, log: Log) -> None:
    """The round the hour-disc shows begins: the Abbot is start player, the others follow
    clockwise. At a Prayer Hour or Night, each player who may use the Brewhouse decides first
    (from the Abbot); the last Night only gathers the monks."""
    h = hour(state)
    n = len(state.players)
    state.order = [(state.abbot + k) % n for k in range(n)]
    state.turn = 0
    state.scored = [False] * n
    what = ROUND_NAMES[h.kind]
    label = f"{h.name} ({what})" if h.kind == "prayer" else what
    log.append(f"Day {h.day}, hour {h.index % 10 + 1}: {label}; "
               f"{name(state, state.abbot)} is Abbot")
    if h.kind == "prayer":
        state.prayer_talk = True
    if h.kind in ("prayer", "night"):
        state.phase = "brew"
        if state.hour == len(HOURS) - 1:
            return  # the last Night Round only gathers the monks: the Brewhouse changes nothing
        for seat in reversed(state.order):
            if brew_eligible(state, seat, h.kind):
                state.pending.append(UseBrewhouse(seat, reason=h.kind))
    else:
        state.phase = "lay"


def end_round(state: State, log: Log) -> None:
    """The round is over (the Abbot turns the pointer): the game ends if the last letter has
    been taken, this was the Night Round of the second day, or no further tile can be laid;
    else the next round begins."""
    state.chance.barrier()  # the Abbot turns the pointer: no taking back past a round's end
    last = len(HOURS) - 1
    reason, code = "", NORMAL_END
    if state.ending:
        reason, code = "the last letter has been taken from the Prayer Board", LAST_LETTER
    elif state.hour >= last:
        reason, code = "it is the Night Round of the second day", LAST_NIGHT
    elif G.tiles_exhausted(state):
        reason, code = "no further tile can be laid", NO_TILE_FITS
    if reason:
        state.phase = "over"
        state.termination = "" if code == NORMAL_END else code
        state.pending = []
        log.append(f"The game ends: {reason}")
        for q in range(len(state.players)):
            t = S.testament(state, q)
            log.append(f"{name(state, q)}'s testament: {t['letters']:g} for letters, "
                       f"{t['unlaid_tiles']:g} for unlaid tiles, {t['blessings']:g} for blessings")
        return
    state.hour += 1
    start_round(state, log)
