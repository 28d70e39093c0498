"""The card-text language built from a phrasebook and a vocabulary: read a text, realize its meaning.

>>> from altered.cardtext.vocabulary import vocabulary_from_rules
>>> from altered.loading.paths import RULES_DIR
>>> lang = language_for(vocabulary_from_rules(RULES_DIR))
>>> lang.read("{R} I gain 2 boosts.")[0]["reaction"]["effect"]
[{'counters': {'what': 'self', 'name': 'boost', 'add': 2}}]

Reading is generic: the parse tree becomes :class:`~.meaning.Node` objects (a phrase and what filled its
slots, by name), whose ``means:`` templates are evaluated by :mod:`.meaning` and :mod:`.combinators`.
Every reading of an ambiguous text is realized; readings that mean the same are one reading, and between
readings that differ the phrasebook's rule decides (a phrase's ``prefer:``, then the phrase reaching furthest,
:meth:`Language.best`); a reading refused as it is realized that a phrase's ``prefer:`` puts first refuses the
text, naming the other, and so does one ranked first by reach whose refusal is of the words as read
(``DesignError.refusal``; :meth:`Language._refused_first`), unless the other is a declared fallback (``prefer``
below 0).
"""
from __future__ import annotations

import hashlib
import json
import re
from functools import cached_property

from ..loading.errors import DesignError, NotAReading
from .combinators import load_combinators
from .combinators.whole_costs import choose_able
from .combinators.done_and_counted import plain_where_unchanged
from .combinators.conditions import objects_named, opponents_together, trigger_yours
from .combinators.walkers import bound_names, pairs_in, used_names
from .combinators.places_or_objects import bare_me, card_with_place_status, placeless_me, played_me_from, sent_by, \
    sent_then_changed, values_of_their_kind
from .discourse import PENDING, UNREAD, Passage, Scope, dicts_in
from .tense import moving_trigger, past_tense, typed_zone_test
from .errors import refuse_later_words, syntax_error, where
from .grammar import GrammarBuilder, WORD_CLASSES
from .larkgrammar import Tree
from .meaning import Ctx, Items, Node, SubjectFn, as_pred, mana
from .nouns import contains, note_sources
from .phrasebook import Book, book_digest, load_book
from .reminders import oracle
from .split import Piece, check_layout, split_abilities
from .tokens import ParseError, Token, tokenize
from .vocabulary import forms, plural, vocabulary_hash

MAX_READINGS = 64                        # readings of one text compared before it is called too ambiguous
NODES_KEPT = 256                          # nodes of texts lately read, kept for their rendering (Language.node)
SCOPE_VARS = {"trigger_it": "trigger_it", "trigger_named": "trigger_named", "trigger_object": "trigger_object", "trigger_marker": "trigger_marker", "trigger_noun": "trigger_noun", "result": "result", "revealed": "revealed", "it": "it",
              "last_marker": "last_marker", "there": "subject", "subject": "subject", "amount": "amount", "player": "player", "trigger_player": "trigger_player", "done": "done",
              "answered": "answered", "in_full": "in_full", "in_full_several": "in_full_several", "no_it": "no_it"}


def _bind(scope, name: str, value) -> None:
    """A phrase's ``let``/``binds`` of ``@name``: a name the language's phrases share (SCOPE_VARS), or a
    name of a set's own phrases, which the phrases read after it find as ``@name`` too."""
    if name in SCOPE_VARS and SCOPE_VARS[name] == "revealed" and isinstance(value, str):
        scope.see(value)               # cards looked at or revealed: right after others? (Scope.see)
    elif name in SCOPE_VARS:
        setattr(scope, SCOPE_VARS[name], value)
    else:
        scope.named[name] = value


def _named_words(node: Node, passage: Passage) -> str:
    """The words naming the objects a condition names: its first noun described ("a Landmark"), with the
    words counting it ("two or more Landmarks", "there is a Character in ..."); not a state's ("it's a Soldier")."""
    if not isinstance(node, Node):
        return ""
    kids = sorted(((k, v) for k, v in node.slots.items() if isinstance(v, Node) and v.start is not None),
                  key=lambda kv: kv[1].start)
    for i, (key, kid) in enumerate(kids):
        if key == "state" or kid.phrase.category == "state":
            continue
        if kid.phrase.category == "nominal":
            if node.phrase.category == "noun":
                return passage.source_text(node)
            counts = [v for k, v in kids[:i] if v.phrase.category == "amount_test"]
            if counts:                     # "two or more Landmarks"
                return passage.text[counts[0].start:kid.end].strip()
            before = passage.text[kids[i - 1][1].end if i else node.start:kid.start].split()
            return " ".join(before[-1:] + [passage.source_text(kid)])      # its article: "have a Spell ..."
        found = _named_words(kid, passage)
        if found:
            return found
    return ""


class Reading:
    """One way of reading a text: its parse (``tree``), its phrases (``node``), what they mean."""

    def __init__(self, tree, node, abilities):
        self.tree = tree
        self.node = node
        self.abilities = abilities

    def spans(self) -> list[tuple[int, int]]:
        """The span of every phrase, in the order of the text (outer before inner)."""
        return [(t.start, t.end) for t in _phrases(self.tree)]

    def rank(self) -> tuple:
        return _rank(self.tree, self.node)

    def key(self) -> str:
        return json.dumps(self.abilities, sort_keys=True, default=str)


def unbound_reads(scope: Scope, ability, column=None) -> None:
    """A name the reading made (:meth:`.Scope.fresh`) that the ability reads ({var: N}, {did: N}) and no step of it
    binds ("as"): a back-reference to nothing ("that many" after a step that kept nothing, read as 0; "it" as
    none), never played: refused as the card is checked, whatever word made it (6.5.f, 7.2.4.a)."""
    for step in dicts_in(ability):     # a step copied since it introduced a name a word bound later (Scope.bind)
        name = step.pop(PENDING, None)
        if name in scope.bound_late:
            step["as"] = name
    given = {s["set"]["var"] for s in dicts_in(ability) if isinstance(s.get("set"), dict)}    # "where X is", kept
    unbound = sorted((used_names(ability) & scope.minted) - bound_names(ability) - given)
    if unbound:                        # at the words that read it, where a word recorded them ("If you do")
        at = scope.asked_at.get(unbound[0]) or scope.chosen_at.get(unbound[0])
        column = at[0] if at and at[0] is not None else column
        raise DesignError(f"a word here refers back to what a step before it did ('that many', 'it', 'If you do'), "
                          f"and no step keeps it ('{unbound[0]}' is never bound): it would count or name nothing; "
                          f"say what is meant ('the number of ...', 'a card ...') (6.5.f, 7.2.4.a)", column=column)


class Language:
    """A phrasebook and a vocabulary, compiled into a parser: the card-text reader (``parser.CardTextParser``,
    what :func:`.parser.build_parser` builds), and the words its mistakes are told with."""

    def __init__(self, book: "Book | None", vocabulary: dict, extra_phrases: list | None = None):
        """``book``: the phrasebook; None: the bundled one with ``extra_phrases`` (a set's), loaded, with
        the grammar, when a text is first read (a command whose texts all come from the disk cache needs
        neither: their key holds the phrasebook's texts, so a phrasebook changed since is read and checked)."""
        self.vocabulary = vocabulary
        self.placed = None                   # (zones, why): where the card is whose text is read again to tell a
        #                                      place of mine it can't have at its words (api.placed_text)
        self.forms = forms(vocabulary)       # surface word (lower case) -> name, per class of words (names())
        self.combinators = load_combinators()
        self._extra_phrases = extra_phrases
        if book is not None:
            self.book = book
            self._built                      # (its mistakes now, as the book was given)
        digest = book.digest if book is not None else book_digest(extra=extra_phrases)
        self.digest = hashlib.sha256((digest + vocabulary_hash(vocabulary)).encode()).hexdigest()[:16]
        self._token_abilities: dict[str, str] = {}
        self._tokens_reading: set[str] = set()
        self._nodes: dict[str, Node] = {}    # text -> the node of its reading, lately read (node())

    @cached_property
    def book(self) -> Book:
        return load_book(extra=self._extra_phrases)

    @cached_property
    def _built(self) -> tuple:
        builder = GrammarBuilder(self.book, self.vocabulary)
        grammar = builder.build()
        return grammar, builder.parts, dict(self.forms, ACTION_VERB=builder.action_verbs)

    @property
    def grammar(self):
        return self._built[0]

    @property
    def parts(self) -> dict:
        return self._built[1]

    @cached_property
    def plural_words(self) -> dict:
        """The plural words of the heads a nominal reads, as printed (lower case) → their singular: a class of words
        read in both numbers as one name ("Characters" → Character, vocabulary.forms), and a wording of a head
        phrase whose alternatives are a word and its plural ("(card | cards)"). A nominal keeps the number its
        head was printed in (6.5.b: a target's number is printed), which the reading of both as one word loses."""
        from .say import Group, Word
        out = {}
        for table in ("TYPE", "SUBTYPE"):
            for surface, name in self.forms.get(table, {}).items():
                if surface != name.lower() and surface == plural(name).lower():
                    out[surface.split()[-1]] = name.split()[-1]
        for phrase in self.book.of("head"):
            for part in phrase.say.parts:
                words = [c[0].text for c in part.choices if len(c) == 1 and isinstance(c[0], Word)] \
                    if isinstance(part, Group) else []
                for w in words:
                    if plural(w).lower() in {x.lower() for x in words} and plural(w).lower() != w.lower():
                        out[plural(w).lower()] = w
        return out

    @property
    def word_forms(self) -> dict:
        """The surface words of each class (``forms``), and the verbs, as read."""
        return self._built[2]

    # -- reading ------------------------------------------------------------------------
    def parse_trees(self, text: str) -> list[Tree]:
        """Every parse of a text (a tokens.ParseError when there is none)."""
        tokens = tokenize(text)
        return self.grammar.parse(tokens, MAX_READINGS), tokens

    def longest(self, category: str, tokens: list[Token], i: int) -> int:
        """How far ``tokens[i:]`` read as a phrase of ``category`` (``i`` when they don't)."""
        ends = self.grammar.ends(tokens[i:], f"c__{category}")
        return i + max(ends) if ends else i

    def readings(self, text: str) -> list[Reading]:
        """Every reading of one clean ability text, realized (those that fail to mean anything are dropped,
        unless none means anything: then the error of the plainest reading is raised, :func:`_plainest`)."""
        trees, tokens = self.parse_trees(text)
        passage = Passage(text, tuple(tokens))
        out, failed = [], []
        for t in trees:
            node = None
            try:
                node = self.build(t, passage)
                out.append(Reading(t, node, self.realize(node, passage)))
            except DesignError as e:
                failed.append((_plainest(t, node), e, t, node))
        if not out:                    # a reading that took a word for what it is not says least (misread)
            raise min(failed, key=lambda f: (f[1].refusal == "word", f[0]))[1]
        self._refused_first(out, failed, passage)
        return out

    def _said(self, tree, passage: Passage) -> str:
        """A phrase of a parse, named with the words it reads: "'draw' ('Draw a card')"."""
        kind = self.parts.get(tree.data)
        name = kind[1].name if kind and kind[0] == "phrase" else tree.data
        tokens = passage.tokens
        words = passage.text[tokens[tree.start].start:tokens[tree.end - 1].end] if tree.end > tree.start else ""
        return f"as '{name}' ('{words}')"

    def _refused_first(self, out: list[Reading], failed: list, passage: Passage) -> None:
        """A parse refused as it is realized is still a reading of the text: where the phrasebook ranks it before
        every parse that reads (:meth:`best`), the text is refused with its refusal, never read the other way
        unsaid. What its refusal declares (``DesignError.refusal``) says how:
        - ``"text"`` (the words as read are refused: a pronoun with nothing to name, a condition asking of a
          branch): the text is refused with it, at its place, unless the phrasebook prefers (``prefer:``) a parse
          that reads;
        - ``"parse"`` (:class:`NotAReading`, a check of what a phrase may be said of: a passive's words read as
          an effect, a status of places said of a card): the parse is ruled out where only the reach of its
          phrases puts it first; where a phrase's ``prefer:`` puts it first, the text is refused naming both;
        - ``"word"`` (:class:`Misread`, a word taken for what it is not: "they" as objects): ruled out.
        Either refusal gives way where the parse that reads is a declared fallback (a phrase with ``prefer`` below
        0: read only where the readings put before it are refused)."""
        best = min(out, key=Reading.rank)
        first = best.rank()
        preference = _preference(best.node)
        for _, e, tree, node in sorted(failed, key=lambda f: _rank(f[2], f[3])):
            if not _rank(tree, node) < first:
                break
            if e.refusal == "word":
                continue               # a word taken for what it is not
            if preference < 0 and not getattr(e, "over_fallback", False):
                continue               # the reading that reads is the fallback the phrasebook declares
                                       # (unless the refusal says what no fallback may read otherwise)
            if not _preference(node) > preference:
                if e.refusal == "text":
                    raise e            # ranked first by reach: the words as read are refused
                continue               # a check of what a phrase may be said of rules this parse out
            one, other = (self._said(t, passage) for t in _parting(tree, best.tree))
            raise DesignError(f"{e.message} -- these words read two ways: {one}, which the phrasebook prefers "
                              f"(prefer:) and refused so, or {other}: refused rather than read the second way "
                              f"with no word said; say it so that it reads one way", file=e.file, line=e.line,
                              column=e.column, context=e.context)

    def read(self, text: str) -> list[dict]:
        """The abilities one clean ability text means; one naming a keyword action, status or step the rules
        keep for a later edition (keywords.yaml ``later_editions``) is refused, at that word."""
        abilities = self.reading(text).abilities
        later = self.vocabulary.get("later_editions")
        if later:
            refuse_later_words(text, abilities, later)
        return abilities

    @property
    def language(self) -> "Language":
        """The reader itself (callers written when the parser held a language name it ``parser.language``)."""
        return self

    def names(self, table: str) -> dict:
        """Surface word (lower case) → canonical name, for a class of words."""
        return self.forms.get(table, {})

    def token_abilities(self, ref: str) -> list[dict]:
        """The abilities of a token the vocabulary declares with a text (2.2.12.f), read once with these
        words (its readings: a later edition's words are not refused in it, as :meth:`read` does); a mistake
        in it is told at its place in the set's vocabulary.yaml."""
        known = self._token_abilities.get(ref)
        if known is None:
            spec = self.vocabulary["tokens"][ref]
            if ref in self._tokens_reading:
                raise DesignError(f"[{ref}]: the token's own text creates it: its abilities would never end")
            file, line, column = spec.get("text_at") or (None, None, None)
            self._tokens_reading.add(ref)
            try:
                out = []
                text = spec["text"]
                try:                                          # its parentheses told apart, as a card's
                    text = oracle(text, self, lambda piece: self.reading(piece.text).abilities, token=True)
                except DesignError as e:
                    f, ln, col, context = where(Piece(text, tuple(range(len(text)))), (e.column or 1) - 1, text,
                                                file, line, column)
                    raise DesignError(e.message, f, ln, col, context) from None
                for piece in split_abilities(text):
                    try:
                        check_layout(piece)
                        abilities = self.reading(piece.text).abilities
                    except ParseError as e:
                        raise syntax_error(e, piece, self, spec["text"], file, line, column) from None
                    except DesignError as e:
                        if e.file:                            # a token's text inside this one: told there
                            raise
                        f, ln, col, context = where(piece, (e.column or 1) - 1, spec["text"], file, line, column)
                        raise DesignError(e.message, f, ln, col, context) from None
                    for ability in abilities:
                        ability.setdefault("text", piece.text)
                    out.extend(abilities)
            finally:
                self._tokens_reading.discard(ref)
            known = self._token_abilities[ref] = json.dumps(out)
        return json.loads(known)                              # its own copy: a program may keep it

    @staticmethod
    def best(readings: list[Reading]) -> Reading:
        """The reading of an ambiguous text: among those that mean different things, the one whose phrases
        prefer it (``prefer:``), then the one in which a phrase reaches furthest where the readings first
        part (English attaches a qualifier or a clause to the nearest phrase: "exchange X from your
        Reserve with a card from your hand"; "you may X, then Y" makes Y optional too). Readings that mean
        the same are one reading, the one these rules put first; nothing depends on the parser's order."""
        return min(readings, key=Reading.rank)

    def render(self, node, grouped: bool = False, explicit: bool | None = None) -> str:
        """A reading written back as card text (:mod:`.render`)."""
        from .render import render, set_verbs
        set_verbs(self.book.verbs)
        return render(node, grouped, explicit)

    def reading(self, text: str) -> Reading:
        """The reading of a text (the one :meth:`read` means)."""
        reading = self.best(self.readings(text))
        if self.placed is None:              # (read again in a card's place, another reading may be best)
            if len(self._nodes) >= NODES_KEPT:
                self._nodes.clear()
            self._nodes[text] = reading.node
        return reading

    def node(self, text: str) -> Node:
        """The node of a text's reading, as :meth:`reading` gives it: of a text just read, not parsed again
        (a text rendered is read first, for its errors: ``api.render_text``)."""
        node = self._nodes.get(text) if self.placed is None else None
        return node if node is not None else self.reading(text).node

    def realize(self, node, passage: Passage = UNREAD) -> list[dict]:
        """What a reading of ``passage`` means; a combination of phrases that means nothing is a DesignError."""
        try:
            result = self.express(node, None, passage)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise DesignError(f"cannot read this ability ({type(e).__name__}: {e})") from None
        abilities = result if isinstance(result, list) else [result]
        if contains(abilities, {"var": "X"}):    # "Draw X cards." with no ", where X is ...": nobody says what X is
            free = re.search(r"(?<![\w{])X(?![\w}])|\{X\}|X", passage.text)
            raise DesignError("X is not said here: write ', where X is ...' in this sentence or one before it",
                              column=free.start() + 1 if free else None)
        leftover = _internal(abilities)
        if leftover:                    # "costs {1} less" outside "the next ... you play": no meaning here
            raise NotAReading(f"'{leftover.lstrip('_')}' is read only inside a longer phrase, which this text "
                              f"does not have")
        return abilities

    # -- the parse tree as phrases ------------------------------------------------------
    def build(self, tree, passage: Passage):
        """A parse tree of ``passage`` as phrases: Node, Items, names and values."""
        if isinstance(tree, Token):
            return _token_value(tree)
        data = tree.data
        kind = self.parts.get(data)
        tokens = passage.tokens
        if data == "start" or (kind and kind[0] == "category"):
            return self.build(tree.children[0], passage)
        if kind is None:
            raise DesignError(f"cannot read the part {data!r}")
        what = kind[0]
        if what == "phrase":
            phrase = kind[1]
            slots: dict = {s.name: None for s in phrase.say.slots()}
            choices: dict = {}
            surfaces: dict = {}
            self._assign(phrase.say.parts, list(tree.children), slots, choices, surfaces, passage)
            start = tokens[tree.start].start if tree.start < len(tokens) else len(passage.text)
            end = tokens[tree.end - 1].end if tree.end > tree.start else start
            node = Node(phrase, slots, choices, start, end)
            node.surfaces = surfaces
            return node
        if what == "words":
            surface = " ".join(t.text for t in tokens[tree.start:tree.end])
            return _canonical(self.word_forms.get(kind[1], {}), surface)
        if what == "list":
            items = Items()
            items.seps, items.surfaces = [], []
            self._flatten_list(tree, items, passage)
            seps = [w for t in items.seps for w in t]
            items.conj = "or" if "or" in seps else "and"
            return items
        if what == "repeat":
            items = Items()
            node = tree
            stack = []
            while node.children:
                stack.append(node.children[1])
                node = node.children[0]
            items.extend(self.build(c, passage) for c in reversed(stack))
            items.surfaces = [_surface(c, tokens) for c in reversed(stack)]
            return items
        if what == "name":
            return " ".join(t.text for t in tokens[tree.start:tree.end])
        if what == "token_ref":
            ref = tokens[tree.start].text
            if ref not in (self.vocabulary.get("tokens") or {}):
                raise DesignError(f"[{ref}]: no token of that reference is declared (a set's vocabulary.yaml "
                                  f"declares it under tokens:)", column=tokens[tree.start].start + 1)
            return ref
        raise DesignError(f"cannot read the part {data!r}")

    def _flatten_list(self, tree, items, passage):
        kids = tree.children
        if len(kids) == 1:
            items.append(self.build(kids[0], passage))
            items.surfaces.append(_surface(kids[0], passage.tokens))
            return
        left, sep, right = kids
        self._flatten_list(left, items, passage)
        items.seps.append([t.word for t in passage.tokens[sep.start:sep.end]])
        items.append(self.build(right, passage))
        items.surfaces.append(_surface(right, passage.tokens))

    def _assign(self, parts, children, slots, choices, surfaces, passage):
        from .say import Group, Slot, Word
        for part in parts:
            if isinstance(part, Word):
                if part.text.lower() in self.book.verbs:      # the verb's form as printed
                    child = children.pop(0)
                    choices[("verb", id(part))] = passage.tokens[child.start].text
            elif isinstance(part, Slot):
                child = children.pop(0)
                slots[part.name] = self.build(child, passage)
                surfaces[part.name] = _surface(child, passage.tokens)
            elif isinstance(part, Group):
                child = children.pop(0)
                if self.parts[child.data][0] == "optional":
                    child = child.children[0] if child.children else None
                if child is None:
                    choices[part.index] = None
                    if part.name:
                        slots[part.name] = None
                    continue
                chosen = child.children[0]
                _, j, choice = self.parts[chosen.data]
                choices[part.index] = j
                if part.name:
                    slots[part.name] = True if part.optional else _words(choice)
                self._assign(choice, list(chosen.children), slots, choices, surfaces, passage)

    # -- meanings ---------------------------------------------------------------------
    def express(self, value, ctx, passage: Passage | None = None):
        """A slot's value as its phrase means it (a verb or a phrase said of a subject waits for it); ``passage``:
        the words read, where no phrase around it (``ctx``) has them."""
        if isinstance(value, Node):
            cat = self.book.categories[value.phrase.category]
            if cat.realize == "verb":
                return as_pred(self, value, ctx)
            if cat.realize == "subject":
                return SubjectFn(value, ctx)
            scope = Scope() if (ctx is None or value.phrase.category == "ability") else ctx.scope
            if ctx is None and self.placed is not None:       # the card's own place, where no ability says one
                scope.named["me_in"], scope.named["me_placed"] = self.placed[0], self.placed
            return self.evaluate(value, scope, passage if ctx is None else ctx.passage)
        if isinstance(value, Items):
            out = Items(self.express(v, ctx, passage) for v in value)
            out.conj = value.conj
            return out
        return value

    def evaluate(self, node: Node, scope: Scope, passage: Passage, *, subject=None, past=None, kind="object",
                 role=None, pred=None):
        try:
            if node.phrase.category == "ability":
                return self._ability(node, scope, passage, subject, past, kind, role, pred)
            if node.phrase.category == "condition":
                return self._condition(node, scope, passage, subject, past, kind, role, pred)
            if node.phrase.category == "trigger":
                result = self._evaluate(node, scope, passage, subject, past, kind, role, pred)
                if scope.last_pred is None:    # a reaction's own trigger, read before its effect's verbs
                    scope.trigger_yours = trigger_yours(result)
                    sent = sent_by(result, self.vocabulary)
                    if sent:                   # where its effect finds me
                        scope.named["me_in"], scope.named["me_moved"] = sent, True
                        scope.named["me_sent"] = sent   # (where the event put me, as steps move me on)
                    if moving_trigger(result):
                        scope.named["trigger_moves"] = True     # "was" of what it names: before the event (6.3.k)
                        if "played" in result and (result["played"] or {}).get("what") != "self":
                            scope.named["trigger_plays"] = True     # ... a card played: as it was played (2.1.h)
                    if moving_trigger(result, "self"):
                        scope.named["trigger_moves_me"] = True  # ... of me ("When I leave the Expedition")
                    played = played_me_from(result, self.vocabulary)
                    if played:                 # where I may have been played from ("If I was played from ...")
                        scope.named["me_played"] = played
                return result
            if node.phrase.category != "sentence":
                return self._evaluate(node, scope, passage, subject, past, kind, role, pred)
            # a sentence's choices not made by its verbs ("If there are three cards in target opponent's
            # Reserve"): made first, as the sentence begins (6.5.b)
            saved, scope.steps_out = scope.steps_out, []
            try:
                result = self._evaluate(node, scope, passage, subject, past, kind, role, pred)
                chosen = scope.steps_out
            finally:
                scope.steps_out = saved
            if not chosen:
                return result
            if isinstance(result, tuple):
                raise DesignError("a target chosen in this sentence is not read yet")
            return chosen + (result if isinstance(result, list) else [result])
        except DesignError as e:               # located at the innermost phrase that could not mean
            if e.column is None and e.file is None and node.start is not None:
                e.column = node.start + 1
            raise

    def _ability(self, node: Node, scope: Scope, passage: Passage, *args):
        """An ability: a choice left over once its sentences took theirs was made by a trigger, a condition of
        one or a passive, where nothing is chosen (6.5.b: the controller chooses targets as an effect
        resolves): refused at its words, never dropped."""
        result = self._evaluate(node, scope, passage, *args)
        for step in scope.steps_out:
            column, words = scope.chosen_at.get(step["choose"]["as"], (None, "target"))
            raise DesignError(f"'{words}' names what an effect chooses as it resolves (6.5.b); here nothing is "
                              f"chosen, so the word would be lost: say which ones ('a ...', 'each ...')",
                              column=column)
        choose_able(result, self.vocabulary.get("oracle", {}).get("actions", {}),   # 6.1.g, 7.3.13.b; not an
                    apart=scope.chosen_apart(), fresh=scope.fresh, asked=scope.asked_at,   # explicit
                    again=scope.asked_again)
        #                                                                   "Choose ..." (audit s52 K1 W4)
        plain_where_unchanged(result)      # "that many" of what no step acted on: all of them
        sent_then_changed(scope, self.vocabulary.get("oracle", {}).get("actions", {}),
                          self.vocabulary.get("bare_zones", {}), result, text=passage.text)
        past_tense(scope, result, self.vocabulary.get("oracle", {}).get("actions", {}),
                   self.vocabulary.get("bare_zones", {}))
        values_of_their_kind(scope, result, None if node.start is None else node.start + 1)
        typed_zone_test(result, self.vocabulary.get("zone_of_type", {}), self.vocabulary.get("zones", {}),
                        passage.text, None if node.start is None else node.start + 1)
        unbound_reads(scope, result, None if node.start is None else node.start + 1)
        status = card_with_place_status(scope, result, self.vocabulary.get("expedition_statuses", ()))
        if status is not None:
            at = passage.text.find(status, node.start or 0)
            raise DesignError(f"[[{status}]] is a status of places only (statuses.yaml: expedition), and this says "
                              f"it of a card, which never has it (2.4.1.b): say it of a place",
                              column=at + 1 if at >= 0 else None)
        return result

    def _condition(self, node: Node, scope: Scope, passage: Passage, *args):
        """A condition: what opponents have counted together is refused (one opponent's, or all of theirs?
        1.4.7: they differ at a table of more than two); "an opponent has ..." tests each on their own. One that
        names objects of its own ("If you control a Landmark") is kept with what "it" named as it was read, if it
        still does and the condition is not said of it ("If one of them is a Spell"): a pronoun after it naming that
        could name the condition's object as well (Scope.condition_it)."""
        before, said = scope.it, len(scope.it_reads)
        result = self._evaluate(node, scope, passage, *args)
        scope.target_or_trigger(scope.it_reads[said:], None if node.start is None else node.start + 1)
        if scope.named.get("me_in") is not None:
            bare_me(scope.named["me_in"], result, self.vocabulary, None if node.start is None else node.start + 1,
                    passage.source_text(node), scope.named.get("me_moved", False))
        named = objects_named(result)      # what a pronoun after it could name (Scope.trigger_it_is)
        if named is None and before is not None and scope.it == before \
                and any(k == "what" and v == "it" for k, v in pairs_in(result)):
            named = True                   # the trigger's object, named so while "it" names a pick ("When you play
            #                                a Spell — Target ... If that Spell is a Song, exhaust it."): audit S11B
        if named is not None:
            words = passage.source_text(node)
            scope.conditions_named.append(((None if node.start is None else node.start + 1, words),
                                           _named_words(node, passage) or words, named,
                                           before if before is not None and scope.it == before
                                           and before not in used_names(result) else None))
        if opponents_together(result):
            raise DesignError("this counts what every opponent has together, which differs from what one opponent "
                              "has at a table of more than two: say 'an opponent has ...' (some opponent) or "
                              "'each opponent has ...'", column=None if node.start is None else node.start + 1)
        return result

    def _evaluate(self, node: Node, scope: Scope, passage: Passage, subject, past, kind, role, pred):
        ctx = Ctx(self, node, scope, passage, subject=subject, past=past, kind=kind,
                  role=None if role == "raw" else role, pred=pred)
        phrase = node.phrase
        for key, t in phrase.let.items():
            value = ctx.ev(t)
            if key.startswith("@"):
                _bind(scope, key[1:], value)
            else:
                ctx.names[key] = value
        raw = role == "raw" or self.book.categories[phrase.category].realize in ("noun", "fragment", "player")
        result = ctx.ev(phrase.means, raw=raw)
        for name, role in phrase.roles.items():        # a slot read through a combinator and not by the meaning
            if isinstance(role, str) and role.startswith("$") and name not in ctx.selected:    # (a check): now
                ctx.slot(name)
        note_sources(scope, result, (self.vocabulary.get("oracle") or {}).get("actions") or {})
        for key, t in phrase.binds.items():
            _bind(scope, key[1:], ctx.ev(t))
        if scope.named.get("me_in") is not None and node.start is not None \
                and phrase.category != "quoted":   # the innermost words saying it (a quoted ability's "me": another)
            placed = scope.named.get("me_placed")
            placeless_me(scope.named["me_in"], result, self.vocabulary, node.start + 1, passage.source_text(node),
                         scope.named.get("me_moved", False),
                         why=placed[1] if placed and scope.named["me_in"] is placed[0] else None)
        return result

    def outline(self, node) -> str:
        """A reading in brackets: each phrase's name and its slots."""
        if isinstance(node, Node):
            inner = ", ".join(f"{k}={self.outline(v)}" for k, v in node.slots.items() if v is not None)
            return f"{node.phrase.name}({inner})"
        if isinstance(node, list):
            return "[" + ", ".join(self.outline(v) for v in node) + "]"
        return repr(node)


def _internal(data):
    """A key a verb leaves for the phrase around it to take ("_cost"), or a value decided late that
    nothing decided, found still in the data."""
    if callable(data):
        return "_target opponent's"
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(k, str) and k.startswith("_"):
                return k
            found = _internal(v)
            if found:
                return found
    elif isinstance(data, list):
        for v in data:
            found = _internal(v)
            if found:
                return found
    return None


def _phrases(tree):
    """The phrases of a parse tree, in the order of the text (outer before inner)."""
    stack = [tree]
    while stack:
        t = stack.pop()
        if isinstance(t, Tree):
            if t.data.startswith("p__"):
                yield t
            stack.extend(reversed(t.children))


def _parting(a, b) -> tuple:
    """The phrases where two parses of a text first part (the first of each that is not the other's)."""
    pa, pb = list(_phrases(a)), list(_phrases(b))
    for x, y in zip(pa, pb):
        if (x.data, x.start, x.end) != (y.data, y.start, y.end):
            return x, y
    return pa[-1], pb[-1]


def _rank(tree, node) -> tuple:
    """How the phrasebook orders the readings of a text (Language.best): its phrases' preference, then how
    far a phrase reaches where they first part, then the phrases' names (never the parser's order)."""
    phrases = list(_phrases(tree))
    return (-_preference(node), [(t.start - t.end, t.start) for t in phrases], [t.data for t in phrases])


def _plainest(tree, node) -> tuple:
    """How the readings of a text none of which means anything are ordered, to say why the first does not:
    the phrases' preference, then the fewest phrases (the more a reading needs, the further it is from
    what was meant: "Characters you control cost {1} less" is a passive, not an effect whose 'cost' is
    left over), then as Language.best orders them."""
    rank = _rank(tree, node)
    return rank[0], len(rank[1]), rank


def _preference(node) -> int:
    if isinstance(node, Node):
        return node.phrase.prefer + sum(_preference(v) for v in node.slots.values())
    if isinstance(node, list):
        return sum(_preference(v) for v in node)
    return 0


def _surface(child, tokens) -> str:
    """The words a slot was read from, as printed."""
    if isinstance(child, Token):
        return child.text
    return " ".join(t.text for t in tokens[child.start:child.end])


def _words(choice) -> str:
    from .say import Word
    return " ".join(p.text for p in choice if isinstance(p, Word)).lower()


def _canonical(table: dict, surface: str) -> str:
    key = re.sub(r"\s+", " ", surface).lower().replace(" 's", "'s")
    if key in table:
        return table[key]
    for k, v in table.items():
        if k.replace(" ", "") == key.replace(" ", ""):
            return v
    return surface


def _token_value(token: Token):
    t, s = token.kind, token.text
    if t == "INT" or t == "SIGNED_INT":
        return int(s)
    if t == "MANA":
        return mana(s)
    if t == "DIE_RANGE":
        lo, hi = s.split("-")
        return (int(lo), int(hi))
    return s


_LANGUAGES: dict = {}


def language_for(vocabulary: dict, extra_phrases: list | None = None) -> Language:
    """The language of a vocabulary (and the phrases card sets bring), built once per process (its phrasebook
    and grammar when first needed)."""
    key = book_digest(extra=extra_phrases) + vocabulary_hash(vocabulary)
    if key not in _LANGUAGES:
        _LANGUAGES[key] = Language(None, vocabulary, extra_phrases)
    return _LANGUAGES[key]


__all__ = ["Language", "Reading", "language_for", "WORD_CLASSES", "Ctx"]
