"""The fast track queries (board.py: `destinations`, `goal_met`, `usable_spots`, `can_buy_any`)
against a straightforward reading of the rules, written out here once: the legal actions must be
the same, in the same order, in every position.

The reference re-derives every fact per space and per goal, as the rules state them; the game
works each fact out once per call, from tables made at import. Positions come from seeded random
games of every player count, and from random boards that random play seldom reaches (full sides,
many sheds, discs on every spot).
"""

from __future__ import annotations

from typing import Any

import pytest

import alehouse
from alehouse import Chance, Match
from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale import board
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C
from alehouse.boardgames.heaven_and_ale.content import EMPTY, MONK_BASE
from alehouse.boardgames.heaven_and_ale.decisions import BuyTiles, MoveFigure, PlaceScoringDisc
from alehouse.boardgames.heaven_and_ale.state import Player, State

from ...helpers import random_positions
from .helpers import GAME

# --- the reference: the rules read literally ---------------------------------------------------


def ref_goal_met(seat: Player, i: int) -> bool:
    """Goal `i` as the barrel card states it."""
    g = C.goals[i]
    garden = seat.garden
    monk_spots = [C.scoring_spots.index(m) for m in C.monks]
    colour_spots = [C.scoring_spots.index(c) for c in C.resources]
    sunny, shady = range(0, C.half), range(C.half, C.spots)
    return {
        "brewmaster_at_least": lambda: seat.brewmaster >= g.value,
        "all_markers_at_least": lambda: all(m >= g.value for m in seat.markers),
        "any_marker_at_least": lambda: any(m >= g.value for m in seat.markers),
        "tiles_with_fertility": lambda: sum(
            1 for t in garden if t != EMPTY and t < MONK_BASE and t % 5 + 1 == g.fertility)
        >= g.value,
        "discs_on_monk_spots": lambda: sum(seat.discs[s] for s in monk_spots) >= g.value,
        "discs_on_resource_spots": lambda: sum(seat.discs[s] for s in colour_spots) >= g.value,
        "sheds_of_one_type": lambda: any(seat.sheds.count(k) >= g.value for k in range(5)),
        "shed_types": lambda: len({k for k in seat.sheds if k != EMPTY}) >= g.value,
        "privileges_placed": lambda: sum(1 for p in seat.pairs if p not in ("", "-"))
        >= g.value,
        "side_full": lambda: all(garden[s] != EMPTY
                                 for s in (sunny if g.side == "sunny" else shady)),
    }[g.kind]()


def ref_any_barrel(state: State, seat: Player) -> bool:
    """A barrel space can be used: a goal met whose barrel (large or small) is still there
    and of which the player has no barrel yet."""
    return any((state.large_barrels[i] or state.small_barrels[i])
               and g.id not in seat.large and g.id not in seat.small and ref_goal_met(seat, i)
               for i, g in enumerate(C.goals))


def ref_usable(seat: Player, spot: str) -> bool:
    """A tile scoring spot is usable if empty and its kind of tile is on the board."""
    if seat.discs[C.scoring_spots.index(spot)]:
        return False
    tiles = [t for t in seat.garden if t != EMPTY]
    if spot == "x":
        return any(t < MONK_BASE for t in tiles)
    if spot in C.monks:
        return MONK_BASE + C.monks.index(spot) in tiles
    return any(t < MONK_BASE and C.resources[t // 5] == spot for t in tiles)


def ref_can_buy(state: State, seat: Player, space: int) -> bool:
    """Some tile on the space fits an empty spot of a side the player can pay for, counting the
    emergency coin rule."""
    money = seat.ducats + C.emergency_ducats * len(seat.hand)
    empty = [s for s in range(C.spots) if seat.garden[s] == EMPTY]
    for tile in board.tiles_at(state, space):
        base = C.track[space - 1].cost if tile >= MONK_BASE else tile % 5 + 1
        if any(money >= (2 * base if C.is_sunny(s) else base) for s in empty):
            return True
    return False


def ref_destinations(state: State, player: int) -> list[int]:
    """Forward spaces whose action can be performed, then the starting area."""
    seat = state.players[player]
    out = []
    for space in range(seat.position + 1, C.home):
        s = C.track[space - 1]
        if s.kind in ("resource", "monk"):
            ok = ref_can_buy(state, seat, space)
        elif s.kind == "disc":
            ok = state.discs[board.SLOT[space]] > 0 and any(
                ref_usable(seat, t) for t in board.DISC_TARGETS[s.disc])
        else:
            ok = ref_any_barrel(state, seat)
        if ok:
            out.append(space)
    return [*out, C.home]


def ref_move_actions(state: State, player: int) -> list[A.Move | A.SellPrivilege]:
    """The legal actions of a MoveFigure decision: the moves, then the emergency coins."""
    sells = [A.SellPrivilege(card) for card in state.players[player].hand]
    return [*(A.Move(to) for to in ref_destinations(state, player)), *sells]


# --- the comparisons -----------------------------------------------------------------------


def check_position(m: Match) -> int:
    """Compare every fast query with the reference in this position; the number of checks."""
    state: Any = m.state
    checks = 0
    for seat in state.players:
        assert [board.goal_met(seat, i) for i in range(len(C.goals))] == \
            [ref_goal_met(seat, i) for i in range(len(C.goals))]
        assert board.usable_spots(seat) == [ref_usable(seat, s) for s in C.scoring_spots]
        checks += 2
    for p in m.actors:
        top = state.pending[-1]
        if isinstance(top, MoveFigure):
            assert m.legal_actions(p) == ref_move_actions(state, p)
        elif isinstance(top, PlaceScoringDisc):
            targets = board.DISC_TARGETS[C.track[top.space - 1].disc]
            assert board.disc_spots(state.players[p], top.space) == \
                [t for t in targets if ref_usable(state.players[p], t)]
        elif isinstance(top, BuyTiles):
            limit = board.tile_limit(state.players[p])
            assert board.can_buy_any(state, top.space, limit) == \
                ref_can_buy(state, state.players[p], top.space)
        checks += 1
    return checks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_have_the_reference_legal_actions(players: int) -> None:
    checks = 0
    for seed in range(6):
        for m in random_positions(GAME, players, seed):
            checks += check_position(m)
    assert checks > 1000


def random_seat(seat: Player, rng: Chance) -> None:
    """Fill a player's board at random, often to the brim (full sides, discs everywhere)."""
    fill = rng.below(4)  # 0: sparse ... 3: nearly full
    seat.garden = [rng.below(MONK_BASE + len(C.monks)) if rng.below(4) < fill + 1 else EMPTY
                   for _ in range(C.spots)]
    seat.sheds = [rng.below(5) if rng.below(4) < fill else EMPTY for _ in seat.sheds]
    seat.discs = [int(rng.below(4) < fill) for _ in seat.discs]
    seat.pairs = [rng.choice(["", "-", *C.privilege_ids]) for _ in seat.pairs]
    seat.markers = [rng.below(31) - 10 for _ in seat.markers]
    seat.brewmaster = rng.below(31) - 10
    seat.ducats = rng.below(40)
    seat.hand = [c for c in C.privilege_ids if rng.below(2)]
    seat.position = rng.below(C.home)


def test_random_boards_have_the_reference_legal_actions() -> None:
    m = alehouse.new_match(GAME, 3, seed=5)
    rng = Chance.from_seed(5)
    state: Any = m.state
    while state.phase == "setup":
        m.act(m.actors[0], m.legal_actions(m.actors[0])[0])
    met = [0] * len(C.goals)
    for _ in range(400):
        for seat in state.players:
            random_seat(seat, rng)
        state.large_barrels = [rng.below(3) > 0 for _ in C.goals]
        state.small_barrels = [rng.below(3) > 0 for _ in C.goals]
        state.discs = [rng.below(3) for _ in state.discs]
        for tiles in state.resource_spaces:
            tiles[:] = [rng.below(MONK_BASE) for _ in range(rng.below(3))]
        state.pending = [MoveFigure(state.current)]
        m.refresh()
        check_position(m)
        for seat in state.players:
            met = [n + board.goal_met(seat, i) for i, n in enumerate(met)]
    assert all(met), "every goal is met on some board"
