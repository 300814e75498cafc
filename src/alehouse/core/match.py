"""`Match`: one game being played. The facade every caller uses (CLI, bots, server, interop).

A match holds the game, its state (RNG included), the moves that made it, the event log and
its `version`. `act` checks before it changes anything, so a refused action leaves the match
exactly as it was.

Undo: a player may take back their own last actions within their own turn. `act` notes after
each move whether it crossed a barrier: the chance stream was drawn from or a game marked a
barrier on it (something revealed, a turn ended), the decision was final, or another seat
moved. `undo` rebuilds the match without its last move by replaying its record from the nearest
earlier copy of the state (one is kept every `CHECKPOINT_EVERY` moves; the state `refresh`
recorded; else the seed), which restores state, log and record exactly; the version still
rises, so a move made against the undone position is stale.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from itertools import repeat
from operator import is_
from typing import Any

from .action import Action
from .chance import Chance
from .decision import Awaiting
from .errors import AlehouseError, BadOptions, BadRecord, IllegalAction, UnknownGame, shown
from .game import Game
from .log import Log, LogEntry
from .result import Result

FORMAT = 2
"""The `to_json` format: 2 added the version, the undo state and chance barriers."""

CHECKPOINT_EVERY = 32
"""A seeded match keeps a copy of its state every this many moves (the last two), so `undo`
replays at most about twice as many moves, whatever the length of the game."""

Checkpoint = tuple[Any, int, int]
"""(a copy of the state, how many moves made it, how long the log was)."""


class Match:
    """One game in play. Create with `alehouse.new_match`, `alehouse.replay` or `from_json`."""

    __slots__ = ("_base", "_checkpoints", "_legal", "_undo_reason", "_undo_trail", "_undoable",
                 "game", "log_entries", "moves", "options", "players", "seed", "state",
                 "version")

    def __init__(self, game: Game[Any], state: Any, *, players: int, options: dict[str, Any],
                 seed: int | None, moves: list[tuple[int, Action]] | None = None,
                 log_entries: Log | None = None, version: int | None = None) -> None:
        self.game = game
        self.state = state
        self.players = players
        self.options = options
        self.seed = seed
        self.moves: list[tuple[int, Action]] = moves if moves is not None else []
        self.log_entries: Log = log_entries if log_entries is not None else []
        self.version = len(self.moves) if version is None else version
        self._legal: dict[int, list[Action]] = {}
        self._undoable = 0
        """How many of the last moves (all by the last mover) `undo` may take back."""
        self._undo_reason = "there is nothing to take back"
        """Why nothing (more) may be taken back, for the refusal."""
        self._undo_trail: list[tuple[int, str]] = []
        """(undoable, reason) before each move `undo` may take back, so it restores them."""
        self._base: Checkpoint | None = None
        """The state `refresh` recorded: undo replays from it instead of the seed."""
        self._checkpoints: list[Checkpoint] = []
        """The last two periodic copies of the state (seeded matches only)."""

    @classmethod
    def start(cls, game: Game[Any], players: int, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
        """A new match (BadOptions for a bad player count, option or seed)."""
        full = game.check_options(players, options)
        if seed is None:
            seed = Chance.fresh_seed()
        elif type(seed) is not int:
            raise BadOptions(f"the seed must be an integer, not {shown(seed)}", "bad_seed")
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
        if not self.game.is_over(self.state):
            return None
        result = self.game.result(self.state)
        if result.termination is None:
            result = result.ended(self.game.termination(self.state))
        return result

    @property
    def decision(self) -> Awaiting | None:
        """What the match waits for: the decision's kind, who makes it, the sentence people
        read and its details (None when the match is over)."""
        return self.game.awaiting(self.state)

    def legal_actions(self, player: int) -> list[Action]:
        """Every legal action of `player` now (a copy of the cached list); IllegalAction
        (``unknown_player``) for anything but a seat of this match."""
        if type(player) is not int or not 0 <= player < self.players:
            self._check_player(player)
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

    def _check_player(self, player: Any) -> None:
        if type(player) is not int or not 0 <= player < self.players:
            raise IllegalAction(f"there is no player {shown(player)} in this "
                                f"{self.players}-player match", "unknown_player")

    def act(self, player: int, action: Action | Mapping[str, Any], *,
            version: int | None = None) -> None:
        """Play `action` (an Action or its JSON dict) for `player`.

        With `version`, the move is refused as ``stale_state`` unless it is the match's current
        version (the position the mover saw). Raises IllegalAction with a reason and a stable
        code, and changes nothing, when the match is over, it is not `player`'s turn, the
        action is malformed or not legal."""
        game = self.game
        self._check_player(player)
        if version is not None and (type(version) is not int or version != self.version):
            raise IllegalAction(f"this move was made against version {shown(version)} of the "
                                f"match, which is now at version {self.version}: look again",
                                "stale_state")
        known = False  # the very object of the cached legal list: valid and legal
        if not isinstance(action, Action):
            action = game.parse_action(action)
        else:
            cached = self._legal.get(player)
            # by identity, in C: comparing dataclasses field by field is the slow part
            known = cached is not None and any(map(is_, cached, repeat(action)))
            if not known:
                game.encode(action)  # refuses actions of another game or with bad values
        state = self.state
        if game.is_over(state):
            raise IllegalAction("the match is over", "game_over")
        if player not in game.actors(state):
            raise IllegalAction(
                f"it is not {game.player_name(state, player)}'s turn: "
                f"{game.waiting_for(state)}", "not_your_turn")
        if not known and action not in self._legal_for(player):
            raise IllegalAction(game.explain(state, player, action), "illegal_action")
        final = game.is_final(state, player, action)
        before = state.chance.fingerprint()
        game.apply(state, player, action, self.log_entries)
        self._note_undo(player, final, before != self.state.chance.fingerprint())
        self.moves.append((player, action))
        self.version += 1
        self._legal = {}
        if self.seed is not None and len(self.moves) % CHECKPOINT_EVERY == 0:
            self._checkpoints = [*self._checkpoints[-1:], (game.clone_state(state),
                                                         len(self.moves),
                                                         len(self.log_entries))]

    def _note_undo(self, player: int, final: bool, barrier: bool) -> None:
        if final or barrier:
            self._undoable = 0
            self._undo_trail = []
            self._undo_reason = ("that decision may not be taken back" if final else
                                 "a die was rolled, a card or tile drawn, something revealed "
                                 "or a turn ended since")
            return
        if self._undoable > 0 and self.moves[-1][0] == player:
            self._undo_trail.append((self._undoable, self._undo_reason))
            self._undoable += 1
            return
        # a new run: what came before it stays done
        closed = self._undoable == 0 and self._undo_reason
        self._undo_trail = [(0, self._undo_reason if closed else
                             "another player has moved since")]
        self._undoable = 1
        self._undo_reason = ""  # only read once nothing is left to take back

    # --- undo --------------------------------------------------------------------------------

    def can_undo(self, player: int) -> bool:
        """Whether `player` may take back their last action now (`undo`)."""
        return self._why_not_undo(player) is None

    def _why_not_undo(self, player: Any) -> str | None:
        self._check_player(player)
        if not self.moves or self._undoable <= 0:
            return self._undo_reason
        if self.moves[-1][0] != player:
            return "only the player who made the last move may take it back"
        if self.game.is_over(self.state):
            return "the match is over"
        if player not in self.game.actors(self.state):
            return "your turn is over"
        base = self._base
        if (base is None or base[1] > len(self.moves) - 1) and self.seed is None:
            return "this match cannot be rebuilt (a sample, or edited by hand)"
        return None

    def undo(self, player: int) -> None:
        """Take back `player`'s last action: the state, log and record become exactly what
        they were before it; the version rises by one. IllegalAction (``cannot_undo``) says
        why when it may not be done, and changes nothing."""
        why = self._why_not_undo(player)
        if why is not None:
            raise IllegalAction(f"You cannot take that back: {why}", "cannot_undo")
        keep = len(self.moves) - 1
        earlier = self._rebuild(keep)
        self.state = earlier.state
        self.log_entries = earlier.log_entries
        self.moves = earlier.moves
        self._checkpoints = [c for c in self._checkpoints if c[1] <= keep]
        self.version += 1
        self._undoable, self._undo_reason = self._undo_trail.pop()
        self._legal = {}

    def _rebuild(self, keep: int) -> Match:
        """This match after its first `keep` moves, replayed from the latest copy of the state
        made no later than that (a checkpoint, the base), or from the seed."""
        copies = [c for c in (self._base, *self._checkpoints) if c is not None and c[1] <= keep]
        if copies:
            state, start, log_length = max(copies, key=lambda c: c[1])
            twin = Match(self.game, self.game.clone_state(state), players=self.players,
                         options=self.options, seed=self.seed, moves=self.moves[:start],
                         log_entries=self.log_entries[:log_length])
        else:
            assert self.seed is not None
            twin = Match.start(self.game, self.players, self.seed, self.options)
            start = 0
        for player, action in self.moves[start:keep]:
            twin.act(player, action)
        return twin

    def refresh(self) -> None:
        """Tell the match its state was edited by hand (tests, puzzles): cached legal actions
        are dropped, and undo never goes back past this point."""
        self._legal = {}
        self._undoable = 0
        self._undo_trail = []
        self._undo_reason = "the position was set up by hand"
        self._base = (self.game.clone_state(self.state), len(self.moves),
                      len(self.log_entries))
        self._checkpoints = []  # made before the edit: replaying from them would undo it

    # --- what people and programs see --------------------------------------------------------

    def view(self, player: int | None) -> dict[str, Any]:
        """All that `player` may see (None: a spectator), JSON-safe. It begins with the same
        header in every game: ``game``, ``you``, ``version``, ``actors`` and ``decision``
        (`Awaiting.to_json`, or None when the match is over)."""
        if player is not None:
            self._check_player(player)
        game = self.game
        decision = game.decision_view(self.state)
        return {"game": game.id, "you": player, "version": self.version,
                "actors": decision["players"].copy() if decision is not None else [],
                "decision": decision, **game.view(self.state, player)}

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
        """An independent copy (state, moves, log, version and undo); acting on it never
        touches this one."""
        twin = Match.__new__(Match)
        twin.game = self.game
        twin.state = self.game.clone_state(self.state)
        twin.players = self.players
        twin.options = self.options
        twin.seed = self.seed
        twin.moves = self.moves.copy()
        twin.log_entries = self.log_entries.copy()
        twin.version = self.version
        twin._legal = {}
        twin._undoable = self._undoable
        twin._undo_reason = self._undo_reason
        twin._undo_trail = self._undo_trail.copy()
        twin._base = self._base  # never changed in place: undo copies it before replaying
        twin._checkpoints = self._checkpoints
        return twin

    def determinize(self, player: int, rng: Chance) -> Match:
        """A match consistent with all `player` has seen, the unseen parts resampled from `rng`.

        Its future chance is drawn from `rng` too, so searching it never reveals (or changes) the
        real match's dice and draws. A sample is for thinking, not for reading: it has no record
        (moves before it are not its own), starts with an empty log and cannot undo, which also
        keeps it cheap for searching bots. It keeps the version."""
        state = self.game.determinize(self.game.clone_state(self.state), player, rng)
        state.chance = rng.fork()
        return Match(self.game, state, players=self.players, options=self.options, seed=None,
                     version=self.version)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (_unpickle, (self.game, self.state, self.players, self.options, self.seed,
                            self.moves, self.log_entries, self.version,
                            [*self._undo_trail, (self._undoable, self._undo_reason)],
                            self._base))

    # --- saving ------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The whole match (state with RNG, record, log, version and what undo may take back)
        as JSON text; exact round trip."""
        data = {
            "format": FORMAT,
            **self.record,
            "version": self.version,
            "undo": [[n, why] for n, why in (*self._undo_trail,
                                              (self._undoable, self._undo_reason))],
            "log": [[e.text, e.only, e.public] for e in self.log_entries],
            "state": self.game.state_to_data(self.state),
        }
        if self._base is not None:
            data["edited"] = True
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        """The match saved by `to_json`; BadRecord, with the reason, when it is not one.

        The record is the truth and the saved state a cache of it: a seeded match is rebuilt
        by replaying its moves from the seed, and the save is refused (``corrupt_state``)
        unless the state, log and undo trail it holds are exactly the ones the replay gives.
        A match that cannot be rebuilt from its record (a sample, which has no seed, or a
        position set up by hand, saved as ``"edited"``) has its state checked instead: every
        value of its type, then `Game.check_state`. Loading costs a replay of the moves."""
        data = _parse_save(text)
        game, players, options, seed = _save_header(data)
        edited = data.get("edited", False)
        if type(edited) is not bool:
            raise BadRecord("edited must be true or false", "malformed_record")
        version = data["version"]
        moves = data["moves"]
        if not isinstance(moves, list):
            raise BadRecord("the saved moves must be a list", "malformed_record")
        if type(version) is not int or version < len(moves):
            raise BadRecord(f"version {shown(version)} is below the number of moves, "
                            f"{len(moves)}", "malformed_record")
        try:
            trail = _undo_trail(data["undo"], len(moves))
            log = _log_entries(data["log"], players)
        except ValueError as exc:
            raise BadRecord(f"corrupt saved match: {exc}", "corrupt_state") from None
        if seed is not None and not edited:
            match = cls.start(game, players, seed, options)
            match.play_record(moves)
            if (match.log_entries != log
                    or game.state_to_data(match.state) != data["state"]
                    or [*match._undo_trail, (match._undoable, match._undo_reason)] != trail):
                raise BadRecord("the saved state does not match its moves (the record is "
                                "rebuilt from the seed and compared)", "corrupt_state")
        else:
            match = cls._checked(game, players, options, seed, moves, log, data["state"])
            match._undo_trail = trail[:-1]
            match._undoable, match._undo_reason = trail[-1]
            if edited:
                match._base = (game.clone_state(match.state), len(moves), len(log))
        match.version = version
        return match

    def play_record(self, moves: list[Any], first_step: int = 0) -> None:
        """Play the moves of a record ([player, action] each, as JSON) in order; BadRecord
        names the first step that is malformed or illegal (counted from `first_step`)."""
        for step, move in enumerate(moves, first_step):
            if not (isinstance(move, list | tuple) and len(move) == 2):
                raise BadRecord(f"step {step}: a move must be [player, action], not "
                                f"{shown(move)}", "malformed_record", step)
            try:
                self.act(move[0], move[1])
            except IllegalAction as exc:
                raise BadRecord(f"step {step}: {exc.reason}", "illegal_move", step) from None

    @classmethod
    def _checked(cls, game: Game[Any], players: int, options: dict[str, Any],
                 seed: int | None, moves: list[Any], log: Log, state_data: Any) -> Match:
        """A match from a saved state its record cannot rebuild, once the state is checked."""
        parsed: list[tuple[int, Action]] = []
        for step, move in enumerate(moves):
            if not (isinstance(move, list) and len(move) == 2 and type(move[0]) is int
                    and 0 <= move[0] < players):
                raise BadRecord(f"step {step}: a move must be [player, action], not "
                                f"{shown(move)}", "malformed_record", step)
            try:
                parsed.append((move[0], game.parse_action(move[1])))
            except IllegalAction as exc:
                raise BadRecord(f"step {step}: {exc.reason}", "illegal_move", step) from None
        try:
            state = game.state_from_data(state_data)
        except (ValueError, TypeError, KeyError) as exc:
            raise BadRecord(f"corrupt saved state: {exc}", "corrupt_state") from None
        match = cls(game, state, players=players, options=options, seed=seed, moves=parsed,
                    log_entries=log)
        try:
            game.check_state(state, players, options)
            if game.observation_size(players, options):
                for seat in range(players):
                    game.observation(match.view(seat), players, options)
        except AlehouseError as exc:
            raise BadRecord(f"the saved state is no position of {game.title}: {exc.reason}",
                            "corrupt_state") from None
        except Exception:  # a stranger's state may break any rule hook: that is the answer
            raise BadRecord(f"the saved state is no position of {game.title}: its values do "
                            "not fit together", "corrupt_state") from None
        return match

    def __repr__(self) -> str:
        status = "over" if self.over else f"actors={self.actors}"
        return (f"<Match {self.game.id} players={self.players} moves={len(self.moves)} "
                f"version={self.version} {status}>")


SAVE_KEYS = ("format", "game", "players", "options", "seed", "moves", "version", "undo", "log",
             "state")
"""What `to_json` always writes; ``edited`` is written too for a position set up by hand."""


def _parse_save(text: Any) -> dict[str, Any]:
    """The saved match's JSON object, its keys checked (BadRecord otherwise)."""
    if not isinstance(text, str | bytes | bytearray):
        raise BadRecord("a saved match is JSON text", "malformed_record")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise BadRecord("not a saved match: nested too deeply", "malformed_record") from None
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"not JSON: {shown(str(exc), 120)}", "malformed_record") from None
    if not isinstance(data, dict) or type(data.get("format")) is not int \
            or data["format"] != FORMAT:
        raise BadRecord(f"not a saved match of format {FORMAT}", "malformed_record")
    missing = [k for k in SAVE_KEYS if k not in data]
    if missing:
        raise BadRecord(f"the saved match lacks {', '.join(missing)}", "malformed_record")
    extra = sorted(set(data) - {*SAVE_KEYS, "edited"})
    if extra:
        raise BadRecord(f"the saved match has unknown parts: {', '.join(map(shown, extra))}",
                        "malformed_record")
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _save_header(data: dict[str, Any]) -> tuple[Game[Any], int, dict[str, Any], int | None]:
    """The saved match's game, player count, full options and seed (BadRecord otherwise)."""
    from .registry import game as find_game

    try:
        game = find_game(data["game"])
    except UnknownGame as exc:
        raise BadRecord(exc.reason, "unknown_game") from None
    try:
        options = game.check_options(data["players"], data["options"])
    except BadOptions as exc:
        raise BadRecord(exc.reason, "bad_options") from None
    seed = data["seed"]
    if seed is not None and type(seed) is not int:
        raise BadRecord(f"the seed must be an integer or null, not {shown(seed)}",
                        "malformed_record")
    return game, data["players"], options, seed


def _log_entries(data: Any, players: int) -> Log:
    """The saved log: [[text, only, public], ...] (ValueError naming the entry otherwise)."""
    if not isinstance(data, list):
        raise ValueError("the log is not a list")
    log = []
    for i, item in enumerate(data):
        if not (isinstance(item, list) and len(item) == 3 and isinstance(item[0], str)
                and (item[1] is None or (type(item[1]) is int and 0 <= item[1] < players))
                and (item[2] is None or isinstance(item[2], str))):
            raise ValueError(f"log entry {i} is not [text, seat or null, text or null]")
        log.append(LogEntry(item[0], item[1], item[2]))
    return log


def _undo_trail(data: Any, moves: int) -> list[tuple[int, str]]:
    """The saved undo trail: [[undoable, reason], ...], the current one last."""
    if not isinstance(data, list) or not data:
        raise ValueError(f"undo {shown(data)} is not a list of [count, reason]")
    trail = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int
                and 0 <= item[0] <= moves
                and isinstance(item[1], str)):
            raise ValueError(f"undo {shown(item)} does not fit the moves")
        trail.append((item[0], item[1]))
    if any(n != i for i, (n, _) in enumerate(trail)):
        raise ValueError(f"undo {shown(data)} does not count its own moves")
    return trail


def _unpickle(game: Game[Any], state: Any, players: int, options: dict[str, Any],
              seed: int | None, moves: list[tuple[int, Action]], log: Log, version: int,
              trail: list[tuple[int, str]], base: tuple[Any, int, int] | None) -> Match:
    match = Match(game, state, players=players, options=options, seed=seed, moves=moves,
                  log_entries=log, version=version)
    match._undoable, match._undo_reason = trail[-1]
    match._undo_trail = list(trail[:-1])
    match._base = base
    return match
