"""The API's requests and answers as Pydantic models: what /openapi.json publishes.

A request that does not fit its model is refused (``malformed_request``) before any route runs,
with the field and what is wrong with it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

Name = Annotated[str, StringConstraints(min_length=2, max_length=24, strip_whitespace=True,
                                        pattern=r"^[A-Za-z0-9][A-Za-z0-9 _.-]*$")]
Password = Annotated[str, StringConstraints(min_length=8, max_length=200)]
OptionValue = str | int | bool


class Strict(BaseModel):
    """A request: unknown fields are refused rather than ignored."""

    model_config = ConfigDict(extra="forbid")


# --- accounts -----------------------------------------------------------------------------------

class SignUp(Strict):
    name: Name = Field(description="2 to 24 letters, digits, spaces, '_', '.' or '-'")
    password: Password = Field(description="at least 8 characters")
    client: Literal["browser", "api"] = Field(
        "browser", description="browser: a session cookie and a CSRF token; api: a bearer token")


class LogIn(Strict):
    name: Annotated[str, StringConstraints(max_length=24, strip_whitespace=True)]
    password: Annotated[str, StringConstraints(max_length=200)]
    client: Literal["browser", "api"] = "browser"


class Guest(Strict):
    client: Literal["browser", "api"] = "browser"


class UserOut(BaseModel):
    id: int
    name: str
    guest: bool


class SessionOut(BaseModel):
    user: UserOut
    csrf_token: str | None = Field(None, description="browser sessions: send it back in the "
                                   "X-CSRF-Token header of every request that changes something")
    token: str | None = Field(None, description="api sessions: send it as "
                              "'Authorization: Bearer <token>'")


# --- the lobby ----------------------------------------------------------------------------------

class SeatIn(Strict):
    kind: Literal["me", "open", "invite", "bot"] = Field(
        description="me: the creator (several for hot-seat); open: anyone may join; invite: "
                    "only with the table's invite link; bot: a bot plays it")
    bot: str | None = Field(None, max_length=60, description="the bot of a bot seat: a level "
                            "(easy, normal, hard, expert; see /api/levels) or a bot spec "
                            "(random, greedy, ismcts:time=0.5)")


class Timing(Strict):
    mode: Literal["live", "turn"] = Field("turn", description="live: a clock per player; "
                                          "turn: a number of days per move")
    minutes: float = Field(20, gt=0, le=240, description="live: each player's time")
    increment: float = Field(0, ge=0, le=120, description="live: seconds added per move")
    days: float = Field(3, gt=0, le=30, description="turn: days for each move")


class TableIn(Strict):
    game: str = Field(max_length=40)
    players: int = Field(ge=1, le=8)
    options: dict[Annotated[str, StringConstraints(max_length=40)], OptionValue] = Field(
        default_factory=dict, max_length=16)
    seats: list[SeatIn] = Field(min_length=1, max_length=8)
    timing: Timing = Field(default_factory=Timing)
    rated: bool = Field(False, description="counts for the ratings when all seats are accounts")
    hints: bool | None = Field(None, description="whether its players may ask for a hint (the "
                               "strongest bot's advice on their decision); left out: yes when "
                               "every seat is yours or a bot's, no when anyone else plays. A "
                               "rated table plays without")


class SeatOut(BaseModel):
    seat: int
    name: str = Field(description="the seat's name in the game (Red, Blue...)")
    kind: str
    player: str | None = Field(None, description="the account playing it")
    bot: str | None = Field(None, description="the spec of the bot playing it (a level's own "
                            "spec for a level)")
    level: str | None = Field(None, description="the level the bot was named by (easy, "
                              "normal, hard, expert), if it was")
    bot_words: str | None = Field(None, description="the bot in words for people (\"a hard "
                                  "bot\")")
    taken_over: bool = False
    clock_ms: int | None = Field(None, description="live play: time left")


class TableOut(BaseModel):
    id: str
    game: str
    title: str
    players: int
    options: dict[str, Any]
    status: Literal["open", "playing", "finished", "cancelled"]
    host: str | None
    seats: list[SeatOut]
    timing: dict[str, Any]
    rated: bool
    hints: bool = Field(False, description="whether its players may ask for hints")
    invite: str | None = Field(None, description="the invite code (shown to the host only)")
    version: int
    actors: list[int]
    yours: list[int] = Field(default_factory=list, description="the seats you hold")
    awaiting_you: bool = False
    deadline: datetime | None = None
    created_at: datetime
    rematch_of: str | None = None
    rematch: str | None = Field(None, description="a finished table's rematch, once someone "
                                "asked for one")


class LevelOut(BaseModel):
    """A bot level a table's seat may be given."""

    name: str = Field(description="what to send as a bot seat's `bot` (easy, normal...)")
    called: str = Field(description="the level's bot in words (\"an easy bot\")")
    line: str = Field(description="what to expect of it, for people")
    spec: str = Field(description="the bot and settings it stands for")


class JoinIn(Strict):
    seat: int | None = Field(None, ge=0, le=7, description="the seat to take (any free one "
                             "when left out)")
    invite: str | None = Field(None, max_length=32)


# --- playing ------------------------------------------------------------------------------------

class MoveIn(Strict):
    seat: int = Field(ge=0, le=7)
    version: int = Field(ge=0, description="the version the move was made against")
    action: dict[str, Any] | int = Field(description="the action's JSON or its index among "
                                         "the game's actions")
    since: int = Field(0, ge=0, description="the first event of the log to send back")
    answer: Literal["state", "version"] = Field(
        "state", description="state: what your seat sees after the move; version: only the "
        "new version (a client whose socket brings the state anyway)")


class UndoIn(Strict):
    seat: int = Field(ge=0, le=7)
    version: int = Field(ge=0)
    since: int = Field(0, ge=0, description="the first event of the log to send back")
    answer: Literal["state", "version"] = Field(
        "state", description="state: what your seat sees after the move; version: only the "
        "new version (a client whose socket brings the state anyway)")


class Accepted(BaseModel):
    """A move or undo accepted (and stored): the match's version after it."""

    match: str
    version: int


class LegalAction(BaseModel):
    index: int = Field(description="the action's index in the game's fixed action space")
    action: dict[str, Any]
    label: str
    group: str | None = Field(None, description="the first step of choosing it in a long list")


class PlayState(BaseModel):
    """What one seat (or a spectator) sees of a match now."""

    match: str
    game: str
    status: str
    version: int
    seat: int | None
    names: list[str] = Field(default_factory=list, description="the seats' names in this "
                             "match (Red, Blue...), in seat order (in some games drawn at "
                             "setup)")
    view: dict[str, Any]
    legal: list[LegalAction]
    can_undo: bool
    log: list[str] = Field(description="the events from `log_from` on, as this seat may read them")
    log_from: int
    log_next: int = Field(description="pass it as `since` to read only newer events")
    notices: list[str] = Field(default_factory=list)
    clocks: list[int | None] = Field(default_factory=list)
    deadline: datetime | None = None
    result: dict[str, Any] | None = None
    chat_open: bool = Field(True, description="whether the table may talk now (Monastery's "
                            "Vow of Silence closes the chat outside Prayer Hours)")
    chat_closed: str | None = Field(None, description="while the chat is closed, why (the "
                                    "same words as the refusal of a line said then)")
    board: str | None = Field(None, description="asked with `board=true`: the board as this "
                              "seat sees it, an SVG document whose clickable places carry "
                              "`data-fields` (None for a game that draws no board)")
    picture: str | None = Field(None, description="asked with `board=true`, for a game that "
                                "draws no board: its view as text, in panels parted by blank "
                                "lines")
    legend: str | None = Field(None, description="with `picture`: how to read it")
    running_score: list[int] | None = Field(None, description="each seat's points so far as "
                                            "the table shows them (the game's running score, "
                                            "the same for every seat), in seat order; None "
                                            "for a game that scores only at the end")
    running_score_name: list[str] | None = Field(None, description="with `running_score`: "
                                                 "the rulebook's word for its points, one "
                                                 "and several (\"mastery point\", "
                                                 "\"mastery points\")")


# --- advice -------------------------------------------------------------------------------------

class Advised(BaseModel):
    """One action advised, with the chance of winning after it."""

    index: int = Field(description="the action's index in the game's fixed action space")
    action: dict[str, Any]
    label: str
    chance: float = Field(ge=0, le=1, description="the estimated chance of winning after it")
    words: str = Field(description="the chance for people (\"62% chance of winning\")")
    iterations: int = Field(description="the search's iterations that tried it")


class Hint(BaseModel):
    """The strongest bot's advice on a seat's decision, from what that seat may see."""

    match: str
    seat: int
    version: int = Field(description="the version it was worked out for")
    chance: float = Field(ge=0, le=1, description="the seat's chance of winning, playing the "
                          "first action")
    words: str
    seats: list[float] = Field(description="every seat's chance after the first action")
    actions: list[Advised] = Field(description="the best few, the best first")
    iterations: int
    seconds: float


class TurningPoint(BaseModel):
    """The move after which a seat's chance of winning moved most."""

    step: int = Field(description="the move's number (1 is the first)")
    seat: int = Field(description="the seat whose chance moved most")
    mover: int = Field(description="the seat that made the move")
    before: float
    after: float
    words: str = Field(description="the move, for people")


class Chances(BaseModel):
    """A finished game's estimated chances of winning after every move (all was public by
    then, so the true positions are judged)."""

    match: str
    steps: int
    names: list[str] = Field(description="the seats' names in the game")
    chances: list[list[float]] = Field(description="per step (0: the start), each seat's "
                                       "chance of winning")
    turn: TurningPoint | None = Field(None, description="where the game turned")
    chart: str = Field(description="the chances drawn as an SVG document")
