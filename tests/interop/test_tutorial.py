"""docs/tutorial.md runs: each Python block is executed in order in one namespace, with the
budgets made small (EPISODES, SIMULATIONS)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("pyspiel")

TUTORIAL = Path(__file__).resolve().parents[2] / "docs" / "tutorial.md"
SMALL = {"EPISODES = 200": "EPISODES = 3", "SIMULATIONS = 50": "SIMULATIONS = 3",
         "for k in range(20)": "for k in range(2)"}


def test_the_tutorial_runs(capsys):
    blocks = re.findall(r"```python\n(.*?)```", TUTORIAL.read_text(), re.S)
    assert len(blocks) >= 3
    for block in blocks:
        for big, small in SMALL.items():
            block = block.replace(big, small)
        exec(compile(block, str(TUTORIAL), "exec"), {"__name__": "tutorial"})
    out = capsys.readouterr().out
    assert "(1491,)" in out and "mean reward" in out and "returns:" in out
