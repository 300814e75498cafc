"""Rulebook 2. Preparations (A-I), the component count, and 3. the starting player."""

from __future__ import annotations

from collections import Counter

import pytest

import alehouse
from alehouse.boardgames.dice_brewing.content import DICE, INGREDIENTS, TOKENS

from .helpers import (
    CHEAP_LAGER,
    EXPERIMENTAL_LAGER,
    MASS_LAGER,
    SLADEK_PILSNER,
    C,
    colours,
    new,
    seat,
    st,
)

PLAYERS = [2, 3, 4]


def test_the_game_is_for_2_to_4_players() -> None:
    assert list(alehouse.game("dice-brewing").player_counts) == [2, 3, 4]
    with pytest.raises(alehouse.BadOptions):
        new(players=5)


def test_the_options_are_the_mode_the_unlucky_roll_rule_and_the_hidden_token_rule() -> None:
    assert alehouse.game("dice-brewing").options == {
        "mode": ("standard", "advanced"), "unlucky_roll": (False, True),
        "hidden_tokens": (False, True)}
    with pytest.raises(alehouse.BadOptions):
        new(mode="expert")


def test_the_box_holds_14_yellow_14_black_12_green_and_10_blue_dice() -> None:
    assert C.dice_count == {"yellow": 14, "black": 14, "green": 12, "blue": 10}
    assert sum(C.dice_count.values()) == 50


@pytest.mark.parametrize("players", PLAYERS)
def test_the_dice_piles_hold_the_box_less_the_starting_dice(players: int) -> None:
    m = new(players=players)
    s = st(m)
    assert s.piles == {c: C.dice_count[c] - players for c in DICE}
    held = Counter[str]()
    for p in range(players):
        held += colours([*seat(m, p).pool, *seat(m, p).storage])
    for c in DICE:  # the supply is limited: every die is either in a pile or held
        assert s.piles[c] + held[c] == C.dice_count[c]


@pytest.mark.parametrize("players", PLAYERS)
def test_six_seed_tokens_one_in_each_storage_and_the_rest_in_the_pile(players: int) -> None:
    m = new(players=players)
    assert C.seed_count == 6
    assert [seat(m, p).seeds for p in range(players)] == [1] * players
    assert st(m).seed_pile == 6 - players
    assert m.view(None)["seed_pile"] == 6 - players


def test_the_marketplace_and_the_black_market_hold_three_of_each_token() -> None:
    m = new()
    assert st(m).market == dict.fromkeys(INGREDIENTS, 3)  # 15 special ingredients
    assert st(m).black_market == dict.fromkeys(TOKENS, 3)  # 18 action tokens
    assert st(m).tokens_out == dict.fromkeys(TOKENS, 0)


def test_the_season_token_starts_on_winter() -> None:
    m = new()
    assert st(m).summer is False
    assert m.view(None)["season"] == "winter"
    assert m.log[0].endswith("starts the game with the season/priority token, set to Winter")


@pytest.mark.parametrize("players", PLAYERS)
def test_the_starting_player_is_drawn_at_random_and_holds_the_season_token(
        players: int) -> None:
    # ASSUMPTION 5: the rulebook's die roll ("the highest result gets the token") is a draw
    starters = set()
    for seed in range(1, 40):
        m = new(players=players, seed=seed)
        starter = st(m).priority
        starters.add(starter)
        assert m.view(None)["priority"] == starter
        assert m.log[0] == (f"{m.player_name(starter)} starts the game with the "
                            "season/priority token, set to Winter")
    assert starters == set(range(players))


def test_the_starting_player_rolls_and_plays_first() -> None:
    for seed in (1, 2, 3):
        m = new(players=3, seed=seed)
        starter = st(m).priority
        assert m.log[1] == "Round 1: Dice Rolling and Arrangement Phase"
        assert m.log[2].startswith(f"{m.player_name(starter)} rolls")
        assert m.actors == (starter,)


def test_the_player_colours_are_red_purple_orange_and_white() -> None:
    # ASSUMPTION 4
    m = new(players=4)
    assert [m.player_name(p) for p in range(4)] == ["Red", "Purple", "Orange", "White"]


@pytest.mark.parametrize("players", PLAYERS)
def test_each_player_starts_with_2_gold_0_mastery_points_one_die_of_each_colour_and_a_seed(
        players: int) -> None:
    m = new(players=players)
    for p in range(players):
        s = seat(m, p)
        assert s.gold == 2
        assert s.mastery == 0
        assert colours(s.pool) == Counter(yellow=1, black=1, green=1, blue=1)  # active pool
        assert s.storage == []
        assert s.seeds == 1  # the seed token goes to the storage
        assert s.ingredients == [] and s.tokens == [] and s.brewed == []


def test_the_starting_dice_are_rolled_at_the_beginning_of_round_1() -> None:
    m = new(players=2, seed=5)
    for p in range(2):
        rolled = ", ".join(f"{d.colour} {d.value}" for d in seat(m, p).pool)
        assert f"{m.player_name(p)} rolls the active pool: {rolled}" in m.log
    values = {tuple(d.value for d in seat(new(players=2, seed=s), 0).pool)
              for s in range(1, 12)}
    assert len(values) > 1


@pytest.mark.parametrize("players", [2, 3])
def test_standard_mode_starts_with_mass_lager_cheap_lager_and_experimental_lager(
        players: int) -> None:
    m = new(players=players, mode="standard")
    assert set(st(m).row) == {MASS_LAGER, CHEAP_LAGER, EXPERIMENTAL_LAGER}
    names = {r["name"] for r in m.view(0)["recipes"]}
    assert names == {"Mass Lager", "Cheap Lager", "Experimental Lager"}


def test_standard_mode_with_4_players_adds_sladek_pilsner() -> None:
    m = new(players=4, mode="standard")
    assert set(st(m).row) == {MASS_LAGER, CHEAP_LAGER, EXPERIMENTAL_LAGER, SLADEK_PILSNER}


def test_the_starting_recipes_are_the_green_backed_cards() -> None:
    green_backs = {r.id for r in C.recipes.values() if r.starting}
    assert green_backs == {MASS_LAGER, CHEAP_LAGER, EXPERIMENTAL_LAGER, SLADEK_PILSNER}
    assert {C.recipes[i].name for i in green_backs} == {
        "Mass Lager", "Cheap Lager", "Experimental Lager", "Sladek Pilsner"}


def test_the_deck_holds_30_recipe_cards() -> None:
    assert len(C.recipes) == 30
    levels = Counter(r.level for r in C.recipes.values())
    assert levels == {"novice": 8, "intermediate": 8, "advanced": 8, "experimental": 6}


@pytest.mark.parametrize("players", PLAYERS)
def test_standard_mode_shuffles_the_remaining_cards_into_the_deck(players: int) -> None:
    m = new(players=players, mode="standard")
    s = st(m)
    assert len(s.row) == C.display[players]
    assert sorted(s.row + s.deck) == sorted(C.recipes)
    decks = {tuple(st(new(players=players, seed=seed)).deck) for seed in range(1, 6)}
    assert len(decks) > 1


@pytest.mark.parametrize(("players", "shown"), [(2, 3), (3, 3), (4, 4)])
def test_advanced_mode_draws_3_3_or_4_starting_recipes_from_the_whole_shuffled_deck(
        players: int, shown: int) -> None:
    rows = set()
    for seed in range(1, 10):
        m = new(players=players, seed=seed, mode="advanced")
        s = st(m)
        assert len(s.row) == shown
        assert sorted(s.row + s.deck) == sorted(C.recipes)
        rows.add(tuple(s.row))
    assert len(rows) > 1
    shown_ids = {r for row in rows for r in row}
    assert any(not C.recipes[r].starting for r in shown_ids)


def test_the_starting_recipes_lie_face_up_for_everyone() -> None:
    m = new(players=3)
    for p in (None, 0, 1, 2):
        assert [r["id"] for r in m.view(p)["recipes"]] == st(m).row
        assert m.view(p)["deck"] == len(st(m).deck)


@pytest.mark.parametrize(("players", "recipes"), [(2, 10), (3, 15), (4, 20)])
def test_the_game_lasts_until_10_15_or_20_recipes_are_brewed(players: int,
                                                            recipes: int) -> None:
    m = new(players=players)
    assert C.end_after[players] == recipes
    assert m.view(None)["game_ends_at"] == recipes
    assert m.view(None)["brewed"] == 0


def test_the_game_begins_in_round_1_with_phase_1() -> None:
    m = new()
    assert st(m).round == 1
    assert m.view(None)["phase"] == "arrange"
