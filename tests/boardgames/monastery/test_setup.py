"""Rulebook: Components, Setup (colours, monks, screens, secret passages, the Prayer Board, the
first Abbot, Matins)."""

from __future__ import annotations

import pytest

import alehouse
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import abbey_monk, hand, new, st, where


def test_components() -> None:
    assert C.n_tiles == 53
    assert len(C.bag_tiles) == 48
    assert sum(1 for ch in C.board_start if ch != "+") == 36
    assert C.supply == 20
    assert C.monks_per_player == 5
    assert "".join(C.parts).replace(" ", "") == "LIBERANOSQUAESUMUSABOMNIBUSMALISAMEN"


def test_the_tile_names_the_rulebook_gives_are_there() -> None:
    names = {k.name for k in C.kinds}
    for name in ("Abbey", "Chapel", "Scriptorium", "Library", "Workshop", "Stables",
                 "Abbot's House", "Brewhouse", "Almonry", "Farm", "Prison Cell", "Kitchen",
                 "Beehive", "Carp Pond", "Dovecote", "Garderobes", "Infirmary", "Refectory"):
        assert name in names, name


@pytest.mark.parametrize("players", [2, 3])
def test_colours_are_drawn_and_seats_follow_red_blue_green_yellow(players: int) -> None:
    seen = set()
    for seed in range(20):
        m = new(players, seed)
        colours = [p.colour for p in st(m).players]
        assert colours == sorted(colours)
        seen.add(tuple(colours))
    assert len(seen) > 1


def test_four_players_are_red_blue_green_yellow() -> None:
    m = new(4)
    assert [m.player_name(q) for q in range(4)] == ["Red", "Blue", "Green", "Yellow"]


def test_each_player_has_one_monk_in_the_abbey_and_one_on_each_cross() -> None:
    m = new(3)
    s = st(m)
    for q, p in enumerate(s.players):
        assert where(m, abbey_monk(q)) == ("abbey", 0, False)
        assert sum(1 for i in range(q * 5, q * 5 + 5) if s.monk_tile[i] == -1) == 4
        assert [s.crosses[row * 4 + p.colour] for row in range(4)] == [1, 1, 1, 1]


def test_each_player_starts_with_their_secret_passage_behind_the_screen() -> None:
    m = new(2, seed=3)
    s = st(m)
    for p in s.players:
        assert C.passage_of[p.colour] in p.hand
    unused = [c for c in range(4) if c not in [p.colour for p in s.players]]
    for c in unused:
        t = C.passage_of[c]
        assert t not in s.bag and all(t not in p.hand for p in s.players)
    assert hand(m, 0)


def test_letters_lie_only_on_the_sentence_parts_in_play_large_side_up() -> None:
    m = new(2, seed=3)
    s = st(m)
    used = {p.colour for p in s.players}
    for i, ch in enumerate(s.board):
        row = i // 10
        if ch == "+":
            continue
        if C.row_colour[row] in used:
            assert ch == C.board_start[i]
        else:
            assert ch == ""
    assert not any(s.swapped)


def test_the_first_abbot_is_the_player_whose_part_is_highest_on_the_board() -> None:
    for seed in range(6):
        m = new(3, seed)
        s = st(m)
        rows = [C.colour_row[p.colour] for p in s.players]
        assert s.abbot == rows.index(min(rows))


def test_the_game_begins_with_matins_where_each_player_draws_three_tiles() -> None:
    m = new(4)
    s = st(m)
    assert all(len(p.hand) == 4 for p in s.players)     # the passage and three tiles
    assert len(s.bag) == 48 - 12
    assert s.hour == 1 and s.phase == "lay"
    assert "Day 1, hour 1: Matins (Prayer Hour); Red is Abbot" in m.log


def test_the_team_game_is_for_four_players() -> None:
    with pytest.raises(alehouse.BadOptions) as info:
        alehouse.new_match("monastery", players=3, options={"variant": "team"})
    assert "needs 4 players" in info.value.reason
    alehouse.new_match("monastery", players=4, options={"variant": "team"})


def test_the_variants() -> None:
    g = alehouse.game("monastery")
    assert g.options == {"variant": ("standard", "simple", "team"),
                         "vow_of_silence": (False, True)}
    with pytest.raises(alehouse.BadOptions):
        alehouse.new_match("monastery", players=2, options={"variant": "vow_of_silence"})
