"""Game end: the VP printed on every card a player owns (draw pile, discard pile, tavern), plus
1 per schnapps token (Module 2) and the reputation space (Module 3). Ties: more thalers and beer
stored (together) wins; then the victory is shared."""

from __future__ import annotations

from .bonuses import reputation_vp
from .content import CONTENT
from .state import Player, State

C = CONTENT


def owned(player: Player) -> list[int]:
    """Every card the player owns: the draw pile, the discard pile and the tavern."""
    return [*player.deck, *player.discard, *(c for t in player.tables for c in t),
            *player.areas]


LINE_OF_KIND = {"noble": 0, "guest": 1, "regular": 1, "tavern": 2}
"""The line of the scoring a card's VP go to: nobles, guests (regulars among them), tavern
cards."""
LINE = tuple(LINE_OF_KIND[card.kind] for card in C.cards)
VP = tuple(card.vp for card in C.cards)
"""Per card id: its scoring line and its VP (looked up by bots' evaluation very often)."""


def card_vp(cards: list[int]) -> list[int]:
    """The VP printed on `cards`, per line: [nobles, guests, tavern cards]."""
    lines = [0, 0, 0]
    for card in cards:
        lines[LINE[card]] += VP[card]
    return lines


def breakdown(state: State, seat: int) -> dict[str, float]:
    """Victory points of `seat` by line of the final scoring; they sum to the score."""
    player = state.players[seat]
    nobles, guests, other = card_vp(owned(player))
    return {
        "nobles": nobles,
        "guests": guests,
        "tavern_cards": other,
        "schnapps": player.schnapps * C.schnapps_vp if state.modules >= 2 else 0,
        "reputation": reputation_vp(state, player.reputation) if state.modules >= 3 else 0,
    }


def tie_break(state: State, seat: int) -> tuple[float, ...]:
    """Ties: more thalers and beer stored (together) wins; then the victory is shared."""
    player = state.players[seat]
    return (float(player.safe + player.storage),)
