"""Words and pictures for people: action labels and the view as text for terminals."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action

from . import actions as A
from .board import SEATS
from .brewing import recipe_at
from .content import CONTENT
from .decisions import BrewRecipe
from .state import State

C = CONTENT


def _who(state: State | None, target: int) -> str:
    return SEATS[target]


def label(state: State | None, action: Action) -> str:
    match action:
        case A.Store(colour=c, value=v):
            return f"Store a {c} {v} (active pool -> storage)"
        case A.PlaceSeed(field=f):
            return f"Place a seed on {f} ({_field_text(f)})"
        case A.PlaceDie(field=f, source=s, colour=c, value=v):
            return f"Place a {c} {v} from your {s} on {f} ({_field_text(f)})"
        case A.SpeedUp(field=f, source=s, value=v):
            return f"Speed up {f} with a blue {v} from your {s}"
        case A.EndTurn():
            return "End your turn"
        case A.Pass():
            return "Pass"
        case A.SelectReroll(source=s, colour=c, value=v):
            return f"Choose the {c} {v} in your {s} to re-roll"
        case A.Reroll():
            return "Re-roll the dice chosen"
        case A.PileColour(colour=c):
            return f"Roll the whole {c} pile"
        case A.Swap(rolled=r, source=s, value=v):
            return f"Swap your {v} ({s}) for a rolled {r}"
        case A.Keep():
            return "Swap nothing"
        case A.BuyIngredient(ingredient=i, blue_from=s, blue_value=v):
            price = C.ingredient_price[i] - (C.discount(i, v) if s != "none" else 0)
            blue = f", placing a blue {v} from your {s}" if s != "none" else ""
            return f"Buy {i.replace('_', ' ')} for {price} gold{blue}"
        case A.BuyToken(token=t):
            return f"Buy the action token '{C.token_name[t]}' for {C.token_price[t]} gold"
        case A.Withdraw(target=t, colour=c, value=v):
            return f"Token: withdraw {_who(state, t)}'s {c} {v} from storage"
        case A.BlockBuilding(target=t, building=b):
            return f"Token: block {_who(state, t)}'s {C.building[b].name}"
        case A.BlockDie(target=t, source=s, colour=c, value=v):
            return f"Token: block/protect {_who(state, t)}'s {c} {v} ({s})"
        case A.BlockRecipe(slot=slot):
            blocked = recipe_at(state.row, slot) if state is not None else None
            return f"Token: block the recipe {blocked.name if blocked else slot}"
        case A.RaiseValue(source=s, colour=c, value=v):
            return f"Token: raise your {c} {v} ({s}) to {v + 1}"
        case A.ExtraRoll(target=t, source=s, colour=c, value=v):
            return f"Token: re-roll {_who(state, t)}'s {c} {v} ({s})"
        case A.Brew(slot=slot):
            brewed = recipe_at(state.row, slot) if state is not None else None
            return f"Brew {brewed.name}" if brewed else f"Brew recipe {slot}"
        case A.UseDie(value=v):
            top = state.pending[-1] if state is not None and state.pending else None
            if state is not None and isinstance(top, BrewRecipe):
                recipe = recipe_at(state.row, top.slot)
                if recipe is not None and len(top.values) < len(recipe.dice):
                    colour, minimum = recipe.dice[len(top.values)]
                    return f"Use a {colour} {v} (for {colour} {minimum}+)"
            return f"Use a {v}"
        case A.UseIngredient(ingredient=i):
            return f"Use {i.replace('_', ' ')} as the special ingredient"
        case A.Enhance(item=item, value=v):
            if item == "nothing":
                return "No enhancement"
            if item == "blue":
                return f"Enhance with a blue {v}"
            return f"Enhance with {item.replace('_', ' ')}"
        case A.TakeToken(token=t):
            return f"Take the action token '{C.token_name[t]}'"
        case A.TakeDie(colour=c):
            return f"Take a {c} die"
    return action.label


def _field_text(fid: str) -> str:
    f = C.field[fid]
    return {
        "gain": f"gain a {f.gain} die",
        "kiln": "kiln into a black die",
        "raise": "+1",
        "reroll": "re-roll any of your dice",
        "pile_roll": "roll a pile and swap",
        "extra_blue": "gain a blue die",
        "seeds": f"{f.seeds} seed{'s' if f.seeds > 1 else ''}",
        "coins": "gold",
    }[f.effect]


def _dice(dice: list[dict[str, Any]]) -> str:
    marks = {"blocked": "x", "protected": "!", "raised": "+"}
    out = []
    for d in dice:
        flag = "".join(m for k, m in marks.items() if d.get(k))
        out.append(f"{d['colour'][0].upper()}{d['value']}{flag}")
    return " ".join(out) or "-"


def render_text(view: dict[str, Any]) -> str:
    lines = [f"Round {view['round']} ({view['season']}), phase: {view['phase']}"
             + (" - token window" if view["token_window"] else "")
             + f"; recipes brewed {view['brewed']} of {view['game_ends_at']}"]
    for r in view["recipes"]:
        if r.get("recipe", True) is None:
            continue
        enh = "; ".join(f"{e['with']}: {e['gives']}" for e in r["enhancements"])
        needs = f" + {', '.join(r['needs'])}" if r["needs"] else ""
        lines.append(f"  [{r['slot']}] {r['name']}: {', '.join(r['dice'])}{needs} -> "
                     f"{r['reward']} (+1 MP); enhance {enh}"
                     + (" BLOCKED" if r["blocked"] else ""))
    lines.append(f"Piles: {view['piles']}, seeds {view['seed_pile']}")
    lines.append(f"Marketplace: {view['marketplace']}; black market: {view['black_market']}")
    for p in view["players"]:
        you = " (you)" if p["seat"] == view["you"] else ""
        tokens = p["action_tokens"]
        tokens = ", ".join(tokens) if isinstance(tokens, list) else f"{tokens} face down"
        lines.append("")
        lines.append(f"{p['colour']}{you}: {p['mastery']} MP, {p['gold']} gold, {p['seeds']} "
                     f"seeds; pool {_dice(p['active_pool'])}; storage {_dice(p['storage'])}")
        lines.append(f"   ingredients: {', '.join(p['ingredients']) or '-'}; tokens: "
                     f"{tokens or '-'}; brewed: {len(p['brewed'])}"
                     + ("; passed" if p["passed"] else ""))
        if p["board"]:
            used = []
            for fid, use in p["board"].items():
                item = "seed" if use["seed"] else _dice([use["die"]] if use["die"] else [])
                speed = f"+{_dice([use['speed']])}" if use["speed"] else ""
                used.append(f"{fid}:{item}{speed}{' done' if use['done'] else ''}")
            lines.append("   board: " + ", ".join(used))
    d = view["decision"]
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}"
                     + (f" (rolled {d['rolled']})" if d.get("rolled") else ""))
    return "\n".join(lines)
