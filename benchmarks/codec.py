"""The state codec beside msgspec: saving (state -> JSON text) and loading (JSON text -> state,
every value checked by type), on the end state of one seeded random 4-player game per game.

One command::

    .venv/bin/python benchmarks/codec.py            # a Markdown table to stdout

Four ways, each timed by CPU time (so a busy machine disturbs it less):

- ``interpretive``: `codec.to_data` / `codec.from_data`, which walk the type hints value by
  value (the codec before generated code);
- ``generated``: `codec.state_to_data` / `codec.state_from_data`, code generated once per
  state class from its type hints (what `Match.to_json` / `from_json` use), with the standard
  library's json for the text;
- ``msgspec text``: the generated codec for the tree, msgspec for the JSON text half;
- ``msgspec typed``: `msgspec.json.decode(text, type=State)`, msgspec doing both halves in C,
  timed only if it gives back the very state and refuses an unknown field (the states are
  dataclasses whose decision stacks are unions of dataclasses tagged by ``kind``, which msgspec
  decodes only for its own Structs; the cell says what goes wrong otherwise).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import msgspec
from rich.progress import track

import alehouse
from alehouse import Chance
from alehouse.core import codec

BUDGET = 0.4
"""CPU seconds per figure."""


def per_call_us(fn: Callable[[], object]) -> float:
    """Mean CPU microseconds per call of `fn` over about `BUDGET` seconds."""
    clock = time.process_time
    fn()
    calls, start = 0, clock()
    while clock() - start < BUDGET:
        for _ in range(16):
            fn()
        calls += 16
    return (clock() - start) / calls * 1e6


def end_state(gid: str) -> Any:
    rng = Chance.from_seed(1)
    m = alehouse.new_match(gid, 4, seed=1)
    while not m.over:
        p = m.actors[0]
        m.act(p, rng.choice(m.legal_actions(p)))
    return m.state


def typed(state: Any, raw: bytes) -> str:
    """msgspec's own typed decoding: its time, or why it gives no honest answer."""
    cls = type(state)
    try:
        back = msgspec.json.decode(raw, type=cls)
    except (TypeError, msgspec.ValidationError) as exc:
        return f"cannot: {str(exc).splitlines()[0][:60]}"
    if back != state:
        return "wrong state"
    extra = msgspec.json.encode({**msgspec.json.decode(raw), "surprise": 1})
    try:
        msgspec.json.decode(extra, type=cls)
        return "passes unknown fields"
    except msgspec.ValidationError:
        return f"{per_call_us(lambda: msgspec.json.decode(raw, type=cls)):,.0f}"


def figures(gid: str) -> dict[str, str]:
    state = end_state(gid)
    cls = type(state)
    text = json.dumps(codec.state_to_data(state), separators=(",", ":"))
    raw = text.encode()
    out = {
        "save interpretive": per_call_us(
            lambda: json.dumps(codec.to_data(state), separators=(",", ":"))),
        "save generated": per_call_us(
            lambda: json.dumps(codec.state_to_data(state), separators=(",", ":"))),
        "save msgspec text": per_call_us(lambda: msgspec.json.encode(codec.state_to_data(state))),
        "load interpretive": per_call_us(lambda: codec.from_data(cls, json.loads(text))),
        "load generated": per_call_us(lambda: codec.state_from_data(cls, json.loads(text))),
        "load msgspec text": per_call_us(
            lambda: codec.state_from_data(cls, msgspec.json.decode(raw))),
    }
    cells = {k: f"{v:,.0f}" for k, v in out.items()}
    cells["load msgspec typed"] = typed(state, raw)
    cells["kB"] = f"{len(raw) / 1000:.1f}"
    return cells


def main() -> int:
    rows = {gid: figures(gid) for gid in track(alehouse.games(), description="codec",
                                               transient=True)}
    columns = list(next(iter(rows.values())))
    print(f"msgspec {msgspec.__version__}; CPU µs per call, end state of a 4-player game\n")
    print("| game | " + " | ".join(columns) + " |")
    print("|:--|" + "--:|" * len(columns))
    for gid, cells in rows.items():
        print(f"| {gid} | " + " | ".join(cells[c] for c in columns) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
