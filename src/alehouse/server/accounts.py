"""Accounts: sign up, log in, log out, play as a guest, who am I."""

from __future__ import annotations

import secrets

from fastapi import APIRouter, Request, Response
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from .auth import COOKIE, SESSION_DAYS, forget_session, open_session, presented_token
from .deps import Db, House, Me
from .live import now
from .models import Session, User
from .problems import Problem, ProblemBody
from .schemas import Guest, LogIn, SessionOut, SignUp, UserOut
from .security import hash_password, password_matches, token_hash

router = APIRouter(prefix="/api", tags=["accounts"],
                   responses={401: {"model": ProblemBody}, 422: {"model": ProblemBody}})


def user_out(user: User) -> UserOut:
    return UserOut(id=user.id, name=user.name, guest=user.guest)


async def _session_answer(db: Db, house: House, response: Response, user: User,
                          client: str) -> SessionOut:
    kind = "cookie" if client == "browser" else "bearer"
    token, csrf = await open_session(db, user, kind)
    await db.commit()
    if kind == "cookie":
        response.set_cookie(COOKIE, token, max_age=SESSION_DAYS * 86400, httponly=True,
                            samesite="lax", secure=house.settings.secure_cookies, path="/")
        return SessionOut(user=user_out(user), csrf_token=csrf, token=None)
    return SessionOut(user=user_out(user), csrf_token=None, token=token)


@router.post("/accounts", status_code=201, response_model=SessionOut,
             responses={409: {"model": ProblemBody}})
async def sign_up(body: SignUp, db: Db, house: House, response: Response) -> SessionOut:
    """Make an account and log in."""
    user = User(name=body.name, name_key=body.name.casefold(),
                password_hash=hash_password(body.password), guest=False, created_at=now())
    db.add(user)
    try:
        await db.flush()
    except IntegrityError:
        await db.rollback()
        raise Problem(409, "name_taken", f"the name {body.name} is taken") from None
    return await _session_answer(db, house, response, user, body.client)


@router.post("/session", response_model=SessionOut, responses={429: {"model": ProblemBody}})
async def log_in(body: LogIn, request: Request, db: Db, house: House,
                 response: Response) -> SessionOut:
    """Log in with a name and password."""
    keys = (f"name:{body.name.casefold()}", f"ip:{request.client.host if request.client else ''}")
    house.limits.check_login(*keys)
    user = (await db.execute(select(User).where(User.name_key == body.name.casefold(),
                                                User.guest.is_(False)))).scalar_one_or_none()
    if not password_matches(user.password_hash if user else None, body.password):
        house.limits.failed_login(*keys)
        raise Problem(401, "bad_login", "that name and password do not match an account")
    assert user is not None
    return await _session_answer(db, house, response, user, body.client)


@router.post("/guest", status_code=201, response_model=SessionOut)
async def play_as_guest(body: Guest, db: Db, house: House, response: Response) -> SessionOut:
    """A guest: plays hot-seat and against bots, with no name or password."""
    name = f"Guest {secrets.randbelow(10**6):06d}"
    user = User(name=name, name_key=f"~guest-{secrets.token_hex(8)}", password_hash=None,
                guest=True, created_at=now())
    db.add(user)
    await db.flush()
    return await _session_answer(db, house, response, user, body.client)


@router.delete("/session", status_code=204)
async def log_out(request: Request, me: Me, db: Db, house: House,
                  response: Response) -> Response:
    """End this session (the cookie or the bearer token stops working, in every process)."""
    presented = presented_token(request)
    if presented is not None:
        forget_session(presented[0])
        await db.execute(delete(Session).where(Session.token_hash == token_hash(presented[0]),
                                               Session.user_id == me.id))
        await db.commit()
        await house.hub.logged_out(token_hash(presented[0]))
    response.delete_cookie(COOKIE, path="/")
    response.status_code = 204
    return response


@router.get("/me", response_model=UserOut)
async def who_am_i(me: Me) -> UserOut:
    """The account of this session."""
    return UserOut(id=me.id, name=me.name, guest=me.guest)
