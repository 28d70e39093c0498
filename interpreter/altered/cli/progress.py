"""The progress bar of long commands (simulate and its studies, soak, cards coverage, import-set): on stderr,
and only when stderr is a terminal; a pipe or a file gets nothing."""
from __future__ import annotations

import sys
import time
from contextlib import contextmanager


@contextmanager
def progress_bar(total: int | None, label: str, quiet: bool, unit: str | None = "games"):
    """A bar of ``total`` things (None: not known yet) with how many are done, the rate in ``unit``/s (None:
    no rate, for steps of unlike length), the time taken and left. It yields ``advance(done, doing=None,
    total=None)``: ``doing`` names the step under way beside the label, ``total`` sets the total once known."""
    if quiet or not sys.stderr.isatty():
        yield lambda done, doing=None, total=None: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, ProgressColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as Bar       # (its name is also a daily effect's, kept out of this code)
    from rich.progress import TimeRemainingColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task):
            return Text(f"{task.speed:,.0f} {unit}/s" if task.speed else f"- {unit}/s")

    columns = [TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), *([Rate()] if unit else []),
               TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn()]
    # no refresh thread: worker processes may be forked while the bar is shown
    with Bar(*columns, console=Console(file=sys.stderr), auto_refresh=False) as bar:
        task = bar.add_task(label, total=total)
        shown = [0.0]

        def advance(done, doing=None, total=None):
            bar.update(task, completed=done, **({"description": f"{label}: {doing}"} if doing else {}),
                       **({"total": total} if total is not None else {}))
            now = time.monotonic()
            if doing or now - shown[0] > 0.1 or done == bar.tasks[0].total:
                bar.refresh()
                shown[0] = now
        yield advance
