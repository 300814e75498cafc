"""Dice Brewing's quick paths against the plain ones: a die put in its place (`dice.add`, by
bisection) lands where appending and sorting puts it; token plays are worked out only for a
player holding tokens, which changes no list of legal actions nor who is asked in a token window;
a seeded game's log reads the same lines whether a line was written as its text alone or as a
`LogEntry`."""

from __future__ import annotations

from dataclasses import replace

import pytest

import alehouse
from alehouse import Chance
from alehouse.boardgames.dice_brewing import dice as D
from alehouse.boardgames.dice_brewing import tokens as T
from alehouse.boardgames.dice_brewing.content import DICE
from alehouse.boardgames.dice_brewing.state import Die, State
from alehouse.core.log import LogEntry


def random_die(rng: Chance) -> Die:
    die = Die(DICE[rng.below(len(DICE))], 1 + rng.below(6))
    flag = rng.below(6)
    if flag == 1:
        return replace(die, blocked=True)
    if flag == 2:
        return replace(die, protected=True)
    if flag == 3:
        return replace(die, raised=True)
    return die


def test_a_die_added_lands_where_appending_and_sorting_puts_it() -> None:
    rng = Chance.from_seed(11)
    for _ in range(2000):
        dice = sorted((random_die(rng) for _ in range(rng.below(12))), key=D.key)
        die = random_die(rng)
        plain = [*dice, die]
        plain.sort(key=D.key)
        D.add(dice, die)
        assert dice == plain
        assert [id(d) for d in dice if d == die].count(id(die)) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_token_plays_are_asked_only_of_a_player_holding_tokens(players: int) -> None:
    """`token_actions` of a player without tokens is empty: skipping it changes nothing."""
    for seed in range(3):
        m = alehouse.new_match("dice-brewing", players, seed=seed)
        rng = Chance.from_seed(seed)
        while not m.over:
            state: State = m.state
            for p in range(players):
                for window in ("arrange", "brew", ""):
                    plain = bool(T.token_actions(state, p, window))
                    if not state.players[p].tokens:
                        assert T.token_actions(state, p, window) == []
                    if not state.hidden_tokens:
                        assert T.may_play_tokens(state, p, window) == plain
            actor = rng.choice(m.actors)
            m.act(actor, m.game.playout_action(m.state, actor, m.legal_actions(actor), rng))


def test_a_line_written_as_its_text_reads_as_the_public_entry() -> None:
    m = alehouse.new_match("dice-brewing", 3, seed=4)
    rng = Chance.from_seed(4)
    for _ in range(400):
        p = rng.choice(m.actors)
        m.act(p, rng.choice(m.legal_actions(p)))
    entries = list(m.log_entries)
    assert entries and all(type(e) is LogEntry for e in entries)
    assert m.log == [e.text for e in entries if e.only is None]
    assert alehouse.replay(m.record).log_entries == m.log_entries
