"""Tables of the paired studies: a gauntlet's matrix of win rates, and the ranking of a deck's cards by
what each is worth (impact)."""
from __future__ import annotations


def _short(r: dict) -> str:
    return f"{100 * r['rate']:.1f} [{100 * r['low']:.0f}-{100 * r['high']:.0f}]"


def render_gauntlet(console, s: dict) -> None:
    from rich.table import Table
    n = len(s["decks"])
    t = Table(title=f"Win % of the row's deck against the column's, both seatings, same seeds [95% interval]; "
                    f"{s['games']} games", title_justify="left")
    t.add_column("deck", justify="left")
    for j in range(n):
        t.add_column(f"vs {j + 1}", justify="right")
    t.add_column("overall", justify="right")
    for i, name in enumerate(s["decks"]):
        t.add_row(f"{i + 1} {name}", *["-" if c is None else _short(c) for c in s["matrix"][i]],
                  f"{_short(s['overall'][i])} {s['overall'][i]['games']}")
    console.print(t)
    seat = s["seat_1"]
    console.print(f"seat 1 won {100 * seat['rate']:.1f}% [{100 * seat['low']:.1f}-{100 * seat['high']:.1f}] of the "
                  f"games; no winner: {s['no_winner']}", markup=False)


NO_INTERVAL = "0 (no game changed: no interval)"


def change_cell(c: dict, scale: float = 100, digits: int = 1) -> str:
    """A paired change with its interval; with no discordant pair (every game ended alike both ways) the
    interval cannot be computed, and is said so rather than shown as [+0.0, +0.0]."""
    if c.get("discordant") == [0, 0]:
        return NO_INTERVAL
    return (f"{scale * c['difference' if 'difference' in c else 'mean']:+.{digits}f} "
            f"[{scale * c['low']:+.{digits}f}, {scale * c['high']:+.{digits}f}]")


def render_sweep(console, head: dict, s: dict) -> None:
    from rich.table import Table
    path = head["sweep"]["path"]
    t = Table(title=f"{path}: each value on the same {s['games']} seeds. Win % [95% Wilson interval]; "
                    f"game length in days [95% interval]; change from {path}={s['values'][0]['value']}: "
                    f"paired, points or days [95% interval]", title_justify="left")
    for col in ("value", "player 1 wins", "first player wins", "days", "no winner",
                "change: player 1", "change: first player", "change: days"):
        t.add_column(col, justify="left" if col == "value" else "right")
    for v in s["values"]:
        d = v["days"]
        change = v.get("change")
        cells = ["-", "-", "-"] if change is None else [
            change_cell(change["metrics"]["player 1 wins"]), change_cell(change["metrics"]["first player wins"]),
            change_cell(change["days"], 1, 2)]
        t.add_row(str(v["value"]), _short(v["seats"][0]), _short(v["first_player"]),
                  f"{d['mean']:.2f} [{d['low']:.2f}-{d['high']:.2f}]", str(v["no_winner"]), *cells)
    console.print(t)


def render_impact(console, s: dict) -> None:
    from rich.table import Table
    d = s["deck"]
    t = Table(title=f"What each card is worth: the deck's win % with it and with it made plain or removed, on the "
                    f"same seeds and seatings; value = with - without (points) [95% paired interval]. The deck as "
                    f"it is won {_short(d)} of {d['games']} games", title_justify="left")
    for col in ("rank", "card", "copies", "with", "without", "value", "p-value"):
        t.add_column(col, justify="left" if col == "card" else "right")
    for rank, c in enumerate(s["ranking"], 1):
        v = c["value"]
        t.add_row(str(rank), c["card"], str(c["copies"]), _short(c["with"]), _short(c["without"]),
                  change_cell({**v, "discordant": c["discordant"]}), f"{c['p_value']:.3g}")
    console.print(t)
