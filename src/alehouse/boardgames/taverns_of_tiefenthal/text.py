"""Words and pictures for people: action labels and the view as text for terminals."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action

from . import actions as A
from .board import display
from .content import CONTENT
from .state import State

C = CONTENT
PHASE_NAMES = {
    "setup": "setup (start cards)", "new_evening": "A New Evening", "arrival": "B Arrival",
    "dice_draft": "D the white dice", "planning_and_serving": "E Planning and F Serving",
    "closing_time": "G Closing Time!", "over": "the game is over",
}
"""`State.phase` in the rulebook's words."""
SPACE_NAMES = {"cashbox": "the Cashbox", "barrel": "the Barrel", "monk": "the Monk",
               "brewer": "the Brewer"}


def _space(state: State | None, player: int | None, space: str) -> str:
    if space.startswith("table"):
        i = int(space[5:])
        if state is not None and player is not None:
            tables = state.players[player].tables
            if i < len(tables) and tables[i]:
                return f"table {i + 1} ({C.card_name(tables[i][-1])})"
        return f"table {i + 1}"
    return SPACE_NAMES[space]


def _actor(state: State | None) -> int | None:
    if state is None:
        return None
    if state.pending:
        return state.pending[-1].player
    return None


def label(state: State | None, action: Action, player: int | None = None) -> str:
    who = player if player is not None else _actor(state)
    match action:
        case A.ChooseStartCard(card=c):
            s = C.start_cards[c - 1]
            parts = [", ".join(s.cards)] if s.cards else []
            if s.monastery:
                parts.append(f"monastery +{s.monastery}")
            if s.remove_regulars:
                parts.append(f"remove {s.remove_regulars} Regular(s)")
            if s.schnapps:
                parts.append(f"{s.schnapps} schnapps")
            if s.upgrade:
                parts.append(f"free {s.upgrade.replace('_', ' ')} upgrade")
            if s.beer:
                parts.append(f"{s.beer} beer stored")
            return f"Start card {c}: " + "; ".join(parts)
        case A.RemoveRegular(die=d):
            return f"Remove a Regular ({d}) from your deck"
        case A.TakeBonus(option=o):
            what = {"guest3": "a 3-beer guest", "die": "a die of your colour (this turn)"}
            return f"Take {what.get(o, 'a ' + C.tavern_name.get(o, o))}"
        case A.EntertainerSide(side=side):
            return f"Place the entertainer with the {side.replace('_', ' ')} side up"
        case A.FreeUpgrade(tile=t):
            return f"Upgrade the {t.replace('_', ' ')} for free"
        case A.UseCounterGuest():
            return "Use a Counter Guest: discard what you drew and fill the tavern again"
        case A.KeepTavern():
            return "Keep the tavern as it is"
        case A.PickDie(value=v):
            return f"Take a white {v}"
        case A.Plan(white=w, value=v, space=s, boost=b):
            colour = "white" if w else "coloured"
            boost = f" with {b} Dishwasher{'s' if b > 1 else ''} (counts as {v + b})" if b else ""
            return f"Place a {colour} {v} on {_space(state, who, s)}{boost}"
        case A.FinishPlanning():
            return "Finish planning (the dice left fit nowhere)"
        case A.Juggle(white=w, value=v, to=t):
            return f"Juggler (1 schnapps): turn a {'white' if w else 'coloured'} {v} into a {t}"
        case A.Use(space=s):
            return f"Use the die on {_space(state, who, s)}"
        case A.BuyCard(card=k):
            return f"Buy a {C.tavern_name[k]} for {C.tavern_cost[k]} thalers"
        case A.Upgrade(tile=t, returned=r):
            up = C.upgrades[t]
            cost = max(0, up.cost - r * up.discount)
            if r and not up.card:
                back = f", returning {r} card{'s' if r > 1 else ''} (it takes none back)"
            elif r:
                back = f", returning {r} {C.tavern_name[up.card]} card{'s' if r > 1 else ''}"
            else:
                back = ""
            return f"Upgrade the {t.replace('_', ' ')} for {cost} thalers{back} (+1 Noble)"
        case A.Recruit(slot=slot):
            if state is not None:
                g = display(state)[slot]
                if g >= 0:
                    return f"Recruit {C.card_name(g)} for {C.cards[g].cost} beer"
            return f"Recruit the guest in slot {slot}"
        case A.RecruitNobles(count=n):
            return f"Recruit {n} Noble{'s' if n > 1 else ''} for {C.noble_beer[n - 1]} beer"
        case A.Entertain(side=side):
            return f"Pay schnapps to your entertainer: {side.replace('_', ' ')}"
        case A.BardStep():
            return "Bard: 1 step on the reputation track"
        case A.CounterStep():
            return "Use a Counter Guest: 1 step on the monastery track"
        case A.EndServing():
            return "End your Serving Phase (store thalers and beer)"
        case A.Deny(table=t):
            return f"Service Denied: remove the guest at table {t + 1}"
        case A.NoDeny():
            return "Remove no guest"
        case A.Substitute(card=k):
            return f"Take a {C.tavern_name[k]} instead"
        case A.RepChoice(take=t):
            return "Take 1 schnapps" if t == "schnapps" else "Remove a guest (Service Denied)"
        case A.BookColumn(column=c):
            beers = "/".join(map(str, C.book_columns[c]))
            return f"Sign guest-book column {c + 1} ({beers} beer)"
        case A.KeepCard(card=c):
            return f"Juggler (1 schnapps): keep {C.card_name(c)} on top of your deck"
        case A.NoKeep():
            return "Discard everything"
    return action.label


def render_text(view: dict[str, Any]) -> str:
    phase = PHASE_NAMES.get(view["phase"], view["phase"])
    lines = [f"Turn {view['turn']} of 8, phase {phase} (modules 1-{view['modules']}); "
             f"Beer Mug: {view['players'][view['start_player']]['colour']}"]
    lines.append("Tavern cards: " + ", ".join(f"{k} {n}" for k, n in
                                              view["tavern_cards"].items() if n)
                 + f"; Nobles {view['nobles']}")
    lines.append("Guests: " + "; ".join(f"[{g['slot']}] {g['card']}" for g in view["guests"]
                                        if g["card"]))
    if view["coasters"]:
        lines.append("Coasters: " + "; ".join(f"{i + 1}: {c}" for i, c in
                                              enumerate(view["coasters"])))
    for p in view["players"]:
        you = " (you)" if p["seat"] == view["you"] else ""
        lines.append("")
        extra = ""
        if "schnapps" in p:
            extra += f", schnapps {p['schnapps']}"
        if "reputation" in p:
            extra += f", reputation {p['reputation'][0]} ({p['reputation'][1]} VP)"
        lines.append(f"{p['colour']}{you}: thalers {p['thalers']} (safe {p['safe']}), beer "
                     f"{p['beer']} (storage {p['beer_storage']}), monastery {p['monastery']}, "
                     f"counter guests {p['counter_guests']}{extra}; deck {p['deck']}")
        for i, t in enumerate(p["tables"]):
            lines.append(f"   table {i + 1}: {', '.join(t) if t else '-'}")
        if p["areas"]:
            lines.append("   areas: " + ", ".join(f"{k} x{n}" for k, n in p["areas"].items()))
        if p["upgraded"]:
            lines.append("   upgraded: " + ", ".join(p["upgraded"]))
        planned = ", ".join(f"{x['die']}{'+' * x['dishwashers']}@{x['space']}"
                            for x in p["planned"])
        lines.append(f"   dice: white {p['white_dice']}, colour {p['colour_dice']}; "
                     f"planned: {planned or '-'}")
    d = view["decision"]
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}")
    return "\n".join(lines)
