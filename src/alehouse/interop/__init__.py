"""Adapters to the standard research APIs (the `rl` extra: `pip install -e '.[rl]'`).

- `alehouse.interop.pettingzoo`: `env(game_id, players=..., options=..., render_mode=...,
  observation="dict"|"flat")`, a PettingZoo AEC environment for every registered game, and
  `parallel_env(...)`, the same as a parallel environment;
- `alehouse.interop.gymnasium`: `SeatEnv(game_id, opponents=[...], seat=...)`, one seat
  against bots as a single-agent Gymnasium environment (`action_masks()` for sb3-contrib's
  MaskablePPO), registered as `alehouse/<id>-v0`;
- `alehouse.interop.openspiel`: importing it registers every game with OpenSpiel as
  `python_alehouse_<id>` (`pyspiel.load_game("python_alehouse_heaven_and_ale", {"players": 3})`).

They use only `Match`, the registry and the `Game` hooks (`observation`, `determinize`...),
never a game's internals (the Gymnasium environment's opponents are `alehouse.bots`).
`common` holds what they share (rewards, agent order, an action in words, the text picture).
"""
