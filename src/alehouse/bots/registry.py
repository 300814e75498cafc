"""The bots by name: `make("ismcts:time=0.5", seed=1)`."""

from __future__ import annotations

from .base import Bot, BotSpec
from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}


def names() -> list[str]:
    return sorted(BOTS)


def make(spec: str | BotSpec, seed: int = 0) -> Bot:
    """A bot from its name and parameters ("random", "ismcts:time=0.5"); ValueError names
    the bots there are when the name is unknown, or the parameters a bot takes."""
    if isinstance(spec, str):
        spec = BotSpec.parse(spec)
    cls = BOTS.get(spec.name)
    if cls is None:
        raise ValueError(f"unknown bot {spec.name!r}; the bots are: {', '.join(names())}")
    params = dict(spec.params)
    if "seed" in params:  # it would clash with the seed argument
        raise ValueError(f"{spec.name} has no parameter 'seed'; a bot's seed comes from the "
                         "game's seed")
    return cls(seed, **params)
