"""Bonuses and tracks: cards onto the deck, Nobles, the monastery track, the reputation track
(Module 3), the guest book (Module 5), schnapps (Module 2) and Service Denied.

Any bonus must be taken at once or it is lost (RULES). Cards gained go face down on top of the
player's deck. A bonus that needs a choice pushes a decision.
"""

from __future__ import annotations

from alehouse.core.game import Log, LogEntry

from .content import CONTENT, HELPERS, NOBLE, TAVERN, Bonus
from .state import Pending, State

C = CONTENT


def name(player: int) -> str:
    return C.colours[player]


def gain_card(state: State, player: int, kind: str, log: Log, *, substitute: bool = False
              ) -> None:
    """A tavern card from the display onto the top of the deck. An empty pile gives nothing;
    with the all-modules rule a guest's bonus (`substitute`) then gives a cheaper helper card of
    the player's choice, if one is left."""
    if state.piles[kind] > 0:
        state.piles[kind] -= 1
        state.players[player].deck.append(TAVERN.index(kind))
        state.players[player].known += 1
        log.append(LogEntry(f"{name(player)} takes a {C.tavern_name[kind]} (on top of the deck)"))
        return
    if substitute and state.all_modules_rule:
        cheaper = [k for k in TAVERN if C.tavern_cost[k] < C.tavern_cost[kind]
                   and state.piles[k] > 0 and (k != "bard" or state.modules >= 3)]
        if cheaper:
            state.pending.append(Pending("substitute", player, options=cheaper))
            return
    log.append(LogEntry(f"No {C.tavern_name[kind]} is left for {name(player)}"))


def gain_nobles(state: State, player: int, count: int, log: Log) -> int:
    got = min(count, state.nobles)
    state.nobles -= got
    state.players[player].deck.extend([NOBLE] * got)
    state.players[player].known += got
    if got:
        log.append(LogEntry(f"{name(player)} takes {got} Noble{'s' if got > 1 else ''}"))
    return got


def gain_schnapps(state: State, player: int, count: int) -> None:
    if state.modules >= 2:
        state.players[player].schnapps += count


def apply(state: State, player: int, bonus: Bonus, log: Log, *, guest: bool = False) -> None:
    """Take a bonus (a guest's, a monastery space's, a guest-book space's)."""
    seat = state.players[player]
    if bonus.card:
        gain_card(state, player, bonus.card, log, substitute=guest)
    if bonus.thalers:
        seat.thalers += bonus.thalers
        log.append(LogEntry(f"{name(player)} gains {bonus.thalers} thalers"))
    if bonus.noble:
        gain_nobles(state, player, bonus.noble, log)
    if bonus.schnapps:
        gain_schnapps(state, player, bonus.schnapps)
    if bonus.service_denied:
        state.pending.append(Pending("deny", player))
    if bonus.reputation:
        move_reputation(state, player, bonus.reputation, log)
    if bonus.monastery:
        move_monastery(state, player, bonus.monastery, log)


# --- the monastery track -------------------------------------------------------------------


def move_monastery(state: State, player: int, steps: int, log: Log) -> None:
    """Move forward; every bonus space passed or reached pays; past 22 the marker goes back
    to the start and goes on."""
    seat = state.players[player]
    for _ in range(steps):
        seat.monastery = 0 if seat.monastery >= C.monastery_top else seat.monastery + 1
        bonus = C.monastery_bonus.get(seat.monastery)
        if bonus is not None:
            log.append(LogEntry(f"{name(player)} reaches monastery space {seat.monastery}"))
            apply(state, player, bonus, log)


# --- the reputation track (Module 3) -------------------------------------------------------


def move_reputation(state: State, player: int, steps: int, log: Log) -> None:
    """Move clockwise; past the Crown back to the beginning; every space reached pays."""
    if state.modules < 3 or steps <= 0:
        return
    seat = state.players[player]
    track = C.track(state.modules)
    for _ in range(steps):
        seat.reputation = (seat.reputation + 1) % len(track)
        space = track[seat.reputation]
        if space.kind == "schnapps":
            gain_schnapps(state, player, 1)
        elif space.kind == "schnapps_or_service_denied":
            state.pending.append(Pending("rep_choice", player))
        elif space.kind == "crown":
            log.append(LogEntry(f"{name(player)} reaches the Crown"))
            gain_nobles(state, player, 1, log)
        elif space.kind == "signature":
            state.pending.append(Pending("book_column", player))
    log.append(LogEntry(f"{name(player)}'s reputation moves {steps} "
                        f"step{'s' if steps > 1 else ''}"))


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
    return state.players[player].book[column] < len(C.book_rows)


def sign(state: State, player: int, column: int, log: Log, *, from_supply: bool = True
         ) -> None:
    """A signature tile into a column (top to bottom): the space's bonus, and a Noble for the
    last empty space of a row. A full column forfeits it (the tile goes back to the supply).
    `from_supply`: the tile comes from the supply (the reputation track), not from the guest
    recruited (who brings its own)."""
    seat = state.players[player]
    if state.modules < 5:
        return
    if from_supply:
        if state.signatures <= 0:
            return
        state.signatures -= 1
    if not book_open(state, player, column):
        state.signatures += 1
        log.append(LogEntry(f"{name(player)}'s guest-book column {column + 1} is full: the "
                            "signature is forfeited"))
        return
    row = seat.book[column]
    seat.book[column] += 1
    log.append(LogEntry(f"{name(player)} adds a signature to guest-book column {column + 1}"))
    apply(state, player, C.book_rows[row][column], log)
    if all(filled > row for filled in seat.book):
        log.append(LogEntry(f"{name(player)} completes guest-book row {row + 1}"))
        gain_nobles(state, player, 1, log)


# --- Service Denied --------------------------------------------------------------------------


def deniable(state: State, player: int) -> list[int]:
    """Tables whose seated Regular or guest may be removed: no die on it, not a Noble."""
    seat = state.players[player]
    busy = {p.space for p in seat.placed}
    out = []
    for i, cards in enumerate(seat.tables):
        if cards and C.cards[cards[-1]].kind in ("regular", "guest") and f"table{i}" not in busy:
            out.append(i)
    return out


def deny(state: State, player: int, table: int, log: Log) -> None:
    seat = state.players[player]
    card = seat.tables[table].pop()
    seat.removed.append(card)
    log.append(LogEntry(f"{name(player)} denies service: {C.card_name(card)} leaves the game"))


HELPER_KINDS = HELPERS
