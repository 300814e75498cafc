"""Rulebook 4. Game Elements, the player board: Malt House, Hops Plantation, School of Skills,
Department of Seed, the speed-ups with blue brewing skills dice, the X marks and "Other rules
regarding the player board"; 5.1: an acquired die is rolled at once."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A

from .helpers import (
    PURPLE,
    RED,
    C,
    arranging,
    colours,
    decision,
    dice,
    empty_all,
    fields_open,
    legal_of,
    new,
    piles,
    refused,
    roll_next,
    seat,
    set_player,
    spec,
    st,
    tidy_up,
)


def at_board(pool: str = "", storage: str = "", seeds: int = 0, round: int = 3) -> Match:
    """Red's Phase 1 turn in a 2-player game; Purple holds a die (so the round waits for Purple)."""
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=0, pool=pool, storage=storage, seeds=seeds)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED, round=round)
    return m


def speed_values(m: Match, field: str) -> set[int]:
    return {a.value for a in legal_of(m, RED, A.SpeedUp) if a.field == field}


# --- Malt House ------------------------------------------------------------------------------


def test_a_seed_on_the_malt_house_becomes_a_yellow_die_at_tidy_up() -> None:
    m = at_board(seeds=1)
    yellow, seed_pile = st(m).piles["yellow"], st(m).seed_pile
    m.act(RED, A.PlaceSeed("M1"))
    assert seat(m, RED).seeds == 0
    assert colours(seat(m, RED).pool)["yellow"] == 0  # nothing before the end of the round
    roll_next(m, 4)
    tidy_up(m)
    assert colours(seat(m, RED).pool)["yellow"] == 1
    assert st(m).piles["yellow"] == yellow - 1
    assert st(m).seed_pile == seed_pile + 1  # the seed goes back to the seed pile (X)
    assert ("Red's seed token on the first field of the Malt House becomes a yellow die "
            "(rolled 4)") in m.log


def test_a_seed_on_the_malt_house_sped_up_with_a_blue_3_gives_a_yellow_die_at_once() -> None:
    m = at_board(pool="b3", seeds=1)
    yellow, seed_pile = st(m).piles["yellow"], st(m).seed_pile
    m.act(RED, A.PlaceSeed("M1"))
    roll_next(m, 5)  # the new die is rolled at once
    m.act(RED, A.SpeedUp("M1", "pool", 3))
    assert spec(seat(m, RED).pool) == "y5"
    assert st(m).piles["yellow"] == yellow - 1
    assert st(m).seed_pile == seed_pile + 1
    assert seat(m, RED).board["M1"].resolved
    assert m.actors == (RED,)  # the same turn: the yellow can be stored now
    m.act(RED, A.Store("yellow", 5))
    assert spec(seat(m, RED).storage) == "y5"


def test_the_seed_speed_up_needs_a_blue_die_of_at_least_3() -> None:
    m = at_board(pool="b2", storage="b1", seeds=1)
    m.act(RED, A.PlaceSeed("M1"))
    assert speed_values(m, "M1") == set()
    refused(m, RED, A.SpeedUp("M1", "pool", 2))
    m = at_board(pool="b2 b3", storage="b6", seeds=1)
    m.act(RED, A.PlaceSeed("M1"))
    assert speed_values(m, "M1") == {3, 6}


def test_kilning_a_yellow_die_gives_a_black_die_at_tidy_up() -> None:
    m = at_board(pool="y2")
    before = piles(m)
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 2))
    assert seat(m, RED).pool == []
    roll_next(m, 3)
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"black": 1}
    assert st(m).piles["yellow"] == before["yellow"] + 1  # the yellow goes back to its pile
    assert st(m).piles["black"] == before["black"] - 1
    assert ("Red's yellow die on the second field of the Malt House is kilned into a black "
            "die (rolled 3)") in m.log


def test_kilning_sped_up_with_a_blue_3_gives_a_black_die_at_once() -> None:
    m = at_board(pool="y1 b4")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 1))
    assert speed_values(m, "M2") == {4}
    roll_next(m, 6)
    m.act(RED, A.SpeedUp("M2", "pool", 4))
    assert spec(seat(m, RED).pool) == "k6"


def test_the_kiln_speed_up_needs_a_blue_die_of_at_least_3() -> None:
    m = at_board(pool="y1 b2")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 1))
    refused(m, RED, A.SpeedUp("M2", "pool", 2))


def test_the_kiln_takes_only_yellow_dice() -> None:
    m = at_board(pool="k4 g4 b4")
    assert "M2" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("M2", "pool", "black", 4))


def test_the_malt_house_raises_a_yellow_or_black_die_by_one_at_tidy_up() -> None:
    for die, raised in (("yellow", "y4"), ("black", "k4")):
        m = at_board(pool=f"{raised[0]}3")
        m.act(RED, A.PlaceDie("M3", "pool", die, 3))
        assert seat(m, RED).pool == []
        tidy_up(m)
        # ASSUMPTION 6: the raised die goes to the storage (else it would be re-rolled)
        assert spec(seat(m, RED).storage) == raised
        assert (f"Red's {die} die on the third field of the Malt House is raised to 4 and goes "
                "to storage") in m.log


def test_a_raise_sped_up_with_a_blue_2_happens_at_once_and_the_die_is_stored() -> None:
    m = at_board(pool="k5 b2")
    m.act(RED, A.PlaceDie("M3", "pool", "black", 5))
    m.act(RED, A.SpeedUp("M3", "pool", 2))
    assert spec(seat(m, RED).storage) == "k6"
    assert seat(m, RED).board["M3"].resolved


@pytest.mark.parametrize("stored", [True, False])
def test_a_raised_die_goes_to_the_storage_or_read_the_other_way_to_the_active_pool(
        monkeypatch: pytest.MonkeyPatch, stored: bool) -> None:
    # ASSUMPTION 6 (data/readings.toml): read the other way, which a study variant gives, the
    # die goes where tidying puts the dice collected from the board ("in their active pool")
    monkeypatch.setattr(C, "raised_die_goes_to_storage", stored)
    m = at_board(pool="y3 k5 b2")
    m.act(RED, A.PlaceDie("M3", "pool", "black", 5))
    m.act(RED, A.SpeedUp("M3", "pool", 2))  # sped up: raised at once
    assert (spec(seat(m, RED).storage), spec(seat(m, RED).pool)) == \
        (("k6", "y3") if stored else ("", "y3 k6"))
    if not stored:
        m.act(RED, A.Store("black", 6))  # storing it is free, as the rulebook's example does
        assert spec(seat(m, RED).storage) == "k6"
    m = at_board(pool="y3")
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    tidy_up(m)  # raised at tidy-up; the next round starts with the active pool's roll
    if stored:
        assert (spec(seat(m, RED).storage), spec(seat(m, RED).pool)) == ("y4", "")
    else:  # the raise is re-rolled
        assert seat(m, RED).storage == [] and [d.colour for d in seat(m, RED).pool] == ["yellow"]
    where = "storage" if stored else "the active pool"
    assert ("Red's yellow die on the third field of the Malt House is raised to 4 and goes to "
            f"{where}") in m.log


def test_the_raise_speed_up_needs_a_blue_die_of_at_least_2() -> None:
    m = at_board(pool="k5 b1")
    m.act(RED, A.PlaceDie("M3", "pool", "black", 5))
    assert speed_values(m, "M3") == set()
    refused(m, RED, A.SpeedUp("M3", "pool", 1))


def test_a_die_raised_on_the_board_never_goes_above_6() -> None:
    # REF 1.3 (ASSUMPTION 6): the +1 is capped at 6
    m = at_board(pool="y6 b2", storage="k6")
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 6))
    m.act(RED, A.SpeedUp("M3", "pool", 2))
    assert spec(seat(m, RED).storage) == "y6 k6"
    m = at_board(storage="g6")
    m.act(RED, A.PlaceDie("H2", "storage", "green", 6))
    tidy_up(m)
    assert spec(seat(m, RED).storage) == "g6"


def test_the_malt_house_raise_takes_no_green_or_blue_die() -> None:
    m = at_board(pool="g3 b3")
    assert "M3" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("M3", "pool", "green", 3))


# --- Hops Plantation -------------------------------------------------------------------------


def test_a_seed_on_the_hops_plantation_becomes_a_green_die_at_tidy_up() -> None:
    m = at_board(seeds=1)
    green, seed_pile = st(m).piles["green"], st(m).seed_pile
    m.act(RED, A.PlaceSeed("H1"))
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"green": 1}
    assert st(m).piles["green"] == green - 1
    assert st(m).seed_pile == seed_pile + 1


def test_the_hops_seed_speed_up_needs_a_blue_die_of_at_least_3() -> None:
    # ASSUMPTION 2: the Hops Plantation mirrors the Malt House ("analogous")
    m = at_board(pool="b2 b3", seeds=1)
    m.act(RED, A.PlaceSeed("H1"))
    assert speed_values(m, "H1") == {3}
    refused(m, RED, A.SpeedUp("H1", "pool", 2))
    roll_next(m, 2)
    m.act(RED, A.SpeedUp("H1", "pool", 3))
    assert spec(seat(m, RED).pool) == "g2 b2"


def test_the_hops_plantation_raises_a_green_die_by_one() -> None:
    m = at_board(pool="g2", storage="g4")
    m.act(RED, A.PlaceDie("H2", "storage", "green", 4))
    tidy_up(m)
    assert spec(seat(m, RED).storage) == "g5"


def test_the_hops_raise_speed_up_needs_a_blue_die_of_at_least_2() -> None:
    # ASSUMPTION 2
    m = at_board(pool="g2 b1 b2")
    m.act(RED, A.PlaceDie("H2", "pool", "green", 2))
    assert speed_values(m, "H2") == {2}
    refused(m, RED, A.SpeedUp("H2", "pool", 1))
    m.act(RED, A.SpeedUp("H2", "pool", 2))
    assert spec(seat(m, RED).storage) == "g3"


def test_the_hops_plantation_raise_takes_only_green_dice() -> None:
    m = at_board(pool="y3 k3 b3")
    assert "H2" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("H2", "pool", "yellow", 3))


# --- School of Skills ------------------------------------------------------------------------


def test_the_school_re_roll_needs_a_blue_die_of_at_least_2() -> None:
    m = at_board(pool="b1 y2", round=2)
    assert "S1" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("S1", "pool", "blue", 1))
    m = at_board(pool="b2 y2", round=2)
    assert A.PlaceDie("S1", "pool", "blue", 2) in m.legal_actions(RED)


def test_the_school_re_roll_rolls_any_chosen_dice_of_any_colours_once_more() -> None:
    m = at_board(pool="b2 y1 y1 k6", storage="g2", round=2)
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 2))
    assert decision(m) == {"kind": "reroll", "player": RED, "chosen": []}
    choices = legal_of(m, RED, A.SelectReroll)
    assert {(a.source, a.colour, a.value) for a in choices} == {
        ("pool", "yellow", 1), ("pool", "black", 6), ("storage", "green", 2)}
    m.act(RED, A.SelectReroll("pool", "yellow", 1))
    m.act(RED, A.SelectReroll("pool", "yellow", 1))  # both yellow 1s
    assert A.SelectReroll("pool", "yellow", 1) not in m.legal_actions(RED)
    m.act(RED, A.SelectReroll("storage", "green", 2))
    roll_next(m, 4, 5, 6)
    m.act(RED, A.Reroll())
    assert spec(seat(m, RED).pool) == "y4 y5 k6"  # the black 6 was not chosen
    assert spec(seat(m, RED).storage) == "g6"
    assert "Red re-rolls yellow 1 to 4, yellow 1 to 5 and green 2 to 6" in m.log


def test_re_rolled_storage_dice_stay_in_the_storage_whatever_the_result() -> None:
    m = at_board(pool="b3", storage="y5 k5", round=2)
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 3))
    m.act(RED, A.SelectReroll("storage", "yellow", 5))
    m.act(RED, A.SelectReroll("storage", "black", 5))
    roll_next(m, 1, 2)
    m.act(RED, A.Reroll())
    assert spec(seat(m, RED).storage) == "y1 k2"
    assert seat(m, RED).pool == []


def test_the_school_re_roll_may_roll_no_die_at_all() -> None:
    m = at_board(pool="b3 y2", round=2)
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 3))
    m.act(RED, A.Reroll())
    assert spec(seat(m, RED).pool) == "y2"
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 1}


def test_the_school_blue_die_returns_to_the_active_pool_at_tidy_up() -> None:
    m = at_board(pool="b3", round=2)
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 3))
    m.act(RED, A.Reroll())
    assert seat(m, RED).pool == [] and seat(m, RED).board["S1"].die is not None
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"blue": 1}


def test_the_pile_roll_needs_a_blue_die_of_at_least_3() -> None:
    m = at_board(pool="b2 y2", round=2)
    assert "S2" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("S2", "pool", "blue", 2))
    m = at_board(pool="b3 y2", round=2)
    assert "S2" in fields_open(m, RED)


def test_the_pile_roll_rolls_the_whole_pile_of_the_chosen_colour_and_swaps_one_die() -> None:
    m = at_board(pool="b3 y2 k1", storage="y1", round=2)
    st(m).piles["yellow"] = 3
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    assert legal_of(m, RED, A.PileColour) == [A.PileColour("yellow"), A.PileColour("black")]
    roll_next(m, 2, 6, 4)
    m.act(RED, A.PileColour("yellow"))
    assert "Red rolls the whole yellow pile: 2, 4, 6" in m.log
    assert decision(m) == {"kind": "pile", "player": RED, "colour": "yellow",
                           "rolled": [2, 4, 6]}
    swaps = legal_of(m, RED, A.Swap)
    assert A.Swap(6, "storage", 1) in swaps and A.Swap(6, "pool", 2) in swaps
    assert {a.value for a in swaps} == {1, 2}  # only yellow dice: never the black 1
    m.act(RED, A.Swap(6, "storage", 1))
    assert spec(seat(m, RED).storage) == "y6"  # the pile's 6 takes the 1's place
    assert spec(seat(m, RED).pool) == "y2 k1"
    assert st(m).piles["yellow"] == 3  # one die for one
    assert "Red swaps a yellow 1 for a yellow 6 from the pile" in m.log


def test_the_pile_roll_offers_only_colours_the_player_holds_and_the_piles_have() -> None:
    m = at_board(pool="b3 g2 k4", round=2)
    st(m).piles["black"] = 0
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    assert legal_of(m, RED, A.PileColour) == [A.PileColour("green")]
    refused(m, RED, A.PileColour("yellow"))
    refused(m, RED, A.PileColour("black"))


def test_a_pile_roll_with_no_colour_to_swap_for_ends_at_once() -> None:
    # RULES.md, automatic steps: the blue die is placed, nothing is rolled
    m = at_board(pool="b3 b4", round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 1}
    assert not any("pile" in e for e in m.log)


def test_the_pile_swap_may_be_declined() -> None:
    # ASSUMPTION 12
    m = at_board(pool="b3 g5", round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    roll_next(m, *[1] * st(m).piles["green"])  # the whole pile shows 1
    m.act(RED, A.PileColour("green"))
    assert legal_of(m, RED, A.Swap) == [A.Swap(1, "pool", 5)]
    m.act(RED, A.Keep())
    assert spec(seat(m, RED).pool) == "g5"
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 1}


def test_read_the_other_way_the_pile_swap_may_not_be_declined(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 12's other reading (data/readings.toml), which a study variant gives
    monkeypatch.setattr(C, "pile_swap_optional", False)
    m = at_board(pool="b3 g5", round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    roll_next(m, *[1] * st(m).piles["green"])  # the whole pile shows 1
    assert "You must swap" not in refused(m, RED, A.Keep()).reason  # no pile rolled yet
    m.act(RED, A.PileColour("green"))
    assert m.legal_actions(RED) == [A.Swap(1, "pool", 5)]
    assert refused(m, RED, A.Keep()).reason == \
        "You must swap one of your dice for a rolled one: a swap is possible"
    m.act(RED, A.Swap(1, "pool", 5))
    assert spec(seat(m, RED).pool) == "g1"


def test_read_the_other_way_the_pile_is_kept_when_no_swap_is_possible(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(C, "pile_swap_optional", False)
    m = at_board(pool="b3 g5", round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    roll_next(m, *[5] * st(m).piles["green"])  # every rolled die shows the 5 Red holds
    m.act(RED, A.PileColour("green"))
    assert m.legal_actions(RED) == [A.Keep()]


def test_the_pile_swap_is_once_a_round() -> None:
    m = at_board(pool="b3 b4 g5", round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    m.act(RED, A.PileColour("green"))
    m.act(RED, A.Keep())
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.Pass())
    assert "S2" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("S2", "pool", "blue", 4))
    tidy_up(m)
    set_player(m, RED, pool="b4 g5")
    arranging(m, RED, round=4)
    assert "S2" in fields_open(m, RED)


def test_the_school_extra_blue_die_needs_a_blue_5_and_comes_at_tidy_up() -> None:
    m = at_board(pool="b4 y2", round=2)
    assert "S3" not in fields_open(m, RED)
    refused(m, RED, A.PlaceDie("S3", "pool", "blue", 4))
    m = at_board(pool="b5", round=2)
    blue = st(m).piles["blue"]
    m.act(RED, A.PlaceDie("S3", "pool", "blue", 5))
    assert seat(m, RED).pool == []
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"blue": 2}  # the used one back, and a new one
    assert st(m).piles["blue"] == blue - 1
    assert any(e.startswith("Red gains a blue die from the third field of the School of Skills")
               for e in m.log)


def test_school_of_skills_fields_are_never_sped_up() -> None:
    m = at_board(pool="b5 b6", round=2)
    m.act(RED, A.PlaceDie("S3", "pool", "blue", 5))
    assert legal_of(m, RED, A.SpeedUp) == []
    refused(m, RED, A.SpeedUp("M1", "pool", 6))  # nothing waits on M1 either


# --- Department of Seed ----------------------------------------------------------------------


def test_a_green_die_in_the_department_of_seed_gives_one_seed() -> None:
    m = at_board(pool="g2")
    before, seed_pile = piles(m), st(m).seed_pile
    m.act(RED, A.PlaceDie("D1", "pool", "green", 2))
    tidy_up(m)
    assert seat(m, RED).seeds == 1
    assert st(m).seed_pile == seed_pile - 1
    assert st(m).piles["green"] == before["green"] + 1  # the green die is lost (X)
    assert seat(m, RED).pool == []


def test_a_black_die_in_the_department_of_seed_gives_two_seeds() -> None:
    m = at_board(storage="k6")
    st(m).seed_pile = 4
    black = st(m).piles["black"]
    m.act(RED, A.PlaceDie("D2", "storage", "black", 6))
    tidy_up(m)
    assert seat(m, RED).seeds == 2
    assert st(m).seed_pile == 2
    assert st(m).piles["black"] == black + 1
    assert ("Red exchanges a black die on the second field of the Department of Seed for 2 "
            "seeds") in m.log


def test_a_blue_die_in_the_department_of_seed_gives_4_gold_and_is_lost() -> None:
    m = at_board(pool="b1")
    blue = st(m).piles["blue"]
    m.act(RED, A.PlaceDie("D3", "pool", "blue", 1))
    tidy_up(m)
    assert seat(m, RED).gold == 4
    assert st(m).piles["blue"] == blue + 1  # the one blue die that never comes back
    assert seat(m, RED).pool == []


def test_a_black_die_in_the_department_of_seed_gives_3_gold() -> None:
    m = at_board(pool="k2")
    black = st(m).piles["black"]
    m.act(RED, A.PlaceDie("D3", "pool", "black", 2))
    tidy_up(m)
    assert seat(m, RED).gold == 3
    assert st(m).piles["black"] == black + 1


def test_the_department_of_seed_takes_only_its_colours() -> None:
    m = at_board(pool="y3")
    assert fields_open(m, RED) == {"M2", "M3"}
    m = at_board(pool="g3 k3 b3")
    takes: dict[str, set[str]] = {a.field: set() for a in legal_of(m, RED, A.PlaceDie)}
    for a in legal_of(m, RED, A.PlaceDie):
        takes[a.field].add(a.colour)
    assert takes["D1"] == {"green"} and takes["D2"] == {"black"}
    assert takes["D3"] == {"blue", "black"}


def test_department_of_seed_speed_ups_need_a_blue_die_of_at_least_3() -> None:
    # ASSUMPTION 3
    m = at_board(pool="k2 b2 b3")
    m.act(RED, A.PlaceDie("D2", "pool", "black", 2))
    assert speed_values(m, "D2") == {3}
    refused(m, RED, A.SpeedUp("D2", "pool", 2))
    seeds = st(m).seed_pile
    m.act(RED, A.SpeedUp("D2", "pool", 3))
    assert seat(m, RED).seeds == 2  # at once
    assert st(m).seed_pile == seeds - 2
    m = at_board(pool="b1 b3")
    m.act(RED, A.PlaceDie("D3", "pool", "blue", 1))
    m.act(RED, A.SpeedUp("D3", "pool", 3))
    assert seat(m, RED).gold == 4


def test_seeds_beyond_those_in_the_pile_are_not_paid() -> None:
    # ASSUMPTION 8: only 6 seed tokens in the box
    m = at_board(pool="k2")
    st(m).seed_pile = 1
    m.act(RED, A.PlaceDie("D2", "pool", "black", 2))
    tidy_up(m)
    assert seat(m, RED).seeds == 1
    assert st(m).seed_pile == 0
    assert ("Red exchanges a black die on the second field of the Department of Seed for 1 "
            "seed") in m.log


# --- X marks and the speed-up dice -------------------------------------------------------------


@pytest.mark.parametrize(("field", "pool", "seeds", "change"), [
    ("M1", "", 1, {"seed": 1, "yellow": -1}),
    ("H1", "", 1, {"seed": 1, "green": -1}),
    ("M2", "y3", 0, {"yellow": 1, "black": -1}),
    ("D1", "g3", 0, {"green": 1, "seed": -1}),
    ("D2", "k3", 0, {"black": 1, "seed": -2}),
    ("D3", "b3", 0, {"blue": 1}),
])
def test_the_seed_or_die_on_an_x_marked_field_goes_back_to_its_pile(
        field: str, pool: str, seeds: int, change: dict[str, int]) -> None:
    assert C.field[field].lost
    m = at_board(pool=pool, seeds=seeds)
    placed = next(a for a in legal_of(m, RED, (A.PlaceSeed, A.PlaceDie))
                  if a.field == field)
    before = dict(st(m).piles, seed=st(m).seed_pile)
    m.act(RED, placed)
    tidy_up(m)
    after = dict(st(m).piles, seed=st(m).seed_pile)
    assert {k: after[k] - before[k] for k in after if after[k] != before[k]} == change
    assert seat(m, RED).board == {}


def test_fields_without_an_x_mark_give_the_die_back() -> None:
    assert [f.id for f in C.fields if not f.lost] == ["M3", "H2", "S1", "S2", "S3"]
    m = at_board(pool="y3 b5", round=2)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.PlaceDie("S3", "pool", "blue", 5))
    tidy_up(m)
    held = colours([*seat(m, RED).pool, *seat(m, RED).storage])
    assert held == {"yellow": 1, "blue": 2}


def test_a_speed_up_blue_die_comes_back_to_the_active_pool_at_tidy_up() -> None:
    m = at_board(pool="k2 b3")
    m.act(RED, A.PlaceDie("D2", "pool", "black", 2))
    m.act(RED, A.SpeedUp("D2", "pool", 3))
    assert seat(m, RED).pool == []
    assert m.view(None)["players"][RED]["board"]["D2"]["speed"] == {"colour": "blue",
                                                                   "value": 3}
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"blue": 1}


def test_an_effect_is_sped_up_only_once() -> None:
    m = at_board(pool="y2 b4 b5")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 2))
    m.act(RED, A.SpeedUp("M2", "pool", 4))
    assert legal_of(m, RED, A.SpeedUp) == []
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"black": 1, "blue": 2}  # no second black die


def test_a_die_gained_on_the_board_is_rolled_at_once_and_usable_this_round() -> None:
    # 5.1: "he rolls it right away (keeping the result) and places it in his active pool or in
    # the storage. This die can be used like any other dice in this round." (ASSUMPTION 7: it
    # comes to the active pool; storing it is free)
    m = at_board(pool="b3", seeds=1)
    m.act(RED, A.PlaceSeed("M1"))
    roll_next(m, 3)
    m.act(RED, A.SpeedUp("M1", "pool", 3))
    assert seat(m, RED).pool == dice("y3")
    assert ("Red's seed token on the first field of the Malt House becomes a yellow die "
            "(rolled 3)") in m.log
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.Pass())
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))  # used in the same round
    m.act(RED, A.EndTurn())
    tidy_up(m)
    assert spec(seat(m, RED).storage) == "y4"


def test_a_speed_up_from_an_empty_pile_gives_no_die_and_the_seed_is_still_lost() -> None:
    # ASSUMPTION 8
    m = at_board(pool="b3", seeds=1)
    st(m).piles["yellow"] = 0
    seed_pile = st(m).seed_pile
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.SpeedUp("M1", "pool", 3))
    assert seat(m, RED).pool == []
    assert st(m).seed_pile == seed_pile + 1
    assert "Red's seed token on the first field of the Malt House: no yellow die left" in m.log
