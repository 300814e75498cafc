"""The bots by name: `make("ismcts:time=0.5", seed=1)`, or by level: `make("hard")`."""

from __future__ import annotations

from .base import Bot, BotSpec
from .greedy import GreedyBot
from .ismcts import ISMCTSBot
from .levels import level_names, level_of
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "ismcts": ISMCTSBot}


def names() -> list[str]:
    """The bots' own names (not the levels: see `levels.level_names`)."""
    return sorted(BOTS)


def allowed() -> str:
    """What may name a bot, for refusals: "the levels: easy, ...; the bots: greedy, ..."."""
    return f"the levels: {', '.join(level_names())}; the bots: {', '.join(names())}"


def is_bot_name(spec: str) -> bool:
    """True when `spec` starts with a level's or a bot's name (its settings unchecked)."""
    name = spec.strip().partition(":")[0].strip()
    return name in BOTS or name in level_names()


def make(spec: str | BotSpec, seed: int = 0) -> Bot:
    """A bot from a level ("hard") or its name and parameters ("random", "ismcts:time=0.5");
    ValueError naming the levels and bots there are when the name is unknown, or the
    parameters a bot takes."""
    if isinstance(spec, str):
        found = level_of(spec)
        spec = BotSpec.parse(found.spec if found is not None else spec)
    cls = BOTS.get(spec.name)
    if cls is None:
        raise ValueError(f"unknown bot {spec.name!r}; {allowed()}")
    params = dict(spec.params)
    if "seed" in params:  # it would clash with the seed argument
        raise ValueError(f"{spec.name} has no parameter 'seed'; a bot's seed comes from the "
                         "game's seed")
    return cls(seed, **params)
