"""docs/tutorial.md runs: each Python block is executed in order in one namespace, with the
budgets made small (SMALL).

A block whose first line is TRAIN_MARKER needs the `train` extra (PyTorch, sb3-contrib), which
`make test` does not install: it is compiled (so it stays valid Python) but not run. Only such
blocks may import PyTorch or sb3-contrib, and every block that does must carry the marker."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("pyspiel")

TUTORIAL = Path(__file__).resolve().parents[2] / "docs" / "tutorial.md"
SMALL = {"EPISODES = 200": "EPISODES = 3", "SIMULATIONS = 50": "SIMULATIONS = 3",
         "EVAL_GAMES = 20": "EVAL_GAMES = 2"}
TRAIN_MARKER = "# needs the train extra: pip install -e '.[train]'"
"""The first line of a block that needs the `train` extra (not run by the tests)."""
TRAIN_IMPORTS = re.compile(r"^\s*(import|from)\s+(torch|sb3_contrib|stable_baselines3)\b", re.M)


def blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", TUTORIAL.read_text(), re.S)


def needs_train(block: str) -> bool:
    return block.startswith(TRAIN_MARKER + "\n")


def test_only_the_marked_blocks_need_the_train_extra():
    found = blocks()
    marked = [b for b in found if needs_train(b)]
    assert len(marked) == 1 and "MaskablePPO" in marked[0]
    for block in found:
        assert bool(TRAIN_IMPORTS.search(block)) == needs_train(block), block[:200]
        compile(block, str(TUTORIAL), "exec")


def test_the_tutorial_runs(capsys):
    found = blocks()
    assert len(found) >= 5
    namespace = {"__name__": "tutorial"}
    for block in found:
        if needs_train(block):
            continue
        for big, small in SMALL.items():
            block = block.replace(big, small)
        exec(compile(block, str(TUTORIAL), "exec"), namespace)
    out = capsys.readouterr().out
    assert "(1491,)" in out and "mean reward" in out and "untrained" in out
    assert "(671,) Discrete(2389)" in out and "returns:" in out
