"""Monastery rules: setup, the rounds of the hour-disc, whose decision it is, legal actions,
applying them, the end.

Pure functions over `State` (no I/O). `advance` settles everything that needs no decision after
setup and after every action (praying monks returning, elections without a tie, drawing tiles,
building and toil points, turning finished tiles, blessings for unspent points), so the state
always waits for a real choice or is over. Section names in comments are the rulebook's. The
jobs live in their own modules: geometry.py (laying), movement.py, scoring.py, prayer_board.py.
"""

from __future__ import annotations

import bisect
from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Log, LogEntry

from . import actions as A
from . import geometry as G
from . import movement as M
from . import prayer_board as P
from . import scoring as S
from .content import ABBEY, CONTENT, Hour
from .state import (
    BUILDING,
    FINISHED,
    FREE_USED,
    KEPT,
    ON_BOARD,
    STOPPED,
    UNLAID,
    Pending,
    Player,
    State,
)

C = CONTENT
HOURS = C.hours
MONKS = C.monks_per_player
T_KIND = C.tile_kind
PRISON = C.symbol_tile["prison_cell"]
ABBOTS_HOUSE = C.symbol_tile["abbots_house"]

DONE = A.Done()
EXCHANGE = A.Exchange()
PRAY = tuple(A.Pray(t) for t in C.tile_ids)
PLACE_BLESSING = tuple(A.PlaceBlessing(t) for t in C.tile_ids)
USE_SYMBOL = {s: A.UseSymbol(s) for s in ("almonry", "workshop", "abbots_house")}
RETURN = tuple(A.ReturnTile(k.id) if i else None for i, k in enumerate(C.kinds))
CHOOSE_ABBOT = tuple(A.ChooseAbbot(c) for c in C.colours)
IMPRISON = tuple(A.Imprison(c) for c in C.colours)
_SWAP: dict[tuple[int, int], A.SwapLetters] = {}
_KEEP: dict[tuple[int, int, str], A.KeepMonk] = {}

name = P.name


def swap_action(a: int, b: int) -> A.SwapLetters:
    found = _SWAP.get((a, b))
    if found is None:
        found = _SWAP[(a, b)] = A.SwapLetters(a, b)
    return found


def keep_action(tile: int, box: int, pose: str) -> A.KeepMonk:
    found = _KEEP.get((tile, box, pose))
    if found is None:
        found = _KEEP[(tile, box, pose)] = A.KeepMonk(C.tile_ids[tile], box, pose)
    return found


def hour(state: State) -> Hour:
    return HOURS[state.hour]


# --- Setup -----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    variant = str(options["variant"])
    # Each player draws a monk to determine their colour; seats follow Red-Blue-Green-Yellow.
    pool = list(range(len(C.colours)))
    chance.shuffle(pool)
    colours = sorted(pool[:players])
    seats = [Player(colour=c, hand=[C.passage_of[c]], blessings=0) for c in colours]
    n_monks = players * MONKS
    monk_tile = [ON_BOARD] * n_monks
    for q in range(players):
        monk_tile[q * MONKS] = ABBEY          # one monk on the Abbey ...
    crosses = [0] * 16
    for row in range(4):                      # ... and one on each of the four crosses
        for c in colours:
            crosses[row * 4 + c] = 1
    # No letters are placed on unused sentence parts of the prayer
    board = [ch if ch == "+" or C.row_colour[i // C.columns] in colours else ""
             for i, ch in enumerate(C.board_start)]
    grid = [-1] * C.n_cells
    for cell in C.abbey_cells:
        grid[cell] = ABBEY
    status = [UNLAID] * C.n_tiles
    status[ABBEY] = FINISHED
    # the first Abbot: the player whose sentence part is highest on the Prayer Board
    abbot = min(range(players), key=lambda q: C.colour_row[colours[q]])
    state = State(
        chance=chance, variant=variant, players=seats, hour=0, abbot=abbot, stage="brew",
        order=[], turn=0, bag=sorted(C.bag_tiles), supply=C.supply, status=status,
        tile_x=[0] * C.n_tiles, tile_y=[0] * C.n_tiles, rotation=[0] * C.n_tiles, grid=grid,
        links=[()] * C.n_tiles, adjacent=[()] * C.n_tiles, laid=[ABBEY],
        bless=[0] * C.n_tiles, monk_tile=monk_tile, monk_box=[0] * n_monks,
        monk_pray=[False] * n_monks, monk_flags=[0] * n_monks, crosses=crosses, board=board,
        swapped=[False] * len(board), tracks=[0] * (4 * C.track_len),
        scored=[False] * players, ending=False, pending=[])
    log.append(LogEntry("Colours: " + ", ".join(name(state, q) for q in range(players))
                        + (" (team game: Red and Green against Blue and Yellow)"
                           if variant == "team" else "")))
    log.append(LogEntry(f"{name(state, abbot)} is the first Abbot"))
    start_round(state, log)
    advance(state, log)
    return state


# --- whose decision --------------------------------------------------------------------------


def actors(state: State) -> tuple[int, ...]:
    if state.stage == "over" or not state.pending:
        return ()
    return (state.pending[-1].player,)


# --- the rounds ------------------------------------------------------------------------------


def start_round(state: State, log: Log) -> None:
    h = hour(state)
    n = len(state.players)
    state.order = [(state.abbot + k) % n for k in range(n)]
    state.turn = 0
    state.scored = [False] * n
    what = {"prayer": "Prayer Hour", "study": "Study round", "toil": "Toil round",
            "night": "Night Round"}[h.kind]
    label = f"{h.name} ({what})" if h.kind == "prayer" else what
    log.append(LogEntry(f"Day {h.day}, hour {h.index % 10 + 1}: {label}; "
                        f"{name(state, state.abbot)} is Abbot"))
    if h.kind in ("prayer", "night"):
        state.stage = "brew"
        if state.hour == len(HOURS) - 1:
            return  # the last Night Round only gathers the monks: the Brewhouse changes nothing
        for seat in reversed(state.order):
            if _brew_eligible(state, seat, h.kind):
                state.pending.append(Pending("brew", seat, reason=h.kind))
    else:
        state.stage = "lay"


def advance(state: State, log: Log) -> None:
    """Resolve every step that needs no decision, until a player must decide or the game ends."""
    while state.stage != "over":
        if state.pending:
            if not _settle(state, log):
                return
            continue
        _next(state, log)


def _next(state: State, log: Log) -> None:
    """Carry the round on when nobody has to decide anything."""
    stage = state.stage
    h = hour(state)
    n = len(state.players)
    if stage == "brew":
        _gather(state, h.kind, log)
        if h.kind == "night":
            _end_round(state, log)
        elif state.hour == 0:
            state.stage = "draw"  # ASSUMPTION: the first Abbot is set up, no election at once
        else:
            state.stage = "elect"
    elif stage == "elect":
        state.stage = "draw"
        elect(state, log, with_house=False)
    elif stage == "draw":
        for seat in [(state.abbot + k) % n for k in range(n)]:
            _draw(state, seat, h.draw, log)
        _end_round(state, log)
    elif stage == "lay":
        if state.turn < n:
            _begin_step(state, state.order[state.turn], log)
        else:
            state.stage = "score"
            state.turn = 0
    elif stage == "score":
        if state.turn < n:
            _begin_scoring(state, state.order[state.turn], log)
        else:
            _end_round(state, log)


def _end_round(state: State, log: Log) -> None:
    last = len(HOURS) - 1
    reason = ""
    if state.ending:
        reason = "the last letter has been taken from the Prayer Board"
    elif state.hour >= last:
        reason = "it is the Night Round of the second day"
    elif G.tiles_exhausted(state):
        reason = "no further tile can be laid"
    if reason:
        state.stage = "over"
        state.pending = []
        log.append(LogEntry(f"The game ends: {reason}"))
        for q in range(len(state.players)):
            t = S.testament(state, q)
            log.append(LogEntry(
                f"{name(state, q)}'s testament: {t['letters']:g} for letters, "
                f"{t['unlaid_tiles']:g} for unlaid tiles, {t['blessings']:g} for blessings"))
        return
    state.hour += 1
    start_round(state, log)


# --- Prayer Hour and Night Round -------------------------------------------------------------


def _brew_eligible(state: State, seat: int, kind: str) -> bool:
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


def _keep(state: State, seat: int, tile: int, box: int, pose: str, log: Log) -> None:
    candidates = [m for m in S.monks_of(state, seat) if state.monk_tile[m] == tile
                  and state.monk_box[m] == box and not state.monk_flags[m] & KEPT]
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
    log.append(LogEntry(f"{name(state, seat)} {what}{pose_text} on the "
                        f"{C.tile_name(tile)} (Brewhouse)"))


def _gather(state: State, kind: str, log: Log) -> None:
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
        log.append(LogEntry(f"{moved} praying monk{'s' * (moved != 1)} return to the Abbey "
                            "and stand upright"))
    else:
        log.append(LogEntry("All monks gather in the Abbey for the night"))


def elect(state: State, log: Log, *, with_house: bool) -> None:
    """The next Abbot: the most monks in the Abbey (and, for the Abbot's House's re-election,
    in the Abbot's House); in a tie, or when no one has a monk there, the previous Abbot chooses
    one of the tied players, never himself."""
    n = len(state.players)
    where = (ABBEY, ABBOTS_HOUSE) if with_house else (ABBEY,)
    count = [0] * n
    for m, t in enumerate(state.monk_tile):
        if t in where:
            count[m // MONKS] += 1
    best = max(count)
    tied = [q for q in range(n) if count[q] == best]
    if len(tied) == 1:
        set_abbot(state, tied[0], log, "most monks in the Abbey")
        return
    prev = state.abbot
    options = [q for q in tied if q != prev]
    if len(options) == 1:
        set_abbot(state, options[0], log, f"tie; {name(state, prev)} may not choose himself")
        return
    state.pending.append(Pending("abbot", prev, options=options))


def set_abbot(state: State, seat: int, log: Log, why: str) -> None:
    state.abbot = seat
    log.append(LogEntry(f"{name(state, seat)} is elected Abbot ({why})"))
    if prison_options(state):
        state.pending.append(Pending("prison", seat))


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


def _imprison(state: State, abbot: int, owner: int, log: Log) -> None:
    m = next(i for i in S.monks_of(state, owner)
             if state.monk_tile[i] == ABBEY and not state.monk_pray[i])
    state.monk_tile[m] = PRISON
    state.monk_box[m] = 0
    state.monk_pray[m] = True
    whose = "his own" if owner == abbot else f"{name(state, owner)}'s"
    log.append(LogEntry(f"Abbot {name(state, abbot)} locks {whose} monk in the Prison Cell"))


def _draw(state: State, seat: int, k: int, log: Log) -> None:
    drawn = []
    for _ in range(k):
        if not state.bag:
            break
        t = state.bag.pop(state.chance.below(len(state.bag)))
        bisect.insort(state.players[seat].hand, t)
        drawn.append(t)
    if drawn:
        log.append(LogEntry(f"{name(state, seat)} draws " + ", ".join(C.tile_name(t)
                                                                        for t in drawn),
                            only=seat, public=f"{name(state, seat)} draws {len(drawn)} "
                            f"tile{'s' * (len(drawn) != 1)}"))
    elif k:
        log.append(LogEntry(f"{name(state, seat)} draws nothing: the bag is empty"))


def draw_one(state: State, seat: int) -> int:
    t = state.bag.pop(state.chance.below(len(state.bag)))
    bisect.insort(state.players[seat].hand, t)
    return t


# --- Laying Tiles and Movement -------------------------------------------------------------------


def _begin_step(state: State, seat: int, log: Log) -> None:
    for m in S.monks_of(state, seat):
        state.monk_flags[m] &= ~(STOPPED | FREE_USED)
    mp = M.movement_points(state, seat)
    state.pending.append(Pending("step", seat, mp=mp))
    log.append(LogEntry(f"{name(state, seat)}: Laying Tiles and Movement ({mp} movement "
                        "points)"))


def returnable(state: State, seat: int) -> list[int]:
    """Kinds of the tiles `seat` may put back into the bag (ASSUMPTION: never the secret
    passage, which is not a bag tile)."""
    out: list[int] = []
    for t in state.players[seat].hand:
        k = T_KIND[t]
        if C.kinds[k].owner < 0 and k not in out:
            out.append(k)
    out.sort()
    return out


def can_exchange(state: State, seat: int) -> bool:
    return bool(state.bag) and bool(returnable(state, seat))


# --- Scoring -------------------------------------------------------------------------------


def _begin_scoring(state: State, seat: int, log: Log) -> None:
    pl = state.players[seat]
    pl.points = 0
    pl.fresh = 0
    built = S.building(state, seat)
    if built:
        pl.points = sum(p for _, p in built)
        log.append(LogEntry(f"{name(state, seat)} builds: " + ", ".join(
            f"{C.tile_name(t)} {p}" for t, p in built) + f" ({pl.points} points)"))
    state.pending.append(Pending("earn", seat))


def earn_options(state: State, seat: int, top: Pending) -> list[Action]:
    out: list[Action] = []
    if not top.prayed:
        out.extend(PRAY[t] for t in S.prayer_tiles(state, seat))
    for sym in ("almonry", "workshop", "abbots_house"):
        if S.symbol_usable(state, seat, sym, top.used) and (sym != "workshop" or state.bag):
            out.append(USE_SYMBOL[sym])
    if S.symbol_usable(state, seat, "library", top.used):
        free = P.swappable(state)
        out.extend(swap_action(a, b) for i, a in enumerate(free) for b in free[i + 1:])
    if S.symbol_usable(state, seat, "stables", top.used):
        out.extend(G.placements(state, seat))
    return out


def _end_earn(state: State, seat: int, log: Log) -> None:
    kind = hour(state).kind
    toiled = S.toil(state, seat, kind)
    pl = state.players[seat]
    if toiled:
        pts = sum(p for _, p in toiled)
        pl.points += pts
        what = "studies" if kind == "study" else "toils"
        log.append(LogEntry(f"{name(state, seat)} {what}: " + ", ".join(
            f"{C.tile_name(t)} {p}" for t, p in toiled) + f" ({pts} points)"))
    state.pending.append(Pending("spend", seat))


def _finish_scoring(state: State, seat: int, log: Log) -> None:
    pl = state.players[seat]
    left = pl.points
    pl.points = 0
    if left > 0:
        P.gain(state, seat, C.blessings_for(left), log, f"{left} unspent points")
    pl.fresh = 0
    state.scored[seat] = True
    _turn_tiles(state, log)
    state.turn += 1


def _turn_tiles(state: State, log: Log) -> None:
    """A fully occupied tile under construction is turned over once every player with monks on
    it has received their points; its monks are put back on it."""
    cnt = G.counts(state)
    for t in list(state.laid):
        if state.status[t] != BUILDING or cnt[t] < G.T_NBOXES[t]:
            continue
        owners = {m // MONKS for m, x in enumerate(state.monk_tile) if x == t}
        if all(state.scored[q] for q in owners):
            state.status[t] = FINISHED
            for m, x in enumerate(state.monk_tile):
                if x == t:
                    state.monk_box[m] = 0
            log.append(LogEntry(f"The {C.tile_name(t)} is finished and turned over"))


# --- settling automatic steps --------------------------------------------------------------------


def _settle(state: State, log: Log) -> bool:
    """Resolve the top decision if it leaves no choice; False when a player must decide."""
    top = state.pending[-1]
    seat = top.player
    kind = top.kind
    if kind == "earn":
        if earn_options(state, seat, top):
            return False
        state.pending.pop()
        _end_earn(state, seat, log)
        return True
    if kind == "spend":
        if P.spend_options(state, seat):
            return False
        state.pending.pop()
        _finish_scoring(state, seat, log)
        return True
    if kind == "place":
        if len(top.options) != 1:
            return False
        state.pending.pop()
        P.place_letter(state, seat, top.options[0], log)
        return True
    if kind == "return":
        kinds = returnable(state, seat)
        if len(kinds) != 1:
            return False
        state.pending.pop()
        _return_tile(state, seat, kinds[0], log)
        return True
    if kind == "prison":
        if prison_options(state):
            return False
        state.pending.pop()
        return True
    if kind == "brew":
        if brew_options(state, seat, top.reason):
            return False
        state.pending.pop()
        return True
    return False


def _return_tile(state: State, seat: int, kind: int, log: Log) -> None:
    hand = state.players[seat].hand
    t = next(x for x in hand if T_KIND[x] == kind)
    hand.remove(t)
    bisect.insort(state.bag, t)
    log.append(LogEntry(f"{name(state, seat)} returns the {C.tile_name(t)} to the bag",
                        only=seat, public=f"{name(state, seat)} returns a tile to the bag"))


# --- legal actions -------------------------------------------------------------------------------


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in actors(state):
        return []
    top = state.pending[-1]
    kind = top.kind
    out: list[Action] = []
    if kind == "step":
        cnt = G.counts(state)
        if not top.encouraging:
            if not top.laid:
                out.extend(G.placements(state, seat, cnt))
                if can_exchange(state, seat):
                    out.append(EXCHANGE)
            out.extend(M.moves(state, seat, top.mp, cnt))
        if state.players[seat].blessings > 0:
            out.extend(PLACE_BLESSING[t] for t in M.encourage_targets(state))
        out.append(DONE)
    elif kind == "earn":
        out.extend(earn_options(state, seat, top))
        out.append(DONE)
    elif kind == "spend":
        out.extend(P.spend_options(state, seat))
        out.append(DONE)
    elif kind == "place":
        out.extend(P.PLACE_LETTER[i] for i in top.options)
    elif kind == "return":
        out.extend(RETURN[k] for k in returnable(state, seat))  # type: ignore[misc]
    elif kind == "abbot":
        out.extend(CHOOSE_ABBOT[state.players[q].colour] for q in top.options)
    elif kind == "prison":
        out.extend(IMPRISON[state.players[q].colour] for q in prison_options(state))
        out.append(DONE)
    elif kind == "brew":
        out.extend(brew_options(state, seat, top.reason))
        out.append(DONE)
    return out


# --- applying actions ----------------------------------------------------------------------------


def apply(state: State, seat: int, action: Action, log: Log) -> None:
    top = state.pending[-1]
    pl = state.players[seat]
    match action:
        case A.LayTile(tile=kind_id, x=x, y=y, rotation=rot):
            kind = C.kind_index[kind_id]
            t = G.take_from_hand(state, seat, kind)
            G.place(state, t, C.cell(x, y), rot)
            via = " (Stables)" if top.kind == "earn" else ""
            log.append(LogEntry(f"{name(state, seat)} lays the {C.tile_name(t)} at ({x}, {y}), "
                                f"rotation {rot}{via}"))
            if C.kinds[kind].livestock:
                P.gain(state, seat, len(state.adjacent[t]), log,
                       f"{C.tile_name(t)} next to {len(state.adjacent[t])} tiles")
            if top.kind == "step":
                top.laid = True
            else:
                top.used.append("stables")
        case A.Exchange():
            top.laid = True
            t = draw_one(state, seat)
            log.append(LogEntry(f"{name(state, seat)} exchanges: draws the {C.tile_name(t)}",
                                only=seat, public=f"{name(state, seat)} exchanges a tile"))
            state.pending.append(Pending("return", seat, reason="exchange"))
        case A.ReturnTile(tile=kind_id):
            state.pending.pop()
            _return_tile(state, seat, C.kind_index[kind_id], log)
        case A.Move(tile=frm, box=box, to=to, to_box=to_box):
            a, b = C.tile_index[frm], C.tile_index[to]
            cost, got = M.do_move(state, seat, a, box, b, to_box, top.mp)
            top.mp -= cost
            free = " (free step onto another box)" if a == b else f" ({cost} points)"
            box_text = f", box {to_box}" if to_box else ""
            log.append(LogEntry(f"{name(state, seat)} moves a monk from the {C.tile_name(a)} "
                                f"to the {C.tile_name(b)}{box_text}{free}"))
            if got:
                pl.blessings += got
                log.append(LogEntry(f"{name(state, seat)} takes the {got} blessing"
                                    f"{'s' * (got != 1)} lying on the {C.tile_name(b)}"))
        case A.PlaceBlessing(tile=tid):
            t = C.tile_index[tid]
            pl.blessings -= 1
            state.bless[t] += 1
            top.encouraging = True
            log.append(LogEntry(f"{name(state, seat)} places a blessing on the "
                                f"{C.tile_name(t)}"))
        case A.Done():
            _done(state, seat, top, log)
        case A.Pray(tile=tid):
            t = C.tile_index[tid]
            m = next(i for i in S.monks_of(state, seat)
                     if state.monk_tile[i] == t and not state.monk_pray[i])
            state.monk_pray[m] = True
            pts = S.prayer_value(state, t)
            pl.points += pts
            top.prayed = True
            log.append(LogEntry(f"{name(state, seat)} calls a monk to prayer on the "
                                f"{C.tile_name(t)} ({pts} points)"))
        case A.UseSymbol(symbol=sym):
            top.used.append(sym)
            _use_symbol(state, seat, sym, log)
        case A.SwapLetters(first=a, second=b):
            top.used.append("library")
            la, lb = state.board[a], state.board[b]
            P.swap_letters(state, a, b)
            log.append(LogEntry(f"{name(state, seat)} swaps {la} and {lb} on the Prayer Board "
                                "(Library)"))
        case A.TakeLetter(space=space):
            letter = P.take_letter(state, seat, space, log)
            if P.letters_left(state) == 0 and not state.ending:
                state.ending = True
                log.append(LogEntry("The last letter has been taken: this round is the last"))
            state.pending.append(Pending("place", seat, letter=letter,
                                         options=P.place_options(state, letter)))
        case A.PlaceLetter(track=track, index=index):
            state.pending.pop()
            P.place_letter(state, seat, C.colours.index(track) * C.track_len + index, log)
        case A.TakeMonk(row=row, owner=owner):
            P.take_monk(state, seat, C.colour_row[C.colours.index(row)], C.colours.index(owner),
                        log)
        case A.ChooseAbbot(colour=colour):
            state.pending.pop()
            chosen = P.seat_of(state, C.colours.index(colour))
            set_abbot(state, chosen, log, f"chosen by {name(state, seat)} from a tie")
        case A.Imprison(owner=owner):
            state.pending.pop()
            _imprison(state, seat, P.seat_of(state, C.colours.index(owner)), log)
        case A.KeepMonk(tile=tid, box=box, pose=pose):
            _keep(state, seat, C.tile_index[tid], box, pose, log)
        case _:
            raise AssertionError(f"unexpected action {action!r}")
    advance(state, log)


def _done(state: State, seat: int, top: Pending, log: Log) -> None:
    state.pending.pop()
    kind = top.kind
    if kind == "step":
        state.turn += 1
    elif kind == "earn":
        _end_earn(state, seat, log)
    elif kind == "spend":
        _finish_scoring(state, seat, log)
    elif kind == "prison":
        log.append(LogEntry(f"Abbot {name(state, seat)} locks no one up"))


def _use_symbol(state: State, seat: int, sym: str, log: Log) -> None:
    if sym == "almonry":
        log.append(LogEntry(f"{name(state, seat)} uses the Almonry"))
        P.gain(state, seat, 1, log, "Almonry")
    elif sym == "workshop":
        t = draw_one(state, seat)
        log.append(LogEntry(f"{name(state, seat)} uses the Workshop and draws the "
                            f"{C.tile_name(t)}", only=seat,
                            public=f"{name(state, seat)} uses the Workshop and draws a tile"))
        state.pending.append(Pending("return", seat, reason="workshop"))
    else:
        log.append(LogEntry(f"{name(state, seat)} uses the Abbot's House: re-election"))
        elect(state, log, with_house=True)
