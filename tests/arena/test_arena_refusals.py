"""`alehouse arena` refuses what it cannot do before playing, in one line: a missing `arena`
extra (exit 1, saying what to install), a damaged tournament directory (exit 2); and its
figures never break the plots: Wilson intervals exact at 0 and n wins, error bars never
negative."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from alehouse.arena import Tournament, store
from alehouse.arena.plots import error_bars
from alehouse.arena.session import play_tournament
from alehouse.arena.stats import wilson
from tests.arena.test_arena import FB, arena, quiet


def flat(out: str) -> str:
    return " ".join(out.split())


# --- the Wilson interval and the error bars ------------------------------------------------


@pytest.mark.parametrize("trials", [*range(1, 301), 1000, 4096, 10**5, 10**6, 10**9])
def test_wilson_is_exact_at_no_wins_and_all_wins(trials: int) -> None:
    assert wilson(0, trials)[0] == 0.0
    assert wilson(trials, trials)[1] == 1.0
    for wins in {0, 1, trials // 3, trials / 2, trials - 1, trials}:
        lo, hi = wilson(wins, trials)
        rate = wins / trials
        assert 0.0 <= lo <= rate <= hi <= 1.0, (wins, trials)
        low_bar, high_bar = error_bars([rate], [[lo, hi]])
        assert low_bar[0] >= 0.0 and high_bar[0] >= 0.0


def test_wilson_at_the_edges_of_its_input() -> None:
    assert wilson(0, 12) == (0.0, pytest.approx(0.2425, abs=1e-4))  # was 2.8e-17 below
    assert wilson(12, 12)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0) and wilson(3, -1) == (0.0, 1.0)
    lo, hi = wilson(13, 12)  # more wins than games (never made): the rate is clamped
    assert lo <= 1.0 == hi


def test_error_bars_are_never_negative_for_bounds_a_hair_off() -> None:
    lows, highs = error_bars([0.0, 1.0, 0.5], [[2.8e-17, 0.3], [0.7, 1 - 1e-16], [0.2, 0.8]])
    assert lows == [0.0, pytest.approx(30.0), pytest.approx(30.0)]
    assert highs == [pytest.approx(30.0), 0.0, pytest.approx(30.0)]


def test_a_seat_without_wins_is_plotted(tmp_path: Path) -> None:
    """Four random bots, three games: a seat wins none, whose old low bound (2.8e-17) made
    matplotlib refuse the error bars after results.json was written."""
    out = tmp_path / "run"
    code, text = arena("heaven-and-ale", "--bots", "random", "--games", "3", "--players", "4",
                       "--workers", "1", "--seed", "1", "--out", str(out))
    assert code == 0, text
    results = json.loads((out / "results.json").read_text())
    assert any(row["wins"] == 0 for row in results["seats"])
    for row in results["seats"]:
        assert row["ci95"][0] <= row["win_rate"] <= row["ci95"][1]
    assert (out / "plots" / "seat_win_rates.png").read_bytes()[:4] == b"\x89PNG"


# --- the arena extra ---------------------------------------------------------------------------


def test_a_missing_arena_extra_is_named_before_any_game(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    for module in ("openskill", "openskill.models"):
        monkeypatch.setitem(sys.modules, module, None)  # as if it were not installed
    out = tmp_path / "run"
    code, text = arena(FB, "--bots", "random", "--games", "2", "--workers", "1", "--out",
                       str(out))
    assert code == 1
    assert "alehouse arena needs openskill (the arena extra)" in flat(text)
    assert "pip install 'alehouse[arena]'" in flat(text)
    assert len(text.strip().splitlines()) <= 3 and "Traceback" not in text
    assert not out.exists(), "no game may be played before the check"


def test_matplotlib_is_needed_only_for_plots(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    code, text = arena(FB, "--bots", "random", "--games", "2", "--workers", "1", "--out",
                       str(tmp_path / "a"))
    assert code == 1 and "needs matplotlib" in text and not (tmp_path / "a").exists()
    code, text = arena(FB, "--bots", "random", "--games", "2", "--workers", "1", "--out",
                       str(tmp_path / "b"), "--no-plots")
    assert code == 0, text
    code, text = arena(FB, "--bots", "random", "--games", "2", "--workers", "1")
    assert code == 0, text


# --- a damaged tournament directory ------------------------------------------------------------


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A finished two-game tournament in tmp_path/run."""
    out = tmp_path / "run"
    play_tournament(Tournament(FB, ["random"], 2, 2, seed=1), quiet(), out=out, workers=1)
    return out


@pytest.mark.parametrize(("settings", "message"), [
    ("[" * 100_000, "holds no tournament to resume"),
    ("[1]", "tournament.json is damaged: it does not hold an object"),
    ('{"game": "fantasy-brewers"}', "tournament.json is damaged: it lacks bots, games, players"),
    ('{"game": "[red]x", "bots": ["random"], "games": 2, "players": 2}',
     "there is no game '[red]x'"),
    ('{"game": "fantasy-brewers", "bots": ["random"], "games": "2", "players": 2}',
     "games must be a whole number of at least 1"),
    ('{"game": "fantasy-brewers", "bots": ["human"], "games": 2, "players": 2}',
     "the arena plays bots only"),
    ('{"game": "fantasy-brewers", "bots": ["ismcts:time=abc"], "games": 2, "players": 2}',
     "the ismcts setting time must be a number of seconds"),
    ('{"game": "fantasy-brewers", "bots": ["random"], "games": 2, "players": 7}',
     "Fantasy Brewers is for 2-4 players, not 7"),
    ('{"game": "fantasy-brewers", "bots": ["random"], "games": 2, "players": 2, '
     '"options": {"level": "[/]"}}', "option level='[/]' is not allowed"),
])
def test_a_damaged_tournament_json_is_refused(saved: Path, settings: str,
                                              message: str) -> None:
    (saved / store.SETTINGS).write_text(settings)
    code, text = arena("--resume", str(saved), "--workers", "1")
    assert code == 2 and message in flat(text) and "Traceback" not in text


@pytest.mark.parametrize(("change", "message"), [
    ({"winners": []}, "its winners must be seats"),
    ({"winners": [7]}, "its winners must be seats"),
    ({"scores": ["x", 1]}, "it needs 2 scores"),
    ({"ranking": [0, 0]}, "its ranking must list every seat once"),
    ({"lineup": [0, 3]}, "another deal or seating"),
    ({"think": [1.0]}, "it needs 2 thinking times"),
    ({"index": "one"}, "its index must be a whole number"),
    ({"finished": "yes"}, "finished must be true or false"),
])
def test_a_damaged_game_file_is_refused(saved: Path, change: dict[str, object],
                                        message: str) -> None:
    path = store.game_path(saved, 1)
    data = json.loads(path.read_text())
    data["arena"].update(change)
    path.write_text(json.dumps(data))
    code, text = arena("--resume", str(saved), "--workers", "1")
    assert code == 2 and message in flat(text) and "game-0001.json" in text


def test_a_game_file_nested_too_deeply_is_refused(saved: Path) -> None:
    store.game_path(saved, 0).write_text("[" * 100_000)
    code, text = arena("--resume", str(saved), "--workers", "1")
    assert code == 2 and "is not JSON: it nests lists and objects too deeply" in flat(text)


def test_an_out_path_in_the_way_is_named(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    code, text = arena(FB, "--bots", "random", "--games", "2", "--workers", "1", "--out",
                       str(tmp_path / "file"))
    assert code == 2 and "a file of that name is in the way" in flat(text)
