"""Golden counts ("perft" for Euro games): for fixed seeds, the number of legal actions at
every step of a seeded random playout, its length and final scores, kept as data per game.

Any change to the rules shows up here. When a change is intended, regenerate and commit the
data with the change:  ALEHOUSE_REGEN_GOLDEN=1 .venv/bin/pytest tests/conformance/test_golden.py
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import pytest

import alehouse

from .playouts import case_id, cases, playout

GOLDEN = Path(__file__).parent / "golden"
SEEDS = (0, 1)
REGEN = os.environ.get("ALEHOUSE_REGEN_GOLDEN") == "1"


def figures(case: tuple[str, int, str], seed: int) -> dict[str, Any]:
    po = playout(*case, seed)
    counts = [sum(len(legal) for legal in step.legal.values()) for step in po.steps]
    result = po.final.result
    assert result is not None
    return {
        "length": len(po.actions),
        "scores": result.scores,
        "counts_head": counts[:30],
        "counts_sha256": hashlib.sha256(json.dumps(counts).encode()).hexdigest(),
    }


@pytest.mark.parametrize("gid", alehouse.games())
def test_golden_counts(gid: str) -> None:
    path = GOLDEN / f"{gid}.json"
    now = {f"{case_id(c)}/seed{s}": figures(c, s) for c in cases() if c[0] == gid
           for s in SEEDS}
    if REGEN:
        lines = [f"{json.dumps(k)}: {json.dumps(v, sort_keys=True)}"
                 for k, v in sorted(now.items())]
        path.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    assert path.exists(), f"no golden data for {gid}: run with ALEHOUSE_REGEN_GOLDEN=1"
    kept = json.loads(path.read_text())
    assert sorted(kept) == sorted(now), "cases changed: regenerate the golden data"
    for key, figs in now.items():
        assert kept[key] == figs, f"{key}: rules behaviour changed (regenerate if intended)"
