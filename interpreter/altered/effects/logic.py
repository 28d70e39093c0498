"""Conditions: comparisons, "and", "or", "not", "any of", and "if you do" (rules_yaml/effect-model.md)."""
from __future__ import annotations

from .changes import record_of
from .params import P
from .registry import value


def _one(value):
    if isinstance(value, list):
        return value[0] if value else None
    return value


ORDERS = ("gt", "gte", "lt", "lte")


def _compare(make, make_const, op=""):
    def compile_(c, arg, node):
        if op in ORDERS:                   # gt, lt...: numbers, not texts (eq and ne compare anything)
            a, b = c.number(arg, 0, f"each side of '{op}'"), c.number(arg, 1, f"each side of '{op}'")
        else:
            a, b = c.expr(arg[0]), c.expr(arg[1])
        if type(arg[1]) is int:            # a number written in the rules: compared in place
            return make_const(a, arg[1])
        return make(a, b)
    return compile_


# each comparison written out (no call of an operator function per test), as a phrase and as Python
for _name, _sign, _python, _make, _make_const in (
        ("gt", ">", ">", lambda a, b: lambda ctx: a(ctx) > b(ctx), lambda a, k: lambda ctx: a(ctx) > k),
        ("gte", "≥", ">=", lambda a, b: lambda ctx: a(ctx) >= b(ctx), lambda a, k: lambda ctx: a(ctx) >= k),
        ("lt", "<", "<", lambda a, b: lambda ctx: a(ctx) < b(ctx), lambda a, k: lambda ctx: a(ctx) < k),
        ("lte", "≤", "<=", lambda a, b: lambda ctx: a(ctx) <= b(ctx), lambda a, k: lambda ctx: a(ctx) <= k),
        ("eq", "=", "==", lambda a, b: lambda ctx: a(ctx) == b(ctx), lambda a, k: lambda ctx: a(ctx) == k),
        ("ne", "≠", "!=", lambda a, b: lambda ctx: a(ctx) != b(ctx), lambda a, k: lambda ctx: a(ctx) != k)):
    value(_name, gives="condition", phrase="{_.0} %s {_.1}" % _sign, doc=f"the first value {_sign} the second",
          _=P("values"), inline="(({0}) %s ({1}))" % _python)(_compare(_make, _make_const, _name))


def _connective(word, empty):
    """The source of ``and``/``or`` over a list of conditions (True or False, as their closures give)."""
    def source(w, arg, node, ctx):
        if not isinstance(arg, list):
            return None
        if not arg:
            return repr(empty)
        parts = w.branches(arg, ctx)       # (a value the later parts compute is not known after the chain)
        return "(True if " + f" {word} ".join(f"({p})" for p in parts) + " else False)"
    return source


@value("is", gives="condition", phrase="{_.0} {_.0:is} {_.1}", doc="the same player or object", _=P("selectors"))
def _is(c, arg, node):
    a, b = c.expr(arg[0]), c.expr(arg[1])
    return lambda ctx: _one(a(ctx)) is _one(b(ctx)) or _one(a(ctx)) == _one(b(ctx))


@value("and", gives="condition", phrase="{_/ and }", doc="all of the conditions hold", _=P("conditions"),
       inline=_connective("and", True))
def _and(c, arg, node):
    parts = [c.expr(a) for a in arg]
    if len(parts) == 2:
        first, second = parts
        return lambda ctx: True if first(ctx) and second(ctx) else False

    def both(ctx):
        for p in parts:
            if not p(ctx):
                return False
        return True
    return both


@value("or", gives="condition", phrase="{_/ or }", doc="one of the conditions holds", _=P("conditions"),
       inline=_connective("or", False))
def _or(c, arg, node):
    parts = [c.expr(a) for a in arg]
    if len(parts) == 2:
        first, second = parts
        return lambda ctx: True if first(ctx) or second(ctx) else False

    def either(ctx):
        for p in parts:
            if p(ctx):
                return True
        return False
    return either


@value("not", gives="condition", phrase="not ({_})", rules="6.5.d",
       doc="the condition does not hold (\"unless\")", _=P("condition"), inline="(not {arg})")
def _not(c, arg, node):
    inner = c.expr(arg)
    return lambda ctx: not inner(ctx)


@value("any", gives="condition", phrase="one of {in}[ ({as})] is such that {test}",
       doc="the test holds for one of the items, each bound to ``as`` in turn",
       test=P("condition", required=True), **{"in": P("value", required=True), "as": P("name")},
       inline=lambda w, arg, node, ctx: w.loop_over(ctx, arg, "it", lambda loop, item, test: f"any({test} for {loop})"))
def _any(c, arg, node):
    return _of_items(c, arg, any)


@value("every", gives="condition", phrase="each of {in}[ ({as})] is such that {test}",
       doc="the test holds for each of the items (none: it holds), each bound to ``as`` in turn",
       test=P("condition", required=True), **{"in": P("value", required=True), "as": P("name")})
def _every(c, arg, node):
    return _of_items(c, arg, all)


def _of_items(c, arg, quantifier):
    """``quantifier`` (any, all) of the test over the items, each bound to ``as`` in turn."""
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    return lambda ctx: quantifier(test(inner) for _, inner in ctx.each(name, items(ctx)))


@value("did", gives="condition", phrase="you did ({_})", rules="6.5.f",
       doc="\"If you do\": the step bound to this name was done (something was chosen or done); after a step on "
           "the objects it names that may leave some unchanged, that step changed every one of them, one at least",
       _=P("name"))
def _did(c, arg, node):
    """6.5.f "If you do": the step bound to this name was done (something was chosen or done); after a step on
    what it names that may fail on some (changes.py), that step acted on each of them, and one at least (of
    several, all of them)."""
    key = record_of(arg)

    def get(ctx):
        v = ctx.vars.get(arg)
        done = ctx.vars.get(key)
        if done is not None:
            return bool(done) and len(done) >= len(v if isinstance(v, list) else [] if v is None else [v])
        return bool(v) if not isinstance(v, list) else len(v) > 0
    return get


@value("changed", gives="objects", phrase="those of {_} the step on them changed", rules="6.5.f 1.4.1.c",
       doc="\"that many\": the objects bound to this name that the last step on them changed (an exhausted one "
           "is not exhausted again, 7.3.13.b); all of them where no step acted on them since they were bound",
       _=P("name"))
def _changed(c, arg, node):
    key = record_of(arg)

    def get(ctx):
        done = ctx.vars.get(key)
        return done if done is not None else ctx.vars.get(arg)
    return get
