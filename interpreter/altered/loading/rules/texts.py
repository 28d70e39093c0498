"""The texts of two editions of the Comprehensive Rules, and which rules say the same thing in both.

``altered rules coverage --edition 5.0`` credits a v5.0 rule with the v3.0 tests of the same rule,
run under the 5.0 edition, when the two texts are the same rule: this module finds those pairs.
A pair is *identical* when the texts differ only by layout (page numbers and running headers of the
PDF, words split at a line end, a heading glued to the first rule); every other close pair is left
to a person, who lists it under ``same_meaning`` with the reason (a reworded sentence) or leaves it
out (a changed rule, which then needs a test of its own).

    python -m altered.loading.rules.texts V3.txt V5.md > rules_yaml/coverage/equivalents-5.0.yaml

keeps the ``same_meaning`` part of the existing file and writes the ``identical`` part again.
"""
from __future__ import annotations

import difflib
import json
import re
import sys
from pathlib import Path

from .. import yamlio
from .coverage import COVERAGE_DIR, leaves, rule_ids

_ID = re.compile(r"^([1-8](?:\.\d{1,2}){1,3}(?:\.[a-z])?)\b\s*(.*)$")
_HEADING = re.compile(r"^#+\s*([1-8](?:\.\d+)*)\s")
_WORD = re.compile(r"[a-z0-9]+")


def parse(lines: list[str]) -> dict[str, str]:
    """Rule id -> its text, from a text where each rule starts with its id (a line of its own,
    or followed by the text) and markdown headings may carry section ids."""
    out: dict[str, list[str]] = {}
    current = None
    for line in lines:
        s = line.strip()
        m = _ID.match(s)
        if m and not m.group(2)[:1].isdigit():
            current = m.group(1)
            out.setdefault(current, []).extend([m.group(2)] if m.group(2) else [])
        elif s.startswith("#"):
            h = _HEADING.match(s)
            current = h.group(1) if h else None
            if current:
                out.setdefault(current, [])
        elif current and s:
            out[current].append(s)
    return {k: " ".join(v) for k, v in out.items()}


def read_v3(path: Path) -> dict[str, str]:
    """The v3.0 text as extracted from its PDF: the body starts at the first line that is ``1.1.1``
    alone (the table of contents has titles and dots after the ids)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "1.1.1")
    return parse(lines[start:])


def read_v5(path: Path) -> dict[str, str]:
    """The v5.0 text of the excerpts file: the part after its ``# Full text`` heading."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("# Full text"))
    return parse(lines[start:])


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def _titles(*texts: dict[str, str]) -> set[str]:
    """Section titles (short texts of ids with no letter), which the PDF repeats as running headers."""
    return {" ".join(_words(t)) for d in texts for k, t in d.items()
            if not re.search(r"\.[a-z]$", k) and len(t) < 40}


def layout_only(a: str, b: str, titles: set[str]) -> bool:
    """True when texts ``a`` and ``b`` differ only by layout: split words, page numbers, headers."""
    wa, wb = _words(a), _words(b)
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, wa, wb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        x = " ".join(w for w in wa[i1:i2] if not w.isdigit())
        y = " ".join(w for w in wb[j1:j2] if not w.isdigit())
        if x.replace(" ", "") == y.replace(" ", ""):
            continue                                   # "hap pens" / "happens", "47" / ""
        if not y and (x in titles or any(x.endswith(" " + t) for t in titles)):
            continue                                   # a heading or running header in one text only
        return False
    return True


def identical_pairs(old: dict[str, str], new: dict[str, str], old_ids: list[str],
                    new_ids: list[str]) -> dict[str, str]:
    """New id -> old id, for each new rule whose closest old rule differs from it only by layout."""
    titles = _titles(old, new)
    old_words = {i: _words(old[i]) for i in old_ids if i in old}
    pairs: dict[str, str] = {}
    for rule in new_ids:
        if rule not in new:
            continue
        words = _words(new[rule])
        best, best_id = 0.0, None
        for other, ow in old_words.items():
            sm = difflib.SequenceMatcher(None, words, ow, autojunk=False)
            if sm.real_quick_ratio() < best or sm.quick_ratio() < best:
                continue
            r = sm.ratio()
            if r > best or (r == best and other == rule):
                best, best_id = r, other
        if best_id and best >= 0.6 and layout_only(old[best_id], new[rule], titles):
            pairs[rule] = best_id
    return pairs


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: python -m altered.loading.rules.texts RULES-3.0.txt RULES-5.0.md", file=sys.stderr)
        return 1
    old, new = read_v3(Path(argv[0])), read_v5(Path(argv[1]))
    pairs = identical_pairs(old, new, leaves(rule_ids("3.0")), leaves(rule_ids("5.0")))
    current = COVERAGE_DIR / "equivalents-5.0.yaml"
    kept = (yamlio.load_file(current) or {}).get("same_meaning", {}) if current.is_file() else {}
    print("# yaml-language-server: $schema=../schema/equivalents.schema.json")
    print("# v5.0 rule ids (keys) that state a v3.0 rule (values): `altered rules coverage --edition 5.0`")
    print("# credits them with the v3.0 tests of that rule that also run under the 5.0 edition.")
    print("# identical: the texts differ only by layout (written by `python -m altered.loading.rules.texts`).")
    print("# same_meaning: reworded, same rule; each with why (written by hand, kept on regeneration).")
    print("identical:")
    for k, v in pairs.items():
        print(f'  "{k}": "{v}"')
    print("same_meaning:")
    for k, v in kept.items():
        print(f'  "{k}": {{v3: "{v["v3"]}", why: {json.dumps(v["why"], ensure_ascii=False)}}}')
    return 0


if __name__ == "__main__":
    sys.exit(main())
