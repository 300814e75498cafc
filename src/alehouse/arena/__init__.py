"""Bot tournaments: seats rotated fairly, games in parallel (local processes or Ray), win rates
with confidence intervals, openskill ratings, a balance report and plots (`alehouse arena`).

Games are played by `play.play_game` from a `GameTask` alone, importing only the engine and the
bots (standard library), so workers need nothing else; the figures (stats.py) need openskill,
the plots matplotlib and `--ray` ray: the `arena` extra.
"""

from __future__ import annotations

from .play import MAX_DECISIONS, GameOutcome, GameTask, play_game
from .run import ArenaError, RunResult, run
from .schedule import Tournament, lineups
from .stats import summarise

__all__ = ["MAX_DECISIONS", "ArenaError", "GameOutcome", "GameTask", "RunResult", "Tournament",
           "lineups", "play_game", "run", "summarise"]
