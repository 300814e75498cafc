"""Why an action is refused, in the rulebook's terms."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from .board import LIMIT, SEATS, building_count, door_space, held
from .content import ANIMALS, ASSISTANTS, CONTENT, DOORS, FACE, GOODS, Cost, SpaceAction
from .decisions import (
    FantasyBrewersDecision,
    PayUpkeep,
    PlaceWorkerPawn,
    ProtectionMoney,
    TakeActions,
    TurnAssistantsFaceUp,
    TurnGoodCardOver,
)
from .payment import pay_options
from .state import Player, State
from .text import label
from .words import action_text, card_name

_PARTS = {A.Earn: "earn", A.FlipAssistants: "flip", A.Festival: "festival", A.Buy: "buy",
          A.Hire: "hire", A.Build: "build", A.Decorate: "build", A.Sell: "sell",
          A.EarnAcclaim: "acclaim"}


def _expected(top: FantasyBrewersDecision) -> str:
    if isinstance(top, ProtectionMoney):
        return "decide on Protection Money (pay_protection or refuse_protection)"
    if isinstance(top, TurnAssistantsFaceUp):
        return "choose an Assistant to turn face-up (flip)"
    if isinstance(top, TurnGoodCardOver):
        return "choose a Hops or Peat card to turn over (flip_good)"
    if isinstance(top, TakeActions):
        return ("choose an action space (choose_space)" if top.space < 0 else
                "perform one of the space's actions or end_turn")
    if isinstance(top, PlaceWorkerPawn):
        return "place a worker (place_worker)"
    assert isinstance(top, PayUpkeep)
    return "choose how to pay Upkeep (upkeep)"


def explain(state: State, player: int, action: Action) -> str:
    """A reason for refusing `action`, naming the rule it breaks."""
    top = state.pending[-1]
    assert isinstance(top, FantasyBrewersDecision)
    acting = player in top.actors(state)
    legal = top.legal_actions(state, player) if acting else []
    # an action of a chosen space is explained by its space even when none of its kind is legal
    of_a_space = acting and isinstance(top, TakeActions) and top.space >= 0 and \
        type(action) in _PARTS
    if not of_a_space and not any(type(a) is type(action) for a in legal):
        return f"{label(state, action)} is not possible now: you must {_expected(top)}"
    seat = state.players[player]
    if isinstance(action, A.ChooseSpace) and isinstance(top, TakeActions):
        owner = state.spaces[top.door][action.space - 1]
        if owner == player:
            return (f"Space {action.space} of Door {DOORS[top.door]} already has your worker "
                    "(only the B15 Brewery may use an own space again, once a month)")
        return (f"Space {action.space} of Door {DOORS[top.door]} already has "
                f"{SEATS[owner]}'s worker: choose an empty space")
    if isinstance(action, A.Flip):
        return f"You have no face-down {CONTENT.assistant_title[action.assistant]}"
    if isinstance(action, A.FlipGood):
        good = CONTENT.goods[action.good]
        if not seat.goods[FACE[action.good]]:
            return f"You have no {good.title} card to turn over"
        return f"You already have {LIMIT} {good.flipped_title} (General Limit of Three)"
    if isinstance(action, A.Upkeep):
        return ("That is not a way to pay Upkeep in full as far as you can: if you are able to "
                "pay, you have to pay, and only small animals you feed grow large")
    kind = _PARTS.get(type(action))
    if kind is not None and isinstance(top, TakeActions):
        part: str = action.part  # type: ignore[attr-defined]
        if part in top.done:
            return f"You have already performed this space's {part} action"
        sa = door_space(state, top.door, top.space).part(part)
        if sa.kind != kind:
            return f"The {part} action of this space is '{action_text(sa)}'"
        return _why_not_part(state, player, action, sa)
    return f"{label(state, action)} is not a legal move now"


def _why_not_part(state: State, player: int, action: Action, sa: SpaceAction) -> str:
    seat = state.players[player]
    cost = sa.cost
    if isinstance(action, A.Buy):
        good = sa.good
        title = CONTENT.goods[good].title
        if not state.supply_goods[GOODS.index(good)]:
            return f"The {title} pile is empty"
        if held(seat, good) >= LIMIT:
            return f"You already have {LIMIT} {title} (General Limit of Three)"
        return _why_not_pay(seat, cost, action)
    if isinstance(action, A.Hire):
        i = ASSISTANTS.index(action.assistant)
        title = CONTENT.assistant_title[action.assistant]
        if sa.assistant not in ("any", action.assistant):
            return f"This space hires a {CONTENT.assistant_title[sa.assistant]}, not a {title}"
        if not state.supply_assistants[i]:
            return f"There is no {title} left in the supply"
        if seat.up[i] + seat.down[i] >= LIMIT:
            return f"You already have {LIMIT} {title}s (General Limit of Three)"
        return _why_not_pay(seat, cost, action)
    if isinstance(action, A.Build):
        card = action.card
        kind = CONTENT.building_type(card)
        if card == "S" and not state.statues:
            return "The Statue deck is empty"
        if card != "S" and card not in (*state.extension_row, *state.homestead_row):
            return f"{card_name(card)} is not in a face-up row"
        price = CONTENT.building_types[kind].cost
        if seat.coins < price:
            return f"{card_name(card)} costs {price} coins; you have {seat.coins}"
        if kind == "statue" and not CONTENT.decorated_statues_are_their_own_type:
            return (f"You already have {LIMIT} Statues, decorated or not (General Limit of "
                    "Three: at most 3 Statues)")
        return f"You already have {LIMIT} {kind}s (General Limit of Three)"
    if isinstance(action, A.Decorate):
        if action.card not in seat.buildings:
            return f"You have no undecorated {card_name(action.card)}"
        if seat.coins < CONTENT.decorate_cost:
            return f"Decorating costs {CONTENT.decorate_cost} coins; you have {seat.coins}"
        kind = CONTENT.building_type(action.card)
        if building_count(seat.decorated, kind) >= LIMIT:
            return f"You already have {LIMIT} decorated {kind}s (General Limit of Three)"
    if isinstance(action, A.Sell):
        good = action.good
        have_small = seat.goods[FACE[good]]
        have_large = seat.goods[FACE["large_" + good]] if good in ANIMALS else 0
        if good not in ANIMALS and action.large:
            return f"{CONTENT.face_title(good)} has no large side: sell with large=0"
        if action.small + action.large == 0:
            return "Sell at least one card"
        return (f"You have {have_small} {CONTENT.face_title(good)}"
                + (f" and {have_large} large" if good in ANIMALS else "")
                + f"; you cannot sell {action.small} + {action.large}")
    if isinstance(action, A.EarnAcclaim):
        a = CONTENT.acclaims[action.acclaim]
        if action.acclaim in seat.acclaims:
            return f"You have already earned {a.title}"
        needs = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in a.requires)
        return f"{a.title} needs you to have {needs}"
    if isinstance(action, A.FlipAssistants):  # only read so (assumption 14)
        return ("You have no face-down Assistant to turn face-up: this action can't be "
                "performed (you receive 1 coin for it instead)")
    if isinstance(action, A.Festival):
        return ("You have no black Festival token to turn white: this action can't be "
                "performed (you receive 1 coin for it instead)")
    return f"{label(state, action)} is not a legal move now"


def _why_not_pay(seat: Player, cost: Cost, action: A.Buy | A.Hire) -> str:
    plans = pay_options(seat, cost)
    if not plans:
        return (f"You cannot pay {cost.text()} with your face-up Assistants and coins"
                " (Brewmasters pay any one icon)")
    return ("That Brewmaster split does not fit this cost; ways to pay: "
            + "; ".join(f"Brewmasters for grain/beer/strength = {p}" for p in plans))
