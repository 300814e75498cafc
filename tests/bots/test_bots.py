"""The bots: registry and parameters, legal choices in every game, determinism, budgets."""

from __future__ import annotations

import math
import time

import pytest

import alehouse
from alehouse.bots import BOTS, GreedyBot, ISMCTSBot, Observation, make, names
from alehouse.bots.greedy import one_ply, plan_values
from alehouse.bots.utility import margin, margins, utilities
from alehouse.core import Chance, Match

from .positions import positions

GAMES = alehouse.games()
FAST = {"random": "random", "greedy": "greedy:beam=2,depth=3",
        "ismcts": "ismcts:iterations=25"}


def test_the_three_bots_are_registered() -> None:
    assert {"random", "greedy", "ismcts"} <= set(names())
    assert BOTS["greedy"] is GreedyBot and BOTS["ismcts"] is ISMCTSBot


def test_bot_parameters_are_parsed_and_checked() -> None:
    bot = make("ismcts:time=0.5,playout=greedy,depth=2", seed=3)
    assert isinstance(bot, ISMCTSBot)
    assert (bot.seconds, bot.iterations, bot.playout, bot.depth) == (0.5, None, "greedy", 2)
    assert repr(bot) == "ismcts:time=0.5,playout=greedy,depth=2"
    assert make("ismcts:iterations=40").iterations == 40  # type: ignore[attr-defined]
    greedy = make("greedy:beam=2,depth=5")
    assert isinstance(greedy, GreedyBot) and (greedy.beam, greedy.depth) == (2, 5)
    with pytest.raises(ValueError, match="no parameter 'speed'"):
        make("greedy:speed=3")
    with pytest.raises(ValueError, match="playout"):
        make("ismcts:playout=smart")
    with pytest.raises(ValueError, match="at least 1"):
        make("greedy:beam=0")


@pytest.mark.parametrize(("spec", "message"), [
    ("ismcts:time=abc", "the ismcts setting time must be a number of seconds above 0, not 'abc'"),
    ("ismcts:time=nan", "time must be a number of seconds above 0, not 'nan'"),
    ("ismcts:time=-inf", "time must be a number of seconds above 0, not '-inf'"),
    ("ismcts:iterations=0", "iterations must be a whole number of at least 1, not '0'"),
    ("ismcts:depth=x", "the ismcts setting depth must be a whole number of at least 0"),
    ("ismcts:c=1e9", "the ismcts setting c must be a number from 0 to 1000, not '1000000000.0'"),
    ("ismcts:alpha=2", "the ismcts setting alpha must be a number from 0 to 1, not '2'"),
    ("greedy:nodes=1.5", "the greedy setting nodes must be a whole number of at least 1"),
    ("greedy:beam=" + "9" * 5000, "beam must be a whole number of at least 1, not '99999"),
    ("random:x=3", "random has no parameter 'x'; it takes none"),
    ("greedy:seed=3", "greedy has no parameter 'seed'; a bot's seed comes from the game's"),
])
def test_bot_settings_say_which_setting_wants_what(spec: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        make(spec)
    assert message in str(info.value)


def test_bot_settings_accept_whole_floats_and_refuse_booleans() -> None:
    assert make("ismcts:iterations=1e3").iterations == 1000  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="whole number"):
        ISMCTSBot(iterations=True)
    with pytest.raises(ValueError, match="number of seconds"):
        ISMCTSBot(time=True)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("bot", sorted(FAST))
def test_every_bot_chooses_a_legal_action_in_every_game(game_id: str, bot: str) -> None:
    player_bots = [make(FAST[bot], seed=s) for s in range(2)]
    for m in positions(game_id, count=3):
        p = m.actors[0]
        before = m.to_json()
        action = player_bots[p].choose(Observation(m, p))
        assert action in m.legal_actions(p)
        assert m.to_json() == before, "thinking must not change the real match"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_single_legal_action_is_returned_without_thinking(game_id: str) -> None:
    m = alehouse.new_match(game_id, players=2, seed=1)
    bot = make("ismcts:iterations=1000000")
    rng = Chance.from_seed(1)
    for _ in range(300):
        if m.over:
            break
        p = m.actors[0]
        legal = m.legal_actions(p)
        if len(legal) == 1:
            assert bot.choose(Observation(m, p)) == legal[0]
            return
        m.act(p, m.game.playout_action(m.state, p, legal, rng))
    pytest.skip("no forced decision in the first 300 moves")


@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_with_an_iteration_budget_is_deterministic(game_id: str) -> None:
    for m in positions(game_id, count=2, seed=2):
        p = m.actors[0]
        first = make("ismcts:iterations=40", seed=9)
        again = make("ismcts:iterations=40", seed=9)
        for _ in range(2):  # the bots' streams advance alike over several decisions
            assert first.choose(Observation(m, p)) == again.choose(Observation(m, p))


def test_ismcts_with_a_time_budget_stops_in_time() -> None:
    m = positions("heaven-and-ale", count=1)[0]
    bot = make("ismcts:time=0.05")
    start = time.process_time()  # its own work: a busy machine does not stretch it
    bot.choose(Observation(m, m.actors[0]))
    assert time.process_time() - start < 0.5
    assert isinstance(bot, ISMCTSBot) and bot.last_iterations >= 1


def test_ismcts_widens_progressively_where_branching_is_large() -> None:
    """Heaven & Ale buys offer dozens of tile-and-spot choices: the root opens only a few."""
    for m in positions("heaven-and-ale", count=8):
        p = m.actors[0]
        legal = m.legal_actions(p)
        if len(legal) > 30:
            break
    else:
        pytest.skip("no wide position found")
    bot = ISMCTSBot(seed=1, iterations=16, wide=8, widen=1.0, alpha=0.5)
    from alehouse.bots import ismcts

    roots: list[ismcts.Node] = []
    original = ismcts.Node.__init__

    def spy(self: ismcts.Node, mover: int) -> None:
        original(self, mover)
        if mover == -1:
            roots.append(self)

    ismcts.Node.__init__ = spy  # type: ignore[method-assign]
    try:
        bot.choose(Observation(m, p))
    finally:
        ismcts.Node.__init__ = original  # type: ignore[method-assign]
    assert len(roots[0].children) <= math.ceil(1.0 * 17 ** 0.5) < len(legal)


@pytest.mark.parametrize("game_id", GAMES)
def test_greedy_without_planning_takes_the_best_one_ply_margin(game_id: str) -> None:
    for m in positions(game_id, count=3, seed=3):
        p = m.actors[0]
        legal = m.legal_actions(p)
        choice = GreedyBot(seed=4, beam=1, depth=1).choose(Observation(m, p))
        sample = Observation(m, p).sample(Chance.from_seed(4))  # the bot's first draw
        values = one_ply(sample, p, legal)
        assert values[legal.index(choice)] == max(values)


def best_turn(m: Match, p: int, left: int) -> float:
    """Exhaustive search over `p`'s own consecutive decisions (at most `left` more)."""
    if m.over or p not in m.actors or left == 0:
        return margin(m, p)
    best = float("-inf")
    for action in m.legal_actions(p):
        child = m.clone()
        child.act(p, action)
        best = max(best, best_turn(child, p, left - 1))
    return best


@pytest.mark.parametrize("game_id", ["fantasy-brewers", "heaven-and-ale"])
def test_greedy_plans_its_turn_to_the_best_end_with_a_wide_enough_beam(game_id: str) -> None:
    """A first action is worth the best position at the end of the own-turn sequences starting
    with it: with an unbounded beam, exactly what an exhaustive search finds."""
    checked = 0
    for m in positions(game_id, count=8, seed=5):
        p = m.actors[0]
        legal = m.legal_actions(p)
        if len(legal) > 12:
            continue
        sample = Observation(m, p).sample(Chance.from_seed(1))
        planned = plan_values(sample, p, legal, beam=10**6, depth=3, nodes=10**6)
        for action, value in zip(legal, planned):
            child = sample.clone()
            child.act(p, action)
            assert value == pytest.approx(best_turn(child, p, 2))
        checked += 1
    assert checked


def test_utilities_rank_a_finished_match_by_its_result() -> None:
    m = alehouse.new_match("fantasy-brewers", players=2, seed=4)
    bots = [make("greedy", seed=1), make("random", seed=2)]
    while not m.over:
        p = m.actors[0]
        m.act(p, bots[p].choose(Observation(m, p)))
    result = m.result
    assert result is not None
    u = utilities(m)
    for p in range(2):
        assert 0.0 <= u[p] <= 1.0
        assert (u[p] > 0.5) == (p in result.winners and len(result.winners) == 1)
    assert margins([3.0, 5.0, 1.0]) == [-2.0, 2.0, -4.0]


@pytest.mark.parametrize("game_id", alehouse.games())
def test_evaluate_reads_only_what_the_player_sees(game_id: str) -> None:
    """A seat's evaluation is the same on every sample of its own view (so bots may trust it),
    finite, and the final score once the match is over."""
    g = alehouse.game(game_id)
    for m in positions(game_id, count=4, seed=6):
        for p in range(2):
            value = g.evaluate(m.state, p)
            assert math.isfinite(value)
            for k in range(3):
                sample = m.determinize(p, Chance.from_seed(k))
                assert g.evaluate(sample.state, p) == pytest.approx(value)
    m = positions(game_id, count=1, seed=7)[0]
    rng = Chance.from_seed(7)
    while not m.over:
        q = m.actors[0]
        m.act(q, g.playout_action(m.state, q, m.legal_actions(q), rng))
    result = m.result
    assert result is not None
    assert [g.evaluate(m.state, p) for p in range(2)] == pytest.approx(result.scores)
