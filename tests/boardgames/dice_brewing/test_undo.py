"""Undo in Dice Brewing: your own actions within your own turn (storing dice, placing seeds and
dice, choosing dice to re-roll or to brew with), never past the turn's end (the barrier
`rounds.pass_on` marks), a die rolled, a recipe card revealed from the deck, a face-down action
token shown, nor another player's action (Match.undo)."""

from __future__ import annotations

from typing import Any

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from tests.helpers import cannot_undo, saved

from .helpers import (
    DRY_STOUT,
    HEFEWEIZEN,
    MASS_LAGER,
    PURPLE,
    RED,
    arranging,
    brewing,
    decision,
    empty_all,
    new,
    purchasing,
    refresh,
    seat,
    set_player,
    spec,
    st,
)


def at_arrange(*, round: int = 1, players: int = 2, **red: Any) -> Match:
    """Red's arrangement turn (2 players) with `red` holdings (`set_player` keywords, plus the
    match option `hidden_tokens`); Purple holds a green 3."""
    hidden = red.pop("hidden_tokens", False)
    m = new(players=players, hidden_tokens=hidden)
    empty_all(m)
    set_player(m, RED, **red)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED, round=round)
    return m



def test_a_placement_can_be_taken_back_and_made_again_exactly() -> None:
    m = at_arrange(pool="y3 k4")
    before = saved(m)
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    after = saved(m)
    assert m.can_undo(RED)
    m.undo(RED)
    assert saved(m) == before
    assert spec(seat(m, RED).pool) == "y3 k4" and seat(m, RED).board == {}
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 0}
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    assert saved(m) == after


def test_a_placement_taken_back_may_be_replaced_by_another() -> None:
    m = at_arrange(pool="y3 k4")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    m.undo(RED)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))  # a different choice now
    assert set(seat(m, RED).board) == {"M3"}


def test_every_action_of_the_turn_can_be_taken_back_one_by_one() -> None:
    m = at_arrange(pool="y3 k4 g5", seeds=1)
    start = saved(m)
    m.act(RED, A.Store("green", 5))
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.Store("black", 4))
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    for _ in range(4):
        m.undo(RED)
    assert saved(m) == start
    assert "set up by hand" in cannot_undo(m, RED)


def test_no_undo_once_the_turn_is_over_even_when_the_next_turn_is_yours() -> None:
    m = at_arrange(pool="y3 k4")
    seat(m, PURPLE).passed = True  # Purple is out of the phase: Red's turns follow one another
    refresh(m)
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    assert m.actors == (RED,)
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 0}
    assert "a turn ended" in cannot_undo(m, RED)


def test_a_purchasing_turn_cannot_be_taken_back_once_ended() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=5, pool="y3")
    set_player(m, PURPLE, gold=5, pool="g3")
    purchasing(m, RED)
    m.act(RED, A.BuyToken("raise"))
    assert m.can_undo(RED)
    m.undo(RED)
    assert seat(m, RED).gold == 5 and seat(m, RED).tokens == []
    m.act(RED, A.BuyToken("raise"))
    m.act(RED, A.EndTurn())
    assert m.actors == (PURPLE,)
    assert "a turn ended" in cannot_undo(m, RED)


def test_no_undo_after_a_die_is_rolled() -> None:
    m = at_arrange(pool="b3", seeds=1)
    m.act(RED, A.PlaceSeed("M1"))
    assert m.can_undo(RED)
    m.act(RED, A.SpeedUp("M1", "pool", 3))  # a yellow die is drawn and rolled at once
    assert m.actors == (RED,)
    assert "a die was rolled" in cannot_undo(m, RED)


def test_dice_chosen_to_re_roll_can_be_taken_back_but_not_the_roll() -> None:
    m = at_arrange(round=2, pool="y3 k4 b2")
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 2))
    before = saved(m)
    m.act(RED, A.SelectReroll("pool", "yellow", 3))
    assert decision(m) == {"kind": "reroll", "player": RED,
                           "chosen": [{"source": "pool", "colour": "yellow", "value": 3}]}
    m.undo(RED)
    assert saved(m) == before
    assert decision(m) == {"kind": "reroll", "player": RED, "chosen": []}
    m.act(RED, A.SelectReroll("pool", "black", 4))
    m.act(RED, A.Reroll())
    assert m.actors == (RED,)
    cannot_undo(m, RED)


def test_dice_chosen_for_a_brew_can_be_taken_back_but_not_the_brew_that_reveals_a_card() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, storage="y4 y4 y2 g3 b4")
    set_player(m, PURPLE, storage="k3 k2 g2")
    brewing(m, RED, row=[HEFEWEIZEN, MASS_LAGER, DRY_STOUT])  # its reward: a die and 6 gold
    before = saved(m)
    m.act(RED, A.Brew(0))  # the dice are chosen without asking: the enhancement waits
    assert A.Enhance("blue", 4) in m.legal_actions(RED)
    m.undo(RED)
    assert saved(m) == before
    m.act(RED, A.Brew(0))
    deck = len(st(m).deck)
    m.act(RED, A.Enhance("blue", 4))  # brewed: the next card of the deck is revealed
    assert len(st(m).deck) == deck - 1
    assert decision(m) == {"kind": "reward", "player": RED, "take": "die", "count": 1}
    cannot_undo(m, RED)


def test_a_token_play_can_be_taken_back_while_the_tokens_lie_face_up() -> None:
    m = at_arrange(pool="y3 k4", tokens=["raise"])
    before = saved(m)
    m.act(RED, A.RaiseValue("pool", "yellow", 3))
    assert m.can_undo(RED)
    m.undo(RED)
    assert saved(m) == before
    assert seat(m, RED).tokens == ["raise"]


def test_a_face_down_token_played_is_shown_and_cannot_be_taken_back() -> None:
    m = at_arrange(pool="y3 k4", tokens=["raise"], hidden_tokens=True)
    m.act(RED, A.RaiseValue("pool", "yellow", 3))
    assert m.actors == (RED,)  # a token play is not a turn
    assert "something revealed" in cannot_undo(m, RED)


def test_no_one_takes_back_another_players_action() -> None:
    m = at_arrange(pool="y3 k4")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    reason = cannot_undo(m, PURPLE)
    assert "only the player who made the last move" in reason
    assert m.can_undo(RED)


def test_the_next_player_cannot_undo_into_the_previous_turn() -> None:
    m = at_arrange(pool="y3 k4")
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    assert m.actors == (PURPLE,)
    m.act(PURPLE, A.Store("green", 3))
    assert m.can_undo(PURPLE)
    assert not m.can_undo(RED)
    m.undo(PURPLE)
    assert not m.can_undo(PURPLE)
    assert not m.can_undo(RED)


def test_a_position_set_up_by_hand_is_as_far_back_as_undo_goes() -> None:
    m = at_arrange(pool="y3 k4")  # the helpers refresh the match
    assert not m.can_undo(RED)
    m.act(RED, A.Store("black", 4))
    m.undo(RED)
    assert "set up by hand" in cannot_undo(m, RED)
