"""Checks every game's board drawing (svg.py) must pass, shared by their tests: the SVG is
well-formed with a viewBox and no fixed size; every target carries fields some legal action
holds, and targets never nest; clicking targets narrows to any action that has a place, as
the web client does; the words are the game's own.

The client's rule, simulated by `narrowed`: the legal actions still in play are those whose
JSON holds every field of each clicked target; it sends the action once one is left, and the
rest (fields no target carries, such as which Brewmasters pay) are buttons."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import alehouse
from alehouse import Chance, Match
from tests.conformance.test_words import _problems

NS = "{http://www.w3.org/2000/svg}"

Fields = Mapping[str, Any]


def played_positions(game: str, players: int, seed: int, moves: int,
                     options: dict[str, Any] | None = None) -> Iterator[Match]:
    """The positions of a seeded game (with `options`) played by the game's random playout
    policy, the same match object after each of up to `moves` moves, then the last."""
    m = alehouse.new_match(game, players, seed=seed, options=options)
    rng = Chance.from_seed(seed)
    for _ in range(moves):
        if m.over:
            break
        yield m
        p = rng.choice(m.actors)
        m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
    yield m


def holds(action: Fields, fields: Fields) -> bool:
    """Whether `action` (JSON) holds every key and value of `fields`."""
    return all(k in action and action[k] == v for k, v in fields.items())


def parsed(svg: str) -> ET.Element:
    """The document's root; it must be a standalone SVG that scales (a viewBox, no size)."""
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert root.get("viewBox") and root.get("width") is None and root.get("height") is None
    return root


def target_fields(root: ET.Element) -> list[dict[str, Any]]:
    """The fields of every target, in document order; a target inside a target is refused
    (a click would stand for two)."""
    out = []
    for element in root.iter():
        if "target" in (element.get("class") or "").split():
            inner = [e for e in element.iter() if e is not element
                     and "target" in (e.get("class") or "").split()]
            assert not inner, "a target holds another target"
            fields = json.loads(element.get("data-fields") or "")
            assert isinstance(fields, dict) and fields
            out.append(fields)
    return out


def words(root: ET.Element) -> list[str]:
    """Every text a person reads: the text elements and the titles."""
    return ["".join(e.itertext()) for e in root.iter() if e.tag in (f"{NS}text", f"{NS}title")]


def narrowed(chosen: Fields, legal: Sequence[Fields], targets: Sequence[Fields]) -> list[Fields]:
    """The legal actions still in play after clicking, one after another, targets that stand
    for `chosen` and still narrow the choice (as long as any does)."""
    remaining = list(legal)
    while len(remaining) > 1:
        useful = [t for t in targets if holds(chosen, t)
                  and any(not holds(a, t) for a in remaining)]
        if not useful:
            break
        remaining = [a for a in remaining if holds(a, useful[0])]
    return remaining


def check_drawing(svg: str, legal: Sequence[Fields], placed: set[str]) -> list[dict[str, Any]]:
    """Every check of one drawing made with the seat's `legal` actions (JSON); `placed`: the
    action types that always have a place on the board. Returns the targets' fields."""
    root = parsed(svg)
    targets = target_fields(root)
    for t in targets:
        assert any(holds(a, t) for a in legal), f"target {t} stands for no legal action"
    keys = {k for t in targets for k in t}
    for action in legal:
        standing = [t for t in targets if holds(action, t)]
        if action["type"] in placed:
            assert standing, f"no target for {action}"
        if not standing:
            continue  # a button
        remaining = narrowed(action, legal, targets)
        assert action in remaining
        for other in remaining:
            differ = {k for k in {*other, *action} if other.get(k) != action.get(k)} & keys
            assert not differ, f"clicking cannot tell {action} from {other}"
    found = [(problem, text) for text in words(root) for problem in _problems(text)]
    assert not found, found
    return targets
