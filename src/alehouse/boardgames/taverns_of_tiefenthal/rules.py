"""The Taverns of Tiefenthal rules: setup, the 8 turns of phases A-G, legal actions, applying
them, the end.

Pure functions over `State` (no I/O). `advance` settles everything that needs no decision
(drawing cards in Arrival, Server dice, rolling the coasters, Closing Time, ...). Phases A, B,
D, E and F go in turn order from the Starting Player. Section names
in comments are the rulebook's.

Planning (E) and Serving (F) are done player by player in turn order ("the next player in
clockwise order now performs Phases E and F"), so a player plans after seeing the earlier
players serve.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Log, LogEntry

from . import actions as A
from . import bonuses as Bn
from .content import CONTENT, NOBLE, REGULAR_1, REGULAR_2, TAVERN, TILES
from .planning import income, placements, planned_yield
from .state import Pending, Placed, Player, State

C = CONTENT
name = Bn.name
SERVER = TAVERN.index("server")
TABLE = TAVERN.index("table")
DISHWASHER = TAVERN.index("dishwasher")
BARBACK = TAVERN.index("barback")
BARD = TAVERN.index("bard")


# --- setup -------------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    modules = int(options["modules"])
    piles = {k: C.tavern_count[k] for k in TAVERN}
    if modules < 3:
        piles["bard"] = 0
    seats = []
    for _ in range(players):
        deck = [REGULAR_1] * C.regulars[REGULAR_1] + [REGULAR_2] * C.regulars[REGULAR_2]
        if modules < 4:
            for kind in C.starting_cards:
                piles[kind] -= 1
                deck.append(TAVERN.index(kind))
        seats.append(Player(deck=deck, known=0, discard=[], tables=[], areas=[], noble_table=-1,
                            upgraded=[], white=[], colour=[], placed=[], boosts=0,
                            book=[0] * len(C.book_columns)))
    three = [g for g in C.guests if C.cards[g].cost == 3]
    chance.shuffle(three)
    deck = [g for g in C.guests if C.cards[g].cost != 3
            and (C.cards[g].module == 1 or modules >= 3)]
    chance.shuffle(deck)
    state = State(
        chance=chance, modules=modules, all_modules_rule=bool(options["all_modules_rule"]),
        players=seats, turn=0, start_player=chance.below(players), phase="setup",
        order_index=0, piles=piles, nobles=C.noble_count, three_stack=three,
        row=[-1] + [deck.pop() for _ in range(4)], guest_deck=deck,
        signatures=C.signatures, signed=[False] * 5, start_cards=[], coasters=[],
        pick_round=0, pending=[])
    if modules >= 5:  # a signature lies on each face-up guest and on the 3-beer stack
        state.signatures -= 5
        state.signed = [True] * 5
    if modules >= 4:
        cards = [s.id for s in C.start_cards]
        chance.shuffle(cards)
        state.start_cards = sorted(cards[:3])
        log.append(LogEntry("Start cards revealed: "
                            + ", ".join(str(c) for c in state.start_cards)))
        for p in order(state):
            state.pending.insert(0, Pending("start_card", p))
    else:
        for seat in seats:
            chance.shuffle(seat.deck)
    log.append(LogEntry(f"{name(state.start_player)} holds the Beer Mug"))
    advance(state, log)
    return state


def order(state: State) -> list[int]:
    n = len(state.players)
    return [(state.start_player + k) % n for k in range(n)]


def _apply_start_card(state: State, player: int, cid: int, log: Log) -> None:
    card = C.start_cards[cid - 1]
    seat = state.players[player]
    seat.start_card = cid
    log.append(LogEntry(f"{name(player)} chooses start card {cid}"))
    for kind in card.cards:
        state.piles[kind] -= 1
        seat.deck.append(TAVERN.index(kind))
    if card.schnapps:
        Bn.gain_schnapps(state, player, card.schnapps)
    if card.upgrade:
        seat.upgraded.append(card.upgrade)
    if card.beer:
        seat.storage = card.beer
    if card.monastery:
        Bn.move_monastery(state, player, card.monastery, log)
    if card.remove_regulars:
        state.pending.append(Pending("remove_regular", player, count=card.remove_regulars))


# --- whose decision ----------------------------------------------------------------------------


def actors(state: State) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    if state.pending:
        return (state.pending[-1].player,)
    return ()


# --- legal actions -------------------------------------------------------------------------------


def legal_actions(state: State, player: int) -> list[Action]:
    if player not in actors(state):
        return []
    seat = state.players[player]
    top = state.pending[-1]
    kind = top.kind
    if kind == "plan":
        out: list[Action] = [A.Plan(w, v, s, b) for w, v, s, b in placements(seat)]
        if _juggles(seat):
            for white, dice in ((True, seat.white), (False, seat.colour)):
                for v in sorted(set(dice)):
                    out.extend(A.Juggle(white, v, t) for t in range(1, 7) if t != v)
        if not placements(seat):  # no die fits: the Juggler is optional
            out.append(A.FinishPlanning())
        return out
    if kind == "start_card":
        return [A.ChooseStartCard(c) for c in state.start_cards]
    if kind == "remove_regular":
        return [A.RemoveRegular(d) for d, cid in ((1, REGULAR_1), (2, REGULAR_2))
                if cid in seat.deck]
    if kind == "turn_bonus":
        return [A.TakeBonus(o) for o in top.options]
    if kind == "entertainer":
        return [A.EntertainerSide(side) for side in C.entertainers[top.name]]
    if kind == "free_upgrade":
        return [A.FreeUpgrade(t) for t in TILES if t not in seat.upgraded]
    if kind == "restart":
        return [A.KeepTavern(), A.UseCounterGuest()]
    if kind == "pick":
        return [A.PickDie(v) for v in sorted(set(state.coasters[top.index]))]
    if kind == "deny":
        return [A.Deny(t) for t in Bn.deniable(state, player)] + [A.NoDeny()]
    if kind == "substitute":
        return [A.Substitute(k) for k in top.options]
    if kind == "rep_choice":
        out = [A.RepChoice("schnapps")]
        if Bn.deniable(state, player):
            out.append(A.RepChoice("service_denied"))
        return out
    if kind == "book_column":
        return [A.BookColumn(c) for c in range(len(C.book_columns))]
    if kind == "keep_card":
        return [A.KeepCard(c) for c in sorted(set(_played(seat)))] + [A.NoKeep()]
    return _serving_actions(state, player)


def _played(seat: Player) -> list[int]:
    return [c for cards in seat.tables for c in cards] + list(seat.areas)


def _serving_actions(state: State, player: int) -> list[Action]:
    seat = state.players[player]
    out: list[Action] = [A.Use(s) for s in sorted({p.space for p in seat.placed},
                                                  key=_space_order)]
    for kind in TAVERN:
        if kind not in seat.bought and state.piles[kind] > 0 and \
                seat.thalers >= C.tavern_cost[kind]:
            out.append(A.BuyCard(kind))
    for tile in TILES:
        if tile in seat.upgraded:
            continue
        up = C.upgrades[tile]
        matching = _matching(seat, up.card)
        for returned in range(0, matching + 1):
            if seat.thalers >= max(0, up.cost - returned * up.discount):
                out.append(A.Upgrade(tile, returned))
            if up.cost - returned * up.discount <= 0:
                break
    if not seat.recruited:
        for slot, guest in enumerate(_display(state)):
            if guest >= 0 and seat.beer >= C.cards[guest].cost:
                out.append(A.Recruit(slot))
    for count, price in enumerate(C.noble_beer, start=1):
        if seat.beer >= price and state.nobles >= count:
            out.append(A.RecruitNobles(count))
    for side in _entertainments(state, seat):
        out.append(A.Entertain(side))
    if seat.bard_steps > 0:
        out.append(A.BardStep())
    if seat.counter_guests > 0:
        out.append(A.CounterStep())
    out.append(A.EndServing())
    return out


def _space_order(space: str) -> tuple[int, int]:
    if space.startswith("table"):
        return (0, int(space[5:]))
    return (1, ("cashbox", "barrel", "monk", "brewer").index(space))


def _matching(seat: Player, card: str) -> int:
    if not card:
        return 0
    return sum(1 for c in seat.areas if c == TAVERN.index(card))


def _display(state: State) -> list[int]:
    """The guest in each display slot (slot 0: the 3-beer stack's top, or the deck card that
    took its place once the stack ran out)."""
    first = state.three_stack[-1] if state.three_stack else state.row[0]
    return [first, *state.row[1:]]


def _entertainments(state: State, seat: Player) -> list[str]:
    out = []
    for tile in seat.entertainers:
        kind, side = tile.split(":")
        price = C.entertainers[kind][side]["schnapps"]
        if side in ("closing", "planning") or seat.schnapps < price:
            continue
        if side == "upgrade" and all(t in seat.upgraded for t in TILES):
            continue
        if side == "service_denied" and not Bn.deniable(state, state.players.index(seat)):
            continue
        if side not in out:
            out.append(side)
    return out


# --- applying actions --------------------------------------------------------------------------


def apply(state: State, player: int, action: Action, log: Log) -> None:
    _do(state, player, action, log)
    advance(state, log)


def _do(state: State, player: int, action: Action, log: Log) -> None:
    seat = state.players[player]
    match action:
        case A.ChooseStartCard(card=cid):
            state.pending.pop()
            _apply_start_card(state, player, cid, log)
        case A.RemoveRegular(die=die):
            top = state.pending[-1]
            cid = REGULAR_1 if die == 1 else REGULAR_2
            seat.deck.remove(cid)
            seat.removed.append(cid)
            top.count -= 1
            if top.count <= 0 or not any(c in seat.deck for c in (REGULAR_1, REGULAR_2)):
                state.pending.pop()
            log.append(LogEntry(f"{name(player)} removes a Regular ({die}) from the game"))
        case A.TakeBonus(option=option):
            state.pending.pop()
            _take_turn_bonus(state, player, option, log)
        case A.EntertainerSide(side=side):
            top = state.pending.pop()
            seat.entertainers.append(f"{top.name}:{side}")
            log.append(LogEntry(f"{name(player)} places the {top.name} ({side} side)"))
        case A.FreeUpgrade(tile=tile):
            top = state.pending.pop()
            _upgrade(state, player, tile, log, noble=top.reason == "magician")
        case A.KeepTavern():
            state.pending.pop()
        case A.UseCounterGuest():
            state.pending.pop()
            seat.counter_guests -= 1
            log.append(LogEntry(f"{name(player)} uses a Counter Guest: the tavern empties and "
                                "fills again"))
            _clear_tavern(seat)
            _arrive(state, player, log)
            if seat.counter_guests:
                state.pending.append(Pending("restart", player))
        case A.PickDie(value=v):
            top = state.pending.pop()
            state.coasters[top.index].remove(v)
            seat.white.append(v)
            seat.white.sort()
        case A.Plan(white=white, value=v, space=space, boost=boost):
            dice = seat.white if white else seat.colour
            dice.remove(v)
            seat.boosts -= boost
            seat.placed.append(Placed(white, v, boost, space))
            if not _can_plan(seat):
                _planning_done(state, player, log)
        case A.FinishPlanning():
            _planning_done(state, player, log)
        case A.Juggle(white=white, value=v, to=to):
            dice = seat.white if white else seat.colour
            dice.remove(v)
            dice.append(to)
            dice.sort()
            seat.dice.remove(v)
            seat.dice.append(to)
            seat.dice.sort()
            seat.schnapps -= 1
            if not _can_plan(seat):
                _planning_done(state, player, log)
            log.append(LogEntry(f"{name(player)}'s Juggler turns a {v} into a {to}"))
        case A.Use(space=space):
            _use(state, player, space, log)
        case A.BuyCard(card=kind):
            seat.thalers -= C.tavern_cost[kind]
            seat.bought.append(kind)
            state.piles[kind] -= 1
            seat.deck.append(TAVERN.index(kind))
            seat.known += 1
            log.append(LogEntry(f"{name(player)} buys a {C.tavern_name[kind]}"))
        case A.Upgrade(tile=tile, returned=returned):
            up = C.upgrades[tile]
            seat.thalers -= max(0, up.cost - returned * up.discount)
            for _ in range(returned):
                seat.areas.remove(TAVERN.index(up.card))
                state.piles[up.card] += 1
            _upgrade(state, player, tile, log, noble=True)
        case A.Recruit(slot=slot):
            _recruit(state, player, slot, log)
        case A.RecruitNobles(count=count):
            seat.beer -= C.noble_beer[count - 1]
            Bn.gain_nobles(state, player, count, log)
        case A.Entertain(side=side):
            _entertain(state, player, side, log)
        case A.BardStep():
            seat.bard_steps -= 1
            Bn.move_reputation(state, player, 1, log)
        case A.CounterStep():
            seat.counter_guests -= 1
            Bn.move_monastery(state, player, 1, log)
        case A.EndServing():
            state.pending.pop()
            _end_serving(state, player, log)
        case A.Deny(table=table):
            state.pending.pop()
            Bn.deny(state, player, table, log)
        case A.NoDeny():
            state.pending.pop()
        case A.Substitute(card=kind):
            state.pending.pop()
            Bn.gain_card(state, player, kind, log)
        case A.RepChoice(take=take):
            state.pending.pop()
            if take == "schnapps":
                Bn.gain_schnapps(state, player, 1)
            else:
                state.pending.append(Pending("deny", player))
        case A.BookColumn(column=column):
            state.pending.pop()
            Bn.sign(state, player, column, log)
        case A.KeepCard(card=cid):
            state.pending.pop()
            seat.schnapps -= 1
            _take_played(seat, cid)
            seat.deck.append(cid)
            seat.known += 1
            log.append(LogEntry(f"{name(player)}'s Juggler keeps {C.card_name(cid)} on top of "
                                "the deck"))
            _close_tavern(state, player)
        case A.NoKeep():
            state.pending.pop()
            _close_tavern(state, player)
        case _:
            raise AssertionError(action)


# --- A. New Evening ------------------------------------------------------------------------------


def _new_evening(state: State, log: Log) -> None:
    state.turn += 1
    state.phase = "A"
    log.append(LogEntry(f"Turn {state.turn}: {name(state.start_player)} moves the Moon"))
    for seat in state.players:
        seat.bought = []
        seat.recruited = False
        seat.juggled = False
    kind, options = C.turn_bonus.get(state.turn, ("", ()))
    n = len(state.players)
    if state.modules >= 2:
        schnapps = (C.schnapps_m2 if state.modules == 2 else C.schnapps_m3).get(state.turn, 0)
        for p in range(n):
            Bn.gain_schnapps(state, p, schnapps)
        if schnapps:
            log.append(LogEntry(f"Everyone receives {schnapps} schnapps"))
    decisions: list[Pending] = []
    for p in order(state):
        if kind == "counter_guest":
            state.players[p].counter_guests += 1
        elif kind == "choice":
            allowed = [o for o in options if _bonus_available(state, o, n)]
            if allowed:
                decisions.append(Pending("turn_bonus", p, options=allowed))
        elif kind == "free_upgrade":
            decisions.append(Pending("free_upgrade", p, reason="turn"))
        if state.modules >= 2 and state.turn in C.entertainer_turns:
            decisions.append(Pending("entertainer", p, name=C.entertainer_turns[state.turn]))
    if kind == "counter_guest":
        log.append(LogEntry("Everyone takes a Counter Guest"))
    state.pending.extend(reversed(decisions))  # the Starting Player decides first


def _bonus_available(state: State, option: str, players: int) -> bool:
    """A card option needs a card left; with the all-modules rule, enough for every player."""
    if option == "die":
        return True
    left = len(state.three_stack) if option == "guest3" else state.piles[option]
    return left >= (players if state.all_modules_rule else 1)


def _take_turn_bonus(state: State, player: int, option: str, log: Log) -> None:
    seat = state.players[player]
    if option == "die":
        seat.colour.append(state.chance.roll(6))
        seat.colour.sort()
        log.append(LogEntry(f"{name(player)} takes a die of their colour"))
    elif option == "guest3":
        if state.three_stack:
            guest = state.three_stack.pop()
            seat.deck.append(guest)
            seat.known += 1
            log.append(LogEntry(f"{name(player)} takes a 3-beer guest"))
            if not state.three_stack:  # the last one: a deck card takes its place
                state.row[0] = state.guest_deck.pop() if state.guest_deck else -1
    else:
        Bn.gain_card(state, player, option, log)


# --- B. Arrival --------------------------------------------------------------------------------


def _base_tables(seat: Player) -> int:
    return C.start_tables + (1 if "table" in seat.upgraded else 0)


def _draw(state: State, seat: Player) -> int | None:
    if not seat.deck:
        if not seat.discard:
            return None
        seat.deck, seat.discard = seat.discard, []
        state.chance.shuffle(seat.deck)
        seat.known = 0
    seat.known = max(0, seat.known - 1)
    return seat.deck.pop()


def _arrive(state: State, player: int, log: Log) -> None:
    """Draw until every table is taken: tavern cards to their areas (a Table adds a table),
    Regulars and guests at the next free table, every Noble after the first on the Noble
    table."""
    seat = state.players[player]
    seat.tables = [[] for _ in range(_base_tables(seat))]
    seat.areas = []
    seat.noble_table = -1
    drawn = 0
    while any(not t for t in seat.tables):
        card = _draw(state, seat)
        if card is None:
            break
        drawn += 1
        kind = C.cards[card].kind
        if kind == "tavern":
            seat.areas.append(card)
            if card == TABLE:
                seat.tables.append([])
        elif kind == "noble" and seat.noble_table >= 0:
            seat.tables[seat.noble_table].append(card)
        else:
            free = next(i for i, t in enumerate(seat.tables) if not t)
            seat.tables[free].append(card)
            if kind == "noble":
                seat.noble_table = free
    log.append(LogEntry(f"{name(player)} draws {drawn} cards into the tavern"))


def _clear_tavern(seat: Player) -> None:
    seat.discard.extend(_played(seat))
    seat.tables = []
    seat.areas = []
    seat.noble_table = -1


def _arrival(state: State, log: Log) -> None:
    state.phase = "B"
    decisions = []
    for p in order(state):
        _arrive(state, p, log)
        if state.players[p].counter_guests:
            decisions.append(Pending("restart", p))
    state.pending.extend(reversed(decisions))


# --- C. Servers, D. the dice draft ---------------------------------------------------------------


def _servers(state: State, log: Log) -> None:
    for p in order(state):
        seat = state.players[p]
        servers = sum(1 for c in seat.areas if c == SERVER) + ("server" in seat.upgraded)
        dice = max(0, min(servers, C.max_colour_dice - len(seat.colour)))
        seat.colour.extend(state.chance.roll(6) for _ in range(dice))
        seat.colour.sort()
        seat.boosts = sum(1 for c in seat.areas if c == DISHWASHER) + \
            ("dishwasher" in seat.upgraded)
        seat.bard_steps = sum(1 for c in seat.areas if c == BARD)
        if dice:
            log.append(LogEntry(f"{name(p)} rolls {dice} dice of their colour: "
                                + ", ".join(map(str, seat.colour))))


def _start_draft(state: State, log: Log) -> None:
    state.phase = "D"
    state.coasters = [sorted(state.chance.roll(6) for _ in range(C.white_dice))
                      for _ in state.players]
    state.pick_round = 0
    log.append(LogEntry("The coasters are rolled: "
                        + "; ".join(f"{name(p)} {c}" for p, c in enumerate(state.coasters))))
    _queue_picks(state)


def _queue_picks(state: State) -> None:
    n = len(state.players)
    picks = [Pending("pick", p, index=(p - state.pick_round) % n) for p in order(state)]
    state.pending.extend(reversed(picks))


# --- E. Planning and F. Serving, player by player -------------------------------------------


def _juggles(seat: Player) -> bool:
    return "juggler:planning" in seat.entertainers and seat.schnapps >= 1


def _can_plan(seat: Player) -> bool:
    """Planning goes on while a die can be placed (or turned by the Juggler to fit)."""
    return bool(placements(seat)) or (_juggles(seat) and bool(seat.white or seat.colour))


def _start_serving(state: State, log: Log) -> None:
    state.phase = "F"
    state.order_index = 0
    _next_server(state, log)


def _next_server(state: State, log: Log) -> None:
    """The next player in turn order plans (E), then serves (F)."""
    if state.order_index >= len(state.players):
        _closing(state, log)
        return
    p = order(state)[state.order_index]
    seat = state.players[p]
    seat.planned = False
    seat.dice = sorted([*seat.white, *seat.colour])
    state.pending.append(Pending("serve", p))
    if _can_plan(seat):
        state.pending.append(Pending("plan", p))
    else:
        _planning_done(state, p, log)


def _planning_done(state: State, player: int, log: Log) -> None:
    """Planning is over: dice that fit nowhere are not used; the Serving Phase begins with the
    thalers and beer kept from the last turn, the Barbacks' beer, and (Module 3) the
    Reputation Phase."""
    seat = state.players[player]
    if state.pending and state.pending[-1].kind == "plan":
        state.pending.pop()
    seat.planned = True
    lost = len(seat.white) + len(seat.colour)
    seat.white = []
    seat.colour = []
    if lost:
        log.append(LogEntry(f"{name(player)} has {lost} dice that fit no action space"))
    seat.thalers, seat.safe = seat.safe, 0
    seat.beer, seat.storage = seat.storage, 0
    barbacks = sum(1 for c in seat.areas if c == BARBACK)
    if barbacks:
        seat.beer += barbacks
        log.append(LogEntry(f"{name(player)}'s Barbacks bring {barbacks} beer"))
    if state.modules >= 3:  # the Reputation Phase, before the first action
        thalers, beer = planned_yield(seat)
        steps = min(thalers, beer)
        if steps:
            Bn.move_reputation(state, player, steps, log)


def _use(state: State, player: int, space: str, log: Log) -> None:
    seat = state.players[player]
    i = next(k for k, p in enumerate(seat.placed) if p.space == space)
    seat.placed.pop(i)
    thalers, beer, steps = income(seat, space)
    seat.thalers += thalers
    seat.beer += beer
    what = [f"{thalers} thalers" if thalers else "", f"{beer} beer" if beer else "",
            f"{steps} monastery step{'s' if steps > 1 else ''}" if steps else ""]
    log.append(LogEntry(f"{name(player)} uses the die on {space}: "
                        + ", ".join(w for w in what if w)))
    if steps:
        Bn.move_monastery(state, player, steps, log)


def _upgrade(state: State, player: int, tile: str, log: Log, *, noble: bool) -> None:
    seat = state.players[player]
    seat.upgraded.append(tile)
    log.append(LogEntry(f"{name(player)} upgrades the {tile.replace('_', ' ')}"))
    if noble:
        Bn.gain_nobles(state, player, 1, log)


def _recruit(state: State, player: int, slot: int, log: Log) -> None:
    seat = state.players[player]
    guest = _display(state)[slot]
    card = C.cards[guest]
    seat.beer -= card.cost
    seat.recruited = True
    if slot == 0 and state.three_stack:
        state.three_stack.pop()
        if not state.three_stack:  # the last 3-beer guest: a deck card takes its place
            state.row[0] = state.guest_deck.pop() if state.guest_deck else -1
    else:
        state.row[slot] = state.guest_deck.pop() if state.guest_deck else -1
    seat.deck.append(guest)
    seat.known += 1
    log.append(LogEntry(f"{name(player)} recruits {card.name} for {card.cost} beer"))
    if state.modules >= 5:
        # the guest brings the signature tile lying on it (if any); a tile from the supply goes
        # on the guest that takes its place, while the supply lasts
        if state.signed[slot]:
            Bn.sign(state, player, C.column_of(card.cost), log, from_supply=False)
        state.signed[slot] = state.signatures > 0 and _display(state)[slot] >= 0
        if state.signed[slot]:
            state.signatures -= 1
    Bn.apply(state, player, card.bonus, log, guest=True)


def _entertain(state: State, player: int, side: str, log: Log) -> None:
    seat = state.players[player]
    kind = next(t.split(":")[0] for t in seat.entertainers if t.endswith(":" + side))
    price = C.entertainers[kind][side]
    seat.schnapps -= price["schnapps"]
    log.append(LogEntry(f"{name(player)} pays {price['schnapps']} schnapps to the {kind}"))
    if side == "thalers":
        seat.thalers += price["thalers"]
    elif side == "beer":
        seat.beer += price["beer"]
    elif side == "upgrade":
        state.pending.append(Pending("free_upgrade", player, reason="magician"))
    elif side == "service_denied":
        state.pending.append(Pending("deny", player))


def _keep_limit(seat: Player, tile: str) -> int:
    return C.keep_upgraded if tile in seat.upgraded else C.keep_normal


def _end_serving(state: State, player: int, log: Log) -> None:
    seat = state.players[player]
    seat.safe = min(seat.thalers, _keep_limit(seat, "safe"))
    seat.storage = min(seat.beer, _keep_limit(seat, "beer_storage"))
    seat.thalers = seat.beer = 0
    seat.placed = []
    seat.schnapps = min(seat.schnapps, C.max_schnapps)
    seat.bard_steps = 0
    log.append(LogEntry(f"{name(player)} ends serving: {seat.safe} thalers in the safe, "
                        f"{seat.storage} beer in storage"))
    state.order_index += 1
    _next_server(state, log)


# --- G. Closing Time -------------------------------------------------------------------------


def _closing(state: State, log: Log) -> None:
    state.phase = "G"
    decisions = []
    for p in order(state):
        seat = state.players[p]
        if "juggler:closing" in seat.entertainers and seat.schnapps >= 1 and _played(seat):
            decisions.append(Pending("keep_card", p))
        else:
            _close_tavern(state, p)
    state.pending.extend(reversed(decisions))


def _take_played(seat: Player, cid: int) -> None:
    for cards in seat.tables:
        if cid in cards:
            cards.remove(cid)
            return
    seat.areas.remove(cid)


def _close_tavern(state: State, player: int) -> None:
    seat = state.players[player]
    _clear_tavern(seat)
    seat.colour = []
    seat.white = []
    seat.dice = []
    seat.planned = False
    seat.boosts = 0


def _end_turn(state: State, log: Log) -> None:
    if state.turn >= C.turns:
        state.phase = "over"
        log.append(LogEntry("The game ends after the 8th turn"))
        return
    state.start_player = (state.start_player + 1) % len(state.players)
    log.append(LogEntry(f"The Beer Mug passes to {name(state.start_player)}"))
    _new_evening(state, log)


# --- settling automatic steps ------------------------------------------------------------------


def advance(state: State, log: Log) -> None:
    """Resolve every step that needs no decision, until a player must decide or the game ends."""
    while True:
        if state.pending:
            top = state.pending[-1]
            if top.kind == "pick" and len(set(state.coasters[top.index])) <= 1:
                _do(state, top.player, A.PickDie(state.coasters[top.index][0]), log)
                continue
            if top.kind == "deny" and not Bn.deniable(state, top.player):
                state.pending.pop()
                continue
            if top.kind in ("remove_regular", "free_upgrade") and \
                    not legal_actions(state, top.player):
                state.pending.pop()  # nothing to remove / every tile already upgraded
                continue
            return
        phase = state.phase
        if phase == "setup":
            if state.modules >= 4:
                for seat in state.players:
                    state.chance.shuffle(seat.deck)
                    seat.known = 0
            _new_evening(state, log)
        elif phase == "A":
            _arrival(state, log)
        elif phase == "B":
            _servers(state, log)
            _start_draft(state, log)
        elif phase == "D":
            state.pick_round += 1
            if state.pick_round < C.white_dice:
                _queue_picks(state)
            else:
                _start_serving(state, log)
        elif phase == "G":
            _end_turn(state, log)
        else:
            return


__all__ = ["NOBLE", "actors", "advance", "apply", "legal_actions", "setup"]
