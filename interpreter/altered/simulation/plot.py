"""A comparison as a picture (matplotlib, the optional ``sim`` extra): the win rates of both rule sets
with their 95% intervals, and how long their games last."""
from __future__ import annotations

from ..loading.errors import DesignError


def check_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise DesignError("needs matplotlib: pip install 'altered-engine[sim]' (or matplotlib)", "--plot") from None


def plot_compare(head: dict, summary: dict, out) -> None:
    """Write a PNG to ``out`` (a path or a binary file)."""
    import matplotlib
    matplotlib.use("Agg")                      # no display needed
    from matplotlib.figure import Figure

    names = [rs["name"] for rs in head["rule_sets"]]
    sides = (summary["base"], summary["variant"])
    fig = Figure(figsize=(9, 3.6), dpi=100, layout="constrained")
    rates, lengths = fig.subplots(1, 2)

    metrics = list(summary["changes"])
    width = 0.38
    for i, (name, side) in enumerate(zip(names, sides)):
        values, below, above = [], [], []
        for metric in metrics:
            r = side["seats"][0] if metric.startswith("player") else side["first_player"]
            values.append(100 * r["rate"])
            below.append(100 * (r["rate"] - r["low"]))
            above.append(100 * (r["high"] - r["rate"]))
        xs = [m + (i - 0.5) * width for m in range(len(metrics))]
        rates.bar(xs, values, width, yerr=[below, above], capsize=4, label=name)
    rates.axhline(50, color="grey", linewidth=0.8, linestyle=":")
    rates.set_xticks(range(len(metrics)), metrics)
    rates.set_ylim(0, 100)
    rates.set_ylabel("% of games (95% interval)")
    rates.set_title(f"Win rates, {summary['base']['games']:,} paired games")
    rates.legend(loc="upper right", fontsize="small")

    days = sorted({int(d) for side in sides for d in side["days"]["distribution"]})
    for i, (name, side) in enumerate(zip(names, sides)):
        n = side["games"] or 1
        dist = side["days"]["distribution"]
        lengths.bar([d + (i - 0.5) * width for d in days], [100 * dist.get(str(d), 0) / n for d in days],
                    width, label=f"{name} (mean {side['days']['mean']:.2f})")
    lengths.set_xlabel("days per game")
    lengths.set_ylabel("% of games")
    lengths.set_title("Game length")
    lengths.legend(loc="upper right", fontsize="small")
    fig.suptitle(f"seed {head['seed']} · rules {head['rules']} · altered {head['version']}", fontsize="small")
    fig.savefig(out, format="png")


def plot_sweep(head: dict, s: dict, out) -> None:
    """Per value of the swept path: player 1's and the first player's win rates, and the mean game length,
    each with its 95% interval."""
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    values = [str(v["value"]) for v in s["values"]]
    xs = range(len(values))
    fig = Figure(figsize=(9, 3.6), dpi=100, layout="constrained")
    rates, lengths = fig.subplots(1, 2)
    for label, pick in (("player 1 wins", lambda v: v["seats"][0]), ("first player wins", lambda v: v["first_player"])):
        r = [pick(v) for v in s["values"]]
        rates.errorbar(xs, [100 * x["rate"] for x in r], capsize=4, marker="o", label=label,
                       yerr=[[100 * (x["rate"] - x["low"]) for x in r], [100 * (x["high"] - x["rate"]) for x in r]])
    rates.axhline(50, color="grey", linewidth=0.8, linestyle=":")
    rates.set_xticks(xs, values)
    rates.set_ylim(0, 100)
    rates.set_xlabel(head["sweep"]["path"])
    rates.set_ylabel("% of games (95% interval)")
    rates.set_title(f"Win rates, {s['games']:,} games per value, same seeds")
    rates.legend(loc="upper right", fontsize="small")
    days = [v["days"] for v in s["values"]]
    lengths.errorbar(xs, [d["mean"] for d in days], capsize=4, marker="o",
                     yerr=[[d["mean"] - d["low"] for d in days], [d["high"] - d["mean"] for d in days]])
    lengths.set_xticks(xs, values)
    lengths.set_xlabel(head["sweep"]["path"])
    lengths.set_ylabel("days per game (mean, 95% interval)")
    lengths.set_title("Game length")
    fig.suptitle(f"seed {head['seed']} · rules {head['rules']} · altered {head['version']}", fontsize="small")
    fig.savefig(out, format="png")


def plot_cards(head: dict, decks: list[dict], out) -> None:
    """Per deck, each card's improvement when drawn with its 95% interval (cards.py), largest on top."""
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    rows = max(len(d["cards"]) for d in decks) if decks else 1
    fig = Figure(figsize=(6.2 * len(decks), 0.9 + 0.28 * rows), dpi=100, layout="constrained")
    axes = fig.subplots(1, len(decks), squeeze=False)[0]
    for ax, deck in zip(axes, decks):
        cards = [c for c in deck["cards"] if c["improvement_when_drawn"] is not None][::-1]
        ys = range(len(cards))
        values = [100 * c["improvement_when_drawn"]["difference"] for c in cards]
        below = [v - 100 * c["improvement_when_drawn"]["low"] for v, c in zip(values, cards)]
        above = [100 * c["improvement_when_drawn"]["high"] - v for v, c in zip(values, cards)]
        ax.errorbar(values, list(ys), xerr=[below, above], fmt="o", capsize=3)
        ax.axvline(0, color="grey", linewidth=0.8, linestyle=":")
        ax.set_yticks(list(ys), [f"{c['card']} ({c['drawn']['games']})" for c in cards], fontsize="small")
        ax.set_xlabel("win rate when drawn - when not seen (points, 95% interval)")
        ax.set_title(f"{deck['deck']}: won {100 * deck['rate']:.1f}% of {deck['games']}", fontsize="medium")
    fig.suptitle(f"Improvement when drawn · seed {head['seed']} · agents {','.join(head['agents'])} · "
                 f"rules {head['rules']}", fontsize="small")
    fig.savefig(out, format="png")


def plot_gauntlet(head: dict, s: dict, out) -> None:
    """A heat map of the row deck's win rate against the column deck, each cell with its interval."""
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    n = len(s["decks"])
    fig = Figure(figsize=(2.0 + 1.35 * (n + 1), 1.6 + 0.75 * n), dpi=100, layout="constrained")
    ax = fig.subplots()
    grid = [[float("nan") if c is None else 100 * c["rate"] for c in row] + [100 * s["overall"][i]["rate"]]
            for i, row in enumerate(s["matrix"])]
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
    for i, row in enumerate(s["matrix"]):
        for j, c in enumerate(row + [s["overall"][i]]):
            if c is not None:
                dark = not 0.2 <= c["rate"] <= 0.8            # white on the deep colours of either end
                ax.text(j, i, f"{100 * c['rate']:.0f}\n{100 * c['low']:.0f}-{100 * c['high']:.0f}", ha="center",
                        va="center", fontsize="small", color="white" if dark else "black")
    ax.axvline(n - 0.5, color="white", linewidth=3)
    labels = [f"{i + 1} {name}" for i, name in enumerate(s["decks"])]
    ax.set_xticks(range(n + 1), [str(i + 1) for i in range(n)] + ["overall"])
    ax.set_yticks(range(n), labels)
    ax.set_xlabel("against deck")
    fig.colorbar(image, ax=ax, label="% of games won by the row's deck (95% interval)", shrink=0.8)
    ax.set_title(f"Gauntlet: {s['games']:,} games, both seatings, same seeds", fontsize="medium")
    fig.suptitle(f"seed {head['seed']} · agents {','.join(head['agents'])} · rules {head['rules']}", fontsize="small")
    fig.savefig(out, format="png")


def plot_impact(head: dict, s: dict, out) -> None:
    """Each card's value to its deck (with - without, points) with its paired 95% interval, largest on top."""
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    cards = s["ranking"][::-1]
    fig = Figure(figsize=(7.5, 1.2 + 0.3 * len(cards)), dpi=100, layout="constrained")
    ax = fig.subplots()
    values = [100 * c["value"]["difference"] for c in cards]
    below = [v - 100 * c["value"]["low"] for v, c in zip(values, cards)]
    above = [100 * c["value"]["high"] - v for v, c in zip(values, cards)]
    ax.errorbar(values, range(len(cards)), xerr=[below, above], fmt="o", capsize=3)
    ax.axvline(0, color="grey", linewidth=0.8, linestyle=":")
    ax.set_yticks(range(len(cards)), [f"{c['card']} ×{c['copies']}" for c in cards], fontsize="small")
    ax.set_xlabel("win rate with the card - without it (points, paired 95% interval)")
    ax.set_title(f"{head['decks'][0]['name']} against {head['decks'][1]['name']}: what each card is worth "
                 f"({head['impact']['how']})", fontsize="medium")
    fig.suptitle(f"{s['deck']['games']:,} games per version · seed {head['seed']} · agents "
                 f"{','.join(head['agents'])}", fontsize="small")
    fig.savefig(out, format="png")
