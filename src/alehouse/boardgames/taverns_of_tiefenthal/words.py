"""Words for people shared by the log, the decisions' sentences, the labels, the refusals and the
view: the names of the cards, tiles, spaces, tracks and phases as the rulebook writes them
(data/words.toml and the component data), amounts with their plurals, and what a card, a bonus
or a space is, in a few words.

No rules here and nothing of the state.
"""

from __future__ import annotations

from alehouse.core.words import joined, package_words, plural

from .content import CONTENT, SEATS, SPACES, Bonus

C = CONTENT
_WORDS = package_words(__package__)
PHASE_NAMES: dict[str, str] = _WORDS["phases"]
"""The phases of a turn as the rulebook names them, by `State.phase`."""
UNITS: dict[str, list[str]] = _WORDS["units"]
"""Amounts: (one, several) by unit key."""
TILE_NAMES: dict[str, str] = _WORDS["tiles"]
"""The tiles of the Tavern Board (the areas to upgrade), by tile key."""
SPACE_NAMES: dict[str, str] = _WORDS["spaces"]
"""The action spaces besides the Tables, with their article ("the Cashbox"), by space key."""
ENTERTAINER_NAMES: dict[str, str] = _WORDS["entertainers"]
"""The Entertainer Tiles (Module 2), by key."""
SIDE_TEXTS: dict[str, str] = _WORDS["entertainer_sides"]
"""What each Entertainer side gives when paid, by side key."""
REPUTATION_SPACES: dict[str, str] = _WORDS["reputation_spaces"]
"""The Reputation Track's spaces that are not numbers (and its start), by kind."""
TILE_EFFECTS: dict[str, list[str]] = _WORDS["tile_effects"]
"""What a tile without an action space does (Server, Dishwasher, Table): [plain side, upgraded
side], by tile key."""

__all__ = ["ENTERTAINER_NAMES", "PHASE_NAMES", "SEATS", "SIDE_TEXTS", "SPACE_NAMES",
           "TILE_EFFECTS", "TILE_NAMES", "amount", "beer", "bonus_text", "card_name", "card_text",
           "column_name", "die_text", "entertainer_text", "guest_offer", "joined",
           "modules_name", "monastery_bonus_text", "needs", "option_name", "plural",
           "reputation_text", "schnapps", "space_name", "start_card_text", "table_text",
           "thalers", "turn_bonus_text"]


def amount(count: int, unit: str) -> str:
    """"1 Thaler", "2 Beers", "1 Schnapps Token": a number of a unit of `UNITS`."""
    one, many = UNITS[unit]
    return plural(count, one, many)


def thalers(count: int) -> str:
    return amount(count, "thaler")


def beer(count: int) -> str:
    return amount(count, "beer")


def schnapps(count: int) -> str:
    return amount(count, "schnapps")


def modules_name(modules: int, all_modules_rule: bool = False) -> str:
    """"Module 1", "Modules 1 and 2", "Modules 1-4"; with the shortage rules "Modules 1-5 with
    the option for all Modules"."""
    if modules == 1:
        return "Module 1"
    if modules == 2:
        return "Modules 1 and 2"
    rule = " with the option for all Modules" if all_modules_rule else ""
    return f"Modules 1-{modules}{rule}"


def needs(die: int) -> str:
    """What a seated card needs: "needs a 5", or "any die" (the card shows a "?")."""
    return "any die" if die == 0 else f"needs a {die}"


def die_text(white: bool, value: int, colour: str | None = None) -> str:
    """A die by its colour and value: "a white 4", "a Red 5" (`colour`: the owner's seat colour;
    without it "a die of your colour showing 5")."""
    if white:
        return f"a white {value}"
    if colour is None:
        return f"a die of your colour showing {value}"
    return f"a {colour} {value}"


def card_name(cid: int) -> str:
    """A card in a few words: "Barback", "Noble", "Regular", "3-Beer Guest"."""
    card = C.cards[cid]
    if card.kind == "guest":
        return f"{card.cost}-Beer Guest"
    if card.kind == "regular":
        return "Regular"
    return card.name


def card_text(cid: int) -> str:
    """A card with what a die on it needs and pays: "Regular (needs a 1, pays 1 Thaler)",
    "5-Beer Guest (any die, pays 4 Thalers)"; a Tavern Card by its name."""
    card = C.cards[cid]
    if not card.seated:
        return card.name
    return f"{card_name(cid)} ({needs(card.die)}, pays {thalers(card.pays)})"


def bonus_text(bonus: Bonus) -> str:
    """A bonus (a guest's, a Monastery Track space's, a Guest Book space's): "a Barback and 2
    Thalers"; "" for none."""
    parts = []
    if bonus.card:
        parts.append(f"a {C.tavern_name[bonus.card]}")
    if bonus.thalers:
        parts.append(thalers(bonus.thalers))
    if bonus.monastery:
        parts.append(amount(bonus.monastery, "monastery"))
    if bonus.service_denied:
        parts.append("Service Denied!")
    if bonus.noble:
        parts.append("a Noble" if bonus.noble == 1 else amount(bonus.noble, "noble"))
    if bonus.reputation:
        parts.append(amount(bonus.reputation, "reputation"))
    if bonus.schnapps:
        parts.append(schnapps(bonus.schnapps))
    return joined(parts)


def guest_details(cid: int) -> str:
    """What a guest card shows besides its cost: "needs a 5, pays 5 Thalers, 2 VP; bonus: 1
    space on the Monastery Track"."""
    card = C.cards[cid]
    bonus = bonus_text(card.bonus)
    return (f"{needs(card.die)}, pays {thalers(card.pays)}, {card.vp} VP"
            + (f"; bonus: {bonus}" if bonus else ""))


def guest_offer(cid: int) -> str:
    """A guest as the display shows it: "4-Beer Guest: needs a 5, pays 5 Thalers, 2 VP; bonus:
    1 space on the Monastery Track"."""
    return f"{card_name(cid)}: {guest_details(cid)}"


def table_text(cards: list[int]) -> str:
    """The cards seated at a table: one card (`card_text`), or the Noble table ("3 Nobles (needs
    a 2, pays 2 Thalers)": a die goes on the topmost only); "empty"."""
    if not cards:
        return "empty"
    top = cards[-1]
    if len(cards) == 1:
        return card_text(top)
    card = C.cards[top]
    return (f"{amount(len(cards), 'noble')} ({needs(card.die)} on the topmost, pays "
            f"{thalers(card.pays)})")


def space_name(space: str) -> str:
    """An action space: "table 2", "the Cashbox"."""
    if space.startswith("table"):
        return f"table {int(space[5:]) + 1}"
    return SPACE_NAMES[space]


def space_rule(space: str) -> str:
    """What an action space besides the Tables takes: "the Cashbox takes one die of any value",
    "the Brewer any number of 1s and 6s"."""
    rules = C.spaces[space]
    values = rules["dice"]
    if rules["many"]:
        what = "any number of dice" if values == "any" else \
            "any number of " + joined([f"{v}s" for v in values])
    else:
        what = "one die of any value" if values == "any" else \
            "one die: " + joined([f"a {v}" for v in values], "or")
    return f"{space_name(space)} takes {what}"


def spaces_rules() -> str:
    """What every action space takes (Planning Phase E), as one sentence."""
    return "; ".join([*(space_rule(s) for s in SPACES),
                      "a Table the die its card needs"])


def option_name(option: str) -> str:
    """A turn bonus's option: "a 3-Beer Guest", "a die of your colour", "a Barback"."""
    if option == "guest3":
        return "a 3-Beer Guest"
    if option == "die":
        return "a die of your colour"
    return f"a {C.tavern_name[option]}"


def turn_bonus_text(turn: int, modules: int) -> str:
    """What the Moon brings everyone on `turn` (its Turn Track space and, with Module 2, the
    schnapps and the Entertainer); "" for nothing."""
    kind, options = C.turn_bonus.get(turn, ("", ()))
    parts = []
    if kind == "counter_guest":
        parts.append("a Counter Guest")
    elif kind == "choice":
        parts.append(joined([option_name(o) for o in options], "or"))
    elif kind == "free_upgrade":
        parts.append("a free upgrade (without a Noble)")
    if modules >= 2:
        table = C.schnapps_m2 if modules == 2 else C.schnapps_m3
        if table.get(turn):
            parts.append(schnapps(table[turn]))
        if turn in C.entertainer_turns:
            parts.append(f"the {ENTERTAINER_NAMES[C.entertainer_turns[turn]]}")
    return "; ".join(parts)


def monastery_bonus_text() -> str:
    """The Monastery Track's bonus spaces: "3: a Barback, 5: 2 Thalers, ..."."""
    return ", ".join(f"{space}: {bonus_text(b)}" for space, b in sorted(C.monastery_bonus.items()))


def reputation_space(kind: str, vp: int) -> str:
    """A space of the Reputation Track: "the 3", "the Crown", "the Bartender"."""
    return f"the {vp}" if kind == "number" else REPUTATION_SPACES[kind]


def reputation_text(kind: str, vp: int) -> str:
    """Where a Reputation Marker stands and what it scores: "on the 3 (3 VP)"."""
    return f"on {reputation_space(kind, vp)} ({vp} VP)"


def track_text(modules: int) -> str:
    """The Reputation Track's spaces in order, from the Bartender."""
    names = [str(s.vp) if s.kind == "number" else REPUTATION_SPACES[s.kind].removeprefix(
        "the ").removeprefix("a ") for s in C.track(modules)]
    return "Bartender, " + ", ".join(names)


def column_name(column: int) -> str:
    """A Guest Book column by the Beer of its guests: "3/4 Beer"."""
    return "/".join(map(str, C.book_columns[column])) + " Beer"


def entertainer_text(name: str, side: str) -> str:
    """An Entertainer Tile placed with one side up: "Minstrel: 1 Schnapps Token, receive 2
    Thalers"."""
    price = C.entertainers[name][side]["schnapps"]
    return f"{ENTERTAINER_NAMES[name]}: {schnapps(price)}, {SIDE_TEXTS[side]}"


def start_card_text(cid: int) -> str:
    """A Start Card (Module 4) and its starting items."""
    s = C.start_cards[cid - 1]
    parts = [joined([f"1 {C.tavern_name[k]}" for k in s.cards])] if s.cards else []
    if s.monastery:
        parts.append(f"move {amount(s.monastery, 'monastery')}")
    if s.remove_regulars:
        parts.append(f"remove {amount(s.remove_regulars, 'regular')} from your deck")
    if s.schnapps:
        parts.append(schnapps(s.schnapps))
    if s.upgrade:
        parts.append(f"upgrade the {TILE_NAMES[s.upgrade]} for free")
    if s.beer:
        parts.append(f"start with {beer(s.beer)} in the Beer Storage")
    return f"Start Card {cid}: " + "; ".join(parts)


def tavern_cards(count: int, kind: str) -> str:
    """A number of Tavern Cards of one kind: "1 Barback", "2 Dishwashers"."""
    return plural(count, C.tavern_name[kind])


def gains_text(gained: tuple[int, int, int]) -> str:
    """What a die removed gives, (Thalers, Beer, Monastery Track spaces): "2 Thalers"."""
    t, b, steps = gained
    parts = [thalers(t) if t else "", beer(b) if b else "",
             amount(steps, "monastery") if steps else ""]
    return joined([p for p in parts if p]) or "nothing"


def use_text(tables: list[list[int]], space: str, gained: tuple[int, int, int], *,
             label: bool = False) -> str:
    """Removing the die planned on `space` (Serving Phase F): after its player's name "serves
    the Regular at table 2: 2 Thalers", "removes the die from the Cashbox: 1 Thaler"; as a
    `label`, "Serve the Regular at table 2: 2 Thalers"."""
    if space.startswith("table"):
        i = int(space[5:])
        cards = tables[i] if i < len(tables) else []
        who = (plural(len(cards), "Noble") if len(cards) > 1
               else card_name(cards[-1]) if cards else "guest")
        verb = "Serve" if label else "serves"
        return f"{verb} the {who} at {space_name(space)}: {gains_text(gained)}"
    verb = "Remove" if label else "removes"
    return f"{verb} the die from {space_name(space)}: {gains_text(gained)}"
