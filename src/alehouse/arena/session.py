"""`alehouse arena`: a tournament with a progress bar, saved as it goes, then the tables, the
balance report, results.json and the plots. Free of Typer so tests can drive it directly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import Progress
from rich.text import Text

from ..tui.terminal import progress_columns, uncut
from . import store
from .play import GameOutcome
from .report import balance_tables, bots_table, traits_table
from .run import RunResult, run
from .schedule import Tournament
from .stats import summarise


def play_tournament(t: Tournament, console: Console, *, out: Path | None = None,
                    resume: bool = False, workers: int | None = None, ray: bool = False,
                    ray_address: str | None = None, plots: bool = True,
                    stop_after: int | None = None) -> tuple[dict[str, Any], RunResult]:
    """Run `t` (continuing the games saved in `out` when `resume`), save every game to `out` as
    it finishes, then write results.json and the plots there and print the tables. Returns the
    results (stats.summarise) and the run. store.StoreError for a directory that does not fit."""
    done: list[GameOutcome] = []
    if out is not None:
        if resume:
            done = store.load_games(out, t)
        else:
            store.create(out, t)
            if store.load_games(out, t):
                raise store.StoreError(f"{out} already holds games of this tournament; use "
                                       f"--resume {out} to continue it")

    def saved(outcome: GameOutcome) -> None:
        if out is not None:
            store.save_game(out, t, outcome)
        progress.advance(task)

    with Progress(*progress_columns(), console=console) as progress:
        task = progress.add_task(escape(f"{t.game} {t.players}p"), total=t.games,
                                 completed=len(done), before=len(done))
        result = run(t, done=done, workers=workers, ray=ray, ray_address=ray_address,
                     on_game=saved, stop_after=stop_after)
    results = summarise(t, result.outcomes)
    width = console.width
    console.print(uncut(bots_table(results), width))
    seats, other = balance_tables(results)
    console.print(uncut(seats, width))
    console.print(uncut(other, width, wraps=[0]))
    traits = traits_table(results)
    if traits is not None:
        console.print(uncut(traits, width, wraps=[0]))
    if out is not None:
        path = store.save_results(out, results)
        wrote = [path]
        if plots and results["finished"]:
            from .plots import write_plots

            wrote += write_plots(results, out / "plots")
        console.print(Text(f"Wrote {', '.join(str(p) for p in wrote)} and "
                           f"{len(result.outcomes)} game records in {out / store.GAMES}"))
    if result.interrupted:
        left = t.games - len(result.outcomes)
        hint = f"; continue with `alehouse arena --resume {out}`" if out is not None else \
            " (give --out DIR to keep the games and resume later)"
        console.print(Text.assemble(("Interrupted", "yellow"),
                                    f": {len(result.outcomes)} of {t.games} games played, "
                                    f"{left} left{hint}"))
    return results, result
