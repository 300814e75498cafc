"""Every game's RULES.md points at code and tests that exist.

RULES.md maps each rulebook section to code (`module.name`) and tests (`file.py::test_name`).
A renamed or deleted test, or a moved function, would leave the map pointing at nothing; these
checks fail when that happens.
"""

from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "src" / "alehouse" / "boardgames"
PACKAGES = sorted(p.name for p in GAMES.iterdir() if (p / "RULES.md").exists())

TEST_REF = re.compile(r"`((?:[\w/]+/)?test_\w+\.py)::(\w+)(?:\[[^\]]*\])?`")
CODE_REF = re.compile(r"`([a-z_]+)\.([A-Za-z_][\w.]*)`")
"""`module.name[.name]` in the game's package; `module.py` names a file."""


def resolve(module: object, dotted: str) -> bool:
    """Whether `dotted` names something in `module`, or an attribute of one of its
    module-level objects (such as monastery's `content.CONTENT`, built from the data files)."""
    first, *rest = dotted.split(".")
    holders = [module] + [v for v in vars(module).values() if hasattr(v, "__dict__")
                          and not isinstance(v, type) and hasattr(v, first)]
    for obj in holders:
        if not hasattr(obj, first):
            continue
        found = getattr(obj, first)
        for part in rest:
            if not hasattr(found, part):
                break
            found = getattr(found, part)
        else:
            return True
    return False


@cache
def defined_names(path: Path) -> frozenset[str]:
    """Top-level functions and classes, and methods of classes, defined in a test file."""
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names.update(n.name for n in node.body
                         if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return frozenset(names)


def located(package: str, name: str) -> Path:
    """Where a test file named in `package`'s RULES.md lives."""
    if "/" in name:
        return ROOT / name if name.startswith("tests/") else ROOT / "tests" / name
    return ROOT / "tests" / "boardgames" / package / name


def test_every_game_has_a_rules_map() -> None:
    assert set(PACKAGES) == {"dice_brewing", "fantasy_brewers", "heaven_and_ale",
                             "monastery", "taverns_of_tiefenthal"}


@pytest.mark.parametrize("package", PACKAGES)
def test_every_test_named_in_rules_md_exists(package: str) -> None:
    text = (GAMES / package / "RULES.md").read_text()
    refs = TEST_REF.findall(text)
    assert len(refs) >= 50, f"{package}/RULES.md names only {len(refs)} tests"
    missing = []
    for file, name in refs:
        path = located(package, file)
        if not path.exists():
            missing.append(f"{file} (no such file)")
        elif name not in defined_names(path):
            missing.append(f"{file}::{name}")
    assert not missing, f"{package}/RULES.md names tests that do not exist: {missing}"


@pytest.mark.parametrize("package", PACKAGES)
def test_every_code_path_named_in_rules_md_exists(package: str) -> None:
    text = (GAMES / package / "RULES.md").read_text()
    modules = {p.stem for p in (GAMES / package).glob("*.py")}
    missing = []
    checked = 0
    for module, dotted in CODE_REF.findall(text):
        if module not in modules:
            continue
        checked += 1
        if dotted == "py":
            if not (GAMES / package / f"{module}.py").exists():
                missing.append(f"{module}.py")
            continue
        if not resolve(importlib.import_module(f"alehouse.boardgames.{package}.{module}"), dotted):
            missing.append(f"{module}.{dotted}")
    assert checked >= 10, f"{package}/RULES.md names only {checked} code paths"
    assert not missing, f"{package}/RULES.md names code that does not exist: {missing}"
