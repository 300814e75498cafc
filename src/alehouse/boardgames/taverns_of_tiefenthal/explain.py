"""Why an action is refused, in the rulebook's terms."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from .board import display
from .content import CONTENT
from .decisions import (
    ChooseStartCard,
    ChooseSubstitute,
    ChooseTurnBonus,
    JugglerKeepsCard,
    PickWhiteDie,
    PlaceEntertainer,
    PlanDice,
    RemoveRegulars,
    RestartArrival,
    SchnappsOrServiceDenied,
    Serve,
    ServiceDenied,
    SignGuestBook,
    TavernsDecision,
    UpgradeForFree,
)
from .planning import space_values
from .state import State
from .text import label
from .words import TILE_NAMES, amount, beer, option_name, space_name, tavern_cards, thalers

C = CONTENT

_WHAT: dict[type[TavernsDecision], str] = {
    ChooseStartCard: "choose a Start Card", RemoveRegulars: "remove a Regular from your deck",
    ChooseTurnBonus: "choose a bonus of the Turn Track",
    PlaceEntertainer: "choose the side of the Entertainer Tile to place face up",
    UpgradeForFree: "choose an area of your Tavern to upgrade",
    RestartArrival: "keep your tavern or use a Counter Guest",
    PickWhiteDie: "take a white die from the Dice Coaster in front of you",
    Serve: "perform your Serving Phase F (remove dice, buy, upgrade, recruit)",
    ServiceDenied: "choose a Guest to remove, or none",
    ChooseSubstitute: "choose a cheaper Tavern Helper Card",
    SchnappsOrServiceDenied: "take a Schnapps Token or remove a Guest",
    SignGuestBook: "choose a column of your Guest Book",
    JugglerKeepsCard: "choose a card for the Juggler to keep, or none",
    PlanDice: "place your dice on the action spaces (Planning Phase E)",
}
"""What each decision asks for, in the words of a refusal."""


def explain(state: State, player: int, action: Action) -> str:
    if state.phase == "over" or not state.pending:
        return "The game is over"
    top = state.pending[-1]
    assert isinstance(top, TavernsDecision)
    if player not in top.actors(state):
        return f"It is not your turn: {top.text(state)}"
    seat = state.players[player]
    if type(action) not in top.handled():
        want = _WHAT[type(top)]
        return f"Not now: you must {want}, so this is not possible: {label(state, action, player)}"
    if isinstance(action, A.Plan):
        dice = seat.white if action.white else seat.colour
        if action.value not in dice:
            kind = "white die" if action.white else "die of your colour"
            return f"You have no {kind} showing {action.value} below your board"
        ok = space_values(seat, action.space)
        where = space_name(action.space)
        if ok == ():
            return (f"No more dice fit on {where} (it takes one die and has one, or no card "
                    "sits there)")
        if action.boost > seat.boosts:
            return f"You have only {tavern_cards(seat.boosts, 'dishwasher')} left to use"
        if ok is None:
            return f"Any value fits on {where}, as the die shows it (no Dishwasher needed)"
        need = " or ".join(map(str, ok))
        return (f"On {where} a die must show {need}, or be raised to it by Dishwashers (each "
                "adds 1; a 6 never becomes a 1)")
    if isinstance(action, A.BuyCard):
        if action.card in seat.bought and (action.card != "bard" or C.one_bard_a_turn):
            return "You may buy only 1 Tavern Card of each type per turn"
        if state.piles[action.card] <= 0:
            return f"No {C.tavern_name[action.card]} is left"
        return (f"A {C.tavern_name[action.card]} costs {thalers(C.tavern_cost[action.card])}; "
                f"you have {seat.thalers}")
    if isinstance(action, A.Upgrade):
        if action.tile in seat.upgraded:
            return f"The {TILE_NAMES[action.tile]} is already upgraded"
        return ("Not enough Thalers, or not that many matching Tavern Cards drawn this turn for "
                "the Special Offer")
    if isinstance(action, A.Recruit):
        if seat.recruited:
            return "You may recruit only 1 guest per turn"
        guest = display(state)[action.slot]
        if guest < 0:
            return "There is no guest in that place of the display"
        return f"That guest costs {beer(C.cards[guest].cost)}; you have {seat.beer}"
    if isinstance(action, A.RecruitNobles):
        return (f"{amount(action.count, 'noble')} cost {beer(C.noble_beer[action.count - 1])};"
                f" you have {seat.beer}, and {state.nobles} are left")
    if isinstance(action, A.Use):
        return f"No die of yours is on {space_name(action.space)}"
    if isinstance(action, A.TakeBonus) and isinstance(top, ChooseTurnBonus):
        if action.option in top.options:  # offered at the New Evening, taken since
            return (f"No {option_name(action.option)[2:]} is left: the players before you took "
                    f"the last; choose {' or '.join(map(option_name, top.left(state)))}")
        return f"This turn's bonus is {' or '.join(map(option_name, top.options))}"
    if isinstance(action, A.Deny) and C.service_denied_spares_nobles:  # assumption 16
        cards = seat.tables[action.table] if action.table < len(seat.tables) else []
        if cards and C.cards[cards[-1]].kind == "noble":
            return ("Service Denied! removes a Regular or other Guest Card seated at one of "
                    "your Tables, never a Noble")
    if isinstance(action, A.EndServing) and seat.placed:
        return (f"Use every planned die before the Serving Phase ends: "
                f"{amount(len(seat.placed), 'die')} still planned")
    return f"Not a legal move now: {label(state, action, player)}"
