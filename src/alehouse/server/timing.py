"""Time limits: a live table's clock per player, or a turn-based table's days per move.

Pure arithmetic on the match row and its seats; `clocks.py` acts when someone runs out.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from .models import MatchRow, SeatRow


def start_clocks(timing: dict[str, Any], seats: Sequence[SeatRow]) -> None:
    """Set every seat's clock at the start of a live game (a turn-based one has none)."""
    for seat in seats:
        seat.clock_ms = round(timing["minutes"] * 60_000) if timing["mode"] == "live" else None


def charge(row: MatchRow, seats: Sequence[SeatRow], movers: Sequence[int], now: datetime) -> None:
    """Stop the clocks of the seats that were awaited (`row.actors`) at `now`: each loses the
    time since the turn started; the seats in `movers` (who just moved) gain the increment."""
    if row.timing["mode"] != "live" or row.turn_started_at is None:
        return
    spent = _ms(now - aware(row.turn_started_at))
    for seat in seats:
        if seat.seat in row.actors and seat.clock_ms is not None:
            seat.clock_ms = max(0, seat.clock_ms - spent)
            if seat.seat in movers:
                seat.clock_ms += round(row.timing.get("increment", 0) * 1000)


def restart(row: MatchRow, seats: Sequence[SeatRow], actors: Sequence[int],
            now: datetime) -> None:
    """Start the next turn at `now` for `actors`: the turn's start and the deadline of the first
    of them to run out (no deadline when no one is awaited)."""
    row.actors = list(actors)
    row.turn_started_at = now
    if not actors:
        row.deadline = None
    elif row.timing["mode"] == "live":
        left = min((s.clock_ms or 0) for s in seats if s.seat in actors)
        row.deadline = now + timedelta(milliseconds=left)
    else:
        row.deadline = now + timedelta(days=row.timing["days"])


def clocks_now(row: MatchRow, seats: Sequence[SeatRow], now: datetime) -> list[int | None]:
    """Each seat's time left at `now` (None for turn-based tables)."""
    if row.timing["mode"] != "live":
        return [None for _ in seats]
    running = (_ms(now - aware(row.turn_started_at)) if row.turn_started_at is not None
               and row.status == "playing" else 0)
    return [None if s.clock_ms is None else
            max(0, s.clock_ms - (running if s.seat in row.actors else 0)) for s in seats]


def out_of_time(row: MatchRow, seats: Sequence[SeatRow], now: datetime) -> list[int]:
    """The awaited seats whose time is up at `now`."""
    if row.status != "playing" or row.deadline is None or now < aware(row.deadline):
        return []
    if row.timing["mode"] != "live":
        return list(row.actors)
    left = clocks_now(row, seats, now)
    return [s for s in row.actors if (left[s] or 0) <= 0]


def _ms(delta: timedelta) -> int:
    return max(0, round(delta.total_seconds() * 1000))


def aware(moment: datetime) -> datetime:
    """SQLite hands timestamps back without their zone; they are all UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
