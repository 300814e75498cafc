"""The bots' projected score (evaluate.py): today's VP plus the tavern's future income."""

from __future__ import annotations

from alehouse import Chance
from alehouse.boardgames.taverns_of_tiefenthal.evaluate import _vp, evaluate
from alehouse.boardgames.taverns_of_tiefenthal.scoring import breakdown, owned

from .helpers import NOBLE, REG1, SERVER, new, seat, st


def test_a_noble_is_worth_its_10_vp_in_the_last_turn() -> None:
    m = new(seed=3)
    st(m).turn = 8
    before = evaluate(st(m), 0)
    seat(m, 0).discard.append(NOBLE)
    assert evaluate(st(m), 0) == before + 10


def test_early_on_a_noble_is_worth_more_than_a_regular() -> None:
    gains = []
    for card in (NOBLE, REG1):
        m = new(seed=3)
        before = evaluate(st(m), 0)
        seat(m, 0).discard.append(card)
        gains.append(evaluate(st(m), 0) - before)
    assert gains[0] > gains[1] + 5


def test_the_projection_is_at_least_the_vp_owned() -> None:
    m = new(seed=3)
    for p in range(2):
        assert evaluate(st(m), p) >= sum(breakdown(st(m), p).values())


def test_a_helper_card_is_worth_more_with_more_turns_left() -> None:
    early, late = new(seed=3), new(seed=3)
    st(early).turn, st(late).turn = 2, 7
    gains = []
    for m in (early, late):
        before = evaluate(st(m), 0)
        seat(m, 0).discard.append(SERVER)
        gains.append(evaluate(st(m), 0) - before)
    assert gains[0] > gains[1] > 0


def test_in_the_last_turn_with_nothing_held_the_projection_is_the_vp() -> None:
    m = new(seed=3)
    st(m).turn = 8
    p = seat(m, 0)
    p.thalers = p.beer = p.safe = p.storage = p.monastery = p.counter_guests = 0
    assert evaluate(st(m), 0) == sum(breakdown(st(m), 0).values())


def test_a_finished_game_is_judged_by_its_score() -> None:
    m = new(seed=3)
    st(m).turn, st(m).phase = 8, "over"
    seat(m, 0).thalers = seat(m, 0).safe = 3
    assert evaluate(st(m), 0) == sum(breakdown(st(m), 0).values())


def test_the_vp_counted_are_the_final_scorings_in_every_module() -> None:
    checked = 0
    for modules in range(1, 6):
        m = new(players=3, seed=modules, modules=modules)
        rng = Chance.from_seed(modules)
        while not m.over:
            for q in range(3):
                p = seat(m, q)
                assert _vp(st(m), p, owned(p)) == sum(breakdown(st(m), q).values())
                checked += 1
            q = rng.choice(m.actors)
            m.act(q, rng.choice(m.legal_actions(q)))
    assert checked > 1000
