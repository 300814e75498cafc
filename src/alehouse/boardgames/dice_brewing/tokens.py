"""Action tokens: where each may be played, on which targets, and what it does.

Tokens are played on the player's own turns in Phases 1 and 2 and in the token windows at the
beginning of Phase 1 and Phase 3 ("all tokens must be played at the beginning of the [Brewing
Beer] phase"). Blocking a building is done at the beginning of Phase 1; blocking a recipe at the
beginning of Phase 3. A used token leaves the game.
"""

from __future__ import annotations

from dataclasses import replace

from alehouse.core.action import Action
from alehouse.core.log import Log, LogEntry

from . import actions as A
from . import dice as D
from . import words as W
from .board import SEATS
from .brewing import recipe_at
from .content import CONTENT, SOURCES
from .state import Die, State

C = CONTENT
ANYTIME = ("withdraw", "block_die", "raise", "reroll")
TOKEN_ORDER = list(C.token_price)


def playable_kinds(state: State, window: str) -> tuple[str, ...]:
    """Token kinds that may be played now: `window` is "arrange" (beginning of Phase 1),
    "brew" (beginning of Phase 3) or "" (an ordinary turn)."""
    if window == "arrange":
        return (*ANYTIME, "block_building")
    if window == "brew":
        return (*ANYTIME, "block_recipe")
    return ANYTIME


def token_actions(state: State, player: int, window: str) -> list[Action]:
    """Every token play open to `player` now."""
    seat = state.players[player]
    out: list[Action] = []
    if not seat.tokens:
        return out
    n = len(state.players)
    for kind in sorted(set(seat.tokens), key=TOKEN_ORDER.index):
        if kind not in playable_kinds(state, window):
            continue
        if kind == "withdraw":
            for t in range(n):
                for colour, value in D.kinds(state.players[t].storage, unblocked=False,
                                             unprotected=True):
                    out.append(A.once(A.Withdraw, t, colour, value))
        elif kind == "block_die":
            for t in range(n):
                other = state.players[t]
                for source, dice in (("pool", other.pool), ("storage", other.storage)):
                    for colour, value in D.kinds(dice, unprotected=True):
                        out.append(A.once(A.BlockDie, t, source, colour, value))
        elif kind == "raise":
            for source, dice in (("pool", seat.pool), ("storage", seat.storage)):
                for colour, value in D.kinds(dice, unprotected=True):
                    if value < 6:
                        out.append(A.once(A.RaiseValue, source, colour, value))
        elif kind == "reroll":
            for t in range(n):
                other = state.players[t]
                for source, dice in (("pool", other.pool), ("storage", other.storage)):
                    for colour, value in D.kinds(dice, unblocked=False, unprotected=True):
                        out.append(A.once(A.ExtraRoll, t, source, colour, value))
                for fid in A.RAISE_FIELDS:
                    use = other.board.get(fid)
                    if use is not None and use.die is not None and not use.resolved:
                        out.append(A.once(A.ExtraRoll, t, fid, use.die.colour, use.die.value))
        elif kind == "block_building":
            for t in range(n):
                if t == player:
                    continue
                for b in C.buildings:
                    if state.round >= b.opens and \
                            b.id not in state.players[t].blocked_buildings:
                        out.append(A.once(A.BlockBuilding, t, b.id))
        elif kind == "block_recipe":
            for slot in range(len(state.row)):
                if recipe_at(state.row, slot) is not None and \
                        state.row[slot] not in state.blocked_recipes:
                    out.append(A.once(A.BlockRecipe, slot))
    return out


def may_play_tokens(state: State, player: int, window: str) -> bool:
    """Whether to give the player a turn for tokens. With face-down tokens, anyone holding a
    token is asked (even if none is playable now), so whom the game waits on reveals nothing
    of their kinds (ASSUMPTION 22)."""
    if state.hidden_tokens or not state.players[player].tokens:
        return bool(state.players[player].tokens)
    return bool(token_actions(state, player, window))


def log_token(state: State, player: int, token: str, verb: str, log: Log) -> None:
    """A token bought or taken: with the hidden-token rule only its owner reads its kind."""
    text = f"{SEATS[player]} {verb} an action token ({C.token_name[token]})"
    if state.hidden_tokens:
        log.append(LogEntry(text, only=player, public=f"{SEATS[player]} {verb} an action token"))
    else:
        log.append(text)


def play(state: State, player: int, action: Action, log: Log) -> None:
    """Use a token (already checked legal): its effect, then it leaves the game. With the
    hidden-token rule this shows its kind to everyone: it cannot be taken back."""
    seat = state.players[player]
    match action:
        case A.Withdraw(target=t, colour=colour, value=value):
            kind = "withdraw"
            die = D.take(state.players[t].storage, colour, value, unblocked=False,
                         unprotected=True)
            D.add(state.players[t].pool, die)
            text = (f"moves {_whose(player, t)} {W.die(colour, value)} from storage back to "
                    "the active pool")
        case A.BlockDie(target=t, source=source, colour=colour, value=value):
            kind = "block_die"
            dice = _dice(state, t, source)
            die = D.take(dice, colour, value, unprotected=True)
            if t == player:
                D.add(dice, replace(die, protected=True))
                text = f"protects their {W.die(colour, value)} ({W.source(source)})"
            else:
                D.add(dice, replace(die, blocked=True))
                text = (f"blocks {SEATS[t]}'s {W.die(colour, value)} "
                        f"({W.source(source)}) for this round")
        case A.RaiseValue(source=source, colour=colour, value=value):
            kind = "raise"
            dice = _dice(state, player, source)
            die = D.take(dice, colour, value, unprotected=True)
            D.add(dice, replace(die, value=value + 1, raised=True))
            text = (f"raises their {W.die(colour, value)} ({W.source(source)}) to "
                    f"{value + 1} for this round")
        case A.ExtraRoll(target=t, source=source, colour=colour, value=value):
            kind = "reroll"
            roll = state.chance.roll(6)
            if source in SOURCES:
                dice = _dice(state, t, source)
                die = D.take(dice, colour, value, unblocked=False, unprotected=True)
                D.add(dice, replace(die, value=roll, raised=False))  # a new roll: no raise
            else:
                use = state.players[t].board[source]
                assert use.die is not None
                use.die = replace(use.die, value=roll, raised=False)
            text = (f"re-rolls {_whose(player, t)} {W.die(colour, value)} "
                    f"({W.source(source)}), which now shows {roll}")
        case A.BlockBuilding(target=t, building=b):
            kind = "block_building"
            state.players[t].blocked_buildings.append(b)
            text = f"blocks {SEATS[t]}'s {W.building(b)} for this round"
        case A.BlockRecipe(slot=slot):
            kind = "block_recipe"
            rid = state.row[slot]
            state.blocked_recipes.append(rid)
            text = f"blocks {C.recipes[rid].name}: nobody may brew it this round"
        case _:
            raise AssertionError(action)
    seat.tokens.remove(kind)
    state.tokens_out[kind] += 1
    log.append(f"{SEATS[player]} plays the action token {W.token(kind)} and {text}")
    if state.hidden_tokens:
        state.chance.barrier()  # a face-down token is shown


def _whose(player: int, target: int) -> str:
    """"their own" when a player's token is played on their own die, else "Purple's"."""
    return "their own" if target == player else f"{SEATS[target]}'s"


def _dice(state: State, player: int, source: str) -> list[Die]:
    seat = state.players[player]
    return seat.pool if source == "pool" else seat.storage
