"""Advice for a player: the best few actions and the chance of winning after each.

`advise(match, player, seconds)` searches the player's decision as the strongest level's bot
does (the last of levels.toml, an ISMCTS; its settings, with the time bounded by `seconds`),
through an `Observation` of the player's seat: it sees the player's view and determinized
samples, never the true hidden state. Each iteration of the search ends in a sample judged by
the calibrated chances of winning (chances.py: a finished sample by its result), summed into
the nodes of the tree, so an action's chance is the mean over the iterations that tried it.

The actions come most searched first (the one the strongest bot would play leads), each with
its words for players (the game's label), its chance and its iterations. The chance now is the
chance after the first: the player's chance of winning if they play as the bot would.
Refusals are `BadAdvice`s with a stable code, like the engine's.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from alehouse.core.action import Action
from alehouse.core.errors import AlehouseError, shown
from alehouse.core.match import Match

from .base import BotSpec, Observation
from .chances import chances
from .ismcts import ISMCTSBot, Node
from .levels import levels


class BadAdvice(AlehouseError, ValueError):
    """`advise` refused: codes ``unknown_player`` (no such seat), ``game_over``,
    ``not_your_turn`` (the player has no decision to make now), ``bad_seconds`` (not a number
    of seconds above 0), ``bad_top`` (not a whole number of at least 1), ``bad_iterations``."""

    default_code = "bad_advice"
    codes = frozenset({"unknown_player", "game_over", "not_your_turn", "bad_seconds",
                       "bad_top", "bad_iterations"})


@dataclass(frozen=True)
class Advised:
    """One action advised: `action`, `label` (its words for players), `chance` (of winning
    after it, in [0, 1]) and `iterations` (of the search that tried it)."""

    action: Action
    label: str
    chance: float
    iterations: int

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action.to_json(), "label": self.label,
                "chance": self.chance, "iterations": self.iterations,
                "words": chance_words(self.chance)}


@dataclass(frozen=True)
class Advice:
    """What `advise` found for `player` at `version`: `chance` (of winning now, playing the
    first action), `seats` (every seat's chance after the first action; they add up to 1),
    `actions` (the best few, most searched first), and the search's `iterations` and
    `seconds`."""

    player: int
    version: int
    chance: float
    seats: tuple[float, ...]
    actions: tuple[Advised, ...]
    iterations: int
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "version": self.version, "chance": self.chance,
                "words": chance_words(self.chance), "seats": list(self.seats),
                "actions": [a.to_json() for a in self.actions],
                "iterations": self.iterations, "seconds": round(self.seconds, 3)}


def percent(chance: float) -> str:
    """A chance as people read it: a whole percentage, "100%" and "0%" only when certain
    ("99%", "1%" when nearly)."""
    if chance >= 1:
        return "100%"
    if chance <= 0:
        return "0%"
    return f"{min(99, max(1, round(100 * chance)))}%"


def chance_words(chance: float) -> str:
    """ "62% chance of winning". """
    return f"{percent(chance)} chance of winning"


def strongest() -> BotSpec:
    """The strongest level's bot (the last level), which advice searches with."""
    spec = BotSpec.parse(list(levels().values())[-1].spec)
    if spec.name != "ismcts":
        raise RuntimeError(f"advice searches as ISMCTS does; the strongest level is {spec}")
    return spec


def advisor(seconds: float, iterations: int | None, seed: int) -> ISMCTSBot:
    """The strongest level's search, its time bounded by `seconds` (and `iterations`)."""
    params = {k: v for k, v in strongest().params if k not in ("time", "iterations")}
    if iterations is not None:
        params["iterations"] = iterations
    return ISMCTSBot(seed, time=seconds, **params)


def advise(match: Match, player: int, seconds: float, top: int = 3, *,
           iterations: int | None = None, seed: int | None = None) -> Advice:
    """The best `top` actions of `player` now, with the chance of winning after each, from
    `seconds` of search (whichever ends first with `iterations`; the search's first sample
    and its plan of the turn come on top, so it takes a little longer). `seed` (default: the
    match's version) makes it repeatable with `iterations`. Only what `player` may see is
    used. BadAdvice when `player` has no seat, the match is over, it is not the player's
    decision, or an argument is out of range."""
    check(match, player, seconds, top, iterations)
    start = time.perf_counter()
    obs = Observation(match, player)
    bot = advisor(seconds, iterations, match.version if seed is None else seed)
    root = bot.search(obs, chances)
    found = (ranked(root, obs.legal) if len(obs.legal) > 1 else []) or [(obs.legal[0], root)]
    best = [Advised(action, match.label(action), node_chance(node, player), node.visits)
            for action, node in found[:top]]
    lead = found[0][1]
    seats = tuple(w / lead.visits for w in lead.won) if lead.won else ()
    return Advice(player, match.version, best[0].chance, seats, tuple(best), root.visits,
                  time.perf_counter() - start)


def ranked(root: Node, legal: list[Action]) -> list[tuple[Action, Node]]:
    """The root's searched actions, most visited first (ties: the higher chance, then the
    order of the legal actions)."""
    searched = [(i, a, root.children[a]) for i, a in enumerate(legal)
                if a in root.children and root.children[a].visits]
    searched.sort(key=lambda e: (-e[2].visits, -node_chance(e[2], -1), e[0]))
    return [(a, n) for _, a, n in searched]


def node_chance(node: Node, player: int) -> float:
    """The mean chance of `player` over the iterations through `node` (-1: the chance of the
    seat whose action led to it)."""
    seat = node.mover if player < 0 else player
    if not node.visits or node.won is None or seat < 0:
        return 0.0
    return min(1.0, max(0.0, node.won[seat] / node.visits))


def check(match: Match, player: Any, seconds: Any, top: Any, iterations: Any) -> None:
    """BadAdvice for the first argument that is wrong (see `advise`)."""
    if type(player) is not int or not 0 <= player < match.players:
        raise BadAdvice(f"there is no player {shown(player)} in this {match.players}-player "
                        "match", "unknown_player")
    if match.over:
        raise BadAdvice("the match is over: there is no move to advise", "game_over")
    if player not in match.actors:
        raise BadAdvice(f"it is not {match.player_name(player)}'s decision now: "
                        f"{match.game.waiting_for(match.state)}", "not_your_turn")
    number = isinstance(seconds, int | float) and not isinstance(seconds, bool)
    if not number or not math.isfinite(seconds) or seconds <= 0:
        raise BadAdvice(f"the time to think must be a number of seconds above 0, not "
                        f"{shown(seconds)}", "bad_seconds")
    if type(top) is not int or top < 1:
        raise BadAdvice(f"the number of actions advised must be a whole number of at least 1, "
                        f"not {shown(top)}", "bad_top")
    if iterations is not None and (type(iterations) is not int or iterations < 1):
        raise BadAdvice(f"the iterations of the search must be a whole number of at least 1, "
                        f"not {shown(iterations)}", "bad_iterations")


__all__ = ["Advice", "Advised", "BadAdvice", "advise", "chance_words", "percent", "strongest"]
