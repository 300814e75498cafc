"""The Taverns of Tiefenthal: the game's metadata (the rules are the package's modules, bound by
`BoardGame`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from alehouse.core.board_game import BoardGame
from alehouse.core.errors import BadOptions
from alehouse.core.result import NORMAL_END

from .content import CONTENT as C
from .content import NOBLE, REGULAR_1, REGULAR_2, SEATS, TAVERN, TILES


class TavernsOfTiefenthal(BoardGame):
    id: ClassVar[str] = "taverns-of-tiefenthal"
    title: ClassVar[str] = "The Taverns of Tiefenthal"
    player_counts: ClassVar[range] = range(2, 5)
    options: ClassVar[dict[str, tuple[Any, ...]]] = {
        "modules": (1, 2, 3, 4, 5),
        "all_modules_rule": (False, True),
    }
    hidden_information = True
    rare_actions: ClassVar[frozenset[str]] = frozenset({"substitute", "finish_planning"})
    """Reached only when a helper pile is empty under the all-modules rule, or when a die fits
    nowhere while the Juggler could be paid (both covered by scenario tests)."""
    seat_names: ClassVar[tuple[str, ...]] = SEATS
    terminations: ClassVar[Mapping[str, str]] = {
        NORMAL_END: "the Moon is on the last space of the Turn Track: the 8th turn is over",
    }

    def check_combination(self, players: int, options: dict[str, Any]) -> None:
        if options["all_modules_rule"] and options["modules"] != 5:
            raise BadOptions("all_modules_rule applies only with modules=5 (all five "
                             "modules)", "bad_option_value")

    @property
    def presets(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = [{"modules": m, "all_modules_rule": False}
                                     for m in self.options["modules"]]
        out.append({"modules": 5, "all_modules_rule": True})
        return out

    def max_game_length(self, players: int, options: Mapping[str, Any]) -> int:
        """An upper bound for every module, counted per player (T = 8 turns, D = 7 dice a turn:
        4 white and at most 3 of the player's colour), plus the Noble recruitments of everyone
        (each takes at least one of the 61 Nobles).

        - Setup (Module 4): a start card and at most 2 Regulars removed.
        - Each turn: a turn bonus (or turn 8's upgrade) and an entertainer; keeping the tavern
          (with a Counter Guest); 4 white dice; at most D dice planned and one "finish"; at most
          D dice used; one tavern card of each of the 6 kinds bought; one guest recruited, its
          substitute card and its Service Denied; at most 16 Bard steps (there are 16 Bards);
          the end of the Serving Phase; the Juggler at Closing Time. Where RULES.md assumption
          18 is read the other way (any number of Bards a turn), the 16 Bards once more, for
          everyone together (no Bard goes back to its pile).
        - At most 3 Counter Guests (turns 1, 4, 6), each used once; at most 9 upgrades (paid or
          free: each flips one of the 9 tiles).
        - Reputation steps R: each turn's Reputation Phase (the lesser of thalers and beer
          planned: at most D dice x 6 thalers), Bard steps and a guest's reputation, and the
          guest book's reputation spaces once each. Each step asks at most once (schnapps or
          Service Denied, a signature column), and Service Denied once more.
        - Schnapps S: the turn track, a start card, a guest a turn, the guest book's spaces,
          one per reputation step. Each Juggler turn and each entertainer costs at least one,
          and an entertainer asks at most once more (Service Denied or an upgrade).
        - Monastery steps M: the Monk (2 per die upgraded), a guest's bonus, Counter Guests and
          a start card, doubled for the track's own bonus step (at most one per lap of 23
          spaces). Each step reaches one space: at most one Service Denied.
        """
        turns = C.turns
        dice = C.white_dice + C.max_colour_dice
        guests = [c for c in C.cards if c.kind == "guest"]
        book = [b for row in C.book_rows for b in row]
        monastery_spaces = list(C.monastery_bonus.values())
        bards = C.tavern_count["bard"]
        counter_guests = sum(1 for kind, _ in C.turn_bonus.values() if kind == "counter_guest")
        per_die = max(max(c.pays for c in C.cards), C.spaces["cashbox"]["upgraded"])
        monk = max(C.spaces["monk"]["monastery"], C.spaces["monk"]["upgraded"])
        steps = 2 * (turns * (dice * monk + max(g.bonus.monastery for g in guests))
                     + counter_guests + max(s.monastery for s in C.start_cards)
                     + sum(b.monastery for b in book))
        reputation = (turns * (dice * per_die + bards + max(g.bonus.reputation for g in guests))
                      + sum(b.reputation for b in book)
                      + steps * max(b.reputation for b in monastery_spaces))
        schnapps = (max(sum(C.schnapps_m2.values()), sum(C.schnapps_m3.values()))
                    + max(s.schnapps for s in C.start_cards)
                    + turns * max(g.bonus.schnapps for g in guests)
                    + sum(b.schnapps for b in book)
                    + steps * max(b.schnapps for b in monastery_spaces) + reputation)
        setup = 1 + max(s.remove_regulars for s in C.start_cards)
        per_turn = (2 + 1 + C.white_dice + dice + 1 + dice + len(TAVERN) + 3 + bards + 1 + 1)
        per_player = (setup + turns * per_turn + counter_guests + len(TILES)
                      + 2 * reputation + 2 * schnapps + steps)
        more_bards = 0 if C.one_bard_a_turn else bards
        return int(players * per_player + C.noble_count + more_bards)

    def score_bounds(self, players: int, options: Mapping[str, Any]) -> tuple[float, float]:
        """No line of the scoring is ever negative. At most: every Noble and every guest of the
        game (and the player's own Regulars and every tavern card, worth nothing), 4 schnapps
        (no more is kept at the end of a player's last turn, and none is gained after it), and
        the best space of the reputation track."""
        cards = (C.noble_count * C.cards[NOBLE].vp
                 + sum(c.vp for c in C.cards if c.kind == "guest")
                 + C.regulars[REGULAR_1] * C.cards[REGULAR_1].vp
                 + C.regulars[REGULAR_2] * C.cards[REGULAR_2].vp
                 + sum(C.tavern_count[k] * C.cards[TAVERN.index(k)].vp for k in TAVERN))
        schnapps = C.max_schnapps * C.schnapps_vp
        reputation = max(s.vp for s in C.reputation)
        return (0.0, float(cards + schnapps + reputation))
