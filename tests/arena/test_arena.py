"""The arena: fair seating, identical outcomes with any number of workers, results.json and
plots, the decision limit, resuming an interrupted tournament, and the `alehouse arena`
command."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

import alehouse
from alehouse.arena import Tournament, lineups, run, store, summarise
from alehouse.arena.session import play_tournament
from alehouse.arena.stats import places, wilson
from alehouse.cli import app, normalise_args

FB = "fantasy-brewers"
BOTS = ["greedy:beam=2,depth=3", "random"]


def quiet() -> Console:
    return Console(file=io.StringIO(), width=120)


def comparable(results: dict[str, Any]) -> dict[str, Any]:
    """results.json without the timings (which no two runs share)."""
    return {k: v for k, v in results.items() if k != "timing"}


# --- seating -------------------------------------------------------------------------------


@pytest.mark.parametrize(("bots", "players"), [(2, 2), (3, 2), (2, 3), (2, 4), (4, 4)])
def test_every_bot_holds_every_seat_equally_often(bots: int, players: int) -> None:
    seatings = lineups(bots, players)
    assert len(set(seatings)) == len(seatings)
    for seat in range(players):
        counts = Counter(s[seat] for s in seatings)
        assert set(counts) == set(range(bots)) and len(set(counts.values())) == 1
    assert all(len(set(s)) == min(bots, players) for s in seatings)


def test_consecutive_games_share_a_deal_until_every_seating_played_it() -> None:
    t = Tournament(FB, ["a", "b"], games=6, players=2, seed=40)
    tasks = t.tasks()
    assert [task.seed for task in tasks] == [40, 40, 41, 41, 42, 42]
    assert [task.lineup for task in tasks] == [[0, 1], [1, 0]] * 3
    assert len({tuple(task.bot_seeds) for task in tasks}) == 6
    assert t.balanced and not Tournament(FB, ["a", "b"], games=5, players=2).balanced
    assert t.tasks(skip={0, 3})[0].index == 1


def test_a_bot_named_twice_adds_no_seating_that_repeats_another() -> None:
    t = Tournament(FB, ["ismcts", "greedy", "greedy"], games=6, players=3, seed=5)
    seated = [tuple(t.bots[b] for b in task.lineup) for task in t.tasks()]
    assert seated[:3] == [("ismcts", "greedy", "greedy"), ("greedy", "ismcts", "greedy"),
                          ("greedy", "greedy", "ismcts")]
    assert seated[3:] == seated[:3]
    assert [task.seed for task in t.tasks()] == [5, 5, 5, 6, 6, 6]
    for seat in range(3):  # the two greedy bots, told apart, hold every seat once each too
        assert sorted(task.lineup[seat] for task in t.tasks()[:3]) == [0, 1, 2]
    assert t.balanced and len(Tournament(FB, ["a", "b", "c"], games=6, players=3).lineups) == 6


# --- figures -------------------------------------------------------------------------------


def test_wilson_interval() -> None:
    lo, hi = wilson(80, 100)
    assert lo == pytest.approx(0.7112, abs=1e-4) and hi == pytest.approx(0.8666, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_places_share_ties() -> None:
    from alehouse.arena import GameOutcome

    o = GameOutcome(index=0, seed=0, lineup=[0, 1, 2], finished=True, scores=[5, 9, 5],
                    ranking=[1, 0, 2], winners=[1], decisions=1, think=[0.0] * 3,
                    choices=[1] * 3)
    assert places(o) == [2, 1, 2]
    o.winners = [0, 1]
    o.scores = [9, 9, 5]
    o.ranking = [0, 1, 2]
    assert places(o) == [1, 1, 3]


# --- running ---------------------------------------------------------------------------------


def test_the_same_tournament_gives_the_same_outcomes_in_one_or_two_processes() -> None:
    t = Tournament(FB, BOTS, games=4, players=2, seed=3)
    one = run(t, workers=1)
    two = run(t, workers=2)
    assert not one.interrupted and not two.interrupted
    assert [o.index for o in one.outcomes] == [0, 1, 2, 3]
    for a, b in zip(one.outcomes, two.outcomes):
        assert (a.scores, a.winners, a.record) == (b.scores, b.winners, b.record)
    assert comparable(summarise(t, one.outcomes)) == comparable(summarise(t, two.outcomes))


def test_results_json_plots_and_replayable_records(tmp_path: Path) -> None:
    t = Tournament(FB, BOTS, games=4, players=2, seed=5)
    results, _ = play_tournament(t, quiet(), out=tmp_path, workers=1)
    saved = json.loads((tmp_path / "results.json").read_text())
    assert saved == json.loads(json.dumps(results))
    assert saved["tournament"]["bots"] == BOTS and saved["finished"] == 4
    assert saved["balanced"] and saved["unfinished"] == []
    for row in saved["bots"]:
        assert row["games"] == 4
        assert row["ci95"][0] <= row["win_rate"] <= row["ci95"][1]
        assert {"mu", "sigma", "ordinal"} <= set(row["rating"])
    assert sum(row["wins"] for row in saved["bots"]) == pytest.approx(4)
    assert [row["seat"] for row in saved["seats"]] == [0, 1]
    assert {"mean", "sd", "min", "q1", "median", "q3", "max"} <= set(
        saved["seats"][0]["scores"])
    assert saved["first_mover"]["games"] == 4 and saved["length"]["mean"] > 0
    assert len(saved["rating_history"]) == 4
    assert all(row["mean_decision_seconds"] >= 0 for row in saved["timing"]["bots"])
    for name in ("scores.png", "seat_win_rates.png", "ratings.png"):
        assert (tmp_path / "plots" / name).read_bytes()[:4] == b"\x89PNG"
    for game in saved["games"]:
        record = json.loads(store.game_path(tmp_path, game["index"]).read_text())
        assert record["arena"]["bots"] == [BOTS[b] for b in game["lineup"]]
        match = alehouse.replay(record)
        assert match.result is not None and match.result.scores == game["scores"]


def test_a_game_over_the_decision_limit_is_reported_unfinished(tmp_path: Path) -> None:
    t = Tournament(FB, ["random"], games=2, players=2, seed=1, max_decisions=10)
    results, run_ = play_tournament(t, quiet(), out=tmp_path, workers=1)
    assert results["finished"] == 0 and results["unfinished"] == [0, 1]
    assert all(len(o.record["moves"]) == 10 for o in run_.outcomes)
    assert "result" not in json.loads(store.game_path(tmp_path, 0).read_text())


def test_an_interrupted_tournament_resumes_where_it_stopped(tmp_path: Path) -> None:
    t = Tournament(FB, BOTS, games=6, players=2, seed=8)
    first, stopped = play_tournament(t, quiet(), out=tmp_path, workers=1, stop_after=2)
    assert stopped.interrupted and first["played"] == 2
    assert len(list((tmp_path / "games").glob("game-*.json"))) == 2
    assert json.loads((tmp_path / "results.json").read_text())["played"] == 2
    resumed, again = play_tournament(store.load_settings(tmp_path), quiet(), out=tmp_path,
                                     resume=True, workers=2)
    assert not again.interrupted and resumed["played"] == 6
    whole, _ = play_tournament(t, quiet(), out=tmp_path / "whole", workers=1)
    assert comparable(resumed) == comparable(whole)


def test_a_directory_holding_another_tournament_is_refused(tmp_path: Path) -> None:
    play_tournament(Tournament(FB, ["random"], 2, 2, seed=1), quiet(), out=tmp_path, workers=1)
    with pytest.raises(store.StoreError, match="another tournament"):
        play_tournament(Tournament(FB, ["random"], 2, 2, seed=2), quiet(), out=tmp_path)
    with pytest.raises(store.StoreError, match="--resume"):
        play_tournament(Tournament(FB, ["random"], 2, 2, seed=1), quiet(), out=tmp_path)


# --- the command -------------------------------------------------------------------------------


def arena(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, normalise_args(["arena", *args]),
                                env={"COLUMNS": "160", "NO_COLOR": "1"})
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def test_alehouse_arena_prints_the_tables_and_writes_the_directory(tmp_path: Path) -> None:
    code, out = arena(FB, "--bots", "greedy:depth=2,random", "--games", "2", "--seed", "4",
                      "--workers", "1", "--out", str(tmp_path / "run"))
    assert code == 0, out
    assert "greedy:depth=2" in out and "95% CI" in out and "Balance" in out
    assert "first mover" in out
    assert (tmp_path / "run" / "results.json").exists()
    code, out = arena("--resume", str(tmp_path / "run"), "--workers", "1")
    assert code == 0 and "2 finished games of 2" in out


@pytest.mark.parametrize(("args", "message"), [
    ((FB, "--bots", "clever"), "unknown seat 'clever'"),
    ((FB, "--bots", "greedy:speed=2"), "no parameter 'speed'"),
    ((FB, "--players", "9"), "2-4 players"),
    (("--resume", "/nonexistent/dir"), "no tournament to resume"),
    ((), "name a game"),
])
def test_alehouse_arena_refuses_what_the_user_can_fix(args: tuple[str, ...],
                                                      message: str) -> None:
    code, out = arena(*args)
    assert code == 2 and message in " ".join(out.split())


def test_ray_may_stand_alone_or_take_an_address() -> None:
    assert normalise_args(["arena", FB, "--ray"]) == ["arena", FB, "--ray=local"]
    assert normalise_args(["arena", "--ray", FB]) == ["arena", "--ray=local", FB]
    assert normalise_args(["arena", "--ray", "--games", "3"])[1] == "--ray=local"
    assert normalise_args(["arena", FB, "--ray", "10.0.0.1:6379"])[3] == "10.0.0.1:6379"
