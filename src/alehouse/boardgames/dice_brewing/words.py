"""The words of Dice Brewing, in one place: how people read dice, fields, phases, ingredients,
action tokens, rewards and amounts, in the rulebook's terms.

Dice are named by colour, as the rulebook does ("a blue die with a minimum value of 3"), in full
words (never a single letter: black and blue both start with b); `DIE_NAMES` gives the
component each colour stands for (yellow = light malt, ...). Every function here returns
plain text for labels, decision sentences, log lines and the terminal picture alike.
"""

from __future__ import annotations

from collections.abc import Iterable

from alehouse.core.words import joined, plural

from .content import CONTENT, DICE, Bonus, Field, Recipe

C = CONTENT

DIE_NAMES = {"yellow": "light malt", "black": "dark malt", "green": "hops",
             "blue": "brewing skills"}
"""4. Game Elements: the resource each colour of die stands for."""
SOURCE_NAMES = {"pool": "active pool", "storage": "storage"}
"""Where a player's dice lie."""
PHASE_NAMES = {"arrange": "Dice Rolling and Arrangement Phase", "purchase": "Purchasing Phase",
               "brew": "Brewing Beer Phase", "tidy": "Tidying the Workplace Phase",
               "over": "the game is over"}
"""3. Short Summary of the Phases, by the state's phase code."""
TOKEN_WINDOW = "action tokens may be played before anything else"
"""What the token window at the beginning of Phases 1 and 3 is, for people."""


def season(summer: bool) -> str:
    """The side of the season/priority token: "Summer" or "Winter"."""
    return "Summer" if summer else "Winter"


def source(where: str) -> str:
    """"active pool" or "storage" (a player's dice), or a field's name (a die on the board)."""
    return SOURCE_NAMES.get(where) or field_name(where)


def die(colour: str, value: int) -> str:
    """"yellow 3": a die by colour and value."""
    return f"{colour} {value}"


def dice_list(dice: Iterable[str]) -> str:
    """Dice already in words, as a list people read ("yellow 3, black 6"; "none")."""
    words = list(dice)
    return ", ".join(words) if words else "none"


def die_legend() -> str:
    """"yellow = light malt, black = dark malt, green = hops, blue = brewing skills"."""
    return ", ".join(f"{c} = {DIE_NAMES[c]}" for c in DICE)


def gold(amount: int) -> str:
    """"3 gold" (gold is counted, not pluralised, in the rulebook)."""
    return f"{amount} gold"


def unlucky_gold(amount: int) -> str:
    """The gold a player's dice showing 1 are still worth (the unlucky-roll rule), as a note
    after their gold: "" when none."""
    return f" (+{gold(amount)} from dice showing 1 this round)" if amount else ""


def mastery(points: int) -> str:
    """"1 mastery point", "2 mastery points"."""
    return plural(points, "mastery point")


def seeds(count: int) -> str:
    """"1 seed", "2 seeds" (seed tokens)."""
    return plural(count, "seed")


def ingredient(code: str) -> str:
    """A special ingredient's name: "special malt", "honey"."""
    return code.replace("_", " ")


def counted(names: Iterable[str]) -> str:
    """Things held, alike ones counted, in the order first met: "2 special malt and honey",
    "Raise the value and 2 Extra die roll"; "none"."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return joined([name if n == 1 else f"{n} {name}" for name, n in counts.items()]) or "none"


def token(code: str) -> str:
    """An action token's name from the black market card: "Withdraw a die"."""
    return str(C.token_name[code])


def building(code: str) -> str:
    """A building of the player board: "Malt House"."""
    return str(C.building[code].name)


ORDINALS = ("first", "second", "third", "fourth", "fifth")
BUILDING_NAMES = tuple(b.name for b in C.buildings)
"""The buildings of the player board, in order."""


def field_number(fid: str) -> int:
    """The field's place in its building, counted from 1."""
    return C.building[C.building_of[fid]].fields.index(fid) + 1


def field_name(fid: str) -> str:
    """A field as the rulebook names it: "the third field of the Malt House"."""
    return FIELD_NAMES[fid]


FIELD_NAMES: dict[str, str] = {
    fid: f"the {ORDINALS[field_number(fid) - 1]} field of the {building(C.building_of[fid])}"
    for fid in C.field_ids}
"""`field_name` of every field, made once: log lines name fields on every move."""


def field_effect(f: Field) -> str:
    """What a field does, from the rulebook (4. Game Elements): "a seed for a yellow die"."""
    takes = [t for t in f.takes if t != "seed"]
    match f.effect:
        case "gain":
            return f"a seed for a {f.gain} die"
        case "kiln":
            return f"kiln a {joined(takes, 'or')} die into a {f.gain} die"
        case "raise":
            return f"raise a {joined(takes, 'or')} die by 1"
        case "reroll":
            return "re-roll any of your dice"
        case "pile_roll":
            return "roll a whole pile and swap one of your dice"
        case "extra_blue":
            return "an extra blue die"
        case "seeds":
            return f"a {joined(takes, 'or')} die for {seeds(f.seeds)}"
        case "coins":
            return joined([f"a {c} die for {gold(n)}" for c, n in
                           sorted(f.coins, key=lambda cn: -cn[1])], "or")
    return f.effect.replace("_", " ")


def field_text(fid: str) -> str:
    """A field with what it takes and does: "the second field of the Malt House (kiln a yellow
    die into a black die)", "the first field of the School of Skills (a blue die of 2 or more:
    re-roll any of your dice)"."""
    f = C.field[fid]
    need = f"{blue_die(f.min)}: " if f.min > 1 else ""
    return f"{field_name(fid)} ({need}{field_effect(f)})"


def bonus(b: Bonus, whose: str = "your") -> str:
    """A reward or enhancement bonus: "2 mastery points", "6 gold and an action token of your
    choice", "a die of a colour of your choice"; "nothing". `whose`: whose choice ("their" in
    the log)."""
    parts = []
    if b.gold:
        parts.append(gold(b.gold))
    if b.mp:
        parts.append(mastery(b.mp))
    if b.token:
        parts.append(f"an action token of {whose} choice" if b.token == 1 else
                     f"{b.token} action tokens of {whose} choice")
    if b.die:
        parts.append(f"a die of a colour of {whose} choice" if b.die == 1 else
                     f"{b.die} dice of colours of {whose} choice")
    return joined(parts) or "nothing"


def need(code: str) -> str:
    """A special ingredient a basic recipe requires: "honey", "any special ingredient"."""
    return "any special ingredient" if code == "any" else ingredient(code)


def requirements(r: Recipe) -> str:
    """The basic recipe: "yellow 3+, yellow 2+, green 3+ and honey" (dice with minimum values,
    then special ingredients)."""
    return joined([f"{c} {m}+" for c, m in r.dice] + [need(n) for n in r.needs])


def enhancement_with(blue: int, ingredient_code: str) -> str:
    """What an enhancement is brewed with: "a blue die of 4 or more", "special hops"."""
    return blue_die(blue) if blue else ingredient(ingredient_code)


def enhancements(r: Recipe) -> str:
    """The recipe's enhancements, one of which may be used: "a blue die of 4 or more: 2 mastery
    points; or special hops: 3 gold"; "none"."""
    return "; or ".join(f"{enhancement_with(e.blue, e.ingredient)}: {bonus(e.gives)}"
                        for e in r.enhancements) or "none"


def price_cut(code: str) -> str:
    """The marketplace's price cut for a blue die: "1 gold less with a blue die of 4 or more";
    "" when there is none."""
    return ", ".join(f"{gold(off)} less with {blue_die(v)}" for v, off in C.discounts[code])


def blue_die(minimum: int) -> str:
    """"a blue die of 4 or more"; "a blue 6" (nothing is more than 6)."""
    return "a blue 6" if minimum >= 6 else f"a blue die of {minimum} or more"


def opens(round_: int, now: int) -> str:
    """" (opens in round 2)" in a round `now` before `round_`; "" from then on."""
    return f" (opens in round {round_})" if now < round_ else ""



def brewed(points: int, gold_won: int, tokens_won: int, dice_won: int) -> str:
    """What a brew brought: "3 mastery points and 2 gold", "1 mastery point, 0 gold and an
    action token of your choice"."""
    return bonus(Bonus(gold=gold_won, mp=points, token=tokens_won, die=dice_won), "their")
