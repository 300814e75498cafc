"""Bonuses and tracks, the parts that never ask for a decision: cards onto the deck, Nobles,
schnapps (Module 2), the reputation track's victory points (Module 3), the guest book's columns
(Module 5) and Service Denied.

Any bonus must be taken at once or it is lost (RULES). Cards gained go face down on top of the
player's deck, in the open (`Player.known`). A bonus that needs a choice (a substitute card,
Service Denied, a reputation space's choice, a guest-book column) is in decisions.py, beside the
decision it asks for.
"""

from __future__ import annotations

from alehouse.core.log import Log, LogEntry

from .content import CONTENT, NOBLE, SEATS, TAVERN
from .state import State
from .words import amount, schnapps, table_text

C = CONTENT


def take_card(state: State, player: int, kind: str, log: Log) -> bool:
    """A tavern card of `kind` from the display onto the top of the deck, if one is left (True
    when it was)."""
    if state.piles[kind] <= 0:
        return False
    state.piles[kind] -= 1
    state.players[player].deck.append(TAVERN.index(kind))
    state.players[player].known += 1
    log.append(LogEntry(f"{SEATS[player]} takes a {C.tavern_name[kind]} (face down on top of "
                        "their deck)"))
    return True


def gain_nobles(state: State, player: int, count: int, log: Log, how: str = "") -> int:
    """Up to `count` Nobles from the supply onto the top of the deck; how many there were.
    `how`: the log's words for the price (" for 9 Beers")."""
    got = min(count, state.nobles)
    state.nobles -= got
    state.players[player].deck.extend([NOBLE] * got)
    state.players[player].known += got
    if got:
        log.append(LogEntry(f"{SEATS[player]} takes {amount(got, 'noble')}{how} (face down on "
                            "top of their deck)"))
    return got


def gain_schnapps(state: State, player: int, count: int, log: Log | None = None) -> None:
    """Schnapps tokens (only with Module 2 on); said in `log` when given."""
    if state.modules >= 2:
        state.players[player].schnapps += count
        if log is not None and count:
            log.append(LogEntry(f"{SEATS[player]} takes {schnapps(count)}"))


# --- the reputation track (Module 3) -------------------------------------------------------


def reputation_vp(state: State, position: int) -> int:
    """VP of a reputation space: its number; a space without one scores the number before it;
    the Crown scores nothing (its Noble is the reward)."""
    if position < 0:
        return 0
    track = C.track(state.modules)
    if track[position].kind == "crown":
        return 0
    for i in range(position, -1, -1):
        if track[i].kind == "number":
            return track[i].vp
    return 0


# --- the guest book (Module 5) ---------------------------------------------------------------


def book_open(state: State, player: int, column: int) -> bool:
    """Whether guest-book `column` still has an empty space."""
    return state.players[player].book[column] < len(C.book_rows)


# --- Service Denied --------------------------------------------------------------------------

DENIABLE = ("regular", "guest")
"""The kinds of card Service Denied removes ("1 Regular or other Guest Card")."""


def deniable(state: State, player: int) -> list[int]:
    """Tables whose seated Regular or guest may be removed: no die on it, and not a Noble unless
    read the other way (RULES.md assumption 16, data/readings.toml: then the topmost Noble of
    the Noble table may go)."""
    seat = state.players[player]
    busy = {p.space for p in seat.placed}
    kinds = DENIABLE if C.service_denied_spares_nobles else (*DENIABLE, "noble")
    out = []
    for i, cards in enumerate(seat.tables):
        if cards and C.cards[cards[-1]].kind in kinds and f"table{i}" not in busy:
            out.append(i)
    return out


def deny(state: State, player: int, table: int, log: Log) -> None:
    """Service Denied: the card seated at `table` leaves the game (the table is not refilled)."""
    seat = state.players[player]
    card = seat.tables[table].pop()
    seat.removed.append(card)
    log.append(LogEntry(f"Service Denied!: {SEATS[player]} removes the {table_text([card])} at "
                        f"table {table + 1} from the game"))
