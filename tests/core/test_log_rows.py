"""The log's packed blocks (rows joined as text) and lines written as their text alone: what
comes back is exactly the `LogEntry` the plain form would have made, whatever the texts hold."""

from __future__ import annotations

import json
import pickle
import zlib

import pytest

from alehouse.core.log import JSON_ROW, PACK_AT, ROW_END, Entry, EventLog, LogEntry, _read

ODD_TEXTS = ["", "plain", f"a{ROW_END}b", f"{JSON_ROW}starts", f"mid{JSON_ROW}dle",
             "\x1f unit", "naïve — ünïcode", "\ud800 lone surrogate", '["json", 1, null]',
             "line\nbreak"]
"""Texts that could be mistaken for the block's structure, or that do not encode plainly."""


def mixed(n: int) -> list[Entry]:
    """Entries as games write them: texts alone, public entries and hidden ones."""
    out: list[Entry] = []
    for i in range(n):
        text = ODD_TEXTS[i % len(ODD_TEXTS)] + str(i)
        if i % 3 == 0:
            out.append(text)
        elif i % 3 == 1:
            out.append(LogEntry(text))
        else:
            out.append(LogEntry(text, i % 4, None if i % 2 else f"hidden {i}"))
    return out


def plain(entries: list[Entry]) -> list[LogEntry]:
    """What the entries read as: a text alone is a `LogEntry` seen by everyone."""
    return [LogEntry(e) if isinstance(e, str) else e for e in entries]


@pytest.mark.parametrize("n", [1, 2, 11, PACK_AT, PACK_AT * 2 + 7])
def test_entries_of_every_form_read_back_exactly(n: int) -> None:
    log = EventLog(mixed(n))
    assert list(log) == plain(mixed(n)) and len(log) == n
    log.pack(force=True)
    assert log.tail == [] and list(log) == plain(mixed(n))
    assert pickle.loads(pickle.dumps(log)) == log


def test_early_packs_of_odd_texts_merge_back_exactly() -> None:
    log = EventLog()
    for entry in mixed(PACK_AT + 40):
        log.append(entry)
        log.pack(force=True)
    assert list(log) == plain(mixed(PACK_AT + 40))


@pytest.mark.parametrize("text", ODD_TEXTS)
def test_a_text_alone_reads_as_the_public_entry(text: str) -> None:
    log = EventLog([text])
    assert log[-1] == LogEntry(text) == _read(text) and log == [LogEntry(text)]
    assert log[-1].seen_by(0) == text and log[-1].seen_by(None) == text
    log.pack(force=True)
    assert log[0] == LogEntry(text)


def test_the_usual_block_is_its_texts_joined() -> None:
    """The quick path: public texts without control characters are stored as they are."""
    texts = [f"Red places a yellow {i} on the first field" for i in range(5)]
    log = EventLog([*texts[:2], *map(LogEntry, texts[2:])])
    log.pack(force=True)
    assert zlib.decompress(log._blocks[0]).decode() == ROW_END.join(texts)


def test_an_entry_for_one_seat_is_a_json_row() -> None:
    log = EventLog([LogEntry("Red buys a token (raise)", 0, "Red buys a token")])
    log.pack(force=True)
    row = zlib.decompress(log._blocks[0]).decode()
    assert row.startswith(JSON_ROW)
    assert json.loads(row[1:]) == ["Red buys a token (raise)", 0, "Red buys a token"]
