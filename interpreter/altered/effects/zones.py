"""Objects and zones: moving objects between zones (draw, discard, put, send, return and sacrifice
are all moves), revealing, playing, exchanging, activating, shuffling, opening boosters; and the
values that count or test objects (rules_yaml/effect-model.md).

Each compile function receives the operator's argument and the whole step mapping, and returns
``fn(ctx)``.  Steps change the game only through ``game.actions`` (host.py), where event modifiers and the
log live."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..loading.chance import shuffle
from ..loading.errors import DesignError
from .context import Ctx, Payable
from .params import P
from .registry import step, value
from .selectors import as_it_was, as_list, compile_where

if TYPE_CHECKING:           # (the module is compiled, setup.py: its hot closures are typed)
    from .host import Host, Obj


def follow_moved(ctx: Ctx, objs: list[Obj], moved: list[Obj]) -> None:
    """Remember where this effect moved objects, so "I", "it" and "they" still find them (2.1.f-g)."""
    if not moved:
        return
    follow, was = ctx.moves()              # shared with the contexts it was made in: "Target opponent
    #                                        sacrifices a Character. Return it ..." (1.4.7.b); was: what it
    #                                        was before (selectors.as_it_was)
    if len(moved) == 1:                    # one object moved: no search
        new = moved[0]
        if new.card_no is not None:
            for old in objs:
                if old.card_no == new.card_no and new is not old:
                    follow[old.id] = new
                    was[new.id] = old
        return
    by_card: dict[int, Obj] = {}           # card_no -> the first object moved of that card
    for n in moved:
        if n.card_no is not None and n.card_no not in by_card:
            by_card[n.card_no] = n
    for old in objs:
        got = by_card.get(old.card_no) if old.card_no is not None else None
        if got is not None and got is not old:
            follow[old.id] = got
            was[got.id] = old


MOVE_HOW = ("position", "ordered", "expedition")   # where in the zone: what a cost moving cards takes as the step does


@step("move", doc="move objects to a zone (draw, discard, put, send, return and sacrifice are all moves)",
      rules="3.2.2 7.3.25 5.1.2.i",
      phrase="[{sacrifice}sacrifice {what} (into {to})|put {what} in {to}][ ({subzone})][{position.top?} at position {position.top} from the top|{position.bottom?} at position {position.bottom} from the bottom| at the {position}][, each in one of "
             "{expedition}][ with {statuses/ and }|{statuses=[]} with no status][ keeping {keep/ and }][{shuffled} in a random order][{ordered} in the order you choose][ (sacrificed from {sacrifice_from/ or })][ → {as}]",
      what=P("selector", required=True, of="objects"), to=P("zone", required=True), subzone=P("value", choices=("chosen",)),
      position=P("any", choices=("top", "bottom"), doc="top, bottom, or {top: N} / {bottom: N}: the Nth card from there (3.2.2.f)"),
      statuses=P("statuses", doc="the statuses it has there"),
      keep=P("list", doc="what it keeps"), sacrifice=P("flag"), shuffled=P("flag", doc="in a random order"),
      ordered=P("flag", doc="several cards put on top of or at the bottom of an ordered zone: in the order the step's "
                            "player chooses (6.1.g: its decision; 3.2.2.b: such a zone keeps its order)"),
      sacrifice_from=P("list", doc="the objects moving from these zones are sacrificed, in the same step"),
      expedition=P("marker", doc="put each in one of these expeditions"), **{"as": P("name")})
def _move(c, arg, node):
    what = c.selector(arg["what"])
    to = c.check_name(arg, arg["to"], "zone", c.book.zones)
    sub = arg.get("subzone")
    sub_fn = c.expr(sub) if sub not in (None, "chosen") else None
    position, nth = _position(c, arg)
    statuses = arg.get("statuses")
    keep = tuple(arg.get("keep", ()))
    name = arg.get("as")
    cause = "sacrifice" if arg.get("sacrifice") else None
    sacrificed_from = tuple(c.check_name(arg, z, "zone", c.book.zones) for z in arg.get("sacrifice_from", ()))
    if sacrificed_from and "expedition" in arg:
        c.error(arg, "sacrifice_from: and expedition: don't go together (sacrificed objects go where the move says)")
    shuffled = bool(arg.get("shuffled"))
    ordered = bool(arg.get("ordered"))
    if ordered and (shuffled or nth is not None or not c.book.zones[to].ordered):
        c.error(arg, "ordered: is said of cards put on top of or at the bottom of an ordered zone, not shuffled")
    expedition = c.expr(arg["expedition"]) if "expedition" in arg else None

    def run(ctx: Ctx) -> None:
        objs: list[Obj] = what(ctx)
        if not objs:
            if name:                       # nothing moved: nothing "this way" (not what an earlier step moved)
                ctx.vars[name] = []
            return
        at = position if nth is None else (position, nth(ctx))
        game: Host = ctx.game
        if expedition is not None:         # "put them in your Expeditions": one Expedition for each
            moved: list[Obj] = []
            where: dict = {}
            markers = as_list(expedition(ctx))
            for o in objs:                 # decisions first (6.1.g), then one step for all (6.1.e-f)
                m = game.choose_option(ctx.you, "choose", f"put {game.describe(o)} in which expedition?",
                                       markers, _described(game, markers)) if markers else None
                if m is not None:
                    where[o.id] = m.sub
            objs = _placed(objs, where)
            if len(objs) > 1 and game.runtime.listening:
                objs = game.actions.timestamp_order(objs)          # 2.2.15.d
            instead: list = []             # (what a modifier replaced the move of: done too, _done_on)
            for o in objs:
                moved += game.actions.move([o], to, ctx, sub=where[o.id], position=at, statuses=statuses,
                                           keep=keep, replaced=instead)
            follow_moved(ctx, objs, moved)
            if name:
                ctx.vars[name] = _done_on(moved, instead)
            return
        if shuffled:                       # moved in a random order (a shuffled pile)
            objs = list(objs)
            shuffle(game.rng, objs)
        elif ordered and len(objs) > 1:
            objs = _in_chosen_order(game, ctx.you, objs, at)
        into = ctx.vars.get("chosen") if sub == "chosen" else (sub_fn(ctx) if sub_fn else None)
        mctx = ctx.caused(cause) if cause else ctx
        arrives = ctx.rare.arrives            # replacing a move to the same zone: arrive alike
        arrive = arrives[1] if statuses is None and arrives and arrives[0] == to else statuses
        replaced: list | None = [] if name else None     # (named: _done_on)
        if sacrificed_from:                # v5.0 4.2.5.c: Clean-up discards from Reserve, sacrifices Landmarks
            gone = [o for o in objs if o.zone is not None and o.zone.name in sacrificed_from]
            moved = game.actions.move(_others(objs, gone), to, mctx, sub=into, position=at,
                                      keep=keep, statuses=arrive, replaced=replaced)
            moved += game.actions.move(gone, to, ctx.caused("sacrifice"), sub=into, position=at,
                                       keep=keep, statuses=arrive, replaced=replaced)
        else:
            moved = game.actions.move(objs, to, mctx, sub=into, position=at, keep=keep, statuses=arrive,
                                      replaced=replaced)
        follow_moved(ctx, objs, moved)
        if name:
            ctx.vars[name] = _done_on(moved, replaced)
    given = arg["what"]
    var = given.get("var") if isinstance(given, dict) and set(given) == {"var"} else None
    if given not in ("self", "it") and var is None:
        return run

    def can_pay(ctx: Ctx) -> bool:
        """"Discard target card. If you do", "You may put me in Reserve to ...": done only if each moves: it is
        there, not in that zone already, and the zone takes it (1.4.1.c, 5.1.2.i; ``can_move``); a name not bound
        yet: chosen later; a name bound to none (nothing chosen): done on nothing, still an event (1.2.7.d); I or
        "it" gone: not done."""
        if var is not None and var not in ctx.vars:
            return True
        objs, actions = what(ctx), ctx.game.actions
        if not objs:
            return var is not None
        for o in objs:                     # (a loop: a generator would make a closure cell at every call)
            if not actions.can_move(o, to):
                return False
        return True
    return Payable(run, can_pay)


# (module functions, these: a comprehension inside run would make closure cells at its every call, 3.11)
def _done_on(moved: list, replaced: list | None) -> list:
    """What a move step was done on, named (6.5.f): what arrived, and what a modifier replaced the move of (a
    token ceasing to exist, 2.1.e; read as it last was, 2.1.h), so "that many" and "If you do" count a
    sacrificed or discarded token as those chosen before the step do."""
    return moved + replaced if replaced else moved


def _described(game, objs: list) -> list:
    return [game.describe(x) for x in objs]


def _placed(objs: list, where: dict) -> list:
    return [o for o in objs if o.id in where]


def _others(objs: list, gone: list) -> list:
    return [o for o in objs if o not in gone]


def _in_chosen_order(game, player, objs: list, position) -> list:
    """The cards as ``player`` orders them, one decision per card but the last (6.1.g), from the top of the pile
    they make down; in the order to move them (each put on top goes over the one before)."""
    left, pile = list(objs), []
    while len(left) > 1:
        o = game.choose_option(player, "choose", f"which of the cards put at the {position} goes above the others?",
                               left, [game.describe(x, player) for x in left])
        pile.append(o)
        left.remove(o)
    pile += left
    return pile[::-1] if position == "top" else pile


def _position(c, arg):
    """Where a move puts cards in an ordered zone: ``top``, ``bottom``, or ``{top: N}`` / ``{bottom: N}``
    (the Nth card from there) with the value N compiled."""
    position = arg.get("position", "top")
    if position in ("top", "bottom"):
        return position, None
    if isinstance(position, dict) and len(position) == 1 and next(iter(position)) in ("top", "bottom"):
        [(end, n)] = position.items()
        return end, c.expr(n)
    c.error_at(arg, "position", f"'position' of 'move' must be top, bottom, {{top: N}} or {{bottom: N}}, got {position!r}")


@step("reveal", doc="reveal objects and bind them to the name; each revealed is an event (\"When you reveal a card "
      "this way\")", rules="3.2.5", phrase="reveal {what}[ → {as}][ with the roll {result}]",
      what=P("selector", required=True, of="objects"), **{"as": P("name")},
      result=P("value", doc="the result of the roll the reveal comes with, which its events carry (\"the die's "
                            "result\" in a reaction to them)"))
def _reveal(c, arg, node):
    what = c.selector(arg["what"])
    name = arg.get("as", "revealed")
    result = c.expr(arg["result"]) if arg.get("result") is not None else None

    def run(ctx: Ctx):
        objs = what(ctx)
        ctx.vars[name] = objs
        game = ctx.game
        for o in objs:                         # every player now knows where these cards are
            game.note_seen(o, by=(1 << len(game.players)) - 1)
        game.log("reveal", cards=[o.card.name for o in objs], player=ctx.you)
        source = ctx.source                    # "this way": by this object's own ability (as a roll's event)
        data = {"result": None if result is None else result(ctx), "card": getattr(source, "card", None),
                "source": getattr(source, "card_no", None)}
        for o in objs:                         # emit() drops what no ability listens for
            game.actions.emit("reveal", obj=o, player=ctx.you, data=data)
    return run


@step("look", doc="the player looks at objects in a hidden zone: only they learn which cards they are; bound to "
      "the name", rules="3.1.3.f", phrase="look at {what}[ → {as}]", what=P("selector", required=True, of="objects"),
      **{"as": P("name")})
def _look(c, arg, node):
    what = c.selector(arg["what"])
    name = arg.get("as", "revealed")

    def run(ctx: Ctx):
        objs = what(ctx)
        ctx.vars[name] = objs
        for o in objs:                         # the player looking knows where these cards are, nobody else
            ctx.game.note_seen(o, by=1 << ctx.you)
        ctx.game.log("look", count=len(objs), player=ctx.you)
    return run


@step("play", doc="play a card during an effect, maybe for free (7.3.20) or for less", rules="7.3.20 5.1.2.e",
      phrase="play {what}[ into {into}][{free} for free][ with its cost changed by {cost.change}]"
             "[ for its cost from {cost_of}]",
      what=P("selector", required=True, of="objects"),
      into=P("marker", doc="the markers of the places it may go to (\"in my ...\"): only its player's own; "
                           "none of theirs, and it is not played"),
      free=P("flag"), cost=P("mapping", doc="{change: VALUE}: its cost changes by it (\"for {3} less\")",
                             fields={"change": P("value")}),
      cost_of=P("zone", doc="a zone cards are played from: played for the cost paid from there (\"for its "
                            "... Cost\"), only if the card has that cost (v5.0 5.1.2.e)"))
def _play(c, arg, node):
    """Play a card during an effect, maybe for free (7.3.20)."""
    what = c.selector(arg["what"])
    free = bool(arg.get("free"))
    cost_of = arg.get("cost_of")
    if cost_of is not None and cost_of not in c.book.play["from"]:
        c.error(arg, f"cost_of: cards are not played from '{cost_of}'", list(c.book.play["from"]))
    change = c.expr(arg["cost"]["change"]) if isinstance(arg.get("cost"), dict) and "change" in arg["cost"] \
        else None                      # "play a Character for {3} less"
    into = c.expr(arg["into"]) if arg.get("into") is not None else None

    def run(ctx: Ctx):
        game = ctx.game
        objs = what(ctx)
        less = change(ctx) if change else 0
        subs = None if into is None else [m.sub for m in as_list(into(ctx)) if m.player == ctx.you]
        if len(objs) > 1 and game.book.play.get("several_in_one_step") == "declared_first":   # v5.0 5.2.c
            for o, done in game.plays.play_several(ctx.you, objs, free=free, change=less, cost_of=cost_of,
                                                   into=subs):
                if done is not None:
                    follow_moved(ctx, [o], [done])
            return
        for o in objs:
            done = game.plays.play_now(ctx.you, o, ctx, free=free, change=less, cost_of=cost_of, into=subs)
            if done is not None:
                follow_moved(ctx, [o], [done])
    return run


@step("play_one", doc="play one playable card of the selection now, paying it; as: what was played (7.3.34 v5.0)",
      rules="7.3.34 5.2.b", phrase="play one card of {from} that can be played now, paying it[ → {as}]",
      **{"from": P("selector", required=True, of="objects"), "as": P("name")})
def _play_one(c, arg, node):
    """Play now one card of ``from`` that its player can play and pay for (5.2.b); ``as`` binds what
    was played (empty when nothing could be), for "Rush to ..." (7.3.34.b)."""
    pool = c.selector(arg["from"])
    name = arg.get("as", "played")

    def options_now(ctx: Ctx):
        cards = pool(ctx)
        return [opt for opt in ctx.game.plays.playable(ctx.you) if opt[0] in cards and opt.extra is None]

    def run(ctx: Ctx):
        game = ctx.game
        options = options_now(ctx)
        played = []
        if options:
            labels = [f"{game.describe(o)} from {src}" + (f" in {sub}" if sub else "") + f" for {cost}"
                      for o, src, sub, cost in options]
            o, src, sub, cost = game.choose_option(ctx.you, "play", "play which card?", options, labels)
            done = game.plays.play_card(ctx.you, o, src, sub, cost)
            if done is not None:
                played.append(done)
        ctx.vars[name] = played
    return Payable(run, lambda ctx: bool(options_now(ctx)))


@step("run_abilities", doc="a Spell performs its effect (5.1.2.i)", rules="5.1.2.i",
      phrase="{_:subject} perform{_:s} its effect", _=P("selector", of="objects"))
def _run_abilities(c, arg, node):
    what = c.selector(arg)
    def run(ctx: Ctx) -> None:
        for o in what(ctx):
            ctx.game.plays.run_effect_of(o, ctx)
    return run


@step("cease", doc="objects stop existing without going anywhere (2.1.e)", rules="2.1.e",
      phrase="{_:subject} stop{_:s} existing", _=P("selector", of="objects"))
def _cease(c, arg, node):
    what = c.selector(arg)
    def run(ctx: Ctx) -> Any:
        return ctx.game.actions.cease(what(ctx), ctx)
    return run


@step("exchange", doc="each goes to the other's zone (7.3.12 v5.0)", rules="7.3.12",
      phrase="exchange {what} with {with}",
      what=P("selector", required=True, of="objects"), **{"with": P("selector", required=True, of="objects")})
def _exchange(c, arg, node):
    """Two objects or cards each go to the other's zone (7.3.12.a); with one missing, nothing (7.3.12.b)."""
    first, second = c.selector(arg["what"]), c.selector(arg["with"])

    def run(ctx: Ctx):
        firsts, seconds = as_list(first(ctx)), as_list(second(ctx))
        if not firsts or not seconds or firsts[0].gone or seconds[0].gone:
            return
        a, b = firsts[0], seconds[0]      # (new names: compiled, a name keeps its first type)
        where_a, where_b = (a.zone.name, a.sub), (b.zone.name, b.sub)
        game = ctx.game
        game.actions.move([a], where_b[0], ctx, sub=where_b[1])
        game.actions.move([b], where_a[0], ctx, sub=where_a[1])
        game.log("exchange", cards=[a.name, b.name])
    return run


@step("activate", doc="activate the {j}/{h}/{r} abilities of objects, whatever the event (7.3.1.b)", rules="7.3.1.b",
      phrase="activate the [{symbols/, } ]abilities of {what}", what=P("selector", required=True, of="objects"), symbols=P("list"))
def _activate(c, arg, node):
    """7.3.1.b: activate the {j}/{h}/{r} abilities of an object, whatever the event."""
    what = c.selector(arg["what"])
    symbols = tuple(arg.get("symbols", ()))
    def run(ctx: Ctx) -> Any:
        return ctx.game.runtime.activate_symbols(what(ctx), symbols, ctx)
    return run


@step("shuffle", doc="shuffle an ordered zone", rules="3.2.2", phrase="shuffle [{owner:poss} ]{zone}",
      zone=P("zone", required=True), owner=P("player"))
def _shuffle(c, arg, node):
    zone = c.check_name(arg, arg["zone"], "zone", c.book.zones)
    owner = c.expr(arg.get("owner", "you"))

    def run(ctx: Ctx):
        for z in ctx.game.zone_instances(zone, owner(ctx)):
            ctx.game.actions.shuffle(z)
    return run


@step("open_booster", doc="set-up of a format: open boosters of a set (rules_yaml/boosters/SET.yaml) into a zone "
      "of the player; the set-aside slots (token/foiler) never enter the game",
      phrase="open [{count} ]booster[{count:s}] of the set {set} into {to}",
      set=P("text", required=True, doc="a booster file's name, e.g. btg"), to=P("zone", required=True),
      count=P("count", min=1))
def _open_booster(c, arg, node):
    """Open ``count`` boosters of a set (rules_yaml/boosters/SET.yaml) into a zone of the player; the
    set-aside slots (the token/foiler) never enter the game."""
    from ..loading.cards.boosters import default_catalog, load_booster_spec, open_booster
    try:
        spec = load_booster_spec(arg["set"])
    except DesignError as e:
        c.error(arg, e.message)
    to = c.check_name(arg, arg["to"], "zone", c.book.zones)
    count = c.expr(arg.get("count", 1))

    def run(ctx: Ctx):
        game = ctx.game
        catalog = getattr(game, "catalog", None) or default_catalog()
        for _ in range(count(ctx)):
            booster = open_booster(spec, catalog, game.rng)
            for card in booster.playable():
                game.place(card, ctx.you, to)
                game.note_card(card)
            game.log("open_booster", player=ctx.you, set=spec.set, cards=[c.name for c in booster.playable()],
                     set_aside=[c.name for _, c in booster.set_aside])
    return run


@value("count", gives="number", phrase="the number of {_}[ → {as}]", doc="how many objects are selected", _=P("selector"),
       # a count that binds what it counted ("as") is left to its closure: an expression binds no name
       inline=lambda w, arg, node, ctx: None if "as" in node else f"len({w.given(w.c.selector(arg), arg, ctx)})",
       **{"as": P("name", doc="binds the objects counted (\"per other Character ..., then send them all ...\")")})
def _count(c, arg, node):
    sel, name = c.selector(arg), node.get("as")
    if name is None:
        def read(ctx: Ctx) -> Any:
            return len(sel(ctx))
        return read

    def counted(ctx: Ctx):
        objs = ctx.vars[name] = sel(ctx)
        return len(objs)
    return counted


@value("was", gives="objects", phrase="{_} as it was before it moved", rules="v3.0 2.1.h; v5.0 6.3.j-k",
       doc="last known information: the selected objects as they were just before they moved, by this effect or "
           "by the event a Reaction answers (place, statuses, counters, controller; the statistics and keywords "
           "passives gave them); the card text writes every past-tense condition on \"I\" or \"it\" with it",
       _=P("selector"))
def _was(c, arg, node):
    sel = c.selector(arg)
    def read(ctx: Ctx) -> Any:
        return [as_it_was(ctx, o) for o in sel(ctx)]
    return read


@value("exists", gives="condition", phrase="there are {_}", rules="3.1.1.a 3.2.4.c",
       doc="some object is selected (a place always exists, 3.2.4.c: what is in one is ``in_marker``)",
       _=P("selector", of="objects"))
def _exists(c, arg, node):
    sel = c.selector(arg)
    def read(ctx: Ctx) -> Any:
        return bool(sel(ctx))
    return read


@value("among", gives="objects", phrase="{_} (those still there)",
       doc="the objects of a list that are still there (not gone)", rules="2.1.e", _=P("value"))
def _among(c, arg, node):
    inner = c.expr(arg)
    def read(ctx: Ctx) -> Any:
        return [o for o in (inner(ctx) or []) if not getattr(o, "gone", False)]
    return read


@value("any_var", gives="objects", phrase="any of {_/, }", doc="the objects bound to any of these names (used to "
       "exclude chosen objects)", _=P("list"))
def _any_var(c, arg, node):
    """The objects bound to any of several names (used to exclude chosen objects)."""
    names = list(arg)

    def get(ctx: Ctx):
        out = []
        for n in names:
            v = ctx.vars.get(n)
            out.extend(v if isinstance(v, list) else ([] if v is None else [v]))
        return out
    return get


@value("matches", gives="condition", phrase="{what:subject} {what:is} {filter:one}", rules="2.2.1.i",
       doc="\"If it's a Permanent\": the bound object passes a filter, wherever it is unless the filter says "
           "where (its zone)",
       what=P("selector", required=True), filter=P("filter", required=True))
def _matches(c, arg, node):
    """"If it's a Permanent": the bound object passes a filter, wherever it is (2.2.1.i); a zone said is
    tested too ("If it's in your Reserve")."""
    what, test = c.selector(arg["what"]), compile_where(c, arg["filter"])
    def read(ctx: Ctx) -> Any:
        return any(test(o, ctx) for o in what(ctx))
    return read


@value("distinct", gives="condition", phrase="different objects are each of {_/, }",
       doc="each selection can be met by a different object (\"a fleeting Character, another ... and yet another ...\")",
       _=P("selectors"))
def _distinct(c, arg, node):
    """Each selection can be met by a different object ("a Fleeting Character, another ... and yet another ...")."""
    sels = [c.selector(a) for a in arg]

    def get(ctx: Ctx):
        pools = [s(ctx) for s in sels]

        def fit(i, used):
            if i == len(pools):
                return True
            return any(o not in used and fit(i + 1, used + [o]) for o in pools[i])
        return fit(0, [])
    return get


@value("played_from", gives="condition", phrase="it was played from {_}",
       doc="the card being played comes from that zone", _=P("zone"))
def _played_from(c, arg, node):
    def read(ctx: Ctx) -> Any:
        return ctx.vars.get("played_from") == arg
    return read
