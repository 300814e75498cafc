"""Rulebook 3. Short Summary (rounds of four phases, the established order), Active Pool and
Storage, the season/priority token (4. Game Elements), 5.1 Dice Rolling, and 6. End of the
game (when it happens)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing import rounds
from alehouse.boardgames.dice_brewing.state import Die, FieldUse

from .helpers import (
    CHEAP_LAGER,
    DRY_STOUT,
    MASS_LAGER,
    ORANGE,
    PURPLE,
    RED,
    C,
    brewing,
    decision,
    dice,
    empty_all,
    end_round,
    new,
    roll_next,
    seat,
    set_player,
    spec,
    st,
)

ROUND_1_PURCHASING = ("Round 1: Purchasing Phase (the marketplace opens in round 2 and the black "
                      "market opens in round 3)")
"""The log line opening the first Purchasing Phase, when neither market is open yet."""


def pass_everything(m: Match, rounds: int = 1) -> list[tuple[int, str]]:
    """Every player passes / ends every decision until `rounds` rounds are over; the
    (player, decision kind) met on the way."""
    seen = []
    last = st(m).round + rounds
    while not m.over and st(m).round < last:
        p = m.actors[0]
        legal = m.legal_actions(p)
        seen.append((p, m.view(p)["decision"]["kind"]))
        m.act(p, next((a for a in legal if isinstance(a, (A.Pass, A.EndTurn, A.Keep))),
                      legal[0]))
    return seen


def test_a_round_is_arranging_then_purchasing_then_brewing_then_tidying() -> None:
    m = new(players=2)
    kinds = [k for _, k in pass_everything(m)]
    assert kinds.index("purchase") > max(i for i, k in enumerate(kinds) if k == "arrange_turn")
    log = m.log
    first_pass = next(i for i, e in enumerate(log) if " passes" in e)
    purchasing = log.index(ROUND_1_PURCHASING)
    brewing_ = log.index("Round 1: Brewing Beer Phase")
    tidying = log.index("Round 1: Tidying the Workplace Phase")
    next_roll = next(i for i, e in enumerate(log)
                     if i > tidying and " rolls the active pool: " in e)
    assert first_pass < purchasing < brewing_ < tidying < next_roll
    assert st(m).round == 2 and st(m).phase == "arrange"


def test_phase_1_ends_when_every_player_has_passed() -> None:
    m = new(players=3)
    order = [p for p, k in pass_everything(m) if k == "arrange_turn"]
    assert sorted(order) == [0, 1, 2]
    assert m.log.index(ROUND_1_PURCHASING) > max(
        i for i, e in enumerate(m.log) if " passes" in e)


def test_the_active_pool_is_rolled_at_the_beginning_of_every_round() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y2 k3")
    set_player(m, PURPLE, pool="y1")
    st(m).priority = PURPLE  # the token passes to Red, who rolls first
    roll_next(m, 6, 4, 5)
    end_round(m)
    assert spec(seat(m, RED).pool) == "y6 k4"
    assert spec(seat(m, PURPLE).pool) == "y5"
    assert "Red rolls the active pool: yellow 6, black 4" in m.log


def test_dice_in_storage_are_not_rolled_at_the_beginning_of_a_round() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="g2", storage="y1 k6 g3 b2")
    roll_next(m, 5, 5)
    end_round(m)
    assert spec(seat(m, RED).storage) == "y1 k6 g3 b2"
    assert spec(seat(m, RED).pool) == "g5"


def test_the_dice_are_rolled_in_the_established_order() -> None:
    m = new(players=3)
    st(m).priority = RED  # Purple takes the token: Purple, Orange, Red roll in that order
    end_round(m)
    rolls = [e.split()[0] for e in m.log if " rolls the active pool: " in e][-3:]
    assert rolls == ["Purple", "Orange", "Red"]


@pytest.mark.parametrize(("players", "holder", "next_holder"),
                         [(2, 0, 1), (2, 1, 0), (3, 1, 2), (3, 2, 0), (4, 3, 0)])
def test_the_season_token_passes_clockwise_at_the_end_of_each_round(
        players: int, holder: int, next_holder: int) -> None:
    m = new(players=players)
    st(m).priority = holder
    end_round(m)
    assert st(m).priority == next_holder
    assert m.view(None)["priority"] == next_holder
    assert (f"{m.player_name(next_holder)} takes the season/priority token and flips it to "
            "Summer") in m.log


def test_the_season_token_is_flipped_every_round() -> None:
    m = new()
    seasons = []
    for _ in range(4):
        end_round(m)
        seasons.append(m.view(None)["season"])
    assert seasons == ["summer", "winter", "summer", "winter"]
    assert st(m).round == 5


def test_when_the_token_turns_to_summer_every_brewer_receives_a_seed() -> None:
    m = new(players=3)
    empty_all(m)
    st(m).seed_pile = 6
    end_round(m)  # winter -> summer
    assert [seat(m, p).seeds for p in range(3)] == [1, 1, 1]
    assert st(m).seed_pile == 3
    assert "Summer: every brewer receives a seed token (while the pile lasts)" in m.log


def test_when_the_token_turns_to_winter_no_seeds_are_given() -> None:
    m = new(players=3)
    empty_all(m)
    set_player(m, RED, pool="y3")  # so that round 2 waits for Red
    st(m).summer = True
    st(m).seed_pile = 6
    end_round(m)  # summer -> winter
    assert [seat(m, p).seeds for p in range(3)] == [0, 0, 0]
    assert st(m).seed_pile == 6


def test_a_short_seed_pile_pays_summer_seeds_in_the_established_order() -> None:
    # REF 1.3: if the 6 seeds run out, fewer are paid, in turn order
    m = new(players=3)
    empty_all(m)
    st(m).priority = RED  # Purple takes the token: Purple, Orange, Red
    st(m).seed_pile = 2
    end_round(m)
    assert [seat(m, p).seeds for p in (PURPLE, ORANGE, RED)] == [1, 1, 0]
    assert st(m).seed_pile == 0


def test_the_holder_of_the_season_token_starts_purchasing_and_brewing() -> None:
    m = new(players=3)
    empty_all(m)
    for p in range(3):
        set_player(m, p, gold=10, storage="y2 y2 g2")
    st(m).priority = ORANGE
    st(m).round = 3
    st(m).row = [CHEAP_LAGER, MASS_LAGER, DRY_STOUT]
    end_round(m)  # Orange passes the token to Red for round 4
    seen = pass_everything(m)
    purchase = [p for p, k in seen if k == "purchase"]
    brew = [p for p, k in seen if k == "brew_turn"]
    assert purchase == [RED, PURPLE, ORANGE]
    assert brew == [RED, PURPLE, ORANGE]


def brew_round(m: Match, players: int) -> None:
    """Red can brew Cheap Lager and Purple Dry Stout; Red's yellow 4 waits on M3 to be raised."""
    empty_all(m)
    set_player(m, RED, storage="y2 y2 g2")
    set_player(m, PURPLE, storage="k3 k2 g2")
    seat(m, RED).board["M3"] = FieldUse(seed=False, die=Die("yellow", 4), speed=None,
                                        resolved=False)
    row = [CHEAP_LAGER, DRY_STOUT, MASS_LAGER, 4][:C.display[players]]
    brewing(m, RED, row=row)


@pytest.mark.parametrize(("players", "recipes"), [(2, 10), (3, 15), (4, 20)])
def test_the_game_ends_after_10_15_or_20_recipes_with_the_round_played_to_its_end(
        players: int, recipes: int) -> None:
    m = new(players=players)
    brew_round(m, players)
    st(m).brewed_total = recipes - 1
    m.act(RED, A.Brew(0))  # the game-ending recipe
    assert st(m).brewed_total == recipes
    assert not m.over
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}  # the round goes on
    m.act(PURPLE, A.Brew(1))
    assert m.over
    assert st(m).brewed_total == recipes + 1
    # the Tidying the Workplace Phase was completed too: Red's die on M3 was raised
    assert spec(seat(m, RED).storage) == "y5"
    assert st(m).round == 3
    assert m.log[-1] == f"{recipes + 1} recipes brewed: the game ends"
    assert m.result is not None


def test_the_game_goes_on_while_fewer_recipes_are_brewed() -> None:
    m = new(players=2)
    brew_round(m, 2)
    st(m).brewed_total = 8
    m.act(RED, A.Brew(0))
    m.act(PURPLE, A.Brew(1))  # 10 brewed: this round is the last
    assert m.over
    m = new(players=2)
    brew_round(m, 2)
    st(m).brewed_total = 7
    m.act(RED, A.Brew(0))
    m.act(PURPLE, A.Brew(1))  # 9 brewed
    assert not m.over
    assert st(m).round == 4 and st(m).phase == "arrange"
    assert m.result is None


def test_a_new_round_starts_with_every_field_free_and_nobody_passed() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3", seeds=2)
    set_player(m, PURPLE, pool="y3", seeds=2)
    st(m).field_users["M1"] = 1
    seat(m, PURPLE).passed = True
    end_round(m)
    assert set(st(m).field_users.values()) == {0}
    assert not seat(m, RED).passed and not seat(m, PURPLE).passed


def test_the_storage_keeps_its_dice_from_round_to_round() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, storage="y5 k6")
    for _ in range(3):
        end_round(m)
    assert seat(m, RED).storage == dice("y5 k6")


def test_assumption_23_the_game_ends_after_20_rounds_in_a_row_without_a_recipe_brewed() -> None:
    m = new(players=2)
    pass_everything(m, rounds=19)
    assert not m.over and st(m).round == 20
    pass_everything(m, rounds=1)
    assert m.over
    assert st(m).round == 20  # the twentieth round was played to its end
    assert m.log[-1] == "20 rounds in a row without a recipe brewed: the game ends"
    assert m.result is not None


def test_assumption_23_a_brew_starts_the_count_of_rounds_without_one_again() -> None:
    m = new(players=2)
    brew_round(m, 2)
    m.act(RED, A.Brew(0))
    m.act(PURPLE, A.Brew(1))
    brewed_in = st(m).round - 1
    assert st(m).last_brew == brewed_in
    pass_everything(m, rounds=19)
    assert not m.over and st(m).round == brewed_in + 20
    pass_everything(m, rounds=1)
    assert m.over


def test_assumption_23_is_off_only_where_the_data_says_0_rounds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert rounds.C.stall_rounds == 20  # the game's data
    monkeypatch.setattr(rounds.C, "stall_rounds", 0)  # as a measurement's study variant has it
    m = new(players=2)
    pass_everything(m, rounds=25)
    assert not m.over and st(m).round == 26


def test_the_rulebooks_end_and_assumption_23_say_why_the_game_ended() -> None:
    m = new(players=2)
    brew_round(m, 2)
    st(m).brewed_total = 9
    m.act(RED, A.Brew(0))
    m.act(PURPLE, A.Brew(1))
    assert m.result is not None and m.result.termination is not None
    assert m.result.termination.code == "normal_end"
    m = new(players=2)
    pass_everything(m, rounds=20)
    assert m.result is not None and m.result.termination is not None
    assert m.result.termination.code == "no_recipe_for_20_rounds"
    assert "20 rounds in a row without a recipe brewed" in m.result.termination.reason
