"""Passive abilities of what players may, can't or must do: cost changes and what a played card
gains, "can't", plays the rules forbid made open, modifiers of events, and the clean-up's limits
(rules_yaml/effect-model.md, "Passive abilities").  Each is asked for where the game needs it."""
from __future__ import annotations

from ..params import P
from .costs import compile_cost
from ..registry import passive
from ..selectors import compile_predicate, compile_where
from ...loading.errors import DesignError
from .passives import Passive, if_condition


@passive("on_play", doc="a card being played costs more or less, or gains something (``also`` acts on ``it``); "
         "``next``: only the next one", rules="5.1.2.e 5.2.b",
         phrase="[{what=self}when I am|{next}the next {what:each}|{next}the next card of any kind|{first_each?}the first [{what:each}|card of any kind] each {first_each}|each {what:each}|every card] played by [{by}|anyone]"
                "[ from {from}][ in {in}][: {cost}][ if {if}][; then {also}]",
         what=P("filter"), by=P("player", choices=("anyone",)), next=P("flag"), first_each=P("phase"),
         cost=P("mapping", phrase="[{free}is free|costs {change:more}|costs][ (down to a minimum of {floor})][ at least {min}]"
                                  "[ if you pay {paying}]",
                fields={"change": P("value"), "free": P("flag"), "floor": P("value"), "min": P("value"),
                        "paying": P("costs")}),
         also=P("effect"), **{"from": P("zone"), "in": P("mapping", phrase="{marker:one}[ with no {without}]",
                                                           fields={"marker": P("marker"), "without": P("filter")})},
         **{"if": P("condition")})
def _on_play(c, arg, text, support, book):
    """Cost changes (5.1.2.e) and what a played card gains (5.2.b)."""
    if arg.get("next") and arg.get("first_each") or arg.get("what") == "self" and (arg.get("next") or arg.get("first_each")):
        c.error(arg, "on_play: one of what: self (me), next (the next card) and first_each (the first each phase)")
    by = c.expr(arg["by"]) if arg.get("by") is not None else None
    cost = dict(arg.get("cost") or {})
    if cost.get("free") and cost.get("change") is not None:
        c.error(arg, "on_play: a cost is free or changed (change), not both")
    if isinstance(cost.get("change"), dict):       # "I cost {1} less per exhausted card in Reserve"
        cost["change"] = c.expr(cost["change"])
    if cost.get("paying"):                         # "You may sacrifice a Character to reduce my cost": 5.1.2.c
        cost["paying"] = [compile_cost(c, x) for x in cost["paying"]]
    p = Passive("on_play", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what") or None),
                cost=cost, also=c.effect(arg["also"]) if arg.get("also") else None,
                by=by, next=bool(arg.get("next")), first_each=arg.get("first_each"), source=arg.get("from"))
    if arg.get("in") is not None:                  # "I cost {2} less to play in an Expedition with no Characters"
        p.value = _play_in(c, arg["in"])
    return p


def _play_in(c, spec):
    """A test of the Expedition a card is played in: fn(ctx, player, subzone) -> bool."""
    markers = c.expr(spec["marker"])
    without = compile_predicate(c, spec["without"]) if spec.get("without") is not None else None

    def test(ctx, player, sub):
        game = ctx.game
        for m in markers(ctx):
            if m.player != player or m.sub != sub:
                continue
            inside = [o for z in game.zone_instances(game.sub_zone_name) for o in z.objs if game.in_marker(o, m)]
            if without is None or not any(without(o, ctx) for o in inside):
                return True
        return False
    return test


@passive("target_surcharge", doc="choosing such an object as a target costs more mana, paid as a keyword's target "
         "cost is (7.4.7.c-e): an object the chooser can't pay for can't be chosen, and one is never forced to",
         rules="7.4.7.c 7.4.7.d 6.5.b",
         phrase="choosing {what:one} as a target costs {mana} more[ for {by}][ if {if}]",
         what=P("filter", required=True), mana=P("value", required=True), by=P("player"), **{"if": P("condition")})
def _target_surcharge(c, arg, text, support, book):
    """"Choosing a Hero as a target costs {2} more": a target cost on a kind of object (7.4.7.c)."""
    return Passive("target_surcharge", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg["what"]),
                   value=c.expr(arg["mana"]), by=c.expr(arg["by"]) if arg.get("by") is not None else None)


@passive("allow", doc="a play the rules forbid is open (\"You may play exhausted cards from your reserve\")",
         rules="2.4.5.c", phrase="[{by}|you] may {action} {what}[ in {in}][ if {if}]",
         action=P("word", choices=("play",)), what=P("filter"), by=P("player"), **{"if": P("condition")}, **{"in": P("marker")})
def _allow(c, arg, text, support, book):
    """"You may play exhausted cards from your Reserve [in my Expedition]": a play the rules forbid
    (an exhausted card, 2.4.5.c) is open, maybe only into some Expeditions."""
    if arg.get("action") != "play":
        raise DesignError(f"cannot allow '{arg.get('action')}' yet")
    p = Passive("allow", text, support, when=if_condition(c, arg), to=compile_where(c, arg.get("what")),
                by=c.expr(arg["by"]) if arg.get("by") is not None else None)
    if arg.get("in") is not None:
        p.value = c.expr(arg["in"])
    return p


_CANT_READS = {"play": {"what", "into"}, "gain_counters": {"what"}, "activate": {"of", "symbols"},
               "advance": {"what", "during", "due_to", "except_due_to"}}


@passive("cant", doc="\"can't be played\", \"can't move forward\", \"abilities ... can't activate\"",
         rules="1.4.1 7.3.17 7.3.1.e 4.2.4.c",
         phrase="[{of?}{action=activate}the [{symbols/, } ]abilities of {of} can't be activated|[{what:subject}|anything] can't "
                "[{action=play}be played|{action=advance}move forward|{action=activate}activate their {symbols/, } "
                "abilities|{action=gain_counters}gain counters|{action}]]"
                "[ in {into}][ during {during}][ due to {due_to}][ except due to {except_due_to}][ if {if}]",
         action=P("word", required=True, choices=("play", "advance", "activate", "gain_counters")), what=P("any"),
         of=P("filter"),
         into=P("marker", doc="with play: only into these Expeditions is it forbidden (the others stay open)"),
         symbols=P("list"), during=P("phase"), due_to=P("statistic"), except_due_to=P("statistic"), **{"if": P("condition")})
def _cant(c, arg, text, support, book):
    """"I can't be played ...", "Expeditions can't move forward" (1.4.1)."""
    what = arg.get("what")
    unread = sorted(set(arg) - _CANT_READS.get(arg["action"], set(arg)) - {"action", "if"})
    if unread:                                     # (said, they would be printed and not run)
        c.error(arg, f"'can't {arg['action']}' reads no {', '.join(unread)}")
    p = Passive("cant", text, support, when=if_condition(c, arg), action=arg["action"])
    if arg["action"] in ("play", "gain_counters"):      # gain_counters: no counter of any name (2.5)
        p.to = compile_predicate(c, what)
        if "into" in arg:                          # "can't be played in ...": those Expeditions only
            p.value = c.expr(arg["into"])
    elif arg["action"] == "advance":
        p.only = arg.get("during")                 # "can't move forward during Dusk"
        p.keyword = arg.get("except_due_to")       # "... except due to {O}"
        p.terrain = arg.get("due_to")              # "can't move forward due to {V}" (4.2.4.c)
        parts = what if isinstance(what, list) else [what]
        fns = [c.expr(x) for x in parts]

        def markers(ctx):
            out = []
            for f in fns:
                v = f(ctx)
                out.extend(v if isinstance(v, list) else [v])
            return out
        p.value = markers
    elif arg["action"] == "activate":
        p.value = tuple(arg.get("symbols", ()))
        p.to = compile_predicate(c, arg.get("of"))
    else:
        raise DesignError(f"cannot run a \"can't\" on '{arg['action']}' yet")
    return p


@passive("dont_prevent", doc="those objects' \"can't\" does not hold for these expeditions",
         phrase="{what:subject} don't prevent {marker} from [{action=advance}moving forward|{action}][ if {if}]",
         what=P("filter"), action=P("word", choices=("advance",)), marker=P("marker", required=True), **{"if": P("condition")})
def _dont_prevent(c, arg, text, support, book):
    """"[Defender] Characters don't prevent my Expedition from moving forward": the "can't" of those
    objects does not hold for those Expeditions."""
    return Passive("dont_prevent", text, support, when=if_condition(c, arg), to=compile_predicate(c, arg.get("what")),
                   action=arg.get("action", "advance"), value=c.expr(arg["marker"]))


@passive("modifier", doc="a replacing or additive modifier in the form of statuses.yaml's: \"If I would "
         "leave ..., ... instead\"", rules="6.2",
         phrase="[if {on}[ and {if}], [{optional}you may ]instead: {instead}[; if you don't: {declined}][; if you do: {accepted}]"
                "[; also: {also}]"
                "|if {on}[ and {if}], also: {also}]",
         on=P("mapping", required=True,
              phrase="[{object:one}|{marker}|{player}|anything] would [{action=move}{to?}move[ from {from/ or }] to "
                     "{to/ or }|{action=move}leave[ {from/ or }]|{action=advance}move forward|{action}[ {dice} "
                     "di[{dice=1}e|ce]][ {status}][ from {from/ or }][ to {to/ or }]]"
                     "[{expedition} or switch expeditions][ during {phase}]",
              fields={"object": P("filter"), "marker": P("marker"), "player": P("player"), "action": P("name"),
                      "status": P("status"), "from": P("zone"), "to": P("zone"), "phase": P("phase"),
                      "expedition": P("flag", doc="leaving a marker's place, switching too (7.5.9.c), not the zone"),
                      "dice": P("int", doc="how many dice are rolled (\"would roll a die\")")}),
         instead=P("effect"), also=P("effect"), optional=P("flag"), declined=P("effect"),
         accepted=P("effect"), rule=P("text"), **{"if": P("condition")})
def _modifier(c, arg, text, support, book):
    """"If I would leave the Expedition zone, ... instead", "If you would roll a die ..." (6.2)."""
    from ...loading.rules.modifiers import Modifier
    from ..choices import offer_test
    on = arg["on"]
    action = on["action"]
    step = action in book.action_names or action in book.daily_effect_names
    kind = "replace_step" if step and "instead" in arg else ("replace_action" if "instead" in arg else "additive")
    c.replacing = action                 # what "instead" may count from (6.2.i)
    try:
        instead = c.effect(arg["instead"]) if "instead" in arg else None
        # 6.2.d: "you may ... instead" is a choice of doing it, offered only if it can be done, as the costs
        # of a "you may" are (1.2.5.c, 6.4.c): the same test (effects/choices.py)
        can = offer_test(c, arg["instead"]) if arg.get("optional") and "instead" in arg else None
    finally:
        c.replacing = None
    if can is not None and instead is not None:
        instead = _unpaid_stops(instead)
    m = Modifier(str(arg.get("rule", text)), kind, action,
                 _zone_tuple(on.get("from")), _zone_tuple(on.get("to")), None,
                 compile_predicate(c, on.get("object")), instead,
                 c.effect(arg["also"]) if "also" in arg else None, text)
    m.player = c.expr(on["player"]) if on.get("player") is not None else None
    m.status = on.get("status")        # "If I would gain [[Fleeting]]"
    m.marker = c.expr(on["marker"]) if on.get("marker") is not None else None   # "If my Expedition would move forward"
    m.phase = on.get("phase")
    m.expedition = bool(on.get("expedition"))
    m.cond = if_condition(c, arg)
    m.optional = bool(arg.get("optional"))
    m.can = can
    m.declined = c.effect(arg["declined"]) if arg.get("declined") else None
    m.accepted = c.effect(arg["accepted"]) if arg.get("accepted") else None
    return Passive("modifier", text, support, modifier=m)


def _unpaid_stops(body):
    """What an optional replacement does, accepted: a price found unpaid past the test that offered it (a
    payment after another step) stops it there, as in a "you may" (6.5.f), never the game."""
    from ..context import NotPaid

    def run(ctx):
        try:
            body(ctx)
        except NotPaid:
            pass
    return run


def _zone_tuple(value):
    if value is None:
        return ()
    return tuple(value) if isinstance(value, list) else (value,)


@passive("limit", doc="keep more cards of the zone at clean-up if they pass a test", rules="4.2.5",
         phrase="[{who}|each player] may keep [{add}|1] more card[{add:s}] in {zone} during {during}[ if {counting}]"
                "[ while {if}]",
         zone=P("zone", required=True), add=P("value"), during=P("phase", required=True), who=P("player"),
         counting=P("condition"), **{"if": P("condition", doc="the passive works only while it holds")})
def _limit(c, arg, text, support, book):
    """"You may keep one more card in Reserve during Night if it's exhausted": the Clean-up
    (rules_yaml/day.yaml) lets the player keep ``add`` more cards of that zone that pass ``counting``."""
    c.check_name(arg, arg["zone"], "zone", book.zones)
    c.check_name(arg, arg["during"], "phase", book.phase_names)
    p = Passive("limit", text, support, keyword=arg["zone"], value=c.expr(arg.get("add", 1)), only=arg["during"],
                by=c.expr(arg["who"]) if arg.get("who") is not None else None, when=if_condition(c, arg))
    p.to = (lambda o, ctx, test=c.expr(arg["counting"]): bool(test(ctx))) if arg.get("counting") else None
    return p
