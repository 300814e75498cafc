"""The readings of RULES.md assumptions 11, 13, 14, 15, 17, 18, 23, 25, 27, 29, 32 and 33
(data/readings.toml): the game plays the assumed reading, and a study variant may give the
other, which plays as it says. Each test checks both readings on the same position."""

from __future__ import annotations

import pytest

from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import CONTENT as C

from .helpers import (
    BLUE,
    GREEN,
    PURPLE,
    SMALL,
    finish,
    good,
    new,
    placing,
    refused,
    seat,
    set_player,
    st,
    start_turn,
    to_upkeep,
    up,
)
from .test_cleanup_and_end import blank
from .test_doorway_actions import sell_turn


def test_the_readings_in_force_are_the_assumed_ones() -> None:
    assert not C.starting_player_has_the_seasonal_worker
    assert C.last_action_is_phase_2s
    assert C.flip_needs_something_to_flip
    assert not C.drink_sold_as_its_good
    assert C.decorating_triggers_effects_after_building
    assert C.per_building_counts_decorated
    assert C.decorated_statues_are_their_own_type
    assert C.an_empty_draw_pile_is_exhausted
    assert C.placement_bonuses_twice_in_every_part
    assert C.coins_now_before_effects_after_selling
    assert not C.moved_to_the_tavern_paid_for_undone_actions
    assert C.brewery_cards_taken_from_the_supply


@pytest.mark.parametrize("starting_player_has_it", [False, True])
def test_11_the_seasonal_worker_is_handed_first_to_the_player_who_does_not_start(
        monkeypatch: pytest.MonkeyPatch, starting_player_has_it: bool) -> None:
    monkeypatch.setattr(C, "starting_player_has_the_seasonal_worker", starting_player_has_it)
    starters = set()
    for seed in range(6):
        v = new(players=2, seed=seed).view(None)
        starters.add(v["start_player"])
        other = 1 - v["start_player"]
        assert v["seasonal_worker"] == (v["start_player"] if starting_player_has_it else other)
    assert starters == {0, 1}  # either seat starts among these games


@pytest.mark.parametrize("phase_2s", [True, False])
def test_13_the_next_starting_player_by_either_reading(monkeypatch: pytest.MonkeyPatch,
                                                       phase_2s: bool) -> None:
    monkeypatch.setattr(C, "last_action_is_phase_2s", phase_2s)
    m = new(players=3)
    blank(m)
    placing(m, start=GREEN)
    last_to_place = -1
    while st(m).phase == "placement":  # every worker to Door A: the last ones find it full
        p = m.actors[0]
        legal = m.legal_actions(p)
        if A.PlaceWorker("A") in legal:
            last_to_place = p
            m.act(p, A.PlaceWorker("A"))
        else:
            m.act(p, legal[0])  # Protection Money, where it is asked
    last_to_act = -1
    while st(m).month == 1:  # every worker takes the first free space and ends its turn
        p = m.actors[0]
        action = m.legal_actions(p)[0]
        if isinstance(action, A.ChooseSpace):
            last_to_act = p
        m.act(p, action)
        if st(m).phase == "actions" and st(m).pending and st(m).pending[-1].space >= 0:
            m.act(p, A.EndTurn())
    assert last_to_act != last_to_place  # the readings differ here
    assert m.view(None)["start_player"] == (last_to_act if phase_2s else last_to_place)


@pytest.mark.parametrize("needs_something", [True, False])
def test_14_an_action_that_cant_be_performed_pays_1_coin_flip_with_nothing_to_flip(
        monkeypatch: pytest.MonkeyPatch, needs_something: bool) -> None:
    monkeypatch.setattr(C, "flip_needs_something_to_flip", needs_something)
    m = new()
    set_player(m, BLUE, coins=0, up={"grower": 1})
    start_turn(m, "A", BLUE, space=6)  # A right 6: Earn | Flip up to 2 (no face-down Assistant)
    m.act(BLUE, A.Earn("doorway"))
    if needs_something:
        assert m.legal_actions(BLUE) == [A.EndTurn()]
        assert "this action can't be performed" in refused(m, BLUE, A.FlipAssistants("door")).reason
        m.act(BLUE, A.EndTurn())
        assert seat(m, BLUE).coins == 2  # 1 earned, 1 for the action that can't be performed
        return
    assert m.legal_actions(BLUE) == [A.FlipAssistants("door"), A.EndTurn()]
    m.act(BLUE, A.FlipAssistants("door"))  # performed, flipping nothing: no coin for it
    assert seat(m, BLUE).coins == 1 and seat(m, BLUE).up[0] == 1
    assert "Blue has no face-down Assistant to turn face-up" in m.log


@pytest.mark.parametrize("needs_something", [True, False])
def test_14_an_action_that_cant_be_performed_pays_1_coin_festival_with_no_black_token(
        monkeypatch: pytest.MonkeyPatch, needs_something: bool) -> None:
    monkeypatch.setattr(C, "flip_needs_something_to_flip", needs_something)
    m = new()
    set_player(m, BLUE, coins=0, festival=(2, 0))
    start_turn(m, "B", BLUE, space=3)  # B 3: Sell | Festival (no good to sell, no black token)
    if needs_something:
        assert m.legal_actions(BLUE) == [A.EndTurn()]
        assert "this action can't be performed" in refused(m, BLUE, A.Festival("door")).reason
        m.act(BLUE, A.EndTurn())
        assert seat(m, BLUE).coins == 2
        return
    assert m.legal_actions(BLUE) == [A.Festival("door"), A.EndTurn()]
    m.act(BLUE, A.Festival("door"))
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 1  # only the Sell left undone
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (2, 0)
    assert "Blue prepares for the Orctober Fest: no black Festival token to turn" in m.log


@pytest.mark.parametrize(("as_its_good", "peat"), [(False, 0), (True, 1)])
def test_15_month_2_sell_pigs_or_hops_and_get_1_peat_selling_premium_beer(
        monkeypatch: pytest.MonkeyPatch, as_its_good: bool, peat: int) -> None:
    monkeypatch.setattr(C, "drink_sold_as_its_good", as_its_good)
    m = new(level="advanced")
    sell_turn(m, month=2, goods={"premium_beer": 1})
    m.act(BLUE, A.Sell("doorway", "premium_beer", 1, 0))
    assert seat(m, BLUE).coins == 6  # Premium Beer's own price either way
    assert good(m, BLUE, "peat") == peat


@pytest.mark.parametrize("as_its_good", [False, True])
def test_15_read_either_way_selling_hops_earns_month_2s_peat(monkeypatch: pytest.MonkeyPatch,
                                                             as_its_good: bool) -> None:
    monkeypatch.setattr(C, "drink_sold_as_its_good", as_its_good)
    m = new(level="advanced")
    sell_turn(m, month=2, goods={"hops": 1, "smoked_whisky": 1})
    m.act(BLUE, A.Sell("doorway", "hops", 1, 0))
    assert good(m, BLUE, "peat") == 1


@pytest.mark.parametrize(("decorating_is_building", "flipped"), [(True, 1), (False, 0)])
def test_17_e17_after_building_and_decorating(monkeypatch: pytest.MonkeyPatch,
                                              decorating_is_building: bool,
                                              flipped: int) -> None:
    monkeypatch.setattr(C, "decorating_triggers_effects_after_building", decorating_is_building)
    m = new(level="advanced")
    set_player(m, BLUE, coins=3, down={"grower": 1}, buildings=["E17", "S"])
    start_turn(m, "C", BLUE, space=1)  # month 1, C right 1: Build or Decorate | Earn
    m.act(BLUE, A.Decorate("doorway", "S"))
    assert seat(m, BLUE).decorated == ["S"] and seat(m, BLUE).coins == 0
    assert up(m, BLUE, "grower") == flipped


@pytest.mark.parametrize("own_type", [True, False])
def test_18_no_player_may_ever_have_more_than_3_statues(monkeypatch: pytest.MonkeyPatch,
                                                        own_type: bool) -> None:
    monkeypatch.setattr(C, "decorated_statues_are_their_own_type", own_type)
    m = new()
    set_player(m, BLUE, coins=30, buildings=["S", "S"], decorated=["S"])
    start_turn(m, "C", BLUE, space=1)
    if own_type:  # two Statues and a Decorated Statue: a third Statue may join them
        m.act(BLUE, A.Build("doorway", "S"))
        assert seat(m, BLUE).buildings == ["S", "S", "S"]
        return
    assert refused(m, BLUE, A.Build("doorway", "S")).reason == \
        "You already have 3 Statues, decorated or not (General Limit of Three: at most 3 Statues)"
    m.act(BLUE, A.Decorate("doorway", "S"))  # decorating one keeps them at 3
    assert seat(m, BLUE).decorated == ["S", "S"]


@pytest.mark.parametrize("empty_pile_is_exhausted", [True, False])
def test_23_a_deck_exhausted_during_clean_up_an_empty_draw_pile_behind_a_full_row(
        monkeypatch: pytest.MonkeyPatch, empty_pile_is_exhausted: bool) -> None:
    monkeypatch.setattr(C, "an_empty_draw_pile_is_exhausted", empty_pile_is_exhausted)
    m = new()
    blank(m)
    st(m).extension_row = st(m).extension_row[:3]
    st(m).extension_deck = st(m).extension_deck[:2]  # Clean-up draws the last two: a full row
    to_upkeep(m, month=2)
    assert not st(m).extension_deck and len(st(m).extension_row) == 5
    assert m.over is empty_pile_is_exhausted
    assert st(m).month == (2 if empty_pile_is_exhausted else 3)


@pytest.mark.parametrize("empty_pile_is_exhausted", [True, False])
def test_23_read_either_way_a_row_clean_up_cannot_fill_or_no_statue_ends_the_game(
        monkeypatch: pytest.MonkeyPatch, empty_pile_is_exhausted: bool) -> None:
    monkeypatch.setattr(C, "an_empty_draw_pile_is_exhausted", empty_pile_is_exhausted)
    for statues in (12, 0):
        m = new()
        blank(m)
        st(m).statues = statues
        if statues:
            st(m).homestead_row = st(m).homestead_row[:3]
            st(m).homestead_deck = st(m).homestead_deck[:1]  # the row stays at 4
        to_upkeep(m, month=2)
        assert m.over and st(m).month == 2
        assert "The game ends: a deck of Building cards is exhausted" in m.log


@pytest.mark.parametrize(("counts_decorated", "vp"), [(True, 6 * 3 + 4 * 3),
                                                       (False, 6 * 1 + 4 * 2)])
def test_25_h10_per_extension_and_h17_per_homestead_card(monkeypatch: pytest.MonkeyPatch,
                                                          counts_decorated: bool,
                                                          vp: int) -> None:
    monkeypatch.setattr(C, "per_building_counts_decorated", counts_decorated)
    m = new()
    set_player(m, BLUE, buildings=["E1", "H10", "H17"], decorated=["E2", "E3", "H1"])
    set_player(m, PURPLE)
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[BLUE]["homesteads"] == vp


@pytest.mark.parametrize(("every_part", "festival", "flipped"), [(True, (2, 0), 3),
                                                                  (False, (1, 1), 2)])
def test_27_b18_you_receive_placement_bonuses_twice(
        monkeypatch: pytest.MonkeyPatch, every_part: bool, festival: tuple[int, int],
        flipped: int) -> None:
    monkeypatch.setattr(C, "placement_bonuses_twice_in_every_part", every_part)
    m = new(level="expert")
    placing(m, start=BLUE)
    set_player(m, BLUE, brewery="B18", down={"grower": 3}, festival=(0, 2))
    set_player(m, PURPLE, brewery="B11")
    m.act(BLUE, A.PlaceWorker("tavern"))  # 1 coin, a Festival token, up to 2 Assistants
    assert seat(m, BLUE).coins == 2  # the coins twice, either way
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == festival
    assert up(m, BLUE, "grower") == flipped


@pytest.mark.parametrize(("before_effects", "coins", "vp"), [
    (True, 11, 0), (False, 11, 5), (True, 12, 5), (False, 12, 5), (True, 10, 0),
    (False, 10, 0)])
def test_29_month_6_sell_any_kind_of_good_and_if_you_now_have_15_or_more_coins(
        monkeypatch: pytest.MonkeyPatch, before_effects: bool, coins: int, vp: int) -> None:
    monkeypatch.setattr(C, "coins_now_before_effects_after_selling", before_effects)
    m = new(level="advanced")
    sell_turn(m, month=6, coins=coins, goods={"hops": 1}, buildings=["E10"])
    m.act(BLUE, A.Sell("doorway", "hops", 1, 0))  # 3 coins, then E10's 1 coin
    assert seat(m, BLUE).coins == coins + 3 + 1
    assert seat(m, BLUE).vp_tokens == vp


@pytest.mark.parametrize(("paid", "coins"), [(False, 1), (True, 1 + 2)])
def test_32_a_worker_moved_to_the_tavern_because_all_six_spaces_are_taken(
        monkeypatch: pytest.MonkeyPatch, paid: bool, coins: int) -> None:
    monkeypatch.setattr(C, "moved_to_the_tavern_paid_for_undone_actions", paid)
    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "B", BLUE, taken={s: PURPLE for s in range(1, 7)})
    assert [(w.owner, w.size) for w in st(m).tavern] == [(BLUE, SMALL)]
    assert seat(m, BLUE).coins == coins  # the Tavern's 1 coin, and 1 for each undone action
    assert ("Blue leaves 2 actions undone: +2 coins" in m.log) is paid


@pytest.mark.parametrize(("from_supply", "goods", "assistants"), [
    (True, {"hops": 12, "peat": 10, "cow": 12, "goat": 10, "pig": 12},
     {"grower": 12, "labourer": 12, "brewer": 10, "brewmaster": 3}),
    (False, {"hops": 12, "peat": 12, "cow": 12, "goat": 12, "pig": 12},
     {"grower": 12, "labourer": 12, "brewer": 12, "brewmaster": 3})])
def test_33_each_player_takes_the_cards_shown_on_their_brewery_card(
        monkeypatch: pytest.MonkeyPatch, from_supply: bool, goods: dict[str, int],
        assistants: dict[str, int]) -> None:
    monkeypatch.setattr(C, "brewery_cards_taken_from_the_supply", from_supply)
    m = new(players=2)  # Beginner: each takes a Peat, a small Goat, a Brewer and a Brewmaster
    assert m.view(None)["supply"] == {"goods": goods, "assistants": assistants}
    for p in range(2):
        assert m.view(p)["players"][p]["goods"] == {"peat": 1, "goat": 1}
