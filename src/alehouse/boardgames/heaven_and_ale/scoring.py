"""End of the game: the brewmaster chart, evening out the markers, and victory points.

Evening out (RULES, End of the Game): first the exchange rate is applied while it can be ("the
rate determines how many total steps you have to move any of your resource markers backwards in
order to move your least advanced resource marker 1 step forward; continue ... until none of
your resource markers can be moved forward without decreasing the value of another marker to
below that spot"), then every 10 ducats buy a step for any marker. Which markers give the steps
is the player's choice; `evened_out` makes the choice that leaves the furthest-behind marker as
far forward as possible: always take the step from the most advanced marker. (The tests check
this against an exhaustive search over every legal sequence of exchanges.)
"""

from __future__ import annotations

from functools import lru_cache

from .content import CONTENT
from .state import Player, State

C = CONTENT
CATEGORIES = ("production", "large_barrels", "small_barrels", "barrel_privilege",
              "first_player")


def exchange(markers: list[int], rate: int, top: int) -> list[int]:
    """Apply the exchange rate while it can be applied, each time taking the steps one at a time
    from the most advanced marker. Returns the markers, sorted."""
    q = sorted(markers)
    while True:
        target = q[0] + 1
        if target > top or sum(max(0, m - target) for m in q[1:]) < rate:
            return q
        q[0] = target
        for _ in range(rate):
            q[-1] -= 1  # the most advanced marker (q stays sorted after the re-sort below)
            q.sort()
        q.sort()


def ducat_steps(markers: list[int], steps: int, top: int) -> int:
    """The furthest-behind marker after `steps` single steps, each where it helps most."""
    level = min(markers)
    while level < top:
        need = sum(max(0, level + 1 - m) for m in markers)
        if need > steps:
            break
        level += 1
    return level


CHART = {b: C.chart_at(b) for b in range(C.brewmaster_start, C.brewmaster_cap + 1)}
"""`content.chart_at` of every brewmaster spot a game reaches."""


def chart(brewmaster: int) -> tuple[int, int]:
    """(exchange rate, VP value) unlocked by the brewmaster on this spot (`content.chart_at`)."""
    found = CHART.get(brewmaster)
    return C.chart_at(brewmaster) if found is None else found


@lru_cache(maxsize=4096)
def evened(markers: tuple[int, ...], rate: int, steps: int) -> int:
    """The furthest-behind marker after the exchanges at `rate`, then `steps` ducat steps
    (remembered: bots ask again and again about the same few boards)."""
    return ducat_steps(exchange(list(markers), rate, C.top), steps, C.top)


def evened_out(player: Player) -> int:
    """The spot of the furthest-behind marker after the best legal evening-out."""
    rate, _ = chart(player.brewmaster)
    return evened(tuple(player.markers), rate, player.ducats // C.step_price)


def breakdown(state: State, seat: int) -> dict[str, float]:
    """Victory points of `seat` by line of the final scoring; they sum to the score."""
    return player_breakdown(state.players[seat])


def player_breakdown(player: Player) -> dict[str, float]:
    """The final scoring of one player's holdings (`breakdown`)."""
    _, value = chart(player.brewmaster)
    lowest = evened_out(player)
    barrels = len(player.large) + len(player.small)
    bonus = sum(C.privilege[card].vp_per_barrel for card in player.pairs
                if card in C.privilege)
    first = C.start_spaces[player.start_space].vp if player.start_space >= 0 else 0
    return {
        "production": max(0, lowest) * value,
        "large_barrels": len(player.large) * C.large_vp,
        "small_barrels": len(player.small) * C.small_vp,
        "barrel_privilege": barrels * bonus,
        "first_player": first,
    }
