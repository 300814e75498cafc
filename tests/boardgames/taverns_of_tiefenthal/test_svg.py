"""The board drawn as SVG (svg.py): over random positions at every player count and with every
module, for every seat and the spectator, the drawing is well-formed, its targets stand for legal
actions and single out every action with a place, its words are the game's own, and it is drawn
from the view alone (the order of every deck stays hidden)."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.svg import draw
from alehouse.boardgames.taverns_of_tiefenthal.words import TILE_NAMES
from alehouse.core.words import plural
from tests.drawing import NS, check_drawing, parsed, played_positions, target_fields, words

from .helpers import RED, REG1, REG2, guest, new, serving, st

GID = "taverns-of-tiefenthal"
PLACED = {"choose_start_card", "take_bonus", "entertainer_side", "free_upgrade",
          "use_counter_guest", "pick_die", "plan", "juggle", "use", "buy_card", "upgrade",
          "recruit", "recruit_nobles", "entertain", "bard_step", "counter_step", "deny",
          "substitute", "rep_choice", "book_column", "keep_card"}
"""The actions that always have a place on the board. The rest are buttons: removing a Regular
from the deck (Module 4's setup), keeping the tavern, finishing Planning with dice that fit
nowhere, removing no guest, keeping no card, ending the Serving Phase."""


COMMON = {"pick", "plan", "serve"}
"""The commonest decisions, sampled."""


def positions(players: int, seed: int, modules: int, moves: int = 700,
              all_modules_rule: bool = False) -> Iterator[Match]:
    """The positions of a seeded game with `modules`, played by the game's random playout
    policy: the same match object after each of up to `moves` moves, then the last."""
    return played_positions(GID, players, seed, moves,
                            {"modules": modules, "all_modules_rule": all_modules_rule})


def _check_every_seat(m: Match, clicked: set[str], seats: Sequence[int] | None = None) -> None:
    """Check the drawing of each of `seats` (every seat when None) and the spectator's; the
    kinds of targets clicked are added to `clicked`."""
    for seat in (None, *(range(m.players) if seats is None else seats)):
        legal = [a.to_json() for a in m.legal_actions(seat)] if seat is not None else []
        targets = check_drawing(m.svg(seat), legal, PLACED)
        if seat is None or seat not in m.actors:
            assert not targets  # no legal actions: the plain picture
        clicked.update(t.get("type", "die") for t in targets)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_can_click_every_action_with_a_place(players: int) -> None:
    kinds: set[str] = set()
    clicked: set[str] = set()
    for i, m in enumerate(positions(players, players, modules=1)):
        kind = m.decision.kind if m.decision is not None else "over"
        if kind in COMMON and i % 6:
            continue  # the commonest decisions: every sixth is enough
        kinds.add(kind)
        _check_every_seat(m, clicked)
    assert {"turn_bonus", "restart", "pick", "plan", "serve", "over"} <= kinds
    assert {"take_bonus", "use_counter_guest", "pick_die", "die", "plan", "use", "buy_card",
            "recruit"} <= clicked


@pytest.mark.parametrize("modules", [2, 3, 4, 5])
def test_every_module_is_drawn_and_its_actions_clicked(modules: int) -> None:
    kinds: set[str] = set()
    clicked: set[str] = set()
    for i, m in enumerate(positions(3, modules, modules)):
        kind = m.decision.kind if m.decision is not None else "over"
        if kind in COMMON and i % 6:
            continue
        kinds.add(kind)
        _check_every_seat(m, clicked, m.actors)  # the other seats: as without the module
    assert {"entertainer", "plan", "serve"} <= kinds
    assert {"entertainer_side", "entertain", "die", "plan", "use"} <= clicked
    if modules >= 3:
        assert {"bard_step", "rep_choice"} & clicked
    if modules >= 4:
        assert "choose_start_card" in clicked
    if modules >= 5:
        assert "book_column" in clicked


RARE = {"juggle", "keep_card", "deny", "free_upgrade", "rep_choice", "book_column",
        "bard_step", "counter_step", "upgrade", "recruit_nobles"}


def test_rarer_actions_have_their_places() -> None:
    """Over many games with every module, a few positions offering each of the rarer actions
    (the Juggler turning a die or keeping a card, Service Denied!, the free upgrade of turn 8,
    the Reputation Track's choice, a Guest Book column, Bards, Counter Guests in Serving,
    upgrades, Nobles) are checked for the acting seat."""
    checked = dict.fromkeys(RARE, 0)
    clicked: set[str] = set()
    for seed in range(3, 9):
        for m in positions(4, seed, 5, moves=2000):
            if m.over:
                break
            seat = m.actors[0]
            legal = [a.to_json() for a in m.legal_actions(seat)]
            offered = {a["type"] for a in legal} & RARE
            if not any(checked[k] < 3 for k in offered):
                continue
            for k in offered:
                checked[k] += 1
            clicked.update(t.get("type", "die")
                           for t in check_drawing(m.svg(seat), legal, PLACED))
    assert clicked >= RARE, RARE - clicked


def test_the_substitute_of_the_option_for_all_modules_is_chosen_on_its_pile() -> None:
    m = new(2, modules=5, all_modules_rule=True)
    st(m).piles["server"] = 0
    st(m).row = [-1, guest(6, 5, bonus="server"), guest(4, 4), guest(5, 5), guest(6, 6)]
    st(m).guest_deck = [guest(8, 0)]
    serving(m, RED, tables=[[REG1], [REG2], [REG2]], beer=8)
    m.act(RED, A.Recruit(1))
    legal = [a.to_json() for a in m.legal_actions(RED)]
    targets = check_drawing(m.svg(RED), legal, PLACED)
    assert {t["card"] for t in targets} == {"barback", "dishwasher", "bard"}


def test_the_drawing_is_the_views_and_the_match_draws_it() -> None:
    m = next(m for i, m in enumerate(positions(3, 5, 5)) if i == 150)
    seat = m.actors[0]
    legal = [a.to_json() for a in m.legal_actions(seat)]
    assert m.svg(seat) == draw(m.view(seat), legal) == m.game.draw(m.view(seat), legal)
    assert m._repr_svg_() == draw(m.view(None))
    picture = words(parsed(m.svg(None)))
    for p in m.view(None)["players"]:
        assert any(f"{p['colour']}'s tavern" in line for line in picture)
        assert any(f"Reputation Track: {p['reputation_text']}" in line for line in picture)
    assert any("Guest Book" in line for line in picture)
    assert any(line.startswith("Turn 3") for line in picture)
    assert target_fields(parsed(m.svg(seat)))


@pytest.mark.parametrize("players", [2, 4])
def test_only_the_view_is_drawn(players: int) -> None:
    """The order of every deck is hidden: a sample with the unseen cards reshuffled draws the
    same for every seat, while the samples do differ."""
    differ = 0
    for i, m in enumerate(positions(players, 9, 5)):
        if i % 25:
            continue
        for seat in range(players):
            sample = m.determinize(seat, Chance.from_seed(i))
            differ += (sample.state.guest_deck != m.state.guest_deck
                       or any(a.deck != b.deck for a, b in zip(sample.state.players,
                                                              m.state.players)))
            legal = [a.to_json() for a in m.legal_actions(seat)]
            assert draw(sample.view(seat), legal) == m.svg(seat)
    assert differ


def test_the_guest_deck_and_the_3_beer_stack_are_counted() -> None:
    """The guest deck is a back with its count; the 3-Beer stack shows its top card and how
    many cards it holds."""
    seen = 0
    for i, m in enumerate(positions(2, 4, 3)):
        if i % 40:
            continue
        view = m.view(None)
        picture = words(parsed(m.svg(None)))
        assert f"The guest deck: {plural(view['guest_deck'], 'card')} face down" in picture
        if view["three_beer_stack"]:
            assert f"3-Beer stack, {plural(view['three_beer_stack'], 'card')}" in picture
            seen += 1
    assert seen


def test_what_lies_on_a_place_is_clicked_with_it_unless_it_is_a_target_itself() -> None:
    """While planning, a click on the card seated at a Table or on a tile's banner is a click on
    the Table or the tile (they lie inside its target); while serving, the banners are targets
    of their own, drawn over their tiles."""
    checked: set[str] = set()
    for m in positions(2, 3, 1):
        kind = m.decision.kind if m.decision is not None else "over"
        if kind not in ("plan", "serve"):
            continue
        root = parsed(m.svg(m.actors[0]))
        for place in root.iter():
            if "target" not in (place.get("class") or "").split():
                continue
            fields = json.loads(place.get("data-fields") or "")
            inner = ["".join(e.itertext()) for e in place.iter() if e.tag == f"{NS}text"]
            if fields.get("type") == "plan" and fields["space"].startswith("table"):
                assert any(line.startswith("needs") for line in inner), inner
                checked.add("table")
            elif fields == {"type": "plan", "space": "cashbox"}:
                assert "Cashbox" in inner and any(line.startswith("upgrade") for line in inner)
                checked.add("tile")
            elif fields.get("type") == "upgrade":
                assert inner == [TILE_NAMES[fields["tile"]], inner[1]]  # the banner alone
                checked.add("banner")
        if checked == {"table", "tile", "banner"}:
            return
    raise AssertionError(f"only {checked} were seen")
