"""Every bad input to the `alehouse` command is refused with a clear line and changes nothing:
markup-like text printed as typed, odd numbers and huge or deeply nested lines at the prompts,
bad player counts, empty seats and bot settings, Ctrl-C while a bot thinks, save paths that
cannot be written, and the last resort for a failure nobody foresaw (exit 70, no traceback)."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

import alehouse
from alehouse import cli
from alehouse.core import Action, load_record, registry
from alehouse.tui import sessions
from alehouse.tui.terminal import MAX_LINE, nesting, parse_choice, quoted, read_json, typed_number
from tests.cli.test_cli import FB, run, save_bot_game
from tests.core.toy_game import Toy, ToyState

ALEHOUSE = Path(sys.executable).parent / "alehouse"
MB = 1024 * 1024


def flat(out: str) -> str:
    """The output with every run of spaces and line breaks as one space (long lines wrap)."""
    return " ".join(out.split())


def prompts(out: str, prompt: str = "Blue> ") -> list[str]:
    """What was printed after each prompt (the answers to typed lines), in order."""
    return [line.split(prompt, 1)[1] for line in out.splitlines() if prompt in line]


# --- 1. text is printed as typed, never read as Rich markup ---------------------------------


class Bracketed(Toy):
    """The toy game with markup-like brackets in every text it gives the terminal."""

    id: ClassVar[str] = "bracketed"
    title: ClassVar[str] = "[bold]Race[/] to 10"

    def player_name(self, state: ToyState, player: int) -> str:
        return f"[red]P{player}[/]"

    def label(self, state: ToyState | None, action: Action) -> str:
        return f"[/]{super().label(state, action)}[b]"

    def view(self, state: ToyState, player: int | None) -> dict[str, Any]:
        return {**super().view(state, player), "[i]note[/i]": "[/]x",
                "table": [{"[k]": "[/]", "name": f"[p{p}]"} for p in range(2)]}


@pytest.fixture
def bracketed() -> Iterator[None]:
    registry.register(Bracketed())
    yield
    registry._registry.pop(Bracketed.id, None)


@pytest.mark.parametrize(("args", "shown"), [
    (("play", "x[/]"), "there is no game 'x[/]'"),
    (("replay", "[red]x.json"), "cannot read [red]x.json: there is no such file"),
    (("play", FB, "--seats", "human,[b]bot[/b]"), "unknown seat '[b]bot[/b]'"),
    (("play", FB, "--option", "[/]"), "option '[/]' must look like key=value"),
])
def test_refusals_show_brackets_as_typed(args: tuple[str, ...], shown: str) -> None:
    code, out = run(*args)
    assert code == 2 and shown in out and "Traceback" not in out


def test_a_record_with_a_junk_move_is_named_with_its_brackets(tmp_path: Path) -> None:
    record = save_bot_game(tmp_path)
    record["moves"][0] = "junk"
    path = tmp_path / "[red]junk.json"
    path.write_text(json.dumps(record))
    code, out = run("replay", str(path))
    assert code == 2
    assert f"bad record in {path}: step 0: a move must be [player, action], not 'junk'" in \
        flat(out)


def test_game_text_and_typed_text_with_brackets_are_shown_as_they_are(bracketed: None,
                                                                       tmp_path: Path) -> None:
    save = tmp_path / "[b]saved.json"
    code, out = run("play", "bracketed", "--seats", "human,random", "--seed", "6",
                    input=f"x[/]\n[bold]\n1\nq\n{save}\n")
    assert code == 0, out
    for text in ("[bold]Race[/] to 10", "[red]P0[/] to act (seat 0)", "[red]P0[/]'s view",
                 "[/]add (amount=1)[b]", "[i]note[/i]", "[p1]", "[k]",
                 "no action is labelled 'x[/]'", "no action is labelled '[bold]'",
                 f"Record saved to {save}"):
        assert text in out, text
    code, out = run("replay", str(save), input="\n\nq\n")
    assert code == 0 and "[bold]Race[/] to 10: the start" in out
    assert re.search(r"Step 1 of \d+: \[red\]P0\[/\]", out)


def test_simulate_shows_bracketed_names(bracketed: None) -> None:
    code, out = run("simulate", "bracketed", "--games", "2")
    assert code == 0 and "0 [red]P0[/]" in out


# --- 2. the prompts: numbers, long lines, nested JSON, bytes that are not text ----------------


@pytest.mark.parametrize(("typed", "shown"), [
    ("²", "'²' is not a number written with the digits 0-9; choose 1-4"),
    ("٣", "'٣' is not a number written with the digits 0-9; choose 1-4"),
    ("9" * 5000, "'999999999…' is too long for a number here (5,000 digits)"),
    ("9" * 1500, "'999999999…' is too long for a number here (1,500 digits)"),
    ("[" * 100_000, "that line is too long (100,000 characters, at most 2,000): '[[[["),
    ('{"type": ' + "[" * 1500 + "]" * 1500 + "}", "that line is too long"),
    ('{"type": ' + "[" * 900 + "]" * 900 + "}",
     "that is not valid JSON: it nests lists and objects too deeply"),
    ('{"type": ' + "[" * 990, "that is not valid JSON: it nests lists and objects too deeply"),
    ('{"type": "place_worker", "location": ' + "9" * 1900 + "}", "Refused: "),
    ("\x00", "no action is labelled '?'"),
])
def test_the_play_prompt_refuses_odd_text_and_asks_again(typed: str, shown: str,
                                                          tmp_path: Path) -> None:
    path, untouched = tmp_path / "left.json", tmp_path / "untouched.json"
    code, out = run("play", FB, "--seed", "5", "--save", str(path), input=f"{typed}\nq\n")
    assert code == 0, out
    assert shown in out and "Traceback" not in out
    assert run("play", FB, "--seed", "5", "--save", str(untouched), input="q\n")[0] == 0
    assert load_record(path) == load_record(untouched)  # the odd line changed nothing


def test_a_10_mb_line_is_echoed_as_a_short_prefix() -> None:
    code, out = run("play", FB, "--seed", "5", input="x" * (10 * MB) + "\nq\n\n")
    assert code == 0
    answer = prompts(out)[0]
    assert answer.startswith("that line is too long (10,485,760 characters")
    assert len(answer) < 200 and answer.endswith("'" + "x" * 40 + "…'")
    assert len(out) < 20_000


def test_bytes_that_are_not_utf8_are_refused_as_text() -> None:
    code, out = run("play", FB, "--seed", "5", input=b"\xff\xfeab\nq\n\n")
    assert code == 0
    assert "no action is labelled '\ufffd\ufffdab'" in out


@pytest.mark.parametrize(("typed", "shown"), [
    ("²", "'²' is not a number written with the digits 0-9; the steps are 0 (the start) to"),
    ("9" * 5000, "'999999999…' is too long for a number here (5,000 digits); the steps are"),
    ("x" * (2 * MB), "that line is too long (2,097,152 characters, at most 2,000)"),
    ("[" * 100_000, "that line is too long"),
    ("x[/]", "unknown command 'x[/]' (? for help)"),
    ("99999", "there is no step 99999; the steps are 0 (the start) to"),
])
def test_the_replay_prompt_refuses_odd_text(typed: str, shown: str, tmp_path: Path) -> None:
    save_bot_game(tmp_path)
    code, out = run("replay", str(tmp_path / "game-0000.json"), input=f"{typed}\nq\n")
    assert code == 0 and shown in out and len(out) < 100_000


def test_a_record_without_moves_names_no_steps(tmp_path: Path) -> None:
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(alehouse.new_match(FB, 2, 1).record))
    code, out = run("replay", str(path), input="3\n")
    assert code == 0 and "there is no step 3; the record has no moves: there is only the " \
        "start, step 0" in out


@pytest.mark.parametrize(("content", "shown"), [
    ("[" * 100_000 + "]" * 100_000, "is not JSON: it nests lists and objects too deeply"),
    ('{"moves": ' + "[" * 40 + "]" * 40 + "}", "nests lists and objects too deeply"),
    ('{"seed": ' + "9" * 5000 + "}", "is not JSON: a number in it has too many digits"),
    ("[1, 2]", "does not hold a record (a JSON object)"),
    (b"\xff\xfe\x00junk", "is not a text file (not UTF-8)"),
])
def test_replay_refuses_files_that_are_not_records(content: str | bytes, shown: str,
                                                   tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    code, out = run("replay", str(path))
    assert code == 2 and shown in out and "Traceback" not in out


def test_replay_refuses_a_folder_and_an_undecodable_name(tmp_path: Path) -> None:
    code, out = run("replay", str(tmp_path))
    assert code == 2 and "it is a folder, not a file" in out
    code, out = run("replay", "\udcff.json")  # a file name of bytes that are not UTF-8
    assert code == 2 and "cannot read ?.json: there is no such file" in out


def test_the_reading_helpers_never_raise_unexpectedly() -> None:
    match = alehouse.new_match(FB, players=2, seed=5)
    legal = match.legal_actions(match.actors[0])
    labels = [match.label(a) for a in legal]
    for text in ("²", "½", "\uff11", "9" * 5000, "[" * 100_000, '{"a":' * 50_000, "\ud800",
                 "e\u0301", "\u202e1", "\x00", "-1", "1e3", " 2 "):
        choice = parse_choice(text, legal, labels)
        assert choice.action is not None or choice.problem is not None, text
        assert choice.problem is None or len(choice.problem) < 200
    assert typed_number("0042") == 42 and typed_number("abc") is None
    assert quoted("a\x1b[31m" + "b" * 100) == "'a?[31m" + "b" * 34 + "…'"
    assert nesting([[1], {"a": [[]]}]) == 4 and nesting(5) == 0
    assert nesting(json.loads("[" * 500 + "]" * 500)) == 500
    with pytest.raises(ValueError, match="too deeply"):
        read_json("[" * 100_000)
    assert len(parse_choice("y" * (MAX_LINE + 1), legal, labels).problem or "") < 200


# --- 3. player counts, empty seats, bot settings ---------------------------------------------


@pytest.mark.parametrize(("args", "message"), [
    (("play", FB, "--players", "0"), "Fantasy Brewers is for 2-4 players, not 0"),
    (("play", FB, "--players", "1"), "Fantasy Brewers is for 2-4 players, not 1"),
    (("play", FB, "--players", "9"), "Fantasy Brewers is for 2-4 players, not 9"),
    (("play", FB, "--players", "0", "--seats", "human"), "is for 2-4 players, not 0"),
    (("play", FB, "--seats", "random,random,random,random,random"),
     "Fantasy Brewers is for 2-4 players, not 5"),
    (("simulate", FB, "--players", "0"), "Fantasy Brewers is for 2-4 players, not 0"),
    (("play", FB, "--seats", ""), "--seats is empty: give human or a bot for each seat"),
    (("play", FB, "--seats", ",,"), "--seats has an empty seat"),
    (("play", FB, "--seats", "human,,random"), "--seats has an empty seat"),
    (("play", FB, "--seats", "human,random,"), "--seats has an empty seat"),
    (("simulate", FB, "--bots", ""), "--bots is empty: name the bots"),
    (("arena", FB, "--bots", "greedy,,random"), "--bots has an empty bot"),
    (("play", FB, "--seats", "human,ismcts:time=abc"),
     "bot 'ismcts:time=abc': the ismcts setting time must be a number of seconds above 0, "
     "not 'abc'"),
    (("play", FB, "--seats", "human,ismcts:time=nan"), "time must be a number of seconds"),
    (("play", FB, "--seats", "human,ismcts:iterations=2.5"),
     "the ismcts setting iterations must be a whole number of at least 1, not '2.5'"),
    (("play", FB, "--seats", "human,ismcts:alpha=7"),
     "the ismcts setting alpha must be a number from 0 to 1, not '7'"),
    (("play", FB, "--seats", f"human,greedy:beam={'9' * 5000}"),
     "the greedy setting beam must be a whole number of at least 1, not '9999"),
    (("simulate", FB, "--bots", "random:depth=2"), "random has no parameter 'depth'"),
    (("play", FB, "--players", "3", "--seats", "human,random,random,random"),
     "4 seats given for 3 players"),
])
def test_bad_counts_seats_and_bot_settings_exit_2(args: tuple[str, ...], message: str) -> None:
    code, out = run(*args, input="q\n\n")
    assert code == 2, out
    assert message in flat(out) and "Traceback" not in out
    assert "could not convert" not in out and "view" not in out


# --- 5. Ctrl-C while a bot thinks -------------------------------------------------------------


def test_ctrl_c_while_a_bot_thinks_offers_to_save(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    from alehouse.bots.random_bot import RandomBot

    calls = []
    choose = RandomBot.choose

    def interrupted(self: RandomBot, obs: Any) -> Action:
        calls.append(1)
        if len(calls) == 5:
            raise KeyboardInterrupt
        return choose(self, obs)

    monkeypatch.setattr(RandomBot, "choose", interrupted)
    path = tmp_path / "interrupted.json"
    code, out = run("play", FB, "--seats", "random,random", "--seed", "3", input=f"{path}\n")
    assert code == 0, out
    assert "Interrupted." in out and "You left the match." in out
    assert "Save the record?" in out and f"Record saved to {path}" in out
    record = load_record(path)
    assert len(record["moves"]) == 4
    assert not alehouse.replay(record).over


def at_a_terminal() -> None:
    """In the child: Ctrl-C at its default, as a shell starts a command (a test process may
    ignore SIGINT, and a child inheriting that would never hear it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_a_real_ctrl_c_while_ismcts_thinks_exits_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "sigint.json"
    proc = subprocess.Popen(
        [str(ALEHOUSE), "play", FB, "--seats", "ismcts:iterations=1000000000,random",
         "--seed", "3"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, preexec_fn=at_a_terminal)
    assert proc.stdout is not None
    try:
        proc.stdout.readline()  # the header: the match has started and the bot is to think
        time.sleep(0.5)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(f"{path}\n", timeout=60)
    finally:
        if proc.poll() is None:  # never leave a searching process behind
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    assert "Traceback" not in out + err and "Save the record?" in out
    assert load_record(path)["game"] == FB


# --- 6. save paths that cannot be written ------------------------------------------------------


def test_an_unwritable_save_path_is_explained_and_asked_again(tmp_path: Path) -> None:
    afile = tmp_path / "a-file"
    afile.write_text("")
    good = tmp_path / "good.json"
    answers = [str(tmp_path), str(tmp_path / "missing" / "x.json"), str(afile / "x.json"),
               "bad\x00name", str(good)]
    code, out = run("play", FB, "--seed", "5", input="q\n" + "\n".join(answers) + "\n")
    assert code == 0, out
    out = flat(out)
    assert f"Cannot save to {tmp_path}: it is a folder" in out
    assert f"the folder {tmp_path / 'missing'} does not exist" in out
    assert "a part of that path is a file, not a folder" in out
    assert "a file name cannot hold the character NUL" in out
    assert out.count("Save it elsewhere?") == 4 and f"Record saved to {good}" in out
    assert load_record(good)["seed"] == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "good.json"]


def test_an_empty_answer_leaves_the_record_unsaved(tmp_path: Path) -> None:
    code, out = run("play", FB, "--seed", "5", input=f"q\n{tmp_path}\n\n")
    assert code == 0 and "Save it elsewhere?" in out and "Record saved" not in out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("answer", ["n", "No"])
def test_no_to_the_save_question_leaves_the_record_unsaved(answer: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A player who answers the question as yes or no gets no file of that name."""
    monkeypatch.chdir(tmp_path)
    code, out = run("play", FB, "--seed", "5", input=f"q\n{answer}\n")
    assert code == 0 and "Save the record?" in out and "Record saved" not in out
    assert list(tmp_path.iterdir()) == []


def test_yes_to_the_save_question_saves_under_a_name_it_makes_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sessions.time, "strftime", lambda form: "2026-12-03-2010")
    for _ in range(2):  # the second save finds the first name taken and takes the next
        code, out = run("play", FB, "--seed", "5", input="q\ny\n")
        assert code == 0, out
    first, second = f"{FB}-2026-12-03-2010.json", f"{FB}-2026-12-03-2010-2.json"
    assert sorted(p.name for p in tmp_path.iterdir()) == [second, first]
    assert f"y for {second}" in flat(out) and f"Record saved to {second}" in flat(out)
    assert load_record(tmp_path / second)["seed"] == 5


@pytest.mark.parametrize("where", ["folder", "missing", "under-a-file"])
def test_an_unwritable_save_option_is_refused_before_playing(where: str,
                                                             tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    path = {"folder": tmp_path, "missing": tmp_path / "no" / "x.json",
            "under-a-file": tmp_path / "a-file" / "x.json"}[where]
    code, out = run("play", FB, "--seats", "random,random", "--save", str(path))
    assert code == 2 and f"cannot save the record to {path}: " in flat(out)
    assert "Ranking" not in out and "Blue plays" not in out


def test_a_failed_save_at_the_end_asks_for_another_path(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    monkeypatch.setattr(cli, "writable", lambda path: None)  # the folder goes during the game
    good = tmp_path / "good.json"
    code, out = run("play", FB, "--seats", "random,random", "--seed", "2", "--save",
                    str(tmp_path), input=f"{good}\n")
    assert code == 0 and "Ranking" in out
    assert f"Cannot save to {tmp_path}: it is a folder" in flat(out)
    assert alehouse.replay(load_record(good)).over
    code, out = run("play", FB, "--seats", "random,random", "--seed", "2", "--save",
                    str(tmp_path), input="\n")
    assert code == 1 and "The record was not saved." in out


def test_simulate_names_a_save_folder_in_the_way(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    code, out = run("simulate", FB, "--games", "1", "--save", str(tmp_path / "file"))
    assert code == 2
    assert f"cannot save the records in {tmp_path / 'file'}: a file of that name is in the way" \
        in flat(out)


# --- the last resort ---------------------------------------------------------------------------


def test_an_unforeseen_failure_is_one_line_and_exit_70(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    def broken(games: Any) -> Any:
        raise RuntimeError("a bug deep inside")

    monkeypatch.setattr(cli, "games_table", broken)
    monkeypatch.setattr(sys, "argv", ["alehouse", "games"])
    with pytest.raises(SystemExit) as exit_:
        cli.main()
    assert exit_.value.code == cli.INTERNAL_ERROR == 70
    err = capsys.readouterr().err
    assert "alehouse failed unexpectedly" in err and "ALEHOUSE_DEBUG=1" in err
    assert "Traceback" not in err and "a bug deep inside" not in err
    monkeypatch.setenv("ALEHOUSE_DEBUG", "1")
    with pytest.raises(RuntimeError, match="a bug deep inside"):
        cli.main()


def test_a_closed_stdin_leaves_the_game_and_a_full_disk_is_one_line(tmp_path: Path) -> None:
    closed = subprocess.run(f"'{ALEHOUSE}' play {FB} --seed 1 <&-", shell=True,
                            capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert closed.returncode == 0, closed.stderr
    assert "You left the match." in closed.stdout and closed.stderr == ""
    if not Path("/dev/full").exists():
        return
    full = subprocess.run(f"'{ALEHOUSE}' play {FB} --seed 1 </dev/null >/dev/full", shell=True,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert full.returncode == 1
    assert full.stderr.strip() == "error: cannot write the output: no space left on device"
