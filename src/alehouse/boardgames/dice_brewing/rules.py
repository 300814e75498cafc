"""Dice Brewing rules: setup, whose decision it is, legal actions, applying them, the end.

Pure functions over `State` (no I/O). A round is four phases in the established order (clockwise
from the holder of the season/priority token): 1 rolling and arranging dice (a token window,
then turns until everyone has passed), 2 purchasing, 3 brewing (a token window, then brewing
turns until a whole round of turns brews nothing), 4 tidying the workplace. `advance` settles
everything that needs no decision.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.game import Log, LogEntry

from . import actions as A
from . import board as B
from . import dice as D
from . import tokens as T
from .brewing import can_brew, die_choices, recipe_at, usable_dice
from .content import CONTENT, DICE, INGREDIENTS, TOKENS
from .state import Die, Pending, Player, State

C = CONTENT
name = B.name


# --- setup ---------------------------------------------------------------------------------


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    seats = []
    piles = dict(C.dice_count)
    for _ in range(players):
        pool: list[Die] = []
        for colour in C.start_pool:
            piles[colour] -= 1
            D.add(pool, Die(colour, 1))
        seats.append(Player(gold=C.start_gold, mastery=C.start_mastery, pool=pool,
                            storage=[], seeds=C.start_seeds, ingredients=[], tokens=[],
                            brewed=[], board={}, blocked_buildings=[], market_die=None))
    deck = list(C.recipes)
    if options["mode"] == "standard":
        row = list(C.starting_recipes[players])
        deck = [r for r in deck if r not in row]
        chance.shuffle(deck)
    else:
        chance.shuffle(deck)
        row = [deck.pop() for _ in range(C.display[players])]
    start = chance.below(players)  # "each player rolls a die; the highest starts"
    state = State(
        chance=chance, players=seats, mode=options["mode"],
        unlucky_roll=options["unlucky_roll"], hidden_tokens=options["hidden_tokens"],
        round=1, summer=False, priority=start, phase="arrange", order_index=0, quiet=0,
        window=True, piles=piles, seed_pile=C.seed_count - players * C.start_seeds,
        market={i: C.market_stock for i in INGREDIENTS},
        black_market={t: C.token_stock for t in TOKENS},
        tokens_out={t: 0 for t in TOKENS}, deck=deck, row=row, blocked_recipes=[],
        field_users={f: 0 for f in C.field_ids}, brewed_total=0, pending=[])
    log.append(LogEntry(f"{name(start)} starts with the season/priority token (winter)"))
    _start_round(state, log)
    advance(state, log)
    return state


def _start_round(state: State, log: Log) -> None:
    """Phase 1, first part: everyone rolls their active pool."""
    state.phase = "arrange"
    state.window = True
    state.order_index = 0
    state.quiet = 0
    for p in order(state):
        seat = state.players[p]
        seat.pool = sorted((D.roll(state.chance, d.colour) for d in seat.pool), key=D.key)
        rolled = ", ".join(f"{d.colour} {d.value}" for d in seat.pool) or "nothing"
        log.append(LogEntry(f"{name(p)} rolls: {rolled}"))


def order(state: State) -> list[int]:
    """The established order: clockwise from the season/priority token."""
    n = len(state.players)
    return [(state.priority + k) % n for k in range(n)]


def current(state: State) -> int:
    return (state.priority + state.order_index) % len(state.players)


# --- whose decision --------------------------------------------------------------------------


def actors(state: State) -> tuple[int, ...]:
    if state.phase == "over" or not state.pending:
        return ()
    return (state.pending[-1].player,)


# --- legal actions -----------------------------------------------------------------------------


def legal_actions(state: State, player: int) -> list[Action]:
    if player not in actors(state):
        return []
    top = state.pending[-1]
    seat = state.players[player]
    kind = top.kind
    out: list[Action] = []
    if kind == "window":
        out.extend(_stores(seat) if state.phase == "arrange" else [])
        out.extend(T.token_actions(state, player, state.phase))
        out.append(A.Pass())
    elif kind == "turn":
        if top.count < 2:
            for fid, source, colour, value in B.place_options(state, player):
                if source == "seed":
                    out.append(A.PlaceSeed(fid))
                else:
                    out.append(A.PlaceDie(fid, source, colour, value))
            out.extend(A.SpeedUp(f, s, v) for f, s, v in B.speed_options(state, player))
        out.extend(_stores(seat))
        out.extend(T.token_actions(state, player, ""))
        out.append(A.EndTurn() if top.count else A.Pass())
    elif kind == "purchase":
        out.extend(_purchases(state, player))
        out.extend(_stores(seat))
        out.extend(T.token_actions(state, player, ""))
        out.append(A.EndTurn())
    elif kind == "reroll":
        out.extend(A.SelectReroll(s, c, v) for s, c, v in _reroll_choices(seat, top))
        out.append(A.Reroll())
    elif kind == "pile":
        if not top.colour:
            out.extend(A.PileColour(c) for c in _pile_colours(state, seat))
        else:
            out.extend(_swaps(seat, top))
            out.append(A.Keep())
    elif kind == "brew_turn":
        out.extend(A.Brew(slot) for slot in _brewable(state, player))
        out.append(A.Pass())
    elif kind == "brew":
        out.extend(_brew_steps(state, seat, top))
    elif kind == "reward":
        if top.colour == "token":
            out.extend(A.TakeToken(t) for t in TOKENS if state.black_market[t])
        else:
            out.extend(A.TakeDie(c) for c in DICE if state.piles[c])
    return out


def _stores(seat: Player) -> list[Action]:
    return [A.Store(c, v) for c, v in D.kinds(seat.pool)]


def _unlucky(state: State, seat: Player) -> int:
    """Gold left from dice showing 1 in the active pool (unlucky-roll rule), this round."""
    if not state.unlucky_roll:
        return 0
    ones = sum(1 for d in seat.pool if d.value == 1 and not d.blocked)
    return max(0, C.unlucky(ones) - seat.unlucky_used)


def _purchases(state: State, player: int) -> list[Action]:
    seat = state.players[player]
    money = seat.gold + _unlucky(state, seat)
    out: list[Action] = []
    if state.round >= C.market_opens and not seat.bought_ingredient:
        blues = [(s, v) for s, dice in (("pool", seat.pool), ("storage", seat.storage))
                 for c, v in D.kinds(dice) if c == "blue"]
        for ing in INGREDIENTS:
            if not state.market[ing]:
                continue
            price = C.ingredient_price[ing]
            if money >= price:
                out.append(A.BuyIngredient(ing, "none", 0))
            for source, value in blues:
                cut = C.discount(ing, value)
                if cut and money >= price - cut:
                    out.append(A.BuyIngredient(ing, source, value))
    if state.round >= C.black_market_opens and not seat.bought_token:
        out.extend(A.BuyToken(t) for t in TOKENS
                   if state.black_market[t] and money >= C.token_price[t])
    return out


def _reroll_choices(seat: Player, top: Pending) -> list[tuple[str, str, int]]:
    out = []
    for source, dice in (("pool", seat.pool), ("storage", seat.storage)):
        for colour, value in D.kinds(dice, unprotected=True):
            have = sum(1 for d in dice if d.colour == colour and d.value == value
                       and not d.blocked and not d.protected)
            if top.picked.count(f"{source}:{colour}:{value}") < have:
                out.append((source, colour, value))
    return out


def _pile_colours(state: State, seat: Player) -> list[str]:
    return [c for c in ("yellow", "black", "green") if state.piles[c]
            and any(d.colour == c and not d.blocked for d in (*seat.pool, *seat.storage))]


def _swaps(seat: Player, top: Pending) -> list[Action]:
    out: list[Action] = []
    for rolled in sorted(set(top.rolled)):
        for source, dice in (("pool", seat.pool), ("storage", seat.storage)):
            for colour, value in D.kinds(dice):
                if colour == top.colour and value != rolled:
                    out.append(A.Swap(rolled, source, value))
    return out


def _brewable(state: State, player: int) -> list[int]:
    seat = state.players[player]
    out = []
    for slot, rid in enumerate(state.row):
        if rid < 0 or rid in state.blocked_recipes:
            continue
        if can_brew(seat, C.recipes[rid]):
            out.append(slot)
    return out


def _enhancements(seat: Player, top: Pending, state: State) -> list[Action]:
    recipe = recipe_at(state.row, top.slot)
    assert recipe is not None
    out: list[Action] = [A.Enhance("nothing", 0)]
    held = list(seat.ingredients)
    for need in recipe.needs:
        held.remove(top.ingredient if need == "any" else need)
    for e in recipe.enhancements:
        if e.blue:
            for v in sorted({d.value for d in usable_dice(seat) if d.colour == "blue"}):
                if v >= e.blue:
                    out.append(A.Enhance("blue", v))
        elif e.ingredient in held:
            out.append(A.Enhance(e.ingredient, 0))
    return out


def _brew_steps(state: State, seat: Player, top: Pending) -> list[Action]:
    recipe = recipe_at(state.row, top.slot)
    assert recipe is not None
    if top.stage == "":
        return [A.UseDie(v) for v in die_choices(seat, recipe, top.values)]
    if top.stage == "ingredient":
        held = list(seat.ingredients)
        for need in recipe.needs:
            if need != "any":
                held.remove(need)
        return [A.UseIngredient(i) for i in INGREDIENTS if i in held]
    return _enhancements(seat, top, state)


# --- applying actions --------------------------------------------------------------------------


def apply(state: State, player: int, action: Action, log: Log) -> None:
    """Play a legal `action` of `player`, then settle everything automatic."""
    _do(state, player, action, log)
    advance(state, log)


def _do(state: State, player: int, action: Action, log: Log) -> None:
    seat = state.players[player]
    top = state.pending[-1]
    match action:
        case A.Store(colour=colour, value=value):
            D.add(seat.storage, D.take(seat.pool, colour, value))
            log.append(LogEntry(f"{name(player)} stores a {colour} {value}"))
        case A.PlaceSeed(field=fid):
            top.count += 1
            B.place_seed(state, player, fid, log)
        case A.PlaceDie(field=fid, source=source, colour=colour, value=value):
            top.count += 1
            B.place_die(state, player, fid, source, colour, value, log)
        case A.SpeedUp(field=fid, source=source, value=value):
            top.count += 1
            B.speed_up(state, player, fid, source, value, log)
        case A.EndTurn():
            state.pending.pop()
            if top.kind == "purchase":
                state.order_index += 1
            else:
                state.order_index = (state.order_index + 1) % len(state.players)
        case A.Pass():
            _pass(state, player, top, log)
        case A.SelectReroll(source=source, colour=colour, value=value):
            top.picked.append(f"{source}:{colour}:{value}")
        case A.Reroll():
            state.pending.pop()
            _reroll(state, player, top.picked, log)
        case A.PileColour(colour=colour):
            top.colour = colour
            top.rolled = sorted(state.chance.roll(6) for _ in range(state.piles[colour]))
            log.append(LogEntry(f"{name(player)} rolls the {colour} pile: "
                                + ", ".join(map(str, top.rolled))))
        case A.Swap(rolled=rolled, source=source, value=value):
            state.pending.pop()
            dice = seat.pool if source == "pool" else seat.storage
            D.take(dice, top.colour, value)
            D.add(dice, Die(top.colour, rolled))
            log.append(LogEntry(f"{name(player)} swaps a {top.colour} {value} for a "
                                f"{top.colour} {rolled} from the pile"))
        case A.Keep():
            state.pending.pop()
        case A.BuyIngredient(ingredient=ing, blue_from=source, blue_value=blue):
            price = C.ingredient_price[ing]
            if source != "none":
                die = D.take(seat.pool if source == "pool" else seat.storage, "blue", blue)
                seat.market_die = die
                price -= C.discount(ing, blue)
            _pay(state, seat, price)
            state.market[ing] -= 1
            seat.ingredients.append(ing)
            seat.ingredients.sort()
            seat.bought_ingredient = True
            log.append(LogEntry(f"{name(player)} buys {ing.replace('_', ' ')} for {price} "
                                "gold"))
        case A.BuyToken(token=token):
            _pay(state, seat, C.token_price[token])
            state.black_market[token] -= 1
            seat.tokens.append(token)
            seat.tokens.sort()
            seat.bought_token = True
            _log_token(state, player, token, "buys", log)
        case A.Brew(slot=slot):
            state.pending.pop()
            state.quiet = 0
            state.pending.append(Pending("brew", player, slot=slot))
        case A.UseDie(value=v):
            top.values.append(v)
            recipe = recipe_at(state.row, top.slot)
            assert recipe is not None
            if len(top.values) == len(recipe.dice):
                top.stage = "ingredient" if "any" in recipe.needs else "enhance"
        case A.UseIngredient(ingredient=ing):
            top.ingredient = ing
            top.stage = "enhance"
        case A.Enhance(item=item, value=value):
            state.pending.pop()
            _brew(state, player, top, item, value, log)
        case A.TakeToken(token=token):
            state.black_market[token] -= 1
            seat.tokens.append(token)
            seat.tokens.sort()
            _log_token(state, player, token, "takes", log)
            _reward_taken(state, top)
        case A.TakeDie(colour=colour):
            state.piles[colour] -= 1
            D.add(seat.pool, D.roll(state.chance, colour))
            log.append(LogEntry(f"{name(player)} takes a {colour} die"))
            _reward_taken(state, top)
        case _:
            T.play(state, player, action, log)
            if top.kind == "window":
                state.pending.pop()
                _window_turn_over(state, played=True)


def _may_play_tokens(state: State, player: int, window: str) -> bool:
    """Whether to give the player a turn for tokens. With face-down tokens, anyone holding a
    token is asked (even if none is playable now), so whom the game waits on reveals nothing
    of their kinds."""
    if state.hidden_tokens:
        return bool(state.players[player].tokens)
    return bool(T.token_actions(state, player, window))


def _log_token(state: State, player: int, token: str, verb: str, log: Log) -> None:
    text = f"{name(player)} {verb} an action token ({C.token_name[token]})"
    if state.hidden_tokens:
        log.append(LogEntry(text, only=player, public=f"{name(player)} {verb} an action token"))
    else:
        log.append(LogEntry(text))


def _pay(state: State, seat: Player, price: int) -> None:
    """Pay with the unlucky-roll gold first (it is lost after this round), then gold."""
    unlucky = min(price, _unlucky(state, seat))
    seat.unlucky_used += unlucky
    seat.gold -= price - unlucky


def _reward_taken(state: State, top: Pending) -> None:
    top.count -= 1
    if top.count <= 0:
        state.pending.pop()


def _pass(state: State, player: int, top: Pending, log: Log) -> None:
    state.pending.pop()
    n = len(state.players)
    if top.kind == "window":
        _window_turn_over(state, played=False)
    elif top.kind == "turn":
        state.players[player].passed = True
        log.append(LogEntry(f"{name(player)} passes"))
        state.order_index = (state.order_index + 1) % n
    elif top.kind == "brew_turn":
        state.quiet += 1
        state.order_index = (state.order_index + 1) % n


def _window_turn_over(state: State, played: bool) -> None:
    state.quiet = 0 if played else state.quiet + 1
    state.order_index = (state.order_index + 1) % len(state.players)


def _reroll(state: State, player: int, picked: list[str], log: Log) -> None:
    seat = state.players[player]
    results = []
    for entry in picked:
        source, colour, value = entry.split(":")
        dice = seat.pool if source == "pool" else seat.storage
        D.take(dice, colour, int(value), unprotected=True)
        new = D.roll(state.chance, colour)
        D.add(dice, new)
        results.append(f"{colour} {value}->{new.value}")
    log.append(LogEntry(f"{name(player)} re-rolls: {', '.join(results) or 'nothing'}"))


# --- Brewing -----------------------------------------------------------------------------------


def _brew(state: State, player: int, top: Pending, item: str, value: int, log: Log) -> None:
    seat = state.players[player]
    slot = top.slot
    recipe = recipe_at(state.row, slot)
    assert recipe is not None
    for (colour, _), v in zip(recipe.dice, top.values):
        D.add(seat.pool, D.take(seat.storage, colour, v))  # used dice go to the active pool
    for need in recipe.needs:
        ing = top.ingredient if need == "any" else need
        seat.ingredients.remove(ing)
        state.market[ing] += 1
    gold, mp, tokens, dice = (recipe.reward.gold, recipe.reward.mp, recipe.reward.token,
                              recipe.reward.die)
    extra = ""
    if item != "nothing":
        e = next(e for e in recipe.enhancements
                 if (item == "blue" and e.blue) or e.ingredient == item)
        if item == "blue":
            D.add(seat.pool, D.take(seat.storage, "blue", value))
            extra = f" enhanced with a blue {value}"
        else:
            seat.ingredients.remove(item)
            state.market[item] += 1
            extra = f" enhanced with {item.replace('_', ' ')}"
        gold += e.gives.gold
        mp += e.gives.mp
        tokens += e.gives.token
        dice += e.gives.die
    seat.gold += gold
    seat.mastery += mp + C.brew_mastery
    seat.brewed.append(recipe.id)
    state.brewed_total += 1
    state.last_brew = state.round
    log.append(LogEntry(f"{name(player)} brews {recipe.name}{extra}: +{mp + C.brew_mastery} "
                        f"MP, +{gold} gold"))
    state.row[slot] = state.deck.pop() if state.deck else -1
    if state.row[slot] >= 0:
        log.append(LogEntry(f"New recipe: {C.recipes[state.row[slot]].name}"))
    state.order_index = (state.order_index + 1) % len(state.players)
    if dice:
        state.pending.append(Pending("reward", player, count=dice, colour="die"))
    if tokens:
        state.pending.append(Pending("reward", player, count=tokens, colour="token"))


# --- settling automatic steps ------------------------------------------------------------------


def advance(state: State, log: Log) -> None:
    """Resolve every step that needs no decision, until a player must decide or the game ends."""
    n = len(state.players)
    while True:
        if state.pending:
            if _auto(state, log):
                continue
            return
        if state.phase == "over":
            return
        if state.phase in ("arrange", "brew") and state.window:
            if state.quiet >= n:
                state.window = False
                state.order_index = 0
                state.quiet = 0
                continue
            p = current(state)
            if _may_play_tokens(state, p, state.phase):
                state.pending.append(Pending("window", p))
                return
            _window_turn_over(state, played=False)
            continue
        if state.phase == "arrange":
            waiting = [p for p in order(state) if not state.players[p].passed]
            if not waiting:
                _start_purchase(state, log)
                continue
            p = current(state)
            if state.players[p].passed:
                state.order_index = (state.order_index + 1) % n
                continue
            state.pending.append(Pending("turn", p))
            if legal_actions(state, p) == [A.Pass()] and not _may_play_tokens(state, p, ""):
                # nothing to do but pass
                _pass(state, p, state.pending[-1], log)
                continue
            return
        if state.phase == "purchase":
            if state.order_index >= n:
                _start_brewing(state, log)
                continue
            p = current(state)
            if _purchases(state, p) or _stores(state.players[p]) or \
                    _may_play_tokens(state, p, ""):
                state.pending.append(Pending("purchase", p))
                return
            state.order_index += 1
            continue
        if state.phase == "brew":
            if state.quiet >= n:
                _tidy_and_end_round(state, log)
                continue
            p = current(state)
            if _brewable(state, p):
                state.pending.append(Pending("brew_turn", p))
                return
            state.quiet += 1
            state.order_index = (state.order_index + 1) % n
            continue
        return


def _auto(state: State, log: Log) -> bool:
    """Settle the top decision when it has exactly one possible outcome; True if settled."""
    top = state.pending[-1]
    seat = state.players[top.player]
    if top.kind == "brew":
        recipe = recipe_at(state.row, top.slot)
        assert recipe is not None
        if top.stage == "":
            choices = die_choices(seat, recipe, top.values)
            if len(choices) == 1:
                _do(state, top.player, A.UseDie(choices[0]), log)
                return True
        elif top.stage == "ingredient":
            options = _brew_steps(state, seat, top)
            if len(options) == 1:
                _do(state, top.player, options[0], log)
                return True
        else:
            options = _enhancements(seat, top, state)
            if len(options) == 1:
                _do(state, top.player, options[0], log)
                return True
    elif top.kind == "reward":
        options = legal_actions(state, top.player)
        if not options:
            state.pending.pop()
            return True
        if len(options) == 1:
            _do(state, top.player, options[0], log)
            return True
    elif top.kind == "pile" and not top.colour:
        colours = _pile_colours(state, seat)
        if not colours:
            state.pending.pop()
            return True
    return False


def _start_purchase(state: State, log: Log) -> None:
    state.phase = "purchase"
    state.order_index = 0
    log.append(LogEntry(f"Round {state.round}: purchasing"))


def _start_brewing(state: State, log: Log) -> None:
    state.phase = "brew"
    state.window = True
    state.order_index = 0
    state.quiet = 0
    log.append(LogEntry(f"Round {state.round}: brewing beer"))


def _tidy_and_end_round(state: State, log: Log) -> None:
    log.append(LogEntry(f"Round {state.round}: tidying the workplace"))
    waiting: list[tuple[int, str]] = []
    for p in order(state):
        B.tidy(state, p, log, waiting)
    for p, colour in waiting:  # seeds that could not become dice are wasted
        log.append(LogEntry(f"{name(p)} gets no {colour} die: the pile is empty"))
    for seat in state.players:
        seat.pool = sorted((_round_over(d) for d in seat.pool), key=D.key)
        seat.storage = sorted((_round_over(d) for d in seat.storage), key=D.key)
        seat.blocked_buildings = []
        seat.bought_ingredient = seat.bought_token = seat.swapped = seat.passed = False
        seat.unlucky_used = 0
    state.blocked_recipes = []
    state.field_users = {f: 0 for f in C.field_ids}
    if state.brewed_total >= C.end_after[len(state.players)]:
        state.phase = "over"
        log.append(LogEntry(f"{state.brewed_total} recipes brewed: the game ends"))
        return
    if state.round - state.last_brew >= C.stall_rounds:
        state.phase = "over"
        log.append(LogEntry(f"{C.stall_rounds} rounds in a row without a recipe brewed: "
                            "the game ends"))
        return
    # the season/priority token passes clockwise and is flipped
    state.priority = (state.priority + 1) % len(state.players)
    state.summer = not state.summer
    log.append(LogEntry(f"{name(state.priority)} takes the season/priority token: "
                        f"{'summer' if state.summer else 'winter'}"))
    if state.summer:
        for p in order(state):
            if state.seed_pile:
                state.seed_pile -= 1
                state.players[p].seeds += 1
        log.append(LogEntry("Summer: every brewer receives a seed"))
    state.round += 1
    _start_round(state, log)


def _round_over(die: Die) -> Die:
    """Tokens under dice are removed; a raised value falls back."""
    if die.raised:
        return Die(die.colour, max(1, die.value - 1))
    if die.blocked or die.protected:
        return Die(die.colour, die.value)
    return die
