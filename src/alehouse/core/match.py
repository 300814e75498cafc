"""`Match`: one game being played. The facade every caller uses (CLI, bots, server, interop).

A match holds the game, its state (RNG included), the moves that made it and the event log.
`act` checks before it changes anything, so a refused action leaves the match exactly as it was.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .action import Action
from .chance import Chance
from .errors import BadRecord, IllegalAction
from .game import Game, Log, LogEntry, Result

FORMAT = 1


class Match:
    """One game in play. Create with `alehouse.new_match`, `alehouse.replay` or `from_json`."""

    __slots__ = ("_legal", "game", "log_entries", "moves", "options", "players", "seed",
                 "state")

    def __init__(self, game: Game[Any], state: Any, *, players: int, options: dict[str, Any],
                 seed: int | None, moves: list[tuple[int, Action]] | None = None,
                 log_entries: Log | None = None) -> None:
        self.game = game
        self.state = state
        self.players = players
        self.options = options
        self.seed = seed
        self.moves: list[tuple[int, Action]] = moves if moves is not None else []
        self.log_entries: Log = log_entries if log_entries is not None else []
        self._legal: dict[int, list[Action]] = {}

    @classmethod
    def start(cls, game: Game[Any], players: int, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
        """A new match (BadOptions for a bad player count, option or seed)."""
        from .errors import BadOptions

        full = game.check_options(players, options)
        if seed is None:
            seed = Chance.fresh_seed()
        elif not isinstance(seed, int) or isinstance(seed, bool):
            raise BadOptions(f"the seed must be an integer, not {seed!r}", "bad_seed")
        log: Log = []
        state = game.setup(players, full, Chance.from_seed(seed), log)
        return cls(game, state, players=players, options=full, seed=seed, log_entries=log)

    # --- playing -----------------------------------------------------------------------------

    @property
    def actors(self) -> tuple[int, ...]:
        return self.game.actors(self.state)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state) if self.game.is_over(self.state) else None

    def legal_actions(self, player: int) -> list[Action]:
        """Every legal action of `player` now (a copy of the cached list)."""
        return list(self._legal_for(player))

    def _legal_for(self, player: int) -> list[Action]:
        legal = self._legal.get(player)
        if legal is None:
            if player in self.game.actors(self.state):
                legal = self.game.legal_actions(self.state, player)
            else:
                legal = []
            self._legal[player] = legal
        return legal

    def act(self, player: int, action: Action | Mapping[str, Any]) -> None:
        """Play `action` (an Action or its JSON dict) for `player`.

        Raises IllegalAction with a reason and a stable code, and changes nothing, when the
        match is over, it is not `player`'s turn, the action is malformed or not legal."""
        game = self.game
        if not isinstance(player, int) or isinstance(player, bool) \
                or not 0 <= player < self.players:
            raise IllegalAction(f"there is no player {player!r} in this {self.players}-player "
                                "match", "unknown_player")
        if not isinstance(action, Action):
            action = game.parse_action(action)
        else:
            game.encode(action)  # refuses actions of another game or with bad values
        if game.is_over(self.state):
            raise IllegalAction("the match is over", "game_over")
        if player not in game.actors(self.state):
            raise IllegalAction(
                f"it is not {game.player_name(self.state, player)}'s turn: "
                f"{game.waiting_for(self.state)}", "not_your_turn")
        if action not in self._legal_for(player):
            raise IllegalAction(game.explain(self.state, player, action), "illegal_action")
        game.apply(self.state, player, action, self.log_entries)
        self.moves.append((player, action))
        self._legal = {}

    # --- what people and programs see --------------------------------------------------------

    def view(self, player: int | None) -> dict[str, Any]:
        """All that `player` may see (None: a spectator), JSON-safe."""
        if player is not None and not (isinstance(player, int) and 0 <= player < self.players):
            raise IllegalAction(f"there is no player {player!r} in this match", "unknown_player")
        return self.game.view(self.state, player)

    @property
    def log(self) -> list[str]:
        """The events as a spectator may read them."""
        return self.log_for(None)

    def log_for(self, player: int | None) -> list[str]:
        """The events as `player` may read them (redacted for everyone else)."""
        out = []
        for entry in self.log_entries:
            text = entry.seen_by(player)
            if text is not None:
                out.append(text)
        return out

    def label(self, action: Action | Mapping[str, Any]) -> str:
        """A label for people of `action` (or its JSON) in the current position."""
        if not isinstance(action, Action):
            action = self.game.parse_action(action)
        return self.game.label(self.state, action)

    def player_name(self, player: int) -> str:
        """The seat's name in this game ("Blue")."""
        return self.game.player_name(self.state, player)

    @property
    def record(self) -> dict[str, Any]:
        """Seed, options and moves: all `alehouse.replay` needs to rebuild this match."""
        return {
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": [[p, a.to_json()] for p, a in self.moves],
        }

    # --- copies --------------------------------------------------------------------------------

    def clone(self) -> Match:
        """An independent copy (state, moves and log); acting on it never touches this one."""
        twin = Match.__new__(Match)
        twin.game = self.game
        twin.state = self.game.clone_state(self.state)
        twin.players = self.players
        twin.options = self.options
        twin.seed = self.seed
        twin.moves = self.moves.copy()
        twin.log_entries = self.log_entries.copy()
        twin._legal = {}
        return twin

    def determinize(self, player: int, rng: Chance) -> Match:
        """A match consistent with all `player` has seen, the unseen parts resampled from `rng`.

        Its future chance is drawn from `rng` too, so searching it never reveals (or changes) the
        real match's dice and draws. A sample is for thinking, not for reading: it has no record
        (moves before it are not its own) and starts with an empty log, which also keeps it
        cheap for searching bots."""
        state = self.game.determinize(self.game.clone_state(self.state), player, rng)
        state.chance = rng.fork()
        return Match(self.game, state, players=self.players, options=self.options, seed=None)

    # --- saving ------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole match (state with RNG, record and log) as JSON text; exact round trip."""
        data = {
            "format": FORMAT,
            **self.record,
            "log": [[e.text, e.only, e.public] for e in self.log_entries],
            "state": self.game.state_to_data(self.state),
        }
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        """The match saved by `to_json`; BadRecord when it is not one."""
        from .registry import game as find_game

        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise BadRecord(f"not JSON: {exc}", "malformed_record") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadRecord(f"not a saved match of format {FORMAT}", "malformed_record")
        missing = [k for k in ("game", "players", "options", "seed", "moves", "log", "state")
                   if k not in data]
        if missing:
            raise BadRecord(f"saved match lacks {', '.join(missing)}", "malformed_record")
        from .errors import UnknownGame

        try:
            game = find_game(data["game"])
        except UnknownGame as exc:
            raise BadRecord(exc.reason, "unknown_game") from None
        from .errors import BadOptions

        try:
            options = game.check_options(data["players"], data["options"])
        except BadOptions as exc:
            raise BadRecord(exc.reason, "bad_options") from None
        try:
            state = game.state_from_data(data["state"])
            moves = []
            for k, move in enumerate(data["moves"]):
                if not (isinstance(move, list) and len(move) == 2):
                    raise ValueError(f"move {k} is not [player, action]")
                moves.append((int(move[0]), game.parse_action(move[1])))
            log = [LogEntry(str(t), o, p) for t, o, p in data["log"]]
        except (ValueError, TypeError, KeyError) as exc:
            raise BadRecord(f"corrupt saved state: {exc}", "corrupt_state") from None
        except IllegalAction as exc:
            raise BadRecord(f"corrupt saved move: {exc.reason}", "corrupt_state") from None
        return cls(game, state, players=data["players"], options=options, seed=data["seed"],
                   moves=moves, log_entries=log)

    def __repr__(self) -> str:
        status = "over" if self.over else f"actors={self.actors}"
        return f"<Match {self.game.id} players={self.players} moves={len(self.moves)} {status}>"
