"""No running score: Monastery's points are spent in the scoring that earns them ("After
determining his points, the player now uses them to collect letters, monks, and blessings";
the rest become blessings), and the testament is counted only at the Game End, partly from
what lies behind each screen (blessings, unlaid tiles), so the table shows no points so far
(RULES.md)."""

from __future__ import annotations

import alehouse
from tests.helpers import running_scores_shown


def test_the_rulebook_keeps_no_running_score() -> None:
    assert alehouse.game("monastery").running_score_name == ()
    shown = running_scores_shown("monastery", 3, seed=4)
    assert len(shown) > 10 and all(points is None for points in shown)
