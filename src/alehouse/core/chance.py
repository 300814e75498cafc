"""All randomness of a match: a seeded, serialisable, scriptable stream.

`Chance` is a splitmix64 generator whose whole state is one integer, so it is copied with the
game state, saved in `Match.to_json` and identical on every platform. Rules draw only through it
(never `random`, the clock or set order). Tests script outcomes with `force`: the next draws
return the given values instead of random ones ("the next die shows 6": ``chance.force(6)``
before a ``roll(6)``).

The stream is also the ledger of what cannot be taken back (`Match.undo`): every draw changes
it, and a game calls `barrier` when something hidden is revealed without a draw (a card from a
deck shuffled at setup) or when a turn ends.
"""

from __future__ import annotations

import os
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(slots=True)
class Chance:
    """A random stream. `state` is the whole generator; `script` holds forced outcomes;
    `barriers` counts the barriers games marked."""

    state: int
    script: list[int] = field(default_factory=list)
    barriers: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Chance:
        """The stream for a match seed (any int; negative and huge seeds are folded in)."""
        return cls(_mix((seed * _GOLDEN) & _MASK))

    @staticmethod
    def fresh_seed() -> int:
        """A seed for a match whose caller gave none (taken outside the rules, then recorded)."""
        return int.from_bytes(os.urandom(6), "big")

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def force(self, *outcomes: int) -> None:
        """Script the next draws: each `below`/`roll`/`randint` returns the next of `outcomes`
        (in that call's own terms: an index for `below`, a face for `roll`)."""
        self.script.extend(outcomes)

    def _forced(self, low: int, high: int) -> int | None:
        if not self.script:
            return None
        value = self.script.pop(0)
        if not low <= value <= high:
            raise ValueError(f"scripted outcome {value} is outside {low}..{high}")
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        if self.script:
            forced = self._forced(0, n - 1)
            assert forced is not None
            return forced
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            # next64, written out: every roll and choice of every match comes through here
            z = self.state = (self.state + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high]."""
        if self.script:
            forced = self._forced(low, high)
            assert forced is not None
            return forced
        return low + self.below(high - low + 1)

    def roll(self, sides: int = 6) -> int:
        """One die: 1..sides."""
        if self.script:
            forced = self._forced(1, sides)
            assert forced is not None
            return forced
        return 1 + self.below(sides)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[int]) -> T:
        """One of `items`, each with probability proportional to its (non-negative integer)
        weight."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted() needs a positive total weight")
        x = self.below(total)
        for item, w in zip(items, weights):
            x -= w
            if x < 0:
                return item
        raise AssertionError("unreachable")  # pragma: no cover

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place. Scripted values, if any, pick each position from the back."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffle_front(self, items: MutableSequence[T], k: int) -> None:
        """Fisher-Yates stopped after `k` steps, from the front: ``items[:k]`` becomes a uniform
        random selection of `k` items in random order (the rest keep no meaningful order), for
        the price of `k` draws instead of ``len(items)``."""
        n = len(items)
        for i in range(min(k, n - 1)):
            j = i + self.below(n - i)
            items[i], items[j] = items[j], items[i]

    def barrier(self) -> None:
        """Mark that what just happened cannot be taken back: something hidden was revealed
        (to anyone) without a draw, or a turn ended. Draws need no mark."""
        self.barriers += 1

    def fingerprint(self) -> tuple[int, int, int]:
        """Changes whenever the stream is drawn from (scripted draws included) or a barrier is
        marked."""
        return (self.state, len(self.script), self.barriers)

    def fork(self) -> Chance:
        """An independent stream derived from this one (advances this one by one draw)."""
        return Chance(_mix(self.next64() ^ 0xD1B54A32D192ED03))
