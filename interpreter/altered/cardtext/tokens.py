"""The words of a card text: each token a word, a mark, a number or a symbol, matched by what it is, never
by guessing a lexer category (the grammar says which words a phrase reads: :mod:`.larkgrammar`).

>>> [(t.kind, t.text) for t in tokenize("{R} I gain 2 boosts.")]
[('SYMBOL', '{R}'), ('WORD', 'I'), ('WORD', 'gain'), ('INT', '2'), ('WORD', 'boosts'), ('MARK', '.')]
"""
from __future__ import annotations

import re
from dataclasses import dataclass

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
