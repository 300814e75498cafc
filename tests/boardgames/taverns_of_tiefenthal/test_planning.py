"""Rulebook: E. Planning Phase ("?" spaces, exact values, "1x" and "..." spaces, only the top
Noble, Dishwashers and the permanent Dishwasher, the Juggler's Planning side), done player by
player in turn order ("As soon as a player has placed all their dice, they can start their
Serving Phase F ... The next player in clockwise order now performs Phases E and F"), in the
open."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT

from .helpers import (
    BLUE,
    DISHWASHER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    Entertainer,
    awaited,
    guest,
    kinds,
    new,
    of_type,
    planning,
    refused,
    seat,
    servers,
    serving,
    set_tavern,
    st,
)

C = CONTENT
QUESTION = guest(4, 0)   # needs "?" (any die)
NEEDS_3 = guest(3, 3)
NEEDS_5 = guest(4, 5)


def plans(m: Match, p: int, space: str) -> set[tuple[int, int]]:
    """(value, dishwashers) of the dice `p` may plan on `space` now."""
    return {(a.value, a.boost) for a in of_type(m, p, A.Plan)  # type: ignore[attr-defined]
            if a.space == space}  # type: ignore[attr-defined]


def tavern(m: Match, tables: list[list[int]], white: list[int], *, boosts: int = 0,
           colour: list[int] | None = None, modules_entertainers: list[Entertainer] | None = None,
           schnapps: int = 0) -> None:
    set_tavern(m, RED, tables=tables, areas=[])
    set_tavern(m, GREEN, tables=[[REG1]], areas=[])
    if modules_entertainers is not None:
        seat(m, RED).entertainers = modules_entertainers
        seat(m, RED).schnapps = schnapps
    planning(m, {RED: white}, colour={RED: colour or []}, boosts={RED: boosts})


def test_a_question_mark_space_takes_a_die_of_any_value() -> None:
    m = new()
    tavern(m, [[QUESTION], [REG2], [REG2]], [1, 2, 3, 4, 5, 6])
    assert plans(m, RED, "table0") == {(v, 0) for v in range(1, 7)}


def test_a_space_with_pips_takes_only_a_die_of_that_value() -> None:
    m = new()
    tavern(m, [[NEEDS_5], [REG2], [REG1]], [1, 2, 3, 4, 5, 6])
    assert plans(m, RED, "table0") == {(5, 0)}
    assert plans(m, RED, "table1") == {(2, 0)}
    assert plans(m, RED, "table2") == {(1, 0)}
    refused(m, RED, A.Plan(True, 4, "table0", 0))


def test_cashbox_and_barrel_take_any_value() -> None:
    m = new()
    tavern(m, [[REG1], [REG1], [REG1]], [2, 3, 6])
    assert plans(m, RED, "cashbox") == {(2, 0), (3, 0), (6, 0)}
    assert plans(m, RED, "barrel") == {(2, 0), (3, 0), (6, 0)}


@pytest.mark.parametrize("space", ["cashbox", "barrel", "table0"])
def test_a_1x_space_takes_only_one_die(space: str) -> None:
    m = new()
    tavern(m, [[QUESTION], [REG1], [REG1]], [3, 4, 5])
    m.act(RED, A.Plan(True, 3, space, 0))
    assert plans(m, RED, space) == set()
    refused(m, RED, A.Plan(True, 4, space, 0))


def test_the_monk_takes_any_number_of_fives_and_nothing_else() -> None:
    m = new()
    tavern(m, [[REG1], [REG1], [REG1]], [5, 5, 5, 4])
    assert plans(m, RED, "monk") == {(5, 0)}
    for _ in range(3):
        m.act(RED, A.Plan(True, 5, "monk", 0))
    assert [x.space for x in seat(m, RED).placed] == ["monk"] * 3
    refused(m, RED, A.Plan(True, 4, "monk", 0))


def test_the_brewer_takes_any_number_of_ones_and_sixes() -> None:
    m = new()
    tavern(m, [[REG2], [REG2], [REG2]], [1, 6, 1, 3])
    assert plans(m, RED, "brewer") == {(1, 0), (6, 0)}
    m.act(RED, A.Plan(True, 1, "brewer", 0))
    m.act(RED, A.Plan(True, 6, "brewer", 0))
    assert plans(m, RED, "brewer") == {(1, 0)}
    m.act(RED, A.Plan(True, 1, "brewer", 0))
    assert sum(x.space == "brewer" for x in seat(m, RED).placed) == 3


def test_only_the_topmost_noble_takes_a_die() -> None:
    m = new()
    tavern(m, [[NOBLE, NOBLE, NOBLE], [REG1], [REG1]], [2, 2, 2, 2])
    assert plans(m, RED, "table0") == {(2, 0)}
    m.act(RED, A.Plan(True, 2, "table0", 0))
    assert plans(m, RED, "table0") == set()
    refused(m, RED, A.Plan(True, 2, "table0", 0))


def test_dice_of_your_colour_are_planned_like_white_dice() -> None:
    m = new()
    tavern(m, [[NEEDS_5], [REG1], [REG1]], [1], colour=[5])
    assert A.Plan(False, 5, "table0", 0) in m.legal_actions(RED)
    m.act(RED, A.Plan(False, 5, "table0", 0))
    assert seat(m, RED).colour == [] and seat(m, RED).placed[0].white is False


def test_every_die_must_be_planned_while_one_fits() -> None:
    m = new()
    tavern(m, [[REG1], [REG1], [REG1]], [1, 4])
    assert set(kinds(m.legal_actions(RED))) == {"plan"}
    refused(m, RED, A.FinishPlanning())  # a die still fits
    m.act(RED, A.Plan(True, 4, "cashbox", 0))
    assert not seat(m, RED).planned and st(m).pending[-1].kind == "plan"
    assert set(kinds(m.legal_actions(RED))) == {"plan"}


# --- Dishwashers ------------------------------------------------------------------------------


def test_a_dishwasher_lets_a_die_count_one_higher() -> None:
    m = new()
    tavern(m, [[NEEDS_5], [REG2], [REG1]], [4, 1], boosts=1)
    assert (4, 1) in plans(m, RED, "table0")
    assert (1, 1) in plans(m, RED, "table1")
    m.act(RED, A.Plan(True, 4, "table0", 1))
    placed = seat(m, RED).placed[0]
    assert (placed.value, placed.boost) == (4, 1)  # the die keeps its rolled value


def test_several_dishwashers_may_be_used_on_the_same_die() -> None:
    m = new()
    tavern(m, [[NEEDS_5], [REG2], [REG1]], [2, 3], boosts=3)
    assert (2, 3) in plans(m, RED, "table0")
    m.act(RED, A.Plan(True, 2, "table0", 3))
    assert seat(m, RED).boosts == 0
    assert (3, 0) in plans(m, RED, "cashbox") and all(b == 0 for _, b in plans(m, RED, "monk"))


def test_each_dishwasher_helps_only_one_die() -> None:
    m = new()
    tavern(m, [[REG2], [REG2], [REG1]], [1, 1], boosts=1)
    m.act(RED, A.Plan(True, 1, "table0", 1))
    assert plans(m, RED, "table1") == set()
    refused(m, RED, A.Plan(True, 1, "table1", 1))


def test_a_dishwasher_never_makes_a_6_into_a_1() -> None:
    m = new()
    tavern(m, [[REG1], [NEEDS_3], [REG2]], [6, 5], boosts=3)
    assert plans(m, RED, "table0") == set()
    refused(m, RED, A.Plan(True, 6, "table0", 1))
    assert plans(m, RED, "brewer") == {(6, 0), (5, 1)}  # a 5 may count as a 6, never a 1


def test_dishwashers_never_make_a_die_lower() -> None:
    m = new()
    tavern(m, [[NEEDS_3], [REG2], [REG1]], [4, 5], boosts=2)
    assert plans(m, RED, "table0") == set()


def test_drawn_dishwashers_and_the_permanent_one_give_dishwasher_uses() -> None:
    m = new()
    servers(m, {RED: [DISHWASHER, DISHWASHER], GREEN: [DISHWASHER]},
            upgraded={RED: ["dishwasher"], GREEN: []})
    assert (seat(m, RED).boosts, seat(m, GREEN).boosts) == (3, 1)


def test_the_permanent_dishwasher_works_once_per_turn_from_the_next_turn() -> None:
    m = new()
    serving(m, RED, tables=[[REG1]], thalers=9)
    m.act(RED, A.Upgrade("dishwasher", 0))
    assert seat(m, RED).boosts == 0  # not in this turn
    servers(m, {RED: []})
    assert seat(m, RED).boosts == 1


# --- the Juggler (Module 2), Planning side -------------------------------------------------------


def juggling(m: Match, white: list[int], schnapps: int, side: str = "planning") -> None:
    tavern(m, [[REG1], [REG1], [REG1]], white,
           modules_entertainers=[Entertainer("juggler", side)],
           schnapps=schnapps)


def test_the_juggler_turns_a_die_to_any_side_for_1_schnapps() -> None:
    m = new(modules=2)
    juggling(m, [3, 1], schnapps=2)
    assert {a.to for a in of_type(m, RED, A.Juggle)  # type: ignore[attr-defined]
            if a.value == 3} == {1, 2, 4, 5, 6}  # type: ignore[attr-defined]
    m.act(RED, A.Juggle(True, 3, 5))
    assert seat(m, RED).white == [1, 5] and seat(m, RED).schnapps == 1
    assert seat(m, RED).dice == [1, 5]
    m.act(RED, A.Plan(True, 5, "monk", 0))


def test_the_juggler_may_turn_several_dice_while_schnapps_last() -> None:
    m = new(modules=2)
    juggling(m, [3, 3, 3], schnapps=2)
    m.act(RED, A.Juggle(True, 3, 1))
    m.act(RED, A.Juggle(True, 3, 1))
    assert seat(m, RED).schnapps == 0
    assert of_type(m, RED, A.Juggle) == []


def test_the_juggler_needs_a_schnapps() -> None:
    m = new(modules=2)
    juggling(m, [3, 1], schnapps=0)
    assert of_type(m, RED, A.Juggle) == []
    refused(m, RED, A.Juggle(True, 3, 5))


def test_the_juggler_closing_side_turns_no_dice() -> None:
    m = new(modules=2)
    juggling(m, [3, 1], schnapps=3, side="closing")
    assert of_type(m, RED, A.Juggle) == []


def test_the_juggler_is_optional_when_a_die_fits_nowhere() -> None:
    m = new(modules=2)
    juggling(m, [1, 1, 1, 3, 3, 3], schnapps=2)
    for space in ("table0", "table1", "table2"):
        m.act(RED, A.Plan(True, 1, space, 0))
    m.act(RED, A.Plan(True, 3, "cashbox", 0))
    m.act(RED, A.Plan(True, 3, "barrel", 0))
    assert of_type(m, RED, A.Plan) == []  # the last 3 fits nowhere
    assert set(kinds(m.legal_actions(RED))) == {"juggle", "finish_planning"}
    m.act(RED, A.FinishPlanning())
    q = seat(m, RED)
    assert q.planned and q.white == [] and q.schnapps == 2  # nothing paid
    assert len(q.placed) == 5 and "Red has 1 die that fits no action space" in m.log
    assert st(m).pending[-1].kind == "serve" and m.actors == (RED,)


def test_the_juggler_may_still_turn_a_die_that_fits_nowhere() -> None:
    m = new(modules=2)
    juggling(m, [1, 1, 1, 3, 3, 3], schnapps=2)
    for space in ("table0", "table1", "table2"):
        m.act(RED, A.Plan(True, 1, space, 0))
    m.act(RED, A.Plan(True, 3, "cashbox", 0))
    m.act(RED, A.Plan(True, 3, "barrel", 0))
    m.act(RED, A.Juggle(True, 3, 5))
    assert A.FinishPlanning() not in m.legal_actions(RED)  # the 5 fits the Monk now
    m.act(RED, A.Plan(True, 5, "monk", 0))
    assert seat(m, RED).planned and seat(m, RED).schnapps == 1
    assert st(m).pending[-1].kind == "serve"


def test_finish_planning_is_offered_only_when_no_die_fits() -> None:
    m = new(modules=2)
    juggling(m, [3, 1], schnapps=2)
    assert A.FinishPlanning() not in m.legal_actions(RED)
    refused(m, RED, A.FinishPlanning())


@pytest.mark.parametrize(("entertainers", "schnapps"), [
    ([], 0), ([Entertainer("juggler", "planning")], 0), ([Entertainer("juggler", "closing")], 2)])
def test_without_the_juggler_to_pay_planning_ends_by_itself_when_no_die_fits(
        entertainers: list[Entertainer], schnapps: int) -> None:
    m = new(modules=2)
    tavern(m, [[REG1], [REG1], [REG1]], [3, 3, 3], modules_entertainers=entertainers,
           schnapps=schnapps)
    m.act(RED, A.Plan(True, 3, "cashbox", 0))
    m.act(RED, A.Plan(True, 3, "barrel", 0))
    assert seat(m, RED).planned and st(m).pending[-1].kind == "serve"
    assert "finish_planning" not in kinds(m.legal_actions(RED))
    assert seat(m, RED).schnapps == schnapps


# --- player by player in turn order, in the open; dice that fit nowhere ---------------------------


def two_taverns(m: Match, players: int = 2) -> None:
    for p in range(players):
        set_tavern(m, p, tables=[[REG1 if p == RED else REG2]] * 3, areas=[])


def decision(m: Match) -> tuple[str, int]:
    top = st(m).pending[-1]
    return (top.kind, top.player)


def test_after_the_draft_the_starting_player_plans_on_top_of_their_serving_phase() -> None:
    m = new()
    two_taverns(m)
    planning(m, {RED: [1, 4], GREEN: [2, 5]}, start=RED)
    assert st(m).phase == "planning_and_serving" and m.actors == (RED,)
    assert [(d.kind, d.player) for d in st(m).pending] == [("serve", RED), ("plan", RED)]
    assert awaited(m, GREEN) == {"kind": "plan", "player": RED}


def test_only_the_player_whose_turn_it_is_plans() -> None:
    m = new()
    two_taverns(m)
    planning(m, {RED: [1, 4], GREEN: [2, 5]}, start=RED)
    assert m.legal_actions(GREEN) == []
    refused(m, GREEN, A.Plan(True, 5, "monk", 0), code="not_your_turn")
    m.act(RED, A.Plan(True, 1, "table0", 0))
    assert m.actors == (RED,) and seat(m, GREEN).placed == [] and seat(m, GREEN).white == [2, 5]


def test_a_player_serves_as_soon_as_their_dice_are_placed_then_the_next_plans() -> None:
    m = new()
    two_taverns(m)
    planning(m, {RED: [1], GREEN: [2]}, start=RED)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    assert seat(m, RED).planned and decision(m) == ("serve", RED)
    assert A.Use("table0") in m.legal_actions(RED)
    assert not seat(m, GREEN).planned and seat(m, GREEN).white == [2]  # not yet planned
    m.act(RED, A.Use("table0"))
    m.act(RED, A.EndServing())
    assert decision(m) == ("plan", GREEN) and m.actors == (GREEN,)
    assert A.Plan(True, 2, "table0", 0) in m.legal_actions(GREEN)
    m.act(GREEN, A.Plan(True, 2, "table0", 0))
    assert decision(m) == ("serve", GREEN) and A.Use("table0") in m.legal_actions(GREEN)


def test_each_player_plans_and_serves_in_clockwise_order_from_the_starting_player() -> None:
    m = new(players=3)
    two_taverns(m, players=3)
    planning(m, {p: [2] for p in range(3)}, start=GREEN)
    steps = []
    while st(m).phase == "planning_and_serving":
        kind, p = decision(m)
        steps.append((kind, p))
        m.act(p, A.Plan(True, 2, "cashbox", 0) if kind == "plan" else A.EndServing())
    assert steps == [("plan", GREEN), ("serve", GREEN), ("plan", BLUE), ("serve", BLUE),
                     ("plan", RED), ("serve", RED)]


def test_closing_time_follows_the_serving_phase_of_the_last_player_in_turn_order() -> None:
    m = new()
    two_taverns(m)
    st(m).turn = 3
    planning(m, {RED: [1], GREEN: [2]}, start=RED, player=GREEN)  # Red has served
    assert decision(m) == ("plan", GREEN) and m.actors == (GREEN,)
    m.act(GREEN, A.Plan(True, 2, "table0", 0))
    assert st(m).turn == 3 and decision(m) == ("serve", GREEN)
    m.act(GREEN, A.EndServing())
    assert st(m).turn == 4 and st(m).start_player == GREEN  # Closing Time; the Beer Mug passed


def test_the_next_player_plans_after_seeing_the_earlier_players_serving() -> None:
    m = new()
    two_taverns(m)
    first = st(m).three_stack[-1]
    seat(m, RED).storage = 3
    planning(m, {RED: [1], GREEN: [2]}, start=RED)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    m.act(RED, A.Use("table0"))
    m.act(RED, A.Recruit(0))  # the 3-beer guest
    m.act(RED, A.BuyCard("barback"))  # with the Regular's thaler
    m.act(RED, A.EndServing())
    assert decision(m) == ("plan", GREEN)
    seen = m.view(GREEN)
    assert seen["players"][RED]["deck_top"] == ["Barback", C.card_name(first)]
    assert seen["three_beer_stack"] == 7 and seen["tavern_cards"]["barback"] == 16 - 1
    assert seen["players"][RED]["planned"] == [] and seen["players"][RED]["safe"] == 0


def test_a_player_with_no_dice_serves_at_once() -> None:
    m = new()
    two_taverns(m)
    planning(m, {GREEN: [2]}, start=RED)
    assert [(d.kind, d.player) for d in st(m).pending] == [("serve", RED)]
    assert seat(m, RED).planned
    m.act(RED, A.EndServing())
    assert decision(m) == ("plan", GREEN)


def test_planning_is_public() -> None:
    m = new()
    two_taverns(m)
    planning(m, {RED: [1, 4], GREEN: [2, 5]}, start=RED)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    for viewer in (None, RED, GREEN):
        red = m.view(viewer)["players"][RED]
        assert red["planned"] == [{"space": "table0", "die": 1, "white": True,
                                   "dishwashers": 0}]
        assert red["white_dice"] == [4] and red["dice"] == [1, 4]
        assert "planning_done" not in red
    assert m.view(GREEN)["players"][GREEN]["white_dice"] == [2, 5]


def test_assumption_a_die_that_fits_no_space_is_not_used() -> None:
    m = new()
    tavern(m, [[REG1], [REG1], [REG1]], [3, 3, 3, 3])
    m.act(RED, A.Plan(True, 3, "cashbox", 0))
    m.act(RED, A.Plan(True, 3, "barrel", 0))
    assert seat(m, RED).planned and seat(m, RED).white == []
    assert [x.space for x in seat(m, RED).placed] == ["cashbox", "barrel"]
    assert "Red has 2 dice that fit no action space" in m.log
    assert st(m).pending[-1].kind == "serve"


def test_an_empty_table_takes_no_die() -> None:
    m = new()
    tavern(m, [[REG1], [], []], [1, 1, 1, 1])
    assert plans(m, RED, "table1") == set() and plans(m, RED, "table2") == set()


def test_assumption_planned_dice_are_not_moved_in_serving() -> None:
    m = new()
    set_tavern(m, RED, tables=[[REG1]] * 3, areas=[])
    planning(m, {RED: [1]}, start=RED)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    assert st(m).phase == "planning_and_serving" and m.actors == (RED,)
    refused(m, RED, A.Plan(True, 1, "cashbox", 0))
    assert [a for a in m.legal_actions(RED) if isinstance(a, A.Use)] == [A.Use("table0")]
