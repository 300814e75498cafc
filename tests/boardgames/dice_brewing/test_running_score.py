"""The running score (`Game.running_score`): each player's mastery points counter (RULES 2 H:
"a green mastery points indicator on the 0 space of their player board"; 4: the indicators
count the mastery points received), to which the final scoring's points are added at the end
(RULES 6: "add this result to my 10 mastery points ... I end the game with 26")."""

from __future__ import annotations

import alehouse
from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from tests.helpers import random_positions

from .helpers import PURPLE, RED, brewing, empty_all, finish, new, set_player, st
from .test_brewing import at_brew

GAME = alehouse.game("dice-brewing")


def shown(m: Match) -> list[int] | None:
    """The running score as every seat and a spectator see it (the same for all)."""
    scores = [GAME.running_score(m.view(p)) for p in (None, *range(m.players))]
    assert all(s == scores[0] for s in scores), scores
    return scores[0]


def test_the_running_score_is_each_players_mastery_points_counter() -> None:
    m = new(players=3)
    empty_all(m)
    set_player(m, RED, mastery=10, gold=7, storage="k5 k4 y3")
    set_player(m, PURPLE, mastery=4)
    brewing(m, RED)
    assert shown(m) == [10, 4, 0]  # gold and dice count only at the end


def test_brewing_moves_the_counter_on_at_once() -> None:
    m = at_brew(storage="k3 k2 g2")  # Dry Stout: 2 MP, and 1 MP for brewing
    assert shown(m) == [0, 0]
    m.act(RED, A.Brew(2))
    assert shown(m) == [3, 0]


def test_at_the_end_the_counter_shows_the_final_score_26_in_the_rulebooks_example() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, gold=7, mastery=10, pool="y2 g3 b1", storage="y4 y5 y6 g5 g6 k3 k4 k5 b6")
    finish(m)
    assert m.result is not None
    assert shown(m) == [26, 0] == [int(s) for s in m.result.scores]


def test_the_running_score_follows_the_counters_through_whole_random_games() -> None:
    for players, options in ((2, {}), (3, {"hidden_tokens": True}), (4, {"mode": "advanced"})):
        m = None
        for m in random_positions("dice-brewing", players, seed=players, options=options):
            assert shown(m) == [p.mastery for p in st(m).players]
        assert m is not None and m.over and m.result is not None  # the same match, played out
        assert shown(m) == [int(s) for s in m.result.scores]


def test_the_words_for_the_running_score_are_the_rulebooks() -> None:
    assert GAME.running_score_name == ("mastery point", "mastery points")
