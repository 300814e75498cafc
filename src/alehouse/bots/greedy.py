"""`greedy`: one-ply lookahead with the game's evaluation, planning a whole own turn.

For each legal action the bot plays it on a determinized sample (`Observation.sample`) and, as
long as the same seat still has to decide (a turn of several choices), keeps choosing with a
small beam search over its own consecutive decisions. A first action is worth the best margin
(`utility.margin`: own evaluation minus the best opponent's) at the end of the sequences that
start with it. Opponents' moves and chance beyond the seat's own decisions are not searched.

Parameters (``greedy:beam=4,depth=8,samples=1,nodes=400``):

- ``beam``: sequences kept at each step of the turn plan (1 = plain greedy continuation);
- ``depth``: most own decisions planned ahead (1 = pure one-ply);
- ``samples``: determinized samples the values are averaged over (chance and hidden cards);
- ``nodes``: most positions evaluated per sample (the plan stops widening beyond it).
"""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.match import Match

from .base import Bot, Observation, no_more_settings, whole_setting
from .utility import margin


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, seed: int = 0, **params: Any) -> None:
        super().__init__(seed, **params)
        params = dict(params)
        self.beam = whole_setting(self.name, "beam", params.pop("beam", 4), 1)
        self.depth = whole_setting(self.name, "depth", params.pop("depth", 8), 1)
        self.samples = whole_setting(self.name, "samples", params.pop("samples", 1), 1)
        self.nodes = whole_setting(self.name, "nodes", params.pop("nodes", 400), 1)
        no_more_settings(self.name, params, "beam, depth, samples, nodes")

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            sample = obs.sample(self.rng)
            for i, v in enumerate(plan_values(sample, obs.player, legal, self.beam,
                                              self.depth, self.nodes)):
                totals[i] += v
        best = max(totals)
        ties = [i for i, v in enumerate(totals) if v >= best - 1e-9]
        return legal[ties[0] if len(ties) == 1 else self.rng.choice(ties)]


def plan_values(sample: Match, player: int, legal: list[Action], beam: int, depth: int,
                nodes: int) -> list[float]:
    """The value of each of `legal` (actions of `player` in `sample`): the best margin at the end
    of the own-turn sequences that start with it, found by a beam search of width `beam` over at
    most `depth` own decisions and `nodes` evaluated positions. `sample` is not changed."""
    frontier: list[tuple[int, Match]] = []
    value = [float("-inf")] * len(legal)
    for i, action in enumerate(legal):
        child = sample.clone()
        child.act(player, action)
        frontier.append((i, child))
    spent = len(frontier)
    for step in range(depth):
        scored = [(margin(m, player), i, m) for i, m in frontier]
        going: list[tuple[float, int, Match]] = []
        for v, i, m in scored:
            if step + 1 < depth and not m.over and player in m.actors and spent < nodes:
                going.append((v, i, m))
            elif v > value[i]:
                value[i] = v  # the turn is over (or the plan is): a leaf
        if not going:
            break
        going.sort(key=lambda e: -e[0])
        for v, i, _ in going[beam:]:
            if value[i] == float("-inf"):
                value[i] = v  # pruned before any leaf: its best position so far
        frontier = []
        for _, i, m in going[:beam]:
            for action in m.legal_actions(player):
                child = m.clone()
                child.act(player, action)
                frontier.append((i, child))
                spent += 1
    return value


def one_ply(sample: Match, player: int, legal: list[Action]) -> list[float]:
    """The margin right after each of `legal` (no turn planning): ISMCTS's cheap prior."""
    out = []
    for action in legal:
        child = sample.clone()
        child.act(player, action)
        out.append(margin(child, player))
    return out
