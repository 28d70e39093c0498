"""How many printed texts of a set the card-text language reads.

    python -m altered.tools.textcoverage [CARDS_JSON_OR_FOLDER]

prints "N/M texts ok" and, for each failure, the text and the error.
"""
from __future__ import annotations

import sys

from ..loading.errors import DesignError
from ..cardtext.api import default_parser, parse_abilities
from ..cardtext.corpus import default_source, set_texts


def coverage(source=None) -> tuple[int, int, list[tuple[str, str]]]:
    """(texts read, texts, failures) of a set: its JSON digest, or a folder of card files read with
    the words of its own vocabulary.yaml."""
    from pathlib import Path
    from ..loading.paths import RULES_DIR
    from ..loading.rules.files import load_docs
    from ..cardtext.rulebook_parser import parser_for_docs, sets_words
    folder = Path(source) if source is not None and Path(source).is_dir() else None
    parser = parser_for_docs(load_docs(RULES_DIR), RULES_DIR, sets_words(folder)) if folder is not None \
        else default_parser()
    items = set_texts(source)
    failures = []
    for text, support in items:
        try:
            parse_abilities(text, support=support, parser=parser)
        except DesignError as e:
            failures.append((text, str(e)))
    return len(items) - len(failures), len(items), failures


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    source = argv[0] if argv else default_source()
    ok, total, failures = coverage(source)
    for text, error in failures:
        print(f"FAIL {text}\n     {error}\n")
    print(f"{ok}/{total} texts ok ({source})")
    return 0 if ok == total else 1


if __name__ == "__main__":
    sys.exit(main())
