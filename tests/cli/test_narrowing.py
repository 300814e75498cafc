"""Long lists are chosen in two steps, the piece then the place (Monastery: the tile, then
where and how it is turned)."""

from __future__ import annotations

import io

from rich.console import Console

import alehouse
from alehouse.bots import RandomBot
from alehouse.tui.narrowing import GROUP_AT, Entry, entries, grouped
from alehouse.tui.sessions import PlaySession


def test_actions_sharing_a_group_are_one_line_where_the_first_of_them_stood() -> None:
    labels = ["a1", "x", "a2", "b1", "b2", "y"]
    groups = ["A", None, "A", "B", "B", "C"]
    assert entries(labels, groups) == [
        Entry("A (2 choices)", (0, 2), "A"), Entry("x", (1,)), Entry("B (2 choices)", (3, 4), "B"),
        Entry("y", (5,))]


def test_short_lists_and_lists_no_group_shortens_are_shown_whole() -> None:
    assert grouped(["a"] * GROUP_AT, ["A"] * GROUP_AT) is None
    n = GROUP_AT + 1
    assert grouped([str(i) for i in range(n)], [None] * n) is None
    lines = grouped([str(i) for i in range(n)], ["A"] * n)
    assert lines is not None and [line.label for line in lines] == [f"A ({n} choices)"]


def test_a_monastery_player_chooses_the_tile_then_the_place() -> None:
    m = alehouse.new_match("monastery", players=2, seed=1)
    legal = m.legal_actions(0)
    assert m.actors == (0,) and len(legal) > GROUP_AT
    labels = [m.label(a) for a in legal]
    chapter = [a for a in legal if m.group_label(a) == "Lay the Chapter House"]
    assert len(chapter) > 1
    answers = iter(["2", "b", "2", "99", str(len(chapter))])
    out = io.StringIO()
    session = PlaySession(m, [None, RandomBot(1)],
                          Console(file=out, width=120), lambda prompt: next(answers))
    assert session.human_turn(0)
    text = out.getvalue()
    assert "Lay the Chapter House (10 choices)" in text and labels[0] not in text.split(
        "Lay the Chapter House:")[0]
    assert "there is no action 99; choose 1-10" in text
    assert m.moves[-1] == (0, chapter[-1])
