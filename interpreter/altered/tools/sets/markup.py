"""The schema of ability texts' markup, written from the card-text language's vocabulary.

An editor validating a card file with ``rules_yaml/schema/cardset.schema.json`` underlines a text
whose ``[[status]]`` is not a status of ``statuses.yaml``, whose ``[Keyword]`` is not a keyword or
keyword action of ``keywords.yaml`` (a token, ``[Name 1/1/1]`` or ``[TOKEN_NAME]``, and the lost
icon ``[]`` are fine) or whose ``{symbol}`` the language does not read: the pattern of
``rules_yaml/schema/cardtext-markup.schema.json`` is generated here from the same words the parser is
built from. ``altered check`` rewrites the file when the rules' words changed (a status declared in
statuses.yaml, say), so it follows them with no step of its own; ``python -m altered.tools.sets.markup``
does the same alone. ``altered check`` goes further and parses every text.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from ...loading.paths import RULES_DIR, SCHEMA_DIR
from ...loading.schema import forget_schemas

SCHEMA_FILE = SCHEMA_DIR / "cardtext-markup.schema.json"


def markup_words(rules_dir=RULES_DIR) -> tuple[list[str], list[str]]:
    """(statuses written [[Status]], symbols written {S}) that card texts may use."""
    from ...cardtext.vocabulary import vocabulary_from_rules
    vocab = vocabulary_from_rules(rules_dir)
    symbols = list(vocab.get("meanings", {}).get("trigger_symbols", {}))               # {J} {H} {R}
    symbols += [s for s in vocab.get("statistics", {}).values() if s]                  # terrains {V} {M} {O}
    from ...cardtext.phrasebook import load_book
    for phrase in load_book().phrases.values():                                      # {T} {D} {I} ...
        symbols += [w.text[1] for w in _words(phrase.say.parts) if re.fullmatch(r"\{\w\}", w.text)]
    symbols.append("X")                                                              # {X}: a mana amount
    letters = sorted({c for s in symbols for c in (s.upper(), s.lower())})
    return list(vocab["statuses"]), letters


def _words(parts):
    from ...cardtext.say import Group, Word
    for p in parts:
        if isinstance(p, Word):
            yield p
        elif isinstance(p, Group):
            for c in p.choices:
                yield from _words(c)


def bracket_words(rules_dir=RULES_DIR) -> tuple[list[str], list[str]]:
    """(keywords, valued keywords written [Tough 2]) and the keyword actions with their verb forms
    ([Resupply], [Resupplies]) that card texts may write in brackets."""
    from ...cardtext.vocabulary import third_person, vocabulary_from_rules
    vocab = vocabulary_from_rules(rules_dir)
    valued = list(vocab["valued_keywords"])
    plain = [k for k in vocab["keywords"] if k not in valued]
    actions = list(dict.fromkeys(f for a in vocab["keyword_actions"] for f in (a, third_person(a))))
    return plain + actions, valued


def _alternatives(names) -> str:
    # longest first, a space also written as a non-breaking one (the official texts use both)
    return "|".join(re.escape(n).replace(r"\ ", "[ \u00a0]") for n in sorted(names, key=lambda n: (-len(n), n)))


def schema(rules_dir=RULES_DIR) -> dict:
    statuses, letters = markup_words(rules_dir)
    words, valued = bracket_words(rules_dir)
    status = _alternatives(statuses)
    number = "(?:[0-9]+|X)"
    bracket = (rf"\[(?:(?:{_alternatives(words)})"                                     # [Resupply]
               rf"|(?:{_alternatives(valued)})(?:[ \u00a0](?:{number}|\{{{number}\}}))?"  # [Tough 2], [Scout {1}], [Scout] 2
               rf"|[A-Z][A-Z0-9_]*"                                                 # [TOKEN_NAME]
               rf"|[^\[\]]*[ \u00a0]{number}/{number}/{number}"                     # [Ordis Recruit 1/1/1]
               rf"|)\]")                                                            # [] (a lost icon)
    pattern = (rf"^(?:[^\[{{]|\[\[(?:{status})\]\]|{bracket}"
               rf"|\{{(?:[0-9]+|[{''.join(letters)}])\}})*$")
    message = (f"the card-text language's words: [[{']], [['.join(statuses)}]]; "
               f"[{'], ['.join(words)}]; [{' N], ['.join(valued)} N] (or {{N}}, or the number after); a token [Name N/N/N] or [TOKEN_NAME]; "
               f"{', '.join('{' + c + '}' for c in letters)} and {{N}}")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "cardtext-markup.schema.json",
        "$comment": "generated from the card-text vocabulary (python -m altered.tools.sets.markup; "
                    "altered check rewrites it when the words change); do not edit",
        "title": "An ability text: its [[status]], [keyword] and {symbol} markup uses the language's words",
        "type": "string",
        "pattern": pattern,
        "patternErrorMessage": message,
    }


def render(rules_dir=RULES_DIR) -> str:
    return json.dumps(schema(rules_dir), indent=2, ensure_ascii=False) + "\n"


def refresh(path: Path = SCHEMA_FILE) -> str | None:
    """Rewrite the schema when the rules' words changed; say so (None when it was up to date).
    A folder that cannot be written (an installed package) is said too, not an error."""
    text = render()
    try:
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            return None
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        return f"{path}: the card-text words changed, but the editor's schema cannot be rewritten ({e.strerror})"
    forget_schemas()                         # this process reads the new one from now on
    return f"wrote {path}: the editor's schema of card texts, for the words of the rules"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m altered.tools.sets.markup",
        description=f"Write {SCHEMA_FILE.name}, the pattern an editor checks card texts' [[status]], [keyword] "
                    "and {symbol} markup with, from the rules' words (altered check does it too when they change).")
    parser.add_argument("--check", action="store_true", help="only say whether the file is up to date (exit 1 if not)")
    args = parser.parse_args(argv)
    if args.check:
        stale = not SCHEMA_FILE.is_file() or SCHEMA_FILE.read_text(encoding="utf-8") != render()
        print(f"{SCHEMA_FILE}: {'out of date' if stale else 'up to date'}")
        return 1 if stale else 0
    print(refresh() or f"{SCHEMA_FILE}: up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
