"""The balance report of a study (balance.py) as Markdown, with one drawing per game.

Per setting: the first mover's win rate beside the even share with its 95% interval and a
verdict, the win rate by place in the turn order, the spread of scores (the winner's minus the
last seat's), the game length and unfinished games; per game a drawing of the same; then, per
setting, what winners did more than the others (`stats.winners_did`).
"""

from __future__ import annotations

import math
import platform
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

from ..core.registry import game as find_game
from .balance import ASSUMPTIONS, Assumption, Study, assumption_list
from .stats import Z95

TOP_TRAITS = 8
"""Rows of "what winners did" shown per setting."""
MIN_EFFECT = 0.2
"""Smallest difference, in standard deviations, worth a row of "what winners did"."""


def verdict(rate: float, ci95: Sequence[float], players: int) -> str:
    """Whether the first mover wins more or less than the even share, beyond chance (its 95%
    interval leaves the share out), or not."""
    fair = 1 / players
    if ci95[0] > fair:
        return "**first mover favoured**"
    if ci95[1] < fair:
        return "**first mover behind**"
    return "within chance"


def duration(seconds: float) -> str:
    """"1.5 hours", "12 minutes", "40 seconds"."""
    if seconds >= 5400:
        return f"{seconds / 3600:.1f} hours"
    if seconds >= 90:
        return f"{seconds / 60:.0f} minutes"
    return f"{seconds:.0f} seconds"


def games_per_setting(results: Sequence[dict[str, Any]]) -> str:
    """"48 games" or "24-48 games": the finished games per setting (a setting may have been
    played further than the study asks, and a study cut short less far)."""
    counts = sorted({r["finished"] for r in results})
    if not counts:
        return "no games"
    span = str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    return f"{span} game{'s' * (span != '1')}"


def pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def interval(ci95: Sequence[float]) -> str:
    return f"{100 * ci95[0]:.0f}-{100 * ci95[1]:.0f}%"


def summary_table(study: Study) -> list[str]:
    """One row per setting."""
    lines = ["| game | players | options | games | first mover wins (95% CI) | even share | "
             "verdict | wins by place in turn order | winning score | winner - last (mean, sd) | "
             "decisions per game | unfinished |",
             "|:--|--:|:--|--:|--:|--:|:--|:--|--:|--:|--:|--:|"]
    for part, result in zip(study.parts, study.results):
        s = part.setting
        first = result["first_mover"]
        order = " / ".join(pct(r["win_rate"]) for r in result["turn_order"])
        margin = result["margin"]
        lines.append(
            f"| {find_game(s.game).title} | {s.players} | {s.label} | {result['finished']} | "
            f"{pct(first['win_rate'])} ({interval(first['ci95'])}) | {pct(1 / s.players)} | "
            f"{verdict(first['win_rate'], first['ci95'], s.players)} | {order} | "
            f"{result['winning_score']['mean']:.1f} | {margin['mean']:.1f} "
            f"({margin['sd']:.1f}) | {result['length']['mean']:.0f} | "
            f"{len(result['unfinished'])} |")
    return lines


def traits_rows(result: dict[str, Any]) -> list[str]:
    """What winners did in one setting: the traits that differ most, as table rows."""
    rows = [r for r in result.get("traits", []) if abs(r["effect"]) >= MIN_EFFECT]
    if not rows:
        return ["No trait separates winners from the others by a fifth of a standard deviation "
                "or more." if result.get("traits") else "The games kept no traits."]
    lines = ["| trait | winners | others | difference (sd) | seats with it | win rate with | "
             "win rate without |", "|:--|--:|--:|--:|--:|--:|--:|"]
    for r in rows[:TOP_TRAITS]:
        with_it = "-" if r["win_rate_with"] is None else pct(r["win_rate_with"])
        without = "-" if r["win_rate_without"] is None else pct(r["win_rate_without"])
        lines.append(f"| {r['trait']} | {r['winners']:.2f} | {r['others']:.2f} | "
                     f"{r['difference']:+.2f} ({r['effect']:+.2f}) | {r['seats_with']} of "
                     f"{r['seats']} | {with_it} | {without} |")
    return lines


def _z_means(a: dict[str, float], b: dict[str, float], n_a: int, n_b: int) -> float:
    """Welch's z of two means from their distributions (`stats.distribution`)."""
    se = math.sqrt((a["sd"] ** 2) / max(n_a, 1) + (b["sd"] ** 2) / max(n_b, 1))
    return 0.0 if se == 0 else (b["mean"] - a["mean"]) / se


def _z_rates(p_a: float, n_a: int, p_b: float, n_b: int) -> float:
    """The two-proportion z of rates `p_a` of `n_a` and `p_b` of `n_b` (pooled)."""
    if not n_a or not n_b:
        return 0.0
    pooled = (p_a * n_a + p_b * n_b) / (n_a + n_b)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    return 0.0 if se == 0 else (p_b - p_a) / se


def changes(base: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """The figures that moved beyond chance (|z| > 1.96) from `base` to `other` (results of
    the same setting), in words with their direction."""
    n_a, n_b = base["finished"], other["finished"]
    moved = []
    z = _z_rates(base["first_mover"]["win_rate"], base["first_mover"]["games"],
                 other["first_mover"]["win_rate"], other["first_mover"]["games"])
    if abs(z) > Z95:
        moved.append(f"first mover {'up' if z > 0 else 'down'}")
    for key, name in (("winning_score", "winning score"), ("margin", "winner - last"),
                      ("length", "length")):
        z = _z_means(base[key], other[key], n_a, n_b)
        if abs(z) > Z95:
            moved.append(f"{name} {'up' if z > 0 else 'down'}")
    planned_a, planned_b = base["played"] or 1, other["played"] or 1
    z = _z_rates(len(base["unfinished"]) / planned_a, planned_a,
                 len(other["unfinished"]) / planned_b, planned_b)
    if abs(z) > Z95:
        moved.append(f"unfinished {'up' if z > 0 else 'down'}")
    return moved


def degenerate(result: dict[str, Any], players: int) -> list[str]:
    """Signs that a setting's games degenerate: many games stopped unfinished (10% or more), a
    first mover who wins beyond chance, a trait whose holders win 90% or more while at least
    a fifth of the seats hold it (it decides the game)."""
    signs = []
    if result["played"] and len(result["unfinished"]) >= 0.1 * result["played"]:
        signs.append(f"{len(result['unfinished'])} of {result['played']} games unfinished")
    first = result["first_mover"]
    if first["ci95"][0] > 1 / players:
        signs.append("first mover favoured")
    for r in result.get("traits", []):
        rate = r["win_rate_with"]
        if rate is not None and rate >= 0.9 and r["seats_with"] >= 0.2 * r["seats"]:
            signs.append(f"{r['trait']} decides ({pct(rate)} of its holders win)")
    return signs


def assumptions_section(base: Study, variants: Sequence[Study]) -> list[str]:
    """Each variant's settings beside the same settings as the game assumes them."""
    if not variants:
        return []
    by_setting = {(p.setting.game, p.setting.players, repr(sorted(p.setting.options.items()))):
                  r for p, r in zip(base.parts, base.results)}
    out = ["", "## Assumptions that move the balance", "",
           "Each study variant (src/alehouse/arena/data/variants) gives one ASSUMPTION of a "
           "game's RULES.md another value and plays the same deals with the same bots. "
           "*Moved* lists the figures that changed beyond chance (|z| > 1.96: first mover's "
           "win rate, winning score, winner - last, game length, unfinished games); "
           "*degenerate?* flags games that stop unfinished, a first mover favoured beyond "
           "chance, or one trait whose holders win 90% or more.", "",
           "| game | assumption | alternative | players | first mover wins: assumed -> "
           "alternative | winning score | winner - last | decisions per game | moved | "
           "degenerate? (assumed / alternative) |",
           "|:--|--:|:--|--:|--:|--:|--:|--:|:--|:--|"]
    for v in variants:
        meta = v.variant or {}
        for part, other in zip(v.parts, v.results):
            s = part.setting
            key = (s.game, s.players, repr(sorted(s.options.items())))
            if key not in by_setting:
                continue
            here = by_setting[key]
            a_signs = "; ".join(degenerate(here, s.players)) or "no"
            b_signs = "; ".join(degenerate(other, s.players)) or "no"
            out.append(
                f"| {find_game(s.game).title} | {meta.get('assumption', '?')} | "
                f"{meta.get('title', '?')} | {s.players} | "
                f"{pct(here['first_mover']['win_rate'])} -> "
                f"{pct(other['first_mover']['win_rate'])} | "
                f"{here['winning_score']['mean']:.1f} -> {other['winning_score']['mean']:.1f} | "
                f"{here['margin']['mean']:.1f} -> {other['margin']['mean']:.1f} | "
                f"{here['length']['mean']:.0f} -> {other['length']['mean']:.0f} | "
                f"{', '.join(changes(here, other)) or 'nothing beyond chance'} | "
                f"{a_signs} / {b_signs} |")
    games = list(dict.fromkeys(p.setting.game for p in base.parts))
    compared = {(v.variant["game"], v.variant["assumption"]) for v in variants
                if v.variant and v.parts}
    elsewhere = {(v.variant["game"], v.variant["assumption"]) for v in variants
                 if v.variant and not v.parts}
    return out + coverage(assumption_list(), games, compared, elsewhere)


def coverage(listed: dict[str, list[Assumption]], games: Sequence[str],
             compared: AbstractSet[tuple[str, int]],
             elsewhere: AbstractSet[tuple[str, int]] = frozenset()) -> list[str]:
    """Per game of `games` (in that order), the numbers of its assumptions that may move the
    balance (`listed`: balance.assumption_list), grouped as compared above (a (game, number)
    in `compared`), with a variant only played at other player counts (`elsewhere`: the Team
    Game's at 4), not yet compared though a data alternative is possible, and not yet
    compared because an alternative needs rule code; a game with none says so."""
    out = ["", "Which of each game's assumptions may move the balance, and whether they are "
           "compared here (src/alehouse/arena/data/variants/"
           f"{ASSUMPTIONS.name} says why each does or does not):", ""]
    for gid in games:
        moving = [a for a in listed.get(gid, []) if a.moves]
        groups = {"compared above": [a.number for a in moving if (gid, a.number) in compared],
                  "its variant is played only at player counts not in this study": [
                      a.number for a in moving if (gid, a.number) in elsewhere],
                  "not yet compared": [a.number for a in moving if (gid, a.number)
                                       not in compared | elsewhere and a.how == "data"],
                  "not yet compared (needs rule code)": [
                      a.number for a in moving if (gid, a.number) not in compared
                      and a.how == "code"]}
        total = len(listed.get(gid, []))
        said = "; ".join(f"{label}: {', '.join(map(str, numbers))}"
                         for label, numbers in groups.items() if numbers)
        out.append(f"- **{find_game(gid).title}** ({len(moving)} of {total} assumption"
                   f"{'s' * (total != 1)}): {said or 'none may move the balance'}")
    return out


def markdown(study: Study, *, command: str, drawings: dict[str, str], date: str,
             variants: Sequence[Study] = ()) -> str:
    """The whole report. `drawings`: per game id, the drawing's path as the report links it;
    `variants`: studies of the same settings under study variants (`--assumptions`)."""
    runs = [r for r in study.runs if r["games"]]  # not a run that found every game played
    played = sum(r["games"] for r in runs)
    # each study variant keeps its own runs (its games are played after the settings')
    varied = [r for v in variants for r in v.runs if r["games"]]
    more = sum(r["games"] for r in varied)
    seconds = study.seconds + sum(v.seconds for v in variants)
    under = f", and {more} more under the study variants" if more else ""
    spec = study.bot if study.spec == study.bot else f"{study.bot} ({study.spec})"
    out = [
        "# Balance",
        "",
        f"Every game, player count and option set played by **{spec}** in every seat, "
        f"{games_per_setting(study.results)} (deals) per setting from seed {study.seed}: "
        "identical bots, so "
        "whatever separates the seats is the game's doing (and the bot's way of playing it: "
        "these are figures of bot play, not of people's).",
        "",
        f"Made with `{command}` ({len(runs)} run{'s' * (len(runs) != 1)}, {played} games"
        f"{under}, {duration(seconds)} of wall time on {runs[-1]['cpus'] if runs else '?'} "
        f"CPUs); report of {date}, games played by the code at "
        f"{', '.join(dict.fromkeys(r.get('code') or '?' for r in (*runs, *varied)))}, "
        f"CPython {platform.python_version()} on {platform.machine()}.",
        "",
        "How to read it:",
        "",
        "- **First mover**: the seat that made the game's first decision (the starting player "
        "where the rulebook draws one). Its win rate beside the even share (1 / players) with "
        "a Wilson 95% interval; the verdict says whether the interval leaves the even share "
        "out. A shared victory counts as a part win for each winner. Over many settings about "
        "one verdict in twenty leaves the even share out by chance alone: a lone verdict is a "
        "reason to play that setting further, not yet a finding.",
        "- **Wins by place in turn order**: the seats ordered by their first decisions (first "
        "mover first).",
        "- **Winner - last**: the winner's score minus the last seat's, per game.",
        "- **What winners did**: per seat, the mean of each trait (what a player took and did, "
        "read on the end state, in the rulebook's words) among winning seats and among the "
        "others; the difference in pooled standard deviations; among the seats that had the "
        "trait at all and those that did not, the share that won. A difference is a "
        "correlation of the bot's play, not proof that the trait wins.",
        "",
        "## All settings",
        "",
        *summary_table(study),
        *assumptions_section(study, variants),
    ]
    for gid in dict.fromkeys(p.setting.game for p in study.parts):
        g = find_game(gid)
        out += ["", f"## {g.title}", ""]
        if gid in drawings:
            out += [f"![{g.title}: first mover's win rate and score spread per setting]"
                    f"({drawings[gid]})", ""]
        for part, result in zip(study.parts, study.results):
            if part.setting.game != gid:
                continue
            out += [f"### {part.setting.players} players, {part.setting.label}: what winners "
                    "did", "", *traits_rows(result), ""]
    return "\n".join(out).rstrip() + "\n"


def draw(study: Study, folder: Path, prefix: str = "balance-") -> dict[str, Path]:
    """One SVG per game in `folder`: per setting (one row each, the first at the top), the first
    mover's win rate with its interval beside the even share, and the spread of scores (the
    winner's minus the last seat's). The drawing grows in height with the settings, so its
    labels stay readable however many option sets a game has. Returns the paths by game id."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from .plots import error_bars

    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for gid in dict.fromkeys(p.setting.game for p in study.parts):
        pairs = [(p, r) for p, r in zip(study.parts, study.results) if p.setting.game == gid]
        names = [f"{p.setting.players} players, {p.setting.label}" for p, _ in pairs]
        fig, (left, right) = plt.subplots(1, 2, sharey=True,
                                          figsize=(11.0, 1.4 + 0.38 * len(pairs)))
        rates = [r["first_mover"]["win_rate"] for _, r in pairs]
        lows, highs = error_bars(rates, [r["first_mover"]["ci95"] for _, r in pairs])
        ys = range(len(pairs))
        left.barh(ys, [100 * x for x in rates], xerr=[lows, highs], capsize=3, height=0.6,
                  color="#6a8caf")
        left.vlines([100 / p.setting.players for p, _ in pairs], [y - 0.4 for y in ys],
                    [y + 0.4 for y in ys], colors="grey", linestyles="--", label="even share")
        left.set_yticks(list(ys), names, fontsize=8)
        left.invert_yaxis()
        left.set_xlim(0, 100)
        left.set_xlabel("first mover's win rate % (95% CI)")
        left.legend(fontsize=8, loc="lower right")
        spreads = [[g["scores"] and max(g["scores"]) - min(g["scores"])
                    for g in r["games"] if g["finished"]] for _, r in pairs]
        # manage_ticks=False: the settings' names stay on the shared axis
        right.boxplot(spreads, positions=list(ys), orientation="horizontal", showmeans=True,
                      widths=0.6, manage_ticks=False)
        right.set_xlabel("winner's score - last seat's")
        fig.suptitle(f"{find_game(gid).title}: {games_per_setting([r for _, r in pairs])} per "
                     f"setting, {study.bot} in every seat")
        fig.tight_layout()
        path = folder / f"{prefix}{gid}.svg"
        with matplotlib.rc_context({"svg.hashsalt": "alehouse"}):  # the same ids every time
            fig.savefig(path, metadata={"Date": None})
        plt.close(fig)
        paths[gid] = path
    return paths
