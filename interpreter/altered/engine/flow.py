"""The day loop as a position held in data, and how the state API pauses it.  The part
``game.flow`` of a Game.

The game is a sequence of top-level actions (the setup, the start of a phase, one action of a
turn, one daily effect), each run by ``Flow.step`` from the position (``stage``, ``phase_index``,
``effect_index``, the turn's player in ``vars``) and moving it on.  Played with agents, every
choice asks the agent in place.  Played through the state API, a choice that has no answer yet
raises ``Pending``: the state keeps a checkpoint taken at the start of the action and the answers
given since, and ``apply`` adds an answer, goes back to the checkpoint and runs the action again,
feeding the answers in order (ENGINE-API.md §1, "re-execution within one action").  Effect code and
the choose helpers are unchanged by this: a pause is only an exception.
"""
from __future__ import annotations

import weakref
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from .bookfacts import BookFacts, facts_of
from .decisions import PASS
from ..effects import Ctx
from ..effects.context import fresh_ctx

if TYPE_CHECKING:                  # for the compiled build's native calls (README, "Speed")
    from .actions import Actions
    from .owner import Owner
    from .playing import Plays
    from .runtime import Runtime

# the stages of the day loop (Final: the compiled build reads a constant, not the module's dict, at every step)
SETUP: Final = "setup"
PHASE: Final = "phase"
TURN: Final = "turn"
EFFECT: Final = "effect"
OVER: Final = "over"

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
    """The day and turn structure: runs the top-level action at the position held in the state."""
    __slots__ = ("game", "book", "rules", "runtime", "actions", "plays")
    game: Owner
    book: Any
    rules: BookFacts               # what the hot paths read of the book, typed (bookfacts.py)
    runtime: Runtime
    actions: Actions
    plays: Plays

    def __init__(self, game):
        self.game = game
        self.book, self.rules = game.book, facts_of(game.book)
        self.runtime, self.actions, self.plays = game.runtime, game.actions, game.plays   # made before the flow

    # -- the position ------------------------------------------------------------
    def step(self) -> None:
        """Run the top-level action at the position, then move the position on."""
        game = self.game
        try:
            stage = game.stage
            if stage == TURN:                                 # (the most frequent first)
                self.turn_action()
            elif stage == EFFECT:
                self._daily_effect()
            elif stage == PHASE:
                self._phase_start()
            elif stage == SETUP:                              # one setup step (effect_index) at a time
                if game.effect_index == 0:
                    self.prepare_setup()
                parts = setup_parts(self.book)
                if game.effect_index < len(parts):
                    self.setup_part(game.effect_index)
                game.effect_index += 1
                if game.effect_index >= len(parts):
                    self.finish_setup()
                    game.effect_index = 0
                    game.starting_player = game.first_player      # who was first player on day 1 (4.1.g)
                    game.day = 1
                    self.new_day()
                    game.phase_index = self.book.first_day_phase
                    game.stage = PHASE
        except GameOver:
            game.stage = OVER

    # -- the setup (4.1): the cards placed, then each setup step as a top-level action of its own --------
    def prepare_setup(self) -> None:
        """The Adventure laid out, the decks placed (4.1.a-d)."""
        game = self.game
        spec = self.book.setup_spec
        self.actions.build_adventure()
        brought = spec.get("decks", "brought") == "brought"     # else the setup steps make the decks
        if brought:
            game.bring_decks(spec["hero_zone"], spec["deck_zone"])
        game.phase = "setup"
        if brought:
            self._hero_setup()
        game.setup_ctx = Ctx(game, game.first_player)

    def setup_part(self, i: int) -> None:
        """Setup step ``i``: a top-level action of its own, so that a choice in one (the Mana Orbs,
        4.1.k) comes after the deal is done, not inside the action that dealt."""
        game = self.game
        if game.over:
            return
        setup_parts(self.book)[i](game.setup_ctx)
        if game.later_in_step:                # as between the steps of any effect (6.2.e, 6.3.g)
            self.actions.run_added_steps()
        if game.pending_events:
            self.runtime.flush_events()

    def finish_setup(self) -> None:
        if self.book.setup_spec.get("decks", "brought") != "brought":   # the steps put the Heroes in play
            self._hero_setup()

    def _hero_setup(self):
        game = self.game
        spec = self.book.setup_spec
        if game.logging:          # the lay-out, for readers and the replay viewer (4.1.b-d, 4.1.h)
            game.log("setup", regions=[{"name": r.card.name, "terrains": list(r.card.subtypes), "face_down": r.face_down}
                                       for r in game.adventure_zone.objs],
                     markers=[(m.player, m.sub, m.pos) for m in game.markers],
                     heroes=[(o.owner, o.card.name) for z in game.zone_instances(spec["hero_zone"]) for o in z.objs])
        for z in game.zone_instances(spec["hero_zone"]):       # 2.5.e: heroes that begin with counters
            for o in z.objs:
                for pas in self.book.program(o.card).passives:
                    if pas.kind == "setup":
                        pas.effect(fresh_ctx(game, o.controller, o, {}))

    def new_day(self) -> None:
        """A new day begins: the counts kept per day start again (moves, passes, uses of abilities)."""
        game = self.game
        limit = self.book.day_limit
        game.skipped = limit.skip_on_extra_days if limit is not None and game.day > limit.days else ()
        for m in game.markers:
            m.moved_today = m.moved_forward_today = False
        for player in game.players:
            player.passed = False
        game.reaction_uses.clear()
        game.quick_uses.clear()

    def _phase_start(self) -> Any:
        game = self.game
        phases = self.rules.phases
        if game.phase_index >= len(phases):              # the day is over
            self.runtime.expire("Day")
            if self.book.day_limit is not None and self._day_limit_ends_game():
                game.stage = OVER
                return
            game.day += 1
            self.runtime.day_began()
            if game.day > game.max_days:
                game.log("no_winner", reason=f"no winner after {game.max_days} days")
                game.over = True
                game.stage = OVER
                return
            self.new_day()
            game.phase_index = 0
        phase = phases[game.phase_index]
        game.phase = phase.name
        game.effect_name = None
        if game.logging:
            game.log("phase", name=phase.name, first_player=game.first_player)
        if game.logging:                                  # for the "positions" line of the log only
            game.moved_at_phase = sum(m.moved_today for m in game.markers)
        self.actions.emit(f"at {phase.name}")     # 4.2.b: "At Noon" reactions (triggers._at)
        self.runtime.check_reactions()
        if phase.turns:
            game.stage = TURN
            game.vars["turn_player"] = game.first_player   # 4.2.3: from the first player
            if game.first_player in game.out:              # (who left the game: the next one still in it)
                game.vars["turn_player"] = game.initiative_order()[0]
        else:
            self._to_effect(0)

    def _day_limit_ends_game(self) -> Any:
        """A format's day limit: after its last day and each extra day, ``decide`` may make a player win;
        after the final extra day the game ends without a winner (after ``last``)."""
        game = self.game
        limit = self.book.day_limit
        if game.day < limit.days:
            return False
        game.log("day_limit", days=limit.days, extra_days=limit.extra_days, rule=limit.rule or None)
        game.rule = limit.rule or None         # a win now is the format's (the log and the account name it)
        limit.decide(Ctx(game, game.first_player))
        if game.day < limit.days + limit.extra_days:
            return False
        if limit.last is not None:
            limit.last(Ctx(game, game.first_player))
        game.log("no_winner", reason=f"no winner after day {game.day}, the last day of this format")
        game.over = True
        return True

    def _to_effect(self, index: int) -> None:
        game = self.game
        phase = self.rules.phases[game.phase_index]
        if index < len(phase.effects):
            game.stage, game.effect_index = EFFECT, index
            return
        game.effect_name = None
        if game.logging and sum(m.moved_today for m in game.markers) != game.moved_at_phase:
            game.log("positions", markers=[(m.player, m.sub, m.travelled) for m in game.markers])
        game.phase_index += 1
        game.stage = PHASE

    def _daily_effect(self) -> None:
        game = self.game
        name, rule, fn = self.rules.phases[game.phase_index].effects[game.effect_index]
        if name in game.skipped:               # an extra day of a format's day limit
            game.log("skip", daily_effect=name)
            self._to_effect(game.effect_index + 1)
            return
        game.effect_name = name
        game.rule = rule
        self.actions.named_step(name, fn, Ctx.daily(game))
        game.rule = None
        self.runtime.check_reactions()                 # 4.2.d
        if game.after_step:
            game.after_step(game)
        self._to_effect(game.effect_index + 1)

    def pass_turns(self, p: int) -> None:
        """Player ``p`` passes (4.2.3.d): no more turns for them this day; the event says whether they were
        the first to pass ("When you pass first")."""
        game = self.game
        if game.players[p].passed:
            return
        first = True                       # (a loop: no generator made at each pass)
        for pl in game.players:
            if pl.passed:
                first = False
                break
        game.players[p].passed = True
        if game.logging:
            game.log("pass", player=p)
        self.actions.emit("passes", player=p, data={"first": first})

    def turn_action(self) -> None:
        """4.2.3.d-e: one action of a turn: a quick action (the turn goes on), a card, or passing."""
        game = self.game
        p = game.vars["turn_player"]
        plays = self.plays.playable(p)
        quicks = self.runtime.quick_options(p) if self.runtime.listening else []
        options = plays + quicks + [PASS]
        if len(options) == 1:
            game.begin_action()               # no pause before acting: keep the action's start now
        pick = game.choose_option(p, "turn", "your turn", options, partial(_turn_labels, plays, quicks))   # (no cells)
        if pick is PASS:
            self.pass_turns(p)
            self.runtime.check_reactions()
        elif len(pick) == 2:
            self.runtime.play_quick(p, *pick)
            self.runtime.check_reactions()                 # 4.2.g
            if game.vars.get("after_you") != p:    # 7.3.2: the turn ends, without passing
                return
            game.vars["after_you"] = None
        else:
            o, source, sub, cost = pick
            self.plays.play_card(p, o, source, sub, cost, None, pick.extra)
            self.runtime.check_reactions()
        self._end_turn(p)

    def _end_turn(self, current) -> Any:
        game = self.game
        self.runtime.expire("turn")
        if game.after_step:
            game.after_step(game)
        players = game.players
        for p in game.initiative_order()[1:] + [current]:      # the next one who has not passed
            if not players[p].passed:
                game.vars["turn_player"] = p
                return
        game.vars["turn_player"] = None
        self.runtime.expire(self.rules.phases[game.phase_index].name)
        self._to_effect(0)
