"""Rulebook: Barrel Spaces and the 12 barrel goals."""

from __future__ import annotations

from typing import Any

import pytest

from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    BARREL_1,
    BARREL_2,
    SHADY,
    SUNNY,
    destinations,
    fill,
    goto,
    monk,
    playing,
    refused,
    res,
    seat,
    set_player,
    st,
)

SIX_SPOTS = ("sun1", "sun2", "sun3", "shade1", "shade2", "shade3")

# (goal, holdings meeting it, holdings just short of it); everything else at its start, which
# meets no goal
GOALS: list[tuple[int, dict[str, Any], dict[str, Any]]] = [
    (1, {"brewmaster": 1}, {"brewmaster": 0}),
    (2, {"markers": [1, 1, 1, 1, 1]}, {"markers": [19, 1, 1, 1, 0]}),
    (3, {"garden": fill(res("wood", 1), SIX_SPOTS)},
     {"garden": fill(res("wood", 1), SIX_SPOTS[:5]) | {"shade3": res("wood", 2)}}),
    (4, {"garden": fill(res("hops", 5), SIX_SPOTS)},
     {"garden": fill(res("hops", 5), SIX_SPOTS[:5]) | {"shade3": monk("B")}}),
    (5, {"discs": ("A", "B", "C", "D")}, {"discs": ("A", "B", "C", "x")}),
    (6, {"discs": ("wood", "yeast", "hops", "water", "barley")},
     {"discs": ("wood", "yeast", "hops", "water", "x")}),
    (7, {"sheds": [2, 2, 2, -1, -1, -1, -1]}, {"sheds": [2, 2, 1, -1, -1, -1, -1]}),
    (8, {"sheds": [0, 1, 2, 4, -1, -1, -1]}, {"sheds": [0, 1, 4, 4, -1, -1, -1]}),
    (9, {"markers": [0, 20, 0, 0, 0]}, {"markers": [0, 19, 0, 0, 0]}),
    (10, {"pairs": ["money", "-", "barrels", "disc_count", ""]},
     {"pairs": ["money", "-", "barrels", "-", ""]}),
    (11, {"garden": fill(monk("A"), SUNNY)}, {"garden": fill(monk("A"), SUNNY[1:])}),
    (12, {"garden": fill(res("water", 3), SHADY)},
     {"garden": fill(res("water", 3), SHADY[:-1])}),
]


def test_no_goal_is_met_at_the_start() -> None:
    m = playing()
    assert m.view(None)["players"][0]["barrels_claimable"] == []
    assert BARREL_1 not in destinations(m, 0)


@pytest.mark.parametrize(("goal", "met", "short"), GOALS, ids=[f"goal{g[0]}" for g in GOALS])
def test_each_barrel_goal(goal: int, met: dict[str, Any], short: dict[str, Any]) -> None:
    m = playing()
    set_player(m, 0, **short)
    assert m.view(None)["players"][0]["barrels_claimable"] == []
    assert BARREL_1 not in destinations(m, 0)
    set_player(m, 0, **met)
    assert m.view(None)["players"][0]["barrels_claimable"] == [goal]
    goto(m, 0, BARREL_1)
    assert seat(m, 0).large == [goal] and seat(m, 0).small == []
    assert st(m).large_barrels[goal - 1] is False and st(m).small_barrels[goal - 1] is True


def test_at_a_barrel_space_you_take_every_barrel_whose_goal_you_have_met_at_once() -> None:
    m = playing()
    set_player(m, 0, brewmaster=1, markers=[20, 1, 1, 1, 1])  # goals 1, 2 and 9
    goto(m, 0, BARREL_2)
    assert seat(m, 0).large == [1, 2, 9]
    assert m.actors == (1,)  # no decision: the turn is over
    assert [line for line in m.log if "barrel of goal" in line] == [
        "Green takes the large barrel of goal 1 (your brewmaster has reached at least "
        "production spot 1)",
        "Green takes the large barrel of goal 2 (all your resource markers have reached at "
        "least production spot 1)",
        "Green takes the large barrel of goal 9 (a resource marker has reached production "
        "spot 20)",
    ]


def test_you_take_the_large_barrel_while_it_is_there_else_the_small_one() -> None:
    m = playing()
    st(m).large_barrels[0] = False  # goal 1's large barrel is Orange's
    set_player(m, 1, brewmaster=5, large=[1])
    set_player(m, 0, brewmaster=1, markers=[1, 1, 1, 1, 1])  # goals 1 and 2
    goto(m, 0, BARREL_1)
    assert seat(m, 0).small == [1] and seat(m, 0).large == [2]
    assert st(m).small_barrels[0] is False and st(m).large_barrels[1] is False


def test_you_never_hold_both_barrels_of_one_goal() -> None:
    m = playing()
    set_player(m, 0, brewmaster=1, large=[1])
    st(m).large_barrels[0] = False
    # goal 1's small barrel is still there, but Green owns its large one: nothing to take
    assert m.view(None)["players"][0]["barrels_claimable"] == []
    assert BARREL_1 not in destinations(m, 0) and BARREL_2 not in destinations(m, 0)
    refused(m, 0, A.Move(BARREL_2))


def test_you_cannot_take_other_players_barrels() -> None:
    m = playing(players=3)
    st(m).large_barrels[0] = st(m).small_barrels[0] = False
    set_player(m, 1, brewmaster=3, large=[1])
    set_player(m, 2, brewmaster=3, small=[1])
    set_player(m, 0, brewmaster=3)  # goal 1 met, but both its barrels are taken
    assert m.view(None)["players"][0]["barrels_claimable"] == []
    refused(m, 0, A.Move(BARREL_1))
    set_player(m, 0, brewmaster=3, markers=[1, 1, 1, 1, 1])  # goal 2 is met too
    goto(m, 0, BARREL_1)
    assert seat(m, 0).large == [2] and seat(m, 0).small == []
    assert seat(m, 1).large == [1] and seat(m, 2).small == [1]


def test_both_barrel_spaces_work_alike() -> None:
    for space in (BARREL_1, BARREL_2):
        m = playing()
        set_player(m, 0, brewmaster=1)
        goto(m, 0, space)
        assert seat(m, 0).large == [1]
