"""The hour-disc and what its Prayer Hours and Night Rounds do: the round being played, the
gathering of the monks, who is elected Abbot, the Prison Cell and the Brewhouse.

Rulebook: Sequence of Play, The Prayer Hour Rounds, The Night Round, The Prison Cell Tile,
Symbol Tiles (the Brewhouse, the Abbot's House). Pure queries, and small effects that ask for
no decision (decisions.py asks for them).
"""

from __future__ import annotations

from alehouse.core.log import Log
from alehouse.core.words import plural

from . import actions as A
from . import geometry as G
from . import scoring as S
from .content import ABBEY, CONTENT, FINISHED, KEPT, Hour
from .seats import name
from .state import State

C = CONTENT
HOURS = C.hours
MONKS = C.monks_per_player
PRISON = C.symbol_tile["prison_cell"]
ABBOTS_HOUSE = C.symbol_tile["abbots_house"]

_KEEP: dict[tuple[int, int, str], A.KeepMonk] = {}


def hour(state: State) -> Hour:
    """The round being played (the hour-disc's pointer)."""
    return HOURS[state.hour]


def talk_allowed(state: State) -> bool:
    """The Vow of Silence: where the players agreed to it, talking is permitted only during
    Prayer Hour rounds (and once the game is over). A Prayer Hour asks for no choice but the
    Brewhouse's, so it passes in an instant here: its talk lasts until someone acts in the
    round after it (ASSUMPTION 14 of RULES.md)."""
    return (not state.silence or state.phase == "over" or state.prayer_talk
            or hour(state).kind == "prayer")


def keep_action(tile: int, box: int, pose: str) -> A.KeepMonk:
    """The keep_monk action (made once, then looked up)."""
    found = _KEEP.get((tile, box, pose))
    if found is None:
        found = _KEEP[(tile, box, pose)] = A.KeepMonk(C.tile_ids[tile], box, pose)
    return found


# --- Prayer Hour and Night Round -------------------------------------------------------------


def gather(state: State, kind: str, log: Log) -> None:
    """Prayer Hour: all praying monks return to the Abbey and stand upright. Night Round: all
    monks in the monastery gather in the Abbey (ASSUMPTION: upright, prisoners included). The
    Brewhouse's kept monks stay."""
    moved = 0
    for m in range(len(state.monk_tile)):
        t = state.monk_tile[m]
        flags = state.monk_flags[m]
        state.monk_flags[m] = flags & ~KEPT
        if t < 0 or flags & KEPT:
            continue
        if kind == "prayer" and not state.monk_pray[m]:
            continue
        if kind == "night" and t == ABBEY and not state.monk_pray[m]:
            continue
        state.monk_tile[m] = ABBEY
        state.monk_box[m] = 0
        state.monk_pray[m] = False
        moved += 1
    if kind == "prayer":
        log.append(f"{plural(moved, 'praying monk')} "
                   f"{'returns' if moved == 1 else 'return'} to the Abbey and "
                   f"{'stands' if moved == 1 else 'stand'} upright")
    else:
        log.append("All monks gather in the Abbey for the night")


def most_monks(state: State, *, with_house: bool) -> list[int]:
    """The seats tied for the most monks in the Abbey (and, for the Abbot's House's
    re-election, in the Abbot's House): the one elected Abbot, or those the previous Abbot
    chooses among."""
    n = len(state.players)
    where = (ABBEY, ABBOTS_HOUSE) if with_house else (ABBEY,)
    count = [0] * n
    for m, t in enumerate(state.monk_tile):
        if t in where:
            count[m // MONKS] += 1
    best = max(count)
    return [q for q in range(n) if count[q] == best]


# --- the Prison Cell -------------------------------------------------------------------------


def prison_options(state: State) -> list[int]:
    """Seats with a monk in the Abbey that the new Abbot may lock in the Prison Cell: symbols
    on, the Prison Cell finished (ASSUMPTION) and not fully occupied."""
    if not S.symbols_on(state) or state.status[PRISON] != FINISHED:
        return []
    cnt = G.counts(state)
    if G.is_full(state, PRISON, cnt):
        return []
    out = []
    for m, t in enumerate(state.monk_tile):
        if t == ABBEY and not state.monk_pray[m] and m // MONKS not in out:
            out.append(m // MONKS)
    out.sort()
    return out


def imprison(state: State, abbot: int, owner: int, log: Log) -> None:
    """The Abbot locks one of `owner`'s upright monks in the Abbey in the Prison Cell, to pray
    there (without points)."""
    m = next(i for i in S.monks_of(state, owner)
             if state.monk_tile[i] == ABBEY and not state.monk_pray[i])
    state.monk_tile[m] = PRISON
    state.monk_box[m] = 0
    state.monk_pray[m] = True
    whose = "his own" if owner == abbot else f"{name(state, owner)}'s"
    log.append(f"Abbot {name(state, abbot)} locks {whose} monk in the Prison Cell")


# --- the Brewhouse ---------------------------------------------------------------------------


def brew_eligible(state: State, seat: int, kind: str) -> bool:
    """May `seat` use the Brewhouse at this Prayer Hour or Night, and does it change anything?"""
    if not S.symbol_usable(state, seat, "brewhouse", []):
        return False
    return bool(brew_options(state, seat, kind))


def brew_options(state: State, seat: int, kind: str) -> list[A.KeepMonk]:
    """Brewhouse: at a Prayer Hour, each praying monk may stand up where it is; at Night, each
    monk outside the Abbey may stay where it is (a praying one praying or stood up)."""
    out: list[A.KeepMonk] = []
    for m in S.monks_of(state, seat):
        t = state.monk_tile[m]
        if t < 0 or state.monk_flags[m] & KEPT:
            continue
        if kind == "prayer":
            if state.monk_pray[m]:
                out.append(keep_action(t, 0, "upright"))
        elif t != ABBEY:
            out.append(keep_action(t, state.monk_box[m], "upright"))
            if state.monk_pray[m]:
                out.append(keep_action(t, 0, "praying"))
    uniq = sorted(set(out), key=lambda a: (C.tile_index[a.tile], a.box, a.pose))
    return uniq


def keep(state: State, seat: int, tile: int, box: int, pose: str, kind: str,
         log: Log) -> None:
    """The Brewhouse keeps one of `seat`'s monks on `tile` (box `box`) where it is, upright or
    (Night only) praying. At a Prayer Hour it is a praying monk that stands up (an upright one
    stays where it is anyway); at Night an upright one is kept before a praying one is stood
    up."""
    candidates = [m for m in S.monks_of(state, seat) if state.monk_tile[m] == tile
                  and state.monk_box[m] == box and not state.monk_flags[m] & KEPT]
    if kind == "prayer":
        candidates = [m for m in candidates if state.monk_pray[m]]
    if pose == "upright":
        upright = [m for m in candidates if not state.monk_pray[m]]
        m = upright[0] if upright else candidates[0]
        stood = state.monk_pray[m]
        state.monk_pray[m] = False
    else:
        m = next(i for i in candidates if state.monk_pray[i])
        stood = False
    state.monk_flags[m] |= KEPT
    what = "stands a praying monk up" if stood else "leaves a monk"
    pose_text = " praying" if pose == "praying" else ""
    log.append(f"{name(state, seat)} {what}{pose_text} on the "
               f"{C.tile_name(tile)} (Brewhouse)")
