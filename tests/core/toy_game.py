"""A tiny game for testing the engine core on its own: "Race to 10".

Two or three players take turns adding 1 or 2 to a shared total (a die decides whether the
adder also draws a hidden card); whoever brings the total to 10 or more wins. Simultaneous
phase: every 4th turn all players bid 0 or 1 at once. Small, but it has chance, hidden
information, simultaneous decisions and options, which is what the core must carry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from alehouse.core import Action, Chance, Game, Log, LogEntry, Result, choice


@dataclass(frozen=True, slots=True)
class Add(Action):
    type: ClassVar[str] = "add"
    amount: int = choice(1, 2)


@dataclass(frozen=True, slots=True)
class Bid(Action):
    type: ClassVar[str] = "bid"
    value: int = choice(0, 1)


@dataclass(slots=True)
class ToyState:
    chance: Chance
    total: int
    turn: int
    target: int
    hands: list[list[int]]
    deck: list[int]
    bids: list[int | None]
    scores: dict[int, int] = field(default_factory=dict)


class Toy(Game[ToyState]):
    id: ClassVar[str] = "toy"
    title: ClassVar[str] = "Race to 10"
    player_counts: ClassVar[range] = range(2, 4)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {"target": (10, 6), "bids": (True, False)}
    action_types = (Add, Bid)
    state_type = ToyState
    hidden_information = True

    def setup(self, players: int, options: dict[str, Any], chance: Chance, log: Log) -> ToyState:
        deck = list(range(20))
        chance.shuffle(deck)
        log.append(LogEntry("The race begins"))
        return ToyState(chance, 0, 0, options["target"], [[] for _ in range(players)], deck,
                        [], {})

    def _bidding(self, s: ToyState) -> bool:
        return bool(s.bids)

    def actors(self, s: ToyState) -> tuple[int, ...]:
        if s.total >= s.target:
            return ()
        if s.bids:
            return tuple(p for p, b in enumerate(s.bids) if b is None)
        return (s.turn % len(s.hands),)

    def legal_actions(self, s: ToyState, player: int) -> list[Action]:
        if player not in self.actors(s):
            return []
        if s.bids:
            return [Bid(0), Bid(1)]
        return [Add(1), Add(2)]

    def apply(self, s: ToyState, player: int, action: Action, log: Log) -> None:
        if isinstance(action, Bid):
            s.bids[player] = action.value
            if all(b is not None for b in s.bids):
                for p, b in enumerate(s.bids):
                    s.scores[p] = s.scores.get(p, 0) + (b or 0)
                s.bids = []
            return
        assert isinstance(action, Add)
        s.total += action.amount
        if s.chance.roll(6) == 6 and s.deck:
            card = s.deck.pop()
            s.hands[player].append(card)
            log.append(LogEntry(f"P{player} draws card {card}", only=player,
                                public=f"P{player} draws a card"))
        s.turn += 1
        if s.turn % 4 == 0 and s.total < s.target:
            s.bids = [None] * len(s.hands)

    def is_over(self, s: ToyState) -> bool:
        return s.total >= s.target

    def result(self, s: ToyState) -> Result:
        winner = (s.turn - 1) % len(s.hands)
        scores = [float(1 if p == winner else 0) + s.scores.get(p, 0)
                  for p in range(len(s.hands))]
        parts = [{"win": float(p == winner), "bids": float(s.scores.get(p, 0))}
                 for p in range(len(s.hands))]
        return Result.ranked(scores, [(sc,) for sc in scores], parts)

    def view(self, s: ToyState, player: int | None) -> dict[str, Any]:
        return {"total": s.total, "deck": len(s.deck),
                "hand": list(s.hands[player]) if player is not None else None,
                "hand_sizes": [len(h) for h in s.hands],
                "bids_made": [b is not None for b in s.bids]}

    def determinize(self, s: ToyState, player: int, rng: Chance) -> ToyState:
        unseen = list(s.deck)
        for p, hand in enumerate(s.hands):
            if p != player:
                unseen.extend(hand)
        rng.shuffle(unseen)
        for p, hand in enumerate(s.hands):
            if p != player:
                s.hands[p] = [unseen.pop() for _ in hand]
        s.deck = unseen
        s.bids = [None if b is None else rng.below(2) for b in s.bids] if s.bids else []
        return s


TOY = Toy()
