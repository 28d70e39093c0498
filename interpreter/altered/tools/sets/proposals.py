"""A phrase entry proposed for a text the language does not read: the whole sentence holding the mistake
(from the mark before it, "." "—" ":" "•", to the one after), each run of its words that reads as a noun
phrase, a number, a zone or a player becoming a slot of that category; its category is where the sentence
stands (before "—": a trigger; after "•": a mode; else a sentence of an effect). The designer completes its
``means`` and puts it in the set's vocabulary.yaml (grammar/README.md says how).

A bracketed word the language knows in another form ("make a [Gift]", "[In Contact]") is proposed as the
phrase that reads the plain form, its word in brackets: one line, with that phrase's meaning."""
from __future__ import annotations

import json
import re

from ...cardtext.tokens import ParseError, tokenize

# what a run of words may be read as, tried longest first; the slot's name
SLOTS = (("amount", "n"), ("noun", "what"), ("zone_place", "zone"), ("player", "who"))
ENDS = {".", "—", ":", "•"}
CATEGORY_BEFORE = {"—": "trigger"}         # the mark after a sentence that says what it is
CATEGORY_AFTER = {"•": "mode"}             # the mark before it


def _sentence(tokens, index: int) -> tuple[int, int]:
    """The tokens [start, end) of the sentence holding character ``index``."""
    start = 0
    for k, t in enumerate(tokens):
        if t.text in ENDS and t.start < index:
            start = k + 1
    end = next((k for k, t in enumerate(tokens) if k >= start and t.text in ENDS and t.start >= index), len(tokens))
    return start, end


def propose(language, text: str) -> str | None:
    """A YAML phrase entry to start from, for the sentence of ``text`` (one clean ability) that does not
    read; None when it reads (or reads but means nothing: that is not a missing phrase)."""
    try:
        language.read(text)
        return None
    except ParseError as e:
        index = e.index
    except Exception:                                   # noqa: BLE001 - reads, but means nothing: no proposal
        return None
    try:
        tokens = tokenize(text)
    except ParseError:
        return None
    start, end = _sentence(tokens, index)
    while start < end and re.fullmatch(r"\{[A-Za-z]\}", tokens[start].text) and tokens[start].start < index:
        start += 1                                  # "{R} ...": the trigger symbol is the ability's, not the sentence's
    sentence = tokens[start:end]
    if not sentence:
        return None
    category = (CATEGORY_BEFORE.get(tokens[end].text) if end < len(tokens) else None) \
        or (CATEGORY_AFTER.get(tokens[start - 1].text) if start else None) or "sentence"
    words, used, i = [], {}, 0
    while i < len(sentence):
        best = (i, None)
        for slot_category, name in SLOTS:
            j = language.longest(slot_category, sentence, i)
            if j > best[0]:
                best = (j, (slot_category, name))
        if best[1] is None:
            words.append(sentence[i].text if sentence[i].kind != "WORD" else sentence[i].text.lower())
            i += 1
            continue
        slot_category, name = best[1]
        used[name] = used.get(name, 0) + 1
        slot = name if used[name] == 1 else f"{name}{used[name]}"
        words.append("{%s:%s}" % (slot, slot_category))
        i = best[0]
    say = " ".join(words)
    plain = [w for w in words if re.fullmatch(r"[\w']+", w)][:3] or ["phrase"]
    name = re.sub(r"[^a-z0-9]+", "-", "-".join(plain)).strip("-") or "phrase"
    return (f"phrases:\n"
            f"  - phrase: {name}\n"
            f"    category: {category:<15} # a guess: the sentence's place (grammar/phrases/core.yaml)\n"
            f"    say: {json.dumps(say, ensure_ascii=False)}\n"
            f"    means: []                 # what it does, in the effect model (rules_yaml/effect-model.md)\n"
            f"    example: {json.dumps(text, ensure_ascii=False)}")


def _words(text: str) -> list[str]:
    """The plain words of a text or of a phrase's say (its slots left out), lower case."""
    return re.findall(r"[\w']+", re.sub(r"\{[^{}]*\}", " ", text).lower())


def known_form(language, word: str, before: str, after: str, marks=("[", "]")) -> str | None:
    """A one-line phrase entry reading ``[word]`` as the language reads the plain word: the phrase whose
    words hold it, its own words next to it being the text's ("make a" [Gift], not "receive a" Gift;
    [In Contact]), with that phrase's category, subject and meaning, the word in brackets. None when no
    phrase holds it."""
    target = _words(word)
    if not target:
        return None
    left, right = _words(before)[-3:], _words(after)[:3]
    best, score = None, -1
    for phrase in language.book.phrases.values():
        said = _words(phrase.say.text)
        for k in range(len(said) - len(target) + 1):
            if said[k:k + len(target)] != target:
                continue
            ahead, behind = said[max(0, k - 2):k], said[k + len(target):k + len(target) + 2]
            if left[len(left) - len(ahead):] != ahead or right[:len(behind)] != behind:
                continue                     # the phrase's words next to it are not the text's
            if len(ahead) + len(behind) > score:
                best, score = phrase, len(ahead) + len(behind)
    if best is None:
        return None
    words = r"\s+".join(map(re.escape, word.split()))
    say = re.sub(rf"(?i)(?<![\w\[])({words})(?![\w\]])", lambda m: f"{marks[0]} {m.group(1)} {marks[1]}", best.say.text, count=1)
    entry = {"phrase": f"{best.name}-{'' if marks[0] == '[' else 'double-'}bracketed", "category": best.category}
    if best.subject:
        entry["subject"] = best.subject
    entry.update({"say": say, "means": best.means})
    return "phrases:\n  - " + _flow(entry)


_PLAIN_KEY = re.compile(r"^[A-Za-z_$@][\w$@ -]*$")


def _flow(value) -> str:
    """A value as YAML on one line."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k if _PLAIN_KEY.match(str(k)) else json.dumps(str(k))}: {_flow(v)}"
                               for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)
