"""``altered sweep PATH=V1,V2,...``: the same seeds under each value of one rules path (each a ``--set``),
each value's figures and its paired change from the first."""
from __future__ import annotations


def sweep_values(text: str) -> tuple[str, list[str]]:
    """``PATH=V1,V2,...`` -> (PATH, [V1, V2, ...]); a comma inside brackets or braces is a value's own."""
    from ..loading.errors import DesignError
    path, eq, rest = str(text).partition("=")
    values, depth, word = [], 0, ""
    for ch in rest:
        depth += (ch in "[{") - (ch in "]}")
        if ch == "," and depth == 0:
            values.append(word.strip())
            word = ""
        else:
            word += ch
    values.append(word.strip())
    if not eq or not path.strip() or any(not v for v in values) or len(values) < 2:
        raise DesignError(f"expected PATH=V1,V2,... with at least two values, e.g. "
                          f"day.max_days=6,8,10, not {text!r}", "altered sweep")
    if len(set(values)) < len(values):
        raise DesignError(f"a value is given twice in {text!r}", "altered sweep")
    return path.strip(), values


def cmd_sweep(args) -> int:
    """The same seeds under each value of PATH (after --variant and --set), a summary per value and its paired
    change from the first."""
    from dataclasses import replace
    from ..loading.rules.variants import set_variant
    from ..simulation.sweep import SweepTally, sweep_arms
    from .studies import Plan, overlays, play_study, png, show
    path, values = sweep_values(args.assignment)
    plan = Plan(args, "sweep", [overlays(args) + [set_variant(f"{path}={v}")] for v in values],
                words=[args.assignment])
    plan.study = replace(plan.study, arms=sweep_arms(values, len(plan.study.decks)))
    plan.extra["sweep"] = {"path": path, "values": values}
    plot = png(args.plot, "--plot")
    try:
        tally = SweepTally(plan.load())
        play_study(plan, [tally], "sweep")
        summary = tally.summary()
        if plot:
            from ..simulation.plot import plot_sweep
            plot_sweep(plan.head, summary, plot)
    finally:
        if plot:
            plot.close()
    show(plan.head, summary, args.json)
    return 0


def register(sub) -> None:
    from .studies import study_options
    p = sub.add_parser("sweep", help="play the same seeds under each value of one rules path and compare them")
    p.add_argument("assignment", metavar="PATH=V1,V2,...", help="a rules path (as --set writes it) and its values, "
                   "e.g. day.max_days=6,8,10; the first is the one the others are compared to")
    study_options(p)
    p.add_argument("--plot", metavar="FILE", help="draw each value's win rates and game length with their intervals "
                   "to this PNG (needs matplotlib)")
    p.set_defaults(run=cmd_sweep, games="200")
