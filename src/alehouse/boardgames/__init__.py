"""The five built-in games, one package each (``alehouse.boardgames.heaven_and_ale``, ...).

Each package exports ``GAME``, its `alehouse.core.Game`. They register like any third-party
game, through the ``alehouse.games`` entry-point group (pyproject.toml), so nothing in core
names them.
"""
