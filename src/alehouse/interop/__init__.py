"""Adapters to the standard research APIs (the `rl` extra: `pip install -e '.[rl]'`).

- `alehouse.interop.pettingzoo`: `env(game_id, players=..., options=..., render_mode=...)`,
  a PettingZoo AEC environment for every registered game;
- `alehouse.interop.openspiel`: importing it registers every game with OpenSpiel as
  `python_alehouse_<id>` (`pyspiel.load_game("python_alehouse_heaven_and_ale", {"players": 3})`).

Both use only `Match`, the registry and the `Game` hooks (`observation`, `determinize`...),
never a game's internals. `common` holds what they share (rewards, agent order).
"""
