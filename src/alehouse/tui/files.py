"""Reading and writing the files of the `alehouse` command (records, arena games), every problem
said in one line of plain words: which file, and why (no Python error text, no traceback).

Reading guards what the engine's own loaders do not: a file too large to be a record, bytes that
are not UTF-8 text, and JSON nested so deeply that parsing it would exhaust Python's stack.
"""

from __future__ import annotations

import errno
import os
from contextlib import suppress
from pathlib import Path
from typing import Any

from ..core import Match, save_record
from .terminal import printable, read_json

MAX_FILE_BYTES = 64 * 1024 * 1024
"""Largest file read as a record or an arena file (a long game's record is under 1 MB)."""
MAX_FILE_DEPTH = 32
"""Deepest nesting of lists and objects read from a file (a record nests five or six)."""

_READING = {
    errno.ENOENT: "there is no such file",
    errno.EISDIR: "it is a folder, not a file",
    errno.ENOTDIR: "a part of that path is a file, not a folder",
    errno.EACCES: "you may not read it (permission denied)",
    errno.EPERM: "you may not read it (permission denied)",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.ELOOP: "it is a loop of symbolic links",
}
_WRITING = {
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of that path is a file, not a folder",
    errno.EACCES: "you may not write there (permission denied)",
    errno.EPERM: "you may not write there (permission denied)",
    errno.EROFS: "the disk is read-only",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "your disk quota is used up",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.EEXIST: "a file of that name is in the way",
    errno.ELOOP: "it is a loop of symbolic links",
}


def shown_path(path: str | Path) -> str:
    """A path as a message shows it (printable; see `terminal.printable`)."""
    return printable(str(path))


def file_problem(exc: OSError | ValueError, path: Path, *, writing: bool) -> str:
    """Why `path` could not be read (or written), in words for people: the reason only, to
    follow "cannot read PATH: " or "cannot save to PATH: "."""
    if isinstance(exc, ValueError):  # pathlib's "embedded null byte"
        return "a file name cannot hold the character NUL"
    if writing and exc.errno == errno.ENOENT:
        return f"the folder {shown_path(path.parent)} does not exist"
    reason = (_WRITING if writing else _READING).get(exc.errno or 0)
    if reason is not None:
        return reason
    text = exc.strerror or "the system refused"
    return text[0].lower() + text[1:]


def read_json_file(path: Path, *, max_bytes: int = MAX_FILE_BYTES,
                   max_depth: int = MAX_FILE_DEPTH) -> Any:
    """The JSON value in the file at `path`. ValueError with one line for people (naming the
    file) when it cannot be read, is larger than `max_bytes`, is not UTF-8 text, is not JSON or
    nests deeper than `max_depth`."""
    where = shown_path(path)
    try:
        if "\0" in str(path):
            raise ValueError("embedded null byte")
        with open(path, "rb") as file:
            raw = file.read(max_bytes + 1)
    except (OSError, ValueError) as exc:
        raise ValueError(f"cannot read {where}: {file_problem(exc, path, writing=False)}"
                         ) from None
    if len(raw) > max_bytes:
        raise ValueError(f"{where} is too large to read (more than {max_bytes // 2 ** 20} MB)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError(f"{where} is not a text file (not UTF-8)") from None
    try:
        return read_json(text, max_depth)
    except ValueError as exc:
        raise ValueError(f"{where} is not JSON: {exc}") from None


def writable(path: Path) -> str | None:
    """None when a file can probably be written at `path` (nothing is written), else why not:
    the checks a record's path gets before a game starts, so no game is played in vain."""
    if "\0" in str(path):
        return "a file name cannot hold the character NUL"
    if path.is_dir():
        return "it is a folder"
    parent = path.parent
    if not parent.exists():
        return f"the folder {shown_path(parent)} does not exist"
    if not parent.is_dir():
        return f"{shown_path(parent)} is not a folder"
    if not os.access(parent, os.W_OK):
        return f"you may not write in the folder {shown_path(parent)}"
    if path.exists() and not os.access(path, os.W_OK):
        return "the file is read-only"
    return None


def write_record(match: Match, path: Path) -> None:
    """Save the match's record at `path` whole or not at all: it is written beside it first and
    then renamed, so a failed save leaves no half-written file and no file spoiled. OSError (or
    ValueError for a NUL in the name) when it cannot be; see `file_problem`."""
    if "\0" in str(path):
        raise ValueError("embedded null byte")
    if path.is_dir():
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(path))
    tmp = path.with_name(f".{path.name}.saving")
    try:
        save_record(match, tmp)
        os.replace(tmp, path)
    finally:
        with suppress(OSError):
            tmp.unlink(missing_ok=True)
