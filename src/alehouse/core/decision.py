"""Decisions: what a match waits for, as typed objects on a stack in the state.

One decision kind is one dataclass (the TAG "extended sequence" habit): it owns who decides
(`player`, or `actors` for a choice several seats make at once), what they may choose
(`legal_actions`), what happens next (one handler per action kind, marked with `handles`), the
sentence people read (`text`) and the rulebook section that governs it (`section`)::

    @dataclass(slots=True)
    class ActivateShedTiles(Decision):
        kind: ClassVar[str] = "shed"
        section: ClassVar[str] = "Sheds"
        shed: int

        def legal_actions(self, state: State, player: int) -> list[Action]: ...

        @handles(A.ActivateShed)
        def activate(self, state: State, player: int, action: A.ActivateShed, log: Log) -> None:
            ...

        def text(self, state: State) -> str:
            return f"{SEATS[self.player]} chooses which tiles shed {self.shed + 1} activates"

A game keeps them in ``state.pending: Stack`` (the last one is decided first). `Stack` is a
list of `Decision`s whose kinds `alehouse.core.codec` finds in the game package's
``decisions.AnyDecision`` (the union of its decision classes), so it saves each one tagged by its
`kind` and copies it with generated code like any other state dataclass, while the state module
need not import the decisions (which import the state).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, TypeVar

from .action import Action
from .log import Log

EVERYONE = -1
"""`Decision.player` of a decision several seats make at once (they are its `actors`)."""

Handler = Callable[[Any, Any, int, Any, Log], None]
F = TypeVar("F", bound=Callable[..., None])

_TABLES: dict[type, dict[type[Action], Handler]] = {}


def handles(*kinds: type[Action]) -> Callable[[F], F]:
    """Mark a `Decision` method as the handler of these action kinds:
    ``handler(self, state, player, action, log)``. Subclasses inherit handlers and may replace
    them."""

    def mark(fn: F) -> F:
        fn.__handles__ = kinds  # type: ignore[attr-defined]
        return fn

    return mark


def _table(cls: type) -> dict[type[Action], Handler]:
    table = _TABLES.get(cls)
    if table is None:
        table = {}
        for klass in reversed(cls.__mro__):  # base classes first, so subclasses override
            for value in vars(klass).values():
                for kind in getattr(value, "__handles__", ()):
                    table[kind] = value
        _TABLES[cls] = table
    return table


@dataclass(slots=True)
class Decision:
    """One pending choice. Subclasses set `kind` (stable, in views and saved states) and
    `section`, add their own fields, and implement `legal_actions` and the handlers.

    The hooks receive the state the decision belongs to; only handlers (and `resolve`) may
    change it."""

    kind: ClassVar[str] = "decision"
    section: ClassVar[str] = ""
    """The rulebook section that governs this decision, as the rulebook titles it."""
    final: ClassVar[bool] = False
    """True: an action taken here can never be taken back (`Match.undo`)."""

    player: int
    """Who decides (`EVERYONE` when several seats decide at once: see `actors`)."""

    def actors(self, state: Any) -> tuple[int, ...]:
        """The seats that may act now, in seat order."""
        return (self.player,)

    def legal_actions(self, state: Any, player: int) -> list[Action]:
        """Every legal action of `player` (one of `actors`), in a deterministic order."""
        raise NotImplementedError(f"{type(self).__name__} lists no legal actions")

    def apply(self, state: Any, player: int, action: Action, log: Log) -> None:
        """Play a legal `action` (already checked) by calling its handler."""
        table = _TABLES.get(type(self))
        handler = (_table(type(self)) if table is None else table).get(type(action))
        if handler is None:
            raise TypeError(f"{type(self).__name__} has no handler for {type(action).__name__}")
        handler(self, state, player, action, log)

    def resolve(self, state: Any, log: Log) -> bool:
        """Settle this decision without asking, when the rules leave a single outcome (or
        none); True when it did (it then took itself off the stack). By default it asks."""
        return False

    def text(self, state: Any) -> str:
        """The sentence people read ("Blue chooses which tiles shed 3 activates"). It may be
        shown to every seat, so it names nothing hidden."""
        return f"Player {self.player + 1} decides"

    def rulebook_section(self, state: Any) -> str:
        """The rulebook section that governs this decision now: `section`, unless one kind
        of decision serves several rules."""
        return self.section

    def details(self, state: Any) -> dict[str, Any]:
        """What a view shows of this decision beyond its kind and actors: public values the
        state codec can save (`BoardGame` makes them JSON-safe with `codec.to_data`). By
        default every field but `player`."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if f.name != "player"}

    @classmethod
    def handled(cls) -> tuple[type[Action], ...]:
        """The action kinds this decision has handlers for."""
        return tuple(_table(cls))


@dataclass(frozen=True, slots=True)
class DecisionsOf:
    """Marks a list of `Decision`s whose kinds are the union named `union` in the module
    `module` of the state class's own package (how `Stack` finds a game's decisions)."""

    module: str = "decisions"
    union: str = "AnyDecision"


Stack = Annotated[list[Decision], DecisionsOf()]
"""The type of a game state's decision stack."""


@dataclass(frozen=True, slots=True)
class Awaiting:
    """What a match waits for: the kind of decision, who makes it, the sentence people read,
    the rulebook section, and the decision's public details."""

    kind: str
    actors: tuple[int, ...]
    text: str
    section: str = ""
    details: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def player(self) -> int | None:
        """The one seat awaited, or None when several decide at once."""
        return self.actors[0] if len(self.actors) == 1 else None

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "player", "players", ...details, "text", "section"}``."""
        return {"kind": self.kind, "player": self.player, "players": list(self.actors),
                **self.details, "text": self.text, "section": self.section}
