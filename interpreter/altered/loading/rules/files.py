"""The rules files of a folder, read with their variant overlays and checked against their schemas:
the documents the rule book compiles and the card-text language takes its words from."""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..errors import raise_all
from ..schema import schema_errors
from ..yamlio import load_file

# file -> schema; the order is the order they are read in
RULE_FILES = ("zones", "characteristics", "statuses", "keywords", "adventure", "play", "setup", "day", "victory",
              "precedence")


def load_docs(rules_dir: Path | str, overlays: Iterable = ()) -> dict:
    """Every rules file (kind -> document) with the overlays applied, checked against its schema.

    The errors of every file are listed together, each at the file that holds the mistake."""
    docs = {name: load_file(Path(rules_dir) / f"{name}.yaml") for name in RULE_FILES}
    for overlay in overlays:
        docs = overlay.apply_all(docs)
    errors: list = []
    for name in RULE_FILES:
        errors += schema_errors(docs[name], f"{name}.schema.json", str(Path(rules_dir) / f"{name}.yaml"))
    raise_all(errors)
    return docs
