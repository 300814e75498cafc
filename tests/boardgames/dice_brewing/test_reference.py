"""The fast track of Dice Brewing (arrangement.py: placements, speed-ups and stores looked up by
bit sets; dice.py: `usable`, `stores`) against a straightforward reading of the rules, written
out here once: the legal actions must be the same, in the same order, in every position (and
`brewing.brewable`, kept per holdings, the same as `can_brew` per recipe). And
the evaluation (evaluate.py: recipe progress kept once worked out) against the same sums worked
out from scratch: the very same float.

The reference walks the fields one by one (`board.field_open`), and every kind of die of the
active pool, then of the storage, in the order the lists hold them. Positions come from seeded
random games of 2-4 players (uniform and weighted random play, every option), and from random
holdings and boards that random play seldom reaches (blocked and protected dice, blocked
buildings, full fields, waiting effects everywhere).
"""

from __future__ import annotations

from typing import Any

import pytest

import alehouse
from alehouse import Chance, Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing import dice as D
from alehouse.boardgames.dice_brewing import evaluate as E
from alehouse.boardgames.dice_brewing import tokens as T
from alehouse.boardgames.dice_brewing.arrangement import may_arrange
from alehouse.boardgames.dice_brewing.board import field_open
from alehouse.boardgames.dice_brewing.brewing import brewable, can_brew
from alehouse.boardgames.dice_brewing.content import CONTENT as C
from alehouse.boardgames.dice_brewing.content import DICE, INGREDIENTS
from alehouse.boardgames.dice_brewing.decisions import ArrangeTurn
from alehouse.boardgames.dice_brewing.playout import playout_action
from alehouse.boardgames.dice_brewing.scoring import player_breakdown
from alehouse.boardgames.dice_brewing.state import Die, FieldUse, State
from alehouse.core.action import Action

from .helpers import GAME

# --- the reference: the rules read literally ---------------------------------------------------


def ref_kinds(dice: list[Die]) -> list[tuple[str, int]]:
    """The distinct (colour, value) of the dice not blocked, in the order the list holds them."""
    out: list[tuple[str, int]] = []
    for d in dice:
        if not d.blocked and (d.colour, d.value) not in out:
            out.append((d.colour, d.value))
    return out


def ref_kinds_filtered(dice: list[Die], unblocked: bool, unprotected: bool
                       ) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for d in dice:
        if (unblocked and d.blocked) or (unprotected and d.protected):
            continue
        if (d.colour, d.value) not in out:
            out.append((d.colour, d.value))
    return out


def ref_brewable(state: State, player: int) -> list[int]:
    """The slots of recipes not blocked whose dice and ingredients the player holds
    (`brewing.can_brew`, the rule read per die)."""
    seat = state.players[player]
    return [slot for slot, rid in enumerate(state.row)
            if rid >= 0 and rid not in state.blocked_recipes
            and can_brew(seat, C.recipes[rid])]


def ref_place(state: State, player: int) -> list[Action]:
    """Every seed or die placement: field by field, a seed if the player has one, else every
    kind of usable die the field takes, of the active pool and then of the storage."""
    seat = state.players[player]
    out: list[Action] = []
    for field in C.fields:
        if not field_open(state, player, field):
            continue
        if "seed" in field.takes:
            if seat.seeds:
                out.append(A.PlaceSeed(field.id))
            continue
        for source, dice in (("pool", seat.pool), ("storage", seat.storage)):
            for colour, value in ref_kinds(dice):
                if colour in field.takes and value >= field.min:
                    out.append(A.PlaceDie(field.id, source, colour, value))
    return out


def ref_speed(state: State, player: int) -> list[Action]:
    """Every blue die that can speed up an effect waiting on the board, by field order, source
    and value."""
    seat = state.players[player]
    out: list[tuple[str, str, int]] = []
    for fid, use in seat.board.items():
        field = C.field[fid]
        if use.resolved or not field.speed:
            continue
        for source, dice in (("pool", seat.pool), ("storage", seat.storage)):
            for colour, value in ref_kinds(dice):
                if colour == "blue" and value >= field.speed:
                    out.append((fid, source, value))
    out.sort(key=lambda o: (C.field_ids.index(o[0]), o[1], o[2]))
    return [A.SpeedUp(*o) for o in out]


def ref_stores(state: State, player: int) -> list[Action]:
    return [A.Store(c, v) for c, v in ref_kinds(state.players[player].pool)]


def ref_arrange(state: State, player: int, placed: int) -> list[Action]:
    out: list[Action] = []
    if placed < 2:
        out += ref_place(state, player) + ref_speed(state, player)
    out += ref_stores(state, player)
    out += T.token_actions(state, player, "")
    out.append(A.EndTurn() if placed else A.Pass())
    return out


def ref_evaluate(state: State, player: int) -> float:
    """`evaluate.evaluate` worked out from scratch for every recipe (no tables, nothing kept):
    the same sums in the same order, so the very same float."""
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    dice = [*seat.pool, *seat.storage]
    score = float(seat.mastery) + seat.gold / C.gold_per_mastery
    score += float(sum(C.die_points[d.colour] for d in dice))
    score += E.SEED * seat.seeds + E.INGREDIENT * len(seat.ingredients) \
        + E.TOKEN * len(seat.tokens)
    for use in seat.board.values():
        if not use.resolved:
            score += E.PENDING_GAIN if use.seed else E.PENDING_RAISE
    pool_weight = 0.5 if state.phase in ("arrange", "purchase") else 0.0
    ways = []
    for rid in state.row:
        if rid < 0 or rid in state.blocked_recipes:
            continue
        recipe = C.recipes[rid]
        total = 0.0
        for colour in dict.fromkeys(c for c, _ in recipe.dice):
            mins = sorted(m for c, m in recipe.dice if c == colour)
            stored = sorted(d.value for d in seat.storage if d.colour == colour
                            and not d.blocked)
            with_pool = sorted(stored + [d.value for d in seat.pool if d.colour == colour])
            got = E._matched(tuple(mins), stored)
            if pool_weight:
                got_all = E._matched(tuple(mins), with_pool)
                total += got + pool_weight * (got_all - got)
            else:
                total += got
        share = total / len(recipe.dice)
        kept = list(seat.ingredients)
        missing = 0
        for need in recipe.needs:
            if need == "any":
                if kept:
                    kept.pop()
                else:
                    missing += 1
            elif need in kept:
                kept.remove(need)
            else:
                missing += 1
        ways.append(E.recipe_value(recipe) * (share * (0.5 ** missing)) ** 2)
    ways.sort(reverse=True)
    if ways:
        score += E.FIRST * ways[0]
    if len(ways) > 1:
        score += E.SECOND * ways[1]
    return score


# --- the comparisons -----------------------------------------------------------------------


def check_position(m: Match) -> int:
    """Compare the fast queries with the reference in this position; the number of checks."""
    state: Any = m.state
    checks = 0
    for p, seat in enumerate(state.players):
        assert list(D.store_actions(seat)) == ref_stores(state, p)
        assert E.evaluate(state, p) == ref_evaluate(state, p)
        assert brewable(state, p) == ref_brewable(state, p)
        assert may_arrange(state, p) == bool(ref_place(state, p) + ref_speed(state, p)
                                             + ref_stores(state, p))
        for dice in (seat.pool, seat.storage):
            for unblocked in (False, True):
                for unprotected in (False, True):
                    assert D.kinds(dice, unblocked=unblocked, unprotected=unprotected) == \
                        ref_kinds_filtered(dice, unblocked, unprotected)
        checks += 3
    top = state.pending[-1] if state.pending and not m.over else None
    if isinstance(top, ArrangeTurn):
        for placed in (0, 1, 2):
            assert ArrangeTurn(top.player, placed).legal_actions(state, top.player) == \
                ref_arrange(state, top.player, placed)
            checks += 1
        assert m.legal_actions(top.player) == ref_arrange(state, top.player, top.placed)
    return checks


OPTIONS = [{}, {"mode": "advanced", "unlucky_roll": True, "hidden_tokens": True}]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("weighted", [False, True])
def test_random_games_have_the_reference_legal_actions(players: int, options: dict[str, Any],
                                                        weighted: bool) -> None:
    checks = 0
    for seed in range(3):
        m = alehouse.new_match(GAME, players, seed=seed, options=options)
        rng = Chance.from_seed(1000 + seed)
        steps = 0
        while not m.over and steps < 3000:
            checks += check_position(m)
            p = m.actors[0]
            legal = m.legal_actions(p)
            m.act(p, playout_action(m.state, p, legal, rng) if weighted else rng.choice(legal))
            steps += 1
    assert checks > 1000


def random_dice(rng: Chance) -> list[Die]:
    """A random handful of dice, some blocked, protected or raised, in the canonical order."""
    out = [Die(rng.choice(DICE), 1 + rng.below(6), blocked=rng.below(5) == 0,
               protected=rng.below(5) == 0, raised=rng.below(6) == 0)
           for _ in range(rng.below(12))]
    return sorted(out, key=D.key)


def test_random_holdings_have_the_reference_legal_actions() -> None:
    rng = Chance.from_seed(7)
    seen_speed = seen_place = 0
    for players in (2, 3, 4):
        m = alehouse.new_match(GAME, players, seed=players)
        state: Any = m.state
        for _ in range(300):
            state.round = 1 + rng.below(5)
            cap = C.capacity[players]
            state.field_users = {f: rng.below(cap + 1) for f in C.field_ids}
            for seat in state.players:
                seat.pool = random_dice(rng)
                seat.storage = random_dice(rng)
                seat.seeds = rng.below(3)
                seat.swapped = rng.below(4) == 0
                seat.blocked_buildings = [b.id for b in C.buildings if rng.below(5) == 0]
                seat.ingredients = sorted(rng.choice(INGREDIENTS) for _ in range(rng.below(4)))
                seat.board = {f: FieldUse(seed=rng.below(2) == 0, die=None, speed=None,
                                          resolved=rng.below(2) == 0)
                              for f in C.field_ids if rng.below(3) == 0}
            state.row = [rng.choice([-1, *C.recipes]) for _ in state.row]
            state.blocked_recipes = [r for r in state.row if rng.below(4) == 0]
            for phase in ("arrange", "brew", "over"):
                state.phase = phase
                for p in range(players):
                    assert E.evaluate(state, p) == ref_evaluate(state, p)
            p = rng.below(players)
            state.phase = "arrange"
            state.window = False
            state.pending = [ArrangeTurn(p, rng.below(3))]
            m.refresh()
            check_position(m)
            legal = m.legal_actions(p)
            seen_speed += any(isinstance(a, A.SpeedUp) for a in legal)
            seen_place += any(isinstance(a, A.PlaceDie) for a in legal)
    assert seen_speed > 50 and seen_place > 200
