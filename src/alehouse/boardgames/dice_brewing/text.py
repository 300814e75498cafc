"""Words and pictures for people: action labels and the view as text for terminals."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.words import joined, plural

from . import actions as A
from . import words as W
from .board import SEATS
from .brewing import recipe_at
from .content import CONTENT
from .decisions import (
    BrewRecipe,
    BrewTurn,
    DiceBrewingDecision,
    PileRoll,
    Purchase,
    TokenWindow,
)
from .state import State

C = CONTENT


def group_label(state: State | None, action: Action) -> str | None:
    """Long lists narrow by the field a die goes on (then the die), the field sped up (then the
    blue die), the transfers to storage (then the die) and the action token played (then on
    what)."""
    token = A.TOKEN_OF.get(type(action))
    if token is not None:
        return f"Play {W.token(token)}"
    match action:
        case A.PlaceDie(field=f):
            return f"Place a die on {W.field_text(f)}"
        case A.SpeedUp(field=f):
            return f"Speed up {W.field_name(f)} with a blue die"
        case A.Store():
            return "Transfer a die from the active pool to storage"
    return None


def label(state: State | None, action: Action) -> str:
    """The words on the button for `action` (with the state, names the recipe of a display
    place and the requirement a die fills)."""
    match action:
        case A.Store(colour=c, value=v):
            return f"Transfer your {W.die(c, v)} from the active pool to storage"
        case A.PlaceSeed(field=f):
            return f"Place a seed token on {W.field_text(f)}"
        case A.PlaceDie(field=f, source=s, colour=c, value=v):
            return f"Place your {W.die(c, v)} ({W.source(s)}) on {W.field_text(f)}"
        case A.SpeedUp(field=f, source=s, value=v):
            return (f"Speed up {W.field_name(f)} with your {W.die('blue', v)} ({W.source(s)}): "
                    "its effect at once")
        case A.EndTurn():
            return _end_turn(state)
        case A.Pass():
            return _pass(state)
        case A.SelectReroll(source=s, colour=c, value=v):
            return f"Choose your {W.die(c, v)} ({W.source(s)}) to re-roll"
        case A.Reroll():
            return "Re-roll the dice chosen"
        case A.PileColour(colour=c):
            return f"Roll the whole {c} pile"
        case A.Swap(rolled=r, source=s, value=v):
            colour = _pile_colour(state)
            return f"Swap your {colour}{v} ({W.source(s)}) for a rolled {colour}{r}"
        case A.Keep():
            return "Swap nothing: keep your dice"
        case A.BuyIngredient(ingredient=i, blue_from=s, blue_value=v):
            price = C.ingredient_price[i] - (C.discount(i, v) if s != "none" else 0)
            blue = (f", placing your {W.die('blue', v)} ({W.source(s)}) on the marketplace"
                    if s != "none" else "")
            return f"Buy {W.ingredient(i)} for {W.gold(price)}{blue}"
        case A.BuyToken(token=t):
            return f"Buy the action token {W.token(t)} for {W.gold(C.token_price[t])}"
        case A.Withdraw(target=t, colour=c, value=v):
            return (f"Play Withdraw a die: move {_whose(state, t)} {W.die(c, v)} from storage "
                    "back to the active pool")
        case A.BlockBuilding(target=t, building=b):
            return f"Play Block a building: block {_whose(state, t)} {W.building(b)} this round"
        case A.BlockDie(target=t, source=s, colour=c, value=v):
            verb = "protect" if _is_actor(state, t) else "block"
            return (f"Play Block/protect a die: {verb} {_whose(state, t)} {W.die(c, v)} "
                    f"({W.source(s)}) this round")
        case A.BlockRecipe(slot=slot):
            return (f"Play Block a recipe card: nobody may brew {_recipe_name(state, slot)} "
                    "this round")
        case A.RaiseValue(source=s, colour=c, value=v):
            return (f"Play Raise the value: raise your {W.die(c, v)} ({W.source(s)}) to {v + 1} "
                    "this round")
        case A.ExtraRoll(target=t, source=s, colour=c, value=v):
            return (f"Play Extra die roll: re-roll {_whose(state, t)} {W.die(c, v)} "
                    f"({W.source(s)})")
        case A.Brew(slot=slot):
            return f"Brew {_recipe_name(state, slot)}"
        case A.UseDie(value=v):
            return _use_die(state, v)
        case A.UseIngredient(ingredient=i):
            return f"Use {W.ingredient(i)} as the special ingredient the recipe requires"
        case A.Enhance(item=item, value=v):
            if item == "nothing":
                return "Brew without an enhancement"
            if item == "blue":
                return f"Enhance with your {W.die('blue', v)}"
            return f"Enhance with {W.ingredient(item)}"
        case A.TakeToken(token=t):
            return f"Take the action token {W.token(t)}"
        case A.TakeDie(colour=c):
            return f"Take a {c} die ({W.DIE_NAMES[c]})"
    return action.label


def _top(state: State | None) -> object:
    """The decision on top of the stack (None without a state or decision)."""
    return state.pending[-1] if state is not None and state.pending else None


def _is_actor(state: State | None, seat: int) -> bool:
    top = _top(state)
    return isinstance(top, DiceBrewingDecision) and top.player == seat


def _whose(state: State | None, seat: int) -> str:
    """"your" for the player deciding, else the seat's: "Red's"."""
    return "your" if _is_actor(state, seat) else f"{SEATS[seat]}'s"


def _pile_colour(state: State | None) -> str:
    """"green " while a pile roll's swap is chosen ("" when unknown)."""
    top = _top(state)
    return f"{top.colour} " if isinstance(top, PileRoll) and top.colour else ""


def _recipe_name(state: State | None, slot: int) -> str:
    recipe = recipe_at(state.row, slot) if state is not None else None
    return recipe.name if recipe is not None else f"the recipe in place {slot + 1}"


def _end_turn(state: State | None) -> str:
    """End of a turn that did something; the player comes back (Phase 1) or is done buying
    (Phase 2)."""
    if isinstance(_top(state), Purchase):
        return "End your Purchasing turn"
    return "End your turn (you may take another turn after the others)"


def _pass(state: State | None) -> str:
    """The rulebook's pass, with what it means at this moment."""
    top = _top(state)
    if isinstance(top, TokenWindow):
        return "Pass: play no action token now"
    if isinstance(top, BrewTurn):
        return "Pass: brew nothing this turn"
    return "Pass: place nothing more this round"


def _use_die(state: State | None, value: int) -> str:
    """A die for the brew's next required die: "Use your yellow 5 for yellow 3+"."""
    top = _top(state)
    if state is not None and isinstance(top, BrewRecipe):
        recipe = recipe_at(state.row, top.slot)
        if recipe is not None and len(top.values) < len(recipe.dice):
            colour, minimum = recipe.dice[len(top.values)]
            return f"Use your {W.die(colour, value)} for {colour} {minimum}+"
    return f"Use your die showing {value}"


def _die(d: dict[str, Any]) -> str:
    """A die of the view: "yellow 3", "black 5 (blocked)"."""
    marks = [w for w in ("blocked", "protected", "raised") if d.get(w)]
    return W.die(d["colour"], d["value"]) + (f" ({joined(marks)})" if marks else "")


def _dice(dice: list[dict[str, Any]]) -> str:
    return W.dice_list(_die(d) for d in dice)


def _recipe_lines(r: dict[str, Any]) -> list[str]:
    """A face-up recipe card: its name, basic recipe, reward and enhancements."""
    blocked = " - blocked this round" if r["blocked"] else ""
    return [f"  {r['name']} ({r['level']}){blocked}",
            f"      requires {r['requires_text']}",
            f"      reward: {r['reward_text']}, plus {W.mastery(C.brew_mastery)} for brewing",
            f"      enhance with one of: {r['enhancements_text']}"]


def _market_lines(view: dict[str, Any]) -> list[str]:
    """The marketplace and black market cards: each ware, its price and how many are left."""
    now = view["round"]
    lines = [f"Marketplace{W.opens(view['marketplace_opens'], now)}, one special ingredient a "
             "round:"]
    for w in view["marketplace_offer"]:
        cut = f" ({w['price_cut_text']})" if w["price_cut_text"] else ""
        lines.append(f"  {w['name']}: {W.gold(w['price'])}{cut}, {w['left']} left")
    lines.append(f"Black market{W.opens(view['black_market_opens'], now)}, one action token a "
                 "round:")
    lines.extend(f"  {t['name']}: {W.gold(t['price'])}, {t['left']} left"
                 for t in view["black_market_offer"])
    return lines


def _board(board: dict[str, Any]) -> list[str]:
    """The seeds and dice on a player board, building by building: "Malt House: field 1 a seed
    token, sped up with a blue 4, done; field 3 black 6"."""
    by_building: dict[str, list[tuple[int, str]]] = {}
    for use in board.values():
        item = "a seed token" if use["seed"] else (_die(use["die"]) if use["die"] else "")
        parts = [item] if item else []
        if use["speed"]:
            parts.append(f"sped up with {_die(use['speed'])}")
        if use["done"]:
            parts.append("done")
        by_building.setdefault(use["building_name"], []).append(
            (use["field_number"], f"field {use['field_number']} {', '.join(parts)}"))
    return [f"{name}: {'; '.join(text for _, text in sorted(by_building[name]))}"
            for name in W.BUILDING_NAMES if name in by_building]


def _player_lines(view: dict[str, Any], p: dict[str, Any]) -> list[str]:
    """One player's holdings as everyone at the table sees them (face-down tokens counted)."""
    you = " (you)" if p["seat"] == view["you"] else ""
    priority = ", holds the season/priority token" if p["seat"] == view["priority"] else ""
    passed = ", has passed" if p["passed"] else ""
    names = p.get("action_token_names")
    hidden = p["action_tokens"] if names is None else 0
    tokens = (f"{plural(hidden, 'action token')} face down" if hidden
              else W.counted(names or []))
    lines = [f"{p['colour']}{you}: {W.mastery(p['mastery'])}, {W.gold(p['gold'])}"
             f"{W.unlucky_gold(p['unlucky_gold'])}, {W.seeds(p['seeds'])}{priority}{passed}",
             f"   active pool: {_dice(p['active_pool'])}",
             f"   storage: {_dice(p['storage'])}",
             f"   special ingredients: {W.counted(p['ingredient_names'])}; "
             f"action tokens: {tokens}",
             f"   recipes brewed: {joined(p['brewed']) or 'none'}"]
    lines.extend(f"   player board, {line}" for line in _board(p["board"]))
    if p["blocked_building_names"]:
        lines.append(f"   blocked this round: {joined(p['blocked_building_names'])}")
    if p["marketplace_die"]:
        lines.append(f"   on the marketplace: {_die(p['marketplace_die'])}")
    return lines


def render_text(view: dict[str, Any]) -> str:
    """The table as text, for terminals: round, season and phase, the recipes on display, the
    supply and the two market cards, every player's holdings, and what the game waits for."""
    window = f" - {W.TOKEN_WINDOW}" if view["token_window"] else ""
    season = W.season(view["season"] == "summer")
    lines = [f"Round {view['round']}, {season}: {view['phase_name']}{window}",
             f"Recipes brewed: {view['brewed']} of {view['game_ends_at']}; "
             f"{plural(view['deck'], 'recipe card')} left in the deck",
             "Recipes on display:"]
    for r in view["recipes"]:
        if r.get("recipe", True) is not None:
            lines.extend(_recipe_lines(r))
    piles = view["piles"]
    lines.append("Supply: " + ", ".join(f"{piles[c]} {c}" for c in piles)
                 + f" dice; {W.seeds(view['seed_pile'])}")
    lines.append(f"Dice: {W.die_legend()}")
    lines.extend(_market_lines(view))
    for p in view["players"]:
        lines.append("")
        lines.extend(_player_lines(view, p))
    d = view["decision"]
    if d is not None:
        lines.append("")
        rolled = d.get("rolled")
        lines.append(f"Now: {d['text']}"
                     + (f" (rolled {', '.join(map(str, rolled))})" if rolled else ""))
    return "\n".join(lines)
