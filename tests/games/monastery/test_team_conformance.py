"""The shared conformance suite on the four-player team game.

`Game.presets` are played at every player count by tests/conformance/, and the team game exists
only for 4 players, so Monastery's presets hold the standard and simple games; this module runs
the same checks (imported from the shared suite) on 4-player team games.
"""

from __future__ import annotations

import json

import pytest

from tests.conformance.test_conformance import (  # noqa: F401 (collected here)
    test_clones_are_independent,
    test_determinize_keeps_every_view,
    test_encode_decode_round_trip_for_every_legal_action,
    test_every_actor_has_a_legal_action_and_non_actors_none,
    test_json_round_trip_is_exact,
    test_legal_actions_are_deterministic,
    test_loaded_match_plays_on_exactly_like_the_original,
    test_random_playouts_terminate,
    test_refused_actions_leave_the_state_unchanged,
    test_replay_of_the_record_reproduces_the_final_state,
    test_result_is_well_formed,
    test_views_are_json_safe,
)

TEAM = ("monastery", 4, json.dumps({"variant": "team"}, sort_keys=True))


@pytest.fixture(scope="module")
def case() -> tuple[str, int, str]:
    return TEAM
