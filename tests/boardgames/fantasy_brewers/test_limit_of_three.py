"""Rulebook: General Limit of Three ("No player may ever have more than 3 copies of each type
of card")."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import GOODS

from .helpers import good, kinds, new, refused, set_player, st, start_turn

ROW_E = ["E1", "E2", "E3", "E4", "E5"]
ROW_H = ["H1", "H2", "H3", "H4", "H5"]


def build_turn(m: Match, **player: object) -> None:
    """Blue at Door C, space 1 of month 1 (Build or Decorate | Earn), rows set by hand."""
    st(m).extension_row = list(ROW_E)
    st(m).homestead_row = list(ROW_H)
    set_player(m, 0, coins=30, **player)  # type: ignore[arg-type]
    start_turn(m, "C", 0, space=1)


def builds(m: Match) -> set[str]:
    return {a.card for a in m.legal_actions(0) if isinstance(a, A.Build)}


def decorations(m: Match) -> set[str]:
    return {a.card for a in m.legal_actions(0) if isinstance(a, A.Decorate)}


def test_no_more_than_three_of_an_assistant_kind_face_down_cards_included() -> None:
    m = new()
    set_player(m, 0, coins=5, up={"grower": 2, "labourer": 1}, down={"grower": 1})
    start_turn(m, "A", 0, space=2)  # A right 2: Hire Grower (1 Strength) | Flip 1
    assert not any(isinstance(a, A.Hire) for a in m.legal_actions(0))
    refused(m, 0, A.Hire("doorway", "grower", 0, 0, 0))

    m = new()
    set_player(m, 0, coins=5, up={"grower": 1, "labourer": 1}, down={"grower": 1})
    start_turn(m, "A", 0, space=2)
    assert A.Hire("doorway", "grower", 0, 0, 0) in m.legal_actions(0)


def test_hiring_any_assistant_offers_only_kinds_below_three() -> None:
    m = new()
    set_player(m, 0, coins=5, up={"brewer": 3}, down={"labourer": 3})
    start_turn(m, "C", 0, space=5)  # C right 5: Hire any Assistant (2 coins) | Festival
    hires = {a.assistant for a in m.legal_actions(0) if isinstance(a, A.Hire)}
    assert hires == {"grower"}


def test_no_more_than_three_of_an_animal_whether_small_or_large() -> None:
    m = new()
    set_player(m, 0, up={"brewer": 1}, goods={"goat": 2, "large_goat": 1})
    start_turn(m, "A", 0, space=4)  # A right 4: Buy Goat (1 Beer) | Earn
    assert not any(isinstance(a, A.Buy) for a in m.legal_actions(0))

    m = new()
    set_player(m, 0, up={"brewer": 1}, goods={"goat": 1, "large_goat": 1})
    start_turn(m, "A", 0, space=4)
    m.act(0, A.Buy("doorway", 0, 0, 0))
    assert good(m, 0, "goat") + good(m, 0, "large_goat") == 3


def test_no_more_than_three_hops() -> None:
    m = new()
    set_player(m, 0, up={"grower": 1}, goods={"hops": 3})
    start_turn(m, "A", 0, space=5)  # A right 5: Buy Hops (1 Grain) | Flip 1
    assert not any(isinstance(a, A.Buy) for a in m.legal_actions(0))


@pytest.mark.parametrize(("door", "month", "space", "kind", "cost"), [
    ("A", 2, 5, "peat", {"labourer": 1}),              # A left 5: Buy Peat (1 Strength)
    ("A", 2, 4, "pig", {"grower": 1}),                 # A left 4: Buy Pig (1 Grain + 1 coin)
    ("B", 1, 4, "cow", {"labourer": 1, "brewer": 1}),  # B 4: Buy Cow (1 Strength + 1 Beer)
])
def test_no_more_than_three_peat_pigs_or_cows(door: str, month: int, space: int, kind: str,
                                              cost: dict[str, int]) -> None:
    for held, buyable in ((2, True), (3, False)):
        goods = {kind: held} if kind == "peat" else {kind: held - 1, "large_" + kind: 1}
        m = new()
        set_player(m, 0, coins=1, up=cost, goods=goods)
        start_turn(m, door, 0, month=month, space=space)
        assert (A.Buy("doorway", 0, 0, 0) in m.legal_actions(0)) is buyable, held


def test_premium_beer_is_its_own_card_type_beside_three_hops() -> None:
    # The rulebook lists "3 Hops, 3 Peat, 3 Beer, and 3 Whisky" as separate types.
    m = new()
    set_player(m, 0, up={"grower": 1}, goods={"hops": 2, "premium_beer": 3})
    start_turn(m, "A", 0, space=5)
    assert A.Buy("doorway", 0, 0, 0) in m.legal_actions(0)


@pytest.mark.parametrize(("have", "blocked"), [
    (["E10", "E11", "E12"], set(ROW_E)),
    (["H10", "H11", "H12"], set(ROW_H)),
    (["S", "S", "S"], {"S"}),
])
def test_no_more_than_three_extensions_homesteads_or_statues(have: list[str],
                                                               blocked: set[str]) -> None:
    m = new()
    build_turn(m, buildings=have)
    assert builds(m) == {*ROW_E, *ROW_H, "S"} - blocked


def test_no_more_than_three_decorated_homesteads() -> None:
    m = new()
    build_turn(m, buildings=["H10"], decorated=["H11", "H12", "H13"])
    assert "H10" not in decorations(m)
    refused(m, 0, A.Decorate("doorway", "H10"))


def test_no_more_than_three_decorated_extensions() -> None:
    m = new()
    build_turn(m, buildings=["E10", "H10"], decorated=["E11", "E12", "E13"])
    assert decorations(m) == {"H10"}


def test_decorated_extensions_are_a_type_apart_so_three_undecorated_may_join_them() -> None:
    # The rulebook lists "3 Extensions" and "3 Decorated Extensions" separately.
    m = new()
    build_turn(m, buildings=["E10", "E11"], decorated=["E12", "E13", "E14"])
    assert set(ROW_E) <= builds(m)


def test_decorated_statues_are_a_type_apart_so_three_undecorated_may_join_them() -> None:
    # ASSUMPTION 18 (RULES.md): the limit lists only "3 Statues"; the code counts decorated
    # Statues apart, like decorated Extensions and Homesteads.
    m = new()
    build_turn(m, buildings=["S", "S"], decorated=["S", "S", "S"])
    assert "S" in builds(m)
    assert "S" not in decorations(m)  # no 4th decorated Statue


def test_selling_bonus_peat_is_not_taken_beyond_three() -> None:
    m = new()
    set_player(m, 0, goods={"peat": 3, "pig": 1})
    supply = list(st(m).supply_goods)
    start_turn(m, "B", 0, month=2, space=1)  # month 2: sell Pigs or Hops -> 1 Peat
    m.act(0, A.Sell("doorway", "pig", 1, 0))
    assert good(m, 0, "peat") == 3
    assert st(m).supply_goods[GOODS.index("peat")] == supply[GOODS.index("peat")]


def test_selling_bonus_flip_cannot_make_a_fourth_premium_beer() -> None:
    m = new()
    set_player(m, 0, goods={"hops": 1, "premium_beer": 3, "cow": 1})
    start_turn(m, "B", 0, month=3, space=1)  # month 3: sell Cows or Hops -> flip Hops/Peat
    m.act(0, A.Sell("doorway", "cow", 1, 0))
    assert kinds(m)[-1] == "take_actions"  # no Hops/Peat flip was offered
    assert good(m, 0, "hops") == 1 and good(m, 0, "premium_beer") == 3


def test_selling_bonus_flip_cannot_make_a_fourth_smoked_whisky() -> None:
    m = new()
    set_player(m, 0, goods={"peat": 1, "smoked_whisky": 3, "pig": 1})
    start_turn(m, "B", 0, month=5, space=1)  # month 5: sell Pigs or Goats -> flip Hops/Peat
    m.act(0, A.Sell("doorway", "pig", 1, 0))
    assert kinds(m)[-1] == "take_actions"  # no Hops/Peat flip was offered
    assert good(m, 0, "peat") == 1 and good(m, 0, "smoked_whisky") == 3
