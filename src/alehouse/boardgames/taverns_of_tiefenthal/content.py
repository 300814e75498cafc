"""The Taverns of Tiefenthal components, loaded from data/*.toml into frozen tables and checked.

Cards are small integers so that decks copy fast: the tavern cards 0-5 (barback, dishwasher,
server, table, brewer, bard), the Noble 6, the Regulars 7 (needs a 1) and 8 (needs a 2), and the
guests from 9 on (base guests first, then Module 3's). Cards of one kind are identical.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alehouse.core.data import read as read_data

DATA = Path(__file__).parent / "data"

TAVERN = ("barback", "dishwasher", "server", "table", "brewer", "bard")
HELPERS = TAVERN[:5]
NOBLE = 6
REGULAR_1, REGULAR_2 = 7, 8
FIRST_GUEST = 9
TILES = ("server", "dishwasher", "table", "brewer", "cashbox", "barrel", "monk", "safe",
         "beer_storage")
SPACES = ("cashbox", "barrel", "monk", "brewer")


@dataclass(frozen=True, slots=True)
class Bonus:
    card: str = ""
    thalers: int = 0
    monastery: int = 0
    service_denied: int = 0
    noble: int = 0
    reputation: int = 0
    schnapps: int = 0

    def __bool__(self) -> bool:
        return bool(self.card or self.thalers or self.monastery or self.service_denied
                    or self.noble or self.reputation or self.schnapps)


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    kind: str          # tavern | noble | regular | guest
    name: str
    cost: int          # thalers (tavern cards) or beer (guests)
    die: int           # the die a seated card needs; 0 = any ("?")
    pays: int          # thalers when its die is removed
    vp: int
    bonus: Bonus       # a guest's immediate bonus when recruited
    module: int = 1

    @property
    def seated(self) -> bool:
        """Regulars, guests and Nobles take a table; tavern cards go to their areas."""
        return self.kind != "tavern"


@dataclass(frozen=True, slots=True)
class Upgrade:
    tile: str
    cost: int
    discount: int
    card: str
    now: bool


@dataclass(frozen=True, slots=True)
class StartCard:
    id: int
    cards: tuple[str, ...]
    monastery: int
    remove_regulars: int
    schnapps: int
    upgrade: str
    beer: int


@dataclass(frozen=True, slots=True)
class RepSpace:
    kind: str
    vp: int
    module: int


def _bonus(d: dict[str, Any] | None) -> Bonus:
    return Bonus(**(d or {}))


class Content:
    def __init__(self, data_dir: Path = DATA) -> None:
        cards = read_data(data_dir, "cards.toml")
        board = read_data(data_dir, "board.toml")
        readings = read_data(data_dir, "readings.toml")["readings"]
        # RULES.md assumptions 15, 16, 18 and 19: the reading in force (data/readings.toml)
        self.planned_dice_optional: bool = readings["planned_dice_optional"]
        self.service_denied_spares_nobles: bool = readings["service_denied_spares_nobles"]
        self.one_bard_a_turn: bool = readings["one_bard_a_turn"]
        self.player_chooses_regulars_to_remove: bool = readings[
            "player_chooses_regulars_to_remove"]
        self.colours: tuple[str, ...] = tuple(cards["colours"])
        t = cards["tavern"]
        self.tavern_cost = {k: t[k]["cost"] for k in TAVERN}
        self.tavern_count = {k: t[k]["count"] for k in TAVERN}
        self.tavern_name = {k: t[k]["name"] for k in TAVERN}
        self.area = {k: t[k]["area"] for k in TAVERN}
        table: list[Card] = [Card(i, "tavern", t[k]["name"], t[k]["cost"], 0, 0, 0, Bonus(),
                                  t[k].get("module", 1)) for i, k in enumerate(TAVERN)]
        n = cards["noble"]
        table.append(Card(NOBLE, "noble", "Noble", 0, n["die"], n["pays"], n["vp"], Bonus()))
        self.noble_count: int = n["count"]
        self.noble_beer: tuple[int, ...] = tuple(n["beer"])
        regs = {r["die"]: r for r in cards["regulars"]["cards"]}
        for cid, die in ((REGULAR_1, 1), (REGULAR_2, 2)):
            table.append(Card(cid, "regular", f"Regular ({die})", 0, die, regs[die]["pays"],
                              cards["regulars"]["vp"], Bonus()))
        self.regulars = {REGULAR_1: regs[1]["count"], REGULAR_2: regs[2]["count"]}
        for group in cards["guests"]:
            for g in group["cards"]:
                cid = len(table)
                needs = "?" if g["die"] == 0 else str(g["die"])
                table.append(Card(cid, "guest", f"Guest {cid} ({group['cost']} beer, needs "
                                  f"{needs}, pays {g['pays']})", group["cost"], g["die"],
                                  g["pays"], group["vp"], _bonus(g.get("bonus")),
                                  group.get("module", 1)))
        self.cards: tuple[Card, ...] = tuple(table)
        self.guests = tuple(c.id for c in table if c.kind == "guest")
        self.start_cards = tuple(
            StartCard(s["id"], tuple(s["cards"]), s.get("monastery", 0),
                      s.get("remove_regulars", 0), s.get("schnapps", 0), s.get("upgrade", ""),
                      s.get("beer", 0)) for s in cards["start_cards"])

        self.turns: int = board["turns"]
        self.start_tables: int = board["start_tables"]
        self.max_colour_dice: int = board["colour_dice"]
        self.white_dice: int = board["white_dice"]
        self.counter_guests: int = board["counter_guests"]
        self.starting_cards: tuple[str, ...] = tuple(board["starting_cards"])
        self.keep_normal: int = board["keep"]["normal"]
        self.keep_upgraded: int = board["keep"]["upgraded"]
        self.max_schnapps: int = board["max_schnapps"]
        self.turn_bonus = {b["turn"]: (b["kind"], tuple(b.get("options", ())))
                           for b in board["turn_bonus"]}
        self.schnapps_m2 = {int(k): v for k, v in board["schnapps"]["module_2"].items()}
        self.schnapps_m3 = {int(k): v for k, v in board["schnapps"]["module_3"].items()}
        self.entertainer_turns = {int(k): v for k, v in board["entertainer_turns"].items()}
        self.entertainers: dict[str, dict[str, dict[str, int]]] = board["entertainer"]
        self.spaces: dict[str, dict[str, Any]] = board["spaces"]
        self.upgrades = {k: Upgrade(k, u["cost"], u["discount"], u["card"],
                                    u["effect"] == "now") for k, u in board["upgrades"].items()}
        m = board["monastery"]
        self.monastery_top: int = m["top"]
        self.monastery_bonus = {b["space"]: _bonus({k: v for k, v in b.items() if k != "space"})
                                for b in m["bonuses"]}
        self.reputation = tuple(RepSpace(s["kind"], s.get("vp", 0), s.get("module", 3))
                                for s in board["reputation"]["spaces"])
        gb = board["guest_book"]
        self.book_columns: tuple[tuple[int, ...], ...] = tuple(tuple(c) for c in gb["columns"])
        self.book_rows: tuple[tuple[Bonus, ...], ...] = tuple(
            tuple(_bonus(cell) for cell in row) for row in gb["rows"])
        self.signatures: int = gb["signatures"]
        self.schnapps_vp: int = board["scoring"]["schnapps"]
        self._check()

    def _check(self) -> None:
        assert len([c for c in self.cards if c.kind == "guest" and c.module == 1]) == 38
        assert len([c for c in self.cards if c.kind == "guest" and c.module == 3]) == 10
        assert set(self.upgrades) == set(TILES)
        assert len(self.start_cards) == 7
        assert sum(1 for s in self.reputation if s.module <= 3) == 11
        assert len(self.reputation) == 12
        assert all(len(r) == len(self.book_columns) for r in self.book_rows)

    def track(self, modules: int) -> tuple[RepSpace, ...]:
        """The reputation track spaces in play (the signature space only with Module 5)."""
        return tuple(s for s in self.reputation if s.module <= modules)

    def column_of(self, beer: int) -> int:
        return next(i for i, c in enumerate(self.book_columns) if beer in c)

    def card_name(self, cid: int) -> str:
        return self.cards[cid].name


CONTENT = Content()
SEATS: tuple[str, ...] = CONTENT.colours
"""The seats' colours, in seat order ("Red", "Green", ...): the names log lines and sentences
use."""
