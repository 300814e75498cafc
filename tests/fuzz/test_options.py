"""Bad options, player counts and seeds at `new_match` (and through `replay`): refused with
BadOptions (BadRecord from a record) and a stable code, or a match that has exactly what was
asked for."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import alehouse
from alehouse import BadOptions, BadRecord

from .junk import junk, keys
from .settings import LONG, SHORT


def options_for(gid: str) -> st.SearchStrategy[Any]:
    """Options as callers get them wrong: junk, junk names, junk values, real values as text,
    and (sometimes) right."""
    g = alehouse.game(gid)
    real = st.fixed_dictionaries({}, optional={
        name: st.one_of(st.sampled_from(values), junk,
                        st.sampled_from([str(v) for v in values] + [str(v).upper()
                                                                    for v in values]))
        for name, values in g.options.items()})
    return st.one_of(junk, st.none(), real, st.dictionaries(keys, junk, max_size=3),
                     st.builds(lambda r, k, v: {**r, k: v}, real, keys, junk))


def start(data: st.DataObject, gid: str) -> None:
    g = alehouse.game(gid)
    players = data.draw(st.one_of(st.sampled_from(list(g.player_counts)), junk))
    seed = data.draw(st.one_of(st.integers(0, 2**64), st.none(), junk))
    options = data.draw(options_for(gid))
    accepted = False
    try:
        m = alehouse.new_match(gid, players, seed, options)
    except BadOptions as exc:
        assert exc.code in BadOptions.codes
    else:
        accepted = True
        if players is None:  # the game's smallest count
            players = g.player_counts.start
        assert type(players) is int and players in g.player_counts
        assert seed is None or type(seed) is int
        assert options is None or isinstance(options, dict)
        assert m.options == g.check_options(players, options)
    record = {"game": gid, "players": players, "options": options, "seed": seed, "moves": []}
    try:
        alehouse.replay(record)
    except BadRecord as exc:
        assert exc.code in BadRecord.codes
    else:  # a record needs its seed; otherwise it is what new_match takes
        assert accepted and type(seed) is int


@pytest.mark.parametrize("gid", alehouse.games())
@SHORT
@given(data=st.data())
def test_bad_options_seats_and_seeds_are_refused(gid: str, data: st.DataObject) -> None:
    start(data, gid)


@pytest.mark.sweep
@pytest.mark.parametrize("gid", alehouse.games())
@LONG
@given(data=st.data())
def test_bad_options_seats_and_seeds_long(gid: str, data: st.DataObject) -> None:
    start(data, gid)


@pytest.mark.parametrize("options", ["abc", 5, [], [("mode", "standard")], (), 1.5, True])
def test_options_that_are_not_an_object_are_refused(options: Any) -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("dice-brewing", 2, seed=1, options=options)
    assert err.value.code == "bad_options"
    assert "options must be an object" in err.value.reason
    with pytest.raises(BadRecord) as refused:
        alehouse.replay({"game": "dice-brewing", "players": 2, "options": options, "seed": 1,
                         "moves": []})
    assert refused.value.code == "bad_options"
