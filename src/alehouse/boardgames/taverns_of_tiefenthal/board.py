"""The taverns and the guest display as the rules read them: turn order, the cards played this
turn, drawing into the tavern (Arrival Phase B), the guest display, the Safe and Beer Storage,
upgrades and the entertainers' offers.

Pure queries, and small effects that never ask for a decision. Drawing cards (`arrive`) and
refilling the guest display (`take_guest`) reveal what was hidden: they mark a barrier on the
chance stream (`Chance.barrier`), past which nothing is taken back.
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.log import Log, LogEntry

from .bonuses import deniable, gain_nobles
from .content import CONTENT, SEATS, SPACES, TAVERN, TILES
from .pieces import JUGGLER_PLANNING
from .planning import fits_somewhere
from .state import Player, State
from .words import TILE_NAMES, amount

C = CONTENT
SERVER = TAVERN.index("server")
TABLE = TAVERN.index("table")
DISHWASHER = TAVERN.index("dishwasher")
BARBACK = TAVERN.index("barback")
BARD = TAVERN.index("bard")
KIND = tuple(c.kind for c in C.cards)
"""Each card's kind by id."""


def order(state: State) -> list[int]:
    """The seats in turn order, from the Starting Player (who holds the Beer Mug)."""
    n = len(state.players)
    return [(state.start_player + k) % n for k in range(n)]


# --- the guest display -----------------------------------------------------------------------


def display(state: State) -> list[int]:
    """The guest in each display slot (slot 0: the 3-beer stack's top, or the deck card that
    took its place once the stack ran out); -1 for an empty slot."""
    first = state.three_stack[-1] if state.three_stack else state.row[0]
    return [first, *state.row[1:]]


def take_guest(state: State, slot: int) -> None:
    """The guest in display `slot` leaves the display: the 3-beer stack shows its next card (a
    deck card takes the stack's place once the last one is gone); another slot is refilled from
    the guest deck (empty once the deck is). A card turned face up is revealed: a barrier."""
    revealed = False
    if slot == 0 and state.three_stack:
        state.three_stack.pop()
        revealed = bool(state.three_stack)
        if not state.three_stack:  # the last 3-beer guest: a deck card takes its place
            revealed = bool(state.guest_deck)
            state.row[0] = state.guest_deck.pop() if state.guest_deck else -1
    else:
        revealed = bool(state.guest_deck)
        state.row[slot] = state.guest_deck.pop() if state.guest_deck else -1
    if revealed:
        state.chance.barrier()


# --- this turn's tavern ----------------------------------------------------------------------


def played(seat: Player) -> list[int]:
    """The cards placed in the tavern this turn: those seated at the tables, then the tavern
    cards in their areas."""
    return [c for cards in seat.tables for c in cards] + list(seat.areas)


def base_tables(seat: Player) -> int:
    """Tables before any Table card drawn: 3, or 4 with the Table upgrade."""
    return C.start_tables + (1 if "table" in seat.upgraded else 0)


def draw(state: State, seat: Player) -> int | None:
    """The top card of the deck; an empty deck is refilled by shuffling the discard pile first
    (None when both are empty)."""
    if not seat.deck:
        if not seat.discard:
            return None
        seat.deck, seat.discard = seat.discard, []
        state.chance.shuffle(seat.deck)
        seat.known = 0
    seat.known = max(0, seat.known - 1)
    return seat.deck.pop()


def arrive(state: State, player: int, log: Log) -> None:
    """Arrival Phase B for one player: draw until every table is taken: tavern cards to their
    areas (a Table adds a table), Regulars and guests at the next free table, every Noble after
    the first on the Noble table. The cards drawn are revealed: a barrier."""
    seat = state.players[player]
    tables: list[list[int]] = [[] for _ in range(base_tables(seat))]
    areas: list[int] = []
    seat.tables, seat.areas = tables, areas
    seat.noble_table = -1
    drawn = 0
    free = 0  # the tables taken are always the first ones: the next free table
    while free < len(tables):
        card = draw(state, seat)
        if card is None:
            break
        drawn += 1
        kind = KIND[card]
        if kind == "tavern":
            areas.append(card)
            if card == TABLE:
                tables.append([])
        elif kind == "noble" and seat.noble_table >= 0:
            tables[seat.noble_table].append(card)
        else:
            tables[free].append(card)
            if kind == "noble":
                seat.noble_table = free
            free += 1
    state.chance.barrier()
    log.append(LogEntry(f"{SEATS[player]} draws {amount(drawn, 'card')} into their tavern"))


def clear_tavern(seat: Player) -> None:
    """Every card placed this turn goes to the discard pile."""
    seat.discard.extend(played(seat))
    seat.tables = []
    seat.areas = []
    seat.noble_table = -1


def take_played(seat: Player, cid: int) -> None:
    """Card `cid` leaves the tavern (from a table, else from the areas)."""
    for cards in seat.tables:
        if cid in cards:
            cards.remove(cid)
            return
    seat.areas.remove(cid)


def close_tavern(state: State, player: int) -> None:
    """Closing Time! for one player: the cards played go to the discard pile, the dice back."""
    seat = state.players[player]
    clear_tavern(seat)
    seat.colour = []
    seat.white = []
    seat.dice = []
    seat.planned = False
    seat.boosts = 0


# --- Planning and Serving --------------------------------------------------------------------


def juggles(seat: Player) -> bool:
    """The Juggler's Planning side can be paid (1 schnapps)."""
    return JUGGLER_PLANNING in seat.entertainers and seat.schnapps >= 1


def can_plan(seat: Player) -> bool:
    """Planning goes on while a die can be placed (or turned by the Juggler to fit)."""
    return fits_somewhere(seat) or (juggles(seat) and bool(seat.white or seat.colour))


def space_order(space: str) -> tuple[int, int]:
    """Sort key of action spaces: the tables in order, then the Cashbox, the Barrel, the Monk
    and the Brewer."""
    if space.startswith("table"):
        return (0, int(space[5:]))
    return (1, SPACES.index(space))


def matching(areas: Sequence[int], card: str) -> int:
    """Tavern cards of kind `card` among `areas`, those drawn this turn (the special offer
    returns them)."""
    if not card:
        return 0
    return areas.count(TAVERN.index(card))


def keep_limit(seat: Player, tile: str) -> int:
    """What the Safe or the Beer Storage keeps: 2, or 5 upgraded."""
    return C.keep_upgraded if tile in seat.upgraded else C.keep_normal


def upgrade(state: State, player: int, tile: str, log: Log, *, noble: bool, how: str = "") -> None:
    """Flip `tile` to its upgraded side; a Noble with it unless the upgrade was free. `how`: the
    log's words for the price (" for 8 Thalers")."""
    seat = state.players[player]
    seat.upgraded.append(tile)
    log.append(LogEntry(f"{SEATS[player]} upgrades the {TILE_NAMES[tile]}{how}"))
    if noble:
        gain_nobles(state, player, 1, log)


def entertainments(state: State, player: int) -> list[str]:
    """The sides of `player`'s entertainers that perform now in the Serving Phase: paid for,
    and with something to do (a tile left to upgrade, a guest to remove)."""
    seat = state.players[player]
    out = []
    for tile in seat.entertainers:
        side = tile.side
        price = C.entertainers[tile.name][side]["schnapps"]
        if side in ("closing", "planning") or seat.schnapps < price:
            continue
        if side == "upgrade" and all(t in seat.upgraded for t in TILES):
            continue
        if side == "service_denied" and not deniable(state, player):
            continue
        if side not in out:
            out.append(side)
    return out
