"""Fuzzing the `alehouse` command: random bytes, odd unicode, huge lines, deeply nested JSON and
the end of input at every prompt, fed to `alehouse play` (each game) and `alehouse replay` (as the
file and as typed commands). Whatever comes in, no traceback is printed and the exit code is 0,
1 or 2, never an uncaught exception (CliRunner re-raises those, and a subprocess shows them).

The default run is short and deterministic (about half a minute); the `sweep` variants run the
same checks on many more random inputs (`make sweep`). Typed lines never hold "/", so a line
answered to the save prompt can only name a file in the temporary folder each run works in.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from contextlib import chdir
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import alehouse
from alehouse.bots import make, play
from alehouse.cli import app

GAMES = alehouse.games()
ALEHOUSE = Path(sys.executable).parent / "alehouse"
MB = 1024 * 1024
OK_CODES = (0, 1, 2)

NO_SHRINK = [Phase.explicit, Phase.reuse, Phase.generate]
_common: dict[str, Any] = {"deadline": None, "database": None,
                           "suppress_health_check": list(HealthCheck)}
SHORT = settings(max_examples=60, derandomize=True, phases=NO_SHRINK, **_common)
"""The default run: the same inputs every time, so a failure always reproduces; reported as
found (shrinking megabyte lines through the whole command could take many minutes)."""
LONG = settings(max_examples=1000, **_common)
"""`make sweep`: new random inputs every night, the failing one shrunk."""

ODD_LINES = (
    "", " ", "²", "½", "\uff11", "٣", "\x00", "e\u0301\u0301", "\u202e1", "\u200f", "🍺",
    "\ud800", "\udcff", "x[/]", "[bold]", "\x1b[31m", "\t", "-1", "0", "1", "2", "3", "9" * 12,
    "9" * 5000, "q", "quit", "?", "h", "u", "b", "back", "{", "}", "{}", "[]", "null",
    '{"type": null}', '{"type": "x"}', '{"type": "\\ud800"}', '{"type": 1e999}',
    '{"type": ' + "9" * 5000 + "}", '{"type": ' + "[" * 100 + "]" * 100 + "}",
    '{"type": ' + "[" * 990, "{" * 5000, "[" * 100_000, '{"a":' * 30_000,
)
"""Lines that have broken prompts: other digits, NUL, combining marks, right-to-left marks,
lone surrogates, markup, escapes, commands, huge numbers, broken and deeply nested JSON."""

COMMON = st.sampled_from(("1", "2", "3", "", "q", "?", "u", "b"))

line = st.one_of(
    st.sampled_from(ODD_LINES),
    COMMON,
    st.text(max_size=24),
    st.integers(-3, 60).map(str),
    st.builds(lambda n: "7" * n, st.integers(1, 20_000)),
    st.builds(lambda n, bracket: bracket * n, st.integers(1, 200_000), st.sampled_from("[{")),
).map(lambda text: text.replace("/", "\u2215"))
"""One typed line (it may hold line breaks of its own, which only makes more lines)."""


def typed(lines: list[str], end: str, raw: bytes) -> bytes:
    """The bytes on standard input: the lines as UTF-8 (lone surrogates written as the bytes
    they would have, which are not UTF-8), ended by a line break or not (the end of input
    then cuts a line), then some random bytes."""
    text = "\n".join(lines) + end
    return text.encode("utf-8", "surrogatepass") + raw.replace(b"/", b"_")


def invoke(args: list[str], stdin: bytes) -> tuple[int, str]:
    """Exit code and output of `alehouse ARGS`, in a fresh temporary folder (so records saved
    at the prompt land there). An exception that is not an exit is re-raised: a failure."""
    with tempfile.TemporaryDirectory() as folder, chdir(folder):
        result = CliRunner().invoke(app, args, input=stdin,
                                    env={"COLUMNS": "120", "NO_COLOR": "1"})
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.output


def check(code: int, out: str) -> None:
    assert code in OK_CODES, out[-2000:]
    assert "Traceback" not in out


# --- play --------------------------------------------------------------------------------------


SEATS = ("human,random", "random,human,random", "human,human")


def fuzz_play(game: str, seats: str, lines: list[str], end: str, raw: bytes) -> None:
    code, out = invoke(["play", game, "--seats", seats, "--seed", "1"], typed(lines, end, raw))
    check(code, out)


@pytest.mark.parametrize("game", GAMES)
@SHORT
@given(seats=st.sampled_from(SEATS), lines=st.lists(line, max_size=6),
       end=st.sampled_from(("\n", "")), raw=st.binary(max_size=40))
def test_play_survives_random_input(game: str, seats: str, lines: list[str], end: str,
                                    raw: bytes) -> None:
    fuzz_play(game, seats, lines, end, raw)


@pytest.mark.sweep
@pytest.mark.parametrize("game", GAMES)
@LONG
@given(seats=st.sampled_from(SEATS), lines=st.lists(line, max_size=25),
       end=st.sampled_from(("\n", "")), raw=st.binary(max_size=400))
def test_play_survives_random_input_long(game: str, seats: str, lines: list[str], end: str,
                                         raw: bytes) -> None:
    fuzz_play(game, seats, lines, end, raw)


@pytest.mark.parametrize("game", GAMES)
def test_play_survives_huge_and_nested_lines(game: str) -> None:
    lines = ["x" * (2 * MB), "9" * MB, "[" * MB, '{"type": ' + "[" * MB, "{" * 100_000, "1"]
    code, out = invoke(["play", game, "--seed", "2"], typed(lines, "\n", b""))
    check(code, out)
    assert len(out) < 200_000, "a huge line is echoed only as a short prefix"


@pytest.mark.parametrize(("seats", "stdin"), [
    ("human,random", ""),                 # the end of input at the first action prompt
    ("human,random", "1\n"),              # ... at the next action prompt
    ("human,random", "q\n"),              # ... at the save prompt
    ("human,random", "q\n.\n"),           # ... at the prompt asking for another file name
    ("human,random", "q"),                # a last line without its line break
    ("human,human", ""),                  # ... at the hot-seat "press Enter" prompt
    ("human,human", "\n1\n"),             # ... after passing the seat
])
@pytest.mark.parametrize("game", GAMES)
def test_the_end_of_input_at_every_play_prompt_leaves_cleanly(game: str, seats: str,
                                                               stdin: str) -> None:
    code, out = invoke(["play", game, "--seats", seats, "--seed", "3"], stdin.encode())
    assert code == 0, out
    assert "Traceback" not in out and "You left the match." in out


# --- replay ------------------------------------------------------------------------------------


def _records() -> dict[str, dict[str, Any]]:
    """A short bot game of each game, as a record (30 moves at most)."""
    out = {}
    for game in GAMES:
        match = alehouse.new_match(game, players=2, seed=4)
        play(match, [make("random", seed=1), make("random", seed=2)], max_decisions=30)
        out[game] = match.record
    return out


RECORDS = _records()

json_scalar = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**80), 2**80), st.floats(allow_nan=False),
    st.text(max_size=10), st.sampled_from(ODD_LINES[:20]),
)
json_value = st.recursive(json_scalar, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                          max_leaves=6)


@st.composite
def tampered(draw: st.DrawFn, record: dict[str, Any]) -> bytes:
    """A record with one thing replaced by junk (a top-level entry, a whole move, its player,
    its action or a field of it, or an extra entry), as its JSON file."""
    data = copy.deepcopy(record)
    junk = draw(json_value)
    moves = data["moves"]
    where = draw(st.sampled_from(("game", "players", "options", "seed", "moves", "move",
                                  "player", "action", "field", "extra")))
    if where in ("move", "player", "action", "field") and moves:
        k = draw(st.integers(0, len(moves) - 1))
        if where == "move":
            moves[k] = junk
        elif where == "player":
            moves[k][0] = junk
        elif where == "action":
            moves[k][1] = junk
        else:
            moves[k][1][draw(st.sampled_from(sorted(moves[k][1])))] = junk
    else:
        data[where] = junk
    return json.dumps(data).encode()


def file_content(game: str) -> st.SearchStrategy[bytes]:
    """What a record file may hold: a tampered record, random bytes, JSON junk, deep nesting."""
    return st.one_of(
        tampered(RECORDS[game]),
        st.just(json.dumps(RECORDS[game]).encode()),
        st.binary(max_size=200),
        json_value.map(lambda v: json.dumps(v).encode()),
        st.integers(1, 200_000).map(lambda n: b"[" * n + b"]" * n),
        st.integers(1, 50_000).map(lambda n: b'{"moves": ' * n),
    )


def fuzz_replay(game: str, content: bytes, lines: list[str], end: str, tmp: Path) -> None:
    path = tmp / f"{game}.json"
    path.write_bytes(content)
    code, out = invoke(["replay", str(path)], typed(lines, end, b""))
    check(code, out)


@pytest.mark.parametrize("game", GAMES)
@SHORT
@given(data=st.data(), lines=st.lists(line, max_size=6), end=st.sampled_from(("\n", "")))
def test_replay_survives_random_files_and_commands(game: str, data: st.DataObject,
                                                   lines: list[str], end: str,
                                                   tmp_path_factory: pytest.TempPathFactory
                                                   ) -> None:
    content = data.draw(file_content(game))
    fuzz_replay(game, content, lines, end, tmp_path_factory.mktemp("replay"))


@pytest.mark.sweep
@pytest.mark.parametrize("game", GAMES)
@LONG
@given(data=st.data(), lines=st.lists(line, max_size=25), end=st.sampled_from(("\n", "")))
def test_replay_survives_random_files_and_commands_long(game: str, data: st.DataObject,
                                                        lines: list[str], end: str,
                                                        tmp_path_factory: pytest.TempPathFactory
                                                        ) -> None:
    content = data.draw(file_content(game))
    fuzz_replay(game, content, lines, end, tmp_path_factory.mktemp("replay"))


@pytest.mark.parametrize("content", [
    b"x" * (2 * MB), b"[" * MB, b'{"game": "' + b"a" * MB + b'"}', b"\x00" * MB,
    b'{"moves": [' + b"[0, {}]," * 100_000 + b"[0, {}]]}",
])
def test_replay_refuses_huge_files_in_one_line(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(content)
    code, out = invoke(["replay", str(path)], b"")
    assert code == 2 and "Traceback" not in out and len(out) < 2000


# --- the real command, with real bytes on its standard input -----------------------------------


@pytest.mark.parametrize("stdin", [
    b"\xff\xfe\x00\xed\xa0\x80\n" + "²\n٣\ne\u0301\n\u202e2\n".encode() + b"9" * 5000 + b"\nq\n",
    b"[" * MB + b"\n" + b'{"type":' * 100_000 + b"\nq\n\n",
])
def test_the_installed_command_survives_raw_bytes(stdin: bytes, tmp_path: Path) -> None:
    proc = subprocess.run([str(ALEHOUSE), "play", "monastery", "--seed", "1"], input=stdin,
                          capture_output=True, timeout=120, cwd=tmp_path)
    assert proc.returncode == 0
    assert b"Traceback" not in proc.stdout + proc.stderr and proc.stderr == b""
    assert b"You left the match." in proc.stdout
