"""ISMCTS for games whose turn is a long run of one player's decisions: leaves judged at the
end of the mover's turn (`turn`), common samples at the root (`pair`), the utility's margin
scale (`scale`), and the per-game defaults that switch them on (bots/data/search.toml)."""

from __future__ import annotations

from typing import Any

import pytest

import alehouse
from alehouse.bots import ISMCTSBot, Observation, ismcts, make
from alehouse.bots.greedy import one_ply
from alehouse.bots.ismcts import Node, best_child, defaults_for, finish_turn, game_defaults
from alehouse.bots.utility import utilities
from alehouse.core import Chance, Match

from .positions import positions

TAVERNS = "taverns-of-tiefenthal"


def _run_position(game_id: str) -> tuple[Match, int]:
    """A position where the seat to decide has more decisions of its own right after this one
    (a turn of several choices)."""
    for m in positions(game_id, count=12, seed=4):
        p = m.actors[0]
        after = m.clone()
        after.act(p, after.legal_actions(p)[0])
        if not after.over and p in after.actors and len(after.legal_actions(p)) > 1:
            return m, p
    pytest.skip("no position with a run of own decisions")


def test_taverns_defaults_come_from_the_data_file_and_a_given_setting_wins() -> None:
    defaults = game_defaults()[TAVERNS]
    m, p = _run_position(TAVERNS)
    bot = make("ismcts:iterations=4", seed=1)
    assert isinstance(bot, ISMCTSBot)
    bot.choose(Observation(m, p))
    assert (bot.turn, bot.pair, bot.factor) == \
        (defaults["turn"], defaults["pair"], defaults["scale"])
    given = make("ismcts:iterations=4,turn=0,scale=1", seed=1)
    assert isinstance(given, ISMCTSBot)
    given.choose(Observation(m, p))
    assert (given.turn, given.factor) == (0, 1.0)
    assert given.pair == defaults["pair"]


def test_a_per_count_table_changes_the_games_defaults_at_that_count_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ismcts, "_search_data", lambda: {
        TAVERNS: {"turn": 1, "pair": 1, "players": {"3": {"turn": 4}}}})
    assert game_defaults() == {TAVERNS: {"turn": 1, "pair": 1}}
    assert defaults_for(TAVERNS, 2) == {"turn": 1, "pair": 1}
    assert defaults_for(TAVERNS, 3) == {"turn": 4, "pair": 1}
    assert defaults_for("monastery", 3) == {}
    bot = make("ismcts:iterations=2", seed=1)
    assert isinstance(bot, ISMCTSBot)
    for players, turn in ((2, 1), (3, 4), (2, 1)):  # the bot follows the table it sits at
        m = alehouse.new_match(TAVERNS, players=players, seed=5)
        bot.choose(Observation(m, m.actors[0]))
        assert (bot.turn, bot.pair) == (turn, 1)


@pytest.mark.parametrize("game_id", sorted(game_defaults()))
def test_every_per_count_table_names_a_count_the_game_plays_and_its_settings_are_accepted(
        game_id: str) -> None:
    counts = alehouse.game(game_id).player_counts
    tables = ismcts._search_data()[game_id].get("players", {})
    assert {int(count) for count in tables} <= set(counts)
    for players in counts:
        bot = ISMCTSBot()
        bot._configure((game_id, players))  # a wrong setting would raise a ValueError
        assert bot.turn == defaults_for(game_id, players).get("turn", 0)


def test_a_game_without_defaults_searches_with_the_bots_own_settings() -> None:
    assert "monastery" not in game_defaults()
    m = positions("monastery", count=1)[0]
    bot = make("ismcts:iterations=4", seed=1)
    assert isinstance(bot, ISMCTSBot)
    bot.choose(Observation(m, m.actors[0]))
    assert (bot.turn, bot.pair, bot.factor) == (0, 0, 1.0)


@pytest.mark.parametrize(("spec", "message"), [
    ("ismcts:turn=-1", "the ismcts setting turn must be a whole number of at least 0"),
    ("ismcts:pair=2", "the ismcts setting pair must be 0 or 1, not '2'"),
    ("ismcts:pair=x", "the ismcts setting pair must be a whole number of at least 0, not 'x'"),
    ("ismcts:scale=0", "the ismcts setting scale must be a number from 0.01 to 100, not '0'"),
])
def test_the_new_settings_are_checked(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make(spec)


def test_finish_turn_plays_the_movers_best_margins_to_the_end_of_its_turn() -> None:
    m, p = _run_position(TAVERNS)
    sample = m.determinize(p, Chance.from_seed(3))
    replay = sample.clone()
    end = finish_turn(sample, p)
    assert end is sample  # beam 1: played on the sample itself
    assert sample.over or p not in sample.actors
    played = 0
    while not replay.over and p in replay.actors:  # each the best one-ply margin
        legal = replay.legal_actions(p)
        found = one_ply(replay, p, legal)
        replay.act(p, legal[found.index(max(found))])
        played += 1
    assert played >= 2
    assert replay.game.state_to_data(replay.state) == sample.game.state_to_data(sample.state)


def test_a_wider_finishing_beam_keeps_the_best_sequences_and_leaves_the_sample() -> None:
    m, p = _run_position(TAVERNS)
    sample = m.determinize(p, Chance.from_seed(3))
    before = sample.game.state_to_data(sample.state)
    end = finish_turn(sample, p, beam=4)
    assert end is not sample and sample.game.state_to_data(sample.state) == before
    assert end.over or p not in end.actors
    again = finish_turn(sample, p, beam=4)  # deterministic: the same end again
    assert again.game.state_to_data(again.state) == end.game.state_to_data(end.state)


def _judged(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...]]:
    """Record the seats to act in every sample the search judges."""
    seen: list[tuple[int, ...]] = []
    real = ismcts.utilities

    def spy(sample: Match, *args: Any, **kwargs: Any) -> list[float]:
        seen.append(() if sample.over else tuple(sample.actors))
        return real(sample, *args, **kwargs)

    monkeypatch.setattr(ismcts, "utilities", spy)
    return seen


@pytest.mark.parametrize("turn", [0, 1])
def test_leaves_are_judged_at_the_end_of_the_movers_turn(
        turn: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first iterations open the root's actions: with turn=1 the deciding seat's turn is
    played out before the sample is judged, with turn=0 it is judged mid-turn."""
    m, p = _run_position(TAVERNS)
    legal = m.legal_actions(p)
    bot = make(f"ismcts:iterations={len(legal)},pair=1,turn={turn}", seed=2)
    assert isinstance(bot, ISMCTSBot)
    seen = _judged(monkeypatch)
    bot.search(Observation(m, p))
    assert len(seen) == len(legal)
    mid_turn = [p in actors for actors in seen]
    if turn:
        assert not any(mid_turn)
    else:
        assert any(mid_turn)


def test_paired_rounds_judge_every_root_action_on_one_sample() -> None:
    m, p = _run_position(TAVERNS)
    legal = m.legal_actions(p)
    rounds = 3
    drawn = []
    real = Observation.sample

    class Counting(Observation):
        def sample(self, rng: Chance) -> Match:
            drawn.append(1)
            return real(self, rng)

    bot = make(f"ismcts:iterations={rounds * len(legal)},pair=1", seed=5)
    assert isinstance(bot, ISMCTSBot)
    root = bot.search(Counting(m, p))
    assert root.paired
    assert len(drawn) == 1 + rounds  # the root's prior, then one sample per round
    assert set(root.children) == set(legal)
    assert {child.visits for child in root.children.values()} == {rounds}
    short = make(f"ismcts:iterations={len(legal) + 1},pair=1", seed=5)
    assert isinstance(short, ISMCTSBot)
    short_root = short.search(Observation(m, p))  # an iteration budget is kept exactly
    assert short.last_iterations == short_root.visits == len(legal) + 1
    assert sorted(c.visits for c in short_root.children.values()) == \
        [1] * (len(legal) - 1) + [2]
    unpaired = make(f"ismcts:iterations={rounds * len(legal)},pair=0", seed=5)
    assert isinstance(unpaired, ISMCTSBot)
    drawn.clear()
    unpaired.search(Counting(m, p))
    assert len(drawn) == 1 + rounds * len(legal)


def _root(paired: bool, stats: list[tuple[int, float]]) -> tuple[Node, list[Any]]:
    root = Node(-1)
    root.paired = paired
    legal: list[Any] = [f"action {i}" for i in range(len(stats))]
    root.prior = {a: 0.5 for a in legal}
    for action, (visits, mean) in zip(legal, stats):
        child = root.children[action] = Node(0)
        child.visits, child.total = visits, visits * mean
    return root, legal


def test_a_paired_root_chooses_the_best_mean_of_the_finished_rounds() -> None:
    root, legal = _root(True, [(5, 0.4), (4, 0.9)])
    assert best_child(root, legal) == legal[1]  # one round short: still compared
    root, legal = _root(True, [(5, 0.4), (3, 0.9)])
    assert best_child(root, legal) == legal[0]
    root, legal = _root(False, [(5, 0.4), (4, 0.9)])
    assert best_child(root, legal) == legal[0]  # unpaired: the most visited


def test_scale_narrows_the_margin_so_a_lead_counts_more() -> None:
    m, p = _run_position(TAVERNS)
    sample = m.determinize(p, Chance.from_seed(1))
    for _ in range(40):  # play on until someone leads
        if sample.over or utilities(sample)[0] != 0.5:
            break
        q = sample.actors[0]
        sample.act(q, sample.legal_actions(q)[0])
    wide, narrow = utilities(sample), utilities(sample, factor=0.3)
    assert wide[0] != 0.5
    assert abs(narrow[0] - 0.5) > abs(wide[0] - 0.5)


def test_the_search_judges_its_samples_on_its_scale(monkeypatch: pytest.MonkeyPatch) -> None:
    m, p = _run_position(TAVERNS)
    factors: list[float] = []
    real = ismcts.utilities

    def spy(sample: Match, vals: Any = None, factor: float = 1.0) -> list[float]:
        factors.append(factor)
        return real(sample, vals, factor)

    monkeypatch.setattr(ismcts, "utilities", spy)
    bot = make("ismcts:iterations=6,scale=0.3", seed=2)
    assert isinstance(bot, ISMCTSBot)
    bot.search(Observation(m, p))
    assert factors and set(factors) == {0.3}
