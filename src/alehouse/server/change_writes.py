"""The statements that store an accepted move or undo, for many changes at once.

A change writes the match row's new fields, guarded by the revision the row had when this
process read it (another process may have changed the table since: then nothing of the change
is written and its caller reads the table again), the change's own row (match, version, seat,
code), the clocks that moved and, when one is due, a snapshot. `ChangeWrite.write_many` stores a
batch of them with a handful of statements whatever the batch's size (one round trip each):
the rows' revisions read and locked first, then each kind of statement for every change whose
guard holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table, bindparam, insert, select, update
from sqlalchemy.engine import Connection

from .models import MatchRow, MoveRow, SeatRow, SnapshotRow

MATCHES, MOVES, SNAPSHOTS, SEATS_TABLE = (cast(Table, model.__table__) for model in (
    MatchRow, MoveRow, SnapshotRow, SeatRow))
ROW_CHANGED = [MATCHES.c[name] for name in ("version", "actors", "status", "turn_started_at",
                                             "deadline", "finished_at", "result")]
# built once: a change only binds its values
GUARDED = (update(MATCHES)
           .where(MATCHES.c.id == bindparam("row_id"), MATCHES.c.revision == bindparam("was"))
           .values({**{column: bindparam(column.name) for column in ROW_CHANGED},
                    MATCHES.c.revision: bindparam("was") + 1}))
ADD_MOVE = insert(MOVES)
ADD_SNAPSHOT = insert(SNAPSHOTS)
SET_CLOCK = (update(SEATS_TABLE).where(SEATS_TABLE.c.match_id == bindparam("match"),
                                       SEATS_TABLE.c.seat == bindparam("number"))
             .values(clock_ms=bindparam("left")))


class GuardMoved(Exception):
    """The database changed a guarded row under a lock that should have kept it (never
    expected): the batch is rolled back and its changes stored one by one."""


@dataclass(frozen=True)
class ChangeWrite:
    """One change's rows, as values bound to the statements above."""

    match_id: str
    was: int
    """The row's revision when read: the guard."""
    fields: dict[str, Any]
    move: dict[str, Any]
    clocks: list[dict[str, Any]]
    snapshot: dict[str, Any] | None

    @classmethod
    def of(cls, row: MatchRow, seats: list[SeatRow], old_clocks: list[int | None],
           move: dict[str, Any], snapshot: bytes | None) -> ChangeWrite:
        """The write of a change of `row` (its fields as they are now, its revision as read)
        and `seats` (clocks that differ from `old_clocks`): the change's row `move` and the
        `snapshot` when one is due."""
        fields = {column.name: getattr(row, column.name) for column in ROW_CHANGED}
        fields.update(row_id=row.id, was=row.revision)
        clocks = [{"match": s.match_id, "number": s.seat, "left": s.clock_ms}
                  for s, old in zip(seats, old_clocks) if s.clock_ms != old]
        shot = (None if snapshot is None else
                {"match_id": row.id, "version": move["version"], "text": snapshot})
        return cls(row.id, row.revision, fields, move, clocks, shot)

    def __call__(self, connection: Connection) -> bool:
        """Store this change alone: False (nothing written) when its guard refuses."""
        return self.write_many(connection, [self])[0]

    @staticmethod
    def write_many(connection: Connection, writes: list[ChangeWrite]) -> list[bool]:
        """Store `writes` (one per match) in the connection's transaction: for each, True
        when written, False when its row's revision had moved on (nothing of it written)."""
        revisions = dict(connection.execute(
            select(MATCHES.c.id, MATCHES.c.revision)
            .where(MATCHES.c.id.in_([w.match_id for w in writes])).with_for_update()).all())
        held = [revisions.get(w.match_id) == w.was for w in writes]
        kept = [w for w, ok in zip(writes, held) if ok]
        if not kept:
            return held
        updated = connection.execute(GUARDED, [w.fields for w in kept])
        if connection.dialect.supports_sane_multi_rowcount and updated.rowcount != len(kept):
            raise GuardMoved("a locked match row changed under its lock")
        connection.execute(ADD_MOVE, [w.move for w in kept])
        clocks = [clock for w in kept for clock in w.clocks]
        if clocks:
            connection.execute(SET_CLOCK, clocks)
        snapshots = [w.snapshot for w in kept if w.snapshot is not None]
        if snapshots:
            connection.execute(ADD_SNAPSHOT, snapshots)
        return held
