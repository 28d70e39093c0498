"""Triggers (6.3.b): what an event must be to activate a reaction.

Each compiler returns (event kinds, match(event, ctx) -> bool, self_move).
``ctx.source`` is the object bearing the reaction and ``ctx.you`` its
controller; a match binds ``it`` to the object the trigger speaks of.
"""
from __future__ import annotations

import weakref

from ..characteristics import changed_status
from ..context import ANSWERING_ROLL, PERFORMED
from ..expeditions import listed_markers
from ..params import P
from ..registry import TRIGGERS, trigger, unknown
from ..selectors import all_of, as_list, compile_where
from ...loading.errors import DesignError


# a self-move reaction's match -> the zones a move must go to for it to match (a trigger that says none: any)
MOVES_TO: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def moves_to(match) -> frozenset | None:
    """The zones a move of the object itself must go to for ``match`` to match it; None: any, or not said."""
    return MOVES_TO.get(match)


def compile_trigger(c, node):
    if not isinstance(node, dict) or len(node) != 1:
        raise DesignError(f"a trigger needs one operator, got {node!r}")
    [(name, arg)] = node.items()
    if name not in TRIGGERS:
        raise DesignError(unknown("trigger", name))
    c.check_keys("trigger", name, arg)
    return TRIGGERS[name](c, arg)


def _zones(value):
    if value is None:
        return None
    return tuple(value) if isinstance(value, list) else (value,)


def player_test(c, arg):
    """A player test: ``you``, ``opponent``... compared with the player who did the event (1.4.7)."""
    if arg is None:
        return None
    if arg == "opponent":               # "when an opponent ...": any of them at a table of several
        return lambda ev, ctx: ev.player in ctx.game.rivals[ctx.you]
    want = c.expr(arg)
    return lambda ev, ctx: ev.player == want(ctx)


@trigger("at", doc="the event that starts a phase (\"At noon\"), of a kind of its own", rules="4.2.b",
         phrase="at {_}", _=P("phase"))
def _at(c, phase):
    """``At Noon``: the event that starts a phase (4.2.b), of a kind of its own: the start of a phase no
    reaction names makes no event."""
    c.check_name(phase, phase, "phase", c.book.phase_names)
    return (f"at {phase}",), (lambda ev, ctx: True), False


@trigger("joins", gives="objects", doc="an object joins a zone or an expedition; {J} is ``joins`` of self in the expedition or "
         "landmark zone", rules="7.5.8 7.4.4.m 7.4.4.n",
         phrase="[{what:one} join{what:s}|anything joins] [{zone/ or } zone[ and {expedition}]|[{apart}one of ]{expedition}|a zone]",
         what=P("filter"), zone=P("zone"), expedition=P("marker"), apart=P("flag"))
def _joins(c, arg):
    """``{J}``, "When a Character joins your Expeditions" (7.5.8): entering a zone or an Expedition."""
    what = arg.get("what")
    left = [z for z in as_list(what.get("zone") if isinstance(what, dict) else None) if not c.book.zones[z].in_play]
    if left:                                   # "a Character from Reserve joins": where it came from, not read
        c.error(what, f"what joins is tested once it joined (7.5.8): it is no longer in {' or '.join(left)}; "
                      f"say where it goes from ('When a Character goes from ... to ...')")
    test = compile_where(c, what)              # where it went: the card once it joined
    zones = _zones(arg.get("zone"))
    markers = c.expr(arg["expedition"]) if arg.get("expedition") is not None else None
    one = arg.get("expedition") != {"markers": "all"} and not arg.get("apart")   # "an Expedition", "one of your
    #                                                     Expeditions": each apart; "your Expeditions": one set
    self_move = what == "self"

    def match(ev, ctx):
        new = ev.new
        if new is None:
            return False
        if ev.kind == "move":
            if zones is not None and (ev.to not in zones or ev.frm in zones):
                return False
        elif zones is not None or markers is None:          # a switch joins an Expedition, not a zone
            return False
        if markers is not None and not _joins(markers, ev, ctx, new, one):
            return False
        if not test(new, ctx):
            return False
        ctx.vars["it"] = new
        return True
    if zones is not None:                      # a move joins only one of these zones
        MOVES_TO[match] = frozenset(zones)
    return ("move", "switch", "presence") if markers is not None else ("move", "switch"), match, self_move


def _joins(markers, ev, ctx, new, one: bool) -> bool:
    """Whether ``new`` joins one of the Expeditions the trigger names (a function of its own: its generators
    would make closure cells at every call of match, most for triggers that name none)."""
    ms = _markers_before(markers, ev, ctx)
    joined = [m for m in ms if ctx.game.in_marker(new, m)]
    if not joined:
        return False
    before = ev.data.get("frm_player", new.controller)     # Defect and Take control change it
    # it joins an Expedition it was not in (7.5.8.a): a switch between two Expeditions joins the one it goes to,
    # which "an Expedition" names (7.5.8.c); a set named as one ("your Expeditions": the rulings of Yeti, The
    # Monolith, Brassbug Hive; one Expedition a Gigantic Character makes two, 7.4.4.j) it was in already
    if ev.kind in ("switch", "presence") and any(m.sub == ev.frm_sub and m.player == before
                                                 for m in (ms if one else joined)):
        return False
    if ev.kind == "switch" and any(k in ctx.game.runtime.obj_keywords(new)
                                    for k in ctx.game.book.presence_keywords):
        return False               # 7.4.4.m: in every Expedition already, its card switches but it joins none
    if ev.kind == "presence" and not ev.data["gained"]:
        return False               # 7.4.4.n: it joins the Expeditions its card is not in
    return True


def _markers_before(markers, ev, ctx):
    """The Expeditions a trigger names, as they were before a switch (7.4.4.i: a Gigantic Amarok's
    are both, even if the switch takes Gigantic away); of any other event, as they are."""
    present = ev.data.get("present") if ev.kind == "switch" else None
    if present is None:
        ms = markers(ctx)
    else:
        ctx.rare = ctx.rare.but("present_before", present)      # read by marker_of
        try:
            ms = markers(ctx)
        finally:
            ctx.rare = ctx.rare.but("present_before", None)
    return ms if isinstance(ms, list) else [ms]


def _about(c, arg, kinds, pick, guard=None, self_move=False):
    """A trigger about one object of the event: ``guard`` checks the event, ``pick`` finds the object,
    the trigger's ``what`` filters it, where it is too ("a card in your hand goes to Reserve": the card as it
    was, in the hand), and the match binds it to ``it`` (6.3.h)."""
    test = compile_where(c, arg.get("what"))

    def match(ev, ctx):
        if guard is not None and not guard(ev, ctx):
            return False
        obj = pick(ev)
        if obj is None or not test(obj, ctx):
            return False
        ctx.vars["it"] = obj
        return True
    return kinds, match, self_move


def _during(phase):
    return None if phase is None else (lambda ev, ctx: ctx.game.phase == phase)


@trigger("played", gives="objects", doc="a card done resolving; {H}/{R} are ``played`` of self from the hand / the reserve",
         rules="5.1.2.j 7.5.10",
         phrase="[{what=self}I am played[ by {by}]|[{by} play{by:s}|any player plays] [{what:one}|anything]][ from {from}]",
         what=P("filter"), by=P("player"), **{"from": P("zone")})
def _played(c, arg):
    """``{H}``, ``{R}``, "When you play a Spell" (5.1.2.j): a card done resolving."""
    frm = arg.get("from")
    from_zone = None if frm is None else (lambda ev, ctx: ev.frm == frm)
    self_move = arg.get("what") == "self"
    # the card played: where it went ("in your Landmark zone"), or, once a Spell has performed its effect and gone
    # on (5.2.4.b), the one played: its conditions read it as it last was (2.1.h: "When you play a Spell — If it's
    # [[Fleeting]]"), its steps find it where it went (2.1.f, engine/runtime.py: "— Exhaust it.")
    pick = (lambda ev: ev.new) if self_move else (lambda ev: ev.obj if ev.data.get(PERFORMED) else ev.new)
    return _about(c, arg, ("played",), pick, all_of(from_zone, player_test(c, arg.get("by"))), self_move=self_move)


@trigger("moves", gives="objects", doc="an object leaves a zone or goes from one zone to another (a self-move reaction when it "
         "speaks of me); another named by a type, no ``from`` and no ``anywhere``: one that was an object (not in a hand or deck)", rules="7.5.9 6.3.c "
         "6.3.d 2.2.1.h",
         phrase="[{to?}[{what:one} go{what:es}|anything goes] [from {from/ or } |{anywhere}from anywhere |{what.zone?}|"
                "{what.type?}from a visible zone ]to {to/ or }|[{what:one} leave{what:s}|anything leaves][ {from/ or }] for any zone]"
                "[ during {during}]",
         what=P("filter"), to=P("zone"), during=P("phase"), anywhere=P("flag"), **{"from": P("zone")})
def _moves(c, arg):
    """"When I go to Reserve from the Expedition zone" (a self-move reaction when it speaks of me). Another
    object named by a type and no place ("When a Character goes to Reserve") is an object (2.2.1.h): cards in a
    deck or a hand are none (2.1.j), a Spell leaving Limbo is one; "from ..." or ``anywhere`` says where."""
    what, frm, to, anywhere = arg.get("what"), _zones(arg.get("from")), _zones(arg.get("to")), arg.get("anywhere")
    exceptions = c.book.precedence.get("self_move_exceptions") or ()
    self_move = what == "self" and not any(      # v5.0 6.3.d: an exception to 6.3.c
        frm == (e["from"],) and to == (e["to"],) for e in exceptions)
    # where the object was: a visible zone, face up (2.1.j; zones.yaml), as a trigger's card is followed (2.1.f)
    objects_only = isinstance(what, dict) and "type" in what and "zone" not in what and frm is None \
        and not anywhere

    def zones(ev, ctx):
        if frm is not None and ev.frm not in frm or to is not None and ev.to not in to:
            return False
        if objects_only and not (ev.obj.zone is not None and ev.obj.zone.spec.visibility == "visible"
                                 and not ev.obj.face_down):
            return False
        return to is not None or ev.to != ev.frm            # "leaves": it must go somewhere else
    pick = (lambda ev: ev.new) if self_move else (lambda ev: ev.obj)
    kinds, match, self_move = _about(c, arg, ("move",), pick, all_of(zones, _during(arg.get("during"))), self_move)
    if to is not None:                         # only a move to one of these zones
        MOVES_TO[match] = frozenset(to)
    return kinds, match, self_move


@trigger("leaves", gives="objects", doc="an object leaves a zone, read as it was before the event", rules="7.5.9",
         phrase="[{what:one} leave{what:s}|anything leaves] [{zone/ or }|from {from/ or }|any zone][ during {during}]",
         what=P("filter"), zone=P("zone"), during=P("phase"), **{"from": P("zone")})
def _leaves(c, arg):
    """"When I leave the Expedition zone" (7.5.9): the object as it was before the event."""
    if arg.get("zone") is not None and arg.get("from") is not None:
        c.error(arg, "'zone' and 'from' of 'leaves' say the same: write one")
    zones = _zones(arg.get("zone") or arg.get("from"))
    left = None if zones is None else (lambda ev, ctx: ev.frm in zones and ev.to not in zones)
    return _about(c, arg, ("move",), lambda ev: ev.obj, all_of(left, _during(arg.get("during"))))


@trigger("leaves_expedition", gives="objects", doc="an object leaves an expedition: to another zone, or to another expedition "
         "without a zone change (switching, defecting), or losing the keyword that had it in every one",
         rules="7.5.9 3.2.4.d 7.4.4.m 7.4.4.n",
         phrase="{what:one} leave{what:s} [{apart}one of ]{expedition}[ during {during}]",
         what=P("filter"), expedition=P("marker", required=True), apart=P("flag"), during=P("phase"))
def _leaves_expedition(c, arg):
    """"When a Character leaves my Expedition" (7.5.9): it goes to another zone, or to another Expedition
    (3.2.4.d: switching or defecting is no zone change), read as it was before (its controller then)."""
    markers = c.expr(arg["expedition"])
    what = arg.get("what")
    mine = what == "self" and arg["expedition"] == {"marker_of": "self"}   # "When I leave my Expedition": a
    #                                                                     self-move reaction (6.3.c)
    ruled = isinstance(what, dict) and "controller" in what     # the controller is read as it was
    test = compile_where(c, {k: v for k, v in what.items() if k != "controller"} if ruled else what)
    rivals = ruled and what["controller"] == "opponent"        # "an opponent controls": any of them
    controller = c.expr(what["controller"]) if ruled else None
    during = _during(arg.get("during"))
    presence = c.book.presence_keywords
    one = arg["expedition"] != {"markers": "all"} and not arg.get("apart")   # "your Expeditions": one set, as
    #                                                                           _joins reads it

    def left(ev, ctx):
        game = ctx.game
        if ev.kind == "move":
            if ev.to == ev.frm:
                return False
            return ev.frm == game.sub_zone_name if mine else game.in_marker(ev.obj, markers(ctx))
        o = ev.obj
        if ev.kind == "presence":          # 7.4.4.n: it leaves the Expeditions its card is not in
            return not ev.data["gained"] and (mine or any(m.player == o.controller and m.sub != o.sub
                                                          for m in listed_markers(markers(ctx))))
        if any(k in game.runtime.obj_keywords(o) for k in presence):
            return False                   # 7.4.4.m: in every Expedition, its card switches but it leaves none
        if mine:
            return True
        ms = listed_markers(markers(ctx))
        if not any(m.player == _was(ev) and m.sub == ev.frm_sub for m in ms):
            return False
        # a set named as one ("your Expeditions") it stays in: it leaves none of it, as it joins none (_joins; the
        # rulings of The Monolith, Yeti; 7.4.4.j)
        now = ev.new if ev.new is not None else o
        return not (one and any(m.player == now.controller and m.sub == ev.to_sub for m in ms))

    def match(ev, ctx):
        if not left(ev, ctx) or during is not None and not during(ev, ctx):
            return False
        obj = ev.new if mine else ev.obj
        if test is not None and not test(obj, ctx):
            return False
        if controller is not None:
            was = _was(ev) if ev.kind == "switch" else obj.controller
            whose = ctx.game.rivals[ctx.you] if rivals else as_list(controller(ctx))
            if not (obj.zone is not None and obj.zone.spec.in_play and was in whose):
                return False
        ctx.vars["it"] = obj
        return True
    kinds = ("move", "switch", "presence")
    return kinds, match, mine


def _was(ev):
    """The player whose Expedition an object switched or defected from."""
    data = ev.data if isinstance(ev.data, dict) else {}
    return data.get("frm_player", ev.obj.controller)


@trigger("sacrificed", gives="objects", doc="an object is sacrificed", rules="7.3.25",
         phrase="[{what=self}I am sacrificed[ by {by}]|{by} sacrifice{by:s} [{what:one}|anything]|[{what:one} {what:is}|anything is] sacrificed]",
         what=P("filter"), by=P("player"))
def _sacrificed(c, arg):
    """"When I'm sacrificed", "When you sacrifice a Character" (7.3.25)."""
    sacrifice = lambda ev, ctx: ev.cause == "sacrifice"     # noqa: E731
    return _about(c, arg, ("move",), lambda ev: ev.obj, all_of(sacrifice, player_test(c, arg.get("by"))))


def _marker_trigger(kind):
    def compile_(c, arg):
        markers = c.expr(arg["marker"])
        during = arg.get("during")
        due = arg.get("due_to")

        def match(ev, ctx):
            ms = markers(ctx)
            ms = ms if isinstance(ms, list) else [ms]
            if ev.data["marker"] not in ms:
                return False
            if during is not None and ctx.game.phase != during:
                return False
            if due is not None and due not in ev.data.get("due_to", ()):
                return False
            ctx.vars["it"] = ev.data["marker"]
            return True
        return (kind,), match, False
    return compile_


_MARKER = dict(marker=P("marker", required=True), during=P("phase"), due_to=P("statistic"))
trigger("fails_to_advance", gives="marker", doc="an expedition fails to move forward", rules="7.5.6",
        phrase="{marker} fail{marker:s} to move forward[ during {during}][ due to {due_to}]",
        **_MARKER)(_marker_trigger("fail_advance"))
trigger("advances", gives="marker", doc="an expedition moves forward (``due_to``: a terrain among the causes)", rules="4.2.4.j",
        phrase="{marker} move{marker:s} forward[ due to {due_to}][ during {during}]",
        **_MARKER)(_marker_trigger("advance"))
trigger("attempts_advance", gives="marker", doc="an expedition told to move forward can't: a \"can't\", or already at the far end",
        rules="7.5.3.a", phrase="{marker} {marker:is} told to move forward and can't[ during {during}][ due to {due_to}]",
        **_MARKER)(_marker_trigger("attempt_advance"))


@trigger("gains_counters", gives="objects", doc="an object gains counters: ``min`` or more, or its count ``reaching`` N",
         rules="2.5",
         phrase="[[{what:one} reach{what:es}|anything reaches] {reaching}[ {name}] counters|[{what:one} gain{what:s}|anything gains] [{min}|1] or more[ {name}] "
                "counters]", what=P("filter"), name=P("name"), min=P("int"), reaching=P("int"))
def _gains_counters(c, arg):
    """"gains 1 or more boosts" (``min``); "When I gain my third Trial counter" (``reaching``: the
    count goes from below N to N or more)."""
    name, least, reaching = arg.get("name"), arg.get("min", 1), arg.get("reaching")
    if reaching is not None and arg.get("min") is not None:
        c.error(arg, "a count 'reaching' N is one event of gaining counters, 'min' another: write one")

    def enough(ev, ctx):
        if name is not None and ev.data.get("name") != name:
            return False
        amount = ev.data.get("amount", 0)
        if reaching is not None:
            now = ev.obj.counters.get(ev.data.get("name"), 0)
            return now - amount < reaching <= now
        return amount >= least
    return _about(c, arg, ("counters",), lambda ev: ev.obj, enough)


@trigger("gains_status", gives="objects", doc="an object gains a status (only a real change)", rules="2.4.1.f",
         phrase="[{by} make{by:s} [{what:one}|anything] gain {status}|[{what:one} gain{what:s}|anything gains] {status}]",
         what=P("filter"), status=P("status", required=True), by=P("player"))
def _gains_status(c, arg):
    """"When I gain [[Asleep]]", "When you exhaust a card in Reserve" (2.4.1.f: only a real change)."""
    status = changed_status(c, arg, "gained")
    named = all_of(lambda ev, ctx: ev.data.get("status") == status, player_test(c, arg.get("by")))
    test = compile_where(c, arg.get("what"))

    def match(ev, ctx):
        if not named(ev, ctx) or ev.obj is None or not test(ev.obj, ctx):
            return False
        ctx.vars["it"] = ev.obj
        return True
    return ("gain",), match, False


@trigger("created", gives="objects", doc="a token is created", rules="7.3.4",
         phrase="[{by} create{by:s}|any player creates] [{what:one}|anything]", what=P("filter"), by=P("player"))
def _created(c, arg):
    return _about(c, arg, ("created",), lambda ev: ev.new, player_test(c, arg.get("by")))


@trigger("rolls", doc="a player rolls one or more dice; ``result``: a test of the result (bound to ``result``); "
         "``this_way``: rolled by this object's own ability (the opponent it named bound to ``that-opponent``, "
         "the object to ``that-object``)",
         rules="7.3.19",
         phrase="[{who} roll{who:s}|any player rolls] dice[ and {result}][{this_way} this way]",
         who=P("player"), result=P("condition"), this_way=P("flag"))
def _rolls(c, arg):
    """"When you roll one or more dice"; "When you roll a 1-3 this way" (``result``: a test of the
    result, bound to ``result``; ``this_way``: rolled by this object's own ability)."""
    who = player_test(c, arg.get("who"))
    result = c.expr(arg["result"]) if arg.get("result") is not None else None
    this_way = bool(arg.get("this_way"))

    def match(ev, ctx):
        if who is not None and not who(ev, ctx):
            return False
        if this_way and (ctx.source is None or ev.data.get("source") != ctx.source.card_no
                         or ev.data.get("card") is not ctx.source.card or ev.data.get("answering")):
            return False               # "this way": another ability's roll, not one a reaction to it made
        ctx.vars["result"] = ev.data.get("result")     # "the result" in the effect too (Lakshmi)
        if this_way:                                   # "That opponent": the one the rolling ability named
            ctx.vars[ANSWERING_ROLL] = True            # its own rolls are not made "this way" (choices._roll)
            ctx.vars["that-opponent"] = ev.data.get("opponent")
            ctx.vars["that-object"] = ev.data.get("object") or []      # "it": the object it named
        return result is None or bool(result(ctx))
    return ("roll",), match, False


@trigger("reveals", gives="objects", doc="a player reveals an object; ``this_way``: by this object's own ability, whose roll's "
         "result it then reads as ``result``", rules="3.2.5 7.3.19",
         phrase="[{who} reveal{who:s}|any player reveals] [{what:one}|anything][{this_way} this way]",
         who=P("player"), what=P("filter"), this_way=P("flag"))
def _reveals(c, arg):
    """"When you reveal a card this way — If its Hand Cost is equal to the die's result, draw it": each card
    revealed is an event about it; "this way" hears only the reveals of this object's own abilities, and
    "the die's result" is then the roll the reveal came with."""
    this_way = bool(arg.get("this_way"))

    def guard(ev, ctx):
        if this_way:
            if ctx.source is None or ev.data.get("source") != ctx.source.card_no \
                    or ev.data.get("card") is not ctx.source.card:
                return False
            ctx.vars["result"] = ev.data.get("result")
        return True
    return _about(c, arg, ("reveal",), lambda ev: ev.obj, all_of(player_test(c, arg.get("who")), guard))


@trigger("does", doc="a player does a keyword action, or one keywords.yaml declares a kind of it (``is_a``: to "
         "sabotage is to discard); one whose entry says how it is heard (``heard_as``) is that event, said by that "
         "player (``what``: of those objects)", rules="7.3",
         phrase="[{who} do{who:es}|any player does] {action}[ on {what:one}]", who=P("player"), action=P("name", required=True),
         what=P("filter"))
def _does(c, arg):
    """"When an opponent draws one or more cards or does [Resupply]": a keyword action done. "When you
    [Discard]" hears a [Sabotage] and a sacrifice too, which the rules define as discards (7.3.24.a, 7.3.25.a)."""
    action = arg.get("action")
    c.check_name(arg, action, "keyword action", c.book.action_names)
    actions = c.book.docs["keywords"]["actions"]
    heard, named = [], [action]
    for name in named:                      # the action, then each declared a kind of one heard (no twice)
        heard.append(_does_one(c, arg, name))
        named += [k for k, spec in actions.items() if spec.get("is_a") == name and k not in named]
    return heard[0] if len(heard) == 1 else _either(heard)


def _does_one(c, arg, action):
    """One keyword action done. "When you [Exhaust]" and "When you exhaust a card" are one event, the one the
    action's definition is heard as (its objects gaining Exhausted, 7.3.13.a-b v5.0), whatever exhausted them:
    the wording, a cost, {T}."""
    heard = c.book.docs["keywords"]["actions"][action].get("heard_as")
    if heard is not None:
        [(kind, spec)] = heard.items()
        spec = dict(spec or {}, **{k: arg[k] for k in ("what",) if arg.get(k) is not None})
        if arg.get("who") is not None:
            spec["by"] = arg["who"]
        return compile_trigger(c, {kind: spec})
    if arg.get("what") is not None:
        c.error(arg, f"'{action}' is heard as done by a player, not of objects (keywords.yaml declares no "
                     f"heard_as for it)")
    who = player_test(c, arg.get("who"))

    def match(ev, ctx):
        if ev.data.get("action") != action or (who is not None and not who(ev, ctx)):
            return False
        ctx.vars.update(ev.data.get("params") or {})     # what was done: the Gift made (v5.0 7.3.29.b)
        ctx.vars.update(ev.data.get("objects") or {})    # what it was done to, when keywords.yaml names it (it:)
        return True
    return ("does",), match, False


@trigger("passes", doc="a player passes their turns of the day (4.2.3.d); ``first``: the first to pass this day",
         rules="4.2.3.d", phrase="[{who} pass{who:es}|any player passes][{first} first]", who=P("player"), first=P("flag"))
def _passes(c, arg):
    """"When you pass", "When an opponent passes first" (v5.0 4.2.3.d)."""
    who = player_test(c, arg.get("who"))
    first = bool(arg.get("first"))

    def match(ev, ctx):
        return (who is None or who(ev, ctx)) and (not first or bool(ev.data.get("first")))
    return ("passes",), match, False


@trigger("any", doc="any of these events", phrase="{_/ or }", _=P("triggers"))
def _any(c, arg):
    return _either([compile_trigger(c, t) for t in arg])


def _either(parts):
    """One trigger of compiled ones: an event any of them hears."""
    kinds = tuple(dict.fromkeys(k for p in parts for k in p[0]))

    def match(ev, ctx):
        return any(ev.kind in k and m(ev, ctx) for k, m, _ in parts)
    return kinds, match, any(p[2] for p in parts)
