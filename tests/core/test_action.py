from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from alehouse.core import Action, ActionSpace, IllegalAction, choice


@dataclass(frozen=True, slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Move(Action):
    type: ClassVar[str] = "move"
    to: str = choice("a", "b", "c")
    steps: int = choice(1, 2, 3, 4)
    fast: bool = choice(False, True)


SPACE = ActionSpace([Pass, Move])


def test_space_size_is_the_product_of_domains() -> None:
    assert SPACE.size == 1 + 3 * 4 * 2


def test_encode_decode_round_trip_over_the_whole_space() -> None:
    seen = set()
    for i in range(SPACE.size):
        a = SPACE.decode(i)
        assert SPACE.encode(a) == i
        seen.add(a)
    assert len(seen) == SPACE.size


def test_json_form() -> None:
    m = Move("b", 3, True)
    assert m.to_json() == {"type": "move", "to": "b", "steps": 3, "fast": True}
    assert SPACE.parse(m.to_json()) == m
    assert SPACE.parse({"type": "pass"}) == Pass()


@pytest.mark.parametrize(("data", "code", "words"), [
    ({"type": "jump"}, "unknown_action", "unknown action type 'jump'"),
    ({"to": "a"}, "unknown_action", "an action needs a type"),
    ({"type": None}, "unknown_action", "unknown action type null"),
    ("move", "malformed_action", "JSON object"),
    ({"type": "move", "to": "a", "steps": 1}, "malformed_action", "missing fast"),
    ({"type": "move", "to": "a", "steps": 1, "fast": True, "x": 1}, "malformed_action",
     "unexpected 'x'"),
    ({"type": "move", "to": "d", "steps": 1, "fast": True}, "malformed_action", "to='d'"),
    ({"type": "move", "to": "a", "steps": True, "fast": True}, "malformed_action", "steps=true"),
    ({"type": "move", "to": "a", "steps": 1, "fast": 1}, "malformed_action", "fast=1"),
])
def test_parse_refuses_with_a_reason_and_code(data: object, code: str, words: str) -> None:
    with pytest.raises(IllegalAction) as err:
        SPACE.parse(data)
    assert err.value.code == code
    assert words in err.value.reason


def test_decode_refuses_out_of_range() -> None:
    with pytest.raises(IllegalAction) as err:
        SPACE.decode(SPACE.size)
    assert err.value.code == "malformed_action"


def test_fields_without_domain_are_refused_at_definition() -> None:
    @dataclass(frozen=True, slots=True)
    class Bad(Action):
        type: ClassVar[str] = "bad"
        x: int = 0

    with pytest.raises(TypeError, match="choice"):
        ActionSpace([Bad])
