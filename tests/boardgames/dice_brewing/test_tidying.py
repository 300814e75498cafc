"""Rulebook 5.4 Tidying the Workplace: the three steps within a player's tidying, the
established order across players, seeds wasted on an empty pile and the later draw when dice
come back (ASSUMPTION 8 for the kiln)."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.dice_brewing.state import Die, FieldUse

from .helpers import (
    PURPLE,
    RED,
    colours,
    empty_all,
    new,
    roll_next,
    seat,
    set_player,
    st,
    tidy_up,
)


def seed(m: Match, p: int, field: str) -> None:
    seat(m, p).board[field] = FieldUse(seed=True, die=None, speed=None, resolved=False)


def die(m: Match, p: int, field: str, colour: str, value: int) -> None:
    seat(m, p).board[field] = FieldUse(seed=False, die=Die(colour, value), speed=None,
                                       resolved=False)


def two(priority: int = RED) -> Match:
    """A 2-player match at the end of round 3; Red and Purple hold nothing yet."""
    m = new(players=2)
    empty_all(m)
    st(m).round = 3
    st(m).priority = priority
    st(m).seed_pile = 0
    return m


def index(m: Match, text: str) -> int:
    return next(i for i, e in enumerate(m.log) if text in e)


def test_a_players_tidying_changes_values_then_collects_dice_then_exchanges() -> None:
    m = two()
    seed(m, RED, "M1")
    die(m, RED, "M3", "yellow", 4)
    die(m, RED, "S3", "blue", 5)
    die(m, RED, "D1", "green", 2)
    tidy_up(m)
    # 1. changing die values
    raised = index(m, "Red's yellow die on the third field of the Malt House is raised to 5")
    # 2. collecting dice, dice gained
    blue = index(m, "Red gains a blue die from the third field of the School of Skills")
    # 3. exchanges
    yellow = index(m, "Red's seed token on the first field of the Malt House becomes a yellow die")
    green = index(m, "Red exchanges a green die on the first field of the Department of Seed for "
                     "1 seed")
    assert raised < blue < yellow < green


def test_an_extra_blue_die_owed_in_step_2_is_drawn_when_step_3_returns_one() -> None:
    # the blue pile is empty: the extra blue die of S3 (step 2) is owed (ASSUMPTION 8: a die a
    # field cannot draw is owed while tidying) and drawn when the blue die exchanged on D3
    # (step 3) goes back to the pile
    m = two()
    st(m).piles["blue"] = 0
    die(m, RED, "S3", "blue", 5)
    die(m, RED, "D3", "blue", 2)
    tidy_up(m)
    assert "Red gains no blue die from the third field of the School of Skills: none left" in m.log
    assert any("can now draw the blue die owed" in line for line in m.log)
    assert colours(seat(m, RED).pool) == {"blue": 2}  # the S3 die and the one owed
    assert st(m).piles["blue"] == 0
    assert seat(m, RED).gold == 4


def test_the_holder_of_the_season_token_tidies_first() -> None:
    m = two(priority=PURPLE)
    st(m).piles["yellow"] = 1
    seed(m, RED, "M1")
    seed(m, PURPLE, "M1")
    tidy_up(m)
    assert colours(seat(m, PURPLE).pool) == {"yellow": 1}
    assert colours(seat(m, RED).pool) == {}
    assert (index(m, "Purple's seed token on the first field of the Malt House becomes")
            < index(m, "Red's seed token on the first field of the Malt House"))


def test_a_seed_whose_pile_is_empty_is_wasted_and_goes_back_to_the_seed_pile() -> None:
    m = two()
    st(m).piles["green"] = 0
    set_player(m, PURPLE, pool="y3")  # round 4 waits for Purple
    seed(m, RED, "H1")
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {}
    assert seat(m, RED).seeds == 0
    assert st(m).seed_pile == 1
    assert "Red gets no green die: the pile is empty" in m.log


def test_a_seed_gets_its_die_when_a_later_player_returns_one_to_the_pile() -> None:
    m = two(priority=RED)
    st(m).piles["yellow"] = 0
    seed(m, RED, "M1")
    die(m, PURPLE, "M2", "yellow", 3)  # Purple's kiln puts a yellow die back on the pile
    roll_next(m, 6, 2)  # Purple's black die, then the yellow die Red was owed
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"yellow": 1}
    assert colours(seat(m, PURPLE).pool) == {"black": 1}
    assert st(m).piles["yellow"] == 0
    assert "Red can now draw the yellow die owed (rolled 2)" in m.log
    assert "Red gets no yellow die: the pile is empty" not in m.log


def test_a_players_own_kiln_can_serve_their_own_seed() -> None:
    m = two()
    st(m).piles["yellow"] = 0
    seed(m, RED, "M1")
    die(m, RED, "M2", "yellow", 3)
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"yellow": 1, "black": 1}


def test_a_kiln_whose_black_pile_is_empty_is_owed_until_a_black_die_comes_back() -> None:
    # ASSUMPTION 8: the rulebook's rule for seeds, applied to the kiln
    m = two(priority=RED)
    st(m).piles["black"] = 0
    st(m).seed_pile = 2
    die(m, RED, "M2", "yellow", 3)
    die(m, PURPLE, "D2", "black", 5)  # Purple's exchange returns a black die
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"black": 1}
    assert seat(m, PURPLE).seeds == 2
    assert "Red can now draw the black die owed" in " ".join(m.log)


def test_an_owed_die_no_one_returns_is_lost() -> None:
    m = two()
    st(m).piles["black"] = 0
    set_player(m, PURPLE, pool="y3")
    die(m, RED, "M2", "yellow", 3)
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {}
    assert st(m).piles["yellow"] == 14 - 2 + 1  # the yellow die is lost all the same
    assert "Red gets no black die: the pile is empty" in m.log


def test_a_sped_up_effect_is_not_applied_again_at_tidy_up() -> None:
    m = two()
    use = FieldUse(seed=True, die=None, speed=Die("blue", 4), resolved=True)
    seat(m, RED).board["M1"] = use
    yellow = st(m).piles["yellow"]
    tidy_up(m)
    assert colours(seat(m, RED).pool) == {"blue": 1}  # only the speed-up die comes back
    assert st(m).piles["yellow"] == yellow


def test_after_tidying_every_board_is_empty() -> None:
    m = two()
    seed(m, RED, "M1")
    die(m, RED, "M3", "black", 2)
    die(m, PURPLE, "S1", "blue", 2)
    seat(m, PURPLE).board["S1"].resolved = True
    tidy_up(m)
    assert seat(m, RED).board == {} and seat(m, PURPLE).board == {}
    assert colours(seat(m, PURPLE).pool) == {"blue": 1}


def test_the_marketplace_blue_die_returns_to_its_owner_when_tidying() -> None:
    m = two()
    seat(m, PURPLE).market_die = Die("blue", 6)
    tidy_up(m)
    assert seat(m, PURPLE).market_die is None
    assert colours(seat(m, PURPLE).pool) == {"blue": 1}
