"""What a searching bot wants: utilities of positions of determinized samples.

A utility is in [0, 1] for each seat, higher is better. A finished match gives each winner
1 / (number of winners), nudged by the score margin so that a bigger win counts a little more;
an unfinished one is judged through the game's `evaluate(state, player)` hook (a projected
final score): the margin over the best opponent, squashed by a logistic curve.

Only samples (matches drawn with `Observation.sample`) are ever passed here, never the real
match.
"""

from __future__ import annotations

import math

from alehouse.core.match import Match

WIN_WEIGHT = 0.8
"""Share of a finished match's utility that is the win itself (the rest is the margin)."""
MIN_SCALE = 4.0
"""Smallest margin scale in points: a margin of this many points gives a utility of 0.73."""


def values(match: Match) -> list[float]:
    """The game's evaluation of every seat (the final scores once the match is over)."""
    result = match.result
    if result is not None:
        return list(result.scores)
    game, state = match.game, match.state
    return [game.evaluate(state, p) for p in range(match.players)]


def margins(vals: list[float]) -> list[float]:
    """Each seat's value minus the best other seat's value."""
    if len(vals) < 2:
        return [0.0] * len(vals)
    top = sorted(vals, reverse=True)
    best, second = top[0], top[1]
    return [v - (second if v == best else best) for v in vals]


def scale(vals: list[float], factor: float = 1.0) -> float:
    """The margin that counts as clearly ahead: grows with the size of the scores, times
    `factor` (a searching bot's per-game setting: below 1, a point of margin moves the utility
    more)."""
    return factor * max(MIN_SCALE, 0.12 * sum(abs(v) for v in vals) / max(1, len(vals)))


def squash(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def utilities(match: Match, vals: list[float] | None = None, factor: float = 1.0
              ) -> list[float]:
    """Every seat's utility in [0, 1] (see the module doc); `vals`: `values(match)` when
    already known; `factor`: times the margin scale (`scale`)."""
    if vals is None:
        vals = values(match)
    s = scale(vals, factor)
    smooth = [squash(m / s) for m in margins(vals)]
    result = match.result
    if result is None:
        return smooth
    share = 1.0 / len(result.winners)
    won = [share if p in result.winners else 0.0 for p in range(match.players)]
    return [WIN_WEIGHT * w + (1 - WIN_WEIGHT) * m for w, m in zip(won, smooth)]


def margin(match: Match, player: int) -> float:
    """`player`'s value minus the best opponent's: what the greedy bot maximises. A finished
    match adds a large bonus for a win, so a sure win beats any projection."""
    vals = values(match)
    m = margins(vals)[player]
    result = match.result
    if result is not None and player in result.winners:
        m += 1000.0 / len(result.winners)
    return m
