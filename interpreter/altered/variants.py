"""Variant overlays: a small file that changes parts of the standard rules.

A variant names the rules file it changes and gives the new values; mappings
merge key by key, and a list of named entries (phases, daily effects) merges
by ``name``, so changing the Draw daily effect is a three-line file.
"""
from __future__ import annotations

from pathlib import Path

from .errors import DesignError
from .paths import RULES_DIR
from .schema import validate
from .yamlio import PosDict, PosList, load_file


class Overlay:
    def __init__(self, path, doc):
        self.path = path
        self.name = doc.get("name", Path(path).stem)
        self.changes = doc.get("changes", {})

    def apply(self, file_kind, doc):
        change = self.changes.get(file_kind)
        return doc if change is None else merge(doc, change)


def merge(base, change):
    if isinstance(base, dict) and isinstance(change, dict):
        out = PosDict(base)
        out.pos, out.key_pos, out.file = getattr(base, "pos", (None, None)), dict(getattr(base, "key_pos", {})), getattr(base, "file", None)
        for k, v in change.items():
            out[k] = merge(base[k], v) if k in base else v
            if hasattr(change, "key_pos") and k in change.key_pos:
                out.key_pos[k] = change.key_pos[k]
        return out
    if isinstance(base, list) and isinstance(change, list) and all(isinstance(x, dict) and "name" in x for x in change) \
            and all(isinstance(x, dict) and "name" in x for x in base):
        names = {x["name"]: i for i, x in enumerate(base)}
        out = PosList(base)
        out.pos, out.item_pos, out.file = getattr(base, "pos", (None, None)), list(getattr(base, "item_pos", [])), getattr(base, "file", None)
        for item in change:
            if item["name"] in names:
                out[names[item["name"]]] = merge(base[names[item["name"]]], item)
            else:
                out.append(item)
                out.item_pos.append(getattr(item, "pos", (None, None)))
        return out
    return change


def load_variant(name_or_path) -> Overlay:
    path = Path(name_or_path)
    if not path.suffix:
        path = RULES_DIR / "variants" / f"{name_or_path}.yaml"
    if not path.exists():
        known = sorted(p.stem for p in (RULES_DIR / "variants").glob("*.yaml"))
        raise DesignError(f"no variant '{name_or_path}' (known: {', '.join(known) or 'none'})", str(path))
    doc = load_file(path)
    validate(doc, "variant.schema.json", str(path))
    return Overlay(path, doc)
