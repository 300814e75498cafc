"""Who sits where in each game of a tournament, and with which deal.

Seats are rotated fairly: the tournament cycles through `lineups`, a list in which every bot
holds every seat equally often; consecutive games share a deal (match seed) until every lineup
has played it ("duplicate" play), so luck of the deal cancels out between bots. Bots named twice
(``normal,easy,easy``: one searching bot among greedy ones) are told apart in the results, but
seatings that put the same bots in the same seats are played once per deal, so every deal is
played by each distinct seating (3 at 3 players, not 6).
"""

from __future__ import annotations

import itertools
from dataclasses import asdict, dataclass, field
from typing import Any

from .play import MAX_DECISIONS, GameTask, bot_seeds


def lineups(bots: int, players: int) -> list[tuple[int, ...]]:
    """Seatings (bot index per seat), each bot in each seat equally often.

    With at least as many bots as seats: every ordered choice of distinct bots. With fewer
    bots than seats: every seating in which each bot sits at least once."""
    if bots < 1 or players < 1:
        raise ValueError("a tournament needs at least one bot and one seat")
    if bots >= players:
        return list(itertools.permutations(range(bots), players))
    return [t for t in itertools.product(range(bots), repeat=players) if len(set(t)) == bots]


@dataclass(frozen=True)
class Tournament:
    """A tournament's settings (saved as DIR/tournament.json, so `--resume` can go on)."""

    game: str
    bots: list[str]
    games: int
    players: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    max_decisions: int = MAX_DECISIONS
    levels: dict[str, str] = field(default_factory=dict)
    """The bot spec each level named in `bots` stood for when the tournament was set (so a
    resumed tournament plays the same bots after the levels were tuned)."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tournament:
        return cls(**data)

    @property
    def specs(self) -> list[str]:
        """The bot spec that plays for each of `bots` (a level's saved spec)."""
        return [self.levels.get(b, b) for b in self.bots]

    @property
    def lineups(self) -> list[tuple[int, ...]]:
        """`lineups` of the bots, one per distinct seating of their names (as given, so that
        a saved tournament keeps its schedule whatever its levels stand for). Of the seatings
        that seat the same names in the same places, the one kept is the one that keeps each
        bot's seats most even so far, so that bots named twice also hold every seat equally
        often where they can."""
        names = self.bots
        held = [[0] * self.players for _ in self.bots]
        """How often each bot sits in each seat in the seatings kept so far."""
        alike: dict[tuple[str, ...], list[tuple[int, ...]]] = {}
        for seating in lineups(len(self.bots), self.players):
            alike.setdefault(tuple(names[b] for b in seating), []).append(seating)
        kept = []
        for seatings in alike.values():
            best = min(seatings, key=lambda s: sum(held[b][seat] for seat, b in enumerate(s)))
            for seat, b in enumerate(best):
                held[b][seat] += 1
            kept.append(best)
        return kept

    def task(self, index: int) -> GameTask:
        """Game `index`: its deal, its seating and its bots' seeds."""
        seatings = self.lineups
        return GameTask(
            index=index, game=self.game, players=self.players, options=dict(self.options),
            seed=self.seed + index // len(seatings), lineup=list(seatings[index % len(seatings)]),
            specs=self.specs, bot_seeds=bot_seeds(self.seed, index, self.players),
            max_decisions=self.max_decisions)

    def tasks(self, skip: set[int] | frozenset[int] = frozenset()) -> list[GameTask]:
        return [self.task(i) for i in range(self.games) if i not in skip]

    @property
    def balanced(self) -> bool:
        """True when every lineup is played equally often (`games` a multiple of them)."""
        return self.games % len(self.lineups) == 0
