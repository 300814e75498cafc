"""Rulebook: The Building Cards (Extension effects E1-E20) and The Brewery Cards (abilities and
Upkeep of the Beginner, Advanced and Expert cards)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import CONTENT

from .helpers import (
    BLUE,
    LARGE,
    MEDIUM,
    PURPLE,
    SMALL,
    awaited,
    down,
    finish,
    kinds,
    new,
    placing,
    refused,
    seat,
    set_player,
    st,
    start_actions,
    start_turn,
    to_upkeep,
    up,
)

# --- Extension effects -----------------------------------------------------------------------

# What each Extension gives after its action: E1-E14 RULES, E15-E20 ASSUMPTION (REF 2.7).
EFFECTS: dict[str, dict[str, int]] = {
    "E1": {"coins": 1}, "E2": {"flip": 1}, "E3": {"flip": 2}, "E4": {"flip": 2},
    "E5": {"coins": 1}, "E6": {"flip": 1}, "E7": {"flip": 2}, "E8": {"flip": 2},
    "E9": {"vp": 1},
    "E10": {"coins": 1}, "E11": {"flip": 1}, "E12": {"flip": 2}, "E13": {"vp": 1},
    "E14": {"flip": 1}, "E15": {"coins": 1}, "E16": {"coins": 1},
    "E17": {"flip": 1}, "E18": {"flip": 1}, "E19": {"vp": 1}, "E20": {"festival": 1},
}
TRIGGER = {e: CONTENT.extensions[e].after for e in EFFECTS}


def do_buy(m: Match) -> None:
    start_turn(m, "A", BLUE, space=4)  # month 1, A right 4: Buy Goat (1 Beer) | Earn
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))


def do_hire(m: Match) -> None:
    start_turn(m, "A", BLUE, space=1)  # Hire Labourer (1 coin) | Earn
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))


def do_sell(m: Match) -> None:
    start_turn(m, "B", BLUE, space=1)  # Sell | Earn
    m.act(BLUE, A.Sell("doorway", "goat", 1, 0))


def do_acclaim(m: Match) -> None:
    start_turn(m, "C", BLUE, space=4)  # Earn Acclaim | Earn
    m.act(BLUE, A.EarnAcclaim("doorway", "rancher"))


def do_build(m: Match) -> None:
    st(m).extension_row = ["E6"]
    start_turn(m, "C", BLUE, space=1)  # Build or Decorate | Earn
    m.act(BLUE, A.Build("doorway", "E6"))


def do_decorate(m: Match) -> None:
    start_turn(m, "C", BLUE, space=1)
    m.act(BLUE, A.Decorate("doorway", "S"))


DO: dict[str, Callable[[Match], None]] = {
    "buy": do_buy, "hire": do_hire, "sell": do_sell, "acclaim": do_acclaim, "build": do_build}


def outcome(action: Callable[[Match], None], buildings: Sequence[str] = (),
            decorated: Sequence[str] = ()) -> dict[str, int]:
    """Coins, VP tokens, white Festival tokens and face-up Assistants of Blue (an Advanced
    Brewery, no ability) after `action`, its effects and any flip choices."""
    m = new(level="advanced")
    set_player(m, BLUE, coins=4, up={"brewer": 1}, down={"grower": 3}, festival=(0, 2),
               goods={"goat": 1, "cow": 1, "pig": 1}, buildings=[*buildings, "S"],
               decorated=decorated)
    action(m)
    while st(m).pending and st(m).pending[-1].kind == "flip":
        m.act(BLUE, m.legal_actions(BLUE)[0])
    s = seat(m, BLUE)
    assert kinds(m)[-1] == "take_actions"  # still Blue's turn: nothing else has happened
    return {"coins": s.coins, "vp": s.vp_tokens, "festival": s.festival_white,
            "flip": sum(s.up)}


def effect(action: Callable[[Match], None], card: str, decorated: bool = False) -> dict[str, int]:
    base = outcome(action)
    got = outcome(action, decorated=[card]) if decorated else outcome(action, buildings=[card])
    return {k: got[k] - base[k] for k in base if got[k] != base[k]}


@pytest.mark.parametrize("card", list(EFFECTS))
def test_extension_effect_applies_directly_after_its_action(card: str) -> None:
    assert effect(DO[TRIGGER[card]], card) == EFFECTS[card]


@pytest.mark.parametrize("card", list(EFFECTS))
def test_a_decorated_extension_loses_its_effect(card: str) -> None:
    assert effect(DO[TRIGGER[card]], card, decorated=True) == {}


@pytest.mark.parametrize("card", ["E1", "E5", "E10", "E14", "E17"])
def test_an_extension_does_nothing_after_other_actions(card: str) -> None:
    for trigger, action in DO.items():
        if trigger != TRIGGER[card]:
            assert effect(action, card) == {}, trigger


def test_decorating_counts_as_building_for_e17_and_e18() -> None:
    # ASSUMPTION (components.toml): "build" includes decorating.
    assert effect(do_decorate, "E17") == {"flip": 1}


def test_an_extension_effect_needs_its_action_completed() -> None:
    m = new(level="advanced")
    set_player(m, BLUE, goods={"goat": 1}, buildings=["E10"])
    start_turn(m, "B", BLUE, space=1)  # Sell | Earn
    m.act(BLUE, A.EndTurn())  # nothing sold: 2 coins for the actions left undone, no E10 coin
    assert seat(m, BLUE).coins == 2


def test_two_extensions_for_the_same_action_both_apply() -> None:
    assert effect(do_buy, "E1") == {"coins": 1}
    m = new(level="advanced")
    set_player(m, BLUE, up={"brewer": 1}, buildings=["E1", "E19"])
    do_buy(m)
    assert (seat(m, BLUE).coins, seat(m, BLUE).vp_tokens) == (1, 1)


def test_extension_effects_apply_again_for_another_worker_in_the_same_month() -> None:
    m = new(level="advanced")
    set_player(m, BLUE, coins=2, buildings=["E5"])
    start_actions(m, {"A": [(BLUE, SMALL), (BLUE, SMALL)]}, hold=True)
    for space in (1, 2):  # Hire Labourer | Earn; then Hire Grower (1 Strength) | Flip
        m.act(BLUE, A.ChooseSpace(space))
        hire = next(a for a in m.legal_actions(BLUE) if isinstance(a, A.Hire))
        m.act(BLUE, hire)
        m.act(BLUE, A.EndTurn())
    # 2 - 1 (Labourer) + 1 (E5) + 1 (undone) + 1 (E5) + 1 (undone)
    assert seat(m, BLUE).coins == 5 and up(m, BLUE, "grower") == 1


def test_an_extension_works_from_the_moment_it_is_built() -> None:
    m = new(level="advanced")
    set_player(m, BLUE, coins=5)
    st(m).extension_row = ["E5"]
    start_actions(m, {"A": [(BLUE, SMALL)], "C": [(BLUE, SMALL), (BLUE, MEDIUM)]}, hold=True)
    m.act(BLUE, A.ChooseSpace(1))  # A: Hire Labourer (1 coin) without E5 yet
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 5
    m.act(BLUE, A.ChooseSpace(1))  # C: Build E5
    m.act(BLUE, A.Build("doorway", "E5"))
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 2
    m.act(BLUE, A.ChooseSpace(5))  # C: Hire any Assistant (2 coins): now E5 pays 1 coin
    m.act(BLUE, A.Hire("doorway", "brewer", 0, 0, 0))
    assert seat(m, BLUE).coins == 1


def test_an_extension_keeps_its_effect_in_later_months() -> None:
    m = new(level="advanced")
    set_player(m, BLUE, coins=3, buildings=["E5"])
    set_player(m, PURPLE)
    to_upkeep(m, month=5)  # Upkeep: 1 coin for E5, 1 coin for the Advanced Brewery
    assert st(m).month == 6 and seat(m, BLUE).buildings == ["E5"]
    assert seat(m, BLUE).coins == 1
    start_turn(m, "A", BLUE, space=1)  # month 6, A left 1: Hire Labourer (1 coin) | Flip 1
    m.act(BLUE, A.Hire("doorway", "labourer", 0, 0, 0))
    assert seat(m, BLUE).coins == 1  # paid 1 coin, E5 gave 1 back


@pytest.mark.parametrize("card", ["H1", "H10", "H17", "S"])
def test_homesteads_and_statues_have_no_effect_during_the_game(card: str) -> None:
    for trigger, action in DO.items():
        assert effect(action, card) == {}, trigger


def test_e17_applies_after_the_very_build_that_bought_it() -> None:
    # ASSUMPTION-dependent (E17 is REF 2.7): "available ... from the moment they are
    # purchased" and "directly after the associated action"; the code lets E17 turn an
    # Assistant after its own Build.
    m = new(level="advanced")
    set_player(m, BLUE, coins=4, down={"grower": 1})
    st(m).extension_row = ["E17"]
    start_turn(m, "C", BLUE, space=1)
    m.act(BLUE, A.Build("doorway", "E17"))
    assert up(m, BLUE, "grower") == 1


def test_an_extension_decorated_by_the_action_has_lost_its_effect_already() -> None:
    # ASSUMPTION 17 (RULES.md): decorating E17 does not trigger E17.
    m = new(level="advanced")
    set_player(m, BLUE, coins=3, down={"grower": 1}, buildings=["E17"])
    start_turn(m, "C", BLUE, space=1)
    m.act(BLUE, A.Decorate("doorway", "E17"))
    assert up(m, BLUE, "grower") == 0 and seat(m, BLUE).decorated == ["E17"]


# --- Brewery abilities -----------------------------------------------------------------------


def test_beginner_brewery_turns_up_to_two_assistants_after_selling() -> None:
    m = new(level="beginner")
    set_player(m, BLUE, goods={"goat": 1}, down={"grower": 3})
    start_turn(m, "B", BLUE, month=3, space=1)
    m.act(BLUE, A.Sell("doorway", "goat", 1, 0))
    assert (up(m, BLUE, "grower"), down(m, BLUE, "grower")) == (2, 1)

    m = new(level="beginner")
    set_player(m, BLUE, goods={"goat": 1}, down={"grower": 3})
    start_turn(m, "B", BLUE, month=3, space=1)
    m.act(BLUE, A.Earn("door"))  # no sale, no flip
    assert up(m, BLUE, "grower") == 0


def test_b10_discards_a_penalty_token_when_selling() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B10", goods={"goat": 2}, penalties=2)
    start_turn(m, "B", BLUE, month=3, space=1)
    m.act(BLUE, A.Sell("doorway", "goat", 2, 0))
    assert seat(m, BLUE).penalties == 1  # one per Sell action, however much is sold


def test_b14_statues_score_2_more_vp() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B14", buildings=["S"], decorated=["S"])
    set_player(m, PURPLE, brewery="B11", buildings=["S"], decorated=["S"])
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[BLUE]["buildings"] == 5 + 10 + 2 * 2
    assert m.result.breakdown[PURPLE]["buildings"] == 5 + 10


def test_b17_decorated_extensions_score_3_more_vp() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B17", buildings=["E1"], decorated=["E2", "E3"])
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[BLUE]["buildings"] == 0 + 2 * (5 + 3)


def test_b9_gold_stars_count_like_extension_stars() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B9", buildings=["H15"])
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[BLUE]["homesteads"] == 2 * 4


def test_b9_gold_stars_count_for_earning_acclaim() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B9")
    start_turn(m, "C", BLUE, space=4)  # Earn Acclaim | Earn
    assert A.EarnAcclaim("doorway", "guild_favour") in m.legal_actions(BLUE)
    set_player(m, BLUE, brewery="B11")
    assert A.EarnAcclaim("doorway", "guild_favour") not in m.legal_actions(BLUE)


def test_b15_may_reuse_an_action_space_of_its_own_worker_once_a_month() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B15")
    set_player(m, PURPLE, brewery="B11")
    start_actions(m, {"A": [(BLUE, SMALL), (PURPLE, SMALL), (BLUE, MEDIUM), (BLUE, LARGE)]},
                  hold=True)
    m.act(BLUE, A.ChooseSpace(6))  # Earn | Flip 2
    m.act(BLUE, A.Earn("doorway"))
    m.act(BLUE, A.EndTurn())
    m.act(PURPLE, A.ChooseSpace(5))
    m.act(PURPLE, A.EndTurn())
    assert m.legal_actions(BLUE) == [A.ChooseSpace(s) for s in (1, 2, 3, 4, 6)]
    refused(m, BLUE, A.ChooseSpace(5))  # another player's space: never
    m.act(BLUE, A.ChooseSpace(6))
    m.act(BLUE, A.Earn("doorway"))  # the action again
    m.act(BLUE, A.EndTurn())
    assert seat(m, BLUE).coins == 4 and m.view(None)["players"][BLUE]["repeat_used"]
    assert A.ChooseSpace(6) not in m.legal_actions(BLUE)  # once a month


def test_only_b15_may_reuse_its_own_action_space() -> None:
    m = new(level="advanced")
    start_turn(m, "A", BLUE, taken={6: BLUE})
    assert A.ChooseSpace(6) not in m.legal_actions(BLUE)


def test_b15_reuse_is_allowed_again_next_month() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B15", coins=10)
    set_player(m, PURPLE, brewery="B11")
    seat(m, BLUE).repeated = True
    to_upkeep(m)
    assert st(m).month == 2 and not seat(m, BLUE).repeated


def test_b18_receives_placement_bonuses_twice() -> None:
    m = new(level="expert")
    placing(m, start=BLUE)
    set_player(m, BLUE, brewery="B18", down={"grower": 2, "labourer": 2}, festival=(0, 2))
    set_player(m, PURPLE, brewery="B11")
    m.act(BLUE, A.PlaceWorker("C"))  # 1 coin and 1 Assistant, twice
    assert seat(m, BLUE).coins == 2
    assert awaited(m) == {"kind": "flip", "player": BLUE, "count": 2}
    m.act(BLUE, A.Flip("grower"))
    m.act(BLUE, A.Flip("labourer"))
    m.act(PURPLE, A.PlaceWorker("A"))
    m.act(BLUE, A.PlaceWorker("tavern"))  # 1 coin, a Festival token, 2 Assistants: twice
    assert seat(m, BLUE).coins == 4
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (2, 0)
    assert sum(seat(m, BLUE).down) == 0 and sum(seat(m, BLUE).up) == 4


def test_b18_door_a_bonus_is_4_coins() -> None:
    m = new(level="expert")
    placing(m, start=BLUE)
    set_player(m, BLUE, brewery="B18")
    m.act(BLUE, A.PlaceWorker("A"))
    assert seat(m, BLUE).coins == 4


# --- Brewery Upkeep ---------------------------------------------------------------------------


@pytest.mark.parametrize(("brewery", "coins", "brewer_down", "festival"), [
    ("B1", 5, 0, (2, 0)),   # Beginner: no Upkeep
    ("B5", 4, 0, (2, 0)),   # Advanced: 1 coin
    ("B9", 4, 0, (2, 0)),
    ("B10", 5, 0, (1, 1)),  # flip a Festival token to the black side
    ("B11", 5, 0, (2, 0)),  # no Upkeep printed
    ("B12", 4, 1, (2, 0)),  # 1 coin and 1 Beer
    ("B13", 4, 0, (2, 0)),
    ("B14", 4, 0, (2, 0)),
    ("B15", 3, 0, (2, 0)),  # 2 coins
    ("B16", 4, 0, (2, 0)),
    ("B17", 4, 0, (2, 0)),
    ("B18", 5, 1, (2, 0)),  # 1 Beer
])
def test_brewery_upkeep_is_paid_every_month(brewery: str, coins: int, brewer_down: int,
                                            festival: tuple[int, int]) -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery=brewery, coins=5, up={"brewer": 1}, festival=(2, 0))
    set_player(m, PURPLE, brewery="B11")
    to_upkeep(m)
    assert st(m).month == 2  # Upkeep paid, month over
    s = seat(m, BLUE)
    assert (s.coins, s.down[2], (s.festival_white, s.festival_black)) == (
        coins, brewer_down, festival)


def test_unpaid_brewery_upkeep_turns_festival_tokens_black() -> None:
    m = new(level="expert")
    set_player(m, BLUE, brewery="B12", coins=0, festival=(2, 1))
    set_player(m, PURPLE, brewery="B11")
    to_upkeep(m)
    assert (seat(m, BLUE).festival_white, seat(m, BLUE).festival_black) == (0, 3)
