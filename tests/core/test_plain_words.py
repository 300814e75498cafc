"""The grammar helpers every game's words use."""

from __future__ import annotations

from alehouse.core.words import joined, paragraphs, plural


def test_one_takes_the_singular_and_every_other_count_the_plural() -> None:
    assert plural(1, "coin") == "1 coin"
    assert plural(0, "coin") == "0 coins"
    assert plural(2, "coin") == "2 coins"
    assert plural(1, "penalty", "penalties") == "1 penalty"
    assert plural(3, "penalty", "penalties") == "3 penalties"


def test_lists_are_joined_as_people_write_them() -> None:
    assert joined([]) == ""
    assert joined(["Hops"]) == "Hops"
    assert joined(["Hops", "Peat"]) == "Hops and Peat"
    assert joined(["Hops", "Peat", "a Cow"], "or") == "Hops, Peat or a Cow"


def test_a_data_files_paragraphs_are_parted_by_blank_lines_and_their_lines_joined() -> None:
    text = "\nThe Prayer Board: one row\nper sentence part.\n\n  Letter tracks:\ncapitals.\n"
    assert paragraphs(text) == ["The Prayer Board: one row per sentence part.",
                                "Letter tracks: capitals."]
    assert paragraphs("\n\n") == []
    assert paragraphs("One.\n  \nTwo.") == ["One.", "Two."]  # as the page parts them
