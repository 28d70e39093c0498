"""The one registry of the effect model's operators: every step, value (number, condition, player,
Expedition, selection), filter key, trigger, cost, passive and keyword mechanic is declared here once,
with its name, its parameters, its compile function, an English phrase, a documentation line and the
rule ids it implements.

The modules of operators (``OPERATOR_MODULES``) fill it when ``load_operators`` imports them
(``@step``, ``@value``, ``@trigger``, ``@cost``, ``@passive``, ``@mechanic``: the one ``declare``), and a
name is declared once: a second declaration of it fails at import.  The compiler reads the compile
functions and the inline sources (inline.py), the gloss of ``altered explain`` the phrases (gloss.py),
``rules_yaml/effect-model.md`` everything (effect_model.py), and the "did you mean" of a misspelt operator
or parameter the names.  Here, below all of those, so that none imports the compiler.

A phrase is a small template over the parameters (see gloss.py): ``"{what} gain{what:s} {status}"``;
a mapping of forms gives the words a value takes where the sentence needs another form
(``{"": "me", "subject": "I"}``).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

from .params import ARG, P

CATEGORIES = ("step", "value", "filter", "trigger", "cost", "passive", "keyword")

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
    gives: str = ""                   # values: what it gives (GIVES); triggers: what they bind to ``it``
    place: str = ""                   # filter keys: where its words go around the noun (adj, noun, post)
    inline: Any = None                # values: the Python source of what its closure does (inline.py), or None
    module: str = ""
    paid_by: str = ""                 # costs: the one step that may pay it ("pay_costs"), or "" (any cost)
    can_fail: bool = False            # steps: not done on some objects by what they are (see ``declare``)

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
COSTS: dict = {}      # name -> compile(compiler, arg, node) -> fn(game, ctx, pay) -> bool
PASSIVES: dict = {}   # name -> compile(compiler, arg, text, support, book) -> Passive or [Passive]
COMPILERS = {"step": STEPS, "value": EXPRS, "trigger": TRIGGERS, "cost": COSTS, "passive": PASSIVES}
SPECS = OPERATORS["step"]   # step name -> its Operator (the compiler checks a step's parameters against it)

# Every module that declares operators.  Named, not imported: the ability operators (triggers, costs,
# passives) live above this module, and the tables are filled only when ``load_operators`` is called.
OPERATOR_MODULES = tuple(f"altered.{name}" for name in (
    "effects.selectors", "effects.expeditions", "effects.zones", "effects.characteristics", "effects.players",
    "effects.choices", "effects.numbers", "effects.logic", "effects.regions",
    "effects.abilities.triggers", "effects.abilities.costs", "effects.abilities.passives", "effects.abilities.permissions", "effects.abilities.keywords",
))
_loaded = False


def load_operators() -> dict:
    """Import every module of ``OPERATOR_MODULES`` (once) and give the filled registry: called where the
    tables are first read (the compiler, the card-text language, the gloss and its reader, the notes)."""
    global _loaded
    if not _loaded:
        _loaded = True             # before the imports: a module imported here may call it again
        for module in OPERATOR_MODULES:
            importlib.import_module(module)
    return OPERATORS


class DeclaredTwice(Exception):
    """A second declaration of an operator name: a mistake in the code, found when its module is imported."""


def declare(category: str, name: str, /, phrase: Any = "", doc: str = "", rules: Any = "", gives: str = "",
            place: str = "", inline: Any = None, paid_by: str = "", can_fail: bool = False, **params):
    """Register an operator: ``@declare("step", "gain", phrase=..., doc=..., rules="2.4", what=P(...))``.

    ``_=P(...)`` declares the value the operator itself takes (``win: PLAYER``, ``{count: SEL}``); its
    other parameters are then written beside it.  ``rules`` is a string of rule ids.  ``inline``: a
    value's Python source, for writing out an expression as one function (inline.py): a formula of
    ``{ctx}`` and ``{arg}`` (``{0}``, ``{1}``: the two items of an ``[A, B]`` argument), or a function
    ``(writer, arg, node, ctx) -> source or None``.  ``paid_by``: a cost paid by that step alone ("pay_costs":
    an optional cost of an effect, "You may ... to ..."), not in a quick action's cost.  ``can_fail``: a step
    not done on some objects by what they are, whatever the effect says (a status gained by one that has it,
    7.3.13.b, 7.3.18.b, 2.4.1.f; control taken of one its taker controls, v5.0 7.3.40.d): a verb's own choice
    of them offers only those it can act on (6.1.g).  A name already declared in the category is refused.
    """
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r} (known: {', '.join(CATEGORIES)})")
    if gives and gives not in GIVES:
        raise ValueError(f"{name}: unknown gives {gives!r} (known: {', '.join(GIVES)})")
    if inline is not None and category != "value":
        raise ValueError(f"{name}: only a value is written out inline, not a {category}")
    if paid_by and category != "cost":
        raise ValueError(f"{name}: only a cost is paid by one step alone, not a {category}")
    if can_fail and category != "step":
        raise ValueError(f"{name}: only a step can fail on some objects, not a {category}")

    def register(fn):
        module = getattr(fn, "__module__", "") or ""
        first = OPERATORS[category].get(name)
        if first is not None:
            where = " and ".join(dict.fromkeys(m for m in (first.module, module) if m))
            raise DeclaredTwice(f"{category} '{name}' is declared twice{f' (in {where})' if where else ''}: "
                                "each operator name is declared once")
        OPERATORS[category][name] = Operator(
            category, name, fn, dict(params), phrase if isinstance(phrase, dict) else {"": phrase},
            doc or _first_line(fn.__doc__ if fn is not None else ""),
            tuple(rules.replace(",", " ").split()) if isinstance(rules, str) else tuple(rules),
            gives, place, inline, module, paid_by, can_fail)
        if category in COMPILERS:
            COMPILERS[category][name] = fn
        return fn
    return register


def step(name, /, doc: str = "", phrase: Any = "", rules: Any = "", can_fail: Any = False, **params):
    """``@step("move", phrase=..., doc=..., what=P("selector", required=True), ...)``: see ``declare``."""
    return declare("step", name, phrase=phrase, doc=doc, rules=rules, can_fail=can_fail, **params)


def value(name, /, phrase: Any = "", doc: str = "", rules: Any = "", gives: str = "", inline: Any = None,
          **params):
    """A value, condition, player, Expedition or selection: ``@value("count", gives="number", ...)``."""
    return declare("value", name, phrase=phrase, doc=doc, rules=rules, gives=gives, inline=inline, **params)


def trigger(name, /, phrase: Any = "", doc: str = "", rules: Any = "", gives: str = "", **params):
    """A trigger; ``gives``: what its match binds to ``it`` (6.3.h), the object or Expedition the event is
    about ("objects", "marker"), or "" when it is about none (a draw, a roll): "it" in the effect then names
    nothing of the trigger's."""
    return declare("trigger", name, phrase=phrase, doc=doc, rules=rules, gives=gives, **params)


def cost(name, /, phrase: Any = "", doc: str = "", rules: Any = "", paid_by: str = "", **params):
    """A cost; ``paid_by``: the step that alone may pay it (see ``declare``)."""
    return declare("cost", name, phrase=phrase, doc=doc, rules=rules, paid_by=paid_by, **params)


def passive(name, /, phrase: Any = "", doc: str = "", rules: Any = "", **params):
    return declare("passive", name, phrase=phrase, doc=doc, rules=rules, **params)


def filter_key(name, place: str, phrase: str, doc: str, rules: Any = "", **params):
    """A key of a filter mapping (``{zone: Reserve, type: Character}``): compiled with the whole
    filter by selectors.py; ``place`` says where its words go around the noun."""
    declare("filter", name, phrase=phrase, doc=doc, rules=rules, place=place, **params)(None)


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


__all__ = ["ARG", "P", "Operator", "OPERATORS", "STEPS", "EXPRS", "TRIGGERS", "COSTS", "PASSIVES", "SPECS",
           "OPERATOR_MODULES", "DeclaredTwice", "load_operators", "declare", "step", "value", "trigger", "cost",
           "passive", "filter_key"]
