"""The README's API tour is a test: it must run as printed."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).parent.parent / "README.md"


def test_readme_api_tour_runs() -> None:
    text = README.read_text()
    block = re.search(r"## The API in five minutes\n\n```python\n(.*?)```", text, re.S)
    assert block is not None, "the README lost its API tour"
    exec(compile(block.group(1), "README.md", "exec"), {})
