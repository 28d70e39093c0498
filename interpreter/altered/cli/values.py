"""Command-line values checked before any game: whole numbers, output files opened at once."""
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


def writable(path: str, option: str, binary: bool = False):
    try:
        return open(path, "wb" if binary else "w", encoding=None if binary else "utf-8")
    except OSError as e:
        raise DesignError(f"cannot write {path}: {e.strerror or e}", option) from None
