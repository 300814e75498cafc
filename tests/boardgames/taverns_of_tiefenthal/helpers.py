"""Building The Taverns of Tiefenthal positions for scenario tests.

A scenario starts from `new()`, sets the position by changing `m.state` directly (the builders
below), then plays through `m.act`. Every helper that changes the state calls `refresh(m)`
(tests/helpers.py, `Match.refresh`: the match forgets its cached legal actions and never undoes
past the edit), and a test that changes `m.state` itself after querying must do so too.

Cards are ints (content.py): the tavern cards `BARBACK` ... `BARD` (0-5), `NOBLE` (6), the
Regulars `REG1` (needs a 1) and `REG2` (needs a 2), and the guests from 9 on (`guest(...)`
finds one by its cost, die and bonus). A deck is drawn from the end of its list: the builders
take decks *top first* (the order they will be drawn in).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

import alehouse
from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal import board, phases
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TAVERN
from alehouse.boardgames.taverns_of_tiefenthal.state import Entertainer, Placed, Player
from alehouse.core.action import Action
from tests.helpers import awaited, refresh, refused, seat, snapshot, st

__all__ = ["Entertainer", "awaited", "refresh", "refused", "seat", "snapshot", "st"]

GAME = "taverns-of-tiefenthal"
C = CONTENT
RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3
BARBACK, DISHWASHER, SERVER, TABLE, BREWER, BARD = range(6)
NOBLE = 6
REG1, REG2 = 7, 8  # Regulars needing a 1 (pays 1) and a 2 (pays 2)


def new(players: int = 2, seed: int = 1, modules: int = 1, *,
        all_modules_rule: bool = False) -> Match:
    return alehouse.new_match(GAME, players=players, seed=seed,
                              options={"modules": modules, "all_modules_rule": all_modules_rule})


def kinds(actions: Iterable[Action]) -> list[str]:
    return [a.type for a in actions]


def of_type(m: Match, p: int, kind: type[Action]) -> list[Action]:
    return [a for a in m.legal_actions(p) if isinstance(a, kind)]


def guest(cost: int, die: int | None = None, *, bonus: str | None = None,
          module: int = 1) -> int:
    """The first guest (in content order) of this beer `cost`, needing `die` (0 = "?") and with
    a bonus of kind `bonus` ("thalers", "card", ..., or a tavern card's kind such as "table";
    "none" for no bonus; None: any)."""
    for c in C.cards:
        if c.kind != "guest" or c.cost != cost or c.module != module:
            continue
        if die is not None and c.die != die:
            continue
        if bonus == "none" and c.bonus:
            continue
        if bonus in TAVERN:
            if c.bonus.card != bonus:
                continue
        elif bonus not in (None, "none") and not getattr(c.bonus, bonus):
            continue
        return c.id
    raise LookupError((cost, die, bonus, module))


def settle(m: Match) -> None:
    """Run every automatic step until a decision is needed."""
    m.game.settle(st(m), m.log_entries)  # type: ignore[attr-defined]
    refresh(m)


def set_deck(m: Match, p: int, top_first: Sequence[int], *, discard: Sequence[int] = (),
             known: int = 0) -> None:
    s = seat(m, p)
    s.deck = list(reversed(top_first))
    s.discard = list(discard)
    s.known = known
    refresh(m)


def drawn_order(m: Match, p: int) -> list[int]:
    """Player `p`'s deck, top first."""
    return list(reversed(seat(m, p).deck))


def set_tavern(m: Match, p: int, *, tables: Sequence[Sequence[int]] | None = None,
               areas: Sequence[int] | None = None, upgraded: Sequence[str] | None = None
               ) -> Player:
    """This turn's tables (cards seated at each, bottom first), the tavern cards drawn this turn
    and the upgraded tiles."""
    s = seat(m, p)
    if tables is not None:
        s.tables = [list(t) for t in tables]
        s.noble_table = next((i for i, t in enumerate(s.tables) if t and t[0] == NOBLE), -1)
    if areas is not None:
        s.areas = list(areas)
    if upgraded is not None:
        s.upgraded = list(upgraded)
    refresh(m)
    return s


def evening(m: Match, turn: int, *, start: int = RED) -> None:
    """The Moon moves onto `turn` (`start` holds the Beer Mug): the turn's bonuses are handed
    out; nothing is settled after them (`settle(m)` goes on)."""
    s = st(m)
    s.turn = turn - 1
    s.start_player = start
    s.pending = []
    for q in s.players:
        board.close_tavern(s, s.players.index(q))  # last turn's cards to the discard pile
        q.placed = []
    phases.new_evening(s, m.log_entries)
    refresh(m)


def arrival(m: Match, decks: Mapping[int, Sequence[int]], *, start: int = RED,
            discards: Mapping[int, Sequence[int]] | None = None,
            counter_guests: Mapping[int, int] | None = None,
            upgraded: Mapping[int, Sequence[str]] | None = None) -> None:
    """Phase B begins with these decks (top first) and settles as far as it can: every player
    fills their tables, then (unless someone may use a Counter Guest) Servers roll and the dice
    draft starts. Players not named in `decks` keep theirs."""
    s = st(m)
    s.phase = "new_evening"
    s.pending = []
    s.start_player = start
    for p, q in enumerate(s.players):
        board.close_tavern(s, p)  # last turn's cards to the discard pile
        if p in decks:
            set_deck(m, p, decks[p], discard=(discards or {}).get(p, ()))
        q.counter_guests = (counter_guests or {}).get(p, 0)
        q.colour = []
        q.white = []
        if upgraded is not None:
            q.upgraded = list(upgraded.get(p, ()))
    settle(m)


def servers(m: Match, areas: Mapping[int, Sequence[int]], *, colour: Mapping[int, Sequence[int]]
            | None = None, upgraded: Mapping[int, Sequence[str]] | None = None,
            rolls: Sequence[int] = (), start: int = RED) -> None:
    """Phase C with these tavern cards drawn (and `colour` dice already below the board, e.g.
    the turn-3 die): Servers roll (the next `rolls`), then the draft's coasters are rolled."""
    s = st(m)
    s.phase = "arrival"
    s.pending = []
    s.start_player = start
    for p, q in enumerate(s.players):
        q.areas = list(areas.get(p, ()))
        q.colour = sorted((colour or {}).get(p, ()))
        q.white = []
        if upgraded is not None:
            q.upgraded = list(upgraded.get(p, ()))
    s.chance.force(*rolls)
    settle(m)


def draft(m: Match, coasters: Sequence[Sequence[int]], *, start: int = RED) -> None:
    """Phase D: coaster i (which starts with player i) shows these white dice."""
    s = st(m)
    s.phase = "dice_draft"
    s.pending = []
    s.start_player = start
    for q in s.players:
        q.white = []
    s.chance.force(*(v for c in coasters for v in c))
    phases.start_draft(s, m.log_entries)
    settle(m)


def planning(m: Match, white: Mapping[int, Sequence[int]], *,
             colour: Mapping[int, Sequence[int]] | None = None,
             boosts: Mapping[int, int] | None = None, start: int = RED,
             player: int | None = None) -> None:
    """The draft is over: Phase F goes player by player in turn order from `start` (who holds
    the Beer Mug), each planning their dice (E) and then serving. These dice are below each
    board (a player not named has none) with `boosts` Dishwasher uses. `player` (default
    `start`) is at their "plan" decision now, pushed on top of their "serve" decision; those
    before them in turn order have served already, those after them plan later, in order. A
    player with no die that fits any space goes straight on to serving, as in play."""
    s = st(m)
    s.phase = "planning_and_serving"
    s.pending = []
    s.start_player = start
    for p, q in enumerate(s.players):
        q.white = sorted(white.get(p, ()))
        q.colour = sorted((colour or {}).get(p, ()))
        q.boosts = (boosts or {}).get(p, 0)
        q.placed = []
        q.planned = False
    s.order_index = board.order(s).index(start if player is None else player)
    phases.next_server(s, m.log_entries)
    refresh(m)


def die(space: str, value: int, *, white: bool = True, boost: int = 0) -> Placed:
    return Placed(white, value, boost, space)


def serving(m: Match, p: int, *, tables: Sequence[Sequence[int]] = (),
            areas: Sequence[int] = (), dice: Sequence[Placed] = (), thalers: int = 0,
            beer: int = 0, upgraded: Sequence[str] = (), schnapps: int | None = None,
            entertainers: Sequence[Entertainer] | None = None, monastery: int | None = None,
            reputation: int | None = None, counter_guests: int = 0) -> Player:
    """`p`'s Serving Phase begins (`p` holds the Beer Mug and serves first): these tables and
    tavern cards, these dice planned, `thalers` in the safe and `beer` in storage (taken out at
    once). With Module 3 the Reputation Phase runs first, as in play."""
    s = st(m)
    s.phase = "planning_and_serving"
    s.pending = []
    s.start_player = p
    s.order_index = 0
    q = set_tavern(m, p, tables=tables, areas=areas, upgraded=upgraded)
    q.placed = list(dice)
    q.white = []
    q.colour = []
    q.safe = thalers
    q.storage = beer
    q.bought = []
    q.recruited = False
    q.counter_guests = counter_guests
    q.bard_steps = sum(1 for c in areas if c == BARD)
    if schnapps is not None:
        q.schnapps = schnapps
    if entertainers is not None:
        q.entertainers = list(entertainers)
    if monastery is not None:
        q.monastery = monastery
    if reputation is not None:
        q.reputation = reputation
    phases.next_server(s, m.log_entries)
    refresh(m)
    return q


def play_until(m: Match, done: Callable[[Match], bool], *,
               choose: Callable[[Match, int], Action] | None = None, limit: int = 2000) -> None:
    """Let the actors take `choose`'s action (the first legal one, or ending Planning or the
    Serving Phase at once) until `done(m)` or the game is over."""
    for _ in range(limit):
        if m.over or done(m):
            return
        p = m.actors[0]
        if choose is not None:
            action = choose(m, p)
        else:
            legal = m.legal_actions(p)
            action = next((a for a in legal if isinstance(
                a, A.EndServing | A.NoKeep | A.FinishPlanning)), legal[0])
        m.act(p, action)
    raise AssertionError("play_until did not finish")


def finish(m: Match) -> None:
    """Mark the game over as it stands (for scoring a hand-made position)."""
    st(m).phase = "over"
    st(m).pending = []
    refresh(m)
