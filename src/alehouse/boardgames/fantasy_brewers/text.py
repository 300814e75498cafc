"""Words for people: action labels, and the view drawn as text for terminals (the names of
seats, pawns, cards and action spaces are in words.py)."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.words import joined, plural

from . import actions as A
from .board import BASE_OF, door_space, placing, sell_price
from .content import CONTENT, SpaceAction
from .decisions import PlaceWorkerPawn, TakeActions
from .state import State
from .words import (
    PART_NAMES,
    card_name,
    card_text,
    good_count,
    space_text,
    worker_name,
)


def _brewmasters(a: A.Buy | A.Hire | A.Upkeep) -> str:
    used = [f"{n} for {r}" for n, r in ((a.bm_grain, "Grain"), (a.bm_beer, "Beer"),
                                          (a.bm_strength, "Strength")) if n]
    return f", Brewmaster pays {', '.join(used)}" if used else ""


def label(state: State | None, action: Action) -> str:
    """The label of `action` for people (with the state, it names what the space offers)."""
    top = state.pending[-1] if state is not None and state.pending else None
    part = getattr(action, "part", "")
    sa: SpaceAction | None = None
    if state is not None and part and isinstance(top, TakeActions) and top.space >= 0:
        sa = door_space(state, top.door, top.space).part(part)
    where = f" ({PART_NAMES[part]})" if part else ""
    match action:
        case A.PlaceWorker(location=loc):
            target = "the Tavern" if loc == "tavern" else f"Door {loc}"
            if state is not None and isinstance(top, PlaceWorkerPawn):
                _, size = placing(state)
                return f"Place {worker_name(size)} at {target}"
            return f"Place a worker at {target}"
        case A.PayProtection():
            return "Pay 1 coin of Protection Money (stay in the queue)"
        case A.RefuseProtection():
            return "Refuse to pay (move to the back of the queue)"
        case A.ChooseSpace(space=s):
            if state is not None and isinstance(top, TakeActions):
                return f"Take space {s}: {space_text(door_space(state, top.door, s - 1))}"
            return f"Take space {s}"
        case A.Earn():
            return f"Earn 1 coin{where}"
        case A.FlipAssistants():
            n = sa.count if sa else 1
            return f"Turn up to {n} face-down Assistant{'s' if n > 1 else ''} face-up{where}"
        case A.Festival():
            return f"Prepare for the Orctober Fest: turn a Festival token white{where}"
        case A.Buy():
            if sa is None or sa.kind != "buy":
                return f"Buy a Good{_brewmasters(action)}{where}"
            good = CONTENT.goods[sa.good].title
            return f"Buy a {good} for {sa.cost.text()}{_brewmasters(action)}{where}"
        case A.Hire(assistant=who):
            cost = sa.cost.text() if sa else ""
            return (f"Hire a {CONTENT.assistant_title[who]} for {cost}"
                    f"{_brewmasters(action)}{where}")
        case A.Build(card=card):
            kind = CONTENT.building_type(card)
            return (f"Build {card_name(card)} for {CONTENT.building_types[kind].cost} coins"
                    f" ({card_text(card)}){where}")
        case A.Decorate(card=card):
            return f"Decorate {card_name(card)} for {CONTENT.decorate_cost} coins{where}"
        case A.Sell(good=good, small=small, large=large):
            parts = []
            if small:
                parts.append(good_count(good, small))
            if large:  # the large side of an animal, the brewed side of Hops or Peat
                base = BASE_OF[good]
                parts.append(good_count(CONTENT.goods[base].flipped if good == base else good,
                                        large))
            price = sell_price(good, small, large)
            return f"Sell {' and '.join(parts)} for {plural(price, 'coin')}{where}"
        case A.EarnAcclaim(acclaim=acc):
            a = CONTENT.acclaims[acc]
            return f"Earn Acclaim: {a.title} ({a.vp} VP){where}"
        case A.EndTurn():
            return "End the turn (1 coin for each action not done)"
        case A.Flip(assistant=who):
            return f"Turn a face-down {CONTENT.assistant_title[who]} face-up"
        case A.FlipGood(good=good):
            flipped = CONTENT.goods[good].flipped_title
            return f"Turn a {CONTENT.goods[good].title} card over to {flipped}"
        case A.Upkeep(feed_cow=c, feed_goat=g, feed_pig=p):
            fed = [f"{n} {t}" for n, t in ((c, "Cow"), (g, "Goat"), (p, "Pig")) if n]
            feed = f"feed small {', '.join(fed)}" if fed else "feed no small animal"
            return f"Pay Upkeep: {feed}{_brewmasters(action)}"
    return action.label


# --- the view as text ------------------------------------------------------------------------


def _workers(ws: list[dict[str, Any]]) -> str:
    return joined([f"{w['colour']} {w['size']}" for w in ws]) or "nobody"


def _assistants(assistants: dict[str, dict[str, int]]) -> str:
    held = []
    for kind, a in assistants.items():
        total = a["up"] + a["down"]
        if total:
            down = f" ({a['down']} face-down)" if a["down"] else ""
            held.append(plural(total, CONTENT.assistant_title[kind]) + down)
    return joined(held) or "none"


def _player(p: dict[str, Any], you: int | None) -> list[str]:
    who = f"{p['colour']} (you)" if p["seat"] == you else p["colour"]
    festival = p["festival"]
    goods = joined([good_count(face, n) for face, n in p["goods"].items()]) or "none"
    lines = [f"{who}, Brewery {p['brewery']}: {plural(p['coins'], 'coin')}, "
             f"{plural(p['vp_tokens'], 'Victory Point token')}, "
             f"{plural(p['penalties'], 'Penalty token')}; Festival tokens: "
             f"{festival['white']} white, {festival['black']} black",
             f"   Assistants: {_assistants(p['assistants'])}",
             f"   Goods: {goods}"]
    if p["buildings"] or p["decorated"]:
        built = joined([card_name(c) for c in p["buildings"]]) or "none"
        decorated = joined([card_name(c) for c in p["decorated"]]) or "none"
        lines.append(f"   Buildings: {built}; Decorated: {decorated}; "
                     f"{plural(p['gold_stars'], 'Gold Star')}")
    if p["acclaims"]:
        lines.append("   Acclaims earned: "
                     + joined([CONTENT.acclaims[a].title for a in p["acclaims"]]))
    return lines


def render_text(view: dict[str, Any]) -> str:
    """A compact picture of a view for terminals: the Month and its Bonus for Selling, the
    doors with their spaces and queues, the Tavern, the card rows, the Earn Acclaim cards, the
    prices at Door B, and each brewery."""
    start = view["players"][view["start_player"]]["colour"]
    lines = [f"Month {view['month']} of {view['months']} ({view['level']} game), "
             f"{view['phase_name']}; Starting Player {start}",
             f"Bonus for Selling this Month: {view['selling_bonus']}",
             "Each action space: the doorway's action | the Door's action"]
    for door, d in view["doors"].items():
        side = "" if d["side"] == "fixed" else f", turned {d['side']}"
        lines.append(f"Door {door}{side}; queue: {_workers(d['queue'])}")
        for s in d["spaces"]:
            taken = s["taken_by"]
            who = f"  (taken by {view['players'][taken]['colour']})" if taken is not None else ""
            lines.append(f"   {s['space']}. {s['actions']}{who}")
    lines.append(f"Tavern: {_workers(view['tavern'])}")
    lines.append(f"Sell prices (Door B), small or unbrewed side, then large or brewed side: "
                 f"{view['sell_prices']}")
    lines.append("Extensions: " + "; ".join(c["text"] for c in view["extension_row"]))
    lines.append("Homesteads: " + "; ".join(c["text"] for c in view["homestead_row"]))
    lines.append("Earn Acclaim (each once per player): "
                 + "; ".join(a["text"] for a in view["acclaims"]))
    decks = view["decks"]
    supply = view["supply"]
    lines.append(f"Decks: {plural(decks['extensions'], 'Extension')}, "
                 f"{plural(decks['homesteads'], 'Homestead')}, "
                 f"{plural(decks['statues'], 'Statue')}; Supply: "
                 + joined([good_count(g, n) for g, n in supply["goods"].items()]) + "; "
                 + joined([plural(n, CONTENT.assistant_title[a])
                           for a, n in supply["assistants"].items()]))
    for p in view["players"]:
        lines.append("")
        lines.extend(_player(p, view.get("you")))
    d = view.get("decision")
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']} ({d['section']})")
    return "\n".join(lines)
