"""The board drawn as SVG (svg.py): over random positions at every player count and in every
variant, for every seat and the spectator, the drawing is well-formed, its targets stand for
legal actions and single out every action with a place, its words are the game's own, and it is
drawn from the view alone (the tiles and blessings behind the others' screens stay hidden); the
rare symbol actions are clicked in positions built for them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C
from alehouse.boardgames.monastery.svg import draw
from tests.drawing import (
    check_drawing,
    holds,
    narrowed,
    parsed,
    played_positions,
    target_fields,
    words,
)

from .helpers import (
    begin_round,
    collecting,
    fresh,
    give,
    lay,
    move_monk,
    put,
    scoring,
    space,
    st,
    step,
)

GID = "monastery"
PLACED = {"lay_tile", "exchange", "return_tile", "move", "place_blessing", "pray",
          "use_symbol", "swap_letters", "take_letter", "place_letter", "take_monk",
          "choose_abbot", "imprison", "keep_monk"}
"""The actions that always have a place on the table: everything but done (ending a step, a
gathering, a collecting, the Brewhouse, or locking no one up)."""
EVERY_GAME = {"lay_tile", "exchange", "return_tile", "move", "place_blessing", "pray",
              "take_letter"}
"""The kinds every random game below reaches (the others are reached where named, or in
positions built for them further down)."""


def positions(players: int, seed: int, variant: str = "standard",
              moves: int = 400) -> Iterator[Match]:
    """A seeded game played by the game's random playout policy, position after position (the
    same match object), then the last."""
    return played_positions(GID, players, seed, moves, {"variant": variant})


def legal_json(m: Match, seat: int) -> list[dict[str, Any]]:
    return [a.to_json() for a in m.legal_actions(seat)]


def clicked_in(m: Match) -> set[str]:
    """Check the drawing of every seat and the spectator; the action types the actors can
    click."""
    clicked: set[str] = set()
    for seat in (None, *range(m.players)):
        legal = legal_json(m, seat) if seat is not None else []
        targets = check_drawing(m.svg(seat), legal, PLACED)
        if seat is None or seat not in m.actors:
            assert not targets
        clicked.update(t["type"] for t in targets)
    return clicked


@pytest.mark.parametrize(("players", "variant", "seeds", "reached"), [
    (2, "standard", (1, 2), {"place_letter", "take_monk", "imprison"}),
    (3, "standard", (1,), {"place_letter", "take_monk", "imprison", "choose_abbot"}),
    (4, "standard", (1,), {"place_letter", "take_monk", "imprison", "choose_abbot"}),
    (2, "simple", (1,), set()),
    (3, "simple", (2,), {"place_letter", "choose_abbot"}),
    (4, "team", (1,), {"place_letter", "take_monk", "imprison", "choose_abbot"}),
])
def test_every_seat_can_click_every_action_with_a_place(players: int, variant: str,
                                                        seeds: tuple[int, ...],
                                                        reached: set[str]) -> None:
    clicked: set[str] = set()
    for seed in seeds:
        for i, m in enumerate(positions(players, seed, variant, 300)):
            kind = m.decision.kind if m.decision is not None else "over"
            if kind == "step" and i % 4:
                continue  # the commonest decision: every fourth is enough
            clicked |= clicked_in(m)
    assert EVERY_GAME | reached <= clicked


# --- the actions random games seldom reach -------------------------------------------------------


def _one(m: Match, seat: int, kind: str) -> list[dict[str, Any]]:
    """Check the drawing of `seat`; the targets of action type `kind` (there are some)."""
    assert m.decision is not None and seat in m.actors
    targets = check_drawing(m.svg(seat), legal_json(m, seat), PLACED)
    found = [t for t in targets if t["type"] == kind]
    assert found, f"no {kind} target"
    return found


def test_the_library_swaps_two_letters_clicked_on_the_prayer_board() -> None:
    m = fresh()
    lay(m, "library", 0, -1, 2)
    put(m, 0, "library")
    scoring(m, 0, hour="toil")
    targets = _one(m, 0, "swap_letters")
    legal = legal_json(m, 0)
    swaps = [a for a in legal if a["type"] == "swap_letters"]
    # L (LIBERA NOS, column 1) and the last S of QUAESUMUS: the earlier letter, then the later
    chosen = A.SwapLetters(space(0, 1), space(1, 10)).to_json()
    assert chosen in swaps
    assert narrowed(chosen, legal, targets) == [chosen]
    firsts = {t["first"] for t in targets if "first" in t}
    seconds = {t["second"] for t in targets if "second" in t}
    assert firsts == {a["first"] for a in swaps} and seconds == {a["second"] for a in swaps}


@pytest.mark.parametrize("symbol", ["almonry", "workshop", "abbots_house"])
def test_a_symbol_used_by_its_own_action_is_clicked_on_its_tile(symbol: str) -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, symbol, 2, -1, 2)
    put(m, 0, symbol)
    scoring(m, 0, hour="toil")
    assert _one(m, 0, "use_symbol") == [{"type": "use_symbol", "symbol": symbol}]


def test_the_stables_lay_a_tile_clicked_behind_the_screen_and_on_the_map() -> None:
    m = fresh()
    lay(m, "stables", 0, -1)
    put(m, 0, "stables")
    give(m, 0, "path_straight_1")
    scoring(m, 0, hour="toil")
    targets = _one(m, 0, "lay_tile")
    turned = {(t["tile"], t["rotation"]) for t in targets if "rotation" in t}
    laid = {(a["tile"], a["rotation"]) for a in legal_json(m, 0) if a["type"] == "lay_tile"}
    assert turned == laid


def test_every_turning_of_a_tile_behind_the_screen_that_fits_is_drawn() -> None:
    """The tile is drawn once per way it can lie (its distinct turnings), each clickable where
    it fits somewhere; a place clicked first leaves the turnings that fit there."""
    m = fresh()
    give(m, 0, "path_bend_1", "chapel")
    step(m, 0)
    legal = legal_json(m, 0)
    targets = _one(m, 0, "lay_tile")
    for kind in ("path_bend", "chapel", "passage_red"):
        fits = {a["rotation"] for a in legal if a["type"] == "lay_tile" and a["tile"] == kind}
        drawn = {t["rotation"] for t in targets if t.get("tile") == kind}
        assert fits and drawn == fits
    place = next(t for t in targets if "x" in t)
    there = [a for a in legal if holds(a, place)]
    live = [t for t in targets if any(holds(a, t) for a in there)]
    assert {(t["tile"], t["rotation"]) for t in live if "rotation" in t} == {
        (a["tile"], a["rotation"]) for a in there}


def _night_with_the_brewhouse(*, praying: bool) -> Match:
    """A Night Round begins; red has a monk on the Brewhouse and one on the Chapter House
    (praying or upright), so the Brewhouse may keep him there."""
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "brewhouse", 2, -1, 2)
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "brewhouse")
    put(m, 0, "chapter_house", praying=praying)
    begin_round(m, "night")
    return m


def test_the_brewhouse_keeps_the_monk_clicked_and_asks_the_pose_by_a_button() -> None:
    m = _night_with_the_brewhouse(praying=True)
    targets = _one(m, 0, "keep_monk")
    legal = legal_json(m, 0)
    praying = A.KeepMonk("chapter_house", 0, "praying").to_json()
    left = narrowed(praying, legal, targets)
    assert {a["pose"] for a in left} == {"upright", "praying"}  # the rest is a button
    assert all("pose" not in t for t in targets)


def test_the_new_abbot_locks_up_a_monk_clicked_in_the_abbey() -> None:
    m = fresh()
    lay(m, "prison_cell", 0, -1, 2)
    put(m, 0, "abbey")
    begin_round(m, "sext")
    assert {t["owner"] for t in _one(m, 0, "imprison")} == {"red", "blue"}


def test_the_previous_abbot_chooses_the_new_one_by_their_screen() -> None:
    m = fresh(3)
    st(m).abbot = 1
    lay(m, "abbots_house", 0, -1, 3)
    move_monk(m, 0, "abbots_house")
    scoring(m, 0, hour="toil")
    m.act(0, A.UseSymbol("abbots_house"))
    assert {t["colour"] for t in _one(m, 1, "choose_abbot")} == {"red", "green"}


# --- what is drawn -------------------------------------------------------------------------------


def test_the_drawing_is_the_views_and_the_match_draws_it() -> None:
    m = next(m for i, m in enumerate(positions(3, 5)) if i == 60)
    seat = m.actors[0]
    legal = legal_json(m, seat)
    assert m.svg(seat) == draw(m.view(seat), legal) == m.game.draw(m.view(seat), legal)
    assert m._repr_svg_() == draw(m.view(None))
    picture = words(parsed(m.svg(None)))
    assert "Prayer Board" in picture and "Abbey" in picture
    for tile in m.view(None)["tiles"]:
        assert any(line.startswith(tile["name"]) for line in picture), tile["name"]
    assert target_fields(parsed(m.svg(seat)))


def test_the_viewer_sees_their_own_tiles_and_blessings_and_only_counts_of_the_others() -> None:
    m = fresh()
    give(m, 0, "chapel", "kitchen")
    give(m, 1, "library")
    st(m).players[0].blessings = 3
    st(m).players[1].blessings = 5
    m.refresh()
    red = words(parsed(m.svg(0)))
    assert "Blessings: 3" in red and "Blessings: 5" not in red
    assert any(line.startswith("Chapel,") for line in red)
    assert not any(line.startswith("Library") for line in red)
    assert any("Behind the screen: 2 tiles (their secret passage among them)" in line
               for line in red)
    spectator = words(parsed(m.svg(None)))
    assert "Blessings: 3" not in spectator and not any(
        line.startswith(("Chapel,", "Library")) for line in spectator)


def _monk_titles(m: Match, seat: int | None, tile: str) -> list[str]:
    """The titles of the monks drawn on `tile` (by its name) in `seat`'s drawing."""
    name = C.kinds[C.tile_kind[C.tile_index[tile]]].name
    return [t for t in words(parsed(m.svg(seat))) if t.endswith(f"on the {name}")
            or (t.endswith("in the Abbey") and tile == "abbey")]


def test_everyone_sees_that_a_monk_who_stopped_on_a_tile_under_construction_may_not_move_on(
) -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)   # boxes 3, 2, 1
    lay(m, "dormitory", 0, -2, 2)
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "chapter_house", 2))
    said = "arrived on a tile under construction in this step, so may not move again in it"
    for seat in (None, 0, 1):
        assert [t for t in _monk_titles(m, seat, "chapter_house") if said in t] == [
            f"Red's monk on box 2, upright ({said}), on the Chapter House"]
    chapter_house = next(t for t in m.view(1)["tiles"] if t["id"] == "chapter_house")
    assert [monk["stopped"] for monk in chapter_house["monks"]] == [True]
    m.act(0, A.Done())                  # his step is over: he may move again in his next one
    assert not any(said in t for t in _monk_titles(m, None, "chapter_house"))


def test_everyone_sees_the_free_step_taken_in_this_step() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    lay(m, "dormitory", 0, -2, 2)
    put(m, 0, "chapter_house", 3)
    step(m, 0)
    m.act(0, A.Move("chapter_house", 3, "chapter_house", 1))
    assert any("has taken his free step to another box in this step" in t
               for t in _monk_titles(m, 1, "chapter_house"))


def test_everyone_sees_the_monks_the_brewhouse_kept_until_the_gathering() -> None:
    m = _night_with_the_brewhouse(praying=False)
    m.act(0, A.KeepMonk("chapter_house", 0, "upright"))
    assert m.actors == (0,)             # the gathering waits for red's other choices
    for seat in (None, 1):
        assert [t for t in _monk_titles(m, seat, "chapter_house")] == [
            "Red's monk, upright (kept here by the Brewhouse), on the Chapter House"]
        assert not any("kept" in t for t in _monk_titles(m, seat, "brewhouse"))
    m.act(0, A.Done())
    assert not any("kept" in t for t in words(parsed(m.svg(None))))


def test_a_screen_says_its_player_has_had_their_scoring_in_this_round() -> None:
    m = fresh(3)
    collecting(m, 1, 4)
    st(m).scored = [True, False, False]
    picture = words(parsed(m.svg(None)))
    assert picture.count("Has had their scoring in this round") == 1
    assert [p["scored_this_round"] for p in m.view(1)["players"]] == [True, False, False]


def test_the_tile_groups_behind_the_screen_do_not_overlap() -> None:
    """A kind that lies one way only (a secret passage) is narrower than its name: the next
    group starts after the name, not after the tile."""
    m = fresh()
    give(m, 0, "guest_house", "field_end_1")
    root = parsed(m.svg(0))
    labels = [(float(e.get("x") or 0), float(e.get("y") or 0), "".join(e.itertext()))
              for e in root.iter("{http://www.w3.org/2000/svg}text")
              if float(e.get("font-size") or 0) == 12.5 and e.get("font-weight") == "bold"]
    row = sorted((x, s) for x, y, s in labels if y == max(y for _, y, s in labels
                                                          if s.startswith("Secret Passage")))
    assert [s for _, s in row][:2] == ["Secret Passage (Red)", "Guest House"]
    (x1, first), (x2, _) = row[:2]
    assert x2 - x1 >= len(first) * 12.5 * 0.56


@pytest.mark.parametrize(("players", "variant"), [(2, "standard"), (4, "team")])
def test_only_the_view_is_drawn(players: int, variant: str) -> None:
    """The tiles and blessings behind the others' screens and the bag are the game's hidden
    information: a sample with them dealt again draws the same for every seat, while the
    samples do differ."""
    differ = 0
    for i, m in enumerate(positions(players, 9, variant)):
        if i % 25:
            continue
        for seat in range(players):
            sample = m.determinize(seat, Chance.from_seed(i))
            differ += any(sample.state.players[q].hand != m.state.players[q].hand
                          for q in range(players) if q != seat)
            legal = legal_json(m, seat)
            assert draw(sample.view(seat), legal) == m.svg(seat)
    assert differ


def test_the_hidden_tiles_and_blessings_are_not_in_another_seats_drawing() -> None:
    """No name of a tile behind the other screen (unless it is also on the table or behind
    the viewer's own) and not the other's number of blessings."""
    hidden = 0
    for i, m in enumerate(positions(2, 4)):
        if i % 20:
            continue
        for seat in range(2):
            other = m.view(1 - seat)["players"][1 - seat]
            svg = m.svg(seat)
            picture = words(parsed(svg))
            theirs = other["blessings"]
            if theirs != m.view(seat)["players"][seat]["blessings"]:
                assert not any(line == f"Blessings: {theirs}"
                               or line.startswith(f"Blessings: {theirs} (") for line in picture)
            on_table = {t["name"].split(" #")[0] for t in m.view(seat)["tiles"]}
            own = {C.kinds[C.tile_kind[C.tile_index[t]]].name
                   for t in m.view(seat)["players"][seat]["hand"]}
            for tid in other["hand"]:
                name = C.kinds[C.tile_kind[C.tile_index[tid]]].name
                if name not in own and name not in on_table:
                    assert name not in svg, name
                    hidden += 1
    assert hidden
