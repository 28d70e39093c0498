"""Characters present in every Expedition of their controller (Gigantic, 7.4.4.b) without moving.

A passive ability may give a Character a presence keyword, or take it away, while the Character stays
where it is: it then joins (7.4.4.n) or leaves (7.4.4.o) its controller's other Expeditions. No step
moves it, so this module compares the Expedition zone with the last look and tells each change as a
``presence`` event (``gained``: True or False; ``frm_sub``: the Expedition its card is in), which the
``joins`` trigger hears. A Character that arrived since the last look came with its keywords: its
move event already told where it joined. The look comes with the reaction-activating step after a
step that made events (6.3.g), and before Reactions are checked (4.4), in games where keywords can be
granted at all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..host import Host

NOTHING_SEEN: tuple = (-1, frozenset(), frozenset())     # (state version, objects in the zone, present ones)


def look(game: Host, tell: bool = True) -> None:
    """Emit the presence events of the changes since the last look (once per state version); with
    ``tell`` false, only remember what is seen (a position laid out by hand)."""
    seen = game.presence_seen
    if seen[0] == game.version:
        return
    objs = game.zones[(game.sub_zone_name, None)].objs
    inside = frozenset(o.id for o in objs)
    present = present_now(game)
    game.actions.remember_presence((game.version, inside, present))
    if not tell or present == seen[2]:
        return
    for o in objs:
        if o.id in seen[1] and (o.id in present) != (o.id in seen[2]):
            gained = o.id in present
            if game.logging:
                game.log("joins" if gained else "leaves", obj=o.card.name, player=o.controller,
                         rule="7.4.4.n" if gained else "7.4.4.o")
            game.actions.emit("presence", obj=o, new=o, frm_sub=o.sub, data={"gained": gained})


def present_now(game: Host) -> frozenset:
    """The ids of the objects in every Expedition of their controller now (7.4.4.b)."""
    keywords = game.book.presence_keywords
    return frozenset(o.id for o in game.zones[(game.sub_zone_name, None)].objs
                     if any(k in game.runtime.obj_keywords(o) for k in keywords))
