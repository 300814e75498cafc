"""The shared suite: every registered game x player count x option preset passes these.

A new game gets all of it by being registered. Each test states one property of the engine
contract (ARCHITECTURE.md) and checks it on seeded random playouts.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import alehouse
from alehouse.core import Chance, IllegalAction, Match

from .playouts import MAX_DECISIONS, SEEDS, case_id, cases, playout

CASES = cases()


# module scope makes pytest run every test of one case together, so its playouts are made once
@pytest.fixture(scope="module", params=CASES, ids=[case_id(c) for c in CASES])
def case(request: pytest.FixtureRequest) -> tuple[str, int, str]:
    return request.param  # type: ignore[no-any-return]


def all_playouts(case: tuple[str, int, str]) -> list[Any]:
    return [playout(*case, seed) for seed in SEEDS]


def sampled(case: tuple[str, int, str], every: int = 6) -> list[Match]:
    """A spread of positions from the playouts (every `every`-th snapshot, and the last)."""
    out = []
    for po in all_playouts(case):
        out.extend(po.snapshots[::every])
        out.append(po.snapshots[-1])
    return out


def test_random_playouts_terminate(case: tuple[str, int, str]) -> None:
    for po in all_playouts(case):
        assert po.final.over, f"no end after {MAX_DECISIONS} decisions"
        assert po.final.actors == ()
        assert po.final.result is not None


def test_every_actor_has_a_legal_action_and_non_actors_none(case: tuple[str, int, str]) -> None:
    for po in all_playouts(case):
        for step in po.steps[:-1]:
            assert step.actors, "no one may act, but the match is not over"
            assert list(step.actors) == sorted(set(step.actors))
            for p, legal in step.legal.items():
                assert legal, f"actor {p} has no legal action"
                assert len(set(legal)) == len(legal), "duplicate legal actions"
        for m in po.snapshots:
            for p in range(m.players):
                if p not in m.actors:
                    assert m.legal_actions(p) == []
        assert po.steps[-1].actors == ()


def test_legal_actions_are_deterministic(case: tuple[str, int, str]) -> None:
    for m in sampled(case):
        for p in m.actors:
            assert m.legal_actions(p) == m.clone().legal_actions(p)


def test_encode_decode_round_trip_for_every_legal_action(case: tuple[str, int, str]) -> None:
    g = alehouse.game(case[0])
    seen: set[Any] = set()
    for po in all_playouts(case):
        for step in po.steps:
            for legal in step.legal.values():
                for a in legal:
                    if a in seen:
                        continue
                    seen.add(a)
                    i = g.encode(a)
                    assert 0 <= i < g.num_actions
                    assert g.decode(i) == a
                    assert g.parse_action(json.loads(json.dumps(a.to_json()))) == a


def _illegal_for(m: Match, p: int) -> Any:
    legal = set(m.legal_actions(p))
    g = m.game
    for i in range(0, g.num_actions, max(1, g.num_actions // 200)):
        a = g.decode(i)
        if a not in legal:
            return a
    return None


def test_refused_actions_leave_the_state_unchanged(case: tuple[str, int, str]) -> None:
    checked = Counter[str]()
    for m in sampled(case, every=8):
        before = m.to_json()
        attempts: list[tuple[int, Any, str]] = []
        if m.over:
            attempts.append((0, m.game.decode(0), "game_over"))
        else:
            p = m.actors[0]
            others = [q for q in range(m.players) if q not in m.actors]
            if others:
                attempts.append((others[0], m.game.decode(0), "not_your_turn"))
            attempts.append((p, {"type": "no_such_action"}, "unknown_action"))
            legal = m.legal_actions(p)[0].to_json()
            attempts.append((p, {**legal, "surplus": 1}, "malformed_action"))
            if len(legal) > 1:
                field = next(k for k in legal if k != "type")
                attempts.append((p, {k: v for k, v in legal.items() if k != field},
                                 "malformed_action"))
                attempts.append((p, {**legal, field: [1]}, "malformed_action"))
            illegal = _illegal_for(m, p)
            if illegal is not None:
                attempts.append((p, illegal, "illegal_action"))
                attempts.append((p, illegal.to_json(), "illegal_action"))
            attempts.append((m.players, legal, "unknown_player"))
        for player, action, code in attempts:
            with pytest.raises(IllegalAction) as err:
                m.act(player, action)
            assert err.value.code == code, (action, err.value.reason)
            assert err.value.reason
            assert m.to_json() == before
            checked[code] += 1
    assert {"unknown_action", "malformed_action", "illegal_action", "game_over"} <= set(checked)


def test_json_round_trip_is_exact(case: tuple[str, int, str]) -> None:
    for m in sampled(case):
        text = m.to_json()
        assert Match.from_json(text).to_json() == text


def test_replay_of_the_record_reproduces_the_final_state(case: tuple[str, int, str]) -> None:
    for po in all_playouts(case):
        record = json.loads(json.dumps(po.final.record))
        assert alehouse.replay(record).to_json() == po.final.to_json()


def test_loaded_match_plays_on_exactly_like_the_original(case: tuple[str, int, str]) -> None:
    po = playout(*case, SEEDS[0])
    snap = po.snapshots[len(po.snapshots) // 2]
    original = snap.clone()
    loaded = Match.from_json(original.to_json())
    done = len(snap.moves)
    for p, action in po.actions[done:done + 40]:
        original.act(p, action)
        loaded.act(p, action)
    assert loaded.to_json() == original.to_json()


def test_clones_are_independent(case: tuple[str, int, str]) -> None:
    po = playout(*case, SEEDS[0])
    # a past clone never changes: the snapshots were taken along the way and must still
    # replay to themselves
    for k in range(0, len(po.snapshots), 5):
        snap = po.snapshots[k]
        record = snap.record
        assert alehouse.replay(record).to_json() == snap.to_json()
    # acting on a clone leaves the original byte-identical
    rng = Chance.from_seed(77)
    for m in sampled(case, every=10):
        if m.over:
            continue
        before = m.to_json()
        twin = m.clone()
        for _ in range(5):
            if twin.over:
                break
            p = rng.choice(twin.actors)
            twin.act(p, rng.choice(twin.legal_actions(p)))
        assert m.to_json() == before


def test_views_are_json_safe(case: tuple[str, int, str]) -> None:
    for m in sampled(case, every=3):
        for p in [None, *range(m.players)]:
            v = m.view(p)
            assert isinstance(v, dict)
            assert json.loads(json.dumps(v)) == v, "view holds non-JSON values (tuples?)"
        assert all(isinstance(line, str) for line in m.log)


def test_determinize_keeps_every_view(case: tuple[str, int, str]) -> None:
    rng = Chance.from_seed(5)
    differs = False
    for m in sampled(case, every=4):
        true_state = m.game.state_to_data(m.state)
        true_state.pop("chance")
        for p in range(m.players):
            d = m.determinize(p, rng)
            assert d.view(p) == m.view(p)
            sample_state = d.game.state_to_data(d.state)
            sample_state.pop("chance")
            differs |= sample_state != true_state
            assert d.state.chance != m.state.chance, "a sample must not know the real future"
    if m.game.hidden_information:
        assert differs, "determinize never changed what players cannot see"


def test_the_running_score_is_public_and_named(case: tuple[str, int, str]) -> None:
    """`Game.running_score` reads only the public part of a view: every seat's view and the
    spectator's give the same (so a determinized sample gives it too: its views are the
    same); a list of one whole number per seat, named by `running_score_name` (one and
    several), or None at every position of a game that keeps no running score."""
    g = alehouse.game(case[0])
    kept = bool(g.running_score_name)
    if kept:
        one, several = g.running_score_name
        assert one and several and one != several
    for m in sampled(case, every=3):
        public = g.running_score(m.view(None))
        for p in range(m.players):
            assert g.running_score(m.view(p)) == public, f"seat {p} sees another score"
        if not kept:
            assert public is None
            continue
        assert isinstance(public, list) and len(public) == m.players
        assert all(type(points) is int for points in public)


def test_result_is_well_formed(case: tuple[str, int, str]) -> None:
    for po in all_playouts(case):
        m = po.final
        r = m.result
        assert r is not None
        n = m.players
        assert len(r.scores) == n and len(r.breakdown) == n
        assert sorted(r.ranking) == list(range(n))
        assert all(r.scores[a] >= r.scores[b] for a, b in zip(r.ranking, r.ranking[1:]))
        assert r.winners and r.ranking[0] in r.winners
        top = max(r.scores)
        assert all(r.scores[w] == top for w in r.winners)
        assert r.ranking[:len(r.winners)] == sorted(r.winners, key=r.ranking.index)
        for p in range(n):
            assert sum(r.breakdown[p].values()) == pytest.approx(r.scores[p])
        assert json.loads(json.dumps(r.to_json())) == r.to_json()


def test_random_playouts_reach_every_action_kind() -> None:
    """Across all cases of a game, every action kind is played at least once (so the playouts
    cover every phase and decision)."""
    for gid in alehouse.games():
        kinds = set()
        for case in CASES:
            if case[0] == gid:
                for po in all_playouts(case):
                    kinds.update(a.type for _, a in po.actions)
        g = alehouse.game(gid)
        assert set(g.space.types) - g.rare_actions <= kinds, gid


def test_determinize_depends_only_on_what_the_player_saw(case: tuple[str, int, str]) -> None:
    """Two matches that look the same to player p (one the real match, one a sample of it)
    give the same determinized sample for the same random stream: so a bot's thinking can only
    depend on p's view, never on the hidden truth."""
    for m in sampled(case, every=5):
        if m.over:
            continue
        for p in range(m.players):
            other = m.determinize(p, Chance.from_seed(99))
            assert other.view(p) == m.view(p)
            a = m.determinize(p, Chance.from_seed(7))
            b = other.determinize(p, Chance.from_seed(7))
            assert m.game.state_to_data(a.state) == m.game.state_to_data(b.state), \
                f"player {p}'s sample depends on hidden information"
