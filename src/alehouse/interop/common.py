"""What the adapters share: the end-of-match rewards and the order agents are served in.

**Rewards** are rank-based and zero-sum: at the end of a match seat p receives

    r_p = (number of seats p beats - number of seats that beat p) / (players - 1)

where p beats q when p stands before q in `Result.ranking` (the game's own tie-breaks), except
that seats sharing the victory (`Result.winners`) tie with each other. So r is in [-1, 1]: 1
for a sole winner, -1 for the last seat, 0 for a seat in the middle of three, and rewards sum
to 0. Before the end every reward is 0. The raw final scores are in `final_scores` (and in the
PettingZoo infos at the end) for those who prefer score-based shaping.

**Simultaneous phases** (several `Match.actors` at once, as in Fantasy Brewers' Upkeep) are
served one seat at a time, in seat order: the adapters always hand the turn to
`Match.actors[0]`. Nothing of an earlier choice of the same phase leaks to the next seat: it
observes only its own `view`, which keeps those choices hidden until all have chosen.
"""

from __future__ import annotations

from alehouse.core.game import Result


def rank_rewards(result: Result, players: int) -> list[float]:
    """The rank-based zero-sum rewards of `result` (see the module docstring)."""
    place = {p: k for k, p in enumerate(result.ranking)}
    winners = set(result.winners)
    out = []
    for p in range(players):
        net = 0
        for q in range(players):
            if q == p or (p in winners and q in winners):
                continue
            net += 1 if place[p] < place[q] else -1
        out.append(net / (players - 1) if players > 1 else 0.0)
    return out


def final_scores(result: Result) -> list[float]:
    return [float(s) for s in result.scores]
