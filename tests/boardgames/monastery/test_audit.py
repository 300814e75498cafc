"""An independent audit of the rulebook against the code, sentence by sentence: scenario tests
for the sentences the other test files leave open or where the reading was in doubt. Each test
is named after the rule it checks (rulebook: shared/rulebooks/monastery.txt)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    FINISHED,
    abbey_monk,
    begin_round,
    collecting,
    decision,
    finish,
    fresh,
    gather,
    give,
    lay,
    legal,
    logged,
    mp,
    of_type,
    points,
    put,
    scoring,
    seat,
    set_blessings,
    space,
    spots,
    st,
    step,
    tid,
    where,
)

# --- Laying Tiles --------------------------------------------------------------------------------


def test_a_tile_touching_the_abbey_only_corner_to_corner_is_not_adjacent_to_it() -> None:
    m = fresh()
    give(m, 0, "cloister")
    step(m, 0)
    cells = {(x, y) for x, y, _ in spots(m, 0, "cloister")}
    # the ten cells along the Abbey's sides, none of its four diagonal corners
    assert cells == {(-1, -1), (0, -1), (1, -1), (-1, 2), (0, 2), (1, 2),
                     (-2, 0), (-2, 1), (2, 0), (2, 1)}


def test_a_tile_under_construction_that_is_not_full_is_no_anchor_even_when_connected() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)       # paths north and south
    give(m, 0, "cloister")
    step(m, 0)
    assert (0, -2) not in {(x, y) for x, y, _ in spots(m, 0, "cloister")}


def test_a_full_tile_under_construction_becomes_an_anchor_during_the_step() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 1, "chapter_house", 3)
    put(m, 1, "chapter_house", 2)
    give(m, 0, "cloister")
    step(m, 0)
    assert (0, -2) not in {(x, y) for x, y, _ in spots(m, 0, "cloister")}
    m.act(0, A.Move("abbey", 0, "chapter_house", 1))    # Red's monk fills the last box
    assert (0, -2) in {(x, y) for x, y, _ in spots(m, 0, "cloister")}


def test_a_brown_tile_may_not_touch_the_abbeys_short_side_either() -> None:
    m = fresh()
    give(m, 0, "kitchen", "granary")
    step(m, 0)
    assert not {(x, y) for x, y, _ in spots(m, 0, "kitchen")} & {(-2, 0), (-2, 1), (2, 0),
                                                                (2, 1)}
    assert spots(m, 0, "granary") == set()


def test_a_livestock_tile_may_not_face_the_abbeys_paths() -> None:
    m = fresh()
    give(m, 0, "beehive")
    step(m, 0)
    assert spots(m, 0, "beehive") == set()


def test_a_field_joining_two_groups_counts_both_for_the_limit() -> None:
    def fields(second_group: int) -> set[tuple[int, int]]:
        m = fresh()
        lay(m, "path_cross", 2, 0)
        # Fields with gateways east and west in a row east of the Path, a gap at (5, 0)
        lay(m, "field_through_1", 3, 0, 1)
        lay(m, "field_through_2", 4, 0, 1)
        for name, x in [("field_through_3", 6), ("field_end_2", 7)][:second_group]:
            lay(m, name, x, 0, 1 if name.startswith("field_through") else 3)
        give(m, 0, "field_end_1")
        step(m, 0)
        return {(x, y) for x, y, _ in spots(m, 0, "field_end")}

    assert (5, 0) in fields(1)          # 2 + 1 + itself = 4
    assert (5, 0) not in fields(2)      # 2 + 2 + itself = 5


def test_a_path_joining_two_path_groups_counts_both_for_the_limit() -> None:
    def paths(second_group: int) -> set[tuple[int, int]]:
        m = fresh()
        # two straight Paths leading north from the Abbey; a bend (paths west and north) at
        # (1, -3), maybe a T (paths north, south, west) north of it; the gap at (0, -3)
        lay(m, "path_straight_1", 0, -1)
        lay(m, "path_straight_2", 0, -2)
        lay(m, "path_bend_1", 1, -3, 3)
        if second_group == 2:
            lay(m, "path_t_1", 1, -4, 2)
        give(m, 0, "path_cross")
        step(m, 0)
        return {(x, y) for x, y, _ in spots(m, 0, "path_cross")}

    assert (0, -3) in paths(1)          # 2 + 1 + itself = 4
    assert (0, -3) not in paths(2)      # 2 + 2 + itself = 5


def test_gateways_are_optional_but_a_field_still_needs_one_connection() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    give(m, 0, "field_end_1")
    step(m, 0)
    # at (3, 0) only the gateway facing the Path's east side connects it
    assert {r for x, y, r in spots(m, 0, "field_end") if (x, y) == (3, 0)} == {3}


# --- Movement of the Monks -----------------------------------------------------------------------


def _north_south(m: Match) -> None:
    """A finished Chapter House north of the Abbey and a finished Guest House south of it."""
    lay(m, "chapter_house", 0, -1)
    lay(m, "guest_house", 0, 2)


def test_crossing_the_abbey_costs_one_point_for_the_abbey() -> None:
    m = fresh()
    _north_south(m)
    put(m, 0, "chapter_house")
    step(m, 0)
    before = mp(m)
    m.act(0, A.Move("chapter_house", 0, "guest_house", 0))
    assert before - mp(m) == 2


def test_movement_points_count_upright_monks_stuck_on_a_full_tile_under_construction() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    for box in (3, 2, 1):
        put(m, 0, "chapter_house", box)
    step(m, 0)
    assert mp(m) == 8                                    # 4 upright monks in the monastery
    assert all(a.tile != "chapter_house" for a in of_type(legal(m, 0), A.Move))


def test_an_imprisoned_monk_gives_no_movement_points() -> None:
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2)
    put(m, 0, "prison_cell", praying=True)
    step(m, 0)
    assert mp(m) == 2


def test_the_free_step_needs_no_movement_points() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 0, "chapter_house", 1)
    step(m, 0, mp=0)
    m.act(0, A.Move("chapter_house", 1, "chapter_house", 3))
    assert where(m, next(iter(_mine(m, 0, "chapter_house")))) == ("chapter_house", 3, False)
    assert mp(m) == 0


def _mine(m: Match, q: int, tile: str) -> list[int]:
    s = st(m)
    return [i for i in range(q * 5, q * 5 + 5) if s.monk_tile[i] == tid(tile)]


def test_after_the_free_step_a_monk_may_still_leave_a_tile_that_is_not_full() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 0, "chapter_house", 1)
    step(m, 0)
    m.act(0, A.Move("chapter_house", 1, "chapter_house", 3))
    assert A.Move("chapter_house", 3, "abbey", 0) in legal(m, 0)


def test_a_monk_that_began_on_a_tile_may_not_leave_once_his_fellow_fills_it() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 0, "chapter_house", 3)
    put(m, 1, "chapter_house", 2)
    step(m, 0)
    assert A.Move("chapter_house", 3, "abbey", 0) in legal(m, 0)
    m.act(0, A.Move("abbey", 0, "chapter_house", 1))   # now fully occupied
    assert of_type(legal(m, 0), A.Move) == []


def test_a_monk_stopped_on_a_tile_under_construction_may_not_jump_to_his_passage() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    lay(m, "passage_red", 0, 2)
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "chapter_house", 3))
    assert of_type(legal(m, 0), A.Move) == []


def test_a_monk_may_end_on_a_finished_tile_that_is_not_yet_full() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 1, "chapter_house")
    put(m, 1, "chapter_house")
    step(m, 0)
    assert A.Move("abbey", 0, "chapter_house", 0) in legal(m, 0)
    put(m, 1, "chapter_house")
    step(m, 0)
    assert A.Move("abbey", 0, "chapter_house", 0) not in legal(m, 0)


def test_unused_movement_points_are_not_saved_for_the_next_step() -> None:
    m = fresh()
    begin_round(m, "study")
    assert mp(m) == 2
    m.act(0, A.Done())
    m.act(1, A.Done())
    while not m.over and st(m).phase == "score":
        m.act(m.actors[0], A.Done())
    st(m).abbot = 0
    begin_round(m, "toil")
    assert mp(m) == 2


# --- Encouragement -------------------------------------------------------------------------------


def test_blessings_on_a_tile_go_to_the_first_other_player_who_arrives_later() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    set_blessings(m, 0, 2)
    begin_round(m, "study")
    m.act(0, A.PlaceBlessing("chapter_house"))
    m.act(0, A.PlaceBlessing("chapter_house"))
    m.act(0, A.Done())
    assert st(m).bless[tid("chapter_house")] == 2
    m.act(1, A.Move("abbey", 0, "chapter_house", 3))
    assert seat(m, 1).blessings == 2 and st(m).bless[tid("chapter_house")] == 0


def test_a_free_step_onto_another_box_does_not_collect_encouragement() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 1, "chapter_house", 1)
    st(m).bless[tid("chapter_house")] = 1
    st(m).supply -= 1
    step(m, 1)
    m.act(1, A.Move("chapter_house", 1, "chapter_house", 3))
    assert seat(m, 1).blessings == 0 and st(m).bless[tid("chapter_house")] == 1


# --- Scoring: building, groups, prayer, toil ---------------------------------------------------


def _fields(m: Match) -> None:
    """A finished Path east of the Abbey and room for a row of Fields east of it (y = 0)."""
    lay(m, "path_cross", 2, 0)


def test_group_points_do_not_reach_through_a_field_still_under_construction() -> None:
    m = fresh()
    _fields(m)
    lay(m, "field_through_1", 3, 0, 1)                   # finished
    lay(m, "field_through_2", 4, 0, 1, finished=False)   # no monk: not full
    lay(m, "field_through_3", 5, 0, 1, finished=False)
    put(m, 0, "field_through_3", 1)
    scoring(m, 0, hour="study")
    assert points(m, 0) == 1 + 1                         # the Field alone, and the Abbey


def test_a_finished_group_tile_joined_through_finished_tiles_counts() -> None:
    m = fresh()
    _fields(m)
    lay(m, "field_through_1", 3, 0, 1)
    lay(m, "field_through_2", 4, 0, 1)
    lay(m, "field_through_3", 5, 0, 1, finished=False)
    put(m, 0, "field_through_3", 1)
    scoring(m, 0, hour="study")
    assert logged(m, "Red builds: Field (two gateways) #3 3 (3 points)")


def test_two_gardens_make_four_points() -> None:
    m = fresh()
    _fields(m)
    lay(m, "garden_end_1", 3, 0, 3)                      # gateway west
    lay(m, "garden_corner_1", 3, -1, 1, finished=False)  # gateways east and south
    put(m, 0, "garden_corner_1", 2)
    scoring(m, 0, hour="study")
    assert logged(m, "Red builds: Garden (two gateways) #1 4 (4 points)")


def test_a_group_tile_finished_earlier_in_the_same_scoring_counts_for_the_next() -> None:
    m = fresh()
    _fields(m)
    lay(m, "field_through_1", 3, 0, 1, finished=False)
    lay(m, "field_through_2", 4, 0, 1, finished=False)
    put(m, 0, "field_through_1", 1)
    put(m, 1, "field_through_2", 1)
    scoring(m, 0, hour="study")
    gather(m, 0)
    assert logged(m, "Red builds: Field (two gateways) #1 1 (1 point)")
    while m.actors == (0,):
        m.act(0, A.Done())
    assert st(m).status[tid("field_through_1")] == FINISHED
    assert logged(m, "Blue builds: Field (two gateways) #2 2 (2 points)")


def test_prayer_pays_the_value_of_the_scoring_circle() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "chapter_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("chapter_house"))
    assert points(m, 0) == 3


def test_a_monk_next_to_another_players_praying_monk_is_not_alone() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 1, "chapter_house", praying=True)
    put(m, 0, "chapter_house")
    scoring(m, 0, hour="toil")
    assert A.Pray("chapter_house") not in legal(m, 0)


def test_one_monk_prays_while_another_studies_in_the_same_scoring() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "chapter_house")
    scoring(m, 0, hour="study")
    m.act(0, A.Pray("chapter_house"))
    gather(m, 0)
    assert points(m, 0) == 3 + 1                         # prayer, and study in the Abbey


def test_no_study_on_a_grey_tile_still_under_construction() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 0, "chapter_house", 3)
    move = abbey_monk(0)
    st(m).monk_tile[move] = tid("chapter_house")
    st(m).monk_box[move] = 2
    scoring(m, 0, hour="study")
    assert points(m, 0) == 0


def test_monks_collected_in_a_scoring_earn_nothing_in_it() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    st(m).monk_tile[abbey_monk(0)] = tid("chapter_house")   # Red has no monk in the Abbey
    scoring(m, 0, hour="study")
    m.act(0, A.Done())                                   # no prayer: study on the Chapter House
    assert points(m, 0) == 1 and decision(m) == "spend"
    seat(m, 0).points = 3
    m.act(0, A.TakeMonk("red", "red"))                   # a 3-point monk into the Abbey
    assert where(m, 1) == ("abbey", 0, False)
    assert not logged(m, "Red studies: Abbey")           # no study point for it this scoring
    assert seat(m, 0).blessings == 0


# --- Symbol tiles --------------------------------------------------------------------------------


def test_different_symbols_may_all_be_used_in_one_turn() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    lay(m, "library", 1, -1, 2)
    put(m, 0, "almonry")
    put(m, 0, "library")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("almonry"))
    assert of_type(legal(m, 0), A.SwapLetters)
    m.act(0, A.SwapLetters(space(0, 1), space(0, 2)))
    assert A.UseSymbol("almonry") not in legal(m, 0)


def test_the_brewhouse_is_not_used_during_scoring() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "brewhouse", 2, -1, 2)
    put(m, 0, "brewhouse")
    scoring(m, 0, hour="study")
    assert decision(m) == "earn"                         # Red may pray on it, nothing else
    assert of_type(legal(m, 0), A.KeepMonk) == []
    assert of_type(legal(m, 0), A.UseSymbol) == []


def test_the_abbots_house_election_counts_every_players_monks_in_the_house() -> None:
    m = fresh()
    st(m).abbot = 0
    lay(m, "abbots_house", 0, -1, 3)
    lay(m, "path_straight_1", -1, -1, 1)
    put(m, 0, "abbots_house")
    put(m, 1, "abbots_house")
    put(m, 1, "abbey")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    assert st(m).abbot == 1                              # Blue 3 against Red 2


def test_the_farm_brings_nothing_extra_in_a_study_round() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "farm", 2, -1, 2)
    st(m).monk_tile[abbey_monk(0)] = tid("farm")
    scoring(m, 0, hour="study")
    assert points(m, 0) == 0


def test_the_scriptorium_brings_nothing_in_a_toil_round() -> None:
    m = fresh()
    lay(m, "scriptorium", 0, -1)
    st(m).monk_tile[abbey_monk(0)] = tid("scriptorium")
    scoring(m, 0, hour="toil")
    m.act(0, A.Done())
    assert points(m, 0) == 0


def test_a_prisoner_stops_a_visitor_from_studying_in_the_prison_cell() -> None:
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2)
    put(m, 1, "prison_cell", praying=True)
    st(m).monk_tile[abbey_monk(0)] = tid("prison_cell")
    scoring(m, 0, hour="study")
    assert points(m, 0) == 0


def test_a_visitor_alone_in_the_prison_cell_prays_there_as_on_a_normal_tile() -> None:
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2)
    put(m, 0, "prison_cell")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("prison_cell"))
    assert points(m, 0) == 2


def test_a_prison_cell_with_one_prisoner_takes_a_second() -> None:
    # designer FAQ (REF 3.2): after an Abbot's House election two monks may pray in the cell
    m = fresh()
    st(m).abbot = 1
    lay(m, "prison_cell", 1, -1, 2)
    lay(m, "abbots_house", 0, -1, 3)
    lay(m, "path_straight_1", -1, -1, 1)
    put(m, 1, "prison_cell", praying=True)
    put(m, 0, "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))               # Red 2 against Blue 1
    assert st(m).abbot == 0 and decision(m) == "prison"
    m.act(0, A.Imprison("blue"))
    assert len(_mine(m, 1, "prison_cell")) == 2


def test_the_brewhouse_keeps_a_monk_on_his_box_at_night() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "brewhouse", 2, -1, 2)
    lay(m, "chapter_house", 0, -1, finished=False)
    put(m, 0, "brewhouse")
    monk = put(m, 0, "chapter_house", 2)
    begin_round(m, "night")
    assert decision(m) == "brew"
    m.act(0, A.KeepMonk("chapter_house", 2, "upright"))
    m.act(0, A.Done())
    assert where(m, monk) == ("chapter_house", 2, False)


def test_an_abbot_who_is_re_elected_may_lock_a_monk_up_as_well() -> None:
    # "Immediately after a new Abbot is elected": the code reads "new" as "newly elected", so
    # an Abbot elected again gets the Prison Cell too (not listed among the assumptions)
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2)
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert st(m).abbot == 0 and decision(m) == "prison"


def test_immediately_after_a_new_abbot_is_elected_he_may_lock_a_monk_up(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 30 (data/readings.toml): an Abbot elected again counts as new, or, read the
    # other way, only one who takes the office from another player does
    for again in (True, False):
        monkeypatch.setattr(C, "abbot_elected_again_may_imprison", again)
        m = fresh()
        lay(m, "prison_cell", 0, -1, 2)
        put(m, 0, "abbey")
        begin_round(m, "sext")                   # Red, the Abbot, is elected again
        assert st(m).abbot == 0
        assert (decision(m) == "prison") == again, again
        assert logged(m, "only a new Abbot may lock a monk in the Prison Cell") != again
        m = fresh()
        lay(m, "prison_cell", 0, -1, 2)
        put(m, 1, "abbey")
        begin_round(m, "sext")                   # Blue takes the office from Red
        assert st(m).abbot == 1 and decision(m) == "prison", again


def test_symbols_are_used_while_gathering_points_not_while_collecting() -> None:
    # the order within a scoring is the code's: symbols (and prayer) before toil and study
    # points, and no symbol once collecting has begun (not listed among the assumptions)
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    put(m, 0, "almonry")
    scoring(m, 0, hour="toil")
    seat(m, 0).points = 1
    m.act(0, A.Done())
    assert decision(m) == "spend"
    assert of_type(legal(m, 0), A.UseSymbol) == []


# --- Collecting letters and monks, blessings ------------------------------------------------------


def test_a_part_completed_by_another_players_letter_lowers_your_costs() -> None:
    m = fresh()
    s = st(m)
    for i in range(8):
        s.tracks[1 * 9 + i] = 2                          # Blue's track, all but the last S
    s.board[space(1, 10)] = "S"
    collecting(m, 0, 10)
    m.act(0, A.TakeLetter(space(1, 10)))                 # the last S of QUAESUMUS, 10 points
    m.act(0, A.PlaceLetter("blue", 8))
    assert st(m).tracks[1 * 9 + 8] == 2
    collecting(m, 1, 5)
    assert A.TakeLetter(space(0, 10)) in legal(m, 1)     # bottom row: column 10 costs 5


def test_a_complete_part_lowers_the_price_of_monks_too() -> None:
    m = fresh()
    s = st(m)
    for i in range(9):
        s.tracks[0 * 9 + i] = 1
    collecting(m, 0, 3)
    # Yellow's cross is column 6: top price 6, bottom price 3
    assert A.TakeMonk("yellow", "red") in legal(m, 0)


def test_fifteen_unspent_points_bring_four_blessings() -> None:
    m = fresh()
    collecting(m, 0, 15)
    m.act(0, A.Done())
    assert seat(m, 0).blessings == 4 and st(m).supply == C.supply - 4


def test_the_exhausted_supply_is_refilled_for_every_blessing_due() -> None:
    m = fresh(3)
    s = st(m)
    s.supply = 0
    s.players[0].blessings = 0
    s.players[1].blessings = 10
    s.players[2].blessings = 10
    collecting(m, 0, 15)                                 # 4 blessings due
    m.act(0, A.Done())
    # 1st: Blue and Green put one back, Red takes one; 2nd from the supply; 3rd: the supply is
    # exhausted again, so everyone who has a blessing, Red included, puts one back; 4th from it
    assert [seat(m, q).blessings for q in range(3)] == [3, 8, 8]
    assert st(m).supply == 1


def test_blessings_spent_on_letters_go_back_to_the_supply() -> None:
    m = fresh()
    collecting(m, 0, 0, blessings=3)
    supply = st(m).supply
    m.act(0, A.TakeLetter(space(1, 3)))                  # A of QUAESUMUS, 3 points
    assert seat(m, 0).blessings == 0 and st(m).supply == supply + 3


# --- Prayer Hours and the Night Round ----------------------------------------------------------


def test_a_monk_bought_by_another_player_counts_for_his_owner_in_the_election() -> None:
    m = fresh()
    collecting(m, 0, 3)
    m.act(0, A.TakeMonk("red", "blue"))                  # Red puts a Blue monk in the Abbey
    begin_round(m, "sext")
    assert st(m).abbot == 1


def test_the_abbot_chosen_in_a_tie_may_imprison_at_once() -> None:
    m = fresh(3)
    lay(m, "prison_cell", 0, -1, 2)
    begin_round(m, "sext")                               # one monk each: Red chooses
    m.act(0, A.ChooseAbbot("green"))
    assert decision(m) == "prison" and m.actors == (2,)


def test_the_night_gathers_monks_from_tiles_under_construction_too() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    monk = put(m, 1, "chapter_house", 3)
    begin_round(m, "night")
    assert where(m, monk) == ("abbey", 0, False)


def test_prayer_hours_and_the_night_have_no_laying_and_no_scoring() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "chapter_house")
    begin_round(m, "vespers")
    # the Prayer Hour ran on by itself into the Study round that follows it
    assert st(m).hour == 8 and st(m).phase == "lay"
    assert not logged(m, "studies") and not logged(m, "toils")


# --- Game end and victory ------------------------------------------------------------------------


def test_after_the_last_letter_the_other_players_still_score_this_round() -> None:
    m = fresh()
    s = st(m)
    s.board = ["" if ch != "+" else ch for ch in s.board]
    s.board[space(1, 1)] = "Q"
    lay(m, "chapter_house", 0, -1)
    put(m, 1, "chapter_house")
    collecting(m, 0, 1)
    m.act(0, A.TakeLetter(space(1, 1)))                  # the last letter, onto Blue's Q
    assert st(m).ending and not m.over
    assert m.actors == (1,) and decision(m) == "earn"    # Blue still scores: he may pray
    m.act(1, A.Pray("chapter_house"))
    while not m.over:
        m.act(m.actors[0], A.Done())
    assert logged(m, "The game ends: the last letter has been taken from the Prayer Board")
    assert logged(m, "Blue calls a monk to prayer on the Chapter House (3 points)")


def test_the_secret_passage_left_behind_the_screen_counts_one_minus_point() -> None:
    m = fresh()
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[0]["unlaid_tiles"] == -1.0


# --- Hidden information --------------------------------------------------------------------------


def test_a_spectator_sees_no_hand_and_no_blessings() -> None:
    m = fresh()
    give(m, 0, "kitchen")
    set_blessings(m, 0, 3)
    v = m.view(None)
    assert all(p["hand"] is None and p["blessings"] is None for p in v["players"])
    assert "kitchen" not in str(v)


def test_blessings_paid_for_a_letter_are_not_named_in_the_others_log() -> None:
    m = fresh()
    collecting(m, 0, 1, blessings=2)
    m.act(0, A.TakeLetter(space(0, 2)))                  # I of LIBERA, 2 points
    assert any("in blessings" in line for line in m.log_for(0))
    assert not any("in blessings" in line for line in m.log_for(1))
