"""The reading of RULES.md assumption 13 (data/readings.toml): who made "the last Action of the
Month", and so starts the next one. The game plays the assumed reading; a study variant may give
the other, which plays as it says. Both are checked on the same month."""

from __future__ import annotations

import pytest

from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import CONTENT as C

from .helpers import GREEN, new, placing, st
from .test_cleanup_and_end import blank


def test_the_reading_in_force_is_the_assumed_one() -> None:
    assert C.last_action_is_phase_2s


@pytest.mark.parametrize("phase_2s", [True, False])
def test_13_the_next_starting_player_by_either_reading(monkeypatch: pytest.MonkeyPatch,
                                                       phase_2s: bool) -> None:
    monkeypatch.setattr(C, "last_action_is_phase_2s", phase_2s)
    m = new(players=3)
    blank(m)
    placing(m, start=GREEN)
    last_to_place = -1
    while st(m).phase == "placement":  # every worker to Door A: the last ones find it full
        p = m.actors[0]
        legal = m.legal_actions(p)
        if A.PlaceWorker("A") in legal:
            last_to_place = p
            m.act(p, A.PlaceWorker("A"))
        else:
            m.act(p, legal[0])  # Protection Money, where it is asked
    last_to_act = -1
    while st(m).month == 1:  # every worker takes the first free space and ends its turn
        p = m.actors[0]
        action = m.legal_actions(p)[0]
        if isinstance(action, A.ChooseSpace):
            last_to_act = p
        m.act(p, action)
        if st(m).phase == "actions" and st(m).pending and st(m).pending[-1].space >= 0:
            m.act(p, A.EndTurn())
    assert last_to_act != last_to_place  # the readings differ here
    assert m.view(None)["start_player"] == (last_to_act if phase_2s else last_to_place)
