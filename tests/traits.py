"""Checks every game's `traits` (strategy.py) must pass on a finished match, shared by their
tests: the keys are words a designer reads (no code identifiers, no underscores, a capital
first), the same keys for every seat, between 6 and 25 of them; the values are finite numbers
(whole counts); reading them changes nothing and gives the same again; and they are public
facts: each seat's determinization of the end state (which redraws what that seat cannot see)
gives every player the same traits as the true state, but for the traits the final scoring
reveals (`revealed`: e.g. what lay behind a screen until the testament)."""

from __future__ import annotations

import math
import re
from collections.abc import Collection

from alehouse import Chance, Match
from tests.conformance.test_words import _problems

IDENTIFIER = re.compile(r"\b[a-z]+[A-Z]\w*\b|\b[a-z]+\d\b")
"""camelCase or a lower-case word glued to a digit ("h12"): code, not words."""


def all_traits(m: Match, revealed: Collection[str] = ()) -> list[dict[str, float]]:
    """Every seat's traits on the finished match, checked against the contract above."""
    assert m.over
    game = m.game
    before = game.state_to_data(m.state)
    seats = [game.traits(m.state, p) for p in range(m.players)]
    assert game.traits(m.state, 0) == seats[0], "the same traits again"
    keys = set(seats[0])
    assert 6 <= len(keys) <= 25, sorted(keys)
    for p, traits in enumerate(seats):
        assert set(traits) == keys, f"seat {p} has other keys"
        for value in traits.values():
            assert isinstance(value, (int, float)) and math.isfinite(value)
            assert value == int(value), "traits are counts"
    for key in keys:
        assert key and key[0].isupper(), key
        assert "_" not in key and not IDENTIFIER.search(key), key
        assert not _problems(key), (key, _problems(key))
    for asking in range(m.players):
        seen = game.determinize(game.clone_state(m.state), asking, Chance.from_seed(asking + 5))
        for p, traits in enumerate(seats):
            assert _open(game.traits(seen, p), revealed) == _open(traits, revealed), \
                f"seat {asking}'s view gives other traits of seat {p}"
    assert game.state_to_data(m.state) == before, "reading traits changed the state"
    return seats


def _open(traits: dict[str, float], revealed: Collection[str]) -> dict[str, float]:
    """The traits but those the final scoring reveals."""
    return {k: v for k, v in traits.items() if k not in revealed}


def points_lines(m: Match) -> None:
    """Each seat's "Points: <category>" traits are the lines of its final scoring, by the
    game's category names, and add up to its score (the games whose traits carry them)."""
    result = m.result
    assert result is not None
    for p, traits in enumerate(all_traits(m)):
        for key, points in result.breakdown[p].items():
            assert traits[f"Points: {m.game.category_name(key)}"] == points
        assert sum(v for k, v in traits.items() if k.startswith("Points: ")) == result.scores[p]
