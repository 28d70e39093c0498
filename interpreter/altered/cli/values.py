"""Command-line values checked before any game: whole numbers."""
from __future__ import annotations

from ..loading.errors import DesignError


MOST = 10 ** 12         # games, seeds, indices: past it a count is a mistake (and overflows a range)


def whole(text, option: str, least: int, most: int = MOST) -> int:
    text = str(text)
    try:
        value = int(text.replace("_", "")) if len(text) <= 30 else None
    except ValueError:
        value = None
    if value is None or value < least:
        raise DesignError(f"expected a whole number of at least {least}, not {text[:40]!r}", option)
    if value > most:
        raise DesignError(f"{value:,} is more than the {most:,} this option takes", option)
    return value


def jobs(text, cluster: str | None = None) -> int:
    """--jobs: worker processes, at most one per core here (more is slower and spends memory; a cluster's
    workers are its own), with a warning when more were asked; the cores by default."""
    import sys
    from ..simulation.simulate import default_jobs
    if text is None:
        return default_jobs()
    value = whole(text, "--jobs", 1)
    if value > default_jobs() and not cluster:
        print(f"--jobs: {value} is more than the {default_jobs()} cores; using {default_jobs()}", file=sys.stderr)
        return default_jobs()
    return value
