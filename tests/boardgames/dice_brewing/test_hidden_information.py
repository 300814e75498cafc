"""Hidden information (ARCHITECTURE.md): the order of the recipe deck, and with the advanced
hidden-token rule ("Bought or acquired tokens are placed on the table face down so that other
players cannot see them") the kinds of the other players' action tokens (ASSUMPTION 17: the
black market stays open, so only their split among players is unknown)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing.content import TOKENS

from .helpers import (
    ORANGE,
    PURPLE,
    RED,
    SESSION_PALE_ALE,
    C,
    arranging,
    brewing,
    empty_all,
    new,
    purchasing,
    refresh,
    seat,
    set_player,
    snapshot,
    st,
    tidy_up,
)


def played(seed: int, decisions: int, players: int = 3, **options: bool) -> Match:
    """A match after `decisions` seeded playout decisions (weighted toward brewing)."""
    m = new(players=players, seed=seed, **options)
    rng = Chance.from_seed(seed + 1000)
    for _ in range(decisions):
        if m.over:
            break
        p = m.actors[0]
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    return m


def hand_out(m: Match, tokens: dict[int, list[str]]) -> None:
    """Give players these action tokens, as if bought from the black market."""
    for p, kinds in tokens.items():
        seat(m, p).tokens = sorted(kinds)
        for t in kinds:
            st(m).black_market[t] -= 1
    refresh(m)


def test_views_show_the_size_of_the_recipe_deck_only() -> None:
    for seed, decisions in ((1, 0), (2, 150), (3, 400)):
        m = played(seed, decisions)
        deck_names = {C.recipes[rid].name for rid in st(m).deck}
        for p in (None, 0, 1, 2):
            view = m.view(p)
            assert view["deck"] == len(st(m).deck)
            text = json.dumps(view)
            assert [n for n in deck_names if f'"{n}"' in text] == []
        assert [n for n in deck_names if any(n in e for e in m.log)] == []


def test_the_deck_order_changes_no_view_and_no_log() -> None:
    for players in (2, 3, 4):
        m = played(4, 120, players=players)
        twin = m.clone()
        st(twin).deck.reverse()
        assert snapshot(twin) != snapshot(m)
        for p in (None, *range(players)):
            assert twin.view(p) == m.view(p)
            assert twin.log_for(p) == m.log_for(p)


def test_without_the_hidden_token_rule_everyone_sees_every_players_tokens() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=5)
    set_player(m, PURPLE, gold=5)
    purchasing(m, RED)
    m.act(RED, A.BuyToken("block_recipe"))
    for p in (None, RED, PURPLE):
        assert m.view(p)["players"][RED]["action_tokens"] == ["block_recipe"]
        assert "Red buys an action token (Block a recipe card)" in m.log_for(p)


def test_with_the_hidden_token_rule_others_see_only_how_many_tokens_a_player_has() -> None:
    m = new(players=3, hidden_tokens=True)
    empty_all(m)
    hand_out(m, {RED: ["raise", "withdraw"], PURPLE: ["block_die"]})
    assert m.view(RED)["players"][RED]["action_tokens"] == ["raise", "withdraw"]
    for p in (None, PURPLE, ORANGE):
        assert m.view(p)["players"][RED]["action_tokens"] == 2
    assert m.view(PURPLE)["players"][PURPLE]["action_tokens"] == ["block_die"]
    assert m.view(RED)["players"][PURPLE]["action_tokens"] == 1


def test_with_the_hidden_token_rule_a_bought_tokens_kind_is_logged_for_its_owner_only(
        ) -> None:
    m = new(players=2, hidden_tokens=True)
    empty_all(m)
    set_player(m, RED, gold=5)
    set_player(m, PURPLE, gold=5)
    purchasing(m, RED)
    m.act(RED, A.BuyToken("block_recipe"))
    assert m.log_for(RED)[-1] == "Red buys an action token (Block a recipe card)"
    assert m.log_for(PURPLE)[-1] == "Red buys an action token"
    assert m.log[-1] == "Red buys an action token"


def test_with_the_hidden_token_rule_a_reward_tokens_kind_is_logged_for_its_owner_only(
        ) -> None:
    m = new(players=2, hidden_tokens=True)
    empty_all(m)
    set_player(m, RED, storage="y2 g3 g2")
    set_player(m, PURPLE, storage="k3 k2 g2")
    brewing(m, RED, row=[SESSION_PALE_ALE, 2, 19])
    m.act(RED, A.Brew(0))
    m.act(RED, A.TakeToken("withdraw"))
    assert "Red takes an action token (Withdraw a die)" in m.log_for(RED)
    assert "Red takes an action token" in m.log_for(PURPLE)
    assert not any("Withdraw" in e for e in m.log_for(PURPLE))
    assert m.view(PURPLE)["players"][RED]["action_tokens"] == 1


def test_a_hidden_token_is_revealed_when_used() -> None:
    m = new(players=2, hidden_tokens=True)
    empty_all(m)
    set_player(m, RED, pool="y2")
    set_player(m, PURPLE, pool="g3")
    hand_out(m, {RED: ["raise"]})
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("pool", "yellow", 2))
    assert m.log_for(PURPLE)[-1] == ("Red plays the action token Raise the value and raises their "
                                   "yellow 2 (active pool) to 3 for this round")
    assert m.view(PURPLE)["tokens_used"]["raise"] == 1
    assert m.view(PURPLE)["players"][RED]["action_tokens"] == 0


def test_determinize_reshuffles_the_recipe_deck() -> None:
    m = played(5, 60)
    deck = list(st(m).deck)
    orders = set()
    for k in range(5):
        d = m.determinize(RED, Chance.from_seed(k))
        assert Counter(st(d).deck) == Counter(deck)
        orders.add(tuple(st(d).deck))
    assert len(orders) > 1
    assert st(m).deck == deck  # the real match is untouched


def test_determinize_redeals_the_other_players_hidden_tokens_from_the_unseen_kinds() -> None:
    m = new(players=3, hidden_tokens=True)
    empty_all(m)
    hand_out(m, {RED: ["raise"], PURPLE: ["withdraw", "block_die"], ORANGE: ["reroll"]})
    st(m).black_market["block_recipe"] -= 1  # one was used: out of the game
    st(m).tokens_out["block_recipe"] = 1
    unseen = Counter({"withdraw": 1, "block_die": 1, "reroll": 1})  # Red's view of the rest
    dealt = set()
    for k in range(20):
        d = m.determinize(RED, Chance.from_seed(k))
        assert seat(d, RED).tokens == ["raise"]
        assert len(seat(d, PURPLE).tokens) == 2 and len(seat(d, ORANGE).tokens) == 1
        held = Counter(seat(d, PURPLE).tokens) + Counter(seat(d, ORANGE).tokens)
        assert held == unseen
        dealt.add(tuple(seat(d, ORANGE).tokens))
        assert d.view(RED) == m.view(RED)
    assert len(dealt) > 1


def test_without_the_hidden_token_rule_determinize_keeps_every_token() -> None:
    m = new(players=3)
    empty_all(m)
    hand_out(m, {RED: ["raise"], PURPLE: ["withdraw", "block_die"], ORANGE: ["reroll"]})
    for k in range(5):
        d = m.determinize(RED, Chance.from_seed(k))
        assert [seat(d, p).tokens for p in range(3)] == [seat(m, p).tokens for p in range(3)]


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_keeps_every_view_equal(players: int, hidden: bool) -> None:
    m = played(6 + players, 250, players=players, hidden_tokens=hidden)
    if hidden:  # make sure some tokens are face down
        hand_out(m, {p: [TOKENS[p]] for p in range(players)})
    for p in range(players):
        decks = set()
        for k in range(3):
            d = m.determinize(p, Chance.from_seed(100 * p + k))
            assert d.view(p) == m.view(p)
            assert d.legal_actions(p) == m.legal_actions(p)
            decks.add(tuple(st(d).deck))
        assert len(decks) > 1  # what p cannot see does differ


def window_world(blue: str, green: str) -> Match:
    """Round 3 starts (Purple holds the season token): Purple and Orange each hold one face-down
    token; the same two kinds are missing from the black market in both worlds."""
    m = new(players=3, seed=3, hidden_tokens=True)
    empty_all(m)
    for p in range(3):
        set_player(m, p, pool="y3", storage="k4")
    hand_out(m, {PURPLE: [blue], ORANGE: [green]})
    st(m).round = 2
    st(m).priority = RED
    tidy_up(m)
    return m


def test_with_hidden_tokens_the_token_window_does_not_reveal_which_kinds_are_held() -> None:
    a = window_world(blue="block_recipe", green="block_building")
    b = window_world(blue="block_building", green="block_recipe")
    assert a.view(RED)["players"] == b.view(RED)["players"]  # the same from Red's seat
    assert a.log_for(RED) == b.log_for(RED)
    assert a.view(RED) == b.view(RED)
