"""The words players read (P4): the terminal picture of the table, the buttons, and the log
lines saying why a turn or a phase went by, all in the rulebook's terms."""

from __future__ import annotations

import re

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A

from .helpers import (
    CHEAP_LAGER,
    MASS_LAGER,
    PURPLE,
    RED,
    arranging,
    brewing,
    empty_all,
    in_window,
    new,
    purchasing,
    set_player,
    st,
)


def screen(m: Match, seat: int) -> str:
    """The terminal picture of `seat`'s view."""
    text = m.game.render_text(m.view(seat))
    assert text is not None
    return str(text)


def test_the_screen_names_dice_in_full_colour_words_never_by_one_letter() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y1 k2 g3 b3")
    text = screen(m, RED)
    assert "active pool: yellow 1, black 2, green 3, blue 3" in text
    assert "yellow = light malt, black = dark malt, green = hops, blue = brewing skills" in text
    assert not re.search(r"\b[YBGK]\d\b", text)


def test_the_screen_shows_each_recipes_requirements_reward_and_enhancements_in_words() -> None:
    m = new(players=2)
    text = screen(m, RED)
    assert ("  Mass Lager (intermediate)\n"
            "      requires yellow 3+, yellow 2+, yellow 2+ and green 3+\n"
            "      reward: 5 gold, plus 1 mastery point for brewing\n"
            "      enhance with one of: a blue die of 4 or more: 2 mastery points; or special "
            "hops: 3 gold") in text
    assert "requires yellow 3+, yellow 2+, green 2+ and any special ingredient" in text


def test_the_screen_shows_both_markets_with_prices_and_when_they_open() -> None:
    text = screen(new(players=2), RED)
    assert "Marketplace (opens in round 2), one special ingredient a round:" in text
    assert ("  honey: 4 gold (1 gold less with a blue die of 5 or more, 2 gold less with a blue "
            "6), 3 left") in text
    assert "Black market (opens in round 3), one action token a round:" in text
    assert "  Block a recipe card: 4 gold, 3 left" in text


def test_the_screen_shows_holdings_board_and_face_down_tokens_as_counts() -> None:
    m = new(players=2, hidden_tokens=True)
    empty_all(m)
    set_player(m, RED, gold=3, mastery=1, seeds=1, storage="y3",
               ingredients=["special_malt", "honey", "special_malt"], tokens=["block_die"],
               brewed=[CHEAP_LAGER])
    set_player(m, PURPLE, tokens=["raise", "reroll"], pool="y2 k4", seeds=2)
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M3", "storage", "yellow", 3))
    red = screen(m, RED)
    assert "Red (you): 1 mastery point, 3 gold, 1 seed, holds the season/priority token" in red
    assert ("   special ingredients: honey and 2 special malt; action tokens: Block/protect a die"
            in red)
    assert "   recipes brewed: Cheap Lager" in red
    assert "   player board, Malt House: field 3 yellow 3" in red
    assert "Purple: 0 mastery points, 2 gold, 2 seeds\n   active pool: yellow 2, black 4" in red
    assert "action tokens: 2 action tokens face down" in red
    blue = screen(m, PURPLE)
    assert "action tokens: 1 action token face down" in blue
    assert "Raise the value and Extra die roll" in blue
    set_player(m, PURPLE)
    assert "special ingredients: none; action tokens: none" in screen(m, RED)


def test_pass_and_end_turn_say_what_they_mean_in_each_phase() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 y4", seeds=1, storage="y2 y2 g2")
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    assert m.label(A.Pass()) == "Pass: place nothing more this round"
    m.act(RED, A.PlaceSeed("M1"))
    assert m.label(A.EndTurn()) == "End your turn (you may take another turn after the others)"
    purchasing(m, RED)
    assert m.label(A.EndTurn()) == "End your Purchasing turn"
    in_window(m, RED, "brew")
    assert m.label(A.Pass()) == "Pass: play no action token now"
    brewing(m, RED, row=[CHEAP_LAGER, MASS_LAGER, 25])
    assert m.label(A.Pass()) == "Pass: brew nothing this turn"


def test_labels_name_fields_as_the_rulebook_does() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 b4", seeds=1)
    arranging(m, RED)
    assert m.label(A.PlaceSeed("M1")) == ("Place a seed token on the first field of the Malt "
                                          "House (a seed for a yellow die)")
    assert m.label(A.PlaceDie("M2", "pool", "yellow", 3)) == (
        "Place your yellow 3 (active pool) on the second field of the Malt House (kiln a "
        "yellow die into a black die)")
    assert m.label(A.Store("blue", 4)) == "Transfer your blue 4 from the active pool to storage"
    assert m.label(A.BuyToken("block_die")) == "Buy the action token Block/protect a die for 3 gold"


def test_a_brewing_phase_nobody_can_brew_in_is_said_in_the_log() -> None:
    m = new(players=2)
    empty_all(m)
    purchasing(m, RED, round=1)
    m.act(RED, A.EndTurn())
    log = m.log
    i = log.index("Round 1: Brewing Beer Phase")
    assert "Purple has nothing to buy or transfer to storage" in log[:i]
    assert log[i + 1] == "Nobody can brew any recipe now"
    assert log[i + 2] == "Round 1: Tidying the Workplace Phase"
    assert st(m).round == 2
