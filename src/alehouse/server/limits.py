"""Bounds on what strangers may send: request sizes, request rates, failed log-ins and chat.

Rates are counted per process in memory (a token bucket per client): behind several workers
each enforces its share, which bounds a flood without a shared store.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .problems import Problem

KEYS_KEPT = 50_000


class Bucket:
    """Token buckets by key: `rate` tokens a second, at most `burst` saved up."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self._state: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, cost: float = 1.0, *, spend: bool = True) -> float:
        """Spend `cost` tokens of `key` (only look, with `spend` False): 0 when there are
        enough, else the seconds to wait."""
        moment = time.monotonic()
        tokens, last = self._state.pop(key, (self.burst, moment))
        tokens = min(self.burst, tokens + (moment - last) * self.rate)
        wait = 0.0
        if tokens >= cost:
            tokens -= cost if spend else 0
        else:
            wait = (cost - tokens) / self.rate
        self._state[key] = (tokens, moment)
        if len(self._state) > KEYS_KEPT:
            self._state.popitem(last=False)
        return wait


class Limits:
    """The server's rate limits."""

    def __init__(self, requests_per_second: float, logins_per_minute: int,
                 chat_per_minute: int) -> None:
        self.requests = Bucket(requests_per_second, requests_per_second * 5)
        self.logins = Bucket(logins_per_minute / 60, logins_per_minute)
        self.chat = Bucket(chat_per_minute / 60, max(1, chat_per_minute // 3))

    def check_login(self, *keys: str) -> None:
        for key in keys:
            wait = self.logins.take(key, spend=False)
            if wait:
                raise _slow_down("too many failed log-ins", wait)

    def failed_login(self, *keys: str) -> None:
        for key in keys:
            self.logins.take(key)

    def check_chat(self, key: str) -> None:
        wait = self.chat.take(key)
        if wait:
            raise _slow_down("you are writing too fast", wait)


def _slow_down(what: str, wait: float) -> Problem:
    seconds = max(1, round(wait))
    return Problem(429, "too_many_requests",
                   f"{what}: wait {seconds} second{'s' if seconds != 1 else ''}",
                   headers={"Retry-After": str(seconds)})


class BodyLimit:
    """ASGI middleware refusing a request body larger than `limit` bytes (413), whether or not
    it says its length, and limiting requests per client (429)."""

    def __init__(self, app: ASGIApp, limit: int, limits: Limits | None = None) -> None:
        self.app, self.limit, self.limits = app, limit, limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self.limits is not None:
            wait = self.limits.requests.take(client_key(scope))
            if wait:
                await _refuse(send, 429, "too_many_requests",
                              "too many requests: slow down", {"retry-after": "1"})
                return
        declared = _header(scope, b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await _refuse(send, 413, "too_large", f"requests are limited to {self.limit:,} bytes")
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise Problem(413, "too_large", f"requests are limited to {self.limit:,} "
                                  "bytes")
            return message

        await self.app(scope, limited, send)


def client_key(scope: Scope) -> str:
    """Whom a request's rate counts against: its session (the token or the cookie, whichever
    it carries) or, without one, its address."""
    for name in (b"authorization", b"cookie"):
        value = _header(scope, name)
        if value:
            return f"{name.decode()}:{hash(value)}"
    client = scope.get("client")
    return "ip:" + (str(client[0]) if client else "unknown")


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return str(value.decode("latin-1"))
    return None


async def _refuse(send: Send, status: int, code: str, reason: str,
                  headers: dict[str, str] | None = None) -> None:
    import json

    body = json.dumps({"code": code, "reason": reason}).encode()
    raw: list[Any] = [(b"content-type", b"application/json"),
                      (b"content-length", str(len(body)).encode())]
    raw += [(k.encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})
