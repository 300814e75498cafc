"""Dice Brewing: the game's metadata (the rules are the package's modules, bound by
`BoardGame`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.board_game import BoardGame
from alehouse.core.result import NORMAL_END

from .content import CONTENT as C
from .content import TOKENS
from .rounds import NO_RECIPE_FOR_20_ROUNDS


def most_rounds(players: int) -> int:
    """The longest game in rounds: stall_rounds x end_after (20 x 10/15/20).

    The game ends after the round in which the recipes brewed reach `end_after` (B), or after
    a round that makes `stall_rounds` (S) rounds in a row without a brew. So every round that
    does not end the game has a brew in it or in the S - 1 rounds before it (the first brew
    comes by round S); at most B - 1 of those rounds hold a brew (each adds at least one, and
    fewer than B are brewed before the last round); and the last round comes at most S rounds
    after the last brew round before it. Hence at most S x B rounds."""
    return int(C.stall_rounds * C.end_after[players])


class DiceBrewing(BoardGame):
    id: ClassVar[str] = "dice-brewing"
    title: ClassVar[str] = "Dice Brewing"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "mode": ("standard", "advanced"),
        "unlucky_roll": (False, True),
        "hidden_tokens": (False, True),
    }
    hidden_information = True
    seat_names: ClassVar[tuple[str, ...]] = C.colours
    terminations: ClassVar[Mapping[str, str]] = {
        NORMAL_END: "the recipes brewed reached the limit for the number of players; the "
                    "round was played to its end: final scoring",
        NO_RECIPE_FOR_20_ROUNDS: f"{C.stall_rounds} rounds in a row without a recipe brewed "
                                 "(assumption 23): final scoring as usual",
    }

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """An upper bound on the decisions of a game, with R = `most_rounds`, n players, F
        fields, P the fields that can be sped up, T = 18 action tokens, 50 dice:

        - token windows (2 a round): a window ends after n turns in a row without a token
          played, so its passes are at most n x (its plays + 1): 2Rn + nT in all;
        - action tokens played (windows and turns): each of the T tokens at most once, since
          a used token leaves the game (and the only tokens are the black market's);
        - dice arrangement, per player and round: each field used once and each effect sped up
          once (F + P placements), each turn with a placement ended once, one pass (a pass is
          final for the phase): 2(F + P) + 1;
        - School of Skills, per player and round: one re-roll (each of at most 50 dice chosen
          once, then the roll) and one pile roll (a colour, then a swap or keep): 51 + 2;
        - storing, per round: a die is stored from an active pool, which holds at most the 50
          dice when the round begins and gains dice in Phases 1 and 2 only by a speed-up (at
          most P per player) or a withdraw token (counted once in T): 50 + nP a round, + T;
        - purchasing, per player and round: one ingredient, one token, ending the turn: 3;
        - brewing: brewing turns end after n turns in a row without a brew, so their passes are
          at most n x (brews that round + 1); each of the 30 recipe cards is brewed at most once
          (it leaves the display), asking to brew it, for each die, the ingredient if any one
          will do, the enhancement, and each reward token or die (its own and its best
          enhancement's): Rn + 30n + the sum of those over the cards."""
        n = players
        rounds = most_rounds(n)
        tokens = len(TOKENS) * C.token_stock
        dice = sum(C.dice_count.values())
        fields = len(C.fields)
        sped = sum(1 for f in C.fields if f.speed)
        rerolls = sum(1 for f in C.fields if f.effect == "reroll")
        piles = sum(1 for f in C.fields if f.effect == "pile_roll")
        per_round = (2 * n                                   # window passes
                     + n * (2 * (fields + sped) + 1)         # arrangement turns
                     + n * (rerolls * (dice + 1) + piles * 2)  # School of Skills
                     + dice + n * sped                       # storing
                     + 3 * n                                 # purchasing
                     + n)                                    # brewing passes
        per_brew = sum(1 + len(r.dice) + r.needs.count("any") + 1
                       + r.reward.token + r.reward.die
                       + max((e.gives.token + e.gives.die for e in r.enhancements), default=0)
                       for r in C.recipes.values())
        once = n * tokens + tokens + tokens + len(C.recipes) * n + per_brew
        return int(rounds * per_round + once)

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """Nothing scores negative: mastery points only grow, gold is never spent below 0,
        dice score 0-2 each. At most: every recipe card brewed once (its mastery points, +1,
        its best enhancement's); half of all gold ever gained (the start, every card's gold and
        best enhancement's, and the best coin exchange of the Department of Seed once every
        round of the longest game, `most_rounds`); every die of the box held at the end."""
        mastery = sum(r.reward.mp + C.brew_mastery
                      + max((e.gives.mp for e in r.enhancements), default=0)
                      for r in C.recipes.values())
        recipe_gold = sum(r.reward.gold + max((e.gives.gold for e in r.enhancements), default=0)
                          for r in C.recipes.values())
        coins = max((v for f in C.fields for _, v in f.coins), default=0)
        coin_fields = sum(1 for f in C.fields if f.coins)
        gold = C.start_gold + recipe_gold + most_rounds(players) * coin_fields * coins
        dice = sum(C.dice_count[c] * C.die_points[c] for c in C.dice_count)
        return (0.0, float(mastery + gold // C.gold_per_mastery + dice))
