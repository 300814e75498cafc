"""Balance studies: every game, player count and option set played by the same bot in every
seat, so that whatever separates the seats is the game's doing (`alehouse balance`).

A study is one arena tournament per setting (game x player count x option set), each kept in
its own folder under the study's directory as `alehouse arena --out` keeps one (tournament.json,
every game record, results.json), so an interrupted study goes on where it stopped when it is
started again with the same directory and settings. All the settings' games are played in one
stream (local processes or Ray) under one progress bar; the study's wall time is added up over
its runs in balance.json, which the report quotes. Started again with more `games`, a study
keeps the games it has and plays the new ones; a setting played further than asked keeps all
its games. The games of all settings are interleaved (the first game of every setting, then the
second...), so a study stopped early has every setting played about as far.
"""

from __future__ import annotations

import json
import os
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import Progress

from ..core.data import BadVariant, load_variant
from ..core.errors import BadOptions
from ..core.registry import game as find_game
from ..core.registry import games as all_games
from ..core.words import plural
from ..tui.terminal import progress_columns
from . import store
from .play import MAX_DECISIONS, GameOutcome, traits_of
from .run import outcomes
from .schedule import Tournament
from .stats import summarise

VARIANTS = Path(__file__).parent / "data" / "variants"
"""The study variants shipped with Alehouse: an alternative to a balance-moving ASSUMPTION of
a game's RULES.md each (core.data explains the file)."""
ASSUMPTIONS = VARIANTS / "assumptions.toml"
"""Every ASSUMPTION of every game's RULES.md, classified: whether it may move the balance, why,
whether an alternative needs rule code, and the variant that compares it (`assumption_list`)."""
HOW = ("data", "code")
"""How an alternative to a balance-moving assumption can be given: through the data files alone
(a study variant), or only with rule code."""
RUNS = "balance.json"
"""The study's own file in its directory: its settings and the wall time of each run."""


def shipped_variants(game_ids: Sequence[str] = ()) -> list[Path]:
    """The shipped study variants of the named games (all when none), by game then name."""
    found = []
    for path in sorted(VARIANTS.glob("*.toml")):
        if path.name == ASSUMPTIONS.name:
            continue
        if not game_ids or load_variant(path)["game"] in game_ids:
            found.append(path)
    return sorted(found, key=lambda p: (load_variant(p)["game"], p.name))


class BadAssumptions(ValueError):
    """An assumption list that cannot be read or does not fit the games and variants; the
    message is one line for people."""


@dataclass(frozen=True)
class Assumption:
    """One numbered ASSUMPTION of a game's RULES.md, as the assumption list classifies it."""

    game: str
    number: int
    moves: bool
    """Whether its value may move the balance (who wins, by how much, how long, whether the
    game ends)."""
    why: str
    how: str | None = None
    """For one that moves: "data" (an alternative can be given by a study variant) or "code"
    (it needs rule code); None for one that does not."""
    variant: str | None = None
    """The file stem of the study variant that compares it, None when none does."""


_ENTRY_KEYS = {"assumption", "moves", "why", "how", "variant"}


def assumption_list(path: Path = ASSUMPTIONS) -> dict[str, list[Assumption]]:
    """Per game id, its assumptions in the order listed, read from `path` (a TOML file: per game
    id a list of tables {assumption, moves, why, how, variant}; the study variants it names are
    the files `<variant>.toml` beside it). BadAssumptions for an unreadable file, a game that is
    not registered, an entry with an unknown key, without its number, `moves` or `why`, a `how`
    other than "data" or "code" where it moves (or any `how` or `variant` where it does not;
    a `variant` where `how` is not "data"), a number listed twice, or a variant whose file is
    missing or compares another game or assumption. (That every assumption of each RULES.md is
    listed once is checked by the tests.)"""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise BadAssumptions(f"cannot read the assumption list {path}: {exc}") from None
    known = set(all_games())
    out: dict[str, list[Assumption]] = {}
    for gid, entries in raw.items():
        if gid not in known:
            raise BadAssumptions(f"{path}: there is no game {gid!r} (the games are "
                                 f"{', '.join(sorted(known))})")
        if not isinstance(entries, list):
            raise BadAssumptions(f"{path}: {gid} needs a list of tables ([[{gid}]])")
        listed: list[Assumption] = []
        for entry in entries:
            listed.append(_assumption(path, gid, entry))
        numbers = [a.number for a in listed]
        twice = sorted({n for n in numbers if numbers.count(n) > 1})
        if twice:
            raise BadAssumptions(f"{path}: {gid} lists assumption "
                                 f"{', '.join(map(str, twice))} more than once")
        out[gid] = listed
    return out


def _assumption(path: Path, gid: str, entry: Any) -> Assumption:
    """One entry of the assumption list, checked (see `assumption_list`)."""
    if not isinstance(entry, dict):
        raise BadAssumptions(f"{path}: {gid} needs a list of tables ([[{gid}]])")
    number = entry.get("assumption")
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise BadAssumptions(f"{path}: an entry of {gid} needs `assumption` (its number)")
    where = f"{path}: {gid} assumption {number}"
    unknown = sorted(set(entry) - _ENTRY_KEYS)
    if unknown:
        raise BadAssumptions(f"{where} has unknown keys {', '.join(unknown)}")
    moves, why = entry.get("moves"), entry.get("why")
    how, variant = entry.get("how"), entry.get("variant")
    if not isinstance(moves, bool):
        raise BadAssumptions(f"{where} needs `moves` (true or false)")
    if not isinstance(why, str) or not why.strip():
        raise BadAssumptions(f"{where} needs `why` (one short sentence)")
    if moves and how not in HOW:
        raise BadAssumptions(f"{where} moves the balance: it needs `how` (\"data\" or \"code\")")
    if not moves and (how is not None or variant is not None):
        raise BadAssumptions(f"{where} does not move the balance: it takes no `how` or "
                             "`variant`")
    if variant is not None:
        if not isinstance(variant, str):
            raise BadAssumptions(f"{where}: `variant` is a file stem")
        if how != "data":
            raise BadAssumptions(f"{where} has a variant, so its `how` is \"data\"")
        file = path.parent / f"{variant}.toml"
        if not file.is_file():
            raise BadAssumptions(f"{where} names the variant {variant}, but there is no {file}")
        meta = load_variant(file)
        if (meta["game"], meta["assumption"]) != (gid, number):
            raise BadAssumptions(f"{where} names the variant {variant}, which compares "
                                 f"{meta['game']} assumption {meta['assumption']}")
    return Assumption(gid, number, moves, why.strip(), how, variant)


@dataclass(frozen=True)
class Setting:
    """One game, player count and (full) option set."""

    game: str
    players: int
    options: dict[str, Any]

    @property
    def changed(self) -> dict[str, Any]:
        """The options that differ from the game's defaults."""
        defaults = {k: v[0] for k, v in find_game(self.game).options.items()}
        return {k: v for k, v in self.options.items() if defaults.get(k) != v}

    @property
    def label(self) -> str:
        """The options as `--option` takes them, only those off their default ("level=expert";
        "default options")."""
        changed = self.changed
        if not changed:
            return "default options"
        return ", ".join(f"{k}={_value(v)}" for k, v in changed.items())

    @property
    def folder(self) -> str:
        """Where the setting's tournament is kept, under the study's directory."""
        changed = self.changed
        rest = "-".join(f"{k}-{_value(v)}" for k, v in changed.items()) or "default"
        return f"{self.game}/{self.players}p-{rest}".replace("_", "-")


def _value(v: Any) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def settings(game_ids: Sequence[str] = (), counts: Sequence[int] = (), *,
             defaults_only: bool = False) -> list[Setting]:
    """Every setting of the named games (all games when none): each of a game's option sets
    (`Game.presets`: the defaults, then each other value of each option; only the defaults
    with `defaults_only`) at each of its player counts (only `counts` when given), leaving out
    what the rules forbid (the Team Game with fewer than four players)."""
    out = []
    for gid in game_ids or all_games():
        g = find_game(gid)
        for preset in g.presets[:1] if defaults_only else g.presets:
            for n in g.player_counts:
                if counts and n not in counts:
                    continue
                try:
                    full = g.check_options(n, preset)
                except BadOptions:
                    continue
                out.append(Setting(g.id, n, full))
    return out


def variant_settings(path: Path, chosen: Sequence[Setting],
                     counts: Sequence[int] = ()) -> list[Setting]:
    """The settings the study variant at `path` is played at: its game's player counts among
    `chosen` (only `counts` when given), each with the game's default options and the
    variant's own `options` over them (an assumption that matters only with an option off its
    default). Counts whose rules forbid those options (the Team Game with fewer than four
    players) are left out, as `settings` leaves them out; BadVariant naming the variant when
    the game refuses its options at every player count."""
    variant = load_variant(path)
    game = find_game(variant["game"])
    options = dict(variant.get("options", {}))
    refused: dict[int, BadOptions] = {}
    for n in game.player_counts:
        try:
            game.check_options(n, options)
        except BadOptions as exc:
            refused[n] = exc
    if len(refused) == len(game.player_counts):
        n, why = next(iter(refused.items()))
        raise BadVariant(f"the study variant {path.name} is played with options "
                         f"{game.title} refuses at {n} players: {why}")
    out = []
    for n in dict.fromkeys(s.players for s in chosen if s.game == game.id):
        if (counts and n not in counts) or n in refused:
            continue
        out.append(Setting(game.id, n, game.check_options(n, options)))
    return out


def tournament(setting: Setting, bot: str, games: int, seed: int,
               max_decisions: int = MAX_DECISIONS, spec: str | None = None) -> Tournament:
    """The setting's tournament: `bot` in every seat, `games` deals from `seed` on (one game per
    deal: the seats are alike, so no deal needs replaying). `spec`: what a level stands for."""
    levels = {bot: spec} if spec is not None and spec != bot else {}
    return Tournament(setting.game, [bot], games, setting.players, seed, dict(setting.options),
                      max_decisions, levels)


@dataclass
class Part:
    """One setting of a study: its tournament, where it is kept, its games so far."""

    setting: Setting
    tournament: Tournament
    folder: Path
    done: list[GameOutcome]


@dataclass
class Study:
    """What a study gave: per setting its results (`stats.summarise`), and the study's runs."""

    parts: list[Part]
    results: list[dict[str, Any]]
    bot: str
    spec: str
    games: int
    seed: int
    runs: list[dict[str, Any]]
    """Each run of the study: when it started (UTC), its wall seconds, the games it played."""
    interrupted: bool
    variant: dict[str, Any] | None = None
    """The study variant its games were played under (core.data), None for the game as is."""

    @property
    def seconds(self) -> float:
        return float(sum(r["seconds"] for r in self.runs))


def prepare(chosen: Sequence[Setting], bot: str, games: int, seed: int, out: Path,
            max_decisions: int = MAX_DECISIONS, spec: str | None = None, *,
            fill_traits: bool = True) -> list[Part]:
    """Each setting's part, its folder made or its saved games read back (store.StoreError for
    a folder holding another tournament or a game that does not fit); with `fill_traits`, the
    traits of saved games that lack them are worked out by replaying their records."""
    parts = []
    for s in chosen:
        t = tournament(s, bot, games, seed, max_decisions, spec)
        folder = out / s.folder
        if (folder / store.SETTINGS).exists():
            kept = store.load_settings(folder)
            if kept != t and replace(kept, games=t.games) == t:
                if t.games > kept.games:
                    store.extend(folder, t)  # more games of the same study: the first stay
                else:
                    t = kept  # a setting played more than asked keeps all its games
        store.create(folder, t)
        done = store.load_games(folder, t)
        for outcome in done if fill_traits else ():
            if outcome.finished and not any(outcome.traits):  # none kept, or empty ones
                outcome.traits = traits_of(outcome.record)
        parts.append(Part(s, t, folder, done))
    return parts


def play(parts: list[Part], console: Console, *, out: Path, revision: str,
         workers: int | None = None, ray: bool = False, ray_address: str | None = None,
         variant: Path | None = None,
         stop_after: int | None = None) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                                 bool]:
    """Play every part's missing games in one stream (saving each as it comes), then write
    each part's results.json; returns the results, the study's runs (this one added to
    balance.json, with the code's `revision`) and whether it was interrupted (Ctrl-C, or
    `stop_after` new games: tests)."""
    tagged = []
    for i, part in enumerate(parts):
        for task in part.tournament.tasks({o.index for o in part.done}):
            tagged.append((i, task))
    # game k of every setting before game k + 1 of any: a study cut short has each setting
    # played about as far as the others
    tagged.sort(key=lambda item: (item[1].index, item[0]))
    total = sum(p.tournament.games for p in parts)
    before = sum(len(p.done) for p in parts)
    started = time.time()
    interrupted = False
    new = 0
    stream = outcomes([task for _, task in tagged], workers=workers, ray=ray,
                      ray_address=ray_address, variant=variant)
    with Progress(*progress_columns(), console=console) as progress:
        title = f"balance: {plural(len(parts), 'setting')}" if variant is None else \
            f"variant {variant.stem}: {plural(len(parts), 'setting')}"
        bar = progress.add_task(escape(title), total=total,
                                completed=before, before=before)
        try:
            for position, outcome in stream:
                part = parts[tagged[position][0]]
                store.save_game(part.folder, part.tournament, outcome)
                part.done.append(outcome)
                progress.advance(bar)
                new += 1
                if stop_after is not None and new >= stop_after and new < len(tagged):
                    interrupted = True
                    break
        except KeyboardInterrupt:
            interrupted = True
        finally:
            stream.close()
    runs = _add_run(out, started, time.time() - started, new, revision,
                    load_variant(variant) if variant is not None else None)
    results = []
    for part in parts:
        part.done.sort(key=lambda o: o.index)
        result = summarise(part.tournament, part.done)
        store.save_results(part.folder, result)
        results.append(result)
    return results, runs, interrupted


def _kept(out: Path) -> dict[str, Any]:
    """The study's balance.json ({"runs": [], "variant": None} for a new study)."""
    path = out / RUNS
    if not path.exists():
        return {"runs": [], "variant": None}
    try:
        kept = json.loads(path.read_text())
        if not isinstance(kept["runs"], list):
            raise TypeError
    except (ValueError, KeyError, TypeError):
        raise store.StoreError(f"{path} is not a balance study's file") from None
    return {"runs": kept["runs"], "variant": kept.get("variant")}


def check_variant(out: Path, variant: dict[str, Any] | None) -> None:
    """Refuse (store.StoreError) to go on with a study made under another variant (or none)."""
    kept = _kept(out)
    if kept["runs"] and kept["variant"] != variant:
        was = kept["variant"]["title"] if kept["variant"] else "no variant"
        raise store.StoreError(f"{out} holds a study made with {was}; give another --out")


def _add_run(out: Path, started: float, seconds: float, games: int, revision: str,
             variant: dict[str, Any] | None) -> list[dict[str, Any]]:
    path = out / RUNS
    runs = list(_kept(out)["runs"])
    runs.append({"started": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(started)),
                 "seconds": round(seconds, 1), "games": games, "cpus": os.cpu_count(),
                 "code": revision})
    out.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"runs": runs, "variant": variant}, indent=1))
    os.replace(tmp, path)
    return runs


def study(chosen: Sequence[Setting], bot: str, games: int, seed: int, out: Path,
          console: Console, *, revision: str = "", spec: str | None = None,
          workers: int | None = None,
          ray: bool = False, ray_address: str | None = None, variant: Path | None = None,
          max_decisions: int = MAX_DECISIONS, stop_after: int | None = None) -> Study:
    """Prepare and play a study of `chosen` settings (see `prepare` and `play`), under the
    study `variant` file when given (core.data; its games are played in processes of their
    own, with the variant's data)."""
    meta = load_variant(variant) if variant is not None else None
    check_variant(out, meta)
    # a variant's records replay only under its data, which this process has not
    parts = prepare(chosen, bot, games, seed, out, max_decisions, spec,
                    fill_traits=meta is None)
    results, runs, interrupted = play(parts, console, out=out, revision=revision,
                                      workers=workers, ray=ray, ray_address=ray_address,
                                      variant=variant, stop_after=stop_after)
    return Study(parts, results, bot, spec or bot, games, seed, runs, interrupted, meta)
