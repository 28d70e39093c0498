"""A readable account of a game, written from its event log."""
from __future__ import annotations


def player_name(game, p):
    return f"P{p + 1} ({game.players[p].name})"


def account(game):
    """Yield the lines of the account, day by day."""
    day = None
    turn_phases = [p.name for p in game.book.phases if p.turns]
    for e in game.events:
        kind = e["e"]
        if e.get("day") != day and e.get("day"):
            day = e["day"]
            yield f"Day {day}"
        if kind == "phase":
            starts = f" ({player_name(game, e['first_player'])} starts)" if e["name"] in turn_phases else ""
            yield f"  {e['name']}{starts}"
        elif kind == "play":
            where = f" into the {e['sub']} expedition" if e.get("sub") else ""
            yield f"    {player_name(game, e['player'])} plays {e['card']} from {e['frm']}{where} (cost {e['cost']})"
        elif kind == "pass":
            yield f"    {player_name(game, e['player'])} passes"
        elif kind == "positions":
            parts = []
            for p in range(len(game.players)):
                mine = ", ".join(f"{sub} {n}" for q, sub, n in e["markers"] if q == p)
                parts.append(f"{player_name(game, p)}: {mine}")
            yield "    expeditions (regions travelled): " + "; ".join(parts)
        elif kind == "arena":
            yield "    tiebreakers: every expedition goes to the Arena (4.3)"
        elif kind == "notice":
            yield f"  note: {e['text']}"
        elif kind == "win":
            yield f"Winner: {player_name(game, e['player'])} on day {e['day']}"
        elif kind == "no_winner":
            yield f"No winner: {e['reason']}"
