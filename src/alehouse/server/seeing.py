"""What one seat, or a spectator, sees of a match: the engine's view for that seat, its legal
actions with their labels, whether it may undo, the log as it may read it, the table's notices,
the clocks, the points so far (the game's running score, read from that view) and, at the end,
the result. Nothing here reads another seat's hidden things: every word comes from
`Match.view(seat)`, `Match.legal_actions(seat)` and `LogEntry.seen_by(seat)`."""

from __future__ import annotations

import json
from functools import lru_cache

import alehouse
from alehouse.core import Match

from . import timing
from .auth import Caller
from .live import now
from .models import MatchRow, SeatRow
from .problems import Problem
from .schemas import LegalAction, PlayState

SILENCE = "the Vow of Silence: talking is only permitted during Prayer Hour rounds"
"""Why the chat is closed while the game forbids talk (`Match.talk_allowed`): the play state
says it, and the chat refuses a line with it."""


def seat_names(row: MatchRow) -> tuple[str, ...]:
    """The seats' names at `row`'s table (Red, Blue...): some games draw them at setup, so
    they come from the table's own seed and options, the same before and after the start."""
    return _names(row.game, row.players, row.seed, json.dumps(row.options, sort_keys=True))


@lru_cache(maxsize=4096)
def _names(game_id: str, players: int, seed: int, options: str) -> tuple[str, ...]:
    match = alehouse.new_match(game_id, players=players, seed=seed, options=json.loads(options))
    return tuple(match.player_name(p) for p in range(players))


def check_viewer(seats: list[SeatRow], seat: int | None, caller: Caller | None) -> None:
    """A seat's view only for the account that plays it; anyone may watch (seat None)."""
    if seat is None:
        return
    if not 0 <= seat < len(seats):
        raise Problem(422, "unknown_player", f"there is no seat {seat + 1} at this table")
    holder = seats[seat]
    if caller is None or holder.user_id != caller.id or holder.kind != "person":
        raise Problem(403, "not_your_seat", "this seat is not yours: you may watch the table "
                      "as a spectator")


def log_since(match: Match, seat: int | None, since: int) -> tuple[list[str], int, int]:
    """The events from number `since` on as `seat` may read them, where they began, and the
    number to ask from next time."""
    length = match.log_length
    start = max(0, min(since, length))
    if start == length:
        return [], start, length
    lines = [text for entry in match.log_entries[start:]
             if (text := entry.seen_by(seat)) is not None]
    return lines, start, length


def play_state(row: MatchRow, seats: list[SeatRow], match: Match, seat: int | None,
               since: int = 0, drawn: bool = False) -> PlayState:
    """What `seat` (None: a spectator) sees now; the log from event `since` on; with `drawn`,
    the board drawn from that same view and legal actions (`board`), or for a game that draws
    none, its view as text (`picture`)."""
    legal: list[LegalAction] = []
    game = match.game
    if seat is not None and not match.over:
        for action in match.legal_actions(seat):
            legal.append(LegalAction(index=game.encode(action), action=action.to_json(),
                                     label=match.label(action),
                                     group=match.group_label(action)))
    lines, start, nxt = log_since(match, seat, since)
    holder = seats[seat] if seat is not None else None
    view = match.view(seat)
    board = picture = legend = None
    if drawn:
        board = game.draw(view, [a.action for a in legal])
        if board is None:
            picture = game.render_text(view)
            legend = game.legend or None
    running = game.running_score(view)
    return PlayState(
        match=row.id, game=row.game, status=row.status, version=match.version, seat=seat,
        names=[match.player_name(p) for p in range(match.players)], view=view, legal=legal,
        can_undo=seat is not None and holder is not None and not holder.taken_over
        and match.can_undo(seat),
        log=lines, log_from=start, log_next=nxt, notices=list(row.notices),
        clocks=timing.clocks_now(row, seats, now()),
        deadline=timing.aware(row.deadline) if row.deadline else None,
        result=row.result, chat_open=match.talk_allowed,
        chat_closed=None if match.talk_allowed else SILENCE, board=board, picture=picture,
        legend=legend, running_score=running,
        running_score_name=list(game.running_score_name) if running is not None else None)
