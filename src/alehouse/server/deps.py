"""What routes are handed: the server's services, a database session, the caller."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from starlette.requests import HTTPConnection

from .auth import Caller, find_caller
from .hub import Hub
from .limits import Limits
from .live import Matches
from .problems import Problem
from .settings import Settings

if TYPE_CHECKING:
    from .advisor import Advisor
    from .bot_seats import BotSeats
    from .clocks import Clocks


@dataclass
class Services:
    """One server process's shared parts."""

    settings: Settings
    engine: AsyncEngine
    sessions: async_sessionmaker[AsyncSession]
    matches: Matches
    hub: Hub
    limits: Limits
    bots: BotSeats
    clocks: Clocks
    advisor: Advisor
    started: list[str] = field(default_factory=list)


def services(connection: HTTPConnection) -> Services:
    found: Services = connection.app.state.services
    return found


async def database(request: Request) -> AsyncIterator[AsyncSession]:
    async with services(request).sessions() as session:
        yield session


async def house(request: Request) -> Services:
    """`services` as a dependency (asynchronous: FastAPI would run a plain function in a
    thread, a thread hop for every request)."""
    return services(request)


Db = Annotated[AsyncSession, Depends(database)]
House = Annotated[Services, Depends(house)]


async def maybe_caller(request: Request, db: Db) -> Caller | None:
    return await find_caller(db, request)


async def caller(request: Request, db: Db) -> Caller:
    found = await find_caller(db, request)
    if found is None:
        raise Problem(401, "not_logged_in", "log in, sign up or play as a guest first")
    return found


async def account(request: Request, db: Db) -> Caller:
    found = await caller(request, db)
    if found.guest:
        raise Problem(403, "guest", "guests play hot-seat and against bots: sign up to play "
                      "with others")
    return found


MaybeCaller = Annotated[Caller | None, Depends(maybe_caller)]
Me = Annotated[Caller, Depends(caller)]
Account = Annotated[Caller, Depends(account)]
