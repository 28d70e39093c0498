"""The ``say:`` notation of the phrasebook: the words of a phrase with its typed slots.

::

    gain {n:amount} {what:counter} (per {per:per})?
    (the)? first player
    {first:status+}                   a list: "A, B or C", "A and B"

- a word is matched whole and in any case; a verb the phrasebook declares (``verbs:``) matches every
  form it lists ("gain" matches "gains");
- ``{name:kind}`` is a slot: a category of the phrasebook or a class of words of the vocabulary;
  ``{name:kind+}`` a list of them joined by commas, "and" or "or"; ``{name:kind*}`` any number of
  them one after the other;
- ``( ... )?`` is optional, ``( a | b )`` one of several wordings (the first is the one rendered);
  ``( ... )?:name`` and ``( a | b ):name`` make ``$name`` say whether it was read, or which wording;
- marks and symbols are written as printed: ``—`` ``,`` ``.`` ``:`` ``•`` ``"`` ``[`` ``]``
  ``[[`` ``]]`` ``{J}`` ``{T}``; an apostrophe ending ('s, 'm, 're) is a word of its own, so
  "I'm" is "I" then "'m".

:func:`parse_say` turns the notation into parts (:class:`Word`, :class:`Slot`, :class:`Group`); the
grammar builder (``grammar.py``) and the renderer (``render.py``) both read those parts.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...loading.errors import DesignError


@dataclass(frozen=True)
class Word:
    text: str                      # as written in the phrase (its case is the rendered one)


@dataclass(frozen=True)
class Slot:
    name: str
    kind: str
    many: bool = False             # {x:kind+}: a list joined by commas, "and" or "or"
    repeat: bool = False           # {x:kind*}: any number of them, one after the other


@dataclass
class Group:
    """``( a | b )`` or ``( a )?``: ``choices`` are sequences of parts."""
    choices: list
    optional: bool = False
    index: int = 0                 # its number in the phrase (names its grammar rule)
    name: str | None = None        # (...)?:x or (a | b):x — $x says whether it was read, or which wording


@dataclass
class Say:
    text: str
    parts: list = field(default_factory=list)

    def slots(self) -> list[Slot]:
        """Every slot, in the order of the text."""
        out: list[Slot] = []

        def walk(parts):
            for p in parts:
                if isinstance(p, Slot):
                    out.append(p)
                elif isinstance(p, Group):
                    for c in p.choices:
                        walk(c)
        walk(self.parts)
        return out

    def groups(self) -> list[Group]:
        out: list[Group] = []

        def walk(parts):
            for p in parts:
                if isinstance(p, Group):
                    out.append(p)
                    for c in p.choices:
                        walk(c)
        walk(self.parts)
        return out


_TOKEN = re.compile(r"""
    (?P<slot>\{[a-z_][a-z0-9_]*:[a-z_][a-z0-9_]*[+*]?\})  # {name:kind}
  | (?P<symbol>\{[^}]*\})                                 # {J} {T} {V}: printed symbols
  | (?P<open>\()
  | (?P<close>\)\??(?::[a-z_][a-z0-9_]*)?)
  | (?P<bar>\|)
  | (?P<mark>\[\[|\]\]|[\[\],.:;•"—+/-])
  | (?P<word>[^\s\[\](){}|,.:;•"—+/]+)
""", re.X)

_ENDINGS = re.compile(r"^(.+?)('s|'m|'re|'ll|'ve|')$", re.I)


def words_of(text: str) -> list[str]:
    """A word as the lexer sees it: an apostrophe ending is a word of its own ("I'm": I, 'm),
    except n't, which stays with its verb ("can't")."""
    if text.lower().endswith("n't"):
        return [text]
    m = _ENDINGS.match(text)
    return [m.group(1), m.group(2)] if m else [text]


def parse_say(text: str, where: str = "") -> Say:
    """The parts of a ``say:`` text (a DesignError names ``where`` on a mistake)."""
    say = Say(text)
    stack: list[tuple[list, list]] = []        # (choices of the open group, the parts before it)
    current: list = say.parts
    count = 0
    pos = 0
    while pos < len(text):
        if text[pos].isspace():
            pos += 1
            continue
        m = _TOKEN.match(text, pos)
        if not m:
            raise DesignError(f"{where}: cannot read {text[pos:pos + 10]!r} in say: {text!r}")
        pos = m.end()
        kind, value = m.lastgroup, m.group()
        if kind == "slot":
            name, _, k = value[1:-1].partition(":")
            current.append(Slot(name, k.rstrip("+*"), k.endswith("+"), k.endswith("*")))
        elif kind == "symbol" or kind == "mark":
            current.append(Word(value))
        elif kind == "word":
            current.extend(Word(w) for w in words_of(value))
        elif kind == "open":
            choices: list = [[]]
            stack.append((choices, current))
            current = choices[0]
        elif kind == "bar":
            if not stack:
                raise DesignError(f"{where}: '|' outside ( ) in say: {text!r}")
            choices = stack[-1][0]
            choices.append([])
            current = choices[-1]
        elif kind == "close":
            if not stack:
                raise DesignError(f"{where}: ')' without '(' in say: {text!r}")
            choices, outer = stack.pop()
            count += 1
            close, _, gname = value.partition(":")
            outer.append(Group(choices, optional=close.endswith("?"), index=count, name=gname or None))
            current = outer
    if stack:
        raise DesignError(f"{where}: '(' without ')' in say: {text!r}")
    names = [s.name for s in say.slots()]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup and not _exclusive(say, dup):
        raise DesignError(f"{where}: slot {dup[0]!r} named twice in say: {text!r}")
    return say


def _exclusive(say: Say, names) -> bool:
    """A slot name may repeat only in different wordings of one group (``({x:a} | {x:b})``)."""
    for g in say.groups():
        if len(g.choices) > 1:
            per = [{s.name for s in Say("", c).slots()} for c in g.choices]
            if all(set(names) <= p or not (set(names) & p) for p in per):
                return True
    return False
