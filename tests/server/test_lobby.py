"""The lobby: tables made with their options, seats and time limit, listed, joined (invite
seats only with the invite), left, cancelled; a game starts when its last seat is taken; a
rematch after the end; "my games" with those awaiting me first."""

from __future__ import annotations

import httpx
import pytest

from .client import Player, Refused, pushed

pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


def refusal(call: object, *args: object, **kwargs: object) -> tuple[int, str]:
    with pytest.raises(Refused) as refused:
        call(*args, **kwargs)  # type: ignore[operator]
    return refused.value.status, refused.value.code


def test_a_table_starts_when_its_last_seat_is_taken(server: str) -> None:
    ann, bob, cat = Player(server, "Ann"), Player(server, "Bob"), Player(server, "Cat")
    table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "open"}, {"kind": "open"}],
                      options={"level": "advanced"})
    assert table["status"] == "open" and table["options"] == {"level": "advanced"}
    assert [s["name"] for s in table["seats"]] == ["Blue", "Purple", "Green"]
    assert [t["id"] for t in cat.call("GET", "/api/tables")] == [table["id"]]
    assert bob.join(table["id"], seat=2)["status"] == "open"
    assert refusal(bob.join, table["id"]) == (409, "already_seated")
    joined = cat.join(table["id"])
    assert joined["status"] == "playing" and joined["yours"] == [1]
    assert [s["player"] for s in joined["seats"]] == ["Ann", "Cat", "Bob"]
    assert cat.call("GET", "/api/tables") == []  # no longer open
    assert refusal(Player(server, "Dan").join, table["id"]) == (409, "not_open")


def test_the_seats_bear_the_names_the_game_gives_them(server: str) -> None:
    """Monastery draws the players' colours at setup: the lobby names each seat as the game
    will, before the start and after."""
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    for _ in range(6):
        table = ann.table("monastery", [{"kind": "me"}, {"kind": "open"}])
        before = [s["name"] for s in table["seats"]]
        after = bob.join(table["id"])
        assert [s["name"] for s in after["seats"]] == before
        assert ann.state(table["id"], 0)["names"] == before


def test_an_invite_seat_takes_only_the_invite(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "invite"}])
    assert table["invite"]  # the host sees it
    assert bob.call("GET", f"/api/tables/{table['id']}")["invite"] is None  # others do not
    assert refusal(bob.join, table["id"]) == (409, "table_full")
    assert refusal(bob.join, table["id"], invite="guess") == (409, "table_full")
    assert bob.join(table["id"], invite=table["invite"])["status"] == "playing"


def test_leaving_before_the_start_frees_the_seat_and_the_host_leaving_cancels(
        server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("monastery", [{"kind": "me"}, {"kind": "open"}, {"kind": "open"}])
    bob.join(table["id"])
    after = bob.call("POST", f"/api/tables/{table['id']}/leave")
    assert [s["kind"] for s in after["seats"]] == ["person", "open", "open"]
    gone = ann.call("POST", f"/api/tables/{table['id']}/leave")
    assert gone["status"] == "cancelled"


def test_only_the_host_cancels_and_only_before_the_start(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("monastery", [{"kind": "me"}, {"kind": "open"}])
    assert refusal(bob.call, "POST", f"/api/tables/{table['id']}/cancel") == (403, "not_host")
    assert ann.call("POST", f"/api/tables/{table['id']}/cancel")["status"] == "cancelled"
    assert refusal(bob.join, table["id"]) == (409, "not_open")
    started = ann.table("monastery", [{"kind": "me"}, {"kind": "bot", "bot": "random"}])
    assert refusal(ann.call, "POST", f"/api/tables/{started['id']}/cancel") == (409, "not_open")


@pytest.mark.parametrize(("body", "code"), [
    ({"game": "chess", "players": 2}, "unknown_game"),
    ({"game": "monastery", "players": 6}, "bad_player_count"),
    ({"game": "monastery", "players": 2, "options": {"variant": "blitz"}}, "bad_option_value"),
    ({"game": "monastery", "players": 2, "options": {"speed": 3}}, "unknown_option"),
    ({"game": "monastery", "players": 3}, "bad_seats"),
    ({"game": "monastery", "players": 2, "seats": [{"kind": "open"}, {"kind": "open"}]},
     "bad_seats"),
    ({"game": "monastery", "players": 2, "seats": [{"kind": "me"},
                                                   {"kind": "bot", "bot": "deep-blue"}]},
     "bad_bot"),
    ({"game": "monastery", "players": 2, "seats": [{"kind": "me"}, {"kind": "king"}]},
     "malformed_request"),
    ({"game": "monastery", "players": 2, "timing": {"mode": "live", "minutes": -1}},
     "malformed_request"),
    ({"game": "monastery", "players": 2, "rated": True,
      "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}]}, "bad_seats"),
])
def test_a_bad_table_is_refused_saying_what_is_wrong(server: str, body: dict[str, object],
                                                     code: str) -> None:
    ann = Player(server, "Ann")
    request = {"seats": [{"kind": "me"}, {"kind": "open"}], **body}
    response = ann.http.post("/api/tables", json=request, headers=ann.headers)
    assert (response.status_code, response.json()["code"]) in ((422, code), (403, code))
    assert ann.call("GET", "/api/my/tables") == []


def test_my_games_lists_those_awaiting_me_first(server: str) -> None:
    ann = Player(server, "Ann")
    waiting = ann.table("monastery", [{"kind": "me"}, {"kind": "open"}])
    playing = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "me"}])
    mine = ann.call("GET", "/api/my/tables")
    assert [t["id"] for t in mine] == [playing["id"], waiting["id"]]
    assert mine[0]["awaiting_you"] and not mine[1]["awaiting_you"]


def test_a_rematch_keeps_the_game_the_bots_and_each_persons_seat(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "open"},
                                         {"kind": "bot", "bot": "random"}])
    bob.join(table["id"])
    assert refusal(bob.call, "POST", f"/api/tables/{table['id']}/rematch") == \
        (409, "not_finished")
    for player in (ann, bob):  # both leave: bots finish the game
        player.call("POST", f"/api/tables/{table['id']}/leave")
    finished = wait_for(ann, table["id"], "finished")
    assert "left the game" in " ".join(finished["notices"])
    assert ann.call("GET", f"/api/tables/{table['id']}")["rematch"] is None
    with ann.socket(table["id"]) as socket:  # a finished table's page hears of the rematch
        assert pushed(socket)["type"] == "state"
        again = bob.call("POST", f"/api/tables/{table['id']}/rematch")
        assert pushed(socket) == {"type": "table", "rematch": again["id"]}
    assert ann.call("GET", f"/api/tables/{table['id']}")["rematch"] == again["id"]
    assert again["rematch_of"] == table["id"] and again["status"] == "open"
    assert [s["kind"] for s in again["seats"]] == ["reserved", "person", "bot"]
    assert ann.call("POST", f"/api/tables/{table['id']}/rematch")["id"] == again["id"]
    assert refusal(Player(server, "Cat").join, again["id"]) == (409, "table_full")
    assert ann.join(again["id"])["status"] == "playing"


def wait_for(player: Player, table_id: str, status: str, seconds: float = 120) -> dict[str, object]:
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        state = player.state(table_id)
        if state["status"] == status:
            return state
        time.sleep(0.1)
    raise AssertionError(f"the table did not become {status}")


def test_an_unknown_table_is_not_found(server: str) -> None:
    ann = Player(server, "Ann")
    assert refusal(ann.call, "GET", "/api/tables/nothing") == (404, "not_found")
    assert httpx.get(f"{server}/api/nowhere").json()["code"] == "not_found"
