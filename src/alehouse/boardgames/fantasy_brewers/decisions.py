"""The decisions of Fantasy Brewers: one dataclass per kind, each owning who decides, what they may
choose, what their choice does, the sentence people read and the rulebook section.

A month: `PlaceWorkerPawn` for every pawn in Phase 1 (a pawn placed at a door may ask the owners
of smaller pawns ahead of it for `ProtectionMoney`, one after the other); `TakeActions` for every
worker under the doors in Phase 2; `PayUpkeep`, chosen by everyone at once, in Phase 3. A
Placement Bonus, a space's action, an Extension or a Brewery card may add
`TurnAssistantsFaceUp` on top, and a selling bonus `TurnGoodCardOver`. `rules.proceed` pushes
the phase's decisions when nothing is pending; every decision settles by itself (`resolve`) what
the rules leave no choice about ("Decisions and automatic steps" in RULES.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.decision import Decision, handles
from alehouse.core.log import Log, LogEntry
from alehouse.core.words import plural

from . import actions as A
from .board import (
    BASE_OF,
    LIMIT,
    SEATS,
    build,
    door_space,
    festival,
    flip_good,
    flip_one,
    flippable_goods,
    held,
    open_spaces,
    part_actions,
    placing,
    protection_size,
    sell_price,
)
from .content import (
    ASSISTANTS,
    CONTENT,
    DOORS,
    FACE,
    GOODS,
    LOCATIONS,
    MonthBonus,
    SpaceAction,
)
from .payment import pay, upkeep_plans
from .rounds import pay_all_upkeep
from .state import State, Worker
from .words import card_name, own_worker, space_text, worker_kind, worker_name

PLACE = tuple(A.PlaceWorker(loc) for loc in LOCATIONS)
"""The four places a pawn may go, in the order they are offered."""


@dataclass(slots=True)
class FantasyBrewersDecision(Decision):
    """Every decision of the game (`player` decides, unless the decision says otherwise)."""

    def who(self) -> str:
        return SEATS[self.player]


# --- Phase 1: Place Worker pawns -------------------------------------------------------------


@dataclass(slots=True)
class PlaceWorkerPawn(FantasyBrewersDecision):
    """Phase 1: the next Worker pawn goes to the Tavern or under a City Door.

    Whose pawn and which one follow from the placements made so far (`board.placing`: the
    count in `State.placed`, the Starting Player, the Seasonal Worker's owner), and the decision
    reads them there, so that the state keeps one record of them; `player` is the placer when
    the decision was asked for."""

    kind: ClassVar[str] = "place_worker"
    section: ClassVar[str] = "Phase 1: Place Worker pawns"

    def actors(self, state: State) -> tuple[int, ...]:
        return (placing(state)[0],)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return list(PLACE)

    @handles(A.PlaceWorker)
    def place(self, state: State, player: int, action: A.PlaceWorker, log: Log) -> None:
        state.pending.pop()
        location = action.location
        _, size = placing(state)
        state.placed += 1
        state.last_actor = player
        worker = Worker(player, size)
        target = "the Tavern" if location == "tavern" else f"Door {location}"
        log.append(LogEntry(f"{SEATS[player]} places {worker_name(size)} at {target}"))
        if location == "tavern":
            state.tavern.append(worker)
        else:
            door = DOORS.index(location)
            queue = state.queues[door]
            queue.append(worker)
            ask_next(state, door, 0, len(queue) - 1)
        # Immediate Placement Bonus: doors for the smallest worker only; the Tavern for any
        if location == "tavern" or size == 1:
            placement_bonus(state, player, location, log)

    def text(self, state: State) -> str:
        player, size = placing(state)
        return f"{SEATS[player]} places {own_worker(size)}"

    def details(self, state: State) -> dict[str, Any]:
        return {"worker": worker_kind(placing(state)[1])}


@dataclass(slots=True)
class ProtectionMoney(FantasyBrewersDecision):
    """Placement Rules for Workers at the City Doors: the owner (`player`) of the smaller pawn at
    `index` of the queue under `door` pays `asker` (whose pawn was just placed at `mark`) 1 coin
    to stay, or goes to the back of the queue.

    Final: the answer is given to another player, who is paid at once (or whose pawn the
    refused one now stands behind); it is never taken back."""

    kind: ClassVar[str] = "protection"
    section: ClassVar[str] = "Placement Rules for Workers at the City Doors"
    final: ClassVar[bool] = True
    door: int = 0
    index: int = 0
    mark: int = 0
    asker: int = 0

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.PayProtection(), A.RefuseProtection()]

    def resolve(self, state: State, log: Log) -> bool:
        if state.players[self.player].coins > 0:
            return False
        self.answer(state, False, log)  # cannot pay: must go to the back
        return True

    @handles(A.PayProtection)
    def pay_money(self, state: State, player: int, action: A.PayProtection, log: Log) -> None:
        self.answer(state, True, log)

    @handles(A.RefuseProtection)
    def refuse(self, state: State, player: int, action: A.RefuseProtection, log: Log) -> None:
        self.answer(state, False, log)

    def answer(self, state: State, pays: bool, log: Log) -> None:
        state.pending.pop()
        queue = state.queues[self.door]
        door = DOORS[self.door]
        if pays:
            state.players[self.player].coins -= 1
            state.players[self.asker].coins += 1
            log.append(LogEntry(f"{self.who()} pays {SEATS[self.asker]} 1 coin of Protection "
                                f"Money at Door {door}"))
            ask_next(state, self.door, self.index + 1, self.mark)
        else:
            worker = queue.pop(self.index)
            queue.append(worker)
            log.append(LogEntry(f"{self.who()} does not pay: {worker_name(worker.size)} moves "
                                f"to the back of the queue at Door {door}"))
            ask_next(state, self.door, self.index, self.mark - 1)

    def text(self, state: State) -> str:
        return (f"{self.who()} decides whether to pay {SEATS[self.asker]} 1 coin of Protection "
                f"Money at Door {DOORS[self.door]}")

    def details(self, state: State) -> dict[str, Any]:
        return {"door": DOORS[self.door], "asker": self.asker}


def ask_next(state: State, door: int, start: int, mark: int) -> None:
    """Protection Money: from `start`, find the next pawn ahead of the one just placed (at
    `mark`) that is smaller and not its owner's, and ask its owner."""
    queue = state.queues[door]
    placed = queue[mark]
    for i in range(start, mark):
        w = queue[i]
        if w.owner != placed.owner and protection_size(w) < protection_size(placed):
            state.pending.append(ProtectionMoney(w.owner, door=door, index=i, mark=mark,
                                                 asker=placed.owner))
            return


def placement_bonus(state: State, player: int, location: str, log: Log) -> None:
    """Immediate Placement Bonus for Workers (twice for B18: every part of it, or read the
    other way only the coins; RULES.md assumption 27, data/readings.toml)."""
    seat = state.players[player]
    bonus = CONTENT.placement_bonus[location]
    times = 2 if CONTENT.breweries[seat.brewery].double_placement_bonus else 1
    # B18: the flips twice too, unless read as only what comes from the Supply (assumption 27)
    flip_times = times if CONTENT.placement_bonuses_twice_in_every_part else 1
    coins = bonus.get("coins", 0) * times
    seat.coins += coins
    turned = festival(seat, bonus.get("festival", 0) * flip_times)
    where = "the Tavern" if location == "tavern" else f"Door {location}"
    gains = [f"{coins} coin{'s' if coins != 1 else ''}"]
    if turned:
        gains.append(f"turns {turned} Festival token{'s' if turned > 1 else ''} white")
    log.append(LogEntry(f"{SEATS[player]} takes the Placement Bonus of {where}: "
                        + ", ".join(gains)))
    push_flip(state, player, bonus.get("flip", 0) * flip_times)


# --- Turning cards face-up ---------------------------------------------------------------------


@dataclass(slots=True)
class TurnAssistantsFaceUp(FantasyBrewersDecision):
    """Turn up to `count` more face-down Assistants face-up, choosing the kind of each. Never
    harmful, so always done; asked only when there is a choice (more face-down cards than turns,
    of more than one kind)."""

    kind: ClassVar[str] = "flip"
    section: ClassVar[str] = "The Doorway Actions"
    count: int = 0

    def legal_actions(self, state: State, player: int) -> list[Action]:
        down = state.players[player].down
        return [A.Flip(a) for i, a in enumerate(ASSISTANTS) if down[i]]

    def resolve(self, state: State, log: Log) -> bool:
        seat = state.players[self.player]
        kinds = [i for i, n in enumerate(seat.down) if n]
        total = sum(seat.down)
        if self.count > 0 and len(kinds) > 1 and total > self.count:
            return False
        state.pending.pop()
        n = min(self.count, total)
        if n:
            turned = []
            for i in kinds:
                k = min(n, seat.down[i])
                for _ in range(k):
                    flip_one(seat, i)
                n -= k
                turned.append(f"{k} {CONTENT.assistant_title[ASSISTANTS[i]]}")
            log.append(LogEntry(f"{self.who()} turns face-up: {', '.join(turned)}"))
        return True

    @handles(A.Flip)
    def flip(self, state: State, player: int, action: A.Flip, log: Log) -> None:
        flip_one(state.players[player], ASSISTANTS.index(action.assistant))
        log.append(LogEntry(f"{SEATS[player]} turns a "
                            f"{CONTENT.assistant_title[action.assistant]} face-up"))
        self.count -= 1
        if self.count <= 0:
            state.pending.pop()

    def text(self, state: State) -> str:
        more = f" ({self.count} to turn)" if self.count > 1 else ""
        return f"{self.who()} chooses which face-down Assistant to turn face-up{more}"

    def details(self, state: State) -> dict[str, Any]:
        return {"count": self.count}


def push_flip(state: State, player: int, count: int) -> None:
    """`player` may turn up to `count` face-down Assistants face-up."""
    if count > 0 and any(state.players[player].down):
        state.pending.append(TurnAssistantsFaceUp(player, count=count))


@dataclass(slots=True)
class TurnGoodCardOver(FantasyBrewersDecision):
    """Monthly Bonuses for Selling (months 3 and 5): turn one of your Hops or Peat cards over.
    Asked only when both can be turned."""

    kind: ClassVar[str] = "flip_good"
    section: ClassVar[str] = "Monthly Bonuses for Selling"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.FlipGood(g) for g in flippable_goods(state.players[player])]

    def resolve(self, state: State, log: Log) -> bool:
        options = flippable_goods(state.players[self.player])
        if len(options) > 1:
            return False
        state.pending.pop()
        if options:
            flip_good(state.players[self.player], options[0])
            log.append(LogEntry(f"{self.who()} turns a {CONTENT.goods[options[0]].title} card "
                                "over"))
        return True

    @handles(A.FlipGood)
    def flip(self, state: State, player: int, action: A.FlipGood, log: Log) -> None:
        state.pending.pop()
        good = action.good
        flip_good(state.players[player], good)
        log.append(LogEntry(f"{SEATS[player]} turns a {CONTENT.goods[good].title} card over: "
                            f"{CONTENT.goods[good].flipped_title}"))

    def text(self, state: State) -> str:
        return f"{self.who()} chooses a Hops or Peat card to turn over"

    def details(self, state: State) -> dict[str, Any]:
        return {}


# --- Phase 2: Taking Actions in the City -----------------------------------------------------


@dataclass(slots=True)
class TakeActions(FantasyBrewersDecision):
    """Phase 2: `player` acts with the worker at `index` of the queue under `door` (0-2): chooses
    an empty action space of the open doorway (`space`, 0-5; -1 until chosen), then performs its
    doorway and door actions in either order (`done`: the parts performed), or ends the turn
    with 1 coin for each left undone. With no space to take the worker moves to the Tavern."""

    kind: ClassVar[str] = "take_actions"
    section: ClassVar[str] = "Phase 2: Taking Actions in the City"
    door: int = 0
    index: int = 0
    space: int = -1
    done: list[str] = field(default_factory=list)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if self.space < 0:
            return [A.ChooseSpace(s + 1) for s in open_spaces(state, player, self.door)]
        space = door_space(state, self.door, self.space)
        seat = state.players[player]
        out: list[Action] = []
        for part in A.PARTS:
            if part not in self.done:
                out.extend(part_actions(state, seat, part, space.part(part)))
        out.append(A.EndTurn())
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if self.space < 0 and not open_spaces(state, self.player, self.door):
            self.overflow(state, log)
            return True
        if len(self.done) == 2:
            state.pending.pop()
            self.finish(state)
            return True
        return False

    def overflow(self, state: State, log: Log) -> None:
        """All six spaces are taken: the worker goes to the Tavern and takes its bonus (it
        made no action); where read so, also 1 coin for each of the two actions it did not
        perform (RULES.md assumption 32, data/readings.toml)."""
        state.pending.pop()
        worker = state.queues[self.door][self.index]
        state.tavern.append(worker)
        state.cursor_index += 1
        log.append(LogEntry(f"Door {DOORS[self.door]} is full: {self.who()}'s "
                            f"{worker_name(worker.size)[4:]} moves to the Tavern"))
        if CONTENT.moved_to_the_tavern_paid_for_undone_actions:
            state.players[self.player].coins += 2
            log.append(LogEntry(f"{self.who()} leaves 2 actions undone: +2 coins"))
        placement_bonus(state, self.player, "tavern", log)

    def finish(self, state: State) -> None:
        if CONTENT.last_action_is_phase_2s:  # else the last to place a worker (assumption 13)
            state.last_actor = self.player
        state.cursor_index += 1

    @handles(A.ChooseSpace)
    def choose_space(self, state: State, player: int, action: A.ChooseSpace,
                     log: Log) -> None:
        space = action.space - 1
        if state.spaces[self.door][space] == player:
            state.players[player].repeated = True  # B15: a space of your own worker, once a month
        state.spaces[self.door][space] = player
        self.space = space
        log.append(LogEntry(f"{SEATS[player]} takes space {space + 1} at Door "
                            f"{DOORS[self.door]}: "
                            f"{space_text(door_space(state, self.door, space))}"))

    @handles(A.EndTurn)
    def end_turn(self, state: State, player: int, action: A.EndTurn, log: Log) -> None:
        state.pending.pop()
        undone = 2 - len(self.done)
        state.players[player].coins += undone
        if undone:
            log.append(LogEntry(f"{SEATS[player]} leaves {undone} action"
                                f"{'s' if undone > 1 else ''} undone: +{undone} coin"
                                f"{'s' if undone > 1 else ''}"))
        self.finish(state)

    def perform(self, state: State, part: str) -> SpaceAction:
        """One of the space's two actions begins: the half `part` of the space (a
        `content.SpaceAction`)."""
        self.done.append(part)
        return door_space(state, self.door, self.space).part(part)

    @handles(A.Earn)
    def earn(self, state: State, player: int, action: A.Earn, log: Log) -> None:
        self.perform(state, action.part)
        state.players[player].coins += 1
        log.append(LogEntry(f"{SEATS[player]} earns 1 coin"))

    @handles(A.FlipAssistants)
    def flip_assistants(self, state: State, player: int, action: A.FlipAssistants,
                        log: Log) -> None:
        sa = self.perform(state, action.part)
        if not any(state.players[player].down):  # performed all the same (assumption 14)
            log.append(LogEntry(f"{SEATS[player]} has no face-down Assistant to turn face-up"))
            return
        log.append(LogEntry(f"{SEATS[player]} may turn up to {plural(sa.count, 'Assistant')} "
                            "face-up"))
        push_flip(state, player, sa.count)

    @handles(A.Festival)
    def prepare_festival(self, state: State, player: int, action: A.Festival,
                         log: Log) -> None:
        self.perform(state, action.part)
        turned = festival(state.players[player])  # none where read so (assumption 14)
        log.append(LogEntry(f"{SEATS[player]} prepares for the Orctober Fest: "
                            + ("a Festival token turns white" if turned else
                               "no black Festival token to turn")))

    @handles(A.Buy)
    def buy(self, state: State, player: int, action: A.Buy, log: Log) -> None:
        sa = self.perform(state, action.part)
        seat = state.players[player]
        pay(seat, sa.cost, (action.bm_grain, action.bm_beer, action.bm_strength))
        state.supply_goods[GOODS.index(sa.good)] -= 1
        seat.goods[FACE[sa.good]] += 1
        log.append(LogEntry(f"{SEATS[player]} buys a {CONTENT.goods[sa.good].title} for "
                            f"{sa.cost.text()}"))
        after(state, player, "buy", log)

    @handles(A.Hire)
    def hire(self, state: State, player: int, action: A.Hire, log: Log) -> None:
        sa = self.perform(state, action.part)
        seat = state.players[player]
        pay(seat, sa.cost, (action.bm_grain, action.bm_beer, action.bm_strength))
        i = ASSISTANTS.index(action.assistant)
        state.supply_assistants[i] -= 1
        seat.up[i] += 1
        log.append(LogEntry(f"{SEATS[player]} hires a "
                            f"{CONTENT.assistant_title[action.assistant]} for {sa.cost.text()}"))
        after(state, player, "hire", log)

    @handles(A.Build)
    def build_card(self, state: State, player: int, action: A.Build, log: Log) -> None:
        self.perform(state, action.part)
        build(state, state.players[player], action.card)
        log.append(LogEntry(f"{SEATS[player]} builds {card_name(action.card)}"))
        after(state, player, "build", log)

    @handles(A.Decorate)
    def decorate(self, state: State, player: int, action: A.Decorate, log: Log) -> None:
        self.perform(state, action.part)
        seat = state.players[player]
        seat.coins -= CONTENT.decorate_cost
        seat.buildings.remove(action.card)
        seat.decorated.append(action.card)
        seat.decorated.sort()
        log.append(LogEntry(f"{SEATS[player]} decorates {card_name(action.card)}"))
        if CONTENT.decorating_triggers_effects_after_building:  # E17, E18 (assumption 17)
            after(state, player, "build", log)

    @handles(A.Sell)
    def sell_goods(self, state: State, player: int, action: A.Sell, log: Log) -> None:
        self.perform(state, action.part)
        sell(state, player, action.good, action.small, action.large, log)

    @handles(A.EarnAcclaim)
    def earn_acclaim(self, state: State, player: int, action: A.EarnAcclaim,
                     log: Log) -> None:
        self.perform(state, action.part)
        seat = state.players[player]
        a = CONTENT.acclaims[action.acclaim]
        seat.acclaims.append(action.acclaim)
        seat.vp_tokens += a.vp
        log.append(LogEntry(f"{SEATS[player]} earns Acclaim: {a.title}, {a.vp} VP"))
        after(state, player, "acclaim", log)

    def text(self, state: State) -> str:
        door = DOORS[self.door]
        if self.space < 0:
            queue = state.queues[self.door]
            pawn = own_worker(queue[self.index].size) if self.index < len(queue) else \
                "their worker"
            return f"{self.who()} chooses an action space at Door {door} for {pawn}"
        if not self.done:
            return (f"{self.who()} performs the two actions of space {self.space + 1} at Door "
                    f"{door}, in either order")
        return (f"{self.who()} performs the other action of space {self.space + 1} at Door "
                f"{door} or ends the turn")

    def details(self, state: State) -> dict[str, Any]:
        return {"door": DOORS[self.door], "space": self.space + 1 if self.space >= 0 else None,
                "done": list(self.done)}


def sell(state: State, player: int, good: str, small: int, large: int, log: Log) -> None:
    """Sell: the cards go back to the supply (unbrewed, small side up), the month's selling
    bonus, B10's Penalty discard, then the effects after selling."""
    seat = state.players[player]
    price = sell_price(good, small, large)
    seat.goods[FACE[good]] -= small
    if large:
        seat.goods[FACE["large_" + good]] -= large
    seat.coins += price
    state.supply_goods[GOODS.index(BASE_OF[good])] += small + large  # back unbrewed / small side up
    sold = small + large
    log.append(LogEntry(f"{SEATS[player]} sells {sold} {CONTENT.face_title(good)} card"
                        f"{'s' if sold > 1 else ''} for {price} coins"))
    bonus = CONTENT.month_bonus[state.month - 1]
    # Premium Beer is not Hops for the bonus, unless read so (assumption 15)
    applies = bonus.applies_to(BASE_OF[good] if CONTENT.drink_sold_as_its_good else good)
    if applies:
        sell_bonus(state, player, bonus, log)
    brewery = CONTENT.breweries[seat.brewery]
    if brewery.sell_discard_penalty and seat.penalties:
        seat.penalties -= 1
        log.append(LogEntry(f"{SEATS[player]} discards a Penalty token (B10)"))
    after(state, player, "sell", log, extra_flips=brewery.sell_flip)
    if applies and not CONTENT.coins_now_before_effects_after_selling:
        coins_bonus(state, player, bonus, log)  # the coins counted after E10's (assumption 29)


def sell_bonus(state: State, player: int, bonus: MonthBonus, log: Log) -> None:
    """Monthly Bonuses for Selling (the month-6 VP token here only where its coins are counted
    before the effects after selling: RULES.md assumption 29, data/readings.toml)."""
    seat = state.players[player]
    month = state.month
    who = SEATS[player]
    if bonus.coins:
        seat.coins += bonus.coins
        log.append(LogEntry(f"Selling bonus of month {month}: {who} +{bonus.coins} coins"))
    if bonus.peat:
        peat = GOODS.index("peat")
        if state.supply_goods[peat] and held(seat, "peat") < LIMIT:
            state.supply_goods[peat] -= 1
            seat.goods[FACE["peat"]] += 1
            log.append(LogEntry(f"Selling bonus of month {month}: {who} takes a Peat"))
    if bonus.flip_good and flippable_goods(seat):
        state.pending.append(TurnGoodCardOver(player))
    if CONTENT.coins_now_before_effects_after_selling:
        coins_bonus(state, player, bonus, log)


def coins_bonus(state: State, player: int, bonus: MonthBonus, log: Log) -> None:
    """Month 6's selling bonus: a VP token "if you now have 15 or more coins"."""
    if bonus.vp_if_coins:
        need, vp = bonus.vp_if_coins
        if state.players[player].coins >= need:
            state.players[player].vp_tokens += vp
            log.append(LogEntry(f"Selling bonus of month {state.month}: {SEATS[player]} has "
                                f"{need}+ coins, +{vp} VP"))


def after(state: State, player: int, trigger: str, log: Log, extra_flips: int = 0) -> None:
    """Effects of the player's undecorated Extensions after the action `trigger` (and
    `extra_flips` from the Brewery card)."""
    seat = state.players[player]
    flips = extra_flips
    for card in seat.buildings:
        if card[0] != "E":
            continue
        e = CONTENT.extensions[card]
        if e.after != trigger:
            continue
        seat.coins += e.coins
        seat.vp_tokens += e.vp
        turned = festival(seat, e.festival)
        flips += e.flip
        if e.coins or e.vp or turned:
            log.append(LogEntry(f"{SEATS[player]}'s {card}: "
                                + ", ".join(x for x in (
                                    f"+{e.coins} coin" if e.coins else "",
                                    f"+{e.vp} VP" if e.vp else "",
                                    "a Festival token turns white" if turned else "") if x)))
    push_flip(state, player, flips)


# --- Phase 3: Pay Upkeep -----------------------------------------------------------------------


@dataclass(slots=True)
class PayUpkeep(FantasyBrewersDecision):
    """Phase 3: everyone chooses at once how to feed their animals and pay Upkeep ("This phase
    can be performed simultaneously by all players"): `player` is `EVERYONE`, the actors are the
    players who have not chosen yet (`State.upkeep_plans`). A plan chosen stays hidden from the
    others until all have chosen; then everyone pays."""

    kind: ClassVar[str] = "upkeep"
    section: ClassVar[str] = "Phase 3: Pay Upkeep"

    def actors(self, state: State) -> tuple[int, ...]:
        return tuple(p for p, plan in enumerate(state.upkeep_plans) if plan is None)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.Upkeep(*plan) for plan in upkeep_plans(state.players[player])]

    def resolve(self, state: State, log: Log) -> bool:
        if any(plan is None for plan in state.upkeep_plans):
            return False
        state.pending.pop()
        pay_all_upkeep(state, log)
        return True

    @handles(A.Upkeep)
    def choose(self, state: State, player: int, action: A.Upkeep, log: Log) -> None:
        state.upkeep_plans[player] = [action.feed_cow, action.feed_goat, action.feed_pig,
                                      action.bm_grain, action.bm_beer, action.bm_strength]

    def text(self, state: State) -> str:
        names = [SEATS[p] for p in self.actors(state)]
        if len(names) == 1:
            return f"{names[0]} chooses how to pay Upkeep"
        return f"{', '.join(names[:-1])} and {names[-1]} choose how to pay Upkeep"

    def details(self, state: State) -> dict[str, Any]:
        return {}


AnyDecision = (PlaceWorkerPawn | ProtectionMoney | TurnAssistantsFaceUp | TurnGoodCardOver
               | TakeActions | PayUpkeep)
"""Every kind of decision the state's stack holds (saved tagged by kind)."""

