"""Compile effect-model data into Python closures.

Three registries hold every operator: STEPS (changes to the game), EXPRS
(values, conditions, players, markers) and selector filter keys.  The
compiler, ``altered explain`` and error suggestions all read them.
"""
from __future__ import annotations

import difflib
import inspect
import re

from ..errors import DesignError

STEPS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx)
EXPRS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx) -> value
PARAMS: dict = {}     # step name -> the parameter names its compile function reads
META_KEYS = ("rule", "note", "as", "text")


def step(name):
    """Register a step; the parameters it accepts are read from its own code, so they cannot drift."""
    def register(fn):
        STEPS[name] = fn
        PARAMS[name] = set(re.findall(r'arg(?:\.get\(|\[)"(\w+)"', inspect.getsource(fn)))
        return fn
    return register


def expr(name):
    def register(fn):
        EXPRS[name] = fn
        return fn
    return register


def _where(node, default_file=None):
    pos = getattr(node, "pos", (None, None))
    return getattr(node, "file", default_file), pos[0], pos[1]


class Compiler:
    """Turns data into closures; knows the rulebook's names to check them early."""

    def __init__(self, book, file=None):
        self.book = book
        self.file = file
        self.values = {}      # named values, late bound: name -> (params, fn)
        self.actions = {}     # keyword actions, late bound: name -> (defaults, fn)

    # -- errors --------------------------------------------------------------
    def error(self, node, message, choices=(), word=None):
        file, line, col = _where(node, self.file)
        if choices:
            if word is None:
                word = message.split("'")[1] if "'" in message else ""
            near = difflib.get_close_matches(str(word), list(choices), 1)
            if near:
                message += f" (did you mean '{near[0]}'?)"
        raise DesignError(message, file or self.file, line, col)

    def check_name(self, node, name, kind, known):
        if name not in known:
            self.error(node, f"unknown {kind} '{name}'", known)
        return name

    # -- effects -------------------------------------------------------------
    def effect(self, node):
        """A list of steps (or one step) -> fn(ctx)."""
        if node is None:
            return _nothing
        steps = [self.step(s) for s in (node if isinstance(node, list) else [node])]
        if len(steps) == 1:
            return steps[0]

        def run(ctx):
            game = ctx.game
            for s in steps:
                if game.over:
                    return
                s(ctx)
                if game._later_in_step:      # 6.2.e: steps added by a declined modifier come next
                    game.run_added_steps()
                if game.pending_events:      # 6.3.g: a reaction-activating step after each step
                    game.flush_events()
        return run

    def step(self, node):
        if not isinstance(node, dict):
            self.error(node, f"a step must be a mapping with one operator, got {node!r}")
        if "if" in node:
            return STEPS["if"](self, node, node)
        ops = [k for k in node if k not in META_KEYS]
        if len(ops) != 1:
            self.error(node, f"a step needs exactly one operator, got {ops or 'none'}", STEPS)
        op = ops[0]
        if op not in STEPS:
            self.error(node, f"unknown step '{op}'", STEPS)
        arg = node[op]
        if isinstance(arg, dict) and PARAMS.get(op):
            for key in arg:
                if key not in PARAMS[op] and key not in META_KEYS:
                    self.error(arg, f"'{op}' has no parameter '{key}' (it takes {', '.join(sorted(PARAMS[op]))})",
                               PARAMS[op], word=key)
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

        def with_rule(ctx):
            game = ctx.game
            saved, game.rule = game.rule, str(rule)
            try:
                fn(ctx)
            finally:
                game.rule = saved
        return with_rule

    # -- expressions ---------------------------------------------------------
    def expr(self, node):
        """Values, conditions, players and markers share one namespace."""
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
            from .selectors import FILTER_KEYS
            if any(k in FILTER_KEYS and k not in EXPRS for k in node):
                return self.selector(node)   # {type: Character, not: self}: a filter, whatever else it holds
            # the operator is the one key naming a value; the other keys are its parameters
            ops = [k for k in node if k in EXPRS]
            if len(ops) == 1:
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

    def selector(self, node):
        from .selectors import compile_selector
        return compile_selector(self, node)


def _nothing(ctx):
    return None


# Register the operators.
from . import steps as _steps, card_steps as _card_steps, values as _values, selectors as _selectors  # noqa: E402,F401
from . import more_steps as _more_steps, more_values as _more_values  # noqa: E402,F401
