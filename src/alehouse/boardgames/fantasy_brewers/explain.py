"""Why an action is refused, in the rulebook's terms, and whom the game waits for."""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from .content import ANIMALS, ASSISTANTS, CONTENT, DOORS, FACE, GOODS
from .payment import pay_options
from .rules import LIMIT, _building_count, _held, actors, legal_actions, placing
from .state import State
from .text import card_name, label, name, worker_name

_PARTS = {A.Earn: "earn", A.FlipAssistants: "flip", A.Festival: "festival", A.Buy: "buy",
          A.Hire: "hire", A.Build: "build", A.Decorate: "build", A.Sell: "sell",
          A.EarnAcclaim: "acclaim"}


def waiting_for(state: State) -> str:
    if state.phase == "over":
        return "the game is over"
    if state.pending:
        top = state.pending[-1]
        who = name(top.player)
        if top.kind == "protection":
            return (f"{who} is deciding whether to pay {name(top.asker)} Protection Money at "
                    f"Door {DOORS[top.door]}")
        if top.kind == "flip":
            return f"{who} is choosing which Assistant to turn face-up"
        if top.kind == "flip_good":
            return f"{who} is choosing a Hops or Peat card to turn over"
        return f"{who} is taking actions at Door {DOORS[top.door]}"
    if state.phase == "placement":
        p, size = placing(state)
        return f"{name(p)} is placing {worker_name(size)}"
    return "waiting for " + ", ".join(name(p) for p in actors(state)) + " to pay Upkeep"


def _expected(state: State) -> str:
    if state.pending:
        kind = state.pending[-1].kind
        top = state.pending[-1]
        return {
            "protection": "decide on Protection Money (pay_protection or refuse_protection)",
            "flip": "choose an Assistant to turn face-up (flip)",
            "flip_good": "choose a Hops or Peat card to turn over (flip_good)",
            "turn": "choose an action space (choose_space)" if top.space < 0 else
                    "perform one of the space's actions or end_turn",
        }[kind]
    if state.phase == "placement":
        return "place a worker (place_worker)"
    return "choose how to pay Upkeep (upkeep)"


def explain(state: State, player: int, action: Action) -> str:
    """A reason for refusing `action`, naming the rule it breaks."""
    legal = legal_actions(state, player)
    if not any(type(a) is type(action) for a in legal):
        return f"{label(state, action)} is not possible now: you must {_expected(state)}"
    seat = state.players[player]
    top = state.pending[-1] if state.pending else None
    if isinstance(action, A.ChooseSpace) and top is not None:
        owner = state.spaces[top.door][action.space - 1]
        if owner == player:
            return (f"Space {action.space} of Door {DOORS[top.door]} already has your worker "
                    "(only the B15 Brewery may use an own space again, once a month)")
        return (f"Space {action.space} of Door {DOORS[top.door]} already has "
                f"{name(owner)}'s worker: choose an empty space")
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
    if kind is not None and top is not None and top.kind == "turn":
        part: str = action.part  # type: ignore[attr-defined]
        if part in top.done:
            return f"You have already performed this space's {part} action"
        sa = CONTENT.door_spaces(DOORS[top.door], state.month)[top.space].part(part)
        if sa.kind != kind:
            from .text import action_text

            return f"The {part} action of this space is '{action_text(sa)}'"
        return _why_not_part(state, player, action, sa)
    return f"{label(state, action)} is not a legal move now"


def _why_not_part(state: State, player: int, action: Action, sa: object) -> str:
    seat = state.players[player]
    cost = getattr(sa, "cost", None)
    if isinstance(action, A.Buy):
        good = sa.good  # type: ignore[attr-defined]
        title = CONTENT.goods[good].title
        if not state.supply_goods[GOODS.index(good)]:
            return f"The {title} pile is empty"
        if _held(seat, good) >= LIMIT:
            return f"You already have {LIMIT} {title} (General Limit of Three)"
        return _why_not_pay(seat, cost, action)
    if isinstance(action, A.Hire):
        i = ASSISTANTS.index(action.assistant)
        title = CONTENT.assistant_title[action.assistant]
        if sa.assistant not in ("any", action.assistant):  # type: ignore[attr-defined]
            return f"This space hires a {CONTENT.assistant_title[sa.assistant]}, not a {title}"  # type: ignore[attr-defined]
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
        return f"You already have {LIMIT} {kind}s (General Limit of Three)"
    if isinstance(action, A.Decorate):
        if action.card not in seat.buildings:
            return f"You have no undecorated {card_name(action.card)}"
        if seat.coins < CONTENT.decorate_cost:
            return f"Decorating costs {CONTENT.decorate_cost} coins; you have {seat.coins}"
        kind = CONTENT.building_type(action.card)
        if _building_count(seat.decorated, kind) >= LIMIT:
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
    if isinstance(action, A.FlipAssistants):
        return "You have no face-down Assistant to turn face-up"
    if isinstance(action, A.Festival):
        return "You have no black Festival token to turn white"
    return f"{label(state, action)} is not a legal move now"


def _why_not_pay(seat: object, cost: object, action: A.Buy | A.Hire) -> str:
    plans = pay_options(seat, cost)  # type: ignore[arg-type]
    if not plans:
        return (f"You cannot pay {cost.text()} with your face-up Assistants and coins"  # type: ignore[attr-defined]
                " (Brewmasters pay any one icon)")
    return ("That Brewmaster split does not fit this cost; ways to pay: "
            + "; ".join(f"Brewmasters for grain/beer/strength = {p}" for p in plans))
