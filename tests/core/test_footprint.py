"""What a match keeps, and how it saves: moves as codes, the log packed, snapshots for a server,
and the generated codec that reads and writes states exactly as the type hints say."""

from __future__ import annotations

import json
import pickle
from typing import Any

import pytest

import alehouse
from alehouse import BadRecord, Chance, Match
from alehouse.core import codec
from alehouse.core.log import MERGE_AT, PACK_AT, EventLog, LogEntry
from alehouse.core.match import SEATS

from ..helpers import random_played, saved

GAMES = alehouse.games()


def played(gid: str, players: int = 3, moves: int = 80, seed: int = 2) -> Match:
    return random_played(gid, players, moves, seed)


# --- the log -------------------------------------------------------------------------------------


def entries(n: int) -> list[LogEntry]:
    return [LogEntry(f"event {i}", i % 3 if i % 4 == 0 else None, "hidden" if i % 8 == 0
                     else None) for i in range(n)]


@pytest.mark.parametrize("n", [0, 1, PACK_AT - 1, PACK_AT, PACK_AT * MERGE_AT + 5, 700])
def test_a_packed_log_reads_back_every_entry_in_order(n: int) -> None:
    log = EventLog(entries(n))
    assert list(log) == entries(n) and len(log) == n
    assert log == entries(n)
    if n:
        assert log[-1] == entries(n)[-1] and log[0] == entries(n)[0]
        assert log[: n // 2] == entries(n)[: n // 2]
    assert pickle.loads(pickle.dumps(log)) == log


@pytest.mark.parametrize("n", [0, 1, PACK_AT - 1, PACK_AT, PACK_AT * 2 + 3])
def test_the_entries_from_any_point_on_are_those_of_the_whole_list(n: int) -> None:
    """A server sends each seat only the events it has not had: `log[start:]` unpacks only the
    blocks from `start` on, and gives what slicing the whole list gives."""
    log = EventLog()
    for entry in entries(n):  # compacted after every entry, as a server does
        log.append(entry)
        log.pack(force=True)
    for start in {0, 1, PACK_AT - 1, PACK_AT, PACK_AT + 1, n - 1, n, n + 3}:
        if start >= 0:
            assert log[start:] == entries(n)[start:], start


def test_a_log_keeps_only_its_newest_entries_as_objects() -> None:
    log = EventLog(entries(PACK_AT * MERGE_AT * 3 + 7))
    assert len(log.tail) == 7
    log.pack(force=True)
    assert log.tail == [] and list(log) == entries(PACK_AT * MERGE_AT * 3 + 7)


def test_a_long_log_is_packed_in_blocks_of_pack_at_entries_each_packed_once() -> None:
    log = EventLog(entries(PACK_AT * 3 + 40))
    assert log._sizes == [PACK_AT] * 3 and len(log.tail) == 40
    assert list(log) == entries(PACK_AT * 3 + 40)


def test_blocks_packed_early_merge_up_to_pack_at_entries() -> None:
    """A server compacts after every move: one-entry blocks merge (8 of them, then pairs) into
    blocks of at most PACK_AT entries, so a long log is still a few large blocks."""
    log = EventLog()
    for i, entry in enumerate(entries(PACK_AT * 2 + MERGE_AT)):
        log.append(entry)
        log.pack(force=True)
        assert max(log._sizes) <= PACK_AT and len(log) == i + 1
    assert log._sizes == [PACK_AT, PACK_AT, MERGE_AT]
    assert list(log) == entries(PACK_AT * 2 + MERGE_AT)


def test_a_copy_of_a_log_is_independent() -> None:
    log = EventLog(entries(40))
    twin = log.copy()
    twin.append(LogEntry("only in the copy"))
    assert len(log) == 40 and len(twin) == 41
    assert twin != log


# --- moves as codes ----------------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_each_move_is_kept_as_its_action_index_and_seat(gid: str) -> None:
    m = played(gid)
    game = m.game
    for step, (player, action) in enumerate(m.moves):
        assert m.move_code(step) == game.encode(action) * SEATS + player
    assert m.move_count == len(m.moves) == len(m.record["moves"])


@pytest.mark.parametrize("gid", GAMES)
def test_the_quick_index_of_an_action_is_its_encoding(gid: str) -> None:
    game = alehouse.game(gid)
    step = max(1, game.num_actions // 2000)
    for index in range(0, game.num_actions, step):
        assert game.space.index(game.decode(index)) == index
    m = played(gid, moves=30)
    for p in m.actors:
        for action in m.legal_actions(p):
            assert game.space.index(action) == game.encode(action)


# --- saving ------------------------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_a_save_loads_without_replay_and_its_log_comes_back_from_the_record(
        gid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    m = played(gid)
    text = m.to_json()
    replays: list[Any] = []
    original = Match._replay
    monkeypatch.setattr(Match, "_replay", lambda self, codes: (replays.append(len(codes)),
                                                               original(self, codes)))
    loaded = Match.from_json(text)
    assert replays == []  # loading replays nothing
    assert loaded.to_json() == text
    assert loaded.log_entries == m.log_entries  # read: rebuilt once from the record
    assert replays == [m.move_count]
    assert saved(loaded) == saved(m)


@pytest.mark.parametrize("gid", GAMES)
def test_a_snapshot_and_the_moves_stored_apart_restore_the_match(gid: str) -> None:
    m = played(gid, moves=40)
    snapshot = m.to_json(moves=False)
    stored = [m.move_code(i) for i in range(m.move_count)]
    rng = Chance.from_seed(9)
    for _ in range(25):  # a server appends each move's code as it is made
        if m.over:
            break
        p = rng.choice(m.actors)
        m.act(p, rng.choice(m.legal_actions(p)))
        stored.append(m.move_code())
    restored = Match.from_json(snapshot, moves=stored[: json.loads(snapshot)["done"]])
    restored._replay(stored[restored.move_count:])
    assert saved(restored) == saved(m)
    assert "moves" not in json.loads(snapshot)
    assert len(snapshot) < len(m.to_json())


@pytest.mark.parametrize(("moves", "why"), [
    (None, "without its moves"), ([], "list of the"), (["x"], "no move's code")])
def test_a_snapshot_needs_exactly_its_moves(moves: Any, why: str) -> None:
    m = played("fantasy-brewers", moves=1)
    with pytest.raises(BadRecord) as err:
        Match.from_json(m.to_json(moves=False), moves=moves)
    assert err.value.code == "malformed_record" and why in err.value.reason


def test_a_move_code_of_a_seat_the_match_does_not_have_is_refused() -> None:
    m = played("fantasy-brewers", players=2, moves=3)
    codes = [m.move_code(i) for i in range(m.move_count)]
    codes[1] = codes[1] // SEATS * SEATS + 5
    with pytest.raises(BadRecord) as err:
        Match.from_json(m.to_json(moves=False), moves=codes)
    assert (err.value.code, err.value.step) == ("malformed_record", 1)


@pytest.mark.parametrize("gid", GAMES)
def test_compacting_changes_nothing_but_memory(gid: str) -> None:
    m = played(gid, moves=70)
    twin = m.clone()
    m.compact()
    assert m.to_json() == twin.to_json() and m.log_entries == twin.log_entries
    rng = Chance.from_seed(4)
    for _ in range(20):
        if m.over:
            break
        p = rng.choice(m.actors)
        action = rng.choice(m.legal_actions(p))
        m.act(p, action)
        twin.act(p, action)
        if m.can_undo(p):
            m.undo(p)
            twin.undo(p)
            m.act(p, action)
            twin.act(p, action)
        m.compact()
        assert saved(m) == saved(twin)


# --- the generated codec -----------------------------------------------------------------------


@pytest.mark.parametrize("gid", GAMES)
def test_the_generated_codec_writes_and_reads_what_the_type_hints_say(gid: str) -> None:
    m = alehouse.new_match(gid, 4, seed=6)
    rng = Chance.from_seed(6)
    cls = m.game.state_type
    while True:
        data = codec.to_data(m.state)
        assert codec.state_to_data(m.state) == data
        text = json.loads(json.dumps(data))
        assert codec.state_from_data(cls, text) == codec.from_data(cls, text) == m.state
        if m.over:
            break
        for _ in range(rng.below(12) + 1):
            if m.over:
                break
            p = rng.choice(m.actors)
            m.act(p, rng.choice(m.legal_actions(p)))


@pytest.mark.parametrize("mangle", [
    lambda d: {**d, "phase": 3}, lambda d: {**d, "surprise": 1},
    lambda d: {k: v for k, v in d.items() if k != "players"}, lambda d: [d],
    lambda d: {**d, "players": [{**d["players"][0], "score": "1"}, *d["players"][1:]]}
    if "score" in d["players"][0] else {**d, "players": None},
])
def test_the_generated_decoder_refuses_what_the_hints_refuse_with_the_same_words(
        mangle: Any) -> None:
    m = played("heaven-and-ale", moves=10)
    cls = m.game.state_type
    bad = mangle(json.loads(json.dumps(codec.to_data(m.state))))
    with pytest.raises(ValueError) as slow:
        codec.from_data(cls, bad)
    with pytest.raises(ValueError) as quick:
        codec.state_from_data(cls, bad)
    assert str(quick.value) == str(slow.value)
