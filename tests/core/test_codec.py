from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from alehouse.core.codec import (
    clone,
    derived,
    derived_fields,
    encoder,
    from_data,
    is_immutable,
    state_from_data,
    state_to_data,
    to_data,
)


@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: int


@dataclass(slots=True)
class Inner:
    values: list[int]
    tags: dict[str, int]


@dataclass(slots=True)
class Outer:
    name: str
    inner: Inner
    inners: list[Inner]
    grid: list[list[int]]
    maybe: Inner | None
    by_seat: dict[int, list[int]]
    point: Point
    points: list[Point]
    pair: tuple[int, ...]
    ratio: float = 0.5
    flag: bool = False
    notes: list[str] = field(default_factory=list)


def sample() -> Outer:
    return Outer("o", Inner([1, 2], {"a": 1}), [Inner([3], {})], [[1, 2], [3]], None,
                 {0: [1], 2: [5, 6]}, Point(1, 2), [Point(3, 4)], (1, 2, 3), 0.25, True, ["n"])


def test_clone_is_deep_and_equal() -> None:
    o = sample()
    c = clone(o)
    assert c == o
    c.inner.values.append(9)
    c.inners[0].tags["z"] = 1
    c.grid[0].append(7)
    c.by_seat[0].append(4)
    c.notes.append("m")
    assert o == sample()


def test_clone_shares_only_immutable_parts() -> None:
    o = sample()
    c = clone(o)
    assert c.inner is not o.inner and c.grid is not o.grid and c.grid[0] is not o.grid[0]
    assert c.point is o.point  # frozen, immutable: safe to share
    assert is_immutable(Point) and not is_immutable(Inner)


def test_clone_handles_optional_dataclass() -> None:
    o = sample()
    o.maybe = Inner([1], {})
    c = clone(o)
    assert c.maybe == o.maybe and c.maybe is not o.maybe


def test_json_round_trip_is_exact() -> None:
    o = sample()
    text = json.dumps(to_data(o))
    back = from_data(Outer, json.loads(text))
    assert back == o
    assert isinstance(back.pair, tuple) and 2 in back.by_seat  # tuples and int keys survive


@pytest.mark.parametrize(("path", "bad"), [
    ("name", 3),
    ("flag", 1),
    ("ratio", "x"),
    ("grid", [[1, "2"]]),
    ("point", {"x": 1}),
])
def test_from_data_names_the_wrong_path(path: str, bad: object) -> None:
    data = to_data(sample())
    data[path] = bad
    with pytest.raises(ValueError, match=r"\$\." + path):
        from_data(Outer, data)


def test_from_data_refuses_unknown_fields() -> None:
    data = to_data(sample())
    data["extra"] = 1
    with pytest.raises(ValueError, match="unexpected"):
        from_data(Outer, data)


@dataclass(slots=True)
class Cached:
    """A state with a cache of what its values add up to (a `derived` field)."""

    values: list[int]
    total: Inner | None = derived()


def test_a_derived_field_is_neither_saved_nor_copied_nor_compared() -> None:
    o = Cached([1, 2], total=Inner([3], {}))
    assert derived_fields(Cached) == ("total",)
    assert to_data(o) == state_to_data(o) == encoder(Cached)(o) == {"values": [1, 2]}
    assert clone(o).total is None and clone(o).values == [1, 2]
    assert o == Cached([1, 2])  # the cache is no part of the value
    back = state_from_data(Cached, {"values": [1, 2]})
    assert back.total is None and from_data(Cached, {"values": [1, 2]}).total is None
    with pytest.raises(ValueError, match="unexpected"):  # a save never holds it
        from_data(Cached, {"values": [1], "total": None})
