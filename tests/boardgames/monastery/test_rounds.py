"""Rulebook: Sequence of Play (the hour-disc, the Abbot as start player), Study and Toil Rounds,
The Prayer Hour Rounds (praying monks back, the Abbot election, drawing tiles), The Night
Round."""

from __future__ import annotations

import pytest

from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    abbey_monk,
    begin_round,
    decision,
    fresh,
    hand,
    lay,
    legal,
    move_monk,
    of_type,
    pending,
    put,
    refused,
    seat,
    st,
    where,
)


def test_the_hour_disc_has_ten_rounds_a_day_for_two_days() -> None:
    kinds = [h.kind for h in C.hours]
    day = ["prayer", "study", "toil", "toil", "prayer", "study", "toil", "prayer", "study",
           "night"]
    assert kinds == day * 2
    assert [h.draw for h in C.hours if h.kind == "prayer"] == [3, 2, 1, 3, 2, 1]
    assert [h.name for h in C.hours if h.kind == "prayer"][:3] == ["Matins", "Sext", "Vespers"]


def test_the_abbot_is_start_player_and_the_others_follow_clockwise() -> None:
    m = fresh(3)
    st(m).abbot = 1
    begin_round(m, "study")
    assert st(m).order == [1, 2, 0]
    assert m.actors == (1,)
    m.act(1, A.Done())
    assert m.actors == (2,)
    m.act(2, A.Done())
    assert m.actors == (0,)


def test_in_study_and_toil_rounds_all_lay_and_move_then_all_score() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    put(m, 1, "cloister")
    begin_round(m, "study")
    m.act(0, A.Done())
    assert pending(m).kind == "step" and m.actors == (1,)
    m.act(1, A.Done())
    # the scorings follow: Red has nothing to decide (1 point for the Abbey); Blue may pray
    assert st(m).phase == "score"
    assert "Red studies: Abbey 1 (1 point)" in m.log


def test_a_prayer_hour_brings_every_praying_monk_back_upright_to_the_abbey() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    lay(m, "dormitory", -1, -1, 2)
    a = put(m, 0, "cloister", praying=True)
    b = put(m, 1, "dormitory", praying=True)
    c = put(m, 1, "cloister")
    begin_round(m, "sext")
    assert where(m, a) == ("abbey", 0, False)
    assert where(m, b) == ("abbey", 0, False)
    assert where(m, c) == ("cloister", 0, False)       # upright monks stay where they are


def test_the_player_with_most_monks_in_the_abbey_becomes_abbot() -> None:
    m = fresh()
    put(m, 1, "abbey")
    begin_round(m, "sext")
    assert st(m).abbot == 1
    assert "Blue is elected Abbot (most monks in the Abbey)" in m.log


def test_the_abbot_may_be_re_elected() -> None:
    m = fresh()
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert st(m).abbot == 0


def test_in_a_tie_the_previous_abbot_chooses_but_never_himself() -> None:
    m = fresh(3)
    begin_round(m, "sext")             # one monk each in the Abbey
    assert decision(m) == "abbot" and m.actors == (0,)
    assert of_type(legal(m, 0), A.ChooseAbbot) == [A.ChooseAbbot("blue"),
                                                   A.ChooseAbbot("green")]
    reason = refused(m, 0, A.ChooseAbbot("red")).reason
    assert "never himself" in reason
    m.act(0, A.ChooseAbbot("green"))
    assert st(m).abbot == 2


def test_a_tie_with_only_one_other_player_leaves_no_choice() -> None:
    m = fresh()
    begin_round(m, "sext")
    assert st(m).abbot == 1
    assert "Blue is elected Abbot (tie; Red may not choose himself)" in m.log


def test_a_tie_among_others_lets_the_previous_abbot_choose_among_them() -> None:
    m = fresh(3)
    put(m, 1, "abbey")
    put(m, 2, "abbey")
    begin_round(m, "sext")
    assert m.actors == (0,)
    assert of_type(legal(m, 0), A.ChooseAbbot) == [A.ChooseAbbot("blue"),
                                                   A.ChooseAbbot("green")]


def test_no_monk_in_the_abbey_counts_as_a_tie_of_everyone() -> None:
    m = fresh(3)
    lay(m, "cloister", 0, -1)
    for q in range(3):
        move_monk(m, abbey_monk(q), "cloister")
    begin_round(m, "sext")
    assert of_type(legal(m, 0), A.ChooseAbbot) == [A.ChooseAbbot("blue"),
                                                   A.ChooseAbbot("green")]


def test_the_first_matins_holds_no_election() -> None:
    m = fresh()
    st(m).abbot = 0
    begin_round(m, "matins")
    assert st(m).abbot == 0
    assert not any("elected" in line for line in m.log)


def test_read_the_other_way_the_first_matins_elects_an_abbot(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 9's other reading (data/readings.toml), which a study variant gives
    monkeypatch.setattr(C, "first_matins_elects", True)
    m = fresh()
    st(m).abbot = 0
    begin_round(m, "matins")  # nobody has a monk in the Abbey: a tie of both
    assert st(m).abbot == 1
    assert "Blue is elected Abbot (tie; Red may not choose himself)" in m.log


def test_each_player_draws_three_two_or_one_tiles_at_matins_sext_vespers() -> None:
    for hour, n in (("matins", 3), ("sext", 2), ("vespers", 1)):
        m = fresh()
        put(m, 0, "abbey")                       # no tie: Red stays Abbot
        begin_round(m, hour)
        assert len(hand(m, 0)) == 1 + n, hour
        assert len(hand(m, 1)) == 1 + n, hour
        assert len(st(m).bag) == 48 - 2 * n


def test_tiles_are_drawn_in_turn_order_from_the_new_abbot_until_the_bag_is_empty() -> None:
    m = fresh()
    put(m, 1, "abbey")
    st(m).bag = st(m).bag[:3]
    begin_round(m, "sext")
    assert len(hand(m, 1)) == 3 and len(hand(m, 0)) == 2    # Blue, the new Abbot, first
    assert "Red draws 1 tile" in m.log_for(1)


def test_each_player_draws_his_tiles_in_turn_or_one_tile_at_a_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 10 (data/readings.toml): "Each player draws as many tiles from the bag as shown
    # on the hour-disc" from a bag of 4 at Matins: all of the Abbot's first, or one at a time
    for one_at_a_time, red, blue in ((False, 3, 1), (True, 2, 2)):
        monkeypatch.setattr(C, "draw_one_tile_at_a_time", one_at_a_time)
        m = fresh()
        put(m, 0, "abbey")                       # no tie: Red stays Abbot and draws first
        st(m).bag = st(m).bag[:4]
        begin_round(m, "matins")
        assert (len(hand(m, 0)), len(hand(m, 1))) == (1 + red, 1 + blue), one_at_a_time
        assert st(m).bag == []
        assert f"Blue draws {blue} tile{'s' * (blue != 1)}" in m.log_for(0)


def test_draws_are_hidden_from_the_others() -> None:
    m = fresh()
    put(m, 0, "abbey")
    begin_round(m, "vespers")
    drawn = seat(m, 0).hand[0] if hand(m, 0)[0] != "passage_red" else seat(m, 0).hand[-1]
    name = C.tile_name(drawn)
    assert f"Red draws {name}" in m.log_for(0)
    assert "Red draws 1 tile" in m.log_for(1)


def test_in_the_night_round_every_monk_gathers_in_the_abbey() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    lay(m, "dormitory", -1, -1, 2)
    a = put(m, 0, "cloister", 2)
    b = put(m, 1, "dormitory", praying=True)
    begin_round(m, "night")
    assert where(m, a) == ("abbey", 0, False)
    assert where(m, b) == ("abbey", 0, False)
    assert "All monks gather in the Abbey for the night" in m.log


def test_after_the_night_the_second_day_begins_with_matins() -> None:
    m = fresh()
    put(m, 0, "abbey")
    begin_round(m, "night")
    assert st(m).hour == 11           # Matins of day 2 has been played: a Study round now
    assert any("Day 2, hour 1: Matins" in line for line in m.log)
    assert len(hand(m, 0)) == 4
