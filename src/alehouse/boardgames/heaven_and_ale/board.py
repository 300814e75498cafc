"""The boards as the rules read them: the track's spaces, prices, scoring spots, goals, and the
small effects a tile's activation has on a player's board.

Pure queries, except the three effects at the end (`advance_marker`, `move_brewmaster`,
`activate`), which change one player's board and never ask for a decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter

from .content import CONTENT, EMPTY, MONK_BASE, Goal
from .state import Player, State

C = CONTENT
SEATS = C.colours
"""The seats' colours, in seat order."""
HOME = C.home
COLOURS = C.resources
N_COLOURS = len(COLOURS)
X_SPOT = C.scoring_spots.index("x")
SPOT_INDEX = {name: i for i, name in enumerate(C.spot_names)}
SCORING_INDEX = {name: i for i, name in enumerate(C.scoring_spots)}
START_INDEX = {s: i for i, s in enumerate(C.start_ids)}
FIRST_PLAYER = START_INDEX["first_player"]
RESOURCE_SPACES = tuple(s.index for s in C.track if s.kind == "resource")
MONK_SPACES = tuple(s.index for s in C.track if s.kind == "monk")
DISC_SPACES = tuple(s.index for s in C.track if s.kind == "disc")
BARREL_SPACES = tuple(s.index for s in C.track if s.kind == "barrel")
SLOT = {i: RESOURCE_SPACES.index(i) for i in RESOURCE_SPACES}
SLOT |= {i: MONK_SPACES.index(i) for i in MONK_SPACES}
SLOT |= {i: DISC_SPACES.index(i) for i in DISC_SPACES}
DISC_TARGETS = {
    "A": ("x",),
    "B": C.monks,
    "C": C.resources,
    "ABC": C.scoring_spots,
}
"""The tile scoring spots a disc from a space of each kind may go on."""


def in_turn(state: State, player: int) -> bool:
    """Is it `player`'s own turn (where the emergency coin rule applies)?"""
    return state.phase == "play" and state.current == player


# --- money -----------------------------------------------------------------------------------


def potential(seat: Player) -> int:
    """Ducats, counting what the emergency coin rule could still raise."""
    return seat.ducats + C.emergency_ducats * len(seat.hand)


def price(base: int, spot: int) -> int:
    """Shady side: the number; sunny side: twice the number."""
    return base * 2 if C.is_sunny(spot) else base


def has_free_spot(seat: Player, sunny: bool) -> bool:
    """Has the player an empty spot on the sunny (else the shady) side?"""
    lo, hi = (0, C.half) if sunny else (C.half, C.spots)
    return EMPTY in seat.garden[lo:hi]


def tile_limit(seat: Player, emergency: bool = True) -> int:
    """The highest base price of a tile the player could place on an empty spot now, counting
    the emergency coin rule (unless `emergency` is false: the ducats in hand only): all the
    money on the shady side, half of it on the sunny side (twice the number); -1, below every
    base price, with no empty spot."""
    money = potential(seat) if emergency else seat.ducats
    limit = money if has_free_spot(seat, False) else -1
    if has_free_spot(seat, True):
        limit = max(limit, money // 2)
    return limit


BASE_PRICES = ((), *(tuple(s.cost if C.is_monk(t) else C.fertility_of(t)
                          for t in range(MONK_BASE + len(C.monks))) for s in C.track))
"""Per track space (1-27), per tile: the tile's base price there (`base_price`)."""


def base_price(tile: int, space: int) -> int:
    """A resource tile's fertility number; a monk's cost number is its space's."""
    return BASE_PRICES[space][tile]


def tiles_at(state: State, space: int) -> list[int]:
    """The tiles on resource or monk `space` (the state's own list)."""
    kind = C.track[space - 1].kind
    if kind == "resource":
        return state.resource_spaces[SLOT[space]]
    return state.monk_spaces[SLOT[space]]


def can_buy_any(state: State, space: int, limit: int) -> bool:
    """Is there a tile on resource or monk `space` whose base price is at most `limit` (the
    player's `tile_limit`)?"""
    tiles = tiles_at(state, space)
    return bool(tiles) and min(map(BASE_PRICES[space].__getitem__, tiles)) <= limit


# --- scoring spots ---------------------------------------------------------------------------

RESOURCE_SCORING = tuple(SCORING_INDEX[c] for c in COLOURS)
"""The resource tile scoring spots, in colour order."""
MONK_SCORING = tuple(SCORING_INDEX[m] for m in C.monks)
"""The monk tile scoring spots, in monk type order."""
TILE_SCORING = tuple(RESOURCE_SCORING[t // 5] if t < MONK_BASE else MONK_SCORING[t - MONK_BASE]
                     for t in range(MONK_BASE + len(C.monks)))
"""Per tile: the tile scoring spot that scores it (its colour's or its monk type's)."""
DISC_TARGET_SPOTS = {kind: tuple(SCORING_INDEX[s] for s in spots)
                     for kind, spots in DISC_TARGETS.items()}
"""`DISC_TARGETS` as tile scoring spot indices."""


def usable_spots(seat: Player) -> list[bool]:
    """Per tile scoring spot (content.scoring_spots order): is it usable, that is empty, with
    its kind of tile on the board (any resource tile for the x-tile spot)?"""
    scored = [False] * len(C.scoring_spots)
    for tile in set(seat.garden):
        if tile != EMPTY:
            scored[TILE_SCORING[tile]] = True
    scored[X_SPOT] = any(scored[s] for s in RESOURCE_SCORING)
    return [kind and not disc for kind, disc in zip(scored, seat.discs)]


def usable(seat: Player, spot: str) -> bool:
    """A tile scoring spot is usable if empty and its kind of tile is on the board."""
    return usable_spots(seat)[SCORING_INDEX[spot]]


def disc_spots(seat: Player, space: int) -> list[str]:
    """The spots a disc taken at `space` may go on for this player."""
    spots = usable_spots(seat)
    return [s for s in DISC_TARGETS[C.track[space - 1].disc] if spots[SCORING_INDEX[s]]]


# --- barrels -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GoalNeed:
    """What a barrel's goal asks, from the data: its measure (`MEASURES`) of the player's board
    at least `need`. `tiles` are the tiles counted (tiles_with_fertility), `spots` the tile
    scoring spots counted (discs_on_*), `side` the range (first, end) of garden spots that
    must all hold a tile (side_full; `need` is their number)."""

    kind: str
    need: int
    tiles: frozenset[int] = frozenset()
    spots: tuple[int, ...] = ()
    side: tuple[int, int] = (0, 0)


def goal_need(goal: Goal) -> GoalNeed:
    """The `GoalNeed` of a goal of the data (a side is full with a tile on each of its spots)."""
    kind = goal.kind
    if kind == "tiles_with_fertility":
        tiles = frozenset(t for t in range(MONK_BASE + len(C.monks))
                          if C.fertility_of(t) == goal.fertility)
        return GoalNeed(kind, goal.value, tiles=tiles)
    if kind == "side_full":
        lo, hi = (0, C.half) if goal.side == "sunny" else (C.half, C.spots)
        return GoalNeed(kind, hi - lo, side=(lo, hi))
    if kind in ("discs_on_monk_spots", "discs_on_resource_spots"):
        spots = MONK_SCORING if kind == "discs_on_monk_spots" else RESOURCE_SCORING
        return GoalNeed(kind, goal.value, spots=spots)
    if kind not in MEASURES:
        raise ValueError(f"unknown goal kind {kind!r}")
    return GoalNeed(kind, goal.value)


SHED_TYPES = range(5)
"""The shed tile types (activations 0-4)."""
ACTIVE_SHED_TYPES = range(1, 5)
"""The shed tile types that activate tiles."""


def counted_sheds() -> range:
    """The shed types goal 7 counts (RULES.md assumption 18, data/readings.toml): all of them,
    or read the other way, only those that activate tiles."""
    return SHED_TYPES if C.goal_7_counts_inactive_sheds else ACTIVE_SHED_TYPES

Measure = Callable[[Player], int]
"""How far a player's board is toward a goal (compared with `GoalNeed.need`)."""


def _tiles_counted(g: GoalNeed) -> Measure:
    counted = g.tiles.__contains__
    return lambda seat: sum(map(counted, seat.garden))


def _discs_on(g: GoalNeed) -> Measure:
    spots = g.spots
    return lambda seat: sum(map(seat.discs.__getitem__, spots))


def _side_filled(g: GoalNeed) -> Measure:
    need, (lo, hi) = g.need, g.side
    return lambda seat: need - seat.garden[lo:hi].count(EMPTY)


MEASURES: dict[str, Callable[[GoalNeed], Measure]] = {
    "brewmaster_at_least": lambda g: attrgetter("brewmaster"),
    "all_markers_at_least": lambda g: lambda seat: min(seat.markers),
    "any_marker_at_least": lambda g: lambda seat: max(seat.markers),
    "tiles_with_fertility": _tiles_counted,
    "discs_on_monk_spots": _discs_on,
    "discs_on_resource_spots": _discs_on,
    "sheds_of_one_type": lambda g: lambda seat: max(map(seat.sheds.count, counted_sheds())),
    "shed_types": lambda g: lambda seat: len(set(seat.sheds)) - (EMPTY in seat.sheds),
    "privileges_placed":
        lambda g: lambda seat: len(seat.pairs) - seat.pairs.count("") - seat.pairs.count("-"),
    "side_full": _side_filled,
}
"""Per goal kind: the `Measure` of a goal of that kind, made once from its `GoalNeed`."""

GOAL_NEEDS = tuple(goal_need(g) for g in C.goals)
"""Per goal (content.goals order): what it needs."""
GOAL_MEASURES = tuple(MEASURES[need.kind](need) for need in GOAL_NEEDS)
"""Per goal (content.goals order): its `Measure`."""
GOALS = tuple((i, goal.id, need.need) for i, (goal, need) in enumerate(zip(C.goals, GOAL_NEEDS)))
"""Per goal (content.goals order): its index, id and the measure it needs."""
MEMO_SIZE = 1 << 12
"""At most this many boards' measures are remembered (then they are forgotten all at once)."""
_measured: dict[tuple[object, ...], tuple[int, ...]] = {}
"""`goal_measures` by the parts of the board a `Measure` reads."""


def goal_measures(seat: Player) -> tuple[int, ...]:
    """Every goal's `Measure` of the player's board (content.goals order). Remembered by the
    parts of the board the measures read (brewmaster, markers, garden, sheds, discs, pairs):
    legal moves and evaluations ask about the same few boards over and over."""
    key = (seat.brewmaster, tuple(seat.markers), tuple(seat.garden), tuple(seat.sheds),
           tuple(seat.discs), tuple(seat.pairs))
    found = _measured.get(key)
    if found is None:
        if len(_measured) >= MEMO_SIZE:
            _measured.clear()
        found = _measured[key] = tuple(measure(seat) for measure in GOAL_MEASURES)
    return found


def goal_measure(seat: Player, goal_index: int) -> int:
    """How far the player is toward goal `goal_index`, in its own unit (`GoalNeed`)."""
    return GOAL_MEASURES[goal_index](seat)


def goal_met(seat: Player, goal_index: int) -> bool:
    """Has the player achieved goal `goal_index`?"""
    return GOAL_MEASURES[goal_index](seat) >= GOAL_NEEDS[goal_index].need


def claimable(state: State, seat: Player) -> list[tuple[int, bool]]:
    """(goal, large?) for every barrel the player would take at a barrel space: all goals met,
    the large barrel if still there, else the small one; never a second barrel of one goal."""
    larges, smalls = state.large_barrels, state.small_barrels
    owned = seat.large + seat.small
    measures = goal_measures(seat)
    return [(i, larges[i]) for i, gid, need in GOALS
            if measures[i] >= need and (larges[i] or smalls[i]) and gid not in owned]


def can_claim(state: State, seat: Player) -> bool:
    """Would the player take a barrel at a barrel space (`claimable` is not empty)?"""
    larges, smalls = state.large_barrels, state.small_barrels
    measures = goal_measures(seat)
    for i, gid, need in GOALS:
        if measures[i] >= need and (larges[i] or smalls[i]) \
                and gid not in seat.large and gid not in seat.small:
            return True
    return False


def may_enter_barrel_space(state: State, seat: Player) -> bool:
    """Whether the player's figure may move to a barrel space (RULES.md assumption 10,
    data/readings.toml): only with a barrel to take (`can_claim`), or, read the other way,
    with any goal achieved, whether or not a barrel of it is left."""
    if C.barrel_space_needs_a_barrel:
        return can_claim(state, seat)
    measures = goal_measures(seat)
    return any(measures[i] >= need for i, _, need in GOALS)


# --- the track -------------------------------------------------------------------------------

SPACE_KIND = ("", *(s.kind for s in C.track))
"""Per track space (1-27): its kind."""
DISC_TARGETS_AT = ((), *(DISC_TARGET_SPOTS.get(s.disc, ()) for s in C.track))
"""Per track space (1-27): the tile scoring spots a disc taken there may go on."""
TILE_SPACE, DISC_SPACE, BARREL_SPACE = range(3)


def _ahead(space: int) -> tuple[int, int, int, tuple[int, ...], int]:
    """What `destinations` checks at `space`: (space, TILE_SPACE / DISC_SPACE / BARREL_SPACE,
    the slot of its tiles (resource spaces first, then monk spaces) or of its discs, the base
    prices of its tiles or the spots its disc may go on, the highest of those prices)."""
    kind = SPACE_KIND[space]
    if kind == "disc":
        return space, DISC_SPACE, SLOT[space], DISC_TARGETS_AT[space], 0
    if kind == "barrel":
        return space, BARREL_SPACE, 0, (), 0
    slot = SLOT[space] + (len(RESOURCE_SPACES) if kind == "monk" else 0)
    return space, TILE_SPACE, slot, BASE_PRICES[space], max(BASE_PRICES[space])


AHEAD = ((), *(tuple(_ahead(space) for space in range(first, HOME))
                for first in range(1, HOME + 2)))
"""Per first space a figure may move to (1-29, past the starting area): `_ahead` of it and of
every space after it before the starting area."""


def destinations(state: State, player: int) -> list[int]:
    """Spaces the figure may move to: forward, never further than the starting area, and only
    where the action can be performed (as `can_buy_any`, `disc_spots`, `claimable` say; the tile
    limit counts the emergency coin rule unless assumption 9 is read the other way,
    `move_counts_emergency_coins`). What the player could do anywhere (tile limit, usable
    scoring spots, barrels to take) is worked out once, not per space."""
    seat = state.players[player]
    first = seat.position + 1
    limit = tile_limit(seat, C.move_counts_emergency_coins)  # assumption 9
    spots: list[bool] | None = None
    barrels = first <= BARREL_SPACES[-1] and may_enter_barrel_space(state, seat)
    tiles_on = state.resource_spaces + state.monk_spaces
    discs = state.discs
    out = []
    for space, kind, slot, row, dearest in AHEAD[first]:
        if kind == TILE_SPACE:
            tiles = tiles_on[slot]
            ok = bool(tiles) and (limit >= dearest or min(map(row.__getitem__, tiles)) <= limit)
        elif kind == DISC_SPACE:
            if discs[slot] <= 0:
                continue
            if spots is None:
                spots = usable_spots(seat)
            ok = any(map(spots.__getitem__, row))
        else:
            ok = barrels
        if ok:
            out.append(space)
    out.append(HOME)
    return out


def start_options(state: State, player: int) -> list[int]:
    """The starting spaces `player` may take: the empty ones; the First player space only, for
    the last player into the starting area while it is empty."""
    taken = {p.start_space for i, p in enumerate(state.players) if i != player}
    free = [i for i in range(len(C.start_ids)) if i not in taken]
    others_home = all(p.position == HOME for i, p in enumerate(state.players) if i != player)
    if state.phase == "play" and others_home and FIRST_PLAYER in free:
        return [FIRST_PLAYER]  # the last player must take the First player starting space
    return free


# --- rewards (effects on one player's board) ---------------------------------------------------


def advance_marker(seat: Player, colour: int, steps: int) -> None:
    """Move a resource marker; at spot 20 it stops and each further step pays 1 ducat."""
    now = seat.markers[colour]
    new = now + steps
    if new > C.top:
        seat.ducats += new - max(now, C.top)
        new = C.top
    seat.markers[colour] = new


def move_brewmaster(seat: Player, steps: int) -> None:
    """Move the brewmaster forward; at the top spot it stops, and each further step pays 1 ducat
    where the reading says so (RULES.md assumption 4, data/readings.toml)."""
    now = seat.brewmaster
    new = now + steps
    if new > C.brewmaster_cap:
        if C.brewmaster_past_top_pays:
            seat.ducats += new - max(now, C.brewmaster_cap)
        new = C.brewmaster_cap
    seat.brewmaster = new


def activate(seat: Player, spot: int) -> None:
    """The activation reward of the tile on `spot`: a monk moves the brewmaster 1 step; a shady
    resource pays its fertility in ducats; a sunny one moves its colour's marker that far."""
    tile = seat.garden[spot]
    if tile >= MONK_BASE:
        move_brewmaster(seat, 1)
    elif C.is_sunny(spot):
        advance_marker(seat, tile // 5, tile % 5 + 1)
    else:
        seat.ducats += tile % 5 + 1
