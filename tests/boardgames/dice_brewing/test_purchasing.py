"""Rulebook 5.2 Purchasing, 4. Game Elements: Marketplace and Black Market (prices, the blue-die
discounts), 3.: the end of the Purchasing Phase is the last moment to store dice, and the
unlucky-roll rule (5.1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing.content import INGREDIENTS, TOKENS

from .helpers import (
    CHEAP_LAGER,
    ORANGE,
    PURPLE,
    RED,
    C,
    brewing,
    colours,
    decision,
    empty_all,
    in_window,
    legal_of,
    new,
    purchasing,
    refresh,
    refused,
    seat,
    set_player,
    spec,
    st,
    tidy_up,
)


def at_market(gold: int = 10, pool: str = "", storage: str = "", round: int = 3,
              **options: bool) -> Match:
    """Red's purchasing turn in a 2-player game; Purple (next) has gold to shop too."""
    m = new(players=2, **options)
    empty_all(m)
    set_player(m, RED, gold=gold, pool=pool, storage=storage)
    set_player(m, PURPLE, gold=10)
    purchasing(m, RED, round=round)
    return m


def ingredients(m: Match, p: int = RED) -> set[str]:
    return {a.ingredient for a in legal_of(m, p, A.BuyIngredient)}


def tokens(m: Match, p: int = RED) -> set[str]:
    return {a.token for a in legal_of(m, p, A.BuyToken)}


def test_the_marketplace_opens_in_round_2() -> None:
    m = at_market(round=1)
    assert ingredients(m) == set() and tokens(m) == set()
    refused(m, RED, A.BuyIngredient("fruits", "none", 0))
    m = at_market(round=2)
    assert ingredients(m) == set(INGREDIENTS)


def test_the_black_market_opens_in_round_3() -> None:
    m = at_market(round=2)
    assert tokens(m) == set()
    refused(m, RED, A.BuyToken("raise"))
    m = at_market(round=3)
    assert tokens(m) == set(TOKENS)


def test_one_special_ingredient_per_player_per_round() -> None:
    m = at_market()
    m.act(RED, A.BuyIngredient("fruits", "none", 0))
    assert ingredients(m) == set()
    refused(m, RED, A.BuyIngredient("spices", "none", 0))
    assert seat(m, RED).ingredients == ["fruits"]


def test_one_action_token_per_player_per_round() -> None:
    m = at_market()
    m.act(RED, A.BuyToken("raise"))
    assert tokens(m) == set()
    refused(m, RED, A.BuyToken("reroll"))
    assert seat(m, RED).tokens == ["raise"]


def test_a_player_may_buy_an_ingredient_and_a_token_in_the_same_turn() -> None:
    m = at_market()
    m.act(RED, A.BuyToken("withdraw"))
    m.act(RED, A.BuyIngredient("honey", "none", 0))
    assert seat(m, RED).tokens == ["withdraw"] and seat(m, RED).ingredients == ["honey"]
    assert seat(m, RED).gold == 10 - 3 - 4
    assert legal_of(m, RED, (A.BuyIngredient, A.BuyToken)) == []


def test_a_new_round_allows_new_purchases() -> None:
    m = at_market()
    m.act(RED, A.BuyToken("raise"))
    m.act(RED, A.BuyIngredient("fruits", "none", 0))
    tidy_up(m)
    purchasing(m, RED, round=4)
    assert ingredients(m) and tokens(m)


@pytest.mark.parametrize(("ingredient", "price"), [
    ("fruits", 3), ("spices", 3), ("special_malt", 3), ("honey", 4), ("special_hops", 4)])
def test_special_ingredient_prices(ingredient: str, price: int) -> None:
    # ASSUMPTION 1 (REF 1.4)
    m = at_market()
    m.act(RED, A.BuyIngredient(ingredient, "none", 0))
    assert seat(m, RED).gold == 10 - price
    assert seat(m, RED).ingredients == [ingredient]
    assert st(m).market[ingredient] == 2
    assert f"Red buys {ingredient.replace('_', ' ')} for {price} gold" in m.log


@pytest.mark.parametrize(("token", "price"), [
    ("withdraw", 3), ("block_building", 3), ("block_die", 3), ("block_recipe", 4),
    ("raise", 2), ("reroll", 2)])
def test_action_token_prices(token: str, price: int) -> None:
    # ASSUMPTION 1 (REF 1.4)
    m = at_market()
    m.act(RED, A.BuyToken(token))
    assert seat(m, RED).gold == 10 - price
    assert seat(m, RED).tokens == [token]
    assert st(m).black_market[token] == 2


def test_a_player_buys_only_what_they_can_pay() -> None:
    m = at_market(gold=2)
    assert ingredients(m) == set()
    assert tokens(m) == {"raise", "reroll"}
    refused(m, RED, A.BuyIngredient("fruits", "none", 0))
    refused(m, RED, A.BuyToken("block_recipe"))


def test_a_sold_out_token_cannot_be_bought() -> None:
    m = at_market()
    st(m).market["honey"] = 0
    st(m).black_market["raise"] = 0
    refresh(m)
    assert "honey" not in ingredients(m)
    assert "raise" not in tokens(m)
    refused(m, RED, A.BuyToken("raise"))


def test_spices_and_special_malt_cost_1_less_with_a_blue_die_of_4_or_more() -> None:
    for ingredient in ("spices", "special_malt"):
        m = at_market(pool="b3 b4", storage="b6")
        offers = {(a.blue_from, a.blue_value) for a in legal_of(m, RED, A.BuyIngredient)
                  if a.ingredient == ingredient}
        assert offers == {("none", 0), ("pool", 4), ("storage", 6)}  # not the blue 3
        m.act(RED, A.BuyIngredient(ingredient, "pool", 4))
        assert seat(m, RED).gold == 10 - 2


def test_honey_and_special_hops_cost_1_less_with_a_blue_5_and_2_less_with_a_6() -> None:
    for ingredient in ("honey", "special_hops"):
        m = at_market(pool="b4 b5 b6")
        offers = {a.blue_value for a in legal_of(m, RED, A.BuyIngredient)
                  if a.ingredient == ingredient}
        assert offers == {0, 5, 6}  # a blue 4 gives nothing off
        m.act(RED, A.BuyIngredient(ingredient, "pool", 5))
        assert seat(m, RED).gold == 10 - 3
        m = at_market(pool="b6")
        m.act(RED, A.BuyIngredient(ingredient, "pool", 6))
        assert seat(m, RED).gold == 10 - 2


def test_fruits_have_no_discount() -> None:
    m = at_market(pool="b6")
    assert [a for a in legal_of(m, RED, A.BuyIngredient) if a.ingredient == "fruits"] == [
        A.BuyIngredient("fruits", "none", 0)]
    refused(m, RED, A.BuyIngredient("fruits", "pool", 6))


def test_a_discount_makes_an_ingredient_affordable() -> None:
    m = at_market(gold=2, pool="b6")
    assert {(a.ingredient, a.blue_value) for a in legal_of(m, RED, A.BuyIngredient)} == {
        ("spices", 6), ("special_malt", 6), ("honey", 6), ("special_hops", 6)}
    m.act(RED, A.BuyIngredient("honey", "pool", 6))
    assert seat(m, RED).gold == 0


def test_the_discount_die_waits_on_the_marketplace_until_tidy_up() -> None:
    m = at_market(storage="b4 y3")
    m.act(RED, A.BuyIngredient("spices", "storage", 4))
    assert spec(seat(m, RED).storage) == "y3"
    assert m.view(None)["players"][RED]["marketplace_die"] == {"colour": "blue", "value": 4}
    m.act(RED, A.EndTurn())
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"blue": 1}
    assert seat(m, RED).market_die is None
    assert spec(seat(m, RED).storage) == "y3"


def test_only_the_players_own_blue_die_lowers_their_price() -> None:
    m = at_market()
    set_player(m, PURPLE, gold=10, pool="b6", storage="b6")
    assert {a.blue_from for a in legal_of(m, RED, A.BuyIngredient)} == {"none"}
    refused(m, RED, A.BuyIngredient("honey", "pool", 6))


def test_purchases_go_in_the_established_order_one_turn_each() -> None:
    m = new(players=3)
    empty_all(m)
    for p in range(3):
        set_player(m, p, gold=10)
    purchasing(m, PURPLE, priority=PURPLE)
    turns = []
    while st(m).phase == "purchase":
        p = m.actors[0]
        turns.append(p)
        m.act(p, A.BuyToken("raise"))
        m.act(p, A.EndTurn())
    assert turns == [PURPLE, ORANGE, RED]
    assert [seat(m, p).tokens for p in range(3)] == [["raise"]] * 3


def test_a_purchase_turn_with_nothing_to_buy_store_or_play_is_skipped() -> None:
    m = at_market()
    set_player(m, PURPLE, gold=1)  # round 3: nothing costs less than 2
    m.act(RED, A.EndTurn())
    assert "Round 3: Brewing Beer Phase" in m.log
    assert "Purple has nothing to buy or transfer to storage" in m.log  # said in the log
    assert [p for p, _ in m.moves] == [RED]  # Purple was never asked


def test_dice_may_be_stored_during_the_purchasing_phase() -> None:
    m = at_market(pool="y4 k5")
    assert legal_of(m, RED, A.Store) == [A.Store("yellow", 4), A.Store("black", 5)]
    m.act(RED, A.Store("black", 5))
    assert decision(m) == {"kind": "purchase", "player": RED}
    assert spec(seat(m, RED).storage) == "k5"


def test_no_die_may_be_stored_after_the_purchasing_phase() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y4 y4 g4", storage="y2 y2 g2")
    set_player(m, PURPLE, storage="y2 y2 g2")
    brewing(m, RED, row=[CHEAP_LAGER, 2, 25])
    assert legal_of(m, RED, A.Store) == []
    error = refused(m, RED, A.Store("yellow", 4))
    assert str(error) == ("The end of the Purchasing Phase is the last moment to move dice "
                          "to storage")
    set_player(m, RED, pool="y4", tokens=["raise"])
    in_window(m, RED, "brew")
    assert A.Store("yellow", 4) not in m.legal_actions(RED)


# --- the unlucky-roll rule ---------------------------------------------------------------------


def test_without_the_unlucky_roll_rule_ones_are_worth_nothing() -> None:
    m = at_market(gold=0, pool="y1 k1 g1 b1")
    assert legal_of(m, RED, (A.BuyIngredient, A.BuyToken)) == []


@pytest.mark.parametrize(("ones", "worth"), [(1, 0), (2, 2), (3, 4), (4, 6)])
def test_2_3_or_4_dice_showing_1_are_worth_2_4_or_6_gold(ones: int, worth: int) -> None:
    pool = " ".join(["y1", "k1", "g1", "b1"][:ones]) + " y5"
    m = at_market(gold=0, pool=pool, unlucky_roll=True)
    dearest = max((C.token_price[a.token] for a in legal_of(m, RED, A.BuyToken)), default=0)
    assert dearest == min(worth, 4)  # tokens cost 2 to 4
    if worth >= 4:
        m.act(RED, A.BuyIngredient("honey", "none", 0))
        # what is left of the unlucky gold for the token
        assert tokens(m) == ({"raise", "reroll"} if worth == 6 else set())
    assert seat(m, RED).gold == 0


def test_each_further_die_showing_1_is_worth_2_more_gold() -> None:
    # ASSUMPTION 11: 5 dice showing 1 are worth 8 gold
    m = at_market(gold=0, pool="y1 y1 k1 g1 b1", unlucky_roll=True)
    m.act(RED, A.BuyIngredient("honey", "none", 0))
    assert "block_recipe" in tokens(m)  # 4 more
    m.act(RED, A.BuyToken("block_recipe"))
    assert seat(m, RED).gold == 0


def test_dice_showing_1_used_for_a_purchase_stay_in_the_active_pool() -> None:
    m = at_market(gold=0, pool="y1 k1 g1", unlucky_roll=True)
    m.act(RED, A.BuyToken("withdraw"))
    assert spec(seat(m, RED).pool) == "y1 k1 g1"
    assert seat(m, RED).gold == 0


def test_unlucky_gold_is_spent_first_and_only_for_this_rounds_purchases() -> None:
    # ASSUMPTION 11
    m = at_market(gold=5, pool="y1 k1", unlucky_roll=True)
    m.act(RED, A.BuyToken("raise"))
    assert seat(m, RED).gold == 5  # the 2 gold of the two 1s paid for it
    m.act(RED, A.BuyIngredient("fruits", "none", 0))
    assert seat(m, RED).gold == 2
    tidy_up(m)
    assert seat(m, RED).gold == 2  # it never becomes real gold
    assert seat(m, RED).unlucky_used == 0


def test_unlucky_gold_not_spent_is_lost_at_the_end_of_the_purchase() -> None:
    m = at_market(gold=3, pool="y1 k1 g1", unlucky_roll=True)
    m.act(RED, A.BuyToken("raise"))  # 2 of the 4
    m.act(RED, A.EndTurn())
    assert seat(m, RED).gold == 3


def test_only_dice_showing_1_in_the_active_pool_count() -> None:
    # ASSUMPTION 11 ("keep them in your active pool")
    m = at_market(gold=0, pool="y1", storage="k1 g1 b1", unlucky_roll=True)
    assert legal_of(m, RED, (A.BuyIngredient, A.BuyToken)) == []
    m = at_market(gold=0, pool="y1 k1", storage="g1 b1", unlucky_roll=True)
    assert tokens(m) == {"raise", "reroll"}


def test_a_blocked_die_showing_1_is_not_used_for_the_unlucky_roll_rule() -> None:
    m = at_market(gold=0, pool="y1 k1", unlucky_roll=True)
    seat(m, RED).pool[0] = replace(seat(m, RED).pool[0], blocked=True)  # Purple blocked it
    refresh(m)
    assert tokens(m) == set()  # one usable 1 is worth nothing


@pytest.mark.parametrize("counted", [False, True])
def test_a_blocked_die_showing_1_counts_for_the_unlucky_roll_rule_by_either_reading(
        monkeypatch: pytest.MonkeyPatch, counted: bool) -> None:
    # ASSUMPTION 21 (data/readings.toml): read the other way, which a study variant gives, the
    # blocked die is not used up by the rule ("You do not exchange these dice for gold")
    monkeypatch.setattr(C, "unlucky_roll_counts_blocked_dice", counted)
    m = at_market(gold=0, pool="y1 k1 g1", unlucky_roll=True)
    seat(m, RED).pool[0] = replace(seat(m, RED).pool[0], blocked=True)  # Purple blocked it
    refresh(m)
    # three 1s are worth 4 gold, the two not blocked 2
    assert tokens(m) == (set(TOKENS) if counted else {"raise", "reroll"})
    assert m.view(RED)["players"][RED]["unlucky_gold"] == (4 if counted else 2)
