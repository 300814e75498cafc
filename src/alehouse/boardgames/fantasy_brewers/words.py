"""Words for people shared by the log, the decisions' sentences, the view and the labels: the
seats' colours, the Worker pawns, the building cards and the action spaces as printed.

No rules here and nothing of the state.
"""

from __future__ import annotations

from .board import SEATS
from .content import CONTENT, Space, SpaceAction
from .state import SEASONAL

__all__ = ["SEATS", "SIZE_NAMES", "action_text", "card_name", "card_text", "own_worker",
           "space_text", "worker_kind", "worker_name"]

SIZE_NAMES = {1: "small", 2: "medium", 3: "large", SEASONAL: "Seasonal"}


def worker_name(size: int) -> str:
    """"the small worker", "the Seasonal Worker"."""
    return "the Seasonal Worker" if size == SEASONAL else f"the {SIZE_NAMES[size]} worker"


def own_worker(size: int) -> str:
    """"their small worker", "the Seasonal Worker" (for sentences about its owner)."""
    return "the Seasonal Worker" if size == SEASONAL else f"their {SIZE_NAMES[size]} worker"


def worker_kind(size: int) -> str:
    """The pawn's size as views show it: small, medium, large or seasonal."""
    return "seasonal" if size == SEASONAL else SIZE_NAMES[size]


def card_name(card: str) -> str:
    if card == "S":
        return "a Statue"
    kind = CONTENT.building_type(card)
    if kind == "extension":
        return f"Extension {card}"
    return f"Homestead {card}"


def card_text(card: str) -> str:
    """What a building card does, for people."""
    if card == "S":
        t = CONTENT.building_types["statue"]
        return f"Statue: {t.vp} VP, decorated {t.decorated_vp} VP"
    if card[0] == "E":
        e = CONTENT.extensions[card]
        gains = [f"{e.coins} coin" if e.coins else "", f"turn up {e.flip} Assistant(s)"
                 if e.flip else "", f"{e.vp} VP token" if e.vp else "",
                 "turn a Festival token white" if e.festival else ""]
        star = " (Gold Star)" if e.star else ""
        after = "Building or Decorating" if e.after == "build" else f"{e.after}ing".replace(
            "buying", "buying a Good").replace("hireing", "hiring an Assistant").replace(
            "selling", "selling").replace("acclaiming", "Earning Acclaim")
        return f"{card}: after {after}, {', '.join(g for g in gains if g)}{star}"
    h = CONTENT.homesteads[card]
    per = h.per.replace("_", " ")
    return f"{card}: {h.points:g} VP per {per} at the end"


def action_text(sa: SpaceAction) -> str:
    """One half of an action space, as printed."""
    cost = f" ({sa.cost.text()})" if sa.kind in ("buy", "hire") else ""
    if sa.kind == "earn":
        return "Earn 1 coin"
    if sa.kind == "flip":
        return f"Turn up to {sa.count} Assistant{'s' if sa.count > 1 else ''} face-up"
    if sa.kind == "festival":
        return "Prepare for the Orctober Fest"
    if sa.kind == "buy":
        return f"Buy a {CONTENT.goods[sa.good].title}{cost}"
    if sa.kind == "hire":
        who = "any Assistant" if sa.assistant == "any" else CONTENT.assistant_title[sa.assistant]
        return f"Hire {who}{cost}"
    if sa.kind == "build":
        return "Build or Decorate"
    if sa.kind == "sell":
        return "Sell"
    return "Earn Acclaim"


def space_text(space: Space) -> str:
    return f"{action_text(space.doorway)} | {action_text(space.door)}"
