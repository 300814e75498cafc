"""No running score: The Taverns of Tiefenthal has no victory point track; the Victory Points
on the cards a player owns, Schnapps Tokens (Module 2) and the Reputation Track (Module 3) are
counted at the Game End, so the table shows no points so far (RULES.md)."""

from __future__ import annotations

import alehouse
from tests.helpers import running_scores_shown


def test_the_rulebook_keeps_no_running_score() -> None:
    assert alehouse.game("taverns-of-tiefenthal").running_score_name == ()
    shown = running_scores_shown("taverns-of-tiefenthal", 2, seed=4)
    assert len(shown) > 10 and all(points is None for points in shown)
