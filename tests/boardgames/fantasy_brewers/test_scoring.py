"""Rulebook: End Game Scoring (each line of the score pad), Statues and Homesteads (H1-H25), and
the tie-break."""

from __future__ import annotations

from typing import Any

import pytest

from alehouse import Match, Result

from .helpers import BLUE, PURPLE, finish, new, set_player, st, to_upkeep


def scored(blue: dict[str, Any], purple: dict[str, Any] | None = None) -> Result:
    m = new()
    set_player(m, BLUE, **blue)
    set_player(m, PURPLE, **(purple or {}))
    finish(m)
    assert m.result is not None
    return m.result


def line(blue: dict[str, Any], name: str) -> float:
    return scored(blue).breakdown[BLUE][name]


def test_no_result_before_the_game_is_over() -> None:
    m: Match = new()
    assert m.result is None
    finish(m)
    assert m.result is not None


def test_one_vp_for_every_card_in_front_of_a_player() -> None:
    assert line({"up": {"grower": 1}, "down": {"labourer": 1}, "goods": {"goat": 1,
                 "premium_beer": 1}, "buildings": ["E1"], "decorated": ["H1"]}, "cards") == 6


def test_the_brewery_card_is_not_counted_as_a_card() -> None:
    # ASSUMPTION 24 (RULES.md).
    assert line({}, "cards") == 0
    assert scored({}).scores[BLUE] == 0


@pytest.mark.parametrize(("where", "card", "vp"), [
    ("buildings", "E1", 0),    # ASSUMPTION (REF 2.7): its worth is its effect
    ("decorated", "E1", 5),
    ("buildings", "S", 5),
    ("decorated", "S", 10),
    ("decorated", "H7", 10),   # instead of its condition
])
def test_buildings_score_their_printed_vp(where: str, card: str, vp: int) -> None:
    r = scored({where: [card], "coins": 50})
    assert r.breakdown[BLUE]["buildings"] == vp
    assert r.breakdown[BLUE]["homesteads"] == 0


# A position for the Homestead conditions: 2 Labourers (one face-down), 3 Growers, 1 Brewer and
# a Brewmaster (never counted); 7 coins; Extensions E1 (star), E2, and E5 decorated (star kept);
# one other Homestead, decorated; 6 VP in tokens.
HOMESTEAD_POINTS = {
    "H1": 8, "H2": 6, "H3": 12, "H4": 9, "H5": 4, "H6": 3, "H7": 3, "H8": 3, "H9": 3,
    "H10": 18, "H11": 15, "H12": 6, "H13": 6, "H14": 6, "H15": 8, "H16": 6, "H17": 8,
    # ASSUMPTION (REF 2.7): H18-H25 are copies of H1, H3, H5, H10, H15, H17, H12, H7
    "H18": 8, "H19": 12, "H20": 4, "H21": 18, "H22": 8, "H23": 8, "H24": 6, "H25": 3,
}


@pytest.mark.parametrize("card", list(HOMESTEAD_POINTS))
def test_each_homestead_scores_its_condition(card: str) -> None:
    other = "H13" if card != "H13" else "H14"
    r = scored({"up": {"labourer": 1, "grower": 3, "brewer": 1, "brewmaster": 1},
                "down": {"labourer": 1}, "coins": 7, "buildings": [card, "E1", "E2"],
                "decorated": ["E5", other], "vp": 6})
    assert r.breakdown[BLUE]["homesteads"] == HOMESTEAD_POINTS[card]


def test_homestead_points_are_rounded_down() -> None:
    assert line({"coins": 7, "buildings": ["H7"]}, "homesteads") == 3
    assert line({"coins": 8, "buildings": ["H7"]}, "homesteads") == 4


def test_homesteads_of_the_same_kind_score_cumulatively_each_rounded_down() -> None:
    # ASSUMPTION 25 (RULES.md): rounded down per card.
    assert line({"coins": 7, "buildings": ["H7", "H8"]}, "homesteads") == 3 + 3
    assert line({"up": {"labourer": 2}, "buildings": ["H1", "H18"]}, "homesteads") == 8 + 8


def test_homestead_per_homestead_counts_itself() -> None:
    assert line({"buildings": ["H17"]}, "homesteads") == 4


def test_gold_stars_come_from_extensions_decorated_or_not_and_the_brewery() -> None:
    # ASSUMPTION (REF 2.7): stars on E1, E5, E10, E14, E15, E16; a decorated one keeps it.
    assert line({"buildings": ["H15", "E1", "E2"], "decorated": ["E10"]}, "homesteads") == 8
    assert line({"buildings": ["H15"], "brewery": "B9"}, "homesteads") == 8


def test_vp_tokens_score_their_value() -> None:
    assert line({"vp": 7}, "vp_tokens") == 7


@pytest.mark.parametrize(("n", "beer", "whisky"), [(1, 3, 5), (2, 6, 10), (3, 10, 15)])
def test_premium_beer_scores_3_6_10_and_smoked_whisky_5_10_15(n: int, beer: int,
                                                              whisky: int) -> None:
    assert line({"goods": {"premium_beer": n}}, "drinks") == beer
    assert line({"goods": {"smoked_whisky": n}}, "drinks") == whisky
    assert line({"goods": {"premium_beer": n, "smoked_whisky": n}}, "drinks") == beer + whisky


def test_hops_and_peat_score_no_drink_points() -> None:
    assert line({"goods": {"hops": 3, "peat": 3}}, "drinks") == 0


@pytest.mark.parametrize(("coins", "vp"), [(4, 0), (5, 1), (14, 2), (15, 3)])
def test_one_vp_for_every_5_coins(coins: int, vp: int) -> None:
    assert line({"coins": coins}, "coins") == vp


def test_minus_3_vp_for_every_penalty_token() -> None:
    assert line({"penalties": 2}, "penalties") == -6


def test_the_score_is_the_sum_of_the_score_pad_lines() -> None:
    r = scored({"up": {"labourer": 2}, "coins": 12, "goods": {"premium_beer": 2},
                "buildings": ["H1", "S"], "decorated": ["E3"], "vp": 4, "penalties": 1})
    b = r.breakdown[BLUE]
    assert b == {"cards": 7, "buildings": 10, "homesteads": 8, "vp_tokens": 4, "drinks": 6,
                 "coins": 2, "penalties": -3}
    assert r.scores[BLUE] == sum(b.values()) == 34


def test_most_victory_points_wins() -> None:
    r = scored({"vp": 3}, {"vp": 4})
    assert r.winners == [PURPLE] and r.ranking == [PURPLE, BLUE]


def test_a_tie_goes_to_the_player_with_most_labourers() -> None:
    r = scored({"goods": {"goat": 1}}, {"up": {"labourer": 1}})
    assert r.scores[BLUE] == r.scores[PURPLE]
    assert r.winners == [PURPLE] and r.ranking == [PURPLE, BLUE]


def test_a_tie_with_as_many_labourers_goes_to_the_player_with_most_coins() -> None:
    r = scored({"up": {"labourer": 1}, "coins": 3}, {"up": {"labourer": 1}, "coins": 4})
    assert r.scores[BLUE] == r.scores[PURPLE]
    assert r.winners == [PURPLE]


def test_players_still_tied_share_the_victory() -> None:
    r = scored({"up": {"labourer": 1}, "coins": 4}, {"up": {"labourer": 1}, "coins": 4})
    assert r.winners == [BLUE, PURPLE]


def test_the_final_score_uses_the_state_at_the_game_end() -> None:
    m = new()
    for p in (BLUE, PURPLE):
        set_player(m, p)
    set_player(m, BLUE, coins=10, buildings=["S"], up={"labourer": 1})
    to_upkeep(m, month=5)  # the Statue's Strength is paid: the Labourer turns face-down
    assert m.over and m.result is not None
    assert st(m).players[BLUE].down == [0, 0, 0, 0]
    assert m.result.scores[BLUE] == 2 + 5 + 2
