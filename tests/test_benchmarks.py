"""The engine benchmark runs end to end (its figures are not checked here: speed is measured by
`make bench`, not timed in tests)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_engine_benchmark() -> Any:
    spec = importlib.util.spec_from_file_location("engine_benchmark",
                                                  ROOT / "benchmarks" / "engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["engine_benchmark"] = module
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


def test_the_stall_benchmark_stops_a_game_without_the_stall_rule_and_switches_it_back_on(
) -> None:
    from alehouse.boardgames.dice_brewing import rounds

    stalls = load_stalls_benchmark()
    game = stalls.play(2, "greedy-vs-random", 3, 1, drought=40, max_rounds=2)
    assert game.stalled and game.rounds == 3 and not game.scores
    assert game.seats == ["random", "greedy"] and len(game.held) == 2
    assert rounds.STALL_RULE
    cells = {(2, "greedy-vs-random"): stalls.cell_figures([game])}
    assert cells[(2, "greedy-vs-random")] == {"games": 1, "stalled": 1, "finished": 0}
    assert "| 2 | greedy-vs-random | 1 | 1 | - |" in stalls.markdown(cells)
