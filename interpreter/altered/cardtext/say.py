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

from ..loading.errors import DesignError


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


_PARSER = None


def _say_parser():
    """The notation's own grammar (grammar/say.lark), built once."""
    global _PARSER
    if _PARSER is None:
        from lark import Lark
        from ..loading.paths import GRAMMAR_DIR
        _PARSER = Lark((GRAMMAR_DIR / "say.lark").read_text(encoding="utf-8"), parser="lalr",
                       propagate_positions=True)
    return _PARSER


_ENDINGS = re.compile(r"^(.+?)('s|'m|'re|'ll|'ve|')$", re.I)


def words_of(text: str) -> list[str]:
    """A word as the lexer sees it: an apostrophe ending is a word of its own ("I'm": I, 'm),
    except n't, which stays with its verb ("can't")."""
    if text.lower().endswith("n't"):
        return [text]
    m = _ENDINGS.match(text)
    return [m.group(1), m.group(2)] if m else [text]


def parse_say(text: str, where: str = "") -> Say:
    """The parts of a ``say:`` text (a DesignError names ``where`` and the column on a mistake)."""
    from lark import Token, Tree
    from lark.exceptions import UnexpectedInput
    try:
        tree = _say_parser().parse(text)
    except UnexpectedInput as e:
        column = getattr(e, "column", "?")
        raise DesignError(f"{where}: cannot read say: {text!r} at column {column} (slots are {{name:kind}}, "
                          f"options ( ... )?, wordings ( a | b ))") from None
    say = Say(text)
    count = [0]

    def parts(children) -> list:
        out: list = []
        for c in children:
            if isinstance(c, Token):
                if c.type == "SLOT":
                    name, _, k = c.value[1:-1].partition(":")
                    out.append(Slot(name, k.rstrip("+*"), k.endswith("+"), k.endswith("*")))
                elif c.type == "WORD":
                    out.extend(Word(w) for w in words_of(c.value))
                else:
                    out.append(Word(c.value))
            elif isinstance(c, Tree) and c.data == "group":
                count[0] += 1
                index = count[0]
                choices = [parts(ch.children) for ch in c.children if isinstance(ch, Tree)]
                tokens = {t.type: t.value for t in c.children if isinstance(t, Token)}
                name = tokens.get("GROUP_NAME", "")[1:] or None
                out.append(Group(choices, optional="OPTIONAL" in tokens, index=index, name=name))
        return out
    say.parts = parts(tree.children)
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
