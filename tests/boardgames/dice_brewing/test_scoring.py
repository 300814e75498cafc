"""Rulebook 6. End of the game: the final count (1 MP per 2 gold, 1 per yellow or green die,
2 per black die, none for blue), the winner (ASSUMPTION 15: ties share the victory)."""

from __future__ import annotations

import pytest

from alehouse import Match

from .helpers import (
    ORANGE,
    PURPLE,
    RED,
    empty_all,
    finish,
    new,
    set_player,
    st,
)


def ended(players: int = 2) -> Match:
    m = new(players=players)
    empty_all(m)
    return m


def score(m: Match, p: int = RED) -> float:
    finish(m)
    assert m.result is not None
    return m.result.scores[p]


@pytest.mark.parametrize(("gold", "points"), [(0, 0), (1, 0), (2, 1), (7, 3), (12, 6)])
def test_every_2_gold_give_1_mastery_point(gold: int, points: int) -> None:
    m = ended()
    set_player(m, RED, gold=gold)
    assert score(m) == points


def test_every_yellow_or_green_die_gives_1_mastery_point() -> None:
    m = ended()
    set_player(m, RED, gold=0, pool="y1 g2", storage="y6 g6 g3")
    assert score(m) == 5


def test_every_black_die_gives_2_mastery_points() -> None:
    m = ended()
    set_player(m, RED, gold=0, pool="k1", storage="k6 k3")
    assert score(m) == 6


def test_blue_dice_give_no_mastery_points() -> None:
    m = ended()
    set_player(m, RED, gold=0, pool="b6 b1", storage="b5")
    assert score(m) == 0


def test_dice_in_the_active_pool_and_in_the_storage_both_count() -> None:
    m = ended()
    set_player(m, RED, gold=0, pool="y3 k2")
    only_pool = score(m)
    m = ended()
    set_player(m, RED, gold=0, storage="y3 k2")
    assert only_pool == score(m) == 3


def test_the_mastery_points_of_the_game_are_added() -> None:
    m = ended()
    set_player(m, RED, gold=3, mastery=17, storage="g4")
    assert score(m) == 17 + 1 + 1


def test_ingredients_action_tokens_seeds_and_recipe_cards_score_nothing_themselves() -> None:
    m = ended()
    set_player(m, RED, gold=0, seeds=3, ingredients=["honey", "fruits"],
               tokens=["raise", "withdraw"], brewed=[1, 2, 3])
    assert score(m) == 0


def test_the_breakdown_shows_each_category_and_sums_to_the_score() -> None:
    m = ended()
    set_player(m, RED, gold=7, mastery=10, pool="y1 y2 g3 b4", storage="y5 y6 g1 g2 k1 k2 k3 b5")
    finish(m)
    assert m.result is not None
    breakdown = m.result.breakdown[RED]
    assert breakdown == {"mastery": 10, "gold": 3, "light_malt": 4, "hops": 3,
                         "dark_malt": 6, "skills": 0}
    assert sum(breakdown.values()) == m.result.scores[RED] == 26


def test_the_player_with_the_most_mastery_points_wins() -> None:
    m = ended(players=3)
    set_player(m, RED, gold=0, mastery=10)
    set_player(m, PURPLE, gold=0, mastery=12)
    set_player(m, ORANGE, gold=0, mastery=9, storage="k1")  # 11
    finish(m)
    assert m.result is not None
    assert m.result.winners == [PURPLE]
    assert m.result.ranking == [PURPLE, ORANGE, RED]


def test_a_tie_in_mastery_points_shares_the_victory() -> None:
    # ASSUMPTION 15: the rulebook gives no tie-break
    m = ended(players=3)
    set_player(m, RED, gold=4, mastery=10)  # 12
    set_player(m, PURPLE, gold=0, mastery=11, storage="g2")  # 12
    set_player(m, ORANGE, gold=0, mastery=11)
    finish(m)
    assert m.result is not None
    assert m.result.winners == [RED, PURPLE]
    assert m.result.scores == [12.0, 12.0, 11.0]


def test_there_is_no_result_until_the_game_ends() -> None:
    m = ended()
    assert m.result is None
    assert not m.over
    st(m).phase = "over"
    assert m.result is not None and m.over and m.actors == ()
