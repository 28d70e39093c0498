"""The card-text parser for a rule book's words (its rules documents as loaded, variants included) and
the words card sets add (their vocabulary.yaml): what ``RuleBook.card_parser`` builds and caches, and
the default parser, built from the bundled rules without the rule book above this layer."""
from __future__ import annotations

from pathlib import Path

from ..loading.paths import CARDS_DIR
from .parser import CardTextParser, build_parser
from .vocabulary import merge_vocabulary, set_vocabulary, vocabulary_from_docs


def bundled_sets() -> list[Path]:
    """The folders of the bundled card sets that add words of their own (a vocabulary.yaml)."""
    from ..loading.cards.catalog import set_held_back
    return sorted(p.parent for p in Path(CARDS_DIR).glob("*/vocabulary.yaml") if not set_held_back(p.parent))


def sets_words(folder: Path | str | list | tuple | None) -> dict:
    """The words of the card set in ``folder`` (a list of folders: all their words)."""
    extra: dict = {}
    folders = folder if isinstance(folder, (list, tuple)) else [folder] if folder is not None else []
    # a folder named twice (a bundled set given with --cards too) adds its words once
    for f in {Path(f).resolve(): f for f in folders}.values():
        words = set_vocabulary(f)
        for k, v in words.items():
            if k == "phrases":
                extra[k] = (extra.get(k) or []) + list(v)
                continue
            extra[k] = dict(extra.get(k) or {}, **v) if isinstance(v, dict) else \
                list(dict.fromkeys((extra.get(k) or []) + list(v)))
    return extra


def parser_for_docs(docs: dict, rules_dir: Path | str, extra: dict) -> CardTextParser:
    """The parser for the words of these rules documents and those ``sets_words`` gave."""
    vocabulary = vocabulary_from_docs(docs, rules_dir)
    extra = dict(extra or {})
    phrases = extra.pop("phrases", None)
    if extra:
        vocabulary = merge_vocabulary(vocabulary, extra)
        vocabulary.update({k: dict(vocabulary.get(k) or {}, **extra[k])
                           for k in ("tokens",) if k in extra})
    return build_parser(vocabulary, phrases=phrases)


def vocabulary_named(folder: Path) -> str:
    """A set's vocabulary.yaml as a designer finds it: ``cards_dsl/NAME/vocabulary.yaml`` for a bundled set."""
    path = Path(folder) / "vocabulary.yaml"
    try:
        return str(path.resolve().relative_to(Path(CARDS_DIR).resolve().parent))
    except ValueError:
        return str(path)


def set_words_said(folders: list) -> str:
    """"the words of set wfm (cards_dsl/wfm/vocabulary.yaml)", for one set or several."""
    named = [f"{Path(f).name} ({vocabulary_named(f)})" for f in folders]
    return f"the words of set {named[0]}" if len(named) == 1 else f"the words of one of the sets {', '.join(named)}"
