"""Game records (game, players, options, seed, moves) and `replay`, which rebuilds the match."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import BadOptions, BadRecord, UnknownGame, shown
from .match import Match

RECORD_KEYS = ("game", "players", "options", "seed", "moves")
MAX_RECORD_BYTES = 64_000_000
"""The largest file `load_record` reads (a long game's record is under 1 MB)."""


def replay(record: Mapping[str, Any], *, upto: int | None = None) -> Match:
    """The match in exactly the state that made `record` (or after its first `upto` moves).

    BadRecord names what does not fit: malformed, unknown game, bad options, or the step whose
    move is illegal."""
    from .registry import game as find_game

    if not isinstance(record, Mapping):
        raise BadRecord("a record must be a JSON object", "malformed_record")
    missing = [k for k in RECORD_KEYS if k not in record]
    if missing:
        raise BadRecord(f"the record lacks {', '.join(missing)}", "malformed_record")
    moves = record["moves"]
    if not isinstance(moves, list):
        raise BadRecord("the record's moves must be a list", "malformed_record")
    try:
        game = find_game(record["game"])
    except UnknownGame as exc:
        raise BadRecord(exc.reason, "unknown_game") from None
    if type(record["seed"]) is not int:
        raise BadRecord(f"the record's seed must be an integer, not {shown(record['seed'])}",
                        "malformed_record")
    try:
        match = Match.start(game, record["players"], record["seed"], record["options"])
    except BadOptions as exc:
        raise BadRecord(exc.reason, "bad_options") from None
    match.play_record(moves[:upto] if upto is not None else moves)
    return match


def load_record(path: str | Path) -> dict[str, Any]:
    """A record from a JSON file (BadRecord when it is not JSON)."""
    try:
        with Path(path).open("rb") as file:
            text = file.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise BadRecord(f"cannot read {path}: {exc.strerror or exc}", "malformed_record") from None
    if len(text) > MAX_RECORD_BYTES:
        raise BadRecord(f"{path} is too large to be a record (over "
                        f"{MAX_RECORD_BYTES // 1_000_000} MB)", "malformed_record")
    try:
        data = json.loads(text)
    except RecursionError:
        raise BadRecord(f"{path} is not a record: nested too deeply", "malformed_record") from None
    except ValueError as exc:
        raise BadRecord(f"{path} is not JSON: {exc}", "malformed_record") from None
    if not isinstance(data, dict):
        raise BadRecord(f"{path} does not hold a record object", "malformed_record")
    return data


def save_record(match: Match, path: str | Path) -> None:
    record = match.record
    if match.over:
        result = match.result
        assert result is not None
        record = {**record, "result": result.to_json()}
    Path(path).write_text(json.dumps(record, indent=1))
