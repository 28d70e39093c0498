"""A study's summary as tables on stdout: what was played (seed, hashes, decks, version), then the numbers."""
from __future__ import annotations

import sys

from .report_paired import NO_INTERVAL, render_gauntlet, render_impact, render_sweep


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _interval(low: float, high: float, signed: bool = False) -> str:
    f = "{:+.1f}" if signed else "{:.1f}"
    return f"{f.format(100 * low)} to {f.format(100 * high)}"


def _distribution(days: dict) -> str:
    return " ".join(f"{d}:{c}" for d, c in days["distribution"].items())


def _console():
    from rich.console import Console
    import os
    console = Console(file=sys.stdout, highlight=False)
    if not console.is_terminal and not os.environ.get("COLUMNS", "").isdigit():   # COLUMNS: the width asked for
        console = Console(file=sys.stdout, highlight=False, width=160)
    return console


def header(head: dict) -> list[str]:
    """Lines that say exactly what was played, and how to play it again."""
    sets = "; ".join(
        f"{rs['name']}" + (f" ({', '.join(v['file'] + ' ' + v['sha'] for v in rs['variants'])})" if rs["variants"] else "")
        for rs in head["rule_sets"])
    decks = (", " if "arms" in head else " vs ").join(
        f"{d['name']} ({d['file']} {d['sha']})" if d.get("file") else d["name"] for d in head["decks"])
    shard = head["shard"]
    arms = f" (each seed played {len(head['arms'])} ways)" if "arms" in head else ""
    partial = f" (partial records: of the study's {head['partial_of']})" if "partial_of" in head else ""
    lines = [f"{head['games']} games{arms}{partial}, master seed {head['seed']}"
             + (f", shard {shard[0]}/{shard[1]}" if shard[1] > 1 else "")
             + f", agents {','.join(head['agents'])}",
             f"rules {head['rules']}, cards {head['cards']}" + (f" + {', '.join(head['extra_cards'])}"
                                                               if head["extra_cards"] else "")
             + f"; rule sets: {sets}",
             f"decks: {decks}",
             f"altered {head['version']}, Python {head['python']}",
             f"again: {head['command']}"]
    return lines


def render(head: dict, summary: dict) -> None:
    console = _console()
    for line in header(head):
        console.print(line, markup=False)
    if head["kind"] == "compare":
        _compare(console, head, summary)
    elif head["kind"] == "gauntlet":
        render_gauntlet(console, summary)
    elif head["kind"] == "sweep":
        render_sweep(console, head, summary)
    elif head["kind"] == "cards impact":
        render_impact(console, summary)
    else:
        _simulate(console, summary)
    if summary.get("opened"):
        _opened(console, summary["opened"])
    if summary.get("cards"):
        render_cards(summary["cards"])
    for path in summary.get("logs", ()):
        console.print(f"log kept: {path}", markup=False)


def _simulate(console, s: dict) -> None:
    from rich.table import Table
    t = Table(title="Wins (95% Wilson intervals)", title_justify="left")
    for col in ("who", "wins", "games", "rate", "95% interval"):
        t.add_column(col, justify="left" if col == "who" else "right")
    for seat in s["seats"]:
        t.add_row(f"player {seat['seat']} ({seat['deck']})", *_rate_cells(seat))
    if [d["deck"] for d in s["decks"]] != [x["deck"] for x in s["seats"]]:
        for deck in s["decks"]:
            t.add_row(f"deck {deck['deck']}", *_rate_cells(deck))
    for team in s.get("teams", ()):
        t.add_row(f"team {team['team']} (seats {', '.join(map(str, team['seats']))})", *_rate_cells(team))
    t.add_row("first player of day 1", *_rate_cells(s["first_player"]))
    console.print(t)
    t = Table(title="Game length and ends", title_justify="left", show_header=False)
    t.add_column("", justify="left")
    t.add_column("", justify="left")
    d = s["days"]
    t.add_row("days per game", f"mean {d['mean']:.2f} (95% interval {d['low']:.2f} to {d['high']:.2f}); "
                               f"min {d['min']}, median {d['median']:g}, max {d['max']}")
    t.add_row("days: games", _distribution(d))
    t.add_row("no winner", str(s["no_winner"]))
    for end, e in s.get("ends", {}).items():         # under a day limit (Booster War): how each game ended
        t.add_row(end, f"{e['games']} games ({_pct(e['share'])})")
    for flag, f in s["flags"].items():
        t.add_row(f"ended with {flag}", f"{f['games']} games ({f['decided']} with a winner)")
    t.add_row("cards played per game", ", ".join(f"player {p}: {x:.1f}" for p, x in enumerate(s["cards_played"], 1)))
    console.print(t)


OPENED_SHOWN = 5          # per rarity, the cards of the largest and of the smallest change


def _opened(console, s: dict) -> None:
    """A Booster War's boosters: each opened Hero, and per rarity the cards that changed the most."""
    from rich.table import Table
    seats = s["seats"]
    t = Table(title=f"What the opened cards change: a seat's win rate with the card against without it (all seats: "
                    f"{_pct(seats['rate'])} of {seats['games']}; 95% Wilson and Newcombe intervals)", title_justify="left")
    for col in ("opened", "seats", "win rate", "95% interval", "change (points)"):
        t.add_column(col, justify="left" if col == "opened" else "right")
    groups = [("hero", s["heroes"])] + [(rarity, rows) for rarity, rows in s["rarity"].items()]
    for label, rows in groups:
        shown = rows if len(rows) <= 2 * OPENED_SHOWN or label == "hero" else rows[:OPENED_SHOWN] + rows[-OPENED_SHOWN:]
        for r in shown:
            c = r["change"]
            t.add_row(f"{label}: {r['name']}", str(r["games"]), _pct(r["rate"]), _interval(r["low"], r["high"]),
                      "- (no seat without it)" if c is None else f"{100 * c['difference']:+.1f} [{_interval(c['low'], c['high'], True)}]")
        if len(shown) < len(rows):
            t.add_row(f"{label}: {len(rows) - len(shown)} more (--json lists them all)", "", "", "", "")
    console.print(t)


def _rate_cells(r: dict) -> list[str]:
    return [str(r["wins"]), str(r["games"]), _pct(r["rate"]), _interval(r["low"], r["high"])]


def _compare(console, head: dict, s: dict) -> None:
    from rich.table import Table
    base, variant = (rs["name"] for rs in head["rule_sets"])
    sides = (s["base"], s["variant"])
    t = Table(title="Win rates on the same seeds (95% Wilson intervals; change: paired Newcombe interval, McNemar test)",
              title_justify="left")
    for col in ("", base, variant, "change (points)", "p-value", f"games to detect ±{100 * s['detect']:g} points"):
        t.add_column(col, justify="left" if not col else "right")
    for name, c in s["changes"].items():
        key = "seats" if name.startswith("player") else "first_player"
        cells = []
        for side in sides:
            r = side[key][0] if key == "seats" else side[key]
            cells.append(f"{_pct(r['rate'])} [{_interval(r['low'], r['high'])}]")
        need = c["games_to_detect"]
        t.add_row(name, *cells, NO_INTERVAL if c["discordant"] == [0, 0]
                  else f"{100 * c['difference']:+.1f} [{_interval(c['low'], c['high'], True)}]",
                  f"{c['p_value']:.3g}", "-" if need is None else f"{need:,}")
    console.print(t)
    t = Table(title="Game length (days)", title_justify="left")
    for col in ("", base, variant, "change"):
        t.add_column(col, justify="left" if not col else "right")
    d0, d1, dd = sides[0]["days"], sides[1]["days"], s["days_change"]
    t.add_row("mean", f"{d0['mean']:.2f}", f"{d1['mean']:.2f}",
              f"{dd['mean']:+.2f} [{dd['low']:+.2f} to {dd['high']:+.2f}]")
    t.add_row("median", f"{d0['median']:g}", f"{d1['median']:g}", f"{d1['median'] - d0['median']:+g}")
    t.add_row("days: games", _distribution(d0), _distribution(d1), "")
    t.add_row("no winner", str(sides[0]["no_winner"]), str(sides[1]["no_winner"]),
              f"{sides[1]['no_winner'] - sides[0]['no_winner']:+d}")
    console.print(t)


def render_cards(decks: list[dict]) -> None:
    """Per deck, a table of its cards (cards.py): the largest improvement when drawn first."""
    from rich.table import Table
    console = _console()
    for deck in decks:
        t = Table(title=f"{deck['deck']}: won {_pct(deck['rate'])} of {deck['games']} games "
                        f"[{_interval(deck['low'], deck['high'])}]. Per card: win % when drawn, played, not seen "
                        f"[95% interval] games; improvement when drawn (points)", title_justify="left")
        for col in ("card", "copies", "drawn", "win drawn", "win played", "win not seen", "improvement"):
            t.add_column(col, justify="left" if col == "card" else "right")
        for c in deck["cards"]:
            i = c["improvement_when_drawn"]
            t.add_row(c["card"], f"{c['copies']:g}", _pct(c["drawn"]["games"] / c["games"]) if c["games"] else "-",
                      _cell(c["drawn"]), _cell(c["played"]), _cell(c["not_seen"]),
                      "-" if i is None else f"{100 * i['difference']:+.1f} [{100 * i['low']:+.1f}, {100 * i['high']:+.1f}]")
        console.print(t)


def _cell(r: dict) -> str:
    if not r["games"]:
        return "- 0"
    return f"{100 * r['rate']:.1f} [{100 * r['low']:.0f}-{100 * r['high']:.0f}] {r['games']}"
