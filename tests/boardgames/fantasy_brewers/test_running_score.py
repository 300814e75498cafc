"""No running score: Fantasy Brewers scores once, at End Game Scoring ("tally each player's
score using the scorepad", after "turn all face-down Assistant Cards face-up"). Victory Point
and Penalty tokens are held during play and show on the board, but are only lines of that
tally, so the table shows no points so far (RULES.md)."""

from __future__ import annotations

import alehouse
from tests.helpers import running_scores_shown


def test_the_rulebook_keeps_no_running_score() -> None:
    assert alehouse.game("fantasy-brewers").running_score_name == ()
    shown = running_scores_shown("fantasy-brewers", 3, seed=4)
    assert len(shown) > 10 and all(points is None for points in shown)
