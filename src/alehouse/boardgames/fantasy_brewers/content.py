"""Fantasy Brewers components, loaded from data/*.toml into frozen dataclasses and checked.

Everything the rules need to know about cards, doors, costs and scoring lives in the data files;
this module only reads and validates them. `CONTENT` is the loaded set.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from alehouse.core.data import read as read_data

DATA = Path(__file__).parent / "data"

ASSISTANTS = ("grower", "labourer", "brewer", "brewmaster")
STANDARD_ASSISTANTS = ("grower", "labourer", "brewer")
RESOURCES = ("grain", "beer", "strength")
GOODS = ("hops", "peat", "cow", "goat", "pig")
ANIMALS = ("cow", "goat", "pig")
DRINKS = ("premium_beer", "smoked_whisky")
# Every face a Goods card can show; players hold counts of each.
FACES = ("hops", "premium_beer", "peat", "smoked_whisky",
         "cow", "large_cow", "goat", "large_goat", "pig", "large_pig")
FACE = {name: i for i, name in enumerate(FACES)}
# The card types of the general limit of three (animals count small and large together).
SELL_TYPES = ("hops", "premium_beer", "peat", "smoked_whisky", "cow", "goat", "pig")
LOCATIONS = ("tavern", "A", "B", "C")
DOORS = ("A", "B", "C")
ACTION_KINDS = ("earn", "flip", "festival", "buy", "hire", "build", "sell", "acclaim")
EFFECT_KEYS = ("coins", "flip", "vp", "festival")
TRIGGERS = ("buy", "hire", "sell", "acclaim", "build")


@dataclass(frozen=True, slots=True)
class Cost:
    coins: int = 0
    grain: int = 0
    beer: int = 0
    strength: int = 0

    def resources(self) -> tuple[int, int, int]:
        """Grain, beer, strength: the parts paid by flipping Assistants."""
        return (self.grain, self.beer, self.strength)

    def text(self) -> str:
        parts = [f"{n} {k.capitalize() if k != 'coins' else ('coin' if n == 1 else 'coins')}"
                 for k, n in (("coins", self.coins), ("grain", self.grain),
                              ("beer", self.beer), ("strength", self.strength)) if n]
        return " + ".join(parts) if parts else "nothing"


@dataclass(frozen=True, slots=True)
class SpaceAction:
    """One half of an action space: what is done, and its parameters."""

    kind: str
    good: str = ""
    assistant: str = ""
    count: int = 1
    cost: Cost = Cost()


@dataclass(frozen=True, slots=True)
class Space:
    doorway: SpaceAction
    door: SpaceAction

    def part(self, name: str) -> SpaceAction:
        return self.doorway if name == "doorway" else self.door


@dataclass(frozen=True, slots=True)
class Good:
    name: str
    title: str
    flipped: str
    flipped_title: str
    animal: bool
    sell_small: int
    sell_large: int


@dataclass(frozen=True, slots=True)
class Extension:
    id: str
    after: str
    coins: int
    flip: int
    vp: int
    festival: int
    star: bool


@dataclass(frozen=True, slots=True)
class Homestead:
    id: str
    per: str
    points: float


@dataclass(frozen=True, slots=True)
class Brewery:
    id: str
    level: str
    festival_white: int
    festival_black: int
    coins: int
    vp: int
    assistants: tuple[int, int, int, int]
    faces: tuple[int, ...]
    stars: int
    upkeep: Cost
    upkeep_festival: int
    sell_flip: int
    sell_discard_penalty: bool
    statue_bonus: int
    decorated_extension_bonus: int
    repeat_space: bool
    double_placement_bonus: bool


@dataclass(frozen=True, slots=True)
class Acclaim:
    id: str
    title: str
    requires: tuple[tuple[str, int], ...]
    vp: int


@dataclass(frozen=True, slots=True)
class BuildingType:
    name: str
    cost: int
    vp: int
    decorated_vp: int
    upkeep: Cost
    count: int


@dataclass(frozen=True, slots=True)
class MonthBonus:
    goods: tuple[str, ...]
    coins: int
    peat: int
    flip_good: bool
    vp_if_coins: tuple[int, int] | None

    def applies_to(self, good: str) -> bool:
        return "any" in self.goods or good in self.goods


def _cost(data: dict[str, Any] | None) -> Cost:
    data = dict(data or {})
    unknown = set(data) - {"coins", "grain", "beer", "strength"}
    if unknown:
        raise ValueError(f"unknown cost keys {sorted(unknown)}")
    return Cost(**data)


def _space_action(data: dict[str, Any]) -> SpaceAction:
    kind = data["action"]
    if kind not in ACTION_KINDS:
        raise ValueError(f"unknown action {kind!r}")
    return SpaceAction(kind=kind, good=data.get("good", ""), assistant=data.get("assistant", ""),
                       count=data.get("count", 1), cost=_cost(data.get("cost")))


class Content:
    """The validated components. Built once at import (`CONTENT`)."""

    def __init__(self, data_dir: Path = DATA) -> None:
        comp = read_data(data_dir, "components.toml")
        board = read_data(data_dir, "board.toml")
        brew = read_data(data_dir, "breweries.toml")
        readings = read_data(data_dir, "readings.toml")["readings"]
        # RULES.md assumptions 11, 13, 14, 15, 17, 18, 23, 25, 27, 29, 32 and 33: the reading
        # in force (data/readings.toml)
        self.starting_player_has_the_seasonal_worker: bool = readings[
            "starting_player_has_the_seasonal_worker"]
        self.last_action_is_phase_2s: bool = readings["last_action_is_phase_2s"]
        self.flip_needs_something_to_flip: bool = readings["flip_needs_something_to_flip"]
        self.drink_sold_as_its_good: bool = readings["drink_sold_as_its_good"]
        self.decorating_triggers_effects_after_building: bool = readings[
            "decorating_triggers_effects_after_building"]
        self.decorated_statues_are_their_own_type: bool = readings[
            "decorated_statues_are_their_own_type"]
        self.per_building_counts_decorated: bool = readings["per_building_counts_decorated"]
        self.an_empty_draw_pile_is_exhausted: bool = readings["an_empty_draw_pile_is_exhausted"]
        self.placement_bonuses_twice_in_every_part: bool = readings[
            "placement_bonuses_twice_in_every_part"]
        self.coins_now_before_effects_after_selling: bool = readings[
            "coins_now_before_effects_after_selling"]
        self.moved_to_the_tavern_paid_for_undone_actions: bool = readings[
            "moved_to_the_tavern_paid_for_undone_actions"]
        self.brewery_cards_taken_from_the_supply: bool = readings[
            "brewery_cards_taken_from_the_supply"]

        self.colours: tuple[str, ...] = tuple(comp["colours"])
        self.assistant_count = {a: comp["assistants"][a]["count"] for a in ASSISTANTS}
        self.assistant_pays = {a: comp["assistants"][a]["pays"] for a in ASSISTANTS}
        self.assistant_title = {a: comp["assistants"][a]["name"] for a in ASSISTANTS}
        self.goods = {
            g: Good(g, d["name"], d["flipped"], d["flipped_name"], d["animal"], d["sell"][0],
                    d["sell"][1])
            for g, d in comp["goods"].items()}
        self.good_count = {g: comp["goods"][g]["count"] for g in GOODS}
        self.drink_points = {d: tuple(v) for d, v in comp["drinks"].items()}
        b = comp["buildings"]
        self.building_types = {
            t: BuildingType(t, b[t]["cost"], b[t].get("vp", 0), b[t]["decorated_vp"],
                            _cost(b[t]["upkeep"]), b[t]["count"])
            for t in ("extension", "statue", "homestead")}
        self.decorate_cost: int = b["decorate_cost"]
        self.extensions = {
            i: Extension(i, d["after"], d.get("coins", 0), d.get("flip", 0), d.get("vp", 0),
                         d.get("festival", 0), d.get("star", False))
            for i, d in comp["extensions"].items()}
        self.homesteads = {i: Homestead(i, d["per"], d["points"])
                           for i, d in comp["homesteads"].items()}
        self.acclaims = {
            i: Acclaim(i, d["name"], tuple(sorted(d["requires"].items())), d["vp"])
            for i, d in comp["acclaims"].items()}

        self.levels = {k: (v["months"], v["breweries"]) for k, v in board["levels"].items()}
        self.row_size: int = board["rows"]["size"]
        self.worker_sizes: dict[str, int] = dict(board["workers"]["sizes"])
        self.placement_bonus = {k: dict(v) for k, v in board["placement_bonus"].items()}
        self.door_sides = {d: tuple(board["doors"][d]) for d in ("A", "C")}
        self.spaces: dict[tuple[str, str], tuple[Space, ...]] = {}
        for door, sides in board["spaces"].items():
            for side, rows in sides.items():
                self.spaces[(door, side)] = tuple(
                    Space(_space_action(r["doorway"]), _space_action(r["door"])) for r in rows)
        self.month_bonus = tuple(
            MonthBonus(tuple(m["goods"]), m.get("coins", 0), m.get("peat", 0),
                       bool(m.get("flip_good", 0)),
                       tuple(m["vp_if_coins"]) if "vp_if_coins" in m else None)
            for m in board["month_bonus"])
        self.coins_per_vp: int = board["scoring"]["coins_per_vp"]
        self.penalty_vp: int = board["scoring"]["penalty"]
        self.card_vp: int = board["scoring"]["card"]

        self.breweries: dict[str, Brewery] = {}
        for level in ("beginner", "advanced"):
            for card in brew[level]["cards"]:
                self.breweries[card] = self._brewery(card, level, brew[level])
        for card, d in brew["expert"].items():
            self.breweries[card] = self._brewery(card, "expert", d)
        self.breweries_by_level = {
            lvl: tuple(c for c, b in self.breweries.items() if b.level == lvl)
            for lvl in ("beginner", "advanced", "expert")}
        self._check()

    @staticmethod
    def _brewery(card: str, level: str, d: dict[str, Any]) -> Brewery:
        start = dict(d["start"])
        white, black = start.pop("festival")
        coins = start.pop("coins", 0)
        vp = start.pop("vp", 0)
        assistants = tuple(start.pop(a, 0) for a in ASSISTANTS)
        faces = tuple(start.pop(f, 0) for f in FACES)
        if start:
            raise ValueError(f"{card}: unknown start items {sorted(start)}")
        upkeep = dict(d.get("upkeep", {}))
        festival = upkeep.pop("festival", 0)
        ability = d.get("ability", {})
        return Brewery(
            card, level, white, black, coins, vp, assistants, faces,
            d.get("stars", 0), _cost(upkeep), festival, ability.get("sell_flip", 0),
            bool(ability.get("sell_discard_penalty")), ability.get("statue_bonus", 0),
            ability.get("decorated_extension_bonus", 0), bool(ability.get("repeat_space")),
            bool(ability.get("double_placement_bonus")))

    def _check(self) -> None:
        assert set(self.goods) == set(GOODS), "goods must be exactly " + str(GOODS)
        assert len(self.extensions) == self.building_types["extension"].count
        assert len(self.homesteads) == self.building_types["homestead"].count
        for e in self.extensions.values():
            assert e.after in TRIGGERS, e
        for (door, side), spaces in self.spaces.items():
            assert len(spaces) == 6, (door, side)
        for door in ("A", "C"):
            for side in self.door_sides[door]:
                assert (door, side) in self.spaces, (door, side)
        assert ("B", "fixed") in self.spaces
        for lvl, (months, _) in self.levels.items():
            assert len(self.month_bonus) >= months, lvl
            assert all(len(s) >= months for s in self.door_sides.values()), lvl

    # --- lookups used by the rules --------------------------------------------------------

    def door_side(self, door: str, month: int) -> str:
        """The open side of `door` in `month` (1-based)."""
        return "fixed" if door == "B" else self.door_sides[door][month - 1]

    def door_spaces(self, door: str, month: int) -> tuple[Space, ...]:
        return self.spaces[(door, self.door_side(door, month))]

    def building_type(self, card: str) -> str:
        return {"E": "extension", "H": "homestead", "S": "statue"}[card[0]]

    @cached_property
    def building_ids(self) -> tuple[str, ...]:
        """Every building a Build or Decorate action can name ("S" = a Statue)."""
        return (*self.extensions, *self.homesteads, "S")

    def face_title(self, face: str) -> str:
        for g in self.goods.values():
            if face == g.name:
                return g.title
            if face == g.flipped:
                return g.flipped_title
        raise KeyError(face)


CONTENT = Content()
