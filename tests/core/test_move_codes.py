"""A save's moves packed into one string (format 4), checked by their bytes: the quick checks
agree with reading every code plainly, and a save with its codes as numbers (format 3) is
refused, so that every save loads back exactly as it was written."""

from __future__ import annotations

import json
from array import array
from typing import Any

import pytest

import alehouse
from alehouse import BadRecord, Chance, Match
from alehouse.core.match import SEATS, _fit, code_type, pack_codes, seal

from ..helpers import random_played

GAMES = alehouse.games()


def played(gid: str, players: int = 3, moves: int = 60, seed: int = 3) -> Match:
    return random_played(gid, players, moves, seed)


def plain_fit(codes: list[int], players: int, limit: int) -> bool:
    """The plain reading: every code below the limit and of a seat of the match."""
    return all(0 <= c < limit and c % SEATS < players for c in codes)


def resealed(data: dict[str, Any]) -> str:
    data = dict(data)
    del data["check"]
    return seal(data)


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_quick_check_agrees_with_the_plain_one(gid: str, players: int) -> None:
    game = alehouse.game(gid)
    limit = game.num_actions * SEATS
    kind = code_type(game)
    top = (1 << 8 * array(kind).itemsize) - 1
    edges = [0, 1, players - 1, players, SEATS - 1, 255, 256, limit - SEATS, limit - 1, limit,
             limit + 1, min(top, limit + 256), top]
    rng = Chance.from_seed(players)
    for trial in range(300):
        codes = [rng.below(limit) for _ in range(rng.below(6))]
        codes += [edges[rng.below(len(edges))] for _ in range(trial % 3)]
        codes = [c for c in codes if c <= top]
        rng.shuffle(codes)
        assert _fit(array(kind, codes), players, game) == plain_fit(codes, players, limit), codes


@pytest.mark.parametrize("gid", GAMES)
def test_packed_moves_load_back_and_a_format_3_save_is_refused(gid: str) -> None:
    m = played(gid)
    text = m.to_json()
    data = json.loads(text)
    assert data["format"] == 4 and isinstance(data["moves"], str)
    codes = [m.move_code(i) for i in range(m.move_count)]
    assert data["moves"] == pack_codes(array(code_type(m.game), codes))
    loaded = Match.from_json(text)
    assert loaded.to_json() == text
    assert [loaded.move_code(i) for i in range(loaded.move_count)] == codes
    for old in ({**data, "format": 3, "moves": codes}, {**data, "moves": codes}):
        with pytest.raises(BadRecord) as err:
            Match.from_json(resealed(old))
        assert err.value.code == "malformed_record"


@pytest.mark.parametrize("moves", ["not base64!", "AAE", "AAAA" * 500, "", 7])
def test_packed_moves_that_are_not_the_match_s_are_refused(moves: Any) -> None:
    m = played("fantasy-brewers", moves=5)
    data = {**json.loads(m.to_json()), "moves": moves}
    with pytest.raises(BadRecord) as err:
        Match.from_json(resealed(data))
    assert err.value.code == "malformed_record"


def test_a_packed_code_of_another_seat_is_refused_at_its_step() -> None:
    m = played("fantasy-brewers", players=2, moves=5)
    codes = [m.move_code(i) for i in range(m.move_count)]
    codes[2] = codes[2] // SEATS * SEATS + 5
    data = {**json.loads(m.to_json()), "moves": pack_codes(array(code_type(m.game), codes))}
    with pytest.raises(BadRecord) as err:
        Match.from_json(resealed(data))
    assert (err.value.code, err.value.step) == ("malformed_record", 2)
