"""What each player may see, and `determinize`.

Hidden in The Taverns of Tiefenthal: the order of every deck (each player's draw pile, its
owner's too, apart from the cards everyone saw put on top of it since its last shuffle; the
guest deck; the face-up 3-beer stack below its top card). Discard piles are face up. Planning is
done in turn order, in the open.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from alehouse.core.chance import Chance

from .board import display, keep_limit
from .bonuses import reputation_vp
from .content import CONTENT, SEATS, SPACES, TAVERN
from .planning import income
from .state import Placed, Player, State
from .words import (
    ENTERTAINER_NAMES,
    PHASE_NAMES,
    TILE_NAMES,
    bonus_text,
    card_name,
    column_name,
    die_text,
    entertainer_text,
    gains_text,
    guest_offer,
    joined,
    modules_name,
    plural,
    reputation_text,
    space_name,
    start_card_text,
    table_text,
    turn_bonus_text,
)

C = CONTENT


def _cards(cards: list[int]) -> dict[str, int]:
    return {C.card_name(c): n for c, n in sorted(Counter(cards).items())}


def _counted(cards: list[int]) -> str:
    """Cards counted by their short names, "3 Regulars and 1 Barback" ("none")."""
    names = Counter(card_name(c) for c in cards)
    return joined([plural(n, name) for name, n in names.most_common()]) or "none"


def _spaces_text(seat: Player) -> list[str]:
    """Each action space besides the Tables: what it takes and what each die gives."""
    return [f"{space_name(s).removeprefix('the ')} {gains_text(income(seat, s))}"
            for s in SPACES]


def _book_text(seat: Player) -> list[str]:
    """Each Guest Book column: the Signature Tiles in it and the bonus of its next space."""
    out = []
    for col, filled in enumerate(seat.book):
        if filled >= len(C.book_rows):
            nxt = "full"
        else:
            nxt = f"next: {bonus_text(C.book_rows[filled][col]) or 'no bonus'}"
        out.append(f"{column_name(col)}: {filled} ({nxt})")
    return out


def _planned_text(placed: Placed, colour: str) -> dict[str, str]:
    """A planned die for people, beside the same entry of "planned": the die ("a white 4
    (+1 Dishwasher, counts as 5)") and the space it is on ("the Monk")."""
    boost = (f" (+{plural(placed.boost, 'Dishwasher')}, counts as "
             f"{placed.value + placed.boost})" if placed.boost else "")
    return {"die": f"{die_text(placed.white, placed.value, colour)}{boost}",
            "on": space_name(placed.space)}


def _player(state: State, p: int, seat: Player) -> dict[str, Any]:
    out: dict[str, Any] = {
        "seat": p,
        "colour": SEATS[p],
        "deck": len(seat.deck),
        "deck_top": [C.card_name(c) for c in reversed(seat.deck[len(seat.deck) - seat.known:])],
        "discard": _cards(seat.discard),
        "tables": [[C.card_name(c) for c in t] for t in seat.tables],
        "areas": _cards(seat.areas),
        "upgraded": sorted(seat.upgraded),
        "dice": list(seat.dice),
        "white_dice": list(seat.white),
        "colour_dice": list(seat.colour),
        "planned": [{"space": x.space, "die": x.value, "white": x.white,
                     "dishwashers": x.boost} for x in seat.placed],
        "dishwashers_left": seat.boosts,
        "thalers": seat.thalers,
        "beer": seat.beer,
        "safe": seat.safe,
        "beer_storage": seat.storage,
        "monastery": seat.monastery,
        "counter_guests": seat.counter_guests,
        "bought": list(seat.bought),
        "recruited": seat.recruited,
        "tables_text": [table_text(t) for t in seat.tables],
        "areas_text": _counted(seat.areas) if seat.areas else "none",
        "upgraded_names": [TILE_NAMES[t] for t in sorted(seat.upgraded)],
        "action_spaces_text": _spaces_text(seat),
        "die_gives_text": {s: gains_text(income(seat, s)) for s in SPACES},
        "deck_top_text": [card_name(c) for c in reversed(seat.deck[len(seat.deck)
                                                                    - seat.known:])],
        "discard_text": _counted(seat.discard),
        "safe_keeps": keep_limit(seat, "safe"),
        "beer_storage_keeps": keep_limit(seat, "beer_storage"),
    }
    out["planned_text"] = [_planned_text(placed, SEATS[p]) for placed in seat.placed]
    if state.modules >= 2:
        out["schnapps"] = seat.schnapps
        out["entertainers"] = [{"entertainer": e.name, "side": e.side,
                                "name": ENTERTAINER_NAMES[e.name],
                                "text": entertainer_text(e.name, e.side)}
                               for e in seat.entertainers]
    if state.modules >= 3:
        track = C.track(state.modules)
        out["reputation"] = [track[seat.reputation].kind if seat.reputation >= 0 else "start",
                             reputation_vp(state, seat.reputation)]
        out["reputation_text"] = reputation_text(*out["reputation"])
        out["bard_steps"] = seat.bard_steps
    if state.modules >= 4:
        out["start_card"] = seat.start_card or None
        out["start_card_text"] = start_card_text(seat.start_card) if seat.start_card else None
    if state.modules >= 5:
        out["guest_book"] = list(seat.book)
        out["guest_book_text"] = _book_text(seat)
    return out


def view(state: State, player: int | None) -> dict[str, Any]:
    guests = display(state)
    n = len(state.players)
    return {
        "modules": state.modules,
        "modules_name": modules_name(state.modules, state.all_modules_rule),
        "all_modules_rule": state.all_modules_rule,
        "turns": C.turns,
        "phase_name": PHASE_NAMES[state.phase],
        "turn_order": [SEATS[(state.start_player + k) % n] for k in range(n)],
        "next_turn_bonus": (turn_bonus_text(state.turn + 1, state.modules)
                            if state.turn < C.turns else None),
        "turn": state.turn,
        "phase": state.phase,
        "start_player": state.start_player,
        "tavern_cards": dict(state.piles),
        "nobles": state.nobles,
        "guests": [{"slot": i, "card": C.card_name(g) if g >= 0 else None,
                    "text": guest_offer(g) if g >= 0 else None,
                    **({"signature": state.signed[i]} if state.modules >= 5 else {})}
                   for i, g in enumerate(guests)],
        "three_beer_stack": len(state.three_stack),
        "guest_deck": len(state.guest_deck),
        "signatures": state.signatures if state.modules >= 5 else None,
        "start_cards": list(state.start_cards),
        "start_cards_text": [start_card_text(c) for c in state.start_cards],
        "coasters": ([list(c) for c in state.coasters] if state.phase == "dice_draft"
                     else None),
        "coaster_holders": ([SEATS[(c + state.pick_round) % n] for c in range(n)]
                            if state.phase == "dice_draft" else None),
        "tavern_card_names": {k: C.tavern_name[k] for k in TAVERN},
        "tavern_card_costs": {k: C.tavern_cost[k] for k in TAVERN},
        "players": [_player(state, p, s) for p, s in enumerate(state.players)],
    }


def determinize(state: State, player: int, rng: Chance) -> State:
    """Reshuffle what nobody has seen: the unknown part of every draw pile, the guest deck and
    the 3-beer stack below its top card (`state` is a copy the caller owns)."""
    # shuffle from a sorted order, so that a sample depends on what the player saw only
    for seat in state.players:
        unknown = sorted(seat.deck[:len(seat.deck) - seat.known])
        rng.shuffle(unknown)
        seat.deck[:len(unknown)] = unknown
    state.guest_deck.sort()
    rng.shuffle(state.guest_deck)
    below = sorted(state.three_stack[:-1])
    rng.shuffle(below)
    state.three_stack[:-1] = below
    return state
