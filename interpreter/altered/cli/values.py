"""Command-line values checked before any game: whole numbers."""
from __future__ import annotations

from ..loading.errors import DesignError


def whole(text, option: str, least: int) -> int:
    try:
        value = int(str(text).replace("_", ""))
    except ValueError:
        value = None
    if value is None or value < least:
        raise DesignError(f"expected a whole number of at least {least}, not {text!r}", option)
    return value
