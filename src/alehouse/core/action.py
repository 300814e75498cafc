"""Actions: one decision each, as small frozen dataclasses with a JSON form and a fixed index.

A game declares its action kinds as subclasses of `Action`, each with a JSON ``type`` name and
fields declared with `choice(...)`, which lists every value the field may take. From those
domains `ActionSpace` derives the game's fixed action space (`num_actions`, `encode`, `decode`)
and validates JSON input::

    @dataclass(frozen=True, slots=True)
    class Sell(Action):
        type: ClassVar[str] = "sell"
        good: str = choice("hops", "peat")
        count: int = choice(1, 2, 3)

    Sell("hops", 2).to_json() == {"type": "sell", "good": "hops", "count": 2}
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import IllegalAction, shown


def choice(*values: Any) -> Any:
    """Declare an action field and every value it may take (used for validation and encoding)."""
    if not values:
        raise ValueError("a field needs at least one allowed value")
    return dataclasses.field(metadata={"domain": tuple(values)})


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each action class's field names, in order (`dataclasses.fields` is slow on hot paths)."""


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action kind. Subclasses set `type` and declare fields with `choice`."""

    type: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(f.name for f in dataclasses.fields(self))
        for name in names:
            data[name] = getattr(self, name)
        return data

    @property
    def label(self) -> str:
        """A default label; games give people better ones through `Game.label`."""
        parts = [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)]
        return self.type.replace("_", " ") + (f" ({', '.join(parts)})" if parts else "")


@dataclass(frozen=True, slots=True)
class _Kind:
    cls: type[Action]
    names: tuple[str, ...]
    domains: tuple[tuple[Any, ...], ...]
    positions: tuple[dict[Any, int], ...]
    offset: int
    size: int


def _key(value: Any) -> tuple[type, Any]:
    # True == 1 in Python: keying by type keeps a bool from passing for an int and back
    return (type(value), value)


def _position(positions: dict[Any, int], value: Any) -> int | None:
    try:
        return positions.get(_key(value))
    except TypeError:  # unhashable (a list or object from JSON): never a declared value
        return None


class ActionSpace:
    """The fixed, ordered space of every action a game can ever take.

    Indices are assigned kind by kind (in the order given), and within a kind by the mixed radix
    of the fields' domains, so they are stable as long as the declarations are.
    """

    def __init__(self, kinds: Iterable[type[Action]]) -> None:
        self._kinds: dict[str, _Kind] = {}
        self._by_class: dict[type[Action], _Kind] = {}
        offset = 0
        for cls in kinds:
            names: list[str] = []
            domains: list[tuple[Any, ...]] = []
            for f in dataclasses.fields(cls):
                domain = f.metadata.get("domain")
                if domain is None:
                    raise TypeError(f"{cls.__name__}.{f.name} must be declared with choice(...)")
                names.append(f.name)
                domains.append(domain)
            size = 1
            for d in domains:
                size *= len(d)
            positions = tuple({_key(v): i for i, v in enumerate(d)} for d in domains)
            kind = _Kind(cls, tuple(names), tuple(domains), positions, offset, size)
            if cls.type in self._kinds:
                raise TypeError(f"two action kinds are named {cls.type!r}")
            self._kinds[cls.type] = kind
            self._by_class[cls] = kind
            offset += size
        self.size = offset
        self._cache: dict[int, Action] = {}
        self._indexers = {kind.cls: _indexer(kind) for kind in self._kinds.values()}

    def index(self, action: Action) -> int:
        """`encode` for an action already known to be valid (a legal action, or one parsed):
        no checks, several times quicker."""
        return self._indexers[type(action)](action)

    @functools.cached_property
    def fingerprint(self) -> str:
        """A short digest of the whole numbering (kinds, fields, domains, in order): saves
        that store actions by index carry it, so a renumbered game refuses them."""
        layout = [(k.cls.type, k.names, [[(type(v).__name__, v) for v in d] for d in k.domains])
                  for k in self._kinds.values()]
        return hashlib.blake2b(repr(layout).encode(), digest_size=6).hexdigest()

    @property
    def types(self) -> tuple[str, ...]:
        return tuple(self._kinds)

    def encode(self, action: Action) -> int:
        kind = self._by_class.get(type(action))
        if kind is None:
            raise IllegalAction("that is not an action of this game", "unknown_action")
        index = 0
        for name, domain, pos in zip(kind.names, kind.domains, kind.positions):
            value = getattr(action, name)
            i = _position(pos, value)
            if i is None:
                raise IllegalAction(_not_allowed(kind.cls.type, name, value, domain),
                                    "malformed_action")
            index = index * len(domain) + i
        return kind.offset + index

    def decode(self, index: int) -> Action:
        """The action with this index; IllegalAction for anything but an int in the space."""
        if type(index) is not int:
            raise IllegalAction(f"an action index must be a whole number, not {shown(index)}",
                                "malformed_action")
        cached = self._cache.get(index)
        if cached is not None:
            return cached
        if not 0 <= index < self.size:
            raise IllegalAction(f"action index {shown(index)} is outside 0..{self.size - 1}",
                                "malformed_action")
        for kind in self._kinds.values():
            if index < kind.offset + kind.size:
                rest = index - kind.offset
                values: list[Any] = []
                for domain in reversed(kind.domains):
                    rest, i = divmod(rest, len(domain))
                    values.append(domain[i])
                action = kind.cls(*reversed(values))
                self._cache[index] = action
                return action
        raise AssertionError("unreachable")  # pragma: no cover

    def parse(self, data: Any) -> Action:
        """An action from its JSON form; IllegalAction (unknown/malformed) names what is wrong."""
        if isinstance(data, Action):
            self.encode(data)
            return data
        if not isinstance(data, Mapping):
            raise IllegalAction(
                f"an action must be a JSON object with a 'type', not {type(data).__name__}",
                "malformed_action")
        if not all(isinstance(k, str) for k in data):
            raise IllegalAction("an action's field names must be strings", "malformed_action")
        if "type" not in data:
            raise IllegalAction(f"an action needs a type, one of: {', '.join(self._kinds)}",
                                "unknown_action")
        type_name = data["type"]
        kind = self._kinds.get(type_name) if isinstance(type_name, str) else None
        if kind is None:
            raise IllegalAction(
                f"unknown action type {shown(type_name)}; this game's actions are: "
                f"{', '.join(self._kinds)}", "unknown_action")
        fields = set(data) - {"type"}
        missing = [n for n in kind.names if n not in fields]
        extra = [shown(n) for n in sorted(fields - set(kind.names))]
        if missing or extra:
            wanted = ", ".join(kind.names) or "no fields"
            problems = []
            if missing:
                problems.append(f"missing {', '.join(missing)}")
            if extra:
                problems.append(f"unexpected {', '.join(extra)}")
            raise IllegalAction(f"{type_name}: {'; '.join(problems)} (it takes {wanted})",
                                "malformed_action")
        values = []
        for name, domain, pos in zip(kind.names, kind.domains, kind.positions):
            value = data[name]
            if _position(pos, value) is None:
                raise IllegalAction(_not_allowed(type_name, name, value, domain),
                                    "malformed_action")
            values.append(value)
        return kind.cls(*values)


def _indexer(kind: _Kind) -> Callable[[Action], int]:
    """The index of a valid action of `kind`, as `ActionSpace.encode` computes it (mixed radix
    over the fields' domains), by code generated for the kind. Values are looked up as they
    are unless a domain holds a bool or values equal to each other (then by `_key`)."""
    ns: dict[str, Any] = {"_key": _key}
    expr = ""
    for i, (name, domain, keyed) in enumerate(zip(kind.names, kind.domains, kind.positions)):
        plain = {v: n for n, v in enumerate(domain)}
        if len(plain) == len(domain) and not any(isinstance(v, bool) for v in domain):
            ns[f"_p{i}"], term = plain, f"_p{i}[a.{name}]"
        else:
            ns[f"_p{i}"], term = keyed, f"_p{i}[_key(a.{name})]"
        expr = f"({expr}) * {len(domain)} + {term}" if expr else term
    source = f"def _index(a):\n    return {kind.offset}" + (f" + {expr}" if expr else "")
    exec(source, ns)  # generated from the declared domains only
    fn: Callable[[Action], int] = ns["_index"]
    return fn


SHOWN_VALUES = 12
"""At most this many allowed values are listed in a refusal."""


def _not_allowed(type_name: str, name: str, value: Any, domain: tuple[Any, ...]) -> str:
    """The reason for a field value outside its domain, with (some of) the allowed values."""
    allowed = ", ".join(shown(v) for v in domain[:SHOWN_VALUES])
    if len(domain) > SHOWN_VALUES:
        allowed += f", … ({len(domain)} values)"
    return f"{type_name}: {name}={shown(value)} is not one of {allowed}"
