"""Accounts: sign up, log in, log out, guests; cookies with CSRF for browsers, bearer tokens for
programs; passwords never stored or logged in the clear; failed log-ins limited."""

from __future__ import annotations

import logging
from pathlib import Path

import httpx
import pytest

from .client import Player, Refused

pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


def test_sign_up_gives_a_bearer_token_that_identifies_the_account(server: str) -> None:
    ann = Player(server, "Ann")
    assert ann.call("GET", "/api/me") == {"id": ann.user["id"], "name": "Ann", "guest": False}


def test_a_name_differing_only_by_case_is_taken(server: str) -> None:
    Player(server, "Ann")
    with pytest.raises(Refused) as refused:
        Player(server, "ANN")
    assert (refused.value.status, refused.value.code) == (409, "name_taken")


@pytest.mark.parametrize(("name", "password", "field"), [
    ("A", "long enough", "name"), ("Ann", "short", "password"), ("<script>", "long enough",
                                                                  "name")])
def test_a_bad_name_or_password_is_refused_naming_the_field(server: str, name: str,
                                                           password: str, field: str) -> None:
    response = httpx.post(f"{server}/api/accounts", json={"name": name, "password": password})
    assert response.status_code == 422
    assert response.json()["code"] == "malformed_request"
    assert response.json()["reason"].startswith(field)


def test_log_in_with_the_password_and_not_without(server: str) -> None:
    Player(server, "Ann", password="right password")
    ok = httpx.post(f"{server}/api/session", json={"name": "ann", "password": "right password",
                                                   "client": "api"})
    assert ok.status_code == 200 and ok.json()["token"]
    wrong = httpx.post(f"{server}/api/session", json={"name": "Ann", "password": "wrong one"})
    assert (wrong.status_code, wrong.json()["code"]) == (401, "bad_login")
    nobody = httpx.post(f"{server}/api/session", json={"name": "Zed", "password": "wrong one"})
    assert nobody.json() == wrong.json()  # says nothing of which names exist


def test_log_out_ends_the_session(server: str) -> None:
    ann = Player(server, "Ann")
    ann.call("DELETE", "/api/session")
    with pytest.raises(Refused) as refused:
        ann.call("GET", "/api/me")
    assert (refused.value.status, refused.value.code) == (401, "not_logged_in")


def test_a_browser_session_needs_its_csrf_token_to_change_anything(server: str) -> None:
    ann = Player(server, "Ann", browser=True)
    assert "Authorization" not in ann.headers
    assert ann.call("GET", "/api/me")["name"] == "Ann"  # reading needs only the cookie
    table = {"game": "heaven-and-ale", "players": 2, "seats": [{"kind": "me"}, {"kind": "bot",
                                                                              "bot": "random"}]}
    forged = ann.http.post("/api/tables", json=table)  # as another site's form would send it
    assert (forged.status_code, forged.json()["code"]) == (403, "csrf")
    assert ann.call("GET", "/api/my/tables") == []
    assert ann.call("POST", "/api/tables", json=table)["status"] == "playing"


def test_the_session_cookie_is_http_only_and_same_site(server: str) -> None:
    response = httpx.post(f"{server}/api/accounts", json={"name": "Ann",
                                                          "password": "long enough"})
    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie


def test_guests_play_alone_or_against_bots_but_not_with_strangers(server: str) -> None:
    guest = Player(server, guest=True)
    assert guest.user["guest"]
    table = guest.table("monastery", [{"kind": "me"}, {"kind": "me"}])  # hot-seat
    assert table["status"] == "playing" and table["yours"] == [0, 1]
    with pytest.raises(Refused) as refused:
        guest.table("monastery", [{"kind": "me"}, {"kind": "open"}])
    assert refused.value.code == "guest"


def test_failed_log_ins_are_limited(server: str) -> None:
    Player(server, "Ann")
    codes = [httpx.post(f"{server}/api/session", json={"name": "Ann", "password": "guess!!!"})
             .json()["code"] for _ in range(12)]
    assert codes[:10] == ["bad_login"] * 10
    assert codes[-1] == "too_many_requests"


def test_passwords_are_never_logged_nor_stored_in_the_clear(server: str, database: str,
                                                           caplog: pytest.LogCaptureFixture
                                                           ) -> None:
    secret = "Tr0ub4dor&3-secret"
    with caplog.at_level(logging.DEBUG):
        Player(server, "Ann", password=secret)
        httpx.post(f"{server}/api/session", json={"name": "Ann", "password": secret})
    assert secret not in caplog.text
    stored = b"".join(p.read_bytes() for p in Path(database.removeprefix("sqlite:///")).parent
                      .glob("alehouse.db*"))
    assert secret.encode() not in stored
    assert b"$argon2id$" in stored


def test_a_body_too_large_is_refused(server: str) -> None:
    ann = Player(server, "Ann")
    response = ann.http.post("/api/tables", headers=ann.headers,
                             content=b'{"game": "' + b"x" * 100_000 + b'"}')
    assert (response.status_code, response.json()["code"]) == (413, "too_large")
