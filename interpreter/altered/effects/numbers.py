"""Values and arithmetic: names bound by the effect, named values of the rules, sums, counts,
filters and cases over lists, and the four operations (rules_yaml/effect-model.md)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .context import CannotHappen, Ctx, fresh_ctx
from .params import P
from .registry import value
from .selectors import as_list, me

if TYPE_CHECKING:
    from .host import Host

# a value of the effect language: a function of the context (the module is compiled, setup.py: typed)
Fn = Callable[[Ctx], Any]


class Var:
    """``{var: NAME}``: the value bound to a name by an earlier step, or else the game variable; its
    ``var`` is read in place by the values that take it (_sum; in_marker in selectors.py)."""

    def __init__(self, var: str) -> None:
        self.var = var

    def __call__(self, ctx: Ctx) -> Any:
        bound = ctx.vars
        if self.var in bound:
            return bound[self.var]
        return ctx.game.vars.get(self.var)


class NamedValue:
    """``{call: NAME, ...}``: a named value of the rules for the arguments computed now; ``lookup`` is
    called by an expression written out with the arguments it computed itself."""

    def __init__(self, name: str, names: tuple, fns: tuple, table: dict) -> None:
        self.name = name
        self.names = names
        self.fns = fns
        self.table = table
        self.fn: Any = None          # table[name][1], read at the first computation (the table is late bound)
        # the memo key starts with one string naming the value and its parameters (a string's hash is kept)
        self.sig = f"{name}({','.join(names)})"

    def lookup(self, ctx: Ctx, values: tuple) -> Any:
        """The value for these arguments: kept, or computed now."""
        game: Host = ctx.game
        memo = game.memo
        if memo[0] != game.version:
            memo = game.reset_memo()
        key: tuple | None = (self.sig, ctx.you, values)      # (nested: no tuple joined at each call)
        try:
            hit = memo[1].get(key)
        except TypeError:                  # an argument that cannot be a key (a list of objects): not kept
            key = None
        else:
            if hit is not None:
                return hit
        # computed in a context of its own: it binds the value's arguments only, as the memo key says it
        # reads them, not the caller's other names
        names = self.names
        n = len(names)
        bound: dict[str, Any]
        if n == 2:                           # (most named values: a dict display, no loop)
            bound = {names[0]: values[0], names[1]: values[1]}
        elif n == 1:
            bound = {names[0]: values[0]}
        else:
            bound = {}
            for i in range(n):               # (dict(zip(...)) is a generic call compiled)
                bound[names[i]] = values[i]
        fn = self.fn
        if fn is None:
            fn = self.fn = self.table[self.name][1]
        got = fn(fresh_ctx(game, ctx.you, ctx.source, bound))
        if key is not None:
            memo[1][key] = got
        return got

    def __call__(self, ctx: Ctx) -> Any:
        return self.lookup(ctx, tuple([a(ctx) for a in self.fns]))


def _var_source(w, arg, node, ctx):
    """A name bound by a loop of the expression is its local; any other is read once, on entry (inline.write)."""
    if not isinstance(arg, str):
        return None
    if arg in w.bound:
        return w.bound[arg]
    if arg not in w.free:
        w.free[arg] = f"_v{len(w.free) + 1}"
    return w.free[arg]


@value("var", phrase="{_}", doc="the value bound to a name by an earlier step (or a game variable)",
       _=P("name"), inline=_var_source)
def _var(c, arg, node):
    return Var(arg)


@value("it", gives="objects", phrase={"": "it", "poss": "its"}, rules="6.3.h",
       doc="the object the trigger or the loop speaks of",
       inline=lambda w, arg, node, ctx: w.bound.get("it") or f"{ctx}.vars.get('it')")
def _it(c, arg, node):
    def read(ctx: Ctx) -> Any:
        return ctx.vars.get("it")
    return read


@value("self", gives="objects", phrase={"": "me", "subject": "I", "one": "I", "poss": "my"}, rules="7.2.1",
       doc="the object the effect comes from (\"I\")",
       inline=lambda w, arg, node, ctx: f"{w.const(me)}({ctx})")     # "I", or what it became (selectors.me)
def _self(c, arg, node):
    return me


def _call_source(w, arg, node, ctx):
    """A named value: its arguments written out, the value kept or computed by the call's ``lookup``."""
    names = [k for k in node if k not in ("call", "rule", "note")]
    args = [w.source(node[k], ctx) for k in names]
    values = "(" + "".join(f"{a}, " for a in args) + ")"
    # the same value of the same arguments asked again is read from where it was first computed (inline.py)
    return w.share((arg, tuple(names), tuple(args), ctx), f"{w.const(w.c.expr(node).lookup)}({ctx}, {values})")


@value("call", phrase="the {_} value[ of {marker}][ of {player}][ for the terrain {terrain}][ against {other}]", rules="4.2.4",
       doc="a named value of rules_yaml/day.yaml (``strength``, ``distance``, ...) with its parameters beside it, "
           "computed once per state", _=P("value_name"), marker=P("marker"), player=P("player"), terrain=P("value"),
       other=P("player"), inline=_call_source)
def _call(c, arg, node):
    """A named value from the rules, e.g. ``{call: strength, marker: .., terrain: ..}``.

    Named values read the state and change nothing, so each is computed once per state version.
    """
    name = arg
    if name not in c.book.value_names:
        c.error(node, f"unknown named value '{name}'", c.book.value_names)
    declared = c.book.docs["day"]["values"][name].get("params", [])
    for k in node:                       # `{call: strength, markr: ...}` must not read an unbound name
        if k not in ("call", "rule", "note") and k not in declared:
            c.error_at(node, k, f"'{name}' has no parameter '{k}' (it takes {', '.join(declared) or 'none'})",
                       declared, word=k, at_key=True)
    args = [(k, c.expr(v)) for k, v in node.items() if k not in ("call", "rule", "note")]
    return NamedValue(name, tuple(k for k, _ in args), tuple(a for _, a in args), c.values)


def _arith(fn, two=None, op=""):
    def compile_(c, arg, node):
        if not isinstance(arg, list):
            c.error(node, f"'{op}' takes a list of numbers, got {arg!r}")
        parts = [c.number(arg, i, f"each number of '{op}'") for i in range(len(arg))]
        if two is not None and len(parts) == 2:       # the usual case, without a list
            return two(*parts)
        def read(ctx: Ctx) -> Any:
            return fn([p(ctx) for p in parts])
        return read
    return compile_


def _plus(a: Fn, b: Fn) -> Fn:
    def read(ctx: Ctx) -> Any:
        return a(ctx) + b(ctx)
    return read


def _minus(a: Fn, b: Fn) -> Fn:
    def read(ctx: Ctx) -> Any:
        return a(ctx) - b(ctx)
    return read


value("add", gives="number", phrase="{_/ + }", doc="the sum of the values", _=P("values"), inline="(({0}) + ({1}))")(
    _arith(sum, _plus, "add"))
value("sub", gives="number", phrase="{_/ - }", doc="the first value less the others", _=P("values"),
      inline="(({0}) - ({1}))")(
    _arith(lambda xs: xs[0] - sum(xs[1:]), _minus, "sub"))
value("max", gives="number", phrase="the greatest of {_/, }", doc="the greatest of the values", _=P("values"))(
    _arith(max, op="max"))
value("min", gives="number", phrase="the least of {_/, }", doc="the least of the values", _=P("values"))(
    _arith(min, op="min"))


@value("mul", gives="number", phrase="{_/ × }", doc="the product of the values (\"2 boosts per card\")",
       _=P("values"))
def _mul(c, arg, node):
    parts = [c.expr(a) for a in arg]

    def get(ctx: Ctx):
        out = 1
        for p in parts:
            out *= p(ctx)
        return out
    return get


@value("divide", gives="number", phrase="{_.0} ÷ {_.1} rounded {round}", rules="1.1.6.a 1.1.6.b 1.1.6.c",
       doc="a whole number rounded as the text says; written in a step only (the step that would divide by zero "
           "does not happen and the log says ``cannot``), unless it divides by a number written, 1 or more",
       _=P("values"), round=P("word", choices=("up", "down")))
def _divide(c, arg, node):
    """``{divide: [N, D], round: down}``: a whole number (1.1.6.a), rounded as the text says (1.1.6.b);
    the step that divides by zero does not happen (1.1.6.c), so a division belongs in a step, unless its divisor
    is a number written, 1 or more ("for each two ...": never zero)."""
    rounding = node.get("round")
    if rounding is None:
        c.error(node, "a division says how to round (1.1.6.b): add 'round: up' or 'round: down'")
    if rounding not in ("up", "down"):
        c.error_at(node, "round", f"a division rounds up or down (1.1.6.b), not {rounding!r}", ("up", "down"))
    if not isinstance(arg, list) or len(arg) != 2:
        c.error(node, f"'divide' takes two values, [NUMBER, DIVISOR], got {arg!r}")
    written = isinstance(arg[1], int) and not isinstance(arg[1], bool) and arg[1] >= 1   # never by zero
    if not c.in_step and not written:
        c.error(node, "a division can be written only in an effect's step (1.1.6.c: dividing by zero "
                      "cancels the step), unless it divides by a whole number written, 1 or more")
    if not written:
        c.divisions += 1
    n, d = c.expr(arg[0]), c.expr(arg[1])

    def get(ctx: Ctx):
        by = d(ctx)
        if not by:
            raise CannotHappen("1.1.6.c")
        q, r = divmod(n(ctx), by)
        return q + 1 if r and rounding == "up" else q
    return get


@value("cases", phrase="({_/; })", rules="1.1.6.d 2.2.9.b",   # (in parentheses: its words end where it does)
       doc="the value of the first case whose condition holds (one with no ``when`` always does); 0 if none does",
       _=P("list", phrase="[{then} if {when}|otherwise {then}]", fields={"when": P("condition"), "then": P("value")}))
def _cases(c, arg, node):
    """``{cases: [{when: COND, then: X}, ..., {then: Y}]}``: the value of the first case whose condition
    holds (a case with no ``when`` always does); none holding is 0 (1.1.6.d)."""
    if not isinstance(arg, list) or not arg or not all(isinstance(x, dict) and "then" in x for x in arg):
        c.error(node, "cases: expected a list of {when: CONDITION, then: VALUE} (the last may have no when)")
    parts = [(c.expr(x["when"]) if "when" in x else None, c.expr(x["then"])) for x in arg]

    def get(ctx: Ctx):
        for when, then in parts:
            if when is None or when(ctx):
                return then(ctx)
        return 0
    return get


# the sources of filter and count_where from their loop (inline.Writer.loop_over); functions, not lambdas in
# lambdas, which the compiled build (setup.py) cannot make at a module's top level
def _kept(loop, item, test):
    return f"[{item} for {loop} if {test}]"


def _counted(loop, item, test):
    return f"sum(1 for {loop} if {test})"


def _concat_source(w, arg, node, ctx):
    if not isinstance(arg, list):
        return None
    return "[" + ", ".join(f"*_as_list({w.source(a, ctx)})" for a in arg) + "]"


@value("concat", gives="list", phrase="{_/ followed by }", doc="the items of several lists, in order",
       _=P("values"), inline=_concat_source)
def _concat(c, arg, node):
    """The items of several lists, in order: ``{concat: [LIST, LIST]}``."""
    parts = [c.expr(a) for a in arg]
    def read(ctx: Ctx) -> Any:
        return [x for p in parts for x in as_list(p(ctx))]
    return read


@value("filter", gives="list", phrase="those of {in}[ ({as})] where {test}",
       doc="the items of a list for which a test holds, each bound to ``as`` in turn",
       test=P("condition", required=True), **{"in": P("value", required=True), "as": P("name")},
       inline=lambda w, arg, node, ctx: w.loop_over(ctx, arg, "it", _kept))
def _filter(c, arg, node):
    """The items of a list for which a test holds: ``{filter: {in: LIST, as: t, test: COND}}``."""
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    def read(ctx: Ctx) -> Any:
        return [x for x, inner in ctx.each(name, items(ctx)) if test(inner)]
    return read


@value("extreme", gives="list", phrase="those of {in}[ ({as})] with the [{least}least|greatest] {by}",
       doc="the items of a list whose value is the greatest (``least``: the least); all of them on a tie, so a "
           "choice among them stays the player's (\"the one with the highest cost\")",
       by=P("value", required=True), least=P("flag"), **{"in": P("value", required=True), "as": P("name")})
def _extreme(c, arg, node):
    """``{extreme: {in: LIST, as: t, by: VALUE, least: true}}``: the items whose VALUE is the greatest (least)."""
    items, name, by = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["by"])
    pick = min if arg.get("least") else max

    def get(ctx: Ctx):
        scored = [(x, by(inner)) for x, inner in ctx.each(name, as_list(items(ctx)))]
        scored = [(x, v) for x, v in scored if v is not None]
        if not scored:
            return []
        best = pick(v for _, v in scored)
        return [x for x, v in scored if v == best]
    return get


@value("count_where", gives="number", phrase="how many of {in}[ ({as})] pass: {test}",
       doc="how many items of a list pass a test", test=P("condition", required=True),
       **{"in": P("value", required=True), "as": P("name")},
       inline=lambda w, arg, node, ctx: w.loop_over(ctx, arg, "it", _counted))
def _count_where(c, arg, node):
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    def read(ctx: Ctx) -> Any:
        return sum(1 for _, inner in ctx.each(name, items(ctx)) if test(inner))
    return read
