"""Words and pictures for people: labels, the monastery drawn as a grid, whom the game waits
for, and refusals naming the rule."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.monastery import actions as A

from .helpers import collecting, fresh, give, lay, put, refused, st, step


def _drawing(m: Match) -> str:
    text = m.game.render_text(m.view(0))
    assert isinstance(text, str)
    return text


def test_the_monastery_is_drawn_as_a_grid_with_coordinates() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    put(m, 0, "cloister", 2)
    lay(m, "path_cross", 2, 0)
    put(m, 1, "path_cross", praying=True)
    text = _drawing(m)
    assert "A B B E Y" in text
    assert "x=0" in text and "y=-1" in text
    assert "Clstr*2" in text           # under construction, scoring circle 2
    assert "2R1." in text              # box 2 Red, box 1 empty
    assert "PathX 1" in text           # finished, scoring circle 1
    assert "\n" in text and "|" in text and "=" in text
    assert "b" in text


def test_the_tiles_line_names_each_laid_tile_and_is_left_out_while_the_abbey_stands_alone(
        ) -> None:
    m = fresh()
    assert "Tiles:" not in _drawing(m)
    lay(m, "path_cross", 2, 0)
    assert "Tiles: PathX = Path (cross)" in _drawing(m)


def test_the_drawing_shows_the_prayer_board_tracks_and_screens() -> None:
    m = fresh()
    give(m, 0, "kitchen")
    st(m).tracks[0] = 1
    text = _drawing(m)
    assert "Prayer Board" in text
    assert "LIBERA NOS" in text and "(not in play)" in text
    assert "Red (you), LIBERA NOS: letter track L · · · · · · · ·; 0 blessings" in text
    assert "behind the screen: Secret Passage (Red) and Kitchen" in text or \
        "behind the screen: Kitchen and Secret Passage (Red)" in text
    assert "Blue, QUAESUMUS: letter track · · · · · · · · ·; blessings behind the screen" in text
    assert text.endswith("behind the screen: 1 tile") or "behind the screen: 1 tile\n" in text


def test_labels_name_the_tiles_and_the_costs() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    give(m, 0, "dormitory")
    step(m, 0)
    assert m.label(A.LayTile("dormitory", 0, -2, 2)) == \
        "Lay the Dormitory at (0, -2), turned 180 degrees: path south"
    assert m.label(A.Move("abbey", 0, "cloister", 0)) == \
        "Move a monk from the Abbey to the Cloister (1 movement point)"
    assert m.label(A.Done()) == "End your Laying Tiles and Movement"
    collecting(m, 0, 9)
    assert m.label(A.TakeLetter(6)) == "Collect the letter A (LIBERA NOS, column 7) for 7 points"
    assert m.label(A.TakeMonk("red", "blue")) == \
        "Collect Blue's monk from the LIBERA NOS cross for 3 points (into the Abbey)"


def test_every_action_kind_has_a_label_without_a_position() -> None:
    g = fresh().game
    for i in range(0, g.num_actions, 997):
        action = g.decode(i)
        assert g.label(None, action)


def test_the_game_says_whom_it_waits_for() -> None:
    m = fresh()
    step(m, 0)
    assert m.game.waiting_for(m.state).startswith("Red must lay a tile or exchange")


def test_a_refusal_out_of_order_says_what_is_expected() -> None:
    m = fresh()
    step(m, 0)
    reason = refused(m, 0, A.TakeLetter(0)).reason
    assert reason.startswith("Not now: Red must lay a tile")
