"""Balance studies (`alehouse balance`): the settings, the study kept and resumed, the figures
(turn order, what winners did) and the report."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

import alehouse
from alehouse.arena import balance, balance_report, store
from alehouse.arena.play import GameOutcome
from alehouse.arena.stats import by_turn_order, turn_order, wilson, winners_did
from alehouse.cli import app, normalise_args

FB = "fantasy-brewers"
TAVERNS = "taverns-of-tiefenthal"


def quiet() -> Console:
    return Console(file=io.StringIO(), width=120)


def outcome(index: int, moves: list[int], scores: list[float], winners: list[int],
            traits: list[dict[str, float]] | None = None) -> GameOutcome:
    """A finished game whose record holds only who made each move."""
    n = len(scores)
    return GameOutcome(index=index, seed=index, lineup=[0] * n, finished=True, scores=scores,
                       ranking=sorted(range(n), key=lambda s: -scores[s]), winners=winners,
                       decisions=len(moves), think=[0.0] * n, choices=[0] * n,
                       record={"moves": [[seat, {}] for seat in moves]},
                       traits=traits or [])


# --- settings ------------------------------------------------------------------------------


def test_every_option_set_at_every_player_count_the_rules_allow() -> None:
    chosen = balance.settings()
    for gid in alehouse.games():
        g = alehouse.game(gid)
        mine = [s for s in chosen if s.game == gid]
        allowed = 0
        for preset in g.presets:
            for n in g.player_counts:
                try:
                    g.check_options(n, preset)
                except alehouse.BadOptions:
                    continue
                allowed += 1
        assert len(mine) == allowed and len({(s.players, s.label) for s in mine}) == allowed
    team = [s for s in chosen if s.game == "monastery" and s.options["variant"] == "team"]
    assert [s.players for s in team] == [4]  # the Team Game needs four


def test_defaults_only_keeps_each_games_default_options() -> None:
    chosen = balance.settings(defaults_only=True)
    assert len(chosen) == sum(len(alehouse.game(g).player_counts) for g in alehouse.games())
    assert {s.label for s in chosen} == {"default options"}


def test_a_setting_is_labelled_by_the_options_off_their_default() -> None:
    chosen = balance.settings([FB], [3])
    assert [s.label for s in chosen] == ["default options", "level=advanced", "level=expert"]
    assert chosen[1].folder == "fantasy-brewers/3p-level-advanced"
    dice = balance.settings(["dice-brewing"], [2])
    assert dice[2].label == "unlucky_roll=true"
    assert dice[2].folder == "dice-brewing/2p-unlucky-roll-true"


# --- figures -------------------------------------------------------------------------------


def test_turn_order_follows_the_first_decisions() -> None:
    assert turn_order(outcome(0, [2, 2, 0, 2, 1, 0], [1, 2, 3], [2])) == [2, 0, 1]
    assert turn_order(outcome(0, [1, 1], [1, 2, 3], [2])) == [1, 0, 2]  # 0, 2 never decided
    rows = by_turn_order([outcome(0, [1, 0], [5, 3], [0]), outcome(1, [0, 1], [5, 5], [0, 1])])
    # game 0: the second mover (seat 0) won; game 1: both shared
    assert [r["wins"] for r in rows] == [0.5, 1.5]
    assert rows[1]["win_rate"] == 0.75


def test_what_winners_did_compares_winning_seats_with_the_others() -> None:
    games = [
        outcome(0, [0, 1], [10, 5], [0], [{"Statues built": 2}, {"Statues built": 0}]),
        outcome(1, [1, 0], [4, 9], [1], [{"Statues built": 0}, {"Statues built": 3}]),
        outcome(2, [0, 1], [8, 6], [0], [{"Statues built": 1, "Goats": 1}, {"Goats": 2}]),
    ]
    rows = {r["trait"]: r for r in winners_did(games)}
    statues = rows["Statues built"]
    assert statues["winners"] == pytest.approx(2.0) and statues["others"] == 0.0
    assert statues["effect"] > 1
    assert statues["seats_with"] == 3 and statues["seats"] == 6
    assert statues["win_rate_with"] == 1.0 and statues["win_rate_without"] == 0.0
    goats = rows["Goats"]  # missing counts as 0
    assert goats["winners"] == pytest.approx(1 / 3) and goats["others"] == pytest.approx(2 / 3)
    assert next(iter(rows)) == "Statues built"  # the largest effect first


def test_games_per_setting_says_the_range_when_settings_differ() -> None:
    assert balance_report.games_per_setting([{"finished": 48}, {"finished": 48}]) == "48 games"
    assert balance_report.games_per_setting([{"finished": 24}, {"finished": 48}]) == \
        "24-48 games"
    assert balance_report.games_per_setting([{"finished": 1}]) == "1 game"


@pytest.mark.parametrize(("ci95", "players", "said"), [
    ((0.55, 0.7), 2, "favoured"), ((0.1, 0.2), 3, "behind"), ((0.2, 0.3), 4, "within chance")])
def test_the_verdict_says_whether_the_interval_leaves_the_even_share_out(
        ci95: tuple[float, float], players: int, said: str) -> None:
    assert said in balance_report.verdict(sum(ci95) / 2, ci95, players)


# --- a study -------------------------------------------------------------------------------


def test_a_study_keeps_every_setting_and_an_interrupted_one_resumes_alike(
        tmp_path: Path) -> None:
    chosen = balance.settings([FB], [2])[:2]
    whole = balance.study(chosen, "greedy:depth=2", 3, 5, tmp_path / "whole", quiet(),
                          workers=1)
    assert not whole.interrupted and [r["finished"] for r in whole.results] == [3, 3]
    for part in whole.parts:
        saved = json.loads((part.folder / "results.json").read_text())
        assert saved["planned"] == 3 and saved["tournament"]["options"] == part.setting.options
        assert all(len(g.traits) == 2 and all(g.traits) for g in part.done)  # each seat's traits
    first = balance.study(chosen, "greedy:depth=2", 3, 5, tmp_path / "cut", quiet(),
                          workers=1, stop_after=2)
    assert first.interrupted and sum(len(p.done) for p in first.parts) == 2
    again = balance.study(chosen, "greedy:depth=2", 3, 5, tmp_path / "cut", quiet(), workers=1)
    assert not again.interrupted
    assert [[(o.scores, o.record["moves"]) for o in p.done] for p in again.parts] == \
        [[(o.scores, o.record["moves"]) for o in p.done] for p in whole.parts]
    runs = json.loads((tmp_path / "cut" / balance.RUNS).read_text())["runs"]
    assert [r["games"] for r in runs] == [2, 4]
    more = balance.study(chosen, "greedy:depth=2", 4, 5, tmp_path / "cut", quiet(), workers=1)
    assert [len(p.done) for p in more.parts] == [4, 4]  # the first three kept, one more each
    assert [o.record["moves"] for o in more.parts[0].done[:3]] == \
        [o.record["moves"] for o in whole.parts[0].done]
    fewer = balance.study(chosen, "greedy:depth=2", 2, 5, tmp_path / "cut", quiet(), workers=1)
    assert [len(p.done) for p in fewer.parts] == [4, 4]  # games played are never dropped


def test_a_study_cut_short_has_played_every_setting_about_as_far(tmp_path: Path) -> None:
    chosen = balance.settings([FB], [2])
    cut = balance.study(chosen, "greedy:depth=2", 4, 5, tmp_path, quiet(), workers=1,
                        stop_after=4)
    assert sorted(len(p.done) for p in cut.parts) == [1, 1, 2]


def test_games_saved_without_traits_get_them_from_their_records(tmp_path: Path) -> None:
    chosen = balance.settings([FB], [2], defaults_only=True)
    first = balance.study(chosen, "greedy:depth=2", 2, 1, tmp_path, quiet(), workers=1)
    folder = first.parts[0].folder
    for path in (folder / store.GAMES).glob("*.json"):  # as a game of an earlier version
        data = json.loads(path.read_text())
        data["arena"]["traits"] = [{}, {}]
        path.write_text(json.dumps(data))
    again = balance.study(chosen, "greedy:depth=2", 2, 1, tmp_path, quiet(), workers=1)
    assert [o.traits for o in again.parts[0].done] == [o.traits for o in first.parts[0].done]
    assert all(all(o.traits) for o in again.parts[0].done)


def test_the_report_has_a_row_per_setting_and_a_drawing_per_game(tmp_path: Path) -> None:
    chosen = balance.settings([FB], [2])[:2]
    done = balance.study(chosen, "greedy:depth=2", 2, 1, tmp_path, quiet(), workers=1)
    drawings = balance_report.draw(done, tmp_path / "img")
    assert set(drawings) == {FB}
    assert drawings[FB].read_text().lstrip().startswith("<?xml")
    redrawn = balance_report.draw(done, tmp_path / "img2")  # the same drawing, byte for byte
    assert redrawn[FB].read_bytes() == drawings[FB].read_bytes()
    text = balance_report.markdown(done, command="alehouse balance", date="2026-12-03",
                                   drawings={FB: "img/balance-fantasy-brewers.svg"})
    table = [line for line in text.splitlines() if line.startswith("| Fantasy Brewers")]
    assert len(table) == 2 and "level=advanced" in table[1]
    assert "![Fantasy Brewers" in text and "what winners did" in text
    assert "| Points: " in text or "No trait separates" in text  # the traits are read
    # started again with every game played, it plays nothing: the report counts no new run
    again = balance.study(chosen, "greedy:depth=2", 2, 1, tmp_path, quiet(), workers=1)
    assert len(again.runs) == 2 and again.runs[-1]["games"] == 0
    text = balance_report.markdown(again, command="alehouse balance", date="2026-12-03",
                                   drawings={})
    assert "(1 run, 4 games," in text


# --- the command ---------------------------------------------------------------------------


def balance_cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, normalise_args(["balance", *args]),
                                env={"COLUMNS": "160", "NO_COLOR": "1"})
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_alehouse_balance_plays_the_variants_at_the_player_counts_asked(tmp_path: Path) -> None:
    code, out = balance_cli("-g", FB, "--defaults", "--games", "1", "--bot", "greedy:depth=2",
                            "--workers", "1", "--assumptions", "--assumption-players", "3",
                            "--out", str(tmp_path))
    assert code == 0, out
    variants = balance.shipped_variants([FB])
    assert variants
    for path in variants:
        played = sorted(p.name for p in (tmp_path / "variants" / path.stem / FB).iterdir())
        assert played == ["3p-default"]
    assert len(list((tmp_path / FB).iterdir())) == 3  # the study itself at every count


def test_alehouse_balance_writes_the_report_and_the_study(tmp_path: Path) -> None:
    code, out = balance_cli("-g", FB, "-p", "2", "--games", "2", "--bot", "greedy:depth=2",
                            "--workers", "1", "--out", str(tmp_path / "study"),
                            "--report", str(tmp_path / "docs" / "balance.md"))
    assert code == 0, out
    report = (tmp_path / "docs" / "balance.md").read_text()
    assert report.count("| Fantasy Brewers |") == 3  # beginner, advanced, expert
    assert (tmp_path / "docs" / "img" / "balance-fantasy-brewers.svg").exists()
    assert (tmp_path / "study" / "fantasy-brewers" / "2p-level-expert" / "results.json").exists()


@pytest.mark.parametrize(("args", "message"), [
    (("-g", "chess"), "no game 'chess'"),
    (("--bot", "clever"), "unknown seat 'clever'"),
    (("-g", FB, "-p", "7"), "no game is played by 7 players"),
])
def test_alehouse_balance_refuses_what_the_user_can_fix(args: tuple[str, ...],
                                                        message: str) -> None:
    code, out = balance_cli(*args)
    assert code == 2 and message in " ".join(out.split())


# --- study variants ------------------------------------------------------------------------


SHORT = '''game = "fantasy-brewers"
assumption = 9
title = "two months"
[data."board.toml".levels]
beginner = { months = 2, breweries = "beginner" }
'''


def test_a_variants_games_are_played_with_its_data_in_processes_of_their_own(
        tmp_path: Path) -> None:
    variant = tmp_path / "short.toml"
    variant.write_text(SHORT)
    chosen = balance.settings([FB], [2], defaults_only=True)
    base = balance.study(chosen, "greedy:depth=2", 2, 3, tmp_path / "base", quiet(), workers=1)
    short = balance.study(chosen, "greedy:depth=2", 2, 3, tmp_path / "short", quiet(),
                          workers=1, variant=variant)
    assert short.variant is not None and short.variant["title"] == "two months"
    # two months of five: far fewer decisions, in this process's data five months still
    assert all(s.decisions < b.decisions / 2
               for s, b in zip(short.parts[0].done, base.parts[0].done))
    text = balance_report.markdown(base, variants=[short], command="alehouse balance",
                                   date="2026-12-03", drawings={})
    # the variant's games are counted beside the settings', and its code is named
    assert "(1 run, 2 games, and 2 more under the study variants," in text
    short.runs[-1]["code"] = "abc1234"
    text = balance_report.markdown(base, variants=[short], command="alehouse balance",
                                   date="2026-12-03", drawings={})
    assert f"games played by the code at {base.runs[-1]['code'] or '?'}, abc1234," in text
    row = next(line for line in text.splitlines() if "two months" in line)
    lengths = [p.strip() for p in row.split("|")][8]  # decisions per game: assumed -> two months
    assumed, alternative = (float(x) for x in lengths.split(" -> "))
    assert alternative < assumed / 2
    # the coverage lines: Fantasy Brewers' assumption 9 compared above, the others that move
    # the balance not yet, those needing rule code said so
    listed = balance.assumption_list()[FB]
    line = next(x for x in text.splitlines() if x.startswith("- **Fantasy Brewers**"))
    assert "compared above: 9;" in line
    code = [str(a.number) for a in listed if a.moves and a.how == "code"]
    assert f"not yet compared (needs rule code): {', '.join(code)}" in line
    assert f"({sum(a.moves for a in listed)} of {len(listed)} assumptions)" in line
    assert not any(x.startswith("- **Monastery**") for x in text.splitlines())
    with pytest.raises(store.StoreError, match="made with two months"):
        balance.study(chosen, "greedy:depth=2", 2, 3, tmp_path / "short", quiet(), workers=1)


def test_what_moved_beyond_chance_and_signs_of_degenerate_games() -> None:
    def result(first: float, length: float, sd: float, unfinished: int) -> dict[str, Any]:
        flat = {"mean": 10.0, "sd": 1.0}
        return {"finished": 100, "played": 100, "unfinished": list(range(unfinished)),
                "first_mover": {"win_rate": first, "games": 100,
                                "ci95": list(wilson(first * 100, 100))},
                "winning_score": flat, "margin": flat,
                "length": {"mean": length, "sd": sd}, "traits": []}

    same = balance_report.changes(result(0.5, 100, 5, 0), result(0.52, 100.5, 5, 0))
    assert same == []
    moved = balance_report.changes(result(0.5, 100, 5, 0), result(0.7, 90, 5, 30))
    assert moved == ["first mover up", "length down", "unfinished up"]
    signs = balance_report.degenerate(result(0.7, 90, 5, 30), 2)
    assert signs == ["30 of 100 games unfinished", "first mover favoured"]


# --- the assumption list -------------------------------------------------------------------


BOARDGAMES = Path(alehouse.__file__).parent / "boardgames"


def rules_assumptions(game_id: str) -> list[int]:
    """The numbers of the "## Assumptions" list of a game's RULES.md, in order."""
    rules = (BOARDGAMES / game_id.replace("-", "_") / "RULES.md").read_text()
    section = rules[rules.index("## Assumptions"):]
    nxt = re.search(r"^## ", section[3:], re.M)
    section = section if nxt is None else section[:nxt.start() + 3]
    return [int(n) for n in re.findall(r"^(\d+)\. ", section, re.M)]


@pytest.mark.parametrize("game_id", alehouse.games())
def test_every_assumption_of_a_rules_md_is_classified_exactly_once(game_id: str) -> None:
    numbers = rules_assumptions(game_id)
    assert numbers, f"{game_id}: no numbered assumptions found"
    listed = [a.number for a in balance.assumption_list().get(game_id, [])]
    assert sorted(listed) == sorted(numbers)
    assert len(set(listed)) == len(listed)


def test_every_shipped_variant_is_named_in_the_assumption_list() -> None:
    named = {a.variant for game in balance.assumption_list().values() for a in game
             if a.variant is not None}
    assert named == {p.stem for p in balance.shipped_variants()}


def test_the_coverage_lines_group_the_balance_moving_assumptions() -> None:
    A = balance.Assumption
    listed = {"monastery": [A("monastery", 1, True, "tiles", "data"),
                            A("monastery", 2, True, "passages", "data", "x"),
                            A("monastery", 3, True, "Abbey paths", "code"),
                            A("monastery", 4, False, "window"),
                            A("monastery", 5, True, "rows", "data")],
              "heaven-and-ale": [A("heaven-and-ale", 1, False, "colours")]}
    lines = balance_report.coverage(listed, ["monastery", "heaven-and-ale"],
                                    {("monastery", 2), ("heaven-and-ale", 9)}, {("monastery", 5)})
    assert lines[-2:] == [
        "- **Monastery** (4 of 5 assumptions): compared above: 2; its variant is played only at "
        "player counts not in this study: 5; not yet compared: 1; not yet compared (needs rule "
        "code): 3",
        "- **Heaven & Ale** (0 of 1 assumption): none may move the balance"]


GOOD = """
[[monastery]]
assumption = 2
moves = true
why = "passages"
how = "data"
variant = "passage"
"""
VARIANT = """game = "monastery"
assumption = 2
title = "passages"
[data."tiles.toml".passage_kind]
circle = 2
"""


@pytest.mark.parametrize("entry, message", [
    ('[[no-such-game]]\nassumption = 1\nmoves = false\nwhy = "x"', "there is no game"),
    ('[[monastery]]\nassumption = 1\nmoves = false', "needs `why`"),
    ('[[monastery]]\nassumption = 1\nmoves = false\nwhy = " "', "needs `why`"),
    ('[[monastery]]\nmoves = false\nwhy = "x"', "needs `assumption`"),
    ('[[monastery]]\nassumption = 1\nwhy = "x"', "needs `moves`"),
    ('[[monastery]]\nassumption = 1\nmoves = true\nwhy = "x"', "needs `how`"),
    ('[[monastery]]\nassumption = 1\nmoves = true\nwhy = "x"\nhow = "rules"', "needs `how`"),
    ('[[monastery]]\nassumption = 1\nmoves = false\nwhy = "x"\nhow = "code"', "takes no"),
    ('[[monastery]]\nassumption = 1\nmoves = true\nwhy = "x"\nhow = "data"\n'
     'variant = "missing"', "there is no"),
    ('[[monastery]]\nassumption = 1\nmoves = true\nwhy = "x"\nhow = "data"\n'
     'variant = "passage"', "which compares monastery assumption 2"),
    ('[[monastery]]\nassumption = 1\nmoves = true\nwhy = "x"\nhow = "code"\n'
     'variant = "passage"', "its `how` is"),
    ('[[monastery]]\nassumption = 1\nmoves = false\nwhy = "x"\nwho = "me"', "unknown keys who"),
    ('[[monastery]]\nassumption = 2\nmoves = false\nwhy = "x"', "more than once"),
    ("monastery = 3", "needs a list of tables"),
])
def test_a_bad_assumption_list_is_refused(tmp_path: Path, entry: str, message: str) -> None:
    (tmp_path / "passage.toml").write_text(VARIANT)
    path = tmp_path / "assumptions.toml"
    path.write_text(entry + "\n" + GOOD if entry.startswith("[[") else entry + "\n")
    with pytest.raises(balance.BadAssumptions, match=re.escape(message)):
        balance.assumption_list(path)
    path.write_text(GOOD)
    (ok,) = balance.assumption_list(path)["monastery"]
    assert ok == balance.Assumption("monastery", 2, True, "passages", "data", "passage")


def test_a_variant_with_options_is_played_with_them_and_so_is_the_assumed_game(
        tmp_path: Path) -> None:
    """Taverns' entertainer order matters only from Module 2 on: the study plays the variant and
    the game as assumed at modules=2, beside the default options."""
    code, out = balance_cli("-g", TAVERNS, "--defaults", "--games", "1", "--bot", "random",
                            "--workers", "1", "--assumptions", "--assumption-players", "2",
                            "--out", str(tmp_path), "--max-decisions", "3000")
    assert code == 0, out
    order = tmp_path / "variants" / "taverns-of-tiefenthal-entertainer-order" / TAVERNS
    assert sorted(p.name for p in order.iterdir()) == ["2p-modules-2"]
    plain = tmp_path / "variants" / "taverns-of-tiefenthal-guest-payouts" / TAVERNS
    assert sorted(p.name for p in plain.iterdir()) == ["2p-default"]
    assert {"2p-default", "2p-modules-2"} <= {p.name for p in (tmp_path / TAVERNS).iterdir()}
    report = (tmp_path / "balance.md").read_text()
    row = next(line for line in report.splitlines() if "the magician comes in turn 2" in line)
    assert "| 2 |" in row


def test_a_team_game_variant_is_played_only_where_the_team_game_is(tmp_path: Path) -> None:
    team = tmp_path / "team.toml"
    team.write_text('game = "monastery"\nassumption = 24\ntitle = "tied teams share"\n'
                    'options = { variant = "team" }\n\n[data."readings.toml".readings]\n'
                    'team_tie_broken_by_lowest_part = false\n')
    chosen = balance.settings(["monastery"], defaults_only=True)
    assert [(s.players, s.options["variant"]) for s in balance.variant_settings(team, chosen)] \
        == [(4, "team")]
    assert balance.variant_settings(team, chosen, [2]) == []


def test_a_variant_whose_options_the_game_refuses_is_refused_naming_it(tmp_path: Path) -> None:
    from alehouse.core.data import BadVariant

    bad = tmp_path / "bad.toml"
    bad.write_text(SHORT.replace('title = "two months"', 'title = "two months"\n'
                                 'options = { level = "grandmaster" }'))
    chosen = balance.settings([FB], [2], defaults_only=True)
    with pytest.raises(BadVariant, match=r"bad\.toml is played with options Fantasy Brewers "
                                         r"refuses at 2 players"):
        balance.variant_settings(bad, chosen)
    worse = tmp_path / "worse.toml"
    worse.write_text(SHORT.replace('title = "two months"', 'title = "two months"\noptions = 3'))
    with pytest.raises(BadVariant, match="`options` that are not a table"):
        balance.variant_settings(worse, chosen)


def test_a_variant_that_does_not_fit_the_data_is_refused_naming_the_key(tmp_path: Path) -> None:
    from alehouse.core.data import BadVariant

    bad = tmp_path / "bad.toml"
    bad.write_text(SHORT.replace("beginner = {", "novice = {"))
    chosen = balance.settings([FB], [2], defaults_only=True)
    with pytest.raises(BadVariant, match=r"board\.toml\.levels\.novice"):
        balance.study(chosen, "greedy:depth=2", 1, 3, tmp_path / "bad", quiet(), workers=1,
                      variant=bad)
