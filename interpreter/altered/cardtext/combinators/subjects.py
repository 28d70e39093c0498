"""Who does a verb: its subject found and the steps done by it -- you, another player or each in turn
(each_player / as_player), objects (each with its own "its"), the next card played (an Ongoing Emblem)."""
from __future__ import annotations

import json
import re

from ...loading.errors import DesignError, Misread
from ..nouns import LOOP_PLAYER, Noun, Player, Pred, collect, contains, select, yours_in_theirs
from .core import combinator, player_noun
from .nouns import in_play_place
from .walkers import bound_names, used_names


def run_link(scope, inherited, subject, pred: Pred):
    """One verb with its subject; returns (the steps choosing the subject, the verb's steps, the subject
    for the next verb, pred)."""
    said = subject is not None        # not the subject of the verb before ("I gain 1 boost, then draw a card")
    if subject is None:
        subject = inherited if inherited is not None else Player("you")
    if not pred.again:
        scope.last_pred = pred
    if isinstance(subject, Noun) and subject.kind == "next":
        return [], _next_play(scope, subject, pred), subject, pred
    subject = player_noun(subject, tested=True)
    if isinstance(subject, Player):
        chosen, steps, following = _as_player(scope, subject, pred)
    else:
        if said and pred.actor == "player":     # "It draws a card": an object draws nothing, no player is named
            column, words = getattr(subject, "at", None) or (None, "")
            named = f"'{words}'" if words else "the subject"
            if re.match(r"(?i)that player\b", words or ""):     # not a player word: read as "that <card>"
                raise DesignError(f"{named} is not read: a player named before is 'they' ('Target player draws "
                                  f"two cards. Then they discard a card.'), an opponent 'that opponent'",
                                  column=column)
            raise DesignError(f"{named} names an object, and only a player does this: say which player "
                              f"('its controller', 'you')", column=column)
        if pred.actor == "player" and subject != "self":   # "They each gain 1 boost, then draw a card": the
            _no_object_does(pred)                               # subject before goes on (not "I": below)
        box: list = []
        chosen = collect(scope, lambda: box.append(select(subject, scope)) or [])
        saved, scope.actor = scope.actor, box[0]
        targets, scope.step_targets = scope.step_targets, [s["choose"]["as"] for s in chosen
                                                           if isinstance(s.get("choose"), dict) and s["choose"].get("target")]
        try:
            if scope.it is None and scope.each_it is None and isinstance(subject, Noun) and subject.quant == "all" \
                    and isinstance(box[0], dict):
                steps = _each_with_its(scope, box[0], pred)
            else:
                steps = collect(scope, lambda: pred.run(box[0], scope))
        finally:
            scope.actor, scope.step_targets = saved, targets
        following = box[0]
    then = pred.then_subject
    return chosen, steps, (then if then is not None else following), pred




def _no_object_does(pred: Pred) -> None:
    """A player's verb ("draw", "discard") with no subject of its own after one said of objects ("Choose two
    Characters you control. They each gain 1 boost, then draw a card.", "Target Character gains 1 boost and draws
    a card."): its subject is the one before, which draws nothing. Refused at the verb rather than read as your
    draw (once, or once for each of them). After a player ("Each opponent discards a card and draws a card."), in
    the base form after a verb in the third person ("Target Character gains 1 boost, then draw a card.": you), or
    after "I", whose verb is in the base form too, as printed cards write it ("I gain 1 boost per other Character
    in my Expedition, then send them all to Reserve.": you send), it reads as before."""
    raise DesignError(f"'{pred.verb or 'this verb'}' has no subject of its own, and the subject of the verb before "
                      f"it, which it goes on with, names objects, which don't do it",
                      column=None if pred.at is None else pred.at + 1)


def _each_with_its(scope, objects, pred: Pred) -> list:
    """"Each Character you control gains 1 boost for each Character in its Expedition": when "it" in the
    verb names its subject ("its", "other"), the verb is done for each of them in turn, naming that one."""
    names = dict(scope.names)
    var = scope.fresh("each")
    scope.each_it = {"var": var}
    actor, scope.actor = scope.actor, {"var": var}     # "for each other Character": other than that one
    try:
        trial = collect(scope, lambda: pred.run({"var": var}, scope))
    finally:
        scope.each_it, scope.actor = None, actor
    if json.dumps(trial).count(json.dumps({"var": var})) > 1:      # named again than as the subject
        return [{"for_each": {"in": objects, "as": var, "do": trial}}]
    scope.names = names
    return collect(scope, lambda: pred.run(objects, scope))


def _as_player(scope, player: Player, pred: Pred):
    """Steps done by a player: yours as they are, others' inside each_player / as_player.
    Returns (the choice of the player, the steps, the player for the next verb: a target is chosen once)."""
    column, words = player.at or (None, "")
    if pred.actor == "object":         # "Target opponent gains 1 boost"
        named = f"'{words}'" if words else "the subject"
        message = f"{named} names a player, and only an object does this: a player has no counters or statuses"
        if player.kind in ("chosen", "they"):  # "They gain 1 boost": the reading of "they" as objects, if refused
            raise Misread(message, column=column)   # too, says more (Language.readings)
        raise DesignError(message, column=column)
    pre: list = []
    choose = collect(scope, lambda: pre.append(player.select(scope)) or [])
    who = pre[0]
    following = Player("chosen", who) if player.kind == "target" else player
    if who == "you":                   # you act (what you name next, "Choose a player", is named after you)
        if not scope.other_actor:
            scope.named_last = "you"
        return choose, collect(scope, lambda: pred.run("you", scope)), following
    but = _each_other_but(scope, player) if player.kind in ("each_other", "each_other_opponent") else None
    saved, scope.other_actor = scope.other_actor, True
    acting, scope.acting = scope.acting, who
    done = scope.done
    try:
        inner = yours_in_theirs(collect(scope, lambda: pred.run("you", scope)))
    finally:
        scope.other_actor, scope.acting = saved, acting
    # several players in turn ("each opponent", "their controllers", 1.4.5): what each did is theirs (6.5.i)
    several = player.kind.startswith("each") or player.kind in ("controllers_of_them", "owners_of_them")
    if several and scope.done != done and isinstance(scope.done, str) and scope.done != "it":
        scope.loop_names.add(scope.done)     # done by each player in turn: "If they do" asks of which?
    if several or who == "each":
        scope.each_gathered |= bound_names(inner)      # gathered after the loop, one per player (6.5.i)
    where = {} if player.where is None else {"where": player.where, "as": "p"}    # "each opponent with no ..."
    if player.kind == "each_other_opponent":      # but the one named before (_each_other_but)
        first, loop = [], {"who": "opponents", "but": but}
    elif player.kind in ("each_opponent", "each_other"):
        first, inner = _targets_first(inner, player.at)
        loop = {"who": "opponents"} if player.kind == "each_opponent" else \
            {"who": "all", "but": but} if but is not None else {"who": "others"}
    elif who == "each":
        first, inner = _targets_first(inner, player.at)
        loop = {}
    else:
        if not saved:
            scope.named_last = who
        if not saved and player.kind in ("controller_of_it", "owner_of_it"):
            _they_after(scope, who, words or ("its controller" if player.kind == "controller_of_it" else "its owner"))
        if not saved and isinstance(who, str):     # "Your opponent draws a card. Characters they control ..."
            scope.they_each, scope.they_either = who, None
        return choose, [{"as_player": {"who": who, "do": inner}}], following
    if not saved:
        scope.named_last = EACH
    if not saved and scope.player is None:   # the players named last: "they" after it is each of them (join_loop)
        scope.they_each, scope.they_either = {"var": LOOP_PLAYER}, None
        scope.turn_picks = bound_names(inner)
    elif not saved:                    # "Target opponent ... Each player ... They ...": which of them?
        scope.player, scope.they_each = None, None
        scope.they_either = ("'they' could name the players of 'each ...' or the player named before it (a target, "
                             "the trigger's player): say which ('that opponent', 'each of them') (7.2.4.a)")
    return choose, first + [{"each_player": {**loop, **where, "do": inner}}], following


EACH = "each"      # what Scope.named_last is after "each ...": players, no one of them


def _they_after(scope, who, words) -> None:
    """"Its controller" or "its owner" did a step: "they" next names that player ("Its controller may discard a
    card. If they do, they draw two cards", 7.2.4.a); after another player named before it ("Target opponent
    ... Its controller ... they"), either one: refused at "they", saying what to write."""
    if scope.player is None or scope.player == who:
        scope.player, scope.they_either = who, None
        return
    scope.player, scope.they_each = None, None
    scope.they_either = (f"'they' could name '{words}' or the player named before it (a target, the trigger's "
                         f"player): say which ('{words}', 'that opponent') (7.2.4.a)")


def _each_other_but(scope, player: Player):
    """The player "each other player" leaves out (1.4.5): the one named or acting last ("Target opponent draws
    two cards. Each other player draws a card": you draw one too); None: you (said alone, or after you act,
    no other player named). Where both could be meant (you acted after another player was named), players
    were ("each ..."), or the player may not have been chosen (in a branch), refused at the words."""
    named = scope.named_last
    column, words = player.at or (None, "each other player")
    if player.kind == "each_other_opponent" and named in (None, "you"):
        # you are no opponent: the opponent named last, whom "that opponent" names (a reaction's player, the
        # opponent a roll is for), never the player of "When you roll ..." (you)
        that = scope.trigger_player
        if that is None or isinstance(that, DesignError):
            raise DesignError(f"'{words}' leaves out the opponent named before it, and none is named here (or "
                              f"only in a branch): say 'each opponent', or name the opponent first "
                              f"('target opponent ...')", column=column)
        return that
    if scope.branch_player and isinstance(named, dict) and "var" in named and named != scope.player:
        raise DesignError(f"'{words}' leaves out the player named last, chosen in a branch or an option, which may "
                          f"not have been chosen: name the player again, or say 'each player'", column=column)
    if named not in (None, "you", EACH):
        return named
    if named != EACH and scope.player is None:
        return None
    if named == EACH:
        raise DesignError(f"'{words}' leaves out the player named last, and here players were ('each ...' before "
                          f"it): say 'each opponent' (all but you) or 'each player'", column=column)
    raise DesignError(f"'{words}' leaves out the player named last, and here that could be you or the player named "
                      f"before you: say 'each opponent' (all but you), 'each other opponent' (the opponents but the "
                      f"one named) or 'each player'", column=column)


def _targets_first(inner: list, at) -> tuple[list, list]:
    """The targets of a step done by each player in turn, taken out of the turns: the effect's controller
    chooses a step's targets once, before it resolves (6.5.b; only a step said "X times" or "for each" is
    chosen anew each time, 6.5.i): "Each opponent creates a ... token in target Expedition" is one Expedition
    for them all. A target among what each player names ("target card in their Reserve": "you" there is each
    of them), or one after another step of the turn, stays in the turn: one for each."""
    first: list = []
    rest = list(inner)
    while rest and "choose" in rest[0] and rest[0]["choose"].get("target") \
            and rest[0]["choose"].get("who") == {"controller_of": "self"} \
            and not contains(rest[0]["choose"].get("from"), "you") \
            and not used_names(rest[0]) - {rest[0]["choose"].get("as")}:
        first.append(rest.pop(0))
    return first, rest


def _next_play(scope, noun: Noun, pred: Pred):
    """"The next Spell you play this turn costs {1} less": an Ongoing Emblem (2.2.14); "it" in what it does
    is the card played ("activates its {r} abilities")."""
    saved, scope.played_it = scope.played_it, True
    try:
        steps = collect(scope, lambda: pred.run("it", scope))
    finally:
        scope.played_it = saved
    noun, where = _played_in(noun)
    noun, frm, by = noun.being_played()
    on_play = {"what": noun.as_filter(scope, uses=("play",)), "by": by}
    if on_play["by"] == "anyone":
        del on_play["by"]
    if frm is not None:
        on_play["from"] = frm
    on_play["next"] = True
    if where is not None:
        on_play["in"] = {"marker": where}
    also = []
    for step in steps:
        if "_cost" in step:
            on_play["cost"] = step["_cost"]
        else:
            also.append(step)
    if also:
        on_play["also"] = also
    if "duration" not in noun.play:      # an Ongoing Emblem lasts as its text says, and says it (2.2.14.a, .c;
        column, words = noun.at or (None, "the next")     # what to write: grammar/phrases/mistakes.yaml)
        raise DesignError(f"'{words}' says no duration (2.2.14.a)", column=column + len(words) if column else None)
    scope.it = None      # "If you play it from your hand, it ...": the card played, not what was named before
    return [{"emblem": {"duration": noun.play["duration"], "passive": {"on_play": on_play}}}]


def _played_in(noun: Noun):
    """"The next Character you play in {V}": a terrain said of a card being played is that of the Expedition it
    is played in, tested as it is played (as "to play in ..." is): the noun without it, and those Expeditions.
    Any other place in play said of it is left for ``being_played`` to refuse."""
    where = noun.filter.get("where")
    tests = where["and"] if isinstance(where, dict) and set(where) == {"and"} else [where] if where else []
    terrain = [t for t in tests if isinstance(t, dict) and set(t) == {"in_terrain"}
               and t["in_terrain"].get("what") == "it"]
    rest = [t for t in tests if not any(t is x for x in terrain)]
    if not noun.placed or len(terrain) != 1 or "in_marker" in noun.filter or in_play_place(*rest):
        return noun, None
    noun = noun.copy()
    noun.placed = None
    if rest:
        noun.filter["where"] = rest[0] if len(rest) == 1 else {"and": rest}
    else:
        del noun.filter["where"]
    test = {"in_terrain": {"marker": {"var": "m"}, "terrain": terrain[0]["in_terrain"]["terrain"]}}
    return noun, {"markers_where": {"in": {"markers": "all"}, "as": "m", "test": test}}


@combinator("cost_of_next", mode="raw")
def _cost_of_next(ctx, arg):
    """``[noun, change]``: "reduce the cost of the next Permanent you play this Afternoon by {2}": what "The next
    Permanent you play this Afternoon costs {2} less" means (2.2.14); of anything but the next card played,
    refused."""
    noun, change = arg
    if not (isinstance(noun, Noun) and noun.kind == "next"):
        raise DesignError("'reduce the cost of' is read only of 'the next ... you play': a card's cost is paid as "
                          "it is played")
    return _next_play(ctx.scope, noun, Pred("object", lambda subject, scope: [{"_cost": {"change": change}}]))
