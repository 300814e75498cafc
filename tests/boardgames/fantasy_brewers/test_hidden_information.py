"""Hidden information (ARCHITECTURE.md): the order of the Extension and Homestead decks, and an
Upkeep plan chosen while others are still choosing (rulebook: "This phase can be performed
simultaneously by all players")."""

from __future__ import annotations

import json
import re
from typing import Any

from alehouse import Chance, Match
from alehouse.boardgames.fantasy_brewers import actions as A

from .helpers import BLUE, PURPLE, new, set_player, snapshot, st, to_upkeep

CARD = re.compile(r"\b[EH]\d+\b")


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


def seen_cards(data: Any) -> set[str]:
    return set(CARD.findall(json.dumps(data)))


def deck_cards(m: Match) -> set[str]:
    return set(st(m).extension_deck) | set(st(m).homestead_deck)


def test_views_never_show_a_card_of_the_extension_or_homestead_decks() -> None:
    for seed, decisions in ((1, 0), (2, 40), (3, 120)):
        m = played(seed, decisions)
        for p in (None, 0, 1, 2):
            v = m.view(p)
            assert not seen_cards(v) & deck_cards(m)
            assert v["decks"] == {"extensions": len(st(m).extension_deck),
                                  "homesteads": len(st(m).homestead_deck),
                                  "statues": st(m).statues}
        assert not seen_cards(m.log) & deck_cards(m)


def test_deck_order_changes_no_view() -> None:
    m = played(4, 60)
    twin = m.clone()
    st(twin).extension_deck.reverse()
    st(twin).homestead_deck.reverse()
    assert snapshot(twin) != snapshot(m)
    for p in (None, 0, 1, 2):
        assert twin.view(p) == m.view(p)


def test_determinize_reshuffles_the_decks_but_keeps_every_view_equal() -> None:
    m = played(5, 50)
    before = snapshot(m)
    orders = set()
    for p in range(3):
        for k in range(4):
            d = m.determinize(p, Chance.from_seed(k))
            assert d.view(p) == m.view(p)
            assert sorted(st(d).extension_deck) == sorted(st(m).extension_deck)
            assert sorted(st(d).homestead_deck) == sorted(st(m).homestead_deck)
            orders.add((tuple(st(d).extension_deck), tuple(st(d).homestead_deck)))
    assert len(orders) > 1
    assert snapshot(m) == before  # the real match is untouched


def upkeep_choice(plan: A.Upkeep) -> Match:
    m = new()
    both: dict[str, Any] = {"up": {"grower": 1}, "goods": {"goat": 1, "pig": 1},
                            "festival": (2, 0)}
    set_player(m, BLUE, **both)
    set_player(m, PURPLE, **both)
    to_upkeep(m)
    m.act(PURPLE, plan)
    return m


def test_another_players_chosen_upkeep_plan_is_not_visible() -> None:
    feed_goat = upkeep_choice(A.Upkeep(0, 1, 0, 0, 0, 0))
    feed_pig = upkeep_choice(A.Upkeep(0, 0, 1, 0, 0, 0))
    assert snapshot(feed_goat) != snapshot(feed_pig)
    assert feed_goat.view(BLUE) == feed_pig.view(BLUE)
    assert feed_goat.view(None) == feed_pig.view(None)
    assert feed_goat.log_for(BLUE) == feed_pig.log_for(BLUE)
    assert feed_goat.view(BLUE)["players"][PURPLE]["upkeep_chosen"] is True


def test_determinize_resamples_another_players_unrevealed_upkeep_plan() -> None:
    m = upkeep_choice(A.Upkeep(0, 1, 0, 0, 0, 0))
    plans = set()
    for k in range(12):
        d = m.determinize(BLUE, Chance.from_seed(k))
        assert d.view(BLUE) == m.view(BLUE)
        plan = st(d).upkeep_plans[PURPLE]
        assert plan is not None
        plans.add(tuple(plan))
    assert plans == {(0, 1, 0, 0, 0, 0), (0, 0, 1, 0, 0, 0)}
    own = m.determinize(PURPLE, Chance.from_seed(0))
    assert st(own).upkeep_plans[PURPLE] == [0, 1, 0, 0, 0, 0]  # a player knows their own


def test_upkeep_plans_are_revealed_once_everyone_has_chosen() -> None:
    m = upkeep_choice(A.Upkeep(0, 1, 0, 0, 0, 0))
    m.act(BLUE, A.Upkeep(0, 0, 1, 0, 0, 0))
    v = m.view(BLUE)["players"][PURPLE]["goods"]
    assert v == {"large_goat": 1, "pig": 1}
