"""Rulebook, Module 3: the Reputation Track (its bonuses, wrapping past the Crown), the
Reputation Phase, the Bards, the new guests, and the reputation VP at the end."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.bonuses import reputation_vp
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT
from alehouse.boardgames.taverns_of_tiefenthal.state import Placed

from .helpers import (
    BARBACK,
    BARD,
    BREWER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    arrival,
    die,
    drawn_order,
    finish,
    guest,
    new,
    of_type,
    planning,
    refused,
    seat,
    serving,
    set_tavern,
    st,
)

C = CONTENT
TABLES3 = [[REG1], [REG2], [REG2]]
# reputation spaces (Module 3): 0 "1", 1 "2", 2 schnapps, 3 "3", 4 "4", 5 schnapps or Service
# Denied, 6 "5", 7 "6", 8 "7", 9 "8", 10 the Crown; -1 is the Bartender
SCHNAPPS, CHOICE, CROWN = 2, 5, 10


def reputation_phase(m: Match, dice: Sequence[Placed], *, tables: Sequence[Sequence[int]] = (
        (guest(5, 5),), (REG2,), (REG1,)), areas: Sequence[int] = (), thalers: int = 0,
        beer: int = 0, upgraded: Sequence[str] = (), start: int = -1) -> int:
    """Red's Serving Phase begins with this plan; returns the steps the Reputation Phase
    moved."""
    serving(m, RED, tables=tables, areas=areas, dice=dice, thalers=thalers, beer=beer,
            upgraded=upgraded, reputation=start, schnapps=0)
    size = len(C.track(st(m).modules))
    return (seat(m, RED).reputation - start) % size if size else 0


def test_reputation_phase_moves_the_lesser_of_planned_thalers_and_beer() -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("table0", 5), die("cashbox", 2), die("brewer", 1),
                                 die("barrel", 3)], areas=[BREWER])
    assert steps == min(5 + 1, 2 + 1)


def test_reputation_phase_when_thalers_are_the_lesser() -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("table1", 2), die("brewer", 6), die("brewer", 1)],
                             areas=[BREWER, BREWER])
    assert steps == min(2, 3 + 3)


def test_reputation_phase_with_no_beer_planned_moves_nothing() -> None:
    m = new(modules=3)
    assert reputation_phase(m, [die("table0", 5), die("cashbox", 1)]) == 0
    assert seat(m, RED).reputation == -1


def test_reputation_phase_counts_barbacks_but_not_the_safe_the_storage_bards_or_the_monk(
        ) -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("table1", 2), die("monk", 5), die("table2", 1)],
                             areas=[BARBACK, BARD, BARD], thalers=5, beer=5, start=-1)
    assert steps == min(2 + 1, 1)
    # the safe and the storage are taken out and the Barback brings its 1 beer, uncounted
    assert (seat(m, RED).thalers, seat(m, RED).beer) == (5, 5 + 1)


def test_reputation_phase_counts_earlier_upgrades() -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("cashbox", 4), die("barrel", 4), die("brewer", 1)],
                             upgraded=["cashbox", "barrel", "brewer"])
    assert steps == min(3, 2 + 2)


def test_upgrades_made_in_serving_do_not_count_for_the_reputation_phase() -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("cashbox", 4), die("barrel", 4)], thalers=20)
    assert steps == 1
    m.act(RED, A.Upgrade("cashbox", 0))
    m.act(RED, A.Upgrade("barrel", 0))
    m.act(RED, A.Use("cashbox"))
    m.act(RED, A.Use("barrel"))
    assert seat(m, RED).reputation == 0


def test_each_player_has_their_reputation_phase_just_before_their_serving_phase() -> None:
    m = new(modules=3)
    set_tavern(m, GREEN, tables=TABLES3, areas=[])
    seat(m, GREEN).placed = [die("table1", 2), die("barrel", 1)]
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)])
    assert (seat(m, RED).reputation, seat(m, GREEN).reputation) == (0, -1)
    m.act(RED, A.EndServing())
    assert seat(m, GREEN).reputation == 0 and m.actors == (GREEN,)


def test_the_reputation_phase_comes_when_the_players_own_planning_ends() -> None:
    m = new(modules=3)
    set_tavern(m, RED, tables=TABLES3, areas=[BARBACK])
    set_tavern(m, GREEN, tables=TABLES3, areas=[])
    for p in (RED, GREEN):
        seat(m, p).reputation = -1
    planning(m, {RED: [1, 3], GREEN: [2, 4]}, start=RED)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    assert seat(m, RED).reputation == -1  # not before all dice are placed
    m.act(RED, A.Plan(True, 3, "barrel", 0))  # 1 thaler; 1 beer + 1 from the Barback
    assert (seat(m, RED).reputation, seat(m, GREEN).reputation) == (0, -1)
    assert st(m).pending[-1].kind == "serve"
    m.act(RED, A.EndServing())
    m.act(GREEN, A.Plan(True, 2, "table1", 0))
    assert seat(m, GREEN).reputation == -1
    m.act(GREEN, A.Plan(True, 4, "barrel", 0))  # 2 thalers, 1 beer
    assert seat(m, GREEN).reputation == 0


def test_no_reputation_before_module_3() -> None:
    m = new(modules=2)
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)])
    assert seat(m, RED).reputation == -1
    assert "reputation" not in m.view(RED)["players"][RED]


# --- the track's bonuses -----------------------------------------------------------------------


def test_reaching_a_schnapps_space_gives_a_schnapps() -> None:
    m = new(modules=3)
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)], start=SCHNAPPS - 1)
    assert seat(m, RED).reputation == SCHNAPPS and seat(m, RED).schnapps == 1


def test_passing_a_schnapps_space_gives_it_too() -> None:
    m = new(modules=3)
    reputation_phase(m, [die("table0", 5), die("barrel", 1), die("brewer", 1)],
                     start=SCHNAPPS - 1)
    assert seat(m, RED).reputation == SCHNAPPS + 1 and seat(m, RED).schnapps == 1


def test_schnapps_or_service_denied_space_is_a_choice() -> None:
    m = new(modules=3)
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)], start=CHOICE - 1)
    assert m.legal_actions(RED) == [A.RepChoice("schnapps"), A.RepChoice("service_denied")]
    m.act(RED, A.RepChoice("service_denied"))
    m.act(RED, A.Deny(1))
    assert seat(m, RED).removed == [REG2] and seat(m, RED).schnapps == 0
    m2 = new(modules=3)
    reputation_phase(m2, [die("cashbox", 1), die("barrel", 1)], start=CHOICE - 1)
    m2.act(RED, A.RepChoice("schnapps"))
    assert seat(m2, RED).schnapps == 1 and st(m2).pending[-1].kind == "serve"


def test_schnapps_or_service_denied_offers_only_schnapps_with_nobody_to_remove() -> None:
    m = new(modules=3)
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1), die("table1", 2)],
                     tables=[[NOBLE], [REG2]], start=CHOICE - 1)
    assert m.legal_actions(RED) == [A.RepChoice("schnapps")]


def test_reaching_the_crown_gives_a_noble() -> None:
    m = new(modules=3)
    nobles = st(m).nobles
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)], start=CROWN - 1)
    assert seat(m, RED).reputation == CROWN
    assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == nobles - 1


def test_moving_past_the_crown_goes_back_to_the_beginning_of_the_track() -> None:
    m = new(modules=3)
    steps = reputation_phase(m, [die("table1", 2), die("cashbox", 1), die("barrel", 1),
                                 die("brewer", 1)], areas=[BREWER], start=CROWN - 1)
    assert steps == 3  # the Crown, then "1" and "2"
    assert seat(m, RED).reputation == 1 and drawn_order(m, RED)[0] == NOBLE
    assert m.view(RED)["players"][RED]["reputation"] == ["number", 2]


def test_steps_on_the_track_cannot_be_forfeited() -> None:
    m = new(modules=3)
    reputation_phase(m, [die("cashbox", 1), die("barrel", 1)])
    assert seat(m, RED).reputation == 0  # moved without a decision


# --- Bards ---------------------------------------------------------------------------------


def test_a_bard_costs_1_thaler_and_goes_on_top_of_the_deck() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, thalers=1)
    m.act(RED, A.BuyCard("bard"))
    assert drawn_order(m, RED)[0] == BARD and seat(m, RED).thalers == 0


def test_assumption_at_most_one_bard_per_turn() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, thalers=5)
    m.act(RED, A.BuyCard("bard"))
    refused(m, RED, A.BuyCard("bard"))


def test_one_tavern_card_of_each_type_a_turn_bards_too_or_any_number_read_the_other_way(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 18 and its other reading (data/readings.toml), which a study variant gives
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, thalers=5)
    m.act(RED, A.BuyCard("bard"))
    assert A.BuyCard("bard") not in m.legal_actions(RED)
    assert refused(m, RED, A.BuyCard("bard")).reason == \
        "You may buy only 1 Tavern Card of each type per turn"
    monkeypatch.setattr(C, "one_bard_a_turn", False)
    m = new(modules=3)
    bards = st(m).piles["bard"]
    serving(m, RED, tables=TABLES3, thalers=5)
    for _ in range(3):
        m.act(RED, A.BuyCard("bard"))
    assert drawn_order(m, RED)[:3] == [BARD] * 3 and st(m).piles["bard"] == bards - 3
    m.act(RED, A.BuyCard("barback"))  # the types listed stay one a turn
    assert A.BuyCard("barback") not in m.legal_actions(RED)
    m.act(RED, A.BuyCard("bard"))
    assert seat(m, RED).thalers == 0
    assert refused(m, RED, A.BuyCard("bard")).reason == "A Bard costs 1 Thaler; you have 0"


def test_each_bard_drawn_gives_an_optional_reputation_step_in_serving() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, areas=[BARD, BARD], reputation=0)
    assert seat(m, RED).bard_steps == 2
    m.act(RED, A.BardStep())
    assert seat(m, RED).reputation == 1
    assert A.BardStep() in m.legal_actions(RED)
    m.act(RED, A.EndServing())  # the second step is given up
    assert seat(m, RED).reputation == 1 and seat(m, RED).bard_steps == 0


def test_bard_steps_collect_track_bonuses() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, areas=[BARD], reputation=SCHNAPPS - 1, schnapps=0)
    m.act(RED, A.BardStep())
    assert seat(m, RED).schnapps == 1


def test_no_bard_step_without_a_bard() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, areas=[BARBACK])
    assert of_type(m, RED, A.BardStep) == []
    refused(m, RED, A.BardStep())


# --- the new guests --------------------------------------------------------------------------


def recruit(m: Match, g: int) -> None:
    st(m).row = [-1, g, guest(8, 6), guest(8, 0), guest(7, 6)]
    st(m).guest_deck = [guest(4, 4)]
    serving(m, RED, tables=TABLES3, beer=C.cards[g].cost, reputation=0, schnapps=0)
    m.act(RED, A.Recruit(1))


def test_a_guest_with_a_reputation_symbol_moves_the_marker_when_recruited() -> None:
    g = guest(7, 0, bonus="reputation", module=3)
    m = new(modules=3)
    recruit(m, g)
    assert seat(m, RED).reputation == 0 + C.cards[g].bonus.reputation == 3


def test_a_guest_with_a_schnapps_symbol_gives_a_schnapps_when_recruited() -> None:
    g = guest(4, 4, bonus="schnapps", module=3)
    m = new(modules=3)
    recruit(m, g)
    assert seat(m, RED).schnapps == 1


def test_new_guests_bonuses_are_not_given_again_when_seated() -> None:
    g, h = guest(4, 3, bonus="reputation", module=3), guest(5, 0, bonus="schnapps", module=3)
    m = new(modules=3)
    seat(m, RED).reputation, seat(m, RED).schnapps = 0, 0
    arrival(m, {RED: [g, h, REG1], GREEN: [REG2] * 3})
    assert seat(m, RED).tables == [[g], [h], [REG1]]
    assert (seat(m, RED).reputation, seat(m, RED).schnapps) == (0, 0)


# --- game end ------------------------------------------------------------------------------


@pytest.mark.parametrize(("position", "points"), [
    (-1, 0), (0, 1), (1, 2), (SCHNAPPS, 2), (3, 3), (4, 4), (CHOICE, 4), (6, 5), (7, 6),
    (8, 7), (9, 8), (CROWN, 0)])
def test_reputation_vp_is_the_number_or_the_one_before_a_schnapps_space_and_none_on_the_crown(
        position: int, points: int) -> None:
    m = new(modules=3)
    assert reputation_vp(st(m), position) == points
    seat(m, RED).reputation = position
    finish(m)
    result = m.result
    assert result is not None and result.breakdown[RED]["reputation"] == points


def test_assumption_reputation_track_numbers_are_ref_2_3() -> None:
    track = C.track(3)
    assert [s.kind for s in track] == ["number", "number", "schnapps", "number", "number",
                                       "schnapps_or_service_denied", "number", "number",
                                       "number", "number", "crown"]
    assert [s.vp for s in track if s.kind == "number"] == [1, 2, 3, 4, 5, 6, 7, 8]


def test_reputation_scores_nothing_before_module_3() -> None:
    m = new(modules=2)
    seat(m, RED).reputation = 4
    finish(m)
    result = m.result
    assert result is not None and result.breakdown[RED]["reputation"] == 0
