"""Hidden information (ARCHITECTURE.md): only the face-down piles are hidden (the order of
resource piles I and II, the monk stacks still to come and the II monks back in the box); the
rest is on the table, ducats included ("How much money a player has is public knowledge")."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.heaven_and_ale.state import State

from .helpers import new, snapshot, st

HIDDEN = ("pile_1", "pile_2", "monk_stacks", "monk_box", "chance")


def played(seed: int, decisions: int, players: int = 3) -> Match:
    """A match after `decisions` seeded random decisions."""
    m = new(players=players, seed=seed)
    pick = Chance.from_seed(seed + 1000)
    for _ in range(decisions):
        if m.over:
            break
        p = m.actors[0]
        legal = m.legal_actions(p)
        m.act(p, legal[pick.below(len(legal))])
    return m


def by_back(s: State, back: int) -> Counter[int]:
    tiles = [t for stack, b in zip(s.monk_stacks, s.stack_backs) if b == back for t in stack]
    if back == 2:
        tiles += s.monk_box
    return Counter(tiles)


def on_the_table(m: Match) -> dict[str, Any]:
    data: dict[str, Any] = snapshot(m)
    return {k: v for k, v in data.items() if k not in HIDDEN}


def test_views_show_the_sizes_of_the_face_down_piles_only() -> None:
    m = played(1, 30)
    s = st(m)
    for p in (None, 0, 1, 2):
        assert m.view(p)["piles"] == {"I": len(s.pile_1), "II": len(s.pile_2),
                                      "monk_stacks": len(s.monk_stacks)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_views_never_show_pile_order_or_stack_contents(players: int) -> None:
    m = played(2, 40, players=players)
    twin = m.clone()
    s = st(twin)
    s.pile_1.reverse()
    s.pile_2.reverse()
    # exchange monks between the stacks of one back (and the box for back II)
    for back in (1, 2):
        stacks = [stack for stack, b in zip(s.monk_stacks, s.stack_backs) if b == back]
        pool = [t for stack in stacks for t in stack] + (s.monk_box if back == 2 else [])
        pool.reverse()
        for stack in stacks:
            stack[:] = pool[:len(stack)]
            pool = pool[len(stack):]
        if back == 2:
            s.monk_box = pool
    assert snapshot(twin) != snapshot(m)
    for p in (None, *range(players)):
        assert twin.view(p) == m.view(p)
        assert twin.log_for(p) == m.log_for(p)


def test_every_player_sees_every_players_ducats_and_garden() -> None:
    m = played(3, 60)
    full = m.view(None)["players"]
    for p in range(3):
        assert m.view(p)["players"] == full


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_reshuffles_piles_i_and_ii_and_the_monk_stacks_per_back(
        players: int) -> None:
    m = played(4, 50, players=players)
    before = snapshot(m)
    s = st(m)
    orders = set()
    for p in range(players):
        for k in range(4):
            d = m.determinize(p, Chance.from_seed(k))
            ds = st(d)
            assert d.view(p) == m.view(p)
            assert on_the_table(d) == on_the_table(m)
            assert Counter(ds.pile_1) == Counter(s.pile_1)
            assert Counter(ds.pile_2) == Counter(s.pile_2)
            assert ds.stack_backs == s.stack_backs
            assert [len(x) for x in ds.monk_stacks] == [len(x) for x in s.monk_stacks]
            assert len(ds.monk_box) == len(s.monk_box)
            assert by_back(ds, 1) == by_back(s, 1) and by_back(ds, 2) == by_back(s, 2)
            orders.add((tuple(ds.pile_1), tuple(ds.pile_2),
                        tuple(tuple(x) for x in ds.monk_stacks)))
    assert len(orders) > 1
    assert snapshot(m) == before  # the real match is untouched


def test_determinize_resamples_the_contents_of_the_monk_stacks_still_to_come() -> None:
    m = played(5, 10, players=4)
    stacks = {tuple(tuple(x) for x in st(m.determinize(0, Chance.from_seed(k))).monk_stacks)
              for k in range(6)}
    assert len(stacks) > 1
