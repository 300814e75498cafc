"""Rulebook: Phase 3: Pay Upkeep (feeding animals, building and brewery Upkeep, Festival tokens
and Penalty tokens, paying what you can, simultaneous choices)."""

from __future__ import annotations

from typing import Any

from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A

from .helpers import (
    BLUE,
    PURPLE,
    awaited,
    down,
    good,
    new,
    refused,
    seat,
    set_player,
    st,
    to_upkeep,
    up,
)


def upkeep(blue: dict[str, Any], purple: dict[str, Any] | None = None,
           level: str = "beginner") -> Match:
    """Phase 3 of month 1 with these holdings (Beginner Breweries pay no Upkeep)."""
    m = new(level=level)
    set_player(m, BLUE, **blue)
    set_player(m, PURPLE, **(purple or {}))
    to_upkeep(m)
    return m


def festival(m: Match, p: int = BLUE) -> tuple[int, int]:
    return seat(m, p).festival_white, seat(m, p).festival_black


def test_every_fed_animal_turns_to_its_large_side() -> None:
    m = upkeep({"up": {"grower": 2}, "goods": {"goat": 1, "cow": 1}, "festival": (2, 0)})
    assert st(m).month == 2  # nothing to choose: paid at once
    assert (good(m, BLUE, "large_goat"), good(m, BLUE, "large_cow")) == (1, 1)
    assert (good(m, BLUE, "goat"), good(m, BLUE, "cow")) == (0, 0)
    assert down(m, BLUE, "grower") == 2 and festival(m) == (2, 0)


def test_an_animal_that_cannot_be_fed_stays_small_and_costs_a_festival_token() -> None:
    m = upkeep({"up": {"grower": 1}, "goods": {"goat": 1, "pig": 1}, "festival": (2, 0)})
    assert m.actors == (BLUE,)  # which animal to feed is Blue's choice
    assert set(m.legal_actions(BLUE)) == {A.Upkeep(0, 0, 1, 0, 0, 0), A.Upkeep(0, 1, 0, 0, 0, 0)}
    m.act(BLUE, A.Upkeep(0, 1, 0, 0, 0, 0))
    assert (good(m, BLUE, "large_goat"), good(m, BLUE, "pig")) == (1, 1)
    assert festival(m) == (1, 1)


def test_a_large_animal_is_never_flipped_back_to_its_small_side() -> None:
    m = upkeep({"goods": {"large_cow": 1}, "festival": (2, 0)})
    assert good(m, BLUE, "large_cow") == 1 and good(m, BLUE, "cow") == 0


def test_every_animal_small_or_large_must_be_fed_one_grain() -> None:
    m = upkeep({"up": {"grower": 2}, "goods": {"large_cow": 1, "large_pig": 1},
                "festival": (2, 0)})
    assert down(m, BLUE, "grower") == 2 and festival(m) == (2, 0)
    m = upkeep({"goods": {"large_cow": 1, "large_pig": 1}, "festival": (2, 0)})
    assert festival(m) == (0, 2)


def test_a_brewmaster_can_feed_an_animal() -> None:
    m = upkeep({"up": {"brewmaster": 1}, "goods": {"goat": 1}, "festival": (1, 0)})
    assert good(m, BLUE, "large_goat") == 1 and down(m, BLUE, "brewmaster") == 1
    assert festival(m) == (1, 0)


def test_only_growers_and_brewmasters_feed_animals() -> None:
    m = upkeep({"up": {"brewer": 1, "labourer": 1}, "goods": {"goat": 1}, "festival": (1, 0)})
    assert good(m, BLUE, "goat") == 1 and up(m, BLUE, "brewer") == 1
    assert festival(m) == (0, 1)


def test_face_down_assistants_cannot_pay_upkeep() -> None:
    m = upkeep({"down": {"grower": 1}, "goods": {"goat": 1}, "festival": (1, 0)})
    assert good(m, BLUE, "goat") == 1 and festival(m) == (0, 1)


def test_buildings_pay_their_upkeep_undecorated_or_decorated() -> None:
    # ASSUMPTION (REF 2.7): Extension 1 coin, Statue 1 Strength, Homestead 1 Grain.
    for where in ("buildings", "decorated"):
        m = upkeep({"coins": 5, "up": {"labourer": 1, "grower": 1},
                    where: ["E1", "S", "H1"], "festival": (1, 0)})
        assert seat(m, BLUE).coins == 4, where
        assert (down(m, BLUE, "labourer"), down(m, BLUE, "grower")) == (1, 1), where
        assert festival(m) == (1, 0), where


def test_if_you_are_able_to_pay_you_have_to_pay() -> None:
    m = upkeep({"coins": 3, "buildings": ["E1", "E2"], "festival": (2, 0)})
    assert seat(m, BLUE).coins == 1 and festival(m) == (2, 0)  # the coins were taken

    m = upkeep({"up": {"brewmaster": 1}, "goods": {"goat": 1}, "buildings": ["S"],
                "festival": (2, 0)})
    # One unit can be paid (the Goat's Grain or the Statue's Strength): not paying is no option.
    assert set(m.legal_actions(BLUE)) == {A.Upkeep(0, 1, 0, 1, 0, 0), A.Upkeep(0, 0, 0, 0, 0, 1)}
    refused(m, BLUE, A.Upkeep(0, 0, 0, 0, 0, 0))
    refused(m, BLUE, A.Upkeep(0, 1, 0, 0, 0, 0))  # feeding without paying the Grain


def test_feed_and_pay_upkeep_in_the_order_you_prefer() -> None:
    m = upkeep({"up": {"grower": 1}, "goods": {"goat": 1}, "buildings": ["H1"],
                "festival": (2, 0)})
    assert set(m.legal_actions(BLUE)) == {A.Upkeep(0, 0, 0, 0, 0, 0), A.Upkeep(0, 1, 0, 0, 0, 0)}
    m.act(BLUE, A.Upkeep(0, 0, 0, 0, 0, 0))  # the Grower pays the Homestead; the Goat goes hungry
    assert good(m, BLUE, "goat") == 1 and down(m, BLUE, "grower") == 1
    assert festival(m) == (1, 1)


def test_each_unpaid_unit_turns_a_white_festival_token_black() -> None:
    m = upkeep({"coins": 0, "buildings": ["E1", "E2"], "festival": (2, 1)})
    assert festival(m) == (0, 3) and seat(m, BLUE).penalties == 0


def test_with_every_festival_token_black_an_unpaid_unit_gives_a_penalty_token() -> None:
    m = upkeep({"coins": 0, "buildings": ["E1"], "festival": (0, 2)})
    assert seat(m, BLUE).penalties == 1
    assert festival(m) == (2, 0)  # all tokens turn white at once


def test_after_a_penalty_tokens_turn_black_again_and_more_penalties_may_follow() -> None:
    m = upkeep({"coins": 0, "buildings": ["E1", "E2", "E3"], "festival": (0, 2)})
    assert seat(m, BLUE).penalties == 1 and festival(m) == (0, 2)
    m = upkeep({"coins": 0, "buildings": ["E1", "E2", "E3"], "decorated": ["E4"],
                "festival": (0, 2)})
    assert seat(m, BLUE).penalties == 2 and festival(m) == (2, 0)


def test_a_penalty_token_is_worth_minus_3_vp() -> None:
    m = upkeep({"coins": 0, "buildings": ["E1"], "festival": (0, 1)})
    st(m).phase = "over"
    assert m.result is not None
    assert m.result.breakdown[BLUE]["penalties"] == -3


def test_upkeep_is_chosen_by_all_players_at_once() -> None:
    both = {"up": {"grower": 1}, "goods": {"goat": 1, "pig": 1}, "festival": (2, 0)}
    m = upkeep(both, both)
    assert m.actors == (BLUE, PURPLE)
    assert awaited(m) == {"kind": "upkeep", "player": None}
    assert m.decision is not None and m.decision.actors == (BLUE, PURPLE)
    m.act(PURPLE, A.Upkeep(0, 0, 1, 0, 0, 0))
    assert list(m.actors) == [BLUE]
    assert good(m, PURPLE, "large_pig") == 0  # nothing is paid until everyone has chosen
    refused(m, PURPLE, A.Upkeep(0, 1, 0, 0, 0, 0), code="not_your_turn")
    m.act(BLUE, A.Upkeep(0, 1, 0, 0, 0, 0))
    assert good(m, PURPLE, "large_pig") == 1 and good(m, BLUE, "large_goat") == 1
    assert st(m).month == 2


def test_a_chosen_upkeep_plan_is_hidden_from_the_others_until_all_chose() -> None:
    both = {"up": {"grower": 1}, "goods": {"goat": 1, "pig": 1}, "festival": (2, 0)}
    seen = []
    for plan in (A.Upkeep(0, 0, 1, 0, 0, 0), A.Upkeep(0, 1, 0, 0, 0, 0)):
        m = upkeep(both, both)
        m.act(PURPLE, plan)
        assert m.view(BLUE)["players"][PURPLE]["upkeep_chosen"] is True
        seen.append((m.view(BLUE), m.view(None), m.log))
    assert seen[0] == seen[1]


def test_log_tells_what_upkeep_did() -> None:
    m = upkeep({"up": {"grower": 1}, "goods": {"goat": 1}, "buildings": ["E1"],
                "festival": (0, 1)})
    assert ("Blue's Upkeep: 1 Grower turned face-down; 1 Goat fed (it grows large); 1 not "
            "paid: 1 Penalty token (Festival tokens turn white)") in m.log
    assert "Purple's Upkeep: nothing to pay" in m.log


def test_log_tells_the_coins_paid_and_the_festival_tokens_turned_black() -> None:
    m = upkeep({"coins": 1, "buildings": ["E1", "E2"], "festival": (2, 0)})
    assert "Blue's Upkeep: 1 coin paid; 1 not paid: 1 Festival token turns black" in m.log
