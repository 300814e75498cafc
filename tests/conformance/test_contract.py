"""The shared suite, part two: decisions, versions, undo, termination, game information and
pickling, on every registered game x player count x option preset (the same seeded playouts as
test_conformance.py)."""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from typing import Any

import pytest

from alehouse.core import Chance, IllegalAction, Match

from ..helpers import saved
from .playouts import SEEDS, case_id, cases, playout

CASES = cases()


@pytest.fixture(scope="module", params=CASES, ids=[case_id(c) for c in CASES])
def case(request: pytest.FixtureRequest) -> tuple[str, int, str]:
    return request.param  # type: ignore[no-any-return]


def positions(case: tuple[str, int, str], every: int = 4) -> Iterator[tuple[Match, int, Any]]:
    """(a copy of a position, the player who moved next in the playout, that move), at spread
    positions of the case's playouts."""
    for seed in SEEDS:
        po = playout(*case, seed)
        for snap in po.snapshots[::every]:
            done = len(snap.moves)
            if done < len(po.actions):
                p, action = po.actions[done]
                yield snap.clone(), p, action


def test_every_position_awaits_a_typed_decision_with_a_sentence(
        case: tuple[str, int, str]) -> None:
    for m, _, _ in positions(case, every=2):
        d = m.decision
        assert d is not None
        assert d.actors == m.actors
        assert d.kind and d.kind != "turn", "the game names its decisions"
        assert d.section, f"{d.kind}: no rulebook section"
        assert d.text and "_" not in d.text, f"{d.kind}: {d.text!r} is not for people"
        for p in [None, *range(m.players)]:
            view = m.view(p)
            assert view["decision"] == d.to_json()
            assert view["version"] == m.version
            assert view["actors"] == list(m.actors)
            assert view["game"] == m.game.id and view["you"] == p
            own = m.game.view(m.state, p)
            assert not {"game", "you", "version", "actors", "decision"} & set(own), \
                "the header is the core's (Match.view)"


def test_the_version_rises_with_every_move_and_stale_moves_are_refused(
        case: tuple[str, int, str]) -> None:
    for m, p, action in positions(case, every=6):
        v = m.version
        assert v == len(m.moves)
        before = m.to_json()
        for stale in (v - 1, v + 1, "1", None if v else -1):
            if stale is None:
                continue
            with pytest.raises(IllegalAction) as err:
                m.act(p, action, version=stale)
            assert err.value.code == "stale_state"
            assert m.to_json() == before
        m.act(p, action, version=v)
        assert m.version == v + 1


def test_undo_takes_back_exactly_and_the_same_move_again_gives_the_same_match(
        case: tuple[str, int, str]) -> None:
    undone = 0
    for m, p, action in positions(case, every=2):
        before = saved(m)
        m.act(p, action)
        after = m.to_json()
        for q in range(m.players):
            if q != p:
                assert not m.can_undo(q)
        if not m.can_undo(p):
            with pytest.raises(IllegalAction) as err:
                m.undo(p)
            assert err.value.code == "cannot_undo" and err.value.reason
            assert m.to_json() == after
            continue
        m.undo(p)
        undone += 1
        now = saved(m)
        now.pop("undo")
        before.pop("undo")
        assert now == before, "undo must restore the state, the record and the log"
        assert m.version == len(m.moves) + 2
        m.act(p, action)
        assert saved(m) == saved(Match.from_json(after))
    assert undone, "no move of the playouts could be taken back"


def test_an_undoable_move_reveals_nothing_and_draws_nothing(case: tuple[str, int, str]) -> None:
    """Played on any sample of what the mover saw, a move that may be taken back leads to the
    same view for the mover: it revealed nothing and used no chance (else it is a barrier)."""
    rng = Chance.from_seed(11)
    for m, p, action in positions(case, every=3):
        sample = m.determinize(p, rng)
        m.act(p, action)
        if not m.can_undo(p):
            continue
        sample.act(p, action)
        assert sample.view(p) == m.view(p), f"{action} revealed something without a barrier"


def test_the_longest_game_and_the_score_bounds_hold(case: tuple[str, int, str]) -> None:
    players = case[1]
    for seed in SEEDS:
        po = playout(*case, seed)
        g = po.final.game
        options = po.final.options
        assert len(po.actions) <= g.max_game_length(players, options)
        low, high = g.score_bounds(players, options)
        result = po.final.result
        assert result is not None
        assert all(low <= s <= high for s in result.scores), (result.scores, low, high)


def test_a_finished_game_says_why_it_ended(case: tuple[str, int, str]) -> None:
    for seed in SEEDS:
        m = playout(*case, seed).final
        result = m.result
        assert result is not None and result.termination is not None
        t = result.termination
        assert m.game.terminations[t.code] == t.reason
        assert result.to_json()["termination"] == {"code": t.code, "reason": t.reason}
        assert m.decision is None and m.view(None)["decision"] is None


def test_matches_pickle_and_play_on(case: tuple[str, int, str]) -> None:
    for m, p, action in positions(case, every=12):
        twin = pickle.loads(pickle.dumps(m))
        assert twin.to_json() == m.to_json()
        assert twin.game is m.game
        twin.act(p, action)
        m.act(p, action)
        assert twin.to_json() == m.to_json()
