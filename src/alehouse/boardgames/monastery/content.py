"""Monastery components, loaded from data/*.toml into frozen tables and checked, with the
geometry precomputed once (tile sides per rotation, the window's cells and neighbours, which
side patterns may face which, and which rotations of each kind fit each pattern).

Tiles are small integers so that states copy fast: tile 0 is the Abbey, 1-4 the secret
passages (red, blue, green, yellow), 5-52 the bag tiles in data order. A tile's *kind* names
what it is ("path_t"); its *id* names the physical tile ("path_t_2"). Sides are indexed
clockwise from north (0 N, 1 E, 2 S, 3 W); rotation r turns a tile r quarter turns clockwise.
Cells of the table window are integers too (`cell(x, y)`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from alehouse.core.data import read as read_data

DATA = Path(__file__).parent / "data"

# side kinds
EMPTY, PATH, GATE = 0, 1, 2
SIDE_CODE = {"-": EMPTY, "P": PATH, "G": GATE}
# tile classes (colour of the numbered boxes)
NEUTRAL, GREY, BROWN, DUAL, LIVESTOCK = 0, 1, 2, 3, 4
CLASS_CODE = {"neutral": NEUTRAL, "grey": GREY, "brown": BROWN, "dual": DUAL,
              "livestock": LIVESTOCK}
CLASS_NAME = {v: k for k, v in CLASS_CODE.items()}
# groups with limits
NO_GROUP, PATH_GROUP, FIELD_GROUP, GARDEN_GROUP = 0, 1, 2, 3
GROUP_CODE = {"": NO_GROUP, "path": PATH_GROUP, "field": FIELD_GROUP, "garden": GARDEN_GROUP}
GROUP_NAME = {v: k for k, v in GROUP_CODE.items()}

DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIR_NAMES = ("north", "east", "south", "west")
ABBEY = 0

# how the state encodes the table (state.py)
UNLAID, BUILDING, FINISHED = 0, 1, 2
"""Tile status (`State.status`): not on the table, under construction, finished."""
STOPPED = 1
"""`State.monk_flags` bit (reset at the start of each step): arrived on a tile
under construction this step, so may not move again in it."""
FREE_USED = 2
"""`State.monk_flags` bit: has used the free step onto another box of the tile it began the
step on."""
KEPT = 4
"""`State.monk_flags` bit: kept in place by the Brewhouse in this Prayer Hour or Night Round."""
ON_BOARD = -1
"""`State.monk_tile` of a monk still on the Prayer Board (on a cross)."""


@dataclass(frozen=True, slots=True)
class Kind:
    index: int
    id: str
    name: str
    short: str
    cls: int
    group: int
    circle: int
    boxes: tuple[int, ...]
    sides: tuple[int, ...]
    """N, E, S, W unrotated."""
    symbol: str
    owner: int
    """Secret passages: the owner's colour index; else -1."""
    count: int
    source: str = ""

    @property
    def livestock(self) -> bool:
        return self.cls == LIVESTOCK


@dataclass(frozen=True, slots=True)
class Hour:
    index: int
    kind: str          # prayer | study | toil | night
    name: str
    draw: int
    day: int


class Content:
    """The validated components and precomputed geometry (`CONTENT`)."""

    def __init__(self, data_dir: Path = DATA) -> None:
        tiles = read_data(data_dir, "tiles.toml")
        board = read_data(data_dir, "board.toml")
        readings = read_data(data_dir, "readings.toml")["readings"]
        # RULES.md assumptions 9, 10, 17, 22, 23, 24, 30, 31, 34 and 35: the reading in force
        # (data/readings.toml)
        self.first_matins_elects: bool = readings["first_matins_elects"]
        self.draw_one_tile_at_a_time: bool = readings["draw_one_tile_at_a_time"]
        self.fully_occupied_group_tiles_count_as_finished: bool = readings[
            "fully_occupied_group_tiles_count_as_finished"]
        self.stables_may_exchange: bool = readings["stables_may_exchange"]
        self.no_further_tiles_even_once_all_are_finished: bool = readings[
            "no_further_tiles_even_once_all_are_finished"]
        self.team_tie_broken_by_lowest_part: bool = readings["team_tie_broken_by_lowest_part"]
        self.abbot_elected_again_may_imprison: bool = readings[
            "abbot_elected_again_may_imprison"]
        self.exhausted_supply_refilled_for_each_blessing: bool = readings[
            "exhausted_supply_refilled_for_each_blessing"]
        self.free_step_receives_blessings: bool = readings["free_step_receives_blessings"]
        self.blessing_put_back_is_a_spendable_one: bool = readings[
            "blessing_put_back_is_a_spendable_one"]

        self.colours: tuple[str, ...] = tuple(board["colours"])
        self.monks_per_player: int = board["monks"]["per_player"]
        self.monks_in_abbey: int = board["monks"]["in_abbey"]

        # --- tile kinds and tile ids ---------------------------------------------------------
        kinds: list[Kind] = []
        ab = tiles["abbey"]
        kinds.append(Kind(0, ab["id"], ab["name"], ab["short"], CLASS_CODE[ab["class"]],
                          NO_GROUP, ab["circle"], (), (PATH,) * 4, "", -1, 1))
        pk = tiles["passage_kind"]
        for p in tiles["passage"]:
            kinds.append(Kind(len(kinds), p["id"], f"{pk['name']} ({p['owner'].title()})",
                              pk["short"] + p["owner"][0].upper(), CLASS_CODE[pk["class"]],
                              GROUP_CODE[pk["group"]], pk["circle"], tuple(pk["boxes"]),
                              tuple(SIDE_CODE[c] for c in pk["sides"]), "",
                              self.colours.index(p["owner"]), 1))
        for t in tiles["tile"]:
            kinds.append(Kind(len(kinds), t["id"], t["name"], t["short"],
                              CLASS_CODE[t["class"]], GROUP_CODE[t.get("group", "")],
                              t["circle"], tuple(t["boxes"]),
                              tuple(SIDE_CODE[c] for c in t["sides"]), t.get("symbol", ""),
                              -1, t.get("count", 1)))
        self.kinds: tuple[Kind, ...] = tuple(kinds)
        self.kind_index = {k.id: k.index for k in kinds}
        self.passage_kinds = tuple(k.index for k in kinds if k.owner >= 0)
        tile_kind: list[int] = []
        tile_ids: list[str] = []
        for k in kinds:
            for c in range(k.count):
                tile_kind.append(k.index)
                tile_ids.append(k.id if k.count == 1 else f"{k.id}_{c + 1}")
        self.tile_kind: tuple[int, ...] = tuple(tile_kind)
        self.tile_ids: tuple[str, ...] = tuple(tile_ids)
        self.tile_index = {t: i for i, t in enumerate(tile_ids)}
        self.n_tiles = len(tile_ids)
        self.passage_of: tuple[int, ...] = tuple(
            next(i for i, k in enumerate(tile_kind) if kinds[k].owner == c)
            for c in range(len(self.colours)))
        self.bag_tiles: tuple[int, ...] = tuple(
            i for i, k in enumerate(tile_kind) if i != ABBEY and kinds[k].owner < 0)
        self.symbol_tile: dict[str, int] = {
            kinds[k].symbol: i for i, k in enumerate(tile_kind) if kinds[k].symbol}
        self.total_tiles: int = tiles["total"]

        # per tile (by id) for speed
        self.t_cls: tuple[int, ...] = tuple(kinds[k].cls for k in tile_kind)
        self.t_group: tuple[int, ...] = tuple(kinds[k].group for k in tile_kind)
        self.t_circle: tuple[int, ...] = tuple(kinds[k].circle for k in tile_kind)
        self.t_boxes: tuple[tuple[int, ...], ...] = tuple(kinds[k].boxes for k in tile_kind)
        self.t_symbol: tuple[str, ...] = tuple(kinds[k].symbol for k in tile_kind)

        # sides per rotation; the distinct rotations of each kind
        self.sides: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(k.sides[(d - r) % 4] for d in range(4)) for r in range(4))
            for k in kinds)
        rots = []
        for k in kinds:
            seen: list[tuple[int, ...]] = []
            keep = []
            for r in range(4):
                if self.sides[k.index][r] not in seen:
                    seen.append(self.sides[k.index][r])
                    keep.append(r)
            rots.append(tuple(keep))
        self.rotations: tuple[tuple[int, ...], ...] = tuple(rots)

        # --- the table window and the Abbey --------------------------------------------------
        self.x0: int = board["window"]["x"][0]
        self.x1: int = board["window"]["x"][1]
        self.y0: int = board["window"]["y"][0]
        self.y1: int = board["window"]["y"][1]
        self.width: int = self.x1 - self.x0 + 1
        self.height: int = self.y1 - self.y0 + 1
        self.n_cells: int = self.width * self.height
        self.xs: tuple[int, ...] = tuple(range(self.x0, self.x1 + 1))
        self.ys: tuple[int, ...] = tuple(range(self.y0, self.y1 + 1))
        neigh = []
        for c in range(self.n_cells):
            x, y = self.xy(c)
            neigh.append(tuple(self.cell(x + dx, y + dy) if self.inside(x + dx, y + dy) else -1
                               for dx, dy in DIRS))
        self.neigh: tuple[tuple[int, ...], ...] = tuple(neigh)
        self.abbey_cells: tuple[int, ...] = tuple(self.cell(x, y)
                                                  for x, y in board["abbey"]["cells"])
        assert board["abbey"]["paths"] == "all"

        # which sides may face which: OK[kind * 4 + rot][code] is 0 (a dead end), 1 (allowed,
        # not connected) or 2 (allowed and connected by a path or gateway), where `code` packs
        # what faces each side: 0 nothing, 1 + side of the neighbour (base 4, north first)
        table = []
        for k in kinds:
            for r in range(4):
                own = self.sides[k.index][r]
                row = []
                for code in range(256):
                    ok = 1
                    for d in range(4):
                        digit = (code >> (2 * d)) & 3
                        if digit == 0:
                            continue
                        nb = digit - 1
                        if (own[d] == PATH and nb == EMPTY) or (own[d] == EMPTY and nb == PATH):
                            ok = 0
                            break
                        if own[d] != EMPTY and nb != EMPTY:
                            ok = 2
                    row.append(ok)
                table.append(tuple(row))
        self.fits: tuple[tuple[int, ...], ...] = tuple(table)
        # the same, turned into the answer a placement needs: fitting[kind][code] are the
        # distinct rotations of `kind` (in rotation order) that may face side pattern `code`:
        # no dead end, and connected by a path or gateway (a Livestock tile needs no connection);
        # equal answers share one tuple (there are at most 16)
        shared: dict[tuple[int, ...], tuple[int, ...]] = {}
        fitting = []
        for k in kinds:
            need = 1 if k.livestock else 2
            fitting.append(tuple(
                shared.setdefault(rots, rots)
                for rots in (tuple(r for r in self.rotations[k.index]
                                   if self.fits[k.index * 4 + r][code] >= need)
                             for code in range(256))))
        self.fitting: tuple[tuple[tuple[int, ...], ...], ...] = tuple(fitting)

        self.group_limit: dict[int, int] = {GROUP_CODE[g]: v for g, v in board["groups"].items()}
        gp = board["group_points"]
        self.group_value: dict[int, int] = {GROUP_CODE[g]: gp[g]
                                            for g in ("path", "field", "garden")}
        self.group_max: int = gp["max"]

        # --- the Prayer Board --------------------------------------------------------------
        rows = board["rows"]
        self.row_colour: tuple[int, ...] = tuple(self.colours.index(r["colour"]) for r in rows)
        self.colour_row: tuple[int, ...] = tuple(self.row_colour.index(c)
                                                 for c in range(len(self.colours)))
        self.parts: tuple[str, ...] = tuple(r["part"] for r in rows)
        self.columns = len(board["costs"]["top"])
        self.cross_col: tuple[int, ...] = tuple(r["cross"] - 1 for r in rows)
        cells: list[str] = []
        for r, row in enumerate(rows):
            letters = list(row["part"].replace(" ", ""))
            for col in range(self.columns):
                cells.append("+" if col == self.cross_col[r] else letters.pop(0))
            assert not letters
        self.board_start: tuple[str, ...] = tuple(cells)
        self.track_letters: tuple[str, ...] = tuple(
            self.parts[self.colour_row[c]].replace(" ", "") for c in range(len(self.colours)))
        self.track_len = len(self.track_letters[0])
        self.top_cost: tuple[int, ...] = tuple(board["costs"]["top"])
        self.bottom_cost: tuple[int, ...] = tuple(board["costs"]["bottom"])
        self.letter_points: int = board["letters"]["own"]

        bl = board["blessings"]
        self.supply: int = bl["supply"]
        self.blessing_table: tuple[tuple[int, int], ...] = tuple(
            (a, b) for a, b in bl["table"])
        self.other_track_blessings: int = bl["other_track"]

        days = board["hour_disc"]["days"]
        hours: list[Hour] = []
        for day in range(days):
            for h in board["hours"]:
                hours.append(Hour(len(hours), h["kind"], h["name"], h.get("draw", 0), day + 1))
        self.hours: tuple[Hour, ...] = tuple(hours)
        self.tile_names: tuple[str, ...] = tuple(self._tile_name(t) for t in range(self.n_tiles))
        """Per tile: `tile_name`."""
        self.colour_names: tuple[str, ...] = tuple(c.title() for c in self.colours)
        """Per colour: the name people read ("Red")."""
        self._check()

    # --- cells -----------------------------------------------------------------------------

    def inside(self, x: int, y: int) -> bool:
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1

    def cell(self, x: int, y: int) -> int:
        return (y - self.y0) * self.width + (x - self.x0)

    def xy(self, cell: int) -> tuple[int, int]:
        y, x = divmod(cell, self.width)
        return x + self.x0, y + self.y0

    # --- helpers ---------------------------------------------------------------------------

    def kind_of(self, tile: int) -> Kind:
        return self.kinds[self.tile_kind[tile]]

    def tile_name(self, tile: int) -> str:
        """The name people read ("Kitchen", "Path (T) #2")."""
        return self.tile_names[tile]

    def _tile_name(self, tile: int) -> str:
        kind = self.kind_of(tile)
        if kind.count > 1:
            return f"{kind.name} #{self.tile_ids[tile].rsplit('_', 1)[1]}"
        return kind.name

    def blessings_for(self, points: int) -> int:
        got = 0
        for start, n in self.blessing_table:
            if points >= start:
                got = n
        return got

    def _check(self) -> None:
        assert self.n_tiles == self.total_tiles == 53, self.n_tiles
        assert len(self.bag_tiles) == 48
        assert len(self.board_start) == 40 and sum(c != "+" for c in self.board_start) == 36
        assert all(len(t) == 9 for t in self.track_letters)
        assert len(self.bottom_cost) == self.columns == 10
        assert len(self.hours) == 20
        assert len(self.abbey_cells) == 6
        assert min(self.group_limit.values()) >= 1  # a tile alone never breaks a limit
        for k in self.kinds[1:]:
            assert k.livestock == (not k.boxes), k.id
            assert k.livestock or len(k.boxes) <= 3
        for symbol in ("chapel", "scriptorium", "library", "workshop", "stables",
                       "abbots_house", "brewhouse", "almonry", "farm", "prison_cell"):
            assert symbol in self.symbol_tile, symbol


CONTENT = Content()
