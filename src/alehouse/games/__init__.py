"""The games, one package each (fantasy_brewers, ...).

The engine contract names both this package (``alehouse.games.<game>``) and the function
``alehouse.games()`` that lists the registered game ids. Python binds ``alehouse.games`` to
this package as soon as any game is imported, so the package itself is made callable: calling
it is `alehouse.core.registry.games()`. Either way ``alehouse.games()`` gives the ids.
"""

from __future__ import annotations

import sys
import types


class _GamesPackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from alehouse.core.registry import games

        return games()


sys.modules[__name__].__class__ = _GamesPackage
