"""Triggers the second set's card texts use (rules_yaml/effect-model.md, "Triggers")."""
from __future__ import annotations

from .triggers import _about, _all, _who, trigger


@trigger("gains_status")
def _gains_status(c, arg):
    """"When I gain [[Asleep]]", "When you exhaust a card in Reserve" (2.4.1.f: only a real change)."""
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)
    named = lambda ev, ctx: ev.data.get("status") == status      # noqa: E731
    return _about(c, arg, ("gain",), lambda ev: ev.obj, _all(named, _who(c, arg.get("by"))),
                  self_move=False)
