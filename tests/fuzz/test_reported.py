"""The bad inputs that once crashed the engine or slipped through, each refused as it must be.

Every one of these raised a raw Python exception (KeyError, RecursionError, ValueError,
TypeError), answered as if it were valid, or loaded a save that only failed later.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import alehouse
from alehouse import BadOptions, BadRecord, Chance, IllegalAction, Match
from alehouse.boardgames.fantasy_brewers.board import door_space
from alehouse.boardgames.fantasy_brewers.decisions import TakeActions
from alehouse.core.match import seal
from alehouse.core.record import load_record

from .junk import nested


def refused_move(m: Match, player: int, action: Any) -> IllegalAction:
    before = m.to_json()
    with pytest.raises(IllegalAction) as err:
        m.act(player, action)
    assert m.to_json() == before
    return err.value


def record_with(m: Match, player: int, action: Any) -> dict[str, Any]:
    return {**m.record, "moves": [*m.record["moves"], [player, action]]}


# --- refusals that crashed while their reason was written -----------------------------------

@pytest.mark.parametrize("good", ["hops", "peat"])
def test_selling_large_hops_or_peat_is_refused_with_a_reason(good: str) -> None:
    m = alehouse.new_match("fantasy-brewers", 2, seed=1)
    sale = {"type": "sell", "part": "doorway", "good": good, "small": 0, "large": 1}
    error = refused_move(m, 0, sale)
    assert error.code == "illegal_action"
    assert {"hops": "Premium Beer", "peat": "Smoked Whisky"}[good] in m.label(sale)
    with pytest.raises(BadRecord) as bad:
        alehouse.replay(record_with(m, 0, sale))
    assert (bad.value.code, bad.value.step) == ("illegal_move", 0)


def test_selling_the_large_side_of_a_drink_has_a_label_and_is_refused() -> None:
    m = alehouse.new_match("fantasy-brewers", 2, seed=1)
    sale = {"type": "sell", "part": "doorway", "good": "premium_beer", "small": 0, "large": 1}
    assert m.label(sale).startswith("Sell 1 Premium Beer")
    assert refused_move(m, 0, sale).code == "illegal_action"


def test_buying_where_the_space_offers_no_good_is_refused() -> None:
    m = alehouse.new_match("fantasy-brewers", 2, seed=0)
    rng = Chance.from_seed(3)
    buy = {"type": "buy", "part": "doorway", "bm_grain": 0, "bm_beer": 0, "bm_strength": 0}
    while not (isinstance(top := m.state.pending[-1], TakeActions) and top.space >= 0):
        p = m.actors[0]
        m.act(p, rng.choice(m.legal_actions(p)))  # on until a worker takes its space
    assert door_space(m.state, top.door, top.space).doorway.kind == "hire"
    assert refused_move(m, m.actors[0], buy).code == "illegal_action"
    assert m.label(buy) == "Buy a Good (the doorway's action)"


def test_returning_cards_for_an_upgrade_that_takes_none_back_is_refused() -> None:
    m = alehouse.new_match("taverns-of-tiefenthal", 2, seed=1)
    upgrade = {"type": "upgrade", "tile": "cashbox", "returned": 1}
    for p in range(2):
        assert refused_move(m, p, upgrade).code in ("illegal_action", "not_your_turn")
    assert "takes none back" in m.label(upgrade)
    with pytest.raises(BadRecord):
        alehouse.replay(record_with(m, m.actors[0], upgrade))


# --- wrong types, refused the same way everywhere -------------------------------------------

@pytest.mark.parametrize("options", ["abc", 5, []])
def test_options_must_be_an_object_in_new_match_replay_and_saves(options: Any) -> None:
    with pytest.raises(BadOptions) as err:
        alehouse.new_match("heaven-and-ale", 2, seed=1, options=options)
    assert err.value.code == "bad_options"
    m = alehouse.new_match("heaven-and-ale", 2, seed=1)
    with pytest.raises(BadRecord):
        alehouse.replay({**m.record, "options": options})
    saved = json.loads(m.to_json())
    with pytest.raises(BadRecord) as bad:
        Match.from_json(seal({**saved, "options": options}))
    assert bad.value.code == "bad_options"


@pytest.mark.parametrize("value", [[3], {}, 7.0, True, "7", None, 10**5000],
                         ids=["list", "object", "float", "bool", "text", "null", "huge"])
def test_only_whole_numbers_decode_to_actions(value: Any) -> None:
    g = alehouse.game("monastery")
    g.decode(7)  # decoded once before: a cache must not answer 7.0 or True
    with pytest.raises(IllegalAction) as err:
        g.decode(value)
    assert err.value.code == "malformed_action"


@pytest.mark.parametrize("seat", [[0], True, False, 1.0, "0", -1, 2, 10**5000],
                         ids=["list", "true", "false", "float", "text", "-1", "2", "huge"])
def test_a_seat_must_be_a_seat_number_of_the_match(seat: Any) -> None:
    m = alehouse.new_match("dice-brewing", 2, seed=1)
    for call in (m.legal_actions, m.view, m.can_undo, m.undo):
        with pytest.raises(IllegalAction) as err:
            call(seat)
        assert err.value.code == "unknown_player"
    assert m.view(None)["you"] is None  # a spectator


@pytest.mark.parametrize("value", [10**5000, -(10**5000), nested(100_000), nested(5000, True),
                                   {1: "mixed", "a": "keys"}, "x" * 1_000_000],
                         ids=["huge", "-huge", "deep list", "deep object", "mixed keys",
                              "long text"])
def test_monstrous_action_values_are_refused_with_a_short_reason(value: Any) -> None:
    for gid in alehouse.games():
        m = alehouse.new_match(gid, seed=1)
        p = m.actors[0]
        legal = m.legal_actions(p)[0].to_json()
        field = next((k for k in legal if k != "type"), "extra")
        for action in (value, {**legal, field: value}, {"type": value},
                       {**legal, "extra": value}):
            error = refused_move(m, p, action)
            assert error.code in ("malformed_action", "unknown_action")
            assert len(error.reason) < 1000


def test_a_mapping_with_keys_that_are_not_strings_is_refused() -> None:
    m = alehouse.new_match("monastery", 2, seed=1)
    error = refused_move(m, m.actors[0], {"type": "pass", 3: "x", None: 1})
    assert error.code == "malformed_action"


# --- saves and records too deep or too odd to read ------------------------------------------

def test_deeply_nested_text_is_no_saved_match() -> None:
    for text in ("[" * 100_000, '{"a":' * 100_000):
        with pytest.raises(BadRecord) as err:
            Match.from_json(text)
        assert err.value.code == "malformed_record"


def test_a_deeply_nested_record_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(BadRecord):
        load_record(path)
    m = alehouse.new_match("dice-brewing", 2, seed=1)
    with pytest.raises(BadRecord) as err:
        alehouse.replay({**m.record, "moves": [[0, nested(100_000, True)]]})
    assert (err.value.code, err.value.step) == ("illegal_move", 0)


def saved(gid: str = "heaven-and-ale", moves: int = 6) -> dict[str, Any]:
    m = alehouse.new_match(gid, 2, seed=3)
    for _ in range(moves):
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[-1])
    return dict(json.loads(m.to_json()))


CHANGES = [
    ({"seed": "3"}, "malformed_record"),
    ({"seed": 3.0}, "malformed_record"),
    ({"seed": [3]}, "malformed_record"),
    ({"log": [[1, 2, 3]]}, "corrupt_state"),
    ({"log": {}}, "corrupt_state"),
    ({"events": -1}, "corrupt_state"),
    ({"moves": {}}, "malformed_record"),
    ({"moves": [8.0] * 6}, "malformed_record"),
    ({"done": 5}, "malformed_record"),
    ({"options": []}, "bad_options"),
    ({"players": True}, "bad_options"),
    ({"version": 2}, "malformed_record"),
    ({"edited": "yes"}, "malformed_record"),
    ({"numbering": "abc"}, "other_version"),
]
"""Changes to a save, and what its values say once the check is made to fit them."""


@pytest.mark.parametrize(("change", "code"), [
    ({"format": 2.0}, "malformed_record"),
    ({"format": True}, "malformed_record"),
    ({"surprise": 1}, "malformed_record"),
    *[(change, "corrupt_state") for change, _ in CHANGES],
    ({"players": 3}, "corrupt_state"),
])
def test_a_changed_save_is_refused_by_its_check(change: dict[str, Any], code: str) -> None:
    with pytest.raises(BadRecord) as err:
        Match.from_json(json.dumps({**saved(), **change}, separators=(",", ":")))
    assert err.value.code == code


@pytest.mark.parametrize(("change", "code"), CHANGES)
def test_a_save_whose_check_was_made_to_fit_is_still_checked_value_by_value(
        change: dict[str, Any], code: str) -> None:
    data = {**saved(), **change}
    del data["check"]
    with pytest.raises(BadRecord) as err:
        Match.from_json(seal(data))
    assert err.value.code == code


def test_a_save_whose_state_was_changed_is_refused() -> None:
    data = saved()
    data["state"]["players"][0]["garden"][0] = 999
    with pytest.raises(BadRecord) as err:
        Match.from_json(json.dumps(data, separators=(",", ":")))
    assert err.value.code == "corrupt_state"
    assert "changed after it was written" in err.value.reason


def resealed(data: dict[str, Any]) -> str:
    data = dict(data)
    del data["check"]
    return seal(data)


def unrebuildable(gid: str) -> list[dict[str, Any]]:
    """A position set up by hand and a sample, saved: nothing but the rules vouches for them."""
    m = alehouse.new_match(gid, 2, seed=3)
    for _ in range(6):
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[-1])
    edited = m.clone()
    edited.refresh()
    sample = m.determinize(0, Chance.from_seed(1))
    return [json.loads(edited.to_json()), json.loads(sample.to_json())]


@pytest.mark.parametrize("gid", alehouse.games())
def test_an_edited_position_or_a_sample_is_checked_by_the_rules(gid: str) -> None:
    for data in unrebuildable(gid):
        for key, value in (("phase", "nope"), ("players", [])):
            tampered = json.loads(json.dumps(data))
            tampered["state"][key] = value
            with pytest.raises(BadRecord) as err:
                Match.from_json(resealed(tampered))
            assert err.value.code == "corrupt_state"


def test_a_garden_tile_that_does_not_exist_is_refused_in_an_edited_save() -> None:
    data = unrebuildable("heaven-and-ale")[0]
    data["state"]["players"][0]["garden"][0] = 999
    with pytest.raises(BadRecord) as err:
        Match.from_json(resealed(data))
    assert err.value.code == "corrupt_state"


@pytest.mark.parametrize("gid", alehouse.games())
def test_an_edited_position_saved_and_loaded_keeps_its_edit_and_its_undo_limit(gid: str) -> None:
    m = alehouse.new_match(gid, 2, seed=4)
    m.refresh()
    loaded = Match.from_json(m.to_json())
    assert loaded.to_json() == m.to_json()
    p = loaded.actors[0]
    loaded.act(p, loaded.legal_actions(p)[0])
    assert Match.from_json(loaded.to_json()).to_json() == loaded.to_json()
