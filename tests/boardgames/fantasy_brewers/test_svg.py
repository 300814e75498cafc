"""The board drawn as SVG (svg.py): over random positions at every player count, for every seat
and the spectator, the drawing is well-formed, its targets stand for legal actions and single
out every action with a place, its words are the game's own, and the face-down decks stay
hidden."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers.svg import draw
from alehouse.boardgames.fantasy_brewers.words import card_text
from tests.drawing import check_drawing, parsed, played_positions, target_fields, words

GID = "fantasy-brewers"
PLACED = {"place_worker", "choose_space", "earn", "flip_assistants", "festival", "buy", "hire",
          "build", "decorate", "sell", "earn_acclaim", "flip", "flip_good"}
"""The actions that always have a place on the board (the rest are buttons)."""


def positions(players: int, seed: int) -> Iterator[Match]:
    return played_positions(GID, players, seed, 200)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_can_click_every_action_with_a_place(players: int) -> None:
    kinds: set[str] = set()
    clicked: set[str] = set()
    for seed in (1, 2):
        for m in positions(players, seed):
            for seat in (None, *range(m.players)):
                legal = [a.to_json() for a in m.legal_actions(seat)] if seat is not None else []
                targets = check_drawing(m.svg(seat), legal, PLACED)
                if seat is None or seat not in m.actors:
                    assert not targets  # no legal actions: the plain picture
                clicked.update(t.get("type", "part") for t in targets)
            if m.decision is not None:
                kinds.add(m.decision.kind)
    assert {"place_worker", "take_actions", "flip", "upkeep"} <= kinds
    assert {"place_worker", "choose_space", "part", "build"} <= clicked


def test_the_drawing_is_the_views_and_the_match_draws_it() -> None:
    m = next(m for i, m in enumerate(positions(3, 5)) if i == 90)
    seat = m.actors[0]
    legal = [a.to_json() for a in m.legal_actions(seat)]
    assert m.svg(seat) == draw(m.view(seat), legal) == m.game.draw(m.view(seat), legal)
    assert m._repr_svg_() == draw(m.view(None))
    picture = words(parsed(m.svg(None)))
    for p in m.view(None)["players"]:
        assert any(p["colour"] in line and p["brewery"] in line for line in picture)
    assert target_fields(parsed(m.svg(seat)))


@pytest.mark.parametrize("players", [2, 4])
def test_the_face_down_decks_stay_hidden(players: int) -> None:
    for i, m in enumerate(positions(players, 7)):
        if i % 20:
            continue
        view = m.view(None)
        shown = {c["card"] for row in ("extension_row", "homestead_row") for c in view[row]}
        shown.update(c for p in view["players"] for c in p["buildings"] + p["decorated"])
        hidden = [c for c in m.state.extension_deck + m.state.homestead_deck if c not in shown]
        assert hidden
        for seat in (None, *range(players)):
            text = "\n".join(words(parsed(m.svg(seat))))
            for card in hidden:
                assert not re.search(rf"\b{card}\b", text)
                assert card_text(card) not in text
