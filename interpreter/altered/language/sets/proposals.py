"""A phrase entry proposed for a text the language does not read: where the reading stopped, the words
that follow become the phrase's ``say``, each run of them that reads as a noun phrase, a number, a zone
or a player becoming a slot. The designer completes its ``means`` and puts it in the set's
vocabulary.yaml (grammar/README.md says how)."""
from __future__ import annotations

import re

from ..cardtext.earley import ParseError, tokenize

# what a run of words may be read as, tried longest first; the slot's name
SLOTS = (("amount", "n"), ("noun", "what"), ("zone_place", "zone"), ("player", "who"))
ENDS = {".", ",", "—", ":", "•"}


def propose(language, text: str) -> str | None:
    """A YAML phrase entry to start from, for the first words of ``text`` (one clean ability) that do
    not read; None when it reads."""
    try:
        language.read(text)
        return None
    except ParseError as e:
        index = e.index
    except Exception:                                   # noqa: BLE001 - reads, but means nothing: no proposal
        return None
    tokens = [t for t in tokenize(text) if t.start >= index]
    end = next((k for k, t in enumerate(tokens) if t.text in ENDS), len(tokens))
    tokens = tokens[:end]
    if not tokens:
        return None
    words, used, i = [tokens[0].text.lower()], {}, 1
    while i < len(tokens):
        best = (i, None)
        for category, name in SLOTS:
            j = language.longest(category, tokens, i)
            if j > best[0]:
                best = (j, (category, name))
        if best[1] is None:
            words.append(tokens[i].text if tokens[i].kind != "WORD" else tokens[i].text.lower())
            i += 1
            continue
        category, name = best[1]
        used[name] = used.get(name, 0) + 1
        slot = name if used[name] == 1 else f"{name}{used[name]}"
        words.append("{%s:%s}" % (slot, category))
        i = best[0]
    say = " ".join(words)
    name = re.sub(r"[^a-z0-9]+", "-", tokens[0].text.lower()).strip("-") or "phrase"
    return (f"phrases:\n"
            f"  - phrase: {name}\n"
            f"    category: verb            # a guess: where the reading stopped (grammar/phrases/core.yaml)\n"
            f"    subject: player\n"
            f"    say: \"{say}\"\n"
            f"    means: []                 # what it does, in the effect model (rules_yaml/effect-model.md)\n"
            f"    example: \"{text}\"")
