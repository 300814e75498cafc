"""Rich tables of a tournament's results (stats.summarise): the bots, then the balance report."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def ci(bounds: list[float]) -> str:
    return f"{100 * bounds[0]:.1f}-{100 * bounds[1]:.1f}%"


def bots_table(results: dict[str, Any]) -> Table:
    """Per bot: games, wins, win rate with its 95% interval, mean score, rating, time."""
    t = results["tournament"]
    table = Table(title=Text(f"{t['game']}, {t['players']} players: {results['finished']} "
                             f"finished games of {results['planned']}"))
    for name, justify in (("bot", "left"), ("games", "right"), ("wins", "right"),
                          ("win rate", "right"), ("95% CI", "right"), ("mean score", "right"),
                          ("rating mu±sd", "right"), ("ordinal", "right"),
                          ("s/decision", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    timing = {row["bot"]: row for row in results["timing"]["bots"]}
    for row in sorted(results["bots"], key=lambda r: -r["rating"]["ordinal"]):
        r = row["rating"]
        shown = row["bot"] if row.get("spec", row["bot"]) == row["bot"] else \
            f"{row['bot']} ({row['spec']})"
        table.add_row(Text(shown), str(row["games"]), f"{row['wins']:g}", pct(row["win_rate"]),
                      ci(row["ci95"]), f"{row['scores']['mean']:.1f}",
                      f"{r['mu']:.1f}±{r['sigma']:.1f}", f"{r['ordinal']:.1f}",
                      f"{timing[row['bot']]['mean_decision_seconds']:.3f}")
    notes = []
    if results["unfinished"]:
        notes.append(f"{len(results['unfinished'])} unfinished (decision limit "
                     f"{t['max_decisions']}): games {_indices(results['unfinished'])}")
    if not results["balanced"]:
        notes.append("seats not fully rotated (games not a multiple of the seatings, or the "
                     "tournament is incomplete)")
    if notes:
        table.caption = Text("; ".join(notes))
    return table


def balance_tables(results: dict[str, Any]) -> tuple[Table, Table]:
    """The balance report: win rate and scores per seat; the first mover and game length (its
    first column is prose)."""
    seats = Table(title="Balance: seats (all bots)")
    for name in ("seat", "games", "win rate", "95% CI", "mean", "sd", "min", "q1", "median",
                 "q3", "max"):
        seats.add_column(name, justify="left" if name == "seat" else "right")
    for row in results["seats"]:
        d = row["scores"]
        seats.add_row(str(row["seat"]), str(row["games"]), pct(row["win_rate"]),
                      ci(row["ci95"]), *(f"{d[k]:.1f}" for k in ("mean", "sd", "min", "q1",
                                                                  "median", "q3", "max")))
    first = results["first_mover"]
    length = results["length"]
    other = Table(title="Balance: first mover and game length", show_header=True)
    other.add_column("figure")
    other.add_column("value", justify="right")
    other.add_row("first mover's win rate (the seat making the first decision)",
                  f"{pct(first['win_rate'])} ({ci(first['ci95'])}), {first['games']} games")
    other.add_row("decisions per game: mean (min-max)",
                  f"{length['mean']:.0f} ({length['min']:.0f}-{length['max']:.0f})")
    if "margin" in results:
        margin = results["margin"]
        other.add_row("winner's score minus the last seat's: mean (min-max)",
                      f"{margin['mean']:.1f} ({margin['min']:g}-{margin['max']:g})")
    return seats, other


def rate(value: float | None) -> str:
    return "-" if value is None else pct(value)


def traits_table(results: dict[str, Any], top: int = 12) -> Table | None:
    """What winners did: the `top` traits whose means differ most between winning seats and
    the others (stats.winners_did); None when the games kept no traits."""
    rows = results.get("traits") or []
    if not rows:
        return None
    table = Table(title="Balance: what winners did (per seat, means)")
    for name in ("trait", "winners", "others", "difference", "effect (sd)", "seats with it",
                 "win rate with", "win rate without"):
        table.add_column(name, justify="left" if name == "trait" else "right")
    for row in rows[:top]:
        table.add_row(Text(row["trait"]), f"{row['winners']:.2f}", f"{row['others']:.2f}",
                      f"{row['difference']:+.2f}", f"{row['effect']:+.2f}",
                      f"{row['seats_with']} of {row['seats']}", rate(row["win_rate_with"]),
                      rate(row["win_rate_without"]))
    return table


def _indices(items: list[int]) -> str:
    shown = ", ".join(map(str, items[:10]))
    return shown + (" ..." if len(items) > 10 else "")
