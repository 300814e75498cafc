"""Bots playing a match: the one loop and the one seed formula every surface uses (the terminal,
`alehouse simulate`, the arena, and the server to come).

`seat_bots` makes the bots of a line-up, each seeded by `bot_seeds` from the match's seed and
the game's index in a series (0 for a single game), so every run of the same game is the same.
`play` lets the bots move until the match is over, a human seat (None) is to act, or a limit is
reached; each bot chooses from an `Observation` of its seat, never the true state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.match import Match

from .base import Bot, Observation
from .registry import make

HUMAN = "human"
"""The seat spec of a person (no bot)."""


def bot_seeds(seed: int, index: int, players: int) -> list[int]:
    """Per-seat bot seeds for game `index` of a series with base `seed` (repeatable,
    independent of the match's own random stream)."""
    rng = Chance.from_seed(seed * 1_000_003 + index).fork()
    return [rng.next64() & ((1 << 62) - 1) for _ in range(players)]


def seat_bots(specs: Sequence[str], seed: int, index: int = 0) -> list[Bot | None]:
    """A bot per seat (None for `human`); ValueError for an unknown bot or bad parameter."""
    seeds = bot_seeds(seed, index, len(specs))
    return [None if spec == HUMAN else make(spec, seed=seeds[p]) for p, spec in enumerate(specs)]


@dataclass
class Played:
    """What `play` did, per seat where a list: the decisions made, the seconds each seat's bot
    spent choosing and how many choices it made (forced single-action moves included)."""

    decisions: int = 0
    think: list[float] = field(default_factory=list)
    choices: list[int] = field(default_factory=list)


Hook = Callable[[int, Action], None]


def play(match: Match, seats: Sequence[Bot | None], *, max_decisions: int | None = None,
         on_move: Hook | None = None, played: Played | None = None) -> Played:
    """Let the bots move: the first actor (`match.actors[0]`) of each decision, while it has a
    bot, until the match is over, a human seat is to act or `max_decisions` decisions were
    made (counted in `played`, which may carry over from an earlier call). `on_move(player,
    action)` is called after each move."""
    out = played if played is not None else Played()
    if not out.think:
        out.think = [0.0] * match.players
        out.choices = [0] * match.players
    while not match.over and (max_decisions is None or out.decisions < max_decisions):
        player = match.actors[0]
        bot = seats[player]
        if bot is None:
            break
        start = time.perf_counter()
        action = bot.choose(Observation(match, player))
        out.think[player] += time.perf_counter() - start
        out.choices[player] += 1
        match.act(player, action)
        out.decisions += 1
        if on_move is not None:
            on_move(player, action)
    return out
