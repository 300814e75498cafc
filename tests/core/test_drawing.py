"""The shared drawing helpers (core/drawing.py) and the engine's drawing hooks: `Game.draw`,
`Match.svg`, `Match._repr_svg_`."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import alehouse
from alehouse import Match
from alehouse.core.drawing import STYLE, Targets, badge, document, edge, text
from tests.drawing import parsed, target_fields, words

from .race import GAME as RACE


def test_text_is_escaped_and_the_document_scales() -> None:
    svg = document(100, 50, [text(1, 2, 'Ale & "Stout" <dark>')], title="A & B")
    root = parsed(svg)
    assert root.get("viewBox") == "0 0 100 50"
    assert 'Ale & "Stout" <dark>' in words(root) and "A & B" in words(root)


def test_a_target_is_marked_only_where_a_legal_action_holds_its_fields() -> None:
    legal = [{"type": "buy", "tile": 3, "spot": "s1"}, {"type": "buy", "tile": 3, "spot": "s2"},
             {"type": "pass"}]
    targets = Targets(legal)
    marked = targets.wrap({"type": "buy", "tile": 3}, "<rect/>", title="tile 3 's' & co")
    plain = targets.wrap({"type": "buy", "tile": 4}, "<rect/>", title="tile 4")
    svg = document(10, 10, [marked, plain], title="t")
    fields = target_fields(parsed(svg))
    assert fields == [{"type": "buy", "tile": 3}]
    assert targets.values("spot", type="buy") == ["s1", "s2"]
    assert not Targets().matches({"type": "pass"})
    first = Targets(legal).wrap_first([{"type": "sell"}, {"type": "pass"}], "<rect/>")
    assert json.loads(ET.fromstring(first).get("data-fields") or "") == {"type": "pass"}


def test_an_outline_is_unseen_until_a_target_strokes_it_and_a_badge_shows_its_letter() -> None:
    outline = ET.fromstring(edge(10, 20, 30, 40, rx=5))
    assert [outline.get(k) for k in ("x", "y", "width", "height", "rx")] == \
        ["7", "17", "36", "46", "7"]  # 3 units around the box, its corners 2 rounder
    assert outline.get("stroke") == "none" and outline.get("class") == "edge"
    assert ".target .edge{stroke:" in STYLE
    root = parsed(document(40, 40, [badge(20, 20, "R", "#c0392b", "#fff", r=10)], title="t"))
    assert "R" in words(root)
    assert [e.get("fill") for e in root.iter() if e.tag.endswith("circle")] == ["#c0392b"]


def test_a_game_without_a_drawing_gets_a_plain_panel() -> None:
    m = Match.start(RACE, 2, 1)  # the test game draws no board
    assert m.game.draw(m.view(None)) is None
    root = parsed(m.svg(0))
    assert not target_fields(root)
    assert m.game.title in words(root)
    assert m.game.waiting_for(m.state) in words(root)


def test_a_match_draws_the_seat_with_its_legal_actions_and_the_spectator_without() -> None:
    m = alehouse.new_match("fantasy-brewers", 2, seed=1)
    seat = m.actors[0]
    legal = [a.to_json() for a in m.legal_actions(seat)]
    assert m.svg(seat) == m.game.draw(m.view(seat), legal)
    assert {json.dumps(t, sort_keys=True) for t in target_fields(parsed(m.svg(seat)))} == \
        {json.dumps(a, sort_keys=True) for a in legal}  # placing a worker: a Door or the Tavern
    assert not target_fields(parsed(m.svg(None)))
    assert m._repr_svg_() == m.svg(None)
