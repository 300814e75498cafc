"""Fantasy Brewers state: plain dataclasses (copied and saved by alehouse.core.codec)."""

from __future__ import annotations

from dataclasses import dataclass, field

from alehouse.core.chance import Chance


@dataclass(frozen=True, slots=True)
class Worker:
    """A pawn on the board. `size`: 1 small, 2 medium, 3 large, 4 the Seasonal Worker."""

    owner: int
    size: int


SEASONAL = 4


@dataclass(slots=True)
class Player:
    brewery: str
    coins: int
    vp_tokens: int
    penalties: int
    festival_white: int
    festival_black: int
    up: list[int]
    """Face-up Assistants, counted by content.ASSISTANTS (grower, labourer, brewer, brewmaster)."""
    down: list[int]
    """Face-down Assistants, same order."""
    goods: list[int]
    """Goods cards, counted by content.FACES."""
    buildings: list[str]
    """Undecorated Extensions ("E3"), Homesteads ("H12") and Statues ("S"), sorted."""
    decorated: list[str]
    """Decorated buildings, sorted."""
    acclaims: list[str]
    """Acclaims earned (each once per game)."""
    repeated: bool = False
    """B15: the once-per-month repeat of an own action space is used."""


@dataclass(slots=True)
class Pending:
    """A decision the state waits for, on a stack (the last one is decided first).

    kind ``protection``: `player` (owner of the asked worker) pays 1 coin or goes to the back;
    `door`, `index` = position of the asked worker, `mark` = position of the placed worker,
    `asker` = who asks.
    kind ``turn``: `player` resolves the worker at `queue[door][index]`: chooses a space
    (`space` -1 until then), then performs its two actions (`done` = parts done).
    kind ``flip``: `player` turns `count` more face-down Assistants face-up, choosing the kind.
    kind ``flip_good``: `player` turns one Hops or Peat card over (selling bonus).
    """

    kind: str
    player: int
    door: int = 0
    index: int = 0
    mark: int = 0
    asker: int = 0
    space: int = -1
    done: list[str] = field(default_factory=list)
    count: int = 0
    repeat: bool = False


@dataclass(slots=True)
class State:
    chance: Chance
    level: str
    months: int
    month: int
    phase: str
    """``placement`` (Phase 1), ``actions`` (Phase 2), ``upkeep`` (Phase 3), ``over``."""
    players: list[Player]
    start_player: int
    placed: int
    """Workers placed so far this month (gives the round and whose turn it is)."""
    seasonal_owner: int
    """Who holds the Seasonal Worker this month (2 players); -1 when there is none."""
    queues: list[list[Worker]]
    """The queues under doors A, B and C, front first."""
    tavern: list[Worker]
    spaces: list[list[int]]
    """Per door, the owner of the worker on each of the 6 action spaces (-1: empty)."""
    cursor_door: int
    cursor_index: int
    """Phase 2: the next worker to resolve is queues[cursor_door][cursor_index]."""
    pending: list[Pending]
    supply_goods: list[int]
    """Goods piles, by content.GOODS."""
    supply_assistants: list[int]
    """Assistant piles, by content.ASSISTANTS (Brewmasters are never in a pile)."""
    extension_deck: list[str]
    """Face-down; the top card is the last."""
    extension_row: list[str]
    homestead_deck: list[str]
    homestead_row: list[str]
    statues: int
    """Statue cards left in their (identical, face-up) deck."""
    upkeep_plans: list[list[int] | None]
    """Phase 3: each player's chosen payment plan (the Upkeep action's fields), None until
    chosen. Kept hidden from the others until everyone has chosen."""
    last_actor: int
    decks_exhausted: bool = False
