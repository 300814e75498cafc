"""What every game's drawing (its svg.py, or svg/ package) draws with: escaped text, shapes,
groups with a title for screen readers, the clickable target wrapper and the outline that
highlights a target, a seat's badge, and the document around it.

The contract of a game's drawing (``draw(view, legal) -> str``, see `Game.draw`): one standalone
``<svg>`` document with a ``viewBox`` and no fixed size, so that it scales to any width; text in
the rulebook's words; every element a player can click is a group with ``class="target"`` and
``data-fields``, a JSON object of some fields of a legal action. The browser keeps the legal
actions whose JSON holds every field of each clicked target, highlights only the targets still
consistent with one of them, and sends the action once a single one is left. `Targets` marks
an element only when some legal action matches its fields, so a drawing made without legal
actions has no target at all.
"""

from __future__ import annotations

import json
import textwrap
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path
from typing import Any

__all__ = ["Targets", "badge", "document", "edge", "esc", "fields_text", "group", "lines", "look",
           "num", "panel", "shape", "text", "text_width", "wrapped"]

SVG_NS = "http://www.w3.org/2000/svg"

STYLE = (".target{cursor:pointer}"
         ".target .edge{stroke:#e09a00;stroke-width:3}"
         ".target:hover .edge{stroke:#b35900}"
         "text{font-family:sans-serif}")
"""The default look: a target's outline (its element of class ``edge``) drawn amber; the web
client may add its own styles over it."""

_MISSING = object()


def esc(value: object) -> str:
    """`value` as text safe inside an XML element or a double-quoted attribute."""
    return escape(str(value), quote=True)


def num(value: float) -> str:
    """A coordinate, short: 12, 12.5."""
    return f"{value:.1f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def _attrs(attrs: Mapping[str, Any]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        shown = num(value) if isinstance(value, float | int) and not isinstance(value, bool) \
            else esc(value)
        out.append(f' {name}="{shown}"')
    return "".join(out)


def shape(tag: str, **attrs: Any) -> str:
    """An empty element: ``shape("rect", x=0, y=0, width=10, height=5, fill="#fff",
    class_="edge")`` (a trailing underscore is dropped, other underscores become hyphens)."""
    return f"<{tag}{_attrs(attrs)}/>"


def text(x: float, y: float, content: str, *, size: float = 12, anchor: str = "start",
         weight: str | None = None, fill: str = "#222", **attrs: Any) -> str:
    """One line of text for people (escaped), its baseline at `y`."""
    more = _attrs({"font_size": size, "text_anchor": None if anchor == "start" else anchor,
                   "font_weight": weight, "fill": fill, **attrs})
    return f'<text x="{num(x)}" y="{num(y)}"{more}>{esc(content)}</text>'


def look(data: Path) -> dict[str, Any]:
    """A game's look: the tables of its ``drawing.toml`` in the data folder `data` (colours,
    fills, the words of symbols), read once when its drawing is imported."""
    return tomllib.loads((data / "drawing.toml").read_text())


def text_width(content: str, size: float, *, bold: bool = False) -> float:
    """About how wide `content` is drawn at font size `size` in a sans-serif font: enough to
    keep a label clear of its neighbour (an average glyph is a little over half the size)."""
    return len(content) * size * (0.62 if bold else 0.56)


def wrapped(content: str, width: int) -> list[str]:
    """`content` broken into lines of at most `width` characters (at spaces)."""
    return textwrap.wrap(content, width) or [""]


def lines(x: float, y: float, rows: Sequence[str], *, size: float = 12, leading: float = 1.25,
          **kw: Any) -> str:
    """Several lines of text, the first baseline at `y`."""
    return "".join(text(x, y + i * size * leading, row, size=size, **kw)
                   for i, row in enumerate(rows))


def group(body: str | Iterable[str], *, title: str | None = None, **attrs: Any) -> str:
    """A group of elements; `title` names it for screen readers and as a tooltip."""
    inner = body if isinstance(body, str) else "".join(body)
    named = f"<title>{esc(title)}</title>" if title else ""
    return f"<g{_attrs(attrs)}>{named}{inner}</g>"


def edge(x: float, y: float, w: float, h: float, rx: float = 4) -> str:
    """The outline a target is highlighted by, 3 units around the box (x, y, w, h) whose corners
    have radius `rx`: unseen (no stroke) until `STYLE` strokes it inside a target, so that the
    drawing's own borders keep their meaning."""
    return shape("rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=rx + 2, fill="none",
                 stroke="none", class_="edge")


def badge(x: float, y: float, letter: str, fill: str, ink: str, r: float = 9) -> str:
    """A seat's badge centred at (x, y): a disc of its colour `fill` with `letter` (its
    colour's first letter, so that colours are told apart by letter too) in `ink`."""
    return (shape("circle", cx=x, cy=y, r=r, fill=fill, stroke="#222")
            + text(x, y + r * 0.42, letter, size=r * 1.15, anchor="middle", weight="bold",
                   fill=ink))


def fields_text(fields: Mapping[str, Any]) -> str:
    """The JSON of a target's fields as ``data-fields`` holds it (keys sorted)."""
    return json.dumps(dict(fields), sort_keys=True, separators=(", ", ": "))


class Targets:
    """The legal actions of the seat being drawn (their JSON dicts), asked by the drawing
    which of its elements are clickable."""

    def __init__(self, legal: Sequence[Mapping[str, Any]] = ()) -> None:
        self.legal = list(legal)

    def __bool__(self) -> bool:
        return bool(self.legal)

    def matching(self, fields: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        """The legal actions whose JSON holds every key and value of `fields`."""
        items = fields.items()
        return [a for a in self.legal if all(a.get(k, _MISSING) == v for k, v in items)]

    def matches(self, fields: Mapping[str, Any]) -> bool:
        items = fields.items()
        return any(all(a.get(k, _MISSING) == v for k, v in items) for a in self.legal)

    def values(self, key: str, **fields: Any) -> list[Any]:
        """The distinct values of `key` among the legal actions matching `fields`, in their
        order."""
        seen: list[Any] = []
        for a in self.matching(fields):
            if key in a and a[key] not in seen:
                seen.append(a[key])
        return seen

    def wrap(self, fields: Mapping[str, Any], body: str, title: str | None = None) -> str:
        """`body` as a target carrying `fields` when a legal action matches them, else as a
        plain group (both named by `title`)."""
        if not self.matches(fields):
            return group(body, title=title)
        return group(body, title=title, class_="target", data_fields=fields_text(fields))


    def wrap_first(self, options: Sequence[Mapping[str, Any]], body: str,
                   title: str | None = None) -> str:
        """`body` as a target carrying the first of `options` some legal action matches (an
        element standing for several kinds of action, one legal at a time)."""
        for fields in options:
            if self.matches(fields):
                return self.wrap(fields, body, title)
        return group(body, title=title)


def document(width: float, height: float, body: str | Iterable[str], *, title: str,
             background: str = "#f4efe4") -> str:
    """A standalone SVG document of this size in user units (a ``viewBox``, no fixed width
    or height), named by `title`."""
    inner = body if isinstance(body, str) else "".join(body)
    return (f'<svg xmlns="{SVG_NS}" viewBox="0 0 {num(width)} {num(height)}" role="img">'
            f"<title>{esc(title)}</title><style>{STYLE}</style>"
            f'<rect width="{num(width)}" height="{num(height)}" fill="{background}"/>'
            f"{inner}</svg>")


def panel(title: str, rows: Sequence[str]) -> str:
    """A plain picture for a game that draws no board: its title and `rows` of text."""
    width = 640
    shown = [row for r in rows for row in wrapped(r, 90)]
    height = 60 + 18 * len(shown)
    return document(width, height, [text(20, 32, title, size=18, weight="bold"),
                                    lines(20, 58, shown, size=13, leading=1.38)], title=title)
