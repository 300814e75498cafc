"""How a match ended: scores, ranking, winners, the breakdown, and why it ended."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

NORMAL_END = "normal_end"
"""The termination code of an end the rulebook describes."""


@dataclass(frozen=True, slots=True)
class Termination:
    """Why the game ended: a stable `code` (for programs) and a `reason` (for people)."""

    code: str
    reason: str

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a match. `ranking` lists seats best first by the game's tie-break (seat order
    where the rules have none); `winners` holds every seat sharing first place; `breakdown[p]`
    maps scoring categories to points and sums to `scores[p]`; `termination` says why the game
    ended."""

    scores: list[float]
    ranking: list[int]
    winners: list[int]
    breakdown: list[dict[str, float]] = field(default_factory=list)
    termination: Termination | None = None

    def to_json(self) -> dict[str, Any]:
        return {"scores": self.scores, "ranking": self.ranking, "winners": self.winners,
                "breakdown": self.breakdown,
                "termination": self.termination.to_json() if self.termination else None}

    @classmethod
    def ranked(cls, scores: Sequence[float], keys: Sequence[tuple[float, ...]],
               breakdown: list[dict[str, float]],
               termination: Termination | None = None) -> Result:
        """Rank by `keys` (higher is better; the score first, then the game's tie-breaks).
        Seats with equal keys share their place; ties left are ordered by seat."""
        order = sorted(range(len(scores)), key=lambda p: tuple(-k for k in keys[p]))
        best = keys[order[0]]
        winners = [p for p in order if keys[p] == best]
        return cls(list(scores), order, sorted(winners), breakdown, termination)

    def ended(self, termination: Termination) -> Result:
        """This result with `termination` set."""
        return replace(self, termination=termination)
