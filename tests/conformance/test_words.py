"""Every word a player reads is the game's own: no code identifiers, no Python reprs, plurals
right (P4). Random games are walked and everything a seat is shown is collected: the action
labels, the decision sentence and whom the match waits for, the log, the terminal picture of the
view, the refusal of an illegal move, and the score categories at the end."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import alehouse
from alehouse import Chance, IllegalAction, Match

GAMES = alehouse.games()
DECISIONS = 300
"""Random decisions walked per game and player count (then the game is played out)."""

VERBS = ("is|was|has|becomes|goes|gives|takes|shows|needs|pays|counts|holds|wins|moves|"
         "scores|stays|remains|means|ends|opens|closes")
"""Verbs that may follow a number ("field 1 becomes"): not plurals after 1."""

FORBIDDEN = {
    "a code identifier": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a bracket or brace": re.compile(r"[{}\[\]]"),
    "a Python value": re.compile(r"\b(None|True|False)\b"),
    "a quoted code word": re.compile(r"'[a-z_]+'"),
    "a plural left open": re.compile(r"\w\(s\)"),
    "a plural after 1": re.compile(r"(?<![\d.,])\b1 (?!\w*ss\b)(?!bonus\b)(?!(" + VERBS
                                   + r")\b)[a-z]+s\b"),
    "a singular after a number other than 1": re.compile(
        r"(?<![\d.,])\b(0|[2-9]|\d{2,}) (point|thaler|ducat|seed|coin|die|card|tile|step|"
        r"barrel|penalty|token|round|turn|player|gold piece)\b(?!-| [a-z]+s\b)"),
}


def _problems(text: str) -> list[str]:
    return [f"{what}: {m.group(0)!r}" for what, pattern in FORBIDDEN.items()
            for m in pattern.finditer(text)]


def _shown(m: Match, rng: Chance) -> Iterator[tuple[str, str]]:
    """(where, text) of everything the seats are shown while `m` is played at random."""
    seen_log = [0] * m.players
    step = 0
    while not m.over:
        decision = m.decision
        assert decision is not None
        yield "decision", decision.text
        yield "waiting for", m.game.waiting_for(m.state)
        for seat in range(m.players):
            lines = m.log_for(seat)
            for line in lines[seen_log[seat]:]:
                yield "log", line
            seen_log[seat] = len(lines)
        if step % 10 == 0:
            for seat in range(m.players):
                text = m.game.render_text(m.view(seat))
                if text is not None:
                    yield "screen", text
        actor = m.actors[0]
        legal = m.legal_actions(actor)
        for action in legal:
            yield "label", m.label(action)
            group = m.group_label(action)
            if group is not None:
                yield "group", group
        other = next((p for p in range(m.players) if p not in m.actors), None)
        if other is not None:
            try:
                m.act(other, legal[0])
            except IllegalAction as refused:
                yield "refusal", refused.reason
        m.act(actor, legal[rng.below(len(legal))])
        step += 1
        if step >= DECISIONS:
            while not m.over:
                p = m.actors[0]
                m.act(p, rng.choice(m.legal_actions(p)))
    result = m.result
    assert result is not None
    for part in result.breakdown:
        for category in part:
            yield "score category", m.game.category_name(category)


@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("gid", GAMES)
def test_every_word_shown_is_the_games_own(gid: str, players: str) -> None:
    game = alehouse.game(gid)
    n = game.player_counts[0] if players == "fewest" else game.player_counts[-1]
    m = alehouse.new_match(gid, players=n, seed=11)
    found: dict[str, str] = {}
    for where, text in _shown(m, Chance.from_seed(11)):
        for problem in _problems(text):
            found.setdefault(f"{where}: {problem}", text)
    assert not found, "\n".join(f"{k}\n    in: {v[:160]!r}" for k, v in sorted(found.items()))


@pytest.mark.parametrize("gid", GAMES)
def test_every_score_category_has_a_name_people_read(gid: str) -> None:
    game = alehouse.game(gid)
    for n in (game.player_counts[0], game.player_counts[-1]):
        m = alehouse.new_match(gid, players=n, seed=3)
        rng = Chance.from_seed(3)
        while not m.over:
            p = m.actors[0]
            m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
        result = m.result
        assert result is not None
        for part in result.breakdown:
            assert set(part) <= set(game.score_categories), set(part) - set(game.score_categories)
    names = list(game.score_categories.values())
    assert len(set(names)) == len(names) and all(name[0].isupper() for name in names)
