"""Where the bundled data lives: next to the package in a source checkout."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(os.environ.get("ALTERED_HOME", Path(__file__).resolve().parents[2]))
RULES_DIR = ROOT / "rules_yaml"
SCHEMA_DIR = RULES_DIR / "schema"
CARDS_DIR = ROOT / "cards_dsl"
GRAMMAR_DIR = ROOT / "grammar"
CACHE_DIR = Path(os.environ.get("ALTERED_CACHE", ROOT / ".cache"))
# The project's reference material (rules text, card data) next to the checkout, for tools and tests.
SHARED_DIR = Path(os.environ.get("ALTERED_SHARED", ROOT.parent / "shared"))
