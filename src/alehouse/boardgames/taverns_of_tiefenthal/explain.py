"""Why an action is refused, in the rulebook's terms, and whom the game waits for."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from .content import CONTENT
from .planning import space_values
from .rules import _display, legal_actions, name
from .state import State
from .text import label

C = CONTENT

_WHAT = {
    "start_card": "choose a start card", "remove_regular": "remove a Regular",
    "turn_bonus": "choose the turn bonus", "entertainer": "choose the entertainer's side",
    "free_upgrade": "choose a tile to upgrade", "restart": "keep the tavern or use a Counter Guest",
    "pick": "take a white die from the coaster", "serve": "serve (use dice, buy, recruit, ...)",
    "deny": "choose a guest to remove, or none", "substitute": "choose a substitute card",
    "rep_choice": "take a schnapps or deny service", "book_column": "choose a guest-book column",
    "keep_card": "choose a card for the Juggler to keep, or none",
    "plan": "plan your dice on action spaces",
}


def waiting_for(state: State) -> str:
    if state.phase == "over":
        return "the game is over"
    if state.pending:
        top = state.pending[-1]
        return f"{name(top.player)} must {_WHAT[top.kind]}"
    return "the game is between steps"


def explain(state: State, player: int, action: Action) -> str:
    legal = legal_actions(state, player)
    seat = state.players[player]
    if not any(type(a) is type(action) for a in legal):
        want = _WHAT[state.pending[-1].kind]
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
        guest = _display(state)[action.slot]
        if guest < 0:
            return "There is no guest in that slot"
        return f"That guest costs {C.cards[guest].cost} beer; you have {seat.beer}"
    if isinstance(action, A.RecruitNobles):
        return f"{action.count} Noble(s) cost {C.noble_beer[action.count - 1]} beer"
    if isinstance(action, A.Use):
        return f"No die of yours is on {action.space}"
    return f"{label(state, action, player)} is not a legal move now"
