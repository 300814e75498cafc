"""Why an action is refused, in the rulebook's terms."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from . import words as W
from .board import (
    DISC_TARGETS,
    FIRST_PLAYER,
    HOME,
    SLOT,
    SPOT_INDEX,
    base_price,
    claimable,
    disc_spots,
    in_turn,
    potential,
    price,
    tiles_at,
    usable,
)
from .content import CONTENT, EMPTY, MONK_BASE
from .decisions import (
    ActivateShedTiles,
    BuyTiles,
    ChooseColour,
    ChooseStartingSpace,
    HeavenAndAleDecision,
    PlaceScoringDisc,
)
from .state import State
from .text import label

C = CONTENT

_EXPECTED = {
    "move": "move your figure",
    "start": "choose a starting space",
    "colour": "choose the resource marker that moves",
    "buy": "buy a tile on this space (or stop, once you have bought one)",
    "disc": "place the scoring disc on a tile scoring spot",
    "shed": "choose the tiles your new shed tile activates",
    "privilege": "place a privilege card at the completed privilege pair, or none",
}
"""What each kind of decision asks for, in the rulebook's words."""


def explain(state: State, player: int, action: Action) -> str:
    seat = state.players[player]
    top = state.pending[-1]
    assert isinstance(top, HeavenAndAleDecision)
    legal = top.legal_actions(state, player)
    if isinstance(action, A.SellPrivilege):
        if not in_turn(state, player):
            return "The emergency coin rule applies only during your own turn"
        return f"You have no unplaced {W.card(action.card)}"
    if not any(type(a) is type(action) for a in legal):
        return f"Not possible now: you must {_EXPECTED[top.kind]}"
    if isinstance(action, A.Move):
        return _why_not_move(state, player, action.to)
    if isinstance(action, (A.BuyResource, A.BuyMonk)) and isinstance(top, BuyTiles):
        spot = SPOT_INDEX[action.spot]
        if isinstance(action, A.BuyResource):
            tile = C.resource_tile(C.resources.index(action.colour), action.fertility)
        else:
            tile = MONK_BASE + C.monks.index(action.monk)
        if tile not in tiles_at(state, top.space):
            return f"There is no {C.tile_name(tile)} on space {top.space}"
        if seat.garden[spot] != EMPTY:
            return f"Your {W.SPOT_BY_NAME[action.spot]} already holds a tile"
        cost = price(base_price(tile, top.space), spot)
        number = "monk cost number" if tile >= MONK_BASE else "fertility number"
        twice = f" (twice the {number})" if C.is_sunny(spot) else ""
        return (f"On the {W.side(spot)} side {C.tile_name(tile)} costs {W.ducats(cost)}{twice}; "
                f"you have {W.ducats(seat.ducats)} (the emergency coin rule can raise more)")
    if isinstance(action, (A.PlaceDisc, A.NominateFertility)) and \
            isinstance(top, PlaceScoringDisc):
        target = "x" if isinstance(action, A.NominateFertility) else action.spot
        disc = C.track[top.space - 1].disc
        if target not in DISC_TARGETS[disc]:
            where = {"A": "the x-tile spot", "B": "a monk tile scoring spot",
                     "C": "a resource tile scoring spot"}[disc]
            return f"A disc from scoring disc space {W.disc_space(disc)} goes on {where}"
        if not usable(seat, target):
            if seat.discs[C.scoring_spots.index(target)]:
                return f"Your {W.scoring_spot(target)} already holds a disc"
            return f"You have no tile that the {W.scoring_spot(target)} scores"
    if isinstance(action, A.ActivateShed) and isinstance(top, ActivateShedTiles):
        kind = seat.sheds[top.shed]
        return f"Your new shed tile {W.shed_activates(kind)}"
    if isinstance(action, A.PlacePrivilege):
        return f"You have no unplaced {W.card(action.card)}"
    if isinstance(action, A.ChooseStart) and isinstance(top, ChooseStartingSpace):
        index = C.start_ids.index(action.space)
        if top.options == [FIRST_PLAYER]:
            return ("All other players are in the starting area: the last player must take "
                    "the First player starting space")
        if index not in top.options:
            return f"The {W.start_space(action.space)} is taken"
    if isinstance(action, A.ChooseColour) and isinstance(top, ChooseColour) and \
            top.reason == "disc_count":
        return ("The disc count privilege card moves your furthest-behind resource marker (one "
                "of them, when several are tied)")
    return f"Not possible now: {label(state, action)}"


def _why_not_move(state: State, player: int, to: int) -> str:
    seat = state.players[player]
    if to <= seat.position:
        return "You may never move your figure backwards nor stay where you are"
    if to == HOME:
        return "You may always move to the starting area"
    space = C.track[to - 1]
    if space.kind in ("resource", "monk"):
        if not tiles_at(state, to):
            return f"There is no tile on space {to}"
        if not C.move_counts_emergency_coins:  # assumption 9, read the other way
            return (f"You cannot afford any tile on space {to} with an empty spot for it with "
                    f"the {W.ducats(seat.ducats)} you have (the emergency coin rule can raise "
                    f"more before you move)")
        return (f"You cannot afford any tile on space {to} with an empty spot for it, even "
                f"with the emergency coin rule ({W.ducats(potential(seat))} at most)")
    if space.kind == "disc":
        if state.discs[SLOT[to]] == 0:
            return f"There is no scoring disc on space {to}"
        assert not disc_spots(seat, to)
        return ("You may not move to a scoring disc space whose tile scoring spots you cannot "
                "use (occupied, or no tile of their kind on your board)")
    assert not claimable(state, seat)
    if not C.barrel_space_needs_a_barrel:
        return "You may not move to a barrel space without an achieved goal"
    return "You may not move to a barrel space without an achieved goal whose barrel is left"
