"""End Game Scoring, as the score pad lists it (RULES, End Game Scoring), and the tie-break."""

from __future__ import annotations

from .content import ASSISTANTS, CONTENT, FACE
from .state import Player, State

CATEGORIES = ("cards", "buildings", "homesteads", "vp_tokens", "drinks", "coins", "penalties")


def gold_stars(player: Player) -> int:
    """Gold Stars on your Extensions (decorated ones keep theirs) and your Brewery card."""
    stars = CONTENT.breweries[player.brewery].stars
    for card in (*player.buildings, *player.decorated):
        if card[0] == "E" and CONTENT.extensions[card].star:
            stars += 1
    return stars


def assistants(player: Player, kind: str) -> int:
    """Cards of one kind, face-up or not (counts never depend on the side shown)."""
    i = ASSISTANTS.index(kind)
    return player.up[i] + player.down[i]


def cards(player: Player) -> int:
    """Every card in front of the player: Assistants, Goods and buildings."""
    return (sum(player.up) + sum(player.down) + sum(player.goods) + len(player.buildings)
            + len(player.decorated))


def _homestead_count(player: Player, per: str) -> int:
    """How many of what a Homestead scores `per` the player has. "Per Extension" and "per
    Homestead" count decorated cards too, or read the other way only undecorated ones (RULES.md
    assumption 25, data/readings.toml)."""
    if per in ("labourer", "grower", "brewer"):
        return assistants(player, per)
    if per == "coin":
        return player.coins
    counted = (*player.buildings, *player.decorated) if CONTENT.per_building_counts_decorated \
        else player.buildings
    if per == "extension":
        return sum(1 for c in counted if c[0] == "E")
    if per == "homestead":
        return sum(1 for c in counted if c[0] == "H")
    if per == "decorated_homestead":
        return sum(1 for c in player.decorated if c[0] == "H")
    if per == "vp_token":
        return player.vp_tokens
    if per == "gold_star":
        return gold_stars(player)
    raise ValueError(f"unknown Homestead condition {per!r}")


def homestead_points(player: Player, card: str) -> int:
    """An undecorated Homestead's points, rounded down (each copy counts on its own)."""
    h = CONTENT.homesteads[card]
    return int(h.points * _homestead_count(player, h.per))


def breakdown(state: State, player: int) -> dict[str, float]:
    """Points by score-pad line; they sum to the player's score."""
    return seat_breakdown(state.players[player])


def seat_breakdown(player: Player) -> dict[str, float]:
    """Points by score-pad line of one player's holdings."""
    brewery = CONTENT.breweries[player.brewery]
    types = CONTENT.building_types
    building_points = 0
    for card in player.buildings:
        kind = CONTENT.building_type(card)
        if kind != "homestead":
            building_points += types[kind].vp
        if kind == "statue":
            building_points += brewery.statue_bonus
    for card in player.decorated:
        kind = CONTENT.building_type(card)
        building_points += types[kind].decorated_vp
        if kind == "statue":
            building_points += brewery.statue_bonus
        if kind == "extension":
            building_points += brewery.decorated_extension_bonus
    drinks = 0
    for drink in ("premium_beer", "smoked_whisky"):
        n = player.goods[FACE[drink]]
        if n:
            drinks += CONTENT.drink_points[drink][min(n, 3) - 1]
    return {
        "cards": cards(player) * CONTENT.card_vp,
        "buildings": building_points,
        "homesteads": sum(homestead_points(player, c) for c in player.buildings if c[0] == "H"),
        "vp_tokens": player.vp_tokens,
        "drinks": drinks,
        "coins": player.coins // CONTENT.coins_per_vp,
        "penalties": player.penalties * CONTENT.penalty_vp,
    }


def tie_break(state: State, player: int) -> tuple[float, ...]:
    """Among tied players: most Labourer cards, then most coins (RULES, End Game Scoring)."""
    seat = state.players[player]
    return (float(assistants(seat, "labourer")), float(seat.coins))
