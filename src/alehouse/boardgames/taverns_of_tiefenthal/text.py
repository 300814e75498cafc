"""Words and pictures for people: action labels, the groups long lists are narrowed by, and the
view as text for terminals. The vocabulary is words.py's."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action

from . import actions as A
from .board import display, keep_limit
from .content import CONTENT, REGULAR_1, REGULAR_2, SEATS
from .decisions import UpgradeForFree
from .planning import income
from .state import State
from .words import (
    ENTERTAINER_NAMES,
    SIDE_TEXTS,
    TILE_NAMES,
    amount,
    beer,
    bonus_text,
    card_name,
    card_text,
    column_name,
    die_text,
    gains_text,
    guest_details,
    joined,
    monastery_bonus_text,
    plural,
    schnapps,
    space_name,
    spaces_rules,
    start_card_text,
    table_text,
    tavern_cards,
    thalers,
    track_text,
    use_text,
)

C = CONTENT


def _actor(state: State | None) -> int | None:
    """The seat the decision on top waits for (None without a state)."""
    if state is None or not state.pending:
        return None
    return state.pending[-1].player


def _colour(who: int | None) -> str | None:
    return SEATS[who] if who is not None else None


def _entertainer(side: str) -> str:
    """The Entertainer Tile that has `side` (each side belongs to one tile)."""
    return next(name for name, sides in C.entertainers.items() if side in sides)


def _seated(state: State, who: int, table: int) -> list[int]:
    """The cards at `who`'s table number `table` ([] when there is no such table)."""
    tables = state.players[who].tables
    return tables[table] if 0 <= table < len(tables) else []


def _gives(state: State | None, who: int | None, space: str) -> str:
    """What a die on an action space gives, after a colon: ": Regular, pays 2 Thalers", ": 1
    space on the Monastery Track" ("" without a state, or for a table with no card)."""
    if state is None or who is None:
        return ""
    seat = state.players[who]
    if space.startswith("table"):
        cards = _seated(state, who, int(space[5:]))
        if not cards:
            return ""
        who_sits = plural(len(cards), "Noble") if len(cards) > 1 else card_name(cards[-1])
        return f": {who_sits}, pays {thalers(C.cards[cards[-1]].pays)}"
    return f": {gains_text(income(seat, space))}"


def _end_serving(state: State | None, who: int | None) -> str:
    """What ending the Serving Phase keeps and loses."""
    if state is None or who is None:
        return "End your Serving Phase (keep Thalers in the Safe and Beer in the Beer Storage)"
    seat = state.players[who]
    safe = min(seat.thalers, keep_limit(seat, "safe"))
    storage = min(seat.beer, keep_limit(seat, "beer_storage"))
    lost = [thalers(seat.thalers - safe) if seat.thalers > safe else "",
            beer(seat.beer - storage) if seat.beer > storage else ""]
    gone = [x for x in lost if x]
    return (f"End your Serving Phase: keep {thalers(safe)} in the Safe and {beer(storage)} in "
            "the Beer Storage" + (f" ({joined(gone)} lost)" if gone else ""))


def _recruit(state: State | None, slot: int) -> str:
    if state is None:
        return "Recruit a Guest from the display"
    g = display(state)[slot]
    if g < 0:
        return "Recruit a Guest from the display"
    where = "from the 3-Beer stack" if slot == 0 and state.three_stack else "from the display"
    signed = " (with its Signature Tile)" if state.modules >= 5 and state.signed[slot] else ""
    return (f"Recruit the {card_name(g)} {where} for {beer(C.cards[g].cost)}{signed}: "
            f"{guest_details(g)}")


def _book_column(state: State | None, who: int | None, column: int) -> str:
    text = f"Place the Signature Tile in the {column_name(column)} column of your Guest Book"
    if state is None or who is None:
        return text
    row = state.players[who].book[column]
    if row >= len(C.book_rows):
        return text + " (full: the tile is forfeited)"
    bonus = bonus_text(C.book_rows[row][column])
    return text + (f" (bonus: {bonus})" if bonus else " (no bonus)")


def group_label(state: State | None, action: Action) -> str | None:
    """Long lists narrow by the die placed (then where), and in Serving Phase F by the kind of
    action (a die removed, a Tavern Card bought, an upgrade, a Guest recruited, Nobles)."""
    who = _actor(state)
    match action:
        case A.Plan(white=w, value=v):
            return f"Place {die_text(w, v, _colour(who))}"
        case A.Juggle(white=w, value=v):
            return f"Juggler ({schnapps(1)}): turn {die_text(w, v, _colour(who))}"
        case A.Use():
            return "Remove a die from an action space"
        case A.BuyCard():
            return "Buy a Tavern Card"
        case A.Upgrade():
            return "Upgrade an area of your Tavern"
        case A.Recruit():
            return "Recruit a Guest"
        case A.RecruitNobles():
            return "Recruit Nobles"
    return None


def label(state: State | None, action: Action, player: int | None = None) -> str:
    who = player if player is not None else _actor(state)
    match action:
        case A.ChooseStartCard(card=c):
            return start_card_text(c)
        case A.RemoveRegular(die=d):
            return f"Remove a {table_text([REGULAR_1 if d == 1 else REGULAR_2])} from your deck"
        case A.TakeBonus(option="guest3"):
            if state is not None and state.three_stack:
                return (f"Take the {card_text(state.three_stack[-1])} from the 3-Beer stack "
                        "onto your deck")
            return "Take a 3-Beer Guest onto your deck"
        case A.TakeBonus(option="die"):
            return "Take a die of your colour and roll it"
        case A.TakeBonus(option=o):
            return f"Take a {C.tavern_name[o]} onto your deck"
        case A.EntertainerSide(side=side):
            name = _entertainer(side)
            price = schnapps(C.entertainers[name][side]["schnapps"])
            return f"Place the {ENTERTAINER_NAMES[name]} with this side up: {price}, " \
                   f"{SIDE_TEXTS[side]}"
        case A.FreeUpgrade(tile=t):
            top = state.pending[-1] if state is not None and state.pending else None
            if isinstance(top, UpgradeForFree) and top.magician:
                return f"Upgrade the {TILE_NAMES[t]} (+1 Noble)"
            return f"Upgrade the {TILE_NAMES[t]} for free"
        case A.UseCounterGuest():
            return ("Use a Counter Guest: discard every card drawn this phase and fill your "
                    "tavern again")
        case A.KeepTavern():
            return "Keep your tavern as it is"
        case A.PickDie(value=v):
            return f"Take a white {v}"
        case A.Plan(white=w, value=v, space=s, boost=b):
            boost = f" with {tavern_cards(b, 'dishwasher')} (counts as {v + b})" if b else ""
            return (f"Place {die_text(w, v, _colour(who))} on {space_name(s)}{boost}"
                    f"{_gives(state, who, s)}")
        case A.FinishPlanning():
            return "Finish planning (the dice left fit no action space)"
        case A.Juggle(white=w, value=v, to=t):
            return f"Juggler ({schnapps(1)}): turn {die_text(w, v, _colour(who))} into a {t}"
        case A.Use(space=s):
            if state is not None and who is not None and (
                    not s.startswith("table") or _seated(state, who, int(s[5:]))):
                seat = state.players[who]
                return use_text(seat.tables, s, income(seat, s), label=True)
            return f"Remove the die from {space_name(s)}"
        case A.BuyCard(card=k):
            return f"Buy a {C.tavern_name[k]} for {thalers(C.tavern_cost[k])}"
        case A.Upgrade(tile=t, returned=r):
            up = C.upgrades[t]
            cost = max(0, up.cost - r * up.discount)
            if r and not up.card:
                back = f", returning {plural(r, 'card')} (the {TILE_NAMES[t]} takes none back)"
            else:
                back = f", returning {tavern_cards(r, up.card)} (Special Offer!)" if r else ""
            return f"Upgrade the {TILE_NAMES[t]} for {thalers(cost)}{back} (+1 Noble)"
        case A.Recruit(slot=slot):
            return _recruit(state, slot)
        case A.RecruitNobles(count=n):
            return f"Recruit {amount(n, 'noble')} for {beer(C.noble_beer[n - 1])}"
        case A.Entertain(side=side):
            name = _entertainer(side)
            price = schnapps(C.entertainers[name][side]["schnapps"])
            return f"Pay the {ENTERTAINER_NAMES[name]} {price}: {SIDE_TEXTS[side]}"
        case A.BardStep():
            return f"Bard: move {amount(1, 'reputation')}"
        case A.CounterStep():
            return f"Use a Counter Guest: move {amount(1, 'monastery')}"
        case A.EndServing():
            return _end_serving(state, who)
        case A.Deny(table=t):
            if state is not None and who is not None and _seated(state, who, t):
                cards = _seated(state, who, t)
                return (f"Service Denied!: remove the {table_text(cards)} at table {t + 1} from "
                        "the game")
            return f"Service Denied!: remove the guest at table {t + 1} from the game"
        case A.NoDeny():
            return "Remove no Guest"
        case A.Substitute(card=k):
            return f"Take a {C.tavern_name[k]} instead"
        case A.RepChoice(take=t):
            if t == "schnapps":
                return f"Take {schnapps(1)}"
            return "Remove a Guest from your tavern (Service Denied!)"
        case A.BookColumn(column=c):
            return _book_column(state, who, c)
        case A.KeepCard(card=c):
            return f"Juggler ({schnapps(1)}): keep the {card_text(c)} on top of your deck"
        case A.NoKeep():
            return "Discard every card played this turn"
    return action.label


# --- the view as text --------------------------------------------------------------------------


def _header(view: dict[str, Any]) -> list[str]:
    """The turn, the phase, the Beer Mug and what the Moon brings next."""
    turn = f"Turn {view['turn']} of {view['turns']}, " if view["turn"] else ""
    lines = [f"{turn}{view['phase_name']} ({view['modules_name']})",
             f"Beer Mug: {view['turn_order'][0]} (turn order {joined(view['turn_order'])})"]
    if view["next_turn_bonus"]:
        lines.append(f"Turn Track, turn {view['turn'] + 1}: {view['next_turn_bonus']}")
    return lines


def _supply(view: dict[str, Any]) -> list[str]:
    """The Tavern Cards with their costs, the Nobles, the tracks and the guest display."""
    piles = [f"{view['tavern_card_names'][k]} {n} ({view['tavern_card_costs'][k]})"
             if n else f"{view['tavern_card_names'][k]} none left"
             for k, n in view["tavern_cards"].items() if k != "bard" or view["modules"] >= 3]
    lines = [f"Tavern Cards (cost in Thalers): {', '.join(piles)}",
             f"Action spaces: {spaces_rules()}",
             f"Nobles: {view['nobles']} left (1, 2 or 3 for "
             f"{', '.join(map(str, C.noble_beer[:-1]))} or {C.noble_beer[-1]} Beers)",
             f"Monastery Track bonuses (spaces 0-{C.monastery_top}): {monastery_bonus_text()}"]
    if view["modules"] >= 3:
        lines.append(f"Reputation Track: {track_text(view['modules'])}")
    if view["modules"] >= 5:
        lines.append(f"Signature Tiles in the supply: {view['signatures']}")
    lines.append(f"Guest display (Guest deck: {plural(view['guest_deck'], 'card')}):")
    for g in view["guests"]:
        if g["text"] is None:
            continue
        stack = (f"3-Beer stack ({plural(view['three_beer_stack'], 'card')}), top: "
                 if g["slot"] == 0 and view["three_beer_stack"] else "")
        signed = "; a Signature Tile on it" if g.get("signature") else ""
        lines.append(f"   {stack}{g['text']}{signed}")
    if view["start_cards_text"] and view["turn"] == 0:
        lines.append("Start Cards revealed:")
        lines.extend(f"   {s}" for s in view["start_cards_text"])
    if view["coasters"]:
        lines.append("Dice Coasters: " + "; ".join(
            f"in front of {holder}: {', '.join(map(str, dice)) if dice else 'empty'}"
            for holder, dice in zip(view["coaster_holders"], view["coasters"], strict=True)))
    return lines


def _tavern(view: dict[str, Any], p: dict[str, Any]) -> list[str]:
    """One player's tavern, counters and tracks."""
    you = " (you)" if p["seat"] == view.get("you") else ""
    money = [f"{thalers(p['thalers'])} (Safe: {p['safe']}, up to {p['safe_keeps']})",
             f"{beer(p['beer'])} (Beer Storage: {p['beer_storage']}, up to "
             f"{p['beer_storage_keeps']})"]
    if "schnapps" in p:
        money.append(schnapps(p["schnapps"]))
    if p["counter_guests"]:
        money.append(amount(p["counter_guests"], "counter_guest"))
    lines = [f"{p['colour']}{you}: {', '.join(money)}"]
    tracks = f"   Monastery Track: space {p['monastery']}"
    if "reputation_text" in p:
        tracks += f"; Reputation Track: {p['reputation_text']}"
    if p.get("start_card_text"):
        tracks += f"; Start Card {p['start_card']}"
    lines.append(tracks)
    top = f" (known on top: {', '.join(p['deck_top_text'])})" if p["deck_top_text"] else ""
    lines.append(f"   Draw deck {plural(p['deck'], 'card')}{top}; discard pile: "
                 f"{p['discard_text']}")
    planned = list(zip(p["planned"], p["planned_text"], strict=True))
    on = {x["space"]: said["die"] for x, said in planned}
    for i, t in enumerate(p["tables_text"]):
        die = on.get(f"table{i}")
        lines.append(f"   Table {i + 1}: {t}" + (f"; die planned: {die}" if die else ""))
    lines.append(f"   Tavern Cards drawn: {p['areas_text']}")
    lines.append("   Each die gives: " + "; ".join(p["action_spaces_text"]))
    others = [f"{said['die']} on {said['on']}" for x, said in planned
              if not x["space"].startswith("table")]
    if others:
        lines.append(f"   Planned: {'; '.join(others)}")
    if p["upgraded_names"]:
        lines.append(f"   Upgraded: {', '.join(p['upgraded_names'])}")
    if p.get("entertainers"):
        lines.append("   Entertainers: " + "; ".join(e["text"] for e in p["entertainers"]))
    below = [f"white {', '.join(map(str, p['white_dice']))}" if p["white_dice"] else "",
             f"{p['colour']} {', '.join(map(str, p['colour_dice']))}" if p["colour_dice"]
             else ""]
    below = [b for b in below if b]
    washers = f"; Dishwashers left: {p['dishwashers_left']}" if p["dishwashers_left"] else ""
    if below or washers:
        lines.append(f"   Dice below the board: {'; '.join(below) or 'none'}{washers}")
    if p.get("guest_book_text"):
        lines.append("   Guest Book (Signature Tiles by column): "
                     + "; ".join(p["guest_book_text"]))
    return lines


def render_text(view: dict[str, Any]) -> str:
    lines = _header(view) + _supply(view)
    for p in view["players"]:
        lines.append("")
        lines.extend(_tavern(view, p))
    d = view.get("decision")
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}")
    return "\n".join(lines)

