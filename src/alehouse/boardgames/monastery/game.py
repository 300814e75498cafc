"""Monastery: the game's metadata (the rules are the package's modules, bound by
`BoardGame`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.board_game import BoardGame
from alehouse.core.errors import BadOptions
from alehouse.core.log import Log
from alehouse.core.result import NORMAL_END

from .content import CONTENT as C
from .hours import talk_allowed
from .rounds import LAST_LETTER, NO_TILE_FITS
from .seats import name
from .state import Frontier, Occupancy, State


class Monastery(BoardGame):
    id: ClassVar[str] = "monastery"
    title: ClassVar[str] = "Monastery"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "variant": ("standard", "simple", "team"),
        "vow_of_silence": (False, True),
    }
    hidden_information = True
    rare_actions: ClassVar[frozenset[str]] = frozenset({"use_symbol", "swap_letters",
                                                       "keep_monk"})
    """Symbol effects need a finished symbol tile with a monk of the scorer (the Brewhouse: at a
    Prayer Hour or Night): random monasteries seldom get there. Covered by test_symbols.py."""
    terminations: ClassVar[Mapping[str, str]] = {
        NORMAL_END: "it is the Night Round of the second day",
        LAST_LETTER: "the last letter has been taken from the Prayer Board",
        NO_TILE_FITS: "it is no longer possible to lay any further tiles",
    }
    """Game End and Victory: the three conditions, told apart."""

    def check_combination(self, players: int, options: dict[str, Any]) -> None:
        if options["variant"] == "team" and players != 4:
            raise BadOptions("variant=team is the four-player team game (red and green against "
                             "blue and yellow): it needs 4 players", "bad_option_value")

    def apply(self, state: State, player: int, action: Action, log: Log) -> None:
        state.prayer_talk = False  # the first action after a Prayer Hour ends its talk
        super().apply(state, player, action, log)

    def clone_state(self, state: State) -> State:
        """A copy, and of the caches kept beside the state (`Frontier`, `Occupancy`) too: a
        bot copies a position to ask it what the original was asked, and making them again
        from nothing is most of the work. What the rules change in place is copied; what they
        only ever replace is shared."""
        twin: State = super().clone_state(state)
        fr = state.frontier
        if fr is not None:
            twin.frontier = Frontier(fr.status, fr.faced.copy(), fr.fits.copy(), fr.fixed.copy(),
                                     fr.building, fr.limited.copy(), fr.laid, fr.placed_for,
                                     fr.placed, fr.split_for, fr.split, fr.blessings)
        occ = state.occupancy
        if occ is not None:
            twin.occupancy = Occupancy(occ.monk_tile.copy(), occ.counts, occ.monk_box, occ.taken)
        return twin

    def talk_allowed(self, state: State) -> bool:
        """The Vow of Silence (the rulebook's optional rule): talk only in Prayer Hours."""
        return talk_allowed(state)

    def player_name(self, state: State, player: int) -> str:
        """The colour the seat drew at setup ("Red")."""
        return name(state, player)

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """The hour-disc has 20 rounds at most (12 Study or Toil rounds, 6 Prayer Hours, 2
        Nights). In a Study or Toil round each player has at most: in the step, a tile laid or
        an exchange and its return (2), moves costing at least one of the 2 x 5 movement points
        (10), a free step per monk (5), a blessing placed per blessing there is (20), done (1);
        in the scoring, a prayer, the three symbols that are actions (Almonry, Workshop,
        Abbot's House), the Workshop's return, the re-election's choice of Abbot and prisoner,
        a Library swap, a Stables tile and done (10), and done of collecting (1). At a Prayer
        Hour each player keeps at most 5 monks with the Brewhouse and says done (6), and the
        election asks for an Abbot and a prisoner (2); at Night the Brewhouse again (6 each).
        Over the game, each of the 36 letters is taken and placed once (72 decisions), each of
        the 4 x players monks on the crosses taken once."""
        monks = C.monks_per_player
        kinds = [h.kind for h in C.hours]
        work = sum(1 for k in kinds if k in ("study", "toil"))
        prayer = kinds.count("prayer")
        night = kinds.count("night")
        step = 2 + 2 * monks + monks + C.supply + 1
        scoring = 10 + 1
        brew = monks + 1
        letters = sum(1 for ch in C.board_start if ch != "+")
        per_game = 2 * letters + 4 * players
        return (work * players * (step + scoring) + prayer * (players * brew + 2)
                + night * players * brew + per_game)

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """The testament: 3 per large letter of your own track (at most its 9 letters), 1 per
        blessing (at most all 20 there are), minus the circles of the tiles behind your screen:
        at most your secret passage and the tiles you drew (exchanges and the Workshop give
        one back for each drawn), so at worst the bag tiles with the largest circles. In the
        team game a player scores the team's total: two tracks, the 20 blessings between
        them, and two screens of different tiles."""
        team = 2 if options.get("variant") == "team" else 1
        drawn = sum(h.draw for h in C.hours)
        circles = sorted((C.t_circle[t] for t in C.bag_tiles), reverse=True)
        passage = max(C.t_circle[t] for t in C.passage_of)
        lowest = -(team * passage + sum(circles[:team * drawn]))
        highest = team * C.letter_points * C.track_len + C.supply
        return (float(lowest), float(highest))
