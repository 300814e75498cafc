"""The fast enumerations of Planning and Serving (planning.py: `placements`,
`fits_somewhere`; decisions.py: `Serve.legal_actions` with `uses`, `buys`, `upgrades` and
`NOBLE_OFFERS`) against a straightforward reading of the rules, written out here once: the
legal actions must be the same, in the same order, in every position.

The reference works every space and every tile out per call, as the rules state them; the game
looks the plans of each space up in tables made once, and caches what follows from a few small
facts of the player (the thalers, the cards bought, the tiles upgraded, the tavern cards
drawn). Positions come from seeded random games of every player count and module preset, and
from random taverns that random play seldom reaches (many tables, Dishwashers, dice
everywhere, thalers to spend).
"""

from __future__ import annotations

from typing import Any

import pytest

import alehouse
from alehouse import Chance, Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.board import display, entertainments
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT as C
from alehouse.boardgames.taverns_of_tiefenthal.content import SPACES, TAVERN, TILES
from alehouse.boardgames.taverns_of_tiefenthal.decisions import PlanDice, Serve
from alehouse.boardgames.taverns_of_tiefenthal.pieces import JUGGLER_PLANNING, Placed
from alehouse.boardgames.taverns_of_tiefenthal.planning import fits_somewhere, placements
from alehouse.boardgames.taverns_of_tiefenthal.state import Player, State
from alehouse.core.action import Action

from ...helpers import random_positions
from .helpers import GAME

# --- the reference: the rules read literally ---------------------------------------------------


def ref_space_values(seat: Player, space: str) -> tuple[int, ...] | None:
    """The values a space accepts (None: any value); () if it cannot take a die now."""
    taken = {p.space for p in seat.placed}
    if space.startswith("table"):
        i = int(space[5:])
        if i >= len(seat.tables) or not seat.tables[i] or space in taken:
            return ()
        die = C.cards[seat.tables[i][-1]].die
        return None if die == 0 else (die,)
    rules = C.spaces[space]
    if not rules["many"] and space in taken:
        return ()
    return None if rules["dice"] == "any" else tuple(rules["dice"])


def ref_placements(seat: Player) -> list[A.Plan]:
    """Every die below the board on every space that takes it, with the Dishwashers needed."""
    out = []
    spaces = [f"table{i}" for i in range(len(seat.tables))] + list(SPACES)
    for white, dice in ((True, seat.white), (False, seat.colour)):
        for value in sorted(set(dice)):
            for space in spaces:
                ok = ref_space_values(seat, space)
                if ok is None:
                    out.append(A.Plan(white, value, space, 0))
                    continue
                for target in ok:
                    boost = target - value
                    if 0 <= boost <= seat.boosts:
                        out.append(A.Plan(white, value, space, boost))
    return out


def ref_plan_actions(seat: Player) -> list[Action]:
    """A PlanDice decision's actions: the placements, the Juggler's turns, the way out."""
    out: list[Action] = list(ref_placements(seat))
    if JUGGLER_PLANNING in seat.entertainers and seat.schnapps >= 1:
        for white, dice in ((True, seat.white), (False, seat.colour)):
            for v in sorted(set(dice)):
                out.extend(A.Juggle(white, v, t) for t in range(1, 7) if t != v)
    if not ref_placements(seat):
        out.append(A.FinishPlanning())
    return out


def ref_space_order(space: str) -> tuple[int, int]:
    if space.startswith("table"):
        return (0, int(space[5:]))
    return (1, SPACES.index(space))


def ref_serve_actions(state: State, player: int) -> list[Action]:
    """A Serve decision's actions, in the order the game lists them."""
    seat = state.players[player]
    out: list[Action] = [A.Use(s) for s in sorted({p.space for p in seat.placed},
                                                  key=ref_space_order)]
    for kind in TAVERN:
        if kind not in seat.bought and state.piles[kind] > 0 and \
                seat.thalers >= C.tavern_cost[kind]:
            out.append(A.BuyCard(kind))
    for tile in TILES:
        if tile in seat.upgraded:
            continue
        up = C.upgrades[tile]
        drawn = sum(1 for c in seat.areas if c == TAVERN.index(up.card)) if up.card else 0
        for returned in range(0, drawn + 1):
            if seat.thalers >= max(0, up.cost - returned * up.discount):
                out.append(A.Upgrade(tile, returned))
            if up.cost - returned * up.discount <= 0:
                break
    if not seat.recruited:
        for slot, guest in enumerate(display(state)):
            if guest >= 0 and seat.beer >= C.cards[guest].cost:
                out.append(A.Recruit(slot))
    for count, price in enumerate(C.noble_beer, start=1):
        if seat.beer >= price and state.nobles >= count:
            out.append(A.RecruitNobles(count))
    out.extend(A.Entertain(side) for side in entertainments(state, player))
    if seat.bard_steps > 0:
        out.append(A.BardStep())
    if seat.counter_guests > 0:
        out.append(A.CounterStep())
    out.append(A.EndServing())
    return out


# --- the comparisons -----------------------------------------------------------------------


def check_position(m: Match) -> int:
    """Compare the legal actions with the reference in this position; the number of checks."""
    state: Any = m.state
    checks = 0
    for seat in state.players:
        assert placements(seat) == ref_placements(seat)
        assert fits_somewhere(seat) == bool(ref_placements(seat))
        checks += 1
    for p in m.actors:
        top = state.pending[-1]
        if isinstance(top, PlanDice):
            assert m.legal_actions(p) == ref_plan_actions(state.players[p])
        elif isinstance(top, Serve):
            assert m.legal_actions(p) == ref_serve_actions(state, p)
        checks += 1
    return checks


PRESETS = alehouse.game(GAME).presets


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", PRESETS, ids=[f"m{o['modules']}{'r' * o['all_modules_rule']}"
                                                  for o in PRESETS])
def test_random_games_have_the_reference_legal_actions(players: int,
                                                       options: dict[str, Any]) -> None:
    checks = 0
    for seed in range(2):
        for m in random_positions(GAME, players, seed, options):
            checks += check_position(m)
    assert checks > 500


def random_seat(seat: Player, rng: Chance) -> None:
    """Fill a player's tavern at random for Planning and Serving: tables (some empty, some
    with Nobles), dice, Dishwashers, dice already planned, thalers, upgrades, cards drawn and
    bought, beer."""
    seated = [c for c in range(len(C.cards)) if C.cards[c].kind != "tavern"]
    seat.tables = [[] if rng.below(5) == 0 else [rng.choice(seated)
                                                 for _ in range(1 + rng.below(2))]
                   for _ in range(3 + rng.below(6))]
    seat.white = sorted(1 + rng.below(6) for _ in range(rng.below(5)))
    seat.colour = sorted(1 + rng.below(6) for _ in range(rng.below(4)))
    seat.boosts = rng.below(5)
    spaces = [f"table{i}" for i in range(len(seat.tables))] + list(SPACES)
    seat.placed = [Placed(bool(rng.below(2)), 1 + rng.below(6), 0, rng.choice(spaces))
                   for _ in range(rng.below(4))]
    seat.thalers = rng.below(30)
    seat.upgraded = [t for t in TILES if rng.below(3) == 0]
    seat.areas = [rng.below(len(TAVERN)) for _ in range(rng.below(8))]
    seat.bought = [k for k in TAVERN if rng.below(4) == 0]
    seat.beer = rng.below(25)
    seat.recruited = rng.below(3) == 0


def test_random_taverns_have_the_reference_legal_actions() -> None:
    m = alehouse.new_match(GAME, 2, seed=3)
    rng = Chance.from_seed(3)
    state: Any = m.state
    offered = 0
    for _ in range(3000):
        for seat in state.players:
            random_seat(seat, rng)
        state.piles = {k: rng.below(3) for k in TAVERN}
        state.nobles = rng.below(5)
        m.refresh()
        check_position(m)
        for p, seat in enumerate(state.players):
            state.pending = [Serve(p)]
            m.refresh()
            assert m.legal_actions(p) == ref_serve_actions(state, p)
            state.pending = [PlanDice(p)]
            m.refresh()
            assert m.legal_actions(p) == ref_plan_actions(seat)
            offered += len(ref_placements(seat))
    assert offered > 10000
