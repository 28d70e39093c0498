"""Abilities: a quick action with its costs, a passive working only if ..., a support ability ({I}), an
ability in quotation marks."""
from __future__ import annotations

from ...loading.errors import DesignError, NotAReading
from ..discourse import Scope
from ..nouns import whose_said
from .core import combinator, steps_of
from .walkers import used_names


@combinator("quick")
def _quick(ctx, arg):
    """A quick action (7.1.4): its costs, its effect, and the sentences after it."""
    scope = ctx.scope
    scope.cost = True
    try:
        costs = []
        for c in ctx.ev(arg["cost"]) or []:
            costs.extend(steps_of(c))
    finally:
        scope.cost = False
    scope.paid = (_name_paid(scope, costs), scope.done)
    out = {"cost": costs, "effect": ctx.ev(arg["effect"])}
    for rider in ctx.ev(arg["riders"]) or []:
        if "cost" in rider:
            costs.append(rider["cost"])
        else:
            out["if"] = rider["if"]
    return {"quick": out}


def _name_paid(scope, costs: list) -> str | None:
    """A quick action has no trigger: "it" in its effect names what its cost picked as it was paid ("{T},
    Exhaust target Character you control: It gains [[Anchored]]", "Sacrifice a Character: Its controller ...":
    the cost part keeps them, ``as``, once "it" is read, 7.2.4.a). Two parts picking: "it" could name either,
    refused at the pronoun. No part picking: "it" is as it was (the card played, in "The next Spell you play
    ... it"). Returns the name "it" has for what the cost picked, if any."""
    picking = [c for c in costs if isinstance(c, dict) and isinstance(c.get("do"), dict)
               and any(isinstance(v, dict) and isinstance(v.get("what"), dict) and "count" in v["what"]
                       for v in c["do"].values())]
    if scope.it is not None or not picking:
        return None
    name = scope.fresh("paid")
    if len(picking) == 1:
        scope.introduce(name, picking[0])          # (its ``as`` beside ``do``: Operator.beside)
        what = next(v["what"] for v in picking[0]["do"].values()
                    if isinstance(v, dict) and isinstance(v.get("what"), dict))
        scope.sources[name] = {key: whose_said(scope, what, key) for key in ("controller", "owner")}
    else:
        scope.it = name
        scope.unsaid[name] = ("could name what any of the cost's parts picked as it was paid: refused rather than "
                              "read as one; pick in one part, or name the card in the effect ('target Character')")
    return name


def after_paid(scope, done, steps: list) -> None:
    """After a step of a quick action's effect (``steps``; ``done``: what "If you do" asked of before it):
    "it" and "If you do"/"If you can't" after it ask of that step (7.2.4.a, 6.5.f), not of what the cost
    picked or did. A step that keeps no trace of what it acted on ("Draw a card", "Put the top card of your deck
    ...", "I gain 1 boost") leaves them naming nothing, as without the cost: refused at the pronoun, whatever
    the cost picked ("{T}, Discard a card: Draw a card. If it's a Character, ..." is not a test of the card
    discarded). What the cost picked stays "it" after a step that acts on it ("It gains 1 boost. Its
    controller ..."); a step that names something else makes that "it", as it always did."""
    it, paid_done = scope.paid
    if it is not None and scope.it == it and it not in used_names(steps):
        scope.it = None
    if paid_done is not None and scope.done == paid_done == done:
        scope.done = None
    if scope.it != it and scope.done != paid_done:
        scope.paid = ()


@combinator("add_if", mode="data")
def _add_if(ctx, arg):
    """``[condition, passive]``: the passive, working only while the condition holds (read first: what it
    names is "it" in the passive)."""
    cond, data = arg
    op = next(iter(data))
    out = dict(data)
    out[op] = dict(data[op], **{"if": cond})
    return out


@combinator("support_marked")
def _support_marked(ctx, arg):
    """{I}: the support ability after it is a Reaction or a passive, never a quick action (v5.0 7.1.5.a).
    It is a support ability wherever it is printed, a main text too: it works from Reserve only (2.2.12.i),
    where its words find me (``@me_in``, play.yaml ``support``)."""
    node = ctx.node.slots[arg[1:]]
    scope = Scope()                    # an ability's own, as every ability is read (Language.express)
    scope.named["me_in"] = ctx.language.vocabulary.get("meanings", {}).get("support_zone")
    abilities = ctx.language.evaluate(node, scope, ctx.passage)
    abilities = abilities if isinstance(abilities, list) else [abilities]
    for a in abilities:
        if "reaction" not in a and "passive" not in a:
            kind = "a quick action" if "quick" in a else "an effect" if "effect" in a else "a keyword"
            raise NotAReading(f"{{I}} marks a Reaction or a passive support ability, not {kind}")
        said = getattr(ctx.node.slots.get("a"), "slots", {}).get("c")     # at the condition's words
        at = getattr(said, "start", None)
        at = ctx.node.start if at is None else at
        never_as_support(a, ctx.language.vocabulary.get("meanings", {}).get("exhausted_status"),
                         column=None if at is None else at + 1)
    return [dict(a, support=True) for a in abilities]


def never_as_support(ability: dict, exhausted, column=None) -> None:
    """A passive support ability works only while I am ready in Reserve (2.2.11.j; v5.0 2.2.12.j, 2.4.7.e): one
    working only "if I'm exhausted" never works, refused. (A Reaction's condition is tested as it resolves, when I
    may have been exhausted since it triggered: read.)"""
    mine = {"has_status": {"what": "self", "status": exhausted}}

    def never(cond) -> bool:
        return cond == mine or isinstance(cond, dict) and isinstance(cond.get("and"), list) \
            and any(never(c) for c in cond["and"])

    def conditions(data):
        if isinstance(data, dict):
            for k, v in data.items():
                if k == "if":
                    yield v
                yield from conditions(v)
        elif isinstance(data, list):
            for v in data:
                yield from conditions(v)
    if exhausted and "passive" in ability and any(never(c) for c in conditions(ability["passive"])):
        raise DesignError(f"a support ability works only while I am ready (2.2.11.j, 2.4.6.e): one "
                          f"that works only if I am [[{exhausted}]] never works; say what it does while I am ready",
                          column=column)


@combinator("quoted")
def _quoted(ctx, arg):
    """An ability in quotation marks: its own abilities, with their text."""
    node = ctx.node.slots[arg[1:]]
    abilities = ctx.ev(arg)
    abilities = abilities if isinstance(abilities, list) else [abilities]
    text = ctx.passage.source_text(node)
    return [dict(a, text=text) for a in abilities]
