"""Building Dice Brewing positions for scenario tests.

A scenario starts from `new()`, gives the players their holdings with `set_player`, puts the
match at a decision with a position builder (`arranging`, `in_window`, `purchasing`,
`brewing`), then plays through `m.act`. Every helper that changes the state calls `refresh(m)`
(tests/helpers.py), and a test that changes `m.state` itself after querying must do so too.

Dice are written as a spec string, one die per word: a colour letter and a value, e.g.
`"y3 k5 g2 b4"` = a yellow (light malt) 3, a black (dark malt) 5, a green (hops) 2 and a blue
(brewing skills) 4. Scripted die rolls: `roll_next(m, 6, 2)`: the next `roll(6)` shows 6, the
one after 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

import alehouse
from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A
from alehouse.boardgames.dice_brewing import dice as D
from alehouse.boardgames.dice_brewing.content import CONTENT, DICE
from alehouse.boardgames.dice_brewing.decisions import (
    ArrangeTurn,
    BrewTurn,
    DiceBrewingDecision,
    Purchase,
    TokenWindow,
)
from alehouse.boardgames.dice_brewing.state import Die, Player
from alehouse.core.action import Action
from alehouse.core.board_game import BoardGame
from tests.helpers import awaited, kinds, refresh, refused, seat, snapshot, st

__all__ = ["awaited", "kinds", "refresh", "refused", "seat", "snapshot", "st"]

GAME = "dice-brewing"
C = CONTENT
RED, PURPLE, ORANGE, WHITE = 0, 1, 2, 3  # the seats (ASSUMPTION 4: their colours)
LETTER = {"y": "yellow", "k": "black", "g": "green", "b": "blue"}

# recipe ids (data/recipes.toml)
CHEAP_LAGER, MASS_LAGER, SLADEK_PILSNER = 1, 2, 4
LIGHT_WHEAT, HEFEWEIZEN, SESSION_PALE_ALE, ENGLISH_PALE_ALE = 7, 8, 10, 11
BROWN_PORTER, DRY_STOUT, STRONG_ROASTED_STOUT = 16, 19, 21
EXPERIMENTAL_LAGER, RASPBERRY_WHEAT, CHILI_HONEY_PORTER = 25, 26, 30


def new(players: int = 2, seed: int = 1, **options: Any) -> Match:
    return alehouse.new_match(GAME, players=players, seed=seed, options=options)


def dice(spec: str) -> list[Die]:
    """The dice of a spec string ("y3 k5 g2 b4"), in the canonical order."""
    out = [Die(LETTER[w[0]], int(w[1:])) for w in spec.split()]
    return sorted(out, key=D.key)


def spec(held: Iterable[Die]) -> str:
    """The spec string of these dice (flags left out), in the canonical order."""
    inverse = {c: letter for letter, c in LETTER.items()}
    return " ".join(f"{inverse[d.colour]}{d.value}" for d in sorted(held, key=D.key))


def colours(held: Iterable[Die]) -> Counter[str]:
    return Counter(d.colour for d in held)


def roll_next(m: Match, *faces: int) -> None:
    """Script the next die rolls."""
    st(m).chance.force(*faces)


def set_player(m: Match, p: int, *, gold: int = 2, mastery: int = 0, pool: str = "",
               storage: str = "", seeds: int = 0, ingredients: Sequence[str] = (),
               tokens: Sequence[str] = (), brewed: Sequence[int] = ()) -> Player:
    """Give player `p` exactly these holdings; the board, blocked buildings, marketplace die and
    this round's flags (purchases, pile swap, passed) are cleared."""
    s = seat(m, p)
    s.gold = gold
    s.mastery = mastery
    s.pool = dice(pool)
    s.storage = dice(storage)
    s.seeds = seeds
    s.ingredients = sorted(ingredients)
    s.tokens = sorted(tokens)
    s.brewed = list(brewed)
    s.board = {}
    s.blocked_buildings = []
    s.market_die = None
    s.bought_ingredient = s.bought_token = s.swapped = s.passed = False
    s.unlucky_used = 0
    refresh(m)
    return s


def empty_all(m: Match) -> None:
    """Every player holds nothing at all (then give the players of the scenario their dice)."""
    for p in range(len(st(m).players)):
        set_player(m, p, gold=0)


def _position(m: Match, p: int, phase: str, kind: type[DiceBrewingDecision], round: int,
              priority: int | None, window: bool = False) -> None:
    s = st(m)
    n = len(s.players)
    s.round = round
    s.phase = phase
    s.window = window
    s.priority = p if priority is None else priority
    s.order_index = (p - s.priority) % n
    s.quiet = 0
    s.pending = [kind(p)]
    refresh(m)


def arranging(m: Match, p: int, *, round: int = 1, priority: int | None = None) -> None:
    """Phase 1 after the token window: `p`'s arrangement turn (nothing placed yet this turn).
    `priority`: who holds the season/priority token (default `p`). Nobody has passed and every
    field is free."""
    s = st(m)
    for other in s.players:
        other.passed = False
    s.field_users = {f: 0 for f in C.field_ids}
    _position(m, p, "arrange", ArrangeTurn, round, priority)


def in_window(m: Match, p: int, phase: str, *, round: int = 3,
              priority: int | None = None) -> None:
    """The token window at the beginning of Phase 1 (`phase` "arrange") or Phase 3 ("brew"):
    `p` decides."""
    if phase == "arrange":
        st(m).field_users = {f: 0 for f in C.field_ids}
    _position(m, p, phase, TokenWindow, round, priority, window=True)


def purchasing(m: Match, p: int, *, round: int = 3, priority: int | None = None) -> None:
    """Phase 2: `p`'s purchasing turn."""
    _position(m, p, "purchase", Purchase, round, priority)


def brewing(m: Match, p: int, *, round: int = 3, priority: int | None = None,
            row: Sequence[int] | None = None) -> None:
    """Phase 3 after the token window: `p`'s brewing turn. `row`: the face-up recipe ids."""
    if row is not None:
        s = st(m)
        s.deck = [r for r in s.row if r >= 0 and r not in row] + \
            [r for r in s.deck if r not in row]  # the cards taken off go to the bottom
        s.row = list(row)
    _position(m, p, "brew", BrewTurn, round, priority)


def end_round(m: Match) -> None:
    """Nobody brews any more: the workplaces are tidied (in the established order), the token
    passes and the next round starts (its active pools rolled), up to the next decision. (Give
    somebody a die or seed to use: rounds where nobody can do anything follow one another.)"""
    s = st(m)
    s.phase = "brew"
    s.window = False
    s.pending = []
    s.quiet = len(s.players)
    game = m.game
    assert isinstance(game, BoardGame)
    game.settle(s, m.log_entries)
    refresh(m)


def tidy_up(m: Match) -> None:
    """`end_round` into a winter round (no summer seeds dealt), so that seed counts and the
    seed pile show only what the tidying did."""
    st(m).summer = True
    end_round(m)


def finish(m: Match) -> None:
    """Mark the game over as it stands (for scoring a hand-made position)."""
    st(m).phase = "over"
    st(m).pending = []
    refresh(m)


Kind = type[Action] | tuple[type[Action], ...]


def of_type(actions: Iterable[Action], kind: Kind) -> list[Any]:
    return [a for a in actions if isinstance(a, kind)]


def legal_of(m: Match, p: int, kind: Kind) -> list[Any]:
    return of_type(m.legal_actions(p), kind)


def placements(m: Match, p: int) -> list[Action]:
    """The seed and die placements (and speed-ups) open to `p` now."""
    return [a for a in m.legal_actions(p) if isinstance(a, (A.PlaceSeed, A.PlaceDie,
                                                            A.SpeedUp))]


def fields_open(m: Match, p: int) -> set[str]:
    """The fields `p` could place a seed or die on now."""
    return {a.field for a in m.legal_actions(p) if isinstance(a, (A.PlaceSeed, A.PlaceDie))}


def decision(m: Match) -> dict[str, Any] | None:
    """The decision in a spectator's view without its sentence and actors (`awaited`)."""
    return awaited(m, None)


def piles(m: Match) -> dict[str, int]:
    return {c: st(m).piles[c] for c in DICE}
