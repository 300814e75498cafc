"""Terminal rendering and input parsing for the `alehouse` command (no Typer, no game imports).

Everything here works on the engine contract only: views are rendered generically (any game's
JSON-safe dict), actions are shown by `Match.label`, results by `Result`. Game text is always
wrapped in `rich.text.Text`, so brackets in labels or logs are never read as Rich markup.

What people type is read without ever raising: numbers only in the digits 0-9 and of bounded
length, JSON guarded against deep nesting, long lines refused; a message quotes at most the start
of what was typed, its unprintable characters shown as "?".
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from rich.cells import cell_len
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table
from rich.text import Text

from ..core import Action, Game, Match, Result

WIDE_TABLE = 6
"""A list of dicts with more keys than this (and few items) is shown transposed."""
FEW_ITEMS = 8
INLINE_LIMIT = 70
"""Flat values whose compact text is at most this long are shown on one line."""


# --- values ----------------------------------------------------------------------------------


def is_blank(value: Any) -> bool:
    """None, "", [] and {}: values a view shows by leaving them out."""
    return value is None or value == "" or (isinstance(value, list | dict) and not value)


def is_nothing(value: Any) -> bool:
    """Blank, or a dict holding only zeros, False and blanks (nothing there)."""
    if is_blank(value):
        return True
    if isinstance(value, dict):
        return all(is_nothing(v) or (is_scalar(v) and not v) for v in value.values())
    return False


def is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def number(value: float) -> str:
    """22.0 -> "22", 0.5 -> "0.5"."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def compact(value: Any) -> str:
    """A one-line text of any JSON value: k=v pairs, comma lists, nested dicts in brackets;
    blank entries (and dicts holding nothing) are left out."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return number(value)
    if value is None:
        return ""
    if isinstance(value, list):
        sep = "; " if any(isinstance(v, dict | list) for v in value) else ", "
        return sep.join(compact(v) for v in value if not is_blank(v))
    if isinstance(value, dict):
        parts = []
        for k, v in value.items():
            if is_nothing(v) and not is_scalar(v):
                continue
            if is_blank(v):
                continue
            parts.append(f"{k}({compact(v)})" if isinstance(v, dict) else f"{k}={compact(v)}")
        return ", ".join(parts)
    return str(value)


def is_flat(value: Any) -> bool:
    """Short enough, and simple enough, to be shown on one line."""
    if is_scalar(value):
        return True
    if isinstance(value, list) and all(is_scalar(v) for v in value):
        return len(compact(value)) <= INLINE_LIMIT
    if isinstance(value, dict) and all(is_scalar(v) or isinstance(v, dict) for v in value.values()):
        return all(is_flat(v) for v in value.values()) and len(compact(value)) <= INLINE_LIMIT
    return False


# --- views -----------------------------------------------------------------------------------


def render_match_view(match: Match, player: int | None, title: str) -> RenderableType:
    """The view of `player`: the game's own text picture where it draws one, else generic."""
    view = match.view(player)
    text = match.game.render_text(view)
    if text is None:
        return render_view(view, title)
    return Group(Text(title, style="bold underline"), Text(text))


def render_view(view: Mapping[str, Any], title: str | None = None) -> RenderableType:
    """Any game's view, compactly: scalars on one wrapped line, flat values one per line,
    lists of dicts as tables (transposed when wide), nested dicts as titled panels."""
    parts: list[RenderableType] = []
    if title:
        parts.append(Text(title, style="bold underline"))
    parts.extend(_mapping_parts(view))
    return Group(*parts)


def _mapping_parts(data: Mapping[str, Any]) -> list[RenderableType]:
    scalars = [(k, v) for k, v in data.items() if is_scalar(v) and not is_blank(v)]
    flats = [(k, v) for k, v in data.items()
             if not is_scalar(v) and not is_nothing(v) and is_flat(v)]
    nested = [(k, v) for k, v in data.items() if not is_nothing(v) and not is_flat(v)]
    parts: list[RenderableType] = []
    if scalars:
        line = Text()
        for i, (k, v) in enumerate(scalars):
            if i:
                line.append("  ·  ", style="dim")
            line.append(f"{k}: ", style="dim")
            line.append(compact(v))
        parts.append(line)
    for k, v in flats:
        parts.append(Text.assemble((f"{k}: ", "dim"), compact(v)))
    for k, v in nested:
        parts.append(_nested(k, v))
    return parts


def _nested(key: str, value: Any) -> RenderableType:
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        return records_table(value, title=key)
    if isinstance(value, dict):
        big = [(k, v) for k, v in value.items() if isinstance(v, dict) and not is_flat(v)]
        if big and len(big) == len(value):
            panels = [Panel(Group(*_mapping_parts(v)), title=Text(str(k)), title_align="left",
                            expand=False) for k, v in big if not is_nothing(v)]
            return Group(Text(key, style="bold"), Columns(panels))
        return Group(Text(key, style="bold"), Padding(Group(*_mapping_parts(value)), (0, 0, 0, 2)))
    return Text.assemble((f"{key}: ", "dim"), compact(value))


def records_table(rows: Sequence[Mapping[str, Any]], title: str | None = None) -> Table:
    """A list of dicts as a table: one row per dict, one column per key (blank columns left
    out); transposed (one column per dict) when there are many keys and few dicts."""
    keys: list[str] = []
    for row in rows:
        keys.extend(k for k in row if k not in keys)
    keys = [k for k in keys if not all(is_nothing(row.get(k)) for row in rows)]
    if len(keys) > WIDE_TABLE and len(rows) <= FEW_ITEMS:
        return _transposed(rows, keys, title)
    table = Table(title=_title(title), title_justify="left", show_edge=False, pad_edge=False)
    for k in keys:
        table.add_column(Text(k), overflow="fold")
    for row in rows:
        table.add_row(*(Text(compact(row.get(k))) for k in keys))
    return table


def _transposed(rows: Sequence[Mapping[str, Any]], keys: list[str],
                title: str | None) -> Table:
    header = next((k for k in keys if _names_rows(rows, k)), None)
    table = Table(title=_title(title), title_justify="left", show_edge=False, pad_edge=False)
    table.add_column("", style="dim")
    for i, row in enumerate(rows):
        table.add_column(Text(str(row[header]) if header else f"#{i}"), overflow="fold")
    for k in keys:
        if k != header:
            table.add_row(Text(k), *(Text(compact(row.get(k))) for row in rows))
    return table


def _title(title: str | None) -> Text | None:
    """A table title from game data, never read as Rich markup."""
    return None if title is None else Text(title)


def _names_rows(rows: Sequence[Mapping[str, Any]], key: str) -> bool:
    values = [row.get(key) for row in rows]
    return all(isinstance(v, str) and v for v in values) and len(set(values)) == len(values)


# --- logs, actions, results --------------------------------------------------------------------


def render_log(lines: Sequence[str], style: str = "") -> RenderableType:
    """Log lines, one per line, each marked with a bullet."""
    return Group(*(Text.assemble(("• ", "dim"), (line, style)) for line in lines))


def actions_table(labels: Sequence[str]) -> Table:
    """The legal actions numbered from 1, as a player chooses them."""
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", style="bold cyan")
    table.add_column()
    for i, label in enumerate(labels, 1):
        table.add_row(f"{i}.", Text(label))
    return table


def seat_name(match: Match, player: int) -> str:
    """The game's name for a seat ("Blue"), as players know it."""
    return match.player_name(player)


def render_result(result: Result, names: Sequence[str], game: Game[Any]) -> RenderableType:
    """Ranking (winners marked), winners line, and the breakdown: categories x players."""
    ranking = Table(title="Ranking", title_justify="left")
    ranking.add_column("#", justify="right")
    ranking.add_column("player")
    ranking.add_column("score", justify="right")
    ranking.add_column("")
    for place, p in enumerate(result.ranking, 1):
        won = p in result.winners
        ranking.add_row("1" if won else str(place), Text(names[p]), number(result.scores[p]),
                        "winner" if won else "", style="bold" if won else "")
    who = ", ".join(names[p] for p in result.winners)
    line = Text(f"{'Winners' if len(result.winners) > 1 else 'Winner'}: {who}", style="bold")
    return Group(ranking, line, breakdown_table(result, names, game))


def breakdown_table(result: Result, names: Sequence[str], game: Game[Any]) -> Table:
    """Scoring categories as rows (by the game's names for them), players as columns, a total
    row at the bottom."""
    categories: list[str] = []
    for part in result.breakdown:
        categories.extend(c for c in part if c not in categories)
    table = Table(title="Score breakdown", title_justify="left")
    table.add_column("category")
    for name in names:
        table.add_column(Text(name), justify="right")
    for c in categories:
        table.add_row(Text(game.category_name(c)),
                      *(number(part.get(c, 0)) for part in result.breakdown))
    table.add_section()
    table.add_row("total", *(number(s) for s in result.scores), style="bold")
    return table


def games_table(games: Sequence[Game[Any]]) -> Table:
    """Registered games: id, title, player counts, options (default first, marked)."""
    table = Table(title="Games")
    table.add_column("id", style="bold")
    table.add_column("title")
    table.add_column("players")
    table.add_column("options")
    for g in games:
        table.add_row(Text(g.id), Text(g.title), player_counts(g.player_counts),
                      options_text(g))
    return table


def player_counts(counts: range) -> str:
    """range(2, 5) -> "2-4"; a single count -> "2"."""
    first, last = counts.start, counts.stop - 1
    return str(first) if first == last else f"{first}-{last}"


def options_text(g: Game[Any]) -> Text:
    """One line per option: `level: beginner (default) | advanced | expert`."""
    text = Text()
    for i, (name, values) in enumerate(g.options.items()):
        if i:
            text.append("\n")
        text.append(f"{name}: ")
        for j, v in enumerate(values):
            shown = str(v).lower() if isinstance(v, bool) else str(v)
            if j:
                text.append(" | ")
            text.append(shown, style="bold" if j == 0 else "")
            if j == 0:
                text.append(" (default)", style="dim")
    return text if g.options else Text("none", style="dim")


# --- what people type --------------------------------------------------------------------------


ECHO_LIMIT = 40
"""Most characters of someone's text that a message quotes back (then "…")."""
MAX_LINE = 2_000
"""Longest line read as a choice or command (an action's JSON is under 200 characters)."""
MAX_DIGITS = 9
"""Most digits of a number typed at a prompt (no game has a billion actions or steps)."""
MAX_JSON_DEPTH = 16
"""Deepest nesting of lists and objects in an action's JSON (actions nest two or three)."""


def printable(text: str) -> str:
    """`text` with every character a terminal cannot show plainly (control and format
    characters, NUL, lone surrogates, line breaks) replaced by "?"."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def quoted(text: str, limit: int = ECHO_LIMIT) -> str:
    """Someone's text as a message quotes it back: in single quotes, printable (see
    `printable`), and cut to its first `limit` characters followed by "…"."""
    cut = text[:limit] + "…" if len(text) > limit else text
    return f"'{printable(cut)}'"


def too_long(text: str, limit: int = MAX_LINE) -> str | None:
    """None for a line of at most `limit` characters, else a message saying it is too long
    (quoting only its start)."""
    if len(text) <= limit:
        return None
    return (f"that line is too long ({len(text):,} characters, at most {limit:,}): "
            f"{quoted(text)}")


def typed_number(text: str) -> int | None:
    """`text` (stripped) as a whole number written with the digits 0-9, or None when it is not
    written as a number at all. ValueError, with a message for people, for a number written
    with other digits ('²', '٣', '½') or longer than MAX_DIGITS digits."""
    if not text.isnumeric():
        return None
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"{quoted(text)} is not a number written with the digits 0-9")
    if len(text) > MAX_DIGITS:
        raise ValueError(f"{quoted(text, MAX_DIGITS)} is too long for a number here "
                         f"({len(text):,} digits)")
    return int(text)


def nesting(data: Any) -> int:
    """How deeply lists and objects nest in `data` (0 for a scalar, 1 for a flat list).
    Iterative, so any depth is measured without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def read_json(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value in `text`. ValueError with a reason for people when it is not JSON, holds
    a number of more digits than Python reads, or nests deeper than `max_depth` (checked
    without recursion, so no depth of brackets can crash it)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{exc.msg[0].lower()}{exc.msg[1:]} at line {exc.lineno}, column "
                         f"{exc.colno}") from None
    except RecursionError:
        raise ValueError(f"it nests lists and objects too deeply (at most {max_depth} "
                         "levels)") from None
    except ValueError:  # a number of more digits than int() reads
        raise ValueError("a number in it has too many digits") from None
    if nesting(data) > max_depth:
        raise ValueError(f"it nests lists and objects too deeply (at most {max_depth} "
                         "levels)")
    return data


# --- reading a player's choice ---------------------------------------------------------------


QUIT = frozenset({"q", "quit"})
HELP = frozenset({"?", "h", "help"})


@dataclass(frozen=True)
class Choice:
    """What a player typed: an action (an Action, or a JSON dict the match will check), a
    command ("quit", "help"), or a problem to show before asking again."""

    action: Action | dict[str, Any] | None = None
    command: str | None = None
    problem: str | None = None


def parse_choice(text: str, legal: Sequence[Action], labels: Sequence[str]) -> Choice:
    """Read a number (1-based, digits 0-9), a JSON action, a command, or a label
    (case-insensitive: exact, else a unique prefix). Never acts, never raises for any text;
    `problem` says what did not fit, quoting at most the start of what was typed."""
    text = text.strip()
    lowered = text.lower()
    if not text:
        return Choice(problem="type a number, a label or an action's JSON (? for help)")
    if lowered in QUIT:
        return Choice(command="quit")
    if lowered in HELP:
        return Choice(command="help")
    choose = f"choose 1-{len(legal)}"
    try:
        n = typed_number(text)
    except ValueError as exc:
        return Choice(problem=f"{exc}; {choose}")
    if n is not None:
        if 1 <= n <= len(legal):
            return Choice(action=legal[n - 1])
        return Choice(problem=f"there is no action {n}; {choose}")
    long = too_long(text)
    if long:
        return Choice(problem=long)
    if text.startswith("{"):
        return _parse_json(text)
    return _match_label(lowered, legal, labels)


def _parse_json(text: str) -> Choice:
    try:
        data = read_json(text)
    except ValueError as exc:
        return Choice(problem=f"that is not valid JSON: {exc}")
    if not isinstance(data, dict):
        return Choice(problem="an action's JSON must be an object with a \"type\"")
    return Choice(action=data)


def _match_label(lowered: str, legal: Sequence[Action], labels: Sequence[str]) -> Choice:
    exact = [a for a, label in zip(legal, labels) if label.lower() == lowered]
    if len(exact) == 1:
        return Choice(action=exact[0])
    found = [(a, label) for a, label in zip(legal, labels) if label.lower().startswith(lowered)]
    if len(found) == 1:
        return Choice(action=found[0][0])
    if not found:
        return Choice(problem=f"no action is labelled {quoted(lowered)}")
    shown = "; ".join(label for _, label in found[:4]) + ("; ..." if len(found) > 4 else "")
    return Choice(problem=f"{len(found)} actions start with {quoted(lowered)}: {shown}")


# --- progress ----------------------------------------------------------------------------------


class PaceColumn(ProgressColumn):
    """"ETA 0:02:03" from the pace measured so far: the games left times the time per game
    finished in this run (with parallel workers, their throughput). Rich's own estimate looks
    at the last seconds only, which a burst of games finishing together fools. A task may say
    how many were done before it started (a resumed run) in its ``before`` field."""

    def render(self, task: Task) -> Text:
        done = task.completed - task.fields.get("before", 0)
        elapsed = task.elapsed
        if task.finished or task.total is None:
            return Text("")
        if done <= 0 or not elapsed:
            return Text("ETA -:--:--", style="progress.remaining")
        left = (task.total - task.completed) * elapsed / done
        return Text(f"ETA {timedelta(seconds=round(left))}", style="progress.remaining")


def progress_columns() -> tuple[ProgressColumn, ...]:
    """The columns of a run of games: what, the bar, done of all, the time taken, the ETA."""
    return (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), PaceColumn())


# --- tables that fit ---------------------------------------------------------------------------


def _width(cell: object) -> int:
    text = cell.plain if isinstance(cell, Text) else str(cell)
    return max((cell_len(line) for line in text.splitlines()), default=0)


def uncut(table: Table, width: int, *, wraps: Sequence[int] = ()) -> RenderableType:
    """`table` with no id or number ever cut at `width` columns: every column but those in
    `wraps` (prose, which may wrap) keeps its cells whole. When they cannot all stand side by
    side, the columns are shown in several tables of the same rows, each led by the first
    (the row's name)."""
    needs = []
    for i, column in enumerate(table.columns):
        cells = [_width(c) for c in column._cells]
        if i in wraps:
            needs.append(max((cell_len(w) for w in str(column.header).split()), default=12))
            continue
        header = _width(column.header)  # whole: a column that may not wrap keeps its header
        column.no_wrap = True
        column.min_width = max([header, *cells])
        needs.append(column.min_width)
    edge = 4 if table.box is not None else 2  # the outer border and the first padding
    per_column = 3 if table.box is not None else 2
    if sum(needs) + per_column * len(needs) + edge - 3 <= width or len(needs) <= 2:
        return table
    parts: list[list[int]] = [[]]
    used = needs[0] + edge
    for i in range(1, len(needs)):
        if parts[-1] and used + needs[i] + per_column > width:
            parts.append([])
            used = needs[0] + edge
        parts[-1].append(i)
        used += needs[i] + per_column
    pieces = []
    for n, columns in enumerate(parts):
        piece = Table(title=table.title if n == 0 else None, caption=table.caption
                      if n == len(parts) - 1 else None, box=table.box,
                      title_justify=table.title_justify)
        for i in (0, *columns):
            c = table.columns[i]
            piece.add_column(c.header, justify=c.justify, no_wrap=c.no_wrap,
                             min_width=c.min_width)
        for r in range(table.row_count):
            piece.add_row(*(table.columns[i]._cells[r] for i in (0, *columns)))
        pieces.append(piece)
    return Group(*pieces)
