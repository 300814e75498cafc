"""The engine contract: games, matches, decisions, actions, chance, records. Standard library
only."""

from .action import Action, ActionSpace, choice
from .board_game import OVER, BoardGame
from .chance import Chance
from .decision import EVERYONE, Awaiting, Decision, Stack, handles
from .errors import AlehouseError, BadOptions, BadRecord, IllegalAction, UnknownGame
from .game import Game
from .log import Log, LogEntry
from .match import Match
from .record import load_record, replay, save_record
from .registry import game, games, register
from .result import NORMAL_END, Result, Termination

__all__ = [
    "EVERYONE", "NORMAL_END", "OVER", "Action", "ActionSpace", "AlehouseError", "Awaiting",
    "BadOptions", "BadRecord", "BoardGame", "Chance", "Decision", "Game", "IllegalAction",
    "Log", "LogEntry", "Match", "Result", "Stack", "Termination", "UnknownGame", "choice", "game",
    "games", "handles", "load_record", "register", "replay", "save_record",
]
