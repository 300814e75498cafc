"""Rulebook: Variants - The Four-Player Team Game (red and green against blue and yellow)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C
from alehouse.boardgames.monastery.movement import partner

from .helpers import collecting, destinations, finish, fresh, lay, seat, st, step

RED, BLUE, GREEN, YELLOW = range(4)


def team() -> Match:
    return fresh(4, variant="team")


def test_red_and_green_play_against_blue_and_yellow() -> None:
    m = team()
    s = st(m)
    assert [partner(s, q) for q in range(4)] == [GREEN, YELLOW, RED, BLUE]
    assert partner(st(fresh(4)), 0) == -1


def test_players_may_use_their_partners_secret_passage() -> None:
    m = team()
    lay(m, "path_straight_1", 2, 0, 1)
    lay(m, "path_straight_2", 3, 0, 1)
    lay(m, "passage_green", 4, 0)
    step(m, RED, mp=1)
    assert ("passage_green", 0) in destinations(m, RED)
    step(m, BLUE, mp=1)
    assert ("passage_green", 0) not in destinations(m, BLUE)


def test_without_the_team_rules_a_partners_passage_is_a_normal_tile() -> None:
    m = fresh(4)
    lay(m, "path_straight_1", 2, 0, 1)
    lay(m, "path_straight_2", 3, 0, 1)
    lay(m, "passage_green", 4, 0)
    step(m, RED, mp=1)
    assert ("passage_green", 0) not in destinations(m, RED)


def test_a_letter_on_the_partners_track_goes_large_side_up_without_a_blessing() -> None:
    m = team()
    collecting(m, RED, 5)
    m.act(RED, A.TakeLetter(2 * 10 + 0))  # the A of AB OMNIBUS
    m.act(RED, A.PlaceLetter("green", 0))
    s = st(m)
    assert s.tracks[GREEN * 9 + 0] == 1
    assert seat(m, RED).blessings == 0


def test_a_letter_on_an_opponents_track_still_earns_a_blessing() -> None:
    m = team()
    collecting(m, RED, 5)
    m.act(RED, A.TakeLetter(1 * 10 + 0))  # Q: Blue's track
    assert st(m).tracks[BLUE * 9 + 0] == 2
    assert seat(m, RED).blessings == 1


def test_partners_add_their_testaments_and_the_team_with_most_points_wins() -> None:
    m = team()
    s = st(m)
    for p in s.players:
        p.hand = []
    seat(m, RED).blessings = 5
    seat(m, GREEN).blessings = 1
    seat(m, BLUE).blessings = 3
    seat(m, YELLOW).blessings = 2
    finish(m)
    r = m.result
    assert r.scores == [6.0, 5.0, 6.0, 5.0]
    assert r.winners == [RED, GREEN]
    assert r.breakdown[RED] == {"letters": 0.0, "unlaid_tiles": 0.0, "blessings": 5.0,
                                "partner": 1.0}


def test_a_team_tie_goes_to_the_team_with_the_lowest_sentence_part() -> None:
    m = team()
    s = st(m)
    for p in s.players:
        p.hand = []
    finish(m)
    assert m.result.winners == [BLUE, YELLOW]


def test_tied_teams_are_parted_by_the_lowest_sentence_part_or_share_the_victory(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 24 (data/readings.toml): the tie-break of the usual rules decides between
    # tied teams; read the other way, "the team with the most points wins" has none
    for broken, winners in ((True, [BLUE, YELLOW]), (False, [RED, BLUE, GREEN, YELLOW])):
        monkeypatch.setattr(C, "team_tie_broken_by_lowest_part", broken)
        m = team()
        for p in st(m).players:
            p.hand = []
        finish(m)
        assert m.result.winners == winners, broken
