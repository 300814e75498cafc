"""`Features`: a small builder for the fixed-size numeric observation vectors of
`Game.observation` (the RL adapters in `alehouse.interop` serve them).

Every value it appends lies in [0, 1]: flags are 0 or 1, one-hot groups hold at most one 1,
numbers are mapped linearly from a stated range [lo, hi] onto [0, 1] and clipped at its ends.
A game's encoding is a fixed sequence of calls, so the vector's length depends only on the
player count and the options, never on the position; variable-length parts (lists, tables, a
growing grid) must be bounded by the game with a stated cap.

Values outside a one-hot's vocabulary encode as all zeros; set `STRICT = True` (tests do) to
raise instead, so that a vocabulary missing a value shows up.

An encoding names its parts: `section("track")` begins the slice called "track", which runs
to the next section (or the end); `layout` maps the names to their slices, so a network can
take the parts it wants (`Game.observation_layout`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

STRICT = False
"""Raise ValueError for a value outside a one-hot's vocabulary (tests set it)."""


def vocabulary(values: Iterable[Any]) -> dict[Any, int]:
    """Index of each value, in the given order (a one-hot's vocabulary)."""
    return {v: i for i, v in enumerate(values)}


class Features:
    """Appends features to `values` (a plain list of floats in [0, 1]), in named sections."""

    __slots__ = ("_starts", "values")

    def __init__(self) -> None:
        self.values: list[float] = []
        self._starts: list[tuple[str, int]] = []

    def __len__(self) -> int:
        return len(self.values)

    def section(self, name: str) -> None:
        """Begin the part called `name` here (a name is used once per encoding)."""
        if any(n == name for n, _ in self._starts):
            raise ValueError(f"the section {name!r} was begun twice")
        self._starts.append((name, len(self.values)))

    @property
    def layout(self) -> dict[str, slice]:
        """Each section's slice of `values`, in order (values before the first section are
        in none)."""
        ends = [start for _, start in self._starts[1:]] + [len(self.values)]
        return {name: slice(start, end) for (name, start), end in zip(self._starts, ends)}

    def flag(self, value: Any) -> None:
        """1.0 when `value` is truthy, else 0.0."""
        self.values.append(1.0 if value else 0.0)

    def flags(self, values: Iterable[Any]) -> None:
        self.values.extend(1.0 if v else 0.0 for v in values)

    def number(self, value: float | None, hi: float, lo: float = 0.0) -> None:
        """`value` mapped from [lo, hi] onto [0, 1] and clipped; None encodes as 0."""
        if value is None:
            self.values.append(0.0)
            return
        x = (value - lo) / (hi - lo)
        self.values.append(0.0 if x < 0.0 else 1.0 if x > 1.0 else float(x))

    def numbers(self, values: Iterable[float | None], hi: float, lo: float = 0.0) -> None:
        for v in values:
            self.number(v, hi, lo)

    def one_hot(self, value: Any, vocab: Mapping[Any, int]) -> None:
        """len(vocab) values: 1 at `value`'s index; all zeros for None (or an unknown value
        when not STRICT)."""
        out = [0.0] * len(vocab)
        if value is not None:
            i = vocab.get(value)
            if i is None:
                if STRICT:
                    raise ValueError(f"{value!r} is not in the vocabulary {list(vocab)}")
            else:
                out[i] = 1.0
        self.values.extend(out)

    def index(self, i: int | None, n: int) -> None:
        """n values: 1 at position i (0 <= i < n); all zeros for None or out of range."""
        out = [0.0] * n
        if i is not None and 0 <= i < n:
            out[i] = 1.0
        elif i is not None and STRICT:
            raise ValueError(f"index {i} is out of range 0..{n - 1}")
        self.values.extend(out)

    def multi_hot(self, values: Iterable[Any], vocab: Mapping[Any, int]) -> None:
        """len(vocab) values: 1 at the index of each value present."""
        out = [0.0] * len(vocab)
        for v in values:
            i = _index(vocab, v)
            if i is None:
                continue
            out[i] = 1.0
        self.values.extend(out)

    def counts(self, values: Iterable[Any], vocab: Mapping[Any, int], hi: float) -> None:
        """len(vocab) values: how many times each value occurs, divided by `hi` (clipped)."""
        out = [0] * len(vocab)
        for v in values:
            i = _index(vocab, v)
            if i is None:
                continue
            out[i] += 1
        self.values.extend(min(1.0, c / hi) for c in out)

    def tally(self, counts: Mapping[Any, float], vocab: Mapping[Any, int], hi: float) -> None:
        """len(vocab) values from a mapping value -> count, each divided by `hi` (clipped)."""
        out = [0.0] * len(vocab)
        for v, n in counts.items():
            i = _index(vocab, v)
            if i is None:
                continue
            x = n / hi
            out[i] = 0.0 if x < 0.0 else 1.0 if x > 1.0 else float(x)
        self.values.extend(out)

    def zeros(self, n: int) -> None:
        self.values.extend([0.0] * n)


def seats_from(you: int | None, players: int) -> list[int]:
    """Seats in the order an observation lists them: the observer first, then the others
    clockwise (seat order); a spectator's (None) from seat 0."""
    first = 0 if you is None else you
    return [(first + k) % players for k in range(players)]


def relative(seat: int | None, you: int | None, players: int) -> int | None:
    """`seat` as an offset from the observer (0 = the observer, 1 = the next seat...)."""
    if seat is None or seat < 0:
        return None
    return (seat - (you or 0)) % players


def _index(vocab: Mapping[Any, int], value: Any) -> int | None:
    """`value`'s index in `vocab`; None when it is not there (an error when STRICT)."""
    i = vocab.get(value)
    if i is None and STRICT:
        raise ValueError(f"{value!r} is not in the vocabulary {list(vocab)}")
    return i
