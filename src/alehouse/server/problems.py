"""Every refusal the server gives: an HTTP status and a body ``{"code", "reason"}`` whose code
is stable (the engine's own codes for refused moves) and whose reason is a sentence for people.
No traceback, repr or SQL ever reaches a client: anything unforeseen is logged on the server and
answered as ``server_error``.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy.orm.exc import StaleDataError
from starlette.exceptions import HTTPException as StarletteHTTPException

from alehouse.core import AlehouseError

log = logging.getLogger("alehouse.server")

STATUS_OF_ENGINE_CODE = {"stale_state": 409, "not_your_turn": 409, "game_over": 409,
                         "cannot_undo": 409}
"""Engine refusals that depend on the moment (the rest are 422: the move itself is wrong)."""


class ProblemBody(BaseModel):
    code: str
    reason: str


class Problem(Exception):
    """A refusal: `status`, a stable `code` and a `reason` for people."""

    def __init__(self, status: int, code: str, reason: str,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(reason)
        self.status, self.code, self.reason, self.headers = status, code, reason, headers


def not_found(what: str) -> Problem:
    return Problem(404, "not_found", f"there is no {what}")


def engine_problem(exc: AlehouseError) -> Problem:
    return Problem(STATUS_OF_ENGINE_CODE.get(exc.code, 422), exc.code, exc.reason)


def _body(code: str, reason: str) -> dict[str, str]:
    return {"code": code, "reason": reason}


def _field(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts) or "the request"


def install(app: FastAPI) -> None:
    """Answer every refusal and every unforeseen failure in the one shape."""

    @app.exception_handler(Problem)
    async def problem(_request: Request, exc: Problem) -> JSONResponse:
        return JSONResponse(_body(exc.code, exc.reason), exc.status, headers=exc.headers)

    @app.exception_handler(AlehouseError)
    async def engine(_request: Request, exc: AlehouseError) -> JSONResponse:
        p = engine_problem(exc)
        return JSONResponse(_body(p.code, p.reason), p.status)

    @app.exception_handler(StaleDataError)
    async def changed_meanwhile(_request: Request, _exc: StaleDataError) -> JSONResponse:
        return JSONResponse(_body("stale_state", "the table changed meanwhile: look again"),
                            409)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = _field(tuple(first.get("loc", ())))
        message = str(first.get("msg", "is not valid"))
        if first.get("type") == "json_invalid":
            reason = "the request body is not valid JSON"
        else:
            reason = f"{where}: {message[0].lower() + message[1:] if message else message}"
        return JSONResponse(_body("malformed_request", reason), 422)

    @app.exception_handler(StarletteHTTPException)
    async def http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        reason = exc.detail if isinstance(exc.detail, str) else "the request was refused"
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "refused")
        if exc.status_code == 404 and reason == "Not Found":
            reason = "there is no such page"
        if exc.status_code == 405:
            reason = "this address does not take that method"
        return JSONResponse(_body(code, reason), exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(Exception)
    async def unforeseen(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unforeseen failure on %s %s", request.method, request.url.path)
        return JSONResponse(_body("server_error", "the server failed to answer; try again"),
                            500)
