"""What a phrase means: its ``means:`` template evaluated with its slots in place.

A template is effect-model data in which

- ``$x`` is slot ``x`` of the phrase (``$x.zone``, ``$x.0``: a part of it); ``$subject`` is what a
  verb, state or event is said of; ``$past`` says a state was read in the past tense; a name of the
  phrase's ``let:`` reads the same way;
- ``@x`` reads what an earlier phrase of the ability left: ``@it`` (what "it" names), ``@it_name``,
  ``@result`` (the last die roll's name), ``@done`` ("if you do"), ``@revealed``,
  ``@statistic`` and ``@marker`` (inside the combinators that bind them);
- ``{$name: args}`` is a combinator of the language (:mod:`.combinators`);
- a key or item whose value is ``null`` is left out (an optional slot not read leaves no trace).

A noun phrase in a template becomes a selector as its phrase's category reads nouns (``nouns:`` in
core.yaml): chosen (targets become ``choose`` steps, in the order the template names them) or
described (a filter); ``roles:`` overrides it per slot (``raw`` hands the noun itself to a combinator).
"""
from __future__ import annotations

import copy
from typing import Any

from ..loading.errors import DesignError
from .ante import IN_EACH_BRANCH, skipped_count
from .discourse import UNREAD, Passage, Scope
from .nouns import CONTINUED_OPPONENT, Noun, Place, Player, Pred, select

ROLE_OF = {"select": "select", "filter": "filter", None: "filter"}


class Items(list):
    """The items of a list slot ("A, B or C"), with the conjunction that joined them (and, for the renderer,
    the words between them and each item as printed)."""
    conj = "and"
    seps: list | None = None        # the words between the items; None for a repetition
    surfaces: list = []


class Node:
    """A phrase as read: the phrase, what filled its slots, which wordings were used."""
    __slots__ = ("phrase", "slots", "choices", "start", "end", "surfaces")

    def __init__(self, phrase, slots, choices, start=None, end=None, surfaces=None):
        self.phrase = phrase
        self.slots = slots              # slot name -> what filled it (a Node, Items, a name, a number)
        self.choices = choices          # group number -> the wording read (None: an optional group absent)
        self.start = start
        self.end = end
        self.surfaces = surfaces or {}  # slot name -> its words as printed (for the names and numbers)

    def __repr__(self):
        return f"<{self.phrase.name} {self.slots}>"


class Ambiguous:
    """Several readings of the same words."""
    __slots__ = ("options", "start")

    def __init__(self, options, start=None):
        self.options = options
        self.start = start


class SubjectFn:
    """A phrase said of a subject (a state, an event, what a verb gains): ``apply(subject, ...)``."""

    def __init__(self, node, ctx):
        self.node = node
        self.ctx = ctx

    def declares(self, kind: str) -> bool:
        """Whether the phrase declares its own meaning for a subject of ``kind`` (a ``$by_kind`` key)."""
        def walk(x) -> bool:
            if isinstance(x, dict):
                by = x.get("$by_kind")
                return (isinstance(by, dict) and kind in by) or any(walk(v) for v in x.values())
            return isinstance(x, list) and any(walk(v) for v in x)
        return walk(self.node.phrase.means)

    def apply(self, subject, scope=None, *, past=None, kind="object", role=None):
        ctx = self.ctx
        return ctx.language.evaluate(self.node, scope if scope is not None else ctx.scope, ctx.passage,
                                     subject=subject, past=past, kind=kind, role=role)


# the @names every meaning may read besides those phrases and combinators bind (Ctx.scope_var)
GIVEN_NAMES = ("it", "it_name", "result", "rolled", "named_opponent", "named_object", "done", "revealed", "there",
               "that_many")


class Ctx:
    """One evaluation of one phrase: its slots, the scope, the words read, the subject, how nouns are read."""

    def __init__(self, language, node: Node, scope: Scope, passage: Passage, *, subject=None, past=None,
                 kind="object", role=None, pred=None):
        self.language = language
        self.node = node
        self.scope = scope
        self.passage = passage             # the text and tokens the phrase was read from
        self.subject = subject
        self.past = past
        self.kind = kind
        self.pred = pred                   # the verb being built (a combinator may set its then_subject)
        phrase = node.phrase
        cat = language.book.categories[phrase.category]
        self.role = role or ROLE_OF[getattr(cat, "nouns", None)]
        self.names: dict[str, Any] = {}    # let: names
        self.memo: dict[str, Any] = {}     # slot -> value as read (raw)
        self.selected: dict[str, Any] = {}  # slot -> its selector, chosen once
        self.bound: dict[str, Any] = {}    # scope variables bound by combinators (@statistic, @marker)

    # -- slots -------------------------------------------------------------------------
    def slot_raw(self, name: str):
        if name == "subject":
            return self.subject
        if name == "past":
            return self.past
        if name == "kind":
            return self.kind
        if name in self.names:
            return self.names[name]
        if name not in self.memo:
            if name not in self.node.slots:
                raise DesignError(f"phrase {self.node.phrase.name!r} ({self.node.phrase.source}) has no slot "
                                  f"{name!r}")
            self.memo[name] = self.language.express(self.node.slots[name], self)
        return self.memo[name]

    def slot(self, name: str):
        """A slot as data: a noun or player becomes a selector (chosen once) or a filter."""
        role = self.node.phrase.roles.get(name)
        if isinstance(role, str) and role.startswith("$"):    # read by a combinator (roles: {s: $expeditions})
            if name not in self.selected:
                self.selected[name] = self.language.combinators[role[1:]](self, "$" + name)
            return self.selected[name]
        value = self.slot_raw(name)
        if isinstance(value, (Noun, Player)):
            role = self.node.phrase.roles.get(name, self.role)
            if role == "raw":
                return value
            if name not in self.selected:
                self.selected[name] = select(value, self.scope) if role == "select" else \
                    (value.as_filter(self.scope) if isinstance(value, Noun) else value.select(None))
            return self.selected[name]
        return value

    def as_data(self, value):
        """A noun or a player where data is wanted: chosen or described as this phrase reads nouns."""
        if isinstance(value, Noun):
            return select(value, self.scope) if self.role == "select" else value.as_filter(self.scope)
        if isinstance(value, Player):
            return value.select(self.scope if self.role == "select" else None)
        return value

    def scope_var(self, name: str):
        """``@name`` in a meaning: one of GIVEN_NAMES, or what a phrase or a combinator before it bound."""
        s = self.scope
        if name in self.bound:
            return self.bound[name]
        if name == "it":                   # "its", "its Expedition", "facing it": one object
            return s.it_selector(singular=True)
        if name == "it_name":
            return s.refer_it() or "it"
        if name == "result" and s.result:  # else a trigger's roll (named), or none: refused below (7.3.19)
            return s.result
        if name == "rolled":               # the roll read before, if any: none is left out
            return {"var": s.result} if s.result else None
        if name == "named_opponent":       # the one opponent named before a roll, kept with it (nouns._continued_opponent);
            #                                not by a reaction to a roll "this way", whose rolls none hears that way
            return None if isinstance(s.trigger_player, DesignError) \
                or s.trigger_player == {"var": CONTINUED_OPPONENT} else s.trigger_player
        if name == "named_object":         # the object "it" names before a roll, kept with it (nouns._continued_object)
            return {"var": s.it} if s.it is not None and any(p["as"] == s.it for p in s.picks) else None
        if name == "done":                 # what the action before keeps of what it did (6.5.f); "it": none
            return s.done or "it"
        if name == "revealed":
            return s.revealed or s.refer_it() or "it"
        if name == "there":
            return s.subject
        if name == "that_many":            # the result of the verb before (chains._Links), else counters changed
            if isinstance(s.counted, DesignError):
                raise DesignError(s.counted.message, column=self.node.start + 1 if self.node.start is not None else None)
            counted = s.counted.get("count") if isinstance(s.counted, dict) else None
            if isinstance(counted, dict) and counted.get("var") in s.split:     # after a split put (split_count)
                return s.split_count(counted["var"], self.node.start + 1 if self.node.start is not None else None) \
                    or s.counted
            if isinstance(counted, dict) and counted.get("var") is not None and counted.get("var") == s.branches_done:
                raise DesignError(IN_EACH_BRANCH,   # "On a 1-3, exhaust A. On a 4-6, exhaust B. Draw that many
                                  # cards.": of B only? (6.5.f)
                                  column=self.node.start + 1 if self.node.start is not None else None)
            if s.counted is not None:
                if isinstance(counted, dict):      # what it counts is kept ("Create two ... tokens": their step
                    s.bind(counted.get("var"))     # binds them now, 7.3.4, 6.5.f)
                if isinstance(counted, dict) and set(counted) == {"var"} and set(s.counted) == {"count"}:
                    return {"count": {"changed": counted["var"]}}   # those the step on them changed (6.5.f)
                return s.counted
            if s.uncounted:                # a step between counts nothing: of which? (ante.skipped_count)
                raise skipped_count(self.node.start + 1 if self.node.start is not None else None)
            if s.amount:
                return {"var": s.amount}
            raise DesignError("'that many' names no number here: the verb before it neither counts objects it "
                              "acts on (other than its subject), nor rolls, nor changes counters, or each player did it in turn "
                              "(whose?); say what is counted ('the number of ...')")
        if name in s.named:                # bound by a phrase or a combinator before it
            return s.named[name]
        if name == "result":               # (a crash in play, audit S11A of s58, class B)
            raise DesignError("'the result' names nothing before it: a die roll's (7.3.19), and no die is rolled "
                              "before it here nor heard by the trigger; roll first ('Roll a die. If the result is 4-6, "
                              "draw a card.')",
                              column=self.node.start + 1 if self.node.start is not None else None)
        # a name a phrase or a combinator binds (check_means makes sure of it as the book loads): this text says
        # nothing before it that binds it, a mistake of the text, told in its words
        words = self.passage.source_text(self.node) if self.node.start is not None else self.node.phrase.name
        example = self.node.phrase.example
        example = example[0] if isinstance(example, list) else example
        said = [c.binds[name](self.language.vocabulary) for c in self.language.combinators.values()
                if name in c.binds]
        as_in = f" (as in '{example}')" if example else ""
        if said:
            raise DesignError(f"'{words}' speaks of {said[0]} just before it{as_in}, and there is none here: "
                              f"say the action first, or what is meant")
        raise DesignError(f"'{words}' names what a sentence before it says{as_in}, and none before it here says it")

    # -- templates ---------------------------------------------------------------------
    def ev(self, t, raw: bool = False, keep: bool = False):
        """Evaluate template ``t`` (``raw``: nouns and players stay as read; ``keep``: a list keeps its
        nulls, as a combinator's arguments do)."""
        if isinstance(t, str):
            if t.startswith("$") and len(t) > 1:
                return self._path(t[1:], raw)
            if t.startswith("@") and len(t) > 1:
                return self.scope_var(t[1:])
            return t
        if isinstance(t, dict):
            if len(t) == 1:
                (key, arg), = t.items()
                if isinstance(key, str) and key.startswith("$") and key[1:] in self.language.combinators:
                    value = self.language.combinators[key[1:]](self, arg)
                    return value if raw else self.as_data(value)
            out = {}
            for k, v in t.items():
                key = self.ev(k) if isinstance(k, str) and k[:1] in "$@" else k
                acting = key == "do" and isinstance(v, dict) and self.scope is not None
                if acting:                 # what an action's step names (Noun.among_seen: after a look)
                    before, self.scope.in_action = self.scope.in_action, True
                try:
                    value = self.ev(v, raw)
                finally:
                    if acting:
                        self.scope.in_action = before
                if value is not None:
                    out[key] = value
            return out
        if isinstance(t, list):
            items = [self.ev(v, raw) for v in t]
            return items if keep else [x for x in items if x is not None]
        return t

    def _path(self, path: str, raw: bool):
        name, *rest = path.split(".")
        value = self.slot_raw(name) if raw else self.slot(name)
        for part in rest:
            if value is None:
                return None
            if part.isdigit():
                value = value[int(part)] if len(value) > int(part) else None
            elif isinstance(value, dict):
                value = value.get(part)
            else:
                value = getattr(value, part)
            if isinstance(value, Player) and not raw:
                value = value.select(None if self.role == "filter" else self.scope)
            elif callable(value) and not raw:    # a player decided late, as the effect read so far names them,
                value = value(self.scope)        # also in a place described ("If it's in their Reserve")
        return value

    def child(self, node, **kw) -> "Ctx":
        return Ctx(self.language, node, self.scope, self.passage, **kw)


def mana(text: str):
    inner = str(text).strip("{}")
    return {"var": "X"} if inner.upper() == "X" else int(inner)


def as_pred(language, node: Node, ctx_parent: Ctx | None) -> Pred:
    """A verb phrase as a Pred: its meaning is built once its subject is known."""
    phrase = node.phrase
    actor = phrase.subject or "player"
    if actor.startswith("$"):             # "[Sabotage] after Rest": the actor of the verb it holds
        inner = node.slots.get(actor[1:])
        actor = as_pred(language, inner, ctx_parent).actor if isinstance(inner, Node) else "player"
    pred = Pred(actor, None, again=phrase.repeats)
    pred.form, pred.verb = _printed_form(language, node)
    pred.at = node.start
    passage = ctx_parent.passage if ctx_parent is not None else UNREAD     # (a verb alone, built: no words)

    def build(subject, scope):
        before = len(scope.steps_out)
        steps = language.evaluate(node, scope, passage, subject=subject, pred=pred)
        if isinstance(steps, list) and len(steps) > 1:
            one_decision(scope.steps_out[before:], steps)
        return steps
    pred.build = build
    if "what" in node.slots and any(s.name == "what" and s.kind == "noun" for s in phrase.say.slots()):
        def remake(noun):
            slots = dict(node.slots, what=noun)
            return as_pred(language, Node(phrase, slots, node.choices, node.start, node.end, node.surfaces),
                           ctx_parent)
        pred.remake = remake
        pred.what = node.slots["what"]
    return pred


def one_decision(chosen: list, steps: list) -> None:
    """A verb of several steps (a set's phrase: "thaw": loses [[Asleep]], gains 1 boost) choosing what it acts on
    itself ("Thaw a Character you control"): the decision is the verb's (6.1.g), and an option is impossible only
    when none of its steps can act on it: the choice offers what one of them can (``choose`` ``able``, each
    step's ``can_pay``). Not a target, which any candidate may be (2.4.1.f)."""
    for step in chosen:
        spec = step.get("choose") if isinstance(step, dict) and len(step) == 1 else None
        if isinstance(spec, dict) and isinstance(spec.get("as"), str) and not spec.get("target") \
                and "able" not in spec:
            on = [s for s in steps if {"var": spec["as"]} in _values(s)]
            if len(on) > 1:
                spec["able"] = copy.deepcopy(on)


def _values(node) -> list:
    """The values of a step's parameters, one level down (a keyword action's too: ``{do: {Name: {...}}}``)."""
    out: list = []
    for arg in node.values() if isinstance(node, dict) else ():
        if isinstance(arg, dict):
            out += list(arg.values())
            out += [v for a in arg.values() if isinstance(a, dict) for v in a.values()]
    return out


def _printed_form(language, node: Node) -> tuple:
    return printed_form(language.book.verbs, node)


def printed_form(verbs: dict, node: Node) -> tuple:
    """(form, the verb as printed): "base" when the verb of a verb phrase is printed in its base form
    ("draw", "[Resupply]"), "third" when inflected ("draws", "[Resupplies]"); (None, None) when it has no
    verb of its own."""
    from .say import Slot, Word
    for part in node.phrase.say.parts:
        if isinstance(part, Word) and part.text.lower() in verbs:
            printed = node.choices.get(("verb", id(part)))
            if printed is None:
                return None, None
            return ("base" if printed.lower() == part.text.lower() else "third"), printed
        if isinstance(part, Slot) and part.kind in ("keyword_action", "action_verb"):
            printed, name = node.surfaces.get(part.name), node.slots.get(part.name)
            if isinstance(printed, str) and isinstance(name, str):
                return ("base" if printed.lower() == name.lower() else "third"), printed
            return None, None
    return None, None


def verb_form(verbs: dict, node) -> str | None:
    """Whether the verb of a verb phrase is printed in its base form ("draw": ``base``) or in the third
    person ("draws": ``third``); None where the phrase does not begin with a verb that tells them apart."""
    if not isinstance(node, Node):
        return None
    return _form_in(verbs, node.phrase.say.parts, node)


def _form_in(verbs: dict, parts, node: Node):
    from .say import Group, Slot
    for p in parts:
        if isinstance(p, Group):
            j = node.choices.get(p.index)
            if j is None and p.optional:
                continue
            return _form_in(verbs, p.choices[j or 0], node)
        if isinstance(p, Slot):
            return verb_form(verbs, node.slots.get(p.name)) if p.kind == "verb" else None
        printed = node.choices.get(("verb", id(p)))
        forms = [f.lower() for f in verbs.get(p.text.lower()) or verbs.get(p.text) or []]
        if printed is None or len(forms) < 2 or forms[0] == forms[1]:
            return None
        return {forms[0]: "base", forms[1]: "third"}.get(printed.lower())
    return None


def link_form(verbs: dict, verb) -> str | None:
    """The form a link's verb hands on to the next verb of its chain (``_Links``: the form of its words, else
    of its keyword action): "third" after "draws" or "[Resupplies]", "base" after "draw" or "[Resupply]"."""
    if not isinstance(verb, Node):
        return None
    return verb_form(verbs, verb) or printed_form(verbs, verb)[0]


def stats_of(vocabulary: dict, text: str) -> dict:
    values = [int(x) for x in str(text).split("/")]
    return dict(zip(vocabulary["statistics"], values))


def place(zone, owner) -> Place:
    return Place(zone, owner)
