"""The worked examples, each as a test: first those of our rulebook text
(shared/rulebooks/taverns-of-tiefenthal.txt), then those of the publisher's rulebook translation
that REF 2.0 cites for its worked examples (RP: "Wolfgang"), where they fit our rulebook."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A

from .helpers import (
    BARBACK,
    BARD,
    BREWER,
    DISHWASHER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    SERVER,
    TABLE,
    arrival,
    die,
    draft,
    drawn_order,
    evening,
    guest,
    new,
    of_type,
    planning,
    refresh,
    refused,
    seat,
    servers,
    serving,
    set_tavern,
    st,
)

TABLES3 = [[REG1], [REG2], [REG2]]

# --- our rulebook text -------------------------------------------------------------------------


def test_nobles_stacking_at_one_table() -> None:
    """"The first Noble you draw in a turn is placed at a free Table, as usual. Every Noble you
    draw after that you place on top of any previously drawn Nobles, so there will only be 1
    Table of Nobles." ... "you may still only place 1 die on the topmost Noble Card." """
    m = new()
    arrival(m, {RED: [REG1, NOBLE, NOBLE, NOBLE, REG2, REG1], GREEN: [REG2] * 3})
    assert seat(m, RED).tables == [[REG1], [NOBLE, NOBLE, NOBLE], [REG2]]
    planning(m, {RED: [2, 2]})
    m.act(RED, A.Plan(True, 2, "table1", 0))
    refused(m, RED, A.Plan(True, 2, "table1", 0))


def test_dishwasher_plus_ones_several_on_one_die_never_6_to_1() -> None:
    """"For each Dishwasher in your Tavern, you may place 1 die on any action space and treat
    it as if it were 1 number higher. Die values do not wrap around; thus a die of value "6"
    can never be made into a "1" by using a Dishwasher! You may use several Dishwashers on the
    same die to increase its value by more than 1." """
    m = new()
    set_tavern(m, RED, tables=[[guest(4, 5)], [REG1], [REG2]], areas=[DISHWASHER] * 3)
    servers(m, {RED: [DISHWASHER] * 3})
    assert seat(m, RED).boosts == 3
    planning(m, {RED: [3, 6, 1]}, boosts={RED: 3})
    assert A.Plan(True, 6, "table1", 1) not in m.legal_actions(RED)  # never 6 -> 1
    m.act(RED, A.Plan(True, 3, "table0", 2))  # 3 + 2 Dishwashers = 5
    m.act(RED, A.Plan(True, 1, "table2", 1))  # 1 + 1 = 2
    assert seat(m, RED).boosts == 0
    assert [(x.value, x.boost) for x in seat(m, RED).placed] == [(3, 2), (1, 1)]


def test_special_offer_for_a_dishwasher_drawn_next_to_the_dishwashing_area() -> None:
    """"Use of the Special Offer is only possible if a Tavern Card was drawn in Arrival Phase B
    and placed in the area being upgraded (for example, a Dishwasher being drawn and placed next
    to the Dishwashing Area)." """
    m = new()
    serving(m, RED, tables=TABLES3, areas=[DISHWASHER], thalers=6)
    assert A.Upgrade("dishwasher", 1) in m.legal_actions(RED)
    refused(m, RED, A.Upgrade("server", 1))  # no Server drawn
    m.act(RED, A.Upgrade("dishwasher", 1))
    assert seat(m, RED).upgraded == ["dishwasher"] and seat(m, RED).thalers == 0


def test_server_pile_empty_gives_a_bard_a_barback_or_a_dishwasher() -> None:
    """"If you recruit a guest that gives a Tavern Helper Card as its bonus, and if there is
    none of the corresponding helper cards left, you receive a substitute ... Example: If the
    Server pile is empty, take a Bard, a Barback or a Dishwasher instead." """
    m = new(modules=5, all_modules_rule=True)
    while st(m).phase == "setup":
        m.act(m.actors[0], m.legal_actions(m.actors[0])[0])
    st(m).piles["server"] = 0
    g = guest(6, 6, bonus="server")
    st(m).row = [-1, g, guest(4, 4), guest(5, 5), guest(6, 0)]
    serving(m, RED, tables=TABLES3, beer=6, reputation=-1)
    m.act(RED, A.Recruit(1))
    assert sorted(a.card for a in m.legal_actions(RED)) == [  # type: ignore[attr-defined]
        "barback", "bard", "dishwasher"]
    m.act(RED, A.Substitute("bard"))
    assert drawn_order(m, RED)[:2] == [BARD, g]


def test_start_card_3_moves_3_spaces_and_gets_a_barback() -> None:
    """"Move your Monastery Marker 3 spaces forward on the Monastery Track (you will
    immediately get 1 Barback as a result). Immediately remove 2 Regulars from your draw
    deck." """
    m = new(modules=4)
    st(m).start_cards = [1, 3, 5]
    refresh(m)
    p = m.actors[0]
    barbacks = st(m).piles["barback"]
    m.act(p, A.ChooseStartCard(3))
    assert seat(m, p).monastery == 3 and st(m).piles["barback"] == barbacks - 1
    assert BARBACK in seat(m, p).deck


def test_start_card_5_sets_the_beer_storage_marker_to_5() -> None:
    """"Immediately upgrade your Beer Storage area for free ... You also start the game with 5
    Beers, so set your Beer Storage Marker to 5." """
    m = new(modules=4)
    st(m).start_cards = [1, 3, 5]
    refresh(m)
    p = m.actors[0]
    m.act(p, A.ChooseStartCard(5))
    assert seat(m, p).storage == 5 and "beer_storage" in seat(m, p).upgraded


def test_mixing_actions_thalers_pay_an_upgrade_that_earns_more_beer() -> None:
    """"Often, mixing the actions is more advantageous, i.e, first use some of your earned
    Thalers to pay for an upgrade, which will in turn earn you more Beer, etc." """
    m = new()
    serving(m, RED, tables=[[guest(8, 0)], [guest(8, 6)], [REG2]],
            dice=[die("table0", 3), die("table1", 6), die("table2", 2), die("cashbox", 3),
                  die("barrel", 4)])
    for space in ("table0", "table1", "table2"):
        m.act(RED, A.Use(space))
    assert seat(m, RED).thalers == 6 + 6 + 2
    m.act(RED, A.Upgrade("barrel", 0))
    m.act(RED, A.Use("barrel"))
    assert seat(m, RED).beer == 2  # the upgraded Barrel


def test_neither_enough_tables_nor_brewers_gives_no_bonus_at_all() -> None:
    """"In the rare case that there are neither enough Tables nor enough Brewers at the
    beginning of Turn 8 [the Table-or-Brewer turn], the players do not receive any bonus at
    all." """
    m = new(modules=5, all_modules_rule=True)
    while st(m).phase == "setup":
        m.act(m.actors[0], m.legal_actions(m.actors[0])[0])
    st(m).piles["table"] = 1
    st(m).piles["brewer"] = 0
    evening(m, 5)
    assert not any(d.kind == "turn_bonus" for d in st(m).pending)


def test_upgrades_during_serving_do_not_count_in_the_reputation_phase() -> None:
    """"Even if you upgrade an area during Serving Phase F, which would result in a higher
    production of Thalers or Beer, that additional production does not count since the
    Reputation Phase is performed before Serving Phase F." """
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, dice=[die("cashbox", 1), die("barrel", 1),
                                          die("brewer", 6)], thalers=10, reputation=-1)
    assert seat(m, RED).reputation == 0  # min(1, 2) = 1 step
    m.act(RED, A.Upgrade("cashbox", 0))
    for space in ("cashbox", "barrel", "brewer"):
        m.act(RED, A.Use(space))
    assert seat(m, RED).reputation == 0 and seat(m, RED).thalers == 3


def test_dice_on_an_upgraded_tile_stay_and_pay_the_upgraded_benefit() -> None:
    """"If there were any dice on the upgraded tile, return them to the tile after flipping it
    over." """
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BREWER], dice=[die("brewer", 1), die("brewer", 6)],
            thalers=18)
    m.act(RED, A.Upgrade("brewer", 0))
    m.act(RED, A.Use("brewer"))
    m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer == 2 * (2 + 1)


# --- RP, the publisher's rulebook (translation) --------------------------------------------------


def test_rp_wolfgang_fills_his_tavern() -> None:
    """"Wolfgang's first drawn card is a Noble (A) so he places him at a free Table. Then he
    draws a Table (B), a Waitress (C) and a Beer Supplier (D) ... two Guests (E), which are
    placed at the second and third free Tables. The next card Wolfgang draws is another Noble
    (F) which is placed on top of the previously drawn Noble. He then draws a second Waitress
    (G) ... Finally, he draws a "Regular" Guest (H) and places him at the previously drawn
    Table. Since all Tables are now occupied, Wolfgang does not draw any more cards." """
    g1, g2 = guest(5, 5), guest(6, 6)
    m = new()
    arrival(m, {RED: [NOBLE, TABLE, SERVER, BREWER, g1, g2, NOBLE, SERVER, REG1, REG2],
                GREEN: [REG2] * 3})
    assert seat(m, RED).tables == [[NOBLE, NOBLE], [g1], [g2], [REG1]]
    assert sorted(seat(m, RED).areas) == sorted([TABLE, SERVER, BREWER, SERVER])
    assert drawn_order(m, RED) == [REG2]


def test_rp_wolfgang_rolls_for_a_waitress_and_his_permanent_waitress() -> None:
    """"Wolfgang has previously drawn 1 Waitress, and has also hired a permanent Waitress. He
    may therefore take 2 Dice in his player color and roll them immediately." """
    m = new()
    servers(m, {RED: [SERVER]}, upgraded={RED: ["server"]}, rolls=(4, 1))
    assert seat(m, RED).colour == [1, 4]


def test_rp_four_players_draft_white_dice() -> None:
    """"Wolfgang, the Start Player, takes a "6" Die from his Dice Coaster. Nina also takes "6"
    from her Coaster. Luke takes a "2" and Marie takes a "5". The Coasters are then all passed
    to the left. Wolfgang again takes a "6" from the Coaster passed to him by Marie. Nina takes
    a "5", Luke takes a "4" and Marie takes a "1"." """
    wolfgang, nina, luke, marie = range(4)
    m = new(players=4)
    draft(m, [[6, 5, 2, 3], [6, 4, 1, 2], [2, 1, 3, 4], [5, 6, 4, 4]], start=wolfgang)
    for p, v in ((wolfgang, 6), (nina, 6), (luke, 2), (marie, 5),
                 (wolfgang, 6), (nina, 5), (luke, 4), (marie, 1)):
        assert m.actors == (p,)
        m.act(p, A.PickDie(v))
    assert [seat(m, p).white for p in range(4)] == [[6, 6], [5, 6], [2, 4], [1, 5]]


def test_rp_wolfgang_plans_six_dice() -> None:
    """"Wolfgang has a total of 6 Dice this Round with values of 1, 1, 3, 3, 5 and 6. He places
    2 "1"s and the "6" on the Beer Supplier, the "5" on the Monk, a "3" on 1 of his Guests and
    the other "3" on the Barrel." """
    m = new()
    set_tavern(m, RED, tables=[[guest(3, 3)], [REG2], [REG2]], areas=[])
    planning(m, {RED: [1, 3, 5, 6]}, colour={RED: [1, 3]})
    for white, v, space in ((True, 1, "brewer"), (False, 1, "brewer"), (True, 6, "brewer"),
                            (True, 5, "monk"), (True, 3, "table0"), (False, 3, "barrel")):
        m.act(RED, A.Plan(white, v, space, 0))
    assert seat(m, RED).planned and len(seat(m, RED).placed) == 6


def test_rp_wolfgang_delivers_9_beers() -> None:
    """"Wolfgang places 2 "1" Dice and 1 "6" Die on his Beer Supplier (which has not yet been
    upgraded). Since he has 2 Beer Supplier cards next to the space, he receives 3 Beers for
    each of the Dice, for a total of 9 Beers." """
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BREWER, BREWER],
            dice=[die("brewer", 1), die("brewer", 1), die("brewer", 6)])
    for _ in range(3):
        m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer == 9


def test_rp_wolfgang_returns_a_dishwasher_to_upgrade_for_6() -> None:
    """"Wolfgang has 2 Dishwasher cards placed next to his Dish Washing Area. He decides to
    upgrade this area, and returns 1 of the Dishwasher cards to the general supply. Therefore,
    it only costs him (9 - 3 =) 6 Doubloons to upgrade ... Finally, he takes a Noble card for
    the upgrade and places it face down on top of his draw deck." """
    m = new()
    serving(m, RED, tables=TABLES3, areas=[DISHWASHER, DISHWASHER], thalers=6)
    m.act(RED, A.Upgrade("dishwasher", 1))
    assert seat(m, RED).thalers == 0 and seat(m, RED).areas == [DISHWASHER]
    assert drawn_order(m, RED)[0] == NOBLE


def complete_example() -> Match:
    """RP's "complete action phase": two Dishwashers drawn, a Beer Supplier card; guests
    needing a 6 (pays 6) and a 5 (pays 5, centre table) and a Noble; the Cashbox and the Safe
    upgraded with 5 thalers in it; green 4 (+1) on the 5, green 1 (+1) on the Noble, a white 4
    on the Cashbox and 3 dice on the Beer Supplier."""
    m = new()
    st(m).row = [-1, guest(7, 0, bonus="thalers"), guest(4, 4), guest(5, 5), guest(6, 6)]
    set_tavern(m, RED, tables=[[guest(4, 6)], [guest(5, 5)], [NOBLE]],
               areas=[DISHWASHER, DISHWASHER, BREWER], upgraded=["cashbox", "safe"])
    set_tavern(m, GREEN, tables=TABLES3, areas=[])
    seat(m, RED).safe = 5
    planning(m, {RED: [6, 4, 1, 6]}, colour={RED: [4, 1, 1]}, boosts={RED: 2}, start=RED)
    for white, v, space, boost in ((False, 4, "table1", 1), (False, 1, "table2", 1),
                                   (True, 6, "table0", 0), (True, 4, "cashbox", 0),
                                   (True, 1, "brewer", 0), (True, 6, "brewer", 0),
                                   (False, 1, "brewer", 0)):
        m.act(RED, A.Plan(white, v, space, boost))
    assert st(m).phase == "planning_and_serving" and m.actors == (RED,)
    assert st(m).pending[-1].kind == "serve"
    assert (seat(m, RED).thalers, seat(m, RED).safe) == (5, 0)  # his Safe, taken out
    return m


def test_rp_complete_serving_phase_example() -> None:
    """"He first serves the 2 Guests ... (5 + 6 =) 11 Doubloons. He removes the "4" Die from the
    upgraded Cashbox and receives 3 Doubloons for it. He upgrades his Beer Supplier for 18
    Doubloons ... He moves his Safe Marker down to 1 ... takes a Noble card ... He then serves
    his Noble ... [2 Doubloons] ... He removes the Dice from the Beer Supplier and earns 3 Beers
    for each of them ... 9 Beers. ... recruits a new Guest costing 7 Beers ... stores the 2
    remaining Beers ... As an immediate bonus from the new Guest he receives 3 Doubloons ...
    He therefore pays a total of 3 Doubloons, returns the 2 Dishwasher cards ... takes another
    Noble card." (The Beer Supplier bought with the Noble's 2 Doubloons: the next test.)"""
    m = complete_example()
    m.act(RED, A.Use("table0"))
    m.act(RED, A.Use("table1"))
    assert seat(m, RED).thalers == 5 + 11
    m.act(RED, A.Use("cashbox"))
    m.act(RED, A.Upgrade("brewer", 0))
    assert seat(m, RED).thalers == 1 and drawn_order(m, RED)[0] == NOBLE
    m.act(RED, A.Use("table2"))
    assert seat(m, RED).thalers == 3
    for _ in range(3):
        m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer == 9
    m.act(RED, A.Recruit(1))
    assert seat(m, RED).beer == 2 and seat(m, RED).thalers == 6
    m.act(RED, A.Upgrade("dishwasher", 2))
    assert seat(m, RED).thalers == 3 and "dishwasher" in seat(m, RED).upgraded
    assert drawn_order(m, RED)[:3] == [NOBLE, guest(7, 0, bonus="thalers"), NOBLE]
    m.act(RED, A.EndServing())
    assert (seat(m, RED).safe, seat(m, RED).storage) == (3, 2)


def test_rp_complete_example_buys_a_beer_supplier_with_the_nobles_2_thalers() -> None:
    m = complete_example()
    for space in ("table0", "table1", "cashbox"):
        m.act(RED, A.Use(space))
    m.act(RED, A.Upgrade("brewer", 0))
    m.act(RED, A.Use("table2"))
    assert seat(m, RED).thalers == 3
    assert A.BuyCard("brewer") in of_type(m, RED, A.BuyCard)
    m.act(RED, A.BuyCard("brewer"))
    assert seat(m, RED).thalers == 1 and drawn_order(m, RED)[0] == BREWER
    m.act(RED, A.EndServing())
    assert seat(m, RED).safe == 1  # "his Safe then holds the 1 left"
