"""The pause of the state API: a decision waiting for its answer, the answers given in the action now
paused and the state at that action's start, to run it again from (ENGINE-API.md §1, re-execution
within one action).  As python-chess's move stack beside its ``Board``: the Game (game.py) holds one
``Pause``; what it records and how a copy of the state treats it are declared here, once.

A choice asks ``ask``: played through the state API, it feeds the next answer given or raises
``Pending``; played with agents (``answers`` None), it asks the player's agent in place.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, TypeVar

from mypy_extensions import mypyc_attr

from . import snapshot
from .decisions import Decision, Pending
from .owner import Owner
from .position import plan

G = TypeVar("G", bound=Owner)      # playout's copy is of the Game's own kind

# the stages of the day loop (flow.py) the pause needs: a turn's action waits for its checkpoint
OVER: Final = "over"
TURN: Final = "turn"

SHARED, SCALAR, LIST = {"copy": "shared"}, {"copy": "scalar"}, {"copy": "list"}


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(eq=False, repr=False, slots=True)
class Pause:
    """Where the state API stands: each field with how a copy of the paused state treats it."""
    pending: Decision | None = field(default=None, metadata=SCALAR)   # the Decision waiting (settled: shared)
    checkpoint: Any = field(default=None, metadata=SHARED)   # the state at the start of the action paused
    answers: list[int] | None = field(default=None, metadata=LIST)   # None: agents answer in place
    said: list = field(default_factory=list, metadata=LIST)  # what they chose: (label, rank), or None if secret
    fed: int = field(default=0, metadata=SCALAR)           # how many answers the action run again has used
    by_label: bool = field(default=False, metadata=SCALAR)   # a resampled state: public answers found by label
    scratch: bool = field(default=False, metadata=SCALAR)    # a playout playing on in place: no checkpoint
    events_at_checkpoint: int = field(default=0, metadata=SCALAR)   # the log's length at the checkpoint

    def copy(self) -> Pause:
        """A copy for a copy of the state: the checkpoint is never changed once taken (shared)."""
        return Pause(self.pending, self.checkpoint, None if self.answers is None else list(self.answers),
                     list(self.said), self.fed, self.by_label, self.scratch, self.events_at_checkpoint)


PAUSE_KINDS = plan(Pause, ("shared", "scalar", "list"))   # (tests/test_state_api.py checks copy() by it)


def said_of(d: Decision, action: int) -> Any:
    """What answer ``action`` chose, as found again after a resample: (label, rank among options so
    labelled), or None when the choice is secret."""
    return None if d.secret else (d.labels[action], d.labels[:action].count(d.labels[action]))


def start(game: Owner) -> None:
    """Answer decisions through ``apply`` from now on; run until the first decision."""
    if game.pause.answers is None:
        game.pause.answers = []
        advance(game)


def advance(game: Owner) -> None:
    """Run top-level actions until one waits for a decision or the game ends."""
    pause: Pause = game.pause
    flow: Any = game.flow                  # (flow.py, above this module)
    while game.stage != OVER:
        # a turn's action changes nothing before its first choice: its checkpoint can wait
        pause.checkpoint = None if game.stage == TURN else snapshot.checkpoint(game)
        pause.answers, pause.said, pause.fed = [], [], 0
        try:
            flow.step()
        except Pending as p:
            pause.pending = p.decision
            return
    pause.pending = pause.checkpoint = None
    pause.answers, pause.said = [], []


def begin_action(game: Owner) -> None:
    """A top-level action starts changing the state: keep its start to run it again from."""
    pause: Pause = game.pause
    if pause.answers is not None and pause.checkpoint is None and not pause.scratch:
        pause.checkpoint = snapshot.checkpoint(game)


def apply(game: Owner, action: int | str) -> None:
    """Answer the waiting decision with an index into its options (or one of its labels), and run on."""
    pause: Pause = game.pause
    d = pause.pending
    if d is None:
        raise ValueError("the game is over")
    if pause.scratch:
        raise ValueError("a playout's state takes no answer (it keeps no checkpoint): playout() again from "
                         "the state it came from")
    if isinstance(action, str):
        if action not in d.labels:
            raise ValueError(f"{action!r} is not an option of '{d.prompt}': {d.labels}")
        action = int(d.labels.index(action))
    if not 0 <= action < len(d.labels):
        raise ValueError(f"no option {action} of '{d.prompt}': {d.labels}")
    answers = list(pause.answers or ()) + [action]
    said = pause.said + [said_of(d, action)]
    if pause.checkpoint is None:           # paused before the action changed anything
        pause.checkpoint = snapshot.checkpoint(game)
    else:
        snapshot.restore(pause.checkpoint, game)     # the position only: the pause stays
    pause.answers, pause.said, pause.fed, pause.pending = answers, said, 0, None
    flow: Any = game.flow
    try:
        flow.step()
    except Pending as p:
        pause.pending = p.decision
        return
    advance(game)


def playout(game: G, action: int, agents: list | None, until: Any) -> G:
    """See Game.playout."""
    d = game.pause.pending
    if d is None:
        raise ValueError("the game is over")
    if not 0 <= action < d.count:
        raise ValueError(f"no option {action} of '{d.prompt}'")
    s = snapshot.scratch_copy(game, action)
    if agents is not None:
        for player, agent in zip(s.players, agents):
            player.agent = agent
    try:
        s.flow.step()                     # the action answered, run again from its start
        while agents is not None and s.stage != OVER and not (until is not None and until(s)):
            s.flow.step()
        s.pause.pending = None
    except Pending as p:
        s.pause.pending = p.decision
    return s


def ask(game: Owner, decision: Decision) -> int:
    """The index of the option chosen: the next answer given through ``apply``, or a pause
    (``Pending``) when there is none yet; played with agents, the agent's answer."""
    pause: Pause = game.pause
    answers = pause.answers
    if answers is not None:
        if pause.fed == len(answers):
            if not pause.scratch:
                raise Pending(decision.settle())      # settled now: a copy of the state shares the decision
            pause.answers = None          # a playout: its answers are used up, it plays on in place
            return ask(game, decision)
        i = answers[pause.fed]
        if pause.by_label:                # the options may be others than when it was answered
            i = again(decision, i, pause.said[pause.fed])
        pause.fed += 1
    else:
        agent = game.players[decision.player].agent
        if agent is None:                 # a playout without agents stops at the next decision
            raise Pending(decision.settle())
        # (view_for's first test here: most agents read no observation, and are given None without a call)
        i = agent.choose(game.view_for(decision.player, agent) if getattr(agent, "observes", True) else None, decision)
    game.decisions += 1
    if not 0 <= i < decision.count:
        raise ValueError(f"agent chose option {i} of {decision.count} for {decision.prompt}")
    if game.logging:
        # the index is what a replay feeds back (gamelog.py); the label is for readers
        game.log("choice", player=decision.player, about=decision.kind, prompt=decision.prompt,
                 chose=decision.labels[i], index=i, secret=decision.secret)
    return i


def again(decision: Decision, i: int, said: Any) -> int:
    """An answer given before a resample, fed again: a public choice by what it chose (the
    options of a hidden hand dealt again are others), a secret one by its place (the card in
    that place was dealt again with the rest)."""
    if said is not None and not decision.secret:
        label, rank = said                 # the rank-th option of that label (two alike tokens)
        same = [j for j, x in enumerate(decision.labels) if x == label]
        if rank < len(same):
            return same[rank]
    return min(i, len(decision.labels) - 1)
