"""`alehouse draw RECORD --step N [--seat S] -o board.svg`: a position of a record as SVG."""

from __future__ import annotations

from pathlib import Path

import alehouse
from alehouse.core import load_record
from tests.cli.test_cli import run, save_bot_game
from tests.drawing import parsed, target_fields


def test_draw_writes_the_board_of_a_step(tmp_path: Path) -> None:
    record = save_bot_game(tmp_path)
    out = tmp_path / "board.svg"
    code, said = run("draw", str(tmp_path / "game-0000.json"), "--step", "12", "--seat", "1",
                     "-o", str(out))
    assert code == 0 and "Step 12" in said
    expected = alehouse.replay(record, upto=12).svg(1)
    assert out.read_text(encoding="utf-8") == expected
    code, _ = run("draw", str(tmp_path / "game-0000.json"), "--step", "0", "-o", str(out))
    assert code == 0 and not target_fields(parsed(out.read_text(encoding="utf-8")))


def test_draw_refuses_bad_steps_seats_and_files(tmp_path: Path) -> None:
    record = save_bot_game(tmp_path)
    path = str(tmp_path / "game-0000.json")
    out = str(tmp_path / "board.svg")
    last = len(load_record(Path(path))["moves"])
    assert len(record["moves"]) == last
    for args, said in (
        (("--step", str(last + 1)), f"there is no step {last + 1}"),
        (("--step", "-1"), "there is no step -1"),
        (("--step", "1", "--seat", "5"), "--seat must be a seat from 0 to 1"),
    ):
        code, text = run("draw", path, *args, "-o", out)
        assert code == 2 and said in text and "Traceback" not in text
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, text = run("draw", str(bad), "--step", "1", "-o", out)
    assert code == 2 and "bad.json" in text
    code, text = run("draw", str(tmp_path / "none.json"), "--step", "1", "-o", out)
    assert code == 2 and "cannot read" in text
    code, text = run("draw", path, "--step", "1", "-o", str(tmp_path / "no" / "b.svg"))
    assert code == 2 and "does not exist" in text
    assert not Path(out).exists()
