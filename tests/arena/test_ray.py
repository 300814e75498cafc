"""`--ray`: the same tournament on a local Ray cluster (2 CPUs) gives the results of local
processes. Skipped only where ray cannot be imported (it is in the `dev` extra)."""

from __future__ import annotations

import pytest

from alehouse.arena import Tournament, run, summarise

ray = pytest.importorskip("ray", reason="ray is not installed (pip install -e '.[arena]')")


def test_a_tournament_on_ray_equals_the_local_one() -> None:
    t = Tournament("fantasy-brewers", ["greedy:beam=2,depth=3", "ismcts:iterations=20"],
                   games=4, players=2, seed=12)
    local = run(t, workers=2)
    remote = run(t, workers=2, ray=True)
    assert not ray.is_initialized(), "the local cluster started for the run is shut down"
    assert not remote.interrupted and len(remote.outcomes) == 4
    for a, b in zip(local.outcomes, remote.outcomes):
        assert a.index == b.index and a.record == b.record and a.scores == b.scores
    strip = lambda r: {k: v for k, v in r.items() if k != "timing"}  # noqa: E731
    assert strip(summarise(t, local.outcomes)) == strip(summarise(t, remote.outcomes))
