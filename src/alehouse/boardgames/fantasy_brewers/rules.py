"""Fantasy Brewers rules: setup, whose decision it is, legal actions, applying them, the end.

Pure functions over `State` (no I/O). `advance` settles everything that needs no decision
(automatic steps, phase changes) after setup and after every action, so the state always waits
for a real choice, or is over. Section names in comments are the rulebook's.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Log, LogEntry

from . import actions as A
from .content import (
    ANIMALS,
    ASSISTANTS,
    CONTENT,
    DOORS,
    FACE,
    FACES,
    GOODS,
    LOCATIONS,
    SELL_TYPES,
    STANDARD_ASSISTANTS,
    SpaceAction,
)
from .payment import (
    BREWMASTER,
    lose_festival,
    pay,
    pay_options,
    pay_upkeep,
    upkeep_plans,
)
from .scoring import gold_stars
from .state import SEASONAL, Pending, Player, State, Worker
from .text import card_name, name, worker_name

LIMIT = 3  # General Limit of Three
EMPTY = -1
BASE_OF = {**{g: g for g in GOODS}, **{CONTENT.goods[g].flipped: g for g in GOODS}}


# --- Game Setup ----------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    level = options["level"]
    months, brewery_set = CONTENT.levels[level]
    cards = list(CONTENT.breweries_by_level[brewery_set])
    if brewery_set == "expert":
        chance.shuffle(cards)  # "each player is dealt an Expert Brewery card"
    breweries = cards[:players]
    extension_deck = list(CONTENT.extensions)
    homestead_deck = list(CONTENT.homesteads)
    chance.shuffle(extension_deck)
    chance.shuffle(homestead_deck)
    supply_goods = [CONTENT.good_count[g] for g in GOODS]
    supply_assistants = [CONTENT.assistant_count[a] for a in ASSISTANTS]
    seats = []
    for card in breweries:
        b = CONTENT.breweries[card]
        for i, n in enumerate(b.assistants):
            supply_assistants[i] -= n
        for face, n in zip(FACES, b.faces):
            supply_goods[GOODS.index(BASE_OF[face])] -= n
        seats.append(Player(
            brewery=card, coins=b.coins, vp_tokens=b.vp, penalties=0,
            festival_white=b.festival_white, festival_black=b.festival_black,
            up=list(b.assistants), down=[0] * len(ASSISTANTS), goods=list(b.faces),
            buildings=[], decorated=[], acclaims=[]))
    start = chance.below(players)
    state = State(
        chance=chance, level=level, months=months, month=1, phase="placement",
        players=seats, start_player=start, placed=0,
        # ASSUMPTION: the Seasonal Worker starts with the player who does not start
        seasonal_owner=(start + 1) % 2 if players == 2 else EMPTY,
        queues=[[], [], []], tavern=[], spaces=[[EMPTY] * 6 for _ in DOORS],
        cursor_door=0, cursor_index=0, pending=[],
        supply_goods=supply_goods, supply_assistants=supply_assistants,
        extension_deck=extension_deck, extension_row=[], homestead_deck=homestead_deck,
        homestead_row=[], statues=CONTENT.building_types["statue"].count,
        upkeep_plans=[None] * players, last_actor=start)
    _refill_rows(state)
    for p, seat in enumerate(seats):
        log.append(LogEntry(f"{name(p)} plays Brewery card {seat.brewery}"))
    log.append(LogEntry(f"Month 1 of {months}: {name(start)} is the Starting Player"))
    advance(state, log)
    return state


def _refill_rows(state: State) -> None:
    _refill(state.extension_row, state.extension_deck)
    _refill(state.homestead_row, state.homestead_deck)


def _refill(row: list[str], deck: list[str]) -> None:
    while len(row) < CONTENT.row_size and deck:
        row.append(deck.pop())


# --- whose decision --------------------------------------------------------------------------


def placing(state: State) -> tuple[int, int]:
    """Phase 1: who places next, and which worker size (clockwise from the Starting Player,
    smallest first; in 2 players the Seasonal Worker last)."""
    n = len(state.players)
    if state.placed < 3 * n:
        return (state.start_player + state.placed % n) % n, state.placed // n + 1
    return state.seasonal_owner, SEASONAL


def _placements(state: State) -> int:
    return 3 * len(state.players) + (1 if state.seasonal_owner != EMPTY else 0)


def actors(state: State) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    if state.pending:
        return (state.pending[-1].player,)
    if state.phase == "placement":
        return (placing(state)[0],)
    if state.phase == "upkeep":
        return tuple(p for p, plan in enumerate(state.upkeep_plans) if plan is None)
    return ()


# --- legal actions ---------------------------------------------------------------------------


def legal_actions(state: State, player: int) -> list[Action]:
    if player not in actors(state):
        return []
    if state.pending:
        top = state.pending[-1]
        if top.kind == "protection":
            return [A.PayProtection(), A.RefuseProtection()]
        if top.kind == "flip":
            return [A.Flip(a) for i, a in enumerate(ASSISTANTS)
                    if state.players[player].down[i]]
        if top.kind == "flip_good":
            return [A.FlipGood(g) for g in _flippable_goods(state.players[player])]
        return _turn_actions(state, top)
    if state.phase == "placement":
        return [A.PlaceWorker(loc) for loc in LOCATIONS]
    return [A.Upkeep(*plan) for plan in upkeep_plans(state.players[player])]


def _turn_actions(state: State, turn: Pending) -> list[Action]:
    if turn.space < 0:
        return [A.ChooseSpace(s + 1) for s in _open_spaces(state, turn)]
    space = CONTENT.door_spaces(DOORS[turn.door], state.month)[turn.space]
    out: list[Action] = []
    player = state.players[turn.player]
    for part in A.PARTS:
        if part not in turn.done:
            out.extend(_part_actions(state, player, part, space.part(part)))
    out.append(A.EndTurn())
    return out


def _open_spaces(state: State, turn: Pending) -> list[int]:
    """Empty spaces of the doorway; with B15's ability (once a month) also spaces the player's
    own worker already took."""
    taken = state.spaces[turn.door]
    player = state.players[turn.player]
    repeat = CONTENT.breweries[player.brewery].repeat_space and not player.repeated
    return [s for s, owner in enumerate(taken)
            if owner == EMPTY or (repeat and owner == turn.player)]


def _part_actions(state: State, player: Player, part: str, sa: SpaceAction) -> list[Action]:
    kind = sa.kind
    if kind == "earn":
        return [A.Earn(part)]
    if kind == "flip":
        return [A.FlipAssistants(part)] if sum(player.down) else []
    if kind == "festival":
        return [A.Festival(part)] if player.festival_black else []
    if kind == "buy":
        if not state.supply_goods[GOODS.index(sa.good)] or _held(player, sa.good) >= LIMIT:
            return []
        return [A.Buy(part, *plan) for plan in pay_options(player, sa.cost)]
    if kind == "hire":
        out: list[Action] = []
        for who in (STANDARD_ASSISTANTS if sa.assistant == "any" else (sa.assistant,)):
            i = ASSISTANTS.index(who)
            if state.supply_assistants[i] and player.up[i] + player.down[i] < LIMIT:
                out.extend(A.Hire(part, who, *plan) for plan in pay_options(player, sa.cost))
        return out
    if kind == "build":
        return [A.Build(part, c) for c in _buildable(state, player)] + \
               [A.Decorate(part, c) for c in _decoratable(player)]
    if kind == "sell":
        return [A.Sell(part, good, small, large) for good, small, large in _sales(player)]
    return [A.EarnAcclaim(part, acc) for acc in CONTENT.acclaims
            if acc not in player.acclaims and _meets(player, acc)]


def _held(player: Player, good: str) -> int:
    """Cards of one type for the general limit (an animal counts small and large alike)."""
    n = player.goods[FACE[good]]
    if good in ANIMALS:
        n += player.goods[FACE["large_" + good]]
    return n


def _building_count(cards: list[str], kind: str) -> int:
    return sum(1 for c in cards if CONTENT.building_type(c) == kind)


def _buildable(state: State, player: Player) -> list[str]:
    out = []
    for card in (*state.extension_row, *state.homestead_row, *(("S",) if state.statues else ())):
        kind = CONTENT.building_type(card)
        if player.coins >= CONTENT.building_types[kind].cost and \
                _building_count(player.buildings, kind) < LIMIT and card not in out:
            out.append(card)
    return out


def _decoratable(player: Player) -> list[str]:
    if player.coins < CONTENT.decorate_cost:
        return []
    out = []
    for card in player.buildings:
        if card not in out and \
                _building_count(player.decorated, CONTENT.building_type(card)) < LIMIT:
            out.append(card)
    return out


def _sales(player: Player) -> list[tuple[str, int, int]]:
    out = []
    for good in SELL_TYPES:
        small = player.goods[FACE[good]]
        large = player.goods[FACE["large_" + good]] if good in ANIMALS else 0
        for s in range(small + 1):
            for big in range(large + 1):
                if s + big:
                    out.append((good, s, big))
    return out


def _requirement(player: Player, key: str) -> int:
    if key in STANDARD_ASSISTANTS:
        i = ASSISTANTS.index(key)
        return player.up[i] + player.down[i]
    if key == "gold_star":
        return gold_stars(player)
    if key == "animal":
        return sum(_held(player, a) for a in ANIMALS)
    if key == "drink":
        return player.goods[FACE["premium_beer"]] + player.goods[FACE["smoked_whisky"]]
    if key == "building":
        return len(player.buildings) + len(player.decorated)
    if key == "white_festival":
        return player.festival_white
    raise ValueError(f"unknown acclaim requirement {key!r}")


def _meets(player: Player, acclaim: str) -> bool:
    return all(_requirement(player, k) >= n for k, n in CONTENT.acclaims[acclaim].requires)


def _flippable_goods(player: Player) -> list[str]:
    return [g for g in ("hops", "peat") if player.goods[FACE[g]]
            and player.goods[FACE[CONTENT.goods[g].flipped]] < LIMIT]


# --- applying actions --------------------------------------------------------------------------


def apply(state: State, player: int, action: Action, log: Log) -> None:
    """Play a legal `action` of `player`, then settle everything automatic."""
    match action:
        case A.PlaceWorker(location=loc):
            _place(state, player, loc, log)
        case A.PayProtection():
            _protection(state, pays=True, log=log)
        case A.RefuseProtection():
            _protection(state, pays=False, log=log)
        case A.ChooseSpace(space=s):
            _choose_space(state, s - 1, log)
        case A.Flip(assistant=who):
            _flip_one(state.players[player], ASSISTANTS.index(who))
            log.append(LogEntry(f"{name(player)} turns a {CONTENT.assistant_title[who]} "
                                "face-up"))
            top = state.pending[-1]
            top.count -= 1
            if top.count <= 0:
                state.pending.pop()
        case A.FlipGood(good=good):
            state.pending.pop()
            _flip_good(state.players[player], good)
            log.append(LogEntry(f"{name(player)} turns a {CONTENT.goods[good].title} card "
                                f"over: {CONTENT.goods[good].flipped_title}"))
        case A.EndTurn():
            turn = state.pending.pop()
            undone = 2 - len(turn.done)
            state.players[player].coins += undone
            if undone:
                log.append(LogEntry(f"{name(player)} leaves {undone} action"
                                    f"{'s' if undone > 1 else ''} undone: +{undone} coin"
                                    f"{'s' if undone > 1 else ''}"))
            _finish_turn(state, turn)
        case A.Upkeep():
            state.upkeep_plans[player] = [action.feed_cow, action.feed_goat, action.feed_pig,
                                          action.bm_grain, action.bm_beer, action.bm_strength]
        case _:
            _perform(state, player, action, log)
    advance(state, log)


def _flip_one(player: Player, kind: int) -> None:
    player.down[kind] -= 1
    player.up[kind] += 1


def _flip_good(player: Player, good: str) -> None:
    player.goods[FACE[good]] -= 1
    player.goods[FACE[CONTENT.goods[good].flipped]] += 1


def _festival(player: Player, n: int = 1) -> int:
    """Turn up to n black Festival tokens white; returns how many turned."""
    k = min(n, player.festival_black)
    player.festival_black -= k
    player.festival_white += k
    return k


def _push_flip(state: State, player: int, count: int) -> None:
    if count > 0 and any(state.players[player].down):
        state.pending.append(Pending("flip", player, count=count))


# --- Phase 1: Place Worker pawns -------------------------------------------------------------


def _size(worker: Worker) -> int:
    return CONTENT.worker_sizes["seasonal"] if worker.size == SEASONAL else worker.size


def _place(state: State, player: int, location: str, log: Log) -> None:
    _, size = placing(state)
    state.placed += 1
    state.last_actor = player
    worker = Worker(player, size)
    target = "the Tavern" if location == "tavern" else f"Door {location}"
    log.append(LogEntry(f"{name(player)} places {worker_name(size)} at {target}"))
    if location == "tavern":
        state.tavern.append(worker)
    else:
        door = DOORS.index(location)
        queue = state.queues[door]
        queue.append(worker)
        _ask_next(state, door, 0, len(queue) - 1)
    # Immediate Placement Bonus: doors for the smallest worker only; the Tavern for any
    if location == "tavern" or size == 1:
        _placement_bonus(state, player, location, log)


def _placement_bonus(state: State, player: int, location: str, log: Log) -> None:
    seat = state.players[player]
    bonus = CONTENT.placement_bonus[location]
    times = 2 if CONTENT.breweries[seat.brewery].double_placement_bonus else 1
    coins = bonus.get("coins", 0) * times
    seat.coins += coins
    turned = _festival(seat, bonus.get("festival", 0) * times)
    where = "the Tavern" if location == "tavern" else f"Door {location}"
    gains = [f"{coins} coin{'s' if coins != 1 else ''}"]
    if turned:
        gains.append(f"turns {turned} Festival token{'s' if turned > 1 else ''} white")
    log.append(LogEntry(f"{name(player)} takes the Placement Bonus of {where}: "
                        + ", ".join(gains)))
    _push_flip(state, player, bonus.get("flip", 0) * times)


def _ask_next(state: State, door: int, start: int, mark: int) -> None:
    """Protection Money: from `start`, find the next worker ahead of the one just placed (at
    `mark`) that is smaller and not the placer's, and ask its owner."""
    queue = state.queues[door]
    placed = queue[mark]
    for i in range(start, mark):
        w = queue[i]
        if w.owner != placed.owner and _size(w) < _size(placed):
            state.pending.append(Pending("protection", w.owner, door=door, index=i, mark=mark,
                                         asker=placed.owner))
            return


def _protection(state: State, pays: bool, log: Log) -> None:
    ask = state.pending.pop()
    queue = state.queues[ask.door]
    asked = state.players[ask.player]
    if pays:
        asked.coins -= 1
        state.players[ask.asker].coins += 1
        log.append(LogEntry(f"{name(ask.player)} pays {name(ask.asker)} 1 coin of Protection "
                            f"Money at Door {DOORS[ask.door]}"))
        _ask_next(state, ask.door, ask.index + 1, ask.mark)
    else:
        worker = queue.pop(ask.index)
        queue.append(worker)
        log.append(LogEntry(f"{name(ask.player)} does not pay: {worker_name(worker.size)} "
                            f"moves to the back of the queue at Door {DOORS[ask.door]}"))
        _ask_next(state, ask.door, ask.index, ask.mark - 1)


# --- Phase 2: Taking Actions in the City ---------------------------------------------------


def _choose_space(state: State, space: int, log: Log) -> None:
    turn = state.pending[-1]
    seat = state.players[turn.player]
    if state.spaces[turn.door][space] == turn.player:
        seat.repeated = True  # B15: a space of your own worker, once a month
        turn.repeat = True
    state.spaces[turn.door][space] = turn.player
    turn.space = space
    sp = CONTENT.door_spaces(DOORS[turn.door], state.month)[space]
    from .text import space_text

    log.append(LogEntry(f"{name(turn.player)} takes space {space + 1} at Door "
                        f"{DOORS[turn.door]}: {space_text(sp)}"))


def _finish_turn(state: State, turn: Pending) -> None:
    state.last_actor = turn.player
    state.cursor_index += 1


def _perform(state: State, player: int, action: Action, log: Log) -> None:
    """One of the space's two actions (the `part` of `action`)."""
    turn = state.pending[-1]
    part: str = action.part  # type: ignore[attr-defined]
    turn.done.append(part)
    sa = CONTENT.door_spaces(DOORS[turn.door], state.month)[turn.space].part(part)
    seat = state.players[player]
    who = name(player)
    match action:
        case A.Earn():
            seat.coins += 1
            log.append(LogEntry(f"{who} earns 1 coin"))
        case A.FlipAssistants():
            log.append(LogEntry(f"{who} may turn up to {sa.count} Assistant(s) face-up"))
            _push_flip(state, player, sa.count)
        case A.Festival():
            _festival(seat)
            log.append(LogEntry(f"{who} prepares for the Orctober Fest: a Festival token "
                                "turns white"))
        case A.Buy(bm_grain=g, bm_beer=b, bm_strength=s):
            pay(seat, sa.cost, (g, b, s))
            state.supply_goods[GOODS.index(sa.good)] -= 1
            seat.goods[FACE[sa.good]] += 1
            log.append(LogEntry(f"{who} buys a {CONTENT.goods[sa.good].title} for "
                                f"{sa.cost.text()}"))
            _after(state, player, "buy", log)
        case A.Hire(assistant=kind, bm_grain=g, bm_beer=b, bm_strength=s):
            pay(seat, sa.cost, (g, b, s))
            i = ASSISTANTS.index(kind)
            state.supply_assistants[i] -= 1
            seat.up[i] += 1
            log.append(LogEntry(f"{who} hires a {CONTENT.assistant_title[kind]} for "
                                f"{sa.cost.text()}"))
            _after(state, player, "hire", log)
        case A.Build(card=card):
            _build(state, seat, card)
            log.append(LogEntry(f"{who} builds {card_name(card)}"))
            _after(state, player, "build", log)
        case A.Decorate(card=card):
            seat.coins -= CONTENT.decorate_cost
            seat.buildings.remove(card)
            seat.decorated.append(card)
            seat.decorated.sort()
            log.append(LogEntry(f"{who} decorates {card_name(card)}"))
            _after(state, player, "build", log)
        case A.Sell(good=good, small=small, large=large):
            _sell(state, player, good, small, large, log)
        case A.EarnAcclaim(acclaim=acc):
            a = CONTENT.acclaims[acc]
            seat.acclaims.append(acc)
            seat.vp_tokens += a.vp
            log.append(LogEntry(f"{who} earns Acclaim: {a.title}, {a.vp} VP"))
            _after(state, player, "acclaim", log)
        case _:
            raise AssertionError(f"not an action of a space: {action!r}")


def _build(state: State, seat: Player, card: str) -> None:
    kind = CONTENT.building_type(card)
    seat.coins -= CONTENT.building_types[kind].cost
    if kind == "statue":
        state.statues -= 1
    else:
        if kind == "extension":
            row, deck = state.extension_row, state.extension_deck
        else:
            row, deck = state.homestead_row, state.homestead_deck
        row.remove(card)
        if not row:  # all 5 of this row bought: fill it back up at once
            _refill(row, deck)
    seat.buildings.append(card)
    seat.buildings.sort()


def _sell(state: State, player: int, good: str, small: int, large: int, log: Log) -> None:
    seat = state.players[player]
    base = BASE_OF[good]
    g = CONTENT.goods[base]
    if good == base:
        price = small * g.sell_small + large * g.sell_large
        seat.goods[FACE[good]] -= small
        if large:
            seat.goods[FACE["large_" + good]] -= large
    else:  # Premium Beer / Smoked Whisky
        price = small * g.sell_large
        seat.goods[FACE[good]] -= small
    seat.coins += price
    state.supply_goods[GOODS.index(base)] += small + large  # back unbrewed / small side up
    sold = small + large
    log.append(LogEntry(f"{name(player)} sells {sold} {CONTENT.face_title(good)} card"
                        f"{'s' if sold > 1 else ''} for {price} coins"))
    bonus = CONTENT.month_bonus[state.month - 1]
    if bonus.applies_to(good):
        _sell_bonus(state, player, bonus, log)
    brewery = CONTENT.breweries[seat.brewery]
    if brewery.sell_discard_penalty and seat.penalties:
        seat.penalties -= 1
        log.append(LogEntry(f"{name(player)} discards a Penalty token (B10)"))
    _after(state, player, "sell", log, extra_flips=brewery.sell_flip)


def _sell_bonus(state: State, player: int, bonus: Any, log: Log) -> None:
    seat = state.players[player]
    month = state.month
    if bonus.coins:
        seat.coins += bonus.coins
        log.append(LogEntry(f"Selling bonus of month {month}: {name(player)} +{bonus.coins} "
                            "coins"))
    if bonus.peat:
        peat = GOODS.index("peat")
        if state.supply_goods[peat] and _held(seat, "peat") < LIMIT:
            state.supply_goods[peat] -= 1
            seat.goods[FACE["peat"]] += 1
            log.append(LogEntry(f"Selling bonus of month {month}: {name(player)} takes a Peat"))
    if bonus.flip_good and _flippable_goods(seat):
        state.pending.append(Pending("flip_good", player))
    if bonus.vp_if_coins:
        need, vp = bonus.vp_if_coins
        if seat.coins >= need:
            seat.vp_tokens += vp
            log.append(LogEntry(f"Selling bonus of month {month}: {name(player)} has {need}+ "
                                f"coins, +{vp} VP"))


def _after(state: State, player: int, trigger: str, log: Log, extra_flips: int = 0) -> None:
    """Effects of the player's undecorated Extensions after the action `trigger`."""
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
        turned = _festival(seat, e.festival)
        flips += e.flip
        if e.coins or e.vp or turned:
            log.append(LogEntry(f"{name(player)}'s {card}: "
                                + ", ".join(x for x in (
                                    f"+{e.coins} coin" if e.coins else "",
                                    f"+{e.vp} VP" if e.vp else "",
                                    "a Festival token turns white" if turned else "") if x)))
    _push_flip(state, player, flips)


# --- settling automatic steps ------------------------------------------------------------------


def advance(state: State, log: Log) -> None:
    """Resolve every step that needs no decision, until a player must decide or the game ends."""
    while True:
        if state.pending:
            top = state.pending[-1]
            if top.kind == "flip":
                if not _auto_flip(state, top, log):
                    return
            elif top.kind == "flip_good":
                options = _flippable_goods(state.players[top.player])
                if len(options) > 1:
                    return
                state.pending.pop()
                if options:
                    _flip_good(state.players[top.player], options[0])
                    log.append(LogEntry(f"{name(top.player)} turns a "
                                        f"{CONTENT.goods[options[0]].title} card over"))
            elif top.kind == "protection":
                if state.players[top.player].coins > 0:
                    return
                _protection(state, pays=False, log=log)  # cannot pay: must go to the back
            elif top.kind == "turn":
                if top.space < 0 and not _open_spaces(state, top):
                    _overflow(state, top, log)
                elif len(top.done) == 2:
                    state.pending.pop()
                    _finish_turn(state, top)
                else:
                    return
            continue
        if state.phase == "placement":
            if state.placed < _placements(state):
                return
            state.phase = "actions"
            state.cursor_door = state.cursor_index = 0
            continue
        if state.phase == "actions":
            if not _next_worker(state):
                _start_upkeep(state, log)
            continue
        if state.phase == "upkeep":
            if any(plan is None for plan in state.upkeep_plans):
                return
            _resolve_upkeep(state, log)
            _end_month(state, log)
            continue
        return


def _auto_flip(state: State, top: Pending, log: Log) -> bool:
    """Flip without asking when there is no choice; True if the flip decision is settled."""
    seat = state.players[top.player]
    kinds = [i for i, n in enumerate(seat.down) if n]
    total = sum(seat.down)
    if top.count > 0 and kinds and len(kinds) > 1 and total > top.count:
        return False
    state.pending.pop()
    n = min(top.count, total)
    if n:
        turned = []
        for i in kinds:
            k = min(n, seat.down[i])
            for _ in range(k):
                _flip_one(seat, i)
            n -= k
            turned.append(f"{k} {CONTENT.assistant_title[ASSISTANTS[i]]}")
        log.append(LogEntry(f"{name(top.player)} turns face-up: {', '.join(turned)}"))
    return True


def _next_worker(state: State) -> bool:
    """Phase 2: start the next worker's turn, queue A front to back, then B, then C."""
    while state.cursor_door < len(DOORS):
        queue = state.queues[state.cursor_door]
        if state.cursor_index < len(queue):
            worker = queue[state.cursor_index]
            state.pending.append(Pending("turn", worker.owner, door=state.cursor_door,
                                         index=state.cursor_index))
            return True
        state.cursor_door += 1
        state.cursor_index = 0
    return False


def _overflow(state: State, turn: Pending, log: Log) -> None:
    """All six spaces are taken: the worker goes to the Tavern and takes its bonus."""
    state.pending.pop()
    worker = state.queues[turn.door][turn.index]
    state.tavern.append(worker)
    state.cursor_index += 1
    log.append(LogEntry(f"Door {DOORS[turn.door]} is full: {name(turn.player)}'s "
                        f"{worker_name(worker.size)[4:]} moves to the Tavern"))
    _placement_bonus(state, turn.player, "tavern", log)


# --- Phase 3: Pay Upkeep; Phase 4: Clean-up; Game End --------------------------------------


def _start_upkeep(state: State, log: Log) -> None:
    state.phase = "upkeep"
    log.append(LogEntry(f"Month {state.month}: Pay Upkeep"))
    for p, seat in enumerate(state.players):
        plans = upkeep_plans(seat)
        state.upkeep_plans[p] = list(plans[0]) if len(plans) == 1 else None


def _resolve_upkeep(state: State, log: Log) -> None:
    for p, seat in enumerate(state.players):
        plan = state.upkeep_plans[p]
        assert plan is not None
        fed = plan[0] + plan[1] + plan[2]
        unpaid = pay_upkeep(seat, (plan[0], plan[1], plan[2], plan[3], plan[4], plan[5]))
        penalties = lose_festival(seat, unpaid)
        text = f"{name(p)} pays Upkeep"
        if fed:
            text += f", {fed} small animal{'s grow' if fed > 1 else ' grows'} large"
        if unpaid:
            text += f"; {unpaid} unpaid"
        if penalties:
            text += f": {penalties} Penalty token{'s' if penalties > 1 else ''}"
        log.append(LogEntry(text))
        state.upkeep_plans[p] = None


def _end_month(state: State, log: Log) -> None:
    if state.month >= state.months:
        _game_over(state, log, "the last month is over")
        return
    # Phase 4: Clean-up
    state.start_player = state.last_actor
    for q in state.queues:
        q.clear()
    state.tavern.clear()
    state.spaces = [[EMPTY] * 6 for _ in DOORS]
    for seat in state.players:
        seat.repeated = False
    if state.seasonal_owner != EMPTY:
        state.seasonal_owner = 1 - state.seasonal_owner
        if state.months == 5 and state.month + 1 == 5:
            state.seasonal_owner = EMPTY  # 2-player Beginner game: removed before month 5
    _refill_rows(state)
    if not state.extension_deck or not state.homestead_deck or not state.statues:
        state.decks_exhausted = True
        _game_over(state, log, "a deck of Building cards is exhausted")
        return
    state.month += 1
    state.phase = "placement"
    state.placed = 0
    state.last_actor = state.start_player
    log.append(LogEntry(f"Month {state.month} of {state.months}: {name(state.start_player)} "
                        "is the Starting Player"))


def _game_over(state: State, log: Log, why: str) -> None:
    state.phase = "over"
    for seat in state.players:  # before scoring, all Assistants face-up
        for i in range(len(ASSISTANTS)):
            seat.up[i] += seat.down[i]
            seat.down[i] = 0
    log.append(LogEntry(f"The game ends: {why}"))


__all__ = ["BREWMASTER", "actors", "advance", "apply", "legal_actions", "placing", "setup"]
