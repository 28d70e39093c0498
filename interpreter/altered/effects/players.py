"""Players and turns: who "you", "your opponent" and the other players are, what a player does
(wins, leaves the game, pays mana, does steps as "you"), and the tests on players and phases
(rules_yaml/effect-model.md; the tables of several players: rules_yaml/multiplayer/)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..loading.chance import below
from ..loading.errors import DesignError, raise_all
from .context import Ctx, NotPaid, Offer, Payable
from .expeditions import listed_markers as _markers
from .params import P
from .registry import step, value
from .selectors import as_it_was, as_list, one

if TYPE_CHECKING:           # (the module is compiled, setup.py: its hot closures are typed)
    from .host import Host


@value("you", gives="player", phrase={"": "you", "poss": "your"}, rules="7.2.2",
       doc="the controller of the effect (\"you\" in card text)", inline="{ctx}.you")
def _you(c, arg, node):
    def read(ctx: Ctx) -> Any:
        return ctx.you
    return read


@value("opponent", gives="player", phrase={"": "your opponent", "poss": "your opponent's"}, rules="1.4.7",
       doc="one opponent: the other player, or at a table of several the first clockwise from your left "
           "(``owner: opponent`` in a selector is any of them)", inline="{ctx}.game.opponents({ctx}.you)[0]")
def _opponent(c, arg, node):
    # One opponent where one is needed: the first clockwise from your left (with two players, the other;
    # at the multiplayer tables, your left neighbour). Selectors read ``owner: opponent`` as any of them.
    def read(ctx: Ctx) -> Any:
        return ctx.game.opponents(ctx.you)[0]
    return read


@value("opponent_of", gives="player", phrase="the opponent of {_}", rules="1.4.7 7.2.3.a",
       doc="one opponent of a player, as ``opponent`` is of you: \"an opponent\" said in the steps another player "
           "does, of the ability's controller (``{opponent_of: {controller_of: self}}``)", _=P("player"))
def _opponent_of(c, arg, node):
    of = c.expr(arg)

    def read(ctx: Ctx) -> Any:
        p = of(ctx)
        p = p[0] if isinstance(p, list) else p
        return ctx.game.opponents(p)[0] if p is not None else None
    return read


@value("first_player", gives="player", phrase="the first player", rules="4.1", doc="the first player of the day",
       inline="{ctx}.game.first_player")
def _first(c, arg, node):
    def read(ctx: Ctx) -> Any:
        return ctx.game.first_player
    return read


@value("random_player", gives="player", phrase="a random player", rules="4.1.g", doc="a player at random")
def _random_player(c, arg, node):
    def read(ctx: Ctx) -> Any:
        return below(ctx.game.rng, len(ctx.game.players))
    return read


@value("next_player", gives="player", phrase="the player after {_}", rules="4.2.1.b",
       doc="the next player in turn order", _=P("player"))
def _next_player(c, arg, node):
    of = c.expr(arg)
    def read(ctx: Ctx) -> Any:
        return ctx.game.next_player(of(ctx))
    return read


@value("players", gives="players", phrase="[{_=all}every player|{_=others}every other player|{_=opponents}your opponents]",
       doc="``all`` players, the ``opponents`` of the controller, or the ``others`` (every player but the "
           "controller, teammates too), in initiative order",
       _=P("word", choices=("all", "opponents", "others")))
def _players(c, arg, node):
    """``all``, ``opponents`` or ``others`` of the controller."""
    if arg not in ("all", "opponents", "others"):     # any other word once chose among the opponents
        c.error(node, f"'players' must be one of all, opponents, others, got {arg!r}", ("all", "opponents", "others"))
    if arg == "all":
        def read(ctx: Ctx) -> Any:
            return ctx.game.initiative_order()
        return read
    if arg == "others":
        def read2(ctx: Ctx) -> Any:
            return [p for p in ctx.game.initiative_order() if p != ctx.you]
        return read2
    def read3(ctx: Ctx) -> Any:
        return [p for p in ctx.game.initiative_order() if p in ctx.game.rivals[ctx.you]]
    return read3


@value("players_where", gives="players", phrase="the players among {in} such that[ ({as})] {test}",
       doc="the players that pass a test, each bound to ``as`` in turn (\"target opponent with no cards in hand\")",
       test=P("condition", required=True), **{"in": P("value", required=True), "as": P("name")})
def _players_where(c, arg, node):
    """The players (in initiative order) that pass a test, each bound to ``as`` while it is tested."""
    players, name, test = c.expr(arg["in"]), arg.get("as", "p"), c.expr(arg["test"])
    def read(ctx: Ctx) -> Any:
        return [p for p, inner in ctx.each(name, as_list(players(ctx))) if test(inner)]
    return read


def _any_player_source(w, arg, node, ctx):
    if not isinstance(arg, dict) or "test" not in arg:
        return None
    found = w.loop(ctx, arg.get("as", "p"), f"{ctx}.game.initiative_order()", arg["test"])
    return f"any({found[2]} for {found[0]})" if found is not None else None


@value("any_player", gives="condition", phrase="some player[ ({as})] is such that {test}", rules="1.4.5",
       doc="the test holds for some player (bound to ``as``)", test=P("condition", required=True), **{"as": P("name")},
       inline=_any_player_source)
def _any_player(c, arg, node):
    name, test = arg.get("as", "p"), c.expr(arg["test"])
    def read(ctx: Ctx) -> Any:
        return any(test(inner) for _, inner in ctx.each(name, ctx.game.initiative_order()))
    return read


@value("is_opponent", gives="condition", phrase="{_.0} is an opponent of {_.1}", rules="1.4.7",
       doc="player A is an opponent of player B (another player, or of the other team)", _=P("values"))
def _is_opponent(c, arg, node):
    """``{is_opponent: [A, B]}``: player A is an opponent of player B (another player, or of the other team)."""
    a, b = c.expr(arg[0]), c.expr(arg[1])
    def read(ctx: Ctx) -> Any:
        return one(a(ctx)) in ctx.game.rivals[one(b(ctx))]
    return read


@value("one_of", gives="condition", phrase="{_.0} is one of {_.1}",
       doc="X is in the list (a player among those bound to a name)", _=P("values"))
def _one_of(c, arg, node):
    """``{one_of: [X, LIST]}``: X is in the list (a player among those bound to a name)."""
    x, items = c.expr(arg[0]), c.expr(arg[1])
    def read(ctx: Ctx) -> Any:
        return one(x(ctx)) in as_list(items(ctx))
    return read


@value("best_players", gives="players", phrase="the players with the greatest {value}",
       doc="the players (in initiative order) whose value is the greatest",
       value=P("value", required=True), **{"as": P("name")})
def _best_players(c, arg, node):
    """``{best_players: {as: p, value: V}}``: the players (in initiative order) whose V is the greatest."""
    name, value = arg.get("as", "p"), c.expr(arg["value"])

    def get(ctx: Ctx):
        scores = [(p, value(ctx.child(**{name: p}))) for p in ctx.game.initiative_order()]
        top = max(v for _, v in scores)
        return [p for p, v in scores if v == top]
    return get


@value("player_of", gives="player", phrase="the player of {_}", rules="7.5.9",
       doc="the player whose expedition a marker stands for (the first of several; None for none)", _=P("marker"))
def _player_of(c, arg, node):
    """The player whose Expedition a marker stands for (the first of several; None for none)."""
    markers = c.expr(arg)

    def get(ctx: Ctx):
        ms = _markers(markers(ctx))
        return ms[0].player if ms else None
    return get


@value("controller_of", gives="player", phrase="{_:poss} controller", rules="1.2.5",
       doc="the player controlling the first selected object (\"its controller\")", _=P("selector", of="objects"))
def _controller_of(c, arg, node):
    return _player_of_first(c.selector(arg), "controller")


@value("owner_of", gives="player", phrase="{_:poss} owner", rules="1.2.5",
       doc="the player owning the first selected object (\"its owner's\")", _=P("selector", of="objects"))
def _owner_of(c, arg, node):
    return _player_of_first(c.selector(arg), "owner")


@value("controllers_of", gives="players", phrase="the controllers of {_}", rules="1.2.5 1.4.5",
       doc="the players controlling one or more of the selected objects, each once, in initiative order "
           "(\"their controllers\")", _=P("selector", of="objects"))
def _controllers_of(c, arg, node):
    return _players_of_all(c.selector(arg), "controller")


@value("owners_of", gives="players", phrase="the owners of {_}", rules="1.2.5 1.4.5",
       doc="the players owning one or more of the selected objects, each once, in initiative order "
           "(\"their owners\")", _=P("selector", of="objects"))
def _owners_of(c, arg, node):
    return _players_of_all(c.selector(arg), "owner")


def _players_of_all(what, role: str):
    """"their controllers", "their owners": each player who is that of one or more selected objects, once, in
    initiative order (1.4.5), as "each player" acts."""
    def get(ctx: Ctx):
        players = {_role_of(ctx, o, role) for o in what(ctx)}
        return [p for p in ctx.game.initiative_order() if p in players]
    return get


def _player_of_first(what, role: str):
    """"its controller", "its owner": that player of the first selected object (None for none)."""
    def get(ctx: Ctx):
        objs = what(ctx)
        return _role_of(ctx, objs[0], role) if objs else None
    return get


def _role_of(ctx: Ctx, o, role: str):
    """That player of ``o``: nobody controls a card out of play (7.5.4.a, v5.0 7.5.5.a), so the controller of one
    this effect or the event answered took out of play is the one it had as it left (last known information, 2.1.h;
    v5.0 6.3.j-k: "Return target Character to its owner's hand. Its controller draws a card.")."""
    if role == "controller" and o.zone is not None and not o.zone.spec.in_play:
        o = as_it_was(ctx, o)
    return getattr(o, role)


@value("phase", gives="condition", phrase="it is {_}", rules="4.2", doc="the current phase is that one",
       _=P("phase"))
def _phase(c, arg, node):
    c.check_name(node, arg, "phase", c.book.phase_names)
    def read(ctx: Ctx) -> Any:
        return ctx.game.phase == arg
    return read


@step("win", doc="a player wins; the game ends", rules="1.3.3", phrase="{_} win{_:s} the game", _=P("player"))
def _win(c, arg, node):
    who = c.expr(arg)
    def run(ctx: Ctx) -> Any:
        return ctx.game.win(who(ctx))
    return run


@step("pass", doc="a player passes: they take no more turns this day (4.2.3.d)", rules="4.2.3.d",
      phrase="{_} pass{_:es}", _=P("player"))
def _pass(c, arg, node):
    who = c.expr(arg)
    def run(ctx: Ctx) -> Any:
        return ctx.game.flow.pass_turns(who(ctx))
    return run


@step("leave_game", doc="every player but these leaves the game with what they own; the expeditions that faced "
      "theirs face the remaining players' (the Free for All tiebreaker, formats.md §4.3)",
      phrase="every player but {all_but} leaves the game",
      all_but=P("value", required=True, doc="the players who stay (a player or a list)"))
def _leave_game(c, arg, node):
    stay = c.expr(arg["all_but"])

    def run(ctx: Ctx):
        game = ctx.game
        kept = set(as_list(stay(ctx)))
        game.leave([p for p in range(len(game.players)) if p not in kept])
    return run


@step("as_player", doc="a step another player does: they are you in it (1.4.7.b)", rules="1.4.7.b 7.5.5.b",
      phrase="{who} do{who:es}: {do}", who=P("player", required=True), do=P("effect", required=True))
def _as_player(c, arg, node):
    """A step another player does ("Target opponent discards a card"): they are "you" in it (1.4.7.b)."""
    who = c.expr(arg["who"])
    if arg["who"] == "opponent":            # "your opponent ...": at a table of several, each of them
        who = lambda ctx: ctx.game.opponents(ctx.you)   # noqa: E731
    body = c.effect(arg["do"])

    def run(ctx: Ctx) -> None:
        for p in as_list(who(ctx)):
            child = ctx.child(you=p)
            if child.rare.nobody:
                child.nobody = False            # the player named does it (7.5.5.b)
            body(child)
            for k, v in child.vars.items():     # what they chose is "it" afterwards ("... Exhaust it.")
                if not k.startswith("_"):
                    ctx.vars[k] = v
    return run


@step("each_player", doc="for each player (or each opponent) in initiative order (1.4.5)", rules="1.4.5 7.5.5.b",
      phrase="[{who=opponents}each opponent|{who=others}each other player|{who=all}each player|each player][ but {but}][ where {where}] "
             "in turn[ ({as})]: {do}",
      do=P("effect", required=True),
      who=P("word", choices=("all", "opponents", "others"),
            doc="every player (all, the default), the opponents of the controller (\"each opponent draws a card\"), "
                "or every player but the controller (\"each other player\", teammates too)"),
      but=P("player", doc="a player left out (\"Target opponent ... Each other opponent ...\")"),
      where=P("condition", doc="only the players passing this test as the step begins, each bound to ``as`` "
                               "(\"each opponent with no cards in hand\")"),
      **{"as": P("name")})
def _each_player(c, arg, node):
    # each step in turn for every player, in initiative order, before the next step (6.1.h, 1.4.5.a: "Each player
    # sacrifices a Character": each chooses, then each sacrifices; "Each player may Resupply": each decides, then
    # each who accepted resupplies): none decides after another has acted on it
    parts, errors = [], []
    for s in arg["do"] if isinstance(arg["do"], list) else [arg["do"]]:
        try:                           # every mistaken step of the list is reported, not only the first
            parts.append(c.effect([s]))
        except DesignError as e:
            errors.append(e)
    raise_all(errors)
    name = arg.get("as")
    who = arg.get("who", "all")
    but = c.expr(arg["but"]) if "but" in arg else None
    if "where" in arg and not name:
        c.error_at(arg, "where", "'where' of 'each_player' tests the player bound to 'as': give 'as'")
    where = c.expr(arg["where"]) if "where" in arg else None

    def run(ctx: Ctx) -> None:
        game: Host = ctx.game
        gathered: dict = {}
        # the players named are those passing the test as the step begins, not again once others have acted
        passing = None if where is None else [p for p, inner in ctx.each(name, game.initiative_order()) if where(inner)]
        children = []
        for p in game.initiative_order():
            if who == "opponents" and p not in game.opponents(ctx.you) or who == "others" and p == ctx.you \
                    or but is not None and p in as_list(but(ctx)) or passing is not None and p not in passing:
                continue
            child = ctx.child(you=p)
            if child.rare.nobody:
                child.nobody = False            # each player does it (7.5.5.b)
            if name:
                child.vars[name] = p
            children.append(child)
        for part in parts:
            if isinstance(part, Offer):
                accepted = [child for child in children if not game.over and part.ask(child)]
                for child in accepted:
                    if not game.over:
                        part.act(child)
                continue
            for child in children:
                if not game.over:
                    part(child)
        for child in children:
            for k, v in child.vars.items():       # what each player chose, for the steps after the loop
                if isinstance(v, list) and k[0] != "_" and v is not ctx.vars.get(k):
                    gathered.setdefault(k, []).extend(v)
        # "Each player chooses a Character they control. It gains [[Asleep]]": "it" is each one chosen
        ctx.vars.update(gathered)
    return run


@step("pay", doc="pay mana inside an effect; not paid, not done (6.5.f)", rules="6.5.f",
      phrase="pay {_} mana", _=P("count"))
def _pay(c, arg, node):
    """"You may pay {2} to ...": mana paid inside an effect; not paid, not done (6.5.f)."""
    amount = c.expr(arg)

    def can_pay(ctx: Ctx) -> bool:
        return ctx.game.mana_left(ctx.you) >= amount(ctx)

    def run(ctx: Ctx) -> None:
        game = ctx.game
        if not can_pay(ctx):
            raise NotPaid()
        game.actions.pay_mana(ctx.you, amount(ctx), ctx)
    return Payable(run, can_pay)


def _limits(ctx, zone):
    """The working "keep more" passives of the player ``you`` for that zone, now."""
    game = ctx.game
    for src, p in game.runtime.passives("limit"):
        if p.keyword == zone and p.only == game.phase and game.runtime.holds(p, src) \
                and (p.by is None or p.by(game.runtime.pctx(src, p)) == ctx.you):
            yield src, p


@value("keep_more", gives="number", phrase="how many more cards of {_} a card lets you keep", rules="4.2.5",
       doc="how many more cards of a zone the player may keep at clean-up (a card's \"keep one more card\")",
       _=P("zone"))
def _keep_more(c, arg, node):
    """How many more cards of a zone the player may keep at Clean-up (a card's "keep one more card")."""
    def read(ctx: Ctx) -> Any:
        return sum(max(0, p.value(ctx.game.runtime.pctx(src, p))) for src, p in _limits(ctx, arg))
    return read


@value("keep_fewer", gives="number", phrase="how many fewer cards of {_} the cards make you keep", rules="4.2.5.c",
       doc="how many fewer cards of a zone the player keeps at clean-up (a card lowering every player's limit): "
           "the ``limit`` passives that lower it, a number at most 0", _=P("zone"))
def _keep_fewer(c, arg, node):
    """The limits lowered (a card lowering every player's): a number at most 0, added to the Hero's."""
    def read(ctx: Ctx) -> Any:
        return sum(min(0, p.value(ctx.game.runtime.pctx(src, p))) for src, p in _limits(ctx, arg))
    return read


@value("may_keep_more", gives="condition", phrase="a card lets you keep {what:one} in {zone}", rules="4.2.5",
       doc="whether a card of the zone is one a ``limit`` passive lets the player keep (\"if it's exhausted\")",
       what=P("selector", required=True), zone=P("zone", required=True))
def _may_keep_more(c, arg, node):
    """Whether a card of the zone is one such a passive lets the player keep ("if it's exhausted")."""
    what, zone = c.selector(arg["what"]), arg["zone"]

    def get(ctx: Ctx):
        objs = what(ctx)
        return bool(objs) and any(p.to is None or p.to(objs[0], ctx.game.runtime.pctx(src, p, it=objs[0]))
                                  for src, p in _limits(ctx, zone))
    return get
