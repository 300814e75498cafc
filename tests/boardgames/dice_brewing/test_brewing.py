"""Rulebook 5.3 Brewing Beer and 4. Game Elements, Recipe cards (reward, basic recipe,
enhancement): storage dice of the right colours and values, experimental recipes, at most one
enhancement, rewards (+1 MP for every brew), the refilled row, turns repeating while anyone
brews."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Any

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing.content import TOKENS, Recipe
from alehouse.boardgames.dice_brewing.state import Die

from .helpers import (
    BROWN_PORTER,
    CHEAP_LAGER,
    CHILI_HONEY_PORTER,
    DRY_STOUT,
    ENGLISH_PALE_ALE,
    EXPERIMENTAL_LAGER,
    HEFEWEIZEN,
    LIGHT_WHEAT,
    MASS_LAGER,
    PURPLE,
    RASPBERRY_WHEAT,
    RED,
    SESSION_PALE_ALE,
    C,
    brewing,
    colours,
    decision,
    dice,
    empty_all,
    legal_of,
    new,
    refresh,
    refused,
    roll_next,
    seat,
    set_player,
    spec,
    st,
)

PREMIUM_EXPORT_LAGER, DOUBLE_IPA, DOPPELBOCK = 3, 15, 24
ROW = [CHEAP_LAGER, MASS_LAGER, DRY_STOUT]


def at_brew(row: list[int] | None = None, *, deck_top: Sequence[int] = (), **red: Any
            ) -> Match:
    """Red's brewing turn (2 players, round 3) with `red` holdings (`set_player` keywords);
    Purple's storage holds Dry Stout's dice (so the phase waits for Purple after Red's brew).
    `deck_top`: the next cards of the deck, first drawn first."""
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, **red)
    set_player(m, PURPLE, storage="k3 k2 g2")
    brewing(m, RED, row=row or ROW)
    deck = [r for r in st(m).deck if r not in deck_top]
    st(m).deck = deck + list(reversed(deck_top))
    return m


def brewable(m: Match, p: int = RED) -> list[int]:
    return [st(m).row[a.slot] for a in legal_of(m, p, A.Brew)]


def test_only_dice_in_the_storage_can_be_used_for_brewing() -> None:
    m = at_brew(pool="y6 y6 g6")
    assert brewable(m) == []
    refused(m, RED, A.Brew(0))
    m = at_brew(pool="y6 y6 g6", storage="y2 y2 g2")
    assert brewable(m) == [CHEAP_LAGER]


def test_a_recipe_needs_dice_of_its_colours() -> None:
    m = at_brew(storage="y2 k2 g2 b6")  # Cheap Lager: two yellow, one green
    assert CHEAP_LAGER not in brewable(m)


def test_every_die_must_reach_its_minimum_value() -> None:
    m = at_brew(storage="y2 y1 g6 k3 k2 g2")
    assert brewable(m) == [DRY_STOUT]
    error = refused(m, RED, A.Brew(0))
    assert str(error) == ("Your storage does not hold the dice (colours and values) or "
                          "ingredients Cheap Lager requires: yellow 2+, yellow 2+ and green 2+")
    m = at_brew(storage="y2 y2 g2")
    assert brewable(m) == [CHEAP_LAGER]


def test_a_blocked_die_cannot_be_used_for_brewing() -> None:
    m = at_brew(storage="y2 y2 g2")
    seat(m, RED).storage[-1] = Die("green", 2, blocked=True)  # an opponent's token under it
    refresh(m)
    assert brewable(m) == []


def test_the_die_choice_offers_the_storage_dice_of_the_colour_at_or_above_the_minimum() -> None:
    m = at_brew(storage="y1 y2 y2 y3 y5 g3 g6", pool="y6")  # Mass Lager: Y3 Y2 Y2 G3
    m.act(RED, A.Brew(1))
    assert decision(m) == {"kind": "brew", "player": RED, "slot": 1, "dice": []}
    assert legal_of(m, RED, A.UseDie) == [A.UseDie(3), A.UseDie(5)]  # for yellow 3+
    assert m.label(A.UseDie(5)) == "Use your yellow 5 for yellow 3+"
    refused(m, RED, A.UseDie(6))  # the 6 is in the active pool
    m.act(RED, A.UseDie(5))
    assert legal_of(m, RED, A.UseDie) == [A.UseDie(2), A.UseDie(3)]  # for yellow 2+
    m.act(RED, A.UseDie(3))
    # the last yellow 2+ can only be a 2: chosen without asking; then green 3+
    assert decision(m) == {"kind": "brew", "player": RED, "slot": 1, "dice": [5, 3, 2]}
    assert legal_of(m, RED, A.UseDie) == [A.UseDie(3), A.UseDie(6)]
    m.act(RED, A.UseDie(3))
    assert seat(m, RED).brewed == [MASS_LAGER]
    assert spec(seat(m, RED).storage) == "y1 y2 g6"


def test_a_die_chosen_for_one_requirement_is_not_offered_for_the_next() -> None:
    m = at_brew([HEFEWEIZEN, MASS_LAGER, DRY_STOUT], storage="y6 y4 y2 y1 g3")  # Y4 Y4 Y2 G3
    m.act(RED, A.Brew(0))
    assert legal_of(m, RED, A.UseDie) == [A.UseDie(4), A.UseDie(6)]
    m.act(RED, A.UseDie(6))
    # the second yellow 4+ can only be the 4 now, the yellow 2+ only the 2: no more choices
    assert seat(m, RED).brewed == [HEFEWEIZEN]
    assert spec(seat(m, RED).storage) == "y1"


def possible(recipe: Recipe, storage: list[int], colours_: list[str], chosen: list[int]
             ) -> set[int]:
    """Brute force: the values that can fill the next requirement in some complete brew."""
    out = set()
    k = len(chosen)
    dice_ = list(zip(colours_, storage))
    for perm in permutations(range(len(dice_)), len(recipe.dice)):
        picked = [dice_[i] for i in perm]
        if all(c == rc and v >= rm for (c, v), (rc, rm) in zip(picked, recipe.dice)) and \
                [v for _, v in picked[:k]] == chosen:
            out.add(picked[k][1])
    return out


def test_the_die_choices_offer_only_values_that_keep_the_recipe_brewable() -> None:
    rng = Chance.from_seed(7)
    checked = 0
    for rid in (MASS_LAGER, HEFEWEIZEN, DOUBLE_IPA, DOPPELBOCK, 18, 9):
        recipe = C.recipes[rid]
        for _ in range(12):
            spec_ = " ".join(f"{c[0] if c != 'black' else 'k'}{rng.roll(6)}"
                             for c, _ in recipe.dice for _ in range(2))
            m = at_brew([rid, MASS_LAGER, CHEAP_LAGER], storage=spec_)
            if A.Brew(0) not in m.legal_actions(RED):
                continue
            held = seat(m, RED).storage
            m.act(RED, A.Brew(0))
            while st(m).pending and st(m).pending[-1].kind == "brew" and \
                    st(m).pending[-1].stage == "":
                chosen = list(st(m).pending[-1].values)
                want = possible(recipe, [d.value for d in held], [d.colour for d in held],
                                chosen)
                offered = {a.value for a in legal_of(m, RED, A.UseDie)}
                assert offered == want
                checked += 1
                m.act(RED, A.UseDie(sorted(offered)[rng.below(len(offered))]))
            assert seat(m, RED).brewed == [rid]
    assert checked > 10


def test_a_single_possible_die_is_used_without_asking() -> None:
    m = at_brew(storage="y2 y2 g2")
    m.act(RED, A.Brew(0))
    assert seat(m, RED).brewed == [CHEAP_LAGER]
    assert [type(a) for _, a in m.moves] == [A.Brew]


def test_experimental_lager_needs_any_one_special_ingredient() -> None:
    row = [EXPERIMENTAL_LAGER, MASS_LAGER, DRY_STOUT]
    m = at_brew(row, storage="y3 y2 g2")
    assert brewable(m) == []
    m = at_brew(row, storage="y3 y2 g2", ingredients=["honey"])
    assert brewable(m) == [EXPERIMENTAL_LAGER]
    honey = st(m).market["honey"]
    m.act(RED, A.Brew(0))
    assert seat(m, RED).ingredients == []
    assert st(m).market["honey"] == honey + 1  # the ingredient goes back to the marketplace
    assert seat(m, RED).mastery == 3 + 1


def test_the_player_chooses_the_ingredient_when_any_one_will_do() -> None:
    m = at_brew([EXPERIMENTAL_LAGER, MASS_LAGER, DRY_STOUT], storage="y3 y2 g2",
                ingredients=["fruits", "honey"])
    m.act(RED, A.Brew(0))
    assert legal_of(m, RED, A.UseIngredient) == [A.UseIngredient("fruits"),
                                                 A.UseIngredient("honey")]
    m.act(RED, A.UseIngredient("honey"))
    assert seat(m, RED).ingredients == ["fruits"]


def test_an_experimental_recipe_needs_its_named_ingredients() -> None:
    m = at_brew([RASPBERRY_WHEAT, MASS_LAGER, DRY_STOUT], storage="y3 y3 g2",
                ingredients=["spices", "honey"])
    assert brewable(m) == []  # Raspberry Wheat needs fruits
    m = at_brew([RASPBERRY_WHEAT, MASS_LAGER, DRY_STOUT], storage="y3 y3 g2",
                ingredients=["fruits"])
    assert brewable(m) == [RASPBERRY_WHEAT]
    row = [CHILI_HONEY_PORTER, MASS_LAGER, DRY_STOUT]  # spices and honey
    m = at_brew(row, storage="k4 k4 y3 g3", ingredients=["spices", "fruits"])
    assert CHILI_HONEY_PORTER not in brewable(m)
    m = at_brew(row, storage="k4 k4 y3 g3", ingredients=["spices", "honey"])
    m.act(RED, A.Brew(0))
    assert seat(m, RED).ingredients == []
    assert st(m).market["spices"] == st(m).market["honey"] == 4


def test_at_most_one_enhancement_a_blue_die_or_a_special_ingredient() -> None:
    m = at_brew(storage="y2 y2 g2 b3", ingredients=["special_malt"])
    m.act(RED, A.Brew(0))
    assert legal_of(m, RED, A.Enhance) == [A.Enhance("nothing", 0), A.Enhance("blue", 3),
                                           A.Enhance("special_malt", 0)]
    m.act(RED, A.Enhance("blue", 3))
    assert seat(m, RED).brewed == [CHEAP_LAGER]
    assert seat(m, RED).ingredients == ["special_malt"]  # not used as well
    assert seat(m, RED).mastery == 1 + 1  # +1 MP for the blue enhancement, +1 for brewing
    assert seat(m, RED).gold == 2 + 2  # the reward only
    assert "Red brews Cheap Lager enhanced with a blue 3: 2 gold and 2 mastery points" in m.log


def test_an_ingredient_enhancement_gives_its_bonus_and_returns_to_the_marketplace() -> None:
    m = at_brew(storage="y2 y2 g2", ingredients=["special_malt"])
    m.act(RED, A.Brew(0))
    m.act(RED, A.Enhance("special_malt", 0))
    assert seat(m, RED).gold == 2 + 2 + 2
    assert seat(m, RED).ingredients == []
    assert st(m).market["special_malt"] == 4


def test_a_blue_enhancement_needs_a_stored_blue_die_of_the_value_shown() -> None:
    m = at_brew(storage="y2 y2 g2 b2", pool="b6")  # Cheap Lager: blue 3+
    m.act(RED, A.Brew(0))  # no enhancement possible: brewed at once
    assert seat(m, RED).brewed == [CHEAP_LAGER]
    assert spec(seat(m, RED).storage) == "b2"
    assert seat(m, RED).mastery == 1


def test_an_ingredient_the_recipe_does_not_list_is_no_enhancement() -> None:
    m = at_brew(storage="y2 y2 g2", ingredients=["honey", "fruits"])
    m.act(RED, A.Brew(0))  # Cheap Lager lists special malt only: nothing to decide
    assert seat(m, RED).brewed == [CHEAP_LAGER]
    assert seat(m, RED).ingredients == ["fruits", "honey"]


def test_the_blue_enhancement_die_goes_back_to_the_active_pool() -> None:
    m = at_brew(storage="y2 y2 g2 b5")
    m.act(RED, A.Brew(0))
    m.act(RED, A.Enhance("blue", 5))
    assert spec(seat(m, RED).pool) == "y2 y2 g2 b5"
    assert seat(m, RED).storage == []


def test_the_dice_used_go_to_the_active_pool_and_brew_nothing_more_this_round() -> None:
    m = at_brew(deck_top=[LIGHT_WHEAT], storage="y6 y6 g6 k3")
    m.act(RED, A.Brew(0))
    assert spec(seat(m, RED).pool) == "y6 y6 g6"
    assert spec(seat(m, RED).storage) == "k3"
    m.act(PURPLE, A.Pass())  # Light Wheat (yellow 3 and 2, green 2) came up: not for Red now
    assert "Round 3: Tidying the Workplace Phase" in m.log
    assert seat(m, RED).brewed == [CHEAP_LAGER]


def test_brewing_gives_the_reward_and_one_more_mastery_point() -> None:
    m = at_brew(storage="y2 y2 g2")  # Cheap Lager: 2 gold
    m.act(RED, A.Brew(0))
    assert (seat(m, RED).gold, seat(m, RED).mastery) == (2 + 2, 1)
    assert "Red brews Cheap Lager: 2 gold and 1 mastery point" in m.log
    m = at_brew(storage="k3 k2 g2")  # Dry Stout: 2 MP
    m.act(RED, A.Brew(2))
    assert (seat(m, RED).gold, seat(m, RED).mastery) == (2, 2 + 1)


def test_a_reward_action_token_of_the_players_choice_goes_to_their_storage() -> None:
    m = at_brew([SESSION_PALE_ALE, MASS_LAGER, DRY_STOUT], storage="y2 g3 g2")
    m.act(RED, A.Brew(0))
    assert decision(m) == {"kind": "reward", "player": RED, "take": "token", "count": 1}
    assert legal_of(m, RED, A.TakeToken) == [A.TakeToken(t) for t in TOKENS]
    m.act(RED, A.TakeToken("block_recipe"))
    assert seat(m, RED).tokens == ["block_recipe"]
    assert st(m).black_market["block_recipe"] == 2
    assert seat(m, RED).mastery == 1


def test_a_reward_token_comes_only_from_the_tokens_still_in_the_game() -> None:
    m = at_brew([SESSION_PALE_ALE, MASS_LAGER, DRY_STOUT], storage="y2 g3 g2")
    st(m).black_market = dict.fromkeys(TOKENS, 0) | {"raise": 1}
    m.act(RED, A.Brew(0))  # one kind left: taken without asking
    assert seat(m, RED).tokens == ["raise"]
    m = at_brew([SESSION_PALE_ALE, MASS_LAGER, DRY_STOUT], storage="y2 g3 g2")
    st(m).black_market = dict.fromkeys(TOKENS, 0)
    m.act(RED, A.Brew(0))  # none left: no token
    assert seat(m, RED).tokens == [] and seat(m, RED).brewed == [SESSION_PALE_ALE]


def test_a_reward_die_of_the_chosen_colour_is_rolled_into_the_active_pool() -> None:
    m = at_brew([LIGHT_WHEAT, MASS_LAGER, DRY_STOUT], storage="y3 y2 g2")
    st(m).piles["green"] = 0
    m.act(RED, A.Brew(0))
    assert legal_of(m, RED, A.TakeDie) == [A.TakeDie("yellow"), A.TakeDie("black"),
                                           A.TakeDie("blue")]  # the green pile is empty
    black = st(m).piles["black"]
    roll_next(m, 6)
    m.act(RED, A.TakeDie("black"))
    assert spec(seat(m, RED).pool) == "y2 y3 k6 g2"
    assert st(m).piles["black"] == black - 1


def test_an_enhancement_gives_gold_or_mastery_points_never_a_die_or_a_token() -> None:
    """5.3: "an additional bonus in gold or mastery points" (Recipe cards: the reward is what
    may bring a die or a token)."""
    m = at_brew([ENGLISH_PALE_ALE, MASS_LAGER, DRY_STOUT], storage="y4 k2 g4 g3 b4")
    m.act(RED, A.Brew(0))
    m.act(RED, A.Enhance("blue", 4))  # English Pale Ale: blue 4+ gives 3 gold
    assert seat(m, RED).gold == 2 + 3 and seat(m, RED).mastery == 4 + 1
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}  # nothing more to take
    m = at_brew([PREMIUM_EXPORT_LAGER, MASS_LAGER, DRY_STOUT], storage="y5 y4 y3 g4 g3 b5")
    m.act(RED, A.Brew(0))
    m.act(RED, A.Enhance("blue", 5))  # Premium Export Lager: blue 5+ gives 3 gold
    assert seat(m, RED).tokens == [] and seat(m, RED).gold == 2 + 3
    assert seat(m, RED).mastery == 5 + 1


def test_the_brewed_recipe_card_goes_to_the_player() -> None:
    m = at_brew(storage="y2 y2 g2")
    m.act(RED, A.Brew(0))
    assert seat(m, RED).brewed == [CHEAP_LAGER]
    assert m.view(PURPLE)["players"][RED]["brewed"] == ["Cheap Lager"]
    assert st(m).brewed_total == 1 and m.view(None)["brewed"] == 1


def test_the_top_card_of_the_deck_takes_the_brewed_recipes_place() -> None:
    m = at_brew(deck_top=[DOUBLE_IPA], storage="y2 y2 g2")
    deck = len(st(m).deck)
    m.act(RED, A.Brew(0))
    assert st(m).row == [DOUBLE_IPA, MASS_LAGER, DRY_STOUT]
    assert len(st(m).deck) == deck - 1
    assert "A new recipe is drawn: Double IPA" in m.log


def test_the_new_recipe_can_be_brewed_this_round() -> None:
    m = at_brew(deck_top=[BROWN_PORTER], storage="y2 y2 g2")
    set_player(m, PURPLE, storage="y2 k3 g2")  # Brown Porter's dice
    m.act(RED, A.Brew(0))
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}
    assert legal_of(m, PURPLE, A.Brew) == [A.Brew(0)]
    m.act(PURPLE, A.Brew(0))
    m.act(PURPLE, A.TakeDie("yellow"))
    assert seat(m, PURPLE).brewed == [BROWN_PORTER]


def test_an_empty_deck_leaves_the_brewed_recipes_place_empty() -> None:
    m = at_brew(storage="y2 y2 g2")
    st(m).deck = []
    m.act(RED, A.Brew(0))
    assert st(m).row == [-1, MASS_LAGER, DRY_STOUT]
    assert m.view(None)["recipes"][0] == {"slot": 0, "recipe": None}


def test_brewing_turns_repeat_in_the_established_order_while_anyone_brews() -> None:
    m = at_brew([CHEAP_LAGER, DRY_STOUT, BROWN_PORTER], deck_top=[DOUBLE_IPA, DOPPELBOCK],
                storage="y2 y2 g2 k3 k2 g2")
    set_player(m, PURPLE, storage="y2 k3 g2")
    turns = []
    while st(m).phase == "brew":
        d = decision(m)
        assert d is not None
        if d["kind"] == "brew_turn":
            turns.append(d["player"])
        legal = m.legal_actions(d["player"])
        m.act(d["player"], legal[0])  # brew the first recipe offered, take the first reward
    # one recipe per turn: Red, Purple, Red again; then nobody can brew and the phase ends
    assert turns == [RED, PURPLE, RED]
    assert seat(m, RED).brewed == [CHEAP_LAGER, DRY_STOUT]
    assert seat(m, PURPLE).brewed == [BROWN_PORTER]
    assert "Round 3: Tidying the Workplace Phase" in m.log


def test_a_player_who_passed_may_brew_after_someone_else_has_brewed() -> None:
    m = at_brew([CHEAP_LAGER, DRY_STOUT, MASS_LAGER], deck_top=[DOUBLE_IPA],
                storage="y2 y2 g2")
    set_player(m, PURPLE, storage="k3 k2 g2")
    m.act(RED, A.Pass())
    m.act(PURPLE, A.Brew(1))
    assert decision(m) == {"kind": "brew_turn", "player": RED}
    m.act(RED, A.Brew(0))
    assert seat(m, RED).brewed == [CHEAP_LAGER]


def test_the_phase_ends_after_a_whole_round_of_turns_without_a_brew() -> None:
    m = at_brew(storage="y2 y2 g2")
    set_player(m, PURPLE, storage="k3 k2 g2")
    m.act(RED, A.Pass())
    assert decision(m) == {"kind": "brew_turn", "player": PURPLE}
    m.act(PURPLE, A.Pass())
    assert "Round 3: Tidying the Workplace Phase" in m.log
    assert seat(m, RED).brewed == [] and seat(m, PURPLE).brewed == []


def test_a_player_who_cannot_brew_is_not_asked() -> None:
    m = at_brew(storage="y2 y2 g2")
    set_player(m, PURPLE, storage="y1")
    m.act(RED, A.Pass())
    assert "Round 3: Tidying the Workplace Phase" in m.log
    assert [p for p, _ in m.moves] == [RED]


@pytest.mark.parametrize("rid", [CHEAP_LAGER, MASS_LAGER, DRY_STOUT])
def test_brewing_takes_exactly_the_dice_of_the_recipe(rid: int) -> None:
    recipe = C.recipes[rid]
    needed = " ".join(f"{'k' if c == 'black' else c[0]}{v}" for c, v in recipe.dice)
    m = at_brew([rid, EXPERIMENTAL_LAGER, RASPBERRY_WHEAT], storage=needed + " y1 b6")
    m.act(RED, A.Brew(0))
    if legal_of(m, RED, A.Enhance):
        m.act(RED, A.Enhance("nothing", 0))
    assert colours(seat(m, RED).pool) == colours(dice(needed))
    assert spec(seat(m, RED).storage) == "y1 b6"
