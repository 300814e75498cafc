from __future__ import annotations

import pytest

from alehouse.core import Chance
from alehouse.core.codec import from_data, to_data


def test_same_seed_gives_the_same_stream() -> None:
    a, b = Chance.from_seed(42), Chance.from_seed(42)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]


def test_different_seeds_differ() -> None:
    a, b = Chance.from_seed(1), Chance.from_seed(2)
    assert [a.below(10**6) for _ in range(5)] != [b.below(10**6) for _ in range(5)]


def test_stream_is_fixed_across_versions() -> None:
    """Records replay only if the generator never changes: pin its first outputs."""
    c = Chance.from_seed(7)
    assert [c.roll(6) for _ in range(12)] == PINNED_ROLLS


PINNED_ROLLS = [4, 2, 3, 1, 3, 5, 2, 2, 3, 6, 3, 6]


def test_below_is_roughly_uniform() -> None:
    c = Chance.from_seed(3)
    counts = [0] * 6
    for _ in range(6000):
        counts[c.below(6)] += 1
    assert all(850 < n < 1150 for n in counts), counts


def test_forced_outcomes_come_first_and_are_checked() -> None:
    c = Chance.from_seed(0)
    c.force(6, 1)
    assert c.roll(6) == 6
    assert c.roll(6) == 1
    c.force(7)
    with pytest.raises(ValueError, match="outside"):
        c.roll(6)


def test_shuffle_is_a_permutation_and_scriptable() -> None:
    c = Chance.from_seed(5)
    items = list(range(10))
    c.shuffle(items)
    assert sorted(items) == list(range(10))
    s = Chance.from_seed(5)
    s.force(0, 0)  # swap the last with the first, then the second-last with the first
    three = ["a", "b", "c"]
    s.shuffle(three)
    assert three == ["b", "c", "a"]


def test_shuffle_front_deals_a_uniform_selection_from_the_front() -> None:
    c = Chance.from_seed(8)
    seen = [[0] * 5 for _ in range(5)]  # seen[position][item] over the first two positions
    for _ in range(5000):
        items = list(range(5))
        c.shuffle_front(items, 2)
        assert sorted(items) == list(range(5))
        for position in range(2):
            seen[position][items[position]] += 1
    for position in range(2):
        assert all(850 < count < 1150 for count in seen[position]), seen[position]
    whole = list(range(6))
    Chance.from_seed(3).shuffle_front(whole, 99)  # more steps than items: the whole list
    assert sorted(whole) == list(range(6))


def test_state_round_trips_through_json_data() -> None:
    c = Chance.from_seed(11)
    c.below(5)
    c.force(2)
    copy = from_data(Chance, to_data(c))
    assert copy == c
    assert [copy.below(9) for _ in range(5)] == [c.below(9) for _ in range(5)]


def test_fork_is_independent_of_later_draws() -> None:
    c = Chance.from_seed(9)
    f = c.fork()
    first = [f.below(100) for _ in range(5)]
    c2 = Chance.from_seed(9)
    f2 = c2.fork()
    c2.below(100)
    assert [f2.below(100) for _ in range(5)] == first
