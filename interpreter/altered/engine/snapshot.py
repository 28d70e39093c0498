"""Copying a game state by hand, and redrawing what one player cannot see.

A copy shares the machine (the rule book, the table, card definitions, compiled programs, decks:
machine.py's SHARED) and copies the position (position.py), each field by its declared kind: zones
and their objects, markers, players, counters of use, waiting reactions and emblems with the
contexts they will run in, the random generator.  Its cost is proportional to the size of the
state; nothing is replayed.  The pause of the state API (pause.py) is copied by the callers here.
"""
from __future__ import annotations

import dataclasses
import random

from ..effects import Ctx
from ..effects.context import Rare
from .position import POSITION_KINDS
from .state import Event, Marker, Obj, Player, Zone

# The fields of an Obj, copied one by one below (tests/test_state_api.py checks the list is whole).
OBJ_FIELDS = ("id", "card", "card_no", "owner", "controller", "zone", "sub", "statuses", "counters", "ts",
              "face_down", "gone", "granted", "prog", "gained")

_ATOMS = (int, str, bool, float, type(None))


class _Mapper:
    """Maps the objects of one state to their copies in another, copying each once."""
    __slots__ = ("src", "dst", "zones", "objs", "markers", "ctxs")

    def __init__(self, src, dst):
        self.src, self.dst = src, dst
        self.zones, self.objs, self.markers, self.ctxs = {}, {}, {}, {}

    def obj(self, o):
        n = self.objs.get(id(o))
        if n is None:
            n = self.objs[id(o)] = Obj(o.id, o.card, o.card_no, o.owner, o.controller, self.zones.get(id(o.zone), o.zone),
                                       o.sub, dict(o.statuses), dict(o.counters), o.ts, o.face_down, o.gone, o.granted,
                                       o.prog, o.gained)
        return n

    def value(self, v):
        """Any value a context, a variable or an event may hold; definitions and functions are shared."""
        t = type(v)
        if t in _ATOMS:
            return v
        if t is Obj:
            return self.obj(v)
        if t is list:
            return [self.value(x) for x in v]
        if t is tuple:
            return tuple(self.value(x) for x in v)
        if t is dict:
            return {k: self.value(x) for k, x in v.items()}
        if t is Ctx:
            n = self.ctxs.get(id(v))
            if n is None:
                n = self.ctxs[id(v)] = Ctx(self.dst, v.you, None, None, v)      # (its typed fields)
                n.source = self.value(v.source)
                n.up = self.value(v.up)
                n.vars = self.value(v.vars)
                n.follow, n.was = self.value(v.follow), self.value(v.was)
                r = v.rare
                if r.playing is not None or r.replaced is not None or r.arrives is not None:
                    n.rare = Rare(self.value(r.playing), r.target_paid, r.present_before, r.key, self.value(r.replaced),
                                  self.value(r.arrives))
            return n
        if t is Marker:
            return self.markers.get(id(v), v)
        if t is Zone:
            return self.zones.get(id(v), v)
        if t is Event:
            return Event(v.kind, v.ts, self.value(v.obj), self.value(v.new), v.frm, v.to, v.frm_sub,
                         v.to_sub, v.player, v.cause, self.value(v.data))
        if t is set:
            return {self.value(x) for x in v}
        if v is self.src:
            return self.dst
        return v

    def program(self, prog):
        """An Ongoing Emblem's program: its passives may hold bound objects (the target, 6.3.h)."""
        if not any(p.vars for p in prog.passives):
            return prog
        return dataclasses.replace(prog, passives=[dataclasses.replace(p, vars=self.value(p.vars)) if p.vars else p
                                                   for p in prog.passives])


def clone_into(src, dst, events="copy"):
    """Make ``dst`` an independent copy of the state of ``src``.  The event log only grows, so
    ``events`` may be "copy", "skip" (a checkpoint keeps its length only) or "truncate" (a restore:
    ``dst`` keeps its own log, cut back to the checkpoint's length)."""
    m = _Mapper(src, dst)
    fields = POSITION_KINDS
    for name in src.SHARED + fields["scalar"]:
        setattr(dst, name, getattr(src, name))
    dst.make_parts()                       # the runtime reads the position's abilities (working.py)
    rng = random.Random.__new__(random.Random)     # not seeded: the state is set at once
    rng.setstate(src.rng.getstate())
    dst.rng = rng
    dst.players = []
    for p in src.players:
        q = Player(p.index, p.name, p.agent)
        q.passed = p.passed
        dst.players.append(q)
    zones = {}
    for key, z in src.zones.items():
        n = Zone(z.name, z.owner, z.spec, z.label)
        m.zones[id(z)] = n
        zones[key] = n
    objs = m.objs
    for key, z in src.zones.items():           # the hot loop: each object is in one zone only
        nz = zones[key]
        out = []
        for o in z.objs:
            n = objs[id(o)] = Obj(o.id, o.card, o.card_no, o.owner, o.controller, nz, o.sub, o.statuses.copy(),
                                  o.counters.copy(), o.ts, o.face_down, o.gone, o.granted, o.prog, o.gained)
            out.append(n)
        nz.objs = out
    dst.zones = zones
    dst.adventure_zone = m.zones[id(src.adventure_zone)] if getattr(src, "adventure_zone", None) is not None else None
    markers = []
    for x in getattr(src, "markers", ()):
        n = Marker(x.player, x.sub, x.pos, x.step)
        n.start, n.moved_today, n.moved_forward_today = x.start, x.moved_today, x.moved_forward_today
        n.statuses = dict(x.statuses)
        m.markers[id(x)] = n
        markers.append(n)
    dst.markers = markers
    if events == "copy":
        dst.events = list(src.events)
    elif events == "skip":
        dst.events = []
        dst.pause.events_at_checkpoint = len(src.events)
    else:
        del dst.events[src.pause.events_at_checkpoint:]
    for name in fields["list"]:
        setattr(dst, name, list(getattr(src, name)))
    for name in fields["dict"]:
        setattr(dst, name, dict(getattr(src, name)))
    for name in fields["mapped"]:
        setattr(dst, name, m.value(getattr(src, name)))
    dst.payloads = {k: (effect, m.value(ctx)) for k, (effect, ctx) in src.payloads.items()}
    dst.ongoing = {k: (m.value(s), m.program(prog)) for k, (s, prog) in src.ongoing.items()}
    dst.delayed = [(after, body, m.value(ctx)) for after, body, ctx in src.delayed]
    dst.later_in_step = [(body, m.value(ctx)) for body, ctx in src.later_in_step]
    dst.notes = src.notes.copy() if src.notes is not None else None
    # a subclass's own records (a counter of plays)
    declared = {n for names in fields.values() for n in names}
    for name in sorted(getattr(src, "__dict__", {}).keys() - declared):
        setattr(dst, name, m.value(getattr(src, name)))
    dst.reset_caches()
    return m


def copy_state(src):
    """A new, independent Game in the same state as ``src`` (paused decisions included)."""
    dst = type(src)(None, None)            # an empty Game, filled here
    dst.pause = src.pause.copy()
    clone_into(src, dst)
    return dst


def scratch_copy(src, action):
    """A throwaway copy of paused ``src`` about to run its action again with ``action`` answered: cloned
    from the action's checkpoint (or from ``src`` when paused before the action changed anything), with
    no log; it takes no checkpoint as it plays on (Game.playout)."""
    dst = type(src)(None, None)            # an empty Game, filled here (a compiled Game has no object.__new__)
    was = src.pause
    d = was.pending                           # what the answer chose, as apply() notes it
    said = None if d.secret else (d.labels[action], d.labels[:action].count(d.labels[action]))
    dst.pause = type(was)(None, None, list(was.answers or ()) + [action], list(was.said) + [said], 0, was.by_label, True)
    clone_into(was.checkpoint if was.checkpoint is not None else src, dst, events="skip")
    dst.pause.events_at_checkpoint = 0     # its log starts empty
    dst.events = []
    dst.logging = False
    for p in dst.players:                     # asked in place only if the playout gives agents
        p.agent = None
    return dst


def checkpoint(src):
    """The state at the start of a top-level action, to run the action again from (no event log)."""
    dst = type(src)(None, None)            # an empty Game, filled here
    dst.pause = type(src.pause)()          # nothing paused: a checkpoint is a start
    clone_into(src, dst, events="skip")
    return dst


def restore(cp, dst):
    """Put ``dst`` back in the state of checkpoint ``cp`` (its log truncated to the checkpoint's length)."""
    keep = dst.after_step
    clone_into(cp, dst, events="truncate")
    dst.after_step = keep


# -- hidden information (ENGINE-API.md §3) -------------------------------------------------------

def resample(game, player, rng):
    """A copy of ``game`` in which the cards ``player`` does not know are dealt again at random.

    The cards it knows stay where they are: public cards, its own hand and Mana, and every card it
    has seen go where it is now (``game.known``).  The others are shuffled per owner between the
    places they could be (the opponent's hand, face-down Mana and deck; the order of each deck), so
    that each zone keeps its size.  The copy's random generator is reseeded from ``rng`` and its
    log dropped.  A state paused inside an action redraws its checkpoint the same way.
    """
    dst = copy_state(game)
    dst.events = []
    dst.logging = False
    dst.seed = None                         # the seed would tell the true deal
    dst.pause.by_label = True              # answers of the action paused are found again by label
    for p in dst.players:
        p.agent = None
    dst.rng = random.Random(rng.getrandbits(64))
    bit = 1 << player
    slots = {}                              # owner -> [object] of the unknown cards, in zone order
    for key in sorted(dst.zones, key=lambda k: (k[0], -1 if k[1] is None else k[1])):
        for o in dst.zones[key].objs:
            if o.card_no is not None and not (dst.known[o.card_no] | dst.seers(o)) & bit:
                slots.setdefault(o.owner, []).append(o)
    mapping = {}                            # card number -> the card number dealt in its place
    for owner in sorted(slots):
        objs = slots[owner]
        numbers = [o.card_no for o in objs]
        dealt = list(numbers)
        rng.shuffle(dealt)
        mapping.update(zip(numbers, dealt))
    places = [i for i, o in enumerate(dst.adventure_zone.objs) if o.face_down]     # face-down regions
    cards = [dst.adventure_zone.objs[i].card for i in places]
    rng.shuffle(cards)
    regions = dict(zip(places, cards))
    _relabel(dst, mapping, regions)
    if dst.pause.checkpoint is not None:
        cp = checkpoint(dst.pause.checkpoint)
        cp.pause.events_at_checkpoint = 0
        _relabel(cp, mapping, regions)
        if cp.rng.getstate() == game.rng.getstate():
            cp.rng.setstate(dst.rng.getstate())   # nothing drawn yet in this action: both redrawn alike
        # else the action drew at random before its pause: it keeps its generator to run again alike
        dst.pause.checkpoint = cp
        dst.pause.events_at_checkpoint = 0
    dst.reset_caches()
    dst.version += 1
    return dst


def _relabel(game, mapping, regions):
    """Give each object holding card number ``n`` the identity of card ``mapping[n]``."""
    book = game.book
    known = list(game.known)
    for n, new in mapping.items():
        if n < len(known) and new < len(known):
            game.known[new] = known[n]         # what the others know of the place, not of the card
    objs = [o for z in game.zones.values() for o in z.objs if o.card_no in mapping]
    stamps = {o.card_no: (o.id, o.ts) for o in objs}
    # the objects a card was before a move still waiting to be heard (6.3.g) hold its identity too
    gone = {id(o): o for e in game.pending_events for o in (e.obj, e.new)
            if type(o) is Obj and o.gone and o.card_no in mapping}
    for o in gone.values():
        new = mapping[o.card_no]
        o.card_no, o.card = new, game.cards[new][0]
        o.prog = book.program(o.card)
    for o in objs:
        new = mapping[o.card_no]
        o.card_no = new
        o.card = game.cards[new][0]
        o.prog = book.program(o.card)
        o.id, o.ts = stamps[new]               # ids and timestamps follow the card, or they would tell the deal
    track = game.adventure_zone.objs if game.adventure_zone is not None else []
    for i, card in regions.items():
        if i < len(track) and track[i].face_down:
            track[i].card = card
