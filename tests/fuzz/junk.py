"""Hypothesis strategies for what strangers send: junk values, malformed actions, tampered
JSON trees.

Everything here is data a server could receive from the internet (or a program could pass in):
wrong types, missing and extra keys, huge numbers, odd unicode, deep nesting, keys of mixed
types, another seat's or another game's actions.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from hypothesis import strategies as st

from alehouse import Action, Game

ODD_TEXT = ("", " ", "²", "\x00", "e\u0301", "\u202eevil", "🍺", "\ud800", "a" * 10_000,
            "[red]x[/]", "{}", "null", "NaN", "-1", "\uff11", "\u0663", "\n\r\t")
"""Strings that have broken parsers: empty, superscripts, NUL, combining marks, right-to-left
overrides, emoji, a lone surrogate, a long line, markup, JSON-looking text, other digits."""

HUGE = (10**4000, -(10**400), 2**63, 2**64 + 1, -(2**63) - 1)
"""Numbers no field takes (Python refuses to print ints past 4,300 digits, and so would the
test's report: test_extremes.py sends those)."""


@cache
def nested(depth: int, as_dict: bool = False) -> Any:
    """A list (or object) nested `depth` deep: deeper than any recursive code can follow
    (built once per depth: nothing changes these values)."""
    value: Any = 0
    for _ in range(depth):
        value = {"type": value} if as_dict else [value]
    return value


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
    st.sampled_from(ODD_TEXT), st.sampled_from(HUGE),
)

keys = st.one_of(st.text(max_size=6), st.sampled_from(ODD_TEXT), st.integers(), st.booleans(),
                 st.none())
"""Keys of any type: JSON only has strings, but Python callers may send anything."""

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                        st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8),
                        st.sampled_from(ODD_TEXT))

json_junk = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                         | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=8)
"""Junk that is still JSON `json.dumps` can write (for tampering with saved text)."""

junk = st.one_of(
    st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                 | st.dictionaries(keys, inner, max_size=4), max_leaves=8),
    st.builds(nested, st.sampled_from((2, 1000, 100_000)), st.booleans()),
)
"""Any value at all, JSON-like or not."""

seats = st.one_of(junk, st.integers(-3, 8), st.sampled_from([True, False, 1.0, "0", [0], None]))
"""Things passed where a seat number belongs (some of them valid seats)."""


@st.composite
def malformed_actions(draw: st.DrawFn, game: Game[Any], legal: list[Action],
                      foreign: list[Action]) -> Any:
    """An action input that is (mostly) wrong: junk, a dict with a real type and junk fields,
    a legal action's JSON with one thing changed, any action of the space (rarely legal),
    or an action of another game, as an object or its JSON."""
    kind = draw(st.sampled_from(("junk", "typed", "mutated", "space", "foreign")))
    if kind == "junk":
        return draw(junk)
    if kind == "typed":
        fields = draw(st.dictionaries(keys, junk, max_size=4))
        return {"type": draw(st.sampled_from(game.space.types)), **fields}
    if kind == "space":
        action = game.decode(draw(st.integers(0, game.num_actions - 1)))
        return action if draw(st.booleans()) else action.to_json()
    if kind == "foreign" and foreign:
        action = draw(st.sampled_from(foreign))
        return action if draw(st.booleans()) else action.to_json()
    if not legal:
        return draw(junk)
    data = draw(st.sampled_from(legal)).to_json()
    change = draw(st.sampled_from(("drop", "add", "replace", "type", "non-string key")))
    names = [k for k in data if k != "type"]
    if change == "drop" or (change == "replace" and not names):
        data.pop(draw(st.sampled_from(list(data))))
    elif change == "add":
        data[draw(st.text(min_size=1, max_size=6))] = draw(junk)
    elif change == "replace":
        data[draw(st.sampled_from(names))] = draw(junk)
    elif change == "type":
        data["type"] = draw(junk)
    else:
        data[draw(st.integers())] = draw(junk)
    return data


@st.composite
def tampered(draw: st.DrawFn, tree: Any) -> Any:
    """A copy of the JSON `tree` with one to three changes at random places: a value replaced
    by junk or by another part of the tree, a key or item removed or added, a list cut short or
    reordered."""
    tree = copy.deepcopy(tree)
    for _ in range(draw(st.integers(1, 3))):
        tree = _tamper_once(draw, tree, tree)
    return tree


def _tamper_once(draw: st.DrawFn, node: Any, root: Any) -> Any:
    """`node` with one change somewhere inside it (it is changed in place where it can be)."""
    if isinstance(node, dict | list) and node and draw(st.integers(0, 3)) > 0:
        key = draw(st.sampled_from(list(node))) if isinstance(node, dict) \
            else draw(st.integers(0, len(node) - 1))
        node[key] = _tamper_once(draw, node[key], root)
        return node
    change = draw(st.sampled_from(("junk", "elsewhere", "remove", "add", "cut", "swap",
                                   "number")))
    if change == "number" and type(node) is int:
        return node + draw(st.sampled_from((-1, 1, 2, -100, 10**6)))
    if change == "remove" and isinstance(node, dict | list) and node:
        key = draw(st.sampled_from(list(node))) if isinstance(node, dict) \
            else draw(st.integers(0, len(node) - 1))
        del node[key]
        return node
    if change == "add" and isinstance(node, dict):
        node[draw(st.text(max_size=6))] = draw(json_junk)
        return node
    if change == "add" and isinstance(node, list):
        node.insert(draw(st.integers(0, len(node))),
                    copy.deepcopy(draw(st.sampled_from(node))) if node and draw(st.booleans())
                    else draw(json_junk))
        return node
    if change == "cut" and isinstance(node, list):
        return node[:draw(st.integers(0, len(node)))]
    if change == "swap" and isinstance(node, list) and len(node) > 1:
        i, j = draw(st.integers(0, len(node) - 1)), draw(st.integers(0, len(node) - 1))
        node[i], node[j] = node[j], node[i]
        return node
    if change == "elsewhere":
        return copy.deepcopy(_somewhere(draw, root))
    return draw(json_junk)


def _somewhere(draw: st.DrawFn, node: Any) -> Any:
    """Some part of `node` (itself, or something inside it)."""
    while isinstance(node, dict | list) and node and draw(st.booleans()):
        node = node[draw(st.sampled_from(list(node)))] if isinstance(node, dict) \
            else node[draw(st.integers(0, len(node) - 1))]
    return node
