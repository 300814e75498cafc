"""Rulebook: Phase 4: Clean-up (Starting Player, workers returned, the Seasonal Worker, turning
the doors, replenishing the rows, the calendar) and Game End."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A

from .helpers import (
    BLUE,
    GREEN,
    LARGE,
    MEDIUM,
    PURPLE,
    SMALL,
    awaited,
    good,
    new,
    placing,
    refused,
    seat,
    set_player,
    st,
    start_actions,
    to_upkeep,
)


def blank(m: Match) -> None:
    """Everybody holds nothing: Upkeep needs no choice."""
    for p in range(len(st(m).players)):
        set_player(m, p)


def play_out_phase_2(m: Match) -> None:
    """Every worker takes the first free space and ends its turn."""
    while st(m).phase == "actions":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
        if st(m).phase == "actions" and st(m).pending and st(m).pending[-1].space >= 0:
            m.act(p, A.EndTurn())


def test_each_month_runs_its_four_phases_in_order() -> None:
    m = new(players=2)
    blank(m)
    set_player(m, BLUE, up={"grower": 1}, goods={"goat": 1, "pig": 1}, festival=(2, 0))
    seen: list[str] = []
    while st(m).month == 1:
        if not seen or seen[-1] != st(m).phase:
            seen.append(st(m).phase)
        p = m.actors[0]
        legal = m.legal_actions(p)
        m.act(p, A.PlaceWorker("A") if A.PlaceWorker("A") in legal else legal[0])
        if st(m).phase == "actions" and st(m).pending and st(m).pending[-1].space >= 0:
            m.act(p, A.EndTurn())
    # Phase 1, Phase 2, Phase 3 (Blue chooses which animal to feed), each once and in order
    assert seen == ["placement", "actions", "upkeep"]
    assert good(m, BLUE, "large_goat") + good(m, BLUE, "large_pig") == 1
    # Phase 4 needs no decision: it was done before month 2 began
    v = m.view(None)
    assert v["phase"] == "placement" and v["doors"]["A"]["side"] == "left"
    assert all(d["queue"] == [] for d in v["doors"].values()) and v["tavern"] == []


def test_the_player_who_made_the_last_action_starts_the_next_month() -> None:
    m = new(players=3)
    blank(m)
    st(m).start_player = BLUE
    start_actions(m, {"A": [(BLUE, SMALL)], "C": [(GREEN, SMALL), (PURPLE, LARGE)]})
    play_out_phase_2(m)
    assert st(m).month == 2
    assert m.view(None)["start_player"] == PURPLE
    assert awaited(m) == {"kind": "place_worker", "player": PURPLE, "worker": "small"}


def test_a_worker_sent_to_the_tavern_at_the_end_makes_no_action() -> None:
    # The last worker in line finds Door C full and only moves to the Tavern: the last Action
    # of the month was made by the worker before it.
    m = new(players=3)
    blank(m)
    start_actions(m, {"B": [(GREEN, SMALL)], "C": [(PURPLE, SMALL)]},
                  taken={"C": {s: BLUE for s in range(1, 7)}})
    m.act(GREEN, A.ChooseSpace(1))
    m.act(GREEN, A.EndTurn())
    assert st(m).month == 2 and m.view(None)["start_player"] == GREEN


def test_with_no_action_taken_the_last_player_to_place_starts_the_next_month() -> None:
    # ASSUMPTION 13 (RULES.md): nobody took an action space this month.
    m = new(players=3)
    blank(m)
    placing(m, start=GREEN)
    while st(m).month == 1:
        m.act(m.actors[0], A.PlaceWorker("tavern"))
    assert m.view(None)["start_player"] == PURPLE  # Green, Blue, Purple: Purple placed last


def test_all_workers_return_to_their_owners() -> None:
    m = new(players=2)
    blank(m)
    start_actions(m, {"A": [(BLUE, SMALL)], "B": [(PURPLE, MEDIUM)]})
    play_out_phase_2(m)
    v = m.view(None)
    assert all(d["queue"] == [] for d in v["doors"].values())
    assert all(s["taken_by"] is None for d in v["doors"].values() for s in d["spaces"])
    assert v["tavern"] == []


def test_face_down_assistants_stay_face_down_into_the_next_month() -> None:
    # "cannot be used again until an action or effect allows you to turn it face-up again":
    # clean-up turns nothing face-up.
    m = new()
    blank(m)
    set_player(m, BLUE, up={"labourer": 1}, down={"grower": 2, "brewer": 1})
    to_upkeep(m)
    assert st(m).month == 2
    assert (seat(m, BLUE).up, seat(m, BLUE).down) == ([0, 1, 0, 0], [2, 0, 1, 0])


def test_the_calendar_moves_to_the_next_month() -> None:
    m = new()
    blank(m)
    to_upkeep(m)
    assert m.view(None)["month"] == 2 and m.view(None)["phase"] == "placement"


def test_the_seasonal_worker_goes_to_the_player_who_did_not_have_it() -> None:
    m = new(players=2)
    blank(m)
    st(m).seasonal_owner = BLUE
    to_upkeep(m)
    assert m.view(None)["seasonal_worker"] == PURPLE
    to_upkeep(m)
    assert m.view(None)["seasonal_worker"] == BLUE


def test_the_seasonal_worker_leaves_a_two_player_beginner_game_before_month_5() -> None:
    m = new(players=2, level="beginner")
    blank(m)
    to_upkeep(m, month=4)
    assert st(m).month == 5 and m.view(None)["seasonal_worker"] is None
    placed = 0
    while st(m).phase == "placement":
        m.act(m.actors[0], A.PlaceWorker("tavern"))
        placed += 1
    assert placed == 6


@pytest.mark.parametrize("month", [4, 5])
def test_the_seasonal_worker_stays_for_months_5_and_6_of_an_advanced_game(month: int) -> None:
    m = new(players=2, level="advanced")
    blank(m)
    st(m).seasonal_owner = BLUE
    to_upkeep(m, month=month)
    assert st(m).month == month + 1 and m.view(None)["seasonal_worker"] == PURPLE


DOORS_BY_MONTH = {1: ("right", "right"), 2: ("left", "right"), 3: ("left", "left"),
                  4: ("right", "left"), 5: ("right", "right"), 6: ("left", "right")}


@pytest.mark.parametrize("month", [1, 2, 3, 4, 5])
def test_one_door_turns_after_each_month(month: int) -> None:
    m = new(level="advanced")
    blank(m)
    to_upkeep(m, month=month)
    doors = m.view(None)["doors"]
    assert st(m).month == month + 1
    assert (doors["A"]["side"], doors["C"]["side"]) == DOORS_BY_MONTH[month + 1]


def test_door_a_turns_left_after_month_1_showing_other_action_spaces() -> None:
    m = new()
    before = [s["actions"] for s in m.view(None)["doors"]["A"]["spaces"]]
    blank(m)
    to_upkeep(m)
    after = [s["actions"] for s in m.view(None)["doors"]["A"]["spaces"]]
    assert before != after
    assert m.view(None)["doors"]["C"]["spaces"] == new().view(None)["doors"]["C"]["spaces"]


def test_the_rows_are_replenished_to_five_cards() -> None:
    m = new()
    blank(m)
    st(m).extension_row = ["E1", "E2"]
    st(m).homestead_row = []
    to_upkeep(m)
    v = m.view(None)
    assert len(v["extension_row"]) == 5 and len(v["homestead_row"]) == 5
    assert v["decks"]["extensions"] == 12 and v["decks"]["homesteads"] == 15


@pytest.mark.parametrize(("level", "months"), [("beginner", 5), ("advanced", 6)])
def test_the_game_ends_after_phase_3_of_the_last_month_with_no_clean_up(level: str,
                                                                      months: int) -> None:
    m = new(level=level)
    blank(m)
    st(m).extension_row = ["E1"]
    st(m).start_player = BLUE
    start_actions(m, {"A": [(PURPLE, SMALL)]}, month=months)
    m.act(PURPLE, A.ChooseSpace(1))
    m.act(PURPLE, A.EndTurn())
    assert m.over and m.result is not None and m.actors == ()
    assert st(m).month == months
    assert st(m).extension_row == ["E1"]  # no Phase 4: rows not replenished
    assert st(m).start_player == BLUE  # nor a new Starting Player
    assert "The game ends: the last month is over" in m.log
    refused(m, BLUE, A.PlaceWorker("A"), code="game_over")


def test_a_beginner_game_is_not_over_after_month_4_nor_an_advanced_one_after_month_5() -> None:
    m = new(level="beginner")
    blank(m)
    to_upkeep(m, month=4)
    assert not m.over and st(m).month == 5
    m = new(level="advanced")
    blank(m)
    to_upkeep(m, month=5)
    assert not m.over and st(m).month == 6


@pytest.mark.parametrize("deck", ["extensions", "homesteads", "statues"])
def test_the_game_ends_that_month_when_a_building_deck_is_exhausted_at_clean_up(
        deck: str) -> None:
    m = new()
    blank(m)
    if deck == "extensions":
        st(m).extension_row = st(m).extension_row[:3]
        st(m).extension_deck = st(m).extension_deck[:2]  # the clean-up draws the last two
    elif deck == "homesteads":
        st(m).homestead_row = []
        st(m).homestead_deck = st(m).homestead_deck[:5]
    else:
        st(m).statues = 0
    to_upkeep(m, month=2)
    assert m.over and st(m).month == 2
    assert "The game ends: a deck of Building cards is exhausted" in m.log


def test_a_deck_with_cards_left_after_clean_up_does_not_end_the_game() -> None:
    m = new()
    blank(m)
    st(m).extension_row = st(m).extension_row[:3]
    st(m).extension_deck = st(m).extension_deck[:3]
    to_upkeep(m, month=2)
    assert not m.over and st(m).month == 3 and len(st(m).extension_deck) == 1


def test_all_face_down_assistants_turn_face_up_before_scoring() -> None:
    m = new()
    blank(m)
    set_player(m, BLUE, down={"grower": 2, "brewmaster": 1}, up={"brewer": 1})
    to_upkeep(m, month=5)
    assert m.over
    assert seat(m, BLUE).down == [0, 0, 0, 0]
    assert seat(m, BLUE).up == [2, 0, 1, 1]
    assert m.view(BLUE)["players"][BLUE]["assistants"]["grower"] == {"up": 2, "down": 0}
