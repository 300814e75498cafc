"""Tables at 80 columns and in pipes: ids and numbers are never cut."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from rich.table import Table

from alehouse.tui.terminal import uncut

CELLS = ["taverns-of-tiefenthal", "ismcts:iterations=20", "54.1-62.3%", "25.4±7.8",
         "0.088", "1,234", "86.5", "12.0%", "999.9"]


def shown(width: int, wraps: tuple[int, ...] = ()) -> str:
    table = Table(title="results")
    for i in range(len(CELLS)):
        table.add_column(f"figure {i}", justify="left" if i == 0 else "right")
    table.add_row(*CELLS)
    table.add_row(*reversed(CELLS))
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None)
    console.print(uncut(table, width, wraps=wraps))
    return out.getvalue()


@pytest.mark.parametrize("width", [60, 80, 120, 200])
def test_every_cell_is_shown_whole_at_any_width(width: int) -> None:
    text = shown(width)
    assert "…" not in text
    for cell in CELLS:
        assert cell in text
    assert max(len(line) for line in text.splitlines()) <= width


def test_a_wide_table_is_split_into_tables_of_the_same_rows_led_by_their_names() -> None:
    assert shown(200).count("figure 0") == 1
    narrow = shown(80)
    assert narrow.count("figure 0") >= 2 and narrow.count("results") == 1
    # each table shows the first row's name; the second row's name is its own last cell
    assert narrow.count("taverns-of-tiefenthal") == narrow.count("figure 0") + 1
