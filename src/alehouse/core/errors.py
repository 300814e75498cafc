"""The three kinds of refusal the engine gives, each with a stable machine-readable `code`.

- `IllegalAction`: a move that may not be made now (wrong player, not legal, malformed).
- `BadOptions`: a match that cannot be set up (unknown game, bad player count or option).
- `BadRecord`: a record or saved state that does not fit (names the step where it breaks).

The `reason` is written for a person: it names the rule or the value that is wrong and, where
it helps, what would be allowed. Raising any of them leaves every state unchanged.
"""

from __future__ import annotations

import json
from typing import Any

SHOWN_LENGTH = 60
"""At most this many characters of an untrusted value go into a reason."""


class AlehouseError(Exception):
    """Base class: `code` is stable (for programs), `reason` is for people. Each subclass lists
    its codes in `codes`; no other code is ever raised."""

    default_code = "error"
    codes: frozenset[str] = frozenset()

    def __init__(self, reason: str, code: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code or self.default_code

    def to_json(self) -> dict[str, object]:
        return {"error": type(self).__name__, "code": self.code, "reason": self.reason}


class IllegalAction(AlehouseError, ValueError):
    """An action refused by `Match.act`.

    Codes: ``game_over``, ``not_your_turn``, ``unknown_player``, ``unknown_action`` (a JSON type
    this game does not have), ``malformed_action`` (wrong fields or values), ``illegal_action``
    (well formed but not among `legal_actions`), ``stale_state`` (made against an earlier
    version), ``cannot_undo``.
    """

    default_code = "illegal_action"
    codes = frozenset({"game_over", "not_your_turn", "unknown_player", "unknown_action",
                       "malformed_action", "illegal_action", "stale_state", "cannot_undo"})


class BadOptions(AlehouseError, ValueError):
    """`new_match` (or an environment) refused: codes ``unknown_game``, ``bad_player_count``,
    ``unknown_option``, ``bad_option_value``, ``bad_seed``, ``bad_options`` (not a mapping),
    ``bad_render_mode``, ``no_observation``."""

    default_code = "bad_options"
    codes = frozenset({"unknown_game", "bad_player_count", "unknown_option", "bad_option_value",
                       "bad_seed", "bad_options", "bad_render_mode", "no_observation"})


class UnknownGame(BadOptions, LookupError):
    """`alehouse.game(id)` for an id that is not registered."""

    default_code = "unknown_game"


class BadRecord(AlehouseError, ValueError):
    """A record or saved match that cannot be loaded.

    `step` is the index of the move that does not fit (None when the record is wrong before any
    move: malformed, unknown game, bad options). Codes: ``malformed_record``, ``unknown_game``,
    ``bad_options``, ``illegal_move``, ``corrupt_state``, ``other_version`` (a save written by a
    version of the game whose actions were numbered differently).
    """

    default_code = "malformed_record"
    codes = frozenset({"malformed_record", "unknown_game", "bad_options", "illegal_move",
                       "corrupt_state", "other_version"})

    def __init__(self, reason: str, code: str | None = None, step: int | None = None) -> None:
        super().__init__(reason, code)
        self.step = step

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["step"] = self.step
        return data


def shown(value: Any, limit: int = SHOWN_LENGTH) -> str:
    """`value` (anything a stranger may send: a huge number, a deep list, odd keys) as short
    JSON-like text for a reason people read: strings in single quotes with control characters
    escaped, at most `limit` characters, never an exception."""
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        if value.bit_length() > 3 * limit:  # str() of a huge int is slow, and refused past 4300
            return f"a {int(value.bit_length() * 0.30103) + 1}-digit number"
        text = str(value)
    elif isinstance(value, str):
        # quoted as people quote; control characters escaped, so a reason stays one line
        escaped = json.dumps(value[:limit], ensure_ascii=False)[1:-1]
        # a lone surrogate (from JSON "\ud800") cannot be written as UTF-8: show it escaped
        text = "'" + escaped.encode("utf-8", "backslashreplace").decode("utf-8") + "'"
    elif isinstance(value, float):
        text = repr(value)
    elif isinstance(value, list | tuple | dict):
        text = _shown_container(value, limit)
    else:
        text = "a value that is not JSON"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _shown_container(value: list[Any] | tuple[Any, ...] | dict[Any, Any], limit: int) -> str:
    """A list or object shown to one level, its items by `shown`, cut at `limit`."""
    if isinstance(value, dict):
        opening, closing = "{", "}"
        items = (f"{_item(k, limit)}: {_item(v, limit)}" for k, v in value.items())
    else:
        opening, closing = "[", "]"
        items = (_item(x, limit) for x in value)
    parts: list[str] = []
    length = 2
    for item in items:
        if length + len(item) > limit:
            parts.append("…")
            break
        parts.append(item)
        length += len(item) + 2
    return opening + ", ".join(parts) + closing


def _item(value: Any, limit: int) -> str:
    """An item inside a shown list or object: nested ones abbreviated (never recursing)."""
    if isinstance(value, dict):
        return "{…}" if value else "{}"
    if isinstance(value, list | tuple):
        return "[…]" if value else "[]"
    return shown(value, limit)
