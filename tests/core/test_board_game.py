"""The engine contract v2 on a toy game package (tests/core/race): typed decisions and the
view header, versions and stale moves, undo and its barriers, termination, pickling, saving
decisions, and registration through the ``alehouse.games`` entry-point group."""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import alehouse
from alehouse.core import BadRecord, IllegalAction, Match, registry
from alehouse.core.codec import from_data, to_data

from ..helpers import saved
from .race import GAME as RACE
from .race.actions import Add, Bid, Stop
from .race.decisions import AddAgain, AddToTotal, Bidding
from .race.state import State


@pytest.fixture(autouse=True)
def race_registered() -> Iterator[None]:
    registry.register(RACE)
    yield
    registry._registry.pop(RACE.id, None)
    registry._entries.pop(RACE.id, None)  # the entry-point test's distribution is gone too


def new(players: int = 2, seed: int = 3, **options: Any) -> Match:
    return alehouse.new_match("race", players=players, seed=seed, options=options)


# --- decisions ---------------------------------------------------------------------------------


def test_the_match_awaits_the_top_decision_as_data_and_as_a_sentence() -> None:
    m = new()
    d = m.decision
    assert d is not None
    assert (d.kind, d.actors, d.player) == ("add", (0,), 0)
    assert d.text == "Red adds 1 or 2" and d.section == "A turn"
    assert m.game.waiting_for(m.state) == "Red adds 1 or 2"
    m.act(0, Add(1))
    assert m.decision is not None and m.decision.kind == "again"


def test_every_view_starts_with_the_same_header() -> None:
    m = new()
    for p in (None, 0, 1):
        v = m.view(p)
        assert list(v)[:5] == ["game", "you", "version", "actors", "decision"]
        assert v["game"] == "race" and v["you"] == p and v["version"] == 0
        assert v["decision"] == {"kind": "add", "player": 0, "players": [0],
                                 "text": "Red adds 1 or 2", "section": "A turn"}


def test_a_decision_for_everyone_names_no_single_player() -> None:
    m = new()
    for p in (0, 1, 0):  # three turns of one Add(1) and a stop each
        m.act(p, Add(1))
        m.act(p, Stop())
    assert m.actors == (0, 1)
    d = m.view(None)["decision"]
    assert d["kind"] == "bid" and d["player"] is None and d["players"] == [0, 1]
    assert d["made"] == [False, False]
    m.act(1, Bid(1))
    assert m.actors == (0,) and m.view(None)["decision"]["made"] == [False, True]


def test_a_decision_applies_only_actions_it_handles() -> None:
    assert set(AddAgain.handled()) == {Add, Stop}
    assert set(AddToTotal.handled()) == {Add}
    with pytest.raises(TypeError):
        AddToTotal(0).apply(new().state, 0, Stop(), [])


# --- versions ----------------------------------------------------------------------------------


def test_the_version_rises_with_every_accepted_move() -> None:
    m = new()
    assert m.version == 0
    m.act(0, Add(1), version=0)
    assert m.version == 1 and m.view(1)["version"] == 1


@pytest.mark.parametrize("version", [0, 2, -1, "1", 1.0, True])
def test_a_move_against_another_version_is_stale_and_changes_nothing(version: Any) -> None:
    m = new()
    m.act(0, Add(1))
    before = m.to_json()
    with pytest.raises(IllegalAction) as err:
        m.act(0, Stop(), version=version)
    assert err.value.code == "stale_state"
    assert "version 1" in err.value.reason
    assert m.to_json() == before


# --- undo ----------------------------------------------------------------------------------------


def test_undo_restores_the_state_log_and_record_and_the_version_still_rises() -> None:
    m = new()
    before = saved(m)
    m.act(0, Add(1))
    after = saved(m)
    assert m.can_undo(0)
    m.undo(0)
    assert saved(m) == before and m.version == 2 and m.record["moves"] == []
    m.act(0, Add(1))
    assert saved(m) == after and m.version == 3


def test_a_move_made_against_the_undone_position_is_stale() -> None:
    m = new()
    m.act(0, Add(1))
    seen = m.version
    m.undo(0)
    m.act(0, Add(1))
    with pytest.raises(IllegalAction) as err:
        m.act(0, Stop(), version=seen)
    assert err.value.code == "stale_state"


def test_no_undo_past_a_die_roll() -> None:
    m = new()
    m.act(0, Add(2))  # adding 2 rolls a die
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction) as err:
        m.undo(0)
    assert err.value.code == "cannot_undo" and "die was rolled" in err.value.reason


def test_no_undo_past_the_end_of_the_turn_even_when_the_same_player_goes_on() -> None:
    m = new()
    m.act(0, Add(1))
    m.act(0, Stop())  # the turn ends (a barrier)
    assert not m.can_undo(0)
    m.act(1, Add(1))
    assert m.can_undo(1) and not m.can_undo(0)


def test_only_the_last_mover_may_undo_and_only_in_their_own_turn() -> None:
    m = new()
    m.act(0, Add(1))
    with pytest.raises(IllegalAction) as err:
        m.undo(1)
    assert "only the player who made the last move" in err.value.reason
    with pytest.raises(IllegalAction) as err:
        m.undo(2)
    assert err.value.code == "unknown_player"


def test_a_bid_once_made_is_not_taken_back() -> None:
    m = new()
    for p in (0, 1, 0):
        m.act(p, Add(1))
        m.act(p, Stop())
    m.act(0, Bid(1))
    assert not m.can_undo(0)  # Red has no decision left: their part is over


def test_undo_survives_saving_loading_and_pickling() -> None:
    m = new()
    m.act(0, Add(1))
    for twin in (Match.from_json(m.to_json()), pickle.loads(pickle.dumps(m)), m.clone()):
        assert twin.can_undo(0)
        twin.undo(0)
        assert saved(twin) == saved(new())


def test_a_position_set_up_by_hand_is_where_undo_stops() -> None:
    m = new()
    state: State = m.state
    state.total = 7
    m.refresh()
    m.act(0, Add(1))
    m.undo(0)
    assert m.state.total == 7 and not m.can_undo(0)


def test_a_sample_cannot_undo() -> None:
    from alehouse.core import Chance

    m = new()
    m.act(0, Add(1))
    sample = m.determinize(1, Chance.from_seed(1))
    assert sample.version == m.version
    assert not sample.can_undo(0)


@pytest.mark.parametrize("undo", [[], [[1, "x"]], [[0, 5]], [[0, "a"], [2, ""]], "no"])
def test_a_corrupt_undo_trail_is_refused(undo: Any) -> None:
    data = json.loads(new().to_json())
    data["undo"] = undo
    with pytest.raises(BadRecord) as err:
        Match.from_json(json.dumps(data))
    assert err.value.code == "corrupt_state"


# --- termination -------------------------------------------------------------------------------


def test_the_result_says_why_the_game_ended() -> None:
    from alehouse.core import Chance

    seen = {}
    for seed in range(200):
        m = new(3, seed, cards=1)
        rng = Chance.from_seed(seed)
        while not m.over:
            p = rng.choice(m.actors)
            m.act(p, rng.choice(m.legal_actions(p)))
        result = m.result
        assert result is not None and result.termination is not None
        seen[result.termination.code] = result.to_json()["termination"]
    assert seen == {
        "normal_end": {"code": "normal_end", "reason": "the total reached the target"},
        "deck_empty": {"code": "deck_empty", "reason": "a card was due but the deck was empty"},
    }


# --- saving decisions ----------------------------------------------------------------------------


def test_decisions_are_saved_tagged_by_kind_and_come_back_typed() -> None:
    m = new()
    m.act(0, Add(1))
    data = to_data(m.state)
    assert data["pending"] == [{"kind": "again", "player": 0}]
    back = from_data(State, data)
    assert back.pending == [AddAgain(0)]
    bids = Bidding(-1, [1, -1])
    assert from_data(State, {**data, "pending": [to_data(bids)]}).pending == [bids]


@pytest.mark.parametrize("pending", [[{"kind": "nope", "player": 0}], [{"player": 0}], [3],
                                     [{"kind": "again", "player": 0, "extra": 1}]])
def test_a_saved_decision_of_no_known_kind_is_refused(pending: Any) -> None:
    data = to_data(new().state)
    with pytest.raises(ValueError, match=r"\$\.pending\[0\]"):
        from_data(State, {**data, "pending": pending})


def test_cloning_copies_decisions_deeply() -> None:
    m = new()
    for p in (0, 1, 0):
        m.act(p, Add(1))
        m.act(p, Stop())
    twin = m.clone()
    twin.act(0, Bid(0))
    assert m.state.pending[-1].bids == [-1, -1]
    assert twin.state.pending[-1].bids == [0, -1]


# --- registration ----------------------------------------------------------------------------


def test_a_game_registers_through_the_entry_point_group_like_the_built_in_ones(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    registry._registry.pop(RACE.id, None)
    dist = tmp_path / "race_game-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: race-game\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(
        "[alehouse.games]\nrace = tests.core.race:GAME\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry.reload()
    assert "race" in alehouse.games()
    assert {"heaven-and-ale", "monastery"} <= set(alehouse.games())
    m = alehouse.new_match("race", players=2, seed=1)
    assert m.game is RACE


def test_the_registry_names_no_game_package() -> None:
    source = Path(registry.__file__).read_text()
    assert "boardgames" not in source
    assert "heaven" not in source


def test_undo_deep_in_a_long_game_replays_from_a_recent_copy_of_the_state(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from alehouse.core import match as match_module

    m = new(2, 5, target=30)
    for _ in range(40):  # a long game of single adds and stops (no dice)
        p = m.actors[0]
        m.act(p, Add(1) if m.decision.kind == "add" else
              Stop() if m.decision.kind == "again" else Bid(0))
    assert len(m.moves) > match_module.CHECKPOINT_EVERY
    p = m.actors[0]
    if m.decision.kind == "bid":
        m.act(p, Bid(0))
        p = m.actors[0]
    before = saved(m)
    m.act(p, Add(1))
    started = []
    monkeypatch.setattr(Match, "start", classmethod(lambda *a, **k: started.append(a)))
    m.undo(p)  # replayed from a checkpoint, never from the seed
    assert not started
    assert saved(m) == before
    m.act(p, Add(1))
    m.undo(p)
    assert saved(m) == before
