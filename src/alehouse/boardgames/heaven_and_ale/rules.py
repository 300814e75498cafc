"""Heaven & Ale rules: setup, whose decision it is, legal actions, applying them, the end.

Pure functions over `State` (no I/O). `advance` settles everything that needs no decision after
setup and after every action, so the state always waits for a real choice or is over. Section
names in comments are the rulebook's.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Log, LogEntry

from . import actions as A
from .content import CONTENT, EMPTY, MONK_BASE
from .state import Pending, Player, State

C = CONTENT
HOME = C.home
COLOURS = C.resources
N_COLOURS = len(COLOURS)
X_SPOT = C.scoring_spots.index("x")
SPOT_INDEX = {name: i for i, name in enumerate(C.spot_names)}
SCORING_INDEX = {name: i for i, name in enumerate(C.scoring_spots)}
START_INDEX = {s: i for i, s in enumerate(C.start_ids)}
FIRST_PLAYER = START_INDEX["first_player"]
RESOURCE_SPACES = tuple(s.index for s in C.track if s.kind == "resource")
MONK_SPACES = tuple(s.index for s in C.track if s.kind == "monk")
DISC_SPACES = tuple(s.index for s in C.track if s.kind == "disc")
SLOT = {i: RESOURCE_SPACES.index(i) for i in RESOURCE_SPACES}
SLOT |= {i: MONK_SPACES.index(i) for i in MONK_SPACES}
SLOT |= {i: DISC_SPACES.index(i) for i in DISC_SPACES}
DISC_TARGETS = {
    "A": ("x",),
    "B": C.monks,
    "C": C.resources,
    "ABC": C.scoring_spots,
}


def name(player: int) -> str:
    return C.colours[player]


# --- Setup -----------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    pile_1 = [C.resource_tile(c, f) for c in range(N_COLOURS) for f in C.fertilities
              for _ in range(C.resource_copies)]
    pile_2 = list(pile_1)
    chance.shuffle(pile_1)
    chance.shuffle(pile_2)
    monks = [MONK_BASE + t for t in range(len(C.monks)) for _ in range(C.monk_copies)]
    monks_1, monks_2 = list(monks), list(monks)
    chance.shuffle(monks_1)
    chance.shuffle(monks_2)
    n_1, n_2 = C.stacks[players]
    size = C.stack_size
    stacks = [monks_1[i * size:(i + 1) * size] for i in range(n_1)]
    stacks += [monks_2[i * size:(i + 1) * size] for i in range(n_2)]
    box = monks_2[n_2 * size:]
    seats = [Player(
        ducats=C.start_ducats, brewmaster=C.brewmaster_start, markers=list(C.marker_start),
        garden=[EMPTY] * C.spots, sheds=[EMPTY] * len(C.shed_xy),
        discs=[0] * len(C.scoring_spots), hand=list(C.privilege_ids),
        pairs=[""] * len(C.pairs), large=[], small=[], position=0, start_space=EMPTY)
        for _ in range(players)]
    start = chance.below(players)  # "your favorite house rule": drawn at random
    seats[start].start_space = FIRST_PLAYER
    state = State(
        chance=chance, players=seats, round=1, rounds=C.rounds[players], phase="setup",
        current=start, resource_spaces=[[pile_1.pop()] for _ in RESOURCE_SPACES],
        monk_spaces=[[] for _ in MONK_SPACES], discs=[1] * len(DISC_SPACES),
        large_barrels=[True] * len(C.goals), small_barrels=[True] * len(C.goals),
        pile_1=pile_1, pile_2=pile_2, monk_stacks=stacks,
        stack_backs=[1] * n_1 + [2] * n_2, monk_box=box, pending=[],
        # the others choose counterclockwise from the starting player
        setup_queue=[(start - k) % players for k in range(1, players)])
    _deal_monks(state)
    log.append(LogEntry(f"{name(start)} is the starting player and takes the First player "
                        "starting space"))
    advance(state, log)
    return state


def _deal_monks(state: State) -> None:
    stack = state.monk_stacks.pop(0)
    state.stack_backs.pop(0)
    for space, tile in zip(state.monk_spaces, stack):
        space.append(tile)


# --- whose decision --------------------------------------------------------------------------


def actors(state: State) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    if state.pending:
        return (state.pending[-1].player,)
    return (state.current,)


def in_turn(state: State, player: int) -> bool:
    """Is it `player`'s own turn (where the emergency coin rule applies)?"""
    return state.phase == "play" and state.current == player


# --- money -----------------------------------------------------------------------------------


def potential(seat: Player) -> int:
    """Ducats, counting what the emergency coin rule could still raise."""
    return seat.ducats + C.emergency_ducats * len(seat.hand)


def _price(base: int, spot: int) -> int:
    """Shady side: the number; sunny side: twice the number."""
    return base * 2 if C.is_sunny(spot) else base


def _free(seat: Player, sunny: bool) -> bool:
    lo, hi = (0, C.half) if sunny else (C.half, C.spots)
    return any(seat.garden[s] == EMPTY for s in range(lo, hi))


def _affordable(seat: Player, base: int, money: int) -> bool:
    return (_free(seat, False) and money >= base) or (_free(seat, True) and money >= 2 * base)


def _base(tile: int, space: int) -> int:
    return C.track[space - 1].cost if C.is_monk(tile) else C.fertility_of(tile)


def _tiles_at(state: State, space: int) -> list[int]:
    kind = C.track[space - 1].kind
    if kind == "resource":
        return state.resource_spaces[SLOT[space]]
    return state.monk_spaces[SLOT[space]]


def _can_buy_any(state: State, seat: Player, space: int, money: int) -> bool:
    return any(_affordable(seat, _base(t, space), money) for t in set(_tiles_at(state, space)))


# --- scoring spots ---------------------------------------------------------------------------


def _usable(seat: Player, spot: str) -> bool:
    """A tile scoring spot is usable if empty and its kind of tile is on the board."""
    if seat.discs[SCORING_INDEX[spot]]:
        return False
    garden = seat.garden
    if spot == "x":
        return any(t != EMPTY and t < MONK_BASE for t in garden)
    if spot in C.monks:
        tile = MONK_BASE + C.monks.index(spot)
        return tile in garden
    colour = COLOURS.index(spot)
    return any(t != EMPTY and t < MONK_BASE and t // 5 == colour for t in garden)


def _disc_spots(seat: Player, space: int) -> list[str]:
    return [s for s in DISC_TARGETS[C.track[space - 1].disc] if _usable(seat, s)]


# --- barrels -----------------------------------------------------------------------------------


def goal_met(seat: Player, goal_index: int) -> bool:
    g = C.goals[goal_index]
    kind = g.kind
    if kind == "brewmaster_at_least":
        return seat.brewmaster >= g.value
    if kind == "all_markers_at_least":
        return min(seat.markers) >= g.value
    if kind == "any_marker_at_least":
        return max(seat.markers) >= g.value
    if kind == "tiles_with_fertility":
        return sum(1 for t in seat.garden
                   if t != EMPTY and C.fertility_of(t) == g.fertility) >= g.value
    if kind == "discs_on_monk_spots":
        return sum(seat.discs[SCORING_INDEX[m]] for m in C.monks) >= g.value
    if kind == "discs_on_resource_spots":
        return sum(seat.discs[SCORING_INDEX[c]] for c in COLOURS) >= g.value
    if kind == "sheds_of_one_type":
        return any(seat.sheds.count(k) >= g.value for k in range(5))
    if kind == "shed_types":
        return len({k for k in seat.sheds if k != EMPTY}) >= g.value
    if kind == "privileges_placed":
        return sum(1 for p in seat.pairs if p not in ("", "-")) >= g.value
    if kind == "side_full":
        lo, hi = (0, C.half) if g.side == "sunny" else (C.half, C.spots)
        return all(seat.garden[s] != EMPTY for s in range(lo, hi))
    raise ValueError(f"unknown goal kind {kind!r}")


def claimable(state: State, seat: Player) -> list[tuple[int, bool]]:
    """(goal, large?) for every barrel the player would take at a barrel space: all goals met,
    the large barrel if still there, else the small one; never a second barrel of one goal."""
    out = []
    for i, goal in enumerate(C.goals):
        if goal.id in seat.large or goal.id in seat.small or not goal_met(seat, i):
            continue
        if state.large_barrels[i]:
            out.append((i, True))
        elif state.small_barrels[i]:
            out.append((i, False))
    return out


# --- legal actions -----------------------------------------------------------------------------


def legal_actions(state: State, player: int) -> list[Action]:
    if player not in actors(state):
        return []
    out: list[Action] = []
    seat = state.players[player]
    if state.pending:
        top = state.pending[-1]
        kind = top.kind
        if kind == "start":
            out = [A.ChooseStart(C.start_ids[i]) for i in top.options]
        elif kind == "colour":
            out = [A.ChooseColour(COLOURS[c]) for c in top.options]
        elif kind == "buy":
            out = _buy_actions(state, seat, top)
        elif kind == "disc":
            out = _disc_actions(seat, top.space)
        elif kind == "shed":
            out = [A.ActivateShed(mask) for mask in top.options]
        elif kind == "privilege":
            out = [A.PlacePrivilege(card) for card in seat.hand]
            out.append(A.SkipPrivilege())
    else:
        out = [A.Move(to) for to in destinations(state, player)]
    if in_turn(state, player):
        out.extend(A.SellPrivilege(card) for card in seat.hand)
    return out


def destinations(state: State, player: int) -> list[int]:
    """Spaces the figure may move to: forward, never further than the starting area, and only
    where the action can be performed."""
    seat = state.players[player]
    money = potential(seat)
    out = []
    for space in range(seat.position + 1, HOME):
        kind = C.track[space - 1].kind
        if kind in ("resource", "monk"):
            ok = bool(_tiles_at(state, space)) and _can_buy_any(state, seat, space, money)
        elif kind == "disc":
            ok = state.discs[SLOT[space]] > 0 and bool(_disc_spots(seat, space))
        else:
            ok = bool(claimable(state, seat))
        if ok:
            out.append(space)
    out.append(HOME)
    return out


def _buy_action(tile: int, spot: int) -> Action:
    if tile >= MONK_BASE:
        return A.BuyMonk(C.monks[tile - MONK_BASE], C.spot_names[spot])
    return A.BuyResource(COLOURS[tile // 5], tile % 5 + 1, C.spot_names[spot])


# every buy action made once: legal_actions only looks them up (bots call it very often)
BUY = [[_buy_action(tile, spot) for spot in range(C.spots)] for tile in range(MONK_BASE + 4)]


def _buy_actions(state: State, seat: Player, top: Pending) -> list[Action]:
    out: list[Action] = []
    if top.bought:
        out.append(A.Done())
    garden = seat.garden
    empty = [s for s in range(C.spots) if garden[s] == EMPTY]
    ducats = seat.ducats
    for tile in sorted(set(_tiles_at(state, top.space))):
        base = _base(tile, top.space)
        row = BUY[tile]
        sunny_ok = ducats >= 2 * base
        if ducats >= base:
            out.extend(row[s] for s in empty if sunny_ok or s >= C.half)
    return out


def _disc_actions(seat: Player, space: int) -> list[Action]:
    out: list[Action] = []
    for spot in _disc_spots(seat, space):
        if spot == "x":
            out.extend(A.NominateFertility(n) for n in C.fertilities)
        else:
            out.append(A.PlaceDisc(spot))
    return out


# --- applying actions --------------------------------------------------------------------------


def apply(state: State, player: int, action: Action, log: Log) -> None:
    seat = state.players[player]
    match action:
        case A.SellPrivilege(card=card):
            seat.hand.remove(card)
            seat.ducats += C.emergency_ducats
            log.append(LogEntry(f"{name(player)} returns the {card.replace('_', ' ')} privilege "
                                f"card for {C.emergency_ducats} ducats (emergency coin rule)"))
        case A.Move(to=to):
            _move(state, player, to, log)
        case A.ChooseStart(space=space):
            state.pending.pop()
            _take_start(state, player, START_INDEX[space], log)
        case A.ChooseColour(colour=colour):
            top = state.pending.pop()
            _colour_chosen(state, player, COLOURS.index(colour), top.reason, log)
        case A.BuyResource(colour=colour, fertility=f, spot=spot):
            _buy(state, player, C.resource_tile(COLOURS.index(colour), f), SPOT_INDEX[spot], log)
        case A.BuyMonk(monk=monk, spot=spot):
            _buy(state, player, MONK_BASE + C.monks.index(monk), SPOT_INDEX[spot], log)
        case A.Done():
            state.pending.pop()
        case A.NominateFertility(number=n):
            _score_disc(state, player, X_SPOT, log, fertility=n)
        case A.PlaceDisc(spot=spot):
            _score_disc(state, player, SCORING_INDEX[spot], log)
        case A.ActivateShed(edges=mask):
            top = state.pending.pop()
            spots = [C.shed_edges[top.shed][e] for e in range(6) if mask >> e & 1]
            log.append(LogEntry(f"{name(player)}'s shed activates "
                                + ", ".join(C.tile_name(seat.garden[s]) for s in spots)))
            for s in spots:
                activate(seat, s)
        case A.PlacePrivilege(card=card):
            top = state.pending.pop()
            _place_privilege(state, player, top.pair, card, log)
        case A.SkipPrivilege():
            top = state.pending.pop()
            seat.pairs[top.pair] = "-"
            log.append(LogEntry(f"{name(player)} places no privilege card at pair "
                                f"{top.pair + 1}: that pair is lost"))
        case _:
            raise AssertionError(f"unexpected action {action!r}")
    advance(state, log)


def _move(state: State, player: int, to: int, log: Log) -> None:
    seat = state.players[player]
    seat.position = to
    seat.start_space = EMPTY
    state.pending.append(Pending("moved", player))  # the turn ends once this is uncovered
    if to == HOME:
        log.append(LogEntry(f"{name(player)} moves to the starting area"))
        state.pending.append(Pending("start", player, options=_start_options(state, player)))
        return
    space = C.track[to - 1]
    log.append(LogEntry(f"{name(player)} moves to space {to} ({_space_name(to)})"))
    if space.kind in ("resource", "monk"):
        state.pending.append(Pending("buy", player, space=to))
    elif space.kind == "disc":
        state.pending.append(Pending("disc", player, space=to))
    else:
        _claim_barrels(state, player, log)


def _space_name(space: int) -> str:
    s = C.track[space - 1]
    if s.kind == "monk":
        return f"monk space, cost {s.cost}"
    if s.kind == "disc":
        return f"scoring disc space {'A/B/C' if s.disc == 'ABC' else s.disc}"
    return f"{s.kind} space"


# --- Moving to the starting area -----------------------------------------------------------


def _start_options(state: State, player: int) -> list[int]:
    taken = {p.start_space for i, p in enumerate(state.players) if i != player}
    free = [i for i in range(len(C.start_ids)) if i not in taken]
    others_home = all(p.position == HOME for i, p in enumerate(state.players) if i != player)
    if state.phase == "play" and others_home and FIRST_PLAYER in free:
        return [FIRST_PLAYER]  # the last player must take the First player starting space
    return free


def _take_start(state: State, player: int, index: int, log: Log) -> None:
    seat = state.players[player]
    space = C.start_spaces[index]
    seat.start_space = index
    log.append(LogEntry(f"{name(player)} takes the {space.id.replace('_', ' ')} starting space"))
    if space.brewmaster:
        _brewmaster(seat, space.brewmaster)
    if space.ducats:
        seat.ducats += space.ducats
    if space.marker:
        state.pending.append(Pending("colour", player, reason="start",
                                     options=list(range(N_COLOURS))))


def _colour_chosen(state: State, player: int, colour: int, reason: str, log: Log) -> None:
    seat = state.players[player]
    if reason == "start":
        steps = next(s.marker for s in C.start_spaces if s.marker)
    elif reason == "colour_count":
        steps = sum(1 for t in seat.garden if t != EMPTY and t < MONK_BASE and t // 5 == colour)
    else:  # disc_count
        steps = sum(seat.discs)
    advance_marker(seat, colour, steps)
    log.append(LogEntry(f"{name(player)}'s {COLOURS[colour]} marker moves {steps} steps"))


# --- rewards -------------------------------------------------------------------------------


def advance_marker(seat: Player, colour: int, steps: int) -> None:
    """Move a resource marker; at spot 20 it stops and each further step pays 1 ducat."""
    now = seat.markers[colour]
    new = now + steps
    if new > C.top:
        seat.ducats += new - max(now, C.top)
        new = C.top
    seat.markers[colour] = new


def _brewmaster(seat: Player, steps: int) -> None:
    seat.brewmaster = min(C.brewmaster_cap, seat.brewmaster + steps)


def activate(seat: Player, spot: int) -> None:
    """The activation reward of the tile on `spot`: a monk moves the brewmaster 1 step; a shady
    resource pays its fertility in ducats; a sunny one moves its colour's marker that far."""
    tile = seat.garden[spot]
    if tile >= MONK_BASE:
        _brewmaster(seat, 1)
    elif C.is_sunny(spot):
        advance_marker(seat, tile // 5, tile % 5 + 1)
    else:
        seat.ducats += tile % 5 + 1


# --- Resource and monk spaces --------------------------------------------------------------


def _buy(state: State, player: int, tile: int, spot: int, log: Log) -> None:
    seat = state.players[player]
    top = state.pending[-1]
    price = _price(_base(tile, top.space), spot)
    seat.ducats -= price
    _tiles_at(state, top.space).remove(tile)
    seat.garden[spot] = tile
    top.bought += 1
    side = "sunny" if C.is_sunny(spot) else "shady"
    log.append(LogEntry(f"{name(player)} buys {C.tile_name(tile)} for {price} ducats "
                        f"({side} spot {C.spot_names[spot]})"))
    _enclose(state, player, spot, log)


def _enclose(state: State, player: int, spot: int, log: Log) -> None:
    """Shed spots this placement encloses: brewmaster steps and the shed tile from the reward
    table, then the shed's activations (one shed after the other)."""
    seat = state.players[player]
    enclosed = [shed for shed in C.spot_sheds[spot] if seat.sheds[shed] == EMPTY
                and all(seat.garden[s] != EMPTY for s in C.shed_edges[shed])]
    for shed in reversed(enclosed):  # the first enclosed shed is decided first
        edges = C.shed_edges[shed]
        total = sum(C.fertility_of(seat.garden[s]) for s in edges)
        reward = C.shed_reward(total)
        _brewmaster(seat, reward.brewmaster)
        seat.sheds[shed] = reward.shed
        log.append(LogEntry(f"{name(player)} encloses a shed spot: fertility sum {total}, "
                            f"brewmaster +{reward.brewmaster}, shed tile with "
                            f"{reward.shed} activation{'s' if reward.shed != 1 else ''}"))
        if reward.shed:
            state.pending.append(Pending("shed", player, shed=shed,
                                         options=list(C.shed_patterns[reward.shed])))


# --- Scoring disc spaces -------------------------------------------------------------------


def _score_disc(state: State, player: int, spot: int, log: Log, fertility: int = 0) -> None:
    top = state.pending.pop()
    seat = state.players[player]
    state.discs[SLOT[top.space]] -= 1
    seat.discs[spot] = 1
    what = C.scoring_spots[spot]
    garden = seat.garden
    if what == "x":
        log.append(LogEntry(f"{name(player)} scores fertility number {fertility}"))
        for s in range(C.spots):
            t = garden[s]
            if t != EMPTY and t < MONK_BASE and t % 5 + 1 == fertility:
                activate(seat, s)
    elif what in C.monks:
        log.append(LogEntry(f"{name(player)} triggers the {what} monks"))
        monk = MONK_BASE + C.monks.index(what)
        for s in range(C.spots):  # each triggered monk in turn
            if garden[s] == monk:
                for n in C.neighbours[s]:
                    if garden[n] != EMPTY:
                        activate(seat, n)
    else:
        colour = COLOURS.index(what)
        log.append(LogEntry(f"{name(player)} scores the {what} tiles"))
        for s in range(C.spots):
            t = garden[s]
            if t != EMPTY and t < MONK_BASE and t // 5 == colour:
                activate(seat, s)
    for k, (a, b) in enumerate(C.pairs):
        if spot in (a, b) and seat.discs[a] and seat.discs[b]:
            if seat.hand:
                state.pending.append(Pending("privilege", player, pair=k))
            else:
                seat.pairs[k] = "-"


def _place_privilege(state: State, player: int, pair: int, card: str, log: Log) -> None:
    seat = state.players[player]
    seat.hand.remove(card)
    seat.pairs[pair] = card
    p = C.privilege[card]
    log.append(LogEntry(f"{name(player)} places the {card.replace('_', ' ')} privilege card: "
                        f"{p.text}"))
    seat.ducats += p.ducats
    if p.brewmaster:
        _brewmaster(seat, p.brewmaster)
    if card == "colour_count":
        state.pending.append(Pending("colour", player, reason="colour_count",
                                     options=list(range(N_COLOURS))))
    elif card == "disc_count":
        low = min(seat.markers)
        behind = [c for c in range(N_COLOURS) if seat.markers[c] == low]
        if len(behind) == 1:
            _colour_chosen(state, player, behind[0], "disc_count", log)
        else:
            state.pending.append(Pending("colour", player, reason="disc_count",
                                         options=behind))


# --- Barrel spaces -------------------------------------------------------------------------


def _claim_barrels(state: State, player: int, log: Log) -> None:
    seat = state.players[player]
    for goal, large in claimable(state, seat):
        gid = C.goals[goal].id
        if large:
            state.large_barrels[goal] = False
            seat.large.append(gid)
        else:
            state.small_barrels[goal] = False
            seat.small.append(gid)
        log.append(LogEntry(f"{name(player)} takes the {'large' if large else 'small'} barrel "
                            f"of goal {gid}: {C.goals[goal].text}"))
    seat.large.sort()
    seat.small.sort()


# --- settling automatic steps ------------------------------------------------------------------


def advance(state: State, log: Log) -> None:
    """Resolve every step that needs no decision, until a player must decide or the game ends."""
    while True:
        if state.pending:
            top = state.pending[-1]
            if top.kind == "moved":
                state.pending.pop()
                _next_turn(state, log)
                continue
            if top.kind == "start" and len(top.options) == 1:
                state.pending.pop()
                _take_start(state, top.player, top.options[0], log)
                continue
            if top.kind == "buy":
                seat = state.players[top.player]
                if not _tiles_at(state, top.space) or \
                        not _can_buy_any(state, seat, top.space, potential(seat)):
                    state.pending.pop()  # nothing more can be bought here
                    continue
            return
        if state.phase == "setup":
            if state.setup_queue:
                p = state.setup_queue.pop(0)
                state.pending.append(Pending("start", p, options=_start_options(state, p)))
                continue
            state.phase = "play"
            log.append(LogEntry(f"Round 1 of {state.rounds}: {name(state.current)} begins"))
        return


def _next_turn(state: State, log: Log) -> None:
    n = len(state.players)
    for k in range(1, n + 1):
        p = (state.current + k) % n
        if state.players[p].position != HOME:
            state.current = p
            return
    _end_round(state, log)


def _end_round(state: State, log: Log) -> None:
    if state.round >= state.rounds:
        state.phase = "over"
        log.append(LogEntry("The game ends: final scoring"))
        return
    # Preparing the next round
    _deal_monks(state)
    for space in state.resource_spaces:
        pile = state.pile_1 if state.pile_1 else state.pile_2
        if pile:
            space.append(pile.pop())
    state.discs = [1] * len(DISC_SPACES)
    state.round += 1
    n = len(state.players)
    if state.round == state.rounds and n in C.final_round_discs:
        for space in C.final_round_discs[n]:
            state.discs[SLOT[space]] = 2
    for seat in state.players:
        seat.position = 0
    state.current = next(i for i, p in enumerate(state.players)
                         if p.start_space == FIRST_PLAYER)
    log.append(LogEntry(f"Round {state.round} of {state.rounds}: {name(state.current)} "
                        "begins"))
