"""The `alehouse` command: list games, play in the terminal, simulate bot games, replay records,
draw a position of a record as SVG, run bot tournaments (`arena`), fit the chances of winning
that hints show (`calibrate`).

Refusals the user can fix (unknown game, bad player count, option, seat or bot, bad record or
file) are printed as one readable line on stderr and exit with code 2, never a traceback; a
missing optional dependency exits with code 1 saying what to install. Every text that comes
from the user, a file or the engine is printed as plain text, never read as Rich markup.
Rendering lives in `alehouse.tui.terminal`, the loops in `alehouse.tui.sessions`,
`alehouse.bots.play` and `alehouse.arena`.
"""

from __future__ import annotations

import errno
import importlib
import io
import os
import sys
import time
from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    Progress,
)
from rich.table import Table
from rich.text import Text

from . import core
from .arena.play import MAX_DECISIONS
from .arena.schedule import Tournament
from .bots import HUMAN, BotSpec
from .bots.levels import level_names
from .core import BadOptions, BadRecord, Chance, Game
from .core.words import plural
from .tui.files import file_problem, read_json_file, shown_path, writable
from .tui.sessions import (
    Ask,
    PlaySession,
    ReplaySession,
    make_seats,
    offer_save,
    simulate,
    simulation_table,
)
from .tui.terminal import (
    games_table,
    player_counts,
    progress_columns,
    quoted,
    seat_name,
    uncut,
)

app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="Alehouse: brewing-and-monastery board games in the terminal.")

GameArg = Annotated[str, typer.Argument(help="Game id (see `alehouse games`).",
                                        show_default=False)]
PlayersOpt = Annotated[int | None, typer.Option(
    "--players", "-p", help="Number of players (default: one per seat given, at least the "
    "game's minimum).", show_default=False)]
LEVELS = ", ".join(level_names())
"""The bot levels, as the help names them."""
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="A game option as key=value; repeat for several.",
    show_default=False)]


# --- argument helpers ----------------------------------------------------------------------------


def say_error(message: str) -> None:
    """Print `message` on stderr after a red "error:", as plain text (brackets in it are shown
    as typed, never read as Rich markup)."""
    Console(stderr=True, highlight=False).print(
        Text.assemble(("error:", "bold red"), " ", message), soft_wrap=True)


def fail(message: str) -> NoReturn:
    """Print `message` (plain text) on stderr and exit with code 2."""
    say_error(message)
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
            fail(f"option {quoted(item)} must look like key=value, e.g. level=expert")
        options[key.strip()] = value.strip()
    return options


def split_specs(text: str | None) -> list[str]:
    """Comma-separated seat or bot specs. An item holding `=` but no `:` continues the previous
    spec's parameters, so `human,ismcts:time=0.5,playout=greedy` is two seats. Empty items are
    kept as "" (`no_empty` refuses them); no text at all gives no specs."""
    if text is None:
        return []
    specs: list[str] = []
    for item in text.split(","):
        item = item.strip()
        if "=" in item and ":" not in item and specs and specs[-1]:
            specs[-1] += "," + item
        else:
            specs.append(item)
    return specs


def no_empty(specs: list[str], option: str, what: str) -> list[str]:
    """`specs`, or exit 2 when one is empty (`--seats ""`, `--seats human,,random`): `what`
    is "seat" or "bot"."""
    if all(specs):
        return specs
    from .bots.registry import allowed

    where = f"{option} is empty" if specs == [""] else f"{option} has an empty {what}"
    advice = ("give human or a bot for each seat" if what == "seat" else "name the bots")
    fail(f"{where}: {advice}, separated by commas ({allowed()})")


def seat_specs(g: Game[Any], specs: list[str], players: int | None) -> list[str]:
    """One spec per seat: those given, then `random` up to `players` (default: as many as
    given, at least the game's minimum). Exit 2 for a player count the game does not allow
    (naming the counts it does) and when more specs than players are given."""
    count = players if players is not None else max(len(specs), g.player_counts.start)
    check_player_count(g, count)
    if len(specs) > count:
        fail(f"{plural(len(specs), 'seat')} given for {plural(count, 'player')}")
    return specs + ["random"] * (count - len(specs))


def check_player_count(g: Game[Any], count: int) -> None:
    """Exit 2 unless `g` is played by `count` players, naming the counts it allows."""
    if count not in g.player_counts:
        fail(f"{g.title} is for {player_counts(g.player_counts)} players, not {count}")


def check_bot_specs(specs: list[str]) -> None:
    """Exit 2 for a spec that is not `human` and not a level or a bot `alehouse.bots.make`
    knows and can build with the parameters given."""
    from .bots.registry import allowed, is_bot_name, make

    for spec in specs:
        if spec == HUMAN:
            continue
        try:
            BotSpec.parse(spec)
        except ValueError as exc:
            fail(str(exc))
        if not is_bot_name(spec):
            fail(f"unknown seat {quoted(spec)}; use human, a level or a bot ({allowed()})")
        try:
            make(spec)
        except (ValueError, TypeError) as exc:
            fail(f"bot {quoted(spec)}: {exc}")


def new_match(g: Game[Any], players: int, seed: int, options: dict[str, str]) -> core.Match:
    """The match, or exit 2 with BadOptions' reason (player count, option, seed)."""
    try:
        return core.Match.start(g, players, seed, options)
    except BadOptions as exc:
        fail(exc.reason)


def console_ask(console: Console) -> Ask:
    """A prompt function reading one line from stdin; EOFError at its end, on Ctrl-C and when
    stdin is closed or lost (a hung-up terminal), so each leaves a game the way `q` does.
    Prompts are plain text, never Rich markup. Bytes that are not UTF-8 are read as "\ufffd"
    (so the line is refused as text is), never an error."""
    tolerant_streams()

    def ask(prompt: str) -> str:
        try:
            return console.input(Text(prompt))
        except KeyboardInterrupt:
            console.print()
            raise EOFError from None
        except UnicodeDecodeError:
            return "\ufffd"
        except (RuntimeError, ValueError, OSError):  # stdin closed (`<&-`) or gone
            if sys.stdin is None or sys.stdin.closed or not _readable(sys.stdin):
                raise EOFError from None
            raise

    return ask


def _readable(stream: Any) -> bool:
    """False when reading `stream` fails (its file descriptor closed or broken)."""
    try:
        return bool(stream.readable())
    except (OSError, ValueError):
        return False


def tolerant_streams() -> None:
    """Let standard input replace bytes that are not UTF-8, and standard output characters it
    cannot encode (a lone surrogate a record or a typed "\\ud800" brought in), instead of
    failing on them. Standard error already escapes them."""
    for stream in (sys.stdin, sys.stdout):
        if isinstance(stream, io.TextIOWrapper):
            with suppress(ValueError, OSError):
                stream.reconfigure(errors="replace")


# --- commands ------------------------------------------------------------------------------------


@app.command("games")
def games_command() -> None:
    """List the registered games: id, title, player counts and options (default first)."""
    console = Console(highlight=False)
    console.print(uncut(games_table([core.game(i) for i in core.games()]), console.width,
                        wraps=[1, 3]))


@app.command("play")
def play_command(
    game: Annotated[str | None, typer.Argument(help="Game id (see `alehouse games`); not needed "
                                               "with --resume.", show_default=False)] = None,
    players: PlayersOpt = None,
    seats: Annotated[str | None, typer.Option(
        "--seats", help=f"Comma-separated seats: human, a bot level ({LEVELS}) or a bot "
        "spec (random, greedy, ismcts:time=0.5); missing seats are random bots. Default: "
        "human,random,...", show_default=False)] = None,
    seed: Annotated[int | None, typer.Option(help="Seed of the deal and the bots.",
                                             show_default=False)] = None,
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(help="Write the record here at the end (or "
                                              "on quitting).", show_default=False)] = None,
    resume: Annotated[Path | None, typer.Option(
        help="Continue the match saved in this record (its game, players, options and seed; "
        "give --seats again if they were not human,random,...).", show_default=False)] = None,
) -> None:
    """Play GAME in the terminal against bots and/or hot-seat, or continue a saved match."""
    tolerant_streams()
    given = no_empty(split_specs(seats), "--seats", "seat") if seats is not None else [HUMAN]
    if resume is not None:
        if seed is not None or option or players is not None:
            fail("--resume continues the saved match with its own seed, options and players: "
                 "leave out --seed, --option and --players")
        match = resumed_match(resume, game)
        g = match.game
        specs = seat_specs(g, given, match.players)
        seed = match.seed if match.seed is not None else 0
    else:
        if game is None:
            fail("name the game to play (see `alehouse games`), or give --resume FILE")
        g = find_game(game)
        specs = seat_specs(g, given, players)
        seed = Chance.fresh_seed() if seed is None else seed
    check_bot_specs(specs)
    if save is not None:
        problem = writable(save)
        if problem is not None:
            fail(f"cannot save the record to {shown_path(save)}: {problem}")
    if resume is None:
        match = new_match(g, len(specs), seed, parse_options(option))
    console = Console(highlight=False)
    seated = ", ".join(f"{seat_name(match, p)} ({spec})" for p, spec in enumerate(specs))
    if resume is not None:
        console.print(Text(f"{g.title}, seed {seed}, continued after "
                           f"{plural(match.move_count, 'move')}: {seated}"))
    else:
        console.print(Text(f"{g.title}, seed {seed}: {seated}"))
    ask = console_ask(console)
    finished = PlaySession(match, make_seats(specs, seed), console, ask).run()
    if not finished:
        console.print("You left the match.")
    elif save is None:
        return
    saved = offer_save(match, save, console, ask)
    if saved is None and save is not None:
        console.print("The record was not saved.")
        raise typer.Exit(1)
    if saved is not None and not match.over:
        again = f" --seats {','.join(specs)}" if specs[1:] != ["random"] * (len(specs) - 1) \
            or specs[0] != HUMAN else ""
        console.print(Text(f"Continue it with: alehouse play --resume {shown_path(saved)}"
                           f"{again}"))


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="The port to listen on.", min=1, max=65535)] = 8000,
    database: Annotated[str, typer.Option(
        help="Where games are stored: a SQLite file (created on first start) or "
        "postgresql://user@host/db.")] = "sqlite:///alehouse.db",
    redis: Annotated[str | None, typer.Option(
        help="redis://host:port, so that several server processes tell each other of every "
        "change.", show_default=False)] = None,
    workers: Annotated[int, typer.Option(help="Server processes (more than one needs "
                                         "PostgreSQL and --redis).", min=1, max=64)] = 1,
    sqlite_sync: Annotated[str, typer.Option(
        help="SQLite only: full (every answered move survives a power cut) or normal (it "
        "survives the server being killed; commits several times faster).")] = "full",
    rate_limit: Annotated[float, typer.Option(
        help="Requests per second allowed to one session (or one address without a session), "
        "in bursts of five times that.", min=0.1)] = 20.0,
    access_log: Annotated[bool, typer.Option(
        help="Log every request (the proxy in front usually does; it costs the server time "
        "under load).")] = False,
) -> None:
    """Run the game server: accounts, the lobby, live and turn-based play."""
    if not importable("fastapi") or not importable("uvicorn") or not importable("sqlalchemy"):
        say_error("alehouse serve needs the server extra, which cannot be imported here; "
                  "install it: pip install 'alehouse[server]'")
        raise typer.Exit(1)
    from .server.run import CannotStart, serve
    from .server.settings import Settings

    if workers > 1 and (redis is None or database.startswith("sqlite")):
        fail("several workers share their games through PostgreSQL and Redis: give "
             "--database postgresql://... and --redis redis://...")
    try:
        serve(Settings(database=database, redis=redis, requests_per_second=rate_limit,
                       sqlite_sync=sqlite_sync), host, port, workers, access_log)
    except CannotStart as exc:
        fail(str(exc))


def recorded_match(path: Path) -> tuple[dict[str, Any], core.Match]:
    """The record in `path` and its match, rebuilt move by move; exit 2 naming the problem
    when the file cannot be read or holds no valid record."""
    try:
        record = read_json_file(path)
    except ValueError as exc:
        fail(str(exc))
    if not isinstance(record, dict):
        fail(f"{shown_path(path)} does not hold a record (a JSON object)")
    try:
        return record, core.replay(record)
    except BadRecord as exc:
        fail(f"bad record in {shown_path(path)}: {exc.reason}")


def resumed_match(path: Path, game: str | None) -> core.Match:
    """The match of the record in `path`, rebuilt move by move; exit 2 naming the problem when
    the file cannot be read, holds no valid record, is of another game than `game`, or is
    already over."""
    _, match = recorded_match(path)
    if game is not None and find_game(game).id != match.game.id:
        fail(f"{shown_path(path)} is a match of {match.game.title}, not of "
             f"{find_game(game).title}")
    if match.over:
        fail(f"the match in {shown_path(path)} is over: `alehouse replay` shows it")
    return match


@app.command("simulate")
def simulate_command(
    game: GameArg,
    games: Annotated[int, typer.Option("--games", "-g", min=1, help="How many games.")] = 10,
    players: PlayersOpt = None,
    seed: Annotated[int, typer.Option(help="Game i uses seed SEED + i.")] = 0,
    bots: Annotated[str, typer.Option(help=f"Comma-separated bots per seat: levels ({LEVELS}) "
                                      "or bot specs (random, greedy, ismcts:time=0.5); "
                                      "missing seats are random.")] = "random",
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(help="Directory for the records "
                                              "(game-0000.json ...).", show_default=False)
                    ] = None,
) -> None:
    """Play GAMES bot-only games of GAME and tabulate wins and scores per seat."""
    tolerant_streams()
    g = find_game(game)
    specs = seat_specs(g, no_empty(split_specs(bots), "--bots", "bot"), players)
    if HUMAN in specs:
        fail("simulate plays bots only; use `alehouse play` for human seats")
    check_bot_specs(specs)
    options = parse_options(option)
    new_match(g, len(specs), seed, options)  # refuses bad counts and options before starting
    console = Console(highlight=False)
    try:
        with Progress(*progress_columns(), console=console) as progress:
            task = progress.add_task(escape(g.title), total=games)
            stats = simulate(g.id, games, len(specs), seed, options, specs, save,
                             lambda: progress.advance(task))
    except OSError as exc:
        where = Path(exc.filename) if exc.filename else save or Path()
        fail(f"cannot save the records in {shown_path(save or where)}: "
             f"{file_problem(exc, where, writing=True)}")
    console.print(uncut(simulation_table(stats), console.width))
    if save is not None:
        console.print(Text(f"Records saved to {shown_path(save)}/game-0000.json ..."))


@app.command("calibrate")
def calibrate_command(
    game: Annotated[list[str] | None, typer.Argument(
        help="Game ids (default: every game).", show_default=False)] = None,
    players: Annotated[str | None, typer.Option(
        "--players", "-p", help="Comma-separated player counts (default: every count the "
        "game allows).", show_default=False)] = None,
    games: Annotated[int, typer.Option("--games", "-g", min=4, help="Self-played games per "
                                       "game and player count.")] = 100,
    seed: Annotated[int, typer.Option(help="Game i uses seed SEED + i.")] = 0,
    bot: Annotated[str, typer.Option(help="The bot of every seat: a level or a bot spec."
                                     )] = "greedy",
    out: Annotated[Path | None, typer.Option(
        help="The data file to update (default: the package's bots/data/chances.json).",
        show_default=False)] = None,
) -> None:
    """Fit the chances of winning that hints and replays show to bots' self-play: per game and
    player count, fit on three quarters of the games, measure on the rest."""
    from .bots import calibrate

    tolerant_streams()
    ids = [find_game(g).id for g in (game or core.games())]
    counts: list[int] | None = None
    if players is not None:
        try:
            counts = [int(x) for x in players.split(",")]
        except ValueError:
            fail(f"--players must be player counts separated by commas, not {quoted(players)}")
    check_bot_specs([bot])
    path = out or calibrate.data_path()
    console = Console(highlight=False)
    table = Table(title=f"Chances of winning on the last quarter of {games} games "
                  "(even chances in brackets)")
    for name in ("game", "players", "log loss", "Brier", "calibration error"):
        table.add_column(name, justify="left" if name == "game" else "right")
    with Progress(*progress_columns(), console=console) as progress:
        for gid in ids:
            g = core.game(gid)
            for count in counts or list(g.player_counts):
                check_player_count(g, count)
                task = progress.add_task(escape(f"{g.title}, {count} players"), total=games)
                entry = calibrate.calibrate(gid, count, games, seed, bot,
                                            partial(progress.advance, task))
                try:
                    calibrate.write(path, gid, count, entry)
                except OSError as exc:
                    fail(f"cannot write {shown_path(path)}: "
                         f"{file_problem(exc, path, writing=True)}")
                held = entry["held_out"]
                table.add_row(g.title, str(count),
                              f"{held['log_loss']:.3f} ({held['even_log_loss']:.3f})",
                              f"{held['brier']:.3f} ({held['even_brier']:.3f})",
                              f"{held['calibration_error']:.3f}")
    console.print(uncut(table, console.width))
    console.print(Text(f"Written to {shown_path(path)}"))


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A record saved by play or simulate.",
                                         show_default=False)],
    player: Annotated[int | None, typer.Option(
        "--player", help="Show seat P's view (0 is the first seat); default: a spectator's.",
        show_default=False)] = None,
) -> None:
    """Step through a saved record: Enter = next, a number = that step, b = back, q = quit."""
    tolerant_streams()
    record, final = recorded_match(file)
    if player is not None and not 0 <= player < final.players:
        fail(f"--player must be a seat from 0 to {final.players - 1}")
    console = Console(highlight=False)
    ReplaySession(record, player, console, console_ask(console)).run()


@app.command("draw")
def draw_command(
    file: Annotated[Path, typer.Argument(help="A record saved by play or simulate.",
                                         show_default=False)],
    step: Annotated[int, typer.Option(
        "--step", help="The position after this many moves (0: the start).",
        show_default=False)],
    output: Annotated[Path, typer.Option("--output", "-o", help="The SVG file to write.",
                                         show_default=False)],
    seat: Annotated[int | None, typer.Option(
        "--seat", help="Draw seat S's view (0 is the first seat), its legal moves marked; "
        "default: a spectator's.", show_default=False)] = None,
) -> None:
    """Draw the board of a saved record at one step as an SVG picture."""
    tolerant_streams()
    record, final = recorded_match(file)
    if seat is not None and not 0 <= seat < final.players:
        fail(f"--seat must be a seat from 0 to {final.players - 1}")
    if not 0 <= step <= final.move_count:
        fail(f"there is no step {step}: the steps of {shown_path(file)} are 0 (the start) to "
             f"{final.move_count}")
    problem = writable(output)
    if problem is not None:
        fail(f"cannot save to {shown_path(output)}: {problem}")
    picture = core.replay(record, upto=step).svg(seat)
    try:
        output.write_text(picture, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot save to {shown_path(output)}: {file_problem(exc, output, writing=True)}")
    Console(highlight=False).print(Text(f"Step {step} of {final.game.title} drawn to "
                                        f"{shown_path(output)}"))


@app.command("arena")
def arena_command(
    game: Annotated[str | None, typer.Argument(help="Game id (see `alehouse games`); not needed "
                                               "with --resume.", show_default=False)] = None,
    bots: Annotated[str, typer.Option(help=f"Comma-separated bots that take turns in the "
                                      f"seats: levels ({LEVELS}) or bot specs, e.g. "
                                      "greedy,ismcts:time=0.2.")] = "greedy,random",
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
    tolerant_streams()
    from .arena.run import ArenaError
    from .arena.session import play_tournament
    from .arena.store import StoreError, load_settings

    console = Console(highlight=False)
    if resume is not None:
        try:
            saved = load_settings(resume)
        except StoreError as exc:
            fail(str(exc))
        t = tournament(saved.game, list(saved.bots), saved.games, saved.players, saved.seed,
                       saved.options, saved.max_decisions, saved.levels)
        out = resume
    else:
        if game is None:
            fail("name a game (see `alehouse games`), or --resume DIR")
        t = tournament(game, no_empty(split_specs(bots), "--bots", "bot"), games, players, seed,
                       parse_options(option), max_decisions)
    require_arena_extra(plots=plots and out is not None, ray=ray is not None)
    try:
        play_tournament(t, console, out=out, resume=resume is not None, workers=workers,
                        ray=ray is not None, ray_address=None if ray in (None, LOCAL) else ray,
                        plots=plots)
    except (StoreError, ArenaError) as exc:
        fail(str(exc))
    except OSError as exc:
        where = Path(exc.filename) if exc.filename else out or Path()
        fail(f"cannot save the tournament in {shown_path(out or where)}: "
             f"{file_problem(exc, where, writing=True)}")


@app.command("balance")
def balance_command(
    game: Annotated[list[str] | None, typer.Option(
        "--game", "-g", help="Only this game (repeat for several; default: every game).",
        show_default=False)] = None,
    players: Annotated[list[int] | None, typer.Option(
        "--players", "-p", help="Only this player count (repeatable; default: every count).",
        show_default=False)] = None,
    defaults: Annotated[bool, typer.Option(
        "--defaults", help="Only each game's default options (not every option set).")
    ] = False,
    bot: Annotated[str, typer.Option(help=f"The bot in every seat: a level ({LEVELS}) or a "
                                     "bot spec.")] = "greedy",
    games: Annotated[int, typer.Option("--games", "-n", min=1,
                                       help="Games (deals) per setting.")] = 40,
    seed: Annotated[int, typer.Option(help="Seed of the first deal.")] = 0,
    workers: Annotated[int | None, typer.Option(
        "--workers", "-w", min=1, help="Parallel processes (default: the CPU count); with "
        "--ray, the CPUs of the local cluster.", show_default=False)] = None,
    ray: Annotated[str | None, typer.Option(
        "--ray", help="Run on a Ray cluster at ADDRESS; `--ray` alone starts a local one for "
        "the run.", metavar="[ADDRESS]", show_default=False)] = None,
    out: Annotated[Path, typer.Option(
        help="Directory of the study: one arena tournament per setting; run again with the "
        "same settings to go on where it stopped.")] = Path("runs/balance"),
    report: Annotated[Path | None, typer.Option(
        help="Where to write the report (Markdown; its drawings go to img/ beside it). "
        "Default: balance.md in --out.", show_default=False)] = None,
    max_decisions: Annotated[int, typer.Option(
        min=1, help="A game longer than this is stopped and reported as unfinished.")
    ] = MAX_DECISIONS,
    assumptions: Annotated[bool, typer.Option(
        "--assumptions", help="Also play each game's default settings (or the options a "
        "variant names) under every shipped study variant (an alternative value of a RULES.md "
        "assumption) and compare.")
    ] = False,
    assumption_players: Annotated[list[int] | None, typer.Option(
        "--assumption-players", help="Play the variants only at this player count "
        "(repeatable; default: every count of the study).", show_default=False)] = None,
) -> None:
    """Balance report: every game, player count and option set (the game's presets) played by
    the same bot in every seat; first-mover advantage, win rate by place in the turn order,
    score spread, game length and what winners did, as Markdown with drawings; with
    --assumptions, how the balance moves when an assumed value is given its alternative."""
    tolerant_streams()
    from .arena import balance, balance_report
    from .arena.run import ArenaError
    from .arena.store import StoreError
    from .bots.levels import level_of
    from .core.data import BadVariant

    for gid in game or []:
        find_game(gid)
    check_bot_specs([bot])
    found = level_of(bot)
    chosen = balance.settings(game or [], players or [], defaults_only=defaults)
    if not chosen:
        fail("no game is played by " + ", ".join(map(str, players or [])) + " players")
    require_arena_extra(plots=True, ray=ray is not None)
    console = Console(highlight=False)
    report = report if report is not None else out / "balance.md"
    try:
        played_at = {path: balance.variant_settings(path, chosen, assumption_players or [])
                     for path in (balance.shipped_variants(game or []) if assumptions else [])}
        for wanted in played_at.values():  # a variant's options are also played as assumed
            chosen += [s for s in wanted if s not in chosen]
        done = balance.study(chosen, bot, games, seed, out, console, revision=code_revision(),
                             spec=found.spec if found is not None else None, workers=workers,
                             ray=ray is not None,
                             ray_address=None if ray in (None, LOCAL) else ray,
                             max_decisions=max_decisions)
        variants: list[balance.Study] = []
        for path, mine in played_at.items():
            if done.interrupted or any(v.interrupted for v in variants):
                break  # Ctrl-C stops the whole run
            variants.append(balance.study(
                mine, bot, games, seed, out / "variants" / path.stem, console,
                revision=code_revision(), spec=found.spec if found is not None else None,
                workers=workers, ray=ray is not None,
                ray_address=None if ray in (None, LOCAL) else ray, variant=path,
                max_decisions=max_decisions))
        drawings = balance_report.draw(done, report.parent / "img")
        command = " ".join(["alehouse", "balance", *sys.argv[2:]])
        text = balance_report.markdown(
            done, variants=variants, command=command,
            date=time.strftime("%Y-%m-%d", time.gmtime()),
            drawings={g: str(p.relative_to(report.parent)) for g, p in drawings.items()})
        report.write_text(text, encoding="utf-8")
    except (StoreError, ArenaError, BadVariant) as exc:
        fail(str(exc))
    except OSError as exc:
        where = Path(exc.filename) if exc.filename else out
        fail(f"cannot save the study in {shown_path(where)}: "
             f"{file_problem(exc, where, writing=True)}")
    cut = done.interrupted or any(v.interrupted for v in variants)
    left = " (interrupted: run the same command again to go on)" if cut else ""
    console.print(Text(f"Wrote {shown_path(report)} with {plural(len(drawings), 'drawing')}; "
                       f"the games are in {shown_path(out)}{left}"))


def code_revision() -> str:
    """The code's git revision (`git describe --always --dirty`), or "an unknown revision"."""
    import subprocess

    try:
        return subprocess.run(["git", "describe", "--always", "--dirty"],
                              cwd=Path(__file__).resolve().parent, capture_output=True,
                              text=True, timeout=5, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "an unknown revision"


def tournament(game: str, specs: list[str], games: int, players: int, seed: int,
               options: dict[str, Any], max_decisions: int,
               levels: dict[str, str] | None = None) -> Tournament:
    """The tournament's settings (options filled in, each level's spec noted), or exit 2 for a
    bad game, bot, player count or option: the checks of a new tournament and of one read back
    for --resume (whose `levels` are the specs its levels stood for then)."""
    from .bots.levels import level_of

    g = find_game(game)
    if not specs:
        fail("name at least one bot with --bots")
    if HUMAN in specs:
        fail("the arena plays bots only")
    check_bot_specs(specs)
    if levels is None:
        levels = {}
        for spec in specs:
            found = level_of(spec)
            if found is not None:
                levels[spec] = found.spec
    check_bot_specs(list(levels.values()))
    check_player_count(g, players)
    full = new_match(g, players, seed, options).options  # refuses bad options and seeds
    return Tournament(g.id, specs, games, players, seed, full, max_decisions, levels)


ARENA_EXTRA = ("pip install 'alehouse[arena]' (in a checkout of alehouse: "
               ".venv/bin/pip install -e '.[arena]')")
"""How to install the `arena` extra (openskill, matplotlib, ray)."""


def require_arena_extra(*, plots: bool, ray: bool) -> None:
    """Exit 1, saying in one line what to install, when a module of the `arena` extra that
    this run needs cannot be imported: openskill (the ratings) always, matplotlib for plots,
    ray for --ray. Called before any game is played, so no tournament is played in vain."""
    needed = {"openskill": "openskill.models"}
    if plots:
        needed["matplotlib"] = "matplotlib"
    if ray:
        needed["ray"] = "ray"
    missing = [name for name, module in needed.items() if not importable(module)]
    if missing:
        say_error(f"alehouse arena needs {' and '.join(missing)} (the arena extra), which "
                  f"cannot be imported here; install it: {ARENA_EXTRA}")
        raise typer.Exit(1)


def importable(module: str) -> bool:
    """True when `module` imports (False when it is missing or its installation is broken)."""
    try:
        importlib.import_module(module)
    except Exception:
        return False
    return True


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


DEBUG = "ALEHOUSE_DEBUG"
"""Set (to anything) to see the traceback of an unforeseen failure instead of one line."""
OUTPUT_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EBADF})
"""Errors of writing to a stream (no file named): what a full disk or a lost terminal gives."""
INTERNAL_ERROR = 70
"""The exit code of an unforeseen failure (a bug): EX_SOFTWARE of sysexits.h."""


def main() -> None:
    """The console script `alehouse`. The last resort of "no traceback reaches a user": output
    that cannot be written (a full disk) is said in one line with exit code 1, and a failure
    nobody foresaw (a bug, never bad input, which each command refuses itself) in one line
    with exit code 70; ALEHOUSE_DEBUG shows the traceback instead."""
    try:
        app(normalise_args(sys.argv[1:]))
    except Exception as exc:
        if os.environ.get(DEBUG):
            raise
        if isinstance(exc, OSError) and exc.filename is None and exc.errno in OUTPUT_ERRORS:
            say_error(f"cannot write the output: {(exc.strerror or 'it failed').lower()}")
            with suppress(OSError, ValueError):  # so the flush at exit does not fail again
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(1)
        say_error(f"alehouse failed unexpectedly: this is a bug, not something you typed. "
                  f"Please report it with the command you ran ({DEBUG}=1 shows the details).")
        sys.exit(INTERNAL_ERROR)
