"""The ETA of a run of games comes from the pace of the whole run, not its last seconds."""

from __future__ import annotations

from rich.progress import Progress

from alehouse.tui.terminal import PaceColumn


def eta(total: int, before: int, done_at: list[float], now: float) -> str:
    clock = [0.0]
    progress = Progress(get_time=lambda: clock[0], auto_refresh=False)
    task_id = progress.add_task("games", total=total, completed=before, before=before)
    for t in done_at:
        clock[0] = t
        progress.advance(task_id)
    clock[0] = now
    return str(PaceColumn().render(progress.tasks[0]))


def test_the_eta_is_the_games_left_at_the_pace_so_far() -> None:
    # 2 of 10 games in 44 s (finished together): 8 more at 22 s each
    assert eta(10, 0, [44.0, 44.0], 44.0) == "ETA 0:02:56"


def test_a_resumed_run_counts_only_its_own_games() -> None:
    # 3 done before; 1 in 60 s since: 6 left at 60 s each
    assert eta(10, 3, [60.0], 60.0) == "ETA 0:06:00"


def test_before_the_first_game_there_is_no_estimate() -> None:
    assert eta(10, 0, [], 30.0) == "ETA -:--:--"
