"""The decisions of The Taverns of Tiefenthal: one dataclass per kind, each owning who decides,
what they may choose, what their choice does, the sentence people read and the rulebook section.

Module 4's setup asks each player for `ChooseStartCard` (and `RemoveRegulars` for the cards that
remove some, unless they go at random: assumption 19 read the other way). A turn: the New
Evening asks each player in turn order for `ChooseTurnBonus` (or, in turn 8, `UpgradeForFree`)
and, with Module 2, `PlaceEntertainer`; Arrival asks a player with a Counter Guest
`RestartArrival`; the white dice are drafted with `PickWhiteDie` (four rounds); then player by
player `PlanDice` lies on top of `Serve`, which bonuses cover with
`ServiceDenied`, `ChooseSubstitute`, `SchnappsOrServiceDenied`, `SignGuestBook` and
`UpgradeForFree` (the Magician); Closing Time asks `JugglerKeepsCard`.

Undo: once a player's action leaves a decision of someone else on top of the stack (or none),
play has passed on (`TavernsDecision.apply` marks a barrier); drawing cards and refilling the
guest display mark one too (board.py); the entertainer's side is chosen for good
(`PlaceEntertainer.final`).

The bonuses that may ask for a choice (`gain_card`, `give_bonus`, `move_monastery`,
`move_reputation`, `sign`) are here, beside the decisions they ask for; the ones that never ask
are in bonuses.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from alehouse.core.action import Action
from alehouse.core.decision import Decision, handles
from alehouse.core.log import Log, LogEntry

from . import actions as A
from .board import (
    BARBACK,
    arrive,
    can_plan,
    clear_tavern,
    close_tavern,
    display,
    entertainments,
    juggles,
    keep_limit,
    matching,
    played,
    space_order,
    take_guest,
    take_played,
    upgrade,
)
from .bonuses import (
    book_open,
    deniable,
    deny,
    gain_nobles,
    gain_schnapps,
    reputation_vp,
    take_card,
)
from .content import CONTENT, REGULAR_1, REGULAR_2, SEATS, TAVERN, TILES, Bonus
from .pieces import Entertainer, Placed
from .planning import income, placements, planned_yield
from .state import State
from .words import (
    ENTERTAINER_NAMES,
    SIDE_TEXTS,
    TILE_NAMES,
    amount,
    beer,
    bonus_text,
    card_text,
    column_name,
    die_text,
    joined,
    option_name,
    reputation_space,
    schnapps,
    space_name,
    table_text,
    tavern_cards,
    thalers,
    use_text,
)

C = CONTENT

made_once = lru_cache(maxsize=None, typed=True)  # typed: True and 1 are different values

USE = made_once(A.Use)
BUY_CARD = made_once(A.BuyCard)
UPGRADE = made_once(A.Upgrade)
RECRUIT = made_once(A.Recruit)
RECRUIT_NOBLES = made_once(A.RecruitNobles)
ENTERTAIN = made_once(A.Entertain)
PICK_DIE = made_once(A.PickDie)
"""Actions offered on every call of a turn, each made once (they are frozen) and then reused."""
BARD_STEP = A.BardStep()
COUNTER_STEP = A.CounterStep()
END_SERVING = A.EndServing()


@dataclass(slots=True)
class TavernsDecision(Decision):
    """Every decision of the game. An action after which the decision on top of the stack is no
    longer the mover's (or none is left) passes play on: a barrier, past which it is not taken
    back."""

    def apply(self, state: State, player: int, action: Action, log: Log) -> None:
        Decision.apply(self, state, player, action, log)
        pending = state.pending
        if not pending or pending[-1].player != player:
            state.chance.barrier()  # play passes on

    def details(self, state: State) -> dict[str, Any]:
        return {}


# --- Module 4: start cards -------------------------------------------------------------------


@dataclass(slots=True)
class ChooseStartCard(TavernsDecision):
    """Module 4 setup: take the starting items of one of the start cards revealed (several
    players may choose the same one)."""

    kind: ClassVar[str] = "start_card"
    section: ClassVar[str] = "Module 4: Setup"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.ChooseStartCard(c) for c in state.start_cards]

    @handles(A.ChooseStartCard)
    def choose(self, state: State, player: int, action: A.ChooseStartCard, log: Log) -> None:
        state.pending.pop()
        apply_start_card(state, player, action.card, log)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} chooses a Start Card"


def apply_start_card(state: State, player: int, cid: int, log: Log) -> None:
    """Start card `cid`'s items: tavern cards into the deck, schnapps, a free upgrade (no
    Noble), stored beer, monastery steps, Regulars to remove (the player's choice, or read the
    other way, at random: RULES.md assumption 19, data/readings.toml)."""
    card = C.start_cards[cid - 1]
    seat = state.players[player]
    seat.start_card = cid
    log.append(LogEntry(f"{SEATS[player]} chooses Start Card {cid}"))
    for kind in card.cards:
        state.piles[kind] -= 1
        seat.deck.append(TAVERN.index(kind))
    if card.schnapps:
        gain_schnapps(state, player, card.schnapps, log)
    if card.upgrade:
        seat.upgraded.append(card.upgrade)
        log.append(LogEntry(f"{SEATS[player]} upgrades the {TILE_NAMES[card.upgrade]} for free"))
    if card.beer:
        seat.storage = card.beer
        log.append(LogEntry(f"{SEATS[player]} starts with {beer(card.beer)} in the Beer "
                            "Storage"))
    if card.monastery:
        move_monastery(state, player, card.monastery, log)
    if card.remove_regulars:
        if C.player_chooses_regulars_to_remove:
            state.pending.append(RemoveRegulars(player, card.remove_regulars))
        else:
            remove_regulars_at_random(state, player, card.remove_regulars, log)


def remove_regulars_at_random(state: State, player: int, count: int, log: Log) -> None:
    """`count` Regulars (fewer if the deck has fewer) taken from the player's deck at random,
    each Regular in it alike, and removed from the game."""
    seat = state.players[player]
    for _ in range(count):
        regulars = [i for i, c in enumerate(seat.deck) if c in (REGULAR_1, REGULAR_2)]
        if not regulars:
            return
        cid = seat.deck.pop(regulars[state.chance.below(len(regulars))])
        seat.removed.append(cid)
        log.append(LogEntry(f"{SEATS[player]} removes a {table_text([cid])} from the game, "
                            "taken from their deck at random"))


@dataclass(slots=True)
class RemoveRegulars(TavernsDecision):
    """Module 4 start cards 3 and 7: remove `count` more Regulars of the player's choice from
    their deck (skipped once none is left)."""

    kind: ClassVar[str] = "remove_regular"
    section: ClassVar[str] = "Module 4: Setup"
    count: int = 1

    def legal_actions(self, state: State, player: int) -> list[Action]:
        deck = state.players[player].deck
        return [A.RemoveRegular(d) for d, cid in ((1, REGULAR_1), (2, REGULAR_2)) if cid in deck]

    def resolve(self, state: State, log: Log) -> bool:
        if self.legal_actions(state, self.player):
            return False
        state.pending.pop()  # no Regular left to remove
        return True

    @handles(A.RemoveRegular)
    def remove(self, state: State, player: int, action: A.RemoveRegular, log: Log) -> None:
        seat = state.players[player]
        cid = REGULAR_1 if action.die == 1 else REGULAR_2
        seat.deck.remove(cid)
        seat.removed.append(cid)
        self.count -= 1
        if self.count <= 0 or not any(c in seat.deck for c in (REGULAR_1, REGULAR_2)):
            state.pending.pop()
        log.append(LogEntry(f"{SEATS[player]} removes a {table_text([cid])} from the game"))

    def text(self, state: State) -> str:
        what = "a Regular" if self.count == 1 else f"{self.count} Regulars"
        return f"{SEATS[self.player]} removes {what} from their deck"


# --- A. New Evening ----------------------------------------------------------------------------


@dataclass(slots=True)
class ChooseTurnBonus(TavernsDecision):
    """Bonuses on the Turn Track (turns 2, 3, 5 and 7): one of two bonuses (`options`: "guest3",
    "die" or a tavern card's kind; with the all-modules rule only those left for everyone)."""

    kind: ClassVar[str] = "turn_bonus"
    section: ClassVar[str] = "Bonuses on the Turn Track"
    options: list[str] = field(default_factory=list)
    """The bonuses offered at the New Evening; a player choosing after others takes one of those
    still left (RULES.md assumption 20: a pile emptied by the players before him is missed)."""

    def left(self, state: State) -> list[str]:
        return [o for o in self.options if bonus_available(state, o, 1)]

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.TakeBonus(o) for o in self.left(state)]

    def resolve(self, state: State, log: Log) -> bool:
        if self.left(state):
            return False
        state.pending.pop()
        log.append(LogEntry(f"{SEATS[self.player]} takes no bonus of the Turn Track: none of "
                            f"{' and '.join(option_name(o) for o in self.options)} is left"))
        return True

    @handles(A.TakeBonus)
    def take(self, state: State, player: int, action: A.TakeBonus, log: Log) -> None:
        state.pending.pop()
        take_turn_bonus(state, player, action.option, log)

    def text(self, state: State) -> str:
        offered = " or ".join(option_name(o) for o in self.left(state))
        return f"{SEATS[self.player]} chooses a bonus of the Turn Track: {offered}"

    def details(self, state: State) -> dict[str, Any]:
        return {"options": self.left(state)}


def bonus_available(state: State, option: str, players: int) -> bool:
    """A card option needs a card left (with the all-modules rule, `players` cards: enough for
    every player)."""
    if option == "die":
        return True
    left = len(state.three_stack) if option == "guest3" else state.piles[option]
    return left >= (players if state.all_modules_rule else 1)


def take_turn_bonus(state: State, player: int, option: str, log: Log) -> None:
    """A die of the player's colour (rolled), the 3-beer stack's top guest, or a tavern card."""
    seat = state.players[player]
    if option == "die":
        rolled = state.chance.roll(6)
        seat.colour.append(rolled)
        seat.colour.sort()
        log.append(LogEntry(f"{SEATS[player]} takes a die of their colour and rolls a {rolled}"))
    elif option == "guest3":
        if state.three_stack:
            seat.deck.append(state.three_stack[-1])
            seat.known += 1
            log.append(LogEntry(f"{SEATS[player]} takes the {card_text(state.three_stack[-1])} "
                                "from the 3-Beer stack (face down on top of their deck)"))
            take_guest(state, 0)
    else:
        gain_card(state, player, option, log)


@dataclass(slots=True)
class PlaceEntertainer(TavernsDecision):
    """Module 2, turns 2, 3 and 5: place the `entertainer` tile with one of its sides face up.
    "Entertainer Tiles cannot be flipped to their opposite side once placed": final."""

    kind: ClassVar[str] = "entertainer"
    section: ClassVar[str] = "The Turn Track (Module 2)"
    final: ClassVar[bool] = True
    entertainer: str = ""

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.EntertainerSide(side) for side in C.entertainers[self.entertainer]]

    @handles(A.EntertainerSide)
    def place(self, state: State, player: int, action: A.EntertainerSide, log: Log) -> None:
        state.pending.pop()
        state.players[player].entertainers.append(Entertainer(self.entertainer, action.side))
        price = schnapps(C.entertainers[self.entertainer][action.side]["schnapps"])
        log.append(LogEntry(f"{SEATS[player]} places the {ENTERTAINER_NAMES[self.entertainer]} "
                            f"with this side up: {price}, {SIDE_TEXTS[action.side]}"))

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} chooses which side of the "
                f"{ENTERTAINER_NAMES[self.entertainer]} to place face up, for good")

    def details(self, state: State) -> dict[str, Any]:
        return {"entertainer": self.entertainer}


@dataclass(slots=True)
class UpgradeForFree(TavernsDecision):
    """Flip a tile of the player's choice for free: the turn-8 bonus (no Noble), or the
    Magician's upgrade paid with schnapps (`magician`: with a Noble). Skipped when every tile
    is upgraded."""

    kind: ClassVar[str] = "free_upgrade"
    section: ClassVar[str] = "Upgrade Your Tavern or Hire Staff"
    magician: bool = False

    def legal_actions(self, state: State, player: int) -> list[Action]:
        upgraded = state.players[player].upgraded
        return [A.FreeUpgrade(t) for t in TILES if t not in upgraded]

    def resolve(self, state: State, log: Log) -> bool:
        if self.legal_actions(state, self.player):
            return False
        state.pending.pop()  # every tile is upgraded already
        return True

    @handles(A.FreeUpgrade)
    def choose(self, state: State, player: int, action: A.FreeUpgrade, log: Log) -> None:
        state.pending.pop()
        upgrade(state, player, action.tile, log, noble=self.magician)

    def text(self, state: State) -> str:
        if self.magician:
            return f"{SEATS[self.player]} chooses the area of their tavern the Magician upgrades"
        return f"{SEATS[self.player]} chooses an area of their tavern to upgrade for free"

    def details(self, state: State) -> dict[str, Any]:
        return {"reason": "magician" if self.magician else "turn"}


# --- B. Arrival ---------------------------------------------------------------------------------


@dataclass(slots=True)
class RestartArrival(TavernsDecision):
    """Counter Guest (Bonuses on the Turn Track): after filling every table, keep the tavern,
    or discard a Counter Guest and everything drawn this phase and fill it again."""

    kind: ClassVar[str] = "restart"
    section: ClassVar[str] = "Bonuses on the Turn Track"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.KeepTavern(), A.UseCounterGuest()]

    @handles(A.KeepTavern)
    def keep(self, state: State, player: int, action: A.KeepTavern, log: Log) -> None:
        state.pending.pop()

    @handles(A.UseCounterGuest)
    def restart(self, state: State, player: int, action: A.UseCounterGuest, log: Log) -> None:
        state.pending.pop()
        seat = state.players[player]
        seat.counter_guests -= 1
        log.append(LogEntry(f"{SEATS[player]} uses a Counter Guest: their tavern empties and "
                            "fills again"))
        clear_tavern(seat)
        arrive(state, player, log)
        if seat.counter_guests:
            state.pending.append(RestartArrival(player))

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} keeps their tavern or uses a Counter Guest to fill it "
                "again")


# --- D. The white dice -----------------------------------------------------------------------


@dataclass(slots=True)
class PickWhiteDie(TavernsDecision):
    """Phase D: take one white die from the coaster in front of the player (`coaster`: the seat
    it started with). A coaster showing a single value gives it without asking."""

    kind: ClassVar[str] = "pick"
    section: ClassVar[str] = "Phase D: the Dice Coasters"
    coaster: int = 0

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [PICK_DIE(v) for v in sorted(set(state.coasters[self.coaster]))]

    def resolve(self, state: State, log: Log) -> bool:
        dice = state.coasters[self.coaster]
        if len(set(dice)) > 1:
            return False
        self.take(state, self.player, dice[0], log)
        return True

    @handles(A.PickDie)
    def pick(self, state: State, player: int, action: A.PickDie, log: Log) -> None:
        self.take(state, player, action.value, log)

    def take(self, state: State, player: int, value: int, log: Log) -> None:
        state.pending.pop()
        log.append(LogEntry(f"{SEATS[player]} takes a white {value} from {self._owner()} "
                            "Dice Coaster"))
        state.coasters[self.coaster].remove(value)
        seat = state.players[player]
        seat.white.append(value)
        seat.white.sort()

    def _owner(self) -> str:
        return "their own" if self.coaster == self.player else f"{SEATS[self.coaster]}'s"

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} takes a white die from {self._owner()} Dice Coaster"

    def details(self, state: State) -> dict[str, Any]:
        return {"coaster": self.coaster}


# --- E. Planning -------------------------------------------------------------------------------


@dataclass(slots=True)
class PlanDice(TavernsDecision):
    """Planning Phase E: place every die below the board on an action space (with the
    Dishwashers), one at a time; the Juggler's Planning side turns a die for 1 schnapps. Planning
    ends once no die can go anywhere (and the Juggler cannot help or is not wanted)."""

    kind: ClassVar[str] = "plan"
    section: ClassVar[str] = "Planning Phase E"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        seat = state.players[player]
        out: list[Action] = list(placements(seat))
        fits = bool(out)
        if juggles(seat):
            for white, dice in ((True, seat.white), (False, seat.colour)):
                for v in sorted(set(dice)):
                    out.extend(A.Juggle(white, v, t) for t in range(1, 7) if t != v)
        if not fits:  # no die fits: the Juggler is optional
            out.append(A.FinishPlanning())
        return out

    @handles(A.Plan)
    def plan(self, state: State, player: int, action: A.Plan, log: Log) -> None:
        seat = state.players[player]
        dice = seat.white if action.white else seat.colour
        dice.remove(action.value)
        seat.boosts -= action.boost
        seat.placed.append(Placed(action.white, action.value, action.boost, action.space))
        boost = (f" with {tavern_cards(action.boost, 'dishwasher')} (counts as "
                 f"{action.value + action.boost})" if action.boost else "")
        die = die_text(action.white, action.value, SEATS[player])
        log.append(LogEntry(f"{SEATS[player]} places {die} on {space_name(action.space)}{boost}"))
        if not can_plan(seat):
            planning_done(state, player, log)

    @handles(A.FinishPlanning)
    def finish(self, state: State, player: int, action: A.FinishPlanning, log: Log) -> None:
        planning_done(state, player, log)

    @handles(A.Juggle)
    def juggle(self, state: State, player: int, action: A.Juggle, log: Log) -> None:
        seat = state.players[player]
        v, to = action.value, action.to
        dice = seat.white if action.white else seat.colour
        dice.remove(v)
        dice.append(to)
        dice.sort()
        seat.dice.remove(v)
        seat.dice.append(to)
        seat.dice.sort()
        seat.schnapps -= 1
        if not can_plan(seat):
            planning_done(state, player, log)
        log.append(LogEntry(f"{SEATS[player]} pays the Juggler {schnapps(1)} and turns "
                            f"{die_text(action.white, v, SEATS[player])} into a {to}"))

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} places their dice on the action spaces (Planning Phase E)"


def planning_done(state: State, player: int, log: Log) -> None:
    """Planning is over: dice that fit nowhere are not used; the Serving Phase begins with the
    thalers and beer kept from the last turn, the Barbacks' beer, and (Module 3) the
    Reputation Phase."""
    seat = state.players[player]
    if state.pending and isinstance(state.pending[-1], PlanDice):
        state.pending.pop()
    seat.planned = True
    lost = len(seat.white) + len(seat.colour)
    seat.white = []
    seat.colour = []
    if lost:
        fit = "fits" if lost == 1 else "fit"
        log.append(LogEntry(f"{SEATS[player]} has {amount(lost, 'die')} that {fit} no action "
                            "space"))
    seat.thalers, seat.safe = seat.safe, 0
    seat.beer, seat.storage = seat.storage, 0
    barbacks = sum(1 for c in seat.areas if c == BARBACK)
    if barbacks:
        seat.beer += barbacks
        who = "Barback brings" if barbacks == 1 else f"{barbacks} Barbacks bring"
        log.append(LogEntry(f"{SEATS[player]}'s {who} {beer(barbacks)}"))
    if state.modules >= 3:  # the Reputation Phase, before the first action
        planned_thalers, planned_beer = planned_yield(seat)
        steps = min(planned_thalers, planned_beer)
        log.append(LogEntry(f"{SEATS[player]}'s Reputation Phase: {thalers(planned_thalers)} "
                            f"and {beer(planned_beer)} planned, the lesser counts"))
        if steps:
            move_reputation(state, player, steps, log)


# --- F. Serving --------------------------------------------------------------------------------


@dataclass(slots=True)
class Serve(TavernsDecision):
    """Serving Phase F: use the planned dice one at a time, spend thalers (tavern cards,
    upgrades), beer (a guest, Nobles) and schnapps (entertainers), Bards' and Counter Guests'
    steps, in any order, until the player ends the phase."""

    kind: ClassVar[str] = "serve"
    section: ClassVar[str] = "Serving Phase F"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        seat = state.players[player]
        out: list[Action] = []
        if seat.placed:
            out.extend(uses(frozenset([p.space for p in seat.placed])))
        thalers = seat.thalers
        piles = state.piles
        sold_out = () if min(piles.values()) > 0 else tuple(k for k in TAVERN if piles[k] <= 0)
        bought = tuple(seat.bought)
        if "bard" in bought and not C.one_bard_a_turn:  # assumption 18 read the other way
            bought = tuple(k for k in bought if k != "bard")
        out.extend(buys(min(thalers, MOST_THALERS), bought, sold_out))
        out.extend(upgrades(min(thalers, MOST_THALERS), tuple(seat.upgraded), tuple(seat.areas)))
        beer = seat.beer
        if not seat.recruited:
            for slot, guest in enumerate(display(state)):
                if guest >= 0 and beer >= COST[guest]:
                    out.append(RECRUIT(slot))
        out.extend(NOBLE_OFFERS[min(beer, MOST_BEER)][min(state.nobles, MOST_NOBLES)])
        if seat.entertainers:
            out.extend(ENTERTAIN(side) for side in entertainments(state, player))
        if seat.bard_steps > 0:
            out.append(BARD_STEP)
        if seat.counter_guests > 0:
            out.append(COUNTER_STEP)
        if not seat.placed or C.planned_dice_optional:  # assumption 15
            out.append(END_SERVING)
        return out

    @handles(A.Use)
    def use(self, state: State, player: int, action: A.Use, log: Log) -> None:
        seat = state.players[player]
        space = action.space
        i = next(k for k, p in enumerate(seat.placed) if p.space == space)
        seat.placed.pop(i)
        gained = income(seat, space)
        seat.thalers += gained[0]
        seat.beer += gained[1]
        steps = gained[2]
        log.append(LogEntry(f"{SEATS[player]} {use_text(seat.tables, space, gained)}"))
        if steps:
            move_monastery(state, player, steps, log)

    @handles(A.BuyCard)
    def buy(self, state: State, player: int, action: A.BuyCard, log: Log) -> None:
        seat = state.players[player]
        kind = action.card
        seat.thalers -= C.tavern_cost[kind]
        seat.bought.append(kind)
        state.piles[kind] -= 1
        seat.deck.append(TAVERN.index(kind))
        seat.known += 1
        log.append(LogEntry(f"{SEATS[player]} buys a {C.tavern_name[kind]} for "
                            f"{thalers(C.tavern_cost[kind])}"))

    @handles(A.Upgrade)
    def upgrade_tile(self, state: State, player: int, action: A.Upgrade, log: Log) -> None:
        seat = state.players[player]
        up = C.upgrades[action.tile]
        price = max(0, up.cost - action.returned * up.discount)
        seat.thalers -= price
        for _ in range(action.returned):  # the special offer
            seat.areas.remove(TAVERN.index(up.card))
            state.piles[up.card] += 1
        back = (f", returning {tavern_cards(action.returned, up.card)} (Special Offer!)"
                if action.returned else "")
        upgrade(state, player, action.tile, log, noble=True, how=f" for {thalers(price)}{back}")

    @handles(A.Recruit)
    def recruit_guest(self, state: State, player: int, action: A.Recruit, log: Log) -> None:
        recruit(state, player, action.slot, log)

    @handles(A.RecruitNobles)
    def recruit_nobles(self, state: State, player: int, action: A.RecruitNobles,
                       log: Log) -> None:
        price = C.noble_beer[action.count - 1]
        state.players[player].beer -= price
        gain_nobles(state, player, action.count, log, how=f" for {beer(price)}")

    @handles(A.Entertain)
    def pay_entertainer(self, state: State, player: int, action: A.Entertain, log: Log) -> None:
        entertain(state, player, action.side, log)

    @handles(A.BardStep)
    def bard_step(self, state: State, player: int, action: A.BardStep, log: Log) -> None:
        state.players[player].bard_steps -= 1
        log.append(LogEntry(f"{SEATS[player]}'s Bard sings (The Serenade of the Bard)"))
        move_reputation(state, player, 1, log)

    @handles(A.CounterStep)
    def counter_step(self, state: State, player: int, action: A.CounterStep, log: Log) -> None:
        state.players[player].counter_guests -= 1
        log.append(LogEntry(f"{SEATS[player]} discards a Counter Guest"))
        move_monastery(state, player, 1, log)

    @handles(A.EndServing)
    def end(self, state: State, player: int, action: A.EndServing, log: Log) -> None:
        state.pending.pop()
        end_serving(state, player, log)
        state.order_index += 1  # the next player plans and serves (rules.proceed)

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} performs their Serving Phase F: removes dice, spends "
                "Thalers, Beer and Schnapps")


COST = tuple(c.cost for c in C.cards)
"""Each card's cost by id (a guest's beer)."""
MOST_THALERS = max(*C.tavern_cost.values(), *(u.cost for u in C.upgrades.values()))
"""Thalers beyond the dearest tavern card and upgrade buy nothing more."""
MOST_BEER = max(C.noble_beer)
MOST_NOBLES = len(C.noble_beer)
NOBLE_OFFERS: tuple[tuple[tuple[A.RecruitNobles, ...], ...], ...] = tuple(
    tuple(tuple(RECRUIT_NOBLES(count) for count, price in enumerate(C.noble_beer, start=1)
                if beer >= price and nobles >= count)
          for nobles in range(len(C.noble_beer) + 1))
    for beer in range(max(C.noble_beer) + 1))
"""``NOBLE_OFFERS[beer][nobles]``: the Noble recruitments a player with that much beer can pay
for while that many Nobles are left, fewest first (beer beyond the dearest price and Nobles
beyond the most one recruitment takes change nothing)."""


@lru_cache(maxsize=1 << 12)
def buys(thalers: int, bought: tuple[str, ...], sold_out: tuple[str, ...]
         ) -> tuple[A.BuyCard, ...]:
    """The tavern cards a player with `thalers` can buy, one of each kind a turn (`bought`
    this turn already), while the display has some (none of `sold_out`), in `TAVERN` order."""
    return tuple(BUY_CARD(kind) for kind in TAVERN
                 if kind not in bought and kind not in sold_out
                 and thalers >= C.tavern_cost[kind])


@lru_cache(maxsize=1 << 12)
def uses(spaces: frozenset[str]) -> tuple[A.Use, ...]:
    """Using the planned dice on `spaces`: one action per space, in `space_order`."""
    return tuple(USE(s) for s in sorted(spaces, key=space_order))


@lru_cache(maxsize=1 << 14)
def upgrades(thalers: int, upgraded: tuple[str, ...], areas: tuple[int, ...]
             ) -> tuple[A.Upgrade, ...]:
    """The upgrades a player with `thalers` can pay for, of the tiles not yet `upgraded`, in
    `TILES` order, each with every number of matching tavern cards drawn this turn (`areas`)
    that may be returned for the special offer (more only while the price still drops)."""
    out = []
    for tile in TILES:
        if tile in upgraded:
            continue
        up = C.upgrades[tile]
        for returned in range(0, matching(areas, up.card) + 1):
            if thalers >= max(0, up.cost - returned * up.discount):
                out.append(UPGRADE(tile, returned))
            if up.cost - returned * up.discount <= 0:
                break
    return tuple(out)


def recruit(state: State, player: int, slot: int, log: Log) -> None:
    """Recruit a Guest: pay its beer, onto the top of the deck; the display is refilled; with
    Module 5 the guest signs the guest book (if a signature tile lay on it); its bonus."""
    seat = state.players[player]
    guest = display(state)[slot]
    card = C.cards[guest]
    seat.beer -= card.cost
    seat.recruited = True
    take_guest(state, slot)
    seat.deck.append(guest)
    seat.known += 1
    log.append(LogEntry(f"{SEATS[player]} recruits a {card_text(guest)} for {beer(card.cost)} "
                        "(face down on top of their deck)"))
    if state.modules >= 5:
        # the guest brings the signature tile lying on it (if any); a tile from the supply goes
        # on the guest that takes its place, while the supply lasts
        if state.signed[slot]:
            sign(state, player, C.column_of(card.cost), log, from_supply=False)
        state.signed[slot] = state.signatures > 0 and display(state)[slot] >= 0
        if state.signed[slot]:
            state.signatures -= 1
    give_bonus(state, player, card.bonus, log, guest=True)


def entertain(state: State, player: int, side: str, log: Log) -> None:
    """Pay an entertainer's schnapps for what its `side` gives."""
    seat = state.players[player]
    name = next(t.name for t in seat.entertainers if t.side == side)
    price = C.entertainers[name][side]
    seat.schnapps -= price["schnapps"]
    log.append(LogEntry(f"{SEATS[player]} pays the {ENTERTAINER_NAMES[name]} "
                        f"{schnapps(price['schnapps'])}: {SIDE_TEXTS[side]}"))
    if side == "thalers":
        seat.thalers += price["thalers"]
    elif side == "beer":
        seat.beer += price["beer"]
    elif side == "upgrade":
        state.pending.append(UpgradeForFree(player, magician=True))
    elif side == "service_denied":
        state.pending.append(ServiceDenied(player))


def end_serving(state: State, player: int, log: Log) -> None:
    """End of the Serving Phase: up to 2 (5 upgraded) thalers into the Safe and beer into the
    Beer Storage, the rest lost; at most 4 schnapps kept (Module 2)."""
    seat = state.players[player]
    seat.safe = min(seat.thalers, keep_limit(seat, "safe"))
    seat.storage = min(seat.beer, keep_limit(seat, "beer_storage"))
    lost = [thalers(seat.thalers - seat.safe) if seat.thalers > seat.safe else "",
            beer(seat.beer - seat.storage) if seat.beer > seat.storage else "",
            schnapps(seat.schnapps - C.max_schnapps) if seat.schnapps > C.max_schnapps else ""]
    seat.thalers = seat.beer = 0
    seat.placed = []
    seat.schnapps = min(seat.schnapps, C.max_schnapps)
    seat.bard_steps = 0
    gone = [x for x in lost if x]
    log.append(LogEntry(f"{SEATS[player]} ends their Serving Phase: {thalers(seat.safe)} in the "
                        f"Safe, {beer(seat.storage)} in the Beer Storage"
                        + (f"; {joined(gone)} lost" if gone else "")))


# --- bonuses that ask ----------------------------------------------------------------------


@dataclass(slots=True)
class ServiceDenied(TavernsDecision):
    """Service Denied!: the player may remove one Regular or guest without a die on it from a
    table, for good (skipped when there is none); a Noble only where the reading says so
    (`bonuses.deniable`)."""

    kind: ClassVar[str] = "deny"
    section: ClassVar[str] = "Service Denied!"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = [A.Deny(t) for t in deniable(state, player)]
        out.append(A.NoDeny())
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if deniable(state, self.player):
            return False
        state.pending.pop()  # no guest to remove
        return True

    @handles(A.Deny)
    def remove_guest(self, state: State, player: int, action: A.Deny, log: Log) -> None:
        state.pending.pop()
        deny(state, player, action.table, log)

    @handles(A.NoDeny)
    def keep(self, state: State, player: int, action: A.NoDeny, log: Log) -> None:
        state.pending.pop()

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} may remove a Guest from their tavern (Service Denied!)"


@dataclass(slots=True)
class ChooseSubstitute(TavernsDecision):
    """The all-modules rule: a guest's helper card is gone, so the player takes one of the
    cheaper helper cards left (`options`) instead."""

    kind: ClassVar[str] = "substitute"
    section: ClassVar[str] = "The option for all Modules 1-5"
    options: list[str] = field(default_factory=list)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.Substitute(k) for k in self.options]

    @handles(A.Substitute)
    def take(self, state: State, player: int, action: A.Substitute, log: Log) -> None:
        state.pending.pop()
        gain_card(state, player, action.card, log)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} chooses a cheaper Tavern Helper Card instead"

    def details(self, state: State) -> dict[str, Any]:
        return {"options": list(self.options)}


@dataclass(slots=True)
class SchnappsOrServiceDenied(TavernsDecision):
    """The Reputation Track's "schnapps or Service Denied" space: take 1 schnapps, or remove a
    guest (offered while one can be removed)."""

    kind: ClassVar[str] = "rep_choice"
    section: ClassVar[str] = "The Reputation Track"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = [A.RepChoice("schnapps")]
        if deniable(state, player):
            out.append(A.RepChoice("service_denied"))
        return out

    @handles(A.RepChoice)
    def choose(self, state: State, player: int, action: A.RepChoice, log: Log) -> None:
        state.pending.pop()
        if action.take == "schnapps":
            gain_schnapps(state, player, 1, log)
        else:
            state.pending.append(ServiceDenied(player))

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} takes {schnapps(1)} or removes a Guest (Service "
                "Denied!)")


@dataclass(slots=True)
class SignGuestBook(TavernsDecision):
    """The Reputation Track's signature space (Module 5): a signature tile from the supply into
    any column of the guest book."""

    kind: ClassVar[str] = "book_column"
    section: ClassVar[str] = "The Guest Book"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        return [A.BookColumn(c) for c in range(len(C.book_columns))]

    @handles(A.BookColumn)
    def choose(self, state: State, player: int, action: A.BookColumn, log: Log) -> None:
        state.pending.pop()
        sign(state, player, action.column, log)

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} chooses the column of their Guest Book a Signature Tile "
                "goes in")


def gain_card(state: State, player: int, kind: str, log: Log, *, substitute: bool = False
              ) -> None:
    """A tavern card from the display onto the top of the deck. An empty pile gives nothing;
    with the all-modules rule a guest's bonus (`substitute`) then gives a cheaper helper card of
    the player's choice, if one is left."""
    if take_card(state, player, kind, log):
        return
    if substitute and state.all_modules_rule:
        cheaper = [k for k in TAVERN if C.tavern_cost[k] < C.tavern_cost[kind]
                   and state.piles[k] > 0 and (k != "bard" or state.modules >= 3)]
        if cheaper:
            state.pending.append(ChooseSubstitute(player, cheaper))
            return
    log.append(LogEntry(f"No {C.tavern_name[kind]} is left for {SEATS[player]}"))


def give_bonus(state: State, player: int, bonus: Bonus, log: Log, *, guest: bool = False
               ) -> None:
    """Take a bonus (a guest's, a monastery space's, a guest-book space's)."""
    seat = state.players[player]
    if bonus.card:
        gain_card(state, player, bonus.card, log, substitute=guest)
    if bonus.thalers:
        seat.thalers += bonus.thalers
        log.append(LogEntry(f"{SEATS[player]} receives {thalers(bonus.thalers)}"))
    if bonus.noble:
        gain_nobles(state, player, bonus.noble, log)
    if bonus.schnapps:
        gain_schnapps(state, player, bonus.schnapps, log)
    if bonus.service_denied:
        state.pending.append(ServiceDenied(player))
    if bonus.reputation:
        move_reputation(state, player, bonus.reputation, log)
    if bonus.monastery:
        move_monastery(state, player, bonus.monastery, log)


def move_monastery(state: State, player: int, steps: int, log: Log) -> None:
    """The monastery track: move forward; every bonus space passed or reached pays; past 22 the
    marker goes back to the start and goes on."""
    seat = state.players[player]
    to = (seat.monastery + steps) % (C.monastery_top + 1)
    log.append(LogEntry(f"{SEATS[player]} moves {amount(steps, 'monastery')}, to space {to}"))
    for _ in range(steps):
        seat.monastery = 0 if seat.monastery >= C.monastery_top else seat.monastery + 1
        bonus = C.monastery_bonus.get(seat.monastery)
        if bonus is not None:
            log.append(LogEntry(f"{SEATS[player]}'s Monastery Marker reaches the bonus of space "
                                f"{seat.monastery}: {bonus_text(bonus)}"))
            give_bonus(state, player, bonus, log)


def move_reputation(state: State, player: int, steps: int, log: Log) -> None:
    """The reputation track (Module 3): move clockwise; past the Crown back to the beginning;
    every space reached pays."""
    if state.modules < 3 or steps <= 0:
        return
    seat = state.players[player]
    track = C.track(state.modules)
    end = (seat.reputation + steps) % len(track)
    to = reputation_space(track[end].kind, reputation_vp(state, end))
    log.append(LogEntry(f"{SEATS[player]} moves {amount(steps, 'reputation')}, to {to}"))
    for _ in range(steps):
        seat.reputation = (seat.reputation + 1) % len(track)
        space = track[seat.reputation]
        if space.kind == "schnapps":
            gain_schnapps(state, player, 1, log)
        elif space.kind == "schnapps_or_service_denied":
            state.pending.append(SchnappsOrServiceDenied(player))
        elif space.kind == "crown":
            log.append(LogEntry(f"{SEATS[player]} reaches the Crown"))
            gain_nobles(state, player, 1, log)
        elif space.kind == "signature":
            state.pending.append(SignGuestBook(player))


def sign(state: State, player: int, column: int, log: Log, *, from_supply: bool = True
         ) -> None:
    """The guest book (Module 5): a signature tile into a column (top to bottom): the space's
    bonus, and a Noble for the last empty space of a row. A full column forfeits it (the tile
    goes back to the supply). `from_supply`: the tile comes from the supply (the reputation
    track), not from the guest recruited (who brings its own)."""
    seat = state.players[player]
    if state.modules < 5:
        return
    if from_supply:
        if state.signatures <= 0:
            return
        state.signatures -= 1
    if not book_open(state, player, column):
        state.signatures += 1
        log.append(LogEntry(f"The {column_name(column)} column of {SEATS[player]}'s Guest Book "
                            "is full: the Signature Tile is forfeited"))
        return
    row = seat.book[column]
    seat.book[column] += 1
    log.append(LogEntry(f"{SEATS[player]} places a Signature Tile in the {column_name(column)} "
                        "column of their Guest Book"))
    give_bonus(state, player, C.book_rows[row][column], log)
    if all(filled > row for filled in seat.book):
        log.append(LogEntry(f"{SEATS[player]} fills row {row + 1} of their Guest Book"))
        gain_nobles(state, player, 1, log)


# --- G. Closing Time! --------------------------------------------------------------------------


@dataclass(slots=True)
class JugglerKeepsCard(TavernsDecision):
    """Closing Time! with the Juggler's Closing side and a schnapps: keep one played card on top
    of the deck for 1 schnapps, or discard everything."""

    kind: ClassVar[str] = "keep_card"
    section: ClassVar[str] = "Schnapps Actions Explained"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = [A.KeepCard(c) for c in sorted(set(played(state.players[player])))]
        out.append(A.NoKeep())
        return out

    @handles(A.KeepCard)
    def keep(self, state: State, player: int, action: A.KeepCard, log: Log) -> None:
        state.pending.pop()
        seat = state.players[player]
        seat.schnapps -= 1
        take_played(seat, action.card)
        seat.deck.append(action.card)
        seat.known += 1
        log.append(LogEntry(f"{SEATS[player]} pays the Juggler {schnapps(1)} to keep a "
                            f"{card_text(action.card)} on top of their deck"))
        close_tavern(state, player)

    @handles(A.NoKeep)
    def discard(self, state: State, player: int, action: A.NoKeep, log: Log) -> None:
        state.pending.pop()
        close_tavern(state, player)

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} may pay the Juggler {schnapps(1)} to keep a played card "
                "on top of their deck")


AnyDecision = (ChooseStartCard | RemoveRegulars | ChooseTurnBonus | PlaceEntertainer
               | UpgradeForFree | RestartArrival | PickWhiteDie | PlanDice | Serve
               | ServiceDenied | ChooseSubstitute | SchnappsOrServiceDenied | SignGuestBook
               | JugglerKeepsCard)
"""Every kind of decision the state's stack holds (saved tagged by kind)."""
