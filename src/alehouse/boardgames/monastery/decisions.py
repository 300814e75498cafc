"""The decisions of Monastery: one dataclass per kind, each owning who decides, what they may
choose, what their choice does, the sentence people read and the rulebook section.

Study and Toil rounds: each player's `LayTilesAndMove` (an exchange adds `ReturnTileToBag`),
then each player's scoring: `GatherPoints` (the Workshop adds `ReturnTileToBag`, the Abbot's
House an election), then `CollectLettersAndMonks` (each letter taken adds `PlaceLetterOnTrack`).
Prayer Hours and Night Rounds: `UseBrewhouse` for each player who may; at a Prayer Hour the
election may ask the previous Abbot to `ChooseNewAbbot`, and the new Abbot may `LockUpAMonk` in
the Prison Cell. Whatever needs no choice, each decision settles itself (`resolve`).

Undo barriers (`state.chance.barrier()`): the end of a Laying Tiles and Movement step, of a
scoring, of a player's Brewhouse decision, of the Prison Cell decision; the end of a round
(rounds.py); a blessing due from an exhausted supply (prayer_board.gain shows who holds one).
Draws from the bag are chance draws, barriers by themselves. `ChooseNewAbbot` is final.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.decision import Decision, handles
from alehouse.core.log import Log, LogEntry
from alehouse.core.words import plural

from . import actions as A
from . import geometry as G
from . import movement as M
from . import prayer_board as P
from . import scoring as S
from .bag import can_exchange, draw_one, return_tile, returnable
from .content import CONTENT, FREE_USED, STOPPED
from .hours import (
    brew_options,
    hour,
    imprison,
    keep,
    most_monks,
    prison_options,
)
from .seats import name, seat_of
from .state import State

C = CONTENT
TILE_NAMES = C.tile_names
MONKS = C.monks_per_player

DONE = A.Done()
EXCHANGE = A.Exchange()
PRAY = tuple(A.Pray(t) for t in C.tile_ids)
PLACE_BLESSING = tuple(A.PlaceBlessing(t) for t in C.tile_ids)
USE_SYMBOL = {s: A.UseSymbol(s) for s in ("almonry", "workshop", "abbots_house")}
RETURN = tuple(A.ReturnTile(k.id) for k in C.kinds[1:])
"""RETURN[kind - 1]: the return_tile action of a tile kind (never the Abbey)."""
CHOOSE_ABBOT = tuple(A.ChooseAbbot(c) for c in C.colours)
IMPRISON = tuple(A.Imprison(c) for c in C.colours)
_SWAP: dict[tuple[int, int], A.SwapLetters] = {}


def swap_action(a: int, b: int) -> A.SwapLetters:
    """The swap_letters action (made once, then looked up)."""
    found = _SWAP.get((a, b))
    if found is None:
        found = _SWAP[(a, b)] = A.SwapLetters(a, b)
    return found


@dataclass(slots=True)
class MonasteryDecision(Decision):
    """Every decision of Monastery: one seat (`player`) decides."""

    def who(self, state: State) -> str:
        return name(state, self.player)

    def details(self, state: State) -> dict[str, Any]:
        return {}


def lay_tile(state: State, player: int, action: A.LayTile, log: Log, via: str = "") -> None:
    """Laying Tiles (or the Stables): the tile leaves the screen for the table; a Livestock
    tile brings a blessing per adjacent tile at once."""
    kind = C.kind_index[action.tile]
    t = G.take_from_hand(state, player, kind)
    G.place(state, t, C.cell(action.x, action.y), action.rotation)
    log.append(f"{name(state, player)} lays the {TILE_NAMES[t]} at ({action.x}, "
               f"{action.y}), rotation {action.rotation}{via}")
    if G.T_LIVESTOCK[t]:
        P.gain(state, player, len(state.adjacent[t]), log,
               f"{TILE_NAMES[t]} next to {plural(len(state.adjacent[t]), 'tile')}")


# --- Laying Tiles and Movement -----------------------------------------------------------------


def begin_step(state: State, seat: int, log: Log) -> None:
    """`seat`'s Laying Tiles and Movement begins: twice as many movement points as upright monks
    in the monastery."""
    flags, monk_tile, monk_pray = state.monk_flags, state.monk_tile, state.monk_pray
    base = seat * MONKS
    upright = 0
    for m in range(base, base + MONKS):  # S.monks_of
        flags[m] &= ~(STOPPED | FREE_USED)
        if monk_tile[m] >= 0 and not monk_pray[m]:
            upright += 1
    mp = 2 * upright  # M.movement_points, counted in the same pass
    state.pending.append(LayTilesAndMove(seat, mp=mp))
    log.append(f"{name(state, seat)}: Laying Tiles and Movement "
               f"({plural(mp, 'movement point')})")


def blessing_actions(state: State, cnt: list[int]) -> list[Action]:
    """place_blessing on each of `encourage_targets` (`cnt`: the monks on each tile, as
    `counts` keeps them). Kept in the state's Frontier until a monk moves or a tile is laid or
    finished: read it, never change it."""
    targets = G.split_building(state, cnt)[1]
    fr = state.frontier
    assert fr is not None  # made by split_building
    kept = fr.blessings
    if kept is not None and kept[0] is targets:
        return kept[1]
    made: list[Action] = [PLACE_BLESSING[t] for t in targets]
    fr.blessings = (targets, made)
    return made


@dataclass(slots=True)
class LayTilesAndMove(MonasteryDecision):
    """Laying Tiles and Movement: lay one tile (or exchange one), move monks with the `mp`
    movement points left, then place blessings (Encouragement), closed by done. `laid`: a tile
    was laid or exchanged; `encouraging`: a blessing was placed (only more blessings or done)."""

    kind: ClassVar[str] = "step"
    section: ClassVar[str] = "Laying Tiles and Movement"
    mp: int = 0
    laid: bool = False
    encouraging: bool = False

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = []
        cnt = G.counts(state)
        if not self.encouraging:
            if not self.laid:
                out.extend(G.placements(state, player, cnt))
                if can_exchange(state, player):
                    out.append(EXCHANGE)
            out.extend(M.moves(state, player, self.mp, cnt))
        if state.players[player].blessings > 0:
            out += blessing_actions(state, cnt)
        out.append(DONE)
        return out

    @handles(A.LayTile)
    def lay(self, state: State, player: int, action: A.LayTile, log: Log) -> None:
        lay_tile(state, player, action, log)
        self.laid = True

    @handles(A.Exchange)
    def exchange(self, state: State, player: int, action: A.Exchange, log: Log) -> None:
        self.laid = True
        t = draw_one(state, player)
        who = name(state, player)
        log.append(LogEntry(f"{who} exchanges: draws the {TILE_NAMES[t]}", only=player,
                            public=f"{who} exchanges a tile"))
        state.pending.append(ReturnTileToBag(player, reason="exchange"))

    @handles(A.Move)
    def move(self, state: State, player: int, action: A.Move, log: Log) -> None:
        a, b = C.tile_index[action.tile], C.tile_index[action.to]
        cost, got = M.do_move(state, player, a, action.box, b, action.to_box, self.mp)
        self.mp -= cost
        who = name(state, player)
        free = " (free step onto another box)" if a == b else \
            f" ({plural(cost, 'movement point')})"
        box_text = f", box {action.to_box}" if action.to_box else ""
        log.append(f"{who} moves a monk from the {TILE_NAMES[a]} to the "
                   f"{TILE_NAMES[b]}{box_text}{free}")
        if got:
            state.players[player].blessings += got
            log.append(f"{who} takes the {got} blessing{'s' * (got != 1)} lying on "
                       f"the {TILE_NAMES[b]}")

    @handles(A.PlaceBlessing)
    def encourage(self, state: State, player: int, action: A.PlaceBlessing, log: Log) -> None:
        t = C.tile_index[action.tile]
        state.players[player].blessings -= 1
        state.bless[t] += 1
        self.encouraging = True
        log.append(f"{name(state, player)} places a blessing on the "
                   f"{TILE_NAMES[t]}")

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()
        state.turn += 1
        state.chance.barrier()  # the step is over: play passes on

    def text(self, state: State) -> str:
        who = self.who(state)
        if self.encouraging:
            return f"{who} may place more blessings or end their Laying Tiles and Movement"
        if self.laid:
            return (f"{who} may move their monks ({self.mp} movement points left), place "
                    "blessings or end their Laying Tiles and Movement")
        return (f"{who} must lay a tile or exchange one, move their monks ({self.mp} movement "
                "points left), place blessings or end their Laying Tiles and Movement")

    def details(self, state: State) -> dict[str, Any]:
        return {"movement_points": self.mp, "tile_laid": self.laid,
                "encouraging": self.encouraging}


@dataclass(slots=True)
class ReturnTileToBag(MonasteryDecision):
    """Exchanging / the Workshop: after drawing a tile, return one (possibly the one drawn) to
    the bag (`reason` "exchange" or "workshop"). With one kind that may go back, it goes
    back without asking."""

    kind: ClassVar[str] = "return"
    section: ClassVar[str] = "Exchanging"
    reason: str = "exchange"

    def rulebook_section(self, state: State) -> str:
        return "Symbol Tiles" if self.reason == "workshop" else self.section

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [RETURN[k - 1] for k in returnable(state, player)]

    def resolve(self, state: State, log: Log) -> bool:
        kinds = returnable(state, self.player)
        if len(kinds) != 1:
            return False
        state.pending.pop()
        return_tile(state, self.player, kinds[0], log)
        return True

    @handles(A.ReturnTile)
    def give_back(self, state: State, player: int, action: A.ReturnTile, log: Log) -> None:
        state.pending.pop()
        return_tile(state, player, C.kind_index[action.tile], log)

    def text(self, state: State) -> str:
        why = "the Workshop" if self.reason == "workshop" else "exchanging"
        return f"{self.who(state)} must return a tile to the bag ({why})"

    def details(self, state: State) -> dict[str, Any]:
        return {"reason": self.reason}


# --- Scoring -------------------------------------------------------------------------------------


def begin_scoring(state: State, seat: int, log: Log) -> None:
    """`seat`'s scoring begins: building points at once, then gathering points."""
    pl = state.players[seat]
    pl.points = 0
    pl.fresh = 0
    built = S.building(state, seat)
    if built:
        pl.points = sum(p for _, p in built)
        log.append(f"{name(state, seat)} builds: " + ", ".join(
            f"{TILE_NAMES[t]} {p}" for t, p in built) + f" ({plural(pl.points, 'point')})")
    state.pending.append(GatherPoints(seat))


@dataclass(slots=True)
class GatherPoints(MonasteryDecision):
    """Scoring, first part: the player gathers points: prayer (`prayed` once called) and the
    symbol tiles (`used`: their symbols, each once), closed by done; study and toil are counted
    after. With nothing to choose it closes itself."""

    kind: ClassVar[str] = "earn"
    section: ClassVar[str] = "Scoring"
    prayed: bool = False
    used: list[str] = field(default_factory=list)

    def choices(self, state: State) -> list[Action]:
        """Everything but done: prayer, the Almonry, Workshop and Abbot's House, the Library's
        swaps, the Stables' placements (and, read so, RULES.md assumption 22's
        `stables_may_exchange`, an exchange instead)."""
        return list(self._options(state))

    def _options(self, state: State) -> Iterator[Action]:
        """`choices`, one at a time (`resolve` needs only the first)."""
        seat = self.player
        if not self.prayed:
            for t in S.prayer_tiles(state, seat):
                yield PRAY[t]
        usable = S.usable_symbols(state, seat, self.used)
        if not usable:
            return
        for sym in ("almonry", "workshop", "abbots_house"):
            if sym in usable and (sym != "workshop" or state.bag):
                yield USE_SYMBOL[sym]
        if "library" in usable:
            free = P.swappable(state)
            for i, a in enumerate(free):
                for b in free[i + 1:]:
                    yield swap_action(a, b)
        if "stables" in usable:
            yield from G.placements(state, seat)
            if C.stables_may_exchange and can_exchange(state, seat):
                yield EXCHANGE

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out = self.choices(state)
        out.append(DONE)
        return out

    def resolve(self, state: State, log: Log) -> bool:
        for _ in self._options(state):
            return False
        state.pending.pop()
        end_gathering(state, self.player, log)
        return True

    @handles(A.Pray)
    def pray(self, state: State, player: int, action: A.Pray, log: Log) -> None:
        t = C.tile_index[action.tile]
        m = next(i for i in S.monks_of(state, player)
                 if state.monk_tile[i] == t and not state.monk_pray[i])
        state.monk_pray[m] = True
        pts = S.prayer_value(state, t)
        state.players[player].points += pts
        self.prayed = True
        log.append(f"{name(state, player)} calls a monk to prayer on the "
                   f"{TILE_NAMES[t]} ({plural(pts, 'point')})")

    @handles(A.UseSymbol)
    def use_symbol(self, state: State, player: int, action: A.UseSymbol, log: Log) -> None:
        sym = action.symbol
        self.used.append(sym)
        who = name(state, player)
        if sym == "almonry":
            log.append(f"{who} uses the Almonry")
            P.gain(state, player, 1, log, "Almonry")
        elif sym == "workshop":
            t = draw_one(state, player)
            log.append(LogEntry(f"{who} uses the Workshop and draws the {TILE_NAMES[t]}",
                                only=player, public=f"{who} uses the Workshop and draws a tile"))
            state.pending.append(ReturnTileToBag(player, reason="workshop"))
        else:
            log.append(f"{who} uses the Abbot's House: re-election")
            elect(state, log, with_house=True)

    @handles(A.SwapLetters)
    def swap(self, state: State, player: int, action: A.SwapLetters, log: Log) -> None:
        a, b = action.first, action.second
        self.used.append("library")
        la, lb = state.board[a], state.board[b]
        P.swap_letters(state, a, b)
        log.append(f"{name(state, player)} swaps {la} and {lb} on the Prayer Board "
                   "(Library)")

    @handles(A.LayTile)
    def stables(self, state: State, player: int, action: A.LayTile, log: Log) -> None:
        lay_tile(state, player, action, log, " (Stables)")
        self.used.append("stables")

    @handles(A.Exchange)
    def stables_exchange(self, state: State, player: int, action: A.Exchange,
                         log: Log) -> None:
        """The Stables' laying "exactly as during the normal Laying Tiles and Movement step"
        read to allow an exchange instead (`stables_may_exchange`): draw, then return one."""
        self.used.append("stables")
        t = draw_one(state, player)
        who = name(state, player)
        log.append(LogEntry(f"{who} exchanges (Stables): draws the {TILE_NAMES[t]}",
                            only=player, public=f"{who} exchanges a tile (Stables)"))
        state.pending.append(ReturnTileToBag(player, reason="exchange"))

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()
        end_gathering(state, player, log)

    def text(self, state: State) -> str:
        return (f"{self.who(state)} gathers points: may call a monk to prayer or use symbol "
                "tiles, or go on to collecting")

    def details(self, state: State) -> dict[str, Any]:
        return {"prayed": self.prayed, "symbols_used": list(self.used)}


def end_gathering(state: State, seat: int, log: Log) -> None:
    """Study and toil points, then collecting letters and monks."""
    kind = hour(state).kind
    toiled = S.toil(state, seat, kind)
    pl = state.players[seat]
    if toiled:
        pts = sum(p for _, p in toiled)
        pl.points += pts
        what = "studies" if kind == "study" else "toils"
        log.append(f"{name(state, seat)} {what}: " + ", ".join(
            f"{TILE_NAMES[t]} {p}" for t, p in toiled) + f" ({plural(pts, 'point')})")
    state.pending.append(CollectLettersAndMonks(seat))


@dataclass(slots=True)
class CollectLettersAndMonks(MonasteryDecision):
    """Collecting Letters and Monks, and Receiving Blessings: letters and monks bought with the
    points (and blessings), closed by done; the points left become blessings. With nothing
    affordable it closes itself."""

    kind: ClassVar[str] = "spend"
    section: ClassVar[str] = "Collecting Letters and Monks, and Receiving Blessings"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out = P.spend_options(state, player)
        out.append(DONE)
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if P.can_spend(state, self.player):
            return False
        state.pending.pop()
        finish_scoring(state, self.player, log)
        return True

    @handles(A.TakeLetter)
    def take_letter(self, state: State, player: int, action: A.TakeLetter, log: Log) -> None:
        letter = P.take_letter(state, player, action.space, log)
        if P.letters_left(state) == 0 and not state.ending:
            state.ending = True
            log.append("The last letter has been taken: this round is the last")
        state.pending.append(PlaceLetterOnTrack(player, letter=letter,
                                                options=P.place_options(state, letter)))

    @handles(A.TakeMonk)
    def take_monk(self, state: State, player: int, action: A.TakeMonk, log: Log) -> None:
        P.take_monk(state, player, C.colour_row[C.colours.index(action.row)],
                    C.colours.index(action.owner), log)

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()
        finish_scoring(state, player, log)

    def text(self, state: State) -> str:
        return f"{self.who(state)} collects letters and monks with their points, or stops"


def finish_scoring(state: State, seat: int, log: Log) -> None:
    """The scoring ends: blessings for the points left; full tiles whose monks have all
    scored are turned over; the next player scores."""
    pl = state.players[seat]
    left = pl.points
    pl.points = 0
    if left > 0:
        P.gain(state, seat, C.blessings_for(left), log, f"{left} unspent points")
    pl.fresh = 0
    state.scored[seat] = True
    S.turn_finished_tiles(state, log)
    state.turn += 1
    state.chance.barrier()  # the scoring is over: play passes on


@dataclass(slots=True)
class PlaceLetterOnTrack(MonasteryDecision):
    """Placing Monks and Letters: the `letter` just collected goes on an empty space showing it
    on any letter track (`options`: track spaces colour * 9 + index); with one such space it
    goes there without asking."""

    kind: ClassVar[str] = "place"
    section: ClassVar[str] = "Placing Monks and Letters"
    letter: str = ""
    options: list[int] = field(default_factory=list)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [P.PLACE_LETTER[i] for i in self.options]

    def resolve(self, state: State, log: Log) -> bool:
        if len(self.options) != 1:
            return False
        state.pending.pop()
        P.place_letter(state, self.player, self.options[0], log)
        return True

    @handles(A.PlaceLetter)
    def place(self, state: State, player: int, action: A.PlaceLetter, log: Log) -> None:
        state.pending.pop()
        P.place_letter(state, player, C.colours.index(action.track) * C.track_len
                       + action.index, log)

    def text(self, state: State) -> str:
        return f"{self.who(state)} places the letter {self.letter} on a letter track"

    def details(self, state: State) -> dict[str, Any]:
        return {"letter": self.letter}


# --- The Prayer Hour: the election and the Prison Cell --------------------------------------------


def elect(state: State, log: Log, *, with_house: bool) -> None:
    """The next Abbot: the most monks in the Abbey (and, for the Abbot's House's re-election,
    in the Abbot's House); in a tie, or when no one has a monk there, the previous Abbot chooses
    one of the tied players, never himself."""
    tied = most_monks(state, with_house=with_house)
    if len(tied) == 1:
        set_abbot(state, tied[0], log, "most monks in the Abbey")
        return
    prev = state.abbot
    options = [q for q in tied if q != prev]
    if len(options) == 1:
        set_abbot(state, options[0], log, f"tie; {name(state, prev)} may not choose himself")
        return
    state.pending.append(ChooseNewAbbot(prev, options=options))


def set_abbot(state: State, seat: int, log: Log, why: str) -> None:
    """`seat` is the new Abbot, who may at once lock a monk in the Prison Cell; an Abbot
    elected again may too, unless read otherwise (RULES.md assumption 30,
    `abbot_elected_again_may_imprison`: then only one who takes the office from another)."""
    again = seat == state.abbot
    state.abbot = seat
    log.append(f"{name(state, seat)} is elected Abbot ({why})")
    if prison_options(state):
        if again and not C.abbot_elected_again_may_imprison:
            log.append(f"{name(state, seat)} stays Abbot: only a new Abbot may lock a monk in "
                       "the Prison Cell")
            return
        state.pending.append(LockUpAMonk(seat))


@dataclass(slots=True)
class ChooseNewAbbot(MonasteryDecision):
    """The Prayer Hour Rounds: in a tie the previous Abbot (`player`) chooses the new Abbot
    among the tied players (`options`: seats), never himself. The choice is announced: it is
    never taken back."""

    kind: ClassVar[str] = "abbot"
    section: ClassVar[str] = "The Prayer Hour Rounds"
    final: ClassVar[bool] = True
    options: list[int] = field(default_factory=list)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [CHOOSE_ABBOT[state.players[q].colour] for q in self.options]

    @handles(A.ChooseAbbot)
    def choose(self, state: State, player: int, action: A.ChooseAbbot, log: Log) -> None:
        state.pending.pop()
        chosen = seat_of(state, C.colours.index(action.colour))
        set_abbot(state, chosen, log, f"chosen by {name(state, player)} from a tie")

    def text(self, state: State) -> str:
        tied = " or ".join(name(state, q) for q in self.options)
        return f"{self.who(state)} chooses the new Abbot: {tied}"

    def details(self, state: State) -> dict[str, Any]:
        return {"options": [C.colours[state.players[q].colour] for q in self.options]}


@dataclass(slots=True)
class LockUpAMonk(MonasteryDecision):
    """The Prison Cell Tile: immediately after being elected, the new Abbot (`player`) may lock
    a monk in the Abbey in the Prison Cell, or no one. With no one to lock up it closes
    itself."""

    kind: ClassVar[str] = "prison"
    section: ClassVar[str] = "The Prison Cell Tile"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = [IMPRISON[state.players[q].colour] for q in prison_options(state)]
        out.append(DONE)
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if prison_options(state):
            return False
        state.pending.pop()
        return True

    @handles(A.Imprison)
    def lock_up(self, state: State, player: int, action: A.Imprison, log: Log) -> None:
        state.pending.pop()
        imprison(state, player, seat_of(state, C.colours.index(action.owner)), log)
        state.chance.barrier()  # the election is over: play passes on

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()
        log.append(f"Abbot {name(state, player)} locks no one up")
        state.chance.barrier()  # the election is over: play passes on

    def text(self, state: State) -> str:
        return f"{self.who(state)}, the new Abbot, may lock a monk in the Prison Cell"


# --- The Brewhouse --------------------------------------------------------------------------------


@dataclass(slots=True)
class UseBrewhouse(MonasteryDecision):
    """Symbol Tiles, the Brewhouse: at a Prayer Hour (`reason` "prayer") stand praying monks
    upright where they are; at Night ("night") leave monks where they are (a praying one
    praying or stood up); closed by done, or by itself once nothing more can be kept."""

    kind: ClassVar[str] = "brew"
    section: ClassVar[str] = "Symbol Tiles"
    reason: str = "prayer"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = list(brew_options(state, player, self.reason))
        out.append(DONE)
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if brew_options(state, self.player, self.reason):
            return False
        state.pending.pop()
        state.chance.barrier()  # this player's Brewhouse decision is over
        return True

    @handles(A.KeepMonk)
    def keep_monk(self, state: State, player: int, action: A.KeepMonk, log: Log) -> None:
        keep(state, player, C.tile_index[action.tile], action.box, action.pose,
             self.reason, log)

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()
        state.chance.barrier()  # this player's Brewhouse decision is over

    def text(self, state: State) -> str:
        if self.reason == "night":
            return (f"{self.who(state)} may leave monks where they are with the Brewhouse "
                    "instead of gathering them in the Abbey")
        return (f"{self.who(state)} may stand praying monks upright where they are with the "
                "Brewhouse")

    def details(self, state: State) -> dict[str, Any]:
        return {"reason": self.reason}


AnyDecision = (LayTilesAndMove | ReturnTileToBag | GatherPoints | CollectLettersAndMonks
               | PlaceLetterOnTrack | ChooseNewAbbot | LockUpAMonk | UseBrewhouse)
"""Every kind of decision the state's stack holds (saved tagged by kind)."""
