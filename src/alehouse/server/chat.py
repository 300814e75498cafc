"""A table's chat: short lines from the table's players, HTML-escaped, limited in length and
rate, and silent while the game forbids talk (Monastery's Vow of Silence, through
`Match.talk_allowed`). Everyone watching the table reads it; each new line is pushed to the
table's sockets."""

from __future__ import annotations

import html
import unicodedata

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from .deps import Db, House, Me
from .live import now
from .models import ChatRow
from .problems import Problem, ProblemBody
from .schemas import Strict
from .seeing import SILENCE
from .timing import aware

router = APIRouter(prefix="/api/matches", tags=["chat"],
                   responses={401: {"model": ProblemBody}, 403: {"model": ProblemBody},
                              404: {"model": ProblemBody}, 409: {"model": ProblemBody},
                              422: {"model": ProblemBody}, 429: {"model": ProblemBody}})

READ_AT_ONCE = 200



class ChatIn(Strict):
    text: str = Field(min_length=1, max_length=2000)


class ChatLine(BaseModel):
    id: int
    name: str
    text: str = Field(description="HTML-escaped")
    at: str


def clean(text: str, limit: int) -> str:
    """The line as it is kept: control characters refused, spaces trimmed, `limit` at most."""
    text = text.strip()
    if any(unicodedata.category(c) in ("Cc", "Cf") and c not in "\t" for c in text):
        raise Problem(422, "bad_chat", "a chat line holds no control characters")
    if not text:
        raise Problem(422, "bad_chat", "the line is empty")
    if len(text) > limit:
        raise Problem(422, "bad_chat", f"a chat line has at most {limit} characters")
    return text


async def lines(db: AsyncSession, match_id: str, after: int) -> list[ChatLine]:
    rows = (await db.execute(select(ChatRow).where(ChatRow.match_id == match_id,
                                                   ChatRow.id > after)
                             .order_by(ChatRow.id).limit(READ_AT_ONCE))).scalars()
    return [ChatLine(id=r.id, name=r.name, text=html.escape(r.text),
                     at=aware(r.at).isoformat()) for r in rows]


@router.get("/{match_id}/chat", response_model=list[ChatLine])
async def read(match_id: str, db: Db, house: House,
               after: int = Query(0, ge=0, description="the last line already read")
               ) -> list[ChatLine]:
    """The table's chat after line `after`, oldest first."""
    await house.matches.read(match_id, db)  # not_found for no such table
    return await lines(db, match_id, after)


@router.post("/{match_id}/chat", status_code=201, response_model=ChatLine)
async def say(match_id: str, body: ChatIn, db: Db, house: House, me: Me) -> ChatLine:
    """Say something at a table where you sit."""
    row, seats, held = await house.matches.read(match_id, db)
    if not any(s.user_id == me.id for s in seats):
        raise Problem(403, "not_seated", "only the table's players talk at it")
    if held is not None and not held.match.talk_allowed:
        raise Problem(409, "silence", SILENCE)
    text = clean(body.text, house.settings.chat_length)
    house.limits.check_chat(f"user:{me.id}")
    line = ChatRow(match_id=match_id, user_id=me.id, name=me.name, text=text, at=now())
    db.add(line)
    await db.commit()
    await house.hub.publish(match_id, {"version": row.version, "chat": line.id})
    return ChatLine(id=line.id, name=line.name, text=html.escape(text),
                    at=aware(line.at).isoformat())
