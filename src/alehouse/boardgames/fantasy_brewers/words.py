"""Words for people shared by the log, the decisions' sentences, the view and the labels: the
seats' colours, the Worker pawns, the building cards and the action spaces as printed.

No rules here and nothing of the state.
"""

from __future__ import annotations

from alehouse.core.words import joined, package_words, plural

from .board import SEATS
from .content import CONTENT, MonthBonus, Space, SpaceAction
from .state import SEASONAL

__all__ = ["PART_NAMES", "PHASE_NAMES", "SEATS", "SIZE_NAMES", "acclaim_text", "action_text",
           "card_name", "card_text", "good_count", "month_bonus_text", "own_worker",
           "requirement_text", "sell_prices_text", "space_text", "upkeep_text", "worker_kind",
           "worker_name"]

_WORDS = package_words(__package__)
PHASE_NAMES: dict[str, str] = _WORDS["phases"]
"""The phases of a Month as the rulebook heads them, by `State.phase`."""
PART_NAMES: dict[str, str] = _WORDS["parts"]
"""The two halves of an action space ("the doorway's action"), by an action's `part`."""
REQUIREMENTS: dict[str, list[str]] = _WORDS["acclaim_requirements"]
"""What an Earn Acclaim card asks to have: (singular, plural) by requirement key."""
HOMESTEAD_PER: dict[str, str] = _WORDS["homestead_per"]
"""What a Homestead scores per, by its card's key."""
GOODS: dict[str, list[str]] = _WORDS["goods"]
"""Goods cards by face: (singular, plural)."""

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
        gains = [plural(e.coins, "coin") if e.coins else "",
                 f"turn up {plural(e.flip, 'Assistant')}" if e.flip else "",
                 f"a «{e.vp}» Victory Point token" if e.vp else "",
                 "turn a Festival token white" if e.festival else ""]
        star = " (Gold Star)" if e.star else ""
        after = "Building or Decorating" if e.after == "build" else f"{e.after}ing".replace(
            "buying", "buying a Good").replace("hireing", "hiring an Assistant").replace(
            "selling", "selling").replace("acclaiming", "Earning Acclaim")
        return f"{card}: after {after}, {', '.join(g for g in gains if g)}{star}"
    h = CONTENT.homesteads[card]
    return f"{card}: {h.points:g} VP per {HOMESTEAD_PER[h.per]} at game end"


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


def good_count(face: str, count: int) -> str:
    """"1 Hops", "2 Large Goats": a number of Goods cards of one face."""
    one, many = GOODS[face]
    return plural(count, one, many)


def requirement_text(key: str, count: int) -> str:
    """One thing an Earn Acclaim card asks to have: "2 Gold Stars", "1 Grower"."""
    one, many = REQUIREMENTS[key]
    return plural(count, one, many)


def acclaim_text(acclaim: str) -> str:
    """"Rancher (3 VP): have 3 Animals"."""
    a = CONTENT.acclaims[acclaim]
    needs = joined([requirement_text(k, n) for k, n in a.requires])
    return f"{a.title} ({a.vp} VP): have {needs}"


def month_bonus_text(bonus: MonthBonus) -> str:
    """The Bonus for Selling of a Month, as the rulebook lists them."""
    if "any" in bonus.goods:
        sold = "Sell any kind of Good"
    else:
        sold = "Sell " + joined([GOODS[g][1] for g in bonus.goods], "or")
    gains = []
    if bonus.coins:
        gains.append(f"receive {plural(bonus.coins, 'additional coin')}")
    if bonus.peat:
        gains.append(f"get {plural(bonus.peat, 'Peat')} from the Supply, if available")
    if bonus.flip_good:
        gains.append("flip a Hops or Peat card (to Premium Beer or Smoked Whisky)")
    if bonus.vp_if_coins is not None:
        coins, vp = bonus.vp_if_coins
        gains.append(f"if you now have {coins} or more coins, get a «{vp}» Victory Point token")
    return f"{sold} and {joined(gains)}"


def sell_prices_text() -> str:
    """What each Good sells for, as the Door of Barn B shows: small or unbrewed side, then
    large or brewed side."""
    parts = []
    for g in CONTENT.goods.values():
        parts.append(f"{g.title} {g.sell_small}, {g.flipped_title} {g.sell_large}")
    return "; ".join(parts) + " coins each"


def upkeep_text(who: str, coins: int, turned: list[tuple[str, int]],
                fed: list[tuple[str, int]], unpaid: int, penalties: int) -> str:
    """The log line of one player's Upkeep: the coins paid, the Assistant cards turned
    face-down (by kind), the small animals fed (by kind: they grow large), and what could not
    be paid (each a Festival token turned black, or with none white a Penalty token)."""
    parts = []
    if coins:
        parts.append(f"{plural(coins, 'coin')} paid")
    down = [plural(n, CONTENT.assistant_title[a]) for a, n in turned if n]
    if down:
        parts.append(f"{joined(down)} turned face-down")
    animals = [good_count(a, n) for a, n in fed if n]
    if animals:
        grow = "it grows" if sum(n for _, n in fed) == 1 else "they grow"
        parts.append(f"{joined(animals)} fed ({grow} large)")
    if unpaid:
        black = unpaid - penalties
        lost = [plural(black, "Festival token") + (" turns" if black == 1 else " turn") + " black"
                if black else "",
                f"{plural(penalties, 'Penalty token')} (Festival tokens turn white)"
                if penalties else ""]
        parts.append(f"{unpaid} not paid: {joined([x for x in lost if x])}")
    return f"{who}'s Upkeep: " + ("; ".join(parts) if parts else "nothing to pay")
