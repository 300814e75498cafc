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

C = CONTENT

_WHAT: dict[type[TavernsDecision], str] = {
    ChooseStartCard: "choose a start card", RemoveRegulars: "remove a Regular",
    ChooseTurnBonus: "choose the turn bonus", PlaceEntertainer: "choose the entertainer's side",
    UpgradeForFree: "choose a tile to upgrade",
    RestartArrival: "keep the tavern or use a Counter Guest",
    PickWhiteDie: "take a white die from the coaster",
    Serve: "serve (use dice, buy, recruit, ...)",
    ServiceDenied: "choose a guest to remove, or none",
    ChooseSubstitute: "choose a substitute card",
    SchnappsOrServiceDenied: "take a schnapps or deny service",
    SignGuestBook: "choose a guest-book column",
    JugglerKeepsCard: "choose a card for the Juggler to keep, or none",
    PlanDice: "plan your dice on action spaces",
}
"""What each decision asks for, in the words of a refusal."""


def explain(state: State, player: int, action: Action) -> str:
    if state.phase == "over" or not state.pending:
        return "The game is over"
    top = state.pending[-1]
    assert isinstance(top, TavernsDecision)
    if player not in top.actors(state):
        return f"It is not your turn: {top.text(state)}"
    legal = top.legal_actions(state, player)
    seat = state.players[player]
    if not any(type(a) is type(action) for a in legal):
        want = _WHAT[type(top)]
        return f"{label(state, action, player)} is not possible now: you must {want}"
    if isinstance(action, A.Plan):
        dice = seat.white if action.white else seat.colour
        if action.value not in dice:
            return f"You have no {'white' if action.white else 'coloured'} {action.value}"
        ok = space_values(seat, action.space)
        if ok == ():
            return (f"{action.space} takes no more dice (a 1x space already used, or no card "
                    "there)")
        if action.boost > seat.boosts:
            return f"You have only {seat.boosts} Dishwasher use(s) left"
        need = "any value" if ok is None else " or ".join(map(str, ok))
        return (f"{action.space} takes {need}; a die counts 1 higher per Dishwasher and a 6 "
                "never becomes a 1")
    if isinstance(action, A.BuyCard):
        if action.card in seat.bought:
            return "You may buy only 1 Tavern Card of each type per turn"
        if state.piles[action.card] <= 0:
            return f"No {C.tavern_name[action.card]} is left"
        return (f"A {C.tavern_name[action.card]} costs {C.tavern_cost[action.card]} thalers; "
                f"you have {seat.thalers}")
    if isinstance(action, A.Upgrade):
        if action.tile in seat.upgraded:
            return f"The {action.tile} is already upgraded"
        return ("Not enough thalers, or not that many matching tavern cards drawn this turn for "
                "the special offer")
    if isinstance(action, A.Recruit):
        if seat.recruited:
            return "You may recruit only 1 guest per turn"
        guest = display(state)[action.slot]
        if guest < 0:
            return "There is no guest in that slot"
        return f"That guest costs {C.cards[guest].cost} beer; you have {seat.beer}"
    if isinstance(action, A.RecruitNobles):
        return f"{action.count} Noble(s) cost {C.noble_beer[action.count - 1]} beer"
    if isinstance(action, A.Use):
        return f"No die of yours is on {action.space}"
    return f"{label(state, action, player)} is not a legal move now"
