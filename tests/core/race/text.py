"""Words for people in Race to 10."""

from __future__ import annotations

from alehouse.core.action import Action

from .actions import Add, Bid, Stop
from .state import State


def label(state: State | None, action: Action) -> str:
    if isinstance(action, Add):
        return f"Add {action.amount}"
    if isinstance(action, Stop):
        return "Stop"
    assert isinstance(action, Bid)
    return f"Bid {action.value}"
