"""`ismcts`: information-set Monte Carlo tree search over determinizations.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): one tree whose nodes are the
searching seat's information sets, keyed by the actions played since the decision. Every
iteration draws a fresh determinized sample (`Observation.sample`), so hidden cards and future
chance are averaged over; it descends the tree by UCB1 with availability counts (a child is
judged against the number of iterations in which it was legal), adds one node, plays a short
playout, and backs up each seat's utility (`utility.utilities`: the result of a finished match,
else the game's evaluation) to the nodes where that seat chose. Opponents choose by the same
statistics from their point of view (max^n). Decisions with a single legal action take no node.

Where branching is large, progressive widening limits a node to ``ceil(widen * visits **
alpha)`` children, opened in the order of a cheap prior (the one-ply margin of each action,
computed once per node on the sample that reaches it).

Budget: ``iterations=N`` (then the bot is deterministic for a given seed) and/or ``time=S``
seconds per decision (whichever ends first; default 0.25 s). Parameters
(``ismcts:time=0.5,playout=greedy``):

- ``time``, ``iterations``: the budget (``iterations`` alone: no time limit);
- ``playout``: ``random`` (uniform) or ``greedy`` (one-ply evaluation at each step);
- ``depth``: decisions played out before the position is evaluated (0: evaluate at once);
- ``c``: the UCB exploration constant;
- ``widen``, ``alpha``: progressive widening; ``wide``: nodes with more legal actions than this
  are widened progressively (the others open every action).
"""

from __future__ import annotations

import math
import time
from typing import Any

from alehouse.core.action import Action
from alehouse.core.match import Match

from .base import Bot, Observation
from .greedy import one_ply
from .utility import utilities

PLAYOUTS = ("random", "greedy")


class Node:
    """An information set of the search: statistics of the action that led here."""

    __slots__ = ("avail", "children", "mover", "order", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        """The seat whose action led here (its utility is summed in `total`)."""
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Action, Node] = {}
        self.order: dict[Action, float] | None = None
        """The prior of each action seen here (progressive widening), once computed."""


class ISMCTSBot(Bot):
    name = "ismcts"

    def __init__(self, seed: int = 0, **params: Any) -> None:
        super().__init__(seed, **params)
        params = dict(params)
        iterations = params.pop("iterations", None)
        seconds = params.pop("time", None)
        if iterations is None and seconds is None:
            seconds = 0.25
        self.iterations = int(iterations) if iterations is not None else None
        self.seconds = float(seconds) if seconds is not None else None
        self.playout = str(params.pop("playout", "random"))
        self.depth = int(params.pop("depth", 4))
        self.c = float(params.pop("c", 0.7))
        self.widen = float(params.pop("widen", 2.0))
        self.alpha = float(params.pop("alpha", 0.5))
        self.wide = int(params.pop("wide", 8))
        if params:
            raise ValueError(f"ismcts has no parameter {', '.join(map(repr, params))}; its "
                             "parameters are time, iterations, playout, depth, c, widen, "
                             "alpha, wide")
        if self.playout not in PLAYOUTS:
            raise ValueError(f"ismcts playout must be one of {', '.join(PLAYOUTS)}")
        if (self.iterations is not None and self.iterations < 1) or \
                (self.seconds is not None and self.seconds <= 0):
            raise ValueError("ismcts needs iterations >= 1 and time > 0")
        self.last_iterations = 0
        """Iterations of the last decision (for benchmarks)."""

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root = Node(-1)
        start = time.perf_counter()
        done = 0
        while True:
            self._iterate(root, obs)
            done += 1
            if self.iterations is not None and done >= self.iterations:
                break
            if self.seconds is not None and time.perf_counter() - start >= self.seconds:
                break
        self.last_iterations = done
        return best_child(root, legal)

    # --- one iteration -----------------------------------------------------------------------

    def _iterate(self, root: Node, obs: Observation) -> None:
        rng = self.rng
        sample = obs.sample(rng)
        node = root
        path = [root]
        while not sample.over:
            mover = sample.actors[0]
            legal = sample.legal_actions(mover)
            if len(legal) == 1:
                sample.act(mover, legal[0])
                continue
            allowed = self._allowed(node, sample, mover, legal)
            for action in allowed:
                child = node.children.get(action)
                if child is not None:
                    child.avail += 1
            untried = [a for a in allowed if a not in node.children]
            if untried:
                action = untried[0] if node.order is not None else rng.choice(untried)
                child = Node(mover)
                child.avail = 1
                node.children[action] = child
                sample.act(mover, action)
                path.append(child)
                break
            action, node = self._select(node, allowed)
            sample.act(mover, action)
            path.append(node)
        self._playout(sample)
        reward = utilities(sample)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.total += reward[n.mover]

    def _allowed(self, node: Node, sample: Match, mover: int, legal: list[Action]
                 ) -> list[Action]:
        """The actions this node may use now: all of them, or with progressive widening the
        children it has plus, when it may grow, the next untried action by prior."""
        if len(legal) <= self.wide:
            return legal
        if node.order is None:
            node.order = dict(zip(legal, one_ply(sample, mover, legal)))
        else:
            unseen = [a for a in legal if a not in node.order]
            if unseen:
                node.order.update(zip(unseen, one_ply(sample, mover, unseen)))
        limit = math.ceil(self.widen * (node.visits + 1) ** self.alpha)
        have = [a for a in legal if a in node.children]
        if len(node.children) >= limit:
            return have or legal[:1]
        order = node.order
        fresh = [a for a in legal if a not in node.children]
        fresh.sort(key=lambda a: -order[a])
        return have + fresh[:1]

    def _select(self, node: Node, allowed: list[Action]) -> tuple[Action, Node]:
        """UCB1 over the children legal in this sample (availability counts)."""
        best: tuple[Action, Node] | None = None
        best_score = float("-inf")
        c = self.c
        for action in allowed:
            child = node.children[action]
            score = child.total / child.visits + c * math.sqrt(
                math.log(max(child.avail, 1)) / child.visits)
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best

    def _playout(self, sample: Match) -> None:
        rng = self.rng
        for _ in range(self.depth):
            if sample.over:
                return
            mover = sample.actors[0]
            legal = sample.legal_actions(mover)
            if self.playout == "greedy" and len(legal) > 1:
                values = one_ply(sample, mover, legal)
                top = max(values)
                action = legal[rng.choice([i for i, v in enumerate(values) if v >= top])]
            else:
                action = rng.choice(legal)
            sample.act(mover, action)


def best_child(root: Node, legal: list[Action]) -> Action:
    """The most visited root action (ties: the better mean, then the first legal)."""
    best = legal[0]
    key = (-1, float("-inf"))
    for action in legal:
        child = root.children.get(action)
        if child is None or child.visits == 0:
            continue
        k = (child.visits, child.total / child.visits)
        if k > key:
            best, key = action, k
    return best


__all__ = ["ISMCTSBot", "Node", "best_child"]
