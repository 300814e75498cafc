"""The boards as the rules read them: the track's spaces, prices, scoring spots, goals, and the
small effects a tile's activation has on a player's board.

Pure queries, except the three effects at the end (`advance_marker`, `move_brewmaster`,
`activate`), which change one player's board and never ask for a decision.
"""

from __future__ import annotations

from .content import CONTENT, EMPTY, MONK_BASE
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
    lo, hi = (0, C.half) if sunny else (C.half, C.spots)
    return any(seat.garden[s] == EMPTY for s in range(lo, hi))


def affordable(seat: Player, base: int, money: int) -> bool:
    """Can a tile of this base price go on some empty spot with `money`?"""
    return ((has_free_spot(seat, False) and money >= base)
            or (has_free_spot(seat, True) and money >= 2 * base))


def base_price(tile: int, space: int) -> int:
    """A resource tile's fertility number; a monk's cost number is its space's."""
    return C.track[space - 1].cost if C.is_monk(tile) else C.fertility_of(tile)


def tiles_at(state: State, space: int) -> list[int]:
    """The tiles on resource or monk `space` (the state's own list)."""
    kind = C.track[space - 1].kind
    if kind == "resource":
        return state.resource_spaces[SLOT[space]]
    return state.monk_spaces[SLOT[space]]


def can_buy_any(state: State, seat: Player, space: int, money: int) -> bool:
    return any(affordable(seat, base_price(t, space), money) for t in set(tiles_at(state, space)))


# --- scoring spots ---------------------------------------------------------------------------


def usable(seat: Player, spot: str) -> bool:
    """A tile scoring spot is usable if empty and its kind of tile is on the board."""
    if seat.discs[SCORING_INDEX[spot]]:
        return False
    garden = seat.garden
    if spot == "x":
        return any(t != EMPTY and t < MONK_BASE for t in garden)
    if spot in C.monks:
        tile = MONK_BASE + C.monks.index(spot)
        return tile in garden
    colour = COLOURS.index(spot)
    return any(t != EMPTY and t < MONK_BASE and t // 5 == colour for t in garden)


def disc_spots(seat: Player, space: int) -> list[str]:
    """The spots a disc taken at `space` may go on for this player."""
    return [s for s in DISC_TARGETS[C.track[space - 1].disc] if usable(seat, s)]


# --- barrels -----------------------------------------------------------------------------------


def goal_met(seat: Player, goal_index: int) -> bool:
    g = C.goals[goal_index]
    kind = g.kind
    if kind == "brewmaster_at_least":
        return seat.brewmaster >= g.value
    if kind == "all_markers_at_least":
        return min(seat.markers) >= g.value
    if kind == "any_marker_at_least":
        return max(seat.markers) >= g.value
    if kind == "tiles_with_fertility":
        return sum(1 for t in seat.garden
                   if t != EMPTY and C.fertility_of(t) == g.fertility) >= g.value
    if kind == "discs_on_monk_spots":
        return sum(seat.discs[SCORING_INDEX[m]] for m in C.monks) >= g.value
    if kind == "discs_on_resource_spots":
        return sum(seat.discs[SCORING_INDEX[c]] for c in COLOURS) >= g.value
    if kind == "sheds_of_one_type":
        return any(seat.sheds.count(k) >= g.value for k in range(5))
    if kind == "shed_types":
        return len({k for k in seat.sheds if k != EMPTY}) >= g.value
    if kind == "privileges_placed":
        return sum(1 for p in seat.pairs if p not in ("", "-")) >= g.value
    if kind == "side_full":
        lo, hi = (0, C.half) if g.side == "sunny" else (C.half, C.spots)
        return all(seat.garden[s] != EMPTY for s in range(lo, hi))
    raise ValueError(f"unknown goal kind {kind!r}")


def claimable(state: State, seat: Player) -> list[tuple[int, bool]]:
    """(goal, large?) for every barrel the player would take at a barrel space: all goals met,
    the large barrel if still there, else the small one; never a second barrel of one goal."""
    out = []
    for i, goal in enumerate(C.goals):
        if goal.id in seat.large or goal.id in seat.small or not goal_met(seat, i):
            continue
        if state.large_barrels[i]:
            out.append((i, True))
        elif state.small_barrels[i]:
            out.append((i, False))
    return out


# --- the track -------------------------------------------------------------------------------


def destinations(state: State, player: int) -> list[int]:
    """Spaces the figure may move to: forward, never further than the starting area, and only
    where the action can be performed."""
    seat = state.players[player]
    money = potential(seat)
    out = []
    for space in range(seat.position + 1, HOME):
        kind = C.track[space - 1].kind
        if kind in ("resource", "monk"):
            ok = bool(tiles_at(state, space)) and can_buy_any(state, seat, space, money)
        elif kind == "disc":
            ok = state.discs[SLOT[space]] > 0 and bool(disc_spots(seat, space))
        else:
            ok = bool(claimable(state, seat))
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


def space_name(space: int) -> str:
    s = C.track[space - 1]
    if s.kind == "monk":
        return f"monk space, cost {s.cost}"
    if s.kind == "disc":
        return f"scoring disc space {'A/B/C' if s.disc == 'ABC' else s.disc}"
    return f"{s.kind} space"


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
    seat.brewmaster = min(C.brewmaster_cap, seat.brewmaster + steps)


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
