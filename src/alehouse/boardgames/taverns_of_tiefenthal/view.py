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

from .board import display
from .bonuses import reputation_vp
from .content import CONTENT, SEATS
from .state import Player, State

C = CONTENT


def _cards(cards: list[int]) -> dict[str, int]:
    return {C.card_name(c): n for c, n in sorted(Counter(cards).items())}


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
    }
    if state.modules >= 2:
        out["schnapps"] = seat.schnapps
        out["entertainers"] = [{"entertainer": e.name, "side": e.side}
                               for e in seat.entertainers]
    if state.modules >= 3:
        track = C.track(state.modules)
        out["reputation"] = [track[seat.reputation].kind if seat.reputation >= 0 else "start",
                             reputation_vp(state, seat.reputation)]
        out["bard_steps"] = seat.bard_steps
    if state.modules >= 4:
        out["start_card"] = seat.start_card or None
    if state.modules >= 5:
        out["guest_book"] = list(seat.book)
    return out


def view(state: State, player: int | None) -> dict[str, Any]:
    guests = display(state)
    return {
        "modules": state.modules,
        "turn": state.turn,
        "phase": state.phase,
        "start_player": state.start_player,
        "tavern_cards": dict(state.piles),
        "nobles": state.nobles,
        "guests": [{"slot": i, "card": C.card_name(g) if g >= 0 else None,
                    **({"signature": state.signed[i]} if state.modules >= 5 else {})}
                   for i, g in enumerate(guests)],
        "three_beer_stack": len(state.three_stack),
        "guest_deck": len(state.guest_deck),
        "signatures": state.signatures if state.modules >= 5 else None,
        "start_cards": list(state.start_cards),
        "coasters": ([list(c) for c in state.coasters] if state.phase == "dice_draft"
                     else None),
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
