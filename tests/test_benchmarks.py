"""The engine benchmark runs end to end (its figures are not checked here: speed is measured by
`make bench`, not timed in tests)."""

from __future__ import annotations

import html
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

import alehouse

ROOT = Path(__file__).resolve().parent.parent


def load_engine_benchmark() -> Any:
    return load_benchmark("engine")


def load_benchmark(name: str) -> Any:
    spec = importlib.util.spec_from_file_location(f"{name}_benchmark",
                                                  ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[f"{name}_benchmark"] = module
    spec.loader.exec_module(module)
    return module


def test_the_engine_benchmark_puts_every_row_beside_python_chess(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    engine = load_engine_benchmark()
    monkeypatch.setattr(engine, "CHESS_SECONDS", 0.2)
    out = tmp_path / "figures.json"
    code = engine.main(["--game", "heaven-and-ale", "--seconds", "0.3", "--positions", "2",
                        "--markdown", "--json", str(out)])
    assert code == 0
    figures = json.loads(out.read_text())
    assert figures["machine"]["chess_moves_per_s"] > 0
    rows = figures["rows"]
    assert [r["players"] for r in rows] == [2, 3, 4]
    for row in rows:
        assert row["error"] is None
        assert row["chess_ratio"] == pytest.approx(
            row["moves_per_s"] / figures["machine"]["chess_moves_per_s"])
        assert 0 < row["live_kb"] < row["peak_kb"]
        assert row["matches_per_gib"] == pytest.approx(2**30 / (row["live_kb"] * 1000))
        assert row["load_us"] > 0 and row["snapshot_kb_final"] < row["state_kb_final"]
    table = capsys.readouterr().out
    assert "| x chess |" in table and "python-chess" in table
    assert "| live kB | matches/GiB |" in table


def load_stalls_benchmark() -> Any:
    spec = importlib.util.spec_from_file_location("stalls_benchmark",
                                                  ROOT / "benchmarks" / "stalls.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["stalls_benchmark"] = module
    spec.loader.exec_module(module)
    return module


def test_the_stall_benchmark_stops_a_game_at_its_round_limit_and_plays_without_the_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from alehouse.boardgames.dice_brewing.content import Content
    from alehouse.core.data import VARIANT

    stalls = load_stalls_benchmark()
    monkeypatch.setenv(VARIANT, str(stalls.NO_STALL_RULE))
    assert Content().stall_rounds == 0  # what its worker processes read
    monkeypatch.delenv(VARIANT)
    game = stalls.play(2, "greedy-vs-random", 3, 1, drought=40, max_rounds=2)
    assert game.stalled and game.rounds == 3 and not game.scores
    assert game.seats == ["random", "greedy"] and len(game.held) == 2
    cells = {(2, "greedy-vs-random"): stalls.cell_figures([game])}
    assert cells[(2, "greedy-vs-random")] == {"games": 1, "stalled": 1, "finished": 0}
    assert "| 2 | greedy-vs-random | 1 | 1 | - |" in stalls.markdown(cells)


def test_the_chances_report_tabulates_every_fitted_model_and_draws_the_reliability(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from alehouse.bots.chances import fitted

    report = load_benchmark("chances")
    svg = tmp_path / "reliability.svg"
    assert report.main(["--svg", str(svg)]) == 0
    table = capsys.readouterr().out
    titles = {alehouse.game(g).title for g in fitted()["models"]}
    rows = [line for line in table.splitlines() if line.split(" | ")[0][2:] in titles]
    assert len(rows) == sum(len(counts) for counts in fitted()["models"].values())
    assert "| chance given | seats | mean chance |" in table
    drawn = svg.read_text()
    assert drawn.startswith("<svg")
    assert all(html.escape(title) in drawn for title in titles)
