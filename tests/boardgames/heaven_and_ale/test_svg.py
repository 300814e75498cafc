"""The board drawn as SVG (svg.py): over random positions at every player count, for every seat
and the spectator, the drawing is well-formed, its targets stand for legal actions and single
out every action with a place, its words are the game's own, and it is drawn from the view
alone (the face-down piles stay hidden)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.heaven_and_ale.svg import draw
from tests.drawing import check_drawing, parsed, played_positions, target_fields, words

GID = "heaven-and-ale"
PLACED = {"choose_start", "move", "buy_resource", "buy_monk", "place_disc",
          "nominate_fertility", "place_privilege", "choose_colour"}
"""The actions that always have a place on the board (activate_shed has one where a single
tile names the choice; the rest are buttons)."""


def positions(players: int, seed: int) -> Iterator[Match]:
    return played_positions(GID, players, seed, 400)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_can_click_every_action_with_a_place(players: int) -> None:
    kinds: set[str] = set()
    clicked: set[str] = set()
    for seed in (1, 2):
        for i, m in enumerate(positions(players, seed)):
            kind = m.decision.kind if m.decision is not None else "over"
            if kind == "move" and i % 3:
                continue  # the commonest decision: every third is enough
            kinds.add(kind)
            for seat in (None, *range(m.players)):
                legal = [a.to_json() for a in m.legal_actions(seat)] if seat is not None else []
                targets = check_drawing(m.svg(seat), legal, PLACED)
                if seat is None or seat not in m.actors:
                    assert not targets
                clicked.update(t.get("type", "spot") for t in targets)
    assert {"start", "move", "buy", "disc", "colour"} <= kinds
    assert {"choose_start", "move", "buy_resource", "buy_monk", "spot", "place_disc",
            "choose_colour"} <= clicked


def test_the_tiles_a_new_shed_tile_activates_are_clicked_where_one_tile_names_the_choice() -> None:
    seen = 0
    for players in (2, 4):
        for seed in range(12):
            for m in positions(players, seed):
                if m.decision is None or m.decision.kind != "shed":
                    continue
                seat = m.actors[0]
                legal = [a.to_json() for a in m.legal_actions(seat)]
                targets = check_drawing(m.svg(seat), legal, PLACED)
                masks = [t["edges"] for t in targets if t.get("type") == "activate_shed"]
                if all(bin(a["edges"]).count("1") < 4 for a in legal
                       if a["type"] == "activate_shed"):
                    shed = [a["edges"] for a in legal if a["type"] == "activate_shed"]
                    assert set(masks) == set(shed)  # every choice has its tiles
                seen += 1
    assert seen


def test_the_drawing_is_the_views_and_the_match_draws_it() -> None:
    m = next(m for i, m in enumerate(positions(3, 5)) if i == 60)
    seat = m.actors[0]
    legal = [a.to_json() for a in m.legal_actions(seat)]
    assert m.svg(seat) == draw(m.view(seat), legal) == m.game.draw(m.view(seat), legal)
    assert m._repr_svg_() == draw(m.view(None))
    picture = words(parsed(m.svg(None)))
    assert any("Goal 12" in line for line in picture)
    assert target_fields(parsed(m.svg(seat)))


@pytest.mark.parametrize("players", [2, 4])
def test_only_the_view_is_drawn(players: int) -> None:
    """The face-down piles are the game's hidden information: a sample with them reshuffled
    draws the same for every seat, while the samples do differ."""
    differ = 0
    for i, m in enumerate(positions(players, 9)):
        if i % 25:
            continue
        for seat in range(players):
            sample = m.determinize(seat, Chance.from_seed(i))
            differ += sample.state.pile_2 != m.state.pile_2
            legal = [a.to_json() for a in m.legal_actions(seat)]
            assert draw(sample.view(seat), legal) == m.svg(seat)
    assert differ
