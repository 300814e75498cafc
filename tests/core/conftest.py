from __future__ import annotations

from collections.abc import Iterator

import pytest

from alehouse.core import registry

from .toy_game import TOY


@pytest.fixture(autouse=True)
def toy_registered() -> Iterator[None]:
    """The toy game is registered for core tests only."""
    registry.register(TOY)
    yield
    registry._registry.pop(TOY.id, None)
