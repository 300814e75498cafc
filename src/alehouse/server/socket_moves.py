"""Moves and undo over a seat's WebSocket, for clients that keep one open: the same change as
``POST /api/matches/{id}/moves`` and ``/undo`` without an HTTP request each time.

A client sends ``{"type": "move", "version": V, "action": <index or JSON>, "id": X}`` or
``{"type": "undo", "version": V, "id": X}`` (`id` is optional, any short string or number it
chooses, echoed back). The move is checked and stored exactly as over HTTP; the socket then
gets the new state (as every socket of the table does) and ``{"type": "accepted", "version":
N, "id": X}``, or, when refused, ``{"type": "refused", "code": ..., "reason": ..., "id": X}``
with the engine's code and reason, nothing changed. Only a socket opened for a seat may move,
and only while its session lives; moves count against the same rate limit as requests.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Annotated, Any, Literal

from fastapi import WebSocket
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .auth import find_caller
from .limits import client_key
from .live import Change
from .problems import Problem

log = logging.getLogger("alehouse.server")

Id = Annotated[str, Field(max_length=40)] | int | None


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Ping(_Message):
    type: Literal["ping"]


class SocketMove(_Message):
    type: Literal["move"]
    version: int = Field(ge=0, description="the version the move was made against")
    action: dict[str, Any] | int = Field(description="the action's JSON or its index")
    id: Id = None


class SocketUndo(_Message):
    type: Literal["undo"]
    version: int = Field(ge=0)
    id: Id = None


ClientMessage = TypeAdapter(Annotated[Ping | SocketMove | SocketUndo,
                                      Field(discriminator="type")])
"""What a client may send on a table's socket."""


def read_message(text: str) -> Ping | SocketMove | SocketUndo | dict[str, Any]:
    """The client's message, or the refusal to send back (``malformed_request`` naming what
    is wrong)."""
    try:
        return ClientMessage.validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the message"
        if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
            reason = 'send {"type": "ping"}, {"type": "move", ...} or {"type": "undo", ...}'
        elif first["type"] == "json_invalid":
            reason = "the message is not JSON"
        else:
            reason = f"{where}: {first['msg']}"
        return {"type": "refused", "code": "malformed_request", "reason": reason}


async def play(socket: WebSocket, house: Any, match_id: str, seat: int | None,
               message: SocketMove | SocketUndo) -> dict[str, Any]:
    """Make `message`'s change for the socket's seat: what to answer (sent after the table's
    new state)."""
    try:
        if seat is None:
            raise Problem(403, "not_your_seat", "a spectator's socket cannot move: open the "
                          "table for your seat")
        wait = house.limits.requests.take(client_key(socket.scope))
        if wait:
            raise Problem(429, "too_many_requests", "too many moves: slow down")
        caller = await find_caller(house.sessions, socket)
        if caller is None:
            raise Problem(401, "not_logged_in", "log in, sign up or play as a guest first")
        # shielded: a socket closing mid-move must not cut a change off between its check
        # and its store
        if isinstance(message, SocketMove):
            change: Change = await asyncio.shield(house.matches.act(
                match_id, seat, message.version, message.action, caller.id))
        else:
            change = await asyncio.shield(house.matches.undo(
                match_id, seat, message.version, caller.id))
    except Problem as problem:
        return {"type": "refused", "code": problem.code, "reason": problem.reason,
                "id": message.id}
    except Exception:
        log.exception("a move over the socket of table %s failed", match_id)
        return {"type": "refused", "code": "server_error",
                "reason": "the server failed to make this move: try again", "id": message.id}
    return {"type": "accepted", "version": change.version, "id": message.id}
