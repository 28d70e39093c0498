"""Steps that card texts use beyond the rules' own procedures (rules_yaml/effect-model.md)."""
from __future__ import annotations

from .context import NotPaid
from .registry import step
from .params import P
from .selectors import as_list


@step("pay", doc="pay mana inside an effect; not paid, not done (6.5.f)", _=P("count"))
def _pay(c, arg, node):
    """"You may pay {2} to ...": mana paid inside an effect; not paid, not done (6.5.f)."""
    amount = c.expr(arg)

    def can_pay(ctx):
        return ctx.game.mana_left(ctx.you) >= amount(ctx)

    def run(ctx):
        game = ctx.game
        if not can_pay(ctx):
            raise NotPaid()
        game.actions.pay_mana(ctx.you, amount(ctx), ctx)
    run.can_pay = can_pay
    return run


@step("spend", doc="spend counters of the ability's object inside an effect (2.5.h); not spent, not done",
      name=P("name", required=True), count=P("count"))
def _spend(c, arg, node):
    """"... and spend 1 of my Kelon counters to ...": counters spent inside an effect (2.5.h, 7.3.27)."""
    name, count = arg["name"], c.expr(arg.get("count", 1))

    def can_pay(ctx):
        o = ctx.source
        return o is not None and not o.gone and o.counters.get(name, 0) >= count(ctx)

    def run(ctx):
        if not can_pay(ctx):
            raise NotPaid()
        ctx.game.actions.add_counters([ctx.source], name, -count(ctx), ctx)
    run.can_pay = can_pay
    return run


TOKEN_KEYS = ("name", "type", "stats", "subtypes", "abilities")   # 7.3.4.b: the template of a token


@step("create", doc="create tokens in an expedition (7.3.4)", **{"in": P("marker", required=True), "as": P("name")},
      count=P("count"), name=P("text"), stats=P("mapping"), subtypes=P("list"), abilities=P("list"),
      type=P("text", doc="the token's type when the effect names one (v5.0 2.2.1.d; else play.tokens.type)"),
      distribute=P("flag", doc="each token goes to the expedition its creator picks (7.4.4.h)"))
def _create(c, arg, node):
    """7.3.4: create tokens in an Expedition (2.2.4.f name, 2.2.10.e statistics, 2.2.11.f abilities)."""
    if "type" in arg:
        c.check_name(arg, arg["type"], "type", c.book.types)
    where = c.expr(arg["in"])
    count = c.expr(arg.get("count", 1))
    name = arg.get("as")
    spec = {k: arg[k] for k in TOKEN_KEYS if k in arg}
    # "in my Expedition" of a Gigantic object names both Expeditions as one place: each token goes
    # to the one its creator picks (7.4.4.h); "in each of your Expeditions" creates in every one
    distribute = bool(arg.get("distribute")) or (isinstance(arg["in"], dict) and "marker_of" in arg["in"])

    def run(ctx):
        markers = as_list(where(ctx))
        made = []
        for _ in range(count(ctx)):
            if not markers:
                return
            if not distribute and len(markers) > 1:     # "in each of your Expeditions"
                made.extend(ctx.game.actions.create_token(spec, m, ctx) for m in markers)
                continue
            m = markers[0] if len(markers) == 1 else ctx.game.choose_option(
                ctx.you, "choose", "create the token in which expedition?", markers,
                [ctx.game.describe(x) for x in markers])
            made.append(ctx.game.actions.create_token(spec, m, ctx))
        if name:
            ctx.vars[name] = made
    return run


@step("emblem", doc="an effect lasting longer than its resolution: an Ongoing Emblem (2.2.2.m, 2.2.14)",
      duration=P("any", required=True), passive=P("any", required=True))
def _emblem(c, arg, node):
    """An effect lasting longer than its resolution: an Ongoing Emblem with a duration (2.2.2.m, 2.2.14)."""
    duration = arg["duration"]
    passives = c.book.compile_passive(c, arg["passive"], node.get("text", ""))   # abilities compile passives
    program = c.book.passives_program

    def run(ctx):
        import dataclasses
        bound = {k: v for k, v in ctx.vars.items() if not k.startswith("_")}   # e.g. the target (6.3.h)
        mine = [dataclasses.replace(p, vars=bound) for p in passives]
        ctx.game.runtime.add_ongoing(ctx.source, program(mine), duration, ctx, mine[0].text or "ongoing effect")
    return run


@step("roll", doc="roll dice; the result is bound to the name (7.3.19)", dice=P("count"), **{"as": P("name")})
def _roll(c, arg, node):
    """7.3.19: roll dice; the result is bound for the following steps."""
    dice = c.expr(arg.get("dice", 1))
    name = arg.get("as", "result")

    def run(ctx):
        ctx.vars[name] = ctx.game.actions.roll(dice(ctx), ctx, name)
    return run


@step("ignore_die", doc="ignore one die of a roll, of the player's choice", of=P("name"))
def _ignore_die(c, arg, node):
    name = arg.get("of", "result")

    def run(ctx):
        rolls = ctx.vars.get(f"{name}_dice") or []
        if len(rolls) > 1:
            drop = ctx.game.choose_option(ctx.you, "choose", "ignore which die?", list(range(len(rolls))),
                                          [str(r) for r in rolls])
            rolls = rolls[:drop] + rolls[drop + 1:]
            ctx.vars[f"{name}_dice"] = rolls
            ctx.vars[name] = sum(rolls)
    return run


@step("modes", doc="choose modes, then resolve them in the order chosen (6.5.g)", options=P("list", required=True),
      count=P("int", min=1), repeat=P("flag", doc="the same mode may be picked again"),
      more_if=P("condition", doc="when it holds, up to `more` modes may be chosen"), more=P("int", min=1))
def _modes(c, arg, node):
    """6.5.g: choose modes, then resolve them in the order chosen."""
    count = arg.get("count", 1)
    options = [c.effect(o) for o in arg["options"]]
    labels = [f"mode {i + 1}" for i in range(len(options))]
    repeat = bool(arg.get("repeat"))          # "You may pick the same option multiple times"
    more_if = c.expr(arg["more_if"]) if "more_if" in arg else None   # "If ..., you may choose both"
    more = arg.get("more", len(options))

    def run(ctx):
        left = list(range(len(options)))
        times = count
        if more_if is not None and more_if(ctx):
            times = more
        for n in range(min(times, len(options)) if not repeat else times):
            if n >= count:             # beyond the printed number, choosing more is optional
                stop = "stop"
                i = ctx.game.choose_option(ctx.you, "mode", "choose another mode?", left + [stop],
                                           [labels[j] for j in left] + ["no more"])
                if i == stop:
                    return
            else:
                i = ctx.game.choose_option(ctx.you, "mode", "choose a mode", left, [labels[j] for j in left])
            if not repeat:
                left.remove(i)
            options[i](ctx)
    return run


@step("activate", doc="activate the {j}/{h}/{r} abilities of objects, whatever the event (7.3.1.b)",
      what=P("selector", required=True), symbols=P("list"))
def _activate(c, arg, node):
    """7.3.1.b: activate the {j}/{h}/{r} abilities of an object, whatever the event."""
    what = c.selector(arg["what"])
    symbols = tuple(arg.get("symbols", ()))
    return lambda ctx: ctx.game.runtime.activate_symbols(what(ctx), symbols, ctx)


@step("switch", doc="send objects to the other expedition of the same player (7.3.28)", what=P("selector", required=True))
def _switch(c, arg, node):
    """7.3.28: send objects to the other Expedition of the same player."""
    what = c.selector(arg["what"])
    return lambda ctx: ctx.game.actions.switch(what(ctx), ctx)


@step("reveal", doc="reveal objects and bind them to the name", what=P("selector", required=True), **{"as": P("name")})
def _reveal(c, arg, node):
    what = c.selector(arg["what"])
    name = arg.get("as", "revealed")

    def run(ctx):
        objs = what(ctx)
        ctx.vars[name] = objs
        for o in objs:                         # every player now knows where these cards are
            ctx.game.note_seen(o, by=(1 << len(ctx.game.players)) - 1)
        ctx.game.log("reveal", cards=[o.card.name for o in objs], player=ctx.you)
    return run


@step("as_player", doc="a step another player does: they are you in it (1.4.7.b)", who=P("player", required=True),
      do=P("effect", required=True))
def _as_player(c, arg, node):
    """A step another player does ("Target opponent discards a card"): they are "you" in it (1.4.7.b)."""
    who = c.expr(arg["who"])
    if arg["who"] == "opponent":            # "your opponent ...": at a table of several, each of them
        who = lambda ctx: ctx.game.opponents(ctx.you)   # noqa: E731
    body = c.effect(arg["do"])

    def run(ctx):
        for p in as_list(who(ctx)):
            child = ctx.child(you=p, _nobody=False)     # the player named does it (7.5.5.b)
            body(child)
            for k, v in child.vars.items():     # what they chose is "it" afterwards ("... Exhaust it.")
                if not k.startswith("_"):
                    ctx.vars[k] = v
    return run


@step("later", doc="a delayed step, done after a daily effect", after=P("daily_effect", required=True),
      do=P("effect", required=True))
def _later(c, arg, node):
    """A delayed step: "[Sabotage] after Rest"."""
    after = arg["after"]
    body = c.effect(arg["do"])
    return lambda ctx: ctx.game.actions.delay(after, body, ctx)


@step("play", doc="play a card during an effect, maybe for free (7.3.20) or for less", what=P("selector", required=True),
      free=P("flag"), cost=P("mapping", doc="{change: VALUE}: its cost changes by it (\"for {3} less\")"),
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

    def run(ctx):
        from .steps import follow_moved
        game = ctx.game
        objs = what(ctx)
        less = change(ctx) if change else 0
        if len(objs) > 1 and game.book.play.get("several_in_one_step") == "declared_first":   # v5.0 5.2.c
            for o, done in game.plays.play_several(ctx.you, objs, free=free, change=less, cost_of=cost_of):
                if done is not None:
                    follow_moved(ctx, [o], [done])
            return
        for o in objs:
            done = game.plays.play_now(ctx.you, o, ctx, free=free, change=less, cost_of=cost_of)
            if done is not None:
                follow_moved(ctx, [o], [done])
    return run

