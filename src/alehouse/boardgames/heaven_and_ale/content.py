"""Heaven & Ale components, loaded from data/*.toml into frozen tables and checked.

Tiles are small integers so that states copy fast: a resource tile is
``colour * 5 + fertility - 1`` (0-24), a monk tile is ``25 + type`` (25-28). Garden spots are
0-14 (sunny, ``sun1``-``sun15``) and 15-29 (shady, ``shade1``-``shade15``, the mirror images);
shed spots are 0-6.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alehouse.core.data import read as read_data

DATA = Path(__file__).parent / "data"

EMPTY = -1
MONK_BASE = 25


@dataclass(frozen=True, slots=True)
class Space:
    """A space of the common track (index 1-27)."""

    index: int
    kind: str          # resource | monk | disc | barrel
    cost: int = 0      # monk spaces: the monk cost number
    disc: str = ""     # disc spaces: A, B, C or ABC


@dataclass(frozen=True, slots=True)
class StartSpace:
    id: str
    brewmaster: int
    marker: int
    ducats: int
    vp: int


@dataclass(frozen=True, slots=True)
class Goal:
    id: int
    kind: str
    value: int
    fertility: int
    side: str
    text: str


@dataclass(frozen=True, slots=True)
class Privilege:
    id: str
    ducats: int
    brewmaster: int
    vp_per_barrel: int
    text: str


@dataclass(frozen=True, slots=True)
class ShedReward:
    min_sum: int
    brewmaster: int
    shed: int


class Content:
    """The validated components (`CONTENT`)."""

    def __init__(self, data_dir: Path = DATA) -> None:
        board = read_data(data_dir, "board.toml")
        tiles = read_data(data_dir, "tiles.toml")
        garden = read_data(data_dir, "garden.toml")
        cards = read_data(data_dir, "cards.toml")
        readings = read_data(data_dir, "readings.toml")["readings"]

        self.colours: tuple[str, ...] = tuple(board["colours"])
        self.rounds = {int(k): v for k, v in board["rounds"].items()}
        stacks = board["monk_stacks"]
        self.stack_size: int = stacks["stack_size"]
        self.stacks = {int(n): (stacks["I"][n], stacks["II"][n]) for n in stacks["I"]}
        self.track: tuple[Space, ...] = tuple(
            Space(i + 1, s["kind"], s.get("cost", 0), s.get("disc", ""))
            for i, s in enumerate(board["track"]["spaces"]))
        self.home = len(self.track) + 1          # 28: the starting area at the end
        self.final_round_discs = {int(k): tuple(v)
                                  for k, v in board["final_round_discs"].items()}
        self.start_spaces = tuple(
            StartSpace(s["id"], s["reward"].get("brewmaster", 0), s["reward"].get("marker", 0),
                       s["reward"].get("ducats", 0), s.get("vp", 0))
            for s in board["starting_area"])
        self.start_ids = tuple(s.id for s in self.start_spaces)
        money = board["money"]
        self.start_ducats: int = money["start"]
        self.emergency_ducats: int = money["emergency"]
        self.step_price: int = money["step_price"]

        self.resources: tuple[str, ...] = tuple(r["id"] for r in tiles["resources"])
        self.printed = {r["id"]: r["printed"] for r in tiles["resources"]}
        self.letters = {r["id"]: r["letter"] for r in tiles["resources"]}
        self.fertilities: tuple[int, ...] = tuple(tiles["resource_tiles"]["fertilities"])
        self.resource_copies: int = tiles["resource_tiles"]["per_back"]
        self.monks: tuple[str, ...] = tuple(tiles["monks"]["types"])
        self.monk_copies: int = tiles["monks"]["per_back"]
        self.shed_rewards = tuple(ShedReward(r["min_sum"], r["brewmaster"], r["shed"])
                                  for r in tiles["shed_rewards"])
        self.shed_patterns: dict[int, tuple[int, ...]] = {}
        for kind, pattern in tiles["shed_patterns"].items():
            if pattern == "any":
                masks = [sum(1 << e for e in combo)
                         for combo in itertools.combinations(range(6), int(kind))]
            else:
                masks = [sum(1 << e for e in edges) for edges in pattern]
            self.shed_patterns[int(kind)] = tuple(masks)

        self._garden(garden)
        # RULES.md assumptions 4, 9, 10, 15, 17 and 18: the reading in force (data/readings.toml)
        self.brewmaster_past_top_pays: bool = readings["brewmaster_past_top_pays"]
        self.move_counts_emergency_coins: bool = readings["move_counts_emergency_coins"]
        self.barrel_space_needs_a_barrel: bool = readings["barrel_space_needs_a_barrel"]
        self.monks_of_one_type_activate_each_other: bool = readings[
            "monks_of_one_type_activate_each_other"]
        self.disc_count_counts_the_new_disc: bool = readings["disc_count_counts_the_new_disc"]
        self.goal_7_counts_inactive_sheds: bool = readings["goal_7_counts_inactive_sheds"]
        prod = garden["production"]
        self.top: int = prod["top"]
        self.marker_start = tuple(prod["markers"][c] for c in self.resources)
        self.brewmaster_start: int = prod["brewmaster"]
        self.brewmaster_cap: int = prod["brewmaster_cap"]
        self.chart = tuple((c["from"], c["rate"], c["value"])
                           for c in garden["brewmaster_chart"])

        self.large_vp: int = cards["barrels"]["large"]
        self.small_vp: int = cards["barrels"]["small"]
        self.goals = tuple(Goal(g["id"], g["kind"], g["value"], g.get("fertility", 0),
                                g.get("side", ""), g["text"]) for g in cards["goals"])
        self.privileges = tuple(
            Privilege(p["id"], p.get("ducats", 0), p.get("brewmaster", 0),
                      p.get("vp_per_barrel", 0), p["text"]) for p in cards["privileges"])
        self.privilege_ids = tuple(p.id for p in self.privileges)
        self.privilege = {p.id: p for p in self.privileges}
        self._check()

    def _garden(self, garden: dict[str, Any]) -> None:
        sunny = [tuple(c) for c in garden["sunny"]]
        shady = [(-x, y) for x, y in sunny]
        self.spot_xy: tuple[tuple[int, int], ...] = tuple(sunny + shady)
        self.spots = len(self.spot_xy)
        self.half = len(sunny)
        self.spot_names = tuple([f"sun{i + 1}" for i in range(self.half)]
                                + [f"shade{i + 1}" for i in range(self.half)])
        self.shed_xy: tuple[tuple[int, int], ...] = tuple(tuple(c) for c in garden["sheds"])
        at = {xy: i for i, xy in enumerate(self.spot_xy)}
        shed_at = {xy: i for i, xy in enumerate(self.shed_xy)}
        directions = [tuple(d) for d in garden["neighbours"]]
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(at[(x + dx, y + dy)] for dx, dy in directions if (x + dx, y + dy) in at)
            for x, y in self.spot_xy)
        self.spot_sheds: tuple[tuple[int, ...], ...] = tuple(
            tuple(shed_at[(x + dx, y + dy)] for dx, dy in directions
                  if (x + dx, y + dy) in shed_at)
            for x, y in self.spot_xy)
        self.shed_edges: tuple[tuple[int, ...], ...] = tuple(
            tuple(at[(x + dx, y + dy)] for dx, dy in directions) for x, y in self.shed_xy)
        self.scoring_spots: tuple[str, ...] = tuple(garden["scoring_spots"])
        self.pairs: tuple[tuple[int, int], ...] = tuple(
            (self.scoring_spots.index(a), self.scoring_spots.index(b))
            for a, b in garden["pairs"])

    def _check(self) -> None:
        assert len(self.track) == 27 and self.home == 28
        assert sum(s.kind == "resource" for s in self.track) == 15
        assert sum(s.kind == "monk" for s in self.track) == 4
        assert sum(s.kind == "disc" for s in self.track) == 6
        assert sum(s.kind == "barrel" for s in self.track) == 2
        assert self.spots == 30 and len(self.shed_xy) == 7
        assert all(len(e) == 6 for e in self.shed_edges), "every shed has 6 tile neighbours"
        assert len(self.goals) == 12 and len(self.privileges) == 5
        assert len(self.scoring_spots) == 10 and len(self.pairs) == 5
        assert min(self.fertilities) >= 1 and all(
            s.cost >= 1 for s in self.track if s.kind == "monk"), "every base price is 1 or more"
        for n, rounds in self.rounds.items():
            assert sum(self.stacks[n]) == rounds, n

    # --- tiles -------------------------------------------------------------------------------

    @staticmethod
    def resource_tile(colour: int, fertility: int) -> int:
        return colour * 5 + fertility - 1

    @staticmethod
    def is_monk(tile: int) -> bool:
        return tile >= MONK_BASE

    @staticmethod
    def colour_of(tile: int) -> int:
        return tile // 5

    @staticmethod
    def fertility_of(tile: int) -> int:
        """The fertility number; monks have none (0)."""
        return 0 if tile >= MONK_BASE else tile % 5 + 1

    def tile_name(self, tile: int) -> str:
        if tile >= MONK_BASE:
            return f"monk {self.monks[tile - MONK_BASE]}"
        return f"{self.resources[tile // 5]} {tile % 5 + 1}"

    def tile_short(self, tile: int) -> str:
        if tile >= MONK_BASE:
            return f"M{self.monks[tile - MONK_BASE]}"
        return f"{self.letters[self.resources[tile // 5]]}{tile % 5 + 1}"

    def is_sunny(self, spot: int) -> bool:
        return spot < self.half

    def chart_at(self, brewmaster: int) -> tuple[int, int]:
        """(exchange rate, VP value) unlocked by the brewmaster on this spot."""
        rate, value = self.chart[0][1], self.chart[0][2]
        for start, r, v in self.chart:
            if brewmaster >= start:
                rate, value = r, v
        return rate, value

    def shed_reward(self, fertility_sum: int) -> ShedReward:
        found = self.shed_rewards[0]
        for r in self.shed_rewards:
            if fertility_sum >= r.min_sum:
                found = r
        return found


CONTENT = Content()
