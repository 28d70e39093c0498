"""Costs of quick actions (6.4, 7.1.4): each part checks and pays in one step."""
from __future__ import annotations

import functools

from ..context import Ctx, NotPaid, Payable, able
from ..params import ARG, P
from ..registry import COSTS, OPERATORS, cost, step, unknown
from ..selectors import top_count
from ..zones import MOVE_HOW, follow_moved
from ...loading.errors import DesignError
from .together import claims_of, note_picked, pay_together, payable_together, picking


def compile_cost(c, node, within: str = ""):
    """-> fn(game, ctx, pay) -> bool: can it be paid (pay=False) / pay it (pay=True). ``within``: the step
    paying it ("pay_costs"), or "" (a quick action's cost, 7.1.4; a cost paid to play a card)."""
    if isinstance(node, str):
        name, arg = node, None
    elif isinstance(node, dict) and "if" in node:
        return _conditional(c, node, within)
    elif isinstance(node, dict) and len(node) == 1:
        [(name, arg)] = node.items()
    elif isinstance(node, dict) and len(named := [k for k in node if k in COSTS]) == 1 \
            and OPERATORS["cost"][named[0]].beside:     # its other parameters beside it: {do: ACTION, target: true}
        name, arg = named[0], node[named[0]]
        _check_beside(c, OPERATORS["cost"][name], node)
    else:
        raise DesignError(f"cannot read cost {node!r}")
    if name not in COSTS:
        raise DesignError(unknown("cost", name))
    paid_by = OPERATORS["cost"][name].paid_by
    if paid_by and paid_by != within:
        raise DesignError(f"cost '{name}' is paid only by the step '{paid_by}' (an optional cost, \"You may ... to "
                          f"...\"), not here")
    c.check_keys("cost", name, arg)
    return COSTS[name](c, arg, node if isinstance(node, dict) else {})


def _check_beside(c, spec, node: dict) -> None:
    """The parameters written beside a cost that takes a value (Operator.beside): each one it declares."""
    for key in node:
        if key == spec.name or key in ("rule", "note"):
            continue
        if key not in spec.params:
            c.error_at(node, key, f"'{spec.name}' has no parameter '{key}' (it takes "
                                  f"{', '.join(k for k in spec.params if k != ARG)})", spec.params, word=key,
                       at_key=True)
        c.check_value(spec.name, key, spec.params[key], node, key)


@cost("exhaust_self", doc="{T}: exhaust me; impossible when I am already exhausted", rules="2.4.5.a 7.3.13.b",
      phrase="exhaust me {{T}}")
def _exhaust_self(c, arg, node):
    """{T}: exhaust me; impossible when I am already exhausted (2.4.5.a, 7.3.13.b)."""
    status = c.book.play["mana"]["status"]
    keys = (("gain", status),)         # as "Exhaust" changes it (keywords.yaml): a part of the cost can't again

    def run(game, ctx, pay):
        o = ctx.source
        if o.gone or status in o.statuses:
            return False
        if pay:
            game.actions.set_status([o], status, True, ctx)
        elif (claims := claims_of(ctx)) is not None:     # 1.2.5.d: the other parts see it exhausted
            claims.fix(keys, [o])
        return True
    return run


@cost("discard_self", doc="{D}: discard me from the zone support abilities work in", rules="7.1.4.b",
      phrase="discard me {{D}}")
def _discard_self(c, arg, node):
    """{D}: discard me from the zone support abilities work in (7.1.4.b). The effect after it finds me in the
    Discard pile, as the step ``move`` has "Sacrifice me" found there (2.1.f: moved as part of a cost)."""
    def run(game, ctx, pay):
        o = ctx.source
        if o.gone or o.zone.name != game.book.support_zone:
            return False
        if pay:
            follow_moved(ctx, [o], game.actions.move([o], game.book.discard_zone, ctx))
        elif (claims := claims_of(ctx)) is not None:     # 1.2.5.d: not moved by another part too
            claims.fix(MOVED, [o])
        return True
    return run


@cost("mana", doc="pay mana", rules="6.4", phrase="pay {_} mana", _=P("value"))
def _mana(c, arg, node):
    amount = c.expr(arg)

    def run(game, ctx, pay):
        n = amount(ctx)
        if game.mana_left(ctx.you) < n:
            return False
        if pay:
            game.actions.pay_mana(ctx.you, n, ctx)
        return True
    return run


@cost("do", doc="a keyword action of keywords.yaml done as a cost, as the step ``do`` does it (so what hears the "
      "action hears it paid): on what ``what`` names, or on ``count`` of them the player picks", rules="7.1.4 7.3",
      phrase="do {_}[{target} on a target]", _=P("action"),
      target=P("flag", doc="the object picked is a target, chosen as one (6.5.b, 7.4.7): \"You may pay {1} and "
                           "exhaust target Character to ...\""),
      **{"as": P("name", doc="what the objects picked as it is paid are named in the quick action's effect "
                             "(the card the cost picked is \"it\" there, 7.2.4.a)")})
def _do(c, arg, node):
    """"Sacrifice a Character :", "You may discard a card to ...": the action's one definition, on
    objects chosen as the cost is paid (those of a card being played are out of reach: it is in Limbo).
    ``target`` and ``as`` are written beside ``do`` (``{do: {Exhaust: {...}}, target: true, as: x}``), as
    every operator taking a value has its other parameters (Operator.beside): the action's mapping holds the
    action alone."""
    names = [k for k in arg if k not in ("rule", "note")] if isinstance(arg, dict) else [arg]
    if len(names) != 1:
        inside = " and ".join(f"'{k}'" for k in names if k in ("as", "target"))
        c.error(arg, "cost 'do' needs exactly one keyword action" + (f" ({inside}: written beside 'do', not in "
                                                                      "the action's mapping)" if inside else ""))
    name = names[0]
    given = arg[name] if isinstance(arg, dict) else {}
    kept = node.get("as")                                    # the effect after the cost names them
    target = bool(node.get("target"))
    given = dict(given or {})
    what = given.get("what", "self")
    action = c.step({"do": {name: dict(given, what={"var": "_paid"})}})
    count = what.get("count") if isinstance(what, dict) else None
    if count is None:                  # "discard the top two cards of your deck": two or not at all (1.2.5.c; a
        count = top_count(what)        # step does what it can, 3.2.2.e)
    what = {k: v for k, v in what.items() if k != "count"} if isinstance(what, dict) else what
    return _on_chosen(c, what, count, action, f"{name.lower()} for the cost", kept, target,
                      _changes(c.book.docs["keywords"]["actions"].get(name, {}).get("effect")))


MOVED = (("move",),)           # the change of a part moving objects (1.2.5.d: one object is moved once)


def _changes(steps) -> tuple:
    """The changes a keyword action's steps (keywords.yaml) make to the objects it acts on, as one cost's parts
    compare them (together.py): ("gain", status), ("lose", status), ("move",)."""
    out: list = []
    for st in steps if isinstance(steps, list) else ():
        for op, arg in st.items() if isinstance(st, dict) else ():
            if op in ("gain", "lose") and isinstance(arg, dict):
                out.append((op, arg.get("status")))
            elif op == "move":
                out.extend(MOVED)
    return tuple(out)


@cost("move", doc="``count`` objects of ``what``, chosen as the cost is paid, moved to a zone as the step ``move`` "
      "moves them (\"return two cards from ... to ...\", \"put two cards from ... in ...\"): impossible when "
      "fewer are there; paid only by ``pay_costs`` (\"You may ... to ...\"), not in a quick action's cost",
      rules="1.2.5.c 6.4.c 7.1.4", paid_by="pay_costs",
      phrase="put {count} of [{target}target ]{what} in {to}[ at the {position}][{ordered} in the order you choose]"
             "[, each in one of {expedition}]",
      what=P("selector", required=True, of="objects"), count=P("int", required=True, min=1),
      to=P("zone", required=True), target=P("flag", doc="chosen as targets (6.5.b, 7.4.7)"),
      **{k: OPERATORS["step"]["move"].params[k] for k in MOVE_HOW},      # where in the zone, as the step says
      **{"as": P("name", doc="what the objects moved are named after it (one part of several choosing)")})
def _move(c, arg, node):
    """"You may return two cards from your Reserve to your hand to ...": a move of chosen objects paid whole."""
    action = c.step({"move": dict({"what": {"var": "_paid"}, "to": arg["to"]},
                                  **{k: arg[k] for k in MOVE_HOW if k in arg})})
    return _on_chosen(c, arg["what"], arg["count"], action, "move for the cost", arg.get("as"),
                      bool(arg.get("target")), MOVED)


def _status_cost(verb: str, done: str):
    @cost(verb, doc=f"``count`` objects of ``what``, chosen as the cost is paid among those that can, {done} a "
          f"status (\"You may have a Character you control {verb} <a status> to ...\"): impossible when fewer can "
          "(an object can't gain a status it has, nor lose one it lacks: 7.3.13.b, 7.3.18.b); paid only by "
          "``pay_costs``", rules="1.2.5.c 2.4 6.4.c", paid_by="pay_costs",
          phrase=f"[{{target}}target ]{{count}} of {{what}} {verb} {{status}}",
          what=P("selector", required=True, of="objects"), count=P("int", required=True, min=1),
          status=P("status", required=True), target=P("flag", doc="chosen as targets (6.5.b, 7.4.7)"),
          **{"as": P("name", doc="what changed is named after it (one part of several choosing)")})
    def _status(c, arg, node):
        action = c.step({verb: {"what": {"var": "_paid"}, "status": arg["status"]}})   # its can_pay: whether it can
        return _on_chosen(c, arg["what"], arg["count"], action, f"{verb} for the cost", arg.get("as"),
                          bool(arg.get("target")), ((verb, arg["status"]),))
    return _status


_status_cost("gain", "gaining")
_status_cost("lose", "losing")


def _on_chosen(c, what, count, action, prompt, kept=None, target=False, keys=()):
    """A cost acting (``action``, on ``_paid``) on what ``what`` names, or on ``count`` of them the player picks
    as it is paid: impossible when fewer can be (1.2.5.c); ``kept``: the name they are given after it;
    ``target``: picked as targets (6.5.b), their target costs paid (7.4.7); ``keys``: the changes it makes to
    what it names itself, as the other parts of the same cost see them (together.py, 1.2.5.d: what one part
    changes is picked by no other part, and no two parts pick the same object)."""
    pool_of = c.selector(what)
    can = able(action, "_paid")        # "exhaust a Character": not one exhausted (7.3.16.b v5.0)

    def run(game, ctx, pay):
        playing = ctx.rare.playing
        pool = [o for o in pool_of(ctx) if not o.gone and o is not playing and can(ctx, o)]
        if target:
            pool = game.runtime.targetable(pool, ctx)
        claims = claims_of(ctx)
        fits = None
        if pay and count is not None:
            pool, fits = picking(claims, pool)
        if len(pool) < (count if count is not None else 1):
            return False
        if not pay:
            if claims is not None:
                if count is None:
                    claims.fix(keys, pool)
                else:
                    claims.want([o.id for o in pool], count)
            return True
        ctx.vars["_paid"] = pool if count is None else \
            game.choose_objects(ctx.you, pool, count, count, prompt, fits=fits)
        note_picked(claims, ctx.vars["_paid"])
        if target:
            game.runtime.pay_target_costs(ctx.vars["_paid"], ctx)
        action(ctx)
        if kept:
            ctx.vars[kept] = list(ctx.vars["_paid"])
        return True
    return run


@cost("remove", doc="remove ``count`` counters named ``name`` (no name: of any kinds, as the step ``counters`` "
      "removes them, \"spend 1 counter from a card you control\") from each of ``objects`` (one by default) "
      "objects of ``what`` chosen as the cost is paid (a ``target``: as targets, 6.5.b, 7.4.7), among those that "
      "have that many: impossible when fewer have, never fewer removed (\"You may remove 2 boosts from target "
      "Character to ...\", \"remove 1 boost from two Characters you control\"); paid only by ``pay_costs``",
      rules="1.2.5.c 2.5 6.4.c 7.1.4", paid_by="pay_costs",
      phrase="remove {count} [{name} |]counters from [{target}target ][{objects}|1] of {what}[{objects?}, from each]",
      what=P("selector", required=True, of="objects"), name=P("name"),
      count=P("int", required=True, min=1), target=P("flag"),
      objects=P("int", min=1, doc="how many objects are chosen, each losing ``count`` (\"remove 1 boost from two "
                                  "Characters you control\": two chosen, 1 from each; 1.2.5.c: two that have it, "
                                  "or it cannot be paid)"),
      **{"as": P("name", doc="what the counters were removed from is named after it (one part of several "
                             "choosing)")})
def _remove(c, arg, node):
    """"You may remove 2 boosts from target Character to ...": paid whole or not offered (1.2.5.c, 6.4.c); as a
    step the removal took what there was (1 of 2) and was done (6.5.f)."""
    pool_of, name, count, target = c.selector(arg["what"]), arg.get("name"), arg["count"], bool(arg.get("target"))
    several = arg.get("objects", 1)
    anyhow = None if name else c.step({"counters": {"what": {"var": "_paid"}, "remove": count}})   # any kinds

    def has(o) -> bool:
        return (o.counters.get(name, 0) if name else sum(o.counters.values())) >= count

    def run(game, ctx, pay):
        pool = [o for o in pool_of(ctx) if not o.gone and o is not ctx.rare.playing and has(o)]
        if target:
            pool = game.runtime.targetable(pool, ctx)
        claims = claims_of(ctx)
        fits = None
        if pay:
            pool, fits = picking(claims, pool)
        if len(pool) < several:
            return False
        if not pay and claims is not None:                # 1.2.5.d: a pick of its own (together.py)
            claims.want([o.id for o in pool], several)
        if pay:
            picked = game.choose_objects(ctx.you, pool, several, several, "remove counters for the cost", fits=fits)
            note_picked(claims, picked)
            if target:
                game.runtime.pay_target_costs(picked, ctx)
            ctx.vars["_paid"] = list(picked)
            if anyhow is not None:
                anyhow(ctx)
            else:
                game.actions.add_counters(picked, name, -count, ctx)
            if arg.get("as"):
                ctx.vars[arg["as"]] = list(picked)
        return True
    return run


@cost("spend", doc="spend X of my counters", rules="2.5.h", phrase="spend [{count}|1] of my {name} counters",
      name=P("name", required=True), count=P("int"))
def _spend(c, arg, node):
    """Spend X of my counters (2.5.h)."""
    name, count = arg["name"], arg.get("count", 1)

    def run(game, ctx, pay):
        o = ctx.source
        if o.counters.get(name, 0) < count:
            return False
        if pay:
            game.actions.add_counters([o], name, -count, ctx)
        elif (claims := claims_of(ctx)) is not None:     # 1.2.5.d: I am changed: not picked by another part
            claims.fix((("remove", name),), [o])
        return True
    return run


@cost("if", doc="an extra cost under a condition (\"This action costs {1} more if ...\")", rules="6.4",
      phrase="[{then/ and }|nothing] more if {_}", _=P("condition"), then=P("costs"))
def _conditional(c, node, within: str = ""):
    cond = c.expr(node["if"])
    parts = [compile_cost(c, x, within) for x in node.get("then", [])]

    def run(game, ctx, pay):
        if not cond(ctx):
            return True
        return all(p(game, ctx, pay) for p in parts)
    return run


@step("pay_costs", doc="pay a cost of several parts inside an effect, as one step: each part a declared cost; "
      "paid only if every part can be, else nothing is paid and the step is not done", rules="6.4.a 6.4.c 1.2.5.c",
      phrase="pay together[ → {as}]: {costs}", costs=P("costs", required=True),
      **{"as": P("name", doc="what the part choosing as it is paid acted on (\"sacrifice a Character\")")})
def _pay_costs(c, arg, node):
    """"You may pay {1} and sacrifice a Character to ...": the parts of an optional cost (v5.0 6.1.d: one
    step) through the costs declared here, as a quick action's are (7.1.4): paid in full or not at all
    (1.2.5.c, 6.4.c); the "may" that offers it asks first whether it can be (its ``can_pay``)."""
    parts = [compile_cost(c, x, "pay_costs") for x in arg["costs"]]
    name = arg.get("as")
    choosing = [_chooses(x) for x in arg["costs"]]      # the parts whose objects ``as`` names

    def can_pay(ctx: Ctx) -> bool:
        return payable_together(ctx.game, ctx, parts)     # 1.2.5.d: the parts seen together

    def run(ctx: Ctx) -> None:
        if not can_pay(ctx):
            raise NotPaid()
        paid: list = []
        steps = [functools.partial(_paying, part, chooses, paid) for part, chooses in zip(parts, choosing)]
        pay_together(ctx.game, ctx, steps)
        if name:
            ctx.vars[name] = paid
    return Payable(run, can_pay)


def _paying(part, chooses, paid, game, ctx, pay):
    """One part of ``pay_costs`` paid (or asked), keeping what it picked in ``paid``."""
    if not pay:
        return part(game, ctx, False)
    ctx.vars.pop("_paid", None)
    done = part(game, ctx, True)
    if chooses:
        paid.extend(ctx.vars.get("_paid") or [])
    return done


def _chooses(node) -> bool:
    """Whether a cost part is a keyword action on objects chosen as it is paid ("sacrifice a Character")."""
    if isinstance(node, dict) and any(isinstance(node.get(k), dict) for k in ("move", "remove", "gain", "lose")):
        return True
    action = node.get("do") if isinstance(node, dict) else None
    given = next(iter(action.values()), None) if isinstance(action, dict) and len(action) == 1 else None
    return isinstance(given, dict) and isinstance(given.get("what"), dict) and "count" in given["what"]
