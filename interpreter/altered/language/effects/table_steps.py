"""Steps of tables of several players (rules_yaml/multiplayer/): players leaving the game."""
from __future__ import annotations

from .registry import step
from .params import P
from .selectors import as_list


@step("leave_game", doc="every player but these leaves the game with what they own; the Expeditions that faced "
      "theirs face the remaining players' (the Free for All tiebreaker, formats.md §4.3)",
      all_but=P("value", required=True, doc="the players who stay (a player or a list)"))
def _leave_game(c, arg, node):
    stay = c.expr(arg["all_but"])

    def run(ctx):
        game = ctx.game
        kept = set(as_list(stay(ctx)))
        game.leave([p for p in range(len(game.players)) if p not in kept])
    return run
