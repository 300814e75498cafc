"""The words players read (P4): labels, decision sentences, log lines, refusals and the
terminal screen say it the rulebook's way (sunny and shady spots, the privilege cards and
starting spaces by name, the brewmaster's exchange rate and victory point value, every barrel's
goal), with plurals right and no codes."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    BARREL_1,
    BARREL_2,
    DISC_A,
    DISC_B,
    HOME,
    MONK_SPACES,
    buying,
    goto,
    monk,
    playing,
    refresh,
    refused,
    res,
    scoring,
    set_board,
    set_player,
    st,
)


def labels(m: Match, p: int) -> list[str]:
    return [m.label(a) for a in m.legal_actions(p)]


def screen(m: Match, p: int = 0) -> str:
    text = m.game.render_text(m.view(p))
    assert text is not None
    return text


# --- labels ------------------------------------------------------------------------------------


def test_a_buy_names_the_tile_its_price_and_the_spot_by_side_and_number() -> None:
    m = playing()
    set_player(m, 0, ducats=2, hand=[])
    buying(m, 0, [res("barley", 1)])
    assert labels(m, 0) == (
        [f"Buy barley 1 for 2 ducats onto sunny spot {n}" for n in range(1, 16)]
        + [f"Buy barley 1 for 1 ducat onto shady spot {n}" for n in range(1, 16)])


def test_a_monk_buy_names_the_price_of_the_monk_space() -> None:
    m = playing()
    set_player(m, 0, ducats=1, hand=[])
    buying(m, 0, [monk("B")], space=MONK_SPACES[-1])  # monk cost 1
    assert labels(m, 0) == [f"Buy monk B for 1 ducat onto shady spot {n}" for n in range(1, 16)]


def test_the_emergency_coin_rule_says_what_returning_a_card_means() -> None:
    m = playing()
    set_player(m, 0, hand=["barrels", "colour_count"])
    goto(m, 0, HOME)
    assert labels(m, 0)[-2:] == [
        "Emergency coin rule: return your unplaced barrel privilege card to the game box for "
        "3 ducats",
        "Emergency coin rule: return your unplaced colour count privilege card to the game box "
        "for 3 ducats",
    ]


def test_starting_spaces_are_named_with_their_immediate_reward() -> None:
    m = playing()
    goto(m, 0, HOME)
    assert labels(m, 0)[:4] == [
        "Take the First player starting space: no reward now; you begin the next round, and "
        "your figure there at the end scores 1 victory point",
        "Take the brewmaster starting space: move your brewmaster 1 step forward",
        "Take the resource starting space: move one resource marker of your choice 2 steps "
        "forward",
        "Take the money starting space: take 2 ducats",
    ]


def test_the_resource_starting_space_names_the_steps_of_each_marker() -> None:
    m = playing()
    goto(m, 0, HOME)
    m.act(0, A.ChooseStart("resource"))
    assert m.decision is not None
    assert m.decision.text == "Green chooses the resource marker that moves 2 steps"
    assert labels(m, 0)[0] == "Move your wood marker 2 steps forward"


def test_a_move_names_the_space_and_what_lies_there() -> None:
    m = playing()
    set_board(m, resources={1: [res("hops", 3), res("wood", 2)]}, monks={3: [monk("A")]},
              discs={DISC_A: 1})
    set_player(m, 0, garden={"shade1": res("wood", 1)}, brewmaster=1)
    assert labels(m, 0)[:4] == [
        "Move to space 1 (resource space): wood 2 and hops 3",
        "Move to space 3 (monk space, monk cost 4): monk A",
        "Move to space 4 (scoring disc space A)",
        "Move to space 14 (barrel space): take 1 large barrel (goal 1)",
    ]
    assert labels(m, 0)[-6] == "Move to the starting area (you are out for the rest of this round)"


def test_a_barrel_space_names_every_barrel_it_gives() -> None:
    m = playing()
    st(m).large_barrels[1] = False
    refresh(m)
    set_player(m, 0, brewmaster=1, markers=[20, 1, 1, 1, 1])  # goals 1, 2 and 9
    move = next(label for label in labels(m, 0) if label.startswith(f"Move to space {BARREL_1}"))
    assert move == ("Move to space 14 (barrel space): take 2 large barrels (goal 1 and goal 9) "
                    "and 1 small barrel (goal 2)")


def test_scoring_spots_are_named_as_the_rulebook_does() -> None:
    m = playing()
    set_player(m, 0, garden={"shade1": res("wood", 1), "shade2": monk("A")})
    scoring(m, 0, DISC_B)
    assert labels(m, 0)[:1] == [
        "Place the disc on the monk A tile scoring spot: trigger all your monk A tiles"]
    m2 = playing()
    set_player(m2, 0, garden={"shade1": res("wood", 1)})
    scoring(m2, 0, DISC_A)
    assert labels(m2, 0)[0] == ("Place the disc on the x-tile scoring spot: activate all your "
                                "resource tiles with fertility number 1")


def test_privilege_cards_are_named_with_their_reward() -> None:
    m = playing()
    set_player(m, 0, garden={"shade1": res("wood", 1)}, discs=["wood"])
    scoring(m, 0, DISC_A)
    m.act(0, A.NominateFertility(1))
    assert m.decision is not None
    assert m.decision.text == ("Green may place a privilege card at the completed x-tile and "
                               "wood privilege pair")
    assert labels(m, 0)[:6] == [
        "Place the money privilege card: take 12 ducats",
        "Place the brewmaster privilege card: move your brewmaster 5 steps forward",
        "Place the barrel privilege card: at the end of the game, score 1 victory point for "
        "each barrel you have collected",
        "Place the colour count privilege card: move the resource marker of a colour of your "
        "choice 1 step forward per resource tile of that colour on your board",
        "Place the disc count privilege card: move your furthest-behind resource marker 1 step "
        "forward per scoring disc on your tile scoring spots",
        "Place no privilege card (this privilege pair is lost)",
    ]
    m.act(0, A.PlacePrivilege("colour_count"))
    assert labels(m, 0)[0] == "Move your wood marker 1 step forward (1 per wood tile)"


# --- the log -----------------------------------------------------------------------------------


def test_the_log_says_1_ducat_and_names_spots_rewards_and_cards() -> None:
    m = playing()
    set_player(m, 0, ducats=5, hand=["money"])
    buying(m, 0, [res("hops", 1), res("wood", 2)])
    m.act(0, A.BuyResource("hops", 1, "shade3"))
    m.act(0, A.SellPrivilege("money"))
    assert m.log[-2:] == [
        "Green buys hops 1 for 1 ducat onto shady spot 3",
        "Green returns the money privilege card to the game box for 3 ducats (emergency coin "
        "rule)",
    ]


def test_the_log_tells_the_reward_of_the_starting_space_taken() -> None:
    m = playing()
    goto(m, 0, HOME)
    m.act(0, A.ChooseStart("money"))
    assert m.log[-1] == "Green takes the money starting space: 2 ducats"


# --- refusals ------------------------------------------------------------------------------------


def test_refusals_name_spots_and_cards_in_words() -> None:
    m = playing()
    set_player(m, 0, ducats=3, hand=[], garden={"sun3": res("wood", 1)})
    buying(m, 0, [res("hops", 2)])
    assert refused(m, 0, A.BuyResource("hops", 2, "sun3")).reason == (
        "Your sunny spot 3 already holds a tile")
    assert refused(m, 0, A.BuyResource("hops", 2, "sun4")).reason == (
        "On the sunny side hops 2 costs 4 ducats (twice the fertility number); you have 3 "
        "ducats (the emergency coin rule can raise more)")
    assert refused(m, 0, A.SellPrivilege("disc_count")).reason == (
        "You have no unplaced disc count privilege card")
    assert refused(m, 0, A.ChooseStart("money")).reason == (
        "Not possible now: you must buy a tile on this space (or stop, once you have bought one)")


# --- the screen ----------------------------------------------------------------------------------


def test_the_track_reads_without_a_legend() -> None:
    m = playing()
    set_board(m, resources={2: [res("yeast", 4)]}, monks={3: [monk("B")]}, discs={DISC_A: 1})
    set_player(m, 1, position=2)
    lines = screen(m).splitlines()
    assert "   2. resource space: yeast 4   <- here: Orange" in lines
    assert "   3. monk space, monk cost 4: monk B" in lines
    assert "   4. scoring disc space A: 1 scoring disc" in lines
    assert "   7. scoring disc space B: 0 scoring discs" in lines
    assert "  16. scoring disc space A/B/C: 0 scoring discs" in lines
    assert "  26. barrel space" in lines


def test_every_barrel_shows_its_goal_and_who_took_it() -> None:
    m = playing()
    set_player(m, 0, brewmaster=1)
    goto(m, 0, BARREL_2)
    lines = screen(m, 1).splitlines()
    assert ("   1  small left  Your brewmaster has reached at least production spot 1 (large "
            "barrel: Green)") in lines
    assert "  12  both left   A tile in each of the 15 shady spots" in lines
    assert "   Barrels: 1 large barrel (goal 1)" in lines


def test_the_brewmaster_line_says_the_exchange_rate_and_victory_point_value() -> None:
    m = playing()
    text = screen(m)
    assert ("   Brewmaster on production spot -10: resource exchange rate 5:1, victory point "
            "value 2") in text
    assert "   Resource markers: wood 0, yeast -2, hops -4, water -6, barley -8" in text


def test_the_garden_shows_sunny_and_shady_spots_by_number_and_tiles_by_name() -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("barley", 5), "shade1": monk("A")}, sheds=[2])
    rows = screen(m).split("Green (you)")[1].splitlines()
    assert "sunny side" in rows[3] and "shady side" in rows[3]
    assert rows[4].split() == ["barley", "5", "monk", "A"]
    assert rows[5].split() == ["2", "shed", "2", "2"]
    assert "s1" not in screen(m) and "h1" not in screen(m)


def test_privileges_and_discs_are_listed_by_name() -> None:
    m = playing()
    set_player(m, 0, hand=["barrels", "disc_count"], discs=["x", "wood", "A"],
               pairs=["money", "-", "", "", ""])
    text = screen(m)
    assert "   Scoring discs on the tile scoring spots: x-tile, wood, monk A" in text
    assert ("   Completed privilege pairs: x-tile and wood with the money privilege card, yeast "
            "and hops lost") in text
    assert "   Privilege cards in hand: barrel, disc count" in text


def test_the_view_names_codes_for_people_beside_them() -> None:
    m = playing()
    set_player(m, 0, hand=["colour_count"], discs=["x"], start_space=0)
    v = m.view(0)
    me = v["players"][0]
    assert me["starting_space"] == "first_player"
    assert me["starting_space_name"] == "First player starting space"
    assert me["privilege_card_names"] == ["colour count privilege card"]
    assert me["disc_spot_names"] == ["x-tile scoring spot"]
    assert me["privilege_pair_names"][3] == "monk A and monk B privilege pair"
    assert v["track"][15]["name"] == "scoring disc space A/B/C"
