"""An Earley parser over words, for grammars built from the phrasebook.

Earley's algorithm finds every reading of a text, so an ambiguity is seen rather than resolved in
silence. Two things keep it fast on a grammar of hundreds of phrases: it reads whole words (a
token is a word, a mark, a number or a symbol, matched by what it is, never by guessing a lexer
category), and it predicts a rule only when the next word can begin it (its FIRST set).

A grammar maps each nonterminal to its alternatives, each a tuple of symbols: a nonterminal's
name, ``"'word"`` (that word, in any case) or ``"#CLASS"`` (a token of a class: INT, MANA, STATS,
STAT_DELTA, SIGNED_INT, DIE_RANGE, WORD for any word).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...loading.errors import DesignError

# Words and marks one ability may have: the longest printed ability has 47. Beyond a limit, an
# ambiguous text's chart grows as the cube of its length and its trees are read by recursion as deep
# as the text is long; a longer text is refused at the word where it passes the limit.
MAX_TOKENS = 120

TOKEN = re.compile(r"""
    (?P<STAT_DELTA>[+-]\d+/[+-]\d+/[+-]\d+)
  | (?P<STATS>\d+/\d+/\d+)
  | (?P<DIE_RANGE>\d+-\d+(?![\d/]))
  | (?P<SIGNED_INT>[+-]\d+(?![\d/]))
  | (?P<INT>\d+)
  | (?P<MANA>\{(?:\d+|[Xx])\})
  | (?P<SYMBOL>\{[^}\s]*\})
  | (?P<MARK>\[\[|\]\]|[\[\],.:;•"—+/\-])
  | (?P<END>'(?:s|m|re|ll|ve)(?![A-Za-z]))
  | (?P<WORD>[A-Za-z]+n't(?![A-Za-z])|[A-Za-z][A-Za-z_]*)
""", re.X)


@dataclass(frozen=True)
class Token:
    kind: str          # INT, MANA, STATS, ..., MARK, SYMBOL, END, WORD
    text: str
    start: int
    end: int

    @property
    def word(self) -> str:
        return self.text.lower()

    def __str__(self):
        return self.text


class ParseError(Exception):
    """No reading: ``index`` is where the text stops reading, ``expected`` what could come there."""

    def __init__(self, index: int, token: Token | None, expected: list[str]):
        super().__init__(f"unexpected {token.text if token else 'end'} at {index}")
        self.index = index
        self.token = token
        self.expected = expected


def tokenize(text: str) -> list[Token]:
    text = text.replace("\u2019", "'")
    out, pos = [], 0
    while pos < len(text):
        if text[pos].isspace():
            pos += 1
            continue
        m = TOKEN.match(text, pos)
        if not m:
            raise ParseError(pos, Token("CHAR", text[pos], pos, pos + 1), [])
        out.append(Token(m.lastgroup, m.group(), pos, m.end()))
        pos = m.end()
    return out


def matches(symbol: str, token: Token) -> bool:
    if symbol[0] == "'":
        return token.word == symbol[1:]
    cls = symbol[1:]
    return token.kind == cls


class Grammar:
    """Rules (nonterminal -> alternatives) with what the parser precomputes from them."""

    def __init__(self, rules: dict, start: str):
        self.rules = {k: [tuple(a) for a in v] for k, v in rules.items()}
        self.start = start
        self._analyse()

    def _analyse(self):
        rules = self.rules
        nullable: set[str] = set()
        changed = True
        while changed:
            changed = False
            for nt, alts in rules.items():
                if nt not in nullable and any(all(s in nullable for s in a) for a in alts):
                    nullable.add(nt)
                    changed = True
        self.nullable = nullable
        self.first = self._closure(lambda s: False)
        # what an error message lists: terminals, and classes of words (w__, b__, v__) rather than each word
        self.shown = self._closure(lambda s: s.startswith(("w__", "b__", "v__")))
        # each alternative: (symbols, its FIRST terminals, whether it can be empty)
        self.alts = {nt: [(a, frozenset(self.first_of(a)), all(s in nullable for s in a)) for a in alts]
                     for nt, alts in rules.items()}

    def first_of(self, symbols) -> set:
        """The terminals a sequence of symbols can begin with."""
        out: set = set()
        for s in symbols:
            out |= self.first[s] if s in self.rules else {s}
            if s not in self.nullable:
                break
        return out

    def _closure(self, leaf) -> dict[str, set]:
        """For each nonterminal, the symbols its phrases can begin with: terminals, and the nonterminals
        ``leaf`` keeps whole."""
        rules, nullable = self.rules, self.nullable
        found: dict[str, set] = {nt: set() for nt in rules}
        changed = True
        while changed:
            changed = False
            for nt, alts in rules.items():
                f = found[nt]
                before = len(f)
                for a in alts:
                    for s in a:
                        if s in rules and not leaf(s):
                            f |= found[s]
                        else:
                            f.add(s)
                        if s not in nullable:
                            break
                if len(f) != before:
                    changed = True
        return found

    def can_start(self, firsts, token: Token | None) -> bool:
        if token is None:
            return False
        return ("'" + token.word) in firsts or ("#" + token.kind) in firsts


class Chart:
    """What an Earley pass found: ``done[(nt, i)]`` the ends j of every nt read from i."""

    def __init__(self, grammar: Grammar, tokens: list[Token]):
        self.grammar = grammar
        self.tokens = tokens
        self.done: dict[tuple[str, int], set[int]] = {}
        self.done_alts: dict[tuple[str, int, int], list[int]] = {}


def recognize(grammar: Grammar, tokens: list[Token], start: str | None = None, prefix: bool = False) -> Chart:
    """The Earley chart of ``tokens`` (a ParseError when no reading reaches the end). ``start``: read them as
    this nonterminal instead; ``prefix``: stop where the reading stops, without an error (the chart then
    says how far each prefix reads)."""
    rules, alts_of, nullable = grammar.rules, grammar.alts, grammar.nullable
    start = start or grammar.start
    n = len(tokens)
    if n > MAX_TOKENS:
        raise DesignError(f"an ability of {n} words and marks; at most {MAX_TOKENS} are read "
                          f"(write it as several abilities)", column=tokens[MAX_TOKENS].start + 1)
    chart = Chart(grammar, tokens)
    # an item: (nt, alt index, dot, origin)
    columns: list[dict] = [dict() for _ in range(n + 1)]        # item -> True (ordered set)
    waiting: list[dict] = [dict() for _ in range(n + 1)]        # nonterminal -> [items waiting for it]
    start_items = [(start, k, 0, 0) for k in range(len(alts_of[start]))]
    for it in start_items:
        columns[0][it] = True
    last_good = 0
    for i in range(n + 1):
        token = tokens[i] if i < n else None
        col = columns[i]
        agenda = list(col)
        predicted: set[str] = set()
        k = 0
        while k < len(agenda):
            item = agenda[k]
            k += 1
            nt, ai, dot, origin = item
            syms = alts_of[nt][ai][0]
            if dot == len(syms):                       # complete: whoever waited for nt at origin advances
                key = (nt, origin)
                ends = chart.done.setdefault(key, set())
                if i not in ends:
                    ends.add(i)
                chart.done_alts.setdefault((nt, origin, i), []).append(ai)
                for w in waiting[origin].get(nt, ()):
                    adv = (w[0], w[1], w[2] + 1, w[3])
                    if adv not in col:
                        col[adv] = True
                        agenda.append(adv)
                continue
            sym = syms[dot]
            if sym in rules:
                waiting[i].setdefault(sym, []).append(item)
                if sym not in predicted:
                    predicted.add(sym)
                    for aj, (asyms, firsts, empty) in enumerate(alts_of[sym]):
                        if empty or (token is not None and grammar.can_start(firsts, token)):
                            new = (sym, aj, 0, i)
                            if new not in col:
                                col[new] = True
                                agenda.append(new)
                else:
                    # a nonterminal already completed here (empty, at this column) must advance late waiters
                    pass
                if sym in nullable or i in chart.done.get((sym, i), ()):
                    adv = (nt, ai, dot + 1, origin)
                    if adv not in col:
                        col[adv] = True
                        agenda.append(adv)
            elif token is not None and matches(sym, token):
                columns[i + 1][(nt, ai, dot + 1, origin)] = True
        if i < n and not columns[i + 1]:
            if prefix:
                return chart
            raise ParseError(token.start, token, _expected(grammar, col))
        if columns[i] and i < n:
            last_good = i
    if not prefix and n not in chart.done.get((start, 0), ()):
        raise ParseError(tokens[-1].end if tokens else 0, None, _expected(grammar, columns[n]))
    del last_good
    return chart


def _expected(grammar: Grammar, col) -> list[str]:
    """What could have come next: words, classes of tokens, classes of words."""
    out = set()
    for nt, ai, dot, _origin in col:
        syms = grammar.alts[nt][ai][0]
        if dot < len(syms):
            s = syms[dot]
            if s in grammar.rules and not s.startswith(("w__", "b__", "v__")):
                out |= grammar.shown[s]
            else:
                out.add(s)
    return sorted(out)


@dataclass
class Tree:
    """A nonterminal read over tokens [start, end): its children, one per symbol that is not a word of
    its own (a nonterminal's tree, or a token a class matched)."""
    data: str
    children: list
    start: int
    end: int


def derivations(chart: Chart, limit: int = 64) -> list[Tree]:
    """The trees of the whole text (at most ``limit``)."""
    grammar, tokens = chart.grammar, chart.tokens
    n = len(tokens)
    memo: dict = {}

    def trees(nt, i, j):
        key = (nt, i, j)
        if key in memo:
            return memo[key]
        memo[key] = []                                  # guards a cycle of empty rules
        out = []
        for ai in dict.fromkeys(chart.done_alts.get(key, ())):
            syms = grammar.alts[nt][ai][0]
            for kids in seq(syms, 0, i, j):
                out.append(Tree(nt, kids, i, j))
                if len(out) >= limit:
                    break
            if len(out) >= limit:
                break
        memo[key] = out
        return out

    seq_memo: dict = {}

    def seq(syms, dot, i, j):
        key = (syms, dot, i, j)
        if key in seq_memo:
            return seq_memo[key]
        if dot == len(syms):
            result = [[]] if i == j else []
            seq_memo[key] = result
            return result
        sym = syms[dot]
        out = []
        if sym in grammar.rules:
            for k in sorted(chart.done.get((sym, i), ())):
                if k > j:
                    continue
                rest = seq(syms, dot + 1, k, j)
                if not rest:
                    continue
                for t in trees(sym, i, k):
                    for r in rest:
                        out.append([t] + r)
                        if len(out) >= limit:
                            break
                    if len(out) >= limit:
                        break
        elif i < j and matches(sym, tokens[i]):
            for r in seq(syms, dot + 1, i + 1, j):
                out.append(([tokens[i]] if sym[0] == "#" else []) + r)
        seq_memo[key] = out
        return out

    return trees(grammar.start, 0, n)
