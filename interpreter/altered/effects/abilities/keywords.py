"""The mechanics of the keyword abilities (7.4), as rules_yaml/keywords.yaml writes them: each key of a keyword's
entry but its notes (``NOTES``) is one of these operators, declared once with its parameters, English,
documentation and rule ids (``@mechanic``), and compiled when the rule book loads
(``RuleBook.keyword_mechanics``: keyword -> mechanic -> what it compiled to, which the engine reads).

A compile function takes the compiler, the value written and the keyword's whole entry (its ``rule``).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..params import P
from ..registry import declare

NOTES = ("rule", "v5", "example", "note")      # the keys of an entry that are no mechanic


def mechanic(name, /, phrase: str = "", doc: str = "", rules: str = "", **params):
    """``@mechanic("target_cost", phrase=..., doc=..., rules="7.4.7", _=P(...))``: see registry.declare."""
    return declare("keyword", name, phrase=phrase, doc=doc, rules=rules, **params)


@dataclass
class Prohibition:
    """A "can't" (1.4.1): the action does not happen when ``when`` holds."""
    rule: str
    action: str
    when: object


@dataclass(frozen=True)
class AlternativeCost:
    """7.4.5: played from ``source`` for the keyword's X instead of the cost; it then gains ``gains`` (an ability's
    text) and, once that sent it to ``found_in``, its Reactions still find it there (7.4.5.e)."""
    source: str
    gains: str
    found_in: str | None


@mechanic("value", phrase="[{_?}I have a number X]", rules="7.4",
          doc="the keyword is written with a number (\"[Keyword] 2\"): the X of its other mechanics",
          _=P("flag"))
def _value(c, arg, entry):
    return bool(arg)


@mechanic("modifiers", phrase="{_/; }", rules="6.2",
          doc="what changes an action on me (or a step): something happens besides it, or instead of it",
          _=P("list", phrase="when [{on.action?}{on.action}|{on.step}][ from {on.from}][ to {on.to}][ during "
                             "{on.during}] happens to {on.object}, [{also?}also {also}|{instead?}instead {instead}|"
                             "it does not]",
              fields={"on": P("mapping", fields={"action": P("name"), "step": P("name"), "from": P("zone"),
                                                 "to": P("zone"), "during": P("name"), "object": P("selector")}),
                      "also": P("effect"), "instead": P("effect"), "rule": P("text")}))
def _modifiers(c, arg, entry):
    return c.book.modifiers_of(arg)


@mechanic("cant", phrase="{_/; }", rules="1.4.1.a",
          doc="an action that does not happen while a condition holds",
          _=P("list", phrase="{action} does not happen while {when}",
              fields={"action": P("name"), "when": P("condition"), "rule": P("text")}))
def _cant(c, arg, entry):
    return [Prohibition(str(p.get("rule", entry.get("rule", ""))), p["action"], c.expr(p["when"])) for p in arg]


@mechanic("presence", phrase="I am in [{_=every_subzone}each of my controller's expeditions]", rules="7.4.4.b",
          doc="where the bearer is present: ``every_subzone``, in each of its controller's expeditions",
          _=P("word", choices=("every_subzone",)))
def _presence(c, arg, entry):
    return arg


@mechanic("keeps_counters", phrase="I keep my {counters/ and } counters going to {to}", rules="7.4.6.b",
          doc="the counters the bearer keeps when it moves to that zone",
          counters=P("list", required=True), to=P("zone", required=True))
def _keeps_counters(c, arg, entry):
    names = tuple(c.check_name(arg, n, "counter", c.book.counter_specs) for n in arg["counters"])
    to = arg["to"]
    return lambda o, zone: {n: o.counters[n] for n in names if o.counters.get(n)} if zone == to else {}


@mechanic("alternative_cost", rules="7.4.5.b 7.4.5.c 7.4.5.e",
          phrase="my controller may play me from {from} for X instead of my cost; I then gain \"{gains}\""
                 "[ and my reactions still find me in {found_in}]",
          doc="played from that zone, the bearer may be paid for with its X, and then gains that ability",
          **{"from": P("zone", required=True), "gains": P("text", required=True), "found_in": P("zone")})
def _alternative_cost(c, arg, entry):
    return AlternativeCost(arg["from"], arg["gains"], arg.get("found_in"))


@mechanic("target_cost", phrase="[{_=anyone}a player|{_=opponent}an opponent] choosing me as a target pays X mana more",
          rules="7.4.7.c 7.4.7.d 7.4.7.e 7.4.7.f",
          doc="who pays the X to choose the bearer as a target (once per effect): an opponent of its "
              "controller (not a teammate), or anyone", _=P("word", choices=("opponent", "anyone")))
def _target_cost(c, arg, entry):
    if arg == "anyone":
        return lambda game, o, chooser: True
    return lambda game, o, chooser: o.controller in game.rivals[chooser]
