"""The phrase templates of the operator declarations (registry.py), read once into parts: text, a
reference to a parameter (``Ref``), or alternatives.  The language is described in gloss.py, which
renders them."""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Ref:
    path: tuple
    mode: str = ""          # "", ":" form, "/" separator, "?" written, "=" equals
    arg: str = ""


_TOKENS = re.compile(r"\{\{|\}\}|\{\[\}|\{\]\}|\{[^{}]*\}|\[|\]|\||[^\[\]{}|]+")
_REF = re.compile(r"([\w]+(?:\.\w+)*)(?:(:)(\w+)|(/)(.*)|(\?)|(=)(.*)|(<)(-?\d+))?", re.S)
_parsed: dict = {}


def parse(template: str) -> list:
    """A template as a list of parts: text, Ref, or a list of alternatives (each a list of parts)."""
    if template not in _parsed:
        tokens = _TOKENS.findall(template)
        if "".join(tokens) != template:
            raise ValueError(f"cannot read the phrase {template!r}")
        parts, rest = _sequence(tokens, 0, top=True)
        _parsed[template] = parts
    return _parsed[template]


def _sequence(tokens, i, top=False):
    parts, alts = [], []
    while i < len(tokens):
        t = tokens[i]
        if t in ("{{", "}}"):
            parts.append(t[0])
        elif t in ("{[}", "{]}"):
            parts.append(t[1])
        elif t.startswith("{"):
            m = _REF.fullmatch(t[1:-1])
            if m is None:
                raise ValueError(f"cannot read {t!r} in a phrase")
            path = tuple(m.group(1).split("."))
            if m.group(2):
                parts.append(Ref(path, ":", m.group(3)))
            elif m.group(4):
                parts.append(Ref(path, "/", m.group(5)))
            elif m.group(6):
                parts.append(Ref(path, "?"))
            elif m.group(7):
                parts.append(Ref(path, "=", m.group(8)))
            elif m.group(9):
                parts.append(Ref(path, "<", m.group(10)))
            else:
                parts.append(Ref(path))
        elif t == "[":
            inner, i = _sequence(tokens, i + 1)
            parts.append(inner)
            continue
        elif t == "]":
            if top:
                raise ValueError("a ']' closes nothing in a phrase")
            return alts + [parts], i + 1
        elif t == "|" and not top:
            alts.append(parts)
            parts = []
        else:
            parts.append(t)
        i += 1
    if not top:
        raise ValueError("a '[' is not closed in a phrase")
    return parts, i


def refs(template: str) -> list:
    """Every Ref of a template, alternatives included (for the test that phrases name declared parameters)."""
    out = []

    def walk(parts):
        for p in parts:
            if isinstance(p, Ref):
                out.append(p)
            elif isinstance(p, list):
                for alt in p:
                    walk(alt)
    walk(parse(template))
    return out
