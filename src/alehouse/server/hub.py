"""Fan-out: who is told when a match changes.

Every server process keeps the WebSockets of its own clients, by match. A change is published
once; with Redis (several processes on one database) it goes through Redis pub/sub and every
process, the publisher included, hands it to its own sockets; without Redis it is handed over
directly. A message says only which match changed and to which version: each socket then reads
its own seat's view, so nothing hidden ever travels through Redis.

A log-out is told the same way, so that every process stops trusting the session it had read
(`auth.forget_session_key`): what travels is the session's key, the hash of its token.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections import defaultdict
from collections.abc import Callable
from typing import Any

log = logging.getLogger("alehouse.server")

CHANNEL = "alehouse:match:"
LOGOUTS = "alehouse:logout"
QUEUE_SIZE = 16
"""Changes a slow socket may fall behind by; it then skips to the newest (it reads by version)."""


class Hub:
    """The sockets of this process by match, and the way changes reach them."""

    def __init__(self, redis_url: str | None = None,
                 on_logout: Callable[[str], None] | None = None) -> None:
        self._on_logout = on_logout
        """Called with a session's key when another process says it was logged out."""
        self._queues: dict[str, set[asyncio.Queue[dict[str, Any]]]] = defaultdict(set)
        self._redis_url = redis_url
        self._redis: Any = None
        self._listener: asyncio.Task[None] | None = None
        self._origin = secrets.token_hex(8)
        """This process, in its messages: it skips its own when Redis hands them back."""

    async def start(self) -> None:
        if self._redis_url is None:
            return
        from redis import asyncio as aioredis

        self._redis = aioredis.from_url(self._redis_url)
        await self._redis.ping()
        pubsub = self._redis.pubsub()
        await pubsub.psubscribe(CHANNEL + "*")
        await pubsub.subscribe(LOGOUTS)
        self._listener = asyncio.create_task(self._listen(pubsub))

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._listener
        if self._redis is not None:
            await self._redis.aclose()

    def subscribe(self, match_id: str) -> asyncio.Queue[dict[str, Any]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue(QUEUE_SIZE)
        self._queues[match_id].add(queue)
        return queue

    def unsubscribe(self, match_id: str, queue: asyncio.Queue[dict[str, Any]]) -> None:
        queues = self._queues.get(match_id)
        if queues is not None:
            queues.discard(queue)
            if not queues:
                del self._queues[match_id]

    def watched(self, match_id: str) -> bool:
        return match_id in self._queues

    async def publish(self, match_id: str, message: dict[str, Any],
                      here: object = None) -> None:
        """Tell every socket watching `match_id`, in every process, about a change. This
        process's sockets get `message` at once, with `here` (what they may use without
        reading the database) under the key "here"; the others through Redis."""
        self._deliver(match_id, {**message, "here": here})
        if self._redis is not None:
            await self._redis.publish(CHANNEL + match_id,
                                      json.dumps({**message, "origin": self._origin}))

    async def logged_out(self, key: str) -> None:
        """Tell the other processes that the session with `key` has ended (this one forgets
        it itself). Redis failing is logged: the others then stop trusting it within
        `auth.REMEMBER_SECONDS`."""
        if self._redis is None:
            return
        try:
            await self._redis.publish(LOGOUTS, json.dumps({"key": key, "origin": self._origin}))
        except Exception:
            log.exception("could not tell the other processes of a log-out")

    def _deliver(self, match_id: str, message: dict[str, Any]) -> None:
        for queue in self._queues.get(match_id, ()):
            if queue.full():
                with contextlib.suppress(asyncio.QueueEmpty):
                    queue.get_nowait()
            queue.put_nowait(message)

    async def _listen(self, pubsub: Any) -> None:
        while True:
            try:
                async for item in pubsub.listen():
                    if item.get("type") not in ("pmessage", "message"):
                        continue
                    channel = item["channel"]
                    channel = channel.decode() if isinstance(channel, bytes) else channel
                    message = json.loads(item["data"])
                    if message.pop("origin", None) == self._origin:
                        continue
                    if channel == LOGOUTS:
                        if self._on_logout is not None:
                            self._on_logout(message["key"])
                    else:
                        self._deliver(channel[len(CHANNEL):], message)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("lost the Redis subscription; subscribing again")
                await asyncio.sleep(1)
                with contextlib.suppress(Exception):
                    await pubsub.psubscribe(CHANNEL + "*")
                    await pubsub.subscribe(LOGOUTS)
