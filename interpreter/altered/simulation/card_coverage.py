"""Which card texts the scenarios play (``altered cards coverage``), as ``altered rules coverage`` says which
rules the tests play.

A text is one distinct ability text of a set (a card's main text or its support text, as the set's card
files print it: ``cardtext.corpus.set_texts``).  A scenario plays the texts it declares in
``covers:`` (a table, in each row's): the cards named there must be cards the scenario uses, which the
scenario checks when it runs.  Scenarios under a ``known-bugs`` folder cover nothing.
"""
from __future__ import annotations

import re
from pathlib import Path

from ..cardtext.corpus import set_texts
from ..loading.cards.catalog import SKIP_DIRS, set_held_back
from ..loading.errors import DesignError
from ..loading.paths import CARDS_DIR, ROOT
from .scenario import KNOWN_BUGS, Scenario, with_cards

# the bundled sets: the folders of cards_dsl/ whose vocabulary does not hold them back (bundled: false)
SETS = tuple(sorted(p.name for p in CARDS_DIR.iterdir()
                    if p.is_dir() and p.name not in SKIP_DIRS and not set_held_back(p)))


def set_of(card) -> str | None:
    """The set folder of cards_dsl/ a card was read from."""
    parts = Path(card.file or "").parts
    for s in SETS:
        if s in parts:
            return s
    return None


def scenario_paths(tests_dir: Path) -> list[Path]:
    out = []
    for path in sorted((tests_dir / "scenarios").rglob("*.yaml")):
        if KNOWN_BUGS in path.parts:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if re.search(r"^scenario:", text, re.M) and re.search(r"^(\s*-?\s*covers:|rows:)", text, re.M):
            out.append(path)
    return out


def coverage(tests_dir: Path | None = None, sets=SETS, advance=None) -> dict:
    """{(set, text, support): [scenario files, relative to the tests folder]} for every distinct text;
    ``advance(done, total)`` is told each scenario read (a progress bar)."""
    tests_dir = tests_dir or ROOT / "tests"
    out: dict = {}
    for s in sets:
        for text, support in set_texts(CARDS_DIR / s):
            out[(s, text, support)] = []
    catalog = with_cards(())
    paths = scenario_paths(tests_dir)
    for done, path in enumerate(paths, 1):
        if advance is not None:
            advance(done - 1, len(paths))
        try:
            covered = Scenario(path, catalog).covered()
        except DesignError:
            continue                      # a broken scenario covers nothing (its own test says why)
        name = str(path.relative_to(tests_dir))
        for card, parts in covered:
            s = set_of(card)
            for part in parts:
                text, support = (card.text, False) if part == "main" else (card.support_text, True)
                key = (s, text, support)
                if key in out and name not in out[key]:
                    out[key].append(name)
    if advance is not None:
        advance(len(paths), len(paths))
    return out


def report(found: dict, missing_only: bool = False, width: int = 70) -> list[str]:
    lines = []
    for (s, text, support), files in sorted(found.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        if missing_only and files:
            continue
        shown = " ".join(text.split())
        shown = shown if len(shown) <= width else shown[:width - 1] + "…"
        kind = "support" if support else "main"
        lines.append(f"{s}  {kind:7}  {shown:{width}}  {', '.join(files) if files else '-'}")
    for s in sorted({k[0] for k in found}):
        texts = [k for k in found if k[0] == s]
        done = sum(1 for k in texts if found[k])
        lines.append(f"{s}: {done} of {len(texts)} distinct texts played by a scenario ({100 * done / len(texts):.1f} %)")
    return lines
