"""The rulebook's worked examples, each as a test."""

from __future__ import annotations

from alehouse.boardgames.dice_brewing import actions as A

from .helpers import (
    DRY_STOUT,
    ENGLISH_PALE_ALE,
    MASS_LAGER,
    ORANGE,
    PURPLE,
    RED,
    STRONG_ROASTED_STOUT,
    C,
    arranging,
    brewing,
    colours,
    decision,
    empty_all,
    fields_open,
    finish,
    in_window,
    legal_of,
    new,
    purchasing,
    refused,
    roll_next,
    seat,
    set_player,
    spec,
    st,
    tidy_up,
)


def test_malt_house_speed_up_example() -> None:
    """"I want to raise a malt die value from 3 to 4. To do so, I will place this die on the
    third field of the Malt House. [...] a recipe card [...] that I will be able to brew in
    this round if only I could get a yellow die with a value of 4 [...] I decide to place a
    blue die on this field (I happen to have a blue dice with the value of 3 which is enough),
    rotate the yellow die right away so that it shows 4 and put it in the storage! This way, I
    have just performed my turn, placing two dice of any colour. Now the player on my left can
    proceed with his turn." """
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 b3", storage="k2 g4 g3")
    set_player(m, PURPLE, pool="g2")
    arranging(m, RED)
    st(m).row = [ENGLISH_PALE_ALE, MASS_LAGER, DRY_STOUT]  # yellow 4, black 2, green 4 and 3
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.SpeedUp("M3", "pool", 3))
    assert spec(seat(m, RED).storage) == "y4 k2 g3 g4"  # shows 4 at once, in the storage
    assert legal_of(m, RED, (A.PlaceDie, A.PlaceSeed, A.SpeedUp)) == []  # the turn is full
    m.act(RED, A.EndTurn())
    assert m.actors == (PURPLE,)  # the player on the left
    m.act(PURPLE, A.Pass())
    m.act(RED, A.Pass())
    m.act(PURPLE, A.EndTurn())  # Purple's purchase turn (Purple could store the green 2)
    # ... and in this round's Brewing Beer Phase the recipe can be brewed
    assert decision(m) == {"kind": "brew_turn", "player": RED}
    m.act(RED, A.Brew(0))
    assert seat(m, RED).brewed == [ENGLISH_PALE_ALE]


def test_speed_up_in_a_later_turn_example() -> None:
    """"If, for example, you place a seed token on the first field of the Malt House and a
    light malt die on the second field of the Malt House, next turn you can use the blue skills
    die to get light malt instantly (placing it on the first field) or dark malt (placing it on
    the second field)." """
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y2 b4", seeds=1)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 2))
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.PlaceDie("H2", "pool", "green", 3))
    m.act(PURPLE, A.EndTurn())
    assert legal_of(m, RED, A.SpeedUp) == [A.SpeedUp("M1", "pool", 4),
                                           A.SpeedUp("M2", "pool", 4)]
    roll_next(m, 5)
    m.act(RED, A.SpeedUp("M1", "pool", 4))  # light malt instantly
    assert spec(seat(m, RED).pool) == "y5"
    assert not seat(m, RED).board["M2"].resolved  # the kiln waits for the tidying


def test_school_of_skills_re_roll_example() -> None:
    """"Last round, I left 3 dice that I did not want to transfer to the storage in my active
    pool (mainly because of the low result). Unfortunately, after the roll at the beginning of
    the next round, the results hardly improved [...] I managed to roll a skills die with a
    value of 3 and now I can use it [...] on the School of Skills [...] The value of 3 gives me
    the possibility to use the first or second field of this building. I'm going to choose the
    effect of the first field [...] to get an extra malt and hops roll. [...] Now I have malt
    with the value of 4 and hops with the value of 5. I quickly transfer them to the storage
    [...] I can place one more die or seed token on the board. I do have one seed left, but I
    want to keep it for the next round. [...] I decide to pass." """
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y1 g1 b1", seeds=1)
    set_player(m, PURPLE, pool="k3")
    st(m).priority = PURPLE
    st(m).summer = True  # round 2 is a winter round: no seeds
    roll_next(m, 2, 1, 3)  # the roll at the beginning of round 2: yellow 2, green 1, blue 3
    tidy_up(m)
    assert st(m).round == 2 and decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 0}
    assert spec(seat(m, RED).pool) == "y2 g1 b3"
    school = {a.field for a in legal_of(m, RED, A.PlaceDie) if a.colour == "blue"}
    assert {"S1", "S2"} <= school and "S3" not in school
    m.act(RED, A.PlaceDie("S1", "pool", "blue", 3))
    m.act(RED, A.SelectReroll("pool", "yellow", 2))
    m.act(RED, A.SelectReroll("pool", "green", 1))
    roll_next(m, 4, 5)
    m.act(RED, A.Reroll())
    assert spec(seat(m, RED).pool) == "y4 g5"
    m.act(RED, A.Store("yellow", 4))  # storing is not a turn
    m.act(RED, A.Store("green", 5))
    assert spec(seat(m, RED).storage) == "y4 g5"
    assert A.PlaceSeed("M1") in m.legal_actions(RED)  # one more placement this turn
    m.act(RED, A.EndTurn())  # keeps the seed
    m.act(PURPLE, A.Pass())
    m.act(RED, A.Pass())
    assert seat(m, RED).passed and seat(m, RED).seeds == 1
    assert st(m).phase != "arrange"


def test_blocking_fields_example() -> None:
    """"in a 3 player game, 2 players can put seeds on the same field in the Malt House in
    order to receive a light malt die in the next round. [...] when 2 players occupy the same
    field on their player boards, the third player places the blocking token on this field of
    his own player board. This player cannot use the blocked field during this round. [...]
    you can still use other fields on this building, e.g. raise the value by one." """
    m = new(players=3)
    empty_all(m)
    for p in range(3):
        set_player(m, p, seeds=1, pool="y3")
    arranging(m, RED)
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.PlaceSeed("M1"))
    m.act(PURPLE, A.EndTurn())
    assert "M1" not in fields_open(m, ORANGE)
    refused(m, ORANGE, A.PlaceSeed("M1"))
    m.act(ORANGE, A.PlaceDie("M3", "pool", "yellow", 3))
    tidy_up(m)
    assert colours(seat(m, RED).pool) == colours(seat(m, PURPLE).pool) == {"yellow": 2}
    assert spec(seat(m, ORANGE).storage) == "y4"


def test_unlucky_roll_example_three_1s_are_worth_4_gold() -> None:
    """"I rolled 3 dice with a 1 on them in this round - 1 yellow, 1 green and 1 black. [...]
    I only have 2 gold and I wanted to buy tokens worth 6 gold altogether. This roll gives me
    an additional 4 gold for the duration of this round. Now, I have enough gold to do the
    planned purchase. [...] You do not exchange these dice for gold. You don't have to
    transfer them to the storage [...] (keep them in your active pool)." """
    m = new(players=2, unlucky_roll=True)
    empty_all(m)
    set_player(m, RED, gold=2, pool="y1 g1 k1")
    set_player(m, PURPLE, gold=5)
    purchasing(m, RED, round=3)
    m.act(RED, A.BuyIngredient("spices", "none", 0))  # 3 gold
    m.act(RED, A.BuyToken("withdraw"))  # 3 gold: 6 altogether
    assert seat(m, RED).ingredients == ["spices"] and seat(m, RED).tokens == ["withdraw"]
    assert seat(m, RED).gold == 0
    assert spec(seat(m, RED).pool) == "y1 k1 g1"
    # without the unlucky-roll rule the same purchase is out of reach
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=2, pool="y1 g1 k1")
    purchasing(m, RED, round=3)
    assert legal_of(m, RED, A.BuyIngredient) == []


def test_strong_roasted_stout_brewing_example() -> None:
    """"I have all of the required ingredients in my storage: two yellow dice with 5 and 3
    (the recipe requires 3 and 2), two black dice with 5 and 4 (recipe requires 5 and 3) and
    one green with 4 [...]. I also have two special ingredient tokens: special hops and
    special malt. I can use both in order to enhance the basic recipe (but not at the same
    time [...]). I transfer the used resource dice to the active pool from my storage [...]. I
    also decided to enhance the recipe with special malt which provided me with an additional
    5 gold as well as the 5 mastery points." """
    recipe = C.recipes[STRONG_ROASTED_STOUT]
    assert recipe.name == "Strong Roasted Stout"
    assert recipe.dice == (("yellow", 3), ("yellow", 2), ("black", 5), ("black", 3),
                           ("green", 4))
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=0, storage="y5 y3 k5 k4 g4",
               ingredients=["special_hops", "special_malt"])
    set_player(m, PURPLE, storage="k3 k2 g2")
    brewing(m, RED, row=[STRONG_ROASTED_STOUT, MASS_LAGER, DRY_STOUT])
    m.act(RED, A.Brew(0))
    m.act(RED, A.UseDie(5))  # the yellow 5 for the yellow 3+; the rest follows
    assert legal_of(m, RED, A.Enhance) == [A.Enhance("nothing", 0),
                                           A.Enhance("special_malt", 0),
                                           A.Enhance("special_hops", 0)]
    m.act(RED, A.Enhance("special_malt", 0))
    assert seat(m, RED).gold == 5
    assert seat(m, RED).mastery == 5 + 1  # and +1 MP for brewing any recipe
    assert spec(seat(m, RED).pool) == "y3 y5 k4 k5 g4"
    assert seat(m, RED).storage == []
    assert seat(m, RED).ingredients == ["special_hops"]  # not both at the same time
    assert st(m).market["special_malt"] == 4


def test_withdraw_at_the_beginning_of_the_brewing_phase_example() -> None:
    """"In order to block another player during the Brewing Beer Phase, you can withdraw a die
    that is important to him from the storage and place it in the active pool at the beginning
    of the phase using the "Withdraw the die" action token. In this case, he has no chance to
    transfer the die back to the storage [...]. Since the die is now in the harmed player's
    pool, he is going to have to roll it at the beginning of the next round." """
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, tokens=["withdraw"], storage="y1")
    set_player(m, PURPLE, storage="k6 k2 g2")
    brewing(m, PURPLE, row=[MASS_LAGER, STRONG_ROASTED_STOUT, DRY_STOUT])
    in_window(m, RED, "brew", priority=PURPLE)
    assert A.Withdraw(PURPLE, "black", 6) in m.legal_actions(RED)
    roll_next(m, 2)  # Purple's active pool at the beginning of round 4
    m.act(RED, A.Withdraw(PURPLE, "black", 6))
    assert ("Red plays the action token Withdraw a die and moves Purple's black 6 from "
            "storage back to the active pool") in m.log
    # Purple cannot store it back, so cannot brew Dry Stout: the round ends without a brew
    assert seat(m, PURPLE).brewed == []
    assert "Round 3: Tidying the Workplace Phase" in m.log
    assert spec(seat(m, PURPLE).pool) == "k2"  # rolled at the beginning of round 4
    assert spec(seat(m, PURPLE).storage) == "k2 g2"


def test_end_of_game_example_16_points_added_to_10_make_26() -> None:
    """"4x light malt — Which gives me 4 mastery points; 3x hops — 3 mastery points; 3x dark
    malt — 6 mastery points (3 x 2 mp); 2x brewing skills — Brewing skills do not give any
    mastery points. And 7 coins which gives me 3 mastery points. All together I got:
    4+3+6+3=16 mastery points. Now I have to add this result to my 10 mastery points [...]
    That's how I end the game with 26 mastery points!" """
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=7, mastery=10, pool="y2 g3 b1", storage="y4 y5 y6 g5 g6 k3 k4 k5 b6")
    finish(m)
    assert m.result is not None
    breakdown = m.result.breakdown[RED]
    assert (breakdown["light_malt"], breakdown["hops"], breakdown["dark_malt"],
            breakdown["skills"], breakdown["gold"]) == (4, 3, 6, 0, 3)
    assert sum(v for k, v in breakdown.items() if k != "mastery") == 16
    assert m.result.scores[RED] == 26
    assert m.result.winners == [RED]
