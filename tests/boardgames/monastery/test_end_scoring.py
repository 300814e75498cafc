"""Rulebook: Game End and Victory (the three end conditions, the round played to completion,
the testament, the tie-break)."""

from __future__ import annotations

import pytest

import alehouse
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    begin_round,
    collecting,
    finish,
    finish_round,
    fresh,
    give,
    lay,
    seat,
    space,
    st,
)


def test_the_game_ends_after_the_round_in_which_the_last_letter_is_taken() -> None:
    m = fresh()
    s = st(m)
    s.board = ["" if c != "+" else "+" for c in s.board]
    s.board[space(0, 1)] = "L"
    collecting(m, 0, 1)
    m.act(0, A.TakeLetter(space(0, 1)))
    log = m.log
    last = log.index("The last letter has been taken: this round is the last")
    # the round is played to completion: Blue still scores after it
    assert any(line.startswith("Blue studies") for line in log[last:])
    assert m.over
    assert log[-3] == "The game ends: the last letter has been taken from the Prayer Board"

def test_the_game_ends_at_the_night_round_of_the_second_day() -> None:
    m = fresh()
    begin_round(m, "last_night")
    assert m.over
    assert "The game ends: it is the Night Round of the second day" in m.log


def test_the_game_ends_when_no_further_tile_can_be_laid() -> None:
    m = fresh()
    st(m).bag = []
    for p in st(m).players:
        p.hand = []
    begin_round(m, "study")
    finish_round(m)
    assert m.over
    assert "The game ends: no further tile can be laid" in m.log


def test_tiles_that_do_not_fit_anywhere_end_the_game_too() -> None:
    m = fresh()
    st(m).bag = []
    for p in st(m).players:
        p.hand = []
    give(m, 0, "kitchen")              # brown: nowhere next to the lone Abbey
    begin_round(m, "study")
    finish_round(m)
    assert m.over


def test_it_is_no_longer_possible_to_lay_any_further_tiles_ever_or_now(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 23 (data/readings.toml): Red's Kitchen fits only beside a Path still under
    # construction, so it fits once that is finished (the game goes on), or, read the other
    # way, it cannot be laid now (the game ends)
    for ever, over in ((True, False), (False, True)):
        monkeypatch.setattr(C, "no_further_tiles_even_once_all_are_finished", ever)
        m = fresh()
        st(m).bag = []
        for p in st(m).players:
            p.hand = []
        lay(m, "path_cross", 2, 0, finished=False)   # no monk on it: not fully occupied
        give(m, 0, "kitchen")
        begin_round(m, "study")
        finish_round(m)
        assert m.over == over, ever


def test_the_game_goes_on_while_the_bag_holds_tiles() -> None:
    m = fresh()
    for p in st(m).players:
        p.hand = []
    begin_round(m, "study")
    finish_round(m)
    assert not m.over


def test_the_testament() -> None:
    m = fresh()
    s = st(m)
    s.tracks[0:4] = [1, 1, 2, 0]       # two large letters of Red's own part, one small
    give(m, 0, "kitchen", "beehive")   # Kitchen -3, Beehive 0; the passage -1
    seat(m, 0).blessings = 5
    finish(m)
    r = m.result
    assert r is not None
    assert r.breakdown[0] == {"letters": 6.0, "unlaid_tiles": -4.0, "blessings": 5.0}
    assert r.scores[0] == 7.0


def test_small_letters_on_your_track_are_worth_nothing_to_you() -> None:
    m = fresh()
    st(m).tracks[0:9] = [2] * 9
    for p in st(m).players:
        p.hand = []
    finish(m)
    assert m.result.breakdown[0]["letters"] == 0.0


def test_the_most_testament_points_win() -> None:
    m = fresh()
    for p in st(m).players:
        p.hand = []
    seat(m, 1).blessings = 2
    finish(m)
    assert m.result.winners == [1] and m.result.ranking == [1, 0]


def test_a_tie_goes_to_the_lowest_sentence_part_on_the_prayer_board() -> None:
    m = fresh(3)                        # Red (top), Blue, Green (lowest of the three)
    for p in st(m).players:
        p.hand = []
    for q in range(3):
        seat(m, q).blessings = 3
    finish(m)
    assert m.result.winners == [2]
    assert m.result.ranking == [2, 1, 0]


def test_a_whole_game_reports_a_well_formed_result() -> None:
    m = alehouse.new_match("monastery", players=3, seed=11)
    rng = alehouse.Chance.from_seed(2)
    while not m.over:
        p = m.actors[0]
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    r = m.result
    assert r is not None
    for q in range(3):
        assert sum(r.breakdown[q].values()) == r.scores[q]
    assert any(line.startswith("The game ends") for line in m.log)


def test_unlaid_tiles_count_their_circle_value_livestock_zero() -> None:
    m = fresh()
    for p in st(m).players:
        p.hand = []
    give(m, 0, "dovecote", "carp_pond")
    give(m, 1, "chapel")
    finish(m)
    assert m.result.breakdown[0]["unlaid_tiles"] == 0.0
    assert m.result.breakdown[1]["unlaid_tiles"] == -3.0
