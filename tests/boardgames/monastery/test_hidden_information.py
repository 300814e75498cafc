"""Hidden information: the tiles behind each screen and in the bag, the blessings behind each
screen. `view` hides them, logs are redacted, `determinize` resamples them."""

from __future__ import annotations

import json

from alehouse import Chance
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import fresh, give, lay, new, refresh, seat, set_blessings, st, tid


def test_you_see_your_own_tiles_and_only_the_number_of_the_others() -> None:
    m = fresh()
    give(m, 0, "kitchen", "chapel")
    give(m, 1, "cloister")
    v = m.view(0)
    assert sorted(v["players"][0]["hand"]) == ["chapel", "kitchen", "passage_red"]
    assert v["players"][1]["hand"] is None
    assert v["players"][1]["tiles_behind_screen"] == 2
    assert m.view(None)["players"][0]["hand"] is None


def test_whether_a_secret_passage_is_still_behind_a_screen_is_public() -> None:
    m = fresh()
    assert m.view(1)["players"][0]["passage_behind_screen"] is True
    seat(m, 0).hand = []
    assert m.view(1)["players"][0]["passage_behind_screen"] is False


def test_the_bag_shows_only_its_size() -> None:
    m = fresh()
    v = m.view(0)
    assert v["bag"] == 48
    assert "kitchen" not in json.dumps(v)


def test_blessings_behind_a_screen_are_hidden_the_supply_is_not() -> None:
    m = fresh()
    set_blessings(m, 1, 3)
    assert m.view(0)["players"][1]["blessings"] is None
    assert m.view(1)["players"][1]["blessings"] == 3
    assert m.view(0)["supply"] == 17


def test_blessings_on_tiles_are_public() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    st(m).bless[tid("cloister")] = 2
    tile = next(t for t in m.view(1)["tiles"] if t["id"] == "cloister")
    assert tile["blessings"] == 2


def test_determinize_keeps_what_you_know_and_resamples_the_rest() -> None:
    m = new(4, seed=5)
    s = st(m)
    seat(m, 1).blessings = 4
    seat(m, 2).blessings = 2
    refresh(m)
    mine = list(s.players[0].hand)
    others = {q: len(s.players[q].hand) for q in range(1, 4)}
    changed = False
    for k in range(10):
        d = m.determinize(0, Chance.from_seed(k))
        ds = d.state
        assert d.view(0) == m.view(0)
        assert ds.players[0].hand == mine
        for q in range(1, 4):
            assert len(ds.players[q].hand) == others[q]
            assert C.passage_of[ds.players[q].colour] in ds.players[q].hand
        pool = sorted(ds.bag + [t for q in range(1, 4) for t in ds.players[q].hand])
        assert pool == sorted(s.bag + [t for q in range(1, 4) for t in s.players[q].hand])
        assert sum(ds.players[q].blessings for q in range(1, 4)) == 6
        changed |= any(ds.players[q].hand != s.players[q].hand for q in range(1, 4))
    assert changed


def test_determinize_never_moves_tiles_into_your_own_hand() -> None:
    m = new(2, seed=9)
    before = list(st(m).players[1].hand)
    d = m.determinize(1, Chance.from_seed(3))
    assert d.state.players[1].hand == before


def test_draws_and_exchanges_are_redacted_in_the_others_logs() -> None:
    m = new(2, seed=2)
    who = m.player_name(0)
    mine = [line for line in m.log_for(0) if line.startswith(f"{who} draws")]
    theirs = [line for line in m.log_for(1) if line.startswith(f"{who} draws")]
    assert theirs == [f"{who} draws 3 tiles"]
    assert mine != theirs and mine[0].startswith(f"{who} draws ")
