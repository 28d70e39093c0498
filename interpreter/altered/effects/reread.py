"""Reading the gloss back: the programs whose English (gloss.py) is a given text.

The proof that the gloss says everything: a program, rendered, then read, is the program again, and no
other program renders to the same words.  The reader knows no operator by hand: each operator's phrase
(registry.py) is matched against the text, each parameter it captures is read by its declared kind as the
inverse of how gloss.show prints that kind, and every candidate is rendered again and kept only if it gives
the very same lines.  So ``read`` returns every program that prints as the text, never a guess.

Lines are read as the gloss writes them: a block of several lines indented under the line that leads to
it stands in that line as one mark (``_flatten``), so a phrase's words match across it.
"""
from __future__ import annotations

import bisect
import functools
import itertools
import json
import re

from . import gloss
from .gloss import INDENT, all_refs
from .params import ARG, LISTS, P
from .phrase import Ref, parse, refs
from .registry import EXPRS, OPERATORS, load_operators
from .selectors import FILTER_KEYS

LIMIT = 64                      # candidates kept per place (a text with more is ambiguous anyway)
_MARK = 0xE000                  # a block of lines stands as one private-use character
_AGREE = {"s": ("s", ""), "es": ("es", ""), "has": ("has", "have"), "is": ("is", "are", "am")}
_ANY = P("any")


class Lexicon:
    """The names the gloss prints as they are, by what they name (from the rule book): where the words
    alone cannot tell a status from a keyword, a card type from a sub-type, a named number from a name
    bound by the program, or the statistics of "2/2/2" from one another."""

    def __init__(self, statistics=(), statuses=(), types=(), zones=(), phases=(), names=(), keywords=(),
                 words=(), values=(), actions=()):
        self.keywords = frozenset(keywords)
        self.actions = frozenset(actions)   # the keyword actions ("Draw (card: x)")
        self.words = frozenset(words)   # other words with a meaning of their own (durations: "turn")
        self.statistics = tuple(statistics)
        self.statuses = frozenset(statuses)
        self.types = frozenset(types)
        self.zones = frozenset(zones)
        self.phases = frozenset(phases)
        self.values = frozenset(values)     # the named values of the rules ("strength")
        self.names = {n.replace("_", " "): n for n in (*names, *statistics)}     # as printed -> as written

    def names_something(self, word: str) -> bool:
        """Whether the book gives the word a meaning (so that a program cannot bind it as a name)."""
        return any(word in s for s in (self.statuses, self.types, self.zones, self.phases, self.keywords, self.words))

    @classmethod
    def of(cls, book, words=(), counters=()) -> "Lexicon":
        return cls(book.statistics, book.statuses, book.types, book.zones, [p.name for p in book.phases],
                   [*book.numbers, *book.value_names, *book.counter_specs, *counters], book.keywords, words, book.value_names,
                   book.action_names)


# what may stand at a place of each kind, besides the operators: names as they are, numbers, or neither
_NAMED = ("status", "statuses", "zone", "phase", "statistic", "name", "text", "daily_effect", "word", "list", "value_name")
_NUMBERS = ("count", "number", "int")
# what the value operators standing at a place of each kind may give ("": not declared)
_GIVES = gloss.ACCEPTS
_OPERANDS = ("values", "conditions", "selectors", "triggers")
_OBJECTS = ("selector", "filter", "marker", "player", "condition", "selectors", "conditions")


class _TooLong(Exception):
    pass


class Reader:
    def __init__(self, lexicon: Lexicon | None = None, budget: int = 100000):
        load_operators()
        self.lex = lexicon or Lexicon()
        self.budget = budget            # matches tried per text read: past it, the text reads as nothing
        self._memo: dict = {}
        self._active: dict = {}         # keys being read -> their depth
        self._spent = 0
        self._taint = 1 << 30           # the depth from which what is being read met a text inside itself

    # -- the categories ----------------------------------------------------------------------------

    def read(self, kind: str, lines) -> list:
        """The programs of ``kind`` (steps, trigger, cost, value, passive) printed as ``lines``; [] where
        none is, or where reading them would take more than the budget of matches."""
        self._spent = 0
        text = list(lines) if kind in ("steps", "passive", "ability") else " ".join(lines)
        try:
            return getattr(self, kind)(text)
        except _TooLong:
            self._memo.clear()
            self._active.clear()
            self._taint = 1 << 30
            return []

    def steps(self, lines) -> list:
        """The effects (lists of steps) that render as these lines."""
        return self._cached(("steps", tuple(lines)), lambda: self._steps(list(lines)))

    def trigger(self, text: str) -> list:
        return self._ops("trigger", [text], _trigger_lines)

    def cost(self, text: str) -> list:
        found = self._ops("cost", [text], _cost_lines)
        if not found:                   # a step paid as a cost, where no cost says the same
            found = [n for n in self._ops("step", [text], _cost_lines) if len(n) == 1]
        before, arrow, name = text.rpartition(" → ")
        if arrow and re.fullmatch(r"\w+", name):     # what the effect names what it picked (gloss.cost)
            found += [n for n in (_kept(x, name) for x in self.cost(before)) if n is not None
                      and _renders(_cost_lines, n, [text])]
        return self._unique(found + [x for x in self._json(text)])

    def ability(self, lines) -> list:
        """The abilities printed as these lines (gloss.ability), without their card text."""
        return self._ability(list(lines))

    def passive(self, lines) -> list:
        return self._ops("passive", list(lines), gloss.passive)

    def value(self, text: str, form: str = "", kind: str = "value") -> list:
        """The values, conditions, players, Expeditions and selections that render as ``text`` at a place
        of this kind."""
        return self._cached(("value", text, form, kind), lambda: self._value(text, form, kind))

    # -- steps -------------------------------------------------------------------------------------

    def _steps(self, lines: list) -> list:
        if lines == ["nothing"]:
            return [[]]
        tops = [i for i, line in enumerate(lines) if not line.startswith(INDENT)]
        if not tops or tops[0] != 0:
            return []
        out = []
        for k in range(1, len(tops) + 1):              # the first step takes the first k lines at the top
            end = tops[k] if k < len(tops) else len(lines)
            heads = self._step(lines[:end])
            if not heads:
                continue
            rests = [[]] if end == len(lines) else self.steps(lines[end:])
            out.extend([h] + r for h in heads for r in rests)
            if len(out) > LIMIT:
                break
        return self._unique(out)

    def _step(self, lines: list) -> list:
        found = self._ops("step", lines, gloss.step)
        return self._unique(found + [x for x in self._json(" ".join(lines)) if isinstance(x, dict)])

    # -- operators -----------------------------------------------------------------------------------

    def _ops(self, category: str, lines: list, render, form: str = "", names=None, gives=None) -> list:
        """Every node of ``category`` that ``render`` prints as ``lines`` (of operators named ``names``, giving
        one of ``gives``).  Of the nodes of one operator, those the gloss would print by the same words with
        fewer names bound by the program, then by the earlier wordings of its phrase: the gloss prints a
        parameter written where its phrase can ("choose 1", not the "1" of a count left unwritten)."""
        key = ("ops", category, tuple(lines), form, render.__name__, names, gives)
        return self._cached(key, lambda: self._ops_uncached(category, lines, render, form, names, gives))

    def _ops_uncached(self, category, lines, render, form, names, gives) -> list:
        flat, blocks = _flatten(lines)
        out = []
        for name, spec in OPERATORS[category].items():
            if (names is not None and name not in names) or (category, name) == ("value", "var"):
                continue                    # a bare name: read by the kind of its place (Reader._value)
            template = (spec.phrase.get(form) or spec.phrase.get(gloss.NEAREST.get(form, "")) or spec.phrase.get(""))
            if not template:
                continue
            words = flat
            if form == "poss" and "poss" not in spec.phrase:       # gloss._op: the plain words and "'s"
                if not flat.endswith("'s"):
                    continue
                words = flat[:-2]
            own = spec.params.get(ARG)
            mine = []
            for trail, args in self._template(template, spec.params, words, blocks):
                if own is not None and own.kind in LISTS and not own.phrase and gloss.joins(spec) and (
                        len(args.get(ARG) or ()) < 2 or isinstance(args[ARG][0], dict) and name in args[ARG][0]):
                    continue                # an operator over one item is that item, over itself first is one
                    #                         ((a or b) or c: a or b or c; a or (b or c) is printed so)
                if gives is not None and spec.gives not in gives:
                    continue
                node = _node(spec, args)
                if any(p.required and k not in args for k, p in spec.params.items()):
                    continue                # a program without a parameter its operator needs is not one
                if node is not None and _renders(render, node, lines):
                    mine.append(((_names(node), trail), node))
            out += _preferred(mine)
        return self._unique(out)

    def _template(self, template: str, params: dict, flat: str, blocks: list) -> list:
        """The parameter values (mappings) with which ``template`` renders as ``flat``."""
        out: list = []
        if not all(word in flat for word in _needed(template)):
            return out                  # (a text without the words of the phrase outside its choices: no match)
        for caps in _match(((parse(template), 0),), flat, 0, ()):
            self._spent += 1
            if self._spent > self.budget:
                raise _TooLong
            trail = tuple(t for r, t in caps if r is None)
            for args in self._bind(caps, params, blocks):
                out.append((trail, args))
                if len(out) > LIMIT:
                    return out
        return out

    def _bind(self, caps, params: dict, blocks: list):
        """The ways the captured texts read by the kinds of their parameters, as one mapping each."""
        fixed: dict = {}
        signs: dict = {}
        reads = []
        for ref, text in caps:
            if ref is None:
                continue
            if ref.mode == "=":
                fixed[ref.path] = _literal(ref.arg)
            elif ref.mode == "<":
                signs[ref.path] = int(ref.arg)
            elif ref.mode in ("", ":", "/"):
                p = _param(params, ref.path)
                form = ref.arg if ref.mode == ":" else ""
                sep = ref.arg if ref.mode == "/" else None
                reads.append((ref.path, self._show(_unflatten(text, blocks), p, form, sep)))
        for combo in itertools.product(*[vs for _, vs in reads]):
            args: dict = {}
            ok = True
            for (path, _), v in zip(reads, combo):
                if path in signs and isinstance(v, int) and v > 0 and v >= -signs[path]:
                    v = -v
                ok = ok and _put(args, path, v)
            for path, v in fixed.items():
                ok = ok and _put(args, path, v, weak=True)
            if ok:
                yield args

    # -- parameters by kind (the inverse of gloss.show) -----------------------------------------------

    def _show(self, lines: list, p: P, form: str = "", sep=None) -> list:
        key = ("show", tuple(lines), p.kind, p.phrase, tuple(p.fields), p.choices, form, sep)
        inner = _ungrouped(lines, form)
        bare = [re.sub(r"[()]", "", x) for x in lines] if sep is not None else None
        return self._cached(key, lambda: [v for v in self._show_candidates(lines, p, form, sep)
                                          if _renders(lambda x: gloss.show(x, p, form, sep), v, lines)
                                          or inner and _renders(lambda x: gloss.show(x, p, form, sep), v, [inner])
                                          or bare and _renders(lambda x: [re.sub(r"[()]", "", y) for y in gloss.show(
                                              x, p, form, sep)], v, bare)])
        # (the items of a list after the first stand in parentheses by the operator printing them, gloss._group:
        # those are checked where its whole is)

    def _show_candidates(self, lines, p, form, sep):
        kind = p.kind
        text = " ".join(lines)
        out: list = []
        if lines == [""]:
            out += [None, True] if kind == "flag" else [None]
        if kind == "flag":
            return out
        if kind == "abilities":
            return out + self._abilities(lines)
        listed = kind in LISTS or sep is not None or bool(p.phrase)
        if listed:
            item = P(gloss.ITEM_KIND.get(kind, kind if kind in ("zone", "status", "phase") else
                                          "value" if kind not in gloss.STRINGS else "name"),
                     phrase=p.phrase, fields=p.fields)
            if kind == "effects":
                out += self._bullets(lines)
            elif kind == "passives":
                out += self._passives(lines)
            elif kind == "effect":
                out += self.steps(lines)
            elif len(lines) == 1:
                joint = sep if sep is not None else " or " if kind in gloss.STRINGS else ", "
                # an operator of one operand is that operand; one item where a list is not needed is that item
                least = 2 if kind in _OPERANDS or kind not in LISTS else 1
                out += self._split(text, joint, item, form, least)
            if kind in LISTS:
                return out
        if p.phrase:                                            # (gloss.show: the phrase, and nothing else)
            flat, blocks = _flatten(lines)
            for _, args in self._template(p.phrase, {**p.fields, ARG: P(kind)}, flat, blocks):
                whole = args.pop(ARG, None)
                out.append(whole if whole is not None and not args else args)
            return out
        if kind == "effect":                                    # (read as a list of steps, as the compiler writes it)
            out += self.steps(lines)
        elif kind == "passive":
            out += self.passive(lines)
        elif kind == "trigger":
            out += self.trigger(text)
        elif kind == "cost":
            out += self.cost(text)
        elif kind == "abilities":
            out += self._abilities(lines)
        elif form == "abs" and re.fullmatch(r"\d+", text):
            out += [int(text), -int(text)]
        elif form == "more":
            m = re.fullmatch(r"(\d+) (less|more)", text)
            if m:
                out.append(int(m.group(1)) * (-1 if m.group(2) == "less" else 1))
            elif text.endswith(" more"):
                out += self.value(text[:-5])
        elif kind == "stats":
            out += self._stats(text, form)
        elif kind == "action":
            out += self._action(text)
        if len(lines) == 1:
            words = [c for c in p.choices if c.replace("_", " ") == text]
            out += words
            if kind not in ("effects", "passives", "effect", "passive", "trigger", "cost", "abilities", "action"):
                out += [v for v in self.value(text, form, kind) if not (words and v == {"var": text})]
        return out      # (a word the parameter takes as it is is that word, not a name the program bound)

    def _split(self, text: str, joint: str, item: P, form: str, least: int = 1) -> list:
        """The lists (of at least ``least`` items) whose items, each in words, joined by ``joint``, give ``text``."""
        pieces = text.split(joint) if joint else [text]
        tails: dict = {}

        def tail(i: int, need: int) -> list:     # the lists of at least ``need`` items giving pieces[i:]
            if (i, need) not in tails:            # (each run of pieces read once, not once per way to cut the rest)
                out = []
                for j in range(i + 1, len(pieces) + 2 - max(need, 1)):
                    firsts = self._show([joint.join(pieces[i:j])], item, form)
                    rests = [[]] if j == len(pieces) or not firsts else tail(j, max(need - 1, 1))
                    out.extend([f] + r for f in firsts for r in rests)
                    if len(out) > LIMIT:
                        break
                tails[i, need] = out
            return tails[i, need]
        return tail(0, least)

    def _bullets(self, lines: list) -> list:
        starts = [i for i, line in enumerate(lines) if line.startswith("• ")]
        if not starts or starts[0] != 0:
            return []
        options = []
        for a, b in zip(starts, starts[1:] + [len(lines)]):
            inner = [lines[a][2:]] + [x[len(INDENT):] if x.startswith(INDENT) else x for x in lines[a + 1:b]]
            options.append(self.steps(inner))
        return [list(c) for c in itertools.product(*options)]

    def _abilities(self, lines: list) -> list:
        """The lists of abilities printed as these lines (gloss.ability), one from each line at the top."""
        starts = [i for i, line in enumerate(lines) if not line.startswith(INDENT)]
        if not starts or starts[0] != 0:
            return []
        each = [self._ability(lines[a:b]) for a, b in zip(starts, starts[1:] + [len(lines)])]
        return [list(c) for c in itertools.product(*each)]

    def _ability(self, lines: list) -> list:
        head, rest = lines[0], [x[len(INDENT):] for x in lines[1:]]
        support = head.startswith("Support ")
        head = head[len("Support "):] if support else head
        out: list = []
        kind, _, body = head.partition(" — ")
        symbol = re.fullmatch(r"Reaction \{(\w+)\}", kind)       # gloss.ability: "Reaction {R}"
        kind = "Reaction" if symbol else kind
        if kind == "Keyword":
            for k in self.lex.keywords or [body.split(" ")[0]]:
                if body == k:
                    out.append({"keyword": k})
                elif body.startswith(k + " "):
                    out += [{"keyword": k, "value": v} for v in self.value(body[len(k) + 1:])]
        elif kind == "Status" and body.startswith("I have "):
            out.append({"status": body[len("I have "):]})
        elif kind == "Passive":
            out += [{"passive": p} for p in self.passive([body] + rest)]
        elif head.startswith("Effect:"):
            out += [{"effect": e} for e in self._effect(head[len("Effect:"):], rest)]
        for cut in (m.start() for m in re.finditer(" · effect:", body) if kind in ("Reaction", "Quick action")):
            parts, effects = body[:cut], self._effect(body[cut + len(" · effect:"):], rest)
            word, own, last = ("when: ", "reaction", ", if ") if kind == "Reaction" else ("cost: ", "quick", ", only if ")
            if parts.startswith(word) and effects:
                parts = parts[len(word):]
                for first, cond in [(parts, None)] + [(parts[:m.start()], parts[m.end():])
                                                      for m in re.finditer(re.escape(last), parts)]:
                    conds = [None] if cond is None else self.value(cond, "", "condition")
                    heads = ([{"trigger": t} for t in self.trigger(first)] if own == "reaction" else
                             [{"cost": c} for c in self._split(first, ", ", P("cost"), "", 1)])
                    out += [{own: {**h, **({} if c is None else {"if": c}), "effect": e,
                                   **({"symbol": symbol.group(1)} if symbol else {})}}
                            for h in heads for c in conds for e in effects]
        if support:
            out = [{**a, "support": True} for a in out]
        return [a for a in self._unique(out) if _renders(gloss.ability, a, lines)]

    def _effect(self, after: str, rest: list) -> list:
        """The effects printed after an ability's head: on its line, or in the lines under it."""
        if after and not rest:
            return self.steps([after.lstrip(" ")])
        return self.steps(rest) if not after and rest else []

    def _passives(self, lines: list) -> list:
        out = []
        for k in range(1, len(lines) + 1):
            for head in self.passive(lines[:k]):
                rests = [[]] if k == len(lines) else self._passives(lines[k:])
                out.extend([head] + r for r in rests)
        return out

    def _stats(self, text: str, form: str) -> list:
        if form == "signed":
            out = {}
            for piece in text.split(", "):
                m = re.fullmatch(r"([+-]\d+) (.+)", piece)
                if not m or self.lex.statistics and m.group(2) not in self.lex.statistics:
                    return []
                out[m.group(2)] = int(m.group(1))
            return [out]
        numbers = text.split("/")
        if len(numbers) != len(self.lex.statistics) or not all(re.fullmatch(r"-?\d+", n) for n in numbers):
            return []
        return [dict(zip(self.lex.statistics, (int(n) for n in numbers)))]

    def _action(self, text: str) -> list:
        m = re.fullmatch(r"([^()]+?)(?: \((.*)\))?", text)
        if not m or self.lex.actions and m.group(1) not in self.lex.actions:
            return [] if m or self.lex.actions else [text]
        name, given = m.group(1), m.group(2)
        if given is None:
            return [name]
        keys = list(re.finditer(r"(?:^|, )(\w+): ", given))
        choices = []
        for k, nxt in zip(keys, keys[1:] + [None]):
            piece = given[k.end(): nxt.start() if nxt else len(given)]
            vals = list(self.value(piece))
            m2 = re.fullmatch(r"(.+?) of (.+)", piece)
            if m2:
                vals += [{"count": c, **f} for c in self.value(m2.group(1)) for f in self.value(m2.group(2))
                         if isinstance(f, dict)]
            choices.append([(k.group(1), v) for v in vals])
        return [{name: dict(c)} for c in itertools.product(*choices)]

    # -- values ---------------------------------------------------------------------------------------

    def _value(self, text: str, form: str, kind: str) -> list:
        if not text.strip():
            return []                   # (no value is printed as nothing: a parameter left out is)
        out: list = list(self._json(text))
        if kind in _NAMED:                               # a name as it is (with its "_" if the book knows it)
            if kind != "word" and not re.fullmatch(r"-?\d+", text) and self._known(kind, text) and (
                    kind == "text" and ": " not in text    # (a text is never read past a colon: "tell X: Y")
                    or re.fullmatch(r"[\w'-]+", text) or text in self.lex.names):
                out.append(self.lex.names.get(text, text) if kind in ("name", "value_name") else text)
            return out
        if re.fullmatch(r"-?\d+", text) and kind not in _OBJECTS:
            out.append(int(text))
        if kind == "int":
            return out
        if kind in ("value", "any") and text in self.lex.names:
            out.append(self.lex.names[text])             # a number the book names: "hand cost"
        if (kind not in _OBJECTS or kind == "condition") and kind not in _NUMBERS and text in ("true", "false"):
            out.append(text == "true")
        if kind == "filter":                             # a test of one object: a filter mapping, or me
            out += self._filter(text, form) + self._ops("value", [text], lambda n: [gloss.value(n, form)], form,
                                                        names=_tests())
            return self._unique(out)
        out += self._ops("value", [text], lambda n: [gloss.value(n, form)], form, gives=_GIVES.get(kind))
        if kind == "marker":                             # the item of a loop over expeditions
            out += self._ops("value", [text], lambda n: [gloss.value(n, form)], form, names=("it",))
        if " or " in text and kind in ("value", "any", "selector"):     # a filter's list: any one of them
            out += [x for x in self._split(text, " or ", P(kind), form, 2)  # (of selections: conditions are "or";
                    if not any(_gives(v) == "condition" for v in x)       # names alone: any_var, "any of x, y")
                    and not all(isinstance(v, dict) and set(v) == {"var"} for v in x)]
        if kind in ("value", "any", "selector"):
            out += self._filter(text, form)
        m = re.fullmatch(r"(.+) \((.+)\)", text)
        if m and kind not in _NUMBERS:                   # a name, tested: "it (a Character you control)"
            for name in self.value(m.group(1), form, kind):
                if isinstance(name, dict) and set(name) == {"var"}:
                    out += [{**name, **f} for f in self._filter(m.group(2), "one") if isinstance(f, dict)]
        bare = text[:-2] if form == "poss" and text.endswith("'s") else text     # a name's: "target's"
        if form == "poss" and bare != text and re.fullmatch(r"\w+", bare) and not self.lex.names_something(bare):
            out.append({"var": bare})
        if re.fullmatch(r"[\w'-]+", text) and not re.fullmatch(r"-?\d+", text) and text not in EXPRS:
            if kind in ("value", "any") and text in self.lex.names:
                out.append(self.lex.names[text])         # a number the book names: "forest"
            elif kind in ("value", "any") and self.lex.names_something(text):
                out.append(text)                         # a word the book gives a meaning: "turn", "Afternoon"
            elif not self.lex.names_something(text):
                out.append({"var": text})                # a name the program bound
        out = [x for x in out if not (isinstance(x, str) and x not in EXPRS and kind in _OBJECTS)]
        out = [x for x in out if _renders(lambda n: [gloss.value(n, form)], x, [text])]
        fewest = min((_names(x) for x in out), default=0)      # a name bound by the program: where nothing else reads
        out = [x for x in out if _names(x) == fewest]
        inner = _ungrouped([text], form)
        if inner:                                           # a value in parentheses (gloss._group): the whole
            out += self.value(inner, form, kind)            # reading checks that it stands where they are printed
        return self._unique(out)

    def _known(self, kind: str, text: str) -> bool:
        known = {"status": self.lex.statuses, "statuses": self.lex.statuses, "zone": self.lex.zones,
                 "phase": self.lex.phases, "statistic": frozenset(self.lex.statistics),
                 "value_name": self.lex.values}.get(kind)
        return not known or self.lex.names.get(text, text) in known

    def _filter(self, text: str, form: str) -> list:
        """The filter mappings that render as ``text`` (gloss.filter_text)."""
        if form == "poss":
            if not text.endswith("'s"):
                return []
            text = text[:-2]
        if form == "one":
            m = re.fullmatch(r"an? (.+)", text)
            if not m:
                return []
            text = m.group(1)
        keys = OPERATORS["filter"]
        post = [k for k in FILTER_KEYS if keys[k].place == "post"]
        out = []
        words = text.split(" ")
        for cut in range(1, len(words) + 1):
            head, tail = " ".join(words[:cut]), " ".join(words[cut:])
            heads = self._head(head, form in ("one", "each"))
            if not heads:
                continue
            for posts in self._posts(tail, post, 0):
                for h in heads:
                    node = dict(h)
                    if all(_put(node, (k,), v) for k, v in posts.items()):
                        out.append(node)
        return [n for n in self._unique(out) if _renders(lambda x: [gloss.filter_text(x, form)], n, [text if form not in ("poss", "one") else gloss.filter_text(n, form)])]

    def _posts(self, text: str, keys: list, i: int) -> list:
        """The post-noun keys (in their declared order) whose words give ``text``."""
        if not text:
            return [{}]
        out = []
        for j in range(i, len(keys)):
            spec = OPERATORS["filter"][keys[j]]
            template = _keyed(spec.phrase[""], keys[j])
            params = {keys[j]: spec.params[ARG]}
            params.update({k: OPERATORS["filter"][k].params[ARG] for k in FILTER_KEYS if k != keys[j]})
            pieces = text.split(" ")
            for cut in range(1, len(pieces) + 1):
                mine, rest = " ".join(pieces[:cut]), " ".join(pieces[cut:])
                found = self._template(template, params, mine, [])
                if not found:
                    continue
                for more in self._posts(rest, keys, j + 1):
                    for _, args in found:
                        merged = dict(more)
                        if all(_put(merged, (k,), v, weak=k != keys[j]) for k, v in args.items()):
                            out.append(merged)
        return out

    def _head(self, text: str, one: bool) -> list:
        """The adjective, kind and noun keys that give the words before the noun's qualifiers."""
        words = text.split(" ")
        out = []
        keys = OPERATORS["filter"]
        for start in range(len(words)):
            before, noun = words[:start], " ".join(words[start:])
            nouns = []
            singular = [noun] if one else _singular(noun)
            for s in singular:
                if s == "card":
                    nouns.append({})
                elif s == "token":
                    nouns.append({"token": True})
                else:
                    types = s.split(" or ")
                    if all(t in self.lex.types for t in types) or not self.lex.types:
                        nouns.append({"type": types[0] if len(types) == 1 else types})
                    # a sub-type is one word ("(Character" is a group's parenthesis, not a name)
                    if len(types) == 1 and types[0] not in self.lex.types and re.fullmatch(r"[\w'-]+", s):
                        nouns.append({"subtype": s})
                    elif len(types) > 1 and all(t not in self.lex.types and re.fullmatch(r"[\w'-]+", t) for t in types):
                        nouns.append({"subtype": types})     # "Songs or Artists"
            if not nouns:
                continue
            for adj in self._adjectives(before):
                for n in nouns:
                    node = dict(adj)
                    if all(_put(node, (k,), v) for k, v in n.items()):
                        out.append(node)
        return [n for n in out if not (set(n) - set(keys))]

    def _adjectives(self, words: list) -> list:
        """The keys placed before the noun (adj, then kind), in their declared order."""
        if not words:
            return [{}]
        out = []
        word = words[0]
        rest = self._adjectives(words[1:])
        options = []
        if word == "non-token":
            options.append(("token", False))
        elif word == "token":
            options.append(("token", True))
        elif word.startswith("non-"):
            options.append(("not_status", word[4:].split(" and non-")[0]))
        elif word in self.lex.statuses or not self.lex.statuses:
            options.append(("status", word))
        if word not in self.lex.statuses and word not in self.lex.types and not word.startswith("non-") and word != "token" \
                and re.fullmatch(r"[\w'-]+", word):
            keyword = word in self.lex.keywords
            options += [("keyword", word)] if keyword or not self.lex.keywords else []
            options += [("subtype", word)] if not keyword else []
        for k, v in options:
            for r in rest:
                node = dict(r)
                if _put(node, (k,), v):
                    out.append(node)
        return out

    # -- helpers ----------------------------------------------------------------------------------------

    def _json(self, text: str) -> list:
        if text[:1] in "{[\"":
            try:
                return [json.loads(text)]
            except ValueError:
                return []
        return []

    def _cached(self, key, make):
        """``make()``, once per key.  A text read again inside its own reading reads as nothing there (an
        operator over itself alone is not a reading); what was read while that answer stood is not kept."""
        if key in self._memo:
            return self._memo[key]
        if key in self._active:
            self._taint = min(self._taint, self._active[key] + 1)
            return []
        depth = self._active[key] = len(self._active)
        try:
            result = make()
        finally:
            del self._active[key]
        if self._taint > depth:
            self._memo[key] = result
        if self._taint >= depth:
            self._taint = 1 << 30
        return result

    @staticmethod
    def _unique(items: list) -> list:
        seen, out = set(), []
        for x in items:
            k = json.dumps(x, sort_keys=True, default=str)
            if k not in seen:
                seen.add(k)
                out.append(x)
        return out


# -- matching a template against a flat text ---------------------------------------------------------

def _match(stack, s: str, pos: int, caps: tuple):
    """Every way the template parts on ``stack`` match ``s`` from ``pos`` to its end: the captured texts."""
    if not stack:
        if pos == len(s):
            yield caps
        return
    seq, i = stack[-1]
    if i == len(seq):
        yield from _match(stack[:-1], s, pos, caps)
        return
    part = seq[i]
    nxt = stack[:-1] + ((seq, i + 1),)
    if isinstance(part, str):
        for end in _literal_at(part, s, pos):
            yield from _match(nxt, s, end, caps)
    elif isinstance(part, list):
        for k, alt in enumerate(part):          # (the choice is kept: the reader prefers the first, as the gloss)
            yield from _match(nxt + ((alt, 0),), s, pos, caps + ((None, k),))
        yield from _match(nxt, s, pos, caps + ((None, len(part)),))
    elif part.mode in ("?", "=", "<"):
        yield from _match(nxt, s, pos, caps + ((part, None),))
    elif part.mode == ":" and part.arg in _AGREE:
        for word in _AGREE[part.arg]:
            if s.startswith(word, pos):
                yield from _match(nxt, s, pos + len(word), caps)
    else:
        follow = _following(nxt)
        if follow:
            ends = _places(follow, s, pos)
        else:
            ends = _ends(_heads(nxt), s, pos)
        for end in ends:
            if end >= pos:
                yield from _match(nxt, s, end, caps + ((part, s[pos:end]),))


def _heads(stack):
    """The texts one of which must begin where the parts on ``stack`` go on ("": the end of the text), or None
    where a part that is not text may come first (a parameter's words) or a text a block may trim to nothing."""
    if not stack:
        return {""}
    seq, i = stack[-1]
    if i == len(seq):
        return _heads(stack[:-1])
    part = seq[i]
    nxt = stack[:-1] + ((seq, i + 1),)
    if isinstance(part, str):
        return {part} if part.lstrip("; ,") else None
    if isinstance(part, list):              # each alternative, or none of them
        out: set = set()
        for alt in [*part, []]:
            heads = _heads(nxt + ((alt, 0),))
            if heads is None:
                return None
            out |= heads
        return out
    if part.mode in ("?", "=", "<"):        # (these match no words)
        return _heads(nxt)
    return None


def _ends(heads, s: str, pos: int):
    """Where the words of a parameter that ``heads`` follow may end (in order): every place from ``pos`` where
    one of them may begin (as ``_literal_at`` takes it), and the end of the text where it may be the last."""
    if heads is None:
        return range(pos, len(s) + 1)
    ends = set()
    for head in heads:
        ends.update(_places(head, s, pos) if head else [len(s)])
    return sorted(ends)


_NEEDED: dict = {}


def _needed(template: str) -> tuple:
    """The words that every text a template matches holds: each text part outside its choices, as
    ``_literal_at`` may take it (trimmed at a block: without its leading "; ," and its trailing spaces)."""
    if template not in _NEEDED:
        _NEEDED[template] = tuple(w for part in parse(template) if isinstance(part, str)
                                  for w in [part.lstrip("; ,").rstrip()] if w)
    return _NEEDED[template]


def _following(stack) -> str:
    """The literal text that must come next, if the next part is text."""
    for seq, i in reversed(stack):
        if i < len(seq):
            return seq[i] if isinstance(seq[i], str) else ""
    return ""


def _places(literal: str, s: str, at: int) -> list:
    """Every place from ``at`` where ``literal`` may begin (as printed, or trimmed at a block), in order."""
    every = _every_place(literal, s)
    return every[bisect.bisect_left(every, at):]


@functools.lru_cache(maxsize=4096)
def _every_place(literal: str, s: str) -> list:
    """Every place in ``s`` where ``literal`` begins as printed, trimmed, or after a block (``_literal_at``)."""
    found: set = set()
    for lit in {literal, literal.rstrip(), "\n" + literal.lstrip("; ,"), "\n" + literal.lstrip("; ,").rstrip()}:
        if lit:
            k = s.find(lit)
            while k >= 0:
                found.add(k)
                k = s.find(lit, k + 1)
    return sorted(found)


def _literal_at(literal: str, s: str, pos: int) -> list:
    out = []
    if s.startswith(literal, pos):
        out.append(pos + len(literal))
    trimmed = literal.rstrip()
    if trimmed != literal and s.startswith(trimmed, pos) and (pos + len(trimmed) == len(s) or _is_mark(s, pos + len(trimmed))):
        out.append(pos + len(trimmed))
    if pos > 0 and _is_mark(s, pos - 1):
        rest = literal.lstrip("; ,")
        if s.startswith("\n" + rest, pos):
            out.append(pos + 1 + len(rest))
        elif rest.rstrip() != rest and s.startswith("\n" + rest.rstrip(), pos) and _is_mark(s, pos + 1 + len(rest.rstrip())):
            out.append(pos + 1 + len(rest.rstrip()))     # between two blocks: trimmed on both sides
        elif not rest:
            out.append(pos)
    return out


def _is_mark(s: str, i: int) -> bool:
    return 0 <= i < len(s) and ord(s[i]) >= _MARK


# -- lines and blocks ----------------------------------------------------------------------------------

def _flatten(lines: list):
    """The lines as one text, each block of indented lines as one mark; and the blocks."""
    blocks, out, i = [], [], 0
    while i < len(lines):
        j = i + 1
        while j < len(lines) and lines[j].startswith(INDENT):
            j += 1
        line = lines[i]
        if j > i + 1:
            blocks.append([x[len(INDENT):] for x in lines[i + 1:j]])
            line += chr(_MARK + len(blocks) - 1)
        out.append(line)
        i = j
    return "\n".join(out), blocks


def _unflatten(text: str, blocks: list) -> list:
    lines: list = []
    if not text or max(text) < chr(_MARK):         # no block in it: its lines, as the loop below gives them
        for line in text.split("\n"):
            if line or not lines:
                lines.append(line)
        return lines
    for line in text.split("\n"):
        cur = ""
        for ch in line:
            if ord(ch) >= _MARK:
                if cur:
                    lines.append(cur)
                elif not lines:                 # a block with nothing before it: its lines are the phrase's
                    lines.extend(blocks[ord(ch) - _MARK])
                    continue
                lines.extend(INDENT + x for x in blocks[ord(ch) - _MARK])
                cur = ""
            else:
                cur += ch
        if cur or not lines:
            lines.append(cur)
    return lines


# -- building the node --------------------------------------------------------------------------------

def _ungrouped(lines: list, form: str):
    """The words of a value printed in parentheses (gloss._group: "(a or b)", "(the player of target)'s"),
    or None."""
    if len(lines) != 1 or not lines[0].startswith("("):
        return None
    text = lines[0]
    if text.endswith(")"):
        return text[1:-1]
    return text[1:-3] + "'s" if form == "poss" and text.endswith(")'s") else None


def _param(params: dict, path: tuple) -> P:
    p = params.get(path[0])
    for f in path[1:]:
        if p is None:
            break
        p = p.fields.get(f) if not f.isdigit() else P(gloss.ITEM_KIND.get(p.kind, "value"))
    return p or _ANY


def _put(args: dict, path: tuple, v, weak: bool = False) -> bool:
    """Set ``path`` to ``v`` unless it holds another value already (``weak``: keep what is there)."""
    if v is None:
        return True
    cur = args
    for k, f in enumerate(path[:-1]):
        nxt_is_index = path[k + 1].isdigit()
        if f not in cur:
            cur[f] = [] if nxt_is_index else {}
        cur = cur[f]
        if isinstance(cur, list):
            idx = int(path[k + 1])
            while len(cur) <= idx:
                cur.append(None)
            if k + 1 == len(path) - 1:
                if cur[idx] is not None and cur[idx] != v:
                    return weak
                cur[idx] = v
                return True
    last = path[-1]
    if isinstance(cur, dict):
        if last in cur and cur[last] != v:
            return weak
        cur[last] = v
        return True
    return False


def _node(spec, args: dict):
    """The node holding an operator with these parameters (the inverse of Operator.arguments)."""
    if spec.beside:
        return {spec.name: args.get(ARG), **{k: v for k, v in args.items() if k != ARG}}
    if not spec.params:
        return spec.name if spec.category in ("value", "cost") else {spec.name: {}}
    return {spec.name: args}


def _renders(render, node, lines) -> bool:
    """Whether ``node`` renders as ``lines`` (the gloss's notes of what it could not show are left as they were)."""
    marks = len(gloss.UNSHOWN), len(gloss.FALLBACKS)
    try:
        return list(render(node)) == list(lines)
    except Exception:               # a candidate the gloss cannot print is not a reading
        return False
    finally:
        del gloss.UNSHOWN[marks[0]:]
        del gloss.FALLBACKS[marks[1]:]


def _gives(node) -> str:
    """What a value operator's node gives ("": not an operator's)."""
    name = node if isinstance(node, str) and node in EXPRS else gloss.operator_of(node) if isinstance(node, dict) else None
    return OPERATORS["value"][name].gives if name is not None else ""


def _names(node) -> int:
    """How many names bound by the program a node uses."""
    if isinstance(node, dict):
        return ("var" in node) + ("any_var" in node) + sum(_names(v) for v in node.values())
    return sum(_names(v) for v in node) if isinstance(node, list) else 0


def _preferred(ranked: list) -> list:
    if not ranked:
        return []
    best = min(rank for rank, _ in ranked)
    return [node for rank, node in ranked if rank == best]


def _cost_lines(node) -> list:
    return [gloss.cost(node)]


def _kept(node, name: str):
    """A cost read without its "→ NAME" with that name kept (``as``): beside an operator taking a value
    (``do``), else in its mapping; None where it keeps none."""
    spec = _cost_spec(node) if isinstance(node, dict) else None
    if spec is None or "as" not in spec.params or "as" in node or "as" in (node.get(spec.name) or {}):
        return None
    if spec.beside:
        return {**node, "as": name}
    return {**node, spec.name: {**node[spec.name], "as": name}} if isinstance(node[spec.name], dict) else None


def _cost_spec(node: dict):
    """The cost a mapping is (its one operator), or None."""
    named = [k for k in node if k in OPERATORS["cost"]]
    return OPERATORS["cost"][named[0]] if len(named) == 1 else None


def _trigger_lines(node) -> list:
    return [gloss.trigger(node)]


def _literal(word: str):
    if word == "[]":
        return []
    if word in ("True", "False", "true", "false"):
        return word.lower() == "true"
    if re.fullmatch(r"-?\d+", word):
        return int(word)
    return word


def _singular(noun: str) -> list:
    parts = noun.split(" or ")
    options = [[p[:-1]] if p.endswith("s") else [] for p in parts]     # (a noun ending in "s" is not read)
    return [" or ".join(c) for c in itertools.product(*options)] if all(options) else []




def _tests() -> tuple:
    """The values read as a test of one object where a filter stands: me, and a filter key's own
    value giving objects ("target (those still there)": among target)."""
    return ("self",) + tuple(k for k in FILTER_KEYS if k in EXPRS and OPERATORS["value"][k].gives == "objects")


def _keyed(template: str, key: str) -> str:
    """A filter key's phrase with its own value (``_``) named by the key, as the filter holds it."""
    return re.sub(r"\{_(?=[}:/.=?<])", "{" + key, template)


# -- what the gloss means to show ------------------------------------------------------------------

def canonical(node):
    """The program as its gloss shows it: the notes (rule, note) and each name bound where no phrase prints
    it (the "as" of a may) left out, and the test of each item bound to a name written with "it"
    (gloss.each_as_it)."""
    load_operators()
    if isinstance(node, list):
        return [canonical(x) for x in node]
    if not isinstance(node, dict):
        return node
    out = {k: v for k, v in node.items() if k not in ("rule", "note")}
    spec = _spec_of(out)
    if spec is not None and spec.category == "value" and gloss.joins(spec) and isinstance(out[spec.name], list) \
            and out[spec.name] and isinstance(out[spec.name][0], dict) and set(out[spec.name][0]) == {spec.name}:
        first, *rest = out[spec.name]              # (a + b) + c, printed and meant as a + b + c
        return canonical({**out, spec.name: [*first[spec.name], *rest]})
    if spec is not None and spec.beside and "as" in out and not _prints(spec, "as") and spec.category != "cost":
        del out["as"]                   # (a cost's name is printed after it: gloss.cost)
    if spec is not None and spec.beside:
        out = _defaults(spec, out)
    if spec is not None and not spec.beside and isinstance(out.get(spec.name), dict):
        args = {k: v for k, v in out[spec.name].items() if k not in ("rule", "note")}
        args = gloss.each_as_it(args, spec.params)
        if "as" in args and not _prints(spec, "as") and spec.category != "cost":
            del args["as"]
        args = _defaults(spec, args)
        args = {k: ([program(a) for a in v] if spec.params.get(k, _ANY).kind == "abilities" and isinstance(v, list) else v)
                for k, v in args.items()}
        args = {k: (v[0] if spec.params.get(k, _ANY).kind == "statuses" and isinstance(v, list) and len(v) == 1 else v)
                for k, v in args.items()}      # (a list of one status prints, and means, that status)
        out[spec.name] = {k: canonical(v) for k, v in args.items()}       # (its parameters, not a node)
        return {k: (v if k == spec.name else canonical(v)) for k, v in out.items()}
    return {k: canonical(v) for k, v in out.items()}


def program(ability):
    """An ability given (granted, or a token's) as the gloss prints it: its program, not its card text."""
    return {k: canonical(v) for k, v in ability.items() if k != "text"} if isinstance(ability, dict) else ability


def _defaults(spec, args: dict) -> dict:
    """The parameters not written that the phrase prints as if written with a word of theirs
    (``[{count}|1]``, ``[{who=you}choose|...|choose]``): the gloss says the same of both, so they mean the
    same, and the reader reads them written."""
    render = {"step": gloss.step, "trigger": _trigger_lines, "cost": _cost_lines, "passive": gloss.passive,
              "value": lambda n: [gloss.value(n)]}[spec.category]
    def node(a):
        return a if spec.beside else {spec.name: a}
    words: dict = {}
    for ref, word in _words(parse(spec.phrase.get("") or "")):
        if ref not in args and ref in spec.params and ref != ARG:
            words.setdefault(ref, []).append(word)
    out = dict(args)
    for name, found in words.items():
        p = spec.params[name]           # (and the words its own phrase or choices give it: "every expedition")
        own = [_literal(r.arg) for r in all_refs(parse(p.phrase)) if r.mode == "=" and r.path == (ARG,)]
        meant = [v for w in found for v in _meant(w)     # (a word as it is: where the kind takes words, not a player)
                 if v != w or not isinstance(w, str) or p.kind in _NAMED or w in EXPRS]
        for word in meant + list(p.choices) + own:
            if _renders(render, node({**out, name: word}), _lines(render, node(out))) \
                    and _shown(render, node({**out, name: word}), (spec.category, spec.name, name)):
                out[name] = word
                break
    return out


def _meant(word):
    """What a word of a phrase may stand for: itself, or the value operators printed as it ("me": self)."""
    return [n for n, s in OPERATORS["value"].items() if isinstance(word, str) and not s.params
            and s.compile is not None and word in s.phrase.values()] + [word]


def _shown(render, node, parameter) -> bool:
    """Whether the gloss of ``node`` says the parameter (not where another wording leaves it out)."""
    mark = len(gloss.UNSHOWN)
    try:
        render(node)
        return parameter not in gloss.UNSHOWN[mark:]
    except Exception:
        return False
    finally:
        del gloss.UNSHOWN[mark:]


def _words(parts):
    """(parameter, value) for each ``{x=value}`` of a phrase and each word standing for ``{x}`` (``[{x}|1]``)."""
    for part in parts:
        if isinstance(part, Ref) and part.mode == "=":
            yield part.path[0], _literal(part.arg)
        elif isinstance(part, list):
            for alt in part:
                yield from _words(alt)
            refs = [a[0] for a in part if len(a) == 1 and isinstance(a[0], Ref) and a[0].mode in ("", ":")]
            for alt in part:
                if len(alt) == 1 and isinstance(alt[0], str):
                    yield from ((r.path[0], _literal(alt[0])) for r in refs)


def _lines(render, node):
    marks = len(gloss.UNSHOWN), len(gloss.FALLBACKS)
    try:
        return list(render(node))
    except Exception:
        return None
    finally:
        del gloss.UNSHOWN[marks[0]:]
        del gloss.FALLBACKS[marks[1]:]


def _spec_of(node: dict):
    found = [spec for category in ("step", "trigger", "cost", "passive", "value") for key in node
             for spec in [OPERATORS[category].get(key)] if spec is not None and spec.compile is not None
             and (spec.beside or isinstance(node[key], dict))]
    # (a name of two operators: the one whose shape the node has; a mapping, first the one taking a mapping; of
    # those taking a value, first the one declaring what is written beside it: the cost "do" of {do: ..., as: x})
    beside = [s for s in found if s.beside and all(k == s.name or k in s.params or k in ("rule", "note") for k in node)]
    first = beside[0] if beside else found[0] if found else None
    return next((s for s in found if not s.beside), first) if found and isinstance(node[found[0].name], dict) \
        else first


def _prints(spec, name: str) -> bool:
    return any(r.path[0] == name for template in spec.phrase.values() if template for r in refs(template))
