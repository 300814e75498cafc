"""strategy.py: what a player took and did over a Monastery match (`Game.traits`)."""

from __future__ import annotations

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.monastery.content import ON_BOARD
from alehouse.boardgames.monastery.strategy import REVEALED
from alehouse.bots import make, play
from tests.traits import all_traits

from .helpers import BLUE, MONKS, RED, C, fresh, give, new, seat, set_blessings, st


def played(players: int, variant: str, bot: str) -> Match:
    m = new(players, seed=4, variant=variant)
    play(m, [make(bot, seed=p) for p in range(m.players)])
    return m


@pytest.fixture(scope="module")
def finished() -> Match:
    """A seeded three-player greedy game, played to its end."""
    return played(3, "standard", "greedy")


def test_the_traits_of_a_finished_game_keep_the_contract(finished: Match) -> None:
    all_traits(finished, REVEALED)


def test_the_screens_hide_the_revealed_traits_until_the_end(finished: Match) -> None:
    """Only the testament lines of what lay behind the screens may differ in a seat's view,
    and they do: a screen hides something in this game."""
    game = finished.game
    changed: set[str] = set()
    for asking in range(finished.players):
        seen = game.determinize(game.clone_state(finished.state), asking, Chance.from_seed(9))
        for p in range(finished.players):
            true, guess = game.traits(finished.state, p), game.traits(seen, p)
            changed |= {k for k in true if true[k] != guess[k]}
    assert changed <= set(REVEALED)
    assert changed, "determinize deals the hidden tiles and blessings again"


def test_letters_monks_and_tiles_are_what_each_player_has(finished: Match) -> None:
    s = st(finished)
    for p, t in enumerate(all_traits(finished, REVEALED)):
        colour = seat(finished, p).colour
        track = s.tracks[colour * C.track_len:(colour + 1) * C.track_len]
        assert t["Large letters on their letter track"] == sum(x == 1 for x in track)
        assert t["Small letters on their letter track"] == sum(x == 2 for x in track)
        assert t["Sentence part complete"] == (0 not in track)
        assert t["Monks still on the Prayer Board"] == sum(
            s.monk_tile[m] == ON_BOARD for m in range(p * MONKS, (p + 1) * MONKS))
        assert t["Monks still on the Prayer Board"] == sum(
            s.crosses[row * 4 + colour] for row in range(4))
        assert t["Tiles behind the screen"] == len(seat(finished, p).hand)
    assert any(t["Large letters on their letter track"]
               for t in all_traits(finished, REVEALED))


@pytest.mark.parametrize(("players", "variant"), [(3, "standard"), (4, "team")])
def test_the_points_lines_are_the_testament(players: int, variant: str) -> None:
    m = played(players, variant, "random")
    result = m.result
    assert result is not None
    for p, t in enumerate(all_traits(m, REVEALED)):
        assert ("Points: Partner's testament" in t) == (variant == "team")
        for key, points in result.breakdown[p].items():
            assert t[f"Points: {m.game.category_name(key)}"] == points
        assert sum(v for k, v in t.items() if k.startswith("Points: ")) == result.scores[p]


def test_a_set_position_has_exactly_these_traits() -> None:
    m = fresh(2)
    s = st(m)
    red = RED * C.track_len
    s.tracks[red:red + 4] = [1, 1, 1, 2]
    s.crosses[0 * 4 + RED] = 0  # Red's monk taken off the first cross, into the Abbey
    s.monk_tile[RED * MONKS + 1] = 0
    give(m, 0, "kitchen")
    set_blessings(m, 0, 4)
    blue = BLUE * C.track_len
    s.tracks[blue:blue + C.track_len] = [1] * C.track_len
    s.players[1].hand = []  # Blue laid the secret passage
    assert m.game.traits(m.state, 0) == {
        "Large letters on their letter track": 3, "Small letters on their letter track": 1,
        "Sentence part complete": 0, "Monks still on the Prayer Board": 3,
        "Tiles behind the screen": 2, "Secret passage still behind the screen": 1,
        "Points: Large letters": 9, "Points: Unlaid tiles": -3 - 1,  # the Kitchen, the passage
        "Points: Blessings": 4,
    }
    assert m.game.traits(m.state, 1) == {
        "Large letters on their letter track": 9, "Small letters on their letter track": 0,
        "Sentence part complete": 1, "Monks still on the Prayer Board": 4,
        "Tiles behind the screen": 0, "Secret passage still behind the screen": 0,
        "Points: Large letters": 27, "Points: Unlaid tiles": 0, "Points: Blessings": 0,
    }
