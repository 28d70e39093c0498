"""Expressions: values, conditions, players and markers (rules_yaml/effect-model.md)."""
from __future__ import annotations

from ...loading.chance import below
from .registry import expr
from .context import CannotHappen, Ctx


def _one(value):
    if isinstance(value, list):
        return value[0] if value else None
    return value


# -- players ------------------------------------------------------------------
@expr("you")
def _you(c, arg, node):
    return lambda ctx: ctx.you


@expr("opponent")
def _opponent(c, arg, node):
    # One opponent where one is needed: the first clockwise from your left (with two players, the other;
    # at the multiplayer tables, your left neighbour). Selectors read ``owner: opponent`` as any of them.
    return lambda ctx: ctx.game.opponents(ctx.you)[0]


@expr("first_player")
def _first(c, arg, node):
    return lambda ctx: ctx.game.first_player


@expr("random_player")
def _random_player(c, arg, node):
    return lambda ctx: below(ctx.game.rng, len(ctx.game.players))


@expr("next_player")
def _next_player(c, arg, node):
    of = c.expr(arg)
    return lambda ctx: ctx.game.next_player(of(ctx))


# -- names --------------------------------------------------------------------
@expr("var")
def _var(c, arg, node):
    name = arg

    def get(ctx):
        bound = ctx.vars
        if name in bound:
            return bound[name]
        return ctx.game.vars.get(name)
    get.var = name                         # read in place by the values that take it (_sum; in_marker in selectors.py)
    return get


@expr("it")
def _it(c, arg, node):
    return lambda ctx: ctx.vars.get("it")


@expr("self")
def _self(c, arg, node):
    return lambda ctx: ctx.source


@expr("call")
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
    table = c.values
    names = tuple(k for k, _ in args)
    fns = tuple(a for _, a in args)
    # the memo key starts with one string naming the value and its parameters (a string's hash is kept)
    sig = f"{name}({','.join(names)})"

    def lookup(ctx, values):
        """The value for these arguments: kept, or computed now (an expression written out calls this)."""
        game = ctx.game
        memo = game.memo
        if memo[0] != game.version:
            memo = game.reset_memo()
        key = (sig, ctx.you) + values
        try:
            hit = memo[1].get(key)
        except TypeError:                  # an argument that cannot be a key (a list of objects): not kept
            key = None
        else:
            if hit is not None:
                return hit
        # computed in a context of its own: it binds the value's arguments only, as the memo key says it
        # reads them, not the caller's other names
        inner = Ctx(game, ctx.you, ctx.source, dict(zip(names, values)))
        value = table[name][1](inner)
        if key is not None:
            memo[1][key] = value
        return value

    def call(ctx):
        return lookup(ctx, tuple([a(ctx) for a in fns]))
    call.lookup = lookup
    return call


# -- numbers ------------------------------------------------------------------
@expr("count")
def _count(c, arg, node):
    sel = c.selector(arg)
    return lambda ctx: len(sel(ctx))


@expr("stat")
def _stat(c, arg, node):
    """``{stat: NAME, of: SEL, default: N}``: the first selected object's characteristic."""
    name = c.expr(arg)
    of = c.selector(node["of"]) if "of" in node else (lambda ctx: [ctx.source])
    default = node.get("default", 0)

    def value(ctx):
        objs = of(ctx)
        if not objs:
            return default
        return ctx.game.characteristic(objs[0], name(ctx))
    return value


@expr("sum")
def _sum(c, arg, node):
    """``{sum: {stat: NAME, of: SEL}}`` over every selected object (1.1.6.d: missing is 0)."""
    name = c.expr(arg["stat"])
    of = c.selector(arg["of"])

    var = getattr(name, "var", None)

    def value(ctx):
        if var is not None:                # {stat: {var: terrain}}: the name read in place
            n = ctx.vars[var] if var in ctx.vars else ctx.game.vars.get(var)
        else:
            n = name(ctx)
        characteristic = ctx.game.characteristic
        total = 0
        for o in of(ctx):
            total += characteristic(o, n)
        return total
    return value


@expr("sum_over")
def _sum_over(c, arg, node):
    markers = marker_set(c, arg["markers"])
    name = arg.get("as", "m")
    val = c.expr(arg["value"])
    return lambda ctx: sum(val(inner) for _, inner in ctx.each(name, markers(ctx)))


@expr("filter")
def _filter(c, arg, node):
    """The items of a list for which a test holds: ``{filter: {in: LIST, as: t, test: COND}}``."""
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    return lambda ctx: [x for x, inner in ctx.each(name, items(ctx)) if test(inner)]


@expr("count_where")
def _count_where(c, arg, node):
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    return lambda ctx: sum(1 for _, inner in ctx.each(name, items(ctx)) if test(inner))


def _arith(fn, two=None):
    def compile_(c, arg, node):
        parts = [c.expr(a) for a in arg]
        if two is not None and len(parts) == 2:       # the usual case, without a list
            return two(*parts)
        return lambda ctx: fn([p(ctx) for p in parts])
    return compile_


expr("add")(_arith(sum, lambda a, b: lambda ctx: a(ctx) + b(ctx)))
expr("sub")(_arith(lambda xs: xs[0] - sum(xs[1:]), lambda a, b: lambda ctx: a(ctx) - b(ctx)))
expr("max")(_arith(max))
expr("min")(_arith(min))


@expr("divide")
def _divide(c, arg, node):
    """``{divide: [N, D], round: down}``: a whole number (1.1.6.a), rounded as the text says (1.1.6.b);
    the step that divides by zero does not happen (1.1.6.c), so a division belongs in a step."""
    rounding = node.get("round")
    if rounding is None:
        c.error(node, "a division says how to round (1.1.6.b): add 'round: up' or 'round: down'")
    if rounding not in ("up", "down"):
        c.error_at(node, "round", f"a division rounds up or down (1.1.6.b), not {rounding!r}", ("up", "down"))
    if not isinstance(arg, list) or len(arg) != 2:
        c.error(node, f"'divide' takes two values, [NUMBER, DIVISOR], got {arg!r}")
    if not c.in_step:
        c.error(node, "a division can be written only in an effect's step (1.1.6.c: dividing by zero "
                      "cancels the step)")
    c.divisions += 1
    n, d = c.expr(arg[0]), c.expr(arg[1])

    def get(ctx):
        by = d(ctx)
        if not by:
            raise CannotHappen("1.1.6.c")
        q, r = divmod(n(ctx), by)
        return q + 1 if r and rounding == "up" else q
    return get


# -- the Adventure ------------------------------------------------------------
def marker_set(c, arg):
    if arg == "all":
        return lambda ctx: ctx.game.markers
    owner = c.expr(arg["owner"]) if "owner" in arg else None
    side = arg.get("side")

    def markers(ctx):
        who = owner(ctx) if owner is not None else None      # read once, not once per marker
        return [m for m in ctx.game.markers if (owner is None or m.player == who) and (side is None or m.sub == side)]
    return markers


@expr("markers")
def _markers(c, arg, node):
    """Expeditions (their markers): ``all`` or ``{owner: you, side: companion}``."""
    return marker_set(c, arg)


@expr("players")
def _players(c, arg, node):
    """``all`` or ``opponents`` of the controller."""
    if arg == "all":
        return lambda ctx: ctx.game.initiative_order()
    return lambda ctx: [p for p in ctx.game.initiative_order() if p in ctx.game.rivals[ctx.you]]


@expr("among")
def _among(c, arg, node):
    inner = c.expr(arg)
    return lambda ctx: [o for o in (inner(ctx) or []) if not getattr(o, "gone", False)]


@expr("marker_of")
def _marker_of(c, arg, node):
    """The Expedition(s) an object is in ("my Expedition"; both for a Gigantic one, 7.4.4.f)."""
    obj = c.expr(arg)

    def get(ctx):
        o = obj(ctx)
        o = o[0] if isinstance(o, list) and o else o
        return [m for m in ctx.game.markers if o is not None and not isinstance(o, list) and ctx.game.in_marker(o, m)]
    return get


@expr("other_marker")
def _other_marker(c, arg, node):
    """"Your other Expedition": none for a Gigantic object (7.4.4.k)."""
    obj = c.expr(arg)

    def get(ctx):
        o = obj(ctx)
        o = o[0] if isinstance(o, list) and o else o
        mine = [m for m in ctx.game.markers if ctx.game.in_marker(o, m)]
        if len(mine) != 1:
            return []
        return [m for m in ctx.game.markers if m.player == mine[0].player and m is not mine[0]]
    return get


@expr("travelled")
def _travelled(c, arg, node):
    m = c.expr(arg)
    return lambda ctx: m(ctx).travelled


def facing(game, v):
    """The Expedition (marker) facing a marker, or those facing each of a list."""
    if isinstance(v, list):
        return [game.facing(x) for x in v]
    return game.facing(v)


@expr("facing")
def _facing(c, arg, node):
    m = c.expr(arg)
    return lambda ctx: facing(ctx.game, m(ctx))


@expr("region_of")
def _region_of(c, arg, node):
    m = c.expr(arg)
    return lambda ctx: ctx.game.region_of(m(ctx))


@expr("any_marker")
def _any_marker(c, arg, node):
    return lambda ctx: ctx.game.markers[0]


@expr("terrains")
def _terrains(c, arg, node):
    """``{terrains: {region_of: M}}``: the terrains of a region (7.1.2.a), none when face down."""
    region = c.expr(arg)
    return lambda ctx: ctx.game.terrains_of(region(ctx))


@expr("track_length")
def _track_length(c, arg, node):
    return lambda ctx: ctx.game.track_length


# -- conditions ---------------------------------------------------------------
def _compare(make, make_const):
    def compile_(c, arg, node):
        a, b = c.expr(arg[0]), c.expr(arg[1])
        if type(arg[1]) is int:            # a number written in the rules: compared in place
            return make_const(a, arg[1])
        return make(a, b)
    return compile_


# each comparison written out (no call of an operator function per test)
for _name, _make, _make_const in (
        ("gt", lambda a, b: lambda ctx: a(ctx) > b(ctx), lambda a, k: lambda ctx: a(ctx) > k),
        ("gte", lambda a, b: lambda ctx: a(ctx) >= b(ctx), lambda a, k: lambda ctx: a(ctx) >= k),
        ("lt", lambda a, b: lambda ctx: a(ctx) < b(ctx), lambda a, k: lambda ctx: a(ctx) < k),
        ("lte", lambda a, b: lambda ctx: a(ctx) <= b(ctx), lambda a, k: lambda ctx: a(ctx) <= k),
        ("eq", lambda a, b: lambda ctx: a(ctx) == b(ctx), lambda a, k: lambda ctx: a(ctx) == k),
        ("ne", lambda a, b: lambda ctx: a(ctx) != b(ctx), lambda a, k: lambda ctx: a(ctx) != k)):
    expr(_name)(_compare(_make, _make_const))


@expr("is")
def _is(c, arg, node):
    a, b = c.expr(arg[0]), c.expr(arg[1])
    return lambda ctx: _one(a(ctx)) is _one(b(ctx)) or _one(a(ctx)) == _one(b(ctx))


@expr("and")
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


@expr("or")
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


@expr("not")
def _not(c, arg, node):
    inner = c.expr(arg)
    return lambda ctx: not inner(ctx)


@expr("any")
def _any(c, arg, node):
    items, name, test = c.expr(arg["in"]), arg.get("as", "it"), c.expr(arg["test"])
    return lambda ctx: any(test(inner) for _, inner in ctx.each(name, items(ctx)))


@expr("any_player")
def _any_player(c, arg, node):
    name, test = arg.get("as", "p"), c.expr(arg["test"])
    return lambda ctx: any(test(inner) for _, inner in ctx.each(name, ctx.game.initiative_order()))


@expr("exists")
def _exists(c, arg, node):
    sel = c.selector(arg)
    return lambda ctx: bool(sel(ctx))


@expr("any_var")
def _any_var(c, arg, node):
    """The objects bound to any of several names (used to exclude chosen objects)."""
    names = list(arg)

    def get(ctx):
        out = []
        for n in names:
            v = ctx.vars.get(n)
            out.extend(v if isinstance(v, list) else ([] if v is None else [v]))
        return out
    return get


@expr("phase")
def _phase(c, arg, node):
    c.check_name(node, arg, "phase", c.book.phase_names)
    return lambda ctx: ctx.game.phase == arg


@expr("has_status")
def _has_status(c, arg, node):
    """``before: true`` reads the past tense (6.3.k): the object as it was before the event."""
    sel, status = c.selector(arg["what"]), arg["status"]
    c.check_name(node, status, "status", c.book.statuses)
    if arg.get("before") and arg["what"] == "self":
        return lambda ctx: ctx.source is not None and ctx.game.has_status(ctx.source, status)
    return lambda ctx: any(ctx.game.has_status(o, status) for o in sel(ctx))


@expr("contains")
def _contains(c, arg, node):
    """``{contains: {marker: M, object: SEL}}``: the object is in M's Expedition."""
    m, obj = c.expr(arg["marker"]), c.selector(arg["object"])
    return lambda ctx: any(ctx.game.in_marker(o, m(ctx)) for o in obj(ctx))


@expr("counters")
def _counters_of(c, arg, node):
    """``{counters: NAME, of: SEL}``: how many NAME counters the first selected object has."""
    of = c.selector(node.get("of", "self"))

    def get(ctx):
        objs = of(ctx)
        return objs[0].counters.get(arg, 0) if objs else 0
    return get


@expr("matches")
def _matches(c, arg, node):
    """"If it's a Permanent": the bound object passes a filter, wherever it is (2.2.1.i)."""
    from .selectors import compile_predicate
    what, test = c.selector(arg["what"]), compile_predicate(c, arg["filter"])
    return lambda ctx: any(test(o, ctx) for o in what(ctx))


@expr("did")
def _did(c, arg, node):
    """6.5.f "If you do": the step bound to this name was done (something was chosen or done)."""
    def get(ctx):
        v = ctx.vars.get(arg)
        return bool(v) if not isinstance(v, list) else len(v) > 0
    return get


@expr("count_stats")
def _count_stats(c, arg, node):
    """How many (base) statistics of the selected objects equal a number."""
    of = c.selector(arg["of"])
    equal = arg.get("equal", 0)
    base = bool(arg.get("base"))

    def get(ctx):
        game, n = ctx.game, 0
        for o in of(ctx):
            for stat in game.book.statistics:
                value = (o.card.base.get(stat, 0) or 0) if base else game.characteristic(o, stat)
                n += value == equal
        return n
    return get


@expr("distinct")
def _distinct(c, arg, node):
    """Each selection can be met by a different object ("a Fleeting Character, another ... and yet another ...")."""
    sels = [c.selector(a) for a in arg]

    def get(ctx):
        pools = [s(ctx) for s in sels]

        def fit(i, used):
            if i == len(pools):
                return True
            return any(o not in used and fit(i + 1, used + [o]) for o in pools[i])
        return fit(0, [])
    return get


@expr("played_from")
def _played_from(c, arg, node):
    return lambda ctx: ctx.vars.get("played_from") == arg


@expr("regions_between")
def _regions_between(c, arg, node):
    """The number of regions strictly between a player's Expeditions (0 once they meet or cross)."""
    who = c.expr(arg)

    def get(ctx):
        p = who(ctx)
        pos = sorted(m.pos for m in ctx.game.markers if m.player == p)
        return max(0, pos[-1] - pos[0] - 1) if len(pos) > 1 else 0
    return get


@expr("mul")
def _mul(c, arg, node):
    parts = [c.expr(a) for a in arg]

    def get(ctx):
        out = 1
        for p in parts:
            out *= p(ctx)
        return out
    return get


@expr("moved_forward_today")
def _moved_forward_today(c, arg, node):
    """Whether an Expedition the object is in moved forward this day (4.2.5.b)."""
    obj = c.selector(arg)
    return lambda ctx: any(m.moved_today and ctx.game.in_marker(o, m) for o in obj(ctx) for m in ctx.game.markers)
