"""Helpers on what a reading builds: a verb waiting for its subject (:class:`Pred`), the steps a phrase adds,
and tests joined, searched or substituted in selector data."""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ..discourse import Scope


def conjoin(a, b):
    """Two tests that must both hold."""
    if a is None:
        return b
    parts = (a["and"] if isinstance(a, dict) and set(a) == {"and"} else [a]) + [b]
    return {"and": parts}


@dataclass
class Pred:
    """A verb waiting for its subject: ``build(subject_selector, scope) -> steps``.

    ``actor`` says what its subject is: a ``player`` (draw, discard, [Resupply]), an ``object``
    (gains, loses, moves forward) or ``any``."""
    actor: str
    build: Any
    then_subject: Any = None   # "have X gain ...": X is the subject of the next verb
    again: bool = False        # "do it again" and "may": not what "do it again" repeats
    remake: Any = None         # the same verb on another object ("discards their hand and their Reserve")
    what: Any = None           # the object it was read with, as read (for remake)
    form: str | None = None    # its verb as printed: "base" ("draw", "[Resupply]"), "third" ("draws"), None
    verb: str | None = None    # that verb's words as printed
    at: int | None = None      # where the phrase starts in the text

    def run(self, subject, scope):
        return self.build(subject, scope)


def collect(scope: Scope, fn):
    """Run ``fn()``; return the steps it appended to the scope (choices) followed by its own."""
    saved, scope.steps_out = scope.steps_out, []
    try:
        steps = fn()
        return scope.steps_out + list(steps or [])
    finally:
        scope.steps_out = saved


def contains(data, value) -> bool:
    """Whether ``value`` is somewhere in ``data`` ({var: X} not yet said, a value put in its place)."""
    if data == value:
        return True
    if isinstance(data, dict):
        return any(contains(v, value) for v in data.values())
    return isinstance(data, (list, tuple)) and any(contains(v, value) for v in data)


def substitute(node, name: str, value, value_only: bool = False):
    """Replace ``{var: name}`` by ``value`` everywhere in ``node`` (", where X is ..."); ``value_only``: the
    plain value ``name`` instead ("you" in a filter, a player)."""
    if isinstance(node, dict):
        if node == {"var": name} and not value_only:
            return copy.deepcopy(value)
        return {k: substitute(v, name, value, value_only) for k, v in node.items()}
    if isinstance(node, list):
        return [substitute(v, name, value, value_only) for v in node]
    if value_only and node == name:
        return copy.deepcopy(value)
    return node
