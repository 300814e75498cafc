"""A projected final score for bots (Game.evaluate): the VP a player owns now, plus what their
tavern should still earn in the turns left. A heuristic for bots, not a rule.

The engine's worth: a turn fills the tables (3, or 4 upgraded) with seated cards and brings the
tavern cards drawn on the way, so a turn's income is the table count x the mean income of a
seated card, plus the income of the tavern cards drawn per seated card. Thalers and beer turn
into VP at about `VP_PER_INCOME` (a Noble: 9-18 beer for 10-30 VP; an upgrade: 8-18 thalers
for a Noble and an effect). The future income fades to nothing as the 8 turns run out.
"""

from __future__ import annotations

from .bonuses import reputation_vp
from .content import CONTENT
from .planning import income
from .scoring import VP, owned
from .state import Player, State

C = CONTENT

VP_PER_INCOME = 0.8
"""VP a thaler or a beer earned later is worth."""
TAVERN_INCOME = {"barback": 1.0, "dishwasher": 0.7, "server": 2.0, "table": 2.0,
                 "brewer": 1.5, "bard": 0.8}
"""Rough income (thalers or beer) a tavern card brings in a turn it is drawn."""
UPGRADE_INCOME = 1.5
"""Income per turn an upgraded tile adds (its Noble is counted among the cards owned)."""
HELD = 0.35
"""Worth of a thaler or beer in hand: spent this turn or lost, the plan sees the rest."""
STORED = 0.6
"""Worth of a stored thaler or beer (spent next turn)."""
DIE = 0.6
"""Share of its pips a die not yet planned is expected to bring in as thalers or beer (a guest
pays the die it needs)."""
STEP = 0.1
"""Worth of a monastery step toward the next bonus space (the bonuses themselves are counted
when they are taken)."""


SEATED = tuple(card.seated for card in C.cards)
PAYS = tuple(card.pays for card in C.cards)
HELPS = tuple(0.0 if card.seated else TAVERN_INCOME.get(card.name.lower(), 0.0)
              for card in C.cards)
"""Per card id: does it take a table, what it pays, what it brings as a tavern card."""


def _turn_income(p: Player, cards: list[int]) -> float:
    """A turn's income of the tavern of `p`, who owns `cards`."""
    seated = [c for c in cards if SEATED[c]]
    if not seated:
        return 0.0
    tables = C.start_tables + (1 if "table" in p.upgraded else 0)
    guest_pay = sum(map(PAYS.__getitem__, seated)) / len(seated)
    helpers = sum(map(HELPS.__getitem__, cards))
    per_seated = helpers / len(seated)
    return tables * (guest_pay + per_seated) + UPGRADE_INCOME * len(p.upgraded)


def _dice_income(p: Player) -> float:
    """This turn's income still in the dice: what the planned dice pay when used, and a share
    of the pips of the dice not yet planned. Using a die turns the first into thalers or beer
    held; ending the Serving Phase with dice unused loses it."""
    planned = 0.0
    for die in p.placed:
        thalers, beer, steps = income(p, die.space)
        planned += thalers + beer + STEP / HELD * steps
    return planned + DIE * sum(p.white) + DIE * sum(p.colour)


def _vp(state: State, p: Player, cards: list[int]) -> float:
    """The VP `p` owns now: `scoring.breakdown` summed, with the cards owned already listed."""
    vp = sum(map(VP.__getitem__, cards))
    if state.modules >= 2:
        vp += p.schnapps * C.schnapps_vp
    if state.modules >= 3:
        vp += reputation_vp(state, p.reputation)
    return float(vp)


def evaluate(state: State, seat: int) -> float:
    p = state.players[seat]
    cards = owned(p)
    score = _vp(state, p, cards)
    if state.phase == "over":
        return score
    left = max(0, C.turns - state.turn)
    score += VP_PER_INCOME * left * _turn_income(p, cards)
    score += HELD * (p.thalers + p.beer) + STORED * (p.safe + p.storage)
    score += HELD * _dice_income(p)
    score += STEP * p.monastery + 0.5 * p.counter_guests
    return score

