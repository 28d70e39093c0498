"""Two helpers on the effect-model data a reading builds: every dict in steps, and whether a value gives
Expeditions (places, not objects)."""
from __future__ import annotations

from ...effects.changes import dicts_in
from ...effects.registry import load_operators

__all__ = ["dicts_in", "gives_places"]


def gives_places(what) -> bool:
    """Whether a value the effect model declares gives Expeditions (``gives: marker(s)``), whoever reads it."""
    if not isinstance(what, dict) or len(what) != 1:
        return False
    (op, _), = what.items()
    declared = load_operators()["value"].get(op)
    return declared is not None and declared.gives in ("marker", "markers")
