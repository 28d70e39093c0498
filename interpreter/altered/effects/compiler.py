"""Compile effect-model data into Python closures.

Every operator is declared once in registry.py (its parameters, compile function, phrase, doc line
and rule ids); the compiler reads the compile functions of STEPS (changes to the game) and EXPRS
(values, conditions, players, markers) and the declared filter keys, and checks what is written
against the declared parameters.  An expression whose operators have templates is then written out
as one Python function (inline.py).
"""
from __future__ import annotations

import difflib
import functools

from ..loading.errors import DesignError, raise_all
from . import gloss
from .bound import BINDS, unset_reads
from .changes import asked, binds, recording, tests_of
from .context import Payable
from .inline import root, write
from .params import ARG, P
from .registry import EXPRS, OPERATORS, SPECS, STEPS, load_operators
from .running import UnlessImpossible, in_order, with_rule
from .selectors import FILTER_KEYS, compile_selector, read_as_played

META_KEYS = ("rule", "note", "as", "text")


def known_list(names) -> str:
    """' (known: a, b, c)' for a short list of names; long lists only get the did-you-mean."""
    names = [str(n) for n in names]
    return f" (known: {', '.join(names)})" if 0 < len(names) <= 80 else ""


def _where(node, default_file=None):
    pos = getattr(node, "pos", (None, None))
    return getattr(node, "file", default_file), pos[0], pos[1]


class Compiler:
    """Turns data into closures; knows the rulebook's names to check them early."""

    def __init__(self, book, file=None, write_expressions=True):
        load_operators()
        self.book = book
        self.file = file
        self.values = {}      # named values, late bound: name -> (params, fn)
        self._within = []     # the mappings and lists being compiled: a mistake in a plain value is shown at them
        self.failed_at = None   # the innermost of them an unexpected Python error came from
        self.actions = {}     # keyword actions, late bound: name -> (defaults, fn)
        self.in_step = 0      # how many steps are being compiled around the current node
        self.printed = False  # compiling a card's printed abilities (not a rule's or a keyword's steps)
        self.replacing = None  # the action whose replacement (6.2, "... instead") is being compiled
        self.divisions = 0    # divisions compiled so far: a step holding one may not happen (1.1.6.c)
        self.writing = not write_expressions   # inside an expression being written out as one function (inline.py),
                                               # or told to keep every expression a tree of closures
        self.as_played = False  # compiling a Reaction to another card played: its conditions read it as played
        self.asked = frozenset()   # the names the program asks what was done to (changes.py): its steps record it

    # -- errors --------------------------------------------------------------
    def error(self, node, message, choices=(), word=None):
        file, line, col = _where(node, self.file)
        if line is None and self._within:
            file, line, col = _where(self._within[-1], self.file)
        if choices:
            if word is None:
                word = message.split("'")[1] if "'" in message else ""
            near = difflib.get_close_matches(str(word), list(choices), 1)
            if near:
                message += f" (did you mean '{near[0]}'?)"
        raise DesignError(message, file or self.file, line, col)

    def error_at(self, node, key, message, choices=(), word=None, at_key=False):
        """An error about ``node[key]``, at the file and place its value (or, ``at_key``, the key itself)
        was written: a variant's, maybe."""
        file = (getattr(node, "key_file", None) or {}).get(key) or getattr(node, "file", None) or self.file
        places = (at_key and getattr(node, "key_at", None)) or getattr(node, "key_pos", None) or {}
        line, col = places.get(key, getattr(node, "pos", (None, None)))
        if line is None and self._within:
            file, line, col = _where(self._within[-1], self.file)
        if choices:
            near = difflib.get_close_matches(str(word if word is not None else node.get(key)), list(choices), 1)
            if near:
                message += f" (did you mean '{near[0]}'?)"
        raise DesignError(message, file, line, col)

    def check_params(self, op, spec, node, arg):
        """The parameters written against those the step declares: names, presence, kinds and ranges."""
        if ARG in spec.params:
            self.check_value(op, ARG, spec.params[ARG], node, op)
            return
        if not spec.params:
            return
        if not isinstance(arg, dict):
            self.error_at(node, op, f"'{op}' takes a mapping of parameters ({', '.join(spec.params)}), got {arg!r}")
        for key in arg:
            if key not in spec.params and key not in META_KEYS:
                self.error_at(arg, key, f"'{op}' has no parameter '{key}' (it takes {', '.join(spec.params)})",
                              spec.params, word=key, at_key=True)
        for key, param in spec.params.items():
            if key in arg:
                self.check_value(op, key, param, arg, key)
            elif param.required:
                self.error_at(node, op, f"'{op}' needs '{key}' ({param.written()})")

    def check_keys(self, category, op, arg):
        """The keys of an operator's mapping (a trigger's, cost's, passive's or value's) against the parameters
        it declares: a misspelt one is an error at its key, with the closest declared name."""
        spec = OPERATORS[category].get(op)
        if spec is None or spec.beside or not isinstance(arg, dict):
            return
        for key in arg:
            if key not in spec.params and key not in META_KEYS:
                self.error_at(arg, key, f"'{op}' has no parameter '{key}' (it takes {', '.join(spec.params)})",
                              spec.params, word=key, at_key=True)

    def check_value(self, op, name, param, node, key):
        found = param.problem(node[key], self.book, EXPRS)
        if found:
            what, known = found
            label = f"'{op}'" if name == ARG else f"'{name}' of '{op}'"
            if what.startswith("unknown"):
                self.error_at(node, key, f"{what} in {label}{known_list(known)}", known, word=node[key])
            self.error_at(node, key, f"{label} must be {what}")

    def number(self, node, key, what, min=None):
        """``node[key]`` (a mapping's value or a list's item) compiled as a value that is a number: written
        as a literal, it must be a whole number (>= ``min``), not a text, a fraction or null."""
        value = node[key]
        found = P("number", min=min).problem(value, self.book, EXPRS)
        if found:
            if isinstance(node, list):
                file = (getattr(node, "item_file", None) or {}).get(key) or getattr(node, "file", None) or self.file
                items = getattr(node, "item_pos", None)
                line, col = items[key] if items and key < len(items) else getattr(node, "pos", (None, None))
                raise DesignError(f"{what} must be {found[0]}", file, line, col)
            self.error_at(node, key, f"{what} must be {found[0]}")
        return self.expr(value)

    def check_name(self, node, name, kind, known):
        if not isinstance(name, str):
            self.error(node, f"expected a {kind} name, got {name!r}{known_list(known)}")
        if name not in known:
            self.error(node, f"unknown {kind} '{name}'{known_list(known)}", known, word=name)
        return name

    # -- effects -------------------------------------------------------------
    def effect(self, node):
        """A list of steps (or one step) -> fn(ctx). A whole program (not a step's body) reading a name where
        a loop or branch before it may have left it unset is refused here, before any game (effects/bound.py)."""
        if self.in_step == 0:
            for name, how, at in unset_reads(node if isinstance(node, list) else [node])[:1]:
                where = {"loop": "only in the turns of a loop before it (each turn its own)",
                         "branch": "only in a branch before it (a 'may', an 'if' or a mode not taken leaves it unset)",
                         "tested": "by each player in turn before it, and tests them as if one",
                         "declined": "only in a 'may' declined where it is read (never set there, 6.5.c)"}[how]
                fix = "bind it before the 'may'" if how == "declined" else "do the step inside that loop or branch"
                self.error(at, f"this step reads '{name}', bound {where}: {fix}")
            outer, self.asked = self.asked, asked(node)
            try:
                return self._inside(node, self._effect)
            finally:
                self.asked = outer
        return self._inside(node, self._effect)

    def _effect(self, node):
        if node is None:
            return _nothing
        steps, errors = [], []
        for s in (node if isinstance(node, list) else [node]):
            try:                               # every mistaken step of a list is reported, not only the first
                steps.append(self.step(s))
            except DesignError as e:
                errors.append(e)
        raise_all(errors)
        if len(steps) == 1:
            return steps[0]
        cans = [getattr(s, "can_pay", None) for s in steps]
        if steps and all(cans):        # each step tells whether it can be done ([Augment]'s: a counter to choose,
            before: list = [set()]     # and one more of it to gain, 7.3.4.a): so do they all, asked before any is
            for s in node[:-1]:        # done, a name a step before binds not known yet (chosen later)
                before.append(before[-1] | self._binds(s, set()))
            return Payable(in_order(steps), functools.partial(_each_can, tuple(zip(cans, before))))
        return in_order(steps)

    def _binds(self, node, seen: set) -> set:
        """The names ``node`` binds, at any depth, and those of the keyword actions it does (what [Resupply]
        put in Reserve, ``resupplied``)."""
        out: set = set()
        if isinstance(node, list):
            for n in node:
                out |= self._binds(n, seen)
        elif isinstance(node, dict):
            for key, value in node.items():
                if key in BINDS and isinstance(value, str):
                    out.add(value)
                elif key == "do" and isinstance(value, (str, dict)):
                    for name in [value] if isinstance(value, str) else list(value):
                        spec = self.book.docs["keywords"].get("actions", {}).get(name)
                        if isinstance(spec, dict) and name not in seen:
                            out |= self._binds(spec.get("effect"), seen | {name})
                    out |= self._binds(value, seen)
                else:
                    out |= self._binds(value, seen)
        return out

    def step(self, node):
        self.in_step += 1
        divisions = self.divisions
        try:
            fn = self._inside(node, self._step)
        finally:
            self.in_step -= 1
        fn = fn if self.divisions == divisions else _unless_impossible(fn, node)
        if not self.asked:
            return fn
        tests, forgets = tests_of(self, node, fn, self.asked), [n for n in binds(node) if n in self.asked]
        return recording(fn, tests, forgets) if tests or forgets else fn

    def quiet_step(self, node):
        """``node`` compiled as a step that records nothing (a copy asked only what it can act on)."""
        outer, self.asked = self.asked, frozenset()
        try:
            return self.step(node)
        finally:
            self.asked = outer

    def _inside(self, node, compile_):
        """Compile ``node``, remembering where it is for the errors of the plain values in it."""
        if not hasattr(node, "pos"):
            return compile_(node)
        self._within.append(node)
        try:
            return compile_(node)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError):
            if self.failed_at is None:       # the innermost part that could not be read
                self.failed_at = node
            raise
        finally:
            self._within.pop()

    def _step(self, node):
        if not isinstance(node, dict):
            self.error(node, f"a step must be a mapping with one operator, got {node!r}")
        if "if" in node:
            return STEPS["if"](self, node, node)
        ops = [k for k in node if k not in META_KEYS]
        if len(ops) != 1:
            self.error(node, f"a step needs exactly one operator, got {ops or 'none'}", STEPS)
        op = ops[0]
        if op not in STEPS:
            self.error(node, f"unknown step '{op}'{known_list(STEPS)}", STEPS, word=op)
        arg = node[op]
        self.check_params(op, SPECS[op], node, arg)
        try:
            fn = STEPS[op](self, arg, node)
        except DesignError:
            raise
        except KeyError as e:
            self.error(node, f"'{op}' needs '{e.args[0]}'")
        except (TypeError, AttributeError, ValueError) as e:
            self.error(node, f"cannot read this '{op}' step: {e}")
        rule = node.get("rule") or (node[op].get("rule") if isinstance(node[op], dict) else None)
        if rule is None:
            return fn
        return with_rule(fn, str(rule))

    # -- expressions ---------------------------------------------------------
    @staticmethod
    def _a_condition(node) -> bool:
        ops = [k for k in node if k in EXPRS] if isinstance(node, dict) else ()
        return len(ops) == 1 and OPERATORS["value"][ops[0]].gives == "condition"

    def expr(self, node):
        """Values, conditions, players and markers share one namespace."""
        if self.as_played and self._a_condition(node):   # a Reaction to another card played: a condition
            self.as_played = False                        # reads it as played (2.1.h); its parts are read inside it
            try:
                return read_as_played(self.expr(node))
            finally:
                self.as_played = True
        if self.writing or root(node) is None:
            return self._inside(node, self._expr)
        self.writing = True           # its parts are not written on their own: the whole is, once
        try:
            fn = self._inside(node, self._expr)     # the closures first: the expression's mistakes are found there
            return write(self, node) or fn
        finally:
            self.writing = False

    def _expr(self, node):
        if isinstance(node, bool) or isinstance(node, int):
            return lambda ctx, v=node: v
        if isinstance(node, str):
            if node in EXPRS:
                return EXPRS[node](self, None, node)
            return lambda ctx, v=node: v
        if isinstance(node, list):
            parts = [self.expr(n) for n in node]
            return lambda ctx: [p(ctx) for p in parts]
        if isinstance(node, dict):
            if any(k in FILTER_KEYS and k not in EXPRS for k in node):
                return self.selector(node)   # {type: Character, not: self}: a filter, whatever else it holds
            # the operator is the one key naming a value; the other keys are its parameters
            ops = [k for k in node if k in EXPRS]
            if len(ops) == 1:
                self.check_keys("value", ops[0], node[ops[0]])
                try:
                    return EXPRS[ops[0]](self, node[ops[0]], node)
                except DesignError:
                    raise
                except KeyError as e:
                    self.error(node, f"'{ops[0]}' needs '{e.args[0]}'")
                except (TypeError, AttributeError, ValueError) as e:
                    self.error(node, f"cannot read this '{ops[0]}' value: {e}")
            if len(ops) > 1:
                self.error(node, f"a value needs one operator, got {ops}")
            if len(node) == 1 and next(iter(node)) not in FILTER_KEYS:
                self.error(node, f"unknown value '{next(iter(node))}'", list(EXPRS))
            return self.selector(node)       # a filter mapping used as a value: the objects it selects
        self.error(node, f"cannot read {node!r} as a value")

    def said(self, node) -> str | None:
        """A printed condition in words, for the account to say when it is not met; None for a rule's own."""
        return gloss.value(node) if self.printed else None

    def selector(self, node):
        return self._inside(node, lambda n: compile_selector(self, n))


def _each_can(pairs, ctx) -> bool:
    """Whether every step of a list can be done (each its ``can_pay``), each asked with the names the steps before
    it bind unknown (``Compiler._effect``)."""
    for can, hidden in pairs:
        inner = ctx
        if hidden and not hidden.isdisjoint(ctx.vars):
            inner = ctx.child()
            for name in hidden:
                inner.vars.pop(name, None)
        if not can(inner):
            return False
    return True


def _nothing(ctx):
    return None


def _unless_impossible(fn, node):
    """A step that divides: when it would divide by zero it does not happen, the rest goes on (1.1.6.c)."""
    op = next((k for k in node if k not in META_KEYS), None) if isinstance(node, dict) else None
    return UnlessImpossible(fn, op)

