"""The day loop as a position held in data, and the state API on top of it.  A mixin of ``Game``.

The game is a sequence of top-level actions (the setup, the start of a phase, one action of a
turn, one daily effect), each run by ``_step`` from the position (``stage``, ``phase_index``,
``effect_index``, the turn's player in ``vars``) and moving it on.  Played with agents, every
choice asks the agent in place.  Played through the state API, a choice that has no answer yet
raises ``Pending``: the state keeps a checkpoint taken at the start of the action and the answers
given since, and ``apply`` adds an answer, goes back to the checkpoint and runs the action again,
feeding the answers in order (ENGINE-API.md §1, "re-execution within one action").  Effect code and
the choose helpers are unchanged by this: a pause is only an exception.
"""
from __future__ import annotations

import random
import weakref
from typing import Any, Callable, Self

from .decisions import PASS, Decision, Pending
from .effects import Ctx
from . import snapshot

SETUP, PHASE, TURN, EFFECT, OVER = "setup", "phase", "turn", "effect", "over"

_SETUP_PARTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def setup_parts(book) -> list:
    """The setup steps of a rule book compiled one by one (the book compiles them as one effect)."""
    parts = _SETUP_PARTS.get(book)
    if parts is None:
        parts = _SETUP_PARTS[book] = [book.compiler.effect(step) for step in book.setup_spec["steps"]]
    return parts


def _turn_labels(plays, quicks) -> list:
    return ([f"play {o.card.name} from {src}" + (f" to {sub}" if sub else "")
             + (f" for {cost} ({getattr(x.extra, 'text', x.extra)})" if x.extra else "") for x in plays
             for o, src, sub, cost in [x]]
            + [f"use {o.card.name}: {q.text}" for o, q in quicks] + ["pass"])


class GameOver(Exception):
    """Raised to unwind every running effect once a player has won."""


class Flow:
    # what the rest of Game (game.py) gives this part of it
    players: list
    book: Any
    winner: int | None
    seating: Any
    _answers: Any              # the list of answers given through the state API (None: played with agents)
    view_for: Callable[..., Any]
    expire: Callable[..., Any]

    # -- the position ------------------------------------------------------------
    def _step(self):
        """Run the top-level action at the position, then move the position on."""
        try:
            stage = self.stage
            if stage == SETUP:                                # one setup step (effect_index) at a time
                if self.effect_index == 0:
                    self.prepare_setup()
                parts = setup_parts(self.book)
                if self.effect_index < len(parts):
                    self.setup_part(self.effect_index)
                self.effect_index += 1
                if self.effect_index >= len(parts):
                    self.finish_setup()
                    self.effect_index = 0
                    self.starting_player = self.first_player      # who was first player on day 1 (4.1.g)
                    self.day = 1
                    self._new_day()
                    self.phase_index = self.book.first_day_phase
                    self.stage = PHASE
            elif stage == PHASE:
                self._phase_start()
            elif stage == TURN:
                self._turn_action()
            elif stage == EFFECT:
                self._daily_effect()
        except GameOver:
            self.stage = OVER

    def _new_day(self):
        limit = self.book.day_limit
        self.skipped = limit.skip_on_extra_days if limit is not None and self.day > limit.days else ()
        for m in self.markers:
            m.moved_today = False
        for player in self.players:
            player.passed = False
        self.reaction_uses.clear()
        self.quick_uses.clear()

    def _phase_start(self):
        phases = self.book.phases
        if self.phase_index >= len(phases):              # the day is over
            self.expire("Day")
            if self.book.day_limit is not None and self._day_limit_ends_game():
                self.stage = OVER
                return
            self.day += 1
            if self.day > self.max_days:
                self.log("no_winner", reason=f"no winner after {self.max_days} days")
                self.over = True
                self.stage = OVER
                return
            self._new_day()
            self.phase_index = 0
        phase = phases[self.phase_index]
        self.phase = phase.name
        self.effect_name = None
        if self.logging:
            self.log("phase", name=phase.name, first_player=self.first_player)
        if self.logging:                                  # for the "positions" line of the log only
            self.moved_at_phase = sum(m.moved_today for m in self.markers)
        self.emit("phase", data={"name": phase.name})     # 4.2.b: "at [phase]" reactions
        self.check_reactions()
        if phase.turns:
            self.stage = TURN
            self.vars["turn_player"] = self.first_player   # 4.2.3: from the first player
            if self.first_player in self.out:              # (who left the game: the next one still in it)
                self.vars["turn_player"] = self.initiative_order()[0]
        else:
            self._to_effect(0)

    def _day_limit_ends_game(self):
        """A format's day limit: after its last day and each extra day, ``decide`` may make a player win;
        after the final extra day the game ends without a winner (after ``last``)."""
        limit = self.book.day_limit
        if self.day < limit.days:
            return False
        self.log("day_limit", days=limit.days, extra_days=limit.extra_days, rule=limit.rule or None)
        self.rule = limit.rule or None         # a win now is the format's (the log and the account name it)
        limit.decide(Ctx(self, self.first_player))
        if self.day < limit.days + limit.extra_days:
            return False
        if limit.last is not None:
            limit.last(Ctx(self, self.first_player))
        self.log("no_winner", reason=f"no winner after day {self.day}, the last day of this format")
        self.over = True
        return True

    def _to_effect(self, index):
        phase = self.book.phases[self.phase_index]
        if index < len(phase.effects):
            self.stage, self.effect_index = EFFECT, index
            return
        self.effect_name = None
        if self.logging and sum(m.moved_today for m in self.markers) != self.moved_at_phase:
            self.log("positions", markers=[(m.player, m.sub, m.travelled) for m in self.markers])
        self.phase_index += 1
        self.stage = PHASE

    def _daily_effect(self):
        name, rule, fn = self.book.phases[self.phase_index].effects[self.effect_index]
        if name in self.skipped:               # an extra day of a format's day limit
            self.log("skip", daily_effect=name)
            self._to_effect(self.effect_index + 1)
            return
        self.effect_name = name
        self.rule = rule
        self.named_step(name, fn, Ctx.daily(self))
        self.rule = None
        self.check_reactions()                 # 4.2.d
        if self.after_step:
            self.after_step(self)
        self._to_effect(self.effect_index + 1)

    def _turn_action(self):
        """4.2.3.d-e: one action of a turn: a quick action (the turn goes on), a card, or passing."""
        p = self.vars["turn_player"]
        plays = self.playable(p)
        quicks = self.quick_options(p) if self.listening else []
        options = plays + quicks + [PASS]
        if len(options) == 1:
            self._begin_action()               # no pause before acting: keep the action's start now
        pick = self.choose_option(p, "turn", "your turn", options, lambda: _turn_labels(plays, quicks))
        if pick is PASS:
            self.players[p].passed = True
            if self.logging:
                self.log("pass", player=p)
            self.check_reactions()
        elif len(pick) == 2:
            self.play_quick(p, *pick)
            self.check_reactions()                 # 4.2.g
            if self.vars.get("after_you") != p:    # 7.3.2: the turn ends, without passing
                return
            self.vars["after_you"] = None
        else:
            self.play_card(p, *pick, extra=pick.extra)
            self.check_reactions()
        self._end_turn(p)

    def _end_turn(self, current):
        self.expire("turn")
        if self.after_step:
            self.after_step(self)
        players = self.players
        for p in self.initiative_order()[1:] + [current]:      # the next one who has not passed
            if not players[p].passed:
                self.vars["turn_player"] = p
                return
        self.vars["turn_player"] = None
        self.expire(self.book.phases[self.phase_index].name)
        self._to_effect(0)

    # -- playing with agents -------------------------------------------------------
    def play(self) -> int | None:
        """Play the game to its end with the agents; returns the winner's index (None when the day
        limit is reached).  Agents that search play through the state API (they need to copy a
        paused state); the others are asked in place, with the same result."""
        if any(getattr(p.agent, "searches", False) for p in self.players):
            self.start()
            while not self.is_terminal():
                d = self.pending
                agent = self.players[d.player].agent
                self.apply(agent.choose(self.view_for(d.player, agent), d))
        else:
            while self.stage != OVER:
                self._step()
        return self.winner

    def run_phase(self, name: str) -> None:
        """Play one phase of the current day (turns included)."""
        index = self.book.phase_names.index(name)
        self.phase_index, self.stage = index, PHASE
        while self.stage != OVER and self.phase_index == index:
            self._step()

    def run_day(self, start: int = 0) -> None:
        """Play the current day from phase index ``start`` to its end (the day's counts reset first)."""
        self._new_day()
        self.phase_index, self.stage = start, PHASE
        while self.stage != OVER and self.phase_index < len(self.book.phases):
            self._step()
        if self.stage != OVER:
            self.expire("Day")

    # -- the state API ---------------------------------------------------------------
    def start(self) -> Self:
        """Answer decisions through ``apply`` from now on; run until the first decision."""
        if self._answers is None:
            self._answers = []
            self._advance()
        return self

    def _advance(self):
        """Run top-level actions until one waits for a decision or the game ends."""
        while self.stage != OVER:
            # a turn's action changes nothing before its first choice: its checkpoint can wait
            self._checkpoint = None if self.stage == TURN else snapshot.checkpoint(self)
            self._answers, self._said, self._fed = [], [], 0
            try:
                self._step()
            except Pending as p:
                self.pending = p.decision
                return
        self.pending = self._checkpoint = None
        self._answers, self._said = [], []

    def _begin_action(self):
        if self._answers is not None and self._checkpoint is None:
            self._checkpoint = snapshot.checkpoint(self)

    def current_player(self) -> int | None:
        """Who decides now (None at the end)."""
        return None if self.pending is None else self.pending.player

    @property
    def decision(self) -> Decision | None:
        """The decision waiting now (who decides, what about, the labels of its options), or None."""
        return self.pending

    def legal_actions(self) -> list[int]:
        """The legal actions now: indices into ``decision.labels``."""
        return [] if self.pending is None else list(range(len(self.pending.labels)))

    def action_labels(self) -> list[str]:
        return [] if self.pending is None else list(self.pending.labels)

    def apply(self, action: int | str) -> Self:
        """Answer the waiting decision with an index into its options (or one of its labels)."""
        d = self.pending
        if d is None:
            raise ValueError("the game is over")
        if isinstance(action, str):
            if action not in d.labels:
                raise ValueError(f"{action!r} is not an option of '{d.prompt}': {d.labels}")
            action = int(d.labels.index(action))
        if not 0 <= action < len(d.labels):
            raise ValueError(f"no option {action} of '{d.prompt}': {d.labels}")
        answers = self._answers + [action]
        said = self._said + [None if d.secret else (d.labels[action], d.labels[:action].count(d.labels[action]))]
        if self._checkpoint is None:           # paused before the action changed anything
            self._checkpoint = snapshot.checkpoint(self)
        else:
            snapshot.restore(self._checkpoint, self)
        self._answers, self._said, self._fed, self.pending = answers, said, 0, None
        try:
            self._step()
        except Pending as p:
            self.pending = p.decision
            return self
        self._advance()
        return self

    def is_terminal(self) -> bool:
        return self.stage == OVER

    @property
    def winners(self) -> list[int]:
        """Who won: the winner, and with a table that wins by teams, the winner's teammates too."""
        if self.winner is None:
            return []
        if self.seating.data.get("victory") != "per_team":
            return [self.winner]
        team = self.seating.teams[self.winner]
        return [p for p in range(len(self.players)) if self.seating.teams[p] == team]

    def returns(self) -> list[int]:
        """+1 for the winner and -1 for the others at the end; zeros otherwise (and with no winner)."""
        n = len(self.players)
        if not self.is_terminal() or self.winner is None:
            return [0] * n
        winners = self.winners
        return [1 if p in winners else -1 for p in range(n)]

    def copy(self) -> Self:
        """An independent copy of the state, paused at the same decision (no replay)."""
        return snapshot.copy_state(self)

    def resample_hidden(self, player: int, rng: random.Random) -> Self:
        """A copy in which what ``player`` can't see is dealt again consistently with what it has seen."""
        return snapshot.resample(self, player, rng)
