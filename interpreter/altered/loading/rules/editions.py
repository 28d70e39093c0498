"""Rules editions: a named set of variant overlays, one folder under rules_yaml/editions/.

The base rules follow the seeds; an edition gathers the changes a later version of the
Comprehensive Rules makes where it disagrees with them (``editions/5.0/*.yaml``, each a
variant file), so ``--edition 5.0`` (or ``edition: "5.0"`` in a scenario) selects them all.
"""
from __future__ import annotations

import difflib
from collections.abc import Iterable

from ..errors import DesignError
from ..paths import RULES_DIR

EDITIONS_DIR = RULES_DIR / "editions"


def known_editions() -> list[str]:
    return sorted(p.name for p in EDITIONS_DIR.iterdir() if p.is_dir()) if EDITIONS_DIR.is_dir() else []


def edition_files(name: str) -> list[str]:
    """The overlay files of edition ``name``, in name order; a one-line error for an unknown one."""
    folder = EDITIONS_DIR / str(name)
    if str(name) not in known_editions():         # a name, never a path (../../etc)
        known = known_editions()
        near = difflib.get_close_matches(str(name), known, 1)
        hint = f" (did you mean '{near[0]}'?)" if near else ""
        raise DesignError(f"no rules edition '{name}'{hint} (known: {', '.join(known) or 'none'})", str(folder))
    return [str(p) for p in sorted(folder.glob("*.yaml"))]


def with_edition(variants: Iterable[str] | None, edition: str | None = None) -> list[str]:
    """The edition's overlays first, then the variants given."""
    return (edition_files(edition) if edition else []) + list(variants or ())
