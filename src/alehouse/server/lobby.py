"""The lobby: tables are made, listed, joined and left; a table starts when its last seat is
filled; the host may cancel it before then; after the end anyone seated may ask for a rematch.
A player who leaves a running game hands their seat to a bot (the table is told), so a game is
never stuck."""

from __future__ import annotations

import secrets

from fastapi import APIRouter
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

import alehouse
from alehouse.bots.levels import called, levels
from alehouse.bots.registry import allowed
from alehouse.bots.registry import make as make_bot
from alehouse.core import AlehouseError
from alehouse.core.words import joined

from . import timing
from .auth import Caller
from .bot_seats import give_bot
from .deps import Db, House, Me
from .hints import table_hints
from .live import Change, load_row, now, tell
from .models import MatchRow, SeatRow, User
from .problems import Problem, ProblemBody, engine_problem
from .schemas import JoinIn, LevelOut, SeatOut, TableIn, TableOut
from .seeing import seat_names
from .timing import aware

router = APIRouter(prefix="/api", tags=["lobby"],
                   responses={401: {"model": ProblemBody}, 403: {"model": ProblemBody},
                              404: {"model": ProblemBody}, 409: {"model": ProblemBody},
                              422: {"model": ProblemBody}})

LISTED = 100
"""Open tables listed at most (newest first)."""


def check_bot(spec: str | None) -> str:
    """The bot of a bot seat (a level or a bot spec), or `bad_bot` naming the levels and bots
    there are."""
    if not spec:
        raise Problem(422, "bad_bot", f"a bot seat needs a bot: {allowed()}")
    try:
        make_bot(spec)
    except ValueError as exc:
        raise Problem(422, "bad_bot", str(exc)) from None
    return spec


async def table_out(db: AsyncSession, row: MatchRow, seats: list[SeatRow],
                    me: Caller | None) -> TableOut:
    ids = {s.user_id for s in seats if s.user_id is not None} | (
        {row.host_id} if row.host_id is not None else set())
    names = dict((await db.execute(select(User.id, User.name).where(User.id.in_(ids)))).all()) \
        if ids else {}
    clocks = timing.clocks_now(row, seats, now())
    names_of_seats = seat_names(row)
    yours = [s.seat for s in seats if me is not None and s.user_id == me.id and s.kind == "person"
             and not s.taken_over]
    rematch = (await db.execute(select(MatchRow.id).where(MatchRow.rematch_of == row.id)
                                .limit(1))).scalar() if row.status == "finished" else None
    return TableOut(
        id=row.id, game=row.game, title=alehouse.game(row.game).title, players=row.players,
        options=row.options, status=row.status,
        host=names.get(row.host_id) if row.host_id is not None else None,
        seats=[SeatOut(seat=s.seat, name=names_of_seats[s.seat], kind=s.kind,
                       player=names.get(s.user_id) if s.user_id is not None else None,
                       bot=s.bot if s.kind == "bot" or s.taken_over else None,
                       level=s.level if s.kind == "bot" or s.taken_over else None,
                       bot_words=called(s.level or s.bot or "")
                       if s.kind == "bot" or s.taken_over else None,
                       taken_over=s.taken_over, clock_ms=clocks[s.seat]) for s in seats],
        timing=row.timing, rated=row.rated, hints=row.hints,
        invite=row.invite if me is not None and me.id == row.host_id else None,
        version=row.version, actors=list(row.actors), yours=yours,
        awaiting_you=row.status == "playing" and any(s in row.actors for s in yours),
        deadline=aware(row.deadline) if row.deadline else None,
        created_at=aware(row.created_at), rematch_of=row.rematch_of, rematch=rematch)


def _start_if_full(row: MatchRow, seats: list[SeatRow]) -> bool:
    """Start the game when every seat is taken (True when it started)."""
    if any(s.kind in ("open", "invite", "reserved") for s in seats):
        return False
    match = alehouse.new_match(row.game, players=row.players, seed=row.seed, options=row.options)
    moment = now()
    row.status = "playing"
    row.started_at = moment
    timing.start_clocks(row.timing, seats)
    timing.restart(row, seats, list(match.actors), moment)
    return True


@router.post("/tables", status_code=201, response_model=TableOut)
async def create_table(body: TableIn, me: Me, db: Db, house: House) -> TableOut:
    """Set a table: the game, the player count, its options, the seats and the time limit.
    A table whose seats are all yours or bots' starts at once (hot-seat, or against bots)."""
    try:
        game = alehouse.game(body.game)
        options = game.check_options(body.players, body.options)
    except AlehouseError as exc:
        raise engine_problem(exc) from None
    if len(body.seats) != body.players:
        raise Problem(422, "bad_seats", f"a table of {body.players} players needs "
                      f"{body.players} seats, not {len(body.seats)}")
    if not any(s.kind == "me" for s in body.seats):
        raise Problem(422, "bad_seats", "take a seat at your own table")
    if me.guest and any(s.kind in ("open", "invite") for s in body.seats):
        raise Problem(403, "guest", "guests play hot-seat and against bots: sign up to play "
                      "with others")
    if body.rated and any(s.kind != "open" and s.kind != "invite" and s.kind != "me"
                          for s in body.seats):
        raise Problem(422, "bad_seats", "a rated table seats only people")
    if body.rated and sum(s.kind == "me" for s in body.seats) > 1:
        raise Problem(422, "bad_seats", "a rated table is not played hot-seat")
    bots = [check_bot(s.bot) if s.kind == "bot" else None for s in body.seats]
    hints = table_hints(body)
    row = MatchRow(id=secrets.token_urlsafe(9), game=game.id, players=body.players,
                   options=options, seed=secrets.randbits(62), status="open", host_id=me.id,
                   timing=body.timing.model_dump(), rated=body.rated, hints=hints,
                   invite=secrets.token_urlsafe(12) if any(s.kind == "invite"
                                                           for s in body.seats) else None,
                   version=0, actors=[], notices=[], created_at=now())
    db.add(row)
    seats = [SeatRow(match_id=row.id, seat=p, kind="person" if s.kind == "me" else s.kind,
                     user_id=me.id if s.kind == "me" else None, taken_over=False)
             for p, s in enumerate(body.seats)]
    for seat, bot in zip(seats, bots, strict=True):
        if bot is not None:
            give_bot(seat, bot)
    db.add_all(seats)
    _start_if_full(row, seats)
    await db.commit()
    await house.matches.announce(Change(row.id, 0, False))
    return await table_out(db, row, seats, me)


@router.get("/levels", response_model=list[LevelOut])
async def bot_levels() -> list[LevelOut]:
    """The bot levels a seat may be given, from the weakest to the strongest, each with what
    to expect of it."""
    return [LevelOut(name=v.name, called=v.called, line=v.line, spec=v.spec)
            for v in levels().values()]


@router.get("/tables", response_model=list[TableOut])
async def open_tables(db: Db, me: Me, game: str | None = None) -> list[TableOut]:
    """Tables waiting for players (newest first), of one game or of all."""
    query = select(MatchRow).where(MatchRow.status == "open")
    if game is not None:
        query = query.where(MatchRow.game == game)
    rows = list((await db.execute(query.order_by(MatchRow.created_at.desc())
                                  .limit(LISTED))).scalars())
    out = []
    for row in rows:
        seats = await _seats(db, row.id)
        if any(s.kind == "open" for s in seats):
            out.append(await table_out(db, row, seats, me))
    return out


@router.get("/tables/{table_id}", response_model=TableOut)
async def table(table_id: str, db: Db, me: Me) -> TableOut:
    """One table: its seats, its state, its clocks."""
    row, seats = await load_row(db, table_id)
    return await table_out(db, row, seats, me)


@router.get("/my/tables", response_model=list[TableOut])
async def my_tables(db: Db, me: Me, finished: int = 10) -> list[TableOut]:
    """Every table you sit at that is open or being played, those awaiting you first, then the
    `finished` most recent finished ones."""
    ids = select(SeatRow.match_id).where(SeatRow.user_id == me.id)
    rows = list((await db.execute(select(MatchRow).where(
        MatchRow.id.in_(ids), MatchRow.status.in_(("open", "playing")))
        .order_by(MatchRow.created_at.desc()))).scalars())
    done = list((await db.execute(select(MatchRow).where(
        MatchRow.id.in_(ids), MatchRow.status == "finished")
        .order_by(MatchRow.finished_at.desc()).limit(max(0, min(finished, 100))))).scalars())
    out = [await table_out(db, row, await _seats(db, row.id), me) for row in rows + done]
    order = {"playing": 1, "open": 2, "finished": 3}
    out.sort(key=lambda t: (not t.awaiting_you, order.get(t.status, 4)))
    return out


@router.post("/tables/{table_id}/join", response_model=TableOut)
async def join(table_id: str, body: JoinIn, me: Me, db: Db, house: House) -> TableOut:
    """Take a free seat (an invite seat needs the table's invite code); the game starts when
    the last seat is taken."""
    if me.guest:
        raise Problem(403, "guest", "guests play hot-seat and against bots: sign up to join "
                      "a table")
    async with house.matches.lock(table_id):
        row, seats = await load_row(db, table_id)
        if row.status != "open":
            raise Problem(409, "not_open", "this table is not taking players")
        if any(s.user_id == me.id and s.kind == "person" for s in seats):
            raise Problem(409, "already_seated", "you already have a seat at this table")

        def free(seat: SeatRow) -> bool:
            if seat.kind == "open":
                return True
            if seat.kind == "reserved":
                return seat.user_id == me.id
            return seat.kind == "invite" and body.invite is not None and \
                row.invite is not None and secrets.compare_digest(body.invite, row.invite)

        if body.seat is not None:
            if body.seat >= len(seats) or not free(seats[body.seat]):
                raise Problem(409, "seat_taken", f"seat {body.seat + 1} is not free for you")
            chosen = seats[body.seat]
        else:
            mine = [s for s in seats if s.kind == "reserved" and s.user_id == me.id]
            candidates = mine or [s for s in seats if free(s)]
            if not candidates:
                raise Problem(409, "table_full", "no seat at this table is free for you")
            chosen = candidates[0]
        chosen.kind, chosen.user_id = "person", me.id
        _start_if_full(row, seats)
        await db.commit()
    await house.matches.announce(Change(row.id, row.version, False))
    return await table_out(db, row, seats, me)


@router.post("/tables/{table_id}/leave", response_model=TableOut)
async def leave(table_id: str, me: Me, db: Db, house: House) -> TableOut:
    """Leave a table: before the start your seat opens again (the host's leaving cancels the
    table); during the game a bot takes your seats over and the table is told."""
    async with house.matches.lock(table_id):
        row, seats = await load_row(db, table_id)
        mine = [s for s in seats if s.user_id == me.id and s.kind == "person"
                and not s.taken_over]
        if not mine:
            raise Problem(409, "not_seated", "you have no seat at this table")
        if row.status == "open":
            if row.host_id == me.id:
                row.status = "cancelled"
            for seat in mine:
                seat.kind, seat.user_id = "open", None
        elif row.status == "playing":
            for seat in mine:
                seat.taken_over = True
                give_bot(seat, house.settings.bot_fallback)
            names = seat_names(row)
            tell(row, f"{me.name} left the game: a bot plays "
                 f"{joined([names[s.seat] for s in mine])} from now on")
        else:
            raise Problem(409, "not_playing", "this game is over")
        await db.commit()
        house.matches.forget(table_id)  # its seats changed: read again at the next move
    await house.matches.announce(Change(row.id, row.version, row.status == "finished"))
    return await table_out(db, row, seats, me)


@router.post("/tables/{table_id}/cancel", response_model=TableOut)
async def cancel(table_id: str, me: Me, db: Db, house: House) -> TableOut:
    """The host calls the table off before it starts."""
    async with house.matches.lock(table_id):
        row, seats = await load_row(db, table_id)
        if row.host_id != me.id:
            raise Problem(403, "not_host", "only the table's host may cancel it")
        if row.status != "open":
            raise Problem(409, "not_open", "only a table that has not started can be cancelled")
        row.status = "cancelled"
        await db.commit()
    await house.matches.announce(Change(row.id, row.version, False))
    return await table_out(db, row, seats, me)


@router.post("/tables/{table_id}/rematch", status_code=201, response_model=TableOut)
async def rematch(table_id: str, me: Me, db: Db, house: House) -> TableOut:
    """A new table like this finished one: the same game, options, time limit, hints and bots,
    each person's seat kept for them (they join it to accept). Asked twice, the same new
    table."""
    async with house.matches.lock(table_id):
        old, old_seats = await load_row(db, table_id)
        if not any(s.user_id == me.id for s in old_seats):
            raise Problem(403, "not_seated", "only the table's players may ask for a rematch")
        if old.status != "finished":
            raise Problem(409, "not_finished", "a rematch follows a finished game")
        existing = (await db.execute(select(MatchRow).where(
            MatchRow.rematch_of == old.id))).scalars().first()
        if existing is not None:
            return await table_out(db, existing, await _seats(db, existing.id), me)
        row = MatchRow(id=secrets.token_urlsafe(9), game=old.game, players=old.players,
                       options=old.options, seed=secrets.randbits(62), status="open",
                       host_id=me.id, timing=old.timing, rated=old.rated, hints=old.hints,
                       invite=old.invite,
                       rematch_of=old.id, version=0, actors=[], notices=[], created_at=now())
        db.add(row)
        seats = []
        for s in old_seats:
            if s.kind == "bot":
                seat = SeatRow(match_id=row.id, seat=s.seat, kind="bot", bot=s.bot,
                               level=s.level)
            elif s.user_id == me.id:
                seat = SeatRow(match_id=row.id, seat=s.seat, kind="person", user_id=me.id)
            elif s.user_id is not None:
                seat = SeatRow(match_id=row.id, seat=s.seat, kind="reserved", user_id=s.user_id)
            else:
                seat = SeatRow(match_id=row.id, seat=s.seat, kind="open")
            seat.taken_over = False
            seats.append(seat)
        db.add_all(seats)
        _start_if_full(row, seats)
        await db.commit()
    await house.matches.announce(Change(row.id, 0, False))
    await house.hub.publish(old.id, {"rematch": row.id})  # the finished table's pages offer it
    return await table_out(db, row, seats, me)


async def _seats(db: AsyncSession, table_id: str) -> list[SeatRow]:
    return list((await db.execute(select(SeatRow).where(SeatRow.match_id == table_id)
                                  .order_by(SeatRow.seat))).scalars())

