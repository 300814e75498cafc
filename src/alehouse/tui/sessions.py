"""The loops behind `alehouse play`, `simulate` and `replay`, free of Typer so tests can drive
them directly. They use the engine contract and `alehouse.bots` only.

Input comes through an `Ask` function (a prompt in, a line out, EOFError when input ends, which
counts as quitting); output goes to a Rich console.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from ..bots import BadAdvice, Bot, advise, chance_words, play, seat_bots
from ..bots.levels import with_spec
from ..core import Action, IllegalAction, Match, Result, replay, save_record
from ..core.words import paragraphs
from .files import file_problem, shown_path, write_record
from .narrowing import Entry, grouped
from .terminal import (
    HELP,
    QUIT,
    Choice,
    actions_table,
    number,
    parse_choice,
    printable,
    quoted,
    render_log,
    render_match_view,
    render_result,
    seat_name,
    too_long,
    typed_number,
)

Ask = Callable[[str], str]
HOW_TO_CHOOSE = ("Type a number, a label (or the start of one), or an action's JSON "
                 '({"type": ...}); u takes back your last action within your turn, hint '
                 "suggests the best three with your chance of winning after each, ? explains "
                 "the screen and names the rulebook section, q quits.")
UNDO = frozenset({"u", "undo"})
HINT = frozenset({"hint"})
HINT_SECONDS = 2.0
"""How long a hint thinks (the strongest bot's search, `alehouse.bots.advise`)."""
HINT_TOP = 3
BACK = frozenset({"b", "back"})


def entries_table(lines: Sequence[Entry]) -> Table:
    """A grouped list of actions, numbered from 1: a group's number shows its actions."""
    return actions_table([line.label for line in lines])


def make_seats(specs: Sequence[str], seed: int) -> list[Bot | None]:
    """A bot per seat (None for `human`), seeded as game 0 of a series with this seed;
    ValueError for an unknown bot or bad parameter."""
    return seat_bots(specs, seed)


def names(match: Match) -> list[str]:
    return [seat_name(match, p) for p in range(match.players)]


# --- play --------------------------------------------------------------------------------------


class PlaySession:
    """A match played in the terminal by humans (seats holding None) and bots.

    The actor to move is always `match.actors[0]`, so simultaneous phases ask each acting seat
    in turn. With one human, every log line shown is that player's (`log_for`); with several
    (hot-seat), bots' moves are shown as a spectator sees them, the screen is cleared and the
    next human must press Enter before their view appears."""

    def __init__(self, match: Match, seats: Sequence[Bot | None], console: Console,
                 ask: Ask, *, hint_seconds: float = HINT_SECONDS,
                 hint_iterations: int | None = None) -> None:
        self.match = match
        self.hint_seconds = hint_seconds
        self.hint_iterations = hint_iterations
        """The hint's search budget (`advise`): seconds, and iterations when given (tests)."""
        self.seats = list(seats)
        self.console = console
        self.ask = ask
        humans = [p for p, bot in enumerate(seats) if bot is None]
        self.hot_seat = len(humans) > 1
        self.watcher: int | None = humans[0] if len(humans) == 1 else None
        self.shown: dict[int | None, int] = {}
        self.on_screen: int | None = None
        self.told_how = False

    def run(self) -> bool:
        """Play until the match is over (True, the result shown) or a human quits (False).
        Ctrl-C anywhere (a bot thinking, the screen being drawn) counts as quitting, as it does
        at a prompt; the match's record then holds every move completed before it."""
        try:
            return self._play()
        except KeyboardInterrupt:
            self.console.print()
            self.console.print("Interrupted.")
            return False

    def _play(self) -> bool:
        self.show_new_log(self.watcher)
        while not self.match.over:
            play(self.match, self.seats, on_move=self.bot_moved)
            if self.match.over:
                break
            if not self.human_turn(self.match.actors[0]):
                return False
        self.console.print(Rule("The match is over"))
        self.console.print(render_result(self.result(), names(self.match), self.match.game))
        return True

    def result(self) -> Result:
        result = self.match.result
        assert result is not None, "only called once the match is over"
        return result

    def show_new_log(self, reader: int | None) -> None:
        """Print the log lines `reader` may read and has not been shown yet."""
        lines = self.match.log_for(reader)
        new = lines[self.shown.get(reader, 0):]
        self.shown[reader] = len(lines)
        if new:
            self.console.print(render_log(new))

    def bot_moved(self, player: int, action: object) -> None:
        """A bot moved (it chose from an Observation, never the true state): its move's log
        lines are shown as the watcher may read them."""
        self.show_new_log(self.watcher)

    def human_turn(self, player: int) -> bool:
        """Ask `player` until one action is accepted (True) or they quit (False). A forced
        choice (the only legal action, with nothing of theirs to take back) is taken without
        asking."""
        legal = self.match.legal_actions(player)
        if len(legal) == 1 and not self.match.can_undo(player):
            self.take_forced(player, legal[0])
            return True
        if self.hot_seat and self.on_screen != player and not self.pass_to(player):
            return False
        self.on_screen = player
        self.show_turn(player)
        if not self.told_how:
            self.console.print(HOW_TO_CHOOSE, style="dim")
            self.told_how = True
        labels = [self.match.label(a) for a in legal]
        lines = grouped(labels, [self.match.group_label(a) for a in legal])
        within: Entry | None = None  # the group being narrowed
        while True:
            try:
                text = self.ask(f"{seat_name(self.match, player)}> ")
            except EOFError:
                return False
            typed = text.strip().lower()
            if typed in UNDO:
                self.take_back(player)
                return True
            if typed in HINT:
                self.show_hint(player, numbered=lines is None)
                continue
            if lines is not None and within is not None and typed in BACK:
                within = None
                self.console.print(entries_table(lines))
                continue
            if lines is not None and within is None:
                picked = self.pick_line(text, lines)
                if isinstance(picked, Entry):
                    if picked.is_group:
                        within = picked
                        self.console.print(Text(f"{picked.name}:", style="bold"))
                        self.console.print(actions_table([labels[i] for i in picked.members]))
                        self.console.print("b goes back to the whole list", style="dim")
                        continue
                    choice = Choice(action=legal[picked.members[0]])
                elif isinstance(picked, str):
                    self.console.print(Text(picked, style="yellow"))
                    continue
                else:
                    choice = parse_choice(text, legal, labels)
            elif within is not None:
                choice = parse_choice(text, [legal[i] for i in within.members],
                                      [labels[i] for i in within.members])
            else:
                choice = parse_choice(text, legal, labels)
            if choice.command == "quit":
                return False
            if choice.command == "help":
                self.show_help()
                continue
            if choice.action is None:
                self.console.print(Text(str(choice.problem), style="yellow"))
                continue
            try:
                self.match.act(player, choice.action)
            except IllegalAction as exc:
                self.console.print(Text(f"Refused: {printable(exc.reason)}", style="red"))
                continue
            self.show_new_log(player)
            if self.hot_seat:
                self.shown[None] = len(self.match.log_for(None))
            return True

    @staticmethod
    def pick_line(text: str, lines: Sequence[Entry]) -> Entry | str | None:
        """A number typed at a grouped list: its line, or a problem to show; None when `text`
        is not a number (a label, JSON or a command, read against every action)."""
        try:
            n = typed_number(text.strip())
        except ValueError as exc:
            return f"{exc}; choose 1-{len(lines)}"
        if n is None:
            return None
        if 1 <= n <= len(lines):
            return lines[n - 1]
        return f"there is no choice {n}; choose 1-{len(lines)}"

    def show_help(self) -> None:
        """The legend of the screen, the rulebook section of the decision awaited, and how to
        choose."""
        decision = self.match.decision
        if decision is not None:
            self.console.print(Text(f"Now: {decision.text}. In the rulebook: "
                                    f"{decision.section}.", style="bold"))
        legend = self.match.game.legend
        if legend:
            self.console.print(Panel(Text("\n\n".join(paragraphs(legend))),
                                     title="How to read the screen",
                                     title_align="left"))
        self.console.print(HOW_TO_CHOOSE, style="dim")

    def show_hint(self, player: int, numbered: bool) -> None:
        """The best three actions of `player` with the chance of winning after each, from the
        strongest bot's search of what `player` may see (`alehouse.bots.advise`); each with
        the number that chooses it where the list is `numbered` (not grouped)."""
        self.console.print(Text(f"Thinking for {self.hint_seconds:g} s...", style="dim"))
        try:
            advice = advise(self.match, player, self.hint_seconds, HINT_TOP,
                            iterations=self.hint_iterations)
        except BadAdvice as exc:
            self.console.print(Text(f"No hint: {printable(exc.reason)}", style="yellow"))
            return
        legal = self.match.legal_actions(player)
        self.console.print(Text(f"Hint, from the strongest bot's look at what you can see: "
                                f"the best gives you a {chance_words(advice.chance)}.",
                                style="bold"))
        for rank, advised in enumerate(advice.actions, 1):
            choice = f" (choice {legal.index(advised.action) + 1})" if numbered else ""
            self.console.print(Text(f"  {rank}. {printable(advised.label)}{choice}: "
                                    f"{chance_words(advised.chance)}"))

    def take_forced(self, player: int, action: Action) -> None:
        """Take `player`'s only choice and say so: by its label to a lone human; in hot-seat,
        where someone else may be at the screen, only as the others may read it."""
        name = seat_name(self.match, player)
        label = self.match.label(action)
        self.match.act(player, action)
        if self.hot_seat:
            self.console.print(Text(f"{name} had only one choice; it was taken.", style="dim"))
            self.show_new_log(None)
        else:
            self.console.print(Text(f"{name}'s only choice, taken: {label}", style="dim"))
            self.show_new_log(player)

    def take_back(self, player: int) -> None:
        """Undo `player`'s last action (within their turn), or say why it cannot be done."""
        try:
            self.match.undo(player)
        except IllegalAction as exc:
            self.console.print(Text(printable(exc.reason), style="yellow"))
            return
        self.console.print(Text("Taken back.", style="green"))
        for reader in list(self.shown):  # the log is shorter again: show it from there on
            self.shown[reader] = min(self.shown[reader], len(self.match.log_for(reader)))

    def pass_to(self, player: int) -> bool:
        """Clear the screen and wait for Enter, so one player's view is not left for the next;
        False when they quit instead."""
        name = seat_name(self.match, player)
        self.console.clear()
        if self.console.is_terminal:  # the scrollback too: the last player's view is in it
            self.console.file.write("\x1b[3J")
        self.console.print(Rule(Text(f"Pass to {name} (seat {player})")))
        try:
            answer = self.ask(f"{name}, press Enter when you are ready (q quits) ")
        except EOFError:
            return False
        return answer.strip().lower() not in QUIT

    def show_turn(self, player: int) -> None:
        """The player's new log lines, their view and their numbered legal actions."""
        name = seat_name(self.match, player)
        self.console.print(Rule(Text(f"{name} to act (seat {player})")))
        self.show_new_log(player)
        self.console.print(render_match_view(self.match, player, f"{name}'s view"))
        legal = self.match.legal_actions(player)
        labels = [self.match.label(a) for a in legal]
        lines = grouped(labels, [self.match.group_label(a) for a in legal])
        self.console.print(actions_table(labels) if lines is None else entries_table(lines))


SAVE_PROMPT = "Save the record? File name, y for {name}, or Enter to skip: "
RETRY_PROMPT = "Save it elsewhere? File name, y for {name}, or Enter to skip: "
YES, NO = ("y", "yes"), ("n", "no")
"""Answers to the save prompt that read as yes and no, taken as such (not as file names)."""


def offer_save(match: Match, path: Path | None, console: Console, ask: Ask) -> Path | None:
    """Save the record to `path`; without one, ask for a file name: y or yes saves it under a
    name made of the game and the time (`record_name`), an empty answer, n, no or the end of
    input leaves it unsaved. When the file cannot be written, say why in one line and ask for
    another name. The file the record was saved to (whole: see `files.write_record`), or
    None."""
    made = record_name(match)
    prompt = SAVE_PROMPT
    while True:
        if path is None:
            try:
                answer = ask(prompt.format(name=made)).strip()
            except EOFError:
                answer = ""
            if not answer or answer.lower() in NO:
                return None
            if answer.lower() in YES:
                answer = made
            long = too_long(answer)
            if long:
                console.print(Text(f"Cannot save there: {long}", style="yellow"))
                prompt = RETRY_PROMPT
                continue
            path = Path(answer).expanduser()
        try:
            write_record(match, path)
        except (OSError, ValueError) as exc:
            console.print(Text(f"Cannot save to {shown_path(path)}: "
                               f"{file_problem(exc, path, writing=True)}", style="yellow"))
            path, prompt = None, RETRY_PROMPT
            continue
        console.print(Text(f"Record saved to {shown_path(path)}"))
        return path


def record_name(match: Match, folder: Path = Path()) -> str:
    """A file name for the match's record in `folder` that no file has yet: the game and the
    time, as ``heaven-and-ale-2026-12-03-2010.json`` (-2, -3 ... added when taken)."""
    stem = f"{match.game.id}-{time.strftime('%Y-%m-%d-%H%M')}"
    name, n = f"{stem}.json", 1
    while (folder / name).exists():
        n += 1
        name = f"{stem}-{n}.json"
    return name


# --- simulate ----------------------------------------------------------------------------------


@dataclass
class Simulation:
    """Totals of bot-only games. A shared win counts once for each winner."""

    specs: list[str]
    names: list[str] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    scores: list[list[float]] = field(default_factory=list)
    games: int = 0
    actions: int = 0
    seconds: float = 0.0

    def add(self, match: Match) -> None:
        result = match.result
        assert result is not None
        if not self.names:
            self.names = names(match)
            self.wins = [0] * match.players
            self.scores = [[] for _ in range(match.players)]
        for p in result.winners:
            self.wins[p] += 1
        for p, score in enumerate(result.scores):
            self.scores[p].append(score)
        self.games += 1
        self.actions += match.move_count


def play_bots(game_id: str, players: int, seed: int, options: Mapping[str, Any],
              specs: Sequence[str], index: int = 0) -> Match:
    """One bot-only match to its end, with match seed `seed + index` and the bots of game
    `index` of the series with base `seed` (`alehouse.bots.seat_bots`), so it is repeatable."""
    from .. import new_match

    match = new_match(game_id, players=players, seed=seed + index, options=options)
    bots = seat_bots(specs, seed, index)
    if any(bot is None for bot in bots):
        raise ValueError("simulate plays bots only")
    play(match, bots)
    return match


def simulate(game_id: str, games: int, players: int, seed: int, options: Mapping[str, Any],
             specs: Sequence[str], save_dir: Path | None = None,
             on_game: Callable[[], None] | None = None) -> Simulation:
    """`games` matches, game i with seed `seed + i`; each record saved as
    `save_dir/game-0000.json`... when asked. `on_game` is called after each one."""
    stats = Simulation(list(specs))
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for i in range(games):
        match = play_bots(game_id, players, seed, options, specs, i)
        stats.add(match)
        if save_dir is not None:
            save_record(match, save_dir / f"game-{i:04d}.json")
        if on_game is not None:
            on_game()
    stats.seconds = time.perf_counter() - start
    return stats


def simulation_table(stats: Simulation) -> Table:
    """Per seat: bot, wins (and % of games), mean/min/max score; speed in the caption."""
    table = Table(title=f"{stats.games} games")
    for name, justify in (("seat", "left"), ("bot", "left"), ("wins", "right"),
                          ("win %", "right"), ("mean", "right"), ("min", "right"),
                          ("max", "right")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for p, name in enumerate(stats.names):
        scores = stats.scores[p]
        share = 100 * stats.wins[p] / stats.games
        table.add_row(Text(f"{p} {name}"), Text(with_spec(stats.specs[p])), str(stats.wins[p]),
                      f"{share:.1f}%",
                      f"{sum(scores) / len(scores):.2f}", number(min(scores)),
                      number(max(scores)))
    speed = stats.games / stats.seconds if stats.seconds else float("inf")
    table.caption = (f"mean length {stats.actions / stats.games:.1f} actions · "
                     f"{speed:.1f} games/s")
    return table


# --- replay ------------------------------------------------------------------------------------


class ReplaySession:
    """Steps through a valid record (check it with `alehouse.replay` first). Steps are counted
    as people count them: step k of n is the position after the first k moves (0: the start,
    n: the last). Enter shows the next step, a number jumps to that step, b goes back one, q
    leaves."""

    def __init__(self, record: Mapping[str, Any], player: int | None, console: Console,
                 ask: Ask) -> None:
        self.record = record
        self.moves: list[Any] = list(record["moves"])
        self.player = player
        self.console = console
        self.ask = ask
        self.match = replay(record, upto=0)
        self.shown = 0

    @property
    def position(self) -> int:
        """How many moves have been played."""
        return self.match.move_count

    def run(self) -> None:
        self.show_start()
        while True:
            at_end = self.position == len(self.moves)
            hint = "Enter/q leaves" if at_end else "Enter next"
            try:
                text = self.ask(f"Step {self.position} of {len(self.moves)}: {hint}, a number "
                                "jumps, b back> ").strip().lower()
            except EOFError:
                return
            if text in QUIT or (not text and at_end):
                return
            if not text:
                self.step()
            elif text in {"b", "back"}:
                self.jump(self.position - 1)
            elif text in HELP:
                self.console.print("Enter: next step · a number: that step · b: back · q: quit",
                                   style="dim")
            else:
                self.command(text)

    def command(self, text: str) -> None:
        """A step number to jump to, or a note saying why `text` is not a command."""
        try:
            step = typed_number(text)
        except ValueError as exc:
            problem = f"{exc}; {self.steps()}"
        else:
            if step is not None:
                self.jump(step)
                return
            problem = too_long(text) or f"unknown command {quoted(text)} (? for help)"
        self.console.print(Text(problem, style="yellow"))

    def steps(self) -> str:
        """The steps there are, in words."""
        if not self.moves:
            return "the record has no moves: there is only the start, step 0"
        return f"the steps are 0 (the start) to {len(self.moves)}"

    def show_start(self) -> None:
        self.match = replay(self.record, upto=0)
        self.shown = 0
        self.console.print(Rule(Text(f"{self.match.game.title}: the start (step 0 of "
                                     f"{len(self.moves)})")))
        self.show_log_and_view()

    def jump(self, step: int) -> None:
        """Show `step` (0 or less: the start); a step past the record is refused with a
        note."""
        if step <= 0:
            self.show_start()
            return
        if step > len(self.moves):
            self.console.print(Text(f"there is no step {step}; {self.steps()}", style="yellow"))
            return
        self.match = replay(self.record, upto=step - 1)
        self.shown = len(self.match.log_for(self.player))
        self.step()

    def step(self) -> None:
        """Play the next move; show its label, its new log lines and the view."""
        player, data = self.moves[self.position]
        label = self.match.label(data)
        self.match.act(player, data)
        self.console.print(Rule(Text(f"Step {self.position} of {len(self.moves)}: "
                                     f"{seat_name(self.match, player)}")))
        self.console.print(Text(label, style="bold"))
        self.show_log_and_view()
        result = self.match.result
        if result is not None:
            self.console.print(Rule("End of the record: the match is over"))
            self.console.print(render_result(result, names(self.match), self.match.game))
        elif self.position == len(self.moves):
            self.console.print(Rule("End of the record (the match was not finished)"))

    def show_log_and_view(self) -> None:
        lines = self.match.log_for(self.player)
        new, self.shown = lines[self.shown:], len(lines)
        if new:
            self.console.print(render_log(new))
        who = "Spectator" if self.player is None else f"{seat_name(self.match, self.player)}"
        self.console.print(render_match_view(self.match, self.player, f"{who}'s view"))
