"""The one registry of the effect model's operators: every step, value (number, condition, player,
Expedition, selection), filter key, trigger, cost and passive is declared here once, with its name,
its parameters, its compile function, an English phrase, a documentation line and the rule ids it
implements.

The modules of operators fill it when imported (``@step``, ``@value``, ``@trigger``, ``@cost``,
``@passive``: the one ``declare`` under five names); the compiler reads the compile functions, the
gloss of ``altered explain`` the phrases (gloss.py), ``rules_yaml/effect-model.md`` everything (doc.py),
and the "did you mean" of a misspelt operator or parameter the names.  Here, below all of those, so
that none imports the compiler.

A phrase is a small template over the parameters (see gloss.py): ``"{what} gain{what:s} {status}"``;
a mapping of forms gives the words a value takes where the sentence needs another form
(``{"": "me", "subject": "I"}``).
"""
from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from typing import Any, Callable

from .params import ARG, P

CATEGORIES = ("step", "value", "filter", "trigger", "cost", "passive")

# What a value gives, for the notes' tables and the gloss's grammar (a player or one object agrees
# with "gains", a selection of several with "gain").
GIVES = ("number", "condition", "player", "players", "marker", "markers", "objects", "region", "list", "name")


@dataclass
class Operator:
    category: str
    name: str
    compile: Callable | None          # None: a filter key, compiled with the whole filter (selectors.py)
    params: dict                      # parameter name (ARG: the operator's own value) -> P
    phrase: dict                      # form -> template; "" is the plain form
    doc: str = ""
    rules: tuple = ()                 # the ids of the rules it implements
    gives: str = ""                   # values: what it gives (GIVES)
    place: str = ""                   # filter keys: where its words go around the noun (adj, noun, post)
    declared: bool = True             # False: registered the old way, parameter names read from the code
    module: str = ""

    @property
    def beside(self) -> bool:
        """Whether its other parameters are written beside the operator (``{stat: NAME, of: SEL}``)
        rather than in the mapping it takes (``{sum: {stat: NAME, of: SEL}}``): when it takes a value."""
        return ARG in self.params

    def arguments(self, node) -> dict:
        """The parameters as written in ``node`` (a mapping holding the operator, or its bare name)."""
        if not isinstance(node, dict):
            return {}
        arg = node.get(self.name)
        if self.beside:
            return {ARG: arg, **{k: v for k, v in node.items() if k != self.name}}
        return arg if isinstance(arg, dict) else {}


OPERATORS: dict = {c: {} for c in CATEGORIES}     # category -> name -> Operator
STEPS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx)
EXPRS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx) -> value
TRIGGERS: dict = {}   # name -> compile(compiler, arg) -> (event kinds, match, self_move)
COSTS: dict = {}      # name -> compile(compiler, arg) -> fn(game, ctx, pay) -> bool
PASSIVES: dict = {}   # name -> compile(compiler, arg, text, support, book) -> Passive or [Passive]
COMPILERS = {"step": STEPS, "value": EXPRS, "trigger": TRIGGERS, "cost": COSTS, "passive": PASSIVES}
SPECS = OPERATORS["step"]   # step name -> its Operator (the compiler checks a step's parameters against it)
PARAMS: dict = {}     # step name -> the names of its parameters (kept for older callers)
StepSpec = Operator


def declare(category: str, name: str, /, phrase: Any = "", doc: str = "", rules: Any = "", gives: str = "",
            place: str = "", **params):
    """Register an operator: ``@declare("step", "gain", phrase=..., doc=..., rules="2.4", what=P(...))``.

    ``_=P(...)`` declares the value the operator itself takes (``win: PLAYER``, ``{count: SEL}``); its
    other parameters are then written beside it.  ``rules`` is a string of rule ids.  With no phrase
    and no parameters (the old way), a step's parameter names are read from its compile function's
    code and not checked for kind or range.
    """
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r} (known: {', '.join(CATEGORIES)})")
    if gives and gives not in GIVES:
        raise ValueError(f"{name}: unknown gives {gives!r} (known: {', '.join(GIVES)})")

    def register(fn):
        declared = bool(params or phrase)
        spec = Operator(category, name, fn, dict(params), phrase if isinstance(phrase, dict) else {"": phrase},
                        doc or _first_line(fn.__doc__ if fn is not None else ""),
                        tuple(rules.replace(",", " ").split()) if isinstance(rules, str) else tuple(rules),
                        gives, place, declared, getattr(fn, "__module__", "") or "")
        if not declared and category == "step" and fn is not None:
            found = re.findall(r'arg(?:\.get\(|\[)"(\w+)"', inspect.getsource(fn))
            spec.params = {k: P("any") for k in dict.fromkeys(found)}
        OPERATORS[category][name] = spec
        if category in COMPILERS:
            COMPILERS[category][name] = fn
        if category == "step":
            PARAMS[name] = set(k for k in spec.params if k != ARG)
        return fn
    return register


def step(name, /, doc: str = "", phrase: Any = "", rules: Any = "", **params):
    """``@step("move", phrase=..., doc=..., what=P("selector", required=True), ...)``: see ``declare``."""
    return declare("step", name, phrase=phrase, doc=doc, rules=rules, **params)


def value(name, /, phrase: Any = "", doc: str = "", rules: Any = "", gives: str = "", **params):
    """A value, condition, player, Expedition or selection: ``@value("count", gives="number", ...)``."""
    return declare("value", name, phrase=phrase, doc=doc, rules=rules, gives=gives, **params)


def trigger(name, /, phrase: Any = "", doc: str = "", rules: Any = "", **params):
    return declare("trigger", name, phrase=phrase, doc=doc, rules=rules, **params)


def cost(name, /, phrase: Any = "", doc: str = "", rules: Any = "", **params):
    return declare("cost", name, phrase=phrase, doc=doc, rules=rules, **params)


def passive(name, /, phrase: Any = "", doc: str = "", rules: Any = "", **params):
    return declare("passive", name, phrase=phrase, doc=doc, rules=rules, **params)


def filter_key(name, place: str, phrase: str, doc: str, rules: Any = "", **params):
    """A key of a filter mapping (``{zone: Reserve, type: Character}``): compiled with the whole
    filter by selectors.py; ``place`` says where its words go around the noun."""
    declare("filter", name, phrase=phrase, doc=doc, rules=rules, place=place, **params)(None)


def expr(name):
    """The old registration of a value, without a declaration (kept for older callers)."""
    return value(name)


def _first_line(text):
    return (text or "").strip().split("\n")[0]


def did_you_mean(word, names) -> str:
    """' (did you mean 'x'?)' for the closest of ``names``, or ''."""
    import difflib
    near = difflib.get_close_matches(str(word), [str(n) for n in names], 1)
    return f" (did you mean '{near[0]}'?)" if near else ""


def unknown(category: str, name, what: str = "") -> str:
    """The message for an operator name nobody declared, with the closest declared one."""
    return f"unknown {what or category} '{name}'{did_you_mean(name, OPERATORS[category])}"


def check_names(category: str, name: str, arg) -> str | None:
    """The first parameter of ``arg`` the operator does not declare, as a message (with the closest
    declared one), or None.  Operators registered the old way, and those taking a value, are not checked."""
    spec = OPERATORS[category].get(name)
    if spec is None or not spec.declared or spec.beside or not isinstance(arg, dict):
        return None
    for key in arg:
        if key not in spec.params and key not in ("rule", "note", "text"):
            return (f"'{name}' has no parameter '{key}' (it takes {', '.join(spec.params) or 'none'})"
                    + did_you_mean(key, spec.params))
    return None


__all__ = ["ARG", "P", "Operator", "OPERATORS", "STEPS", "EXPRS", "TRIGGERS", "COSTS", "PASSIVES", "SPECS",
           "PARAMS", "declare", "step", "value", "trigger", "cost", "passive", "filter_key", "expr"]
