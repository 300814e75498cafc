"""The event log of a match: lines for people, some of them for one seat's eyes only.

Games write events by appending `LogEntry` objects to the list they are given (`Log`), or, for a
line everybody reads, its text alone (a `str`: the `LogEntry` is made only when someone reads the
log, so a line nobody reads costs no object). A match keeps its events in an `EventLog`, which
packs all but the newest few hundred into zlib-compressed blocks: a long game's log costs a few
kB instead of a few hundred, and reading it unpacks.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, overload


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event. `only` set: `text` is seen by that player alone; the rest see `public`
    (or nothing when `public` is None). That is how logs stay redacted."""

    text: str
    only: int | None = None
    public: str | None = None

    def seen_by(self, player: int | None) -> str | None:
        if self.only is None or self.only == player:
            return self.text
        return self.public


Entry = LogEntry | str
"""One event as a game writes it: a `LogEntry`, or the text of a line everybody reads."""


def known_to(entry: Entry, player: int) -> Entry:
    """`entry` as `player` knows it: unchanged when it is public or theirs; another seat's
    private event becomes its public text, for everyone (or, with none, an empty line for that
    seat alone). A log of such entries reads the same to `player` and holds nothing else."""
    if type(entry) is str or entry.only is None or entry.only == player:  # type: ignore[union-attr]
        return entry
    if entry.public is None:  # type: ignore[union-attr]
        return LogEntry("", entry.only)  # type: ignore[union-attr]
    return LogEntry(entry.public)  # type: ignore[union-attr]

Log = list[Entry]
"""What a game appends its events to."""

PACK_AT = 512
"""Newest entries kept as objects; at this many they are packed into one block. (Large
blocks compress several times better than small ones, and packing each entry once and never
again costs a move about a microsecond; blocks of 32 merged and merged again cost four.)"""
MERGE_AT = 8
"""Blocks packed early (`pack(force=True)`: a server compacts its matches after every move)
are small: at this many small blocks of the same level they merge into one, and two merged
blocks of the same level merge again, as long as the result holds at most `PACK_AT` entries."""


ROW_END = "\x1e"
"""Between the rows of a packed block (ASCII record separator)."""
JSON_ROW = "\x1d"
"""Starts a row that is a JSON list [text, only, public]: an entry for one seat's eyes, or a
text holding either of these two control characters. Every other row is a public text."""


def _row(entry: Entry) -> str:
    """An entry's row in a packed block."""
    text, only, public = (entry, None, None) if type(entry) is str else \
        (entry.text, entry.only, entry.public)  # type: ignore[union-attr]
    if only is None and public is None and ROW_END not in text and JSON_ROW not in text:
        return text
    return JSON_ROW + json.dumps([text, only, public], separators=(",", ":"))


def _pack(entries: list[Entry]) -> bytes:
    """One block of `entries`: their rows joined by `ROW_END`, compressed. The usual block (public
    texts without control characters) is joined as it is; any other takes each row apart."""
    rows = [e if e.__class__ is str else _row(e) for e in entries]
    body = ROW_END.join(rows)
    if JSON_ROW in body or body.count(ROW_END) != len(rows) - 1:
        body = ROW_END.join([_row(e) for e in entries])
    return zlib.compress(body.encode("utf-8", "surrogatepass"), 6)


def _merge(blocks: list[bytes]) -> bytes:
    """One block of the entries of `blocks`, in order: their rows joined as text, never turned
    back into entries."""
    return zlib.compress(ROW_END.encode().join([zlib.decompress(b) for b in blocks]), 6)


def _entry(row: str) -> LogEntry:
    if row.startswith(JSON_ROW):
        text, only, public = json.loads(row[1:])
        return LogEntry(text, only, public)
    return LogEntry(row)


def _unpack(block: bytes) -> list[LogEntry]:
    body = zlib.decompress(block).decode("utf-8", "surrogatepass")
    if JSON_ROW in body:
        return [_entry(row) for row in body.split(ROW_END)]
    return [LogEntry(row) for row in body.split(ROW_END)]


def _read(entry: Entry) -> LogEntry:
    """The `LogEntry` of an entry as a game wrote it."""
    return LogEntry(entry) if type(entry) is str else entry  # type: ignore[return-value]


class EventLog:
    """A match's events, oldest first; behaves as a read-only sequence of `LogEntry` that
    `append`s. Copies share the packed blocks (which never change), so copying is cheap."""

    __slots__ = ("_blocks", "_levels", "_sizes", "tail")

    def __init__(self, entries: Iterable[Entry] = ()) -> None:
        self._blocks: list[bytes] = []
        self._sizes: list[int] = []
        """Entries in each block."""
        self._levels: list[int] = []
        """How many times each block was merged (0: a block of the newest entries)."""
        self.tail: Log = []
        """The newest entries as the game wrote them: the list a game appends to (`pack` runs
        after)."""
        for entry in entries:
            self.append(entry)

    def append(self, entry: Entry) -> None:
        self.tail.append(entry)
        if len(self.tail) >= PACK_AT:
            self.pack()

    def pack(self, *, force: bool = False) -> None:
        """Pack the newest entries once there are `PACK_AT` of them (cheap when not), or
        whatever there are with `force`."""
        if len(self.tail) < PACK_AT and not (force and self.tail):
            return
        self._blocks.append(_pack(self.tail))
        self._sizes.append(len(self.tail))
        self._levels.append(0)
        self.tail = []
        level = 0
        while True:
            n = MERGE_AT if level == 0 else 2
            if self._levels[-n:] != [level] * n:
                return
            size = sum(self._sizes[-n:])
            if size > PACK_AT:
                return
            merged = _merge(self._blocks[-n:])
            del self._blocks[-n:], self._sizes[-n:], self._levels[-n:]
            level += 1
            self._blocks.append(merged)
            self._sizes.append(size)
            self._levels.append(level)

    def copy(self) -> EventLog:
        twin = EventLog.__new__(EventLog)
        twin._blocks = self._blocks.copy()
        twin._sizes = self._sizes.copy()
        twin._levels = self._levels.copy()
        twin.tail = self.tail.copy()
        return twin

    def __len__(self) -> int:
        return sum(self._sizes) + len(self.tail)

    def __iter__(self) -> Iterator[LogEntry]:
        for block in self._blocks:
            yield from _unpack(block)
        for entry in self.tail:
            yield _read(entry)

    @overload
    def __getitem__(self, index: int) -> LogEntry: ...

    @overload
    def __getitem__(self, index: slice) -> list[LogEntry]: ...

    def __getitem__(self, index: int | slice) -> LogEntry | list[LogEntry]:
        if isinstance(index, int) and -len(self.tail) <= index < 0:
            return _read(self.tail[index])
        if isinstance(index, slice) and index.stop is None and index.step is None \
                and (index.start or 0) >= 0:
            return self._from(index.start or 0)
        return list(self)[index]

    def _from(self, start: int) -> list[LogEntry]:
        """The entries from `start` on, unpacking only the blocks that hold them."""
        out: list[LogEntry] = []
        seen = 0
        for size, block in zip(self._sizes, self._blocks, strict=True):
            if seen + size > start:
                out.extend(_unpack(block)[max(0, start - seen):])
            seen += size
        out.extend(map(_read, self.tail[max(0, start - seen):]))
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EventLog | list):
            return len(self) == len(other) and list(self) == [*map(_read, other)]
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<EventLog of {len(self)} entries>"

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (EventLog, (list(self),))
