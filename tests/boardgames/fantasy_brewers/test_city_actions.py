"""Rulebook: Phase 2: Taking Actions in the City (the order of turns, the action spaces, the
two actions in any order, undone actions, overflow to the Tavern) and Payment for Actions."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A

from .helpers import (
    BLUE,
    GREEN,
    LARGE,
    MEDIUM,
    PURPLE,
    SMALL,
    awaited,
    down,
    good,
    new,
    placing,
    refused,
    seat,
    set_player,
    st,
    start_actions,
    start_turn,
    up,
)


def decision(m: Match) -> dict[str, object]:
    d = awaited(m)
    assert d is not None
    return d


def test_city_actions_run_down_the_queue_of_door_a_then_b_then_c() -> None:
    m = new(players=3)
    for p in range(3):
        set_player(m, p)
    start_actions(m, {"A": [(PURPLE, SMALL), (BLUE, MEDIUM)], "B": [(GREEN, LARGE)],
                      "C": [(BLUE, SMALL), (PURPLE, LARGE)]})
    order = []
    while st(m).phase == "actions":
        d = decision(m)
        order.append((d["player"], d["door"]))
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])  # the first free space
        m.act(p, A.EndTurn())
    assert order == [(PURPLE, "A"), (BLUE, "A"), (GREEN, "B"), (BLUE, "C"), (PURPLE, "C")]


def test_a_worker_chooses_only_an_empty_action_space() -> None:
    m = new()
    start_turn(m, "B", BLUE, taken={1: PURPLE, 3: BLUE})
    assert m.legal_actions(BLUE) == [A.ChooseSpace(s) for s in (2, 4, 5, 6)]
    refused(m, BLUE, A.ChooseSpace(1))
    m.act(BLUE, A.ChooseSpace(2))
    assert st(m).spaces[1] == [PURPLE, BLUE, BLUE, -1, -1, -1]


def test_a_worker_performs_the_doorway_action_and_the_door_action_of_its_space() -> None:
    m = new()
    set_player(m, BLUE, up={"brewer": 1})
    start_turn(m, "A", BLUE, space=4)  # month 1, A right 4: Buy Goat (1 Beer) | Earn 1 coin
    assert m.legal_actions(BLUE) == [A.Buy("doorway", 0, 0, 0), A.Earn("door"), A.EndTurn()]
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    m.act(BLUE, A.Earn("door"))
    assert good(m, BLUE, "goat") == 1 and seat(m, BLUE).coins == 1
    assert decision(m)["player"] == PURPLE  # the turn is over by itself


def test_the_player_decides_the_order_of_the_two_actions() -> None:
    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "A", BLUE, space=1)  # A right 1: Hire Labourer (1 coin) | Earn 1 coin
    assert not any(isinstance(a, A.Hire) for a in m.legal_actions(BLUE))
    m.act(BLUE, A.Earn("door"))  # the door action first pays for the doorway action
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    assert up(m, BLUE, "labourer") == 1 and seat(m, BLUE).coins == 0


def test_each_action_may_be_performed_only_once() -> None:
    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "A", BLUE, space=6)  # A right 6: Earn 1 coin | Flip up to 2
    m.act(BLUE, A.Earn("doorway"))
    assert A.Earn("doorway") not in m.legal_actions(BLUE)
    refused(m, BLUE, A.Earn("doorway"))


def test_each_action_not_performed_pays_1_coin() -> None:
    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "A", BLUE, space=6)
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 2
    assert "Blue leaves 2 actions undone: +2 coins" in m.log

    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "A", BLUE, space=6)
    m.act(BLUE, A.Earn("doorway"))
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 2  # 1 earned + 1 for the action left undone


def test_an_action_the_player_cannot_perform_pays_1_coin() -> None:
    m = new()
    set_player(m, BLUE, coins=0, festival=(2, 0))
    start_turn(m, "A", BLUE, space=3)  # A right 3: Hire Brewer (1 Grain + 1 coin) | Festival
    assert m.legal_actions(BLUE) == [A.EndTurn()]
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 2


def test_a_worker_with_all_six_spaces_taken_goes_to_the_tavern_and_gets_its_bonus() -> None:
    m = new()
    set_player(m, BLUE, coins=0, festival=(0, 1), down={"grower": 1})
    start_turn(m, "B", BLUE, taken={s: PURPLE for s in range(1, 7)})
    assert seat(m, BLUE).coins == 1
    assert seat(m, BLUE).festival_white == 1 and up(m, BLUE, "grower") == 1
    assert [(w.owner, w.size) for w in st(m).tavern] == [(BLUE, SMALL)]
    assert "Door B is full: Blue's small worker moves to the Tavern" in m.log
    assert decision(m)["player"] == PURPLE  # the next worker in line


def test_the_tavern_bonus_comes_again_after_a_door_placement_bonus() -> None:
    m = new()
    set_player(m, BLUE, coins=2)  # as if the small worker got Door A's 2 coins when placed
    start_turn(m, "A", BLUE, taken={s: PURPLE for s in range(1, 7)})
    assert seat(m, BLUE).coins == 3


def test_moving_to_the_tavern_is_not_a_choice_while_a_space_is_free() -> None:
    m = new()
    start_turn(m, "C", BLUE, taken={s: PURPLE for s in range(1, 6)})
    assert m.legal_actions(BLUE) == [A.ChooseSpace(6)]
    assert st(m).tavern == []


def test_workers_at_the_tavern_have_no_action_to_perform() -> None:
    m = new(players=2)
    placing(m, start=BLUE)
    st(m).seasonal_owner = PURPLE
    for p in range(2):
        set_player(m, p, coins=0)
    for loc in ("tavern", "tavern", "tavern", "tavern", "tavern", "C", "tavern"):
        p = m.actors[0]
        m.act(p, A.PlaceWorker(loc))
    # Only Purple's large worker at Door C acts in Phase 2.
    assert st(m).phase == "actions"
    assert decision(m) == {"kind": "take_actions", "player": PURPLE, "door": "C",
                           "space": None, "done": []}


def test_door_b_offers_the_same_actions_every_month() -> None:
    sides = set()
    spaces = set()
    for month in range(1, 7):
        m = new(level="advanced")
        st(m).month = month
        b = m.view(None)["doors"]["B"]
        sides.add(b["side"])
        spaces.add(tuple(s["actions"] for s in b["spaces"]))
    assert sides == {"fixed"} and len(spaces) == 1


def test_turned_doors_offer_other_actions() -> None:
    m = new()
    set_player(m, BLUE, coins=0, down={"grower": 1})
    start_turn(m, "A", BLUE, month=2, space=1)  # A left 1: Hire Labourer | Flip 1
    assert A.FlipAssistants("door") in m.legal_actions(BLUE)
    assert A.Earn("door") not in m.legal_actions(BLUE)


# --- Payment for Actions ---------------------------------------------------------------------


def test_coins_are_paid_to_the_supply() -> None:
    m = new()
    set_player(m, BLUE, coins=3)
    set_player(m, PURPLE, coins=3)
    start_turn(m, "A", BLUE, space=1)  # Hire Labourer (1 coin)
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    assert seat(m, BLUE).coins == 2 and seat(m, PURPLE).coins == 3


def test_beer_is_paid_by_turning_a_brewer_face_down() -> None:
    m = new()
    set_player(m, BLUE, up={"brewer": 1, "grower": 1, "labourer": 1})
    start_turn(m, "A", BLUE, space=4)  # Buy Goat (1 Beer)
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    assert (up(m, BLUE, "brewer"), down(m, BLUE, "brewer")) == (0, 1)
    assert up(m, BLUE, "grower") == 1 and up(m, BLUE, "labourer") == 1


def test_grain_is_paid_by_a_grower_and_strength_by_a_labourer() -> None:
    # Grower = Grain: RULES (feeding); Labourer = Strength: ASSUMPTION (REF 2.3).
    m = new()
    set_player(m, BLUE, coins=1, up={"grower": 1, "labourer": 1})
    start_turn(m, "A", BLUE, space=3)  # A right 3: Hire Brewer (1 Grain + 1 coin)
    m.act(BLUE, A.Hire("doorway", "brewer", 0, 0, 0))
    assert down(m, BLUE, "grower") == 1 and up(m, BLUE, "labourer") == 1
    assert seat(m, BLUE).coins == 0

    m = new()
    set_player(m, BLUE, up={"grower": 1, "labourer": 1})
    start_turn(m, "A", BLUE, space=2)  # A right 2: Hire Grower (1 Strength)
    m.act(BLUE, A.Hire("doorway", "grower", 0, 0, 0))
    assert down(m, BLUE, "labourer") == 1 and up(m, BLUE, "grower") == 2


def test_a_face_down_assistant_cannot_pay_again() -> None:
    m = new()
    set_player(m, BLUE, down={"brewer": 1})
    start_turn(m, "A", BLUE, space=4)
    assert not any(isinstance(a, A.Buy) for a in m.legal_actions(BLUE))
    refused(m, BLUE, A.Buy("doorway", 0, 0, 0))


def test_a_brewmaster_pays_one_beer_grain_or_strength_as_its_owner_chooses() -> None:
    m = new()
    set_player(m, BLUE, up={"brewmaster": 1})
    start_turn(m, "A", BLUE, space=4)  # Beer
    assert [a for a in m.legal_actions(BLUE) if isinstance(a, A.Buy)] == [
        A.Buy("doorway", 0, 1, 0)]
    m.act(BLUE, A.Buy("doorway", 0, 1, 0))
    assert down(m, BLUE, "brewmaster") == 1

    m = new()
    set_player(m, BLUE, up={"brewmaster": 1})
    start_turn(m, "A", BLUE, space=5)  # Buy Hops (1 Grain)
    assert A.Buy("doorway", 1, 0, 0) in m.legal_actions(BLUE)

    m = new()
    set_player(m, BLUE, up={"brewmaster": 1})
    start_turn(m, "A", BLUE, space=2)  # Hire Grower (1 Strength)
    assert A.Hire("doorway", "grower", 0, 0, 1) in m.legal_actions(BLUE)


def test_a_brewmaster_pays_only_one_icon_at_a_time() -> None:
    m = new()
    set_player(m, BLUE, up={"brewmaster": 1})
    start_turn(m, "B", BLUE, space=4)  # B 4: Buy Cow (1 Strength + 1 Beer) | Sell
    assert not any(isinstance(a, A.Buy) for a in m.legal_actions(BLUE))

    m = new()
    set_player(m, BLUE, up={"brewmaster": 1, "labourer": 1})
    start_turn(m, "B", BLUE, space=4)
    assert [a for a in m.legal_actions(BLUE) if isinstance(a, A.Buy)] == [
        A.Buy("doorway", 0, 1, 0)]


def test_the_player_chooses_whether_brewer_or_brewmaster_pays() -> None:
    m = new()
    set_player(m, BLUE, up={"brewer": 1, "brewmaster": 1})
    start_turn(m, "A", BLUE, space=4)
    assert [a for a in m.legal_actions(BLUE) if isinstance(a, A.Buy)] == [
        A.Buy("doorway", 0, 0, 0), A.Buy("doorway", 0, 1, 0)]
    m.act(BLUE, A.Buy("doorway", 0, 1, 0))
    assert up(m, BLUE, "brewer") == 1 and down(m, BLUE, "brewmaster") == 1


def test_an_assistant_just_hired_can_pay_for_an_action_at_once() -> None:
    m = new()
    set_player(m, BLUE, coins=1)
    start_actions(m, {"A": [(BLUE, SMALL), (BLUE, MEDIUM)]}, month=2, hold=True)
    m.act(BLUE, A.ChooseSpace(1))  # A left 1: Hire Labourer (1 coin) | Flip 1
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    m.act(BLUE, A.EndTurn())
    m.act(BLUE, A.ChooseSpace(5))  # A left 5: Buy Peat (1 Strength) | Earn
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    assert good(m, BLUE, "peat") == 1 and down(m, BLUE, "labourer") == 1


def test_actions_are_accepted_as_json_dicts() -> None:
    m = new()
    set_player(m, BLUE, coins=0)
    start_turn(m, "A", BLUE)
    m.act(BLUE, {"type": "choose_space", "space": 6})
    m.act(BLUE, {"type": "earn", "part": "doorway"})
    assert seat(m, BLUE).coins == 1
    refused(m, BLUE, {"type": "earn", "part": "sideways"}, code="malformed_action")

