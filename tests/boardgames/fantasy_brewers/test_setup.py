"""Rulebook: Game Setup (steps 1-8), Components and the Brewery cards' starting holdings."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import alehouse
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import ASSISTANTS, CONTENT, GOODS

from .helpers import kinds, new, seat, set_player, st, start_turn, to_upkeep


def holdings(m: alehouse.Match, p: int) -> dict[str, Any]:
    s = seat(m, p)
    return {
        "festival": (s.festival_white, s.festival_black),
        "coins": s.coins,
        "vp": s.vp_tokens,
        "assistants": {a: s.up[i] for i, a in enumerate(ASSISTANTS) if s.up[i]},
        "face_down": sum(s.down),
        "goods": {f: n for f, n in m.view(p)["players"][p]["goods"].items()},
        "stars": m.view(p)["players"][p]["gold_stars"],
    }


def test_both_doors_start_turned_to_the_right() -> None:
    doors = new().view(0)["doors"]
    assert doors["A"]["side"] == "right"
    assert doors["C"]["side"] == "right"
    assert doors["B"]["side"] == "fixed"


def test_calendar_starts_on_month_1() -> None:
    assert new().view(0)["month"] == 1


@pytest.mark.parametrize(("level", "months"), [("beginner", 5), ("advanced", 6),
                                                ("expert", 6)])
def test_game_lasts_5_months_beginner_and_6_months_advanced_or_expert(level: str,
                                                                      months: int) -> None:
    assert new(level=level).view(None)["months"] == months


def place_all_at_tavern(m: alehouse.Match) -> list[tuple[int, str]]:
    """Place every worker of month 1 at the Tavern; (player, worker) in placement order."""
    placed = []
    while st(m).month == 1 and st(m).phase == "placement":
        p = m.actors[0]
        if kinds(m)[-1] == "place_worker":
            placed.append((p, m.view(p)["decision"]["worker"]))
        m.act(p, m.legal_actions(p)[0])  # a Tavern placement or a Tavern bonus flip
    return placed


def test_each_player_places_three_workers_a_month() -> None:
    m = new(players=3)
    assert st(m).seasonal_owner == -1  # no Seasonal Worker beyond 2 players
    placed = place_all_at_tavern(m)
    assert len(placed) == 9
    for p in range(3):
        assert sorted(size for q, size in placed if q == p) == ["large", "medium", "small"]


def test_two_player_game_uses_the_four_worker_side_with_the_seasonal_worker() -> None:
    m = new(players=2)
    owner = m.view(None)["seasonal_worker"]
    assert owner in (0, 1)
    placed = place_all_at_tavern(m)
    assert len(placed) == 7  # 3 workers each and the Seasonal Worker
    assert placed[-1] == (owner, "seasonal")


def test_goods_piles_hold_12_of_each_minus_the_starting_goods() -> None:
    m = new(players=3)  # beginner: each player starts with 1 Peat and 1 small Goat
    supply = m.view(None)["supply"]["goods"]
    assert supply == {"hops": 12, "peat": 9, "cow": 12, "goat": 9, "pig": 12}
    for p in range(3):
        assert m.view(p)["players"][p]["goods"] == {"peat": 1, "goat": 1}  # small side


def test_assistant_piles_hold_12_of_each_standard_kind_and_no_brewmasters_are_for_hire() -> None:
    m = new(players=2)
    supply = m.view(None)["supply"]["assistants"]
    assert (supply["grower"], supply["labourer"], supply["brewer"]) == (12, 12, 10)
    hire_choices = {f.name: f.metadata["domain"] for f in dataclasses.fields(A.Hire)}
    assert "brewmaster" not in hire_choices["assistant"]


def test_five_extensions_and_five_homesteads_face_up_and_statues_stay_in_their_deck() -> None:
    # ASSUMPTION (board.toml [rows]): a row of 5 face-up cards beside a face-down deck; the
    # rulebook says "Draw 4 ... There are 5 Extension cards available".
    v = new().view(None)
    assert len(v["extension_row"]) == 5 and len(v["homestead_row"]) == 5
    assert all(c["card"].startswith("E") for c in v["extension_row"])
    assert all(c["card"].startswith("H") for c in v["homestead_row"])
    assert v["decks"] == {"extensions": 15, "homesteads": 20, "statues": 12}


def test_extension_and_homestead_decks_are_shuffled() -> None:
    rows = {tuple(c["card"] for c in new(seed=s).view(None)["extension_row"]) for s in range(6)}
    homes = {tuple(c["card"] for c in new(seed=s).view(None)["homestead_row"])
             for s in range(6)}
    assert len(rows) > 1 and len(homes) > 1


def test_components_are_as_many_as_the_rulebook_lists() -> None:
    assert CONTENT.assistant_count == {"grower": 12, "labourer": 12, "brewer": 12,
                                       "brewmaster": 5}
    assert CONTENT.good_count == {g: 12 for g in GOODS}
    assert len(CONTENT.extensions) == 20 and len(CONTENT.homesteads) == 25
    assert CONTENT.building_types["statue"].count == 12
    # 24 Brewery cards; B1-B18 are described (B19-B24 are not, so they are not used: REF 2.8)
    assert set(CONTENT.breweries) == {f"B{i}" for i in range(1, 19)}
    # the 5 Brewmasters: a 2-player Beginner game hands out 2, and 3 stay in the box
    assert new(players=2).view(None)["supply"]["assistants"]["brewmaster"] == 3


def test_coins_vp_and_penalty_tokens_are_not_limited() -> None:
    # "Coins, Victory Point tokens and Penalty tokens are not intended to be limited": the 49
    # coins, 30 VP tokens and 22 Penalty tokens in the box are no cap.
    m = new(level="advanced")
    set_player(m, 0, coins=49, vp=30, goods={"hops": 1})
    start_turn(m, "B", 0, month=6, space=1)  # Sell | Earn; month 6: 15+ coins -> a 5 VP token
    m.act(0, A.Sell("doorway", "hops", 1, 0))
    m.act(0, A.Earn("door"))
    assert seat(m, 0).coins == 49 + 3 + 1 and seat(m, 0).vp_tokens == 30 + 5

    m = new(level="advanced")
    set_player(m, 0, penalties=22)  # no coins, no Festival token: the Upkeep coin is unpaid
    set_player(m, 1)
    to_upkeep(m)
    assert seat(m, 0).penalties == 23


def test_coins_vp_and_penalty_tokens_start_in_the_supply_not_with_players() -> None:
    m = new(players=4)
    for p in range(4):
        assert seat(m, p).vp_tokens == 0 and seat(m, p).penalties == 0


def test_beginner_players_get_identical_one_icon_brewery_cards() -> None:
    m = new(players=4)
    cards = [seat(m, p).brewery for p in range(4)]
    assert cards == ["B1", "B2", "B3", "B4"]
    assert len({dataclasses.replace(CONTENT.breweries[c], id="") for c in cards}) == 1
    first = holdings(m, 0)
    assert all(holdings(m, p) == first for p in range(4))


def test_beginner_brewery_starts_with_2_festival_tokens_1_white_9_coins_peat_goat_brewer_and_brewmaster() -> None:  # noqa: E501
    m = new(level="beginner")
    assert holdings(m, 0) == {
        "festival": (1, 1), "coins": 9, "vp": 0,
        "assistants": {"brewer": 1, "brewmaster": 1}, "face_down": 0,
        "goods": {"peat": 1, "goat": 1}, "stars": 0}


def test_advanced_brewery_starts_with_2_black_festival_tokens_7_coins_and_a_brewmaster() -> None:
    m = new(level="advanced", players=4)
    assert [seat(m, p).brewery for p in range(4)] == ["B5", "B6", "B7", "B8"]
    assert holdings(m, 0) == {
        "festival": (0, 2), "coins": 7, "vp": 0, "assistants": {"brewmaster": 1},
        "face_down": 0, "goods": {}, "stars": 0}


EXPERT_START: dict[str, dict[str, Any]] = {
    "B9": {"festival": (2, 0), "coins": 7, "assistants": {"brewer": 1}, "vp": 2, "stars": 2,
           "goods": {}},
    "B10": {"festival": (0, 2), "coins": 7, "assistants": {"brewmaster": 1}},
    "B11": {"festival": (0, 2), "coins": 15, "assistants": {"brewmaster": 1}},
    "B12": {"festival": (0, 2), "coins": 7, "assistants": {"brewer": 2, "brewmaster": 1}},
    "B13": {"festival": (1, 0), "coins": 7, "assistants": {"brewmaster": 2}},
    "B14": {"festival": (0, 2), "coins": 7, "assistants": {"brewmaster": 1}},
    "B15": {"festival": (0, 2), "coins": 7, "assistants": {}},
    "B16": {"festival": (0, 2), "coins": 7, "assistants": {"brewer": 1, "grower": 1},
            "goods": {"cow": 1}},
    "B17": {"festival": (0, 2), "coins": 7, "assistants": {"brewmaster": 1}},
    "B18": {"festival": (0, 2), "coins": 7, "assistants": {"brewmaster": 1}},
}


def test_expert_players_are_dealt_different_expert_cards_with_their_own_starting_holdings() -> None:
    seen: set[str] = set()
    for seed in range(40):
        m = new(players=4, level="expert", seed=seed)
        cards = [seat(m, p).brewery for p in range(4)]
        assert len(set(cards)) == 4
        for p, card in enumerate(cards):
            want = {"vp": 0, "stars": 0, "face_down": 0, "goods": {}, **EXPERT_START[card]}
            assert holdings(m, p) == want, card
        seen.update(cards)
        if seen == set(EXPERT_START):
            break
    assert seen == set(EXPERT_START)


def test_starting_player_is_drawn_at_random() -> None:
    # ASSUMPTION (REF 2.8): the rulebook does not say who starts.
    starts = {new(players=3, seed=s).view(None)["start_player"] for s in range(20)}
    assert starts == {0, 1, 2}


def test_seasonal_worker_starts_with_the_player_who_does_not_start() -> None:
    # ASSUMPTION (rules.setup): the rulebook does not say who holds it first.
    for s in range(6):
        v = new(players=2, seed=s).view(None)
        assert v["seasonal_worker"] == 1 - v["start_player"]


def test_cards_are_limited_an_empty_goods_pile_is_no_longer_available() -> None:
    m = new()
    set_player(m, 0, up={"brewer": 1})
    st(m).supply_goods[GOODS.index("goat")] = 0
    start_turn(m, "A", 0, space=4)  # month 1, A right: Buy Goat (1 Beer) | Earn
    assert not any(isinstance(a, A.Buy) for a in m.legal_actions(0))
