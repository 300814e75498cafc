"""The `alehouse` command, driven through Typer's CliRunner (input lines stand for the keyboard)."""

from __future__ import annotations

import io
import itertools
import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

import alehouse
from alehouse.bots import Observation, RandomBot
from alehouse.cli import app, split_specs
from alehouse.core import Match, load_record, registry
from alehouse.tui.sessions import PlaySession, make_seats
from alehouse.tui.terminal import compact, parse_choice, records_table, render_view, seat_name
from tests.core.toy_game import TOY

FB = "fantasy-brewers"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def run(*args: str, input: str | bytes | None = None) -> tuple[int, str]:
    """Exit code and output (stdout and stderr, ANSI codes removed) of `alehouse ARGS`."""
    result = CliRunner().invoke(app, list(args), input=input,
                                env={"COLUMNS": "200", "NO_COLOR": "1"})
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, ANSI.sub("", result.output)


@pytest.fixture
def toy() -> Iterator[None]:
    """The core tests' toy game ("Race to 10": private log lines, simultaneous bids)."""
    registry.register(TOY)
    yield
    registry._registry.pop(TOY.id, None)


def save_bot_game(path: Path, seed: int = 11, players: int = 2) -> dict[str, Any]:
    code, _ = run("simulate", FB, "--games", "1", "--players", str(players), "--seed", str(seed),
                  "--save", str(path))
    assert code == 0
    return load_record(path / "game-0000.json")


# --- games -------------------------------------------------------------------------------------


def test_games_lists_fantasy_brewers_with_its_options() -> None:
    code, out = run("games")
    assert code == 0
    row = next(line for line in out.splitlines() if "fantasy-brewers" in line)
    assert "Fantasy Brewers" in row and "2-4" in row
    assert "level: beginner (default) | advanced | expert" in row


def test_no_arguments_shows_help() -> None:
    code, out = run()
    assert code in (0, 2)
    for command in ("games", "play", "simulate", "replay"):
        assert command in out


# --- play --------------------------------------------------------------------------------------


def test_play_with_bots_only_runs_to_the_end_and_prints_the_breakdown(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, out = run("play", FB, "--seats", "random,random,random", "--seed", "3",
                    "--save", str(path))
    assert code == 0, out
    match = alehouse.replay(load_record(path))
    result = match.result
    assert match.over and result is not None
    assert "Score breakdown" in out and "Ranking" in out
    breakdown = out[out.index("Score breakdown"):]
    for category in result.breakdown[0]:
        name = match.game.category_name(category)
        assert re.search(rf"│ {re.escape(name)}\s+│", breakdown), name
    totals = re.search(r"│ total\s+│(.*)│", breakdown)
    assert totals is not None
    shown = [float(x) for x in totals.group(1).replace("│", " ").split()]
    assert shown == result.scores
    names = [seat_name(match, p) for p in result.winners]
    assert re.search(r"Winners?: " + ", ".join(names), out)


def test_play_is_repeatable_from_its_seed(tmp_path: Path) -> None:
    records = []
    for name in ("a.json", "b.json"):
        code, _ = run("play", FB, "--players", "3", "--seats", "random", "--seed", "8",
                      "--save", str(tmp_path / name))
        assert code == 0
        records.append(load_record(tmp_path / name))
    assert records[0]["moves"] == records[1]["moves"]
    assert len(records[0]["moves"]) > 20
    assert records[0]["players"] == 3


def test_human_turns_refuse_bad_input_and_change_nothing(tmp_path: Path) -> None:
    path = tmp_path / "left.json"
    lines = [
        "9",                                              # no such number
        '{"type": "end_turn"}',                           # well formed, not legal now
        '{"type": "place_worker", "location": "Z"}',      # malformed
        "{oops",                                          # not JSON
        "place the small worker at door b",               # a label, case-insensitive
        "place",                                          # ambiguous prefix
        "place the medium worker at the t",               # a unique prefix
        "q",
    ]
    code, out = run("play", FB, "--seats", "human,random", "--seed", "5", "--save", str(path),
                    input="\n".join(lines) + "\n")
    assert code == 0, out
    assert "there is no action 9; choose 1-4" in out
    assert "Refused: " in out and "illegal_action" not in out  # no code names for players
    assert "Refused: place_worker: location='Z' is not one of" in out
    assert "that is not valid JSON" in out
    assert "4 actions start with 'place'" in out
    assert "1. Place the small worker at the Tavern" in out
    assert "Blue's view" in out and "Purple's view" not in out
    assert "You left the match." in out and f"Record saved to {path}" in out
    moves = load_record(path)["moves"]
    assert isinstance(moves, list)
    human = [action for player, action in moves if player == 0]
    assert human == [{"type": "place_worker", "location": "B"},
                     {"type": "place_worker", "location": "tavern"}]
    match = alehouse.replay(load_record(path))
    assert not match.over and match.actors == (0,)


def test_quitting_without_save_offers_to_save(tmp_path: Path) -> None:
    target = tmp_path / "offered.json"
    code, out = run("play", FB, "--seed", "5", input=f"1\nquit\n{target}\n")
    assert code == 0
    assert "Save the record?" in out
    record = load_record(target)
    assert [a for p, a in record["moves"] if p == 0] == [
        {"type": "place_worker", "location": "tavern"}]
    code, out = run("play", FB, "--seed", "5", input="q\n\n")
    assert code == 0 and "Record saved" not in out


def test_a_saved_match_is_resumed_where_it_was_left(tmp_path: Path) -> None:
    first = tmp_path / "left.json"
    code, out = run("play", FB, "--seed", "5", input=f"1\nquit\n{first}\n")
    assert code == 0
    assert f"Continue it with: alehouse play --resume {first}\n" in out
    saved = load_record(first)
    done = tmp_path / "done.json"
    code, out = run("play", "--resume", str(first), "--save", str(done), input="1\n" * 200)
    assert code == 0, out
    assert f"continued after {len(saved['moves'])} moves" in out
    record = load_record(done)
    assert record["moves"][:len(saved["moves"])] == saved["moves"]
    assert record["seed"] == saved["seed"] == 5
    assert alehouse.replay(record).over


def test_the_resume_command_names_the_seats_when_they_were_not_the_default(
        tmp_path: Path) -> None:
    first = tmp_path / "left.json"
    code, out = run("play", FB, "--seats", "human,greedy", "--seed", "5",
                    input=f"1\nquit\n{first}\n")
    assert code == 0
    assert f"Continue it with: alehouse play --resume {first} --seats human,greedy" in out


@pytest.mark.parametrize(("args", "problem"), [
    (["--seed", "3"], "leave out --seed"),
    (["-o", "level=advanced"], "leave out --seed, --option and --players"),
    (["monastery"], "is a match of Fantasy Brewers, not of Monastery"),
])
def test_resuming_refuses_what_would_change_the_saved_match(
        tmp_path: Path, args: list[str], problem: str) -> None:
    first = tmp_path / "left.json"
    run("play", FB, "--seed", "5", input=f"1\nquit\n{first}\n")
    code, out = run("play", *args, "--resume", str(first), input="q\n\n")
    assert code == 2 and problem in out and "Traceback" not in out


def test_resuming_a_finished_or_broken_record_says_why(tmp_path: Path) -> None:
    path = tmp_path / "records"
    save_bot_game(path)
    code, out = run("play", "--resume", str(path / "game-0000.json"))
    assert code == 2 and "is over: `alehouse replay` shows it" in out
    junk = tmp_path / "junk.json"
    junk.write_text('{"game": "fantasy-brewers", "moves": 3}')
    code, out = run("play", "--resume", str(junk))
    assert code == 2 and "bad record" in out and "Traceback" not in out
    code, out = run("play")
    assert code == 2 and "--resume FILE" in out


def test_a_forced_choice_is_taken_without_asking(tmp_path: Path) -> None:
    """Dice Brewing, seed 1, after 99 random moves: seat 1 may only end their turn, and has
    nothing to take back."""
    m = alehouse.new_match("dice-brewing", players=2, seed=1)
    rng = alehouse.Chance.from_seed(1)
    while m.move_count < 99:
        p = m.actors[0]
        m.act(p, rng.choice(m.legal_actions(p)))
    assert m.actors == (1,) and len(m.legal_actions(1)) == 1 and not m.can_undo(1)
    only = m.label(m.legal_actions(1)[0])
    path = tmp_path / "forced.json"
    path.write_text(json.dumps(m.record))
    code, out = run("play", "--resume", str(path), "--seats", "random,human", input="q\n\n")
    assert code == 0, out
    assert f"{seat_name(m, 1)}'s only choice, taken: {only}" in out
    first_prompt = out.index(f"{seat_name(m, 1)}>")
    assert out.index("only choice, taken") < first_prompt


def test_a_question_mark_explains_the_screen_and_names_the_rulebook_section() -> None:
    code, out = run("play", FB, "--seed", "5", input="?\nq\n\n")
    assert code == 0, out
    assert "Now: Blue places their small worker. In the rulebook: Phase 1: Place Worker " \
        "pawns." in out
    assert "How to read the screen" in out and "the doorway's action, then |" in out


def test_the_screens_legend_is_wrapped_to_the_terminal_a_paragraph_at_a_time() -> None:
    """At 80 columns every line of a legend's paragraph but its last fills the panel: the data
    file's own line breaks (at about 95 columns) do not leave short lines in the middle."""
    result = CliRunner().invoke(app, ["play", "monastery", "--seed", "3"], input="?\nq\n\n",
                                env={"COLUMNS": "80", "NO_COLOR": "1"})
    out = ANSI.sub("", result.output)
    panel = out[out.index("How to read the screen"):]
    lines = [line.strip("│ ") for line in panel[:panel.index("╰")].splitlines()[1:]]
    parts = "\n".join(lines).split("\n\n")
    assert len(parts) == 3 and parts[1].startswith("The Prayer Board:")
    for part in parts:
        assert all(len(line) >= 60 for line in part.splitlines()[:-1]), part


def test_hot_seat_clears_the_scrollback_too_when_the_screen_passes(tmp_path: Path) -> None:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=100)
    match = alehouse.new_match(FB, 2, seed=5)
    answers = iter(["", "q"])
    session = PlaySession(match, [None, None], console, lambda prompt: next(answers))
    assert session.run() is False
    assert "\x1b[2J" in out.getvalue() and "\x1b[3J" in out.getvalue()


def test_end_of_input_leaves_the_game() -> None:
    code, out = run("play", FB, "--seed", "5", input="")
    assert code == 0 and "You left the match." in out


def test_a_human_sees_only_their_own_log(toy: None, tmp_path: Path) -> None:
    path = tmp_path / "toy.json"
    code, out = run("play", "toy", "--seats", "random,human", "--seed", "6", "--save", str(path),
                    input="1\n" * 40)
    assert code == 0, out
    match = alehouse.replay(load_record(path))
    assert match.over and "The match is over" in out
    secret = [line for line in match.log_for(0) if line not in match.log_for(1)]
    assert secret, "seed 6 should give the bot a private draw; pick another seed"
    for line in secret:
        assert line not in out
    for line in match.log_for(1):
        assert line in out
    assert any(len(m) == 2 for m in _actor_sets(match)), "expected a simultaneous bid"


def _actor_sets(match: Match) -> list[tuple[int, ...]]:
    again = alehouse.replay(match.record, upto=0)
    seen = []
    for player, action in match.moves:
        seen.append(again.actors)
        again.act(player, action)
    return seen


def test_hot_seat_announces_each_change_of_human(toy: None, tmp_path: Path) -> None:
    path = tmp_path / "hot.json"
    code, out = run("play", "toy", "--seats", "human,human", "--seed", "2", "--save", str(path),
                    input="1\n" * 80)
    assert code == 0, out
    moves = load_record(path)["moves"]
    assert isinstance(moves, list)
    changes = 1 + sum(1 for a, b in itertools.pairwise(moves) if a[0] != b[0])
    assert out.count("Pass to") == changes
    marks = re.findall(r"Pass to (Player \d)|(Player \d)'s view", out)
    current = None
    for passed, viewer in marks:
        if passed:
            current = passed
        else:
            assert viewer == current, "a view was shown without passing the seat"


@pytest.mark.parametrize(("args", "message"), [
    (("play", FB, "--option", "level=hard"),
     "option level='hard' is not allowed; choose beginner | advanced | expert"),
    (("play", "no-such-game"), "there is no game 'no-such-game'; the games are:"),
    (("play", FB, "--players", "7", "--seats", "random"), "Fantasy Brewers is for 2-4 players"),
    (("play", FB, "--option", "colour=red"), "has no option 'colour'"),
    (("play", FB, "--option", "level"), "must look like key=value"),
    (("play", FB, "--seats", "human,genius"), "unknown seat 'genius'"),
    (("play", FB, "--players", "2", "--seats", "random,random,random"),
     "3 seats given for 2 players"),
    (("simulate", FB, "--games", "2", "--option", "level=hard"), "level='hard'"),
    (("simulate", FB, "--bots", "human"), "simulate plays bots only"),
])
def test_bad_arguments_exit_2_with_a_readable_reason(args: tuple[str, ...],
                                                     message: str) -> None:
    code, out = run(*args, input="q\n\n")
    assert code == 2
    assert message in out
    assert "Traceback" not in out and "Blue's view" not in out


# --- simulate ----------------------------------------------------------------------------------


def test_simulate_tabulates_and_saves_replayable_records(tmp_path: Path) -> None:
    code, out = run("simulate", FB, "--games", "4", "--players", "3", "--seed", "20",
                    "--save", str(tmp_path))
    assert code == 0, out
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [f"game-{i:04d}.json" for i in range(4)]
    wins = [0, 0, 0]
    scores: list[list[float]] = [[], [], []]
    lengths = []
    for i, name in enumerate(files):
        record = load_record(tmp_path / name)
        assert record["seed"] == 20 + i
        match = alehouse.replay(record)
        assert match.over and match.result is not None
        assert match.result.to_json() == record["result"]
        for p in match.result.winners:
            wins[p] += 1
        for p, s in enumerate(match.result.scores):
            scores[p].append(s)
        lengths.append(len(match.moves))
    for p, name in enumerate(["Blue", "Purple", "Green"]):
        row = re.search(rf"│ {p} {name}\s+│ random\s+│\s+(\d+) │\s+([\d.]+)% │\s+([\d.]+) │"
                        rf"\s+([\d.]+) │\s+([\d.]+) │", out)
        assert row is not None, out
        assert int(row.group(1)) == wins[p]
        assert float(row.group(2)) == pytest.approx(100 * wins[p] / 4, abs=0.05)
        assert float(row.group(3)) == pytest.approx(sum(scores[p]) / 4, abs=0.005)
        assert float(row.group(4)) == min(scores[p])
        assert float(row.group(5)) == max(scores[p])
    assert f"mean length {sum(lengths) / 4:.1f} actions" in out
    assert "games/s" in out and "4/4" in out


def test_simulate_is_repeatable(tmp_path: Path) -> None:
    outs = []
    for name in ("a", "b"):
        assert run("simulate", FB, "--games", "2", "--save", str(tmp_path / name))[0] == 0
        outs.append([load_record(tmp_path / name / f"game-{i:04d}.json") for i in range(2)])
    assert outs[0] == outs[1]
    assert outs[0][0]["moves"] != outs[0][1]["moves"]


# --- replay ------------------------------------------------------------------------------------


def test_replay_steps_jumps_and_goes_back(tmp_path: Path) -> None:
    """Steps are counted as people count: step k of n follows the k-th move."""
    record = save_bot_game(tmp_path)
    path = tmp_path / "game-0000.json"
    moves = record["moves"]
    assert isinstance(moves, list)
    before5 = alehouse.replay(record, upto=4)
    label5 = before5.label(before5.game.parse_action(moves[4][1]))
    code, out = run("replay", str(path), input="\n\n5\nb\nnonsense\n999\nq\n")
    assert code == 0, out
    assert f"the start (step 0 of {len(moves)})" in out
    steps = re.findall(rf"─ Step (\d+) of {len(moves)}: ", out)
    assert steps == ["1", "2", "5", "4"]
    n = len(moves)
    assert label5 in out[out.index(f"Step 5 of {n}:"):out.index(f"Step 4 of {n}:")]
    assert "Spectator's view" in out
    assert "unknown command 'nonsense'" in out
    assert f"there is no step 999; the steps are 0 (the start) to {len(moves)}" in out
    assert "End of the record" not in out


def test_replay_to_the_last_step_shows_the_result(tmp_path: Path) -> None:
    record = save_bot_game(tmp_path)
    moves = record["moves"]
    assert isinstance(moves, list)
    code, out = run("replay", str(tmp_path / "game-0000.json"), "--player", "1",
                    input=f"{len(moves)}\n\n")
    assert code == 0
    assert f"Step {len(moves)} of {len(moves)}: " in out
    assert "End of the record: the match is over" in out and "Score breakdown" in out
    assert "Purple's view" in out and "Spectator's view" not in out


def test_replay_reports_a_corrupted_record_by_step(tmp_path: Path) -> None:
    record = save_bot_game(tmp_path)
    moves = record["moves"]
    assert isinstance(moves, list)
    player, _ = moves[3]
    moves[3] = [1 - player, moves[3][1]]  # the other seat moves out of turn
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    code, out = run("replay", str(bad))
    assert code == 2
    assert f"bad record in {bad}: step 3:" in out and "Traceback" not in out


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "is not JSON"),
    ('{"game": "fantasy-brewers"}', "the record lacks players, options, seed, moves"),
    (None, "cannot read"),
])
def test_replay_refuses_unreadable_records(tmp_path: Path, content: str | None,
                                           message: str) -> None:
    path = tmp_path / "record.json"
    if content is not None:
        path.write_text(content)
    code, out = run("replay", str(path))
    assert code == 2 and message in out and "Traceback" not in out


def test_replay_refuses_a_seat_that_is_not_there(tmp_path: Path) -> None:
    save_bot_game(tmp_path)
    code, out = run("replay", str(tmp_path / "game-0000.json"), "--player", "5")
    assert code == 2 and "--player must be a seat from 0 to 1" in out


# --- helpers -----------------------------------------------------------------------------------


def test_parse_choice_reads_numbers_labels_json_and_commands() -> None:
    match = alehouse.new_match(FB, players=2, seed=5)
    legal = match.legal_actions(match.actors[0])
    labels = [match.label(a) for a in legal]
    assert parse_choice("2", legal, labels).action == legal[1]
    assert parse_choice("0", legal, labels).problem == "there is no action 0; choose 1-4"
    assert parse_choice("PLACE THE SMALL WORKER AT DOOR C", legal, labels).action == legal[3]
    assert parse_choice("place the small worker at the", legal, labels).action == legal[0]
    assert parse_choice(" Q ", legal, labels).command == "quit"
    assert parse_choice("?", legal, labels).command == "help"
    assert parse_choice('{"type": "x"}', legal, labels).action == {"type": "x"}
    assert "JSON" in str(parse_choice("{", legal, labels).problem)
    assert "no action is labelled" in str(parse_choice("dance", legal, labels).problem)


def test_split_specs_keeps_bot_parameters_together() -> None:
    assert split_specs("human, ismcts:time=0.5,playout=greedy,random") == [
        "human", "ismcts:time=0.5,playout=greedy", "random"]
    assert split_specs(None) == []


def test_make_seats_derives_distinct_repeatable_bot_seeds() -> None:
    a = make_seats(["random", "human", "random"], seed=4)
    b = make_seats(["random", "human", "random"], seed=4)
    assert a[1] is None and b[1] is None
    match = alehouse.new_match(FB, players=3, seed=4)
    p = match.actors[0]
    picks = [[bot.choose(Observation(match, p)) for _ in range(12)]
             for bot in (a[0], b[0], a[2]) if bot is not None]
    assert picks[0] == picks[1] and picks[0] != picks[2]


def test_view_rendering_is_compact_and_skips_blanks() -> None:
    from rich.console import Console

    console = Console(width=120, record=True, color_system=None)
    view = {"round": 2, "note": "", "hand": None, "empty": [], "bag": {"red": 1, "blue": 0},
            "players": [{"name": "Ann", "a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6,
                         "g": {"x": 0}},
                        {"name": "Bob", "a": 7, "b": 8, "c": 9, "d": 10, "e": 11, "f": 12,
                         "g": {"x": 1}}]}
    console.print(render_view(view, "Ann's view"))
    text = console.export_text()
    assert "round: 2" in text and "bag: red=1, blue=0" in text
    for blank in ("note", "hand", "empty"):
        assert blank not in text
    header = next(line for line in text.splitlines() if "Ann" in line and "Bob" in line)
    assert "name" not in header  # transposed: one column per player, named by "name"
    assert compact({"g": {"x": 0}, "h": {"x": 1}, "ok": False}) == "h(x=1), ok=no"
    narrow = records_table([{"card": "E1", "text": "one"}])
    assert [str(c.header) for c in narrow.columns] == ["card", "text"]


@pytest.fixture
def race() -> Iterator[None]:
    """The toy game package of the core tests (a turn of two decisions, so undo matters)."""
    from tests.core.race import GAME as RACE

    registry.register(RACE)
    yield
    registry._registry.pop(RACE.id, None)


def test_u_takes_back_your_last_action_within_your_turn(race: None, tmp_path: Path) -> None:
    path = tmp_path / "race.json"
    lines = ["u",             # nothing to take back yet
             "add 1", "u",    # taken back: Red adds again
             "add 1", "stop",
             "q"]
    code, out = run("play", "race", "--seats", "human,random", "--seed", "4", "--save",
                    str(path), input="\n".join(lines) + "\n")
    assert code == 0, out
    assert "You cannot take that back: there is nothing to take back" in out
    assert out.count("Taken back.") == 1
    assert "u takes back your last action" in out
    moves = load_record(path)["moves"]
    assert isinstance(moves, list)
    assert [a for p, a in moves if p == 0][:2] == [{"type": "add", "amount": 1},
                                                   {"type": "stop"}]
    assert out.count("Red adds 1: the total is 1") == 2  # shown again after the take-back


def test_hint_prints_the_best_three_with_their_chances_and_changes_nothing() -> None:
    out = io.StringIO()
    console = Console(file=out, width=200, no_color=True)
    match = alehouse.new_match(FB, 2, seed=5)
    answers = iter(["hint", "q"])
    versions = []

    def ask(prompt: str) -> str:
        versions.append(match.version)
        return next(answers)

    session = PlaySession(match, [None, RandomBot(1)], console, ask, hint_iterations=20)
    assert session.run() is False
    assert versions[0] == versions[1], "a hint makes no move"
    text = out.getvalue()
    assert "hint suggests the best three" in text
    assert "Hint, from the strongest bot's look at what you can see: the best gives you a " \
        in text
    advised = [line for line in text.splitlines() if re.match(r"  [123]\. ", line)]
    assert len(advised) == 3, text
    legal = match.legal_actions(match.actors[0])
    for line in advised:
        found = re.fullmatch(r"  \d\. (.+) \(choice (\d+)\): (\d+)% chance of winning", line)
        assert found, line
        label, number, percent = found.groups()
        assert match.label(legal[int(number) - 1]) == label and 0 <= int(percent) <= 100


def test_a_hint_refused_is_said_in_words() -> None:
    """advise's refusals reach the player in words (here: a match already over)."""
    out = io.StringIO()
    console = Console(file=out, width=200, no_color=True)
    match = alehouse.new_match(FB, 2, seed=5)
    session = PlaySession(match, [None, None], console, lambda prompt: "q")
    rng = random.Random(1)
    while not match.over:
        p = match.actors[0]
        match.act(p, rng.choice(match.legal_actions(p)))
    session.show_hint(0, numbered=True)
    assert "No hint: the match is over" in out.getvalue()
