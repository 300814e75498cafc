"""The rulebook's worked examples, each as a test."""

from __future__ import annotations

from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import GOODS

from .helpers import (
    BLUE,
    GREEN,
    MEDIUM,
    PURPLE,
    SMALL,
    YELLOW,
    awaited,
    good,
    new,
    placing,
    queue,
    seat,
    set_player,
    st,
    start_actions,
    start_turn,
)


def test_protection_money_queue_example() -> None:
    """"Blue just has placed their medium Worker and asks the smaller Purple pawn in front of
    the queue for Protection Money. Purple doesn't want to pay, so he must move to the end of
    the queue. Blue then asks the smaller Green Worker. Green accepts to pay and stays where she
    is. The next in line is Purple again, but this Purple Worker is the same size as Blue, so
    Blue can't ask for Protection Money and it stays where it is." """
    m = new(players=3)
    placing(m, start=PURPLE)
    for p in (BLUE, PURPLE, GREEN):
        set_player(m, p, coins=5)
    # Round 1: Purple's and Green's small workers go to Door A, Blue's to the Tavern.
    m.act(PURPLE, A.PlaceWorker("A"))
    m.act(GREEN, A.PlaceWorker("A"))
    m.act(BLUE, A.PlaceWorker("tavern"))
    # Round 2: Purple's medium worker joins Door A (Green pays it), Green's goes to the Tavern.
    m.act(PURPLE, A.PlaceWorker("A"))
    m.act(GREEN, A.PayProtection())
    m.act(GREEN, A.PlaceWorker("tavern"))
    assert queue(m, "A") == [(PURPLE, SMALL), (GREEN, SMALL), (PURPLE, MEDIUM)]
    coins = {p: seat(m, p).coins for p in (BLUE, PURPLE, GREEN)}

    m.act(BLUE, A.PlaceWorker("A"))  # Blue places the medium worker
    assert awaited(m) == {"kind": "protection", "player": PURPLE, "door": "A", "asker": BLUE}
    m.act(PURPLE, A.RefuseProtection())  # Purple's small worker goes to the end of the queue
    assert awaited(m) == {"kind": "protection", "player": GREEN, "door": "A", "asker": BLUE}
    m.act(GREEN, A.PayProtection())  # Green pays and stays
    # Purple's medium worker is as big as Blue's: not asked. Placement goes on (Purple's turn).
    assert awaited(m) == {"kind": "place_worker", "player": PURPLE, "worker": "large"}
    assert queue(m, "A") == [(GREEN, SMALL), (PURPLE, MEDIUM), (BLUE, MEDIUM), (PURPLE, SMALL)]
    assert seat(m, BLUE).coins == coins[BLUE] + 1
    assert seat(m, GREEN).coins == coins[GREEN] - 1
    assert seat(m, PURPLE).coins == coins[PURPLE]


def test_yellow_sells_two_small_goats_and_one_large_goat_for_3_3_and_8_coins() -> None:
    """"Yellow is selling Goats. He has 2 small Goats and 1 large one. He decides to sell all 3
    and gets 3 coins for each of the small Goat and 8 coins for the large one." """
    m = new(players=4)
    set_player(m, YELLOW, coins=0, goods={"goat": 2, "large_goat": 1, "pig": 1})
    goats = st(m).supply_goods[GOODS.index("goat")]
    start_turn(m, "B", YELLOW, month=3, space=1)  # month 3: no selling bonus for Goats
    m.act(YELLOW, A.Sell("doorway", "goat", 2, 1))
    assert seat(m, YELLOW).coins == 3 + 3 + 8
    assert good(m, YELLOW, "goat") == good(m, YELLOW, "large_goat") == 0
    assert st(m).supply_goods[GOODS.index("goat")] == goats + 3  # back, small side up
    # "[He] could not sell another type of Animal or Good now"
    assert not any(isinstance(a, A.Sell) for a in m.legal_actions(YELLOW))
    assert "Yellow sells 3 Goat cards for 14 coins" in m.log


def test_yellow_may_sell_something_else_or_goats_again_with_a_later_sell_action() -> None:
    """"Andy could not sell another type of Animal or Good now, but if he is able to activate
    this action again later, Yellow could sell something else, or even Goats again if he wanted
    to (you don't have to sell all of an animal or good that you have)." """
    m = new(players=4)
    set_player(m, YELLOW, coins=0, goods={"goat": 2, "pig": 1})
    start_actions(m, {"B": [(YELLOW, SMALL), (YELLOW, MEDIUM)]}, month=3, hold=True)
    m.act(YELLOW, A.ChooseSpace(1))  # Sell | Earn
    m.act(YELLOW, A.Sell("doorway", "goat", 1, 0))  # one Goat of two
    assert not any(isinstance(a, A.Sell) for a in m.legal_actions(YELLOW))
    m.act(YELLOW, A.EndTurn())
    m.act(YELLOW, A.ChooseSpace(2))  # his second worker: Sell | Flip 1
    sales = {(a.good, a.small, a.large) for a in m.legal_actions(YELLOW)
             if isinstance(a, A.Sell)}
    assert sales == {("goat", 1, 0), ("pig", 1, 0)}


def test_red_sells_two_hops_in_month_2_for_6_coins_and_receives_1_peat() -> None:
    """"In the 2nd Month Red takes the Sell Hops action. He sells 2 Hops cards and receives 3
    coins for each (6 coins total). He then receives one Peat card from the Supply."
    (The code's colours are Blue, Purple, Green and Yellow: Red is seat 0 here.)"""
    red = BLUE
    m = new(players=2)
    set_player(m, red, coins=0, goods={"hops": 2})
    peat = st(m).supply_goods[GOODS.index("peat")]
    start_turn(m, "B", red, month=2, space=1)
    m.act(red, A.Sell("doorway", "hops", 2, 0))
    assert seat(m, red).coins == 6
    assert good(m, red, "hops") == 0 and good(m, red, "peat") == 1
    assert st(m).supply_goods[GOODS.index("peat")] == peat - 1
    assert st(m).supply_goods[GOODS.index("hops")] == 12 + 2
