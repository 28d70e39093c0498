"""The grammar of the card-text language as a Lark grammar, parsed by Lark's Earley parser.

A grammar maps each nonterminal to its alternatives, each a tuple of symbols: a nonterminal's name,
``"'word"`` (that word, in any case) or ``"#CLASS"`` (a token of a class: INT, MANA, STATS, STAT_DELTA,
SIGNED_INT, DIE_RANGE, END, WORD for any word). Each nonterminal becomes a Lark rule; each word a
terminal of its own (``_L<n>``, left out of the tree: a reading needs what filled the slots, and the
words are the phrase's), each class a terminal kept in the tree. One token can be both a word and a
class ("when" is ``'when`` and ``#WORD``), which no lexer decides: the tokens come from :mod:`.tokens`,
and a token matches the terminal of its class and that of its word. Lark keeps every reading
(``ambiguity='explicit'``), so an ambiguity is seen and decided by the phrasebook
(:meth:`.language.Language.best`), not by the order of the grammar.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import islice, product

import lark
from lark import Lark
from lark import Token as LarkToken
from lark.common import LexerConf, ParserConf
from lark.grammar import Rule
from lark.exceptions import UnexpectedEOF, UnexpectedToken
from lark.parsers import earley

from ..loading import diskcache
from ..loading.errors import DesignError
from .tokens import ParseError, Token

# Words and marks one ability may have: the longest printed ability has 47. Beyond a limit, an
# ambiguous text's chart grows as the cube of its length; a longer text is refused at the word where it
# passes the limit.
MAX_TOKENS = 120
SHOWN_WHOLE = ("w__", "b__", "v__")     # what an error message names as one: a status, a name, a verb


@dataclass
class Tree:
    """A nonterminal read over tokens [start, end): its children, one per symbol that is not a word of
    its own (a nonterminal's tree, or a token a class matched)."""
    data: str
    children: list
    start: int
    end: int


class _Word(LarkToken):
    """A token as Lark's parser sees it: its class as its type, its index in the text as its position, and
    the terminals it matches (its class's, and its word's if a phrase says that word)."""
    __slots__ = ("names",)


class _Stream:
    """One text's tokens, as Lark's Earley parser asks for them."""

    def __init__(self, words: list):
        self.words = words

    def lex(self, _expects):
        return iter(self.words)


class _Earley(earley.Parser):
    """Lark's Earley parser, predicting at each token only the rules that can begin with it (Lark predicts
    every rule a nonterminal can begin with: hundreds of phrases, thousands of words, at every word), and
    keeping the chart of its last parse: what a text that does not read expected where it stopped, and
    how far a prefix reads (:meth:`Grammar.ends`)."""
    columns: list = []
    to_scan: set = set()
    lookahead: list = []            # for each token (and the end): the predictions kept

    def __init__(self, lexer_conf, parser_conf, term_matcher):
        # built without the rules: Lark's analysis of them (its FIRST and FOLLOW sets, and every rule each
        # nonterminal can begin with) takes seconds on this grammar, and our predictions replace it
        super().__init__(lexer_conf, ParserConf([], {}, []), term_matcher, resolve_ambiguity=False, tree_class=None)
        self.parser_conf = parser_conf
        self.TERMINALS = {sym for r in parser_conf.rules for sym in r.expansion if sym.is_term}
        self.NON_TERMINALS = {sym for r in parser_conf.rules for sym in r.expansion if not sym.is_term}

    def predict_and_complete(self, i, to_scan, columns, transitives, node_cache):
        self.predictions = self.lookahead[i]
        return super().predict_and_complete(i, to_scan, columns, transitives, node_cache)

    def _parse(self, lexer, columns, to_scan, start_symbol=None):
        self.columns = columns
        self.to_scan = super()._parse(lexer, columns, to_scan, start_symbol)
        return self.to_scan


class _Lookahead(dict):
    """Lark's predictions (a nonterminal -> the rules it begins with) for one token: those that can begin
    with a terminal it matches, or read nothing, and the start's own rules (what a text expects first)."""

    def __init__(self, grammar: "Grammar", names: frozenset, start: str):
        super().__init__()
        self.grammar, self.names, self.start = grammar, names, start

    def __missing__(self, nt):
        first = self.grammar.rule_first
        kept = self[nt] = [r for r in self.grammar.rules_of[nt] if nt.name == self.start or first[r] is None
                           or not first[r].isdisjoint(self.names)]
        return kept


def _match(term, token) -> bool:
    return term.name in token.names




def _lark_rules(text: str, starts: list[str]) -> list[Rule]:
    """Lark's rules of a grammar text: read by Lark, or, for a text Lark read before, from the disk cache in
    Lark's own serialized form (reading this grammar's text is most of building the parser)."""
    key = diskcache.Key("lark-rules").add(lark.__version__).add(diskcache.code_digest("cardtext"))
    key.add(" ".join(starts)).add(text)
    kept = diskcache.read(key)
    if kept is not None:
        try:
            return [Rule.deserialize(r, {}) for r in kept]
        except (KeyError, TypeError, ValueError, AttributeError):     # not Lark's form (corrupt): read again
            pass
    rules = Lark(text, parser=None, lexer="basic", start=starts).rules
    for rule in rules:                  # names as plain strings: Lark's are Tokens, compared in Python
        for symbol in (rule.origin, *rule.expansion):
            symbol.name = str(symbol.name)
    diskcache.write(key, [r.serialize() for r in rules])
    return rules


class Grammar:
    """Rules (nonterminal -> alternatives), compiled to a Lark grammar and parser when a text is first read;
    ``starts``: the nonterminals a text may also be read as (:meth:`ends`)."""

    def __init__(self, rules: dict, start: str, starts=()):
        self.rules = {k: list(dict.fromkeys(tuple(a) for a in v)) for k, v in rules.items()}
        self.start = start
        self.starts = list(dict.fromkeys([start, *starts]))
        self.nullable = self._nullable()
        # what an error message lists: terminals, and classes of words (w__, b__, v__) rather than each word
        self.shown = self._closure(lambda s: s.startswith(SHOWN_WHOLE))
        self._earley: _Earley | None = None

    def _nullable(self) -> set[str]:
        nullable: set[str] = set()
        changed = True
        while changed:
            changed = False
            for nt, alts in self.rules.items():
                if nt not in nullable and any(all(s in nullable for s in a) for a in alts):
                    nullable.add(nt)
                    changed = True
        return nullable

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

    # -- the Lark grammar and parser ----------------------------------------------------------
    @property
    def earley(self) -> _Earley:
        if self._earley is None:
            self.name: dict[str, str] = {}            # our nonterminal or terminal -> its Lark name
            self.ours: dict[str, str] = {}            # and back
            self.literal: dict[str, str] = {}         # a word (lower case) -> its terminal's Lark name
            text = self._lark_text()
            starts = [self.name[s] for s in self.starts]
            rules = _lark_rules(text, starts)
            # the shared forest (ambiguity='forest', no tree_class): every reading, with where each part
            # starts and ends (the trees of ambiguity='explicit' lose where an ambiguous part starts); no
            # terminal of Lark's lexer (the tokens are ours)
            self._earley = _Earley(LexerConf([], re), ParserConf(rules, {}, starts), _match)
            self.rules_of: dict = {}
            for rule in rules:
                self.rules_of.setdefault(rule.origin, []).append(rule)
            first = self._closure(lambda s: False)
            self.rule_first = {r: self._rule_first(r, first) for r in rules}
            self._lookahead: dict = {}
        return self._earley

    def _lark_text(self) -> str:
        for nt in self.rules:
            safe = nt if re.fullmatch(r"[a-z][a-z0-9_]*", nt) else f"n{len(self.name)}__{re.sub(r'[^a-z0-9_]', '_', nt.lower())}"
            self._alias(nt, safe)
        lines, terminals = [], set()
        for nt, alts in self.rules.items():
            expansions = []
            for alt in alts:
                for s in alt:
                    if s not in self.rules:
                        terminals.add(self._terminal(s))
                expansions.append(" ".join(self.name[s] for s in alt))
            lines.append(f"{self.name[nt]}: " + " | ".join(expansions))
        lines.append("%declare " + " ".join(sorted(terminals)))
        return "\n".join(lines) + "\n"

    def _alias(self, ours: str, lark: str) -> None:
        self.name[ours] = lark
        self.ours[lark] = ours

    def _terminal(self, symbol: str) -> str:
        if symbol not in self.name:
            if symbol.startswith("'"):
                self.literal[symbol[1:]] = f"_L{len(self.literal)}"
                self._alias(symbol, self.literal[symbol[1:]])
            else:
                self._alias(symbol, symbol[1:])
        return self.name[symbol]

    def _rule_first(self, rule, first):
        """The Lark terminals a Lark rule can begin with; None when it can read nothing."""
        symbols = [self.ours[s.name] for s in rule.expansion]
        if all(s in self.nullable for s in symbols):
            return None
        out: set = set()
        for s in symbols:
            out |= first[s] if s in self.rules else {s}
            if s not in self.nullable:
                break
        return frozenset(self.name[t] for t in out)

    def _predictions(self, names: frozenset, start: str) -> _Lookahead:
        key = (names, start)
        if key not in self._lookahead:
            self._lookahead[key] = _Lookahead(self, names, start)
        return self._lookahead[key]

    # -- parsing ----------------------------------------------------------------------------
    def _run(self, tokens: list[Token], start: str):
        """Lark's shared forest of ``tokens`` read as ``start`` (its exceptions as they come)."""
        n = len(tokens)
        if n > MAX_TOKENS:
            raise DesignError(f"an ability of {n} words and marks; at most {MAX_TOKENS} are read "
                              f"(write it as several abilities)", column=tokens[MAX_TOKENS].start + 1)
        parser = self.earley
        words = []
        for k, t in enumerate(tokens):
            w = _Word(t.kind, t.text, start_pos=k, end_pos=k + 1)
            w.names = frozenset((t.kind, self.literal[t.word]) if t.word in self.literal else (t.kind,))
            words.append(w)
        lark_start = self.name[start]
        parser.lookahead = [self._predictions(w.names, lark_start) for w in words]
        parser.lookahead.append(self._predictions(frozenset(), lark_start))
        parser.predictions = parser.lookahead[0]
        return parser.parse(_Stream(words), lark_start)

    def parse(self, tokens: list[Token], limit: int = 64) -> list[Tree]:
        """The trees of the whole text (at most ``limit``); a ParseError where it stops reading."""
        try:
            root = self._run(tokens, self.start)
        except UnexpectedToken as e:
            k = e.token.start_pos
            raise ParseError(tokens[k].start, tokens[k], self._expected(e.considered_rules, k)) from None
        except UnexpectedEOF:
            raise ParseError(tokens[-1].end if tokens else 0, None,
                             self._expected(self.earley.to_scan, len(tokens))) from None
        return self._trees(root, tokens, limit)

    def ends(self, tokens: list[Token], start: str) -> set[int]:
        """Where a reading of ``tokens`` (from the first) as ``start`` can end."""
        try:
            self._run(tokens, start)
        except (UnexpectedToken, UnexpectedEOF):
            pass
        lark_start = self.name[start]
        return {j for j, column in enumerate(self.earley.columns)
                if any(item.is_complete and item.start == 0 and item.rule.origin.name == lark_start
                       for item in column)}

    def _expected(self, to_scan, i: int) -> list[str]:
        """What could have come at token ``i``: what the items of the chart reaching it wait for (a phrase:
        the words and classes it can begin with). The items predicted at ``i`` itself are left out (none
        of them reads the token there, and what predicted them is counted), but for the start's own."""
        out: set[str] = set()
        for item in [*self.earley.columns[i], *to_scan]:
            if item.expect is None or (item.start == i and self.ours[item.rule.origin.name] != self.start):
                continue
            s = self.ours[item.expect.name]
            if s in self.rules and not s.startswith(SHOWN_WHOLE):
                out |= self.shown[s]
            else:
                out.add(s)
        return sorted(out)

    def _trees(self, root, tokens: list[Token], limit: int) -> list[Tree]:
        """The trees of Lark's shared forest (at most ``limit`` for each part): a symbol node is a nonterminal
        read over tokens [start, end), each of its packed nodes one way to read it (a rule, and the nodes of
        its symbols: an intermediate node for all but the last, then the last)."""
        memo: dict[int, list] = {}

        def trees(node) -> list[Tree]:
            if id(node) in memo:
                return memo[id(node)]
            memo[id(node)] = []                     # a cycle of empty rules reads nothing more
            out: list[Tree] = []
            data = self.ours[node.s.name]
            for packed in node.children:
                expansion = packed.rule.expansion
                for nodes in sequences(packed):
                    options = []
                    for symbol, child in zip(expansion, nodes):
                        if not symbol.is_term:
                            options.append(trees(child))
                        elif not symbol.name.startswith("_L"):         # a word of the phrase's own: not kept
                            options.append([tokens[child.token.start_pos]])
                    out.extend(Tree(data, list(kids), node.start, node.end)
                               for kids in islice(product(*options), limit - len(out)))
                    if len(out) >= limit:
                        break
                if len(out) >= limit:
                    break
            memo[id(node)] = out
            return out

        seq_memo: dict[int, list] = {}

        def sequences(packed) -> list[list]:
            """The nodes of a packed node's symbols, for each way its intermediate node reads."""
            if packed.left is None:
                return [[packed.right]] if packed.right is not None else [[]]
            key = id(packed.left)
            if key not in seq_memo:
                seq_memo[key] = list(islice((s for p in packed.left.children for s in sequences(p)), limit))
            return [heads + [packed.right] for heads in seq_memo[key]]

        return trees(root)
