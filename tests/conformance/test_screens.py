"""Every game explains its screen and narrows its long lists (P4): the legend `?` shows, and
lists of more than GROUP_AT actions offered in groups."""

from __future__ import annotations

import pytest

import alehouse
from alehouse import Chance
from alehouse.tui.narrowing import GROUP_AT, grouped

GAMES = alehouse.games()


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_has_a_legend_for_its_screen(gid: str) -> None:
    legend = alehouse.game(gid).legend
    assert len(legend.split()) >= 30, legend


@pytest.mark.parametrize("gid", GAMES)
def test_long_lists_are_offered_in_groups(gid: str) -> None:
    """Random games at the most players: every list longer than GROUP_AT becomes shorter
    once grouped, and every group holds at least two actions."""
    game = alehouse.game(gid)
    long_lists = 0
    for seed in range(3):
        m = alehouse.new_match(gid, players=game.player_counts[-1], seed=seed)
        rng = Chance.from_seed(seed)
        while not m.over:
            p = m.actors[0]
            legal = m.legal_actions(p)
            if len(legal) > GROUP_AT:
                long_lists += 1
                lines = grouped([m.label(a) for a in legal], [m.group_label(a) for a in legal])
                assert lines is not None, [m.label(a) for a in legal]
                assert all(len(line.members) >= 2 for line in lines if line.is_group)
            m.act(p, m.game.playout_action(m.state, p, legal, rng))
    assert long_lists or gid == "fantasy-brewers"
