"""The interop tests need the `rl` extra (installed by `make test`); without it they are skipped."""

from __future__ import annotations

import pytest

import alehouse


def cases(all_presets: bool = False) -> list[tuple[str, int, dict]]:
    """(game, players, options): every game at every player count with default options, and
    every other preset (the ones the conformance suite plays) at the smallest count it allows."""
    out = []
    for gid in alehouse.games():
        g = alehouse.game(gid)
        for n in g.player_counts:
            out.append((gid, n, {}))
        for opts in g.presets[1:]:
            for n in g.player_counts:
                try:
                    g.check_options(n, opts)
                except alehouse.BadOptions:
                    continue
                out.append((gid, n, opts))
                if not all_presets:
                    break
    return out


def case_id(case: tuple[str, int, dict]) -> str:
    gid, n, opts = case
    extra = ",".join(f"{k}={v}" for k, v in opts.items())
    return f"{gid}-{n}p" + (f"-{extra}" if extra else "")


@pytest.fixture(autouse=True)
def strict_vocabularies():
    """Observation encodings raise on a value missing from a vocabulary."""
    import alehouse.core.observation as obs

    obs.STRICT = True
    yield
    obs.STRICT = False
