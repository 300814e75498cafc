"""Malformed actions and seats thrown at every game, player count and moment of a game.

Every refusal is one of alehouse's errors with one of its stable codes, and leaves the match
byte-identical (`to_json`); an input that is accepted was one of the seat's legal actions.
Each example throws `THROWS` inputs at one position.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alehouse import IllegalAction, Match
from alehouse.core.action import Action
from alehouse.core.errors import AlehouseError

from .junk import junk, malformed_actions, seats
from .positions import case_id, cases, foreign_actions, positions
from .settings import LONG, SHORT

THROWS = 12


def refused(call: Any, m: Match, before: str) -> AlehouseError | None:
    """Run `call`; if it refuses, check the error and that the match did not change."""
    try:
        call()
    except AlehouseError as exc:
        assert exc.code in type(exc).codes, f"{exc.code!r} is not a code of {type(exc)}"
        assert exc.reason and "Traceback" not in exc.reason
        assert m.to_json() == before, f"the refusal {exc.code} changed the match"
        return exc
    return None


def throw_actions(data: st.DataObject, gid: str, players: int) -> None:
    pool = positions(gid, players)
    m = data.draw(st.sampled_from(pool)).clone()
    before = m.to_json()
    for _ in range(THROWS):
        p = data.draw(st.integers(0, players - 1))
        legal = m.legal_actions(p)
        others = [a for q in range(players) if q != p for a in m.legal_actions(q)]
        action = data.draw(malformed_actions(m.game, legal + others, list(foreign_actions(gid))))
        error = refused(partial(m.act, p, action), m, before)
        if error is None:  # accepted: then it was legal
            parsed = action if isinstance(action, Action) else m.game.parse_action(action)
            assert parsed in legal, f"{action!r} was accepted but is not legal for seat {p}"
            before = m.to_json()
        elif error.code == "illegal_action":
            assert isinstance(error, IllegalAction)


def throw_seats(data: st.DataObject, gid: str, players: int) -> None:
    m = data.draw(st.sampled_from(positions(gid, players))).clone()
    legal = [a for q in m.actors for a in m.legal_actions(q)]
    before = m.to_json()
    for _ in range(THROWS):
        who = data.draw(seats)
        valid = type(who) is int and 0 <= who < players
        action = data.draw(st.sampled_from(legal)) if legal else {}
        calls = {
            "view": partial(m.view, who),
            "legal_actions": partial(m.legal_actions, who),
            "can_undo": partial(m.can_undo, who),
            "undo": partial(m.undo, who),
            "act": partial(m.act, who, action),
            "act with a version": partial(m.act, 0, action, version=data.draw(junk)),
        }
        name = data.draw(st.sampled_from(sorted(calls)))
        error = refused(calls[name], m, before)
        if name == "view" and who is None:
            assert error is None, "a spectator's view is refused"
        elif name in ("view", "legal_actions", "can_undo") or (name == "undo" and not valid):
            assert (error is None) == valid, f"{name}({who!r}) answered {error}"
        if error is None and name in ("act", "undo", "act with a version"):
            m = data.draw(st.sampled_from(positions(gid, players))).clone()
            legal = [a for q in m.actors for a in m.legal_actions(q)]
            before = m.to_json()


def throw_decodes(data: st.DataObject, gid: str, players: int) -> None:
    m = positions(gid, players)[0]
    before = m.to_json()
    for _ in range(THROWS):
        value = data.draw(st.one_of(junk, st.integers(-5, m.game.num_actions + 5),
                                    st.sampled_from([7.0, True, [3], {}, "3"])))
        try:
            action = m.game.decode(value)
        except IllegalAction as exc:
            assert exc.code == "malformed_action"
            assert not (type(value) is int and 0 <= value < m.game.num_actions)
        else:
            assert type(value) is int and m.game.encode(action) == value
        error = refused(partial(m.label, value), m, before)
        assert error is not None or isinstance(value, dict)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_malformed_actions_are_refused_and_change_nothing(case: tuple[str, int],
                                                          data: st.DataObject) -> None:
    throw_actions(data, *case)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_wrong_seats_and_versions_are_refused_everywhere(case: tuple[str, int],
                                                         data: st.DataObject) -> None:
    throw_seats(data, *case)


@pytest.mark.parametrize("case", cases(), ids=case_id)
@SHORT
@given(data=st.data())
def test_only_action_indices_decode(case: tuple[str, int], data: st.DataObject) -> None:
    throw_decodes(data, *case)


@pytest.mark.sweep
@pytest.mark.parametrize("case", cases(), ids=case_id)
@LONG
@given(data=st.data())
def test_malformed_actions_long(case: tuple[str, int], data: st.DataObject) -> None:
    throw_actions(data, *case)
    throw_seats(data, *case)
    throw_decodes(data, *case)
