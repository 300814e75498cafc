"""Tampered records and saved matches, at every game, player count and moment of a game.

A tampered record either replays to a match whose record is exactly the tampered one (it was
still a valid record) or is refused with BadRecord and a stable code. A tampered saved match
either loads as exactly what it says (`to_json` gives the tampered data back) or is refused
with BadRecord. Nothing else may escape: no KeyError, no RecursionError, no endless loop.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import alehouse
from alehouse import BadRecord, Chance, Match
from alehouse.core.match import seal

from .junk import tampered
from .positions import case_id, cases, positions
from .settings import LONG, SHORT

PLAYS_AFTER_LOAD = 4
"""Random moves played on a tampered save that loaded, to show it really is a position."""


TAMPERED_PARTS = ("state", "state", "state", "state", "moves", "log", "undo", None)
"""Where a save is tampered with (None: anywhere); mostly the state, the largest part."""


def canonical(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"))


def tamper_record(data: st.DataObject, gid: str, players: int) -> None:
    m = data.draw(st.sampled_from(positions(gid, players)))
    record = data.draw(tampered(m.record))
    try:
        rebuilt = alehouse.replay(record)
    except BadRecord as exc:
        assert exc.code in BadRecord.codes
        return
    assert isinstance(record, dict)
    for key in ("game", "players", "seed", "moves"):
        assert rebuilt.record[key] == record[key], f"the record's {key} was not replayed exactly"
    assert rebuilt.options == rebuilt.game.check_options(record["players"], record["options"])


def check_save(text: str) -> None:
    """`text` loads as exactly what it holds, or is refused with BadRecord."""
    try:
        loaded = Match.from_json(text)
    except BadRecord as exc:
        assert exc.code in BadRecord.codes
        assert "Traceback" not in exc.reason
        return
    data = json.loads(text)
    data["options"] = loaded.game.check_options(data["players"], data["options"])
    assert json.loads(loaded.to_json()) == data
    rng = Chance.from_seed(len(text))
    for _ in range(PLAYS_AFTER_LOAD):
        if loaded.over:
            break
        p = rng.choice(loaded.actors)
        loaded.act(p, rng.choice(loaded.legal_actions(p)))
        loaded.view(p)


def tamper_save(data: st.DataObject, gid: str, players: int) -> None:
    """A save changed anywhere. The check refuses every change; a position that only the rules
    vouch for (set up by hand, or a sample) is also tried with its check made to fit, so its
    values and the rules are what refuses it."""
    m = data.draw(st.sampled_from(positions(gid, players)))
    kind = data.draw(st.sampled_from(("seeded", "edited", "sample")))
    if kind == "sample":
        seat = data.draw(st.integers(0, players - 1))
        m = m.determinize(seat, Chance.from_seed(data.draw(st.integers(0, 99))))
    elif kind == "edited":
        m = m.clone()
        m.refresh()
    saved = json.loads(m.to_json())
    part = data.draw(st.sampled_from(TAMPERED_PARTS))
    if part is None:
        saved = data.draw(tampered(saved))
    else:
        saved[part] = data.draw(tampered(saved[part]))
    if kind != "seeded" and isinstance(saved, dict) and data.draw(st.booleans()):
        saved.pop("check", None)
        check_save(seal(saved))
    else:
        check_save(canonical(saved))


def corrupt_text(data: st.DataObject, gid: str, players: int) -> None:
    text = data.draw(st.sampled_from(positions(gid, players))).to_json()
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text) - 1))
        what = data.draw(st.sampled_from(("delete", "insert", "replace")))
        piece = data.draw(st.text(min_size=1, max_size=3))
        if what == "delete":
            text = text[:at] + text[at + len(piece):]
        elif what == "insert":
            text = text[:at] + piece + text[at:]
        else:
            text = text[:at] + piece + text[at + len(piece):]
    check_save(text)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_tampered_records_replay_exactly_or_are_refused(case: tuple[str, int],
                                                       data: st.DataObject) -> None:
    tamper_record(data, *case)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_tampered_saves_load_exactly_or_are_refused(case: tuple[str, int],
                                                   data: st.DataObject) -> None:
    tamper_save(data, *case)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_corrupt_save_text_loads_exactly_or_is_refused(case: tuple[str, int],
                                                      data: st.DataObject) -> None:
    corrupt_text(data, *case)


@pytest.mark.sweep
@pytest.mark.parametrize("case", cases(), ids=case_id)
@LONG
@given(data=st.data())
def test_tampered_records_and_saves_long(case: tuple[str, int], data: st.DataObject) -> None:
    tamper_record(data, *case)
    tamper_save(data, *case)
    corrupt_text(data, *case)
