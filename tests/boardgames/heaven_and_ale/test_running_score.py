"""No running score: Heaven & Ale has no victory point track; "The game ends after the last
round ... Now you each work out your victory points" (production, barrels, the barrel
privilege card, the First player starting space), so the table shows no points so far
(RULES.md)."""

from __future__ import annotations

import alehouse
from tests.helpers import running_scores_shown


def test_the_rulebook_keeps_no_running_score() -> None:
    assert alehouse.game("heaven-and-ale").running_score_name == ()
    shown = running_scores_shown("heaven-and-ale", 3, seed=4)
    assert len(shown) > 10 and all(points is None for points in shown)
