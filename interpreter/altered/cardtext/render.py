"""A reading written back as card text, by the same phrase declarations that read it.

Each phrase is written by its ``say:``: its words (a verb in the form its subject asks for), the
wording of each group that was read, and its slots written in turn; names and numbers as printed.
``altered explain`` prints it beside the program; the tests read it again and compare
(parse(render(parse(t))) = parse(t)), and check that it keeps every word of the printed text, and a
property test writes phrases the sets never used and reads them back.

Written ``explicit`` (what ``altered explain`` prints), a verb the words leave to the card's player says so:
"Each player draws a card, then [Resupply]" is written "Each player draws a card, then you [Resupply]",
which reads the same (a verb in its base form after one said of someone else in the third person is said to
you, see ``combinators/chains.py``), so a designer sees who does it.
"""
from __future__ import annotations

import re

from .meaning import Items, Node, link_form
from .say import Group, Slot, Word

# Noun and player phrases whose verb takes the third person: "Target Character gains", "It gains".
SINGULAR = {"target", "another-target", "a", "another", "one-of-your", "the-next", "number-alone", "we",
            "an-opponent", "target-opponent", "target-player", "its-controller", "that-opponent", "each-player",
            "they-chosen", "each", "count"}
LINKS = {"subject-verb", "player-verb"}


# What ``render(..., grouped=True)`` puts in parentheses: how the words were grouped.
GROUPED = {"noun", "qualifier", "exp_qualifier", "condition"}


def render(node, grouped: bool = False, explicit: bool | None = None) -> str:
    """The text a reading stands for; ``grouped``: each noun phrase, qualifier and condition in
    parentheses, to show how the words were read together; ``explicit`` (by default when grouped): "you"
    before a verb whose doer the words leave to the card's player (:func:`said_to_you`)."""
    out: list[str] = []
    you = said_to_you(node) if (grouped if explicit is None else explicit) else set()
    _emit(node, out, None, False, GROUPED if grouped else set(), you)
    return _detokenize(out)


def said_to_you(node) -> set:
    """The verbs with no subject (``bare-verb``) printed in their base form right after a verb printed in the
    third person, in one chain ("Target opponent draws a card and [Resupply]", ", then draw a card"): done by
    the card's player, not by the subject before (``_Links.run`` in combinators/chains.py); their ids."""
    found: set = set()
    for chain in _nodes(node):
        if chain.phrase.name != "chain":
            continue
        more = chain.slots.get("more") or []
        links = [chain.slots.get("first")] + [m.slots.get("l") for m in more if isinstance(m, Node)]
        form = None
        for link in links:
            if not isinstance(link, Node) or link.phrase.name == "object-only":   # the verb before, again
                continue
            f = link_form(_VERBS, link.slots.get("v"))
            if link.phrase.name == "bare-verb" and f == "base" and form == "third":
                found.add(id(link))
            form = f
    return found


def _nodes(value):
    """Every phrase read in a reading, outermost first."""
    if isinstance(value, Node):
        yield value
        for v in value.slots.values():
            yield from _nodes(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _nodes(v)


def _emit(value, out: list, surface, third: bool, grouped=frozenset(), you=frozenset()):
    if isinstance(value, Node):
        if id(value) in you:
            out.append("you")
        third = third or (value.phrase.name in LINKS and _singular(value.slots.get("s"))
                          and value.choices.get(1) is None)
        wrap = value.phrase.category in grouped and value.phrase.name not in ("bare", "an-expedition", "or") \
            and any(v is not None for v in value.slots.values())          # a pronoun needs no parentheses
        if wrap:
            out.append("(")
        _parts(value.phrase.say.parts, value, out, third, grouped, you)
        if wrap:
            out.append(")")
    elif isinstance(value, Items):
        seps = getattr(value, "seps", None)            # None: a repetition, one after the other
        surfaces = list(getattr(value, "surfaces", []) or [])
        for i, item in enumerate(value):
            if i and seps is not None:
                out.extend(seps[i - 1] if i - 1 < len(seps) else [","])
            _emit(item, out, surfaces[i] if i < len(surfaces) else None, False, grouped, you)
    elif value is not None:
        out.append(surface if surface is not None else str(value))


def _parts(parts, node: Node, out: list, third: bool, grouped=frozenset(), you=frozenset()):
    verb_done = False
    for p in parts:
        if isinstance(p, Word):
            printed = node.choices.get(("verb", id(p)))
            forms = node.phrase.category == "verb" and not verb_done and _forms_of(p.text)
            if printed:                                  # the form the text used
                verb_done = verb_done or bool(forms)
                out.append(printed)
            elif forms:                                  # a phrase written anew: the form its subject asks for
                verb_done = True
                out.append(forms[1] if third and len(forms) > 1 else forms[0])
            else:
                out.append(p.text)
        elif isinstance(p, Slot):
            value = node.slots.get(p.name)
            if p.kind == "verb" and not verb_done:
                verb_done = True
                _emit(value, out, node.surfaces.get(p.name), third, grouped, you)
            else:
                _emit(value, out, node.surfaces.get(p.name), False, grouped, you)
        elif isinstance(p, Group):
            j = node.choices.get(p.index)
            if j is None:
                if not p.optional:
                    j = 0
                else:
                    continue
            before = len(out)
            _parts(p.choices[j], node, out, third and not verb_done, grouped, you)
            if len(out) > before and third:
                verb_done = verb_done or any(_forms_of(w) for w in out[before:])


_VERBS: dict[str, list[str]] = {}


def _forms_of(word: str):
    return _VERBS.get(word.lower())


def set_verbs(verbs: dict) -> None:
    """The verb forms of the phrasebook (base form -> [base, third person, ...])."""
    _VERBS.clear()
    _VERBS.update({k.lower(): v for k, v in verbs.items()})


def _singular(subject) -> bool:
    if not isinstance(subject, Node):
        return False
    name = subject.phrase.name
    if name == "it":
        return subject.choices.get(1) in (None, 0)      # "it", not "them" or "they"
    if name == "an-expedition":
        return _singular(subject.slots.get("e"))
    if name == "expedition":
        base = subject.slots.get("b")
        return isinstance(base, Node) and base.phrase.name in ("exp-target", "exp-mine", "exp-its", "exp-any",
                                                                 "exp-your-hero", "exp-your-companion",
                                                                 "exp-your-other", "exp-one-of-yours")
    return name in SINGULAR


def _detokenize(words: list[str]) -> str:
    text = " ".join(w for w in words if w)
    text = re.sub(r"\s+([,.:;\]]|\]\]|'s\b|'m\b|'re\b)", r"\1", text)
    text = re.sub(r"(\[\[|\[)\s+", r"\1", text)
    text = re.sub(r"(\w) - (\w)", r"\1-\2", text)
    text = re.sub(r'"\s+(.*?)\s+"', r'"\1"', text)
    text = re.sub(r"(\d) \+", r"\1+", text)
    text = re.sub(r"(\bX|\{X\}) ([+-]) ?(\d|\{\d)", r"\1\2\3", text)     # a sum printed unspaced: "X+1", "{X}+{2}"
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", text))
    text = re.sub(r"(^|[.—•:]\s+|\"|^\{[A-Z]\}\s+)([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
    return text
