"""Paying with Assistants: the ways to pay a cost, and the ways to pay Upkeep.

Grain, Beer and Strength are paid by turning face-up Assistants with the matching icon
face-down; a Brewmaster pays any one of them (RULES, Payment for Actions). A payment plan says
how many Brewmasters pay for Grain, Beer and Strength; matching Assistants pay the rest.
Different plans leave different cards face-up, so each distinct plan is a choice.
"""

from __future__ import annotations

from collections.abc import Iterator

from .content import ANIMALS, ASSISTANTS, CONTENT, FACE, Cost
from .state import Player

GROWER, LABOURER, BREWER, BREWMASTER = (ASSISTANTS.index(a) for a in
                                        ("grower", "labourer", "brewer", "brewmaster"))
# The Assistant that pays each resource, in Cost.resources() order (grain, beer, strength).
PAYER = tuple(ASSISTANTS.index(next(a for a, r in CONTENT.assistant_pays.items() if r == res))
              for res in ("grain", "beer", "strength"))

Plan = tuple[int, int, int]
UpkeepPlan = tuple[int, int, int, int, int, int]


def _allocations(need: tuple[int, int, int], brewmasters: int) -> Iterator[Plan]:
    for g in range(min(need[0], brewmasters) + 1):
        for b in range(min(need[1], brewmasters - g) + 1):
            for s in range(min(need[2], brewmasters - g - b) + 1):
                yield (g, b, s)


def pay_options(player: Player, cost: Cost) -> list[Plan]:
    """Every distinct way `player` can pay `cost` in full now ([] if they cannot)."""
    if player.coins < cost.coins:
        return []
    need = cost.resources()
    up = player.up
    return [plan for plan in _allocations(need, up[BREWMASTER])
            if all(up[PAYER[r]] >= need[r] - plan[r] for r in range(3))]


def pay(player: Player, cost: Cost, plan: Plan) -> None:
    """Pay `cost` by `plan` (which must be one of `pay_options`)."""
    player.coins -= cost.coins
    need = cost.resources()
    for r in range(3):
        _turn_down(player, PAYER[r], need[r] - plan[r])
    _turn_down(player, BREWMASTER, sum(plan))


def _turn_down(player: Player, kind: int, n: int) -> None:
    player.up[kind] -= n
    player.down[kind] += n


# --- Upkeep (Phase 3) -------------------------------------------------------------------------


def upkeep_needs(player: Player) -> tuple[Cost, int]:
    """What `player` owes this month besides feeding: the buildings' and the brewery's upkeep,
    and the Festival tokens the brewery card itself turns black (B10)."""
    coins = grain = beer = strength = 0
    for card in (*player.buildings, *player.decorated):
        c = CONTENT.building_types[CONTENT.building_type(card)].upkeep
        coins += c.coins
        grain += c.grain
        beer += c.beer
        strength += c.strength
    brewery = CONTENT.breweries[player.brewery]
    u = brewery.upkeep
    return (Cost(coins + u.coins, grain + u.grain, beer + u.beer, strength + u.strength),
            brewery.upkeep_festival)


def _animals(player: Player) -> tuple[list[int], int]:
    small = [player.goods[FACE[a]] for a in ANIMALS]
    large = sum(player.goods[FACE["large_" + a]] for a in ANIMALS)
    return small, large


def upkeep_plans(player: Player) -> list[UpkeepPlan]:
    """Every distinct way to pay Upkeep that pays as much as possible ("if you are able to pay,
    you have to pay"): small Cows, Goats and Pigs fed (they turn large), then the Brewmasters
    paying Grain, Beer and Strength. Unfed animals and unpaid units cost Festival tokens."""
    small, large = _animals(player)
    cost, _ = upkeep_needs(player)
    need = (sum(small) + large + cost.grain, cost.beer, cost.strength)
    up = player.up
    regular = (up[PAYER[0]], up[PAYER[1]], up[PAYER[2]])

    def paid(plan: Plan) -> tuple[int, int, int]:
        return tuple(min(need[r], regular[r] + plan[r]) for r in range(3))  # type: ignore[return-value]

    allocations = list(_allocations(need, up[BREWMASTER]))
    best = max(sum(paid(a)) for a in allocations)
    plans: list[UpkeepPlan] = []
    for alloc in allocations:
        got = paid(alloc)
        if sum(got) != best:
            continue
        grain = got[0]
        # grain left after the small animals must go to large animals or to building upkeep
        for fc in range(small[0] + 1):
            for fg in range(small[1] + 1):
                for fp in range(small[2] + 1):
                    fed = fc + fg + fp
                    if fed <= grain and grain - fed <= large + cost.grain:
                        plans.append((fc, fg, fp, *alloc))
    return plans


def pay_upkeep(player: Player, plan: UpkeepPlan) -> int:
    """Pay Upkeep by `plan`; returns the units left unpaid (each costs a Festival token)."""
    small, large = _animals(player)
    cost, festival = upkeep_needs(player)
    need = (sum(small) + large + cost.grain, cost.beer, cost.strength)
    alloc: Plan = plan[3:]
    up = player.up
    for r in range(3):
        got = min(need[r], up[PAYER[r]] + alloc[r])
        _turn_down(player, PAYER[r], got - alloc[r])
        need = (*need[:r], need[r] - got, *need[r + 1:])  # type: ignore[assignment]
    _turn_down(player, BREWMASTER, sum(alloc))
    for animal, fed in zip(ANIMALS, plan[:3]):
        player.goods[FACE[animal]] -= fed
        player.goods[FACE["large_" + animal]] += fed
    coins = min(player.coins, cost.coins)
    player.coins -= coins
    return sum(need) + (cost.coins - coins) + festival


def lose_festival(player: Player, units: int) -> int:
    """Each unpaid unit turns a white Festival token black; with none white, a Penalty token,
    and all tokens turn white at once (RULES, Phase 3). Returns the Penalty tokens taken."""
    penalties = 0
    for _ in range(units):
        if player.festival_white:
            player.festival_white -= 1
            player.festival_black += 1
        else:
            penalties += 1
            player.festival_white += player.festival_black
            player.festival_black = 0
    player.penalties += penalties
    return penalties
