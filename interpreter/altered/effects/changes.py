"""What a step changed, kept for what asks of it after: "If you do" (``did``) and "that many" (``changed``)
(6.5.f). A step acting on the objects a name holds ("Exhaust target Character", "It gains 2 boosts") may leave
some unchanged: an exhausted object can't be exhausted (7.3.13.b), one not exhausted can't be readied (7.3.18.b),
a status it has can't be gained (2.4.1.f), counters can't be put where a passive forbids them (1.4.1.a); the
step is then not done on it (1.4.1.c). So each step on a name something asks of records, as it runs, which of
those objects it could act on (its own ``can_pay``, ``context.able``), wherever it stands: in a branch, in a
"may", after a loop. A "may" declined records that it changed none (6.5.c); a name chosen anew forgets the
record of the last choice. The record is kept beside the name (``record_of``), never a name card text binds."""
from __future__ import annotations

import copy
from typing import Any, Callable

from .context import Ctx, Payable, able


def record_of(name: str) -> str:
    """Where the record of what the last step on ``name`` changed is kept in a context's names."""
    return "~" + name


def asked(node) -> frozenset:
    """The names something in ``node`` asks what was done to: ``{did: N}``, ``{changed: N}``."""
    return frozenset(d[k] for d in dicts_in(node) for k in ("did", "changed") if isinstance(d.get(k), str))


def dicts_in(data):
    """Every mapping in ``data`` (steps, a value), nested ones too, outer ones first."""
    if isinstance(data, dict):
        yield data
        data = list(data.values())
    if isinstance(data, list):
        for v in data:
            yield from dicts_in(v)


def acted_on(node) -> list:
    """The names whose objects the step ``node`` acts on (its ``what``, a keyword action's, a loop's ``in``):
    ``{var: N}``, a place or object of it (``{marker_of: {var: N}}``), or several joined (``{concat: [...]}``)."""
    what = _what(node)
    if not isinstance(what, dict):
        return []
    one = through(what)
    if one is not None:                # (a place or object of it: "Its Expedition [Moves Backwards]")
        return [one]
    parts = what.get("concat") if set(what) == {"concat"} else None
    return [p["var"] for p in parts if isinstance(p, dict) and set(p) == {"var"} and isinstance(p["var"], str)] \
        if isinstance(parts, list) else []


def through(what) -> str | None:
    """The name ``what`` reads, alone or through values of one operand each (``{marker_of: {var: N}}``)."""
    while isinstance(what, dict) and len(what) == 1:
        [(key, what)] = what.items()
        if key == "var":
            return what if isinstance(what, str) else None
    return None


def _arg(node):
    """The mapping holding what the step ``node`` acts on, else None."""
    if not isinstance(node, dict) or "if" in node:
        return None
    ops = [k for k in node if k not in ("rule", "note", "as", "text")]
    if len(ops) != 1 or ops[0] == "choose":
        return None
    arg = node[ops[0]]
    if ops[0] == "do" and isinstance(arg, dict) and len(arg) == 1 and isinstance(next(iter(arg.values())), dict):
        arg = next(iter(arg.values()))             # a keyword action: {do: {Exhaust: {what: ...}}}
    return arg if isinstance(arg, dict) else None


def _what(node):
    arg = _arg(node)
    if arg is None:
        return None
    return arg.get(_object_key(node, arg))


def _object_key(node, arg) -> str:
    """The parameter naming what the step ``node`` acts on: a loop's ``in``, an Expedition's move's ``marker``
    ("Target Expedition moves forward one region"), else ``what``."""
    return "in" if "for_each" in node else "marker" if "advance" in node and "what" not in arg else "what"


def on_one(node, name: str):
    """A copy of the step ``node`` acting on ``name`` alone (of several joined: "Exhaust them", two choices)."""
    out = copy.deepcopy(node)
    arg = _arg(out)
    arg[_object_key(out, arg)] = {"var": name}
    return out


def binds(node) -> list:
    """The names the step ``node`` binds (a choice's ``as``, a step's)."""
    if not isinstance(node, dict):
        return []
    out = [node["as"]] if isinstance(node.get("as"), str) else []
    for arg in node.values():
        if isinstance(arg, dict) and isinstance(arg.get("as"), str):
            out.append(arg["as"])
    return out


def recording(fn: Callable, tests: list, forgets: list) -> Callable:
    """``fn`` (a compiled step) recording, for each (name, can) of ``tests``, which objects of the name it could
    act on as it starts (the record ``did`` and ``changed`` read); and first forgetting the records of the names
    it binds anew (``forgets``)."""
    keys = tuple((name, record_of(name), can) for name, can in tests)
    gone = tuple(record_of(n) for n in forgets)

    def run(ctx: Ctx) -> Any:
        bound = ctx.vars
        for key in gone:
            bound.pop(key, None)
        found = [(key, [o for o in _objects(bound.get(name)) if can(ctx, o)]) for name, key, can in keys]
        out = fn(ctx)
        for key, objs in found:
            ctx.vars[key] = objs
        return out
    can_pay = getattr(fn, "can_pay", None)
    return run if can_pay is None else Payable(run, can_pay)


def tests_of(c, node, fn, names: frozenset) -> list:
    """(name, can) for each name of ``names`` the step ``node`` (compiled: ``fn``) acts on: ``can`` whether it
    could act on one object of it (``context.able``; of several joined, a copy acting on that name alone)."""
    on = [n for n in acted_on(node) if n in names]
    if len(acted_on(node)) == 1:
        return [(n, able(fn, n)) for n in on]
    return [(n, able(c.quiet_step(on_one(node, n)), n)) for n in on]


def _objects(value) -> list:
    return value if isinstance(value, list) else [] if value is None else [value]


def acted_in(node, names: frozenset) -> list:
    """The names of ``names`` a step anywhere in ``node`` acts on (a "may" declined changed none of them)."""
    out: list = []
    for d in dicts_in(node):
        out.extend(n for n in acted_on(d) if n in names and n not in out)
    return out
