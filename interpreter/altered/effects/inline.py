"""Expressions written out as one Python function.

The compiler turns each operator of the effect language into a closure (compiler.py).  An
expression such as Progress's test "ahead in a terrain" is a tree of a dozen small ones (``and``,
``gt``, ``var``...), and calling one closure from another costs more than the test itself.  Many
operators also declare an inline source (``inline=`` in their declaration, registry.py): the source of
what their closure does, with the context named.  An expression whose root has one is written out as a
single function: its operators with an inline source are inlined, the others are called as the closures
they compile to, and a name bound by a loop of the expression is read from a local variable.  Same answers as the closures, in the same
order (the closures are compiled first, so the expression's mistakes are reported as before).
"""
from __future__ import annotations

from .registry import EXPRS, OPERATORS
from .selectors import FILTER_KEYS, as_list


def _source_of(name):
    """The inline source an operator declares (registry.py), or None."""
    spec = OPERATORS["value"].get(name)
    return None if spec is None else spec.inline


def _atom(name) -> bool:
    """A value that names something rather than computes it (``you``, ``self``, ``{var: x}``: its parameters, if
    any, are names): inlined inside an expression, never its root (a lone ``{var: x}`` keeps its closure, which
    values read in place)."""
    return all(p.kind == "name" for p in OPERATORS["value"][name].params.values())


def operator(node):
    """The operator an expression mapping is read as when it has an inline source (as Compiler._expr reads it)."""
    if not isinstance(node, dict) or any(k in FILTER_KEYS and k not in EXPRS for k in node):
        return None
    ops = [k for k in node if k in EXPRS]
    return ops[0] if len(ops) == 1 and _source_of(ops[0]) is not None else None


def root(node):
    """The operator of an expression that is worth writing out (one with an inline source, not an atom)."""
    op = operator(node)
    return None if op is None or _atom(op) else op


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
        self.known = {}        # a value computed on every path to the part being written -> its local (share)
        self.shared = {}       # its local -> how many times it is read
        self.sharing = True    # False in a loop's items, where Python binds no name (``:=``)

    def const(self, value) -> str:
        for name, known in self.names.items():     # the same function twice is one name (share reads it)
            if known is value:
                return name
        name = f"_k{len(self.names)}"
        self.names[name] = value
        return name

    def share(self, key, source) -> str:
        """A value an expression asks more than once (a named value of the same arguments: Progress asks an
        Expedition's strength up to five times per terrain) is computed once: bound to a local where it is
        first computed, then read from it, wherever that first computation has run on every path."""
        if not self.sharing:
            return source
        local = self.known.get(key)
        if local is not None:
            self.shared[local] += 1
            return local
        local = self.known[key] = f"_s{len(self.shared) + 1}"
        self.shared[local] = 0
        return f"({local} := {source})"

    def branches(self, parts, ctx) -> list:
        """The sources of a chain whose first part always runs and each other part only when the ones
        before it ran (``and``, ``or``): what the later parts compute is not known after the chain."""
        out = [self.source(parts[0], ctx)]
        kept = self.known
        self.known = dict(kept)
        try:
            out += [self.source(part, ctx) for part in parts[1:]]
        finally:
            self.known = kept
        return out

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
            if node in EXPRS and _source_of(node) is not None and not OPERATORS["value"][node].params:
                return self.expand(node, None, node, ctx)      # a bare word: you, self, it...
            return self.closure(node, ctx) if node in EXPRS else repr(node)
        if isinstance(node, list):
            return "[" + ", ".join(self.source(n, ctx) for n in node) + "]"
        op = operator(node)
        out = self.expand(op, node[op], node, ctx) if op is not None else None
        return out if out is not None else self.closure(node, ctx)

    def expand(self, op, arg, node, ctx):
        """The source of operator ``op``'s value from the inline source it declares, or None for a shape that
        source does not write (that node is then called as its closure).  A formula reads ``{ctx}``, its
        argument's source ``{arg}``, or the sources ``{0}`` and ``{1}`` of a two-item argument."""
        source = _source_of(op)
        if callable(source):
            return source(self, arg, node, ctx)
        if "{0}" in source:
            if not isinstance(arg, list) or len(arg) != 2:
                return None
            first = self.source(arg[0], ctx)
            return source.format(first, self.source(arg[1], ctx), ctx=ctx)
        return source.format(ctx=ctx, arg=self.source(arg, ctx) if "{arg}" in source else "")

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
        known = self.known                 # what the body computes is not known after it (it may not run)
        try:
            self.known = dict(known)
            test = self.source(body, inner)
            if not needs:
                self.known = dict(known)
                test = self.source(body, ctx)
        finally:
            self.known = known
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
        sharing, self.sharing = self.sharing, False
        try:
            items = self.source(arg["in"], ctx)
        finally:
            self.sharing = sharing
        found = self.loop(ctx, arg.get("as", default), items, arg["test"])
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
    """The function computing expression ``node``, or None when its root has no inline source."""
    op = root(node)
    if op is None:
        return None
    w = Writer(compiler)
    try:
        body = w.expand(op, node[op], node, "_c0")
        if body is None:
            return None
        for local, reads in w.shared.items():      # a value asked once is not bound
            if not reads:
                body = body.replace(f"({local} := ", "(")
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
