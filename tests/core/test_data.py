"""Component data read with a study variant laid over it (core.data), and the shipped variants:
each names a real assumption of its game and changes the game's content."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from alehouse.arena.balance import VARIANTS, shipped_variants
from alehouse.core import data
from alehouse.core.data import VARIANT, BadVariant, load_variant, merged, package_of

BOARDGAMES = Path(data.__file__).resolve().parent.parent / "boardgames"


def test_tables_merge_and_other_values_are_replaced() -> None:
    base = {"a": {"x": 1, "y": [1, 2]}, "b": 3}
    assert merged(base, {"a": {"y": [5]}}, "f.toml") == {"a": {"x": 1, "y": [5]}, "b": 3}
    assert base["a"]["y"] == [1, 2]  # the data read stays as it was


def test_a_table_over_a_list_with_ids_changes_the_items_it_names() -> None:
    base = {"tile": [{"id": "a", "class": "brown", "n": 1}, {"id": "b", "class": "brown"}]}
    assert merged(base, {"tile": {"b": {"class": "grey"}}}, "t.toml") == {
        "tile": [{"id": "a", "class": "brown", "n": 1}, {"id": "b", "class": "grey"}]}
    assert base["tile"][1]["class"] == "brown"
    with pytest.raises(BadVariant, match=r"t\.toml\.tile\.c, but no item there has the id c"):
        merged(base, {"tile": {"c": {"class": "grey"}}}, "t.toml")
    with pytest.raises(BadVariant, match=r"t\.toml\.tile\.a\.colour, which the data"):
        merged(base, {"tile": {"a": {"colour": "grey"}}}, "t.toml")
    with pytest.raises(BadVariant, match=r"gives t\.toml\.tile\.a a value"):
        merged(base, {"tile": {"a": 3}}, "t.toml")


def test_a_list_without_ids_is_replaced_whole() -> None:
    assert merged({"x": [{"n": 1}, {"n": 2}]}, {"x": [{"n": 3}]}, "f.toml") == {"x": [{"n": 3}]}
    with pytest.raises(BadVariant, match=r"f\.toml\.x a table, but its items have no ids"):
        merged({"x": [{"n": 1}]}, {"x": {"1": {"n": 3}}}, "f.toml")


def test_a_misspelt_key_is_refused_naming_where() -> None:
    with pytest.raises(BadVariant, match=r"f\.toml\.a\.z, which the data does not have"):
        merged({"a": {"x": 1}}, {"a": {"z": 2}}, "f.toml")


def test_without_the_variable_the_data_is_read_as_it_is(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    monkeypatch.delenv(VARIANT, raising=False)
    folder = tmp_path / "heaven_and_ale" / "data"
    folder.mkdir(parents=True)
    garden = "[production]\nbrewmaster = -10\nmarkers = { wood = 0 }\n"
    (folder / "garden.toml").write_text(garden)
    assert data.read(folder, "garden.toml") == {"production": {"brewmaster": -10,
                                                               "markers": {"wood": 0}}}
    monkeypatch.setenv(VARIANT, str(VARIANTS / "heaven-and-ale-starting-spots.toml"))
    assert data.read(folder, "garden.toml")["production"]["brewmaster"] == -9
    other = tmp_path / "monastery" / "data"  # another game's data is left alone
    other.mkdir(parents=True)
    (other / "garden.toml").write_text(garden)
    assert data.read(other, "garden.toml")["production"]["brewmaster"] == -10


def test_a_variant_file_without_its_title_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "v.toml"
    path.write_text('game = "monastery"\nassumption = 7\n[data]\n')
    with pytest.raises(BadVariant, match="needs `title`"):
        load_variant(path)


@pytest.mark.parametrize("path", shipped_variants(), ids=lambda p: p.stem)
def test_every_shipped_variant_names_an_assumption_and_changes_the_content(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    variant = load_variant(path)
    package = package_of(variant["game"])
    rules = (BOARDGAMES / package / "RULES.md").read_text()
    assumptions = rules[rules.index("## Assumptions"):]
    assert re.search(rf"^{variant['assumption']}\. ", assumptions, re.M), \
        f"{variant['game']} has no assumption {variant['assumption']}"
    content = importlib.import_module(f"alehouse.boardgames.{package}.content")
    plain = vars(content.Content())
    monkeypatch.setenv(VARIANT, str(path))
    changed = vars(content.Content())
    assert plain != changed
