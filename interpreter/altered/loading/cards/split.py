"""Printed text → one clean string per ability, remembering where each character came from.

Card texts have no line breaks: abilities are separated by two or more spaces
(or a line break, in card files), and a few continue across that gap
("• ..." modes, "If you don't, ..."). Before parsing, the printed markup
that carries no rules meaning is removed (SOURCE.md): ``#…#`` change
markers, the lost-icon ``[]`` (or ``[BB]``) after "boost", reminder text ``(...)``
(2.2.11.c), and non-breaking spaces.

>>> [p.text for p in split_abilities("[Seasoned]. (I keep my boosts.)  {J} I gain 1 boost[].")]
['[Seasoned].', '{J} I gain 1 boost.']
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# A new ability starts with a trigger symbol, a cost before ":", or "When/At/After ... —".
_NEW_ABILITY = re.compile(
    r"\{[JHR]\}"
    r"|(?:\{[^}]+\}\s*,\s*)*\{[^}]+\}\s*:"
    r"|(?:When|Whenever|At|After)\b[^.—\"]*—"
)
# A bracketed word of printed text: a keyword, keyword action or status ("[Tough 1]", "[[Fleeting]]").
_TAG = re.compile(r"\[\[?([^\[\]]+)\]\]?")
_ICON = re.compile(r"\[(?:BB)?\]")
# what the boost icon follows where it is printed: "boost[]", "boosts[]", "boost.[]" (a change marker "#" between)
_ICON_AFTER = re.compile(r"(?i)\bboosts?#?\.?#?$")
# A paragraph that continues the previous ability (6.5.e, 6.5.f, 6.5.g).
_CONTINUES = re.compile(r"•|If you (?:do|don't|did|didn't)\b|Otherwise\b|Then\b")


@dataclass(frozen=True)
class Reminder:
    """Text in parentheses (reminder text: no existence rules-wise, 2.2.12.c v5.0): its clean words, per
    character its index in the printed text, the bracketed words of the sentence it follows (what it
    reminds of: "[Sabotage], then [Resupply]. (...)"), and whether it is its ability's only text (a token's
    "(If I leave the Expedition zone, remove me from the game.)"); where its parentheses are in the printed
    text (the index of "(" and after ")"), and its paragraph's clean text before it (the words it may remind of)."""
    text: str
    origin: tuple[int, ...]
    tags: tuple[str, ...]
    alone: bool
    span: tuple[int, int] = (0, 0)
    before: str = ""


@dataclass(frozen=True)
class Piece:
    """One ability: its clean text and, per character, its index in the printed text."""
    text: str
    origin: tuple[int, ...]
    # where in ``text`` a paragraph of its own after "• ..." options starts ("If you do", "Then", ...): the
    # last option's or played after the choice? The layout says after; the words read it as the option's
    after_options: int | None = None

    @property
    def start(self) -> int:
        return self.origin[0] if self.origin else 0


def clean(raw: str) -> list[tuple[str, int]]:
    """Remove markup with no rules meaning; keep (character, index in raw) pairs."""
    out: list[tuple[str, int]] = []
    i, n = 0, len(raw)
    while i < n:
        ch = raw[i]
        if ch == "#":
            i += 1
            continue
        icon = _ICON.match(raw, i)
        if icon and _ICON_AFTER.search(raw, 0, i):
            # the boost icon, lost ([]) or as its letters ([BB], Whispers from the Maze), where it is printed:
            # right after "boost"; elsewhere it is left to the reader, which refuses it at its place
            i = icon.end()
            continue
        if ch == "(":
            depth, j = 0, i
            while j < n:
                depth += raw[j] == "("
                depth -= raw[j] == ")"
                j += 1
                if depth == 0:
                    break
            if out and out[-1][0] == " " and (len(out) < 2 or out[-2][0] != " "):
                out.pop()
            i = j
            continue
        if ch in "\u00a0\t\r":
            ch = " "
        if ch == "." and out and out[-1][0] == ".":
            i += 1
            continue
        out.append((ch, i))
        i += 1
    return out


def _paragraphs(chars: list[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """Split at two or more spaces or a line break, outside quotation marks."""
    parts: list[list[tuple[str, int]]] = [[]]
    quoted = False
    i, n = 0, len(chars)
    while i < n:
        ch = chars[i][0]
        if ch == '"':
            quoted = not quoted
        if not quoted and (ch == "\n" or (ch == " " and i + 1 < n and chars[i + 1][0] in " \n")):
            while i < n and chars[i][0] in " \n":
                i += 1
            parts.append([])
            continue
        parts[-1].append(chars[i])
        i += 1
    return [p for p in parts if p]


def _squeeze(chars: list[tuple[str, int]]) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for ch, pos in chars:
        if ch == " " and (not out or out[-1][0] == " "):
            continue
        out.append((ch, pos))
    while out and out[-1][0] == " ":
        out.pop()
    return out


def _sentences(chars: list[tuple[str, int]]) -> list[list[tuple[str, int]]]:
    """Split a paragraph before a sentence that starts a new ability."""
    text = "".join(c for c, _ in chars)
    cuts, quoted = [], False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == " " and i > 0 and text[i - 1] == "." and _NEW_ABILITY.match(text, i + 1):
            cuts.append(i)
    pieces, last = [], 0
    for cut in cuts:
        pieces.append(chars[last:cut])
        last = cut + 1
    pieces.append(chars[last:])
    return [p for p in pieces if p]


def split_abilities(raw: str) -> list[Piece]:
    """The abilities of one printed text, in order (1.2.4.a: each paragraph is an ability)."""
    merged: list[list[tuple[str, int]]] = []
    after: dict[int, int] = {}                   # merged piece → where its paragraph after the options starts
    for para in _paragraphs(clean(raw)):
        para = _squeeze(para)
        if not para:
            continue
        text = "".join(c for c, _ in para)
        if merged and _CONTINUES.match(text):
            if not text.startswith("•") and any(c == "•" for c, _ in merged[-1]):
                after.setdefault(len(merged) - 1, len(merged[-1]) + 1)
            merged[-1] = merged[-1] + [(" ", para[0][1] - 1)] + para
            continue
        merged.extend(_sentences(para))
    return [Piece("".join(c for c, _ in p), tuple(i for _, i in p), after.get(k)) for k, p in enumerate(merged)]


def _closing(raw: str, i: int) -> int:
    """The index after the parenthesis closing the one at ``i`` (the end of ``raw`` if none does)."""
    depth = 0
    for j in range(i, len(raw)):
        depth += (raw[j] == "(") - (raw[j] == ")")
        if depth == 0:
            return j + 1
    return len(raw)


def reminders(raw: str) -> list[Reminder]:
    """The reminder texts of one printed text, in order (the ones ``clean`` removes)."""
    out: list[Reminder] = []
    i, n = 0, len(raw)
    while i < n:
        if raw[i] != "(":
            i += 1
            continue
        end = _closing(raw, i)
        inner = [(c, i + 1 + k) for c, k in clean(raw[i + 1:end - 1 if raw[end - 1] == ")" else end])]
        inner = _squeeze([(c, k) for c, k in inner if c != "\n"] if inner else [])
        while inner and inner[0][0] == " ":
            inner.pop(0)
        if inner:
            before = "".join(c for c, _ in clean(raw[:i]))
            paragraph = re.split(r" {2,}|\n", before)[-1].rstrip()
            after = "".join(c for c, _ in clean(raw[end:]))
            # after a full stop it reminds of its sentence's words; inside a sentence, of the word before it
            said = re.split(r"[.!?] ", paragraph.rstrip("."))[-1] if paragraph.endswith(".") else \
                paragraph[paragraph.rfind("["):] if paragraph.endswith("]") else ""
            tags = dict.fromkeys(m[1].strip() for m in _TAG.finditer(said))
            out.append(Reminder("".join(c for c, _ in inner), tuple(k for _, k in inner), tuple(tags),
                                not paragraph.strip() and not re.split(r" {2,}|\n", after)[0].strip(" ."),
                                (i, end), paragraph))
        i = end
    return out
