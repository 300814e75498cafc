"""State dataclasses <-> JSON data, and fast deep copies, both derived from the type hints.

Game states are trees of (preferably ``slots=True``) dataclasses whose fields are typed with
int, float, str, bool, None, ``X | None``, ``list[T]``, ``tuple[T, ...]``, ``dict[K, T]`` (K int
or str), nested dataclasses, and unions of `Decision` dataclasses (``A | B | C``, possibly
``| None``), saved with their ``kind`` as a tag. From those hints this module builds, once per
class:

- `clone(obj)`: a deep copy by generated code (no memo, no pickling), so that `Match.clone` is
  cheap enough for bots that copy states thousands of times a second;
- `to_data(obj)` / `from_data(cls, data)`: a JSON-safe tree and back, exactly (tuples stay
  tuples, int dict keys stay ints). `from_data` raises `ValueError` naming the path that is wrong.

A field made with `derived()` is a cache the rules keep beside the state (work saved between
calls, wholly determined by the other fields): it is neither saved nor copied nor compared, and
a copy or a loaded state starts without it (None), to be made again when first needed.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar, Union, cast, get_args, get_origin

from .decision import Decision, DecisionsOf
from .errors import shown

T = TypeVar("T")

_SCALARS: tuple[type, ...] = (int, float, str, bool, type(None))


_DERIVED = "alehouse.derived"
"""The metadata key of a `derived` field."""


def derived() -> Any:
    """A dataclass field for a cache the rules keep beside the state, wholly determined by the
    state's other fields: not saved, not copied, not compared; None until first made (after
    a copy or a load too). Whoever reads it checks that it still fits the state."""
    return dataclasses.field(default=None, compare=False, repr=False,
                             metadata={_DERIVED: True})


def derived_fields(cls: type) -> tuple[str, ...]:
    """The names of the `derived` fields of dataclass `cls`."""
    return tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get(_DERIVED))


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """Field name -> resolved type hint of dataclass `cls` (cached: resolving is slow), for
    every field but the `derived` ones. A decision stack (`Stack`) resolves to a list of the
    game's decision union."""
    found = _HINTS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        found = _HINTS[cls] = {f.name: _concrete(cls, hints[f.name])
                               for f in dataclasses.fields(cls)
                               if not f.metadata.get(_DERIVED)}
    return found


def _concrete(owner: type, tp: Any) -> Any:
    """`tp` without Annotated metadata; a `DecisionsOf` stack as the list of its union."""
    if get_origin(tp) is not Annotated:
        return tp
    base, *extras = get_args(tp)
    for extra in extras:
        if isinstance(extra, DecisionsOf):
            package = owner.__module__.rpartition(".")[0]
            module = importlib.import_module(f"{package}.{extra.module}" if package
                                             else extra.module)
            return list[getattr(module, extra.union)]  # type: ignore[misc]
    return base


def _is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


@functools.cache
def _tagged(tp: Any) -> dict[str, type] | None:
    """kind -> class for a union of Decision dataclasses (None itself allowed beside them);
    None when `tp` is no such union."""
    if not _is_union(tp):
        return None
    members = [a for a in get_args(tp) if a is not type(None)]
    if len(members) < 2:
        return None
    if not all(isinstance(a, type) and issubclass(a, Decision) for a in members):
        raise TypeError(f"only X | None and unions of Decision dataclasses are supported, "
                        f"not {tp}")
    kinds = {a.kind: a for a in members}
    if len(kinds) != len(members):
        raise TypeError(f"two decisions of {tp} share a kind")
    return kinds


def _optional_arg(tp: Any) -> Any | None:
    """X for ``X | None``; None for other types (a tagged union is handled apart)."""
    if _is_union(tp):
        args = get_args(tp)
        members = [a for a in args if a is not type(None)]
        if len(members) == 1 and len(args) == 2:
            return members[0]
        if _tagged(tp) is not None:
            return None
        raise TypeError(f"only X | None unions are supported, not {tp}")
    return None


def is_immutable(tp: Any) -> bool:
    """True for types whose values never need copying."""
    if tp in _SCALARS:
        return True
    tagged = _tagged(tp)
    if tagged is not None:
        return all(is_immutable(c) for c in tagged.values())
    origin = get_origin(tp)
    if origin is Literal:
        return True
    if origin is tuple:
        return all(is_immutable(a) for a in get_args(tp) if a is not Ellipsis)
    inner = _optional_arg(tp)
    if inner is not None:
        return is_immutable(inner)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        params = getattr(tp, "__dataclass_params__", None)
        return bool(params and params.frozen) and all(is_immutable(h) for h in _hints(tp).values())
    return False


def _by_class(tp: Any, expr: str, ns: dict[str, Any],
              make: Callable[[type], Callable[[Any], Any]]) -> str:
    """Generated code applying, to the decision `expr` of the tagged union `tp` (None too where
    the union allows it), the function `make` builds for its class."""
    tagged = _tagged(tp)
    assert tagged is not None
    name = f"_{make.__name__}_by_class_{id(tp)}"
    ns[name] = {cls: make(cls) for cls in tagged.values()}
    code = f"{name}[{expr}.__class__]({expr})"
    return f"(None if {expr} is None else {code})" if type(None) in get_args(tp) else code


# --- clone ---------------------------------------------------------------------------------

_CLONERS: dict[type, Callable[[Any], Any]] = {}


def _copy_expr(tp: Any, expr: str, ns: dict[str, Any], depth: int) -> str:
    if is_immutable(tp):
        return expr
    origin = get_origin(tp)
    var = f"_v{depth}"
    if origin is list:
        (arg,) = get_args(tp)
        if is_immutable(arg):
            return f"{expr}.copy()"
        return f"[{_copy_expr(arg, var, ns, depth + 1)} for {var} in {expr}]"
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return f"tuple({_copy_expr(args[0], var, ns, depth + 1)} for {var} in {expr})"
        raise TypeError(f"fixed tuples of mutable items are not supported: {tp}")
    if origin is dict:
        _, value = get_args(tp)
        if is_immutable(value):
            return f"{expr}.copy()"
        kvar = f"_k{depth}"
        inner = _copy_expr(value, var, ns, depth + 1)
        return f"{{{kvar}: {inner} for {kvar}, {var} in {expr}.items()}}"
    if _tagged(tp) is not None:
        return _by_class(tp, expr, ns, cloner)
    inner_tp = _optional_arg(tp)
    if inner_tp is not None:
        return f"(None if {expr} is None else {_copy_expr(inner_tp, expr, ns, depth)})"
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        name = f"_clone_{tp.__name__}_{id(tp)}"
        ns[name] = cloner(tp)
        return f"{name}({expr})"
    raise TypeError(f"cannot copy values of type {tp}")


def cloner(cls: type[T]) -> Callable[[T], T]:
    """The generated deep-copy function for dataclass `cls` (cached)."""
    found = _CLONERS.get(cls)
    if found is not None:
        return found

    def lazy(obj: Any) -> Any:  # placeholder while a recursive type is being built
        return _CLONERS[cls](obj)

    _CLONERS[cls] = lazy
    ns: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    lines = ["def _clone(o):", "    n = _new(_cls)"]
    for name, tp in _hints(cls).items():
        lines.append(f"    n.{name} = {_copy_expr(tp, f'o.{name}', ns, 0)}")
    for name in derived_fields(cls):
        lines.append(f"    n.{name} = None")
    lines.append("    return n")
    exec("\n".join(lines), ns)  # generated from type hints only
    fn: Callable[[T], T] = ns["_clone"]
    if getattr(getattr(cls, "__dataclass_params__", None), "frozen", False):
        # frozen dataclasses forbid attribute assignment; fall back to the constructor
        def fn(o: Any, _c: Any = cls, _names: tuple[str, ...] = tuple(_hints(cls))) -> Any:
            return _c(**{n: clone(getattr(o, n)) for n in _names})

    _CLONERS[cls] = fn
    return fn


def clone(obj: T) -> T:
    """A deep copy of a state dataclass (or of plain JSON-like data)."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return cloner(type(obj))(obj)
    if isinstance(obj, list):
        return [clone(x) for x in obj]  # type: ignore[return-value]
    if isinstance(obj, dict):
        return {k: clone(v) for k, v in obj.items()}  # type: ignore[return-value]
    return obj


# --- JSON data -------------------------------------------------------------------------------


def to_data(obj: Any) -> Any:
    """A JSON-safe tree: dataclasses become dicts (field order; a Decision's ``kind`` first),
    tuples lists, keys strings."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Decision):
        return {"kind": obj.kind, **{f.name: to_data(getattr(obj, f.name))
                                     for f in dataclasses.fields(obj)
                                     if not f.metadata.get(_DERIVED)}}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj)
                if not f.metadata.get(_DERIVED)}
    if isinstance(obj, (list, tuple)):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    raise TypeError(f"cannot serialise {type(obj).__name__}")


def from_data(tp: Any, data: Any, path: str = "$") -> Any:
    """Rebuild a value of type `tp` from `to_data` output; ValueError names the first bad path."""
    if tp is Any:
        return data
    if tp is bool:
        if not isinstance(data, bool):
            raise ValueError(f"{path}: expected true/false, got {shown(data)}")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError(f"{path}: expected an integer, got {shown(data)}")
        return data
    if tp is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise ValueError(f"{path}: expected a number, got {shown(data)}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise ValueError(f"{path}: expected a string, got {shown(data)}")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"{path}: expected null, got {shown(data)}")
        return None
    origin = get_origin(tp)
    if origin is Literal:
        if data not in get_args(tp):
            raise ValueError(f"{path}: expected one of {get_args(tp)}, got {shown(data)}")
        return data
    tagged = _tagged(tp)
    if tagged is not None:
        if data is None and type(None) in get_args(tp):
            return None
        kind = data.get("kind") if isinstance(data, dict) else None
        cls = tagged.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(f"{path}: expected a decision of kind {' | '.join(tagged)}, got "
                             f"{shown(kind)}")
        return from_data(cls, data, path)
    inner = _optional_arg(tp)
    if inner is not None:
        return None if data is None else from_data(inner, data, path)
    if origin in (list, tuple):
        if not isinstance(data, list):
            raise ValueError(f"{path}: expected a list, got {type(data).__name__}")
        args = get_args(tp)
        if origin is list:
            return [from_data(args[0], x, f"{path}[{i}]") for i, x in enumerate(data)]
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise ValueError(f"{path}: expected {len(args)} items, got {len(data)}")
        return tuple(from_data(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data)))
    if origin is dict:
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected an object, got {type(data).__name__}")
        key_tp, value_tp = get_args(tp)
        out = {}
        for k, v in data.items():
            try:
                key = int(k) if key_tp is int else k
            except ValueError:
                raise ValueError(f"{path}: key {shown(k)} is not an integer") from None
            out[key] = from_data(value_tp, v, f"{path}.{k}")
        return out
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected an object for {tp.__name__}")
        if issubclass(tp, Decision):
            if data.get("kind") != tp.kind:
                raise ValueError(f"{path}: expected a decision of kind '{tp.kind}', got "
                                 f"{shown(data.get('kind'))}")
            data = {k: v for k, v in data.items() if k != "kind"}
        hints = _hints(tp)
        missing = sorted(set(hints) - set(data))
        extra = sorted(set(data) - set(hints))
        if missing or extra:
            raise ValueError(f"{path}: {tp.__name__} fields missing {missing}, unexpected {extra}")
        values = {name: from_data(h, data[name], f"{path}.{name}") for name, h in hints.items()}
        return tp(**values)
    raise TypeError(f"cannot deserialise type {tp}")


# --- generated JSON codecs (the hot path of saving and loading) --------------------------------


class _Bad(Exception):
    """A generated decoder met data that does not fit; `from_data` then finds the path."""


_DECODERS: dict[Any, Callable[[Any], Any]] = {}
_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _bad() -> Any:
    raise _Bad


_JSON_TYPES: dict[Any, set[type]] = {int: {int}, str: {str}, bool: {bool}}
"""Item types whose JSON value is the value itself, with the one Python type it may have."""


def _decode_scalar(tp: Any) -> Callable[[Any], Any] | None:
    if tp is int:
        return lambda v: v if type(v) is int else _bad()
    if tp is str:
        return lambda v: v if type(v) is str else _bad()
    if tp is bool:
        return lambda v: v if type(v) is bool else _bad()
    if tp is float:
        return lambda v: (v if type(v) is float else float(v) if type(v) is int else _bad())
    if tp is type(None):
        return lambda v: v if v is None else _bad()
    if get_origin(tp) is Literal:
        allowed = get_args(tp)
        return lambda v: v if v in allowed else _bad()
    return None


def decoder(tp: Any) -> Callable[[Any], Any]:
    """The generated decoder of `tp` (cached): `from_data(tp, data)` for data that fits,
    `_Bad` otherwise."""
    found = _DECODERS.get(tp)
    if found is None:
        _DECODERS[tp] = lambda v: _DECODERS[tp](v)  # while a recursive type is being built
        found = _DECODERS[tp] = _build_decoder(tp)
    return found


def _build_decoder(tp: Any) -> Callable[[Any], Any]:
    if tp is Any:
        return lambda v: v
    scalar = _decode_scalar(tp)
    if scalar is not None:
        return scalar
    tagged = _tagged(tp)
    if tagged is not None:
        by_kind = {kind: decoder(cls) for kind, cls in tagged.items()}
        nullable = type(None) in get_args(tp)

        def union(v: Any) -> Any:
            if v is None and nullable:
                return None
            if type(v) is not dict:
                raise _Bad
            found = by_kind.get(v.get("kind"))  # type: ignore[arg-type]
            return _bad() if found is None else found(v)
        return union
    inner = _optional_arg(tp)
    if inner is not None:
        item = decoder(inner)
        return lambda v: None if v is None else item(v)
    origin = get_origin(tp)
    if origin in (list, tuple):
        args = get_args(tp)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            parts = [decoder(a) for a in args]
            return lambda v: (tuple(f(x) for f, x in zip(parts, v))
                              if type(v) is list and len(v) == len(parts) else _bad())
        make = list if origin is list else tuple
        kinds = _JSON_TYPES.get(args[0])
        if kinds is not None:  # the types of all items at once, in C
            return lambda v: make(v) if type(v) is list and {*map(type, v)} <= kinds else _bad()
        item = decoder(args[0])
        return lambda v: make(map(item, v)) if type(v) is list else _bad()
    if origin is dict:
        key_tp, value_tp = get_args(tp)
        value = decoder(value_tp)

        def mapping(v: Any) -> Any:
            if type(v) is not dict:
                raise _Bad
            try:
                return {(int(k) if key_tp is int else k): value(x) for k, x in v.items()}
            except ValueError:
                raise _Bad from None
        return mapping
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _dataclass_decoder(tp)
    raise TypeError(f"cannot deserialise type {tp}")


def _dataclass_decoder(cls: type) -> Callable[[Any], Any]:
    hints = _hints(cls)
    ns: dict[str, Any] = {"_cls": cls, "_Bad": _Bad}
    size = len(hints)
    lines = ["def _decode(d):"]
    if issubclass(cls, Decision):
        ns["_kind"] = cls.kind
        size += 1
        lines.append("    if type(d) is not dict or d.get('kind') != _kind: raise _Bad")
    else:
        lines.append("    if type(d) is not dict: raise _Bad")
    lines.append(f"    if len(d) != {size}: raise _Bad")
    args = []
    for i, (name, tp) in enumerate(hints.items()):
        if tp is int:  # the commonest field, inline
            lines.append(f"    v{i} = d[{name!r}]")
            lines.append(f"    if type(v{i}) is not int: raise _Bad")
        else:
            ns[f"_d{i}"] = decoder(tp)
            lines.append(f"    v{i} = _d{i}(d[{name!r}])")
        args.append(f"v{i}")
    lines.append(f"    return _cls({', '.join(args)})")
    exec("\n".join(lines), ns)  # generated from type hints only
    generated: Callable[[Any], Any] = ns["_decode"]

    def decode(d: Any) -> Any:
        try:
            return generated(d)
        except KeyError:
            raise _Bad from None
    return decode


def encoder(cls: type) -> Callable[[Any], Any]:
    """The generated `to_data` of dataclass `cls` (cached), by its type hints."""
    found = _ENCODERS.get(cls)
    if found is None:
        _ENCODERS[cls] = lambda o: _ENCODERS[cls](o)  # while a recursive type is being built
        found = _ENCODERS[cls] = _build_encoder(cls)
    return found


def _is_plain(tp: Any) -> bool:
    """A value of `tp` is its own JSON data."""
    if tp in _SCALARS or get_origin(tp) is Literal:
        return True
    inner = _optional_arg(tp) if _tagged(tp) is None else None
    return inner is not None and _is_plain(inner)


def _encode_expr(tp: Any, expr: str, ns: dict[str, Any], depth: int) -> str:
    if _is_plain(tp):
        return expr
    if tp is Any:
        return f"to_data({expr})"
    var = f"_v{depth}"
    origin = get_origin(tp)
    if origin in (list, tuple):
        args = get_args(tp)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return f"to_data({expr})"
        if _is_plain(args[0]):
            return f"list({expr})"
        return f"[{_encode_expr(args[0], var, ns, depth + 1)} for {var} in {expr}]"
    if origin is dict:
        key_tp, value_tp = get_args(tp)
        if _is_plain(value_tp) and key_tp is str:
            return f"dict({expr})"
        kvar = f"_k{depth}"
        inner = _encode_expr(value_tp, var, ns, depth + 1)
        return f"{{str({kvar}): {inner} for {kvar}, {var} in {expr}.items()}}"
    if _tagged(tp) is not None:
        return _by_class(tp, expr, ns, encoder)
    optional = _optional_arg(tp)
    if optional is not None:
        return f"(None if {expr} is None else {_encode_expr(optional, expr, ns, depth)})"
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        name = f"_encode_{tp.__name__}_{id(tp)}"
        ns[name] = encoder(tp)
        return f"{name}({expr})"
    raise TypeError(f"cannot serialise values of type {tp}")


def _build_encoder(cls: type) -> Callable[[Any], Any]:
    ns: dict[str, Any] = {"to_data": to_data}
    items = [f"{name!r}: {_encode_expr(tp, f'o.{name}', ns, 0)}"
             for name, tp in _hints(cls).items()]
    if issubclass(cls, Decision):
        items.insert(0, f"'kind': {cls.kind!r}")
    exec(f"def _encode(o):\n    return {{{', '.join(items)}}}", ns)  # from type hints only
    fn: Callable[[Any], Any] = ns["_encode"]
    return fn


def state_to_data(obj: Any) -> Any:
    """`to_data` of a state dataclass, by code generated from its type hints (the same data
    for a state whose values have their declared types)."""
    return encoder(type(obj))(obj)


def state_from_data(cls: type[T], data: Any) -> T:
    """`from_data(cls, data)` by generated code; the slow path only to name what is wrong."""
    try:
        return cast(T, decoder(cls)(data))
    except _Bad:
        pass
    except (TypeError, ValueError):  # a constructor's own refusal: let from_data word it
        pass
    return cast(T, from_data(cls, data))
