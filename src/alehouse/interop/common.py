"""What the adapters share: the end-of-match rewards, the order agents are served in, and the
words for people (an action index in the rulebook's words, the text picture).

**Rewards** are rank-based and zero-sum: at the end of a match seat p receives

    r_p = (number of seats p beats - number of seats that beat p) / (players - 1)

where p beats q when p stands before q in `Result.ranking` (the game's own tie-breaks), except
that seats sharing the victory (`Result.winners`) tie with each other. So r is in [-1, 1]: 1
for a sole winner, -1 for the last seat, 0 for a seat in the middle of three, and rewards sum
to 0. Before the end every reward is 0. The raw final scores are in `final_scores` (and in the
PettingZoo infos at the end) for those who prefer score-based shaping.

**Simultaneous phases** (several `Match.actors` at once, as in Fantasy Brewers' Upkeep) are
served one seat at a time, in seat order: the adapters always hand the turn to
`Match.actors[0]`. Nothing of an earlier choice of the same phase leaks to the next seat: it
observes only its own `view`, which keeps those choices hidden until all have chosen.
"""

from __future__ import annotations

import json
from typing import Any

from alehouse.core.game import Game, Result
from alehouse.core.match import Match


def rank_rewards(result: Result, players: int) -> list[float]:
    """The rank-based zero-sum rewards of `result` (see the module docstring)."""
    place = {p: k for k, p in enumerate(result.ranking)}
    winners = set(result.winners)
    out = []
    for p in range(players):
        net = 0
        for q in range(players):
            if q == p or (p in winners and q in winners):
                continue
            net += 1 if place[p] < place[q] else -1
        out.append(net / (players - 1) if players > 1 else 0.0)
    return out


def final_scores(result: Result) -> list[float]:
    return [float(s) for s in result.scores]


def action_label(game: Game[Any], index: int, match: Match | None = None) -> str:
    """The action of index `index` in the rulebook's words (`Match.label`: in `match`'s current
    position when given, else as the game words it without one). IllegalAction for an index
    outside the game's action space."""
    action = game.decode(int(index))
    return match.label(action) if match is not None else game.label(None, action)


def action_json(game: Game[Any], index: int) -> dict[str, Any]:
    """The action of index `index` as JSON (`Action.to_json`: its type and fields), the form
    `Match.act` and the server take. IllegalAction for an index outside the action space."""
    return game.decode(int(index)).to_json()


def text_picture(match: Match, seat: int | None) -> str:
    """What `seat` sees (None: a spectator) as text: the game's text picture of the view
    (`Game.render_text`), or the view as JSON where a game draws none, then whom the match
    waits for."""
    view = match.view(seat)
    text = match.game.render_text(view)
    if text is None:
        text = json.dumps(view, indent=1)
    return f"{text}\n{match.game.waiting_for(match.state)}"
