"""Undo in Monastery: your own actions within your own step, scoring or Brewhouse decision
(Match.undo), never past its end, a tile drawn from the bag, a blessing put back into an
exhausted supply (which shows who holds one), the previous Abbot's choice of a new Abbot,
another player's action or a position set up by hand."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from tests.helpers import cannot_undo, saved

from .helpers import (
    abbey_monk,
    begin_round,
    collecting,
    fresh,
    give,
    hand,
    kinds,
    lay,
    put,
    set_blessings,
    st,
    step,
    where,
)


def stepping() -> Match:
    """Red's Laying Tiles and Movement: a finished Cloister north of the Abbey, a Dormitory
    behind Red's screen, Red's monk in the Abbey (2 movement points)."""
    m = fresh()
    lay(m, "cloister", 0, -1)
    give(m, 0, "dormitory")
    step(m, 0)
    return m


def test_a_move_can_be_taken_back_and_made_again_exactly() -> None:
    m = stepping()
    before = saved(m)
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    after = saved(m)
    assert m.can_undo(0)
    m.undo(0)
    assert saved(m) == before
    assert where(m, abbey_monk(0)) == ("abbey", 0, False)
    assert m.decision is not None and m.decision.details["movement_points"] == 2
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    assert saved(m) == after


def test_every_action_of_the_step_can_be_taken_back_one_by_one() -> None:
    m = stepping()
    start = saved(m)
    m.act(0, A.LayTile("dormitory", 0, -2, 2))
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Move("cloister", 0, "dormitory", 2))
    assert where(m, abbey_monk(0)) == ("dormitory", 2, False)
    for _ in range(3):
        m.undo(0)
    assert saved(m) == start
    assert "dormitory" in hand(m, 0)
    reason = cannot_undo(m, 0)
    assert "set up by hand" in reason


def test_no_undo_once_the_step_is_over() -> None:
    m = stepping()
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Done())
    assert m.actors == (1,) and kinds(m) == ["step"]
    cannot_undo(m, 0)


def test_no_undo_of_a_tile_drawn_from_the_bag() -> None:
    m = stepping()
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Exchange())                      # a tile drawn at random: no taking back
    assert kinds(m) == ["step", "return"]
    reason = cannot_undo(m, 0)
    assert "drawn" in reason
    before = saved(m)
    m.act(0, A.ReturnTile("dormitory"))          # the return itself may be taken back
    assert m.can_undo(0)
    m.undo(0)
    assert saved(m) == before
    cannot_undo(m, 0)


def test_no_one_takes_back_another_players_action() -> None:
    m = stepping()
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    reason = cannot_undo(m, 1)
    assert "only the player who made the last move" in reason


def test_the_next_player_cannot_undo_into_the_previous_step() -> None:
    m = stepping()
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Done())
    m.act(1, A.Move("abbey", 0, "cloister", 0))  # Blue's own step
    cannot_undo(m, 0)
    assert m.can_undo(1)


def test_a_position_set_up_by_hand_is_as_far_back_as_undo_goes() -> None:
    m = stepping()                               # set up by hand: refreshes the match
    cannot_undo(m, 0)
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.undo(0)
    reason = cannot_undo(m, 0)
    assert "set up by hand" in reason


def test_collecting_can_be_taken_back_until_the_scoring_is_over() -> None:
    m = fresh(hour="toil")
    collecting(m, 0, 9)
    before = saved(m)
    m.act(0, A.TakeLetter(6))                    # the A of LIBERA NOS, 7 points
    m.act(0, A.PlaceLetter("red", 5))
    m.undo(0)
    m.undo(0)
    assert saved(m) == before
    m.act(0, A.TakeLetter(6))
    m.act(0, A.PlaceLetter("red", 5))
    m.act(0, A.Done())                           # Red's scoring ends; Blue's has no choice
    assert st(m).hour == 3 and m.actors == (0,) and kinds(m) == ["step"]
    reason = cannot_undo(m, 0)                   # Red's next step: the scoring stays done
    assert "turn ended" in reason


def test_a_blessing_from_an_exhausted_supply_cannot_be_taken_back() -> None:
    m = fresh(hour="toil")
    collecting(m, 0, 9)
    set_blessings(m, 1, 3)
    st(m).supply = 0
    m.refresh()
    m.act(0, A.TakeLetter(6))
    assert m.can_undo(0)
    m.act(0, A.PlaceLetter("blue", 2))           # a blessing is due: Blue puts one back
    assert st(m).players[1].blessings == 2 and st(m).players[0].blessings == 1
    cannot_undo(m, 0)


def test_the_previous_abbots_choice_is_never_taken_back() -> None:
    m = fresh(3)
    begin_round(m, "sext")                       # one monk each in the Abbey: Red chooses
    assert kinds(m) == ["abbot"] and m.actors == (0,)
    m.act(0, A.ChooseAbbot("green"))
    reason = cannot_undo(m, 0)
    assert "may not be taken back" in reason


def test_the_brewhouse_decision_can_be_taken_back_until_it_is_done() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "brewhouse", 2, -1, 2)
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "brewhouse")
    kept = put(m, 0, "path_cross")
    put(m, 0, "chapter_house", praying=True)
    begin_round(m, "night")
    assert kinds(m) == ["brew"] and m.actors == (0,)
    before = saved(m)
    m.act(0, A.KeepMonk("path_cross", 0, "upright"))
    m.undo(0)
    assert saved(m) == before
    m.act(0, A.KeepMonk("path_cross", 0, "upright"))
    m.act(0, A.Done())                           # the others gather in the Abbey
    assert where(m, kept) == ("path_cross", 0, False)
    cannot_undo(m, 0)
