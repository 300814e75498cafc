"""The engine contract: games, matches, actions, chance, records. Standard library only."""

from .action import Action, ActionSpace, choice
from .chance import Chance
from .errors import AlehouseError, BadOptions, BadRecord, IllegalAction, UnknownGame
from .game import Game, Log, LogEntry, Result
from .match import Match
from .record import load_record, replay, save_record
from .registry import game, games, register

__all__ = [
    "Action", "ActionSpace", "AlehouseError", "BadOptions", "BadRecord", "Chance", "Game",
    "IllegalAction", "Log", "LogEntry", "Match", "Result", "UnknownGame", "choice", "game",
    "games", "load_record", "register", "replay", "save_record",
]
