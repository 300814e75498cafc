"""The three kinds of refusal the engine gives, each with a stable machine-readable `code`.

- `IllegalAction`: a move that may not be made now (wrong player, not legal, malformed).
- `BadOptions`: a match that cannot be set up (unknown game, bad player count or option).
- `BadRecord`: a record or saved state that does not fit (names the step where it breaks).

The `reason` is written for a person: it names the rule or the value that is wrong and, where
it helps, what would be allowed. Raising any of them leaves every state unchanged.
"""

from __future__ import annotations


class AlehouseError(Exception):
    """Base class: `code` is stable (for programs), `reason` is for people."""

    default_code = "error"

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
    (well formed but not among `legal_actions`).
    """

    default_code = "illegal_action"


class BadOptions(AlehouseError, ValueError):
    """`new_match` refused: codes ``unknown_game``, ``bad_player_count``, ``unknown_option``,
    ``bad_option_value``, ``bad_seed``."""

    default_code = "bad_options"


class UnknownGame(BadOptions, LookupError):
    """`alehouse.game(id)` for an id that is not registered."""

    default_code = "unknown_game"


class BadRecord(AlehouseError, ValueError):
    """A record or saved match that cannot be loaded.

    `step` is the index of the move that does not fit (None when the record is wrong before any
    move: malformed, unknown game, bad options). Codes: ``malformed_record``, ``unknown_game``,
    ``bad_options``, ``illegal_move``, ``corrupt_state``.
    """

    default_code = "malformed_record"

    def __init__(self, reason: str, code: str | None = None, step: int | None = None) -> None:
        super().__init__(reason, code)
        self.step = step

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["step"] = self.step
        return data
