"""Why an action is refused, in the rulebook's terms."""

from __future__ import annotations

from alehouse.core.action import Action
from alehouse.core.decision import Decision
from alehouse.core.words import plural

from . import actions as A
from . import geometry as G
from . import movement as M
from . import prayer_board as P
from . import scoring as S
from .bag import can_exchange, returnable
from .content import ABBEY, BUILDING, CONTENT, FINISHED, FREE_USED, STOPPED, UNLAID
from .decisions import (
    GatherPoints,
    LayTilesAndMove,
    PlaceLetterOnTrack,
    UseBrewhouse,
)
from .hours import prison_options
from .seats import active_colours, seat_of
from .state import State
from .text import label

C = CONTENT


def explain(state: State, player: int, action: Action) -> str:
    top = state.pending[-1] if state.pending else None
    if top is None:
        return "Nothing is to be decided now"
    if type(action) not in type(top).handled():
        return f"Not now: {top.text(state)}"
    reason = _why(state, player, top, action)
    if reason:
        return reason
    if action not in top.legal_actions(state, player):
        return f"'{label(state, action)}' is not a legal move now"
    return "That action is legal"  # pragma: no cover - explain is only asked about refusals


def _why(state: State, seat: int, top: Decision, action: Action) -> str:
    match action:
        case A.LayTile(tile=kind_id, x=x, y=y, rotation=rot):
            if isinstance(top, LayTilesAndMove):
                if top.laid:
                    return ("You may lay only one tile in your Laying Tiles and Movement (or "
                            "exchange one instead)")
                if top.encouraging:
                    return ("Encouragement ends your step: after placing a blessing you may "
                            "not lay tiles or move")
            else:
                why = _symbol(state, seat, "stables", top)
                if why:
                    return why
            return G.lay_refusal(state, seat, C.kind_index[kind_id], x, y, rot)
        case A.Exchange():
            if isinstance(top, GatherPoints):
                why = _symbol(state, seat, "stables", top)
                if why:
                    return why
                if not C.stables_may_exchange:
                    return ("The Stables let you lay one of your tiles; they do not exchange "
                            "one")
            if isinstance(top, LayTilesAndMove) and top.laid:
                return "Exchanging replaces laying a tile: you have already laid or exchanged"
            if isinstance(top, LayTilesAndMove) and top.encouraging:
                return "Encouragement ends your step: you may not exchange after it"
            if not state.bag:
                return "The bag is empty: there is nothing to exchange"
            if not can_exchange(state, seat):
                return ("You have no tile to swap for the one you would draw (the secret "
                        "passage never goes into the bag)")
        case A.ReturnTile(tile=kind_id):
            kind = C.kind_index[kind_id]
            if C.kinds[kind].owner >= 0:
                return "The secret passage is not a bag tile: it never goes into the bag"
            if kind not in returnable(state, seat):
                return f"You have no {C.kinds[kind].name} behind your screen"
        case A.Move():
            if isinstance(top, LayTilesAndMove):
                return _why_move(state, seat, top, action)
        case A.PlaceBlessing(tile=tid):
            t = C.tile_index[tid]
            if state.players[seat].blessings <= 0:
                return "You have no blessing behind your screen to place"
            if state.status[t] != BUILDING:
                return "Blessings are placed only on tiles under construction"
            if t not in M.encourage_targets(state):
                return ("That tile is fully occupied: no monk could arrive to take the "
                        "blessings (ASSUMPTION)")
        case A.Done():
            pass
        case A.Pray(tile=tid):
            if isinstance(top, GatherPoints):
                return _why_pray(state, seat, top, C.tile_index[tid])
        case A.UseSymbol(symbol=sym):
            why = _symbol(state, seat, sym, top)
            if why:
                return why
            if sym == "workshop" and not state.bag:
                return "The Workshop draws a tile from the bag, and the bag is empty"
        case A.SwapLetters(first=a, second=b):
            why = _symbol(state, seat, "library", top)
            if why:
                return why
            if a >= b:
                return "Name the two spaces in order: first the lower space number"
            for s in (a, b):
                if state.board[s] in ("", "+"):
                    return f"There is no letter on Prayer Board space {s}"
                if state.swapped[s]:
                    return ("A letter swapped by the Library cannot be swapped again while it "
                            "remains on the Prayer Board")
        case A.TakeLetter(space=space):
            if state.board[space] in ("", "+"):
                return f"There is no letter on Prayer Board space {space}"
            cost = P.letter_cost(state, seat, space)
            return _afford(state, seat, cost)
        case A.TakeMonk(row=row, owner=owner):
            r = C.colour_row[C.colours.index(row)]
            colour = C.colours.index(owner)
            if colour not in active_colours(state):
                return f"Nobody plays {owner.title()}"
            if not state.crosses[r * 4 + colour]:
                return f"{owner.title()}'s monk on the {C.parts[r]} cross has already been taken"
            return _afford(state, seat, P.monk_cost(state, seat, r))
        case A.PlaceLetter(track=track, index=index):
            colour = C.colours.index(track)
            letter = C.track_letters[colour][index]
            if colour not in active_colours(state):
                return f"Nobody plays {track.title()}: there is no such letter track"
            if isinstance(top, PlaceLetterOnTrack) and letter != top.letter:
                return (f"The letter {top.letter} goes on an empty space showing {top.letter}, "
                        f"not on {letter}")
            return "That space of the letter track is already filled"
        case A.ChooseAbbot():
            return ("The previous Abbot chooses one of the tied players as the new Abbot, never "
                    "himself")
        case A.Imprison(owner=owner):
            colour = C.colours.index(owner)
            q = seat_of(state, colour)
            if q < 0 or q not in prison_options(state):
                return (f"Only a monk in the Abbey may be locked up, and {owner.title()} has "
                        "none there")
        case A.KeepMonk(pose=pose):
            if isinstance(top, UseBrewhouse) and top.reason == "prayer" and pose == "praying":
                return ("At a Prayer Hour the Brewhouse stands praying monks upright where "
                        "they are; the others return to the Abbey")
            return ("The Brewhouse keeps only your own monks outside the Abbey (at a Prayer "
                    "Hour, your praying monks)")
    return ""


def _afford(state: State, seat: int, cost: int) -> str:
    have = P.budget(state, seat)
    if cost > have:
        pl = state.players[seat]
        spendable = max(0, pl.blessings - pl.fresh)
        return (f"That costs {plural(cost, 'point')} and you have {plural(pl.points, 'point')} "
                f"and {plural(spendable, 'blessing')} you may spend (blessings received in this "
                "scoring cannot be spent in it)")
    return ""


def _symbol(state: State, seat: int, symbol: str, top: Decision) -> str:
    names = {"stables": "Stables", "library": "Library", "almonry": "Almonry",
             "workshop": "Workshop", "abbots_house": "Abbot's House"}
    what = names.get(symbol, symbol)
    if not S.symbols_on(state):
        return "The simple game is played without the effects of the symbol tiles"
    if not isinstance(top, GatherPoints):
        return f"The {what}'s effect is used during your scoring"
    if symbol in top.used:
        return f"Each symbol may be used only once per turn: you have used the {what}"
    t = C.symbol_tile[symbol]
    if state.status[t] == UNLAID:
        return f"The {what} has not been laid"
    if state.status[t] != FINISHED:
        return f"The {what} is still under construction (or has only just been finished)"
    if not any(state.monk_tile[m] == t for m in S.monks_of(state, seat)):
        return f"You need one of your monks on the {what} to use it"
    if S.has_praying(state, t):
        return f"A monk is praying on the {what}: its symbol cannot be used"
    return ""


def _why_pray(state: State, seat: int, top: GatherPoints, t: int) -> str:
    if top.prayed:
        return "A player may call only one monk to prayer in each scoring"
    if t == ABBEY:
        return "The Abbey has no scoring circle: nobody prays there (ASSUMPTION)"
    mine = [m for m in S.monks_of(state, seat) if state.monk_tile[m] == t]
    if not mine:
        return f"You have no monk on the {C.tile_name(t)}"
    if all(state.monk_pray[m] for m in mine):
        return "Your monk there is already praying"
    if state.status[t] != FINISHED:
        return "A monk cannot pray on a tile still under construction"
    if t == S.CHAPEL and S.symbols_on(state):
        if any(state.monk_pray[m] for m in mine):
            return "No player may have more than one of his own monks pray in the Chapel"
        return "At most three monks may pray in the Chapel"
    return "A monk must be alone on the tile to pray there"


def _why_move(state: State, seat: int, top: LayTilesAndMove, action: A.Move) -> str:
    if top.encouraging:
        return "Encouragement ends your step: after placing a blessing you may not move"
    a, b = C.tile_index[action.tile], C.tile_index[action.to]
    mine = [m for m in S.monks_of(state, seat)
            if state.monk_tile[m] == a and state.monk_box[m] == action.box]
    if not mine:
        where = f" in box {action.box}" if action.box else ""
        return f"You have no monk on the {C.tile_name(a)}{where}"
    if all(state.monk_pray[m] for m in mine):
        return "Praying monks may never move"
    if all(state.monk_flags[m] & STOPPED for m in mine if not state.monk_pray[m]):
        return ("A monk that moved onto a tile under construction stops there: he may not move "
                "any further in this step")
    cnt = G.counts(state)
    if state.status[a] == BUILDING and cnt[a] >= G.T_NBOXES[a]:
        return "No monk may leave a fully occupied tile under construction"
    if a == b:
        m = next(m for m in mine if not state.monk_pray[m])
        if state.status[a] != BUILDING:
            return "A monk moves to another tile (boxes exist only under construction)"
        if state.monk_flags[m] & FREE_USED:
            return "The free step onto another box may be taken once per step"
        return f"Box {action.to_box} of the {C.tile_name(a)} is not an empty numbered box"
    if state.status[b] == UNLAID:
        return f"The {C.tile_name(b)} is not in the monastery"
    if C.kind_of(b).livestock:
        return "Livestock tiles have no paths and cannot be entered"
    if state.status[b] == BUILDING:
        if action.to_box not in M.empty_boxes(state, b):
            if G.is_full(state, b, cnt):
                return "A monk's movement may not end on a fully occupied tile"
            return (f"A monk arriving on a tile under construction stops on one of its empty "
                    f"numbered boxes ({', '.join(map(str, M.empty_boxes(state, b)))})")
    else:
        if action.to_box:
            return "A finished tile has no numbered boxes: name box 0"
        if G.is_full(state, b, cnt):
            return "A monk's movement may not end on a fully occupied tile"
    if top.mp < 1:
        return "You have no movement points left"
    dist = M.distances(state, a, 99, M.passages(state, seat), cnt)
    if dist[b] < 0:
        return (f"The {C.tile_name(b)} cannot be reached: monks move along connected paths and "
                "gateways, and must stop on a tile under construction that is not full")
    return (f"The {C.tile_name(b)} is {dist[b]} movement points away and you have {top.mp} "
            "left")
