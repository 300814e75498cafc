"""Bot levels (bots/data/levels.toml): easy, normal, hard and expert, each a bot spec with words
for players, accepted wherever a bot is named (here `make`, the terminal's `play`, `simulate`
and the arena), each decision bounded in time; a bad name refused listing what is allowed."""

from __future__ import annotations

import io
import json
import random
import time
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

import alehouse
from alehouse.bots import GreedyBot, ISMCTSBot, Observation, called, levels, make, resolve
from alehouse.bots.base import BotSpec
from alehouse.bots.levels import level_of, with_spec
from alehouse.cli import app
from alehouse.tui.sessions import simulate, simulation_table
from tests.cli.test_cli import run

SERVER_CAP = 1.5
"""The server's cap on a bot's think time (Settings.bot_seconds)."""


def test_the_four_levels_from_the_weakest_with_words_for_players() -> None:
    assert list(levels()) == ["easy", "normal", "hard", "expert"]
    for level in levels().values():
        assert level.called.endswith(" bot") and level.called.split()[0] in ("a", "an")
        assert level.line.lower().startswith(level.called) and level.line.endswith(".")
        assert ":" not in level.called and "=" not in level.line  # no spec in the words
    assert called("hard") == "a hard bot" and called(" easy ") == "an easy bot"
    assert called("ismcts:time=0.5") == "a searching bot" and called("random") == "a random bot"
    assert called("greedy:beam=2") == "a greedy bot" and called("nonsense") == "a bot"


def test_each_level_is_the_bot_its_spec_names() -> None:
    assert isinstance(make("easy"), GreedyBot) and resolve("easy") == "greedy"
    searching = [v for v in levels().values() if isinstance(make(v.name), ISMCTSBot)]
    assert [v.name for v in searching] == ["normal", "hard", "expert"]
    seconds = []
    for level in searching:
        bot = make(level.name, seed=3)
        assert isinstance(bot, ISMCTSBot)
        assert dict(BotSpec.parse(level.spec).params)["time"] == bot.seconds
        assert bot.iterations is None  # a time budget, never a count of iterations alone
        seconds.append(bot.seconds)
    assert seconds == sorted(seconds) and len(set(seconds)) == 3  # each thinks longer
    assert seconds[-1] is not None and seconds[-1] <= SERVER_CAP
    assert resolve("ismcts:time=0.1") == "ismcts:time=0.1" and level_of("random") is None
    assert with_spec("hard") == f"hard ({levels()['hard'].spec})"
    assert with_spec("greedy") == "greedy"


@pytest.mark.parametrize(("spec", "words"), [
    ("impossible", "unknown bot 'impossible'; the levels: easy, normal, hard, expert; "
                   "the bots: greedy, ismcts, random"),
    ("hard:time=3", "the level hard takes no settings"),
    ("Hard", "the levels: easy, normal, hard, expert"),
])
def test_a_bad_name_is_refused_listing_the_levels_and_bots(spec: str, words: str) -> None:
    with pytest.raises(ValueError) as refused:
        make(spec)
    assert words in str(refused.value)


@pytest.mark.parametrize("game", alehouse.games())
def test_an_expert_decision_keeps_no_one_waiting_2_seconds(game: str) -> None:
    """The strongest level, on a position some moves into a game (the search's prior and its
    last iteration come on top of the time budget)."""
    match = alehouse.new_match(game, players=3 if game != "heaven-and-ale" else 2, seed=7)
    rng = random.Random(7)
    while not match.over and (match.move_count < 12 or
                              len(match.legal_actions(match.actors[0])) < 2):
        player = match.actors[0]
        match.act(player, rng.choice(match.legal_actions(player)))
    bot = make("expert", seed=1)
    start = time.perf_counter()
    bot.choose(Observation(match, match.actors[0]))
    assert time.perf_counter() - start < 2.0


# --- where a bot is named --------------------------------------------------------------------


def test_play_seats_a_level_that_moves_and_names_it(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    code, out = run("play", "fantasy-brewers", "--seats", "hard,human", "--seed", "1",
                    "--save", str(record), input="q\n")
    assert code == 0, out
    assert "Blue (hard), Purple (human)" in out
    moves = json.loads(record.read_text())["moves"]
    assert moves and moves[0][0] == 0  # the hard bot moved before the human quit


def test_simulate_plays_levels_and_tabulates_each_with_its_spec(tmp_path: Path) -> None:
    code, out = run("simulate", "fantasy-brewers", "--games", "2", "--seed", "5",
                    "--bots", "easy,random", "--save", str(tmp_path))
    assert code == 0, out
    assert "easy (greedy)" in " ".join(out.split())
    stats = simulate("fantasy-brewers", 2, 2, 5, {}, ["easy", "random"])
    assert stats.wins[0] == 2  # greedy beats random
    table = Console(file=io.StringIO(), width=120)
    table.print(simulation_table(stats))
    assert "easy (greedy)" in table.file.getvalue()  # type: ignore[attr-defined]
    assert stats.scores == simulate("fantasy-brewers", 2, 2, 5, {}, ["greedy", "random"]).scores


@pytest.mark.parametrize(("command", "seats"), [
    ("simulate", "--bots"), ("play", "--seats"), ("arena", "--bots")])
def test_a_bad_level_is_refused_in_one_line(command: str, seats: str) -> None:
    given = "human,expret" if command == "play" else "easy,expret"
    code, out = run(command, "fantasy-brewers", seats, given)
    out = " ".join(out.split())
    assert code == 2 and "Traceback" not in out
    assert "unknown seat 'expret'; use human, a level or a bot (the levels: easy, normal, " \
        "hard, expert; the bots: greedy, ismcts, random)" in out
    code, out = run(command, "fantasy-brewers", seats, given.replace("expret", "expert:time=9"))
    assert code == 2 and "the level expert takes no settings" in " ".join(out.split())


def test_the_arena_keeps_the_spec_each_level_stood_for(tmp_path: Path) -> None:
    """tournament.json notes each level's spec; a resumed tournament plays what it noted (the
    levels may have been tuned since), and the results name both."""
    out_dir = tmp_path / "run"
    runner = CliRunner()
    result = runner.invoke(app, ["arena", "fantasy-brewers", "--bots", "easy,random",
                                 "--games", "2", "--workers", "1", "--no-plots",
                                 "--out", str(out_dir)])
    assert result.exit_code == 0, result.output
    settings = json.loads((out_dir / "tournament.json").read_text())
    assert settings["bots"] == ["easy", "random"] and settings["levels"] == {"easy": "greedy"}
    results = json.loads((out_dir / "results.json").read_text())
    assert [(b["bot"], b["spec"]) for b in results["bots"]] == \
        [("easy", "greedy"), ("random", "random")]
    assert "easy (greedy)" in result.output
    # as if the level had been tuned to another bot since: the resumed games keep the noted one
    settings["games"], settings["levels"] = 4, {"easy": "random"}
    (out_dir / "tournament.json").write_text(json.dumps(settings))
    result = runner.invoke(app, ["arena", "--resume", str(out_dir), "--workers", "1",
                                 "--no-plots"])
    assert result.exit_code == 0, result.output
    assert "easy (random)" in result.output
    games = json.loads((out_dir / "games" / "game-0003.json").read_text())
    assert games["arena"]["bots"] in (["easy", "random"], ["random", "easy"])
