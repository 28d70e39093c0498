"""The printed texts of a card set, for coverage, speed and tests.

Reads either the official-API JSON digest (``btg_cards_compact.json``: fields
``main_effect`` and ``support_effect``) or a folder of card files of
``cards_dsl/`` (fields ``text`` and ``support``).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import yaml

from ...loading.paths import CARDS_DIR, SHARED_DIR

REFERENCE_JSON = Path(os.environ.get("ALTERED_CARDS_JSON",
                                     SHARED_DIR / "reference" / "cards" / "btg_cards_compact.json"))


def default_source() -> Path:
    return REFERENCE_JSON if REFERENCE_JSON.is_file() else CARDS_DIR / "btg"


def set_texts(source=None) -> list[tuple[str, bool]]:
    """Distinct ``(text, is_support)`` pairs, sorted."""
    source = Path(source or default_source())
    found: set[tuple[str, bool]] = set()
    if source.is_file() and source.suffix == ".json":
        for card in json.loads(source.read_text(encoding="utf-8")):
            for field, support in (("main_effect", False), ("support_effect", True)):
                if card.get(field):
                    found.add((card[field], support))
    else:
        files = [source] if source.is_file() else sorted(source.glob("*.yaml"))
        for path in files:
            doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            for card in doc.get("cards") or []:
                for field, support in (("text", False), ("support", True)):
                    if card.get(field):
                        found.add((card[field], support))
    return sorted(found)
