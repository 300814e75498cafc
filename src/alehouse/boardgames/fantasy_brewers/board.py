"""The board as the rules read it: the Worker pawns, whose placement comes next, the open action
spaces and what each half of a space offers, the General Limit of Three, and the small effects
that change one player's cards without asking anything.

Pure queries, except the effects at the end (`flip_one`, `flip_good`, `festival`, `refill`,
`refill_rows`, `build`), which change the state and never ask for a decision.
"""

from __future__ import annotations

from alehouse.core.action import Action
from alehouse.core.result import NORMAL_END

from . import actions as A
from .content import (
    ANIMALS,
    ASSISTANTS,
    CONTENT,
    DOORS,
    FACE,
    GOODS,
    SELL_TYPES,
    STANDARD_ASSISTANTS,
    Space,
    SpaceAction,
)
from .payment import pay_options
from .scoring import gold_stars
from .state import SEASONAL, Player, State, Worker

SEATS: tuple[str, ...] = CONTENT.colours
"""The seats' colours, in seat order (Blue, Purple, Green, Yellow)."""
LIMIT = 3
"""General Limit of Three."""
EMPTY = -1
"""No one (an empty action space, no Seasonal Worker)."""
BASE_OF = {**{g: g for g in GOODS}, **{CONTENT.goods[g].flipped: g for g in GOODS}}
"""The Goods pile of every face (Premium Beer is a Hops card turned over)."""

DECK_EXHAUSTED = "building_deck_exhausted"
"""The termination code of Game End's "rare case": a Building deck exhausted at Clean-up."""
ENDINGS = {
    NORMAL_END: "the last month is over",
    DECK_EXHAUSTED: "a deck of Building cards is exhausted",
}
"""Every way the game ends: code -> the reason people read (also the last line of the log)."""


# --- Phase 1 -----------------------------------------------------------------------------------


def placements(state: State) -> int:
    """Worker pawns placed each month: 3 each, and the Seasonal Worker (2 players)."""
    return 3 * len(state.players) + (1 if state.seasonal_owner != EMPTY else 0)


def placing(state: State) -> tuple[int, int]:
    """Phase 1: who places next, and which worker size (clockwise from the Starting Player,
    smallest first; in 2 players the Seasonal Worker last)."""
    n = len(state.players)
    if state.placed < 3 * n:
        return (state.start_player + state.placed % n) % n, state.placed // n + 1
    return state.seasonal_owner, SEASONAL


def protection_size(worker: Worker) -> int:
    """The pawn's size for Protection Money (the Seasonal Worker counts as a large one)."""
    return CONTENT.worker_sizes["seasonal"] if worker.size == SEASONAL else worker.size


# --- Phase 2: the action spaces --------------------------------------------------------------


def door_space(state: State, door: int, space: int) -> Space:
    """Action space `space` (0-5) of the open side of `door` (0-2) this month."""
    return CONTENT.door_spaces(DOORS[door], state.month)[space]


def open_spaces(state: State, player: int, door: int) -> list[int]:
    """Empty spaces of the doorway; with B15's ability (once a month) also spaces the player's
    own worker already took."""
    taken = state.spaces[door]
    seat = state.players[player]
    repeat = CONTENT.breweries[seat.brewery].repeat_space and not seat.repeated
    return [s for s, owner in enumerate(taken)
            if owner == EMPTY or (repeat and owner == player)]


def part_actions(state: State, seat: Player, part: str, sa: SpaceAction) -> list[Action]:
    """The ways to perform one half (`part`) of an action space now ([] if it cannot be).
    Flip Assistant Card(s) and Prepare for the Orctober Fest need a card or token to flip,
    unless read the other way (RULES.md assumption 14, data/readings.toml)."""
    kind = sa.kind
    anyway = not CONTENT.flip_needs_something_to_flip
    if kind == "earn":
        return [A.Earn(part)]
    if kind == "flip":
        return [A.FlipAssistants(part)] if anyway or any(seat.down) else []
    if kind == "festival":
        return [A.Festival(part)] if anyway or seat.festival_black else []
    if kind == "buy":
        if not state.supply_goods[GOODS.index(sa.good)] or held(seat, sa.good) >= LIMIT:
            return []
        return [A.Buy(part, *plan) for plan in pay_options(seat, sa.cost)]
    if kind == "hire":
        out: list[Action] = []
        for who in (STANDARD_ASSISTANTS if sa.assistant == "any" else (sa.assistant,)):
            i = ASSISTANTS.index(who)
            if state.supply_assistants[i] and seat.up[i] + seat.down[i] < LIMIT:
                out.extend(A.Hire(part, who, *plan) for plan in pay_options(seat, sa.cost))
        return out
    if kind == "build":
        return [A.Build(part, c) for c in buildable(state, seat)] + \
               [A.Decorate(part, c) for c in decoratable(seat)]
    if kind == "sell":
        return [A.Sell(part, good, small, large) for good, small, large in sales(seat)]
    return [A.EarnAcclaim(part, acc) for acc in CONTENT.acclaims
            if acc not in seat.acclaims and meets(seat, acc)]


# --- the General Limit of Three and what a player holds ---------------------------------------


def held(seat: Player, good: str) -> int:
    """Cards of one type for the general limit (an animal counts small and large alike)."""
    n = seat.goods[FACE[good]]
    if good in ANIMALS:
        n += seat.goods[FACE["large_" + good]]
    return n


def building_count(cards: list[str], kind: str) -> int:
    return sum(1 for c in cards if CONTENT.building_type(c) == kind)


def count_for_the_limit(seat: Player, kind: str) -> int:
    """Buildings of `kind` held for the General Limit of Three on building one more: the
    undecorated ones, a type apart from the decorated ones; read the other way (RULES.md
    assumption 18, data/readings.toml), Statues decorated or not count together."""
    n = building_count(seat.buildings, kind)
    if kind == "statue" and not CONTENT.decorated_statues_are_their_own_type:
        n += building_count(seat.decorated, kind)
    return n


def buildable(state: State, seat: Player) -> list[str]:
    """Cards of the face-up rows (and a Statue) the player may build now."""
    out = []
    for card in (*state.extension_row, *state.homestead_row, *(("S",) if state.statues else ())):
        kind = CONTENT.building_type(card)
        if seat.coins >= CONTENT.building_types[kind].cost and \
                count_for_the_limit(seat, kind) < LIMIT and card not in out:
            out.append(card)
    return out


def decoratable(seat: Player) -> list[str]:
    if seat.coins < CONTENT.decorate_cost:
        return []
    out = []
    for card in seat.buildings:
        if card not in out and \
                building_count(seat.decorated, CONTENT.building_type(card)) < LIMIT:
            out.append(card)
    return out


def sales(seat: Player) -> list[tuple[str, int, int]]:
    """Every sale the player can make: (type, small cards, large cards)."""
    out = []
    for good in SELL_TYPES:
        small = seat.goods[FACE[good]]
        large = seat.goods[FACE["large_" + good]] if good in ANIMALS else 0
        for s in range(small + 1):
            for big in range(large + 1):
                if s + big:
                    out.append((good, s, big))
    return out


def requirement(seat: Player, key: str) -> int:
    """How much of an Earn Acclaim requirement the player has."""
    if key in STANDARD_ASSISTANTS:
        i = ASSISTANTS.index(key)
        return seat.up[i] + seat.down[i]
    if key == "gold_star":
        return gold_stars(seat)
    if key == "animal":
        return sum(held(seat, a) for a in ANIMALS)
    if key == "drink":
        return seat.goods[FACE["premium_beer"]] + seat.goods[FACE["smoked_whisky"]]
    if key == "building":
        return len(seat.buildings) + len(seat.decorated)
    if key == "white_festival":
        return seat.festival_white
    raise ValueError(f"unknown acclaim requirement {key!r}")


def meets(seat: Player, acclaim: str) -> bool:
    return all(requirement(seat, k) >= n for k, n in CONTENT.acclaims[acclaim].requires)


def flippable_goods(seat: Player) -> list[str]:
    """Hops or Peat cards the player could turn over (selling bonus) within the limit."""
    return [g for g in ("hops", "peat") if seat.goods[FACE[g]]
            and seat.goods[FACE[CONTENT.goods[g].flipped]] < LIMIT]


def sell_price(good: str, small: int, large: int) -> int:
    """Coins for selling `small` and `large` cards of `good` (a drink sells at its back's
    price)."""
    base = BASE_OF[good]
    g = CONTENT.goods[base]
    if good == base:
        return small * g.sell_small + large * g.sell_large
    return small * g.sell_large


# --- small effects -----------------------------------------------------------------------------


def flip_one(seat: Player, kind: int) -> None:
    """Turn one face-down Assistant of `kind` face-up."""
    seat.down[kind] -= 1
    seat.up[kind] += 1


def flip_good(seat: Player, good: str) -> None:
    """Turn a Hops or Peat card over (Premium Beer, Smoked Whisky)."""
    seat.goods[FACE[good]] -= 1
    seat.goods[FACE[CONTENT.goods[good].flipped]] += 1


def festival(seat: Player, n: int = 1) -> int:
    """Turn up to n black Festival tokens white; returns how many turned."""
    k = min(n, seat.festival_black)
    seat.festival_black -= k
    seat.festival_white += k
    return k


def refill(state: State, row: list[str], deck: list[str]) -> None:
    """Fill `row` up to 5 face-up cards from the top of its face-down `deck`. A card turned
    face-up was hidden: no taking back past it (the undo barrier)."""
    drawn = False
    while len(row) < CONTENT.row_size and deck:
        row.append(deck.pop())
        drawn = True
    if drawn:
        state.chance.barrier()


def refill_rows(state: State) -> None:
    refill(state, state.extension_row, state.extension_deck)
    refill(state, state.homestead_row, state.homestead_deck)


def build(state: State, seat: Player, card: str) -> None:
    """Build: pay, and take the card from its face-up row (a row bought empty is filled back up
    at once: Refreshing the Extension and Homestead cards) or the Statue deck."""
    kind = CONTENT.building_type(card)
    seat.coins -= CONTENT.building_types[kind].cost
    if kind == "statue":
        state.statues -= 1
    else:
        if kind == "extension":
            row, deck = state.extension_row, state.extension_deck
        else:
            row, deck = state.homestead_row, state.homestead_deck
        row.remove(card)
        if not row:  # all 5 of this row bought: fill it back up at once
            refill(state, row, deck)
    seat.buildings.append(card)
    seat.buildings.sort()
