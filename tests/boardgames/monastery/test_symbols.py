"""Rulebook: Symbol Tiles (Chapel, Scriptorium, Library, Workshop, Stables, Abbot's House,
Brewhouse, Almonry, Farm), The Prison Cell Tile, The Simple Game."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    FINISHED,
    abbey_monk,
    begin_round,
    decision,
    fresh,
    gather,
    give,
    hand,
    lay,
    legal,
    logged,
    move_monk,
    of_type,
    pending,
    points,
    put,
    refused,
    scoring,
    seat,
    space,
    st,
    tid,
    where,
)

# --- the Chapel ----------------------------------------------------------------------------------


def test_prayer_in_the_chapel_pays_double() -> None:
    m = fresh()
    lay(m, "chapel", 0, -1, 2)
    put(m, 0, "chapel")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("chapel"))
    assert points(m, 0) == 6


def test_up_to_three_monks_may_pray_in_the_chapel_without_being_alone() -> None:
    m = fresh(4)
    lay(m, "chapel", 0, -1, 2)
    put(m, 1, "chapel", praying=True)
    put(m, 2, "chapel", praying=True)
    put(m, 0, "chapel")
    put(m, 3, "chapel")
    lay(m, "dormitory", -1, -1, 2)
    put(m, 3, "dormitory")            # Yellow's other prayer option keeps the choice open
    scoring(m, 0, hour="toil")
    assert A.Pray("chapel") in legal(m, 0)
    m.act(0, A.Pray("chapel"))
    assert points(m, 0) == 6
    scoring(m, 3, hour="toil", scored=(0, 1, 2))
    assert A.Pray("chapel") not in legal(m, 3)      # a fourth may not
    assert "At most three monks may pray in the Chapel" in refused(
        m, 3, A.Pray("chapel")).reason


def test_no_player_may_have_two_of_his_monks_pray_in_the_chapel() -> None:
    m = fresh()
    lay(m, "chapel", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "chapel", praying=True)
    put(m, 0, "chapel")
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert A.Pray("chapel") not in legal(m, 0)
    assert "more than one of his own monks" in refused(m, 0, A.Pray("chapel")).reason


def test_no_study_in_the_chapel_while_a_monk_prays_there() -> None:
    m = fresh()
    lay(m, "chapel", 0, -1, 2)
    put(m, 1, "chapel", praying=True)
    put(m, 0, "chapel")
    scoring(m, 0, hour="study")
    m.act(0, A.Done())                # Red could pray too, but does not
    assert points(m, 0) == 1          # the Abbey only


def test_in_the_simple_game_the_chapel_is_an_ordinary_tile() -> None:
    m = fresh(variant="simple")
    lay(m, "chapel", 0, -1, 2)
    put(m, 0, "chapel")
    put(m, 1, "chapel", praying=True)
    scoring(m, 0, hour="toil")
    assert decision(m) != "earn"      # not alone: no prayer
    m2 = fresh(variant="simple")
    lay(m2, "chapel", 0, -1, 2)
    put(m2, 0, "chapel")
    scoring(m2, 0, hour="toil")
    m2.act(0, A.Pray("chapel"))
    assert points(m2, 0) == 3


# --- Scriptorium and Farm ------------------------------------------------------------------------


def test_study_in_the_scriptorium_brings_one_more_point() -> None:
    m = fresh()
    lay(m, "scriptorium", 0, -1)
    put(m, 0, "scriptorium")
    scoring(m, 0, hour="study")
    gather(m, 0)
    assert points(m, 0) == 3          # Scriptorium 2, Abbey 1
    assert "Red studies: Abbey 1, Scriptorium 2 (3 points)" in m.log


def test_prayer_in_the_scriptorium_brings_no_extra_point() -> None:
    m = fresh()
    lay(m, "scriptorium", 0, -1)
    put(m, 0, "scriptorium")
    scoring(m, 0, hour="study")
    m.act(0, A.Pray("scriptorium"))
    assert points(m, 0) == 3          # prayer 2, Abbey 1


def test_toil_on_the_farm_brings_two_more_points() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "farm", 2, -1, 2)           # paths south and west? rotation 2: south and west
    put(m, 0, "farm")
    scoring(m, 0, hour="toil")
    gather(m, 0)
    assert points(m, 0) == 3


def test_in_the_simple_game_scriptorium_and_farm_pay_one_point() -> None:
    m = fresh(variant="simple")
    lay(m, "scriptorium", 0, -1)
    put(m, 0, "scriptorium")
    scoring(m, 0, hour="study")
    gather(m, 0)
    assert points(m, 0) == 2
    m2 = fresh(variant="simple")
    lay(m2, "path_cross", 2, 0)
    lay(m2, "farm", 2, -1, 2)
    put(m2, 0, "farm")
    scoring(m2, 0, hour="toil")
    gather(m2, 0)
    assert points(m2, 0) == 1


# --- Library -------------------------------------------------------------------------------------


def test_the_library_swaps_two_letters_on_the_prayer_board_small_side_up() -> None:
    m = fresh()
    lay(m, "library", 0, -1, 2)
    put(m, 0, "library")
    scoring(m, 0, hour="toil")
    a, b = space(0, 1), space(1, 10)          # L (cost 1) and the last S of QUAESUMUS
    assert A.SwapLetters(a, b) in legal(m, 0)
    m.act(0, A.SwapLetters(a, b))
    s = st(m)
    assert s.board[a] == "S" and s.board[b] == "L"
    assert s.swapped[a] and s.swapped[b]
    assert "Red swaps L and S on the Prayer Board (Library)" in m.log


def test_a_swapped_letter_cannot_be_swapped_again() -> None:
    m = fresh()
    lay(m, "library", 0, -1, 2)
    put(m, 0, "library")
    st(m).swapped[space(0, 1)] = True
    scoring(m, 0, hour="toil")
    swaps = of_type(legal(m, 0), A.SwapLetters)
    assert swaps and all(space(0, 1) not in (s.first, s.second) for s in swaps)
    assert "cannot be swapped again" in refused(
        m, 0, A.SwapLetters(space(0, 1), space(0, 2))).reason


def test_a_swapped_letter_is_still_placed_large_side_up_on_your_own_track() -> None:
    m = fresh()
    lay(m, "library", 0, -1, 2)
    put(m, 0, "library")
    scoring(m, 0, hour="toil")
    m.act(0, A.SwapLetters(space(0, 1), space(0, 2)))   # L <-> I in Red's row
    seat(m, 0).points = 1
    m.act(0, A.Done())                                  # on to collecting
    m.act(0, A.TakeLetter(space(0, 1)))                 # the I, now in column 1 (cost 1)
    assert st(m).tracks[0 * 9 + 1] == 1                 # I of LIBERA, large side up


def test_the_library_is_used_once_per_turn() -> None:
    m = fresh()
    lay(m, "library", 0, -1, 2)
    put(m, 0, "library")
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    m.act(0, A.SwapLetters(space(0, 1), space(0, 2)))
    assert of_type(legal(m, 0), A.SwapLetters) == []
    assert "only once per turn" in refused(m, 0, A.SwapLetters(space(0, 4),
                                                               space(0, 5))).reason


# --- Workshop ------------------------------------------------------------------------------------


def test_the_workshop_draws_a_tile_then_returns_one() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "workshop", 2, -1, 2)
    put(m, 0, "workshop")
    give(m, 0, "dormitory")
    scoring(m, 0, hour="study")
    s = st(m)
    s.chance.force(s.bag.index(tid("kitchen")))
    m.act(0, A.UseSymbol("workshop"))
    assert decision(m) == "return"
    assert set(hand(m, 0)) == {"passage_red", "dormitory", "kitchen"}
    assert A.ReturnTile("kitchen") in legal(m, 0)     # the one just drawn may go back
    m.act(0, A.ReturnTile("dormitory"))
    assert set(hand(m, 0)) == {"passage_red", "kitchen"}
    assert "Red uses the Workshop and draws a tile" in m.log_for(1)


def test_the_workshop_draws_even_with_an_empty_hand_and_returns_it_at_once() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "workshop", 2, -1, 2)
    put(m, 0, "workshop")
    scoring(m, 0, hour="study")
    before = list(st(m).bag)
    m.act(0, A.UseSymbol("workshop"))
    assert hand(m, 0) == ["passage_red"]          # the only returnable tile went back
    assert st(m).bag == before


# --- Stables -------------------------------------------------------------------------------------


def test_the_stables_let_you_lay_a_tile_during_scoring() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "stables", 2, -1)          # paths north and south
    put(m, 0, "stables")
    give(m, 0, "cloister")
    scoring(m, 0, hour="study")
    lays = of_type(legal(m, 0), A.LayTile)
    assert A.LayTile("cloister", 0, -1, 0) in lays
    m.act(0, A.LayTile("cloister", 0, -1, 0))
    assert st(m).status[tid("cloister")] == 1
    assert "Red lays the Cloister at (0, -1), rotation 0 (Stables)" in m.log
    assert of_type(legal(m, 0), A.LayTile) == []      # once per turn


def test_the_stables_lay_a_tile_exactly_as_during_the_step_with_or_without_an_exchange(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 22 (data/readings.toml): the Stables lay a tile and do not exchange one, or,
    # read the other way, an exchange may replace the laying as in the step
    for may in (False, True):
        monkeypatch.setattr(C, "stables_may_exchange", may)
        m = fresh()
        lay(m, "path_cross", 2, 0)
        lay(m, "stables", 2, -1)
        put(m, 0, "stables")
        give(m, 0, "cloister")
        scoring(m, 0, hour="study")
        assert (A.Exchange() in legal(m, 0)) == may, may
        if not may:
            assert "they do not exchange one" in refused(m, 0, A.Exchange()).reason
            continue
        bag = len(st(m).bag)
        m.act(0, A.Exchange())
        assert decision(m) == "return" and len(hand(m, 0)) == 3
        m.act(0, A.ReturnTile("cloister"))
        assert len(st(m).bag) == bag and "cloister" not in hand(m, 0)
        assert of_type(legal(m, 0), A.LayTile) == [] and A.Exchange() not in legal(m, 0)
        assert "Red exchanges a tile (Stables)" in m.log_for(1)


def test_blessings_from_livestock_laid_in_a_scoring_cannot_be_spent_in_it() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "stables", 2, -1)          # brown, paths north and south; empty east and west
    put(m, 0, "stables")
    give(m, 0, "beehive")
    scoring(m, 0, hour="toil")
    m.act(0, A.LayTile("beehive", 3, -1, 0))   # next to the Stables only
    assert seat(m, 0).blessings == 1 and seat(m, 0).fresh == 1
    gather(m, 0)
    assert points(m, 0) == 1                  # toil on the Stables
    # the 2-point letter I is out of reach: 1 point, and the new blessing cannot be spent
    assert A.TakeLetter(space(0, 2)) not in legal(m, 0)


# --- Abbot's House -------------------------------------------------------------------------------


def test_the_abbots_house_calls_an_immediate_re_election_counting_its_monks() -> None:
    m = fresh()
    st(m).abbot = 1
    lay(m, "abbots_house", 0, -1, 3)   # paths north and east? rotation 3: west and north
    lay(m, "path_straight_1", -1, -1, 1)
    put(m, 0, "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    # Red: Abbey 1 + House 1 = 2; Blue: Abbey 1
    assert st(m).abbot == 0
    assert "Red is elected Abbot (most monks in the Abbey)" in m.log


def test_a_tie_at_the_abbots_house_election_is_decided_by_the_previous_abbot() -> None:
    m = fresh(3)
    st(m).abbot = 1
    lay(m, "abbots_house", 0, -1, 3)
    move_monk(m, abbey_monk(0), "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    # everyone has one monk counting: Blue, the Abbot, chooses Red or Green
    assert decision(m) == "abbot" and m.actors == (1,)
    assert of_type(legal(m, 1), A.ChooseAbbot) == [A.ChooseAbbot("red"),
                                                   A.ChooseAbbot("green")]
    m.act(1, A.ChooseAbbot("green"))
    assert st(m).abbot == 2
    assert decision(m) in ("earn", "spend") and m.actors == (0,)


# --- Almonry -------------------------------------------------------------------------------------


def test_the_almonry_gives_a_blessing_that_cannot_be_spent_in_the_same_scoring() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    put(m, 0, "almonry")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("almonry"))
    assert seat(m, 0).blessings == 1 and seat(m, 0).fresh == 1
    assert st(m).supply == 19
    assert decision(m) != "spend"           # no points to spend: the scoring went on
    assert seat(m, 0).blessings == 1


# --- Brewhouse -----------------------------------------------------------------------------------


def _brewhouse(m: Match) -> int:
    """A finished Brewhouse at (2, -1) with a Red monk; a finished Chapter House at (0, -1)."""
    lay(m, "path_cross", 2, 0)
    lay(m, "brewhouse", 2, -1, 2)
    lay(m, "chapter_house", 0, -1)
    return put(m, 0, "brewhouse")


def test_the_brewhouse_stands_praying_monks_up_where_they_are_at_a_prayer_hour() -> None:
    m = fresh()
    _brewhouse(m)
    red = put(m, 0, "chapter_house", praying=True)
    blue = put(m, 1, "path_cross", praying=True)
    begin_round(m, "sext")
    assert decision(m) == "brew" and m.actors == (0,)
    m.act(0, A.KeepMonk("chapter_house", 0, "upright"))
    assert decision(m) != "brew"      # nothing more to keep: the round went on
    assert where(m, red) == ("chapter_house", 0, False)
    assert where(m, blue) == ("abbey", 0, False)


def test_at_a_prayer_hour_the_brewhouse_stands_up_the_praying_monk_beside_an_upright_one() -> None:
    m = fresh()
    _brewhouse(m)
    upright = put(m, 0, "chapter_house")
    praying = put(m, 0, "chapter_house", praying=True)
    begin_round(m, "sext")
    m.act(0, A.KeepMonk("chapter_house", 0, "upright"))
    assert where(m, praying) == ("chapter_house", 0, False)
    assert where(m, upright) == ("chapter_house", 0, False)
    assert "Red stands a praying monk up on the Chapter House (Brewhouse)" in m.log


def test_one_praying_monk_returns_to_the_abbey_in_the_rulebooks_words() -> None:
    m = fresh()
    put(m, 1, "abbey", praying=True)
    begin_round(m, "sext")
    assert "1 praying monk returns to the Abbey and stands upright" in m.log


def test_at_a_prayer_hour_the_brewhouse_does_not_keep_monks_praying() -> None:
    m = fresh()
    _brewhouse(m)
    put(m, 0, "chapter_house", praying=True)
    begin_round(m, "sext")
    assert A.KeepMonk("chapter_house", 0, "praying") not in legal(m, 0)
    refused(m, 0, A.KeepMonk("chapter_house", 0, "praying"))


def test_the_brewhouse_leaves_monks_where_they_are_at_night() -> None:
    m = fresh()
    brewer = _brewhouse(m)
    lay(m, "cloister", 1, -1, finished=False)
    builder = put(m, 0, "cloister", 2)
    praying = put(m, 0, "chapter_house", praying=True)
    other = put(m, 0, "path_cross")
    blue = put(m, 1, "cloister", 1)
    begin_round(m, "night")
    assert decision(m) == "brew"
    assert set(of_type(legal(m, 0), A.KeepMonk)) == {
        A.KeepMonk("chapter_house", 0, "upright"), A.KeepMonk("chapter_house", 0, "praying"),
        A.KeepMonk("cloister", 2, "upright"), A.KeepMonk("brewhouse", 0, "upright"),
        A.KeepMonk("path_cross", 0, "upright")}
    m.act(0, A.KeepMonk("cloister", 2, "upright"))
    m.act(0, A.KeepMonk("chapter_house", 0, "praying"))
    m.act(0, A.KeepMonk("brewhouse", 0, "upright"))
    m.act(0, A.Done())
    assert "Red leaves a monk praying on the Chapter House (Brewhouse)" in m.log
    assert where(m, other) == ("abbey", 0, False)
    assert where(m, blue) == ("abbey", 0, False)
    assert where(m, builder) == ("cloister", 2, False)
    assert where(m, brewer) == ("brewhouse", 0, False)
    # the next round is Matins: the monk kept praying is still down, and may be stood up
    assert st(m).hour == 10 and decision(m) == "brew"
    assert where(m, praying) == ("chapter_house", 0, True)

def test_at_night_the_brewhouse_may_stand_a_praying_monk_up_in_place() -> None:
    m = fresh()
    _brewhouse(m)
    praying = put(m, 0, "chapter_house", praying=True)
    begin_round(m, "night")
    m.act(0, A.KeepMonk("chapter_house", 0, "upright"))
    m.act(0, A.Done())
    assert where(m, praying) == ("chapter_house", 0, False)


def test_no_brewhouse_while_a_monk_prays_on_it() -> None:
    m = fresh()
    _brewhouse(m)
    put(m, 1, "brewhouse", praying=True)
    put(m, 0, "chapter_house", praying=True)
    begin_round(m, "sext")
    assert decision(m) != "brew"


def test_in_the_simple_game_there_is_no_brewhouse_decision() -> None:
    m = fresh(variant="simple")
    _brewhouse(m)
    put(m, 0, "chapter_house", praying=True)
    begin_round(m, "sext")
    assert decision(m) != "brew"


# --- the Prison Cell -----------------------------------------------------------------------------


def _prison(m: Match) -> None:
    lay(m, "prison_cell", 0, -1, 2)


def test_the_new_abbot_may_lock_a_monk_of_the_abbey_in_the_prison_cell() -> None:
    m = fresh()
    _prison(m)
    put(m, 0, "abbey")                 # Red has the most monks in the Abbey
    begin_round(m, "sext")
    assert st(m).abbot == 0
    assert decision(m) == "prison" and m.actors == (0,)
    assert set(of_type(legal(m, 0), A.Imprison)) == {A.Imprison("red"), A.Imprison("blue")}
    m.act(0, A.Imprison("blue"))
    assert where(m, abbey_monk(1)) == ("prison_cell", 0, True)
    assert "Abbot Red locks Blue's monk in the Prison Cell" in m.log
    # praying without points: Blue scores nothing for it
    assert seat(m, 1).points == 0


def test_the_abbot_may_lock_up_no_one() -> None:
    m = fresh()
    _prison(m)
    put(m, 0, "abbey")
    begin_round(m, "sext")
    m.act(0, A.Done())
    assert "Abbot Red locks no one up" in m.log
    assert where(m, abbey_monk(1)) == ("abbey", 0, False)


def test_the_prisoner_returns_to_the_abbey_at_the_next_prayer_hour() -> None:
    m = fresh()
    _prison(m)
    prisoner = put(m, 1, "prison_cell", praying=True)
    begin_round(m, "vespers")
    assert where(m, prisoner) == ("abbey", 0, False)


def test_a_fully_occupied_prison_cell_takes_no_prisoner() -> None:
    m = fresh()
    _prison(m)
    # two visitors (upright, so they stay at the Prayer Hour): the cell is full (circle 2)
    put(m, 1, "prison_cell")
    put(m, 1, "prison_cell")
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert decision(m) != "prison"


def test_a_prison_cell_under_construction_takes_no_prisoner() -> None:
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2, finished=False)
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert decision(m) != "prison"


def test_the_abbot_elected_at_the_abbots_house_may_imprison_too() -> None:
    m = fresh()
    st(m).abbot = 1
    _prison(m)
    lay(m, "abbots_house", -1, -1, 2)
    put(m, 0, "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    assert decision(m) == "prison" and m.actors == (0,)
    m.act(0, A.Imprison("blue"))
    assert where(m, abbey_monk(1))[0] == "prison_cell"


def test_a_prisoner_and_a_visitor_fill_the_prison_cell() -> None:
    m = fresh()
    st(m).abbot = 1
    _prison(m)
    lay(m, "abbots_house", -1, -1, 2)
    put(m, 1, "prison_cell", praying=True)     # imprisoned at the last Prayer Hour
    put(m, 1, "prison_cell")                   # merely visiting
    put(m, 0, "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    assert st(m).abbot == 0
    assert decision(m) != "prison"


def test_in_the_simple_game_there_is_no_prison() -> None:
    m = fresh(variant="simple")
    _prison(m)
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert decision(m) != "prison"


# --- symbol tiles in general ---------------------------------------------------------------------


def test_a_symbol_tile_under_construction_cannot_be_used() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2, finished=False)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "almonry", 1)
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert A.UseSymbol("almonry") not in legal(m, 0)
    assert "under construction" in refused(m, 0, A.UseSymbol("almonry")).reason


def test_a_symbol_tile_cannot_be_used_while_a_monk_prays_there() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 1, "almonry", praying=True)
    put(m, 0, "almonry")
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert "is praying on the Almonry" in refused(m, 0, A.UseSymbol("almonry")).reason


def test_a_symbol_may_be_used_before_the_monk_sinks_into_prayer() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    put(m, 0, "almonry")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("almonry"))
    # the Almonry's one use is spent; the monk may now pray there
    assert A.Pray("almonry") in legal(m, 0)


def test_after_praying_there_the_symbol_is_blocked() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "almonry")
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("almonry"))
    assert A.UseSymbol("almonry") not in legal(m, 0)


def test_you_need_one_of_your_monks_on_a_symbol_tile() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 1, "almonry")
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert "one of your monks on the Almonry" in refused(m, 0, A.UseSymbol("almonry")).reason


def test_every_player_with_monks_on_a_symbol_tile_may_use_it_in_their_turn() -> None:
    m = fresh()
    lay(m, "almonry", 0, -1, 2)
    put(m, 0, "almonry")
    put(m, 1, "almonry")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("almonry"))
    assert pending(m) is not None and m.actors == (1,)
    m.act(1, A.UseSymbol("almonry"))
    assert seat(m, 0).blessings == 1 and seat(m, 1).blessings == 1


def test_in_the_simple_game_symbols_have_no_effect() -> None:
    m = fresh(variant="simple")
    lay(m, "almonry", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "almonry")
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert of_type(legal(m, 0), A.UseSymbol) == []
    assert "simple game" in refused(m, 0, A.UseSymbol("almonry")).reason
    assert st(m).status[tid("almonry")] == FINISHED
    assert not logged(m, "Almonry")
