"""Why an action is refused, in the rulebook's terms."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from . import dice as D
from . import words as W
from .board import field_open
from .brewing import can_brew, recipe_at
from .content import CONTENT
from .decisions import ArrangeTurn, DiceBrewingDecision, PileRoll
from .state import Player, State
from .text import label

C = CONTENT

_WHAT = {
    "window": "play an action token or pass (action tokens are played at the beginning of the "
              "phase)",
    "arrange_turn": "place seeds or dice on your player board, transfer dice to storage, or "
                    "end your turn",
    "purchase": "buy a special ingredient, an action token or both, or end your turn",
    "reroll": "choose dice to re-roll, then re-roll",
    "pile": "choose the pile to roll, then swap a die or keep yours",
    "brew_turn": "brew a recipe or pass",
    "brew": "choose the dice, ingredient and enhancement for the recipe",
    "reward": "take the reward",
}


def _guarded(state: State, seat: Player, action: Action) -> str | None:
    """Assumption 19 read the other way: the refusal of raising (M3, H2: an arrangement turn)
    or swapping (the pile roll, its colour rolled) a die of `seat` whose usable dice of that
    kind all have a protecting token under them; None for any other action, or where the
    owner may change a protected die."""
    if C.owner_may_change_a_protected_die:
        return None
    top = state.pending[-1]
    if isinstance(action, A.PlaceDie) and isinstance(top, ArrangeTurn) and \
            C.field[action.field].effect == "raise":
        colour, value, source = action.colour, action.value, action.source
    elif isinstance(action, A.Swap) and isinstance(top, PileRoll) and top.colour is not None:
        colour, value, source = top.colour, action.value, action.source
    else:
        return None
    dice = seat.pool if source == "pool" else seat.storage
    found = [d for d in dice if d.colour == colour and d.value == value and not d.blocked]
    if not found or any(not d.protected for d in found):
        return None
    return ("A token protects that die: if you protect your own die, nobody can change the "
            "result for the rest of the round")


def explain(state: State, player: int, action: Action) -> str:
    top = state.pending[-1]
    assert isinstance(top, DiceBrewingDecision)
    legal = top.legal_actions(state, player)
    seat = state.players[player]
    if not any(type(a) is type(action) for a in legal):
        guarded = _guarded(state, seat, action)
        if guarded is not None:  # assumption 19 read the other way
            return guarded
        if isinstance(action, (A.BlockBuilding, A.BlockRecipe)):
            when = W.PHASE_NAMES["arrange" if isinstance(action, A.BlockBuilding) else "brew"]
            return f"That token may be played only at the beginning of the {when}"
        if isinstance(action, A.Store) and state.phase not in ("arrange", "purchase"):
            return ("The end of the Purchasing Phase is the last moment to move dice to "
                    "storage")
        if isinstance(action, A.Keep) and isinstance(top, PileRoll) and top.colour is not None:
            # assumption 12 read the other way: no Keep while a swap is possible
            return "You must swap one of your dice for a rolled one: a swap is possible"
        return f"That is not possible now: you may {_WHAT[top.kind]}"
    if isinstance(action, (A.PlaceDie, A.PlaceSeed)):
        field = C.field[action.field]
        building = C.building[field.building]
        if state.round < building.opens:
            return f"The {building.name} opens in round {building.opens}"
        if field.building in seat.blocked_buildings:
            return f"Your {building.name} is blocked this round"
        name = W.field_name(action.field)
        if action.field in seat.board:
            return f"You have already used {name} this round"
        if field.effect == "pile_roll" and seat.swapped:
            return "You may exchange only one die a round in the School of Skills"
        if not field_open(state, player, field):
            return (f"{_capital(name)} is already used by as many players as it holds this "
                    "round (a blocking token lies on it)")
        if isinstance(action, A.PlaceSeed):
            return "You have no seed token in storage"
        if action.colour not in field.takes or action.value < field.min:
            need = " or ".join(field.takes) + (f" die of {field.min} or more"
                                               if field.min > 1 else " die")
            return f"{_capital(name)} takes a {need}"
        guarded = _guarded(state, seat, action)
        if guarded is not None:  # assumption 19 read the other way
            return guarded
        return (f"You have no usable {W.die(action.colour, action.value)} in your "
                f"{W.source(action.source)}")
    if isinstance(action, A.SpeedUp):
        field = C.field[action.field]
        name = W.field_name(action.field)
        if action.field not in seat.board or seat.board[action.field].resolved:
            return f"There is no effect waiting on {name} to speed up"
        return (f"{_capital(name)} is sped up by {W.blue_die(field.speed)}, from your active "
                "pool or storage")
    if isinstance(action, A.Brew):
        recipe = recipe_at(state.row, action.slot)
        if recipe is None:
            return "There is no recipe in that place"
        if recipe.id in state.blocked_recipes:
            return f"{recipe.name} is blocked this round"
        assert not can_brew(seat, recipe)
        return (f"Your storage does not hold the dice (colours and values) or ingredients "
                f"{recipe.name} requires: {W.requirements(recipe)}")
    if isinstance(action, (A.BuyIngredient, A.BuyToken)):
        return ("You cannot buy that: not open yet, already bought this round, none left, "
                "or you cannot pay the price")
    if isinstance(action, (A.Withdraw, A.BlockDie, A.RaiseValue, A.ExtraRoll)):
        kind = A.TOKEN_OF[type(action)]
        if kind not in seat.tokens:
            return f"You hold no action token {W.token(kind)}"
        return ("That die is not there, or a token under it protects it (values never go "
                "above 6)")
    if isinstance(action, A.Store) and D.find(seat.pool, action.colour, action.value) is None:
        return f"You have no usable {W.die(action.colour, action.value)} in your active pool"
    guarded = _guarded(state, seat, action)
    if guarded is not None:  # assumption 19 read the other way: a Swap
        return guarded
    return f"That is not possible now ({label(state, action)})"


def _capital(text: str) -> str:
    """The sentence's first letter in capitals ("the first field" -> "The first field")."""
    return text[:1].upper() + text[1:]
