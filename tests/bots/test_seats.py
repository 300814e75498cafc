"""Seats of `alehouse play` and `simulate` take the three bots, with parameters."""

from __future__ import annotations

import pytest

from tests.cli.test_cli import run


def test_simulate_plays_greedy_against_ismcts_with_parameters() -> None:
    code, out = run("simulate", "heaven-and-ale", "--games", "1", "--seed", "2",
                    "--bots", "greedy:beam=2,ismcts:iterations=15,playout=greedy,depth=2")
    assert code == 0, out
    assert "greedy:beam=2" in out and "ismcts:iterations=15,playout=greedy,depth=2" in out


def test_play_offers_ismcts_as_an_opponent() -> None:
    code, out = run("play", "fantasy-brewers", "--seats", "human,ismcts:iterations=10",
                    "--seed", "3", input="q\n\n")
    assert code == 0, out
    assert "(ismcts:iterations=10)" in out


@pytest.mark.parametrize(("spec", "message"), [
    ("greedy:speed=3", "greedy has no parameter 'speed'"),
    ("ismcts:playout=smart", "playout must be one of random, greedy"),
    ("ismcts:time=0", "the ismcts setting time must be a number of seconds above 0, not '0'"),
    ("ismcts:time=abc", "the ismcts setting time must be a number of seconds above 0, not 'abc'"),
    ("random:depth=2", "random has no parameter 'depth'; it takes none"),
])
def test_bad_bot_parameters_are_refused_in_one_line(spec: str, message: str) -> None:
    for command in (("simulate", "fantasy-brewers", "--bots", spec),
                    ("play", "fantasy-brewers", "--seats", f"human,{spec}")):
        code, out = run(*command)
        assert code == 2 and message in out and "Traceback" not in out
