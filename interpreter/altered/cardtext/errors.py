"""Syntax errors in card text, told in words: where, what was expected, what was probably meant."""
from __future__ import annotations

import difflib
import re

from ..loading.errors import DesignError
from .split import Piece

WINDOW = 60          # characters of context shown on each side of the caret
SHORT = 4            # expected words listed; a longer list is no help (check and explain give the nearest phrase)

# How an expected symbol reads in an error message.
SYMBOL_WORDS = {
    "#INT": "a number", "#MANA": "a mana amount like {2}", "#STATS": "statistics like 1/1/1",
    "#STAT_DELTA": "a change like +1/+1/+1", "#SIGNED_INT": "a signed number like +1",
    "#DIE_RANGE": "a range like 1-3", "#WORD": "a name", "#END": "'s",
    "w__keyword": "a keyword", "w__valued_keyword": "a keyword with a number", "w__keyword_action": "a keyword action",
    "w__action_verb": "a keyword action", "w__status": "a status", "w__zone": "a zone", "w__counter": "a counter",
    "w__terrain": "a terrain symbol", "w__stat": "a characteristic", "w__type": "a card type",
    "w__subtype": "a sub-type", "w__phase": "a phase", "w__daily_effect": "a daily effect",
    "w__duration": "a duration", "b__token_ref": "a token declared in the vocabulary", "b__name": "a name", "b__word": "a word",
}


def where(piece: Piece, index: int, raw: str, file=None, line=None, column=None):
    """(file, line, column, context) of character ``index`` of ``piece`` in the printed text."""
    if piece.origin:
        index = max(0, min(index, len(piece.origin)))
        pos = piece.origin[index] if index < len(piece.origin) else piece.origin[-1] + 1
    else:
        pos = 0
    before = raw[:pos]
    line_offset = before.count("\n")
    line_start = before.rfind("\n") + 1
    col = pos - line_start + 1
    text_line = raw[line_start:].split("\n", 1)[0]
    context = caret(text_line, col - 1)
    if line is not None:
        if line_offset == 0:
            col += (column or 1) - 1
        return file, line + line_offset, col, context
    return file, line_offset + 1, col, context


def caret(text: str, index: int) -> str:
    """``text`` (a window of it around ``index``) with a caret under character ``index``."""
    start = max(0, index - WINDOW)
    end = min(len(text), index + WINDOW)
    shown = ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")
    offset = index - start + (1 if start else 0)
    return "  " + shown.replace("\u00a0", " ") + "\n  " + " " * offset + "^"


def readable(symbol: str) -> str:
    """An expected symbol in words: 'when', 'a status', ..."""
    if symbol in SYMBOL_WORDS:
        return SYMBOL_WORDS[symbol]
    if symbol.startswith("'"):
        return f"'{symbol[1:]}'"
    if symbol.startswith("v__"):                 # a verb, in all its forms
        return f"'{symbol[3:]}'"
    return symbol


def _expected_words(names) -> list[str]:
    words = sorted({readable(n) for n in names})
    quoted = [w for w in words if w.startswith("'")]
    classes = [w for w in words if not w.startswith("'")]
    marks = [w for w in quoted if not any(ch.isalpha() for ch in w)]    # '—', ':' ... first: they end a part
    return classes + marks + [w for w in quoted if w not in marks]


def _vocabulary_words(parser) -> dict[str, str]:
    """Lower-case surface form → how to spell it, for every vocabulary word."""
    out: dict[str, str] = {}
    for table in parser.forms.values():
        for surface, name in table.items():
            out.setdefault(surface, name)
    return out


def did_you_mean(text: str, index: int, parser, expected: list[str]) -> str | None:
    """The vocabulary word (or expected word) closest to the word at ``index``, if close enough."""
    m = re.compile(r"[A-Za-z][\w'-]*(?: [A-Za-z][\w'-]*){0,2}").match(text, index)
    if not m:
        return None
    words = m.group(0).split(" ")
    known = _vocabulary_words(parser)
    for w in expected:
        if w.startswith("'"):
            known.setdefault(w.strip("'").lower(), w.strip("'"))
    said = {" ".join(words[:n]).lower() for n in range(1, len(words) + 1)} | {w.lower() for w in words}
    for n in range(len(words), 0, -1):
        guess = " ".join(words[:n]).lower()
        if guess in known:
            return None          # the word is right; the mistake is elsewhere
        close = difflib.get_close_matches(guess, list(known), n=1, cutoff=0.75)
        if close and close[0] in said:   # "discards one" is near "discards", "Lyra Character" near "Character":
            return None                  # the words written, in any case (the language ignores it): the mistake is
            #                              elsewhere, never suggest them
        if close and (len(guess) <= 3 and len(close[0]) > len(guess) or close[0].endswith(guess)):
            return None          # "or" is near "ore", "its" near "sites", "cards" inside "discards": a short word
            #                      another is longer than, or a word another ends with, is written, not misspelt
        if close:
            spelled = known[close[0]]
            return spelled if close[0] == spelled.lower() else close[0]
    return None


def unknown_bracketed(text: str, index: int, parser) -> str | None:
    """The message for a mistake at or in a ``[Word]`` no table of the words names (keywords, keyword actions,
    sub-types, tokens...), with the nearest such word; None when the word is known (the mistake is elsewhere)."""
    for m in re.finditer(r"(?<!\[)\[([^\[\]]+)\](?!\])", text):
        if m.start() <= index < m.end():
            word = re.sub(r"\s+\d+(/\d+)*$", "", m.group(1).strip())        # [Scout 2], [Booda 2/2/2]
            known = {v.lower(): v for table in parser.forms.values() for v in table.values() if isinstance(v, str)}
            known.update((t["name"].lower(), t["name"]) for t in (parser.vocabulary.get("tokens") or {}).values()
                         if isinstance(t, dict) and t.get("name"))
            if word.lower() in known:
                return None
            near = difflib.get_close_matches(word.lower(), list(known), n=1, cutoff=0.6)
            return (f"[{m.group(1)}]: no keyword, keyword action, sub-type or token '{word}'"
                    + (f"; did you mean '{known[near[0]]}'?" if near else ""))
    return None


def raw_index(piece: Piece, index: int) -> int:
    """Where character ``index`` of ``piece`` is in the printed text it was cut from."""
    if not piece.origin:
        return index
    index = max(0, min(index, len(piece.origin)))
    return piece.origin[index] if index < len(piece.origin) else piece.origin[-1] + 1


def mistake_said(message: str, piece: Piece, index: int, raw: str, parser) -> str:
    """``message`` told what printed cards write instead, when a mistake of the phrasebook (``mistakes:``) is seen
    at the refused place (both ``at`` and ``before``, when both are said): its head ("unexpected 'Whenever'", "'it' refers to nothing") then the mistake's words,
    ``$1``... the groups of its ``at`` pattern (of ``before`` where it has no ``at``)."""
    pos = raw_index(piece, index)
    for mistake in getattr(parser.language.book, "mistakes", ()):
        if not mistake.refused.search(message):
            continue
        at = next((m for m in mistake.at.finditer(raw) if m.start() <= pos <= m.end()), None) \
            if mistake.at is not None else True
        seen = mistake.before.search(piece.text[:index]) if mistake.before is not None else at
        if at and seen:
            groups = at if isinstance(at, re.Match) else seen      # $1...: of 'at' where it is said, else 'before'
            said = re.sub(r"\$(\d)", lambda g: groups.group(int(g.group(1))) or "", mistake.say)
            later = (parser.vocabulary.get("later_editions") or {}).get(mistake.later) if mistake.later else None
            if later:                   # a word of a later edition: the one to read it with
                said += f" (a word of the Comprehensive Rules {later['edition']}: read with --edition {later['edition']})"
            return f"{re.split(r'[:;](?= )| [(]', message, maxsplit=1)[0]}: {said}"   # (not "unexpected ':'")
    return message


def bracket_or_symbol(text: str, index: int, parser) -> str | None:
    """The message for a keyword written in double brackets ("[[Gigantic]]": statuses take two, 2.2.11), an
    unknown {symbol} or a terrain written as a word ("a forest region"): what is written instead."""
    forms = parser.forms
    m = next((m for m in re.finditer(r"\[\[([^\[\]]+)\]\]", text) if m.start() <= index < m.end()), None)
    if m is not None:
        word = re.sub(r"\s+\d+$", "", m.group(1).strip()).lower()
        keyword = (forms.get("KEYWORD", {}).get(word) or forms.get("VALUED_KEYWORD", {}).get(word))
        if keyword:
            return (f"{keyword} is a keyword, and a keyword takes single brackets "
                    f"('[{m.group(1)}]'); double brackets are for statuses "
                    f"({', '.join('[[' + s + ']]' for s in sorted(set(forms.get('STATUS', {}).values())))})")
    bare = _bare_keyword(text, index, forms)
    if bare is not None:
        return bare
    terrains = forms.get("TERRAIN", {})
    listed = ", ".join(f"{symbol.upper()} ({name})" for symbol, name in terrains.items())
    m = re.compile(r"\{([A-Za-z])\}").match(text, index)
    if m and m.group(0).lower() not in terrains and m.group(0).upper() not in _symbols(parser):
        return f"no such symbol; the terrain symbols are {listed}"
    m = re.compile(r"[A-Za-z]+").match(text, index)
    named = {name.lower(): symbol.upper() for symbol, name in terrains.items()}
    if m and m.group(0).lower() in named:
        return (f"a terrain is written with its symbol, here {named[m.group(0).lower()]} ('If I'm in "
                f"{named[m.group(0).lower()]}'; the terrain symbols are {listed})")
    return None


def _bare_keyword(text: str, index: int, forms: dict) -> str | None:
    """The message for a keyword or status written as a sentence of its own without its brackets ("Fleeting.":
    '[[Fleeting]]'), or bracketed as the effect of a Reaction ("{J} [Scout 2]."): a keyword is the card's, written
    alone (2.2.11)."""
    end = re.compile(r"[^.\n]*").match(text, index).end() if text[index:index + 1].isalpha() else index
    m = re.search(r"(?:^|[.\n—}] *)(\[?)([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: (\d+|X))?(\]?) *$", text[:end])
    if m is None or m.end(4) < index or text[end:end + 1] not in (".", ""):
        return None
    word, value = m.group(2), m.group(3)
    keyword = forms.get("KEYWORD", {}).get(word.lower()) or forms.get("VALUED_KEYWORD", {}).get(word.lower())
    status = forms.get("STATUS", {}).get(word.lower())
    said = f"{keyword or status}{' ' + value if value else ''}"
    if m.group(1) and keyword and re.search(r"\{\w\}[^.]*$", text[:m.start(1)] + " "):
        return (f"[{said}] is a keyword of the card, written alone as its own line ('[{said}]'), not as the "
                f"effect of a Reaction (2.2.11)")
    if m.group(1) or not (keyword or status):
        return None
    return (f"'{word}' is a keyword and takes brackets: '[{said}]'" if keyword else
            f"'{word}' is a status and takes double brackets: '[[{said}]]'")


def _symbols(parser) -> set[str]:
    """The {symbols} the language reads besides terrains: trigger symbols and those its phrases print."""
    symbols = {"{X}"} | {"{" + s.upper() + "}" for s in (parser.vocabulary.get("meanings", {}).get("trigger_symbols") or {})}
    for phrase in parser.language.book.phrases.values():
        symbols |= {m.upper() for m in re.findall(r"\{\w\}", phrase.say.text)}
    return symbols


def refuse_later_words(text: str, abilities: list, later: dict) -> None:
    """A reading naming a keyword action, status or step the rules keep for a later edition
    (keywords.yaml ``later_editions``) is refused, at that word, with the edition it needs: a step's name, a
    name it takes, or one of its parameters said as ``step.parameter`` (``create.to``: a token in a zone)."""
    def names(node):
        if isinstance(node, dict):
            for k, v in node.items():
                yield k
                if isinstance(v, dict):
                    yield from (f"{k}.{p}" for p in v)
                yield from names(v)
        elif isinstance(node, list):
            for v in node:
                yield from names(v)
        elif isinstance(node, str):
            yield node
    for name in names(abilities):
        if isinstance(name, str) and name in later:
            word = later[name].get("word", name)
            at = text.lower().find(word.lower()[:5])
            raise DesignError(later_edition(name, later[name]), column=at + 1 if at >= 0 else 1)


def later_edition(name: str, spec: dict) -> str:
    """The message for a word the rules keep for a later edition (keywords.yaml ``later_editions``)."""
    return (f"'{spec.get('word', name)}' is a word of the Comprehensive Rules {spec['edition']} ({spec['rule']}), "
            f"not of these rules: read and play it with --edition {spec['edition']}")


def syntax_error(e, piece: Piece, parser, raw: str, file=None, line=None, column=None) -> DesignError:
    """A parse error (:class:`.tokens.ParseError`) → DesignError with position, caret, expected words and a
    suggestion."""
    text = piece.text
    index = e.index
    found = repr(e.token.text) if e.token is not None else "the end of the text"
    if e.token is None:
        index = len(text)
    expected = _expected_words(e.expected)
    message = f"unexpected {found}"
    marks = [w for w in expected if w.startswith("'") and not any(ch.isalpha() for ch in w)]
    if 0 < len(expected) <= SHORT:
        message += f"; expected {', '.join(expected)}"
    elif marks:                          # a mark that ends a part ('—', ':') is what is often missing
        message += f"; expected {', '.join(marks[:SHORT])} or a word"
    guess = did_you_mean(text, index, parser, expected)
    if guess:
        message += f" (did you mean '{guess}'?)"
    elif SHORT < len(expected) <= 2 * SHORT:  # no word near what is written: what is read here instead
        message = f"unexpected {found}; expected {', '.join(expected)}"
    better = bracket_or_symbol(text, index, parser)
    message = unknown_bracketed(text, index, parser) or (f"unexpected {found}: {better}" if better else message)
    message = mistake_said(message, piece, index, raw, parser)
    for name, spec in (parser.vocabulary.get("later_editions") or {}).items():   # a word these rules lack
        if text[index:].lower().startswith(spec.get("word", name).lower()):
            message = later_edition(name, spec)
    f, ln, col, context = where(piece, index, raw, file, line, column)
    return DesignError(message, f, ln, col, context)
