"""The words of Heaven & Ale that people read, in one place: the names of the components as the
rulebook calls them, shared by the labels and the screen (text.py), the decision sentences and
the log (decisions.py), the refusals (explain.py) and the view's names for people (view.py).

Names that are data (the privilege cards, the starting spaces) live in data/words.toml; the
component texts (goals, privilege rewards) in data/cards.toml. Codes stay in the actions and
the view's keys (``sun4``, ``colour_count``): people read the names below instead.
"""

from __future__ import annotations

from alehouse.core.words import joined, package_words, plural

from .content import CONTENT, StartSpace

C = CONTENT
_WORDS = package_words(__package__)
CARD_NAMES: dict[str, str] = _WORDS["privilege_cards"]
"""Privilege card id -> its name ("barrels" -> "barrel")."""
START_NAMES: dict[str, str] = _WORDS["starting_spaces"]
"""Starting space id -> its name ("first_player" -> "First player starting space")."""
assert set(CARD_NAMES) == set(C.privilege_ids) and set(START_NAMES) == set(C.start_ids)


def ducats(count: int) -> str:
    """"1 ducat", "3 ducats"."""
    return plural(count, "ducat")


def steps(count: int) -> str:
    """"1 step", "2 steps"."""
    return plural(count, "step")


def tiles(count: int) -> str:
    """"1 tile", "2 tiles"."""
    return plural(count, "tile")


# --- the player board --------------------------------------------------------------------------


def spot_number(spot: int) -> int:
    """The number of a garden spot on its side (1-15; shady spots mirror the sunny ones)."""
    return spot % C.half + 1


def side(spot: int) -> str:
    """"sunny" or "shady": the side of the player board a garden spot lies on."""
    return "sunny" if C.is_sunny(spot) else "shady"


SPOTS: tuple[str, ...] = tuple(f"{side(s)} spot {spot_number(s)}" for s in range(C.spots))
"""Each garden spot as people read it ("sunny spot 4", "shady spot 12"), by spot index."""
SPOT_BY_NAME: dict[str, str] = dict(zip(C.spot_names, SPOTS))
"""The same, by the spot's code in the actions ("sun4" -> "sunny spot 4")."""


def tile(tile: int) -> str:
    """A resource tile by colour and fertility number ("hops 3"), a monk tile by type
    ("monk A")."""
    return C.tile_name(tile)


def scoring_spot_short(spot: str) -> str:
    """A tile scoring spot (its code: "x", a resource colour or a monk type) in short: "x-tile",
    "wood", "monk A"."""
    if spot == "x":
        return "x-tile"
    return f"monk {spot}" if spot in C.monks else spot


def scoring_spot(spot: str) -> str:
    """A tile scoring spot in full: "the x-tile scoring spot", "the wood tile scoring spot",
    "the monk A tile scoring spot" (without the article)."""
    if spot == "x":
        return "x-tile scoring spot"
    return f"{scoring_spot_short(spot)} tile scoring spot"


def pair_short(index: int) -> str:
    """A privilege pair by its two tile scoring spots, in short: "x-tile and wood"."""
    a, b = C.pairs[index]
    return f"{scoring_spot_short(C.scoring_spots[a])} and {scoring_spot_short(C.scoring_spots[b])}"


def pair(index: int) -> str:
    """A privilege pair in full: "x-tile and wood privilege pair"."""
    return f"{pair_short(index)} privilege pair"


def shed_targets(kind: int) -> str:
    """The adjacent tiles a shed tile of this kind activates: "2 tiles at opposite edges"."""
    if kind == 0:
        return "no tile"
    how = {2: " at opposite edges", 3: " not next to one another"}.get(kind, "")
    return f"{tiles(kind)}{how}"


def shed_activates(kind: int) -> str:
    """What a shed tile of this kind does: "activates 2 tiles at opposite edges"."""
    return f"activates {shed_targets(kind)}"


def shed_tile(kind: int) -> str:
    """A shed tile by what it activates: "a shed tile that activates 2 tiles at opposite
    edges"."""
    return f"a shed tile that {shed_activates(kind)}"


def tile_list(garden: list[int], spots: list[int]) -> str:
    """The tiles on these garden spots, with their spots: "hops 3 on sunny spot 4 and monk A on
    shady spot 1"."""
    return joined([f"{tile(garden[s])} on {SPOTS[s]}" for s in spots])


def card(card_id: str) -> str:
    """A privilege card: "money privilege card" (without the article)."""
    return f"{CARD_NAMES[card_id]} privilege card"


def card_reward(card_id: str) -> str:
    """What a privilege card gives when placed ("take 12 ducats")."""
    return C.privilege[card_id].text


def production_chart(rate: int, value: int) -> str:
    """What the brewmaster has unlocked: "resource exchange rate 5:1, victory point value 2"."""
    return f"resource exchange rate {rate}:1, victory point value {value}"


# --- the main board ------------------------------------------------------------------------------


def track_space(index: int) -> str:
    """A space of the common track by its kind: "resource space", "monk space, monk cost 4",
    "scoring disc space A/B/C", "barrel space"."""
    s = C.track[index - 1]
    if s.kind == "monk":
        return f"monk space, monk cost {s.cost}"
    if s.kind == "disc":
        return f"scoring disc space {disc_space(s.disc)}"
    return f"{s.kind} space"


def disc_space(disc: str) -> str:
    """The letter of a scoring disc space: A, B, C or A/B/C."""
    return "A/B/C" if disc == "ABC" else disc


def start_space(space_id: str) -> str:
    """A starting space by name ("money starting space")."""
    return START_NAMES[space_id]


def start_reward(space: StartSpace) -> str:
    """A starting space's immediate reward, addressed to the player taking it."""
    if space.vp:
        return (f"no reward now; you begin the next round, and your figure there at the end "
                f"scores {plural(space.vp, 'victory point')}")
    if space.brewmaster:
        return f"move your brewmaster {steps(space.brewmaster)} forward"
    if space.marker:
        return f"move one resource marker of your choice {steps(space.marker)} forward"
    return f"take {ducats(space.ducats)}"


def goal(goal_id: int) -> str:
    """A barrel's goal: "goal 3 (at least 6 resource tiles with fertility 1 on your board)"."""
    g = C.goals[goal_id - 1]
    return f"goal {g.id} ({g.text[0].lower()}{g.text[1:]})"


# --- tables for the view (built once: views are asked for often) -------------------------------

TRACK_NAMES: dict[int, str] = {s.index: track_space(s.index) for s in C.track}
"""`track_space` of every space of the common track, by its number."""
SCORING_SPOT_NAMES: tuple[str, ...] = tuple(scoring_spot(s) for s in C.scoring_spots)
"""`scoring_spot` of every tile scoring spot, by its index."""
PAIR_NAMES: tuple[str, ...] = tuple(pair(k) for k in range(len(C.pairs)))
"""`pair` of every privilege pair, by its index."""
CARDS: dict[str, str] = {card_id: card(card_id) for card_id in C.privilege_ids}
"""`card` of every privilege card, by its id."""
START_SPACE_NAMES: tuple[str, ...] = tuple(start_space(s) for s in C.start_ids)
"""`start_space` of every starting space, by its index."""
