"""The words players read (P4): the rulebook's names for cards, spaces, phases, dice and tracks in
the labels, the log, the screen, the refusals and the groups long lists are narrowed by."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A

from .helpers import (
    BARBACK,
    DISHWASHER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    Entertainer,
    die,
    draft,
    guest,
    new,
    planning,
    refused,
    seat,
    serving,
    set_tavern,
    st,
)

TABLES3 = [[REG1], [REG2], [REG2]]


def screen(m: Match, seat_: int = RED) -> str:
    text = m.game.render_text(m.view(seat_))
    assert text is not None
    return text


def test_the_screen_names_the_turn_the_phase_and_the_modules_as_the_rulebook_does() -> None:
    m = new(modules=3)
    planning(m, {RED: [2, 5]})
    text = screen(m)
    assert text.startswith("Turn 1 of 8, Planning Phase E and Serving Phase F (Modules 1-3)")
    assert "Beer Mug: Red (turn order Red and Green)" in text
    assert screen(new(modules=1)).splitlines()[0].endswith("(Module 1)")
    assert "(Modules 1 and 2)" in screen(new(modules=2))


def test_the_screen_shows_the_display_with_names_and_prices() -> None:
    text = screen(new(modules=3))
    assert ("Tavern Cards (cost in Thalers): Barback 16 (1), Dishwasher 16 (1), Server 14 (2), "
            "Table 14 (2), Brewer 14 (2), Bard 16 (1)") in text
    assert "Nobles: 61 left (1, 2 or 3 for 9, 14 or 18 Beers)" in text
    assert "   3-Beer stack (8 cards), top: 3-Beer Guest: needs a" in text
    assert "Monastery Track bonuses (spaces 0-22): 3: a Barback, 5: 2 Thalers" in text
    assert "Reputation Track: Bartender, 1, 2, Schnapps space, 3" in text
    assert "needs ?" not in text and "[" not in text


def test_the_screen_says_what_each_table_and_space_takes_and_gives() -> None:
    m = new()
    q = guest(5, 0)
    set_tavern(m, RED, tables=[[REG1], [NOBLE, NOBLE], [q]], areas=[BARBACK, BARBACK, DISHWASHER])
    set_tavern(m, GREEN, tables=[[REG2]], areas=[])
    planning(m, {RED: [1, 4]}, colour={RED: [6]}, boosts={RED: 1})
    m.act(RED, A.Plan(True, 1, "table0", 0))
    text = screen(m)
    assert "   Table 1: Regular (needs a 1, pays 1 Thaler); die planned: a white 1" in text
    assert "   Table 2: 2 Nobles (needs a 2 on the topmost, pays 2 Thalers)" in text
    assert "   Table 3: 5-Beer Guest (any die, pays 4 Thalers)" in text
    assert "   Tavern Cards drawn: 2 Barbacks and 1 Dishwasher" in text
    assert ("Action spaces: the Cashbox takes one die of any value; the Barrel takes one die of "
            "any value; the Monk takes any number of 5s; the Brewer takes any number of 1s and "
            "6s; a Table the die its card needs") in text
    assert ("   Each die gives: Cashbox 1 Thaler; Barrel 1 Beer; Monk 1 space on the Monastery "
            "Track; Brewer 1 Beer") in text
    assert "   Dice below the board: white 4; Red 6; Dishwashers left: 1" in text


def test_the_screen_shows_the_coasters_in_front_of_each_player() -> None:
    m = new()
    draft(m, [[1, 2, 3, 4], [3, 4, 5, 6]])
    assert "Dice Coasters: in front of Red: 1, 2, 3, 4; in front of Green: 3, 4, 5, 6" in \
        screen(m)
    assert "Phase D: the white dice on the Dice Coasters are rolled: Red's 1, 2, 3, 4; " \
        "Green's 3, 4, 5, 6" in m.log
    m.act(RED, A.PickDie(2))
    assert "Red takes a white 2 from their own Dice Coaster" in m.log


def test_planning_labels_name_the_die_the_space_and_what_it_gives() -> None:
    m = new()
    set_tavern(m, RED, tables=TABLES3, areas=[])
    set_tavern(m, GREEN, tables=[[REG1]], areas=[])
    planning(m, {RED: [1, 5]}, colour={RED: [3]}, boosts={RED: 1})
    labels = {m.label(a) for a in m.legal_actions(RED)}
    assert "Place a white 1 on table 1: Regular, pays 1 Thaler" in labels
    assert ("Place a white 1 on table 2 with 1 Dishwasher (counts as 2): Regular, pays 2 "
            "Thalers") in labels
    assert "Place a white 5 on the Monk: 1 space on the Monastery Track" in labels
    assert "Place a Red 3 on the Cashbox: 1 Thaler" in labels
    assert m.group_label(A.Plan(True, 5, "monk", 0)) == "Place a white 5"
    assert m.group_label(A.Plan(False, 3, "cashbox", 0)) == "Place a Red 3"
    m.act(RED, A.Plan(True, 5, "monk", 0))
    assert "Red places a white 5 on the Monk" in m.log


def test_serving_labels_and_log_lines() -> None:
    m = new(modules=2)
    serving(m, RED, tables=TABLES3, dice=[die("table1", 2), die("cashbox", 4)], thalers=2,
            schnapps=1, entertainers=[Entertainer("minstrel", "thalers")])
    labels = {m.label(a) for a in m.legal_actions(RED)}
    assert {"Serve the Regular at table 2: 2 Thalers", "Remove the die from the Cashbox: 1 Thaler",
            "Buy a Barback for 1 Thaler", "Buy a Server for 2 Thalers",
            "Pay the Minstrel 1 Schnapps Token: receive 2 Thalers",
            "End your Serving Phase: keep 2 Thalers in the Safe and 0 Beers in the Beer "
            "Storage"} <= labels
    assert m.group_label(A.BuyCard("barback")) == "Buy a Tavern Card"
    assert m.group_label(A.EndServing()) is None
    m.act(RED, A.Use("table1"))
    m.act(RED, A.Entertain("thalers"))
    m.act(RED, A.BuyCard("barback"))
    m.act(RED, A.EndServing())
    for line in ("Red serves the Regular at table 2: 2 Thalers",
                 "Red pays the Minstrel 1 Schnapps Token: receive 2 Thalers",
                 "Red buys a Barback for 1 Thaler",
                 "Red ends their Serving Phase: 2 Thalers in the Safe, 0 Beers in the Beer "
                 "Storage; 3 Thalers lost"):
        assert line in m.log


def test_upgrades_recruits_and_nobles_are_labelled_with_their_prices() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[DISHWASHER], thalers=5, beer=9)
    labels = {m.label(a) for a in m.legal_actions(RED)}
    assert "Upgrade the Safe for 8 Thalers (+1 Noble)" not in labels  # 5 Thalers only
    assert ("Upgrade the Dishwasher for 6 Thalers, returning 1 Dishwasher (Special Offer!) "
            "(+1 Noble)") not in labels
    assert "Recruit 1 Noble for 9 Beers" in labels
    assert any(x.startswith("Recruit the 3-Beer Guest from the 3-Beer stack for 3 Beers: needs a")
               for x in labels)
    m.act(RED, A.RecruitNobles(1))
    assert "Red takes 1 Noble for 9 Beers (face down on top of their deck)" in m.log


def test_entertainer_sides_and_the_turn_track_in_words() -> None:
    m = new(modules=2)
    st(m).players[RED].schnapps = 0
    label = m.game.label(st(m), A.EntertainerSide("service_denied"))
    assert label == ("Place the Magician with this side up: 2 Schnapps Tokens, remove 1 "
                     "Regular or Guest (Service Denied!)")
    assert m.game.label(st(m), A.TakeBonus("die")) == "Take a die of your colour and roll it"
    assert "Turn Track, turn 2: a 3-Beer Guest or a Barback; 1 Schnapps Token; the Minstrel" \
        in screen(new(modules=2))


def test_start_cards_in_words() -> None:
    m = new(modules=4)
    assert m.game.label(st(m), A.ChooseStartCard(7)) == (
        "Start Card 7: 1 Dishwasher; remove 1 Regular from your deck; upgrade the Cashbox for "
        "free")
    assert m.game.label(st(m), A.ChooseStartCard(1)) == "Start Card 1: 1 Server, 1 Table and " \
        "1 Brewer"


def test_refusals_use_the_rulebooks_words() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die("cashbox", 4)], thalers=0)
    assert refused(m, RED, A.BuyCard("server")).reason == "A Server costs 2 Thalers; you have 0"
    assert refused(m, RED, A.Use("barrel")).reason == "No die of yours is on the Barrel"
    assert refused(m, RED, A.RecruitNobles(2)).reason == (
        "2 Nobles cost 14 Beers; you have 0, and 61 are left")
    assert seat(m, RED).thalers == 0


def test_the_legend_explains_the_screen() -> None:
    legend = new().game.legend
    assert "needs" in legend and "Dice Coaster" in legend and "1x" in legend


def test_score_categories_are_the_rulebooks_parts() -> None:
    names = new().game.score_categories
    assert names["schnapps"] == "Schnapps Tokens" and names["tavern_cards"] == "Tavern Cards"


def test_module_5_shows_the_guest_book_and_the_signature_tiles() -> None:
    m = new(modules=5)
    text = screen(m)
    assert ("   Guest Book (Signature Tiles by column): 3/4 Beer: 0 (next: no bonus); 5 Beer: 0 "
            "(next: no bonus); 6 Beer: 0 (next: no bonus); 7/8 Beer: 0 (next: no bonus)") in text
    assert "Signature Tiles in the supply: 35" in text
    assert "; a Signature Tile on it" in text
    assert "Reputation Track: Bartender, 1, 2, Schnapps space, 3, 4, Schnapps or Service " \
        "Denied! space, 5, 6, Signature space, 7, 8, Crown" in text
