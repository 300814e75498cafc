"""Why an action is refused, in the rulebook's terms, and whom the game waits for."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from .content import CONTENT, EMPTY, MONK_BASE
from .rules import (
    DISC_TARGETS,
    FIRST_PLAYER,
    HOME,
    SLOT,
    SPOT_INDEX,
    _base,
    _disc_spots,
    _price,
    _tiles_at,
    _usable,
    claimable,
    in_turn,
    legal_actions,
    name,
    potential,
)
from .state import State
from .text import label

C = CONTENT

_EXPECTED = {
    "start": "choose a starting space (choose_start)",
    "colour": "choose a resource colour (choose_colour)",
    "buy": "buy a tile here (buy_resource / buy_monk) or stop (done)",
    "disc": "place the scoring disc (place_disc / nominate_fertility)",
    "shed": "choose the tiles your shed activates (activate_shed)",
    "privilege": "place a privilege card at the completed pair or skip (place_privilege / "
                 "skip_privilege)",
}


def waiting_for(state: State) -> str:
    if state.phase == "over":
        return "the game is over"
    if state.pending:
        top = state.pending[-1]
        return f"{name(top.player)} must {_EXPECTED[top.kind]}"
    return f"{name(state.current)} must move their figure"


def explain(state: State, player: int, action: Action) -> str:
    seat = state.players[player]
    top = state.pending[-1] if state.pending else None
    legal = legal_actions(state, player)
    if isinstance(action, A.SellPrivilege):
        if not in_turn(state, player):
            return "The emergency coin rule applies only during your own turn"
        return f"You have no unplaced {action.card.replace('_', ' ')} privilege card"
    if not any(type(a) is type(action) for a in legal):
        want = _EXPECTED[top.kind] if top is not None else "move your figure (move)"
        return f"{label(state, action)} is not possible now: you must {want}"
    if isinstance(action, A.Move):
        return _why_not_move(state, player, action.to)
    if isinstance(action, (A.BuyResource, A.BuyMonk)) and top is not None:
        spot = SPOT_INDEX[action.spot]
        if isinstance(action, A.BuyResource):
            tile = C.resource_tile(C.resources.index(action.colour), action.fertility)
        else:
            tile = MONK_BASE + C.monks.index(action.monk)
        if tile not in _tiles_at(state, top.space):
            return f"There is no {C.tile_name(tile)} on space {top.space}"
        if seat.garden[spot] != EMPTY:
            return f"Spot {action.spot} already holds a tile"
        price = _price(_base(tile, top.space), spot)
        side = "sunny (twice the number)" if C.is_sunny(spot) else "shady"
        return (f"{C.tile_name(tile)} costs {price} ducats on the {side} side; you have "
                f"{seat.ducats} (the emergency coin rule can raise more)")
    if isinstance(action, (A.PlaceDisc, A.NominateFertility)) and top is not None:
        target = "x" if isinstance(action, A.NominateFertility) else action.spot
        disc = C.track[top.space - 1].disc
        if target not in DISC_TARGETS[disc]:
            where = {"A": "the x-tile spot", "B": "a monk tile scoring spot",
                     "C": "a resource tile scoring spot"}[disc]
            return f"A disc from scoring disc space {disc} goes on {where}"
        if not _usable(seat, target):
            if seat.discs[C.scoring_spots.index(target)]:
                return f"The {target} tile scoring spot already holds a disc"
            return f"You have no tile that the {target} spot scores"
    if isinstance(action, A.ActivateShed) and top is not None:
        kind = seat.sheds[top.shed]
        rule = {1: "1 adjacent tile", 2: "2 tiles at opposite edges",
                3: "3 tiles not next to one another", 4: "any 4 adjacent tiles"}[kind]
        return f"This shed tile activates {rule}"
    if isinstance(action, A.PlacePrivilege):
        return f"You have no unplaced {action.card.replace('_', ' ')} privilege card"
    if isinstance(action, A.ChooseStart) and top is not None:
        index = C.start_ids.index(action.space)
        if top.options == [FIRST_PLAYER]:
            return ("All other players are in the starting area: the last player must take "
                    "the First player starting space")
        if index not in top.options:
            return f"The {action.space.replace('_', ' ')} starting space is taken"
    if isinstance(action, A.ChooseColour) and top is not None and top.reason == "disc_count":
        return "The disc count privilege moves your furthest-behind marker"
    return f"{label(state, action)} is not a legal move now"


def _why_not_move(state: State, player: int, to: int) -> str:
    seat = state.players[player]
    if to <= seat.position:
        return "You may never move your figure backwards nor stay where you are"
    if to == HOME:
        return "You may always move to the starting area"
    space = C.track[to - 1]
    if space.kind in ("resource", "monk"):
        if not _tiles_at(state, to):
            return f"There is no tile on space {to}"
        return (f"You cannot afford any tile on space {to} with an empty spot for it, even "
                f"with the emergency coin rule ({potential(seat)} ducats at most)")
    if space.kind == "disc":
        if state.discs[SLOT[to]] == 0:
            return f"There is no scoring disc on space {to}"
        assert not _disc_spots(seat, to)
        return ("You may not move to a scoring disc space whose tile scoring spots you cannot "
                "use (occupied, or no tile of their kind on your board)")
    assert not claimable(state, seat)
    return "You may not move to a barrel space without an achieved goal whose barrel is left"
