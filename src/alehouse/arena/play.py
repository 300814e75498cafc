"""One arena game: bots in seats, played to the end (or to the decision limit), with timings.

`play_game` is a pure function of its `GameTask` (for deterministic bots: random, greedy, ismcts
with an iteration budget), so local processes and Ray workers produce the same `GameOutcome`
for the same task. Bots see only `Observation`s of their seat.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from alehouse.bots import bot_seeds, make, play
from alehouse.core.match import Match

MAX_DECISIONS = 20_000
"""Default decision limit of one game: beyond it the game is recorded as unfinished."""


@dataclass(frozen=True)
class GameTask:
    """Everything needed to play game `index` of a tournament."""

    index: int
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    """The match seed (the deal)."""
    lineup: list[int]
    """For each seat, the index of the bot (in the tournament's bot list) that plays it."""
    specs: list[str]
    """The tournament's bot specs (`alehouse.bots.make` strings)."""
    bot_seeds: list[int]
    """One seed per seat for its bot."""
    max_decisions: int = MAX_DECISIONS


@dataclass
class GameOutcome:
    """What one game gave: per seat (in seat order) unless said otherwise."""

    index: int
    seed: int
    lineup: list[int]
    finished: bool
    """False when the decision limit stopped the game (then no scores, ranking or winners)."""
    scores: list[float]
    ranking: list[int]
    winners: list[int]
    decisions: int
    """Decisions (moves) played in the whole game."""
    think: list[float]
    """Seconds each seat's bot spent choosing, over the game."""
    choices: list[int]
    """Decisions each seat's bot made (forced single-action moves included)."""
    record: dict[str, Any] = field(default_factory=dict)
    traits: list[dict[str, float]] = field(default_factory=list)
    """Per seat, what it took and did over the game (`Game.traits` of the end state); empty
    for an unfinished game and in games saved before traits were kept."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameOutcome:
        return cls(**data)


def play_game(task: GameTask) -> GameOutcome:
    """Play `task` to its end or to `task.max_decisions` decisions."""
    from alehouse.core.registry import game as find_game

    g = find_game(task.game)
    match = Match.start(g, task.players, task.seed, task.options)
    bots = [make(task.specs[b], seed=task.bot_seeds[p]) for p, b in enumerate(task.lineup)]
    played = play(match, bots, max_decisions=task.max_decisions)
    result = match.result
    record = match.record
    if result is not None:
        record = {**record, "result": result.to_json()}
    return GameOutcome(
        index=task.index, seed=task.seed, lineup=list(task.lineup),
        finished=result is not None,
        scores=list(result.scores) if result else [],
        ranking=list(result.ranking) if result else [],
        winners=list(result.winners) if result else [],
        decisions=played.decisions, think=played.think, choices=played.choices,
        record=record,
        traits=[g.traits(match.state, p) for p in range(task.players)] if result else [])


def traits_of(record: dict[str, Any]) -> list[dict[str, float]]:
    """Each seat's traits (`Game.traits`) at the end of a finished game's record, replayed:
    for games saved before traits were kept."""
    from alehouse.core.record import replay

    match = replay(record)
    return [match.game.traits(match.state, p) for p in range(match.players)]


__all__ = ["MAX_DECISIONS", "GameOutcome", "GameTask", "bot_seeds", "play_game", "traits_of"]
