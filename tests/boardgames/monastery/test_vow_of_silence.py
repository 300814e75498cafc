"""The Vow of Silence (Optional Rules): "players may agree that talking is only permitted during
Prayer Hour rounds. As soon as the Abbot turns the pointer to the next round, silence must be
observed." (ASSUMPTION 36: online the Prayer Hour lasts until the next round's first move.)"""

from __future__ import annotations

import random

import alehouse
from alehouse import Match
from alehouse.boardgames.monastery.hours import HOURS, hour, talk_allowed


def walk(match: Match, seed: int = 0) -> list[tuple[str, bool, bool]]:
    """(round kind, talk allowed, whether the last move started this round) at every decision."""
    rng = random.Random(seed)
    seen = []
    while not match.over:
        assert match.view(0)["talk_allowed"] == match.talk_allowed
        seen.append((hour(match.state).kind, match.talk_allowed, match.state.prayer_talk))
        player = match.actors[0]
        match.act(player, rng.choice(match.legal_actions(player)))
    return seen


def test_without_the_vow_talk_is_always_allowed() -> None:
    match = alehouse.new_match("monastery", players=2, seed=4)
    assert all(talk for _, talk, _ in walk(match))
    assert match.talk_allowed


def test_with_the_vow_talk_is_allowed_only_in_the_prayer_hour_until_the_next_round_begins(
        ) -> None:
    match = alehouse.new_match("monastery", players=3, seed=4,
                               options={"vow_of_silence": True})
    assert match.talk_allowed  # the game begins with Matins, a Prayer Hour
    seen = walk(match)
    allowed = [i for i, (_, talk, _) in enumerate(seen) if talk]
    assert allowed and len(allowed) < len(seen) / 4
    for i in allowed:  # each right after a Prayer Hour, before anyone acted in the new round
        kind, _, after_prayer = seen[i]
        assert kind == "prayer" or after_prayer
        assert i == 0 or not seen[i - 1][1] or seen[i - 1][0] == "prayer"
    assert all(not talk for kind, talk, after in seen if kind != "prayer" and not after)
    assert match.over and match.talk_allowed  # silence ends with the game


def test_talk_is_allowed_during_a_prayer_hours_brewhouse_decision() -> None:
    """A Prayer Hour's only choice is the Brewhouse's: while it is made, talk is allowed even
    after a player acted in the round."""
    match = alehouse.new_match("monastery", players=2, seed=4,
                               options={"vow_of_silence": True})
    state = match.state
    state.hour = next(h.index for h in HOURS if h.kind == "prayer" and h.index > 0)
    state.prayer_talk = False
    assert talk_allowed(state)
    state.hour += 1
    assert hour(state).kind != "prayer" and not talk_allowed(state)


def test_the_vow_changes_no_rule_of_play() -> None:
    plain = alehouse.new_match("monastery", players=2, seed=11)
    silent = alehouse.new_match("monastery", players=2, seed=11,
                                options={"vow_of_silence": True})
    rng = random.Random(2)
    while not plain.over:
        player = plain.actors[0]
        assert silent.actors[0] == player
        legal = plain.legal_actions(player)
        assert silent.legal_actions(player) == legal
        action = rng.choice(legal)
        plain.act(player, action)
        silent.act(player, action)
    assert silent.over and silent.result == plain.result
