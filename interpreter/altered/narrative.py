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
        elif kind == "quick":
            yield f"    {player_name(game, e['player'])} uses {e['card']}: {e['text']}"
        elif kind == "resolve":
            yield f"      {e['card']}"
        elif kind == "create":
            yield f"      {player_name(game, e['player'])} creates a {e['obj']} token in the {e['sub']} expedition"
        elif kind == "pass":
            yield f"    {player_name(game, e['player'])} passes"
        elif kind == "positions":
            parts = []
            for p in range(len(game.players)):
                mine = ", ".join(f"{sub} {n}" for q, sub, n in e["markers"] if q == p)
                parts.append(f"{player_name(game, p)}: {mine}")
            yield "    expeditions (regions travelled): " + "; ".join(parts)
        elif kind == "choice" and e.get("about") == "choose" and e.get("phase") != "setup":
            what = "nothing" if e["chose"] == "done" else "a hidden card" if e.get("secret") else e["chose"]  # 1.4.5.a
            yield f"    {player_name(game, e['player'])} chooses {what} ({e['prompt']})"
        elif kind == "arena":
            yield "    tiebreakers: every expedition goes to the Arena (4.3)"
        elif kind == "notice":
            yield f"  note: {e['text']}"
        elif kind == "win":
            yield f"Winner: {player_name(game, e['player'])} on day {e['day']}"
        elif kind == "no_winner":
            yield f"No winner: {e['reason']}"


def render(game, viewer=None):
    """A text view of the state, as ``viewer`` may see it (None: everything).

    Hidden zones show only their size to other players (3.1.3.e); face-down
    objects show only to their owner (3.2.9.a).
    """
    lines = [f"Day {game.day}, {game.phase or 'setup'}; first player {player_name(game, game.first_player)}"]
    track = []
    for i, region in enumerate(game.adventure_zone.objs):
        here = " ".join(f"P{m.player + 1}{m.sub[0].upper()}" for m in game.markers if m.pos == i)
        terrains = "/".join(t[0].upper() for t in game.terrains_of(region)) or "?"
        track.append(f"[{terrains}{' ' + here if here else ''}]")
    lines.append(f"{game.adventure_zone.label}: " + " ".join(track))
    for p in range(len(game.players)):
        lines.append(player_name(game, p))
        for name, spec in game.book.zones.items():
            if spec.scope == "shared" and not spec.subzones:
                continue
            objs = [o for z in game.zone_instances(name, p if spec.scope == "personal" else None)
                    for o in z.objs if spec.scope == "personal" or o.controller == p]
            if not objs:
                continue
            hidden = spec.visibility != "visible" and viewer is not None and not (viewer == p and spec.owner_sees)
            if hidden:
                lines.append(f"  {spec.title}: {len(objs)} cards")
                continue
            shown = []
            for o in objs:
                if o.face_down and viewer is not None and viewer != o.owner:
                    shown.append("face-down")
                    continue
                extra = [s for s in o.statuses] + [f"{n} {c}" for c, n in o.counters.items()]
                where = f"{o.sub}: " if o.sub else ""
                shown.append(where + o.card.name + (f" ({', '.join(extra)})" if extra else ""))
            lines.append(f"  {spec.title}: " + "; ".join(shown))
    return "\n".join(lines)
