"""strategy.py: what a player took and did over a match of The Taverns of Tiefenthal
(`Game.traits`)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal.content import TILES
from alehouse.boardgames.taverns_of_tiefenthal.scoring import owned
from alehouse.bots import make, play
from tests.traits import all_traits, points_lines

from .helpers import (
    BARD,
    NOBLE,
    REG1,
    REG2,
    SERVER,
    TABLE,
    C,
    Entertainer,
    guest,
    new,
    seat,
    set_deck,
    set_tavern,
)


def played(modules: int, bot: str) -> Match:
    m = new(players=2, seed=4, modules=modules)
    play(m, [make(bot, seed=p) for p in range(m.players)])
    return m


@pytest.fixture(scope="module")
def finished() -> Match:
    """A seeded two-player game with all five Modules, played to its end by random bots (a
    greedy game takes seconds here)."""
    return played(5, "random")


def test_the_traits_of_a_finished_game_keep_the_contract(finished: Match) -> None:
    all_traits(finished)


def test_every_module_gives_the_same_keys(finished: Match) -> None:
    assert set(all_traits(played(1, "random"))[0]) == set(all_traits(finished)[0])


def test_cards_areas_and_tracks_are_what_each_player_has(finished: Match) -> None:
    traits = all_traits(finished)
    for p, t in enumerate(traits):
        s = seat(finished, p)
        cards = [C.cards[c] for c in owned(s)]
        for name in ("Barback", "Server", "Table", "Bard"):
            assert t[f"{name} cards owned"] == sum(c.name == name for c in cards)
        assert t["Nobles owned"] == sum(c.kind == "noble" for c in cards)
        assert t["Guests owned"] == sum(c.kind == "guest" for c in cards)
        assert sum(v for k, v in t.items() if k.endswith(" owned")) == len(cards)
        assert sum(v for k, v in t.items() if k.startswith("Area upgraded: ")) == len(s.upgraded)
        assert t["Area upgraded: Beer Storage"] == ("beer_storage" in s.upgraded)
        assert t["Spaces on the Monastery Track"] == s.monastery
        assert t["Entertainer Tiles placed"] == len(s.entertainers)
    assert any(t["Nobles owned"] for t in traits)
    assert any(t["Entertainer Tiles placed"] for t in traits)
    assert any(k.startswith("Area upgraded: ") and v for t in traits for k, v in t.items())


def test_the_points_lines_are_the_victory_points(finished: Match) -> None:
    points_lines(finished)


def test_a_set_position_has_exactly_these_traits() -> None:
    m = new(modules=3)
    g = guest(3)
    set_deck(m, 0, [SERVER, SERVER, NOBLE, REG1, g], discard=[BARD, REG2])
    set_tavern(m, 0, tables=[[NOBLE, NOBLE], [REG2]], areas=[TABLE], upgraded=["safe", "monk"])
    s = seat(m, 0)
    s.monastery = 4
    s.schnapps = 2
    s.entertainers = [Entertainer("juggler", "planning")]
    expected = {f"{C.tavern_name[kind]} cards owned": 0 for kind in C.tavern_name}
    expected |= {"Server cards owned": 2, "Table cards owned": 1, "Bard cards owned": 1,
                 "Nobles owned": 3, "Guests owned": 1, "Regulars owned": 3}
    expected |= {"Area upgraded: " + name: 0 for name in
                 ("Server", "Dishwasher", "Table", "Brewer", "Cashbox", "Barrel", "Safe",
                  "Monk", "Beer Storage")}
    expected |= {"Area upgraded: Safe": 1, "Area upgraded: Monk": 1,
                 "Spaces on the Monastery Track": 4, "Entertainer Tiles placed": 1,
                 "Points: Nobles": 3 * 10, "Points: Guests and Regulars": C.cards[g].vp,
                 "Points: Tavern Cards": 0, "Points: Schnapps Tokens": 2 * C.schnapps_vp,
                 "Points: Reputation Track": 0}  # still on the Bartender
    assert len(TILES) == 9
    assert m.game.traits(m.state, 0) == expected
