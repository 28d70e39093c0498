"""The registries of the effect model's operators: STEPS (changes to the game), EXPRS (values,
conditions, players, markers) and each step's declared parameters (SPECS).

The modules of steps and values fill them when imported (``@step``, ``@expr``); the compiler, ``check``
and ``altered explain`` read them.  Here, below all of those, so that none imports the compiler.
"""
from __future__ import annotations

import inspect
import re
from dataclasses import dataclass

from .params import ARG, P

STEPS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx)
EXPRS: dict = {}      # name -> compile(compiler, arg, node) -> fn(ctx) -> value
SPECS: dict = {}      # step name -> StepSpec: its declared parameters and meaning (the one registry)
PARAMS: dict = {}     # step name -> the names of its parameters (kept for older callers)


@dataclass
class StepSpec:
    name: str
    params: dict                 # parameter name (or ARG for a one-value step) -> P
    doc: str = ""
    declared: bool = True        # False: registered the old way, parameter names read from the code


def step(name, /, doc: str = "", **params):
    """Register a step and declare its parameters: ``@step("move", doc=..., what=P("selector", required=True))``.

    ``_=P(...)`` declares a step whose argument is one value (``win: PLAYER``).  Registering the
    old way, ``@step("name")`` with no parameters, still works: their names are then read from
    the compile function's code, and they are not checked for kind or range.
    """
    def register(fn):
        STEPS[name] = fn
        if params:
            spec = StepSpec(name, dict(params), doc or _first_line(fn.__doc__))
        else:
            found = re.findall(r'arg(?:\.get\(|\[)"(\w+)"', inspect.getsource(fn))
            spec = StepSpec(name, {k: P("any") for k in dict.fromkeys(found)}, doc or _first_line(fn.__doc__), False)
        SPECS[name] = spec
        PARAMS[name] = set(k for k in spec.params if k != ARG)
        return fn
    return register


def _first_line(text):
    return (text or "").strip().split("\n")[0]


def expr(name):
    def register(fn):
        EXPRS[name] = fn
        return fn
    return register
