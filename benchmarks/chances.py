"""How well calibrated the chances of winning are: the tables of docs/chances.md and its
reliability plot, from the fitted data (src/alehouse/bots/data/chances.json, written by
`alehouse calibrate`)::

    .venv/bin/python benchmarks/chances.py                       # print the Markdown
    .venv/bin/python benchmarks/chances.py --svg docs/img/chances-reliability.svg

Per game and player count: the games played, the mean length, the fitted a and b, and on the
held-out quarter of the games the log loss and Brier score (beside even chances') and the
calibration error. Then the reliability table of all held-out positions together, and per
game the same as a plot (the chance given against the share of the win that followed; a
perfectly calibrated model lies on the diagonal).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import alehouse
from alehouse.bots.chances import fitted
from alehouse.core.drawing import document, group, num, shape, text

COLOURS = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#d55e00")
MARKS = ("circle", "rect", "diamond", "triangle", "cross")


def pooled(entries: list[dict[str, Any]]) -> list[list[float]]:
    """The reliability bins of several entries together: [from, to, n, chance, share]."""
    bins: dict[float, list[float]] = {}
    for entry in entries:
        for low, high, n, chance, share in entry["held_out"]["reliability"]:
            b = bins.setdefault(low, [low, high, 0.0, 0.0, 0.0])
            b[2] += n
            b[3] += n * chance
            b[4] += n * share
    return [[b[0], b[1], b[2], b[3] / b[2], b[4] / b[2]] for _, b in sorted(bins.items())]


def tables(models: dict[str, Any]) -> str:
    out = ["| game | players | games (fitted on) | mean length | a | b | log loss (even) | "
           "Brier (even) | calibration error |", "|:--|--:|--:|--:|--:|--:|--:|--:|--:|"]
    for gid, counts in models.items():
        title = alehouse.game(gid).title
        for players, e in counts.items():
            h = e["held_out"]
            out.append(f"| {title} | {players} | {e['games']} ({e['fitted_on']}) | "
                       f"{e['length']:.0f} | {e['a']:.2f} | {e['b']:.2f} | "
                       f"{h['log_loss']:.3f} ({h['even_log_loss']:.3f}) | "
                       f"{h['brier']:.3f} ({h['even_brier']:.3f}) | "
                       f"{h['calibration_error']:.3f} |")
    every = [e for counts in models.values() for e in counts.values()]
    out += ["", "All held-out positions together (each seat of each position counted once):",
            "", "| chance given | seats | mean chance | share of the win that followed |",
            "|:--|--:|--:|--:|"]
    for low, high, n, chance, share in pooled(every):
        out.append(f"| {low:.0%}-{high:.0%} | {n:.0f} | {chance:.3f} | {share:.3f} |")
    return "\n".join(out)


def mark(kind: str, x: float, y: float, fill: str) -> str:
    r = 4.5
    if kind == "circle":
        return shape("circle", cx=x, cy=y, r=r, fill=fill, stroke="#222")
    if kind == "rect":
        return shape("rect", x=x - r, y=y - r, width=2 * r, height=2 * r, fill=fill,
                     stroke="#222")
    points = {"diamond": [(0, -r - 1), (r + 1, 0), (0, r + 1), (-r - 1, 0)],
              "triangle": [(0, -r - 1), (r + 1, r), (-r - 1, r)],
              "cross": [(-r, -r), (r, r), (0, 0), (r, -r), (-r, r), (0, 0)]}[kind]
    return shape("polygon", points=" ".join(f"{num(x + a)},{num(y + b)}" for a, b in points),
                 fill=fill, stroke="#222")


def plot(models: dict[str, Any]) -> str:
    """The reliability plot: per game (all player counts), each bin's mean chance against the
    share of the win that followed."""
    size, left, top = 300.0, 50.0, 30.0
    width, height = left + size + 200, top + size + 50

    def x(v: float) -> float:
        return left + size * v

    def y(v: float) -> float:
        return top + size * (1 - v)

    body = [text(left, 20, "Chance given against the share of the win that followed",
                 size=13, weight="bold")]
    for v in (0, 0.25, 0.5, 0.75, 1):
        body += [shape("line", x1=x(0), y1=y(v), x2=x(1), y2=y(v), stroke="#ddd"),
                 shape("line", x1=x(v), y1=y(0), x2=x(v), y2=y(1), stroke="#ddd"),
                 text(x(0) - 6, y(v) + 4, f"{v:.0%}", size=10, anchor="end"),
                 text(x(v), y(0) + 16, f"{v:.0%}", size=10, anchor="middle")]
    body.append(shape("line", x1=x(0), y1=y(0), x2=x(1), y2=y(1), stroke="#888",
                      stroke_dasharray="4 3"))
    body.append(text(x(0.5), height - 8, "the chance given (held-out positions)", size=11,
                     anchor="middle"))
    for i, (gid, counts) in enumerate(models.items()):
        colour, kind = COLOURS[i % len(COLOURS)], MARKS[i % len(MARKS)]
        bins = [b for b in pooled(list(counts.values())) if b[2] >= 20]
        line = " ".join(f"{num(x(c))},{num(y(s))}" for _, _, _, c, s in bins)
        marks = [mark(kind, x(c), y(s), colour) for _, _, _, c, s in bins]
        title = alehouse.game(gid).title
        body.append(group([shape("polyline", points=line, fill="none", stroke=colour,
                                 stroke_width=1.5), *marks], title=title))
        body += [mark(kind, x(1) + 24, top + 10 + 22 * i, colour),
                 text(x(1) + 36, top + 14 + 22 * i, title, size=11)]
    return document(width, height, body, title="Reliability of the chances of winning",
                    background="#fff")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--svg", type=Path, help="write the reliability plot here")
    args = parser.parse_args(argv)
    models = fitted().get("models", {})
    if not models:
        print("no fitted chances: run `alehouse calibrate` first", file=sys.stderr)
        return 1
    print(tables(models))
    if args.svg is not None:
        args.svg.write_text(plot(models) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
