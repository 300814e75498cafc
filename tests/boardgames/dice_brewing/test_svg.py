"""The board drawn as SVG (svg.py): over random positions at every player count, for every seat
and the spectator, the drawing is well-formed, its targets stand for legal actions and single
out every action with a place, its words are the game's own, and it is drawn from the view
alone (the recipe deck and, with the hidden-token rule, the other players' tokens stay hidden);
in set positions, the clicks a player makes: a die then its field, a seed then its field, a
token then the die it is played on (one's own, or the same die of another player's), a blue die
offered on a waiting field, a die's tab to storage or back to the active pool."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing.content import TOKENS
from alehouse.boardgames.dice_brewing.svg import DIE_FILL, draw
from tests.drawing import (
    NS,
    check_drawing,
    parsed,
    played_positions,
    target_fields,
    words,
)

from .helpers import (
    GAME,
    PURPLE,
    RED,
    arranging,
    empty_all,
    in_window,
    new,
    purchasing,
    refresh,
    set_player,
    st,
)

PLACED = {"place_seed", "place_die", "speed_up", "store", "select_reroll", "pile_colour",
          "swap", "buy_ingredient", "buy_token", "withdraw", "block_building", "block_die",
          "block_recipe", "raise_value", "extra_roll", "brew", "use_die", "use_ingredient",
          "take_token", "take_die"}
"""The actions that always have a place on the board. Enhancing has one too, but for brewing
without an enhancement; ending a turn, passing, re-rolling the dice chosen and keeping one's
dice after a pile roll are buttons."""
COMMON = {"arrange_turn", "purchase"}
"""The commonest decisions: every fourth position of them is enough."""


def positions(players: int, seed: int) -> Iterator[Match]:
    return played_positions(GAME, players, seed, 900)


def legal_json(m: Match, seat: int) -> list[dict[str, Any]]:
    return [a.to_json() for a in m.legal_actions(seat)]


def check(m: Match, seat: int) -> list[dict[str, Any]]:
    """Every check of the seat's drawing, and each enhancement but none a target."""
    legal = legal_json(m, seat)
    targets = check_drawing(m.svg(seat), legal, PLACED)
    for action in legal:
        if action["type"] == "enhance" and action["item"] != "nothing":
            assert any(all(action.get(k) == v for k, v in t.items()) for t in targets), action
    return targets


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_can_click_every_action_with_a_place(players: int) -> None:
    kinds: set[str] = set()
    clicked: set[str] = set()
    for seed in (1, 2):
        for i, m in enumerate(positions(players, seed)):
            kind = m.decision.kind if m.decision is not None else "over"
            kinds.add(kind)
            if kind in COMMON and i % 4:
                continue
            for seat in m.actors:
                clicked.update(t.get("type", "die or field") for t in check(m, seat))
            if i % 20 == 0:
                others = [s for s in range(m.players) if s not in m.actors]
                for seat in [None, *others[:1]]:
                    legal = legal_json(m, seat) if seat is not None else []
                    assert not check_drawing(m.svg(seat), legal, PLACED)
    assert {"window", "arrange_turn", "purchase", "brew_turn", "brew"} <= kinds
    assert {"die or field", "place_seed", "store", "buy_ingredient", "buy_token", "brew",
            "use_die"} <= clicked


def test_the_drawing_is_the_views_and_the_match_draws_it() -> None:
    m = next(m for i, m in enumerate(positions(3, 5))
             if i >= 120 and any(a["type"] in PLACED for a in legal_json(m, m.actors[0])))
    seat = m.actors[0]
    legal = legal_json(m, seat)
    assert m.svg(seat) == draw(m.view(seat), legal) == m.game.draw(m.view(seat), legal)
    assert m._repr_svg_() == draw(m.view(None))
    picture = words(parsed(m.svg(None)))
    assert any("Marketplace" in line for line in picture)
    assert any(line.startswith("Mass Lager") for line in picture)
    assert target_fields(parsed(m.svg(seat)))


@pytest.mark.parametrize("players", [3, 4])
def test_only_the_view_is_drawn(players: int) -> None:
    """The recipe deck's order and, with the hidden-token rule, the kinds of the other players'
    action tokens are hidden: a sample with them dealt afresh draws the same for every seat,
    while the samples do differ (with two players the black market's stock tells the kinds)."""
    differ = 0
    m = new(players=players, seed=9, hidden_tokens=True)
    for p, kinds in enumerate((TOKENS[:2], TOKENS[2:4], TOKENS[4:], TOKENS[1:3])[:players]):
        st(m).players[p].tokens = sorted(kinds)
        for t in kinds:
            st(m).black_market[t] -= 1
    refresh(m)
    rng = Chance.from_seed(9)
    for i in range(200):
        if m.over:
            break
        if i % 8 == 0:
            for seat in range(players):
                sample = m.determinize(seat, Chance.from_seed(i))
                differ += any(sample.state.players[p].tokens != m.state.players[p].tokens
                              for p in range(players) if p != seat)
                assert draw(sample.view(seat), legal_json(m, seat)) == m.svg(seat)
        p = rng.choice(m.actors)
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    assert differ


def _player_group(svg: str, colour: str) -> ET.Element:
    root = parsed(svg)
    return next(g for g in root.iter(f"{NS}g")
                if (g.findtext(f"{NS}title") or "").startswith(f"{colour}'s dice"))


def test_the_other_players_face_down_tokens_are_backs_and_the_owner_sees_them() -> None:
    m = new(players=3, hidden_tokens=True)
    empty_all(m)
    set_player(m, RED, pool="y3")
    set_player(m, PURPLE, pool="y3", tokens=["block_building", "reroll"])
    arranging(m, RED, round=3)
    for seat in (RED, None):
        purple = " ".join(words(_player_group(m.svg(seat), "Purple")))
        assert "2 tokens face down" in purple
        assert "Extra die roll" not in purple and "Block a building" not in purple
    own = " ".join(words(_player_group(m.svg(PURPLE), "Purple")))
    assert "Extra die roll" in own and "Block a building" in own
    m.state.hidden_tokens = False
    refresh(m)
    purple = " ".join(words(_player_group(m.svg(RED), "Purple")))
    assert "Extra die roll" in purple and "face down" not in purple


@pytest.mark.parametrize("unlucky_roll", [True, False])
def test_the_gold_the_dice_showing_1_are_still_worth_is_shown_beside_the_gold(
        unlucky_roll: bool) -> None:
    m = new(players=2, unlucky_roll=unlucky_roll)
    empty_all(m)
    set_player(m, RED, gold=1, pool="y1 k1 g1 b5")
    set_player(m, PURPLE, gold=3, pool="y1 k4")
    purchasing(m, RED, round=3)
    worth = " (+4 gold from dice showing 1 this round)"
    for seat in (RED, PURPLE, None):
        red = " ".join(words(_player_group(m.svg(seat), "Red")))
        assert (f"Red{' (you)' if seat == RED else ''}: 0 mastery points, 1 gold{worth}, "
                in red) is unlucky_roll
        assert "from dice showing 1" not in " ".join(words(_player_group(m.svg(seat),
                                                                          "Purple")))
        assert (worth in (m.game.render_text(m.view(seat)) or "")) is unlucky_roll
    if unlucky_roll:
        m.act(RED, A.BuyToken("reroll"))       # 2 gold: the unlucky gold is spent first
        shown = m.game.render_text(m.view(None)) or ""
        assert "1 gold (+2 gold from dice showing 1 this round)" in shown


def test_every_die_shows_its_colours_name() -> None:
    """Colour-blind players tell the dice apart by the word on them: every die drawn (a square
    of a die colour) is followed by its colour's name, so black and blue never share a
    letter."""
    m = next(m for i, m in enumerate(positions(4, 3)) if i == 400)
    fills = {fill: colour for colour, fill in DIE_FILL.items()}
    seen = 0
    for parent in parsed(m.svg(m.actors[0])).iter():
        children = list(parent)
        for k, e in enumerate(children):
            if e.tag == f"{NS}rect" and e.get("fill") in fills \
                    and e.get("width") == e.get("height"):
                colour = fills[e.get("fill") or ""]
                after = [c.text for c in children[k + 1:k + 3] if c.tag == f"{NS}text"]
                assert colour in after, (colour, after)
                seen += 1
    assert seen > 20


# --- the clicks, in set positions ----------------------------------------------------------------


def clicks(m: Match, seat: int, action: A.Action, *steps: dict[str, Any]) -> None:
    """Clicking targets with these fields, one after another, leaves `action` alone; each is a
    target of the drawing."""
    legal = legal_json(m, seat)
    targets = check_drawing(m.svg(seat), legal, PLACED)
    remaining = legal
    for fields in steps:
        assert fields in targets, fields
        remaining = [a for a in remaining if all(a.get(k) == v for k, v in fields.items())]
    assert remaining == [action.to_json()]


def test_a_die_is_clicked_then_the_field_it_goes_to_and_a_seed_likewise() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 k5", storage="y3 b4", seeds=1)
    arranging(m, RED, round=3)
    die = {"source": "pool", "colour": "yellow", "value": 3}
    clicks(m, RED, A.PlaceDie("M2", "pool", "yellow", 3), die, {"field": "M2"})
    clicks(m, RED, A.PlaceDie("M2", "storage", "yellow", 3),
           {"source": "storage", "colour": "yellow", "value": 3}, {"field": "M2"})
    clicks(m, RED, A.PlaceDie("D3", "storage", "blue", 4),
           {"field": "D3"}, {"source": "storage", "colour": "blue", "value": 4})
    clicks(m, RED, A.PlaceSeed("H1"), {"type": "place_seed"}, {"field": "H1"})
    clicks(m, RED, A.Store("black", 5), {"type": "store", "colour": "black", "value": 5})


def test_a_waiting_effect_is_sped_up_by_a_blue_die_offered_on_its_field() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="b3 b5", storage="b5", seeds=1)
    arranging(m, RED, round=1)
    m.act(RED, A.PlaceSeed("M1"))
    for source, value in (("pool", 3), ("pool", 5), ("storage", 5)):
        offer = {"type": "speed_up", "field": "M1", "source": source, "value": value}
        clicks(m, RED, A.SpeedUp("M1", source, value), offer)
    targets = target_fields(parsed(m.svg(RED)))
    assert {"field": "M1"} in targets  # the field itself narrows to its speed-ups


def test_a_token_is_played_on_ones_own_die_or_on_the_same_die_of_another_player() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3", storage="g4", tokens=["block_die", "reroll", "withdraw",
                                                        "raise", "block_building"])
    set_player(m, PURPLE, pool="y3", storage="g4")
    in_window(m, RED, "arrange")
    own = {"source": "pool", "colour": "yellow", "value": 3}
    theirs = {"target": PURPLE, "source": "pool", "colour": "yellow", "value": 3}
    clicks(m, RED, A.BlockDie(RED, "pool", "yellow", 3), {"type": "block_die"}, own,
           {"type": "block_die", "target": RED})
    clicks(m, RED, A.BlockDie(PURPLE, "pool", "yellow", 3), theirs, {"type": "block_die"})
    clicks(m, RED, A.ExtraRoll(RED, "pool", "yellow", 3), own, {"type": "extra_roll"},
           {"type": "extra_roll", "target": RED})
    clicks(m, RED, A.RaiseValue("pool", "yellow", 3), own, {"type": "raise_value"})
    clicks(m, RED, A.Withdraw(PURPLE, "green", 4),
           {"type": "withdraw", "target": PURPLE, "colour": "green", "value": 4})
    clicks(m, RED, A.Withdraw(RED, "green", 4),
           {"type": "withdraw", "target": RED, "colour": "green", "value": 4})
    clicks(m, RED, A.BlockBuilding(PURPLE, "malt_house"),
           {"type": "block_building", "target": PURPLE, "building": "malt_house"})


def test_the_rewards_and_the_school_of_skills_are_chosen_on_the_board() -> None:
    """A pile to roll, a rolled die and one's own to swap it for; the dice to re-roll."""
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="b3 b2 y4", storage="g2")
    arranging(m, RED, round=2)
    m.act(RED, A.PlaceDie("S2", "pool", "blue", 3))
    clicks(m, RED, A.PileColour("green"), {"type": "pile_colour", "colour": "green"})
    st(m).chance.force(*([5] * st(m).piles["green"]))
    m.act(RED, A.PileColour("green"))
    clicks(m, RED, A.Swap(5, "storage", 2), {"type": "swap", "rolled": 5},
           {"type": "swap", "source": "storage", "value": 2})
    m.act(RED, A.Keep())
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 2))
    clicks(m, RED, A.SelectReroll("pool", "yellow", 4),
           {"source": "pool", "colour": "yellow", "value": 4})
