"""The printed texts of a card set, for coverage, speed and tests.

Reads a folder of card files of ``cards_dsl/`` (fields ``text`` and ``support``; by default the
bundled Beyond the Gates, ``cards_dsl/btg/``), or a JSON list of records given by name (fields
``main_effect`` and ``support_effect``).
"""
from __future__ import annotations

import json
from pathlib import Path

import yaml

from ..loading.paths import CARDS_DIR


def default_source() -> Path:
    return CARDS_DIR / "btg"


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
