"""Triggers the second set's card texts use (rules_yaml/effect-model.md, "Triggers")."""
from __future__ import annotations

from ..effects.selectors import all_of, compile_where
from .triggers import player_test, trigger


@trigger("gains_status")
def _gains_status(c, arg):
    """"When I gain [[Asleep]]", "When you exhaust a card in Reserve" (2.4.1.f: only a real change)."""
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)
    named = all_of(lambda ev, ctx: ev.data.get("status") == status, player_test(c, arg.get("by")))
    test = compile_where(c, arg.get("what"))

    def match(ev, ctx):
        if not named(ev, ctx) or ev.obj is None or not test(ev.obj, ctx):
            return False
        ctx.vars["it"] = ev.obj
        return True
    return ("gain",), match, False
