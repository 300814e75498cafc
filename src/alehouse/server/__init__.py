"""The game server (`alehouse serve`): accounts, the lobby, live and turn-based play over HTTP
and WebSocket, every accepted move stored before it is acknowledged.

It knows no game's internals: it drives every game through `alehouse.Match`. Needs the
``server`` extra (``pip install 'alehouse[server]'``).
"""

from .app import create_app
from .settings import Settings

__all__ = ["Settings", "create_app"]
