"""`Features` names its parts: sections and their slices."""

from __future__ import annotations

import pytest

from alehouse.core.observation import Features


def test_sections_slice_the_vector_in_order() -> None:
    f = Features()
    f.section("round")
    f.number(3, 6)
    f.section("flags")
    f.flags([1, 0, 1])
    f.section("empty")
    f.section("tail")
    f.zeros(2)
    assert f.layout == {"round": slice(0, 1), "flags": slice(1, 4), "empty": slice(4, 4),
                        "tail": slice(4, 6)}
    assert f.values[f.layout["flags"]] == [1.0, 0.0, 1.0]


def test_a_section_name_is_used_once() -> None:
    f = Features()
    f.section("a")
    with pytest.raises(ValueError, match="begun twice"):
        f.section("a")
