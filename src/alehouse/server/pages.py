"""The browser's pages: the home page, the lobby and a table's page (plain HTML), the one
script and the style sheet they share (src/alehouse/web/), and what the pages ask about the
games (`/api/games`: titles, player counts, options with their meaning, two lines each, and
`/api/games/{id}/picture`, the picture of each game's board for the home page).

The pages hold nothing of a game: every board, label and sentence comes from the API."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI, Response
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

import alehouse
from alehouse.core import AlehouseError

from . import pictures
from .problems import ProblemBody, not_found

WEB = Path(str(resources.files("alehouse") / "web"))
"""The pages, the script, the style sheet and games.toml."""

PAGES = {"/": "index.html", "/lobby": "lobby.html"}

router = APIRouter(tags=["games"])


class OptionValueOut(BaseModel):
    value: str | int | bool
    label: str = Field(description="what the value means, for people")


class OptionOut(BaseModel):
    key: str
    name: str
    meaning: str
    values: list[OptionValueOut] = Field(description="the allowed values, the default first")


class GameOut(BaseModel):
    id: str
    title: str
    min_players: int
    max_players: int
    seats: list[str] = Field(description="the seats' names, in seat order (the most players)")
    lines: list[str] = Field(description="two lines about the game")
    drawn: bool = Field(description="whether the game draws its board (the others show their "
                        "view as text)")
    options: list[OptionOut]
    categories: dict[str, str] = Field(description="the score breakdown's categories and "
                                       "their names")


@cache
def _about() -> dict[str, Any]:
    with (WEB / "games.toml").open("rb") as file:
        return tomllib.load(file)


def _option(game_id: str, key: str, values: tuple[Any, ...]) -> OptionOut:
    told = _about().get(game_id, {}).get("options", {}).get(key, {})
    names = told.get("values", {})
    return OptionOut(key=key, name=told.get("name", key.replace("_", " ").capitalize()),
                     meaning=told.get("meaning", ""),
                     values=[OptionValueOut(value=v, label=names.get(str(v).lower(), str(v)))
                             for v in values])


@cache
def catalogue() -> list[GameOut]:
    out = []
    for game_id in alehouse.games():
        game = alehouse.game(game_id)
        most = game.player_counts.stop - 1
        match = alehouse.new_match(game_id, players=most, seed=0)
        out.append(GameOut(
            id=game_id, title=game.title, min_players=game.player_counts.start,
            max_players=most, seats=[match.player_name(p) for p in range(most)],
            lines=list(_about().get(game_id, {}).get("lines", [])),
            drawn=game.draw(match.view(None)) is not None,
            options=[_option(game_id, k, v) for k, v in game.options.items()],
            categories=dict(game.score_categories)))
    return out


@router.get("/api/games", response_model=list[GameOut])
async def games() -> list[GameOut]:
    """The games this server plays: players, seats, options and their meaning."""
    return catalogue()


@router.get("/api/games/{game_id}/picture", include_in_schema=False,
            responses={404: {"model": ProblemBody}})
async def picture(game_id: str) -> Response:
    """The board of a new game, as a spectator sees it (SVG): drawn, or the game's view as
    text in panels for a game that draws none."""
    try:
        alehouse.game(game_id)
    except AlehouseError:
        raise not_found("such game") from None
    return Response(pictures.picture(game_id), media_type="image/svg+xml",
                    headers={"Cache-Control": "max-age=3600"})


def _page(name: str) -> Any:
    async def page() -> FileResponse:
        return FileResponse(WEB / name, media_type="text/html",
                            headers={"Cache-Control": "no-cache"})
    return page


def install(app: FastAPI) -> None:
    """Serve the pages, /static/ and /api/games from `app`."""
    for path, name in PAGES.items():
        app.add_api_route(path, _page(name), include_in_schema=False, methods=["GET"])
    app.add_api_route("/table/{table_id}", _page("table.html"), include_in_schema=False,
                      methods=["GET"])
    app.include_router(router)
    app.mount("/static", StaticFiles(directory=WEB / "static"), name="static")
