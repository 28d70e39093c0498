"""Steps that formats use to make decks during set-up (Booster War, Sealed): opening boosters."""
from __future__ import annotations

from ...loading.errors import DesignError
from .registry import step
from .params import P


@step("open_booster", doc="set-up of a format: open boosters of a set (rules_yaml/boosters/SET.yaml) into a zone "
      "of the player; the set-aside slots (token/foiler) never enter the game",
      set=P("text", required=True, doc="a booster file's name, e.g. btg"), to=P("zone", required=True),
      count=P("count", min=1))
def _open_booster(c, arg, node):
    """Open ``count`` boosters of a set (rules_yaml/boosters/SET.yaml) into a zone of the player; the
    set-aside slots (the token/foiler) never enter the game."""
    from ...loading.cards.boosters import default_catalog, load_booster_spec, open_booster
    try:
        spec = load_booster_spec(arg["set"])
    except DesignError as e:
        c.error(arg, e.message)
    to = c.check_name(arg, arg["to"], "zone", c.book.zones)
    count = c.expr(arg.get("count", 1))

    def run(ctx):
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
