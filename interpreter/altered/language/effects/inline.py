"""Expressions written out as one Python function.

The compiler turns each operator of the effect language into a closure (compiler.py).  An
expression such as Progress's test "ahead in a terrain" is a tree of a dozen small ones (``and``,
``gt``, ``var``...), and calling one closure from another costs more than the test itself.  The
operators below also have a template: the source of what their closure does, with the context
named.  An expression whose root has one is written out as a single function: its operators with
templates are inlined, the others are called as the closures they compile to, and a name bound by a
loop of the expression is read from a local variable.  Same answers as the closures, in the same
order (the closures are compiled first, so the expression's mistakes are reported as before).
"""
from __future__ import annotations

from .expeditions import expedition_has, facing, marker_set
from .registry import EXPRS
from .selectors import FILTER_KEYS, as_list, me

INLINE: dict = {}      # operator -> template(writer, arg, node, ctx_name) -> Python source, or None for a
                       # shape it does not write (that node is then called as its closure)


def inline(name):
    def register(fn):
        INLINE[name] = fn
        return fn
    return register


ATOMS = ("var", "you", "self", "it", "opponent", "first_player", "track_length")
# templates of a name: inlined inside an expression, never its root (a lone ``{var: x}`` keeps its
# closure, which values read in place); all but ``var`` may be written as a bare word


def operator(node):
    """The operator an expression mapping is read as when it has a template (as Compiler._expr reads it)."""
    if not isinstance(node, dict) or any(k in FILTER_KEYS and k not in EXPRS for k in node):
        return None
    ops = [k for k in node if k in EXPRS]
    return ops[0] if len(ops) == 1 and ops[0] in INLINE else None


def root(node):
    """The operator of an expression that is worth writing out (one with a template, not an atom)."""
    op = operator(node)
    return None if op in ATOMS else op


class Writer:
    """Writes one expression's function: its source, and the closures and values it refers to."""

    def __init__(self, compiler):
        self.c = compiler
        self.names = {"_as_list": as_list}
        self.bound = {}        # a name bound by an enclosing loop of the expression -> its local variable
        self.loops = 0
        self.free = {}         # a name the expression reads from its context -> the local it is read into
        self.open_loops = []   # (name, needs) of the loops being written; needs gets True when the body
                               # hands its context to a compiled part that may read that name

    def const(self, value) -> str:
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def closure(self, node, ctx) -> str:
        return self.given(self.c.expr(node), node, ctx)

    def given(self, fn, node, ctx) -> str:
        """A compiled part of ``node`` called with the context: it may read the names bound in it, so a
        loop whose name ``node`` mentions binds it in a context of its own (see loop)."""
        for name, needs in self.open_loops:
            if not needs and _mentions(node, name):
                needs.append(True)
        return f"{self.const(fn)}({ctx})"

    def source(self, node, ctx) -> str:
        """The source of ``node``'s value in the context named ``ctx``."""
        if isinstance(node, bool) or isinstance(node, int):
            return repr(node)
        if isinstance(node, str):
            if node in ATOMS and node != "var":
                return INLINE[node](self, None, node, ctx)
            return self.closure(node, ctx) if node in EXPRS else repr(node)
        if isinstance(node, list):
            return "[" + ", ".join(self.source(n, ctx) for n in node) + "]"
        op = operator(node)
        out = INLINE[op](self, node[op], node, ctx) if op is not None else None
        return out if out is not None else self.closure(node, ctx)

    def loop(self, ctx, name, items, body):
        """``(loop, item, body source)`` for a loop binding ``name`` to each of ``items`` (source), the
        body reading the local item.  The items are also bound one by one in a child context, as
        Ctx.each does, only when the body hands its context to a compiled part that may read the name;
        otherwise the body is written again in the loop's own context (no child made, nothing bound).
        None for a name that is not a word (``as: .nan``): that loop keeps its closure."""
        if not isinstance(name, str):
            return None
        self.loops += 1
        item, inner = f"_x{self.loops}", f"_c{self.loops}"
        saved = self.bound.get(name)
        self.bound[name] = item
        needs = []
        self.open_loops.append((name, needs))
        try:
            test = self.source(body, inner)
            if not needs:
                test = self.source(body, ctx)
        finally:
            self.open_loops.pop()
            if saved is None:
                del self.bound[name]
            else:
                self.bound[name] = saved
        if not needs:
            return f"{item} in {items}", item, test
        return f"{item}, {inner} in {ctx}.each({name!r}, {items})", item, test

    def loop_over(self, ctx, arg, default, make):
        """``make(loop, item, test)`` for a loop over ``in`` testing ``test`` (filter, any, count_where)."""
        if not isinstance(arg, dict) or "in" not in arg or "test" not in arg:
            return None
        found = self.loop(ctx, arg.get("as", default), self.source(arg["in"], ctx), arg["test"])
        return make(*found) if found is not None else None


def _mentions(node, name) -> bool:
    """Whether ``name`` is written anywhere in ``node`` (a key or a value, at any depth): a part that
    does not mention a name does not read it (a named value reads only its arguments)."""
    if isinstance(node, dict):
        return any(k == name or _mentions(v, name) for k, v in node.items())
    if isinstance(node, list):
        return any(_mentions(v, name) for v in node)
    return node == name


def write(compiler, node):
    """The function computing expression ``node``, or None when its root has no template."""
    op = root(node)
    if op is None:
        return None
    w = Writer(compiler)
    try:
        body = INLINE[op](w, node[op], node, "_c0")
        if body is None:
            return None
        # The names it reads from its context are read once, on entry: an expression changes no name,
        # and the contexts of its loops are copies of _c0 that bind only the loops' own names.
        reads = "".join(f"    {local} = _c0.vars[{name!r}] if {name!r} in _c0.vars else _c0.game.vars.get({name!r})\n"
                        for name, local in w.free.items())
        code = f"def {op}_expression(_c0):\n{reads}    return {body}\n"
        exec(compile(code, f"<{op} expression>", "exec"), w.names)
    except (SyntaxError, RecursionError, MemoryError):    # nested deeper than Python's parser goes: closures
        return None
    fn = w.names[f"{op}_expression"]
    fn.source = code                   # for a reader of the compiled rules
    return fn


# -- the templates: each is the source of what its operator's closure (numbers.py, expeditions.py and others) does -------
# Operators whose value is a formula of the context (``{ctx}``) and of their argument's value (``{arg}``).
FORMULAS = {
    "you": "{ctx}.you",
    "opponent": "{ctx}.game.opponents({ctx}.you)[0]",
    "first_player": "{ctx}.game.first_player",
    "track_length": "{ctx}.game.track_length",
    "not": "(not {arg})",
    "region_of": "{ctx}.game.region_of({arg})",
    "terrains": "{ctx}.game.terrains_of({arg})",
    "travelled": "({arg}).travelled",
}
# Operators of two values written ``[A, B]``: comparisons, and sums of two (more are summed from 0).
SIGNS = {"gt": ">", "gte": ">=", "lt": "<", "lte": "<=", "eq": "==", "ne": "!=", "add": "+", "sub": "-"}


def _formula(formula):
    def template(w, arg, node, ctx):
        return formula.format(ctx=ctx, arg=w.source(arg, ctx) if "{arg}" in formula else "")
    return template


def _binary(sign):
    def template(w, arg, node, ctx):
        if not isinstance(arg, list) or len(arg) != 2:
            return None
        return f"(({w.source(arg[0], ctx)}) {sign} ({w.source(arg[1], ctx)}))"
    return template


def _connective(word, empty):
    def template(w, arg, node, ctx):
        if not isinstance(arg, list):
            return None
        if not arg:
            return repr(empty)
        return "(True if " + f" {word} ".join(f"({w.source(a, ctx)})" for a in arg) + " else False)"
    return template


@inline("self")
def _me(w, arg, node, ctx):
    return f"{w.const(me)}({ctx})"      # "I", or what it became (selectors.me)


for _name, _formula_text in FORMULAS.items():
    inline(_name)(_formula(_formula_text))
for _name, _sign in SIGNS.items():
    inline(_name)(_binary(_sign))
inline("and")(_connective("and", True))
inline("or")(_connective("or", False))


@inline("var")
def _var(w, arg, node, ctx):
    if not isinstance(arg, str):
        return None
    if arg in w.bound:
        return w.bound[arg]
    if arg not in w.free:                  # read once, on entry (see write)
        w.free[arg] = f"_v{len(w.free) + 1}"
    return w.free[arg]


@inline("it")
def _it(w, arg, node, ctx):
    return w.bound.get("it") or f"{ctx}.vars.get('it')"


@inline("filter")
def _filter(w, arg, node, ctx):
    return w.loop_over(ctx, arg, "it", lambda loop, item, test: f"[{item} for {loop} if {test}]")


@inline("any")
def _any(w, arg, node, ctx):
    return w.loop_over(ctx, arg, "it", lambda loop, item, test: f"any({test} for {loop})")


@inline("count_where")
def _count_where(w, arg, node, ctx):
    return w.loop_over(ctx, arg, "it", lambda loop, item, test: f"sum(1 for {loop} if {test})")


@inline("sum_over")
def _sum_over(w, arg, node, ctx):
    if not isinstance(arg, dict) or "markers" not in arg or "value" not in arg:
        return None
    markers = w.given(marker_set(w.c, arg["markers"]), arg["markers"], ctx)
    found = w.loop(ctx, arg.get("as", "m"), markers, arg["value"])
    return f"sum({found[2]} for {found[0]})" if found is not None else None


@inline("any_player")
def _any_player(w, arg, node, ctx):
    if not isinstance(arg, dict) or "test" not in arg:
        return None
    found = w.loop(ctx, arg.get("as", "p"), f"{ctx}.game.initiative_order()", arg["test"])
    return f"any({found[2]} for {found[0]})" if found is not None else None


@inline("concat")
def _concat(w, arg, node, ctx):
    if not isinstance(arg, list):
        return None
    return "[" + ", ".join(f"*_as_list({w.source(a, ctx)})" for a in arg) + "]"


@inline("facing")
def _facing(w, arg, node, ctx):
    return f"{w.const(facing)}({ctx}.game, {w.source(arg, ctx)})"


@inline("expedition_has")
def _expedition_has(w, arg, node, ctx):
    if not isinstance(arg, dict) or not isinstance(arg.get("status"), str) or "what" not in arg:
        return None
    return f"{w.const(expedition_has)}({w.source(arg['what'], ctx)}, {arg['status']!r})"


@inline("count")
def _count(w, arg, node, ctx):
    if "as" in node:                   # it binds what it counted: an expression here changes no name, so its closure
        return None
    return f"len({w.given(w.c.selector(arg), arg, ctx)})"


@inline("call")
def _call(w, arg, node, ctx):
    """A named value: its arguments written out, the value kept or computed by the call's ``lookup``."""
    args = [w.source(v, ctx) for k, v in node.items() if k not in ("call", "rule", "note")]
    values = "(" + "".join(f"{a}, " for a in args) + ")"
    return f"{w.const(w.c.expr(node).lookup)}({ctx}, {values})"
