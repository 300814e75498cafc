"""Who is asking: the session behind a request, from a bearer token (API clients) or a session
cookie (browsers, which must also send the CSRF token with every request that changes
something, and whose WebSockets must come from this site's pages)."""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime, timedelta

from fastapi import Request
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.requests import HTTPConnection

from .live import now
from .models import Session, User
from .problems import Problem
from .security import new_token, same, token_hash
from .timing import aware

COOKIE = "alehouse_session"
CSRF_HEADER = "x-csrf-token"
SESSION_DAYS = 30
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
REMEMBER_SECONDS = 300.0
"""How long a process trusts a session it has read without reading it again. A log-out takes
effect at once in its own process and, through the hub (Redis), in the others: this bounds it
only if that word is lost. A socket's every move is checked against its session, so reading
it again more often costs a query per move or so (a tenth of the server's time with 1,000
games in play at a 10-second memory)."""
REMEMBERED = 20_000


@dataclass(frozen=True)
class Caller:
    """The account behind a request."""

    id: int
    name: str
    guest: bool


async def open_session(db: AsyncSession, user: User, kind: str) -> tuple[str, str | None]:
    """A new session of `user` ("cookie" or "bearer"): its token and, for a cookie, the CSRF
    token the page sends back."""
    token = new_token()
    csrf = new_token() if kind == "cookie" else None
    moment = now()
    db.add(Session(token_hash=token_hash(token), user_id=user.id, kind=kind, csrf=csrf,
                   created_at=moment, expires_at=moment + timedelta(days=SESSION_DAYS)))
    return token, csrf


def presented_token(connection: HTTPConnection) -> tuple[str, str] | None:
    """The token a request carries and how ("bearer" or "cookie"), or None."""
    header = connection.headers.get("authorization", "")
    if header[:7].lower() == "bearer ":
        return header[7:].strip(), "bearer"
    cookie = connection.cookies.get(COOKIE)
    if cookie:
        return cookie, "cookie"
    return None


@dataclass(frozen=True)
class _Known:
    kind: str
    csrf: str | None
    expires_at: datetime
    caller: Caller


_known: OrderedDict[str, tuple[float, _Known]] = OrderedDict()


def forget_session(token: str) -> None:
    """Stop trusting the session of `token` in this process (it was logged out)."""
    forget_session_key(token_hash(token))


def forget_session_key(key: str) -> None:
    """`forget_session` by the session's key (the hash of its token, as the hub tells it)."""
    _known.pop(key, None)


Database = AsyncSession | async_sessionmaker[AsyncSession]
"""A request's open session, or (for a socket) where to open one only when needed."""


async def _session(db: Database, key: str) -> _Known | None:
    moment = time.monotonic()
    remembered = _known.get(key)
    if remembered is not None and moment - remembered[0] < REMEMBER_SECONDS:
        return remembered[1]
    query = (select(Session, User).join(User, User.id == Session.user_id)
             .where(Session.token_hash == key))
    if isinstance(db, AsyncSession):
        found = (await db.execute(query)).first()
    else:
        async with db() as opened:
            found = (await opened.execute(query)).first()
    if found is None:
        _known.pop(key, None)
        return None
    session, user = found
    known = _Known(session.kind, session.csrf, aware(session.expires_at),
                   Caller(user.id, user.name, user.guest))
    _known[key] = (moment, known)
    _known.move_to_end(key)
    if len(_known) > REMEMBERED:
        _known.popitem(last=False)
    return known


async def find_caller(db: Database, connection: HTTPConnection) -> Caller | None:
    """The account of a request or WebSocket, None when it carries no live session. A cookie
    session's request that changes something must carry its CSRF token; a cookie session's
    WebSocket must come from a page of this site."""
    presented = presented_token(connection)
    if presented is None:
        return None
    token, how = presented
    session = await _session(db, token_hash(token))
    if session is None or session.kind != how or session.expires_at < now():
        raise Problem(401, "not_logged_in", "your session has ended: log in again")
    if how == "cookie":
        if connection.scope["type"] == "websocket":
            _check_origin(connection)
        elif isinstance(connection, Request) and connection.method not in SAFE_METHODS and \
                not same(connection.headers.get(CSRF_HEADER), session.csrf):
            raise Problem(403, "csrf", "this request lacks the page's CSRF token "
                          "(the X-CSRF-Token header)")
    return session.caller


def _check_origin(connection: HTTPConnection) -> None:
    origin = connection.headers.get("origin")
    host = connection.headers.get("host")
    if origin is None or host is None:
        return  # not a browser's page
    if origin.split("://", 1)[-1] != host:
        raise Problem(403, "csrf", "this connection comes from another site's page")
