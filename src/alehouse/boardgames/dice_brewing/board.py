"""The player board: which fields a player may use, placing on them, their effects (at once
when sped up, else when tidying the workplace).

Fields are shared by capacity: 1/2/3 players may use the same field in a 2/3/4-player game
(RULES, Blocking fields). A building opens in its round (padlocks) and can be blocked for a
round by an opponent's token.

Placing never asks for a decision here: the School of Skills' re-roll and pile roll are asked
for by the arrangement turn that placed the die (decisions.py).
"""

from __future__ import annotations

from alehouse.core.log import Log

from . import dice as D
from . import words as W
from .content import CONTENT, Field
from .state import Die, FieldUse, State

C = CONTENT
SEATS: tuple[str, ...] = C.colours
"""The seats' colours, in seat order (ASSUMPTION 4)."""
BOARD_ORDER = {fid: i for i, fid in enumerate(C.field_ids)}
"""Each field's place in board order."""


# --- which fields ---------------------------------------------------------------------------


def field_open(state: State, player: int, field: Field) -> bool:
    """Can `player` place on this field now (building open and not blocked, field not used by
    them this round, and not already used by as many players as it holds)?"""
    seat = state.players[player]
    building = C.building[field.building]
    if state.round < building.opens or field.building in seat.blocked_buildings:
        return False
    if field.id in seat.board:
        return False
    if field.effect == "pile_roll" and seat.swapped:
        return False  # "only one die per round"
    return state.field_users[field.id] < C.capacity[len(state.players)]


# --- placing ---------------------------------------------------------------------------------


def place_seed(state: State, player: int, fid: str, log: Log) -> None:
    seat = state.players[player]
    seat.seeds -= 1
    seat.board[fid] = FieldUse(seed=True, die=None, speed=None, resolved=False)
    state.field_users[fid] += 1
    log.append(f"{SEATS[player]} places a seed token on {W.FIELD_NAMES[fid]}")


def place_die(state: State, player: int, fid: str, source: str, colour: str, value: int,
              log: Log) -> None:
    seat = state.players[player]
    field = C.field[fid]
    guarded = field.effect == "raise" and not C.owner_may_change_a_protected_die  # assump. 19
    die = D.take(seat.pool if source == "pool" else seat.storage, colour, value,
                 unprotected=guarded)
    seat.board[fid] = FieldUse(seed=False, die=die, speed=None, resolved=False)
    state.field_users[fid] += 1
    log.append(f"{SEATS[player]} places a {W.die(colour, value)} on {W.FIELD_NAMES[fid]}")
    if field.effect in ("reroll", "pile_roll"):
        seat.board[fid].resolved = True  # its effect is chosen at once (a decision)
        if field.effect == "pile_roll":
            seat.swapped = True


def speed_up(state: State, player: int, fid: str, source: str, value: int, log: Log) -> None:
    seat = state.players[player]
    blue = D.take(seat.pool if source == "pool" else seat.storage, "blue", value)
    use = seat.board[fid]
    use.speed = blue
    log.append(f"{SEATS[player]} speeds up {W.field_name(fid)} with a "
               f"{W.die('blue', value)}")
    resolve(state, player, fid, log)


# --- effects -----------------------------------------------------------------------------------


def _raise(die: Die) -> Die:
    """+1 for good (never above 6). A raise-the-value token on the die still adds its 1 for the
    round, if there is room below 6; otherwise the token's raise is used up."""
    if not die.raised:
        return D.plain(die.colour, min(6, die.value + 1))
    base = min(6, die.value)  # (value - 1) + 1
    if base < 6:
        return Die(die.colour, base + 1, raised=True)
    return D.plain(die.colour, 6)


def _draw(state: State, player: int, colour: str) -> Die | None:
    if state.piles[colour] <= 0:
        return None
    state.piles[colour] -= 1
    die = D.roll(state.chance, colour)
    D.add(state.players[player].pool, die)
    return die


def _gain_seeds(state: State, player: int, n: int) -> int:
    got = min(n, state.seed_pile)
    state.seed_pile -= got
    state.players[player].seeds += got
    return got


def resolve(state: State, player: int, fid: str, log: Log, waiting: list[tuple[int, str]]
            | None = None) -> None:
    """Apply the field's effect (at once when sped up, or when tidying). A die that cannot be
    drawn because its pile is empty is owed to the player (`waiting`) while tidying, and simply
    not gained when sped up. A raised die goes to the storage, or to the active pool where
    assumption 6 is read the other way (`raised_die_goes_to_storage`)."""
    seat = state.players[player]
    use = seat.board[fid]
    field = C.field[fid]
    use.resolved = True
    who = SEATS[player]
    on = W.FIELD_NAMES[fid]
    effect = field.effect
    if effect == "gain":  # seed -> die
        state.seed_pile += 1
        got = _draw(state, player, field.gain)
        if got is None and waiting is not None:
            waiting.append((player, field.gain))
        log.append(f"{who}'s seed token on {on} becomes a {field.gain} die "
                   f"(rolled {got.value})" if got else
                   f"{who}'s seed token on {on}: no {field.gain} die left")
    elif effect == "kiln":  # yellow -> black
        assert use.die is not None
        state.piles[use.die.colour] += 1
        got = _draw(state, player, field.gain)
        if got is None and waiting is not None:
            waiting.append((player, field.gain))
        log.append(f"{who}'s {use.die.colour} die on {on} is kilned into a "
                   f"{field.gain} die (rolled {got.value})" if got else
                   f"{who}'s {use.die.colour} die on {on}: no {field.gain} die left")
        use.die = None
    elif effect == "raise":
        assert use.die is not None
        raised = _raise(use.die)
        stored = C.raised_die_goes_to_storage  # assumption 6
        D.add(seat.storage if stored else seat.pool, raised)
        use.die = None
        log.append(f"{who}'s {raised.colour} die on {on} is raised to "
                   f"{raised.value} and goes to {'storage' if stored else 'the active pool'}")
    elif effect == "seeds":
        assert use.die is not None
        state.piles[use.die.colour] += 1
        seeds = _gain_seeds(state, player, field.seeds)
        log.append(f"{who} exchanges a {use.die.colour} die on {on} for "
                   f"{W.seeds(seeds)}")
        use.die = None
    elif effect == "coins":
        assert use.die is not None
        state.piles[use.die.colour] += 1
        coins = dict(field.coins)[use.die.colour]
        seat.gold += coins
        log.append(f"{who} exchanges a {use.die.colour} die on {on} for "
                   f"{W.gold(coins)}")
        use.die = None
    elif effect == "extra_blue":
        got = _draw(state, player, "blue")
        if got is None and waiting is not None:
            waiting.append((player, "blue"))
        log.append(f"{who} gains a blue die from {on} (rolled {got.value})" if got
                   else f"{who} gains no blue die from {on}: none left")


# --- Tidying the Workplace ---------------------------------------------------------------------


def tidy(state: State, player: int, log: Log, waiting: list[tuple[int, str]]) -> None:
    """One player's tidying: 1. die values change, 2. dice come back from the board (and the
    marketplace) and dice are gained, 3. exchanges."""
    seat = state.players[player]
    order = sorted(seat.board, key=BOARD_ORDER.__getitem__)
    for fid in order:  # 1. changing die values
        if C.field[fid].effect == "raise" and not seat.board[fid].resolved:
            resolve(state, player, fid, log, waiting)
    for fid in order:  # 2. collecting dice
        use = seat.board[fid]
        if use.speed is not None:
            D.add(seat.pool, use.speed)
            use.speed = None
        field = C.field[fid]
        if field.effect in ("reroll", "pile_roll", "extra_blue") and use.die is not None:
            D.add(seat.pool, use.die)
            use.die = None
        if field.effect == "extra_blue" and not use.resolved:
            resolve(state, player, fid, log, waiting)
    if seat.market_die is not None:
        D.add(seat.pool, seat.market_die)
        seat.market_die = None
    for fid in order:  # 3. exchanges
        if not seat.board[fid].resolved:
            resolve(state, player, fid, log, waiting)
    seat.board = {}
    _serve_waiting(state, waiting, log)


def _serve_waiting(state: State, waiting: list[tuple[int, str]], log: Log) -> None:
    """Dice owed because a pile was empty, drawn as soon as dice come back."""
    for entry in list(waiting):
        player, colour = entry
        got = _draw(state, player, colour)
        if got is not None:
            waiting.remove(entry)
            log.append(f"{SEATS[player]} can now draw the {colour} die owed "
                       f"(rolled {got.value})")
