"""What each player may see, and `determinize`.

Hidden in Heaven & Ale: only the order of the face-down piles (resource tiles I and II, the
monk stacks still to come, and the II monks returned unseen to the box). Their sizes are public;
everything else is on the table, ducats included ("how much money a player has is public
knowledge").
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance

from . import words as W
from .board import SEATS, SLOT, claimable
from .content import CONTENT, EMPTY, MONK_BASE
from .scoring import evened_out
from .state import State

C = CONTENT


def _tile(tile: int) -> dict[str, Any] | None:
    if tile == EMPTY:
        return None
    if tile >= MONK_BASE:
        return {"monk": C.monks[tile - MONK_BASE]}
    return {"colour": C.resources[tile // 5], "fertility": tile % 5 + 1}


def _space(state: State, index: int) -> dict[str, Any]:
    s = C.track[index - 1]
    out: dict[str, Any] = {"space": index, "kind": s.kind, "name": W.TRACK_NAMES[index]}
    if s.kind == "resource":
        out["tiles"] = [_tile(t) for t in sorted(state.resource_spaces[SLOT[index]])]
    elif s.kind == "monk":
        out["cost"] = s.cost
        out["tiles"] = [_tile(t) for t in sorted(state.monk_spaces[SLOT[index]])]
    elif s.kind == "disc":
        out["disc"] = "A/B/C" if s.disc == "ABC" else s.disc
        out["discs"] = state.discs[SLOT[index]]
    out["figures"] = [p for p, seat in enumerate(state.players) if seat.position == index]
    return out


def view(state: State, player: int | None) -> dict[str, Any]:
    players = []
    for p, seat in enumerate(state.players):
        rate, value = C.chart_at(seat.brewmaster)
        players.append({
            "seat": p,
            "colour": SEATS[p],
            "ducats": seat.ducats,
            "brewmaster": seat.brewmaster,
            "exchange_rate": rate,
            "vp_value": value,
            "markers": dict(zip(C.resources, seat.markers)),
            "garden": {C.spot_names[s]: _tile(t) for s, t in enumerate(seat.garden)},
            "sheds": [None if k == EMPTY else k for k in seat.sheds],
            "discs": [spot for spot, d in zip(C.scoring_spots, seat.discs) if d],
            "disc_spot_names": [W.SCORING_SPOT_NAMES[i] for i, d in enumerate(seat.discs) if d],
            "privilege_cards": list(seat.hand),
            "privilege_card_names": [W.CARDS[card] for card in seat.hand],
            "privilege_pairs": [None if x == "" else ("lost" if x == "-" else x)
                                for x in seat.pairs],
            "privilege_pair_names": list(W.PAIR_NAMES),
            "large_barrels": list(seat.large),
            "small_barrels": list(seat.small),
            "barrels_claimable": [C.goals[g].id for g, _ in claimable(state, seat)],
            "position": "starting area" if seat.position in (0, C.home) else seat.position,
            "starting_space": C.start_ids[seat.start_space] if seat.start_space >= 0 else None,
            "starting_space_name": (W.START_SPACE_NAMES[seat.start_space]
                                    if seat.start_space >= 0 else None),
            "furthest_behind_if_scored_now": evened_out(seat),
        })
    return {
        "round": state.round,
        "rounds": state.rounds,
        "phase": state.phase,
        "turn": state.current if state.phase == "play" else None,
        "track": [_space(state, i) for i in range(1, C.home)],
        "barrels": [{"goal": g.id, "text": g.text, "large": state.large_barrels[i],
                     "small": state.small_barrels[i]} for i, g in enumerate(C.goals)],
        "piles": {"I": len(state.pile_1), "II": len(state.pile_2),
                  "monk_stacks": len(state.monk_stacks)},
        "players": players,
    }


def determinize(state: State, player: int, rng: Chance) -> State:
    """Reshuffle the face-down piles (`state` is a copy the caller owns): each resource pile on
    its own; the monks of the stacks still to come, with the unseen II monks of the box, among
    stacks of the same back."""
    state.pile_1.sort()  # canonical orders: samples never depend on the true ones
    state.pile_2.sort()
    rng.shuffle(state.pile_1)
    rng.shuffle(state.pile_2)
    for back in (1, 2):
        stacks = [i for i, b in enumerate(state.stack_backs) if b == back]
        pool = [t for i in stacks for t in state.monk_stacks[i]]
        if back == 2:
            pool += state.monk_box
        pool.sort()
        rng.shuffle(pool)
        for i in stacks:
            size = len(state.monk_stacks[i])
            state.monk_stacks[i] = pool[:size]
            pool = pool[size:]
        if back == 2:
            state.monk_box = pool
    return state

