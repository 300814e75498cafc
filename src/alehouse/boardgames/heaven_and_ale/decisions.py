"""The decisions of Heaven & Ale: one dataclass per kind, each owning who decides, what they may
choose, what their choice does, the sentence people read and the rulebook section.

A turn: `MoveFigure`; the space then asks for `BuyTiles`, `PlaceScoringDisc` or (the starting
area) `ChooseStartingSpace`, and a placement or a disc may add `ActivateShedTiles`,
`PlacePrivilegeCard` and `ChooseColour` on top. `EndOfTurn` lies under them all and ends the
turn once it is uncovered. During any decision of your own turn the emergency coin rule is open
(`HeavenAndAleDecision`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.decision import Decision, handles
from alehouse.core.log import Log, LogEntry

from . import actions as A
from . import words as W
from .board import (
    COLOURS,
    HOME,
    N_COLOURS,
    SCORING_INDEX,
    SEATS,
    SLOT,
    SPOT_INDEX,
    START_INDEX,
    X_SPOT,
    activate,
    advance_marker,
    base_price,
    can_buy_any,
    claimable,
    destinations,
    disc_spots,
    in_turn,
    move_brewmaster,
    price,
    start_options,
    tile_limit,
    tiles_at,
)
from .content import CONTENT, EMPTY, MONK_BASE, StartSpace
from .rounds import next_turn
from .state import Player, State

C = CONTENT


def _buy_action(tile: int, spot: int) -> Action:
    if tile >= MONK_BASE:
        return A.BuyMonk(C.monks[tile - MONK_BASE], C.spot_names[spot])
    return A.BuyResource(COLOURS[tile // 5], tile % 5 + 1, C.spot_names[spot])


BUY = [[_buy_action(tile, spot) for spot in range(C.spots)] for tile in range(MONK_BASE + 4)]
"""Every buy action made once: legal actions only look them up (bots ask very often)."""
MOVE = {to: A.Move(to) for to in range(1, HOME + 1)}
"""Every move action, made once (as `BUY`)."""
SELL = {card: A.SellPrivilege(card) for card in C.privilege_ids}
"""Every emergency coin action, made once (as `BUY`)."""


@dataclass(slots=True)
class HeavenAndAleDecision(Decision):
    """Every decision of the game: its own choices, and during the decider's own turn the
    emergency coin rule (return an unplaced privilege card for 3 ducats) at any point."""

    def choices(self, state: State) -> list[Action]:
        raise NotImplementedError

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out = self.choices(state)
        if in_turn(state, player):
            out.extend(SELL[card] for card in state.players[player].hand)
        return out

    @handles(A.SellPrivilege)
    def sell_privilege(self, state: State, player: int, action: A.SellPrivilege,
                       log: Log) -> None:
        seat = state.players[player]
        seat.hand.remove(action.card)
        seat.ducats += C.emergency_ducats
        log.append(LogEntry(f"{SEATS[player]} returns the {W.card(action.card)} to the game box "
                            f"for {W.ducats(C.emergency_ducats)} (emergency coin rule)"))


# --- the turn ----------------------------------------------------------------------------------


@dataclass(slots=True)
class MoveFigure(HeavenAndAleDecision):
    """Game Play: move your figure forward, then take the action of the space."""

    kind: ClassVar[str] = "move"
    section: ClassVar[str] = "Game Play"

    def choices(self, state: State) -> list[Action]:
        return [MOVE[to] for to in destinations(state, self.player)]

    @handles(A.Move)
    def move(self, state: State, player: int, action: A.Move, log: Log) -> None:
        state.pending.pop()
        to = action.to
        seat = state.players[player]
        seat.position = to
        seat.start_space = EMPTY
        state.pending.append(EndOfTurn(player))  # the turn ends once this is uncovered
        if to == HOME:
            log.append(LogEntry(f"{SEATS[player]} moves to the starting area"))
            state.pending.append(ChooseStartingSpace(player, start_options(state, player)))
            return
        space = C.track[to - 1]
        log.append(LogEntry(f"{SEATS[player]} moves to space {to} ({W.TRACK_NAMES[to]})"))
        if space.kind in ("resource", "monk"):
            state.pending.append(BuyTiles(player, to))
        elif space.kind == "disc":
            state.pending.append(PlaceScoringDisc(player, to))
        else:
            claim_barrels(state, player, log)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} moves their figure"


@dataclass(slots=True)
class EndOfTurn(HeavenAndAleDecision):
    """The turn ends once everything the space asked for is done (never awaited)."""

    kind: ClassVar[str] = "moved"
    section: ClassVar[str] = "Game Play"

    def resolve(self, state: State, log: Log) -> bool:
        state.pending.pop()
        state.chance.barrier()  # the turn is over: no taking back past this point
        next_turn(state, log)
        return True

    def choices(self, state: State) -> list[Action]:
        return []

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]}'s turn ends"


# --- Moving to the starting area -----------------------------------------------------------


@dataclass(slots=True)
class ChooseStartingSpace(HeavenAndAleDecision):
    """Starting Player / Moving To The Starting Area: take an empty starting space and its
    reward (`options`: starting space indices)."""

    kind: ClassVar[str] = "start"
    section: ClassVar[str] = "Moving To The Starting Area"
    options: list[int] = field(default_factory=list)

    def choices(self, state: State) -> list[Action]:
        return [A.ChooseStart(C.start_ids[i]) for i in self.options]

    def resolve(self, state: State, log: Log) -> bool:
        if len(self.options) != 1:
            return False
        state.pending.pop()
        take_start(state, self.player, self.options[0], log)
        return True

    @handles(A.ChooseStart)
    def choose(self, state: State, player: int, action: A.ChooseStart, log: Log) -> None:
        state.pending.pop()
        take_start(state, player, START_INDEX[action.space], log)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} chooses a starting space"

    def details(self, state: State) -> dict[str, Any]:
        return {}


def _start_log(space: StartSpace) -> str:
    """The immediate reward of a starting space as the log tells it (after its name)."""
    if space.brewmaster:
        return f": brewmaster {W.steps(space.brewmaster)} forward"
    if space.ducats:
        return f": {W.ducats(space.ducats)}"
    if space.marker:
        return f": one resource marker {W.steps(space.marker)} forward"
    return ""


def take_start(state: State, player: int, index: int, log: Log) -> None:
    seat = state.players[player]
    space = C.start_spaces[index]
    seat.start_space = index
    log.append(LogEntry(f"{SEATS[player]} takes the {W.start_space(space.id)}"
                        f"{_start_log(space)}"))
    if space.brewmaster:
        move_brewmaster(seat, space.brewmaster)
    if space.ducats:
        seat.ducats += space.ducats
    if space.marker:
        state.pending.append(ChooseColour(player, "start", list(range(N_COLOURS))))


@dataclass(slots=True)
class ChooseColour(HeavenAndAleDecision):
    """A resource marker of the player's choice moves: `reason` "start" (the resource starting
    space, 2 steps), "colour_count" (privilege: 1 step per tile of that colour) or "disc_count"
    (privilege: the furthest-behind marker, 1 step per scoring disc; `options` the tied ones)."""

    kind: ClassVar[str] = "colour"
    section: ClassVar[str] = "Starting Area"
    reason: str = "start"
    options: list[int] = field(default_factory=list)

    def choices(self, state: State) -> list[Action]:
        return [A.ChooseColour(COLOURS[c]) for c in self.options]

    @handles(A.ChooseColour)
    def choose(self, state: State, player: int, action: A.ChooseColour, log: Log) -> None:
        state.pending.pop()
        colour_chosen(state, player, COLOURS.index(action.colour), self.reason, log)

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        if self.reason == "colour_count":
            return f"{who} chooses a colour: its marker moves 1 step per tile of that colour"
        if self.reason == "disc_count":
            return (f"{who} chooses which furthest-behind marker moves 1 step per scoring "
                    "disc")
        return f"{who} chooses the resource marker that moves 2 steps"

    def details(self, state: State) -> dict[str, Any]:
        return {"for": self.reason}


def marker_steps(seat: Player, colour: int, reason: str) -> int:
    """How many steps the chosen `colour` marker moves for `reason` (see `ChooseColour`)."""
    if reason == "start":
        return next(s.marker for s in C.start_spaces if s.marker)
    if reason == "colour_count":
        return sum(1 for t in seat.garden if t != EMPTY and t < MONK_BASE and t // 5 == colour)
    # disc_count: the disc just placed counts unless read the other way (assumption 17)
    return sum(seat.discs) - (0 if C.disc_count_counts_the_new_disc else 1)


def colour_chosen(state: State, player: int, colour: int, reason: str, log: Log) -> None:
    seat = state.players[player]
    n = marker_steps(seat, colour, reason)
    advance_marker(seat, colour, n)
    log.append(LogEntry(f"{SEATS[player]}'s {COLOURS[colour]} marker moves {W.steps(n)} "
                        "forward"))


# --- Resource and monk spaces --------------------------------------------------------------


@dataclass(slots=True)
class BuyTiles(HeavenAndAleDecision):
    """Resource Spaces / Monk Spaces: buy at least one tile of `space`, as many as you can
    afford (`bought` so far), each onto an empty spot of the side paid for."""

    kind: ClassVar[str] = "buy"
    section: ClassVar[str] = "Resource Spaces"
    space: int = 0
    bought: int = 0

    def choices(self, state: State) -> list[Action]:
        out: list[Action] = []
        if self.bought:
            out.append(A.Done())
        seat = state.players[self.player]
        garden = seat.garden
        empty = [s for s in range(C.spots) if garden[s] == EMPTY]
        shady: list[int] | None = None  # the empty shady spots, once needed
        ducats = seat.ducats
        for tile in sorted(set(tiles_at(state, self.space))):
            base = base_price(tile, self.space)
            if ducats >= 2 * base:  # any empty spot
                out.extend(map(BUY[tile].__getitem__, empty))
            elif ducats >= base:  # the shady side only
                if shady is None:
                    shady = [s for s in empty if s >= C.half]
                out.extend(map(BUY[tile].__getitem__, shady))
        return out

    def resolve(self, state: State, log: Log) -> bool:
        seat = state.players[self.player]
        if can_buy_any(state, self.space, tile_limit(seat)):
            return False
        state.pending.pop()  # nothing more can be bought here
        return True

    @handles(A.BuyResource)
    def buy_resource(self, state: State, player: int, action: A.BuyResource,
                     log: Log) -> None:
        tile = C.resource_tile(COLOURS.index(action.colour), action.fertility)
        self.buy(state, player, tile, SPOT_INDEX[action.spot], log)

    @handles(A.BuyMonk)
    def buy_monk(self, state: State, player: int, action: A.BuyMonk, log: Log) -> None:
        self.buy(state, player, MONK_BASE + C.monks.index(action.monk),
                 SPOT_INDEX[action.spot], log)

    @handles(A.Done)
    def done(self, state: State, player: int, action: A.Done, log: Log) -> None:
        state.pending.pop()

    def buy(self, state: State, player: int, tile: int, spot: int, log: Log) -> None:
        seat = state.players[player]
        paid = price(base_price(tile, self.space), spot)
        seat.ducats -= paid
        tiles_at(state, self.space).remove(tile)
        seat.garden[spot] = tile
        self.bought += 1
        log.append(LogEntry(f"{SEATS[player]} buys {C.tile_name(tile)} for {W.ducats(paid)} "
                            f"onto {W.SPOTS[spot]}"))
        enclose(state, player, spot, log)

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        if self.bought:
            return f"{who} may buy more tiles on space {self.space} or stop"
        return f"{who} buys at least 1 tile on space {self.space} ({W.track_space(self.space)})"

    def details(self, state: State) -> dict[str, Any]:
        return {"space": self.space}


def enclose(state: State, player: int, spot: int, log: Log) -> None:
    """Enclosing A Shed Spot: each shed spot this placement encloses gives brewmaster steps
    and a shed tile from the reward table, then the shed's activations (one shed after the
    other)."""
    seat = state.players[player]
    enclosed = [shed for shed in C.spot_sheds[spot] if seat.sheds[shed] == EMPTY
                and all(seat.garden[s] != EMPTY for s in C.shed_edges[shed])]
    for shed in reversed(enclosed):  # the first enclosed shed is decided first
        edges = C.shed_edges[shed]
        total = sum(C.fertility_of(seat.garden[s]) for s in edges)
        reward = C.shed_reward(total)
        move_brewmaster(seat, reward.brewmaster)
        seat.sheds[shed] = reward.shed
        log.append(LogEntry(f"{SEATS[player]} encloses a shed spot: shed fertility sum "
                            f"{total}, brewmaster {W.steps(reward.brewmaster)} forward and "
                            f"{W.shed_tile(reward.shed)}"))
        if reward.shed:
            state.pending.append(ActivateShedTiles(player, shed,
                                                   list(C.shed_patterns[reward.shed])))


@dataclass(slots=True)
class ActivateShedTiles(HeavenAndAleDecision):
    """Enclosing A Shed Spot: choose the adjacent tiles shed spot `shed` activates (`options`:
    the allowed edge patterns, as bitmasks)."""

    kind: ClassVar[str] = "shed"
    section: ClassVar[str] = "Enclosing A Shed Spot"
    shed: int = 0
    options: list[int] = field(default_factory=list)

    def choices(self, state: State) -> list[Action]:
        return [A.ActivateShed(mask) for mask in self.options]

    @handles(A.ActivateShed)
    def activate_tiles(self, state: State, player: int, action: A.ActivateShed,
                       log: Log) -> None:
        state.pending.pop()
        seat = state.players[player]
        spots = [C.shed_edges[self.shed][e] for e in range(6) if action.edges >> e & 1]
        log.append(LogEntry(f"{SEATS[player]}'s shed tile activates "
                            f"{W.tile_list(seat.garden, spots)}"))
        for s in spots:
            activate(seat, s)

    def text(self, state: State) -> str:
        kind = state.players[self.player].sheds[self.shed]
        return (f"{SEATS[self.player]} chooses the tiles their new shed tile activates: "
                f"{W.shed_targets(kind)}")

    def details(self, state: State) -> dict[str, Any]:
        return {"shed": self.shed + 1}


# --- Scoring disc spaces -------------------------------------------------------------------


@dataclass(slots=True)
class PlaceScoringDisc(HeavenAndAleDecision):
    """Scoring Disc Spaces: place the disc taken at `space` on a usable tile scoring spot and
    score it (A: nominate a fertility number on the x-tile spot)."""

    kind: ClassVar[str] = "disc"
    section: ClassVar[str] = "Scoring Disc Spaces"
    space: int = 0

    def choices(self, state: State) -> list[Action]:
        out: list[Action] = []
        for spot in disc_spots(state.players[self.player], self.space):
            if spot == "x":
                out.extend(A.NominateFertility(n) for n in C.fertilities)
            else:
                out.append(A.PlaceDisc(spot))
        return out

    @handles(A.NominateFertility)
    def nominate(self, state: State, player: int, action: A.NominateFertility,
                 log: Log) -> None:
        self.score(state, player, X_SPOT, log, fertility=action.number)

    @handles(A.PlaceDisc)
    def place(self, state: State, player: int, action: A.PlaceDisc, log: Log) -> None:
        self.score(state, player, SCORING_INDEX[action.spot], log)

    def score(self, state: State, player: int, spot: int, log: Log, fertility: int = 0) -> None:
        state.pending.pop()
        seat = state.players[player]
        state.discs[SLOT[self.space]] -= 1
        seat.discs[spot] = 1
        what = C.scoring_spots[spot]
        garden = seat.garden
        if what == "x":
            log.append(LogEntry(f"{SEATS[player]} scores fertility number {fertility} on the "
                                f"{W.scoring_spot(what)}"))
            for s in range(C.spots):
                t = garden[s]
                if t != EMPTY and t < MONK_BASE and t % 5 + 1 == fertility:
                    activate(seat, s)
        elif what in C.monks:
            log.append(LogEntry(f"{SEATS[player]} places the disc on the {W.scoring_spot(what)} "
                                f"and triggers their monk {what} tiles"))
            monk = MONK_BASE + C.monks.index(what)
            # a triggered monk next to another of its type activates it (assumption 15)
            chain = C.monks_of_one_type_activate_each_other
            for s in range(C.spots):  # each triggered monk in turn
                if garden[s] == monk:
                    for n in C.neighbours[s]:
                        t = garden[n]
                        if t != EMPTY and (chain or t != monk):
                            activate(seat, n)
        else:
            colour = COLOURS.index(what)
            log.append(LogEntry(f"{SEATS[player]} places the disc on the {W.scoring_spot(what)} "
                                f"and activates their {what} tiles"))
            for s in range(C.spots):
                t = garden[s]
                if t != EMPTY and t < MONK_BASE and t // 5 == colour:
                    activate(seat, s)
        for k, (a, b) in enumerate(C.pairs):
            if spot in (a, b) and seat.discs[a] and seat.discs[b]:
                if seat.hand:
                    state.pending.append(PlacePrivilegeCard(player, k))
                else:
                    seat.pairs[k] = "-"

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} places the scoring disc taken on space {self.space}"

    def details(self, state: State) -> dict[str, Any]:
        return {"space": self.space}


@dataclass(slots=True)
class PlacePrivilegeCard(HeavenAndAleDecision):
    """Completing a Privilege Pair: you may place one of your privilege cards next to pair
    `pair` and resolve its reward (or place none: the pair is lost)."""

    kind: ClassVar[str] = "privilege"
    section: ClassVar[str] = "Completing a Privilege Pair"
    pair: int = 0

    def choices(self, state: State) -> list[Action]:
        out: list[Action] = [A.PlacePrivilege(card) for card in state.players[self.player].hand]
        out.append(A.SkipPrivilege())
        return out

    @handles(A.PlacePrivilege)
    def place(self, state: State, player: int, action: A.PlacePrivilege, log: Log) -> None:
        state.pending.pop()
        seat = state.players[player]
        card = action.card
        seat.hand.remove(card)
        seat.pairs[self.pair] = card
        p = C.privilege[card]
        log.append(LogEntry(f"{SEATS[player]} places the {W.card(card)} at the "
                            f"{W.pair(self.pair)}: {W.card_reward(card)}"))
        seat.ducats += p.ducats
        if p.brewmaster:
            move_brewmaster(seat, p.brewmaster)
        if card == "colour_count":
            state.pending.append(ChooseColour(player, "colour_count", list(range(N_COLOURS))))
        elif card == "disc_count":
            low = min(seat.markers)
            behind = [c for c in range(N_COLOURS) if seat.markers[c] == low]
            if len(behind) == 1:
                colour_chosen(state, player, behind[0], "disc_count", log)
            else:
                state.pending.append(ChooseColour(player, "disc_count", behind))

    @handles(A.SkipPrivilege)
    def skip(self, state: State, player: int, action: A.SkipPrivilege, log: Log) -> None:
        state.pending.pop()
        state.players[player].pairs[self.pair] = "-"
        log.append(LogEntry(f"{SEATS[player]} places no privilege card at the "
                            f"{W.pair(self.pair)}: that pair is lost"))

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} may place a privilege card at the completed "
                f"{W.pair(self.pair)}")

    def details(self, state: State) -> dict[str, Any]:
        return {"pair": self.pair + 1}


# --- Barrel spaces -------------------------------------------------------------------------


def claim_barrels(state: State, player: int, log: Log) -> None:
    """Barrel Spaces: take every remaining barrel whose goal you have achieved (the large one
    while it is there)."""
    seat = state.players[player]
    found = claimable(state, seat)
    if not found:  # only where a goal met is enough to come here (assumption 10)
        log.append(LogEntry(f"{SEATS[player]} takes no barrel: every barrel of their achieved "
                            "goals is gone or already theirs"))
    for goal, large in found:
        gid = C.goals[goal].id
        if large:
            state.large_barrels[goal] = False
            seat.large.append(gid)
        else:
            state.small_barrels[goal] = False
            seat.small.append(gid)
        log.append(LogEntry(f"{SEATS[player]} takes the {'large' if large else 'small'} "
                            f"barrel of {W.goal(gid)}"))
    seat.large.sort()
    seat.small.sort()


AnyDecision = (MoveFigure | EndOfTurn | ChooseStartingSpace | ChooseColour | BuyTiles
               | ActivateShedTiles | PlaceScoringDisc | PlacePrivilegeCard)
"""Every kind of decision the state's stack holds (saved tagged by kind)."""
