"""The grammar of the card-text language, assembled from the phrasebook and the vocabulary.

Nothing here knows a phrase: each category of the phrasebook becomes a rule whose alternatives are
its phrases, each phrase a rule named after it (``p__<name>``), each ``( ... )`` group a rule of its
own so that the reading remembers which wording was used, each ``{x:kind+}`` list and ``{x:kind*}``
repetition a rule over its kind, and each class of words of the vocabulary (statuses, zones, counters,
...) a rule whose alternatives are those words. :mod:`.larkgrammar` compiles it for Lark.
"""
from __future__ import annotations

import re

from ..loading.errors import DesignError
from .larkgrammar import Grammar
from .phrasebook import Book, check_slots_used
from .say import Slot, Word, words_of
from .vocabulary import forms

# Classes of words the vocabulary fills: slot kind -> the forms() table they come from.
WORD_CLASSES = {
    "keyword": "KEYWORD", "valued_keyword": "VALUED_KEYWORD", "keyword_action": "KEYWORD_ACTION",
    "status": "STATUS", "zone": "ZONE", "counter": "COUNTER", "terrain": "TERRAIN", "stat": "STAT_NAME",
    "type": "TYPE", "subtype": "SUBTYPE", "phase": "PHASE", "daily_effect": "DAILY_EFFECT",
    "duration": "DURATION",
}
# Slot kinds read by a class of tokens.
TOKEN_CLASSES = {
    "int": "#INT", "mana": "#MANA", "stats": "#STATS", "stat_delta": "#STAT_DELTA", "signed": "#SIGNED_INT",
    "die_range": "#DIE_RANGE",
}
# Slot kinds the builder writes rules for itself.
BUILT_IN = {"name", "token_ref", "action_verb"}


def rule_name(kind: str, name: str) -> str:
    return f"{kind}__{re.sub(r'[^a-z0-9_]', '_', name.lower())}"


def lit(word: str) -> str:
    return "'" + word.lower()


class GrammarBuilder:
    """The grammar for a phrasebook and a vocabulary; ``parts`` says, for every rule it writes, what its
    tree stands for (the reading needs nothing else)."""

    def __init__(self, book: Book, vocabulary: dict):
        self.book = book
        self.vocabulary = vocabulary
        self.forms = forms(vocabulary)
        self.rules: dict[str, list] = {}
        self.parts: dict[str, tuple] = {}
        self.literals: set[str] = set()
        self.verb_forms = {base.lower(): fs for base, fs in book.verbs.items()}
        self.action_verbs: dict[str, str] = {}

    # -- pieces ---------------------------------------------------------------------
    def words(self, text: str) -> list[list[str]]:
        """The alternatives a written word stands for (a verb: all its forms)."""
        forms_ = self.verb_forms.get(text.lower())
        if forms_:                      # a rule of its own, so that the reading keeps the form printed
            self.literals.update(f.lower() for f in forms_)
            name = f"v__{text.lower()}"
            self.rules[name] = [[lit(f)] for f in forms_]
            self.parts[name] = ("verb", text.lower())
            return [[name]]
        self.literals.add(text.lower())
        return [[lit(text)]]

    def slot(self, slot: Slot, where: str) -> str:
        kind = slot.kind
        if kind in self.book.categories:
            one = f"c__{kind}"
        elif kind in WORD_CLASSES or kind == "action_verb":
            one = f"w__{kind}"
        elif kind in TOKEN_CLASSES:
            one = TOKEN_CLASSES[kind]
        elif kind in BUILT_IN:
            one = f"b__{kind}"
        else:
            known = sorted(set(self.book.categories) | set(WORD_CLASSES) | set(TOKEN_CLASSES) | BUILT_IN)
            raise DesignError(f"{where}: unknown slot kind {kind!r} (known: {', '.join(known)})")
        if slot.repeat:
            name = f"s__{kind}"
            self.rules.setdefault(name, [[], [name, one]])
            self.parts[name] = ("repeat", kind)
            return name
        if slot.many:
            name = f"l__{kind}"
            self.rules.setdefault(name, [[one], [name, "list_sep", one]])
            self.parts[name] = ("list", kind)
            return name
        return one

    def sequence(self, parts, rule: str, where: str) -> list[list[str]]:
        """The alternatives (lists of symbols) of a sequence of parts."""
        alts: list[list[str]] = [[]]
        for p in parts:
            if isinstance(p, Word):
                options = self.words(p.text)
            elif isinstance(p, Slot):
                options = [[self.slot(p, where)]]
            else:
                name = f"{rule}__g{p.index}"
                choices = []
                for j, choice in enumerate(p.choices):
                    alt = f"{name}_{j}"
                    self.parts[alt] = ("choice", j, choice)
                    self.rules[alt] = self.sequence(choice, rule, where)
                    choices.append([alt])
                self.rules[name] = choices
                self.parts[name] = ("group", p)
                if p.optional:
                    opt = f"o__{name}"
                    self.rules[opt] = [[], [name]]
                    self.parts[opt] = ("optional",)
                    options = [[opt]]
                else:
                    options = [[name]]
            alts = [a + o for a in alts for o in options]
        return alts

    # -- the whole grammar --------------------------------------------------------------
    def build(self) -> Grammar:
        for cat in self.book.categories:
            members = self.book.of(cat)
            self.rules[f"c__{cat}"] = [[rule_name("p", p.name)] for p in members]
            self.parts[f"c__{cat}"] = ("category",)
        for phrase in self.book.phrases.values():
            rule = rule_name("p", phrase.name)
            self.parts[rule] = ("phrase", phrase)
            self.rules[rule] = self.sequence(phrase.say.parts, rule, phrase.source)
            check_slots_used(phrase)
        self.rules["w__action_verb"] = self.action_verb_rule()
        self.parts["w__action_verb"] = ("words", "ACTION_VERB")
        for kind, table in WORD_CLASSES.items():
            words = sorted(self.forms.get(table, {}), key=lambda w: (-len(w), w))
            self.rules[f"w__{kind}"] = [[lit(p) for p in _split_words(w)] for w in words]
            self.parts[f"w__{kind}"] = ("words", table)
            for w in words:
                self.literals.update(p.lower() for p in _split_words(w))
        # any word: a reference no set declares reads, to be refused by name (language.py)
        self.rules["b__token_ref"] = [["#WORD"]]
        self.parts["b__token_ref"] = ("token_ref",)
        self.rules["list_sep"] = [[lit(",")], [lit("and")], [lit("or")], [lit(","), lit("and")], [lit(","), lit("or")]]
        self.parts["list_sep"] = ("sep",)
        self.rules["b__word"] = [["#WORD"], ["#INT"], ["#END"], [lit("-")]]
        self.rules["b__name"] = [["b__word"], ["b__name", "b__word"]]
        self.parts["b__name"] = ("name",)
        self.rules["start"] = [["c__ability"]]
        return Grammar(self.rules, "start", starts=[f"c__{cat}" for cat in self.book.categories])

    def action_verb_rule(self) -> list:
        """Keyword actions written as plain verbs ("Exchange target card ..."): every declared action
        whose first word no phrase already reads as a word of its own."""
        table = self.forms.get("KEYWORD_ACTION", {})
        for surface, name in table.items():
            first = surface.split()[0]
            if first not in self.literals and name.split()[0].lower() not in self.literals:
                self.action_verbs[surface] = name
        return [[lit(p) for p in _split_words(w)] for w in sorted(self.action_verbs, key=lambda w: (-len(w), w))]


def _split_words(surface: str) -> list[str]:
    out = []
    for w in re.findall(r"\[\[|\]\]|[\[\],.:;•\"—+/\-]|[^\s\[\],.:;•\"—+/\-]+", surface):
        out.extend(words_of(w))
    return out
