"""Rulebook: The Doorway Actions (Earn, Flip, Prepare for the Orctober Fest, Buy, Hire, Build,
Decorate, Sell, Earn Acclaim), Monthly Bonuses for Selling, and Refreshing the Extension and
Homestead cards."""

from __future__ import annotations

from typing import Any

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import GOODS

from .helpers import (
    BLUE,
    PURPLE,
    SMALL,
    down,
    good,
    kinds,
    new,
    refresh,
    refused,
    seat,
    set_player,
    st,
    start_actions,
    start_turn,
    up,
)

ROW_E = ["E1", "E2", "E3", "E4", "E5"]
ROW_H = ["H1", "H2", "H3", "H4", "H5"]


def supply(m: Match, g: str) -> int:
    return st(m).supply_goods[GOODS.index(g)]


def sell_turn(m: Match, month: int = 2, coins: int = 0, **holdings: Any) -> None:
    """Blue at Door B, space 1 (Sell | Earn 1 coin) in `month`, holding `holdings`."""
    set_player(m, BLUE, coins=coins, **holdings)
    start_turn(m, "B", BLUE, month=month, space=1)


# --- Earn, Flip, Festival --------------------------------------------------------------------


def test_earn_money_takes_1_coin_from_the_supply() -> None:
    m = new()
    set_player(m, BLUE, coins=4)
    start_turn(m, "A", BLUE, space=1)  # Hire Labourer | Earn 1 coin
    m.act(BLUE, A.Earn("door"))
    assert seat(m, BLUE).coins == 5


def test_flip_one_turns_one_face_down_assistant_face_up_of_the_players_choice() -> None:
    m = new()
    set_player(m, BLUE, down={"grower": 1, "brewer": 1})
    start_turn(m, "B", BLUE, space=2)  # Sell | Flip 1
    m.act(BLUE, A.FlipAssistants("door"))
    assert m.legal_actions(BLUE) == [A.Flip("grower"), A.Flip("brewer")]
    m.act(BLUE, A.Flip("grower"))
    assert (up(m, BLUE, "grower"), down(m, BLUE, "brewer")) == (1, 1)
    assert not any(isinstance(a, A.Flip) for a in m.legal_actions(BLUE))


def test_flip_two_turns_up_to_two_face_down_assistants_face_up() -> None:
    m = new()
    set_player(m, BLUE, down={"grower": 2, "brewer": 1})
    start_turn(m, "A", BLUE, space=6)  # Earn | Flip up to 2
    m.act(BLUE, A.FlipAssistants("door"))
    assert m.legal_actions(BLUE) == [A.Flip("grower"), A.Flip("brewer")]
    m.act(BLUE, A.Flip("brewer"))  # the second one can only be a Grower: it turns by itself
    assert (up(m, BLUE, "brewer"), up(m, BLUE, "grower"), down(m, BLUE, "grower")) == (1, 1, 1)

    m = new()
    set_player(m, BLUE, down={"labourer": 1})
    start_turn(m, "A", BLUE, space=6)
    m.act(BLUE, A.FlipAssistants("door"))  # only one is face-down: it turns, no question
    assert up(m, BLUE, "labourer") == 1 and kinds(m)[-1] == "take_actions"


def test_flip_is_impossible_without_a_face_down_assistant() -> None:
    m = new()
    set_player(m, BLUE, up={"grower": 1})
    start_turn(m, "A", BLUE, space=6)
    assert A.FlipAssistants("door") not in m.legal_actions(BLUE)


def test_prepare_for_the_orctober_fest_turns_a_black_festival_token_white() -> None:
    m = new()
    set_player(m, BLUE, festival=(0, 2))
    start_turn(m, "B", BLUE, space=3)  # Sell | Festival
    m.act(BLUE, A.Festival("door"))
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (1, 1)

    m = new()
    set_player(m, BLUE, festival=(2, 0))
    start_turn(m, "B", BLUE, space=3)
    assert A.Festival("door") not in m.legal_actions(BLUE)


# --- Buy, Hire -------------------------------------------------------------------------------


def test_buy_a_good_pays_and_takes_its_card_small_side_up_from_the_supply() -> None:
    m = new()
    set_player(m, BLUE, up={"brewer": 1})
    before = supply(m, "goat")
    start_turn(m, "A", BLUE, space=4)  # Buy Goat (1 Beer): the rulebook's example
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    assert good(m, BLUE, "goat") == 1 and good(m, BLUE, "large_goat") == 0
    assert supply(m, "goat") == before - 1
    assert down(m, BLUE, "brewer") == 1


@pytest.mark.parametrize(("door", "month", "space", "bought", "holding"), [
    ("A", 1, 5, "hops", {"grower": 1}),                 # Hops: 1 Grain
    ("A", 2, 5, "peat", {"labourer": 1}),               # Peat: 1 Strength
    ("A", 2, 4, "pig", {"grower": 1}),                  # Pig: 1 Grain + 1 coin
    ("B", 1, 4, "cow", {"labourer": 1, "brewer": 1}),   # Cow: 1 Strength + 1 Beer
])
def test_buy_costs_are_printed_beside_the_action(door: str, month: int, space: int,
                                                 bought: str, holding: dict[str, int]) -> None:
    # ASSUMPTION (REF 2.4) except the Goat's 1 Beer.
    m = new()
    set_player(m, BLUE, coins=1, up=holding)
    start_turn(m, door, BLUE, month=month, space=space)
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    assert good(m, BLUE, bought) == 1
    assert sum(seat(m, BLUE).up) == 0
    assert seat(m, BLUE).coins == (0 if bought == "pig" else 1)


def test_hire_an_assistant_pays_and_takes_it_face_up() -> None:
    m = new()
    set_player(m, BLUE, coins=1)
    before = st(m).supply_assistants[1]
    start_turn(m, "A", BLUE, space=1)  # Hire Labourer (1 coin): the rulebook's example
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    assert (up(m, BLUE, "labourer"), down(m, BLUE, "labourer")) == (1, 0)
    assert seat(m, BLUE).coins == 0 and st(m).supply_assistants[1] == before - 1


def test_hire_any_assistant_offers_each_standard_kind() -> None:
    # ASSUMPTION (REF 2.5): C right, space 5 hires any standard Assistant for 2 coins.
    m = new()
    set_player(m, BLUE, coins=2)
    start_turn(m, "C", BLUE, space=5)
    assert [a for a in m.legal_actions(BLUE) if isinstance(a, A.Hire)] == [
        A.Hire("doorway", k, 0, 0, 0) for k in ("grower", "labourer", "brewer")]


def test_an_empty_assistant_pile_cannot_be_hired_from() -> None:
    m = new()
    set_player(m, BLUE, coins=2)
    st(m).supply_assistants[0] = 0  # no Grower left
    start_turn(m, "C", BLUE, space=5)
    assert {a.assistant for a in m.legal_actions(BLUE) if isinstance(a, A.Hire)} == {
        "labourer", "brewer"}


# --- Build, Decorate, refreshing the rows ----------------------------------------------------


def build_turn(m: Match, coins: int, **holdings: Any) -> None:
    st(m).extension_row = list(ROW_E)
    st(m).homestead_row = list(ROW_H)
    set_player(m, BLUE, coins=coins, **holdings)
    start_turn(m, "C", BLUE, space=1)  # C right 1: Build or Decorate | Earn


@pytest.mark.parametrize(("card", "price"), [("E3", 4), ("S", 8), ("H2", 10)])
def test_build_takes_a_card_from_the_face_up_rows_undecorated_for_its_price(
        card: str, price: int) -> None:
    m = new()
    build_turn(m, coins=price)
    statues = st(m).statues
    m.act(BLUE, A.Build("doorway", card))
    assert seat(m, BLUE).buildings == [card] and seat(m, BLUE).decorated == []
    assert seat(m, BLUE).coins == 0
    if card == "S":
        assert st(m).statues == statues - 1
    else:
        assert card not in st(m).extension_row + st(m).homestead_row


@pytest.mark.parametrize(("coins", "affordable"), [
    (3, set()), (4, set(ROW_E)), (8, {*ROW_E, "S"}), (10, {*ROW_E, *ROW_H, "S"})])
def test_build_needs_the_price_in_coins(coins: int, affordable: set[str]) -> None:
    m = new()
    build_turn(m, coins=coins)
    assert {a.card for a in m.legal_actions(BLUE) if isinstance(a, A.Build)} == affordable


def test_only_cards_in_the_face_up_rows_can_be_built() -> None:
    m = new()
    build_turn(m, coins=20)
    deck_card = st(m).extension_deck[-1]
    refused(m, BLUE, A.Build("doorway", deck_card))


def test_when_all_five_extensions_are_bought_the_row_is_filled_up_at_once() -> None:
    m = new()
    build_turn(m, coins=20)
    st(m).extension_row = ["E1"]
    top5 = st(m).extension_deck[-5:]
    m.act(BLUE, A.Build("doorway", "E1"))
    assert sorted(st(m).extension_row) == sorted(top5)
    assert len(st(m).extension_deck) == 10


def test_when_all_five_homesteads_are_bought_the_row_is_filled_up_at_once() -> None:
    m = new()
    build_turn(m, coins=20)
    st(m).homestead_row = ["H1"]
    top5 = st(m).homestead_deck[-5:]
    left = len(st(m).homestead_deck) - 5
    m.act(BLUE, A.Build("doorway", "H1"))
    assert sorted(st(m).homestead_row) == sorted(top5)
    assert len(st(m).homestead_deck) == left


def test_a_building_deck_that_has_run_out_is_no_longer_available() -> None:
    m = new()
    build_turn(m, coins=20)
    st(m).extension_row = ["E1"]
    st(m).extension_deck = []
    st(m).statues = 0
    refresh(m)
    assert {a.card for a in m.legal_actions(BLUE) if isinstance(a, A.Build)} == {"E1", *ROW_H}
    refused(m, BLUE, A.Build("doorway", "S"))
    m.act(BLUE, A.Build("doorway", "E1"))  # the last Extension: nothing to refill the row
    assert st(m).extension_row == [] and st(m).extension_deck == []


def test_a_row_with_cards_left_is_not_filled_up_during_the_month() -> None:
    m = new()
    build_turn(m, coins=20)
    st(m).extension_row = ["E1", "E2"]
    m.act(BLUE, A.Build("doorway", "E1"))
    assert st(m).extension_row == ["E2"]


def test_buying_the_last_extension_does_not_refill_the_homestead_row() -> None:
    m = new()
    build_turn(m, coins=20)
    st(m).extension_row = ["E1"]
    st(m).homestead_row = ["H1", "H2", "H3"]
    m.act(BLUE, A.Build("doorway", "E1"))
    assert len(st(m).extension_row) == 5
    assert st(m).homestead_row == ["H1", "H2", "H3"]


def test_decorate_flips_an_own_building_to_its_decorated_side_for_3_coins() -> None:
    m = new()
    build_turn(m, coins=3, buildings=["E9", "H9", "S"])
    assert {a.card for a in m.legal_actions(BLUE) if isinstance(a, A.Decorate)} == {
        "E9", "H9", "S"}
    m.act(BLUE, A.Decorate("doorway", "H9"))
    assert seat(m, BLUE).buildings == ["E9", "S"] and seat(m, BLUE).decorated == ["H9"]
    assert seat(m, BLUE).coins == 0


def test_decorating_needs_3_coins() -> None:
    m = new()
    build_turn(m, coins=2, buildings=["E9"])
    assert not any(isinstance(a, A.Decorate) for a in m.legal_actions(BLUE))


def test_a_decorated_building_cannot_be_decorated_again() -> None:
    m = new()
    build_turn(m, coins=10, decorated=["E9"])
    assert not any(isinstance(a, A.Decorate) for a in m.legal_actions(BLUE))
    refused(m, BLUE, A.Decorate("doorway", "E9"))


def test_build_or_decorate_is_one_action_not_both() -> None:
    m = new()
    build_turn(m, coins=20, buildings=["E9"])
    m.act(BLUE, A.Build("doorway", "E1"))
    assert not any(isinstance(a, (A.Build, A.Decorate)) for a in m.legal_actions(BLUE))


# --- Sell ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("face", "sold", "small", "large", "price"), [
    ("hops", "hops", 1, 0, 3),                  # RULES (month-2 example)
    ("premium_beer", "premium_beer", 1, 0, 6),  # ASSUMPTION (REF 2.4)
    ("peat", "peat", 1, 0, 3),
    ("smoked_whisky", "smoked_whisky", 1, 0, 8),
    ("goat", "goat", 1, 0, 3),                  # RULES (Yellow's example)
    ("large_goat", "goat", 0, 1, 8),            # RULES
    ("pig", "pig", 1, 0, 4),
    ("large_pig", "pig", 0, 1, 9),
    ("cow", "cow", 1, 0, 5),
    ("large_cow", "cow", 0, 1, 11),
])
def test_sell_pays_the_price_on_barn_door_b_per_card(face: str, sold: str, small: int,
                                                     large: int, price: int) -> None:
    m = new()
    quiet = {"goat": 3, "cow": 5}.get(sold, 4)  # a month whose selling bonus does not apply
    sell_turn(m, month=quiet, goods={face: 1})
    m.act(BLUE, A.Sell("doorway", sold, small, large))
    assert seat(m, BLUE).coins == price


def test_sold_cards_go_back_to_the_supply_small_or_unbrewed_side_up() -> None:
    m = new()
    sell_turn(m, month=4, goods={"premium_beer": 2, "large_pig": 1})
    hops, pigs = supply(m, "hops"), supply(m, "pig")
    m.act(BLUE, A.Sell("doorway", "premium_beer", 2, 0))
    assert supply(m, "hops") == hops + 2
    start_turn(m, "B", BLUE, month=4, space=1)
    m.act(BLUE, A.Sell("doorway", "pig", 0, 1))
    assert supply(m, "pig") == pigs + 1


def test_sell_any_number_of_one_type_and_keep_the_rest() -> None:
    m = new()
    sell_turn(m, month=4, goods={"pig": 2, "large_pig": 1, "hops": 1})
    sales = {(a.good, a.small, a.large) for a in m.legal_actions(BLUE)
             if isinstance(a, A.Sell)}
    assert sales == {("hops", 1, 0), ("pig", 1, 0), ("pig", 2, 0), ("pig", 0, 1),
                     ("pig", 1, 1), ("pig", 2, 1)}
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    assert good(m, BLUE, "pig") == 1 and good(m, BLUE, "large_pig") == 1
    assert not any(isinstance(a, A.Sell) for a in m.legal_actions(BLUE))  # one type per Sell


def test_a_player_who_sells_again_later_may_sell_the_same_type_again() -> None:
    m = new()
    set_player(m, BLUE, goods={"goat": 2})
    start_actions(m, {"B": [(BLUE, SMALL), (BLUE, SMALL)]}, month=3, hold=True)
    m.act(BLUE, A.ChooseSpace(1))
    m.act(BLUE, A.Sell("doorway", "goat", 1, 0))
    m.act(BLUE, A.EndTurn())
    m.act(BLUE, A.ChooseSpace(2))
    m.act(BLUE, A.Sell("doorway", "goat", 1, 0))
    assert good(m, BLUE, "goat") == 0


# --- Monthly Bonuses for Selling -------------------------------------------------------------


def bonus_after_sale(month: int, sold: str, extra: dict[str, int] | None = None,
                     coins: int = 0) -> dict[str, int]:
    m = new(level="advanced")  # B5: no ability of its own
    sell_turn(m, month=month, coins=coins, goods={sold: 1, **(extra or {})})
    m.act(BLUE, A.Sell("doorway", sold, 1, 0))
    s = seat(m, BLUE)
    base = {"hops": 3, "peat": 3, "cow": 5, "goat": 3, "pig": 4}[sold]
    return {"coins": s.coins - coins - base, "peat": good(m, BLUE, "peat"),
            "premium_beer": good(m, BLUE, "premium_beer"), "vp": s.vp_tokens}


@pytest.mark.parametrize("sold", ["hops", "peat", "cow", "goat", "pig"])
def test_month_1_selling_any_good_gives_2_more_coins(sold: str) -> None:
    assert bonus_after_sale(1, sold)["coins"] == 2


@pytest.mark.parametrize(("sold", "gets"), [("pig", 1), ("hops", 1), ("cow", 0), ("goat", 0)])
def test_month_2_selling_pigs_or_hops_gives_1_peat(sold: str, gets: int) -> None:
    got = bonus_after_sale(2, sold)
    assert got["peat"] == gets and got["coins"] == 0


@pytest.mark.parametrize(("sold", "flips"), [("cow", 1), ("hops", 1), ("pig", 0), ("goat", 0)])
def test_month_3_selling_cows_or_hops_flips_a_hops_into_premium_beer(sold: str,
                                                                     flips: int) -> None:
    extra = {"hops": 2} if sold == "hops" else {"hops": 1}
    assert bonus_after_sale(3, sold, extra)["premium_beer"] == flips


@pytest.mark.parametrize(("sold", "gets"), [("cow", 1), ("goat", 1), ("pig", 0), ("hops", 0)])
def test_month_4_selling_cows_or_goats_gives_1_peat(sold: str, gets: int) -> None:
    assert bonus_after_sale(4, sold)["peat"] == gets


@pytest.mark.parametrize(("sold", "flips"), [("pig", 1), ("goat", 1), ("cow", 0), ("hops", 0)])
def test_month_5_selling_pigs_or_goats_flips_a_hops_or_peat(sold: str, flips: int) -> None:
    extra = {"hops": 2} if sold == "hops" else {"hops": 1}
    assert bonus_after_sale(5, sold, extra)["premium_beer"] == flips


@pytest.mark.parametrize(("coins", "vp"), [(0, 0), (11, 0), (12, 5), (20, 5)])
def test_month_6_selling_with_15_coins_after_the_sale_gives_a_5_vp_token(coins: int,
                                                                          vp: int) -> None:
    assert bonus_after_sale(6, "hops", coins=coins)["vp"] == vp  # the sale brings 3 coins


def test_month_6_bonus_counts_the_coins_before_extension_effects() -> None:
    # ASSUMPTION 29 (RULES.md): "if you now have 15 or more coins" is checked right after the
    # sale, before E10's +1 coin.
    m = new(level="advanced")
    sell_turn(m, month=6, coins=11, goods={"hops": 1}, buildings=["E10"])
    m.act(BLUE, A.Sell("doorway", "hops", 1, 0))
    assert seat(m, BLUE).coins == 11 + 3 + 1 and seat(m, BLUE).vp_tokens == 0

    m = new(level="advanced")
    sell_turn(m, month=6, coins=12, goods={"hops": 1}, buildings=["E10"])
    m.act(BLUE, A.Sell("doorway", "hops", 1, 0))
    assert seat(m, BLUE).coins == 12 + 3 + 1 and seat(m, BLUE).vp_tokens == 5


def test_the_flip_bonus_lets_the_seller_choose_hops_or_peat() -> None:
    m = new(level="advanced")
    sell_turn(m, month=5, goods={"pig": 1, "hops": 1, "peat": 1})
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    assert m.legal_actions(BLUE) == [A.FlipGood("hops"), A.FlipGood("peat")]
    m.act(BLUE, A.FlipGood("peat"))
    assert good(m, BLUE, "smoked_whisky") == 1 and good(m, BLUE, "hops") == 1


def test_the_flip_bonus_does_nothing_without_hops_or_peat() -> None:
    m = new(level="advanced")
    sell_turn(m, month=3, goods={"cow": 1})
    m.act(BLUE, A.Sell("doorway", "cow", 1, 0))
    assert kinds(m)[-1] == "take_actions" and seat(m, BLUE).coins == 5


def test_premium_beer_and_smoked_whisky_are_never_flipped_back() -> None:
    m = new(level="advanced")
    sell_turn(m, month=5, goods={"pig": 1, "premium_beer": 1, "smoked_whisky": 1})
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    assert kinds(m)[-1] == "take_actions"  # nothing to flip: the drinks stay drinks
    assert good(m, BLUE, "premium_beer") == 1 and good(m, BLUE, "smoked_whisky") == 1


def test_selling_premium_beer_is_not_selling_hops_for_a_monthly_bonus() -> None:
    # ASSUMPTION 15 (RULES.md): Premium Beer is its own card type.
    m = new(level="advanced")
    sell_turn(m, month=2, goods={"premium_beer": 1})
    m.act(BLUE, A.Sell("doorway", "premium_beer", 1, 0))
    assert good(m, BLUE, "peat") == 0 and seat(m, BLUE).coins == 6


def test_month_1_bonus_comes_for_premium_beer_and_smoked_whisky_too() -> None:
    m = new(level="advanced")
    sell_turn(m, month=1, goods={"smoked_whisky": 1})
    m.act(BLUE, A.Sell("doorway", "smoked_whisky", 1, 0))
    assert seat(m, BLUE).coins == 8 + 2


def test_peat_bonus_only_if_a_peat_card_is_available() -> None:
    m = new(level="advanced")
    st(m).supply_goods[GOODS.index("peat")] = 0
    sell_turn(m, month=2, goods={"pig": 1})
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    assert good(m, BLUE, "peat") == 0 and supply(m, "peat") == 0


def test_selling_bonus_comes_once_per_sale_however_many_cards_are_sold() -> None:
    m = new(level="advanced")
    sell_turn(m, month=1, goods={"goat": 3})
    m.act(BLUE, A.Sell("doorway", "goat", 3, 0))
    assert seat(m, BLUE).coins == 9 + 2


def test_selling_twice_in_a_month_earns_the_bonus_twice() -> None:
    m = new(level="advanced")
    set_player(m, BLUE, goods={"pig": 2})
    start_actions(m, {"B": [(BLUE, SMALL), (BLUE, SMALL)]}, month=2, hold=True)
    m.act(BLUE, A.ChooseSpace(1))
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    m.act(BLUE, A.EndTurn())
    m.act(BLUE, A.ChooseSpace(2))
    m.act(BLUE, A.Sell("doorway", "pig", 1, 0))
    assert good(m, BLUE, "peat") == 2


# --- Earn Acclaim (ASSUMPTION: REF 2.6, components.toml [acclaims]) --------------------------


def acclaim_turn(m: Match, **holdings: Any) -> None:
    set_player(m, BLUE, **holdings)
    start_turn(m, "C", BLUE, space=4)  # C right 4: Earn Acclaim | Earn


def acclaims(m: Match) -> set[str]:
    return {a.acclaim for a in m.legal_actions(BLUE) if isinstance(a, A.EarnAcclaim)}


def test_earn_acclaim_needs_the_items_but_pays_nothing() -> None:
    m = new()
    acclaim_turn(m, up={"grower": 1, "labourer": 1, "brewer": 1})
    assert acclaims(m) == {"master_of_crafts"}
    m.act(BLUE, A.EarnAcclaim("doorway", "master_of_crafts"))
    assert seat(m, BLUE).up == [1, 1, 1, 0] and seat(m, BLUE).vp_tokens == 5


def test_earn_acclaim_counts_face_down_assistants_too() -> None:
    m = new()
    acclaim_turn(m, down={"grower": 1, "labourer": 1, "brewer": 1})
    assert acclaims(m) == {"master_of_crafts"}


def test_the_brewmaster_never_counts_for_earning_acclaim() -> None:
    m = new()
    acclaim_turn(m, up={"grower": 1, "labourer": 1, "brewmaster": 1})
    assert acclaims(m) == set()
    assert A.EarnAcclaim("doorway", "master_of_crafts") not in m.legal_actions(BLUE)


@pytest.mark.parametrize(("acclaim", "holdings", "vp"), [
    ("guild_favour", {"buildings": ["E1", "E5"]}, 5),
    ("rancher", {"goods": {"cow": 1, "large_goat": 1, "pig": 1}}, 3),
    ("brewers_pride", {"goods": {"smoked_whisky": 1}}, 5),
    ("builder", {"buildings": ["S"], "decorated": ["H3"]}, 3),
    ("popular", {"festival": (2, 0)}, 2),
])
def test_each_acclaim_gives_its_vp_for_its_requirement(acclaim: str, holdings: dict[str, Any],
                                                       vp: int) -> None:
    m = new()
    acclaim_turn(m, **holdings)
    assert acclaim in acclaims(m)
    m.act(BLUE, A.EarnAcclaim("doorway", acclaim))
    assert seat(m, BLUE).vp_tokens == vp


def test_each_acclaim_is_earned_once_per_player() -> None:
    m = new()
    acclaim_turn(m, festival=(2, 0), acclaims=["popular"])
    assert acclaims(m) == set()
    refused(m, BLUE, A.EarnAcclaim("doorway", "popular"))
    assert seat(m, PURPLE).acclaims == []
