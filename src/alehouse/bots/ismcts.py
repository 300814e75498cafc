"""`ismcts`: information-set Monte Carlo tree search over determinizations.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): one tree whose nodes are the
searching seat's information sets, keyed by the actions played since the decision. Every
iteration draws a fresh determinized sample (`Observation.sample`), so hidden cards and future
chance are averaged over; it descends the tree by UCB1 with availability counts (a child is
judged against the number of iterations in which it was legal), adds one node, plays a short
playout, and backs up each seat's utility (`utility.utilities`: the result of a finished match,
else the game's evaluation) to the nodes where that seat chose. Opponents choose by the same
statistics from their own point of view (max^n). Decisions with a single legal action take no
node.

Knowledge from the game's evaluation guides the search, so that few iterations already play
as well as `greedy` and more iterations correct it:

- priors: at the root, each action's value is the greedy bot's plan of the rest of the turn
  (`greedy.plan_values`); at other nodes, the one-ply value for the seat to move, computed once
  per node on the sample that first reaches it;
- progressive widening: a node opens at most ``ceil(widen * (visits + 1) ** alpha)`` children,
  best prior first (nodes with at most ``wide`` legal actions open them all);
- progressive bias: a child's UCB score gets ``bias * prior / (visits + 1)``, which fades as
  real results come in.

`ISMCTSBot.search` returns the whole tree of one decision (its root's children are the
seat's actions, with their visits); given a ``chances`` function it also sums every seat's
estimated chance of winning at each leaf into the nodes on the path (`Node.won`), which is
what `advice.advise` reads. The seat deciding chooses first in every iteration, also where
several seats choose at once (otherwise the first of them would).

Games whose turn is a long run of the same player's small decisions (The Taverns of
Tiefenthal) need three more behaviours, each a setting, switched on per game by
``data/search.toml``, where a ``players.<count>`` table of a game changes them at that count
(a setting given in the spec wins):

- ``turn=B`` (B >= 1): a leaf is judged at the end of its mover's turn: the seat whose action
  was added to the tree plays on to the best end of its turn found by a beam search of width B
  over its own decisions (`finish_turn`; B=1: the best margin right after each action), so
  that leaves reached after different numbers of own decisions are comparable (otherwise a
  position mid-turn, with income not yet taken, looks worse than one at the turn's end);
- ``pair=1``: common samples at the root: the search runs in rounds, each drawing one sample
  and sending one iteration through every root action on a copy of it (same deal, same future
  chance), so the root actions' means differ by what the actions do rather than by the luck
  of their samples; the root's choice is then the best mean (`best_child`);
- ``scale``: times the utility's margin scale (`utility.scale`): below 1, a point of margin
  moves the utility further, so that small differences are not flattened by the squash.

Budget: ``iterations=N`` (then the bot is deterministic for a given seed) and/or ``time=S``
seconds per decision (whichever ends first; default 0.25 s; with ``pair``, the last round is
left unfinished when the budget is spent). Parameters (``ismcts:time=0.5,playout=greedy``):

- ``time``, ``iterations``: the budget (``iterations`` alone: no time limit);
- ``playout``: ``random`` (uniform) or ``greedy`` (one-ply evaluation at each step);
- ``depth``: playout decisions before the position is evaluated (default 0: evaluate at once);
- ``c``: the UCB exploration constant; ``bias``: the weight of the priors;
- ``widen``, ``alpha``, ``wide``: progressive widening (see above);
- ``turn`` (0: off, else the beam width), ``pair`` (0 or 1), ``scale``: see above.

``c``, ``bias`` and ``widen`` are numbers from 0 to 1000, ``alpha`` from 0 to 1, ``scale`` from
0.01 to 100; a setting of the wrong kind or out of range is refused with a ValueError naming it
(`base.number_setting`), also a game's default from ``data/search.toml``.
"""

from __future__ import annotations

import math
import time
import tomllib
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import Any

from alehouse.core.action import Action
from alehouse.core.match import Match

from .base import Bot, Observation, no_more_settings, number_setting, whole_setting
from .base import _shown as shown_value
from .greedy import one_ply, plan_values
from .utility import margin, scale, squash, utilities, values

PLAYOUTS = ("random", "greedy")
Chances = Callable[[Match, list[float]], Sequence[float]]
"""Each seat's estimated chance of winning in a sample, given the sample and its
`utility.values` (see `chances.chances`)."""
WEIGHTS = (0.0, 1000.0)
"""The range allowed for c, bias and widen (beyond it the scores overflow to no use)."""
SCALES = (0.01, 100.0)
"""The range allowed for scale."""
TURN_STEPS = 64
"""Most own decisions `turn` plays to finish a mover's turn at a leaf."""
SETTINGS = "time, iterations, playout, depth, c, bias, widen, alpha, wide, turn, pair, scale"


@cache
def _search_data() -> dict[str, dict[str, Any]]:
    """The ``[ismcts.<game>]`` tables of ``data/search.toml``, read once."""
    with (resources.files("alehouse.bots") / "data" / "search.toml").open("rb") as file:
        data = tomllib.load(file)
    return {game: dict(settings) for game, settings in data.get("ismcts", {}).items()}


def game_defaults() -> dict[str, dict[str, Any]]:
    """The per-game default settings of `ismcts` (``data/search.toml``) at any player count,
    by game id (the per-count tables left out: see `defaults_for`)."""
    return {game: {k: v for k, v in settings.items() if k != "players"}
            for game, settings in _search_data().items()}


def defaults_for(game_id: str, players: int) -> dict[str, Any]:
    """The default settings of `ismcts` in a `players`-player game of `game_id`: the game's
    (`game_defaults`) with those of its ``players.<count>`` table laid over them (empty for
    a game not in ``data/search.toml``)."""
    settings = _search_data().get(game_id, {})
    out = {k: v for k, v in settings.items() if k != "players"}
    out.update(settings.get("players", {}).get(str(players), {}))
    return out


class Node:
    """An information set of the search: statistics of the action that led here, and the
    priors of the actions from here."""

    __slots__ = ("avail", "children", "mover", "paired", "prior", "total", "visits", "won")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        """The seat whose action led here (its utility is summed in `total`)."""
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[Action, Node] = {}
        self.prior: dict[Action, float] | None = None
        """The prior utility of each action seen from here, once computed."""
        self.won: list[float] | None = None
        """With a search given `chances`: each seat's estimated chance of winning, summed over
        the iterations through this node (divide by `visits`)."""
        self.paired = False
        """At a root searched with ``pair=1``: its children were judged on common samples."""


class ISMCTSBot(Bot):
    name = "ismcts"

    def __init__(self, seed: int = 0, **params: Any) -> None:
        super().__init__(seed, **params)
        self._given = dict(params)
        self._table: tuple[str, int] | None = None
        self._configure(None)  # refuses wrong settings at once
        self.last_iterations = 0
        """Iterations of the last decision (for benchmarks)."""

    def _configure(self, table: tuple[str, int] | None) -> None:
        """Set the settings for a decision at `table` (a game id and its player count): the
        given ones over the game's defaults at that count (`defaults_for`) over the bot's
        own."""
        params = defaults_for(*table) if table is not None else {}
        params.update(self._given)
        self._table = table
        name = self.name
        iterations = params.pop("iterations", None)
        seconds = params.pop("time", None)
        if iterations is None and seconds is None:
            seconds = 0.25
        self.iterations = None if iterations is None else \
            whole_setting(name, "iterations", iterations, 1)
        self.seconds = None if seconds is None else \
            number_setting(name, "time", seconds, what="a number of seconds", above=0)
        self.playout = params.pop("playout", "random")
        self.depth = whole_setting(name, "depth", params.pop("depth", 0), 0)
        self.c = number_setting(name, "c", params.pop("c", 0.1), span=WEIGHTS)
        self.bias = number_setting(name, "bias", params.pop("bias", 1.0), span=WEIGHTS)
        self.widen = number_setting(name, "widen", params.pop("widen", 1.0), span=WEIGHTS)
        self.alpha = number_setting(name, "alpha", params.pop("alpha", 0.5), span=(0, 1))
        self.wide = whole_setting(name, "wide", params.pop("wide", 3), 0)
        self.turn = whole_setting(name, "turn", params.pop("turn", 0), 0)
        self.pair = _switch(name, "pair", params.pop("pair", 0))
        self.factor = number_setting(name, "scale", params.pop("scale", 1.0), span=SCALES)
        no_more_settings(name, params, SETTINGS)
        if self.playout not in PLAYOUTS:
            raise ValueError(f"the ismcts setting playout must be one of "
                             f"{', '.join(PLAYOUTS)}, not {shown_value(self.playout)}")

    def choose(self, obs: Observation) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        return best_child(self.search(obs), legal)

    def search(self, obs: Observation, chances: Chances | None = None) -> Node:
        """Search the decision of `obs` within the bot's budget; the tree's root (its
        `visits` are the iterations made, also in `last_iterations`). With `chances` (each
        seat's chance of winning in a sample, in [0, 1]), every node also sums them in
        `won`."""
        if (obs.game_id, obs.players) != self._table:
            self._configure((obs.game_id, obs.players))
        start = time.perf_counter()
        root = Node(-1)
        root.prior = self._root_prior(obs)
        root.paired = bool(self.pair)
        done = 0

        def spent() -> bool:
            if self.iterations is not None and done >= self.iterations:
                return True
            return self.seconds is not None and time.perf_counter() - start >= self.seconds

        if self.pair:  # the best prior first: an unfinished round has tried the likeliest
            order = sorted(obs.legal, key=lambda a: -root.prior[a])  # type: ignore[index]
            while True:
                sample = obs.sample(self.rng)
                for action in order:
                    self._iterate(root, obs, chances, sample.clone(), action)
                    done += 1
                    if spent():
                        break  # out of budget: the round is left unfinished
                else:
                    continue  # a whole round, budget left
                break
        else:
            while True:
                self._iterate(root, obs, chances)
                done += 1
                if spent():
                    break
        self.last_iterations = done
        return root

    def _root_prior(self, obs: Observation) -> dict[Action, float]:
        """The greedy bot's turn plan, as utilities for the seat."""
        sample = obs.sample(self.rng)
        margins = plan_values(sample, obs.player, obs.legal, beam=4, depth=8, nodes=400)
        s = scale(values(sample), self.factor)
        return {a: squash(m / s) for a, m in zip(obs.legal, margins)}

    # --- one iteration -----------------------------------------------------------------------

    def _iterate(self, root: Node, obs: Observation, chances: Chances | None = None,
                 sample: Match | None = None, forced: Action | None = None) -> None:
        """One iteration on `sample` (a fresh one if not given); `forced`: the root action it
        goes through (``pair``), instead of choosing one."""
        if sample is None:
            sample = obs.sample(self.rng)
        node = root
        path = [root]
        first = obs.player  # the seat deciding chooses first, also among several choosing
        while not sample.over:
            actors = sample.actors
            mover = first if first in actors else actors[0]
            first = -1
            if forced is not None:
                action, forced = forced, None
                child = node.children.get(action)
                sample.act(mover, action)
                if child is None:
                    child = node.children[action] = Node(mover)
                    child.avail = 1
                    path.append(child)
                    break
                child.avail += 1
                node = child
                path.append(node)
                continue
            legal = sample.legal_actions(mover)
            if len(legal) == 1:
                sample.act(mover, legal[0])
                continue
            prior = self._prior(node, sample, mover, legal)
            children = node.children
            have = []  # (action, child) of the opened children legal in this sample
            for action in legal:
                child = children.get(action)
                if child is not None:
                    child.avail += 1
                    have.append((action, child))
            limit = len(legal) if len(legal) <= self.wide else \
                math.ceil(self.widen * (node.visits + 1) ** self.alpha)
            if len(children) < limit and len(have) < len(legal):
                action = max((a for a in legal if a not in node.children),
                             key=lambda a: prior[a])
                child = Node(mover)
                child.avail = 1
                node.children[action] = child
                sample.act(mover, action)
                path.append(child)
                break
            if not have:  # none of the opened children is legal in this sample
                action = max(legal, key=lambda a: prior[a])
                child = Node(mover)
                child.avail = 1
                node.children[action] = child
                sample.act(mover, action)
                path.append(child)
                break
            action, node = self._select(have, prior)
            sample.act(mover, action)
            path.append(node)
        if self.turn and len(path) > 1:
            sample = finish_turn(sample, path[-1].mover, self.turn)
        self._playout(sample)
        vals = values(sample)
        reward = utilities(sample, vals, self.factor)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.total += reward[n.mover]
        if chances is not None:
            won = chances(sample, vals)
            for n in path:
                if n.won is None:
                    n.won = list(won)
                else:
                    n.won = [a + b for a, b in zip(n.won, won)]

    def _prior(self, node: Node, sample: Match, mover: int, legal: list[Action]
               ) -> dict[Action, float]:
        """The node's priors, completed for actions this sample offers that it has not seen."""
        if node.prior is None:
            node.prior = {}
        prior = node.prior
        unseen = [a for a in legal if a not in prior]
        if unseen:
            prior.update(zip(unseen, one_ply_utilities(sample, mover, unseen, self.factor)))
        return prior

    def _select(self, allowed: list[tuple[Action, Node]], prior: dict[Action, float]
                ) -> tuple[Action, Node]:
        """UCB1 with availability counts and progressive bias over the children legal in this
        sample (`allowed`: action and child)."""
        best: tuple[Action, Node] | None = None
        best_score = float("-inf")
        c, bias = self.c, self.bias
        for action, child in allowed:
            n = child.visits
            score = child.total / n + c * math.sqrt(math.log(max(child.avail, 1)) / n) + \
                bias * prior[action] / (n + 1)
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
                found = one_ply_utilities(sample, mover, legal, self.factor)
                top = max(found)
                action = legal[rng.choice([i for i, v in enumerate(found) if v >= top])]
            else:
                action = rng.choice(legal)
            sample.act(mover, action)


def _switch(bot: str, key: str, value: Any) -> int:
    """A setting that is 0 (off) or 1 (on); ValueError naming it otherwise."""
    number = whole_setting(bot, key, value, 0)
    if number > 1:
        raise ValueError(f"the {bot} setting {key} must be 0 or 1, not {shown_value(value)}")
    return number


def one_ply_utilities(sample: Match, player: int, actions: list[Action], factor: float = 1.0
                      ) -> list[float]:
    """`player`'s utility right after each of `actions` in `sample` (which is not changed);
    `factor`: times the margin scale (`utility.scale`)."""
    out = []
    for action in actions:
        child = sample.clone()
        child.act(player, action)
        out.append(utilities(child, factor=factor)[player])
    return out


def finish_turn(sample: Match, mover: int, beam: int = 1, steps: int = TURN_STEPS) -> Match:
    """The end of `mover`'s turn from `sample`: the best margin (`utility.margin`) found by a
    beam search of width `beam` over its own decisions for as long as it is still to act (at
    most `steps` of them; ties: the first). With ``beam=1`` each decision is the best margin
    right after it (`greedy.one_ply`), played on `sample` itself; a wider beam keeps the `beam`
    best sequences at each step, as the greedy bot's turn plan does, and returns one of its
    copies (`sample` is then not changed)."""
    if beam == 1:
        played = 0
        while played < steps and not sample.over and mover in sample.actors:
            legal = sample.legal_actions(mover)
            if len(legal) == 1:
                action = legal[0]
            else:
                found = one_ply(sample, mover, legal)
                action = legal[found.index(max(found))]
            sample.act(mover, action)
            played += 1
        return sample
    best, best_value = sample, float("-inf")
    frontier = [sample]
    for step in range(steps + 1):
        going = []
        for m in frontier:
            if step == steps or m.over or mover not in m.actors:
                value = margin(m, mover)
                if value > best_value:
                    best, best_value = m, value
            else:
                going.append(m)
        if not going:
            break
        scored: list[tuple[float, int, Match]] = []
        for m in going:
            for action in m.legal_actions(mover):
                child = m.clone()
                child.act(mover, action)
                scored.append((margin(child, mover), len(scored), child))
        scored.sort(key=lambda e: (-e[0], e[1]))
        frontier = [m for _, _, m in scored[:beam]]
    return best


def best_child(root: Node, legal: list[Action]) -> Action:
    """The most visited root action (ties: the better mean, then the better prior). At a
    root searched on common samples (`Node.paired`), every action has the same visits, give or
    take the unfinished last round: the best mean among the actions of the finished rounds."""
    prior = root.prior or {}
    most = max((c.visits for c in root.children.values()), default=0)
    best = legal[0]
    key: tuple[float, float, float] = (-1, float("-inf"), float("-inf"))
    for action in legal:
        child = root.children.get(action)
        visits = child.visits if child is not None else 0
        mean = child.total / visits if child is not None and visits else float("-inf")
        k: tuple[float, float, float] = (visits, mean, prior.get(action, float("-inf")))
        if root.paired:
            k = (float(visits >= most - 1 and visits > 0), mean, k[2])
        if k > key:
            best, key = action, k
    return best


__all__ = ["Chances", "ISMCTSBot", "Node", "best_child", "defaults_for", "finish_turn",
           "game_defaults", "one_ply_utilities"]
