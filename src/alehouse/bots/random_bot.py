"""`random`: uniform over the legal actions."""

from __future__ import annotations

from alehouse.core.action import Action

from .base import Bot, Observation


class RandomBot(Bot):
    name = "random"

    def choose(self, obs: Observation) -> Action:
        return self.rng.choice(obs.legal)
