"""Reminder text as an oracle: what a card prints in parentheses, told apart from card text and, after a
keyword, keyword action or status, compared with what the rules files declare that word means.

Reminder text has no existence rules-wise (2.2.12.c v5.0, 2.2.11.c): the card's own reading leaves it out
(split.clean). But nothing printed may be lost unread, so each parenthesis is one of:

- a declared reminder (rules_yaml/cardtext.yaml ``reminders``) of a word printed before it in its paragraph
  (or earlier in the same parentheses): left out; several may follow one another;
- what is left after those, after a bracketed keyword, keyword action or status (those whose declared
  reminder it is not): read with the card-text language and compared with the word's declared meaning.
  Both are made canonical (the keyword actions done written as their steps, what only names things removed:
  names given with ``as``, rule numbers; "me", "it" and the object with the status written alike, as the
  bearer; a parameter the operator's words leave unwritten, its default) and must then be the same program:
  a step, a condition or a key more or less (a place, "up to", whose zone) is a difference, refused at the
  reminder, as is no reading. A printed reminder looser than the rules is a declared one, with why;
- a whole ability in parentheses (a token's one ability): read as that ability;
- anything else: card text written in parentheses, refused at its place.

>>> from altered.cardtext.api import default_parser
>>> p = default_parser()
>>> [f.kind for f in reminder_findings("{R} [Sabotage]. (Discard up to one target card from a Reserve.)", p)]
['agrees']
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from ..loading.cards.split import Piece, Reminder, reminders
from ..loading.errors import DesignError
from ..effects import gloss
from ..effects.registry import load_operators
from .tokens import ParseError

BEARER = "<bearer>"                 # the object the keyword or status is on, however it is written
_NAMING = ("rule", "as", "text")    # keys that name or cite, and say nothing of what happens
_BRACKETED = re.compile(r"\[\[?([^\[\]]+)\]\]?")    # a keyword, keyword action or status as printed
_WORD_TABLES = ("KEYWORD", "VALUED_KEYWORD", "KEYWORD_ACTION", "STATUS")
CARD_TEXT = ("text in parentheses that is no declared reminder of a word printed before it is card text, "
             "which is not read in parentheses: write it without them")


_DECLARED: dict[str, dict] = {}          # parser digest → the declared meanings of its words


@dataclass(frozen=True)
class Finding:
    """One parenthesis and what telling it apart found: ``declared`` (reminders the rules declare, of words
    printed before it), ``agrees`` (after a keyword, its reading within the declared meaning), ``differs``
    (``message`` says what the declared meaning lacks), ``unread`` (after a keyword, neither declared nor
    read, or read in a form the declaration is not: ``message`` is why), ``ability`` (a whole ability in
    parentheses, read as one) or ``card text`` (anything else: refused)."""
    reminder: Reminder
    kind: str
    names: tuple[str, ...]
    message: str = ""
    at: int = 0                       # the index in the printed text of what the finding is about

    @property
    def refused(self) -> bool:
        return self.kind in ("differs", "unread", "card text")


def oracle(raw: str, parser, read, token: bool | None = None) -> str:
    """``raw`` as it is read: each whole ability in parentheses unwrapped; every other parenthesis a
    reminder that agrees with what the rules declare, or a DesignError at it (``column``: its place in
    ``raw``, 1-based). ``read(piece)``: the abilities a Piece of a reminder means (a DesignError if none).
    ``token``: whether the card is a token (see :func:`reminder_findings`)."""
    if "(" not in raw:
        return raw
    out = list(raw)
    for f in reminder_findings(raw, parser, read, token):
        if f.refused:
            raise DesignError(f.message, column=f.at + 1)
        if f.kind == "ability":
            start, end = f.reminder.span
            out[start] = out[end - 1] = " "
    return "".join(out)


def reminder_findings(text: str, parser, read=None, token: bool | None = None) -> list[Finding]:
    """What each parenthesis of one printed text is (a :class:`Finding`), read with ``parser``'s words and
    compared with the declarations its vocabulary carries (keywords.yaml, statuses.yaml, cardtext.yaml).
    A reminder declared ``alone`` (a token's printed rule, 2.1.e) is one only on a token: ``token`` False,
    the text of another card, it is read as the ability it says; None, a text of no card given (a set's
    texts listed), as before."""
    read = read or (lambda piece: parser.read(piece.text))
    vocabulary = parser.vocabulary
    declared = _DECLARED.get(parser.digest)
    if declared is None:
        declared = _DECLARED[parser.digest] = _declarations(vocabulary.get("oracle") or {})
    out = []
    for r in reminders(text):
        inner = text.find("(", r.span[0] + 1, r.span[1])
        if inner >= 0:                   # what the inner ones say would be lost: told apart one level only
            out.append(Finding(r, "card text", (), "parentheses inside parentheses: write the inner text without "
                               "them (a reminder is printed after its word, not inside another)", inner))
            continue
        if text[r.span[1] - 1] != ")":
            out.append(Finding(r, "card text", (), "a parenthesis that is never closed: close it where the reminder "
                               "ends, or write the text without it", r.span[0]))
            continue
        tags = {_canonical(parser, t): t for t in r.tags}
        names = tuple(n for n in tags if n in declared)
        table = vocabulary.get("reminders") or {}
        rest, reminded = _undeclared(r, table, tags, lambda t: _canonical(parser, t), token is not False)
        refused = next((table[n]["refused"] for n in sorted(reminded) if table[n].get("refused")), None)
        if refused:                      # it seems to remind of a rule, and there is none (cardtext.yaml)
            out.append(Finding(r, "card text", names, f"{r.text!r} is no reminder: {refused}", r.span[0]))
        elif not rest.text:
            out.append(Finding(r, "declared", names))
        elif names:                      # compared with the words whose declared reminder it is not
            out.append(_compared(r, rest, tuple(n for n in names if n not in reminded) or names, declared,
                                 vocabulary, read))
        elif r.alone and rest.text == r.text:
            out.append(_tokens_rule(r, rest, vocabulary.get("reminders") or {}, read) if token is False
                       else Finding(r, "ability", names))
        else:
            out.append(Finding(r, "card text", names, CARD_TEXT, rest.start))
    return out


def _tokens_rule(r: Reminder, piece: Piece, table: dict, read) -> Finding:
    """A whole ability in parentheses on a card that is no token: read as that ability; a token's printed rule
    there (a reminder declared ``alone``) that does not read is refused, saying whose rule it is."""
    if not any(t == piece.text for spec in table.values() if spec.get("alone") for t in spec.get("texts") or ()):
        return Finding(r, "ability", ())
    try:
        read(piece)
    except (DesignError, ParseError):
        return Finding(r, "card text", (), f"{piece.text!r} is the rule a token prints (2.1.e), a reminder only on a "
                       f"token, and this card is none (a token's card file says token: true; explain --token reads "
                       f"a token's text): write the ability it says (it does not read as one), or leave it out",
                       piece.start)
    return Finding(r, "ability", ())


def _compared(r: Reminder, piece: Piece, names: tuple, declared: dict, vocabulary: dict, read) -> Finding:
    """The reading of what a keyword's reminder says beyond its declared reminders, compared with the
    keyword's declared meaning: both canonical, they must be the same program (no step, key or place more
    or less; an optional choice is not a mandatory one)."""
    words = " and ".join(names)
    declared_texts = [t for n in names for t in ((vocabulary.get("reminders") or {}).get(n) or {}).get("texts", ())]
    if declared_texts:
        words_meant = f"its declared reminder is {declared_texts[0]!r}" + (
            f" (or {len(declared_texts) - 1} other{'s' if len(declared_texts) > 2 else ''}, cardtext.yaml)"
            if len(declared_texts) > 1 else " (cardtext.yaml)")
    else:
        words_meant = f"its declared meaning: {_meaning_words(names, declared, vocabulary)}"
    rest, at = piece.text, piece.start
    try:
        abilities = read(piece)
    except (DesignError, ParseError) as e:
        why = e.message.splitlines()[0] if isinstance(e, DesignError) else "no phrase reads it"
        return Finding(r, "unread", names, f"the reminder text of {words} says {rest!r}, which does not read "
                       f"({why}) and is not what the rules declare; {words_meant}: write "
                       f"that, or the text without parentheses if it is the card's own", at)
    actions = (vocabulary.get("oracle") or {}).get("actions") or {}
    said = [x for a in abilities for x in _elements(_expand(a, actions))]
    if not said or not any(declared[n] for n in names):
        return Finding(r, "unread", names, f"the reminder text of {words} says {rest!r}, which cannot be compared "
                       f"with what the rules declare ({words} is declared in a form no reading takes, or the "
                       f"reading is neither an effect nor a passive); {words_meant}: write that", at)
    # the words it reminds of, each wholly (a word printed with it may have no reminder: "[Sabotage], then
    # [Resupply]. (Discard up to one target card from a Reserve.)")
    said = _plain(said, {})
    if any(_same(said, _plain([x for n in some for x in declared[n]], {}))
           for k in range(len(names), 0, -1) for some in combinations(names, k)):
        return Finding(r, "agrees", names, at=at)
    said_words = "; ".join(w for a in abilities for w in map(_words, _elements(a)) if w)
    return Finding(r, "differs", names, f"the reminder text of {words} says {rest!r}"
                   + (f" ({said_words})" if said_words else "") + f", which is not its declared meaning: "
                   f"{_meaning_words(names, declared, vocabulary)} ({_files(names, vocabulary)})", at)


def _files(names: tuple, vocabulary: dict) -> str:
    """The rules files declaring these words."""
    statuses = (vocabulary.get("oracle") or {}).get("statuses") or {}
    return ", ".join(sorted({"statuses.yaml" if n in statuses else "keywords.yaml" for n in names}))


def _meaning_words(names: tuple, declared: dict, vocabulary: dict) -> str:
    """The declared meaning in words: an action's steps with the actions it does by their names."""
    actions = (vocabulary.get("oracle") or {}).get("actions") or {}
    said = [_words(x) for n in names for x in (
        _given(actions[n].get("effect") or [], actions[n].get("params") or {}) if n in actions else declared[n])]
    return repr("; ".join(said)) if said else "nothing a reading says"


def _undeclared(r: Reminder, table: dict, tags: dict, canonical, token: bool = True) -> tuple[Piece, set]:
    """What a parenthesis says besides the declared reminders of words printed before it (the bracketed
    words it follows, ``tags``: declared name → as printed; or in its paragraph, or earlier in it), with
    the place in the printed text of each character; and the names whose declared reminders it holds.
    ``canonical``: the declared name a bracketed word prints; ``token``: whether a token's own rule may be
    printed (a reminder declared ``alone``)."""
    text = r.text
    reminded = set()
    # the longest first: a reminder that says more is taken whole, not as a shorter one and a rest
    declared = sorted(((name, spec, t) for name, spec in table.items() for t in spec.get("texts") or ()
                       if (r.alone and token) or not spec.get("alone")), key=lambda x: -len(x[2]))
    while True:
        m, name = next(((m, name) for name, spec, t in declared for m in re.finditer(_pattern(t), text)
                        if _reminds(r, text, m, name, spec, tags, canonical)), (None, None))
        if m is None:
            break
        reminded.add(name)
        text = text[:m.start()] + "\x00" * (m.end() - m.start()) + text[m.end():]
    kept = [(c, k) for c, k in zip(text, r.origin) if c != "\x00"]
    while kept and kept[0][0] == " ":
        kept.pop(0)
    squeezed: list = []
    for c, k in kept:
        if not (c == " " and squeezed and squeezed[-1][0] == " "):
            squeezed.append((c, k))
    return Piece("".join(c for c, _ in squeezed).rstrip(), tuple(k for _, k in squeezed)), reminded


def _reminds(r: Reminder, text: str, m, name: str, spec: dict, tags: dict, canonical) -> bool:
    """Whether the declared reminder ``m`` found in ``text`` (what is left of ``r``'s) is one: whole
    sentences, after its word (a bracketed word ``r`` follows, or one of its ``words`` printed before it,
    not as part of another bracketed word: "[Exhausted Resupply]" is no "Resupply"), naming the value
    printed with the word."""
    if (m.start() and text[m.start() - 2:m.start()] not in (". ", "\x00 ")) or \
            (m.end() < len(text) and text[m.end()] != " "):
        return False
    value = m.group("n")
    context = _BRACKETED.sub(lambda t: t.group(0) if canonical(t.group(1)) in (name, None) else " ",
                       r.before + " " + r.text[:m.start()]).lower()
    if name in tags:                     # "[Tough 1]", "[Scout] {2}": its value is the reminder's {N}
        printed = tags[name].split()
        return not value or (printed[-1].lower() == value.lower() if len(printed) > 1 else _after(context, [name], value))
    return bool(spec.get("alone")) or _after(context, spec.get("words") or [name], value)


def _pattern(t: str) -> str:
    """A declared reminder as a pattern: ``{N}`` is the value printed with the word ({1}, {X})."""
    p, n = re.escape(t), re.escape("{N}")
    return p.replace(n, r"\{(?P<n>\d+|X)\}", 1) if n in p else p + "(?P<n>)"


def _after(context: str, words: list, value: str) -> bool:
    """Whether one of ``words`` is printed in ``context``, followed by ``value`` when the reminder names one."""
    for w in words:
        for m in re.finditer(re.escape(w.lower()), context):
            if not value or re.match(r"\W*\{?" + re.escape(value.lower()) + r"\b", context[m.end():]):
                return True
    return False


def _canonical(parser, tag: str) -> str | None:
    """The declared name a bracketed word prints ("Tough 1" → Tough, "Resupplies" → Resupply)."""
    words = tag.lower().split()
    for k in range(len(words), 0, -1):
        surface = " ".join(words[:k])
        for table in _WORD_TABLES:
            name = parser.forms.get(table, {}).get(surface)
            if name:
                return name
    return None


def _declarations(data: dict) -> dict[str, list]:
    """Name → the elements of its declared meaning: an action's steps as its bare keyword does them (the
    actions it does written as their own steps, conditions kept), a keyword's or status's modifiers, each
    as the passive a reading of it would be."""
    actions = data.get("actions") or {}
    out: dict[str, list] = {}
    for name in actions:
        out[name] = _expand([{"do": name}], actions)
    for table in (data.get("keywords") or {}, data.get("statuses") or {}):
        for name, spec in table.items():
            spec = spec if isinstance(spec, dict) else {}
            # a keyword's `cant` ({action, when}) is not the form of a passive "can't": not compared
            out[name] = [{"modifier": _bearing(m)} for m in spec.get("modifiers") or ()]
    return out


def _expand(node, actions: dict, seen: tuple = ()):
    """A reading with each keyword action it does ("do: {Discard: {what: self}}") written as the action's own
    steps with those parameters: a reminder may say the action by its name or by what it does."""
    if isinstance(node, list):
        out: list = []
        for x in node:
            arg = x.get("do") if isinstance(x, dict) and set(x) == {"do"} else None
            name = arg if isinstance(arg, str) else next(iter(arg)) if isinstance(arg, dict) and len(arg) == 1 else None
            if name in actions and name not in seen:
                given = (arg[name] if isinstance(arg, dict) else None) or {}
                params = {**(actions[name].get("params") or {}), **{k: {"default": v} for k, v in given.items()}}
                out.extend(_expand(_given(actions[name].get("effect") or [], params), actions, seen + (name,)))
            else:
                out.append(_expand(x, actions, seen))
        return out
    if isinstance(node, dict):
        return {k: _expand(v, actions, seen) for k, v in node.items()}
    return node


def _given(node, params: dict):
    """An action's step as its bare keyword does it (what a reminder describes): each parameter its
    default ("Resupply" is one card), what it acts on the bearer."""
    if isinstance(node, dict):
        if set(node) == {"var"} and node["var"] in params:
            p = params[node["var"]]
            if not isinstance(p, dict):
                return p
            if "default" in p:
                return p["default"]
            return BEARER if node["var"] == "what" else node
        return {k: _given(v, params) for k, v in node.items()}
    if isinstance(node, list):
        return [_given(v, params) for v in node]
    return node


def _bearing(node):
    """A declaration with the object it is about written as the bearer: the object with the status or
    the keyword's card (``{status: Fleeting}``, ``self``) and the event's object (``it``)."""
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k == "object" and isinstance(v, dict) and set(v) <= {"status", "token"}:
                out[k] = BEARER
            else:
                out[k] = _bearing(v)
        return out
    if isinstance(node, list):
        return [_bearing(v) for v in node]
    return BEARER if node in ("self", "it") else node


def _elements(ability: dict) -> list:
    """What a reading of a reminder says: its steps (conditions kept), or its passives (with their
    condition: a reminder saying "if" says more than an unconditional keyword)."""
    if "effect" in ability:
        return list(ability["effect"])
    if "passive" in ability:
        p = ability["passive"]
        return [{k: _bearing(v)} for k, v in p.items()] if isinstance(p, dict) else []
    return []


def _plain(node, names: dict):
    """Without naming keys; names bound by ``as`` written alike, in the order they are bound."""
    if isinstance(node, dict):
        if set(node) == {"var"} and node["var"] in names:
            return {"var": names[node["var"]]}
        if isinstance(node.get("as"), str):
            names.setdefault(node["as"], f"_{len(names) + 1}")
        return {k: _plain(v, names) for k, v in node.items() if k not in _NAMING}
    if isinstance(node, list):
        return [_plain(v, names) for v in node]
    return node


def _same(said, meant) -> bool:
    """Whether two canonical programs are the same: each mapping the same keys (besides what an operator's
    words leave unwritten: its default, e.g. a choice made by ``you``), each list the same items in order."""
    if isinstance(said, dict) and isinstance(meant, dict):
        said, meant = _unsaid(said, meant), _unsaid(meant, said)
        return said.keys() == meant.keys() and all(_same(v, meant[k]) for k, v in said.items())
    if isinstance(said, list) != isinstance(meant, list):     # one item or a list of it: written either way
        said, meant = (said if isinstance(said, list) else [said]), (meant if isinstance(meant, list) else [meant])
    if isinstance(said, list):
        return len(said) == len(meant) and all(map(_same, said, meant))
    return said == meant


def _unsaid(element: dict, other: dict) -> dict:
    """``element`` (a step or passive) without the parameters ``other`` lacks that its operator's words do not
    write (the value it means when left out: a choice made by ``you``)."""
    if len(element) != 1 or element.keys() != other.keys():
        return element
    (op, arg), = element.items()
    if op not in load_operators()["step"] and op not in ("modifier", "cant") or not isinstance(arg, dict) or \
            not isinstance(other[op], dict):
        return element
    words = _words(element)
    for k in [k for k in arg if k not in other[op]]:
        fewer = {op: {x: v for x, v in arg.items() if x != k}}
        if _words(fewer) == words:
            element, arg = fewer, fewer[op]
    return element


def _words(element: dict) -> str:
    """An element of a reading in the effect language's words (its gloss)."""
    element = _unbearing(element)
    try:
        lines = gloss.passive(element) if element.keys() & {"modifier", "cant"} else gloss.steps([element])
    except Exception:              # a gloss for an element it was not made for: the data itself
        return repr(element)
    return "; ".join(line.strip() for line in lines)


def _unbearing(node):
    """The bearer written back as "me", for the words of a message."""
    if isinstance(node, dict):
        return {k: _unbearing(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_unbearing(v) for v in node]
    return "self" if node == BEARER else node
