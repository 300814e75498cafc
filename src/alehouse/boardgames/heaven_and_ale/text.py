"""Words and pictures for people: action labels, and the view drawn as text (the gardens as
hex grids) for terminals."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action

from . import actions as A
from .board import base_price, price, tiles_at
from .content import CONTENT, MONK_BASE
from .decisions import ActivateShedTiles, BuyTiles, ChooseColour
from .state import State

C = CONTENT


def _spot_text(spot: str) -> str:
    side = "sunny" if spot.startswith("sun") else "shady"
    return f"{side} spot {spot}"


def _tile_text(t: dict[str, Any] | None) -> str:
    if t is None:
        return "empty"
    if "monk" in t:
        return f"monk {t['monk']}"
    return f"{t['colour']} {t['fertility']}"


def label(state: State | None, action: Action) -> str:
    top = state.pending[-1] if state is not None and state.pending else None
    match action:
        case A.ChooseStart(space=space):
            s = C.start_spaces[C.start_ids.index(space)]
            reward = ("none now, +1 VP at the end and you begin the next round" if s.vp else
                      f"brewmaster +{s.brewmaster}" if s.brewmaster else
                      f"one marker +{s.marker}" if s.marker else f"+{s.ducats} ducats")
            return f"Take the {space.replace('_', ' ')} starting space ({reward})"
        case A.Move(to=to):
            if to == C.home:
                return "Move to the starting area (out for this round)"
            target = C.track[to - 1]
            what = {"resource": "resource space", "monk": f"monk space (cost {target.cost})",
                    "barrel": "barrel space"}.get(target.kind, "")
            if target.kind == "disc":
                disc = "A/B/C" if target.disc == "ABC" else target.disc
                what = f"scoring disc space {disc}"
            if state is not None and target.kind in ("resource", "monk"):
                tiles = ", ".join(C.tile_name(t) for t in sorted(tiles_at(state, to)))
                what += f" ({tiles})"
            return f"Move to space {to}: {what}"
        case A.BuyResource(colour=colour, fertility=f, spot=spot):
            tile = C.resource_tile(C.resources.index(colour), f)
            cost = price(f, C.spot_names.index(spot))
            return f"Buy {C.tile_name(tile)} for {cost} ducats onto {_spot_text(spot)}"
        case A.BuyMonk(monk=monk, spot=spot):
            if isinstance(top, BuyTiles):
                tile = MONK_BASE + C.monks.index(monk)
                cost = price(base_price(tile, top.space), C.spot_names.index(spot))
                return f"Buy monk {monk} for {cost} ducats onto {_spot_text(spot)}"
            return f"Buy monk {monk} onto {_spot_text(spot)}"
        case A.Done():
            return "Buy no more tiles here"
        case A.PlaceDisc(spot=spot):
            if spot in C.monks:
                return f"Place the disc on monk spot {spot}: trigger your {spot} monks"
            return f"Place the disc on the {spot} spot: activate your {spot} tiles"
        case A.NominateFertility(number=n):
            return f"Place the disc on the x-tile spot and score fertility number {n}"
        case A.ActivateShed(edges=mask):
            if state is not None and isinstance(top, ActivateShedTiles):
                garden = state.players[top.player].garden
                spots = [C.shed_edges[top.shed][e] for e in range(6) if mask >> e & 1]
                return "Activate " + ", ".join(
                    f"{C.tile_name(garden[s])} ({C.spot_names[s]})" for s in spots)
            return f"Activate the tiles at edges {[e for e in range(6) if mask >> e & 1]}"
        case A.PlacePrivilege(card=card):
            return f"Place the {card.replace('_', ' ')} privilege card: {C.privilege[card].text}"
        case A.SkipPrivilege():
            return "Place no privilege card (this pair is lost)"
        case A.ChooseColour(colour=colour):
            reason = top.reason if isinstance(top, ChooseColour) else ""
            what = {"start": "2 steps", "colour_count": "1 step per tile of that colour",
                    "disc_count": "1 step per scoring disc"}.get(reason, "forward")
            return f"Move your {colour} marker ({what})"
        case A.SellPrivilege(card=card):
            return (f"Return the {card.replace('_', ' ')} privilege card for "
                    f"{C.emergency_ducats} ducats (emergency coin rule)")
    return action.label


# --- the view as text ------------------------------------------------------------------------


def _short(t: dict[str, Any] | None) -> str:
    if t is None:
        return ""
    if "monk" in t:
        return f"M-{t['monk']}"
    return f"{C.letters[t['colour']]}{t['fertility']}"


def garden_grid(player: dict[str, Any]) -> list[str]:
    """The garden as rows of text: tiles as "Ho3" (colour, fertility) or "M-A" (monk), empty
    spots by their name ("s4" = sun4, "h4" = shade4), sheds as "(k)" once enclosed."""
    width = 3
    xs = [x for x, _ in C.spot_xy] + [x for x, _ in C.shed_xy]
    lo = min(xs)
    rows = 1 + max(y for _, y in C.spot_xy)
    cols = (max(xs) - lo) * width + 6
    grid = [[" "] * cols for _ in range(rows)]

    def put(x: int, y: int, text: str) -> None:
        col = (x - lo) * width
        for i, ch in enumerate(text[:5].center(5)):
            grid[y][col + i] = ch

    for i, (x, y) in enumerate(C.spot_xy):
        name = C.spot_names[i]
        tile = player["garden"][name]
        put(x, y, _short(tile) if tile else ("s" if name.startswith("sun") else "h")
            + name.lstrip("sunhade"))
    for i, (x, y) in enumerate(C.shed_xy):
        kind = player["sheds"][i]
        put(x, y, "( )" if kind is None else f"({kind})")
    half = (0 - lo) * width + 2
    header = "sunny".center(half) + "|" + "shady".center(cols - half - 1)
    return [header] + ["".join(r).rstrip() for r in grid]


def render_text(view: dict[str, Any]) -> str:
    lines = [f"Round {view['round']} of {view['rounds']}"
             + (f" - {view['players'][view['turn']]['colour']}'s turn"
                if view["turn"] is not None else "")]
    track = []
    for s in view["track"]:
        figures = "".join(view["players"][p]["colour"][0] for p in s["figures"])
        figures = f"<{figures}>" if figures else ""
        if s["kind"] in ("resource", "monk"):
            tiles = " ".join(_short(t) for t in s["tiles"]) or "-"
            cost = f"M{s['cost']}" if s["kind"] == "monk" else "R"
            track.append(f"{s['space']}:{cost}[{tiles}]{figures}")
        elif s["kind"] == "disc":
            track.append(f"{s['space']}:{s['disc']}({s['discs']}){figures}")
        else:
            track.append(f"{s['space']}:Barrel{figures}")
    lines.append("Track: " + "  ".join(track))
    barrels = [f"{b['goal']}:{'L' if b['large'] else '-'}{'S' if b['small'] else '-'}"
               for b in view["barrels"]]
    lines.append("Barrels (L large, S small left): " + " ".join(barrels))
    lines.append(f"Piles: I {view['piles']['I']}, II {view['piles']['II']}, monk stacks "
                 f"{view['piles']['monk_stacks']}")
    for p in view["players"]:
        you = " (you)" if p["seat"] == view["you"] else ""
        markers = " ".join(f"{C.letters[c]} {v}" for c, v in p["markers"].items())
        lines.append("")
        lines.append(f"{p['colour']}{you}: {p['ducats']} ducats, brewmaster {p['brewmaster']} "
                     f"({p['exchange_rate']}:1 x{p['vp_value']}), markers {markers}, at "
                     f"{p['position']}" + (f" on {p['starting_space'].replace('_', ' ')}"
                                           if p["starting_space"] else ""))
        lines.extend("   " + row for row in garden_grid(p))
        pairs = ", ".join(f"{i + 1}:{x or '-'}" for i, x in enumerate(p["privilege_pairs"]))
        lines.append(f"   discs: {', '.join(p['discs']) or 'none'}; pairs {pairs}; cards in "
                     f"hand: {', '.join(p['privilege_cards']) or 'none'}; barrels large "
                     f"{p['large_barrels'] or '-'} small {p['small_barrels'] or '-'}")
    d = view["decision"]
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}")
    return "\n".join(lines)
