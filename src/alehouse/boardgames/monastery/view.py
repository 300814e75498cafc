"""What each player may see, and `determinize`.

Hidden in Monastery: the tiles behind each screen (their number is public, and so is whether a
player's own secret passage is still there, since it is never a bag tile), the tiles in the bag
(their number is public) and the blessings behind each screen (the supply and the blessings
lying on tiles are public). Everything else is on the table.

The header every view begins with (game, you, version, actors and the decision awaited, with
its sentence) is added by `Match.view`.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance

from .content import (
    ABBEY,
    CLASS_NAME,
    CONTENT,
    FINISHED,
    FREE_USED,
    GROUP_NAME,
    KEPT,
    ON_BOARD,
    STOPPED,
)
from .geometry import counts, is_full
from .hours import HOURS, MONKS, talk_allowed
from .prayer_board import costs_for, part_complete
from .state import State

C = CONTENT
SIDE_CHARS = "-PG"


def _stepping(state: State) -> int | None:
    """The seat whose Laying Tiles and Movement step is under way, if any."""
    if state.phase == "lay" and state.turn < len(state.order):
        return state.order[state.turn]
    return None


def _monk(state: State, m: int, stepping: int | None) -> dict[str, Any]:
    """A monk on a tile: whose, where and how, and what everyone at the table saw happen to
    him: in the step under way, that he arrived on a tile under construction (so he may not
    move again in it) or took the free step to another box of his tile; in a Prayer Hour or
    Night Round, that the Brewhouse kept him where he is."""
    seat = m // MONKS
    flags = state.monk_flags[m]
    stepping_now = seat == stepping
    return {"seat": seat, "colour": C.colours[state.players[seat].colour],
            "box": state.monk_box[m], "praying": state.monk_pray[m],
            "stopped": stepping_now and bool(flags & STOPPED),
            "free_step_used": stepping_now and bool(flags & FREE_USED),
            "kept": state.phase == "brew" and bool(flags & KEPT)}


def _tile(state: State, t: int, cnt: list[int], stepping: int | None) -> dict[str, Any]:
    kind = C.kind_of(t)
    rot = state.rotation[t]
    sides = "PPPP" if t == ABBEY else "".join(SIDE_CHARS[s] for s in C.sides[kind.index][rot])
    monks = [_monk(state, m, stepping) for m, x in enumerate(state.monk_tile) if x == t]
    out: dict[str, Any] = {
        "id": C.tile_ids[t],
        "name": C.tile_name(t),
        "kind": kind.id,
        "short": kind.short,
        "class": CLASS_NAME[kind.cls],
        "group": GROUP_NAME[kind.group] or None,
        "symbol": kind.symbol or None,
        "circle": kind.circle,
        "boxes": list(kind.boxes),
        "cells": ([list(C.xy(c)) for c in C.abbey_cells] if t == ABBEY
                  else [[state.tile_x[t], state.tile_y[t]]]),
        "x": state.tile_x[t] if t != ABBEY else None,
        "y": state.tile_y[t] if t != ABBEY else None,
        "rotation": rot,
        "sides": sides,
        "finished": state.status[t] == FINISHED,
        "full": is_full(state, t, cnt),
        "monks": monks,
        "blessings": state.bless[t],
    }
    return out


def _board(state: State) -> list[dict[str, Any]]:
    rows = []
    for row in range(4):
        cells = []
        for col in range(C.columns):
            i = row * C.columns + col
            ch = state.board[i]
            if ch == "+":
                cells.append({"space": i, "cross": [C.colours[c] for c in range(4)
                                                    if state.crosses[row * 4 + c]]})
            else:
                cells.append({"space": i, "letter": ch or None, "swapped": state.swapped[i]})
        rows.append({"part": C.parts[row], "colour": C.colours[C.row_colour[row]],
                     "in_play": any(p.colour == C.row_colour[row] for p in state.players),
                     "cells": cells})
    return rows


def view(state: State, player: int | None) -> dict[str, Any]:
    cnt = counts(state)
    stepping = _stepping(state)
    players = []
    for q, p in enumerate(state.players):
        mine = q == player
        base = q * MONKS
        monks = [state.monk_tile[m] for m in range(base, base + MONKS)]
        track_base = p.colour * C.track_len
        players.append({
            "seat": q,
            "colour": C.colours[p.colour],
            "part": C.parts[C.colour_row[p.colour]],
            "tiles_behind_screen": len(p.hand),
            "hand": [C.tile_ids[t] for t in p.hand] if mine else None,
            "passage_behind_screen": C.passage_of[p.colour] in p.hand,
            "blessings": p.blessings if mine else None,
            "blessings_this_scoring": p.fresh,
            "scored_this_round": state.phase == "score" and state.scored[q],
            "points": p.points,
            "monks_in_abbey": sum(1 for t in monks if t == ABBEY),
            "monks_in_monastery": sum(1 for t in monks if t >= 0),
            "monks_on_prayer_board": sum(1 for t in monks if t == ON_BOARD),
            "monks_praying": sum(1 for m in range(base, base + MONKS) if state.monk_pray[m]),
            "track": [{"letter": ch, "placed": (None, "large", "small")[state.tracks[
                track_base + i]]} for i, ch in enumerate(C.track_letters[p.colour])],
            "part_complete": part_complete(state, p.colour),
            "costs": "bottom" if costs_for(state, q) is C.bottom_cost else "top",
        })
    h = HOURS[min(state.hour, len(HOURS) - 1)]
    return {
        "variant": state.variant,
        "day": h.day,
        "hour": h.index % 10 + 1,
        "hour_name": h.name,
        "round_kind": h.kind,
        "talk_allowed": talk_allowed(state),
        "abbot": state.abbot,
        "phase": state.phase,
        "turn": (state.order[state.turn] if state.phase in ("lay", "score")
                 and state.turn < len(state.order) else None),
        "ending": state.ending,
        "bag": len(state.bag),
        "supply": state.supply,
        "tiles": [_tile(state, t, cnt, stepping) for t in state.laid],
        "prayer_board": _board(state),
        "costs": {"top": list(C.top_cost), "bottom": list(C.bottom_cost)},
        "players": players,
    }


def determinize(state: State, player: int, rng: Chance) -> State:
    """Resample what `player` cannot see (`state` is a copy the caller owns): the other players'
    tiles (their secret passages stay: never bag tiles) are dealt again, with the same numbers,
    from those tiles and the bag's; the blessings the others hold are shared out among them
    again at random, keeping their total (and at least the blessings each received in the
    scoring under way, which everyone saw). The pool is sorted before it is shuffled, so that the
    sample depends only on what `player` has seen."""
    pool = list(state.bag)
    sizes: dict[int, int] = {}
    for q, p in enumerate(state.players):
        if q == player:
            continue
        keep = [t for t in p.hand if C.kind_of(t).owner >= 0]
        hidden = [t for t in p.hand if C.kind_of(t).owner < 0]
        pool.extend(hidden)
        sizes[q] = len(hidden)
        p.hand = keep
    pool.sort()  # the sample must depend only on what `player` saw, not on who holds what
    rng.shuffle_front(pool, sum(sizes.values()))  # the rest goes back to the bag, sorted
    for q, n in sizes.items():
        p = state.players[q]
        p.hand = sorted(p.hand + pool[:n])
        pool = pool[n:]
    state.bag = sorted(pool)
    others = [q for q in range(len(state.players)) if q != player]
    total = sum(state.players[q].blessings for q in others)
    # blessings received in the scoring under way are public: each keeps at least those
    shares = [state.players[q].fresh for q in others]
    for _ in range(total - sum(shares)):
        shares[rng.below(len(others))] += 1
    for q, n in zip(others, shares):
        state.players[q].blessings = n
    return state

