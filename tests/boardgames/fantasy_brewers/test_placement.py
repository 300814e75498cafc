"""Rulebook: Phase 1: Place Worker pawns (placement order, the queues at the City Doors,
Protection Money, the Tavern, the Immediate Placement Bonus)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import DOORS
from alehouse.boardgames.fantasy_brewers.state import SEASONAL, Worker

from .helpers import (
    BLUE,
    GREEN,
    LARGE,
    MEDIUM,
    PURPLE,
    SMALL,
    awaited,
    down,
    kinds,
    new,
    placing,
    queue,
    refresh,
    refused,
    seat,
    set_player,
    st,
    up,
)


def place(m: Match, location: str) -> int:
    """The player whose turn it is places their next worker at `location`; returns who."""
    p = m.actors[0]
    m.act(p, A.PlaceWorker(location))
    return p


def position(m: Match, placed: int, queues: dict[str, list[tuple[int, int]]],
             start: int = BLUE, coins: int = 5) -> None:
    """Phase 1 with `placed` workers already down (queues as given, front first) and every
    player holding only `coins`."""
    placing(m, start=start)
    for p in range(len(st(m).players)):
        set_player(m, p, coins=coins)
    st(m).placed = placed
    for door, ws in queues.items():
        st(m).queues[DOORS.index(door)] = [Worker(o, s) for o, s in ws]
    refresh(m)


def test_workers_are_placed_clockwise_from_the_starting_player_smallest_first() -> None:
    m = new(players=3)
    placing(m, start=PURPLE)
    order = []
    for _ in range(9):
        d = m.view(None)["decision"]
        order.append((d["player"], d["worker"]))
        place(m, "A")
        while st(m).pending and st(m).pending[-1].kind == "protection":
            m.act(m.actors[0], A.PayProtection())
    assert order == [(1, "small"), (2, "small"), (0, "small"),
                     (1, "medium"), (2, "medium"), (0, "medium"),
                     (1, "large"), (2, "large"), (0, "large")]


def test_seasonal_worker_is_placed_last_by_its_owner_in_a_two_player_game() -> None:
    m = new(players=2)
    placing(m, start=BLUE)
    st(m).seasonal_owner = BLUE
    refresh(m)
    for _ in range(6):
        place(m, "B")
        while st(m).pending and st(m).pending[-1].kind == "protection":
            m.act(m.actors[0], A.PayProtection())
    assert awaited(m) == {"kind": "place_worker", "player": BLUE, "worker": "seasonal"}


def test_a_worker_is_placed_at_the_tavern_or_under_one_of_the_three_doors() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    assert m.legal_actions(BLUE) == [A.PlaceWorker(loc) for loc in ("tavern", "A", "B", "C")]
    refused(m, BLUE, {"type": "place_worker", "location": "D"}, code="malformed_action")


def test_workers_queue_at_a_door_in_order_of_placement() -> None:
    m = new(players=3)
    position(m, 0, {}, coins=0)
    for _ in range(3):
        place(m, "C")
    assert queue(m, "C") == [(BLUE, SMALL), (PURPLE, SMALL), (GREEN, SMALL)]


def test_a_player_may_have_several_workers_at_the_same_place() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    for _ in range(4):
        place(m, "A")
        while kinds(m)[-1] == "protection":
            m.act(m.actors[0], A.PayProtection())
    assert queue(m, "A") == [(0, SMALL), (1, SMALL), (0, MEDIUM), (1, MEDIUM)]


def test_protection_money_is_asked_only_of_smaller_workers_ahead() -> None:
    m = new(players=3)
    # Blue places the medium worker behind Green's medium (same size) and Purple's small.
    position(m, 3, {"A": [(GREEN, MEDIUM), (PURPLE, SMALL)]})
    place(m, "A")
    assert m.actors == (PURPLE,)
    assert awaited(m) == {"kind": "protection", "player": PURPLE, "door": "A", "asker": BLUE}
    assert m.legal_actions(PURPLE) == [A.PayProtection(), A.RefuseProtection()]
    m.act(PURPLE, A.PayProtection())
    # Green's same-size worker is never asked: the next decision is Purple's placement.
    assert m.view(None)["decision"]["kind"] == "place_worker"
    assert seat(m, GREEN).coins == 5


def test_protection_money_is_never_asked_of_your_own_workers() -> None:
    m = new(players=3)
    position(m, 3, {"A": [(BLUE, SMALL)]})
    place(m, "A")
    assert awaited(m) == {"kind": "place_worker", "player": PURPLE, "worker": "medium"}
    assert queue(m, "A") == [(BLUE, SMALL), (BLUE, MEDIUM)]


def test_protection_money_is_paid_to_the_asking_player_not_the_supply() -> None:
    m = new(players=3)
    position(m, 3, {"A": [(PURPLE, SMALL)]})
    place(m, "A")
    m.act(PURPLE, A.PayProtection())
    assert (seat(m, BLUE).coins, seat(m, PURPLE).coins) == (6, 4)
    assert queue(m, "A") == [(PURPLE, SMALL), (BLUE, MEDIUM)]
    assert "Purple pays Blue 1 coin of Protection Money at Door A" in m.log


def test_refusing_protection_money_moves_the_worker_behind_the_one_just_placed() -> None:
    m = new(players=3)
    position(m, 3, {"B": [(PURPLE, SMALL), (GREEN, SMALL)]})
    place(m, "B")
    m.act(PURPLE, A.RefuseProtection())
    assert queue(m, "B") == [(GREEN, SMALL), (BLUE, MEDIUM), (PURPLE, SMALL)]
    assert seat(m, PURPLE).coins == 5 and seat(m, BLUE).coins == 5


def test_protection_money_asking_goes_on_to_every_smaller_worker_in_line() -> None:
    m = new(players=3)
    position(m, 3, {"C": [(PURPLE, SMALL), (GREEN, SMALL)]})
    place(m, "C")
    m.act(PURPLE, A.PayProtection())
    assert m.actors == (GREEN,)  # then the second smaller worker in line is asked
    m.act(GREEN, A.RefuseProtection())
    assert queue(m, "C") == [(PURPLE, SMALL), (BLUE, MEDIUM), (GREEN, SMALL)]
    assert seat(m, BLUE).coins == 6


def test_a_player_asked_twice_pays_for_each_smaller_worker() -> None:
    m = new(players=3)
    position(m, 6, {"A": [(PURPLE, SMALL), (PURPLE, MEDIUM)]})  # Blue places the large one
    place(m, "A")
    m.act(PURPLE, A.PayProtection())
    m.act(PURPLE, A.PayProtection())
    assert seat(m, PURPLE).coins == 3 and seat(m, BLUE).coins == 7


def test_a_player_who_cannot_pay_protection_money_must_go_to_the_back() -> None:
    m = new(players=3)
    position(m, 3, {"A": [(PURPLE, SMALL)]})
    seat(m, PURPLE).coins = 0
    place(m, "A")
    assert m.view(None)["decision"]["kind"] == "place_worker"  # Purple was not asked
    assert queue(m, "A") == [(BLUE, MEDIUM), (PURPLE, SMALL)]


def test_a_worker_sent_to_the_back_does_not_ask_for_protection_money() -> None:
    m = new(players=3)
    position(m, 6, {"A": [(GREEN, SMALL), (PURPLE, MEDIUM)]})  # Blue places the large one
    place(m, "A")
    m.act(GREEN, A.PayProtection())
    m.act(PURPLE, A.RefuseProtection())
    # Purple's medium now stands behind Green's small, yet Green is not asked by Purple.
    assert queue(m, "A") == [(GREEN, SMALL), (BLUE, LARGE), (PURPLE, MEDIUM)]
    assert awaited(m) == {"kind": "place_worker", "player": PURPLE, "worker": "large"}


def test_only_the_asked_player_decides_on_protection_money() -> None:
    m = new(players=3)
    position(m, 3, {"A": [(PURPLE, SMALL)]})
    place(m, "A")
    refused(m, BLUE, A.PayProtection(), code="not_your_turn")
    refused(m, PURPLE, A.PlaceWorker("B"))


def test_seasonal_worker_also_asks_for_protection_money_for_its_owner() -> None:
    m = new(players=2)
    position(m, 6, {"A": [(BLUE, SMALL), (PURPLE, SMALL), (BLUE, LARGE)]})
    st(m).seasonal_owner = PURPLE
    refresh(m)
    place(m, "A")
    # Blue's small is asked; Purple's own small is not; Blue's large is as big (ASSUMPTION:
    # the Seasonal Worker counts as a large worker, board.toml [workers]).
    assert awaited(m) == {"kind": "protection", "player": BLUE, "door": "A", "asker": PURPLE}
    m.act(BLUE, A.PayProtection())
    assert seat(m, PURPLE).coins == 6
    assert queue(m, "A")[-1] == (PURPLE, SEASONAL)
    assert st(m).phase != "placement"  # the Seasonal Worker was the last placement


def test_tavern_workers_stand_in_no_queue_and_ask_no_protection_money() -> None:
    m = new(players=3)
    position(m, 6, {"A": [(PURPLE, SMALL)]})
    st(m).tavern = [Worker(PURPLE, SMALL), Worker(GREEN, MEDIUM)]
    refresh(m)
    place(m, "tavern")
    assert awaited(m) == {"kind": "place_worker", "player": PURPLE,
                          "worker": "large"}  # nobody was asked to pay
    assert len(st(m).tavern) == 3 and queue(m, "A") == [(PURPLE, SMALL)]
    assert seat(m, PURPLE).coins == 5 and seat(m, GREEN).coins == 5


def test_the_tavern_takes_any_number_of_workers() -> None:
    m = new(players=4)
    position(m, 0, {"A": [(GREEN, SMALL)]}, coins=0)  # one worker to act in Phase 2
    for _ in range(12):
        place(m, "tavern")
    assert len(st(m).tavern) == 12
    assert st(m).phase == "actions" and m.view(None)["decision"]["door"] == "A"


def test_smallest_worker_at_door_a_gets_2_coins() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    place(m, "A")
    assert seat(m, BLUE).coins == 2


def test_smallest_worker_at_door_b_turns_a_black_festival_token_white_and_gets_1_coin() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    seat(m, BLUE).festival_white, seat(m, BLUE).festival_black = 0, 2
    place(m, "B")
    assert seat(m, BLUE).coins == 1
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (1, 1)


def test_door_b_bonus_without_a_black_festival_token_is_just_the_coin() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    seat(m, BLUE).festival_white = 2
    place(m, "B")
    assert seat(m, BLUE).coins == 1
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (2, 0)


def test_smallest_worker_at_door_c_gets_1_coin_and_turns_an_assistant_face_up() -> None:
    m = new(players=2)
    position(m, 0, {}, coins=0)
    set_player(m, BLUE, down={"grower": 1, "brewer": 1})
    place(m, "C")
    assert seat(m, BLUE).coins == 1
    assert m.actors == (BLUE,) and awaited(m) == {"kind": "flip", "player": BLUE, "count": 1}
    assert m.legal_actions(BLUE) == [A.Flip("grower"), A.Flip("brewer")]
    m.act(BLUE, A.Flip("brewer"))
    assert (up(m, BLUE, "brewer"), down(m, BLUE, "grower")) == (1, 1)
    assert m.actors == (PURPLE,)  # only one Assistant turns


def test_any_worker_at_the_tavern_gets_1_coin_a_festival_token_and_two_assistants() -> None:
    m = new(players=2)
    position(m, 4, {}, coins=0)  # Blue places the large worker
    set_player(m, BLUE, down={"grower": 2, "labourer": 1}, festival=(0, 2))
    place(m, "tavern")
    assert seat(m, BLUE).coins == 1
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (1, 1)
    m.act(BLUE, A.Flip("grower"))
    m.act(BLUE, A.Flip("labourer"))
    assert (up(m, BLUE, "grower"), up(m, BLUE, "labourer"), down(m, BLUE, "grower")) == (1, 1, 1)
    assert m.actors == (PURPLE,)


def test_tavern_turns_one_assistant_when_only_one_is_face_down() -> None:
    m = new(players=2)
    position(m, 2, {}, coins=0)
    set_player(m, BLUE, down={"brewer": 1})
    place(m, "tavern")
    assert up(m, BLUE, "brewer") == 1 and m.actors == (PURPLE,)


@pytest.mark.parametrize("door", ["A", "B", "C"])
@pytest.mark.parametrize("placed", [2, 4])  # Blue's medium, then Blue's large worker
def test_never_a_door_placement_bonus_for_a_worker_other_than_your_smallest(
        door: str, placed: int) -> None:
    m = new(players=2)
    position(m, placed, {}, coins=0)
    set_player(m, BLUE, down={"grower": 1}, festival=(0, 2))
    place(m, door)
    assert seat(m, BLUE).coins == 0
    assert seat(m, BLUE).festival_black == 2
    assert down(m, BLUE, "grower") == 1


def test_seasonal_worker_gets_no_door_placement_bonus() -> None:
    # ASSUMPTION (REF 2.8): the Seasonal Worker is nobody's smallest worker.
    m = new(players=2)
    position(m, 6, {}, coins=0)
    st(m).seasonal_owner = BLUE
    refresh(m)
    place(m, "A")
    assert seat(m, BLUE).coins == 0


def test_seasonal_worker_at_the_tavern_gets_the_tavern_bonus_for_its_owner() -> None:
    m = new(players=2)
    position(m, 6, {}, coins=0)
    st(m).seasonal_owner = PURPLE
    refresh(m)
    place(m, "tavern")
    assert seat(m, PURPLE).coins == 1 and seat(m, BLUE).coins == 0


def test_after_the_last_placement_the_front_worker_at_door_a_acts_first() -> None:
    m = new(players=3)
    position(m, 8, {"A": [(GREEN, MEDIUM)], "B": [(PURPLE, SMALL)]}, start=PURPLE)
    assert m.view(None)["decision"]["player"] == BLUE
    place(m, "C")
    assert st(m).phase == "actions"
    assert awaited(m) == {"kind": "take_actions", "player": GREEN, "door": "A",
                          "space": None, "done": []}
