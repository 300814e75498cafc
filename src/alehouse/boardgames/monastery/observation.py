"""The numeric observation of Monastery (`Game.observation`): a fixed-size encoding of one
seat's view, every value in [0, 1], for the RL adapters (alehouse.interop).

It is computed from `view(state, p)` only: the tiles behind the other screens, the bag and
the blessings others hold never enter it (only their numbers show). Seats are listed relative
to the observer ("player 0" is the observer, then the others clockwise). Numbers are scaled
linearly from the stated range onto [0, 1] and clipped.

The monastery grows without a fixed edge, so it is encoded twice, both bounded:
- by tile: the 53 physical tiles (content.py order) each have a fixed place, holding whether
  it is laid, its cell (x and y in [-8, 8], clipped beyond), rotation, state, monks and
  blessings;
- as a grid window: the 11 x 11 cells with x and y in [-5, 5] around the Abbey (which covers
  x -1..1, y 0..1), each an occupied flag and, per side (north, east, south, west), a path
  flag and a gateway flag. Cells outside the window are left out of this part (they still
  show in the by-tile part).

Layout (N = players; the length is 2328, 2484 and 2640 for 2, 3 and 4 players), in the sections
`encode` names: "round" (variant to supply), "tiles", "prayer board", "decision", "player 0" ...
"player N-1":

- variant (3): one-hot: standard, simple, team.
- day, hour (2): day / 2, hour / 10.
- round kind (4): one-hot: toil, prayer, night, study.
- abbot, turn, actors (3 N): relative seat one-hots; actor flags.
- phase (6): one-hot: draw, lay, score, elect, brew, over.
- ending, bag, supply (3): flag, bag / 53, blessing supply / 30.
- tiles (53 x (11 + N)): laid; x, y; rotation one-hot 4; finished; full; monks by relative seat
  / 3; praying monks / 3; blessings / 5.
- grid window (121 x 9): occupied; per side: path, gateway.
- prayer board (4 rows x (1 + 10 x 7)): row in play; per cell: letter present, letter swapped,
  cross, crosses by colour (red, blue, green, yellow).
- decision (8 + N + 1 + 2 + 1 + 1 + 26 + 3 + N): kind one-hot (step, earn, place, return, brew,
  abbot, spend, prison); relative seat; movement points / 6; tile laid, encouraging; prayed;
  symbols used / 4; letter one-hot A-Z; reason (exchange, workshop, other); abbot options
  (relative seats).
- per player (4 + 53 + 14 + 27): colour one-hot; own hand (53 flags; zeros for the others); then
  tiles behind screen / 12, secret passage behind screen, blessings known, blessings / 10,
  blessings this scoring / 5, points / 100, monks in abbey, in monastery, on the Prayer Board,
  praying (each / 5), part complete, costs (top, bottom), team mate (the observer's partner in
  the team game: Red and Green against Blue and Yellow); the 9 letter places of the track x
  one-hot (empty, large, small).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.observation import Features, relative, seats_from, vocabulary

from .content import CONTENT as C

TILES = vocabulary(C.tile_ids)
VARIANTS = vocabulary(("standard", "simple", "team"))
ROUND_KINDS = vocabulary(("toil", "prayer", "night", "study"))
PHASES = vocabulary(("draw", "lay", "score", "elect", "brew", "over"))
KINDS = vocabulary(("step", "earn", "place", "return", "brew", "abbot", "spend", "prison"))
LETTERS = vocabulary("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
REASONS = ("exchange", "workshop")
COLOURS = vocabulary(C.colours)
PLACED = vocabulary((None, "large", "small"))
TEAM = {"red": 0, "green": 0, "blue": 1, "yellow": 1}
"""The team game: Red and Green against Blue and Yellow."""
RADIUS = 5
WIDTH = 2 * RADIUS + 1
COORD = 8
ROW_CELLS = 10
TRACK = 9


def size(players: int, options: Mapping[str, Any]) -> int:
    fixed = len(VARIANTS) + 2 + len(ROUND_KINDS) + 3 * players + len(PHASES) + 3 \
        + len(TILES) * (11 + players) + WIDTH * WIDTH * 9 + 4 * (1 + ROW_CELLS * 7)
    decision = len(KINDS) + players + 1 + 2 + 1 + 1 + len(LETTERS) + len(REASONS) + 1 \
        + players
    per_player = len(COLOURS) + len(TILES) + 14 + TRACK * len(PLACED)
    return fixed + decision + players * per_player


def encode(view: dict[str, Any], players: int, options: Mapping[str, Any]) -> Features:
    """The encoding of `view` in named sections (see the layout above)."""
    f = Features()
    f.section("round")
    you = view["you"]
    f.one_hot(view["variant"], VARIANTS)
    f.number(view["day"], 2)
    f.number(view["hour"], 10)
    f.one_hot(view["round_kind"], ROUND_KINDS)
    f.index(relative(view["abbot"], you, players), players)
    f.index(relative(view["turn"], you, players), players)
    acting = [0.0] * players
    for q in view["actors"]:
        acting[(q - (you or 0)) % players] = 1.0
    f.values.extend(acting)
    f.one_hot(view["phase"], PHASES)
    f.flag(view["ending"])
    f.number(view["bag"], 53)
    f.number(view["supply"], 30)
    f.section("tiles")
    _tiles(f, view["tiles"], you, players)
    f.section("prayer board")
    out = f.values
    for row in view["prayer_board"]:
        out.append(1.0 if row["in_play"] else 0.0)
        for cell in row["cells"]:
            cross = cell.get("cross")
            if cross is None:
                out += (1.0 if cell.get("letter") else 0.0,
                        1.0 if cell.get("swapped") else 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
            else:
                marks = [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]
                for colour in cross:
                    marks[3 + COLOURS[colour]] = 1.0
                out += marks
    f.section("decision")
    d = view["decision"] or {}
    f.one_hot(d.get("kind"), KINDS)
    f.index(relative(d.get("player"), you, players), players)
    f.number(d.get("movement_points"), 6)
    f.flag(d.get("tile_laid"))
    f.flag(d.get("encouraging"))
    f.flag(d.get("prayed"))
    f.number(len(d.get("symbols_used", ())), 4)
    f.one_hot(d.get("letter"), LETTERS)
    reason = d.get("reason")
    f.flag(reason == REASONS[0])
    f.flag(reason == REASONS[1])
    f.flag(reason is not None and reason not in REASONS)
    colours = [p["colour"] for p in view["players"]]
    options_ = [0.0] * players
    for colour in d.get("options", ()):
        options_[(colours.index(colour) - (you or 0)) % players] = 1.0
    f.values.extend(options_)
    seats = view["players"]
    team = view["variant"] == "team"
    for k, q in enumerate(seats_from(you, players)):
        f.section(f"player {k}")
        s = seats[q]
        f.one_hot(s["colour"], COLOURS)
        f.multi_hot(s["hand"] or (), TILES)
        f.number(s["tiles_behind_screen"], 12)
        f.flag(s["passage_behind_screen"])
        f.flag(s["blessings"] is not None)
        f.number(s["blessings"], 10)
        f.number(s["blessings_this_scoring"], 5)
        f.number(s["points"], 100)
        f.number(s["monks_in_abbey"], 5)
        f.number(s["monks_in_monastery"], 5)
        f.number(s["monks_on_prayer_board"], 5)
        f.number(s["monks_praying"], 5)
        f.flag(s["part_complete"])
        f.flag(s["costs"] == "top")
        f.flag(s["costs"] == "bottom")
        f.flag(team and you is not None and q != you
               and TEAM.get(s["colour"]) == TEAM.get(seats[you]["colour"]))
        for place in s["track"]:
            f.one_hot(place["placed"], PLACED)
    return f


def _tiles(f: Features, tiles: list[dict[str, Any]], you: int | None, players: int) -> None:
    by_index: list[dict[str, Any] | None] = [None] * len(TILES)
    grid = [0.0] * (WIDTH * WIDTH * 9)
    for tile in tiles:
        by_index[TILES[tile["id"]]] = tile
        sides = tile["sides"]
        for x, y in tile["cells"]:
            if -RADIUS <= x <= RADIUS and -RADIUS <= y <= RADIUS:
                base = ((y + RADIUS) * WIDTH + x + RADIUS) * 9
                grid[base] = 1.0
                for k, ch in enumerate(sides):
                    if ch == "P":
                        grid[base + 1 + 2 * k] = 1.0
                    elif ch == "G":
                        grid[base + 2 + 2 * k] = 1.0
    out = f.values
    blank = [0.0] * (11 + players)
    first = you or 0
    span = 2.0 * COORD
    for t in by_index:
        if t is None:
            out += blank
            continue
        x, y = t["x"], t["y"]
        if x is None:
            x, y = t["cells"][0]
        rotation = [0.0, 0.0, 0.0, 0.0]
        rotation[t["rotation"] % 4] = 1.0
        monks = [0.0] * players
        praying = 0
        for m in t["monks"]:
            monks[(m["seat"] - first) % players] += 1.0
            praying += 1 if m["praying"] else 0
        out.append(1.0)
        out.append(min(1.0, max(0.0, (x + COORD) / span)))
        out.append(min(1.0, max(0.0, (y + COORD) / span)))
        out += rotation
        out.append(1.0 if t["finished"] else 0.0)
        out.append(1.0 if t["full"] else 0.0)
        out += [min(1.0, k / 3) for k in monks]
        out.append(min(1.0, praying / 3))
        out.append(min(1.0, t["blessings"] / 5))
    out += grid
