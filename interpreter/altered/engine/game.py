"""A game of Altered: its position, the machine that plays it, and the pause of the decision
interface (the state API and agents).

As python-chess separates ``BaseBoard`` (the position), ``Board`` (the rules and the turn) and its
move stack, a Game is three parts, each declared once:

- the position (position.py): everything a game changes, one record, which a copy copies;
- the machine (machine.py): the rule book, the table, the parts doing the work, caches and hooks;
- the pause (pause.py): a decision waiting, the answers given in the action paused, its checkpoint.

>>> from altered import load_deck, load_rulebook
>>> from altered.engine.decisions import RandomAgent
>>> from altered.loading.cards.decks import deck_path
>>> decks = [load_deck(deck_path("axiom")), load_deck(deck_path("bravos"))]
>>> game = Game(load_rulebook(), decks, [RandomAgent(1), RandomAgent(2)], seed=1)
>>> game.play(), game.day                # the winner (a player's index) and the last day
(1, 8)
"""
from __future__ import annotations

import gc
import random
from functools import partial
from typing import TYPE_CHECKING, Any, Self, cast

from mypy_extensions import mypyc_attr

from . import pause as paused
from . import snapshot
from .decisions import PASS, Decision, RandomAgent
from .flow import OVER, Flow, GameOver, setup_parts
from .machine import Machine
from .narrative import render
from .observation import observe, option_facts
from .pause import Pause

if TYPE_CHECKING:
    from ..effects.host import Host

__all__ = ["Game", "GameOver"]


# a RandomAgent's own choose: an agent whose choose is this one reads only the number of options
_RANDOM_CHOOSE = RandomAgent.choose


def _secret(options) -> bool:
    """Whether a choice is among hidden cards (1.4.5.a): the choice is made but not shown to others."""
    return any(getattr(o, "zone", None) is not None and o.zone.spec.visibility != "visible" for o in options)


def _fitting(left, fits, chosen) -> list:
    return [o for o in left if fits(chosen, o)]


def _pick_labels(game, options, player) -> list:
    """What the options of a pick read as (asked only if someone reads them)."""
    return ["done" if o is PASS else game.describe(o, player) for o in options]


@mypyc_attr(allow_interpreted_subclasses=True)    # scenarios, soaks and the viewer make their own kinds
class Game(Machine):
    """One game: its position and machine (Machine), and the pause of the state API."""
    __slots__ = ()             # (its pause is declared by Owner: pause.py reads it)

    def __init__(self, book, decks, agents=None, seed=0, log=False, max_days=None, seating=None):
        Machine.__init__(self, book, decks, agents, seed, log, max_days, seating)
        self.pause = Pause()       # a copy of the state gives its own (snapshot.py)

    def __str__(self):
        return render(self)

    def observation(self, player) -> Any:
        """What ``player`` may see of the state (1.2.3.f-g, 3.1.3): plain data, no engine object."""
        return observe(self, player)

    def view_for(self, player, agent) -> Any:
        """What an agent is given besides the decision: its player's observation (None for agents
        that don't read it), able to draw states consistent with it for agents that search."""
        if not getattr(agent, "observes", True):
            return None
        return observe(self, player, sampler=getattr(agent, "searches", False))

    # -- choices -------------------------------------------------------------
    def choose_option(self, player, kind, prompt, options, labels) -> Any:
        """One of ``options``; ``labels`` (or a function making them, called only if someone reads
        them) says what each reads as."""
        n = len(options)
        if n == 1:
            return options[0]
        if self.pause.answers is None and not self.logging:     # played with agents, no log to write
            agent = self.players[player].agent
            if agent is not None and type(agent).choose is _RANDOM_CHOOSE and not agent.observes:
                i = agent.pick(n)          # all it reads of the decision: no Decision made (pause.ask's count kept)
                self.decisions += 1
                return options[i]
        # (partials, not lambdas: a lambda would make closure cells at every call, one option or more)
        return options[paused.ask(self, Decision(player, kind, prompt, labels if callable(labels) else tuple(labels),
                                          partial(_secret, options), len(options),
                                          partial(option_facts, options, player), self.source_name))]

    def choose_objects(self, player, pool, count, least, prompt, fits=None) -> Any:
        """Pick between ``least`` and ``count`` objects, one decision per pick; ``fits(chosen, o)``
        can limit what may be added at each pick (a total to stay under; those a step can change first)."""
        count = min(count, len(pool))
        least = min(least, count)
        if count <= 0:
            return []
        if least == len(pool) and fits is None:
            return list(pool)
        chosen: list = []
        left = list(pool)
        while len(chosen) < count:
            offered = left
            if fits is not None:          # asked anew at each pick: what fits may grow (choose able_first)
                offered = _fitting(left, fits, chosen)
                if not offered:
                    break
            options = offered + ([PASS] if len(chosen) >= least else [])
            pick = self.choose_option(player, "choose", prompt, options, partial(_pick_labels, self, options, player))
            if pick is PASS:
                break
            chosen.append(pick)
            left.remove(pick)
        return chosen

    def choose_yes_no(self, player, prompt) -> Any:
        return self.choose_option(player, "may", prompt, [True, False], ["yes", "no"])

    def describe(self, o, viewer=None) -> Any:
        """How ``viewer`` reads an option: a face-down card is named only for its owner (3.2.9.d)."""
        if isinstance(o, int):
            return self.players[o].name
        if hasattr(o, "travelled"):
            return f"{o.sub} expedition of {self.players[o.player].name}"
        return o.card.name if not o.face_down or (viewer is not None and viewer == o.owner) else "face-down card"

    # -- the game ------------------------------------------------------------
    def setup(self):
        """4.1: place the cards, then each setup step of the rules in order."""
        flow = cast(Flow, self.flow)
        flow.prepare_setup()
        for i in range(len(setup_parts(self.book))):
            flow.setup_part(i)
        flow.finish_setup()

    # -- playing with agents -------------------------------------------------------
    def play(self) -> int | None:
        """Play the game to its end with the agents; returns the winner's index (None when the day
        limit is reached).  Agents that search play through the state API (they need to copy a
        paused state); the others are asked in place, with the same result, and with Python's cyclic
        garbage collector paused until the game ends (an agent that makes much cyclic garbage of its
        own should say it searches, or collect it itself)."""
        if any(getattr(p.agent, "searches", False) for p in self.players):
            self.start()
            while not self.is_terminal():
                d = self.pause.pending
                assert d is not None
                agent = self.players[d.player].agent
                self.apply(agent.choose(self.view_for(d.player, agent), d))
        else:
            # The cyclic collector is paused for the game: a game's own garbage is freed as it goes by
            # reference counts, and its state (objects and zones point at each other) is collected
            # once the game is dropped; its passes during the game would only walk the live state
            # again and again (about 5 % of a random game).  Agents asked in place make no copies.
            was_enabled = gc.isenabled()
            gc.disable()
            flow = cast(Flow, self.flow)        # the part as its class: a native call (effects/host.py)
            try:
                while self.stage != OVER:
                    flow.step()
            finally:
                if was_enabled:
                    gc.enable()
        return self.winner

    # -- the state API (pause.py) ----------------------------------------------------
    def start(self) -> Self:
        """Answer decisions through ``apply`` from now on; run until the first decision."""
        paused.start(self)
        return self

    def begin_action(self) -> None:
        paused.begin_action(self)

    def current_player(self) -> int | None:
        """Who decides now (None at the end)."""
        pending = self.pause.pending
        return None if pending is None else pending.player

    @property
    def decision(self) -> Decision | None:
        """The decision waiting now (who decides, what about, the labels of its options), or None."""
        return self.pause.pending

    def legal_actions(self) -> list[int]:
        """The legal actions now: indices into ``decision.labels``."""
        pending = self.pause.pending
        return [] if pending is None else list(range(len(pending.labels)))

    def action_labels(self) -> list[str]:
        pending = self.pause.pending
        return [] if pending is None else list(pending.labels)

    def apply(self, action: int | str) -> Self:
        """Answer the waiting decision with an index into its options (or one of its labels)."""
        paused.apply(self, action)
        return self

    def is_terminal(self) -> bool:
        return self.stage == OVER

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

    def playout(self, action: int, agents: list | None = None, until=None) -> Game:
        """A throwaway copy of this paused state with ``action`` applied, played on in place: by ``agents``
        (one per player, asked as in ``play``) to the end of the game, or until ``until(state)`` holds
        between two top-level actions (the end of a day); without agents, only to the end of the action
        answered (its ``decision`` is then None) or to its next decision (which then waits).
        Cheaper than ``copy().apply(action)``: it takes no checkpoint, so it can take no answer after;
        search leaves and rollouts use it."""
        return paused.playout(self, action, agents, until)

    def resample_hidden(self, player: int, rng: random.Random) -> Self:
        """A copy in which what ``player`` can't see is dealt again consistently with what it has seen."""
        return snapshot.resample(self, player, rng)


if TYPE_CHECKING:      # the Game is the host of effects (effects/host.py) its parts pass as ``Owner.host``: checked here
    _A_HOST: type[Host] = Game
