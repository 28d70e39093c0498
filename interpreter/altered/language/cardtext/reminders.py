"""Reminder text as an oracle: what a card prints in parentheses after a keyword, keyword action or status,
read with the card-text language and compared with what the rules files declare that word means.

Reminder text has no existence rules-wise (2.2.12.c v5.0, 2.2.11.c): the card's own reading leaves it out
(split.clean). But it is the designers' own account of the word, so a reading of it that says something
the declared meaning does not (an effect, a place, a restriction) is a disagreement to look into: either
the declaration lacks something, or the language reads the card wrong. The comparison is one mechanism:
everything the reminder's reading says must be found in the declared meaning (which may say more: the
reminder is short), after removing what only names things (step names given with ``as``, rule numbers)
and writing "me", "it" and the object with the status alike, as the bearer.

>>> from altered.language.cardtext.api import default_parser
>>> from altered.rules.files import load_docs
>>> from altered.loading.paths import RULES_DIR
>>> [f.kind for f in reminder_findings("{R} [Sabotage]. (Discard up to one target card from a Reserve.)",
...                                     default_parser(), load_docs(RULES_DIR))]
['agrees']
"""
from __future__ import annotations

from dataclasses import dataclass

from ...loading.cards.split import Piece, Reminder, reminders
from ...loading.errors import DesignError
from ..effects import gloss
from .api import parse_piece

RULES = "the rules"                 # what a reminder printed as a whole ability restates: a rule's modifier
BEARER = "<bearer>"                 # the object the keyword or status is on, however it is written
_NAMING = ("rule", "as", "text")    # keys that name or cite, and say nothing of what happens
_WORD_TABLES = ("KEYWORD", "VALUED_KEYWORD", "KEYWORD_ACTION", "STATUS")


@dataclass(frozen=True)
class Finding:
    """One reminder and what comparing it found: ``agrees``, ``differs`` (``message`` says what the
    declared meaning lacks), ``unread`` (the language does not read it: ``message`` is why) or
    ``unchecked`` (it reminds of no declared word, or the word is declared in a form a reading never
    takes, such as Gigantic's ``presence``)."""
    reminder: Reminder
    kind: str
    names: tuple[str, ...]
    message: str = ""


def reminder_findings(text: str, parser, docs: dict) -> list[Finding]:
    """Each reminder of one printed text, read and compared with the meaning ``docs`` (the rules files:
    keywords.yaml, statuses.yaml) declares for the words it follows."""
    declared, files = _declarations(docs)
    out = []
    for r in reminders(text):
        names = tuple(n for n in (_canonical(parser, t) for t in r.tags) if n in declared)
        if r.alone and not names:          # an ability's whole text: a rule restated (a token's 2.1.e)
            names = (RULES,)
        try:
            abilities = parse_piece(Piece(r.text, r.origin), parser, raw=text)
        except DesignError as e:
            out.append(Finding(r, "unread", names, e.message.splitlines()[0]))
            continue
        if not names:
            out.append(Finding(r, "unchecked", names, "it follows no declared keyword or status"))
            continue
        actions = (docs.get("keywords") or {}).get("actions") or {}
        said = [x for a in abilities for x in _elements(_expand(a, actions))]
        meaning = [x for n in names for x in declared[n]]
        if names == (RULES,) and len(said) < len(abilities):
            out.append(Finding(r, "differs", names, "the reminder text reads as an ability, which text in "
                               "parentheses is not (2.2.12.c v5.0): write it without them"))
            continue
        if not said or not meaning:
            out.append(Finding(r, "unchecked", names, f"{' and '.join(names)} is declared in a form no "
                               "reading takes" if not meaning else "its reading is neither an effect nor a passive"))
            continue
        missing = _unmatched(said, meaning)
        if missing is None:
            out.append(Finding(r, "agrees", names))
        else:
            out.append(Finding(r, "differs", names, f"the reminder text says {_words(missing)!r}, which " + (
                "no rule declares (text in parentheses does nothing, 2.2.12.c v5.0: an ability is written "
                "without them)" if names == (RULES,) else
                f"the declared meaning of {' and '.join(names)} does not "
                f"({', '.join(sorted({files[n] for n in names}))})")))
    return out


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


def _declarations(docs: dict) -> tuple[dict[str, list], dict[str, str]]:
    """Name → the elements of its declared meaning: an action's steps (the actions it does expanded), a
    keyword's or status's modifiers, each as the passive a reading of it would be; and name → the rules
    file declaring it."""
    kw = docs.get("keywords") or {}
    actions = kw.get("actions") or {}
    out: dict[str, list] = {}
    files: dict[str, str] = {}
    for name, spec in actions.items():
        out[name] = [_given(step, spec.get("params") or {}) for step in _steps(spec.get("effect") or [], actions)]
        files[name] = "keywords.yaml"
    for file, table in (("keywords.yaml", kw.get("keywords") or {}),
                        ("statuses.yaml", (docs.get("statuses") or {}).get("statuses") or {})):
        for name, spec in table.items():
            files[name] = file
            spec = spec if isinstance(spec, dict) else {}
            # a keyword's `cant` ({action, when}) is not the form of a passive "can't": not compared
            out[name] = [{"modifier": _bearing(m)} for m in spec.get("modifiers") or ()]
    out[RULES] = [{"modifier": _bearing(m)} for doc in docs.values() if isinstance(doc, dict)
                  for m in doc.get("modifiers") or () if isinstance(m, dict)]
    return out, files


def _steps(effect, actions, seen=()):
    """The steps an effect does, in order: inside conditions and loops, and inside the actions it does."""
    for step in effect if isinstance(effect, list) else [effect]:
        if isinstance(step, dict) and "if" in step:        # a condition's steps, either way it goes
            yield from _steps(step.get("then") or [], actions, seen)
            yield from _steps(step.get("else") or [], actions, seen)
            continue
        if not isinstance(step, dict) or len(step) != 1:
            continue
        (op, arg), = step.items()
        if op == "do":
            name = arg if isinstance(arg, str) else next(iter(arg))
            if name in actions and name not in seen:
                yield from _steps(actions[name].get("effect") or [], actions, seen + (name,))
                continue
        if op == "if":
            yield from _steps(arg.get("then") or [], actions, seen)
            yield from _steps(arg.get("else") or [], actions, seen)
        elif op == "for_each":
            yield from _steps(arg.get("do") or [], actions, seen)
        else:
            yield step


def _expand(node, actions: dict):
    """A reading with each keyword action it does ("do: {Discard: {what: self}}") written as the action's own
    steps with those parameters: a reminder may say the action by its name or by what it does."""
    if isinstance(node, list):
        out: list = []
        for x in node:
            arg = x.get("do") if isinstance(x, dict) and set(x) == {"do"} else None
            name = arg if isinstance(arg, str) else next(iter(arg)) if isinstance(arg, dict) and len(arg) == 1 else None
            if name in actions:
                given = (arg[name] if isinstance(arg, dict) else None) or {}
                params = {**(actions[name].get("params") or {}), **{k: {"default": v} for k, v in given.items()}}
                out.extend(_expand(_given(actions[name].get("effect") or [], params), actions))
            else:
                out.append(_expand(x, actions))
        return out
    if isinstance(node, dict):
        return {k: _expand(v, actions) for k, v in node.items()}
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
    """What a reading of a reminder says: its steps, or its passives."""
    if "effect" in ability:
        return list(_steps(ability["effect"], {}))
    if "passive" in ability:
        p = ability["passive"]
        return [{k: _bearing(v)} for k, v in p.items() if k != "if"] if isinstance(p, dict) else []
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


def _within(said, meant) -> bool:
    """Whether everything ``said`` says is in ``meant``: each key with a value within its value there,
    a list's items in order among its items there, a word one of the words there."""
    if isinstance(said, dict):
        return isinstance(meant, dict) and all(k in meant and _within(v, meant[k]) for k, v in said.items())
    if isinstance(said, list):
        if not isinstance(meant, list):
            return len(said) == 1 and _within(said[0], meant)
        it = iter(meant)
        return all(any(_within(s, m) for m in it) for s in said)
    if isinstance(meant, list):
        return said in meant
    return said == meant


def _unmatched(said: list, meaning: list):
    """The first element said that the meaning lacks (steps in order), or None."""
    said_names: dict = {}
    meant_names: dict = {}
    said = [_plain(x, said_names) for x in said]
    meaning = [_plain(x, meant_names) for x in meaning]
    rest = iter(meaning)
    for s in said:
        if not any(_within(_unsaid(s, m), m) for m in rest):
            return s
    return None


def _unsaid(element: dict, meant) -> dict:
    """``element`` without the parameters ``meant`` lacks that its operator's words do not write (the
    value it means when left out: a choice made by ``you``)."""
    (op, arg), = element.items()
    if not isinstance(arg, dict) or not isinstance(meant, dict) or op not in meant or not isinstance(meant[op], dict):
        return element
    words = _words(element)
    for k in [k for k in arg if k not in meant[op]]:
        fewer = {op: {x: v for x, v in arg.items() if x != k}}
        if _words(fewer) == words:
            element, arg = fewer, fewer[op]
    return element


def _words(element: dict) -> str:
    """An element of a reading in the effect language's words (its gloss)."""
    element = _unbearing(element)
    (op, arg), = element.items()
    try:
        lines = gloss.passive({op: arg}) if op in ("modifier", "cant") else gloss.steps([element])
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
