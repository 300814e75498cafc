"""PNG plots of a tournament (matplotlib, drawn off-screen): score distributions per bot and
per seat, win rate per seat with 95% intervals, and each bot's rating over the games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

PLOTS = ("scores.png", "seat_win_rates.png", "ratings.png")


def write_plots(results: dict[str, Any], folder: Path) -> list[Path]:
    """Draw the plots of `results` (stats.summarise) into `folder`; returns their paths."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    folder.mkdir(parents=True, exist_ok=True)
    t = results["tournament"]
    title = f"{t['game']}, {t['players']} players, {results['finished']} games"
    games = [g for g in results["games"] if g["finished"]]
    bots = t["bots"]
    paths = []

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
    by_bot = [[g["scores"][s] for g in games for s, b in enumerate(g["lineup"]) if b == k]
              for k in range(len(bots))]
    by_seat = [[g["scores"][s] for g in games] for s in range(t["players"])]
    if games:
        left.boxplot(by_bot, showmeans=True)
        right.boxplot(by_seat, showmeans=True)
    left.set_xticks(range(1, len(bots) + 1), bots, rotation=15)
    left.set_title("score per bot")
    right.set_xticks(range(1, t["players"] + 1), [f"seat {s}" for s in range(t["players"])])
    right.set_title("score per seat")
    fig.suptitle(title)
    fig.tight_layout()
    paths.append(_save(fig, folder / PLOTS[0]))

    fig, ax = plt.subplots(figsize=(6, 4))
    seats = results["seats"]
    rates = [100 * r["win_rate"] for r in seats]
    lows, highs = error_bars([r["win_rate"] for r in seats], [r["ci95"] for r in seats])
    ax.bar(range(len(seats)), rates, yerr=[lows, highs], capsize=6, color="#6a8caf")
    ax.axhline(100 / t["players"], color="grey", linestyle="--", linewidth=1,
               label="even share")
    ax.set_xticks(range(len(seats)), [f"seat {r['seat']}" for r in seats])
    ax.set_ylabel("win rate % (95% CI)")
    ax.set_ylim(0, 100)
    ax.legend()
    ax.set_title(title)
    fig.tight_layout()
    paths.append(_save(fig, folder / PLOTS[1]))

    fig, ax = plt.subplots(figsize=(7, 4))
    history = results["rating_history"]
    for k, name in enumerate(bots):
        ax.plot(range(1, len(history) + 1), [h[k] for h in history], label=name)
    ax.set_xlabel("finished games")
    ax.set_ylabel("rating mu (openskill)")
    ax.legend()
    ax.set_title(title)
    fig.tight_layout()
    paths.append(_save(fig, folder / PLOTS[2]))
    return paths


def error_bars(rates: list[float], intervals: list[list[float]]) -> tuple[list[float],
                                                                         list[float]]:
    """Matplotlib's `yerr` (in percent) of win rates with their intervals: the distances down
    to the low bound and up to the high bound, never negative (matplotlib refuses those), even
    for an interval that rounding left a hair off its rate."""
    lows = [max(0.0, 100 * (rate - lo)) for rate, (lo, _) in zip(rates, intervals)]
    highs = [max(0.0, 100 * (hi - rate)) for rate, (_, hi) in zip(rates, intervals)]
    return lows, highs


def _save(fig: Any, path: Path) -> Path:
    import matplotlib.pyplot as plt

    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
