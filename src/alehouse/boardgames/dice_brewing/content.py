"""Dice Brewing components, loaded from data/*.toml into frozen tables and checked."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from alehouse.core.data import read as read_data

DATA = Path(__file__).parent / "data"

DICE = ("yellow", "black", "green", "blue")
MALT_AND_HOPS = ("yellow", "black", "green")
SOURCES = ("pool", "storage")
INGREDIENTS = ("fruits", "spices", "honey", "special_malt", "special_hops")
TOKENS = ("withdraw", "block_building", "block_die", "block_recipe", "raise", "reroll")
REWARD_KINDS = ("gold", "mp", "token", "token+gold", "die", "die+gold")
"""The six kinds of reward a recipe card may give (rulebook, Recipe cards, 1. Reward: "gold
coins; mastery points; action token; action token and gold coins; additional die; additional
die and gold coins"), as `Bonus.kind` names them; a token or a die is one."""
BONUS_KINDS = ("gold", "mp")
"""What an enhancement may give (5.3: "an additional bonus in gold or mastery points"): one of
the two, not both (RULES.md, Readings)."""


@dataclass(frozen=True, slots=True)
class Field:
    id: str
    building: str
    takes: tuple[str, ...]     # "seed" or die colours
    min: int                   # minimum value of the die placed (School of Skills)
    effect: str                # gain, kiln, raise, reroll, pile_roll, extra_blue, seeds, coins
    gain: str                  # the colour gained (gain, kiln)
    seeds: int                 # seeds gained (Department of Seed)
    coins: tuple[tuple[str, int], ...]   # coins by colour of die exchanged
    speed: int                 # blue die needed to speed it up (0: cannot be)
    lost: bool                 # the seed or die placed goes back to the supply


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    name: str
    opens: int
    fields: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bonus:
    gold: int = 0
    mp: int = 0
    token: int = 0
    die: int = 0

    @property
    def kind(self) -> str:
        """What it gives, its parts joined by "+" in the order mp, token, die, gold
        ("die+gold"); a part given more than once shows its count ("2 die")."""
        return "+".join(part if n == 1 or part in ("gold", "mp") else f"{n} {part}"
                        for part, n in (("mp", self.mp), ("token", self.token),
                                        ("die", self.die), ("gold", self.gold)) if n)


@dataclass(frozen=True, slots=True)
class Enhancement:
    blue: int                  # minimum value of a blue die; 0 for an ingredient
    ingredient: str
    gives: Bonus


@dataclass(frozen=True, slots=True)
class Recipe:
    id: int
    name: str
    style: str
    level: str
    starting: bool
    dice: tuple[tuple[str, int], ...]   # (colour, minimum), highest minimum first per colour
    needs: tuple[str, ...]
    reward: Bonus
    enhancements: tuple[Enhancement, ...]


def _bonus(d: dict[str, int]) -> Bonus:
    return Bonus(**d)


class Content:
    def __init__(self, data_dir: Path = DATA) -> None:
        board = read_data(data_dir, "board.toml")
        recipes = read_data(data_dir, "recipes.toml")
        readings = read_data(data_dir, "readings.toml")["readings"]
        # RULES.md assumption 6: the reading in force (data/readings.toml)
        self.raised_die_goes_to_storage: bool = readings["raised_die_goes_to_storage"]
        # RULES.md assumption 12: the reading in force (data/readings.toml)
        self.pile_swap_optional: bool = readings["pile_swap_optional"]
        # RULES.md assumption 19: the reading in force (data/readings.toml)
        self.owner_may_change_a_protected_die: bool = readings["owner_may_change_a_protected_die"]
        # RULES.md assumption 21: the reading in force (data/readings.toml)
        self.unlucky_roll_counts_blocked_dice: bool = readings["unlucky_roll_counts_blocked_dice"]
        self.colours: tuple[str, ...] = tuple(board["colours"])
        self.dice_count = {c: board["supply"]["dice"][c] for c in DICE}
        self.seed_count: int = board["supply"]["seeds"]
        start = board["start"]
        self.start_gold: int = start["gold"]
        self.start_mastery: int = start["mastery"]
        self.start_pool: tuple[str, ...] = tuple(start["active_pool"])
        self.start_seeds: int = start["seeds"]
        r = board["recipes"]
        self.display = {int(k): v for k, v in r["display"].items()}
        self.end_after = {int(k): v for k, v in r["end_after"].items()}
        self.stall_rounds: int = r["stall_rounds"]
        self.starting_recipes = {int(k): tuple(v) for k, v in r["starting"].items()}
        self.brew_mastery: int = r["brew_mastery"]
        self.capacity: dict[int, int] = {int(k): v for k, v in board["fields"]["capacity"].items()}

        fields: list[Field] = []
        buildings: list[Building] = []
        for b in board["buildings"]:
            ids = []
            for f in b["fields"]:
                coins = tuple(sorted(f.get("coins", {}).items()))
                fields.append(Field(f["id"], b["id"], tuple(f["takes"]), f.get("min", 1),
                                    f["effect"], f.get("gain", ""), f.get("seeds", 0), coins,
                                    f["speed"], f["lost"]))
                ids.append(f["id"])
            buildings.append(Building(b["id"], b["name"], b["opens"], tuple(ids)))
        self.fields: tuple[Field, ...] = tuple(fields)
        self.field_ids: tuple[str, ...] = tuple(f.id for f in fields)
        self.field = {f.id: f for f in fields}
        self.buildings: tuple[Building, ...] = tuple(buildings)
        self.building = {b.id: b for b in buildings}
        self.building_of = {f.id: f.building for f in fields}

        market = board["marketplace"]
        self.market_opens: int = market["opens"]
        self.market_stock: int = market["stock"]
        self.ingredient_price = {k: v["price"] for k, v in market["ingredients"].items()}
        self.discounts = {k: tuple(tuple(d) for d in v["discounts"])
                          for k, v in market["ingredients"].items()}
        black = board["black_market"]
        self.black_market_opens: int = black["opens"]
        self.token_stock: int = black["stock"]
        self.token_price = {k: v["price"] for k, v in black["tokens"].items()}
        self.token_name = {k: v["name"] for k, v in black["tokens"].items()}
        unlucky = board["unlucky_roll"]
        self.unlucky_gold: dict[int, int] = {int(k): v for k, v in unlucky["gold"].items()}
        self.unlucky_further: int = unlucky["per_further_die"]
        score = board["scoring"]
        self.gold_per_mastery: int = score["gold_per_mastery"]
        self.die_points = dict(score["die"])

        self.recipes: dict[int, Recipe] = {}
        for d in recipes["recipes"]:
            dice = tuple(sorted(((c, v) for c, v in d["dice"]),
                                key=lambda cv: (DICE.index(cv[0]), -cv[1])))
            enh = tuple(Enhancement(e.get("blue", 0), e.get("ingredient", ""),
                                    _bonus(e["gives"])) for e in d["enhancements"])
            self.recipes[d["id"]] = Recipe(d["id"], d["name"], d["style"], d["level"],
                                           d["starting"], dice, tuple(d.get("needs", ())),
                                           _bonus(d["reward"]), enh)
        self._check()

    def _check(self) -> None:
        assert len(self.recipes) == 30
        for r in self.recipes.values():
            assert r.reward.kind in REWARD_KINDS, (r.name, r.reward)
            assert all(e.gives.kind in BONUS_KINDS for e in r.enhancements), r.name
        assert set(self.ingredient_price) == set(INGREDIENTS)
        assert set(self.token_price) == set(TOKENS)
        for n, ids in self.starting_recipes.items():
            assert len(ids) == self.display[n] and all(self.recipes[i].starting for i in ids)
        for f in self.fields:
            assert all(t == "seed" or t in DICE for t in f.takes), f

    def unlucky(self, ones: int) -> int:
        """Gold that `ones` dice showing 1 are worth for this round's purchases."""
        if ones < min(self.unlucky_gold):
            return 0
        top = max(self.unlucky_gold)
        if ones <= top:
            return self.unlucky_gold[ones]
        return self.unlucky_gold[top] + (ones - top) * self.unlucky_further

    def discount(self, ingredient: str, blue: int) -> int:
        """The price cut a blue die of value `blue` gives on `ingredient`."""
        cut = 0
        for need, off in self.discounts[ingredient]:
            if blue >= need:
                cut = max(cut, off)
        return cut


CONTENT = Content()
