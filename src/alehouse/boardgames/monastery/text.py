"""Words and pictures for people: action labels, and the view drawn as text (the monastery as a
grid of tiles, the Prayer Board, the letter tracks) for terminals."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.words import joined, plural

from . import actions as A
from .content import CONTENT, DIR_NAMES
from .decisions import (
    CollectLettersAndMonks,
    GatherPoints,
    LayTilesAndMove,
    LockUpAMonk,
    UseBrewhouse,
)
from .movement import move_cost
from .prayer_board import letter_cost, monk_cost
from .scoring import prayer_value
from .seats import partner
from .state import State

C = CONTENT
SIDE_WORD = {"P": "path", "G": "gateway"}


def _sides_text(kind: int, rot: int) -> str:
    sides = C.sides[kind][rot]
    parts = [f"{('', 'path', 'gateway')[s]} {DIR_NAMES[d]}" for d, s in enumerate(sides) if s]
    return ", ".join(parts) if parts else "no paths"


def _tile(tid: str) -> str:
    return C.tile_name(C.tile_index[tid])


def _space(space: int) -> str:
    row, col = divmod(space, C.columns)
    return f"{C.parts[row]}, column {col + 1}"


def _colour(colour: str) -> str:
    return colour.title()


def group_label(state: State | None, action: Action) -> str | None:
    """Long lists narrow by the tile laid (then its place and turn), the monk moved (then where
    to), the sentence part a letter is collected from (then which letter), the monks
    collected from the crosses and the blessings placed."""
    match action:
        case A.LayTile(tile=kind_id):
            return f"Lay the {C.kinds[C.kind_index[kind_id]].name}"
        case A.Move(tile=frm, box=box):
            return f"Move a monk from the {_tile(frm)}" + (f" (box {box})" if box else "")
        case A.TakeLetter(space=space):
            return f"Collect a letter of {C.parts[space // C.columns]}"
        case A.TakeMonk():
            return "Collect a monk from a cross"
        case A.PlaceBlessing():
            return "Place a blessing on a tile under construction (Encouragement)"
    return None


def label(state: State | None, action: Action) -> str:
    top = state.pending[-1] if state is not None and state.pending else None
    seat = top.player if top is not None else None
    match action:
        case A.LayTile(tile=kind_id, x=x, y=y, rotation=rot):
            kind = C.kind_index[kind_id]
            via = " (Stables)" if isinstance(top, GatherPoints) else ""
            return (f"Lay the {C.kinds[kind].name} at ({x}, {y}), turned {rot * 90} degrees: "
                    f"{_sides_text(kind, rot)}{via}")
        case A.Exchange():
            via = " (Stables)" if isinstance(top, GatherPoints) else ""
            return f"Exchange instead of laying: draw a tile from the bag, then return one{via}"
        case A.ReturnTile(tile=kind_id):
            return f"Return a {C.kinds[C.kind_index[kind_id]].name} to the bag"
        case A.Move(tile=frm, box=box, to=to, to_box=to_box):
            src = f"the {_tile(frm)}" + (f" (box {box})" if box else "")
            dst = f"the {_tile(to)}" + (f", box {to_box}" if to_box else "")
            if frm == to:
                return f"Move your monk on {src} to box {to_box} (free)"
            cost = ""
            if state is not None and isinstance(top, LayTilesAndMove):
                n = move_cost(state, top.player, C.tile_index[frm], C.tile_index[to], top.mp)
                cost = f" ({n} movement point{'s' * (n != 1)})"
            return f"Move a monk from {src} to {dst}{cost}"
        case A.PlaceBlessing(tile=tid):
            return f"Place a blessing on the {_tile(tid)} (Encouragement)"
        case A.Done():
            if isinstance(top, LayTilesAndMove):
                return "End your Laying Tiles and Movement"
            if isinstance(top, GatherPoints):
                return "Gather no more: score toil and study, then collect"
            if isinstance(top, CollectLettersAndMonks):
                return "Collect nothing more (unspent points become blessings)"
            if isinstance(top, LockUpAMonk):
                return "Lock no one in the Prison Cell"
            if isinstance(top, UseBrewhouse):
                return "Send your other monks to the Abbey"
            return "Done"
        case A.Pray(tile=tid):
            pts = ""
            if state is not None:
                pts = f" ({plural(prayer_value(state, C.tile_index[tid]), 'point')})"
            return f"Call your monk on the {_tile(tid)} to prayer{pts}"
        case A.UseSymbol(symbol=sym):
            return {
                "almonry": "Use the Almonry: receive a blessing",
                "workshop": "Use the Workshop: draw a tile, then return one",
                "abbots_house": "Use the Abbot's House: re-elect the Abbot now",
            }[sym]
        case A.SwapLetters(first=a, second=b):
            if state is not None:
                return (f"Library: swap {state.board[a]} ({_space(a)}) and {state.board[b]} "
                        f"({_space(b)})")
            return f"Library: swap the letters on spaces {a} and {b}"
        case A.TakeLetter(space=space):
            if state is not None and seat is not None:
                return (f"Collect the letter {state.board[space]} ({_space(space)}) for "
                        f"{plural(letter_cost(state, seat, space), 'point')}")
            return f"Collect the letter on space {space}"
        case A.PlaceLetter(track=track, index=index):
            letter = C.track_letters[C.colours.index(track)][index]
            if state is not None and seat is not None:
                own = state.players[seat].colour
                mate = partner(state, seat)
                if C.colours.index(track) == own:
                    return f"Place {letter} on your own track, space {index + 1} (large side up)"
                if mate >= 0 and C.colours[state.players[mate].colour] == track:
                    return (f"Place {letter} on your partner {_colour(track)}'s track, space "
                            f"{index + 1} (large side up)")
                return (f"Place {letter} on {_colour(track)}'s track, space {index + 1} (small "
                        "side up; you receive a blessing)")
            return f"Place {letter} on {_colour(track)}'s track, space {index + 1}"
        case A.TakeMonk(row=row, owner=owner):
            r = C.colour_row[C.colours.index(row)]
            cost = ""
            if state is not None and seat is not None:
                cost = f" for {plural(monk_cost(state, seat, r), 'point')}"
            whose = f"{_colour(owner)}'s"
            if state is not None and seat is not None and \
                    C.colours[state.players[seat].colour] == owner:
                whose = "your own"
            return f"Collect {whose} monk from the {C.parts[r]} cross{cost} (into the Abbey)"
        case A.ChooseAbbot(colour=colour):
            return f"Choose {_colour(colour)} as the new Abbot"
        case A.Imprison(owner=owner):
            return f"Lock one of {_colour(owner)}'s monks in the Abbey in the Prison Cell"
        case A.KeepMonk(tile=tid, box=box, pose=pose):
            where = f"the {_tile(tid)}" + (f" (box {box})" if box else "")
            if pose == "praying":
                return f"Brewhouse: leave your praying monk on {where}, still praying"
            return f"Brewhouse: leave your monk on {where} where it is, upright"
    return action.label


# --- the view as text ------------------------------------------------------------------------

CELL_W, CELL_H = 9, 3   # characters per cell, border included
TEXT_WIDTH = 100
"""Lines of words (not the grid) are wrapped at this width."""


def _initial(monk: dict[str, Any]) -> str:
    ch: str = monk["colour"][0]
    return ch.lower() if monk["praying"] else ch.upper()


def _inner(tile: dict[str, Any]) -> list[str]:
    """The two inner lines of a one-cell tile (8 characters each)."""
    status = " " if tile["finished"] else "*"
    first = f"{tile['short']:<5}{status}{tile['circle'] or ''}"
    monks = tile["monks"]
    if tile["finished"]:
        second = "".join(_initial(m) for m in monks)
    else:
        by_box = {m["box"]: _initial(m) for m in monks}
        second = "".join(f"{b}{by_box.get(b, '.')}" for b in tile["boxes"])
    if tile["blessings"]:
        second += f" b{tile['blessings']}"
    return [first[:8], second[:8]]


def monastery_grid(view: dict[str, Any]) -> list[str]:
    """The monastery as rows of text: each tile a box with its short name, "*" while under
    construction, and its scoring circle ("Kitch*3"); its monks (initials; lowercase when praying;
    under construction "3R2.1." = box 3 red, boxes 2 and 1 empty), blessings "b2"; side marks
    on the borders: "|" or "=" a path, ":" a gateway. Coordinates along the edges."""
    tiles = view["tiles"]
    at: dict[tuple[int, int], dict[str, Any]] = {}
    for t in tiles:
        for x, y in t["cells"]:
            at[(x, y)] = t
    xs = [x for x, _ in at]
    ys = [y for _, y in at]
    x0, x1 = max(min(xs) - 1, C.x0), min(max(xs) + 1, C.x1)
    y0, y1 = max(min(ys) - 1, C.y0), min(max(ys) + 1, C.y1)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    width, height = cols * CELL_W + 1, rows * CELL_H + 1
    canvas = [[" "] * width for _ in range(height)]

    def put(r: int, c: int, text: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= c + i < width:
                canvas[r][c + i] = ch

    def side(t: dict[str, Any] | None, d: int) -> str:
        return "-" if t is None or t["id"] == "abbey" else t["sides"][d]

    marks: list[tuple[int, int, str, int]] = []   # (row, column, mark, d)
    for (x, y), t in at.items():
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            continue
        r, c = (y - y0) * CELL_H, (x - x0) * CELL_W
        same = {d: at.get((x + dx, y + dy)) is t for d, (dx, dy) in
                enumerate(((0, -1), (1, 0), (0, 1), (-1, 0)))}
        # borders (not between the Abbey's own cells)
        if not same[0]:
            put(r, c, "+" + "-" * (CELL_W - 1) + "+")
        if not same[2]:
            put(r + CELL_H, c, "+" + "-" * (CELL_W - 1) + "+")
        for k in range(1, CELL_H + (1 if same[2] else 0)):
            if not same[3]:
                put(r + k, c, "|")
            if not same[1]:
                put(r + k, c + CELL_W, "|")
        for d in range(4):
            if not same[d]:
                mark = "P" if t["id"] == "abbey" else side(t, d)
                if mark != "-":
                    row = r + (0 if d == 0 else CELL_H if d == 2 else 1)
                    col = c + (CELL_W // 2 if d in (0, 2) else CELL_W if d == 1 else 0)
                    marks.append((row, col, mark, d))
        if t["id"] != "abbey":
            for k, text in enumerate(_inner(t)):
                put(r + 1 + k, c + 1, text)
    # side marks on the borders, a path's over a gateway's where the two meet
    for row, col, mark, d in sorted(marks, key=lambda e: e[2] == "P"):
        vertical = d in (0, 2)
        put(row, col, ("|" if vertical else "=") if mark == "P" else ":")
    abbey = next(t for t in tiles if t["id"] == "abbey")
    ax = min(x for x, _ in abbey["cells"])
    ay = min(y for _, y in abbey["cells"])
    counts: dict[str, int] = {}
    for m in abbey["monks"]:
        counts[m["colour"][0].upper()] = counts.get(m["colour"][0].upper(), 0) + 1
    r, c = (ay - y0) * CELL_H, (ax - x0) * CELL_W
    put(r + 2, c + 3, "A B B E Y")
    put(r + 4, c + 3, " ".join(f"{k}{v}" for k, v in counts.items()))
    header = "      " + "".join(f"x={x}".center(CELL_W) for x in range(x0, x1 + 1))
    out = [header]
    for i, chars in enumerate(canvas):
        tag = f"y={y0 + i // CELL_H}" if i % CELL_H == 1 and i // CELL_H < rows else ""
        out.append(f"{tag:>5} " + "".join(chars).rstrip())
    return out


def board_lines(view: dict[str, Any]) -> list[str]:
    """The Prayer Board: one row per sentence part; letters (lowercase once swapped by the
    Library, "." taken), crosses "+" with the monks on them; the costs above."""
    costs = view["costs"]
    lines = ["Prayer Board        " + "".join(f"{c:>4}" for c in costs["top"]) + "   (cost)"]
    for row in view["prayer_board"]:
        cells = []
        for cell in row["cells"]:
            if "cross" in cell:
                cells.append("+" + "".join(c[0].upper() for c in cell["cross"]))
            elif cell["letter"] is None:
                cells.append(".")
            else:
                cells.append(cell["letter"].lower() if cell["swapped"] else cell["letter"])
        mark = "" if row["in_play"] else " (not in play)"
        lines.append(f"{row['colour'].title():<7}{row['part']:<13}"
                     + "".join(f"{c:>4}" for c in cells) + mark)
    lines.append("complete part:      " + "".join(f"{c:>4}" for c in costs["bottom"]))
    return lines


def _wrapped(head: str, items: list[str]) -> list[str]:
    """`head` and the `items` joined by "; " in lines of at most TEXT_WIDTH characters, never
    breaking an item (continuation lines indented)."""
    lines = [head.rstrip()]
    for i, item in enumerate(items):
        piece = item + (";" if i < len(items) - 1 else "")
        if len(lines[-1]) + 1 + len(piece) > TEXT_WIDTH and lines[-1].strip():
            lines.append("  ")
        lines[-1] += " " + piece
    return lines


def render_text(view: dict[str, Any]) -> str:
    players = view["players"]
    turn = view["turn"]
    kind = {"prayer": f"{view['hour_name']} (Prayer Hour)", "study": "Study round",
            "toil": "Toil round", "night": "Night Round"}[view["round_kind"]]
    head = (f"Day {view['day']}, hour {view['hour']}: {kind} - Abbot "
            f"{players[view['abbot']]['colour'].title()}")
    if turn is not None:
        what = "scoring" if view["phase"] == "score" else "turn"
        head += f" - {players[turn]['colour'].title()}'s {what}"
    if view["phase"] == "over":
        head += " - the game is over"
    lines = [head + f" - {plural(view['bag'], 'tile')} in the bag, "
             f"{plural(view['supply'], 'blessing')} in the supply"]
    lines.append("")
    lines.extend(monastery_grid(view))
    named = [f"{t['short']} = {t['name']}" for t in view["tiles"] if t["id"] != "abbey"]
    if named:  # the Abbey alone needs no key
        lines.extend(_wrapped("Tiles: ", named))
    lines.append("")
    lines.extend(board_lines(view))
    for p in players:
        lines.append("")
        you = " (you)" if p["seat"] == view["you"] else ""
        track = " ".join(t["letter"] if t["placed"] == "large" else
                         (t["letter"].lower() if t["placed"] == "small" else "·")
                         for t in p["track"])
        blessings = ("blessings behind the screen" if p["blessings"] is None
                     else plural(p["blessings"], "blessing"))
        hand = (joined([C.tile_name(C.tile_index[t]) for t in p["hand"]]) or "no tiles"
                if p["hand"] is not None else plural(p["tiles_behind_screen"], "tile"))
        lines.append(f"{p['colour'].title()}{you}, {p['part']}: letter track {track}"
                     + (" (complete)" if p["part_complete"] else "")
                     + f"; {blessings}"
                     + (f"; {plural(p['points'], 'point')} this scoring" if p["points"]
                        else ""))
        lines.append(f"   monks: {p['monks_in_monastery']} in the monastery "
                     f"({p['monks_in_abbey']} in the Abbey, {p['monks_praying']} praying), "
                     f"{p['monks_on_prayer_board']} on the Prayer Board")
        lines.append(f"   behind the screen: {hand}")
    d = view["decision"]
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}")
    return "\n".join(lines)
