"""A bot sees what its seat may see and nothing more.

Bots get an `Observation`: the seat's view, its legal actions and determinized samples. So two
matches that differ only in what seat p cannot see (hidden cards, their order, other players'
secret choices) must lead every bot, with the same seed, to the same move. The second match of
each pair is a determinization of the first for p: equal view for p, different hidden parts.

This holds because every game's `determinize` is canonical: a sample depends on the seat's view
and the random stream only, never on the true order of what is hidden (shuffle from a sorted
pile, deal secret holdings afresh). Otherwise a searching bot could tell hidden orders apart.
"""

from __future__ import annotations

import pytest

import alehouse
from alehouse.bots import Observation, make
from alehouse.core import BadOptions, Chance, Match

from .positions import positions

BOTS = ("random", "greedy:beam=2,depth=4", "ismcts:iterations=30")


def cases() -> list[tuple[str, dict[str, object]]]:
    """Every game and preset that a 2-player match allows (`positions` plays 2 players)."""
    out = []
    for gid in alehouse.games():
        g = alehouse.game(gid)
        for preset in g.presets:
            try:
                g.check_options(2, preset)
            except BadOptions:
                continue
            out.append((gid, preset))
    return out


def state_data(m: Match) -> object:
    return m.game.state_to_data(m.state)


def twins(game_id: str, options: dict[str, object]) -> list[tuple[Match, Match, int]]:
    """(real match, a match differing only in what p cannot see, p) at a few positions."""
    out = []
    for m in positions(game_id, count=4, seed=11, options=options):
        p = m.actors[0]
        for k in range(8):
            other = m.determinize(p, Chance.from_seed(100 + k))
            if state_data(other) != state_data(m):
                assert other.view(p) == m.view(p)
                out.append((m, other, p))
                break
    return out


def canonical(game_id: str, pairs: list[tuple[Match, Match, int]]) -> bool:
    return all(state_data(a.determinize(p, Chance.from_seed(5)))
               == state_data(b.determinize(p, Chance.from_seed(5))) for a, b, p in pairs)


@pytest.mark.parametrize(("game_id", "options"), cases(),
                         ids=[f"{g}-{i}" for g, i in
                              ((g, ",".join(f"{k}={v}" for k, v in o.items())) for g, o in
                               cases())])
def test_states_differing_only_in_what_p_cannot_see_lead_to_the_same_move(
        game_id: str, options: dict[str, object]) -> None:
    pairs = twins(game_id, options)
    if not pairs:
        pytest.skip("nothing hidden at these positions")
    assert canonical(game_id, pairs), (
        f"{game_id}'s determinize depends on the true order of hidden piles: sort them before "
        "shuffling, so that samples depend on the view only")
    for real, twin, p in pairs:
        for spec in BOTS:
            a = make(spec, seed=21).choose(Observation(real, p))
            b = make(spec, seed=21).choose(Observation(twin, p))
            assert a == b, f"{spec} moved differently on hidden information"

