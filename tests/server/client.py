"""A player of the server's API as a program would be one: an account, its bearer token (or a
browser's cookie and CSRF token), its tables, its moves and its WebSockets."""

from __future__ import annotations

import json
import random
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect


class Refused(AssertionError):
    """The server refused: `status`, `code`, `reason`."""

    def __init__(self, response: httpx.Response) -> None:
        body = response.json()
        super().__init__(f"{response.status_code} {body}")
        self.status, self.code, self.reason = response.status_code, body["code"], body["reason"]


class Player:
    """One client of the API."""

    def __init__(self, base: str, name: str | None = None, *, browser: bool = False,
                 guest: bool = False, password: str = "correct horse") -> None:
        self.base = base
        self.http = httpx.Client(base_url=base, timeout=30)
        self.headers: dict[str, str] = {}
        self.name = name
        if guest:
            body = self.call("POST", "/api/guest",
                             json={"client": "browser" if browser else "api"})
        elif name is not None:
            body = self.call("POST", "/api/accounts", json={
                "name": name, "password": password,
                "client": "browser" if browser else "api"})
        else:
            return
        self.user = body["user"]
        if browser:
            self.headers["X-CSRF-Token"] = body["csrf_token"]
        else:
            self.headers["Authorization"] = f"Bearer {body['token']}"

    def call(self, method: str, path: str, **kwargs: Any) -> Any:
        """The answer's JSON; Refused for anything but a 2xx."""
        response = self.http.request(method, path, headers=self.headers, **kwargs)
        if response.status_code >= 300:
            raise Refused(response)
        return response.json() if response.content else None

    def table(self, game: str, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        body = {"game": game, "players": len(seats), "seats": seats, **extra}
        return dict(self.call("POST", "/api/tables", json=body))

    def join(self, table_id: str, **body: Any) -> dict[str, Any]:
        return dict(self.call("POST", f"/api/tables/{table_id}/join", json=body))

    def state(self, match_id: str, seat: int | None = None, since: int = 0,
              board: bool = False) -> dict[str, Any]:
        params: dict[str, Any] = {"since": since}
        if board:
            params["board"] = "true"
        if seat is not None:
            params["seat"] = seat
        return dict(self.call("GET", f"/api/matches/{match_id}", params=params))

    def move(self, match_id: str, seat: int, version: int, action: Any) -> dict[str, Any]:
        return dict(self.call("POST", f"/api/matches/{match_id}/moves",
                              json={"seat": seat, "version": version, "action": action}))

    def undo(self, match_id: str, seat: int, version: int) -> dict[str, Any]:
        return dict(self.call("POST", f"/api/matches/{match_id}/undo",
                              json={"seat": seat, "version": version}))

    def socket(self, match_id: str, seat: int | None = None) -> ClientConnection:
        url = self.base.replace("http", "ws", 1) + f"/api/matches/{match_id}/live"
        if seat is not None:
            url += f"?seat={seat}"
        headers = {k: v for k, v in self.headers.items() if k == "Authorization"}
        cookie = "; ".join(f"{k}={v}" for k, v in self.http.cookies.items())
        if cookie:
            headers["Cookie"] = cookie
        return connect(url, additional_headers=headers, open_timeout=30)


def pushed(socket: ClientConnection, timeout: float = 30) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(socket.recv(timeout=timeout))
    return message


def newest(socket: ClientConnection, current: dict[str, Any],
           wait: float = 0) -> dict[str, Any]:
    """The newest state among the messages waiting on `socket` (`current` when none), waiting
    up to `wait` seconds for the first."""
    while True:
        try:
            message = json.loads(socket.recv(timeout=wait))
            wait = 0
        except TimeoutError:
            return current
        if message.get("type") == "state":
            current = message


def random_choice(state: dict[str, Any], rng: random.Random) -> int:
    return int(rng.choice(state["legal"])["index"])
