"""Statuses, counters and statistics of objects: gaining and losing a status, adding, removing and
spending counters, and the values that read them (rules_yaml/effect-model.md)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .context import Ctx, NotPaid, Payable
from .params import P
from .registry import step, value

if TYPE_CHECKING:           # (the module is compiled, setup.py: its hot closures are typed)
    from .host import Obj


def changed_status(c, arg, done: str) -> str:
    """The status ``arg`` says is gained or lost: not one an object has while it has a counter (Boosted,
    2.4.4.b; v5.0 2.4.5.b), which no effect gives or takes and no event announces."""
    status = c.check_name(arg, arg["status"], "status", c.book.statuses)
    if status in c.book.derived_statuses:
        spec = c.book.statuses[status]
        rules = "; ".join(f"{p}{spec[k]}.b" for k, p in (("rule", ""), ("v5", "v5.0 ")) if spec.get(k))
        c.error(arg, f"'{status}' is never {done} directly: an object has it while it has a "
                     f"{c.book.derived_statuses[status]} counter ({rules}); say the counters")
    return status


def _status_step(gain):
    def compile_(c, arg, node):
        what = c.selector(arg["what"])
        status = changed_status(c, arg, "gained" if gain else "lost")

        def run(ctx: Ctx) -> None:
            ctx.game.actions.set_status(what(ctx), status, gain, ctx)
        named = arg["what"].get("var") if isinstance(arg["what"], dict) and set(arg["what"]) == {"var"} else None
        if arg["what"] in ("self", "it") or named is not None:
            # "You may exhaust me to ...": impossible when I already have (or lack) it (2.4.1.f-h), or can't have it
            # where I am (2.4.1.c: a card in a Discard pile, a hand or a deck has none); the same said through the
            # keyword action ([Exhaust] with `what` bound), once what it names is known
            def can_pay(ctx: Ctx) -> bool:
                objs = what(ctx) if named is None or named in ctx.vars else None
                if not objs:                   # a name not bound yet ("You may exhaust target card"): chosen later
                    return named is not None
                actions = ctx.game.actions
                for o in objs:                 # (a loop: a generator would make a closure cell at every call)
                    if (status in o.statuses) == gain or gain and not actions.can_have_status(o, status):
                        return False
                return True
            return Payable(run, can_pay)
        return run
    return compile_


step("gain", doc="gain a status (2.4)", rules="2.4", can_fail=True, phrase="{what:subject} gain{what:s} {status}",
     what=P("selector", required=True, of="objects"), status=P("status", required=True))(_status_step(True))
step("lose", doc="lose a status (2.4)", rules="2.4", can_fail=True, phrase="{what:subject} lose{what:s} {status}",
     what=P("selector", required=True, of="objects"), status=P("status", required=True))(_status_step(False))


@step("counters", doc="add or remove counters (2.5)", rules="2.5",
      phrase="[{what:subject} gain{what:s} {add} {name} counter{add:s}[, up to a maximum of {max} each]|{all}{what:subject} "
             "lose{what:s} every {name} counter|{what:subject} lose{what:s} [{up_to}up to ]{remove} {name} counter{remove:s}"
             "|{what:subject} lose{what:s} [{up_to}up to ]{remove} counter{remove:s}, each of a kind chosen]"
             "[, the number of counters → {as}][, whether it removed fewer than that → {fewer}]",
      what=P("selector", required=True, of="objects"),
      name=P("value", doc="a counter name, or {var: X} naming one chosen earlier (7.3.4 v5.0); none (to remove "
                          "only): each counter of a kind the object has, chosen (2.5.g v5.0)"),
      add=P("count"), remove=P("count"),
      up_to=P("flag", doc="remove: each counter one the player may remove or not (\"up to N\")"),
      max=P("count", doc="a cap: each object gains only as many as bring it to this many"),
      all=P("flag", doc="each object loses every counter of that name it has (\"remove all boosts from Characters\")"),
      fewer=P("name", doc="remove: binds whether it removed less than it says: some object had fewer to lose, "
                          "or there was none (\"Remove 2 boosts from each ... If you can't\", 1.2.5.c); all: "
                          "whether some object had none to lose, or there was none (\"remove all boosts from two "
                          "Characters. If you do\": each of them lost some, 6.5.f)"),
      **{"as": P("name", doc="binds how many counters were gained or lost in all (\"that many\")")})
def _counters(c, arg, node):
    what = c.selector(arg["what"])
    name = arg.get("name")
    named = c.expr(name) if isinstance(name, dict) else (lambda ctx: name)   # {var: X}: a counter chosen earlier
    every = bool(arg.get("all"))
    if not every and "add" not in arg and "remove" not in arg:
        c.error(arg, "counters: needs add, remove or all")
    if every and ("add" in arg or "remove" in arg) or "add" in arg and "remove" in arg or "max" in arg and "add" not in arg:
        c.error(arg, "counters: one of add (with its max), remove or all")     # (the others would not be run)
    if ("name" not in arg or arg.get("up_to")) and "remove" not in arg:
        c.error(arg, "counters: a name is needed but to remove, and 'up_to' is said of remove only")
    one_by_one = "name" not in arg or bool(arg.get("up_to"))
    amount = c.expr(arg["add"]) if "add" in arg else c.expr(arg.get("remove", 0))
    sign = 1 if "add" in arg else -1
    cap = c.expr(arg["max"]) if "max" in arg else None
    bind = arg.get("as")
    fewer = arg.get("fewer")
    if fewer is not None and ("remove" not in arg and not every or arg.get("up_to")):
        c.error(arg, "counters: 'fewer' is said of a removal of a number or of all (remove or all, not up_to)")
    up_to = bool(arg.get("up_to"))

    def change(ctx: Ctx, n) -> None:
        if every:                          # each its own: as many as it has (2.5.g)
            for o in what(ctx):
                if o.counters.get(n, 0):
                    ctx.game.actions.add_counters([o], n, -o.counters[n], ctx)
            return
        if cap is None:
            ctx.game.actions.add_counters(what(ctx), n, sign * amount(ctx), ctx)
            return
        limit, add = cap(ctx), amount(ctx)
        for o in what(ctx):                # "gains 2 boosts, up to a maximum of 3": never past the cap
            gain = _capped(ctx, o, n, add, limit)
            if gain:
                ctx.game.actions.add_counters([o], n, gain, ctx)

    def one_at_a_time(ctx: Ctx, n) -> int:
        """Each counter removed in turn, from each object: of the kind named, else of a kind it has, chosen
        (2.5.g v5.0, as [Augment] chooses one, 7.3.4.a); "up to": each one the player may remove or not.
        Nothing left to remove, nothing asked (1.4.1.c). Returns how many were removed."""
        removed, times, objs = 0, amount(ctx), what(ctx)
        short = not objs
        for o in objs:
            mine = 0
            for _ in range(times):
                kinds = [k for k, v in o.counters.items() if v > 0 and (n is None or k == n)]
                if o.gone or not kinds or up_to and not ctx.game.choose_yes_no(ctx.you, "do it?"):
                    continue
                kind = ctx.game.choose_option(ctx.you, "choose", "which counter?", kinds, kinds)
                ctx.game.actions.add_counters([o], kind, -1, ctx)
                mine += 1
            removed += mine
            short = short or mine < times
        if fewer is not None:
            ctx.vars[fewer] = short
        return removed

    def run(ctx: Ctx) -> None:
        n = named(ctx)
        if n is None and "name" in arg:    # a kind to be chosen earlier, and none was
            return
        if one_by_one:                     # "Remove up to 3 counters from target card": as many as removed
            count = one_at_a_time(ctx, n)
            if bind is not None:
                ctx.vars[bind] = count
            return
        if fewer is not None:              # "Remove 2 boosts from each ...": each had 2 to lose? (1.2.5.c)
            objs, times = what(ctx), 1 if every else amount(ctx)      # all: some to lose, each
            ctx.vars[fewer] = not objs or any(o.counters.get(n, 0) < times for o in objs)
        if bind is None:
            change(ctx, n)
            return
        objs = what(ctx)                   # "loses all its boosts. Then, I gain that many": as many as changed
        before = sum(o.counters.get(n, 0) for o in objs)
        change(ctx, n)
        ctx.vars[bind] = abs(sum(o.counters.get(n, 0) for o in objs) - before)
    given = arg["what"]
    var = given.get("var") if isinstance(given, dict) and set(given) == {"var"} else None
    if ("remove" in arg or every) and not up_to and isinstance(name, str) \
            and (given in ("self", "it") or var is not None):
        # what an offer starts with ("you may remove an Ember counter from it instead", 6.2.d): done whole only
        # if each has that many (1.2.5.c), one at least ("loses all its boosts": none, nothing done, 2.5.g); the
        # offer asks it first (effects/choices.py ``offer_test``), a choice offers those it can (``able``, 6.1.g)
        def can_pay(ctx: Ctx) -> bool:
            objs = what(ctx) if var is None or var in ctx.vars else None
            if objs is None:               # a name not bound yet: chosen later
                return True
            need = 1 if every else max(1, amount(ctx))
            return bool(objs) and all(not o.gone and o.counters.get(name, 0) >= need for o in objs)
        return Payable(run, can_pay)
    if "add" in arg and (given in ("self", "it") or var is not None):
        # "Target Character gains 2 boosts. If you do, ...": done only if it changes each object (1.4.1.c), as
        # ``add_counters`` gives them: one that can gain counters (2.5.b; 1.4.1.a, "I can't gain counters"), by a
        # number above 0 ("X boosts" with X = 0, one at its cap: none); a kind not chosen yet (the one [Augment]
        # chooses among those it has, 7.3.4.a): any. Asked of one chosen object by context.able (effects/changes.py
        # records what the step changed); a name not bound yet: chosen later
        def can_gain(ctx: Ctx) -> bool:
            objs = what(ctx) if var is None or var in ctx.vars else None
            if objs is None:
                return True
            n, add = named(ctx), amount(ctx)
            limit = cap(ctx) if cap is not None and n is not None else None
            return bool(objs) and all(ctx.game.actions.can_gain_counters(o) and (
                add > 0 if limit is None else _capped(ctx, o, n, add, limit) > 0) for o in objs)
        return Payable(run, can_gain)
    return run


def _capped(ctx, o, n, add, limit) -> Any:
    """How many ``n`` counters ``o`` gains of ``add`` under a cap of ``limit`` each (and what a passive lets
    it gain past it, ``_over``): never below 0."""
    return max(0, min(add, limit + _over(ctx, o) - o.counters.get(n, 0)))


def _over(ctx, o) -> Any:
    """How many counters past its cap a passive lets the ability giving ``o`` counters give: only its own
    object's (and, for a passive about Support abilities, only one of these); any number, or that many.
    (An int, or float("inf"): not typed float, which the compiled build would make 0 into 0.0.)"""
    runtime = ctx.game.runtime
    if o is not ctx.source:
        return 0
    over: Any = 0
    for src, p in runtime.passives("uncapped"):
        support, more = p.value
        if (ctx.support or not support) and p.to(o, runtime.pctx(src, p, it=o)) and runtime.holds(p, src, it=o):
            over = max(over, float("inf") if more is None else more(runtime.pctx(src, p, it=o)))
    return over


@step("spend", doc="spend counters of the ability's object inside an effect (2.5.h); not spent, not done",
      rules="2.5.h 6.5.f", phrase="spend [{count}|1] of my {name} counters",
      name=P("name", required=True), count=P("count"))
def _spend(c, arg, node):
    """"... and spend 1 of my Kelon counters to ...": counters spent inside an effect (2.5.h, 7.3.27)."""
    name, count = arg["name"], c.expr(arg.get("count", 1))

    def can_pay(ctx: Ctx) -> bool:
        o = ctx.source
        return o is not None and not o.gone and o.counters.get(name, 0) >= count(ctx)

    def run(ctx: Ctx) -> None:
        if not can_pay(ctx):
            raise NotPaid()
        ctx.game.actions.add_counters([ctx.source], name, -count(ctx), ctx)
    return Payable(run, can_pay)


@step("choose_counter", doc="bind the name of one counter the object has, chosen (7.3.4 v5.0)", rules="7.3.4.a",
      phrase="choose a kind of counter {what:subject} {what:has} → [{as}|counter]",
      what=P("selector", required=True, of="objects"), **{"as": P("name")})
def _choose_counter(c, arg, node):
    """Bind ``as`` to the name of one counter the object already has, its controller choosing
    among several (7.3.4.a Augment); to nothing when it has none."""
    what = c.selector(arg["what"])
    name = arg.get("as", "counter")

    def run(ctx: Ctx):
        objs = [o for o in what(ctx) if not o.gone]
        names = list(objs[0].counters) if objs else []
        ctx.vars[name] = ctx.game.choose_option(ctx.you, "choose", "which counter?", names, names) if names else None

    def can_pay(ctx: Ctx) -> bool:
        """Whether there is a kind to choose: an object with no counter has none, and [Augment] gives it
        nothing (7.3.4.a: one more of a counter it already has)."""
        objs = [o for o in what(ctx) if not o.gone]
        return bool(objs) and bool(objs[0].counters)
    return Payable(run, can_pay)


@value("has_status", gives="condition", rules="2.4 6.3.k",
       phrase="{what:subject} [{before}was|{what:is}] {status}",
       doc="the object has the status; ``before: true`` reads the past tense (6.3.k): the object as it was "
           "before the event", what=P("selector", required=True), status=P("status", required=True),
       before=P("flag"))
def _has_status(c, arg, node):
    """``before: true`` reads the past tense (6.3.k): the object as it was before the event, as
    ``{was: ...}`` reads it (last known information, zones.py)."""
    sel, status = c.selector({"was": arg["what"]} if arg.get("before") else arg["what"]), arg["status"]
    c.check_name(node, status, "status", c.book.statuses)
    def read(ctx: Ctx) -> Any:
        return any(ctx.game.has_status(o, status) for o in sel(ctx))
    return read


@value("counters", gives="number", rules="2.5", phrase="the number of {_} counters on [{of}|me]",
       doc="how many NAME counters the first selected object has", _=P("name"), of=P("selector"))
def _counters_of(c, arg, node):
    """``{counters: NAME, of: SEL}``: how many NAME counters the first selected object has."""
    of = c.selector(node.get("of", "self"))

    def get(ctx: Ctx):
        objs = of(ctx)
        return objs[0].counters.get(arg, 0) if objs else 0
    return get


@value("counters_named", gives="number", rules="2.5", phrase="the number of counters of the kind {_} on [{of}|me]",
       doc="``counters`` with the counter's name a value", _=P("value"), of=P("selector"))
def _counters_named(c, arg, node):
    """``{counters_named: VALUE, of: SEL}``: like ``counters``, with the counter's name a value."""
    name, of = c.expr(arg), c.selector(node.get("of", "self"))

    def get(ctx: Ctx):
        objs, n = of(ctx), name(ctx)
        return objs[0].counters.get(n, 0) if objs and n else 0
    return get


@value("all_counters", gives="number", rules="2.5", phrase="the number of counters of every kind on {_}",
       doc="how many counters the first selected object has, of every name (\"a card with counters\")",
       _=P("selector"))
def _all_counters(c, arg, node):
    """``{all_counters: SEL}``: how many counters the first selected object has, whatever their names."""
    of = c.selector(arg)

    def get(ctx: Ctx):
        objs = of(ctx)
        return sum(objs[0].counters.values()) if objs else 0
    return get


@value("stat", gives="number", rules="2.2.10 2.3.1.a", phrase="[{of:poss}|my] [{base}base ]{_:one}[ (or {default} if none)]",
       doc="the first selected object's characteristic (``default`` when none is selected); ``base``: the "
           "printed one",
       _=P("value"), of=P("selector"), default=P("int"), base=P("flag"))
def _stat(c, arg, node):
    """``{stat: NAME, of: SEL, default: N}``: the first selected object's characteristic."""
    name = c.expr(arg)
    of = c.selector(node["of"]) if "of" in node else (lambda ctx: [ctx.source])
    default = node.get("default", 0)
    if "default" in node:                  # a number written in the rules (a limit below 0 means none)
        c.number(node, "default", "'default' of 'stat'")
    if node.get("base"):                   # 2.3.1.a: the printed value, which nothing modifies (2.3.1.j)
        def printed(ctx: Ctx):                  # (a face-down object has none, 3.1.3.c)
            objs = of(ctx)
            if not objs:
                return default
            o = objs[0]
            return 0 if o.face_down else o.card.base.get(name(ctx), 0) or 0
        return printed

    def value(ctx: Ctx):
        objs = of(ctx)
        if not objs:
            return default
        return ctx.game.characteristic(objs[0], name(ctx))
    return value


@value("sum", gives="number", rules="1.1.6.d", phrase="the total {stat} of {of}",
       doc="a characteristic summed over every selected object (missing is 0)",
       stat=P("value", required=True), of=P("selector", required=True))
def _sum(c, arg, node):
    """``{sum: {stat: NAME, of: SEL}}`` over every selected object (1.1.6.d: missing is 0)."""
    name = c.expr(arg["stat"])
    of = c.selector(arg["of"])

    var = getattr(name, "var", None)

    def value(ctx: Ctx):
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


@value("count_stats", gives="number", phrase="the number of [{base}base ]statistics of {of} equal to [{equal}|0]",
       doc="how many (base) statistics of the selected objects equal a number",
       of=P("selector", required=True), equal=P("int"), base=P("flag"))
def _count_stats(c, arg, node):
    """How many (base) statistics of the selected objects equal a number."""
    of = c.selector(arg["of"])
    equal = arg.get("equal", 0)
    base = bool(arg.get("base"))

    def get(ctx: Ctx):
        game, n = ctx.game, 0
        for o in of(ctx):
            for stat in game.book.statistics:
                value = (o.card.base.get(stat, 0) or 0) if base else game.characteristic(o, stat)
                n += value == equal
        return n
    return get
