"""The `alehouse` command: list games, play in the terminal, simulate bot games, replay records,
run bot tournaments (`arena`).

Refusals the user can fix (unknown game, bad player count, option, seat or bot, bad record or
file) are printed as one readable line on stderr and exit with code 2, never a traceback.
Rendering lives in `alehouse.tui.terminal`, the loops in `alehouse.tui.sessions`,
`alehouse.bots.play` and `alehouse.arena`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from . import core
from .arena.play import MAX_DECISIONS
from .arena.schedule import Tournament
from .bots import HUMAN, BotSpec
from .core import BadOptions, BadRecord, Chance, Game
from .tui.sessions import (
    Ask,
    PlaySession,
    ReplaySession,
    make_seats,
    offer_save,
    simulate,
    simulation_table,
)
from .tui.terminal import games_table, seat_name

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="Alehouse: brewing-and-monastery board games in the terminal.")

GameArg = Annotated[str, typer.Argument(help="Game id (see `alehouse games`).",
                                        show_default=False)]
PlayersOpt = Annotated[int | None, typer.Option(
    "--players", "-p", help="Number of players (default: one per seat given, at least the "
    "game's minimum).", show_default=False)]
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="A game option as key=value; repeat for several.",
    show_default=False)]


# --- argument helpers ----------------------------------------------------------------------------


def fail(message: str) -> NoReturn:
    """Print `message` on stderr and exit with code 2."""
    Console(stderr=True, highlight=False).print(f"[bold red]error:[/] {message}", markup=True,
                                                soft_wrap=True)
    raise typer.Exit(2)


def find_game(game_id: str) -> Game[Any]:
    """The registered game, or exit 2 listing the ids there are."""
    try:
        return core.game(game_id)
    except BadOptions as exc:
        fail(exc.reason)


def parse_options(items: list[str] | None) -> dict[str, str]:
    """`["level=expert"]` -> `{"level": "expert"}`; values stay text (the game converts)."""
    options: dict[str, str] = {}
    for item in items or []:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            fail(f"option {item!r} must look like key=value, e.g. level=expert")
        options[key.strip()] = value.strip()
    return options


def split_specs(text: str | None) -> list[str]:
    """Comma-separated seat or bot specs. An item holding `=` but no `:` continues the previous
    spec's parameters, so `human,ismcts:time=0.5,playout=greedy` is two seats."""
    specs: list[str] = []
    for item in (text or "").split(","):
        item = item.strip()
        if "=" in item and ":" not in item and specs:
            specs[-1] += "," + item
        elif item:
            specs.append(item)
    return specs


def seat_specs(g: Game[Any], specs: list[str], players: int | None) -> list[str]:
    """One spec per seat: those given, then `random` up to `players` (default: as many as
    given, at least the game's minimum). Exit 2 when more specs than players are given."""
    count = players if players is not None else max(len(specs), g.player_counts.start)
    if len(specs) > count:
        fail(f"{len(specs)} seats given for {count} players")
    return specs + ["random"] * (count - len(specs))


def check_bot_specs(specs: list[str]) -> None:
    """Exit 2 for a spec that is not `human` and not a bot `alehouse.bots.make` knows and can
    build with the parameters given."""
    from .bots import make, names

    for spec in specs:
        if spec == HUMAN:
            continue
        try:
            name = BotSpec.parse(spec).name
        except ValueError as exc:
            fail(str(exc))
        if name not in names():
            fail(f"unknown seat {spec!r}; use human or a bot: {', '.join(names())}")
        try:
            make(spec)
        except (ValueError, TypeError) as exc:
            fail(f"bot {spec!r}: {exc}")


def new_match(g: Game[Any], players: int, seed: int, options: dict[str, str]) -> core.Match:
    """The match, or exit 2 with BadOptions' reason (player count, option, seed)."""
    try:
        return core.Match.start(g, players, seed, options)
    except BadOptions as exc:
        fail(exc.reason)


def console_ask(console: Console) -> Ask:
    """A prompt function reading one line from stdin; EOFError at its end and on Ctrl-C, so
    both leave a game the way `q` does. Prompts are plain text, never Rich markup."""

    def ask(prompt: str) -> str:
        try:
            return console.input(Text(prompt))
        except KeyboardInterrupt:
            console.print()
            raise EOFError from None

    return ask


# --- commands ------------------------------------------------------------------------------------


@app.command("games")
def games_command() -> None:
    """List the registered games: id, title, player counts and options (default first)."""
    Console(highlight=False).print(games_table([core.game(i) for i in core.games()]))


@app.command("play")
def play_command(
    game: GameArg,
    players: PlayersOpt = None,
    seats: Annotated[str | None, typer.Option(
        "--seats", help="Comma-separated seats: human or a bot spec (random, ...); missing "
        "seats are random bots. Default: human,random,...", show_default=False)] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the deal and the bots.",
                                             show_default=False)] = None,
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(help="Write the record here at the end (or "
                                              "on quitting).", show_default=False)] = None,
) -> None:
    """Play GAME in the terminal against bots and/or hot-seat."""
    g = find_game(game)
    specs = seat_specs(g, split_specs(seats) or [HUMAN], players)
    check_bot_specs(specs)
    options = parse_options(option)
    seed = Chance.fresh_seed() if seed is None else seed
    match = new_match(g, len(specs), seed, options)
    console = Console(highlight=False)
    console.print(Text(f"{g.title}, seed {seed}: " + ", ".join(
        f"{seat_name(match, p)} ({spec})" for p, spec in enumerate(specs))))
    ask = console_ask(console)
    finished = PlaySession(match, make_seats(specs, seed), console, ask).run()
    if finished and save is not None:
        write_record(match, save, console)
    elif not finished:
        console.print("You left the match.")
        try:
            offer_save(match, save, console, ask)
        except OSError as exc:
            fail(f"cannot write the record: {exc}")


def write_record(match: core.Match, path: Path, console: Console) -> None:
    """Save the record (exit 2 when the file cannot be written)."""
    try:
        core.save_record(match, path)
    except OSError as exc:
        fail(f"cannot write {path}: {exc}")
    console.print(f"Record saved to {path}")


@app.command("simulate")
def simulate_command(
    game: GameArg,
    games: Annotated[int, typer.Option("--games", "-g", min=1, help="How many games.")] = 10,
    players: PlayersOpt = None,
    seed: Annotated[int, typer.Option(help="Game i uses seed SEED + i.")] = 0,
    bots: Annotated[str, typer.Option(help="Comma-separated bot specs per seat; missing "
                                      "seats are random.")] = "random",
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(help="Directory for the records "
                                              "(game-0000.json ...).", show_default=False)
                    ] = None,
) -> None:
    """Play GAMES bot-only games of GAME and tabulate wins and scores per seat."""
    g = find_game(game)
    specs = seat_specs(g, split_specs(bots), players)
    if HUMAN in specs:
        fail("simulate plays bots only; use `alehouse play` for human seats")
    check_bot_specs(specs)
    options = parse_options(option)
    new_match(g, len(specs), seed, options)  # refuses bad counts and options before starting
    console = Console(highlight=False)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn())
    try:
        with Progress(*columns, console=console) as progress:
            task = progress.add_task(g.title, total=games)
            stats = simulate(g.id, games, len(specs), seed, options, specs, save,
                             lambda: progress.advance(task))
    except OSError as exc:
        fail(f"cannot write the records: {exc}")
    console.print(simulation_table(stats))
    if save is not None:
        console.print(f"Records saved to {save}/game-0000.json ...")


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A record saved by play or simulate.",
                                         show_default=False)],
    player: Annotated[int | None, typer.Option(
        "--player", help="Show seat P's view (0 is the first seat); default: a spectator's.",
        show_default=False)] = None,
) -> None:
    """Step through a saved record: Enter = next, a number = that step, b = back, q = quit."""
    try:
        record = core.load_record(file)
        final = core.replay(record)
    except BadRecord as exc:
        fail(f"bad record ({exc.code}): {exc.reason}")
    if player is not None and not 0 <= player < final.players:
        fail(f"--player must be a seat from 0 to {final.players - 1}")
    console = Console(highlight=False)
    ReplaySession(record, player, console, console_ask(console)).run()


@app.command("arena")
def arena_command(
    game: Annotated[str | None, typer.Argument(help="Game id (see `alehouse games`); not needed "
                                               "with --resume.", show_default=False)] = None,
    bots: Annotated[str, typer.Option(help="Comma-separated bot specs that take turns in the "
                                      "seats, e.g. greedy,ismcts:time=0.2.")] = "greedy,random",
    games: Annotated[int, typer.Option("--games", "-g", min=1, help="How many games.")] = 100,
    players: Annotated[int, typer.Option("--players", "-p", min=1,
                                         help="Players per game.")] = 2,
    seed: Annotated[int, typer.Option(help="Seed of the deals and the bots.")] = 0,
    option: OptionOpt = None,
    workers: Annotated[int | None, typer.Option(
        "--workers", "-w", min=1, help="Parallel processes (default: the CPU count); with "
        "--ray, the CPUs of the local cluster.", show_default=False)] = None,
    out: Annotated[Path | None, typer.Option(
        help="Directory for tournament.json, every game record, results.json and plots "
        "(kept when interrupted).", show_default=False)] = None,
    resume: Annotated[Path | None, typer.Option(
        help="Continue the tournament saved in this directory (its settings are used).",
        show_default=False)] = None,
    ray: Annotated[str | None, typer.Option(
        "--ray", help="Run on a Ray cluster at ADDRESS; `--ray` alone starts a local one for "
        "the run.", metavar="[ADDRESS]", show_default=False)] = None,
    max_decisions: Annotated[int, typer.Option(
        min=1, help="A game longer than this is stopped and reported as unfinished.")
    ] = MAX_DECISIONS,
    plots: Annotated[bool, typer.Option(help="Write PNG plots into --out.")] = True,
) -> None:
    """A bot tournament: seats rotated fairly, win rates with 95% intervals, ratings, decision
    times, a balance report per seat; with --out, every record, results.json and plots."""
    from .arena.session import play_tournament
    from .arena.store import StoreError, load_settings

    console = Console(highlight=False)
    try:
        if resume is not None:
            t = load_settings(resume)
            out = resume
        else:
            if game is None:
                fail("name a game (see `alehouse games`), or --resume DIR")
            t = tournament(game, split_specs(bots), games, players, seed, option, max_decisions)
        play_tournament(t, console, out=out, resume=resume is not None, workers=workers,
                        ray=ray is not None, ray_address=None if ray in (None, LOCAL) else ray,
                        plots=plots)
    except StoreError as exc:
        fail(str(exc))
    except OSError as exc:
        fail(f"cannot write the tournament: {exc}")


def tournament(game: str, specs: list[str], games: int, players: int, seed: int,
               option: list[str] | None, max_decisions: int) -> Tournament:
    """The tournament's settings, or exit 2 for a bad game, bot, player count or option."""
    g = find_game(game)
    if not specs:
        fail("name at least one bot with --bots")
    if HUMAN in specs:
        fail("the arena plays bots only")
    check_bot_specs(specs)
    options = parse_options(option)
    full = new_match(g, players, seed, options).options  # refuses bad counts and options
    return Tournament(g.id, specs, games, players, seed, full, max_decisions)


LOCAL = "local"


def normalise_args(args: list[str]) -> list[str]:
    """`--ray` may stand alone (a local cluster): give it the value `local` when what follows is
    missing, another option or a game id."""
    out = list(args)
    for i, arg in enumerate(out):
        if arg == "--ray":
            following = out[i + 1] if i + 1 < len(out) else None
            if following is None or following.startswith("-") or following in core.games():
                out[i] = f"--ray={LOCAL}"
    return out


def main() -> None:
    """The console script `alehouse`."""
    import sys

    app(normalise_args(sys.argv[1:]))
