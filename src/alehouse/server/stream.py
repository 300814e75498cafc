"""Live play over a WebSocket: ``/api/matches/{id}/live?seat=N`` (or no seat to watch).

On connecting, and after every change of the match (in any server process), the socket gets
``{"type": "state", ...PlayState}`` with its own seat's view and the log events it has not had
yet (with ``board=true``, the board drawn from that view too, as the browser asks), and
``{"type": "chat", "lines": [...]}`` with the chat lines it has not had, and
``{"type": "table", "rematch": id}`` when someone asks for a finished table's rematch. A
client that lost its connection connects again and is caught up the same way. It may send
``{"type": "ping"}`` (answered ``{"type": "pong"}``) and, on a seat's socket, moves and undo
(see `socket_moves`). A refused connection is closed with code 4403 (not your seat, not
logged in) or 4404 (no such table) and the reason.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from .auth import find_caller
from .chat import READ_AT_ONCE
from .chat import lines as chat_lines
from .deps import services
from .live import Change, Live
from .models import MatchRow, SeatRow
from .problems import Problem
from .seeing import check_viewer, play_state
from .socket_moves import Ping, play, read_message

router = APIRouter()

CLOSE_REFUSED = 4403
CLOSE_NOT_FOUND = 4404


@router.websocket("/api/matches/{match_id}/live")
async def live(socket: WebSocket, match_id: str, seat: int | None = None,
               board: bool = False) -> None:
    house = services(socket)
    try:
        async with house.sessions() as db:
            caller = await find_caller(db, socket)
        first = await house.matches.read(match_id)
        check_viewer(first[1], seat, caller)
    except Problem as problem:  # accepted first, so that the client reads the reason
        await socket.accept()
        await socket.close(CLOSE_NOT_FOUND if problem.status == 404 else CLOSE_REFUSED,
                           reason=problem.reason[:120])
        return
    await socket.accept()
    queue = house.hub.subscribe(match_id)
    since = 0
    said = 0
    answers: deque[dict[str, Any]] = deque()
    reader = asyncio.create_task(_read(socket, queue, answers, house, match_id, seat))
    try:
        since = await _send_state(socket, house, match_id, seat, since, board=board,
                                  first=first)
        said = await _send_chat(socket, house, match_id, said)
        while True:
            messages = [await queue.get()]
            while not queue.empty():  # several changes at once: one state says them all
                messages.append(queue.get_nowait())
            for message in messages:
                if message is GONE:
                    return
            if any("chat" in m for m in messages):
                said = await _send_chat(socket, house, match_id, said)
            for message in messages:
                if "rematch" in message:
                    await socket.send_json({"type": "table", "rematch": message["rematch"]})
            moves = [m for m in messages if "version" in m and "chat" not in m]
            if moves:
                since = await _send_state(socket, house, match_id, seat, since,
                                          moves[-1].get("here"), board)
            while answers:  # after the state, so that an accepted move's state is there
                await socket.send_text(json.dumps(answers.popleft()))
            if reader.done():  # gone, though its word was crowded out of a full queue
                return
    except (WebSocketDisconnect, RuntimeError):
        return
    finally:
        house.hub.unsubscribe(match_id, queue)
        reader.cancel()


GONE: dict[str, Any] = {"gone": True}
ANSWER: dict[str, Any] = {"answer": True}
"""What the socket's reader hands the sending loop (which alone writes to the socket): the
client has gone; there are answers to send."""


async def _send_state(socket: WebSocket, house: Any, match_id: str, seat: int | None,
                      since: int, here: object = None, board: bool = False,
                      first: tuple[MatchRow, list[SeatRow], Live | None] | None = None) -> int:
    """Send what `seat` sees now (with its board drawn when `board`), its log from `since`:
    from the change `here` when it is still the newest, or `first` (just read), or read
    again; the log's next number."""
    committed = here.seen() if isinstance(here, Change) else None
    if committed is not None:
        row, seats, match = committed
    else:
        row, seats, held = first if first is not None else await house.matches.read(match_id)
        if held is None:
            await socket.send_json({"type": "table", "status": row.status,
                                    "version": row.version})
            return since
        match = held.match
    state = play_state(row, seats, match, seat, since, board)
    await socket.send_text('{"type":"state",' + state.model_dump_json()[1:])
    return state.log_next


async def _send_chat(socket: WebSocket, house: Any, match_id: str, said: int) -> int:
    """Send the chat lines after `said`, a message for each batch read (all of them: a long
    talk is not cut at one batch); the last line sent."""
    while True:
        async with house.sessions() as db:
            new = await chat_lines(db, match_id, said)
        if not new:
            return said
        await socket.send_text(json.dumps({"type": "chat",
                                           "lines": [line.model_dump() for line in new]}))
        said = new[-1].id
        if len(new) < READ_AT_ONCE:
            return said


async def _read(socket: WebSocket, queue: asyncio.Queue[dict[str, Any]],
                answers: deque[dict[str, Any]], house: Any, match_id: str,
                seat: int | None) -> None:
    """Answer the client's messages: a pong for each ping, a move or undo made (answered once
    its state is out), a refusal for anything else; GONE when the client has gone."""
    while True:
        try:
            text = await socket.receive_text()
        except (WebSocketDisconnect, RuntimeError):
            _hand(queue, GONE)
            return
        message = read_message(text)
        if isinstance(message, Ping):
            answers.append({"type": "pong"})
        elif isinstance(message, dict):
            answers.append(message)
        else:
            answers.append(await play(socket, house, match_id, seat, message))
        _hand(queue, ANSWER)  # last: a full queue drops its oldest, never this one


def _hand(queue: asyncio.Queue[dict[str, Any]], message: dict[str, Any]) -> None:
    if queue.full():  # a change left out is no loss: the next state says everything
        queue.get_nowait()
    queue.put_nowait(message)
