"""The rulebook's worked examples, each as a test. The rulebook names tiles by their printed
colour: green = hops, yellow = barley, blue = water, brown = wood (data/tiles.toml)."""

from __future__ import annotations

from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    DISC_A,
    DISC_B,
    DISC_C,
    buying,
    colour_index,
    finish,
    monk,
    of_type,
    playing,
    refused,
    res,
    scoring,
    seat,
    set_player,
    shed_spots,
    tiles_at,
)


def test_peter_buys_a_green_5_shady_for_5_and_a_yellow_3_sunny_for_6() -> None:
    """"Peter moves his player figure to a resource space that contains one yellow resource
    tile with a fertility number of 3 and one green resource tile with a fertility number of 5.
    Peter buys the green tile (with a fertility number of 5) for 5 ducats and places it in a
    shady spot on his player board. Then he buys the yellow resource tile (with a fertility
    number of 3) for 6 ducats and places it in a sunny spot." """
    m = playing()
    set_player(m, 0, ducats=20)
    buying(m, 0, [res("barley", 3), res("hops", 5)])
    m.act(0, A.BuyResource("hops", 5, "shade4"))
    assert seat(m, 0).ducats == 15
    m.act(0, A.BuyResource("barley", 3, "sun4"))
    assert seat(m, 0).ducats == 9
    assert seat(m, 0).garden[15 + 3] == res("hops", 5) and seat(m, 0).garden[3] == res("barley",
                                                                                     3)
    assert tiles_at(m, 1) == [] and m.actors == (1,)
    assert m.log[-2:] == ["Green buys hops 5 for 5 ducats onto shady spot 4",
                          "Green buys barley 3 for 6 ducats onto sunny spot 4"]


def test_peter_scores_fertility_number_3_with_disc_a() -> None:
    """"Peter moves his player figure to scoring disc space A, takes its scoring disc and
    places it on his x-tile scoring spot. He chooses to score fertility number 3 and this
    activates each of his resource tiles that has a fertility number of 3." """
    m = playing()
    set_player(m, 0, garden={"sun1": res("water", 3), "sun6": res("wood", 3),
                             "shade2": res("barley", 3), "shade8": res("hops", 3),
                             "sun2": res("water", 2), "shade3": res("yeast", 4),
                             "shade4": monk("B")})
    scoring(m, 0, DISC_A)
    m.act(0, A.NominateFertility(3))
    s = seat(m, 0)
    assert s.discs[0] == 1
    assert s.ducats == 25 + 3 + 3                        # the two shady 3s
    assert s.markers == [0 + 3, -2, -4, -6 + 3, -8]      # the two sunny 3s (not the water 2)
    assert s.brewmaster == -10


def test_peters_monks_of_one_type_each_activate_their_neighbours_and_blue_twice() -> None:
    """"Peter places a scoring disc on the tile scoring spot of this monk. Thus each of his
    monks of this type is triggered and activates each tile directly adjacent to it. The blue
    resource tile is activated twice." """
    m = playing()
    set_player(m, 0, garden={"sun4": monk("B"), "sun9": monk("B"),   # both touch sun7
                             "sun7": res("water", 2),                 # blue, between them
                             "sun1": res("hops", 1),                  # touches sun2 only
                             "sun2": res("yeast", 4),                 # next to sun4
                             "sun12": res("wood", 3),                 # next to sun9
                             "shade1": res("barley", 5)})             # next to no B monk
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("B"))
    s = seat(m, 0)
    assert s.markers[colour_index("water")] == -6 + 2 + 2
    assert s.markers[colour_index("yeast")] == -2 + 4
    assert s.markers[colour_index("wood")] == 0 + 3
    assert s.markers[colour_index("hops")] == -4
    assert s.ducats == 25 and s.brewmaster == -10


def test_peters_triggered_monk_activates_the_adjacent_monk_brewmaster_plus_1() -> None:
    """"When Peter triggers the monk, the adjacent monk is activated. This allows him to move
    his brewmaster 1 step forward on the production track of his player board." """
    m = playing()
    set_player(m, 0, brewmaster=4, garden={"shade7": monk("D"), "shade9": monk("A")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("D"))
    assert seat(m, 0).brewmaster == 5


def test_peter_places_disc_c_on_yellow_not_on_the_occupied_green_spot() -> None:
    """"Peter moves to scoring disc space C and decides to place the scoring disc on his yellow
    resource tile scoring spot. This activates all yellow resource tiles on his player board.
    Note that he isn't allowed to place the scoring disc on the green resource tile scoring
    spot, as it is already occupied by a scoring disc." """
    m = playing()
    set_player(m, 0, discs=("hops",),
               garden={"sun3": res("barley", 2), "sun10": res("barley", 4),
                       "shade6": res("barley", 1), "sun1": res("hops", 5),
                       "shade1": res("hops", 3)})
    scoring(m, 0, DISC_C)
    assert [a for a in m.legal_actions(0) if isinstance(a, A.PlaceDisc)] == [
        A.PlaceDisc("barley")]
    refused(m, 0, A.PlaceDisc("hops"))
    m.act(0, A.PlaceDisc("barley"))
    s = seat(m, 0)
    assert s.markers[colour_index("barley")] == -8 + 2 + 4
    assert s.ducats == 25 + 1
    assert s.markers[colour_index("hops")] == -4  # the green tiles are not activated


def test_a_shed_fertility_sum_of_15_gives_brewmaster_1_and_a_2_opposite_shed() -> None:
    """The worked example of "Enclosing A Shed Spot": a shed fertility sum of 15 moves the
    brewmaster 1 step and places the shed tile that activates 2 tiles at opposite edges."""
    m = playing()
    spots = shed_spots(1)  # the middle shed (0,3): 3 sunny and 3 shady neighbours
    fertilities = [3, 2, 4, 1, 3]
    set_player(m, 0, brewmaster=0, garden={s: res("wood", f)
                                           for s, f in zip(spots[:5], fertilities)})
    buying(m, 0, [res("hops", 2)])
    m.act(0, A.BuyResource("hops", 2, spots[5]))  # 3 + 2 + 4 + 1 + 3 + 2 = 15
    assert seat(m, 0).brewmaster == 1
    assert seat(m, 0).sheds[1] == 2
    assert sorted(a.edges for a in of_type(m.legal_actions(0), A.ActivateShed)) == [
        0b001001, 0b010010, 0b100100]
    assert ("Green encloses a shed spot: shed fertility sum 15, brewmaster 1 step forward and a "
            "shed tile that activates 2 tiles at opposite edges") in m.log


def test_brown_marker_on_9_with_value_4_scores_36() -> None:
    """"After applying the resource exchange rate, the brown resource marker has reached the
    production spot numbered 9 and is thus the marker that is the furthest behind on Peter's
    production track. Peter's brewmaster unlocked the victory point value 4. Thus his
    production score is: 9 x 4 = 36 victory points." """
    m = playing()
    # brewmaster 10: rate 3:1, value 4. Brown (wood) on 8: three steps taken back from the
    # markers above 9 bring it to 9; then 9 -> 10 would need 3 steps from markers above 10,
    # and there are none. 9 ducats buy no step.
    set_player(m, 0, ducats=9, brewmaster=10, markers=[8, 10, 10, 10, 12])
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[0]["production"] == 36


def test_brewmaster_chart_examples_3_to_1_value_4_then_4_to_1_value_3_then_5_to_1_value_2(
        ) -> None:
    """"if your brewmaster is on any of these spots, it has unlocked the rate 3:1 and the value
    4. If it has only advanced to any of these spots, it has only unlocked the rate 4:1 and the
    value 3. If it has not even reached the upper part of your production track, the resource
    exchange rate is 5:1 and the victory point value is 2." """
    m = playing()
    for brewmaster, expected in ((10, (3, 4)), (3, (4, 3)), (-4, (5, 2))):
        set_player(m, 0, brewmaster=brewmaster)
        v = m.view(None)["players"][0]
        assert (v["exchange_rate"], v["vp_value"]) == expected
