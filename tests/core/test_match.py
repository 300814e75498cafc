from __future__ import annotations

import json
from typing import Any

import pytest

import alehouse
from alehouse.core import BadOptions, BadRecord, Chance, IllegalAction, Match, UnknownGame

from .toy_game import Add, Bid


def play(m: Match, n: int, seed: int = 0) -> None:
    rng = Chance.from_seed(seed)
    for _ in range(n):
        if m.over:
            return
        p = m.actors[0]
        m.act(p, rng.choice(m.legal_actions(p)))


# --- options ---------------------------------------------------------------------------------


def test_defaults_fill_missing_options() -> None:
    m = alehouse.new_match("toy", players=2, seed=1)
    assert m.options == {"target": 10, "bids": True}


@pytest.mark.parametrize("players", [1, 4, "2", True])
def test_bad_player_count_lists_what_is_allowed(players: Any) -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("toy", players=players)
    assert err.value.code == "bad_player_count"
    assert "2-3 players" in err.value.reason


def test_unknown_option_lists_the_options() -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("toy", players=2, options={"speed": 1})
    assert err.value.code == "unknown_option"
    assert "target, bids" in err.value.reason


def test_bad_option_value_lists_the_values() -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("toy", players=2, options={"target": 7})
    assert err.value.code == "bad_option_value"
    assert "10 | 6" in err.value.reason


def test_options_may_be_given_as_text() -> None:
    m = alehouse.new_match("toy", players=2, options={"target": "6", "bids": "false"})
    assert m.options == {"target": 6, "bids": False}


def test_unknown_game_names_the_games() -> None:
    with pytest.raises(UnknownGame) as err:
        alehouse.game("chess")
    assert err.value.code == "unknown_game"
    assert "fantasy-brewers" in err.value.reason


def test_bad_seed_is_refused() -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("toy", players=2, seed="x")  # type: ignore[arg-type]
    assert err.value.code == "bad_seed"


# --- acting ----------------------------------------------------------------------------------


def test_act_accepts_an_action_or_its_json() -> None:
    m = alehouse.new_match("toy", players=2, seed=1)
    m.act(0, Add(2))
    m.act(1, {"type": "add", "amount": 1})
    assert m.view(None)["total"] == 3
    assert m.record["moves"] == [[0, {"type": "add", "amount": 2}],
                                 [1, {"type": "add", "amount": 1}]]


@pytest.mark.parametrize(("player", "action", "code"), [
    (1, Add(1), "not_your_turn"),
    (5, Add(1), "unknown_player"),
    (0, {"type": "fly"}, "unknown_action"),
    (0, {"type": "add"}, "malformed_action"),
    (0, {"type": "add", "amount": 3}, "malformed_action"),
    (0, {"type": "add", "amount": 1, "x": 0}, "malformed_action"),
    (0, [1, 2], "malformed_action"),
    (0, Bid(1), "illegal_action"),
])
def test_refused_actions_change_nothing(player: int, action: Any, code: str) -> None:
    m = alehouse.new_match("toy", players=2, seed=3)
    play(m, 2)
    before = m.to_json()
    with pytest.raises(IllegalAction) as err:
        m.act(player, action)
    assert err.value.code == code
    assert err.value.reason
    assert m.to_json() == before


def test_not_your_turn_says_whose_turn_it_is() -> None:
    m = alehouse.new_match("toy", players=2, seed=3)
    with pytest.raises(IllegalAction, match="Player 1"):
        m.act(1, Add(1))


def test_acting_after_the_end_is_refused() -> None:
    m = alehouse.new_match("toy", players=2, seed=3, options={"target": 6, "bids": False})
    play(m, 100)
    assert m.over and m.actors == ()
    with pytest.raises(IllegalAction) as err:
        m.act(0, Add(1))
    assert err.value.code == "game_over"


def test_simultaneous_phase_has_several_actors() -> None:
    m = alehouse.new_match("toy", players=3, seed=3)
    for _ in range(4):
        m.act(m.actors[0], Add(1))
    assert m.actors == (0, 1, 2)
    m.act(2, Bid(1))
    assert m.actors == (0, 1)
    assert m.view(0)["bids_made"] == [False, False, True]


# --- records, saving, copies -------------------------------------------------------------------


def test_replay_reproduces_the_exact_state() -> None:
    m = alehouse.new_match("toy", players=3, seed=9)
    play(m, 30, seed=4)
    again = alehouse.replay(json.loads(json.dumps(m.record)))
    assert again.to_json() == m.to_json()


def test_replay_of_a_record_with_an_illegal_move_names_the_step() -> None:
    m = alehouse.new_match("toy", players=2, seed=9)
    play(m, 6)
    record = m.record
    record["moves"][3] = [record["moves"][3][0], {"type": "bid", "value": 1}]
    with pytest.raises(BadRecord) as err:
        alehouse.replay(record)
    assert err.value.step == 3
    assert err.value.code == "illegal_move"
    assert "step 3" in err.value.reason


@pytest.mark.parametrize(("change", "code"), [
    ({"game": "chess"}, "unknown_game"),
    ({"options": {"target": 99}}, "bad_options"),
    ({"players": 9}, "bad_options"),
    ({"seed": "x"}, "malformed_record"),
    ({"moves": "none"}, "malformed_record"),
])
def test_replay_of_a_record_that_does_not_fit(change: dict[str, Any], code: str) -> None:
    record = {**alehouse.new_match("toy", players=2, seed=1).record, **change}
    with pytest.raises(BadRecord) as err:
        alehouse.replay(record)
    assert err.value.code == code
    assert err.value.step is None


def test_replay_without_keys_is_malformed() -> None:
    with pytest.raises(BadRecord, match="lacks"):
        alehouse.replay({"game": "toy"})


def test_to_json_round_trip_is_exact_and_keeps_playing_alike() -> None:
    m = alehouse.new_match("toy", players=3, seed=5)
    play(m, 9)
    text = m.to_json()
    loaded = Match.from_json(text)
    assert loaded.to_json() == text
    play(m, 10, seed=8)
    play(loaded, 10, seed=8)
    assert loaded.to_json() == m.to_json()


@pytest.mark.parametrize("mangle", [
    lambda d: "{not json",
    lambda d: json.dumps({**d, "format": 99}),
    lambda d: json.dumps({**d, "state": {**d["state"], "total": "ten"}}),
    lambda d: json.dumps({k: v for k, v in d.items() if k != "log"}),
    lambda d: json.dumps({**d, "moves": [[0, {"type": "zap"}]]}),
])
def test_from_json_refuses_corrupt_saves(mangle: Any) -> None:
    m = alehouse.new_match("toy", players=2, seed=5)
    play(m, 3)
    with pytest.raises(BadRecord):
        Match.from_json(mangle(json.loads(m.to_json())))


def test_clone_is_independent_both_ways() -> None:
    m = alehouse.new_match("toy", players=2, seed=5)
    play(m, 3)
    past = m.clone()
    past_json = past.to_json()
    play(m, 5)
    assert past.to_json() == past_json  # a past clone never changes
    now = m.to_json()
    twin = m.clone()
    play(twin, 5, seed=2)
    assert m.to_json() == now  # acting on the clone leaves the original alone


def test_determinize_keeps_what_the_player_saw_and_redraws_the_rest() -> None:
    m = alehouse.new_match("toy", players=3, seed=1)
    m.state.chance.force(6, 6, 6)
    play(m, 3)
    rng = Chance.from_seed(0)
    samples = [m.determinize(0, rng) for _ in range(20)]
    for s in samples:
        assert s.view(0) == m.view(0)
    assert any(s.state.hands[1] != m.state.hands[1] for s in samples)
    assert all(s.state.chance != m.state.chance for s in samples)
    assert samples[0].record["moves"] == []


def test_a_sample_checks_its_moves_but_keeps_neither_record_nor_undo() -> None:
    m = alehouse.new_match("toy", players=2, seed=1, options={"bids": False})
    sample = m.determinize(0, Chance.from_seed(0))
    before = sample.to_json()
    with pytest.raises(IllegalAction) as refused:
        sample.act(1, Add(1))  # player 2 acts out of turn
    assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalAction):
        sample.act(0, {"type": "add", "amount": 3})
    assert sample.to_json() == before  # a refused move changes nothing
    twin = sample.clone()
    for match in (sample, twin):
        match.act(0, Add(2))
        match.act(1, Add(1))
        assert match.state.total == 3 and match.version == m.version + 2
        assert match.moves == [] and not match.can_undo(1)
    assert m.state.total == 0 and m.version == 0  # the real match is untouched


def test_log_is_redacted_per_player() -> None:
    m = alehouse.new_match("toy", players=2, seed=1)
    m.state.chance.force(6)
    m.act(0, Add(1))
    card = m.state.hands[0][0]
    assert f"P0 draws card {card}" in m.log_for(0)
    assert "P0 draws a card" in m.log_for(1)
    assert "P0 draws a card" in m.log
    assert all(str(card) not in line for line in m.log_for(1) if "draws" in line)


def test_result_ranks_and_names_winners() -> None:
    m = alehouse.new_match("toy", players=2, seed=1, options={"target": 6, "bids": False})
    m.act(0, Add(2))
    m.act(1, Add(2))
    m.act(0, Add(2))
    r = m.result
    assert r is not None
    assert r.winners == [0] and r.ranking == [0, 1] and r.scores == [1.0, 0.0]
