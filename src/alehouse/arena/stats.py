"""Tournament figures from game outcomes: win rates with confidence intervals, scores, ratings,
decision times, and the balance report (per seat, first mover, game length).

Everything is computed from the outcomes in game-index order, so it does not depend on the
order in which parallel workers finished them. Only finished games count for wins, scores and
ratings; games stopped by the decision limit are counted apart as unfinished.

Ratings come from openskill (Plackett-Luce, a Bayesian rating in the TrueSkill family): each
game ranks the seats by the game's ranking (tied scores share a place). A bot holding several
seats of one game is rated from every pair of seats held by different bots.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Any

from .play import GameOutcome
from .schedule import Tournament

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes may be fractional: shared wins).

    Always `0 <= low <= successes / trials <= high <= 1` (the rate clamped into [0, 1]), exactly:
    no wins give a low bound of 0.0 and all wins a high bound of 1.0, where rounding would
    otherwise leave them a hair off (2.8e-17 for 0 of 12), so error bars are never negative.
    No trials give (0.0, 1.0)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = min(1.0, max(0.0, successes / trials))
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if p == 0.0 else min(p, max(0.0, centre - half))
    high = 1.0 if p == 1.0 else max(p, min(1.0, centre + half))
    return (low, high)


def distribution(values: list[float]) -> dict[str, float]:
    """Mean, standard deviation, min, quartiles and max (zeros for no values)."""
    if not values:
        return {k: 0.0 for k in ("mean", "sd", "min", "q1", "median", "q3", "max")}
    ordered = sorted(values)
    if len(ordered) > 1:
        q1, median, q3 = statistics.quantiles(ordered, n=4, method="inclusive")
    else:
        q1 = median = q3 = ordered[0]
    return {"mean": statistics.fmean(ordered),
            "sd": statistics.stdev(ordered) if len(ordered) > 1 else 0.0,
            "min": ordered[0], "q1": q1, "median": median, "q3": q3, "max": ordered[-1]}


def places(outcome: GameOutcome) -> list[int]:
    """Each seat's place (1 = best): the winners share the first; other seats with equal scores
    share a place (the game's tie-breaks decide only the victory here)."""
    place = [0] * len(outcome.scores)
    ranking = outcome.ranking
    for k, seat in enumerate(ranking):
        prev = ranking[k - 1] if k else -1
        if seat in outcome.winners:
            place[seat] = 1
        elif prev >= 0 and prev not in outcome.winners and \
                outcome.scores[prev] == outcome.scores[seat]:
            place[seat] = place[prev]
        else:
            place[seat] = k + 1
    return place


def win_shares(outcome: GameOutcome) -> list[float]:
    """Each seat's share of the victory (1/k for each of k winners)."""
    return [1.0 / len(outcome.winners) if s in outcome.winners else 0.0
            for s in range(len(outcome.scores))]


def first_mover(outcome: GameOutcome) -> int | None:
    """The seat that made the first decision of the game (None for a game without moves)."""
    moves = outcome.record.get("moves") or []
    return int(moves[0][0]) if moves else None


def turn_order(outcome: GameOutcome) -> list[int]:
    """The seats in the order of their first decisions (the first mover first), then any seat
    that never decided: a game's turn order as the record shows it, whatever the game calls
    its starting player."""
    order: list[int] = []
    players = len(outcome.lineup)
    for move in outcome.record.get("moves") or []:
        seat = int(move[0])
        if seat not in order:
            order.append(seat)
            if len(order) == players:
                return order
    return order + [s for s in range(players) if s not in order]


def by_turn_order(outcomes: list[GameOutcome]) -> list[dict[str, Any]]:
    """Per place in the turn order (0: the first mover): finished games, wins (shared
    victories split), win rate and its 95% interval."""
    done = [o for o in outcomes if o.finished]
    players = len(done[0].lineup) if done else 0
    wins = [0.0] * players
    for o in done:
        share = win_shares(o)
        for place, seat in enumerate(turn_order(o)):
            wins[place] += share[seat]
    rows = []
    for place in range(players):
        lo, hi = wilson(wins[place], len(done))
        rows.append({"place": place, "games": len(done), "wins": wins[place],
                     "win_rate": wins[place] / len(done), "ci95": [lo, hi]})
    return rows


@dataclass
class Rated:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A conservative rating (mu - 3 sigma), the usual leaderboard figure."""
        return self.mu - 3 * self.sigma


def ratings(bots: int, outcomes: list[GameOutcome]) -> tuple[list[Rated], list[list[float]]]:
    """Final ratings of the bots and the history of their means after each finished game."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = [model.rating(name=str(b)) for b in range(bots)]
    history: list[list[float]] = []
    for o in outcomes:
        if not o.finished:
            continue
        place = places(o)
        if len(set(o.lineup)) == len(o.lineup):
            teams = [[current[b]] for b in o.lineup]
            new = model.rate(teams, ranks=[float(p) for p in place])
            for b, team in zip(o.lineup, new):
                current[b] = team[0]
        else:
            updates: dict[int, list[tuple[float, float]]] = {}
            for s in range(len(o.lineup)):
                for t in range(s + 1, len(o.lineup)):
                    a, b = o.lineup[s], o.lineup[t]
                    if a == b:
                        continue
                    [[ra], [rb]] = model.rate([[current[a]], [current[b]]],
                                              ranks=[float(place[s]), float(place[t])])
                    updates.setdefault(a, []).append((ra.mu, ra.sigma))
                    updates.setdefault(b, []).append((rb.mu, rb.sigma))
            for b, ups in updates.items():
                current[b] = model.rating(mu=statistics.fmean(u[0] for u in ups),
                                          sigma=min(u[1] for u in ups), name=str(b))
        history.append([r.mu for r in current])
    return [Rated(r.mu, r.sigma) for r in current], history


def margins(outcomes: list[GameOutcome]) -> list[float]:
    """Per finished game, the winner's score minus the last seat's: the spread of a game."""
    return [max(o.scores) - min(o.scores) for o in outcomes if o.finished and o.scores]


def winners_did(outcomes: list[GameOutcome]) -> list[dict[str, Any]]:
    """What winners did more (or less) than the others, trait by trait (`Game.traits`), over
    the finished games that kept traits: the mean per winning seat and per other seat, their
    difference and its size in pooled standard deviations (`effect`, how the rows are
    sorted, largest first); for a trait some seats lack (value 0), the win rate of the seats
    that have it and of those that do not. A shared victory counts each winner fully."""
    won: dict[str, list[float]] = {}
    lost: dict[str, list[float]] = {}
    kept = [o for o in outcomes if o.finished and o.traits]
    names = sorted({name for o in kept for seat in o.traits for name in seat})
    for name in names:
        won[name], lost[name] = [], []
    for o in kept:
        winners = set(o.winners)
        for seat, traits in enumerate(o.traits):
            side = won if seat in winners else lost
            for name in names:
                side[name].append(float(traits.get(name, 0.0)))
    rows: list[dict[str, Any]] = []
    for name in names:
        a, b = won[name], lost[name]
        if not a or not b:
            continue
        mean_a, mean_b = statistics.fmean(a), statistics.fmean(b)
        spread = statistics.pstdev(a + b)
        had = [v > 0 for v in a] + [v > 0 for v in b]
        wins = [True] * len(a) + [False] * len(b)
        with_it = [w for h, w in zip(had, wins) if h]
        without = [w for h, w in zip(had, wins) if not h]
        rows.append({
            "trait": name, "winners": mean_a, "others": mean_b, "difference": mean_a - mean_b,
            "effect": (mean_a - mean_b) / spread if spread > 0 else 0.0,
            "seats_with": len(with_it), "seats": len(had),
            "win_rate_with": sum(with_it) / len(with_it) if with_it else None,
            "win_rate_without": sum(without) / len(without) if without else None,
        })
    rows.sort(key=lambda r: (-abs(r["effect"]), r["trait"]))
    return rows


def summarise(t: Tournament, outcomes: list[GameOutcome]) -> dict[str, Any]:
    """The results of `t` from its outcomes (any order; duplicates of an index not allowed):
    the content of results.json, timing figures under "timing"."""
    outcomes = sorted(outcomes, key=lambda o: o.index)
    done = [o for o in outcomes if o.finished]
    n_bots = len(t.bots)
    seats = range(t.players)
    bot_games = [0] * n_bots
    bot_wins = [0.0] * n_bots
    bot_scores: list[list[float]] = [[] for _ in range(n_bots)]
    seat_wins = [0.0] * t.players
    seat_scores: list[list[float]] = [[] for _ in seats]
    first_games = 0
    first_wins = 0.0
    for o in done:
        share = win_shares(o)
        for s, b in enumerate(o.lineup):
            bot_games[b] += 1
            bot_wins[b] += share[s]
            bot_scores[b].append(o.scores[s])
            seat_wins[s] += share[s]
            seat_scores[s].append(o.scores[s])
        first = first_mover(o)
        if first is not None:
            first_games += 1
            first_wins += share[first]
    rated, history = ratings(n_bots, outcomes)
    think = [0.0] * n_bots
    choices = [0] * n_bots
    for o in outcomes:
        for s, b in enumerate(o.lineup):
            think[b] += o.think[s]
            choices[b] += o.choices[s]
    bots = []
    for b, spec in enumerate(t.bots):
        lo, hi = wilson(bot_wins[b], bot_games[b])
        bots.append({
            "bot": spec, "spec": t.specs[b], "games": bot_games[b], "wins": bot_wins[b],
            "win_rate": bot_wins[b] / bot_games[b] if bot_games[b] else 0.0,
            "ci95": [lo, hi], "scores": distribution(bot_scores[b]),
            "rating": {"mu": rated[b].mu, "sigma": rated[b].sigma,
                       "ordinal": rated[b].ordinal},
        })
    seat_rows = []
    for s in seats:
        lo, hi = wilson(seat_wins[s], len(done))
        seat_rows.append({"seat": s, "games": len(done), "wins": seat_wins[s],
                          "win_rate": seat_wins[s] / len(done) if done else 0.0,
                          "ci95": [lo, hi], "scores": distribution(seat_scores[s])})
    lo, hi = wilson(first_wins, first_games)
    return {
        "tournament": t.to_json(),
        "planned": t.games,
        "played": len(outcomes),
        "finished": len(done),
        "unfinished": [o.index for o in outcomes if not o.finished],
        "balanced": t.balanced and len(outcomes) == t.games,
        "bots": bots,
        "seats": seat_rows,
        "first_mover": {"games": first_games, "wins": first_wins,
                        "win_rate": first_wins / first_games if first_games else 0.0,
                        "ci95": [lo, hi]},
        "length": distribution([float(o.decisions) for o in done]),
        "margin": distribution(margins(done)),
        "winning_score": distribution([max(o.scores) for o in done if o.scores]),
        "turn_order": by_turn_order(done),
        "traits": winners_did(done),
        "rating_history": history,
        "games": [{"index": o.index, "seed": o.seed, "lineup": o.lineup,
                   "finished": o.finished, "scores": o.scores, "winners": o.winners,
                   "decisions": o.decisions} for o in outcomes],
        "timing": {"bots": [{"bot": spec, "decisions": choices[b],
                             "seconds": think[b],
                             "mean_decision_seconds": think[b] / choices[b] if choices[b]
                             else 0.0} for b, spec in enumerate(t.bots)]},
    }
