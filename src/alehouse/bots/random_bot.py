"""`random`: uniform over the legal actions."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action

from .base import Bot, Observation, no_more_settings


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int = 0, **params: Any) -> None:
        super().__init__(seed, **params)
        no_more_settings(self.name, dict(params), "")

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
