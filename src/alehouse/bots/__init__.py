"""Bots that play through `Observation`s only (see base.py). `make("greedy", seed=1)`.

- ``random``: uniform over the legal actions;
- ``greedy``: one-ply lookahead with the game's evaluation, planning its own turn (greedy.py);
- ``ismcts``: information-set Monte Carlo tree search (ismcts.py), e.g. ``ismcts:time=0.5``.

Levels for players (``easy``, ``normal``, ``hard``, ``expert``; levels.py, data/levels.toml)
each stand for one of these with its settings, and are accepted wherever a bot is named.

advice.py: `advise(match, player, seconds)`, the best few actions of a player with the chance
of winning after each, from the strongest level's search; chances.py: each seat's chance of
winning a position, calibrated on self-play by calibrate.py (`alehouse calibrate`).

play.py holds the one loop in which bots play a match and the one formula for their seeds.
"""

from __future__ import annotations

from .advice import Advice, Advised, BadAdvice, advise, chance_words
from .base import Bot, BotSpec, Observation
from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .levels import Level, called, level_names, levels, resolve
from .play import HUMAN, Played, bot_seeds, play, seat_bots
from .random_bot import RandomBot
from .registry import BOTS, make, names

__all__ = ["BOTS", "HUMAN", "Advice", "Advised", "BadAdvice", "Bot", "BotSpec", "GreedyBot",
           "ISMCTSBot", "Level", "Observation", "Played", "RandomBot", "advise", "bot_seeds",
           "called", "chance_words", "level_names", "levels", "make", "names", "play",
           "resolve", "seat_bots"]
