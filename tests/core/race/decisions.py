"""The decisions of Race to 10: a turn (`AddToTotal`, then `AddAgain`) and the bidding."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.decision import EVERYONE, Decision, handles
from alehouse.core.log import Log, LogEntry

from .actions import Add, Bid, Stop
from .state import State

SEATS = ("Red", "Blue", "Green")


def add(state: State, player: int, amount: int, log: Log) -> None:
    state.total += amount
    log.append(LogEntry(f"{SEATS[player]} adds {amount}: the total is {state.total}"))
    if state.total >= state.target:
        state.winner = player
        state.phase = "over"
        state.pending.clear()
        return
    if amount == 2 and state.chance.roll(6) == 6:
        if not state.deck:
            state.phase, state.termination = "over", "deck_empty"
            state.pending.clear()
            return
        card = state.deck.pop()
        state.players[player].append(card)
        log.append(LogEntry(f"{SEATS[player]} draws card {card}", only=player,
                            public=f"{SEATS[player]} draws a card"))


@dataclass(slots=True)
class AddToTotal(Decision):
    kind: ClassVar[str] = "add"
    section: ClassVar[str] = "A turn"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [Add(1), Add(2)]

    @handles(Add)
    def add(self, state: State, player: int, action: Add, log: Log) -> None:
        state.pending.pop()
        state.pending.append(AddAgain(player))
        add(state, player, action.amount, log)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} adds 1 or 2"


@dataclass(slots=True)
class AddAgain(Decision):
    kind: ClassVar[str] = "again"
    section: ClassVar[str] = "A turn"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [Add(1), Add(2), Stop()]

    @handles(Add)
    def add(self, state: State, player: int, action: Add, log: Log) -> None:
        state.pending.pop()
        end_turn(state)
        add(state, player, action.amount, log)

    @handles(Stop)
    def stop(self, state: State, player: int, action: Stop, log: Log) -> None:
        state.pending.pop()
        end_turn(state)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} adds once more or stops"


def end_turn(state: State) -> None:
    state.chance.barrier()
    state.turn += 1
    state.current = state.turn % len(state.players)


@dataclass(slots=True)
class Bidding(Decision):
    """All players bid at once (`player` is EVERYONE)."""

    kind: ClassVar[str] = "bid"
    section: ClassVar[str] = "Bidding"
    bids: list[int] = field(default_factory=list)

    def actors(self, state: State) -> tuple[int, ...]:
        return tuple(p for p, b in enumerate(self.bids) if b < 0)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [Bid(0), Bid(1)]

    @handles(Bid)
    def bid(self, state: State, player: int, action: Bid, log: Log) -> None:
        self.bids[player] = action.value
        if all(b >= 0 for b in self.bids):
            state.pending.pop()
            state.chance.barrier()  # the bids are shown
            for p, b in enumerate(self.bids):
                state.bids[p] += b

    def text(self, state: State) -> str:
        return "Everyone bids 0 or 1"

    def details(self, state: State) -> dict[str, Any]:
        return {"made": [b >= 0 for b in self.bids]}


AnyDecision = AddToTotal | AddAgain | Bidding
"""The kinds of decision `State.pending` holds (found by the codec through `Stack`)."""

__all__ = ["EVERYONE", "AnyDecision"]
