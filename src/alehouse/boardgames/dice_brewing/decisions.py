"""The decisions of Dice Brewing: one dataclass per kind, each owning who decides, what they may
choose, what their choice does, the sentence people read and the rulebook section.

Phase 1: `TokenWindow` (the token window at its beginning), then `ArrangeTurn`s; a die placed in
the School of Skills asks for `RerollDice` or `PileRoll` on top. Phase 2: `Purchase` turns.
Phase 3: `TokenWindow`, then `BrewTurn`s; a recipe chosen asks for `BrewRecipe` (its dice, the
special ingredient, the enhancement), then `TakeReward` for reward tokens and dice. On your own
turns of Phases 1 and 2 and in the windows you may also store dice (not in Phase 3) and play
action tokens (`OwnTurnDecision`).

Which decision comes next when none is pending (the token windows, turns in the established
order, phases and rounds) is `rules.proceed`; turns and rounds themselves are rounds.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from alehouse.core.action import Action
from alehouse.core.decision import Decision, handles
from alehouse.core.log import Log
from alehouse.core.words import joined

from . import actions as A
from . import board as B
from . import dice as D
from . import tokens as T
from . import words as W
from .arrangement import arrange_actions
from .board import SEATS
from .brewing import brewable, die_choices, usable_dice
from .content import CONTENT, DICE, INGREDIENTS, MALT_AND_HOPS, TOKENS, Recipe
from .dice import store_actions
from .market import pay, purchases
from .rounds import pass_on, window_turn_over
from .state import Die, Player, State

C = CONTENT
PLACEMENTS_PER_TURN = 2

"""5.1: a turn places one or two seeds or dice (a speed-up counts as one)."""
TOKEN_PLAYS: tuple[type[Action], ...] = tuple(A.TOKEN_ACTIONS.values())
SECTION_ARRANGEMENT = "Dice Arrangement"
SECTION_PURCHASING = "Purchasing special ingredient tokens and action tokens"
SECTION_BREWING = "Brewing Beer and calculating the results"
SECTION_SCHOOL = "School of Skills"
SECTION_TOKENS = "Action tokens"


def _dice_of(seat: Player, source: str) -> list[Die]:
    return seat.pool if source == "pool" else seat.storage


@dataclass(slots=True)
class DiceBrewingDecision(Decision):
    """Every decision of the game: one player decides."""


@dataclass(slots=True)
class OwnTurnDecision(DiceBrewingDecision):
    """A decision on the player's own turn in Phases 1 and 2 or in a token window: besides its
    own choices, moving dice to the storage (not a turn) and playing action tokens."""

    @handles(A.Store)
    def store(self, state: State, player: int, action: A.Store, log: Log) -> None:
        seat = state.players[player]
        D.add(seat.storage, D.take(seat.pool, action.colour, action.value))
        log.append(f"{SEATS[player]} transfers a {W.die(action.colour, action.value)} "
                   "to storage")

    @handles(*TOKEN_PLAYS)
    def play_token(self, state: State, player: int, action: Action, log: Log) -> None:
        T.play(state, player, action, log)


# --- the token windows -------------------------------------------------------------------------


@dataclass(slots=True)
class TokenWindow(OwnTurnDecision):
    """ASSUMPTION 10: the token window at the beginning of Phase 1 (after the roll) and of
    Phase 3 (before the first recipe is chosen): play one action token, or pass. It goes round
    until every player has passed in a row."""

    kind: ClassVar[str] = "window"
    section: ClassVar[str] = SECTION_TOKENS

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = []
        if state.phase == "arrange":
            out.extend(store_actions(state.players[player]))
        out.extend(T.token_actions(state, player, state.phase))
        out.append(A.PASS)
        return out

    @handles(*TOKEN_PLAYS)
    def play_token(self, state: State, player: int, action: Action, log: Log) -> None:
        T.play(state, player, action, log)
        state.pending.pop()
        window_turn_over(state, played=True)

    @handles(A.Pass)
    def pass_(self, state: State, player: int, action: A.Pass, log: Log) -> None:
        state.pending.pop()
        window_turn_over(state, played=False)

    def text(self, state: State) -> str:
        when = "dice arrangement" if state.phase == "arrange" else "brewing"
        return f"{SEATS[self.player]} may play an action token before the {when}, or pass"

    def details(self, state: State) -> dict[str, Any]:
        return {}


# --- Phase 1: dice arrangement -------------------------------------------------------------


@dataclass(slots=True)
class ArrangeTurn(OwnTurnDecision):
    """5.1 Dice Arrangement: a turn places one or two seeds or dice on the player board (a
    speed-up counts as one), then ends; a turn with nothing placed is a pass, final for the
    phase. `placed`: seeds and dice placed this turn."""

    kind: ClassVar[str] = "arrange_turn"
    section: ClassVar[str] = SECTION_ARRANGEMENT
    placed: int = 0

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out = arrange_actions(state, player, self.placed < PLACEMENTS_PER_TURN)
        if state.players[player].tokens:
            out.extend(T.token_actions(state, player, ""))
        out.append(A.END_TURN if self.placed else A.PASS)
        return out

    @handles(A.PlaceSeed)
    def place_seed(self, state: State, player: int, action: A.PlaceSeed, log: Log) -> None:
        self.placed += 1
        B.place_seed(state, player, action.field, log)

    @handles(A.PlaceDie)
    def place_die(self, state: State, player: int, action: A.PlaceDie, log: Log) -> None:
        self.placed += 1
        B.place_die(state, player, action.field, action.source, action.colour, action.value,
                    log)
        effect = C.field[action.field].effect
        if effect == "reroll":
            state.pending.append(RerollDice(player))
        elif effect == "pile_roll":
            state.pending.append(PileRoll(player))

    @handles(A.SpeedUp)
    def speed_up(self, state: State, player: int, action: A.SpeedUp, log: Log) -> None:
        self.placed += 1
        B.speed_up(state, player, action.field, action.source, action.value, log)

    @handles(A.EndTurn)
    def end_turn(self, state: State, player: int, action: A.EndTurn, log: Log) -> None:
        state.pending.pop()
        pass_on(state)

    @handles(A.Pass)
    def pass_(self, state: State, player: int, action: A.Pass, log: Log) -> None:
        state.pending.pop()
        arrange_pass(state, player, log)

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        if self.placed:
            return f"{who} may place another seed or die, or end their turn"
        return f"{who} places seeds or dice on their player board, or passes"

    def details(self, state: State) -> dict[str, Any]:
        return {"placed": self.placed}


def arrange_pass(state: State, player: int, log: Log, forced: bool = False) -> None:
    """5.1: the player passes; they take no more turns in this phase (`forced`: passed for
    them, since they had nothing to place or play)."""
    state.players[player].passed = True
    why = ": nothing left to place" if forced else ""
    log.append(f"{SEATS[player]} passes{why}")
    pass_on(state)


@dataclass(frozen=True, slots=True)
class ChosenDie:
    """A die chosen for the School of Skills re-roll: where it is, its colour and value."""

    source: str
    colour: str
    value: int


@dataclass(slots=True)
class RerollDice(DiceBrewingDecision):
    """School of Skills, blue 2+: choose any number of your dice (active pool or storage),
    then roll them once more; stored dice stay in the storage. `picked`: the dice chosen."""

    kind: ClassVar[str] = "reroll"
    section: ClassVar[str] = SECTION_SCHOOL
    picked: list[ChosenDie] = field(default_factory=list)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        seat = state.players[player]
        out: list[Action] = []
        for source in ("pool", "storage"):
            dice = _dice_of(seat, source)
            for colour, value in D.kinds(dice, unprotected=True):
                have = sum(1 for d in dice if d.colour == colour and d.value == value
                           and not d.blocked and not d.protected)
                if self.picked.count(ChosenDie(source, colour, value)) < have:
                    out.append(A.once(A.SelectReroll, source, colour, value))
        out.append(A.REROLL)
        return out

    @handles(A.SelectReroll)
    def select(self, state: State, player: int, action: A.SelectReroll, log: Log) -> None:
        self.picked.append(ChosenDie(action.source, action.colour, action.value))

    @handles(A.Reroll)
    def reroll(self, state: State, player: int, action: A.Reroll, log: Log) -> None:
        state.pending.pop()
        seat = state.players[player]
        results = []
        for chosen in self.picked:
            dice = _dice_of(seat, chosen.source)
            D.take(dice, chosen.colour, chosen.value, unprotected=True)
            new = D.roll(state.chance, chosen.colour)
            D.add(dice, new)
            results.append(f"{W.die(chosen.colour, chosen.value)} to {new.value}")
        log.append(f"{SEATS[player]} re-rolls {joined(results) or 'no dice'}")

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} chooses which dice to re-roll"

    def details(self, state: State) -> dict[str, Any]:
        return {"chosen": [{"source": d.source, "colour": d.colour, "value": d.value}
                           for d in self.picked]}


@dataclass(slots=True)
class PileRoll(DiceBrewingDecision):
    """School of Skills, blue 3+: choose a colour (yellow, black or green) and roll that whole
    pile, then swap one of your dice of that colour for a rolled one, or keep yours (ASSUMPTION
    12). `colour`: the pile rolled (None until chosen); `rolled`: the values rolled."""

    kind: ClassVar[str] = "pile"
    section: ClassVar[str] = SECTION_SCHOOL
    colour: str | None = None
    rolled: list[int] = field(default_factory=list)

    def colours(self, state: State) -> list[str]:
        """The piles worth rolling: not empty, and of a colour the player has a usable die of."""
        seat = state.players[self.player]
        guarded = not C.owner_may_change_a_protected_die  # assumption 19
        return [c for c in MALT_AND_HOPS if state.piles[c]
                and any(d.colour == c and not d.blocked and not (guarded and d.protected)
                        for d in (*seat.pool, *seat.storage))]

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if self.colour is None:
            return [A.once(A.PileColour, c) for c in self.colours(state)]
        seat = state.players[player]
        out: list[Action] = []
        guarded = not C.owner_may_change_a_protected_die  # assumption 19
        for rolled in sorted(set(self.rolled)):
            for source in ("pool", "storage"):
                for colour, value in D.kinds(_dice_of(seat, source), unprotected=guarded):
                    if colour == self.colour and value != rolled:
                        out.append(A.once(A.Swap, rolled, source, value))
        if not out or C.pile_swap_optional:  # assumption 12
            out.append(A.KEEP)
        return out

    def resolve(self, state: State, log: Log) -> bool:
        if self.colour is not None or self.colours(state):
            return False
        state.pending.pop()  # no colour to swap for: the effect ends at once
        return True

    @handles(A.PileColour)
    def roll_pile(self, state: State, player: int, action: A.PileColour, log: Log) -> None:
        self.colour = action.colour
        self.rolled = sorted(state.chance.roll(6) for _ in range(state.piles[action.colour]))
        log.append(f"{SEATS[player]} rolls the whole {action.colour} pile: "
                   + (", ".join(map(str, self.rolled)) or "it is empty"))

    @handles(A.Swap)
    def swap(self, state: State, player: int, action: A.Swap, log: Log) -> None:
        state.pending.pop()
        colour = self.colour
        assert colour is not None
        dice = _dice_of(state.players[player], action.source)
        D.take(dice, colour, action.value,
               unprotected=not C.owner_may_change_a_protected_die)  # assumption 19
        D.add(dice, D.plain(colour, action.rolled))
        log.append(f"{SEATS[player]} swaps a {colour} {action.value} for a "
                   f"{colour} {action.rolled} from the pile")

    @handles(A.Keep)
    def keep(self, state: State, player: int, action: A.Keep, log: Log) -> None:
        state.pending.pop()

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        if self.colour is None:
            return f"{who} chooses which pile of dice to roll"
        return (f"{who} chooses a rolled {self.colour} die to swap for one of their own, or "
                "keeps their own")

    def details(self, state: State) -> dict[str, Any]:
        return {"colour": self.colour, "rolled": list(self.rolled)}


# --- Phase 2: purchasing -------------------------------------------------------------------


@dataclass(slots=True)
class Purchase(OwnTurnDecision):
    """5.2: one purchasing turn in the established order: one special ingredient (marketplace)
    and one action token (black market), then the turn ends."""

    kind: ClassVar[str] = "purchase"
    section: ClassVar[str] = SECTION_PURCHASING

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out = purchases(state, player)
        out.extend(store_actions(state.players[player]))
        out.extend(T.token_actions(state, player, ""))
        out.append(A.END_TURN)
        return out

    @handles(A.BuyIngredient)
    def buy_ingredient(self, state: State, player: int, action: A.BuyIngredient,
                       log: Log) -> None:
        seat = state.players[player]
        ing = action.ingredient
        price = C.ingredient_price[ing]
        if action.blue_from != "none":
            seat.market_die = D.take(_dice_of(seat, action.blue_from), "blue",
                                     action.blue_value)
            price -= C.discount(ing, action.blue_value)
        pay(state, seat, price)
        state.market[ing] -= 1
        seat.ingredients.append(ing)
        seat.ingredients.sort()
        seat.bought_ingredient = True
        log.append(f"{SEATS[player]} buys {W.ingredient(ing)} for {W.gold(price)}")

    @handles(A.BuyToken)
    def buy_token(self, state: State, player: int, action: A.BuyToken, log: Log) -> None:
        seat = state.players[player]
        token = action.token
        pay(state, seat, C.token_price[token])
        state.black_market[token] -= 1
        seat.tokens.append(token)
        seat.tokens.sort()
        seat.bought_token = True
        T.log_token(state, player, token, "buys", log)

    @handles(A.EndTurn)
    def end_turn(self, state: State, player: int, action: A.EndTurn, log: Log) -> None:
        state.pending.pop()
        state.order_index += 1  # one turn each: the phase ends after the last player
        state.chance.barrier()

    def text(self, state: State) -> str:
        return (f"{SEATS[self.player]} may buy a special ingredient and an action token, then "
                "end their turn")

    def details(self, state: State) -> dict[str, Any]:
        return {}


# --- Phase 3: brewing ----------------------------------------------------------------------


@dataclass(slots=True)
class BrewTurn(DiceBrewingDecision):
    """5.3: a brewing turn in the established order: brew one recipe, or pass (the phase ends
    once a whole round of turns brews nothing)."""

    kind: ClassVar[str] = "brew_turn"
    section: ClassVar[str] = SECTION_BREWING

    def legal_actions(self, state: State, player: int) -> list[Action]:
        out: list[Action] = [A.once(A.Brew, slot) for slot in brewable(state, player)]
        out.append(A.PASS)
        return out

    @handles(A.Brew)
    def brew(self, state: State, player: int, action: A.Brew, log: Log) -> None:
        state.pending.pop()
        state.quiet = 0
        state.pending.append(BrewRecipe(player, action.slot, state.row[action.slot]))

    @handles(A.Pass)
    def pass_(self, state: State, player: int, action: A.Pass, log: Log) -> None:
        state.pending.pop()
        state.quiet += 1
        pass_on(state)

    def text(self, state: State) -> str:
        return f"{SEATS[self.player]} chooses a recipe to brew, or passes"

    def details(self, state: State) -> dict[str, Any]:
        return {}


@dataclass(slots=True)
class BrewRecipe(DiceBrewingDecision):
    """5.3: brewing the recipe in display `slot` (card `recipe`): the dice from storage, one
    required die after the other (`values` so far, in the recipe's order), then the special
    ingredient when any one will do, then at most one enhancement. Any step with a single
    possible choice is made without asking."""

    kind: ClassVar[str] = "brew"
    section: ClassVar[str] = SECTION_BREWING
    slot: int = 0
    recipe: int = 0
    values: list[int] = field(default_factory=list)
    ingredient: str = ""
    """The ingredient chosen for a recipe that needs any one ("" until chosen)."""

    @property
    def card(self) -> Recipe:
        return C.recipes[self.recipe]

    @property
    def stage(self) -> str:
        """"" while the dice are chosen, then "ingredient" (a recipe that needs any one special
        ingredient), then "enhance"."""
        recipe = self.card
        if len(self.values) < len(recipe.dice):
            return ""
        if "any" in recipe.needs and not self.ingredient:
            return "ingredient"
        return "enhance"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        seat = state.players[player]
        recipe = self.card
        stage = self.stage
        if stage == "":
            return [A.once(A.UseDie, v) for v in die_choices(seat, recipe, self.values)]
        if stage == "ingredient":
            held = list(seat.ingredients)
            for need in recipe.needs:
                if need != "any":
                    held.remove(need)
            return [A.once(A.UseIngredient, i) for i in INGREDIENTS if i in held]
        return self.enhancements(seat)

    def enhancements(self, seat: Player) -> list[Action]:
        """At most one enhancement: nothing, a stored blue die of the value shown, or a special
        ingredient the recipe lists (besides those the recipe itself uses)."""
        recipe = self.card
        out: list[Action] = [A.once(A.Enhance, "nothing", 0)]
        held = list(seat.ingredients)
        for need in recipe.needs:
            held.remove(self.ingredient if need == "any" else need)
        for e in recipe.enhancements:
            if e.blue:
                for v in sorted({d.value for d in usable_dice(seat) if d.colour == "blue"}):
                    if v >= e.blue:
                        out.append(A.once(A.Enhance, "blue", v))
            elif e.ingredient in held:
                out.append(A.once(A.Enhance, e.ingredient, 0))
        return out

    def resolve(self, state: State, log: Log) -> bool:
        options = self.legal_actions(state, self.player)
        if len(options) != 1:
            return False
        self.apply(state, self.player, options[0], log)
        return True

    @handles(A.UseDie)
    def use_die(self, state: State, player: int, action: A.UseDie, log: Log) -> None:
        self.values.append(action.value)

    @handles(A.UseIngredient)
    def use_ingredient(self, state: State, player: int, action: A.UseIngredient,
                       log: Log) -> None:
        self.ingredient = action.ingredient

    @handles(A.Enhance)
    def enhance(self, state: State, player: int, action: A.Enhance, log: Log) -> None:
        state.pending.pop()
        self.brew(state, player, action.item, action.value, log)

    def brew(self, state: State, player: int, item: str, value: int, log: Log) -> None:
        """The brew: dice used go to the active pool, ingredients back to the marketplace; the
        reward and the enhancement's bonus, +1 MP; the next card of the deck takes the recipe's
        place (a reveal: nothing of the turn can be taken back) and the turn passes on; reward
        tokens and dice are then chosen."""
        seat = state.players[player]
        recipe = self.card
        for (colour, _), v in zip(recipe.dice, self.values):
            D.add(seat.pool, D.take(seat.storage, colour, v))  # used dice go to the active pool
        for need in recipe.needs:
            ing = self.ingredient if need == "any" else need
            seat.ingredients.remove(ing)
            state.market[ing] += 1
        gold, mp, tokens, dice = (recipe.reward.gold, recipe.reward.mp, recipe.reward.token,
                                  recipe.reward.die)
        extra = ""
        if item != "nothing":
            e = next(e for e in recipe.enhancements
                     if (item == "blue" and e.blue) or e.ingredient == item)
            if item == "blue":
                D.add(seat.pool, D.take(seat.storage, "blue", value))
                extra = f" enhanced with a {W.die('blue', value)}"
            else:
                seat.ingredients.remove(item)
                state.market[item] += 1
                extra = f" enhanced with {W.ingredient(item)}"
            gold += e.gives.gold
            mp += e.gives.mp
            tokens += e.gives.token
            dice += e.gives.die
        seat.gold += gold
        seat.mastery += mp + C.brew_mastery
        seat.brewed.append(recipe.id)
        state.brewed_total += 1
        state.last_brew = state.round
        log.append(f"{SEATS[player]} brews {recipe.name}{extra}: "
                   f"{W.brewed(mp + C.brew_mastery, gold, tokens, dice)}")
        slot = self.slot
        state.row[slot] = state.deck.pop() if state.deck else -1
        if state.row[slot] >= 0:
            log.append(f"A new recipe is drawn: {C.recipes[state.row[slot]].name}")
        pass_on(state)
        if dice:
            state.pending.append(TakeReward(player, dice, "die"))
        if tokens:
            state.pending.append(TakeReward(player, tokens, "token"))

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        name = self.card.name
        stage = self.stage
        if stage == "":
            return f"{who} chooses the dice from their storage to brew {name}"
        if stage == "ingredient":
            return f"{who} chooses the special ingredient to brew {name}"
        return f"{who} chooses whether to enhance {name}"

    def details(self, state: State) -> dict[str, Any]:
        return {"slot": self.slot, "dice": list(self.values)}


@dataclass(slots=True)
class TakeReward(DiceBrewingDecision):
    """5.3 rewards: `count` more action tokens of the player's choice (from those still on the
    black market; `reward` "token") or dice of a colour of their choice (rolled into the active
    pool; `reward` "die"). A single possible choice is made without asking."""

    kind: ClassVar[str] = "reward"
    section: ClassVar[str] = SECTION_BREWING
    count: int = 1
    reward: Literal["token", "die"] = "token"

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if self.reward == "token":
            return [A.once(A.TakeToken, t) for t in TOKENS if state.black_market[t]]
        return [A.once(A.TakeDie, c) for c in DICE if state.piles[c]]

    def resolve(self, state: State, log: Log) -> bool:
        options = self.legal_actions(state, self.player)
        if not options:
            self.done(state)  # none left: the rest of the reward is lost
            return True
        if len(options) == 1:
            self.apply(state, self.player, options[0], log)
            return True
        return False

    @handles(A.TakeToken)
    def take_token(self, state: State, player: int, action: A.TakeToken, log: Log) -> None:
        seat = state.players[player]
        state.black_market[action.token] -= 1
        seat.tokens.append(action.token)
        seat.tokens.sort()
        T.log_token(state, player, action.token, "takes", log)
        self.taken(state)

    @handles(A.TakeDie)
    def take_die(self, state: State, player: int, action: A.TakeDie, log: Log) -> None:
        state.piles[action.colour] -= 1
        die = D.roll(state.chance, action.colour)
        D.add(state.players[player].pool, die)
        log.append(f"{SEATS[player]} takes a {action.colour} die into the active pool "
                   f"(rolled {die.value})")
        self.taken(state)

    def taken(self, state: State) -> None:
        self.count -= 1
        if self.count <= 0:
            self.done(state)

    def done(self, state: State) -> None:
        state.pending.pop()
        state.chance.barrier()  # the brewing turn is over

    def text(self, state: State) -> str:
        who = SEATS[self.player]
        if self.reward == "token":
            what = "an action token" if self.count == 1 else f"{self.count} action tokens"
        else:
            what = "a die" if self.count == 1 else f"{self.count} dice"
        return f"{who} chooses {what} as a reward"

    def details(self, state: State) -> dict[str, Any]:
        return {"take": self.reward, "count": self.count}


AnyDecision = (TokenWindow | ArrangeTurn | RerollDice | PileRoll | Purchase | BrewTurn
               | BrewRecipe | TakeReward)
"""Every kind of decision the state's stack holds (saved tagged by kind)."""
