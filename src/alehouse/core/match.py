"""`Match`: one game being played. The facade every caller uses (CLI, bots, server, interop).

A match holds the game, its state (RNG included), the moves that made it, the event log and
its `version`. `act` checks before it changes anything, so a refused action leaves the match
exactly as it was.

Undo: a player may take back their own last actions within their own turn. `act` notes after
each move whether it crossed a barrier: the chance stream was drawn from or a game marked a
barrier on it (something revealed, a turn ended), the decision was final, or another seat
moved. `undo` rebuilds the match without its last move by replaying its record from the nearest
earlier copy of the state (one is made every `CHECKPOINT_EVERY` moves; the state `refresh`
recorded; else the seed), which restores state, log and record exactly; the version still
rises, so a move made against the undone position is stale.

Footprint: a match keeps each move as one integer (`move_code`), its log packed (`EventLog`),
and one copy of its state for undo, so that a server holds thousands of them. A save
(`to_json`) holds the state, the move codes and a check: loading it decodes the state (no
replay) and the log of a seeded match is rebuilt from its record when first read.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import sys
import zlib
from array import array
from collections.abc import Mapping, Sequence
from itertools import repeat
from operator import is_
from typing import Any

from .action import Action
from .chance import Chance
from .decision import Awaiting
from .drawing import panel
from .errors import AlehouseError, BadOptions, BadRecord, IllegalAction, UnknownGame, shown
from .game import Game
from .log import PACK_AT, EventLog, Log, LogEntry
from .result import Result

FORMAT = 4
"""The `to_json` format: 2 added the version, the undo state and chance barriers; 3 stores
moves as codes, the log only where no record rebuilds it, and a check of the whole; 4 packs the
codes into one string (`pack_codes`), so that loading costs the size of the state and a few
nanoseconds a move."""
READS = (4,)
"""The formats `from_json` reads (one: a save loads back exactly as it was written)."""

CHECKPOINT_EVERY = 32
"""A seeded match copies its state every this many moves (keeping the latest copy), so `undo`
replays at most this many moves, whatever the length of the game."""

SEATS = 8
"""A move's code is ``action index * SEATS + seat`` (no game seats more than this)."""

Checkpoint = tuple[Any, int, int]
"""(a copy of the state, or it packed by `compact`; how many moves made it; how long the log
was)."""


class Match:
    """One game in play. Create with `alehouse.new_match`, `alehouse.replay` or `from_json`."""

    __slots__ = ("_base", "_checkpoint", "_codes", "_legal", "_log", "_sample", "_undo_reason",
                 "_undo_trail", "_undoable", "_unread", "game", "options", "players", "seed",
                 "state", "version")

    def __init__(self, game: Game[Any], state: Any, *, players: int, options: dict[str, Any],
                 seed: int | None, codes: Sequence[int] = (), log: EventLog | None = None,
                 version: int | None = None) -> None:
        self.game = game
        self.state = state
        self.players = players
        self.options = options
        self.seed = seed
        self._codes = array(code_type(game), codes)
        """Every move made, as its code (`move_code`)."""
        self._log = log if log is not None else EventLog()
        self._unread: tuple[int, int] | None = None
        """(moves, entries): the log of the first moves is not held (a loaded save) and is
        rebuilt from the record when first read."""
        self.version = len(self._codes) if version is None else version
        self._legal: dict[int, list[Action]] = {}
        self._undoable = 0
        """How many of the last moves (all by the last mover) `undo` may take back."""
        self._undo_reason = "there is nothing to take back"
        """Why nothing (more) may be taken back, for the refusal."""
        self._undo_trail: list[tuple[int, str]] = []
        """(undoable, reason) before each move `undo` may take back, so it restores them."""
        self._base: Checkpoint | None = None
        """The state `refresh` recorded: undo replays from it instead of the seed."""
        self._checkpoint: Checkpoint | None = None
        """The latest periodic copy of the state (seeded matches only)."""
        self._sample = False
        """A sample for thinking (`determinize`, and its clones): `act` checks as ever but keeps
        no record and nothing for undo."""

    @classmethod
    def start(cls, game: Game[Any], players: int, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
        """A new match (BadOptions for a bad player count, option or seed)."""
        full = game.check_options(players, options)
        if seed is None:
            seed = Chance.fresh_seed()
        elif type(seed) is not int:
            raise BadOptions(f"the seed must be an integer, not {shown(seed)}", "bad_seed")
        log = EventLog()
        state = game.setup(players, full, Chance.from_seed(seed), log.tail)
        log.pack()
        return cls(game, state, players=players, options=full, seed=seed, log=log)

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
        legal = self._legal.get(player)
        if legal is None:
            legal = self._legal[player] = self.game.legal_actions(self.state, player)
        return legal.copy()

    def _legal_for(self, player: int) -> list[Action]:
        """The cached legal list of `player` (a seat): the game's, which is empty for a seat
        that may not act (`Game.legal_actions`)."""
        legal = self._legal.get(player)
        if legal is None:
            legal = self._legal[player] = self.game.legal_actions(self.state, player)
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
        if type(player) is not int or not 0 <= player < self.players:
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
        # an action of the cached list was legal for an actor in this very state
        if not known:
            if game.is_over(state):
                raise IllegalAction("the match is over", "game_over")
            if player not in game.actors(state):
                raise IllegalAction(
                    f"it is not {game.player_name(state, player)}'s turn: "
                    f"{game.waiting_for(state)}", "not_your_turn")
            if action not in self._legal_for(player):
                raise IllegalAction(game.explain(state, player, action), "illegal_action")
        log = self._log
        if self._sample:  # searching bots act on samples thousands of times a second
            game.apply(state, player, action, log.tail)
            if len(log.tail) >= PACK_AT:
                log.pack()
            self.version += 1
            self._legal = {}
            return
        codes = self._codes
        if self.seed is not None and len(codes) % CHECKPOINT_EVERY == CHECKPOINT_EVERY - 1:
            # made before the move, so that undoing it never has to go back to the seed
            self._checkpoint = (game.clone_state(state), len(codes), self.log_length)
        final = game.is_final(state, player, action)
        before = state.chance.fingerprint()
        game.apply(state, player, action, log.tail)
        if len(log.tail) >= PACK_AT:
            log.pack()
        self._note_undo(player, final, before != state.chance.fingerprint())
        codes.append(game.space.index(action) * SEATS + player)
        self.version += 1
        self._legal = {}

    def _note_undo(self, player: int, final: bool, barrier: bool) -> None:
        if final or barrier:
            self._undoable = 0
            self._undo_trail = []
            self._undo_reason = ("that decision may not be taken back" if final else
                                 "a die was rolled, a card or tile drawn, something revealed "
                                 "or a turn ended since")
            return
        if self._undoable > 0 and self._codes[-1] % SEATS == player:
            self._undo_trail.append((self._undoable, self._undo_reason))
            self._undoable += 1
            return
        # a new run: what came before it stays done
        closed = self._undoable == 0 and self._undo_reason
        self._undo_trail = [(0, self._undo_reason if closed else
                             "another player has moved since")]
        self._undoable = 1
        self._undo_reason = ""  # only read once nothing is left to take back

    # --- the moves -----------------------------------------------------------------------------

    @property
    def moves(self) -> list[tuple[int, Action]]:
        """Every move made: (seat, action), oldest first."""
        decode = self.game.decode
        return [(code % SEATS, decode(code // SEATS)) for code in self._codes]

    @property
    def replayable(self) -> bool:
        """Whether the match is its seed and its moves: it began with `start` (not set up by
        hand, not a sample), so replaying its moves from its seed rebuilds it."""
        return self.seed is not None and self._base is None

    @property
    def move_count(self) -> int:
        """How many moves have been made."""
        return len(self._codes)

    def move_code(self, step: int = -1) -> int:
        """The move at `step` (the last by default) as one integer, ``action index * SEATS +
        seat``: what a server appends to its store after each move (`from_json` takes them)."""
        return self._codes[step]

    # --- undo --------------------------------------------------------------------------------

    def can_undo(self, player: int) -> bool:
        """Whether `player` may take back their last action now (`undo`)."""
        return self._why_not_undo(player) is None

    def _why_not_undo(self, player: Any) -> str | None:
        self._check_player(player)
        if not self._codes or self._undoable <= 0:
            return self._undo_reason
        if self._codes[-1] % SEATS != player:
            return "only the player who made the last move may take it back"
        if self.game.is_over(self.state):
            return "the match is over"
        if player not in self.game.actors(self.state):
            return "your turn is over"
        base = self._base
        if (base is None or base[1] > len(self._codes) - 1) and self.seed is None:
            return "this match cannot be rebuilt (a sample, or edited by hand)"
        return None

    def undo(self, player: int) -> None:
        """Take back `player`'s last action: the state, log and record become exactly what
        they were before it; the version rises by one. IllegalAction (``cannot_undo``) says
        why when it may not be done, and changes nothing."""
        why = self._why_not_undo(player)
        if why is not None:
            raise IllegalAction(f"You cannot take that back: {why}", "cannot_undo")
        earlier = self._rebuild(len(self._codes) - 1)
        self.state = earlier.state
        self._log = earlier._log
        self._unread = None
        self._codes = earlier._codes
        self.version += 1
        self._undoable, self._undo_reason = self._undo_trail.pop()
        self._legal = {}

    def _rebuild(self, keep: int) -> Match:
        """This match after its first `keep` moves, replayed from the latest copy of the state
        made no later than that (the checkpoint, the base), or from the seed."""
        copies = [c for c in (self._base, self._checkpoint) if c is not None and c[1] <= keep]
        if copies:
            state, start, log_length = max(copies, key=lambda c: c[1])
            state = (_unpack_state(self.game, state) if isinstance(state, bytes)
                     else self.game.clone_state(state))
            twin = Match(self.game, state, players=self.players,
                         options=self.options, seed=self.seed, codes=self._codes[:start],
                         log=EventLog(self.log_entries[:log_length]))
        else:
            assert self.seed is not None
            twin = Match.start(self.game, self.players, self.seed, self.options)
            start = 0
        twin._replay(self._codes[start:keep])
        if self._checkpoint is not None and self._checkpoint[1] <= keep:
            twin._checkpoint = self._checkpoint
        return twin

    def _replay(self, codes: Sequence[int]) -> None:
        """Play moves by their codes (already played once: they are legal)."""
        decode = self.game.decode
        for code in codes:
            self.act(code % SEATS, decode(code // SEATS))

    def refresh(self) -> None:
        """Tell the match its state was edited by hand (tests, puzzles): cached legal actions
        are dropped, and undo never goes back past this point."""
        self._legal = {}
        self._undoable = 0
        self._undo_trail = []
        self._undo_reason = "the position was set up by hand"
        self._base = (self.game.clone_state(self.state), len(self._codes), self.log_length)
        self._checkpoint = None  # made before the edit: replaying from it would undo it

    def compact(self) -> None:
        """Pack what the match keeps only for undo and for reading (its copy of the state, its
        newest events) into compressed bytes, so that a match waiting for people takes a
        fraction of the memory: a server calls this after each move it stores. Nothing
        observable changes and acting is as quick as before; the next `undo` unpacks the
        copy (a fraction of a millisecond)."""
        self._log.pack(force=True)
        if self._checkpoint is not None and not isinstance(self._checkpoint[0], bytes):
            state, moves, events = self._checkpoint
            self._checkpoint = (_pack_state(self.game, state), moves, events)
        if self._base is not None and not isinstance(self._base[0], bytes):
            state, moves, events = self._base
            self._base = (_pack_state(self.game, state), moves, events)

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

    def svg(self, player: int | None = None) -> str:
        """The board as `player` sees it (None: a spectator) as an SVG document, the places of
        that seat's legal actions marked as targets when it may act (`Game.draw`). A game that
        draws no board gets a plain panel: its title and whom the match waits for."""
        view = self.view(player)
        legal = [] if player is None else [a.to_json() for a in self._legal_for(player)]
        drawn = self.game.draw(view, legal)
        if drawn is not None:
            return drawn
        return panel(self.game.title, [self.game.waiting_for(self.state)])

    def _repr_svg_(self) -> str:
        """The spectator's picture of the board, for notebooks."""
        return self.svg(None)

    @property
    def log_entries(self) -> EventLog:
        """Every event so far (a loaded save's earlier events are rebuilt on first reading)."""
        if self._unread is not None:
            moves, entries = self._unread
            twin = Match.start(self.game, self.players, self.seed, self.options)
            twin._replay(self._codes[:moves])
            earlier = twin._log
            if len(earlier) != entries:
                raise BadRecord("the saved match's log cannot be rebuilt from its record",
                                "corrupt_state")
            for entry in self._log:
                earlier.append(entry)
            self._log = earlier
            self._unread = None
        return self._log

    @log_entries.setter
    def log_entries(self, entries: EventLog | Log) -> None:
        self._log = entries if isinstance(entries, EventLog) else EventLog(entries)
        self._unread = None

    @property
    def log_length(self) -> int:
        """How many events there are (without rebuilding a loaded save's log)."""
        return len(self._log) + (self._unread[1] if self._unread is not None else 0)

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

    def group_label(self, action: Action) -> str | None:
        """The first step of choosing `action` from a long list ("Lay the Garden"), or None
        (`Game.group_label`)."""
        return self.game.group_label(self.state, action)

    @property
    def talk_allowed(self) -> bool:
        """Whether the players may talk at the table now (`Game.talk_allowed`): a server opens
        its table chat only then."""
        return self.game.talk_allowed(self.state)

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
        twin._codes = self._codes[:]
        twin._log = self._log.copy()
        twin._unread = self._unread
        twin.version = self.version
        twin._legal = self._legal.copy()  # the same state has the same legal actions
        twin._undoable = self._undoable
        twin._undo_reason = self._undo_reason
        twin._undo_trail = self._undo_trail.copy()
        twin._base = self._base  # never changed in place: undo copies it before replaying
        twin._checkpoint = self._checkpoint
        twin._sample = self._sample
        return twin

    def determinize(self, player: int, rng: Chance) -> Match:
        """A match consistent with all `player` has seen, the unseen parts resampled from `rng`.

        Its future chance is drawn from `rng` too, so searching it never reveals (or changes) the
        real match's dice and draws. A sample is for thinking, not for reading: it has no record
        (moves before it are not its own), starts with an empty log and cannot undo, which also
        keeps it cheap for searching bots: its moves are checked as any match's, but neither
        recorded (`moves` stays empty) nor kept for undo. It keeps the version."""
        state = self.game.determinize(self.game.clone_state(self.state), player, rng)
        state.chance = rng.fork()
        sample = Match(self.game, state, players=self.players, options=self.options, seed=None,
                       version=self.version)
        sample._sample = True
        return sample

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (_unpickle, (self.game, self.state, self.players, self.options, self.seed,
                            bytes(self._codes), list(self.log_entries), self.version,
                            [*self._undo_trail, (self._undoable, self._undo_reason)],
                            self._base, self._checkpoint))

    # --- saving ------------------------------------------------------------------------------

    def to_json(self, *, moves: bool = True) -> str:
        """The whole match as JSON text, for `from_json` (exact round trip): the state with its
        RNG, the moves as codes, the version, what undo may take back, the log where no record
        rebuilds it (no seed, or a position set up by hand), and a check of it all.

        Its size is the state's plus a few bytes per move. With ``moves=False`` it is a
        snapshot of size O(state): the moves are left out (a server appends each move's code
        to its store as it is made) and must be handed to `from_json`."""
        rebuilt = self.replayable
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game.id,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "numbering": self.game.space.fingerprint,
            "done": len(self._codes),
            "version": self.version,
            "undo": [[n, why] for n, why in (*self._undo_trail,
                                              (self._undoable, self._undo_reason))],
            "events": self.log_length,
            "log": None if rebuilt else [[e.text, e.only, e.public] for e in self.log_entries],
            "state": self.game.state_to_data(self.state),
        }
        if moves:
            data["moves"] = pack_codes(self._codes)
        if self._base is not None:
            data["edited"] = True
        return seal(data)

    @classmethod
    def from_json(cls, text: str | bytes, moves: Sequence[int] | None = None) -> Match:
        """The match saved by `to_json`; BadRecord, with the reason, when it is not one.

        `moves` (every move's code, oldest first) is given for a snapshot saved without them.
        The save's check must match its text: any change to a save is refused
        (``corrupt_state``). The state is decoded value by value; a position no record
        rebuilds (no seed, or set up by hand) is also checked by the game's rules. Loading
        costs the size of the state and a few operations per move: nothing is replayed (the
        log of a seeded match is rebuilt from its record when first read)."""
        data = _parse_save(text)
        game, players, options, seed = _save_header(data)
        edited = data.get("edited", False)
        if type(edited) is not bool:
            raise BadRecord("edited must be true or false", "malformed_record")
        if data["numbering"] != game.space.fingerprint:
            raise BadRecord(f"this match was saved by another version of {game.title}, whose "
                            "actions are numbered differently", "other_version")
        done, version = data["done"], data["version"]
        if type(done) is not int or done < 0:
            raise BadRecord(f"done must be a count of moves, not {shown(done)}",
                            "malformed_record")
        if type(version) is not int or version < done:
            raise BadRecord(f"version {shown(version)} is below the number of moves, {done}",
                            "malformed_record")
        saved = data.get("moves")
        if moves is None and saved is not None and not isinstance(saved, str):
            raise BadRecord("the saved moves must be their codes, packed", "malformed_record")
        codes = _move_codes(saved if moves is None else moves, done, players, game)
        try:
            trail = _undo_trail(data["undo"], done)
            events = data["events"]
            if type(events) is not int or events < 0:
                raise ValueError(f"events {shown(events)} is not a count")
            rebuilt = seed is not None and not edited
            if rebuilt != (data["log"] is None):
                raise ValueError("the log is saved exactly when no record rebuilds it")
            log = None if rebuilt else _log_entries(data["log"], players, events)
        except ValueError as exc:
            raise BadRecord(f"corrupt saved match: {exc}", "corrupt_state") from None
        try:
            state = game.state_from_data(data["state"])
        except (ValueError, TypeError, KeyError) as exc:
            raise BadRecord(f"corrupt saved state: {exc}", "corrupt_state") from None
        match = cls(game, state, players=players, options=options, seed=seed, codes=codes,
                    log=EventLog(log or ()), version=version)
        if log is None:
            match._unread = (done, events)
        else:
            match._check_position()
        match._undo_trail = trail[:-1]
        match._undoable, match._undo_reason = trail[-1]
        if edited:
            match._base = (game.clone_state(state), done, events)
        return match

    def _check_position(self) -> None:
        """Refuse (``corrupt_state``) a loaded state that is no position of the game."""
        game, state = self.game, self.state
        try:
            game.check_state(state, self.players, self.options)
            if game.observation_size(self.players, self.options):
                for seat in range(self.players):
                    game.observation(self.view(seat), self.players, self.options)
        except AlehouseError as exc:
            raise BadRecord(f"the saved state is no position of {game.title}: {exc.reason}",
                            "corrupt_state") from None
        except Exception:  # a stranger's state may break any rule hook: that is the answer
            raise BadRecord(f"the saved state is no position of {game.title}: its values do "
                            "not fit together", "corrupt_state") from None

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

    def __repr__(self) -> str:
        status = "over" if self.over else f"actors={self.actors}"
        return (f"<Match {self.game.id} players={self.players} moves={len(self._codes)} "
                f"version={self.version} {status}>")


SAVE_KEYS = ("format", "game", "players", "options", "seed", "numbering", "done", "version",
             "undo", "events", "log", "state", "check")
"""What `to_json` always writes; ``moves`` is written too unless left out, ``edited`` for a
position set up by hand."""


def _pack_state(game: Game[Any], state: Any) -> bytes:
    return zlib.compress(json.dumps(game.state_to_data(state), separators=(",", ":")).encode())


def _unpack_state(game: Game[Any], packed: bytes) -> Any:
    return game.state_from_data(json.loads(zlib.decompress(packed)))


def seal(data: dict[str, Any]) -> str:
    """The text of save `data`: its JSON with, last, the check of all before it (BLAKE2).

    The check finds any change made to a save after it was written (a damaged file, a hand
    edit); it is no signature: whoever recomputes it can load a state the rules never made,
    which is why a server loads only saves it wrote itself."""
    body = json.dumps(data, separators=(",", ":"))
    return f'{body[:-1]},"check":"{_check(body)}"}}'


def _check(body: str) -> str:
    return hashlib.blake2b(body.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _parse_save(text: Any) -> dict[str, Any]:
    """The saved match's JSON object, its check and keys checked (BadRecord otherwise)."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode()
        except UnicodeDecodeError:
            raise BadRecord("a saved match is UTF-8 text", "malformed_record") from None
    if not isinstance(text, str):
        raise BadRecord("a saved match is JSON text", "malformed_record")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise BadRecord("not a saved match: nested too deeply", "malformed_record") from None
    except (ValueError, TypeError) as exc:
        raise BadRecord(f"not JSON: {shown(str(exc), 120)}", "malformed_record") from None
    if not isinstance(data, dict) or type(data.get("format")) is not int \
            or data["format"] not in READS:
        raise BadRecord(f"not a saved match of format {' or '.join(map(str, READS))}",
                        "malformed_record")
    missing = [k for k in SAVE_KEYS if k not in data]
    if missing:
        raise BadRecord(f"the saved match lacks {', '.join(missing)}", "malformed_record")
    extra = sorted(set(data) - {*SAVE_KEYS, "moves", "edited"})
    if extra:
        raise BadRecord(f"the saved match has unknown parts: {', '.join(map(shown, extra))}",
                        "malformed_record")
    at = text.rfind(',"check":"')  # the check is the last part: it covers all before it
    if not (at > 0 and text[at:] == f',"check":"{data["check"]}"}}'
            and _check(text[:at] + "}") == data["check"]):
        raise BadRecord("the saved match was changed after it was written (its check does "
                        "not match its text)", "corrupt_state")
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


def _move_codes(data: Any, done: int, players: int, game: Game[Any]) -> array[int]:
    """The saved moves' codes (BadRecord unless `done` codes of this game's actions and seats):
    packed (`pack_codes`) or a list of numbers."""
    if data is None:
        raise BadRecord("the saved match was written without its moves, and none were given",
                        "malformed_record")
    if isinstance(data, str):
        codes = _unpack_codes(data, game)
        if codes is None or len(codes) != done:
            raise BadRecord(f"the moves must be the {done} moves' codes, packed",
                            "malformed_record")
        if _fit(codes, players, game):
            return codes
        data = codes.tolist()  # to name the first code that does not fit
    if isinstance(data, array):
        data = data.tolist()
    if not isinstance(data, list | tuple) or len(data) != done:
        raise BadRecord(f"the moves must be a list of the {done} moves' codes",
                        "malformed_record")
    limit = game.num_actions * SEATS
    if not data:
        return array(code_type(game))
    # ints only (no bool), each below the limit (the array refuses a negative one)
    if {*map(type, data)} == {int} and max(data) < limit:
        try:
            codes = array(code_type(game), data)
        except OverflowError:  # a negative code: found below
            pass
        else:
            if _fit(codes, players, game):
                return codes
    step, code = next((i, c) for i, c in enumerate(data)
                      if type(c) is not int or not 0 <= c < limit or c % SEATS >= players)
    raise BadRecord(f"step {step}: {shown(code)} is no move's code in this match",
                    "malformed_record", step)


def pack_codes(codes: array[int]) -> str:
    """Move codes as one string: their bytes, least significant first, in base64."""
    if sys.byteorder == "big":
        codes = codes[:]
        codes.byteswap()
    return base64.b64encode(codes.tobytes()).decode("ascii")


def _unpack_codes(text: str, game: Game[Any]) -> array[int] | None:
    """The codes `pack_codes` wrote (None for any other text)."""
    codes = array(code_type(game))
    try:
        raw = base64.b64decode(text, validate=True)
    except (ValueError, binascii.Error):
        return None
    if len(raw) % codes.itemsize:
        return None
    codes.frombytes(raw)
    if sys.byteorder == "big":
        codes.byteswap()
    return codes


_SEAT_OF_BYTE = bytes(b % SEATS for b in range(256))
"""The seat of a code from its lowest byte alone (SEATS divides 256)."""
_SEAT_BYTES = [bytes(range(n)) for n in range(SEATS + 1)]
"""The seats of an `n`-player match as bytes: translating them away leaves none."""


def _fit(codes: array[int], players: int, game: Game[Any]) -> bool:
    """Whether every code is below the game's limit and of a seat of the match: in C, a few
    nanoseconds a code (by their bytes; the whole codes are compared only when one comes close
    to the limit)."""
    limit = game.num_actions * SEATS
    size = codes.itemsize
    raw = codes.tobytes()

    def byte(j: int) -> bytes:  # byte j (0: the lowest) of every code
        return raw[j if sys.byteorder == "little" else size - 1 - j::size]

    if byte(0).translate(_SEAT_OF_BYTE).translate(None, _SEAT_BYTES[players]):
        return False
    k = (limit.bit_length() - 1) // 8  # the limit's highest byte that is not 0
    if k >= size:
        return True  # no code of this size reaches it
    if any(byte(j).translate(None, b"\0") for j in range(k + 1, size)):
        return False
    if not byte(k).translate(None, bytes(range(limit >> 8 * k))):
        return True  # every code's byte k is below the limit's
    return max(codes) < limit


def code_type(game: Game[Any]) -> str:
    """The array type code that holds every move code of `game`: two bytes a move where they
    fit (every game but Monastery, whose tile placements number over 100,000), else four."""
    return "H" if game.num_actions * SEATS <= 1 << 16 else "I"


def _log_entries(data: Any, players: int, events: int) -> Log:
    """The saved log of `events` entries: [[text, only, public], ...] (ValueError naming the
    entry otherwise)."""
    if not isinstance(data, list) or len(data) != events:
        raise ValueError(f"the log is not a list of {events} entries")
    log: Log = []
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
              seed: int | None, codes: bytes, log: Log, version: int,
              trail: list[tuple[int, str]], base: Checkpoint | None,
              checkpoint: Checkpoint | None) -> Match:
    packed = array(code_type(game))
    packed.frombytes(codes)
    match = Match(game, state, players=players, options=options, seed=seed, codes=packed,
                  log=EventLog(log), version=version)
    match._undoable, match._undo_reason = trail[-1]
    match._undo_trail = list(trail[:-1])
    match._base = base
    match._checkpoint = checkpoint
    return match
