"""Helpers every game's scenario tests share.

A scenario sets a position by changing `m.state` directly, then plays through `m.act`. After
changing the state by hand, a test calls `refresh(m)` (`Match.refresh`): the match forgets its
cached legal actions and never undoes past the edit.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import alehouse
from alehouse import Chance, IllegalAction, Match
from alehouse.core.action import Action

SENTENCE_KEYS = ("text", "section", "players")
"""The parts of a view's decision that `awaited` leaves out (the sentence and who acts)."""


def st(m: Match) -> Any:
    """The match's state (the game's own State)."""
    return m.state


def seat(m: Match, p: int) -> Any:
    """Player `p`'s part of the state."""
    return m.state.players[p]


def refresh(m: Match) -> None:
    """Tell the match its state was edited by hand."""
    m.refresh()


def snapshot(m: Match) -> Any:
    """The state as saved data (for comparing before and after)."""
    return m.game.state_to_data(m.state)


def refused(m: Match, p: int, action: Action | dict[str, Any],
            code: str = "illegal_action") -> IllegalAction:
    """`action` is refused with `code` and the match is left exactly as it was."""
    before = snapshot(m)
    log = list(m.log)
    version = m.version
    with pytest.raises(IllegalAction) as info:
        m.act(p, action)
    assert info.value.code == code
    assert snapshot(m) == before
    assert m.log == log
    assert m.version == version
    return info.value


def awaited(m: Match, player: int | None = None) -> dict[str, Any] | None:
    """The decision in `player`'s view without its sentence and actors: its kind, the one
    player awaited (None when several are) and its details."""
    d = m.view(player)["decision"]
    if d is None:
        return None
    return {k: v for k, v in d.items() if k not in SENTENCE_KEYS}


def kinds(m: Match) -> list[str]:
    """The kinds of the decisions on the state's stack, bottom first."""
    return [d.kind for d in m.state.pending]


def saved(m: Match) -> dict[str, Any]:
    """The saved match and its whole log, but its version (which rises on undo too) and the
    check of the save (which covers the version): what undo must restore."""
    data: dict[str, Any] = json.loads(m.to_json())
    data.pop("version")
    data.pop("check")
    data["log"] = [[e.text, e.only, e.public] for e in m.log_entries]
    return data


def cannot_undo(m: Match, p: int) -> str:
    """`p` may not take anything back, and trying changes nothing; the reason given."""
    assert not m.can_undo(p)
    before = m.to_json()
    with pytest.raises(IllegalAction) as err:
        m.undo(p)
    assert err.value.code == "cannot_undo"
    assert m.to_json() == before
    return err.value.reason


def random_positions(game_id: str, players: int, seed: int,
                     options: Mapping[str, Any] | None = None) -> Iterator[Match]:
    """Every position of a seeded uniform random game (a random actor, then a random legal
    action): the match itself, yielded before each move."""
    m = alehouse.new_match(game_id, players, seed=seed, options=options)
    rng = Chance.from_seed(1000 + seed)
    while not m.over:
        yield m
        p = m.actors[rng.below(len(m.actors))]
        m.act(p, rng.choice(m.legal_actions(p)))


def random_played(gid: str, players: int, moves: int, seed: int) -> Match:
    """A match of `gid` after `moves` random moves (fewer if it ends), actors and actions drawn
    from `Chance.from_seed(seed)`."""
    m = alehouse.new_match(gid, players, seed=seed)
    rng = Chance.from_seed(seed)
    for _ in range(moves):
        if m.over:
            break
        p = rng.choice(m.actors)
        m.act(p, rng.choice(m.legal_actions(p)))
    return m


def running_scores_shown(game_id: str, players: int, seed: int, every: int = 10,
                         most: int = 3000) -> list[list[int] | None]:
    """`Game.running_score` at every `every`-th position of a seeded random game (up to
    `most` moves) and at its end, as a spectator sees it; each checked equal for every seat."""
    game = alehouse.game(game_id)
    shown = []
    m = None
    for i, m in enumerate(random_positions(game_id, players, seed)):
        if i >= most:
            break
        if i % every == 0:
            shown.append(_running_score(game, m))
    if m is not None and m.over:
        shown.append(_running_score(game, m))
    return shown


def _running_score(game: Any, m: Match) -> list[int] | None:
    public = game.running_score(m.view(None))
    assert all(game.running_score(m.view(p)) == public for p in range(m.players))
    return public  # type: ignore[no-any-return]
