"""Rulebook 4. Game Elements, action tokens (each token's effect and targets, used tokens out
of the game), and when tokens may be played (5.2 and 5.3: in the Brewing Beer Phase only at
its beginning; blocking a building at the beginning of Phase 1, a recipe at the beginning of
Phase 3; ASSUMPTION 10 for the token windows and "at any given moment")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing.arrangement import may_arrange
from alehouse.boardgames.dice_brewing.content import CONTENT as C
from alehouse.boardgames.dice_brewing.state import Die, FieldUse

from .helpers import (
    CHEAP_LAGER,
    DRY_STOUT,
    MASS_LAGER,
    ORANGE,
    PURPLE,
    RED,
    SLADEK_PILSNER,
    arranging,
    brewing,
    decision,
    dice,
    empty_all,
    fields_open,
    in_window,
    legal_of,
    new,
    purchasing,
    refresh,
    refused,
    roll_next,
    seat,
    set_player,
    spec,
    st,
    tidy_up,
)

TOKEN_PLAYS = (A.Withdraw, A.BlockBuilding, A.BlockDie, A.BlockRecipe, A.RaiseValue,
               A.ExtraRoll)


def two(red: dict[str, Any], blue: dict[str, Any]) -> Match:
    """A 2-player match where Red and Purple hold these (`set_player` keywords)."""
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, **red)
    set_player(m, PURPLE, **blue)
    return m


def with_flag(m: Match, p: int, where: str, index: int, *, blocked: bool = False,
              protected: bool = False) -> None:
    """Put a token under die `index` of `p`'s active pool or storage."""
    dice_ = seat(m, p).pool if where == "pool" else seat(m, p).storage
    dice_[index] = replace(dice_[index], blocked=blocked, protected=protected)
    refresh(m)


# --- withdraw a die ----------------------------------------------------------------------------


def test_withdraw_moves_an_opponents_stored_die_to_their_active_pool() -> None:
    m = two({"pool": "y2", "tokens": ["withdraw"]}, {"storage": "y6 k2", "pool": "g3"})
    arranging(m, RED, round=3)
    assert legal_of(m, RED, A.Withdraw) == [A.Withdraw(PURPLE, "yellow", 6),
                                             A.Withdraw(PURPLE, "black", 2)]
    m.act(RED, A.Withdraw(PURPLE, "yellow", 6))
    assert spec(seat(m, PURPLE).pool) == "y6 g3"
    assert spec(seat(m, PURPLE).storage) == "k2"
    assert ("Red plays the action token Withdraw a die and moves Purple's yellow 6 from "
            "storage back to the active pool") in m.log


def test_withdraw_may_take_the_players_own_stored_die() -> None:
    m = two({"storage": "y2", "tokens": ["withdraw"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    m.act(RED, A.Withdraw(RED, "yellow", 2))
    assert spec(seat(m, RED).pool) == "y2" and seat(m, RED).storage == []


def test_withdraw_takes_dice_only_from_a_storage() -> None:
    m = two({"pool": "y2", "tokens": ["withdraw"]}, {"pool": "g3 y6"})
    arranging(m, RED, round=3)
    assert legal_of(m, RED, A.Withdraw) == []
    refused(m, RED, A.Withdraw(PURPLE, "yellow", 6))


# --- block a building --------------------------------------------------------------------------


def test_block_building_stops_the_opponent_using_it_this_round() -> None:
    m = two({"pool": "y2", "tokens": ["block_building"]}, {"pool": "y3 g3", "seeds": 1})
    in_window(m, RED, "arrange", round=3)
    assert {a.target for a in legal_of(m, RED, A.BlockBuilding)} == {PURPLE}  # opponents only
    m.act(RED, A.BlockBuilding(PURPLE, "malt_house"))
    assert seat(m, PURPLE).blocked_buildings == ["malt_house"]
    assert ("Red plays the action token Block a building and blocks Purple's Malt House for "
            "this round") in m.log
    m.act(RED, A.Pass())  # Red's first turn of the arrangement
    assert m.actors == (PURPLE,)
    assert not {"M1", "M2", "M3"} & fields_open(m, PURPLE)
    assert {"H1", "H2"} <= fields_open(m, PURPLE)  # the other buildings stay open
    refused(m, PURPLE, A.PlaceDie("M3", "pool", "yellow", 3))


def test_block_building_offers_only_buildings_open_this_round() -> None:
    m = two({"pool": "y2", "tokens": ["block_building"]}, {"pool": "y3"})
    in_window(m, RED, "arrange", round=1)
    assert {a.building for a in legal_of(m, RED, A.BlockBuilding)} == {
        "malt_house", "hops_plantation"}
    in_window(m, RED, "arrange", round=3)
    assert len(legal_of(m, RED, A.BlockBuilding)) == 4


def test_a_blocked_building_is_open_again_the_next_round() -> None:
    m = two({"pool": "y2", "tokens": ["block_building"]}, {"pool": "y3"})
    in_window(m, RED, "arrange", round=3)
    m.act(RED, A.BlockBuilding(PURPLE, "malt_house"))
    tidy_up(m)
    assert seat(m, PURPLE).blocked_buildings == []
    set_player(m, PURPLE, pool="y3")
    arranging(m, PURPLE, round=4)
    assert "M3" in fields_open(m, PURPLE)


def test_block_building_only_at_the_beginning_of_phase_1() -> None:
    m = two({"pool": "y2", "tokens": ["block_building"], "gold": 9}, {"pool": "y3"})
    arranging(m, RED, round=3)  # a turn of Phase 1, after its beginning
    assert legal_of(m, RED, A.BlockBuilding) == []
    error = refused(m, RED, A.BlockBuilding(PURPLE, "malt_house"))
    assert str(error) == ("That token may be played only at the beginning of the Dice Rolling "
                          "and Arrangement Phase")
    purchasing(m, RED)
    assert legal_of(m, RED, A.BlockBuilding) == []
    in_window(m, RED, "brew")
    assert legal_of(m, RED, A.BlockBuilding) == []


# --- block / protect a die ---------------------------------------------------------------------


def test_a_blocked_die_cannot_be_used_by_its_owner_this_round() -> None:
    m = two({"pool": "y2", "tokens": ["block_die", "block_die"]},
            {"pool": "y6", "storage": "y2 y2 g2"})
    arranging(m, RED, round=3)
    m.act(RED, A.BlockDie(PURPLE, "storage", "green", 2))
    m.act(RED, A.BlockDie(PURPLE, "pool", "yellow", 6))
    assert m.view(None)["players"][PURPLE]["storage"][-1] == {"colour": "green", "value": 2,
                                                            "blocked": True}
    assert ("Red plays the action token Block/protect a die and blocks Purple's green 2 (storage) "
            "for this round") in m.log
    m.act(RED, A.Pass())
    assert A.Store("yellow", 6) not in m.legal_actions(PURPLE)  # not even storable
    assert {(a.colour, a.value) for a in legal_of(m, PURPLE, A.PlaceDie)} == {("yellow", 2)}
    refused(m, PURPLE, A.PlaceDie("H2", "storage", "green", 2))
    brewing(m, PURPLE, row=[CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
    assert legal_of(m, PURPLE, A.Brew) == []  # Cheap Lager needs the green


def test_protecting_a_die_keeps_everyone_from_changing_or_withdrawing_it() -> None:
    m = two({"storage": "y6", "tokens": ["block_die", "raise"]},
            {"pool": "g3", "tokens": ["withdraw", "reroll", "block_die"]})
    arranging(m, RED, round=3)
    m.act(RED, A.BlockDie(RED, "storage", "yellow", 6))
    assert seat(m, RED).storage == [Die("yellow", 6, protected=True)]
    assert ("Red plays the action token Block/protect a die and protects their yellow 6 "
            "(storage)") in m.log
    assert [a for a in m.legal_actions(RED) if isinstance(a, TOKEN_PLAYS)] == []
    m.act(RED, A.Pass())
    targets = [a for a in m.legal_actions(PURPLE) if isinstance(a, TOKEN_PLAYS)]
    assert [a for a in targets if getattr(a, "target", None) == RED] == []
    refused(m, PURPLE, A.Withdraw(RED, "yellow", 6))
    refused(m, PURPLE, A.ExtraRoll(RED, "storage", "yellow", 6))
    refused(m, PURPLE, A.BlockDie(RED, "storage", "yellow", 6))


def test_the_owner_may_still_brew_with_a_protected_die() -> None:
    m = two({"storage": "y2 y2 g2"}, {"pool": "g3"})
    with_flag(m, RED, "storage", 2, protected=True)
    brewing(m, RED, row=[CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
    assert legal_of(m, RED, A.Brew) == [A.Brew(0)]


PROTECTED = ("A token protects that die: if you protect your own die, nobody can change the "
             "result for the rest of the round")


@pytest.mark.parametrize("owner_may", [True, False])
def test_nobody_can_change_a_protected_die_its_owner_raising_it_only_where_read_so(
        monkeypatch: pytest.MonkeyPatch, owner_may: bool) -> None:
    # ASSUMPTION 19 (data/readings.toml): read the other way, which a study variant gives,
    # "nobody" includes the owner, who may not raise the die on the Malt House
    monkeypatch.setattr(C, "owner_may_change_a_protected_die", owner_may)
    m = two({"storage": "y3 y3 k4"}, {"pool": "g3"})
    with_flag(m, RED, "storage", 1, protected=True)  # the second yellow 3 (canonical order)
    arranging(m, RED, round=3)
    m3 = [(a.colour, a.value) for a in legal_of(m, RED, A.PlaceDie) if a.field == "M3"]
    assert m3 == [("yellow", 3), ("black", 4)]  # the other yellow 3 is not protected
    m.act(RED, A.PlaceDie("M3", "storage", "yellow", 3))
    assert seat(m, RED).storage == [Die("yellow", 3, protected=True), Die("black", 4)]
    m = two({"storage": "y3 k4"}, {"pool": "g3"})
    with_flag(m, RED, "storage", seat(m, RED).storage.index(Die("yellow", 3)), protected=True)
    arranging(m, RED, round=3)
    m3 = [(a.colour, a.value) for a in legal_of(m, RED, A.PlaceDie) if a.field == "M3"]
    assert m3 == ([("yellow", 3), ("black", 4)] if owner_may else [("black", 4)])
    assert A.PlaceDie("M2", "storage", "yellow", 3) in m.legal_actions(RED)  # not a change
    if not owner_may:
        assert refused(m, RED, A.PlaceDie("M3", "storage", "yellow", 3)).reason == PROTECTED
    # round 1: a protected green die in storage could only go to the Hops Plantation's raise
    m = two({"storage": "g5"}, {"pool": "g3"})
    with_flag(m, RED, "storage", 0, protected=True)
    arranging(m, RED, round=1)
    assert may_arrange(st(m), RED) is owner_may


@pytest.mark.parametrize("owner_may", [True, False])
def test_nobody_can_change_a_protected_die_its_owner_swapping_it_only_where_read_so(
        monkeypatch: pytest.MonkeyPatch, owner_may: bool) -> None:
    # ASSUMPTION 19 read the other way: the owner may not swap it by the pile roll either
    monkeypatch.setattr(C, "owner_may_change_a_protected_die", owner_may)
    m = two({"pool": "b3", "storage": "k4 g2 g5"}, {"pool": "g3"})
    with_flag(m, RED, "storage", seat(m, RED).storage.index(Die("green", 5)), protected=True)
    arranging(m, RED, round=3)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    roll_next(m, *[1] * st(m).piles["green"])  # the whole pile shows 1
    m.act(RED, A.PileColour("green"))
    swaps = legal_of(m, RED, A.Swap)
    assert swaps == ([A.Swap(1, "storage", 2), A.Swap(1, "storage", 5)] if owner_may
                     else [A.Swap(1, "storage", 2)])
    if not owner_may:
        assert refused(m, RED, A.Swap(1, "storage", 5)).reason == PROTECTED
    m = two({"pool": "b3", "storage": "k4 g5"}, {"pool": "g3"})
    with_flag(m, RED, "storage", seat(m, RED).storage.index(Die("green", 5)),
              protected=True)  # the only green die
    arranging(m, RED, round=3)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    piles = [a.colour for a in legal_of(m, RED, A.PileColour)]
    assert piles == (["black", "green"] if owner_may else ["black"])


def test_block_and_protect_tokens_under_dice_last_for_the_round_only() -> None:
    m = two({"storage": "y6 k2"}, {"pool": "g3"})
    with_flag(m, RED, "storage", 0, protected=True)
    with_flag(m, RED, "storage", 1, blocked=True)
    tidy_up(m)
    assert seat(m, RED).storage == dice("y6 k2")


# --- block a recipe card -----------------------------------------------------------------------


def test_a_blocked_recipe_cannot_be_brewed_by_anyone_this_round() -> None:
    m = two({"storage": "y2 y2 g2", "tokens": ["block_recipe"]},
            {"storage": "y3 y3 g3 k3 k2 g2"})
    brewing(m, RED, row=[CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
    in_window(m, RED, "brew")
    m.act(RED, A.BlockRecipe(0))
    assert st(m).blocked_recipes == [CHEAP_LAGER]
    assert m.view(None)["recipes"][0]["blocked"] is True
    assert ("Red plays the action token Block a recipe card and blocks Cheap Lager: nobody may "
            "brew it this round") in m.log
    # the window closes; Red (who blocked it) cannot brew Cheap Lager: Purple's turn
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}
    assert legal_of(m, PURPLE, A.Brew) == [A.Brew(2)]  # Dry Stout only
    error = refused(m, PURPLE, A.Brew(0))
    assert str(error) == "Cheap Lager is blocked this round"
    m.act(PURPLE, A.Pass())
    tidy_up(m)
    set_player(m, PURPLE, storage="y3 y3 g3")
    brewing(m, PURPLE, round=4)  # the next round: open again
    assert st(m).blocked_recipes == []
    assert legal_of(m, PURPLE, A.Brew) == [A.Brew(0)]


def test_block_recipe_only_at_the_beginning_of_phase_3() -> None:
    m = two({"pool": "y2", "tokens": ["block_recipe"], "gold": 9}, {"pool": "y3"})
    in_window(m, RED, "arrange", round=3)
    assert legal_of(m, RED, A.BlockRecipe) == []
    arranging(m, RED, round=3)
    error = refused(m, RED, A.BlockRecipe(0))
    assert str(error) == ("That token may be played only at the beginning of the Brewing Beer "
                          "Phase")
    purchasing(m, RED)
    assert legal_of(m, RED, A.BlockRecipe) == []
    in_window(m, RED, "brew")
    assert len(legal_of(m, RED, A.BlockRecipe)) == len(st(m).row)


# --- raise the value ---------------------------------------------------------------------------


def test_raise_the_value_adds_1_to_a_die_for_the_rest_of_the_round() -> None:
    m = two({"storage": "y3 g2 g2", "tokens": ["raise"]}, {"pool": "g3"})
    brewing(m, RED, row=[SLADEK_PILSNER, MASS_LAGER, DRY_STOUT])
    assert legal_of(m, RED, A.Brew) == []  # Sladek Pilsner: yellow 3, green 3 and 2
    in_window(m, RED, "brew")
    m.act(RED, A.RaiseValue("storage", "green", 2))
    assert seat(m, RED).storage == [Die("yellow", 3), Die("green", 2),
                                    Die("green", 3, raised=True)]
    assert ("Red plays the action token Raise the value and raises their green 2 (storage) "
            "to 3 for this round") in m.log
    assert decision(m) == {"kind": "brew_turn", "player": RED}
    m.act(RED, A.Brew(0))
    assert seat(m, RED).brewed == [SLADEK_PILSNER]


def test_a_raised_die_falls_back_at_the_end_of_the_round() -> None:
    m = two({"storage": "y3", "tokens": ["raise"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("storage", "yellow", 3))
    assert spec(seat(m, RED).storage) == "y4"
    tidy_up(m)
    assert seat(m, RED).storage == [Die("yellow", 3)]


def test_raise_never_takes_a_die_above_6() -> None:
    m = two({"storage": "y6 k5", "tokens": ["raise"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    assert legal_of(m, RED, A.RaiseValue) == [A.RaiseValue("storage", "black", 5)]
    refused(m, RED, A.RaiseValue("storage", "yellow", 6))


def test_raise_is_played_on_the_players_own_dice() -> None:
    m = two({"pool": "y2", "tokens": ["raise"]}, {"pool": "g3", "storage": "k3"})
    arranging(m, RED, round=3)
    assert legal_of(m, RED, A.RaiseValue) == [A.RaiseValue("pool", "yellow", 2)]


def test_a_board_raise_of_a_token_raised_5_keeps_its_plus_1_after_the_round() -> None:
    m = two({"storage": "y5", "tokens": ["raise"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("storage", "yellow", 5))
    m.act(RED, A.PlaceDie("M3", "storage", "yellow", 6))
    tidy_up(m)
    assert seat(m, RED).storage == [Die("yellow", 6)]  # 5, +1 on the board; the token gone


# --- extra die roll ----------------------------------------------------------------------------


def test_extra_roll_re_rolls_any_die_of_any_players_active_pool_or_storage() -> None:
    m = two({"pool": "y2", "tokens": ["reroll"]}, {"pool": "g3", "storage": "k6"})
    arranging(m, RED, round=3)
    assert {(a.target, a.source, a.colour) for a in legal_of(m, RED, A.ExtraRoll)} == {
        (RED, "pool", "yellow"), (PURPLE, "pool", "green"), (PURPLE, "storage", "black")}
    roll_next(m, 1)
    m.act(RED, A.ExtraRoll(PURPLE, "storage", "black", 6))
    assert spec(seat(m, PURPLE).storage) == "k1"
    assert ("Red plays the action token Extra die roll and re-rolls Purple's black 6 (storage), "
            "which now shows 1") in m.log


def test_extra_roll_may_re_roll_a_die_waiting_on_the_board_to_be_raised() -> None:
    # ASSUMPTION 13: only a die waiting on M3 or H2 is worth re-rolling on a board
    m = two({"pool": "y2", "tokens": ["reroll"]}, {"pool": "g3"})
    seat(m, PURPLE).board["M3"] = FieldUse(False, Die("black", 5), None, False)
    seat(m, PURPLE).board["M2"] = FieldUse(False, Die("yellow", 4), None, False)
    arranging(m, RED, round=3)
    board = [a for a in legal_of(m, RED, A.ExtraRoll) if a.source not in ("pool", "storage")]
    assert board == [A.ExtraRoll(PURPLE, "M3", "black", 5)]
    roll_next(m, 2)
    m.act(RED, A.ExtraRoll(PURPLE, "M3", "black", 5))
    tidy_up(m)
    assert spec(seat(m, PURPLE).storage) == "k3"  # 2, then +1 at the tidying


def test_extra_roll_may_re_roll_a_blocked_die_but_not_a_protected_one() -> None:
    m = two({"pool": "y2", "tokens": ["reroll"]}, {"storage": "k6 g5"})
    with_flag(m, PURPLE, "storage", 0, blocked=True)
    with_flag(m, PURPLE, "storage", 1, protected=True)
    arranging(m, RED, round=3)
    blue_dice = {(a.colour, a.value) for a in legal_of(m, RED, A.ExtraRoll)
                 if a.target == PURPLE}
    assert blue_dice == {("black", 6)}


def test_a_raised_die_re_rolled_by_a_token_keeps_its_new_value_after_the_round() -> None:
    m = two({"storage": "y3", "tokens": ["raise", "reroll"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("storage", "yellow", 3))
    roll_next(m, 6)
    m.act(RED, A.ExtraRoll(RED, "storage", "yellow", 4))
    tidy_up(m)
    assert seat(m, RED).storage == [Die("yellow", 6)]


# --- used tokens, and when tokens are played ---------------------------------------------------


def test_a_used_token_leaves_the_game() -> None:
    m = two({"pool": "y2", "tokens": ["raise", "raise"]}, {"pool": "g3"})
    st(m).black_market["raise"] = 1  # two were bought
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("pool", "yellow", 2))
    assert seat(m, RED).tokens == ["raise"]
    assert st(m).tokens_out["raise"] == 1
    assert st(m).black_market["raise"] == 1  # not back on sale
    assert m.view(None)["tokens_used"]["raise"] == 1


def test_tokens_are_played_on_the_players_own_turns_of_phases_1_and_2() -> None:
    # ASSUMPTION 10: "at any given moment" is offered on your own turns
    m = two({"pool": "y2", "tokens": ["raise"], "gold": 9}, {"pool": "g3", "tokens": ["raise"]})
    arranging(m, RED, round=3)
    assert legal_of(m, RED, A.RaiseValue)
    assert m.legal_actions(PURPLE) == []  # not during Red's turn
    refused(m, PURPLE, A.RaiseValue("pool", "green", 3), code="not_your_turn")
    purchasing(m, RED)
    assert legal_of(m, RED, A.RaiseValue)


def test_a_token_play_is_not_a_turn() -> None:
    m = two({"pool": "y2 k2", "tokens": ["raise"]}, {"pool": "g3"})
    arranging(m, RED, round=3)
    m.act(RED, A.RaiseValue("pool", "yellow", 2))
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 0}
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.PlaceDie("D2", "pool", "black", 2))
    assert set(seat(m, RED).board) == {"M3", "D2"}


def test_no_token_may_be_played_once_the_brewing_turns_have_begun() -> None:
    m = two({"storage": "y2 y2 g2", "tokens": ["raise", "reroll", "block_recipe"]},
            {"storage": "k3 k2 g2", "tokens": ["withdraw"]})
    brewing(m, RED, row=[CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
    assert [a for a in m.legal_actions(RED) if isinstance(a, TOKEN_PLAYS)] == []
    refused(m, RED, A.RaiseValue("storage", "green", 2))
    m.act(RED, A.Brew(0))  # the first recipe is chosen
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}
    assert [a for a in m.legal_actions(PURPLE) if isinstance(a, TOKEN_PLAYS)] == []
    refused(m, PURPLE, A.Withdraw(PURPLE, "black", 3))


def test_the_token_window_goes_round_until_everyone_passes_in_a_row() -> None:
    # ASSUMPTION 10: tokens can answer tokens
    m = new(players=3)
    empty_all(m)
    set_player(m, RED, storage="y2 y2 g2", tokens=["raise", "raise"])
    set_player(m, PURPLE, storage="y3", tokens=["reroll"])
    set_player(m, ORANGE, storage="k3")
    brewing(m, RED, row=[CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
    in_window(m, RED, "brew")
    m.act(RED, A.RaiseValue("storage", "green", 2))
    assert decision(m) == {"kind": "window", "player": PURPLE}  # Orange holds no token: skipped
    roll_next(m, 5)
    m.act(PURPLE, A.ExtraRoll(RED, "storage", "green", 3))
    assert decision(m) == {"kind": "window", "player": RED}  # Red may answer
    assert st(m).window
    m.act(RED, A.Pass())  # Orange (skipped), Red, Purple (no token left): all quiet in a row
    assert not st(m).window
    assert decision(m) == {"kind": "brew_turn", "player": RED}


def test_the_phase_1_window_comes_after_the_dice_are_rolled() -> None:
    m = two({"pool": "y2", "tokens": ["block_building"]}, {"pool": "g3"})
    st(m).priority = PURPLE
    st(m).round = 2
    roll_next(m, 4, 5)
    tidy_up(m)  # Red takes the token for round 3
    assert spec(seat(m, RED).pool) == "y4" and spec(seat(m, PURPLE).pool) == "g5"
    assert decision(m) == {"kind": "window", "player": RED}
    assert m.view(None)["token_window"] is True
    assert A.Store("yellow", 4) in m.legal_actions(RED)


def test_a_player_with_no_token_playable_now_is_not_asked_in_the_window() -> None:
    m = two({"pool": "y2", "tokens": ["block_recipe"]}, {"pool": "g3", "tokens": ["raise"]})
    st(m).priority = PURPLE
    st(m).round = 2
    roll_next(m, 2, 2)
    tidy_up(m)  # the Phase 1 window of round 3: Red's block_recipe waits for Phase 3
    assert decision(m) == {"kind": "window", "player": PURPLE}
