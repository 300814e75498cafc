"""Fantasy Brewers: the game's metadata (the rules are the package's modules, bound by
`BoardGame`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.board_game import BoardGame

from .board import ENDINGS, LIMIT
from .content import ANIMALS, FACES, STANDARD_ASSISTANTS
from .content import CONTENT as C


class FantasyBrewers(BoardGame):
    id: ClassVar[str] = "fantasy-brewers"
    title: ClassVar[str] = "Fantasy Brewers"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "level": ("beginner", "advanced", "expert"),
    }
    hidden_information = True
    seat_names: ClassVar[tuple[str, ...]] = C.colours
    terminations: ClassVar[Mapping[str, str]] = ENDINGS

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """Per month, for each of the `pawns` placed (3 each, and the Seasonal Worker with 2
        players): its placement; the Assistants its Placement Bonus turns face-up, one decision
        per card at most (`place_flips`: the Tavern's 2, twice for B18); then, at a door, at
        most 3 decisions of its own (the action space; the two actions, or one and ending the
        turn), each action followed by at most `action_flips` cards turned face-up (a space's
        2; or after selling 2 from each of at most 3 Extensions and 2 from the Brewery card)
        and one Hops or Peat card turned over; or, with the doorway full, the Tavern's bonus.
        Protection Money: at most `_protection_asks` requests a month. Upkeep: one choice per
        player. 960 decisions for 2 players (Beginner) to 2112 for 4 (Advanced, Expert)."""
        months = C.levels[options["level"]][0]
        seasonal = 1 if players == 2 else 0
        pawns = 3 * players + seasonal
        twice = 2 if any(b.double_placement_bonus for b in C.breweries.values()) else 1
        place_flips = twice * max(b.get("flip", 0) for b in C.placement_bonus.values())
        space_flips = max(sa.count for spaces in C.spaces.values() for space in spaces
                          for sa in (space.doorway, space.door) if sa.kind == "flip")
        action_flips = max(space_flips, LIMIT * max(e.flip for e in C.extensions.values())
                           + max(b.sell_flip for b in C.breweries.values()))
        per_pawn = 1 + place_flips + max(place_flips, 3 + 2 * (action_flips + 1))
        return int(months * (pawns * per_pawn + _protection_asks(players) + players))

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """Lowest: only Penalty tokens subtract. Each month at most `unpaid` units of Upkeep go
        unpaid (3 of each animal to feed; 3 undecorated and 3 decorated cards of each building
        type; the costliest Brewery card); with t Festival tokens a Penalty token takes one
        unpaid unit, then t more, so at most 1 + (unpaid - 1) // (t + 1) a month.

        Highest: the General Limit of Three caps the cards (3 of each standard Assistant and the
        Brewmasters a Brewery card gives; 3 of each Goods face, animals counted together; 3 of
        each of the 6 building cards), the buildings' points (with the best Brewery bonus) and
        the drinks. Coins: the richest start, and per month at most each pawn's Placement
        Bonus (twice for B18) and two actions of the best kind (selling 3 cards at the best
        price, the month's coins and 3 Extensions' coins; leaving both undone gives 2), and
        every Protection Money request of the month (`_protection_asks`) paid to one player.
        VP tokens: the Brewery's, every Acclaim once, and per action 3 Extensions' tokens and
        the month's bonus. Homesteads: 3 undecorated ones of the best kind for those counts.
        From (-225, 5623) for 2 players (Beginner) to (-270, 11546) for 4 (Advanced)."""
        months = C.levels[options["level"]][0]
        breweries = C.breweries.values()
        types = C.building_types
        # lowest
        animals = len(ANIMALS) * LIMIT
        building_units = 2 * LIMIT * sum(t.upkeep.coins + t.upkeep.grain + t.upkeep.beer
                                         + t.upkeep.strength for t in types.values())
        brewery_units = max(b.upkeep.coins + b.upkeep.grain + b.upkeep.beer + b.upkeep.strength
                            + b.upkeep_festival for b in breweries)
        unpaid = animals + building_units + brewery_units
        tokens = min(b.festival_white + b.festival_black for b in breweries)
        penalties = months * (1 + (unpaid - 1) // (tokens + 1))
        lowest = penalties * C.penalty_vp
        # highest: holdings
        seasonal = 1 if players == 2 else 0
        pawns = 3 * players + seasonal
        assistants = LIMIT * len(STANDARD_ASSISTANTS) + max(b.assistants[-1] for b in breweries)
        goods = LIMIT * (len(FACES) - 2 * len(ANIMALS)) + LIMIT * len(ANIMALS)
        buildings = 2 * LIMIT * len(types)
        cards = (assistants + goods + buildings) * C.card_vp
        statue_bonus = max(b.statue_bonus for b in breweries)
        extension_bonus = max(b.decorated_extension_bonus for b in breweries)
        building_vp = LIMIT * (types["extension"].vp + types["extension"].decorated_vp
                               + extension_bonus + types["statue"].vp
                               + types["statue"].decorated_vp + 2 * statue_bonus
                               + types["homestead"].decorated_vp)
        drinks = sum(points[LIMIT - 1] for points in C.drink_points.values())
        # highest: coins and VP tokens earned
        twice = 2 if any(b.double_placement_bonus for b in breweries) else 1
        bonus_coins = twice * max(b.get("coins", 0) for b in C.placement_bonus.values())
        best_price = max(g.sell_large for g in C.goods.values())
        action_coins = (LIMIT * best_price + max(m.coins for m in C.month_bonus)
                        + LIMIT * max(e.coins for e in C.extensions.values()))
        coins = max(b.coins for b in breweries) + months * (
            pawns * (bonus_coins + max(2 * action_coins, 2)) + _protection_asks(players))
        action_vp = LIMIT * max(e.vp for e in C.extensions.values()) + max(
            m.vp_if_coins[1] if m.vp_if_coins else 0 for m in C.month_bonus)
        vp_tokens = (max(b.vp for b in breweries) + sum(a.vp for a in C.acclaims.values())
                     + months * pawns * 2 * action_vp)
        stars = 2 * LIMIT + max(b.stars for b in breweries)
        counts = {"labourer": LIMIT, "grower": LIMIT, "brewer": LIMIT, "coin": coins,
                  "extension": 2 * LIMIT, "homestead": 2 * LIMIT, "decorated_homestead": LIMIT,
                  "vp_token": vp_tokens, "gold_star": stars}
        homesteads = LIMIT * max(int(h.points * counts[h.per]) for h in C.homesteads.values())
        highest = (cards + building_vp + homesteads + vp_tokens + drinks
                   + coins // C.coins_per_vp)
        return (float(lowest), float(highest))


def _protection_asks(players: int) -> int:
    """The most Protection Money requests of a month: a pawn asks only the smaller pawns of the
    other players placed before it, each once (a medium one at most n-1 small ones, a large one
    or the Seasonal Worker at most n-1 small and n-1 medium ones)."""
    sizes = (C.worker_sizes["small"], C.worker_sizes["medium"], C.worker_sizes["large"])

    def smaller(size: int) -> int:
        return sum(1 for k in sizes if k < size)

    seasonal = 1 if players == 2 else 0
    return (players - 1) * (players * sum(smaller(k) for k in sizes)
                            + seasonal * smaller(C.worker_sizes["seasonal"]))
