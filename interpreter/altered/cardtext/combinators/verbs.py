"""Verbs: moving, creating, targeting, keyword actions, and a verb run with its subject."""
from __future__ import annotations


from ...loading.errors import DesignError, NotAReading
from ..ante import created
from ..discourse import dicts_in, join_picks
from ..meaning import stats_of
from ..nouns import EACH_TURN, Noun, Place, Player, Pred, Yours, collect, frame, outside, resolve, says_yours, select, whose_said
from .core import combinator, in_scope, steps_of
from .nouns import one_said_of_several
from .places_or_objects import names_places
from .walkers import bound_names
from ...effects.registry import load_operators


# -- verbs --------------------------------------------------------------------------------------
@combinator("move")
def _move(ctx, arg):
    """``{what, to, ...}``: a move step. Objects named but not chosen ("each Character from target
    Expedition") are "them" for the verbs after it; an ``expedition`` said of each ("in each of your
    Expeditions"): one chosen for each, in turn. ``after``: the second move of "put" said once for both ("Put one
    in your hand and the others at the bottom of your deck"), whose objects are chosen once the first is done
    (6.1.g: a step's decisions are made just before it), not with the first's (the same card twice)."""
    if arg.get("after"):
        return collect(ctx.scope, lambda: _move(ctx, {k: v for k, v in arg.items() if k != "after"}))
    _this_way(ctx, None)               # "this way" is this move's (below), or none
    done_before = ctx.scope.done
    noun = ctx.ev(arg["what"], raw=True)
    into = arg.get("into")
    arg = {k: v for k, v in arg.items() if k != "into"}
    place = ctx.ev(arg["expedition"], raw=True) if "expedition" in arg else None
    if isinstance(place, Noun) and place.each_of:
        return _in_each(ctx, noun, place, {k: v for k, v in arg.items() if k not in ("what", "expedition")})
    extra = {k: ctx.ev(v) for k, v in arg.items() if k != "what"}
    what = select(noun, ctx.scope)
    if into:                           # after the noun, whose own words are refused first
        _owners_zone(ctx, noun, into, arg["to"], what)
    spec = {"what": what}
    spec.update({k: v for k, v in extra.items() if v is not None and k != "order"})
    spec.update(extra.get("order") or {})      # "in a random order": shuffled, not ordered by its player
    if spec.get("shuffled") or isinstance(noun, Noun) and noun.count == 1:
        spec.pop("ordered", None)               # (one card: no order to choose)
    if isinstance(noun, Noun) and noun.kind == "objects" and noun.quant == "all" and isinstance(what, dict) \
            and "in_marker" in what:
        name = ctx.scope.fresh("moved")
        ctx.scope.it = name
        spec["as"] = name
        _several_moved(ctx.scope, name, noun, what)     # "each Character in my Expedition": several
    elif isinstance(noun, Noun) and noun.kind == "top" and spec.get("to") not in \
            ctx.language.vocabulary.get("private_zones", ()):
        name = ctx.scope.fresh("moved")      # "Put the top card of your deck in Reserve, then exhaust it": the
        ctx.scope.it = name                  # card is an object seen in a public zone once moved (1.4.4, 3.1.3.d)
        spec["as"] = name
        _several_moved(ctx.scope, name, noun, what)
    elif isinstance(noun, Noun) and noun.kind == "other":      # "Put the others in your Reserve. Exhaust them."
        spec["as"] = ctx.scope.it
        ctx.scope.unnamed.pop(ctx.scope.it, None)
        if spec.get("to") in ctx.language.vocabulary.get("private_zones", ()):    # "If the other is ..." after
            ctx.scope.hidden[spec["as"]] = (spec["to"], *(noun.at or (None, "the other")), None)   # refused
    _this_way(ctx, None, spec, one=_one_card(noun))
    if what == "self" and "as" not in spec and ctx.scope.done == done_before:
        ctx.scope.done = ctx.scope.fresh("sent")          # "Send me to Reserve. If you do": whether I moved
        ctx.scope.moved_me[ctx.scope.done] = spec         # (6.5.f), as "Discard me" and "Sacrifice me" say
    ctx.scope.acted.append(what)       # moved (Scope.seen_gone)
    _moved_picks(ctx.scope, what, spec)
    if spec.get("to") not in ctx.language.vocabulary.get("in_play", ()):
        ctx.scope.left_play.append(what)
    key = ctx.scope.hidden_key(what)
    if key is not None and spec.get("to") in ctx.language.vocabulary.get("private_zones", ()) \
            and not ctx.scope.sure_hidden(key, maybe=True):
        # a pick put where only its owner sees it: "it" is refused (Scope.split_it); moved there again once
        # (maybe) in a hand or a deck: the first move stays the one a pronoun is refused after (gone_hidden);
        # the trigger's object and me too, kept by the move itself (a word, not a pick: Scope.unsure finds it)
        mark = what if isinstance(what, dict) else spec
        if mark is spec:
            ctx.scope.acted.append(spec)
        ctx.scope.hidden[key] = (spec["to"], *(noun.at if isinstance(noun, Noun) and noun.at else
                                               (None, "me" if what == "self" else "it")),
                                 mark if spec["to"] in ctx.language.vocabulary.get("hidden_zones", ())
                                 else None)      # a new card there, not found (Scope.gone_hidden)
        ctx.scope.hidden_since[key] = (len(ctx.scope.pronouns), len(ctx.scope.me_said))
    return [{"move": spec}]


def _moved_picks(scope, what, how) -> None:
    """A move of all the objects bound to a name ("Put them in your Reserve", "Discard two cards from your
    hand"; ``how``: the move's data, or the name the moving action binds what it moved to): "one of them" after
    it chooses among them where they are now (2.1.f; Scope.moved_group)."""
    if isinstance(what, dict) and set(what) == {"var"}:
        scope.moved_picks[what["var"]] = how


def _several_moved(scope, name: str, noun, what) -> None:
    """The cards a move names ``name``, maybe several ("the top two cards", "the top X cards", "each Character
    in my Expedition"; ``what``: the cards selected): a pick of several, which "it"/"its" never names (7.2.5.a:
    "It gains [[Fleeting]]" names one, and both would gain it; discourse.named_together), as "two cards from
    your hand" is; where it was said, for the refusal. Not "the top card"."""
    top = what.get("top") if isinstance(what, dict) else None
    if isinstance(top, int) and top <= 1:
        return
    scope.several_picks.add(name)
    if noun.at is not None:
        scope.chosen_at[name] = noun.at


@combinator("owners_zone")
def _owners_zone_role(ctx, template):
    """The place a move written as plain data sends what it moves to (``roles: {z: $owners_zone}``; or whose
    that zone is, where the phrase names the zone itself: "in your Mana zone as a ready Mana Orb"), as read,
    once asked whether what moves may be another player's card: the check of every move (1.4.3.a, 3.1.2.c)."""
    step = next(s["move"] for s in steps_of(ctx.node.phrase.means) if isinstance(s, dict) and "move" in s)
    moved = step["what"]
    _owners_zone(ctx, ctx.ev(moved, raw=True), template, step["to"], ctx.ev(moved))
    return ctx.ev(template, raw=True)


def _owners_zone(ctx, noun, template: str, to, what) -> None:
    """A card goes to its owner's personal zone (1.4.3.a, 3.1.2.c): a zone said of a player ("your hand", "an
    opponent's Reserve") where what moves (``what``: as selected) may be another player's card ("target
    Character", "a Character you control": control is not ownership, 7.5; "the top card of each player's deck";
    "it" after "Choose target Character", "one of them" after looking at an opponent's deck) would be read as
    its owner's, unlike the card; refused at the zone's words. What the words say that player owns reads ("a
    card from your Reserve", "the top card of your deck", "one of them" of those): one question however it is
    named (nouns.whose_said). I and the trigger's object read as before. ``template``: the slot of the place,
    or of whose it is where the phrase names the zone ("in your Mana zone as a ready Mana Orb")."""
    place = ctx.ev(template, raw=True)
    if not isinstance(place, Place):
        place = Place(ctx.ev(to), place)
    if place.zone in ctx.language.vocabulary.get("shared_zones", ()):
        return
    _owner_of_another(ctx, place, template, what)
    whose = _player_said(place.owner)
    if not whose:
        return
    if isinstance(noun, Noun) and noun.kind in ("objects", "top"):
        owner = _owner_of(ctx, noun)
        certain = owner == whose
        if owner is None and noun.kind == "objects" and noun.quant != "target" and "controller" not in noun.filter \
                and (ctx.scope.revealed or "among" in noun.filter):
            certain = True             # chosen where its words say (a choice among the cards looked at): as before;
            #                            not "Return a card to your hand" (any card in play, audit S8A of s57, U5)
    else:
        parts = what["concat"] if isinstance(what, dict) and set(what) == {"concat"} else [what]
        certain = all(part == "self" or part == "it" and not ctx.scope.trigger_opponent
                      or names_places(ctx.scope, part)      # no object at all: refused as such, after the verb
                      # a turn's, refused after (6.5.i); but "each player"'s, gathered after it: asked here
                      or isinstance(part, dict) and part.get("var") in ctx.scope.loop_names - ctx.scope.each_gathered
                      or _owned_by(ctx.scope, place, part) for part in parts)
    if not certain:
        node = ctx.node.slots.get(template[1:])
        column = node.start + 1 if getattr(node, "start", None) is not None else None
        words = ctx.passage.source_text(node) if column else place.zone
        said = node.slots.get("o") if column else None           # the zone's own words, after whose it is
        zone = words[len(ctx.passage.source_text(said)):].strip() if getattr(said, "start", None) is not None \
            else (ctx.language.vocabulary.get("zones") or {}).get(place.zone, [place.zone])[0]
        raise DesignError(f"'{words}': what goes there may be another player's card, and a card goes only to its "
                          f"owner's {zone} (1.4.3.a, 3.1.2.c): write 'its owner's {zone}', or say where it comes "
                          f"from as that player's", column=column)


def _owner_of_another(ctx, place: Place, template: str, what) -> None:
    """A zone said of an object's owner or controller ("my owner's Mana zone", "its owner's hand", "its
    controller's Reserve") where a card goes: read only where that object is the one that moves, and of its
    owner ("Put me in my owner's Mana zone.", "Return target Character to its owner's hand."). Another object's
    owner ("Put target Character in my owner's Mana zone.", "Return me to its owner's hand." where 'its' names
    another) or a controller need not be the owner of what moves, and a card goes only to its own owner's
    personal zone (1.4.3.a, 3.1.2.c): refused at the zone's words, never read as its owner's."""
    owner, pronoun = place.owner, callable(place.owner)
    if pronoun:
        try:
            owner = owner(ctx.scope)
        except DesignError:
            return                     # "its" of nothing: refused by the words' own reading, as before
    if not isinstance(owner, dict) or len(owner) != 1:
        return
    (relation, of), = owner.items()
    parts = what["concat"] if isinstance(what, dict) and set(what) == {"concat"} else [what]
    one = all(part == "self" or isinstance(part, dict) and set(part) == {"var"} for part in parts)
    if relation == "owner_of" and (all(part == of for part in parts) or pronoun and not one) \
            or relation not in ("owner_of", "controller_of"):
        return                         # ("Put each Character ... in its owner's Reserve": each one's, as before)
    node = ctx.node.slots.get(template[1:])
    column = node.start + 1 if getattr(node, "start", None) is not None else None
    words = ctx.passage.source_text(node) if column else place.zone
    raise DesignError(f"'{words}' names a player who need not own what goes there; a card goes only to its own "
                      f"owner's zone (1.4.3.a, 3.1.2.c)", column=column)


def _owned_by(scope, place: Place, part) -> bool:
    """Whether the words that named ``part`` say it is owned by the player whose zone ``place`` is (asked only of
    what names no object of its own words: "their" is then resolved, which may refuse it)."""
    try:
        said = outside(frame(scope), resolve(place.owner, scope))
    except DesignError:
        return True                    # "their" of no player: refused by the words' own reading, as before
    return said is not None and outside(*whose_said(scope, part, "owner")) == said


def _owner_of(ctx, noun: Noun) -> str | None:
    """Whose the objects of a noun are, as ``_player_said`` names players: its owner said ("their deck ... their
    Mana zone": both "their"), the place it is said to be in ("target card in your Reserve"), or a zone only
    its owner sees, unsaid: the chooser's own (1.2.3.e, nouns.Noun.unsaid_owner), but for its top cards, which
    are every player's ("the top card of each player's deck")."""
    shared = ctx.language.vocabulary.get("shared_zones", ())
    owner = _player_said(noun.filter.get("owner"))
    if owner is None and noun.dest is not None and noun.dest.zone not in shared:
        owner = _player_said(noun.dest.owner)
    if owner is None and noun.filter.get("zone") in ctx.language.vocabulary.get("private_zones", ()) \
            and noun.quant != "target" and noun.kind == "objects":     # (the top cards of no one's: each player's)
        owner = "their" if ctx.scope.other_actor else "you"
    return owner


def _player_said(who) -> str | None:
    """"you" or "opponent" where the words name one of them outright ("your", "an opponent's", "target
    opponent's"), "their" where they say so (the player named before, the same wherever it is said in one
    step), else None (its owner's: whoever it is)."""
    if getattr(who, "they", False):
        return "their"
    if isinstance(who, str):           # a Yours is "you"
        return who if who in ("you", "opponent") else None
    return "opponent" if getattr(who, "among", None) == "opponents" else None


def _in_each(ctx, noun, place, extra: dict) -> list:
    """"Put a Character from your Reserve in each of your Expeditions": one chosen for each Expedition in
    turn, among those still where they come from (6.5.i), each put in its own; what "it" named inside is out
    of reach after it."""
    scope = ctx.scope
    to = ctx.ev(extra["to"])
    if not (isinstance(noun, Noun) and noun.kind == "objects" and noun.quant in ("one", "count", "up_to", "any")
            and noun.filter.get("zone") not in (None, to)):
        column, words = place.each_of
        raise DesignError(f"'{words}' puts cards chosen anew for each of them: say how many and the zone they "
                          f"come from (one they leave), or name one of them", column=column)
    name = scope.fresh("each")
    saved = scope.it
    body = collect(scope, lambda: [{"move": {"what": select(noun, scope), **{k: ctx.ev(v) for k, v in extra.items()},
                                             "expedition": {"var": name}}}])
    if scope.it != saved:
        scope.branch_it, scope.it = scope.it, None
    scope.loop_names |= bound_names(body)
    return [{"for_each": {"in": select(place, scope), "as": name, "do": body}}]


@combinator("choose_only", mode="raw")
def _choose_only(ctx, noun):
    """"Choose a Character": the choice, and nothing else done ("it" after it is the one chosen, and "other"
    than it: nouns.other_than). Its subject chooses, a target too, as the subject of "targets" does ("Each
    opponent chooses target Character they control": each of them, among their own)."""
    before, it = len(ctx.scope.picks), ctx.scope.it
    saved, ctx.scope.targeting = ctx.scope.targeting, True
    try:
        select(noun, ctx.scope)
    finally:
        ctx.scope.targeting = saved
    for pick in ctx.scope.picks[before:]:
        pick["bare"] = True
    join_picks(ctx.scope, it, _picked(ctx.scope, before, it))
    ctx.scope.rivals.discard(ctx.scope.it)
    return []


def _picked(scope, before: int, it) -> list:
    """The names of what a choice picked: objects (after the first ``before`` picks) or a place."""
    place = [scope.it] if scope.it != it and scope.it in scope.marker_names else []
    return [p["as"] for p in scope.picks[before:]] + place


@combinator("target", mode="raw")
def _target(ctx, arg):
    """``[nominal, another]``: "Target a Character you control", "target an opponent" (the choice)."""
    noun, another = arg
    if ctx.node.start is not None:     # "target a Characters": one said of several (6.5.b), at its determiner
        verb, _, said = ctx.passage.source_text(ctx.node).partition(" ")
        one_said_of_several(noun, (ctx.node.start + len(verb) + 2, said), said.split()[0] if said.split() else "")
    noun = noun.copy()
    noun.quant, noun.count = "target", 1
    if another:
        noun.another = True
    saved, ctx.scope.targeting = ctx.scope.targeting, True      # the subject of "targets" chooses
    before, it = len(ctx.scope.picks), ctx.scope.it
    try:
        select(noun, ctx.scope)
    finally:
        ctx.scope.targeting = saved
    for pick in ctx.scope.picks[before:]:  # chosen and nothing else done, as "Choose ..." (_choose_only)
        pick["bare"] = True
    join_picks(ctx.scope, it, _picked(ctx.scope, before, it))
    return []


@combinator("token", mode="data")
def _token(ctx, arg):
    """A token to create: named with its statistics, or declared by the set's vocabulary."""
    v = ctx.language.vocabulary
    printed = arg.get("subtype")
    subtypes = [printed] if isinstance(printed, str) else list(printed or ())     # "Animal, Spirit" (2.2.2.j)
    if "ref" in arg:
        return _declared_token(ctx, arg["ref"], arg.get("type"), subtypes)
    spec = {"name": arg["name"], "stats": stats_of(v, arg["stats"])}
    if subtypes:
        spec["subtypes"] = subtypes
    if arg.get("type") is not None:            # "[Watchtower 0/0/0] Permanent token" (v5.0 2.2.1.d)
        spec["type"] = arg["type"]
    return spec


def _declared_token(ctx, ref: str, printed_type, printed_subtypes: list) -> dict:
    """A token the set's vocabulary declares (its name, type, zone type, statistics, sub-types and the
    abilities its text reads as, v5.0 2.2.b): what the text prints of it must agree with the declaration."""
    v = ctx.language.vocabulary
    at = ctx.node.start + 1 if getattr(ctx.node, "start", None) is not None else None   # where it is named
    spec = dict(v["tokens"][ref])
    text = spec.pop("text", None)
    spec.pop("text_at", None)
    declared = spec.get("type", v["meanings"].get("token_type"))
    if printed_type is not None and printed_type != declared:
        raise DesignError(f"[{ref}] is declared a {declared} token (the set's vocabulary.yaml), "
                          f"but the text makes it a {printed_type}", column=at)
    if isinstance(spec.get("stats"), str):
        spec["stats"] = stats_of(v, spec["stats"])
    if printed_subtypes and not spec.get("subtypes"):
        spec["subtypes"] = [s for s in printed_subtypes if s != spec.get("zone_type")]
    own = set(spec.get("subtypes") or ()) | {spec.get("zone_type")}    # "Landmark Permanent": its zone type
    wrong = [s for s in printed_subtypes if s not in own]
    if wrong:
        raise DesignError(f"[{ref}] is declared with the sub-types {', '.join(spec['subtypes'])} (the set's "
                          f"vocabulary.yaml), but the text gives it {', '.join(wrong)}", column=at)
    if text:
        spec["abilities"] = ctx.language.token_abilities(ref)
    return spec


@combinator("create")
def _create(ctx, arg):
    """``{token, count, where}``: a create step (7.3.4); the tokens are "it" for what follows (7.2.4.a),
    and "create only one" repeats it."""
    token = dict(ctx.ev(arg["token"]))
    spec = dict(token, count=ctx.ev(arg["count"]))
    spec.update(ctx.ev(arg["where"]) or {})
    scope = ctx.scope
    scope.last_create = (token, ctx, arg["where"])
    name = scope.fresh("created")
    created(scope, name, spec, ctx.language.vocabulary["meanings"].get("token_type"))
    # whose they are is whose the Expedition they are put in is ("in my Expedition": the card's controller's,
    # 7.3.5.a, 7.5.4.a), as of a choice among the objects there ("Sacrifice them", 7.3.36.a: theirs to sacrifice)
    if _yours_to_put_in(spec.get("in")):
        scope.sources[name] = {"controller": whose_said(scope, {"in_marker": {"marker_of": "self"}}, "controller")}
    if getattr(ctx.node, "start", None) is not None:   # where a word that can't name them says they are
        scope.chosen_at[name] = (ctx.node.start + 1, ctx.passage.source_text(ctx.node))
    scope.introduce(name, spec)
    return [{"create": spec}]


def _yours_to_put_in(where) -> bool:
    """Whether the Expeditions a create step puts its tokens in are the card's controller's: mine, my other one,
    one or each of yours (7.5.4.a); not "target Expedition", nor the one facing me."""
    if where in ({"marker_of": "self"}, {"other_marker": "self"}):
        return True
    markers = where.get("markers") if isinstance(where, dict) and set(where) == {"markers"} else None
    return isinstance(markers, dict) and markers.get("owner") == "you"


@combinator("create_again", mode="data")
def _create_again(ctx, n):
    """"Otherwise, create only one": the same tokens, this many, where the last create put them (its
    targets chosen again: the branch before may not have run)."""
    if ctx.scope.last_create is None:
        raise DesignError("'create only ...' needs a token created before it")
    token, where_ctx, where = ctx.scope.last_create
    spec = dict(token, count=n)
    spec.update(in_scope(where_ctx, ctx.scope).ev(where) or {})
    return [{"create": spec}]


def _moved_by(vocabulary) -> str:
    """What sets "this way" in a text, for a designer: the actions that name what they moved, and a move."""
    them = sorted(vocabulary.get("action_them", {}))
    return "what an action that moves cards moved (" + ", ".join(f"[{a}]" for a in them) + ", or cards put somewhere)"


def _one_card(noun) -> bool:
    """The noun names one card at most ("a card from your hand", "up to one target card", "me", "it"), so "it"
    after "If you put a Character ... this way" names the one card the test passed (conditions._moved_to)."""
    return isinstance(noun, Noun) and (noun.kind in ("self", "that") or noun.kind == "it" and not noun.several
                                       or noun.kind != "it" and noun.count == 1)


def _moves_one(actions: dict, action: str, them: str, given: dict | None = None, seen=()) -> bool:
    """The keyword action's move of ``them`` (keywords.yaml) moves one card: the top one of a zone, or one
    chosen ([Resupply], [Sabotage]), its parameters as given or their defaults; or the action it does moves one
    ([Exhausted Resupply])."""
    spec = actions.get(action) or {}
    params = {k: v.get("default") if isinstance(v, dict) else v for k, v in (spec.get("params") or {}).items()}
    params.update(given or {})
    one = lambda n: (params.get(n["var"]) if isinstance(n, dict) and set(n) == {"var"} else n) == 1  # noqa: E731
    steps = [x for x in dicts_in(spec.get("effect") or []) if isinstance(x, dict)]
    what = next((x["move"].get("what") for x in steps if isinstance(x.get("move"), dict)
                 and x["move"].get("as") == them), None)
    if what is None:                   # moved by an action it does
        done = [d if isinstance(d, dict) else {d: {}} for d in (x.get("do") for x in steps) if d]
        return any(name not in seen and _moves_one(actions, name, them, args or {}, (*seen, action))
                   for d in done for name, args in d.items())
    if not isinstance(what, dict):
        return False
    if "var" in what:
        return any(isinstance(x.get("choose"), dict) and x["choose"].get("as") == what["var"]
                   and one(x["choose"].get("count")) for x in steps)
    return one(what.get("top"))


def _this_way(ctx, action: str | None, move: dict | None = None, one: bool | None = None) -> str | None:
    """What an action moved, when keywords.yaml names it (``them``), is ``@this_way`` for the words after it
    ("If you discarded a card this way"), however the action is printed, and so is what a plain ``move``
    step moved (named once read); "this way" is the last action's way, so an action that names none leaves
    none."""
    them = ctx.language.vocabulary.get("action_them", {}).get(action) if action else None
    ctx.scope.moved_step = move
    if them is not None or move is not None:
        # who did it: "If you put ... this way" tests what the card's player moved (conditions._moved_to); the
        # same name bound again ("[Resupply], then target opponent [Resupplies]") keeps only the last's cards
        same = them is not None and ctx.scope.named.get("this_way") == them
        ctx.scope.this_way_by = (ctx.scope.this_way_by if same else []) + [frame(ctx.scope)]
        if one is None and them is not None:
            one = _moves_one(ctx.language.vocabulary.get("oracle", {}).get("actions", {}), action, them)
        ctx.scope.this_way_one = bool(one) and not same
        ctx.scope.several_moved.pop(them, None)
        ctx.scope.named["this_way"] = them
    else:
        ctx.scope.named.pop("this_way", None)
        ctx.scope.this_way_by = []
    return them


@combinator("keyword_action", mode="data", binds={"this_way": _moved_by})
def _keyword_action(ctx, arg):
    """[Resupply] done by a player; "Target Character [Defects]": the subject is what it acts on. What the
    action moved, when keywords.yaml names it (``them``), is ``@this_way`` next ("If you discarded a card
    this way")."""
    action, by = arg["action"], arg["by"]
    spec = ctx.language.vocabulary.get("oracle", {}).get("actions", {}).get(action) or {}
    what = (spec.get("params") or {}).get("what")
    if by == "you" and isinstance(what, dict) and "default" not in what:
        # done by the player, with no object said: what it is done to would be nothing ("[Defect].")
        said = f" (as in \"{spec['example']}\")" if spec.get("example") else ""
        raise DesignError(f"[{action}] is done to an object (keywords.yaml: what) and none is said here: say "
                          f"which, as its subject or its object{said}",
                          column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if by != "you" and "what" not in (spec.get("params") or {}):
        # "I [Rush]": an object said to do what only a player does, on no object (keywords.yaml: no what)
        raise DesignError(f"[{action}] is done by a player and acts on no object{_rule(spec)}: its subject here is "
                          f"a card; write the keyword action alone ('[{action}].'), which you do",
                          column=ctx.node.start + 1 if ctx.node.start is not None else None)
    if spec.get("event"):              # "[Make a Gift].": what happens when something else does (keywords.yaml)
        raise DesignError(f"[{action}] is an event a trigger hears{_rule(spec)}, which happens when something else "
                          f"does, never a step of a card: react to it ('{spec.get('example')}') or write the step "
                          f"that makes it", column=ctx.node.start + 1 if ctx.node.start is not None else None)
    them = _this_way(ctx, action)
    if them is not None:
        ctx.scope.done = them          # "If you do": it did something (6.5.f), e.g. [Sabotage] chose a card
    return [{"do": action if by == "you" else {action: _objects_of(ctx, action, {"what": by})}}]


def _facing(data) -> bool:
    """Whether a filter places its objects in the Expedition facing me (7.5.7): another player's ("facing it" of
    an opponent's card is one of mine)."""
    if isinstance(data, Noun):
        return _facing(data.marker)
    if isinstance(data, dict):
        return data.get("facing") == {"marker_of": "self"} or any(_facing(v) for v in data.values())
    return isinstance(data, (list, tuple)) and any(_facing(v) for v in data)


@combinator("action", mode="raw", binds={"this_way": _moved_by})
def _action(ctx, arg):
    """``[name, noun]``: a keyword action of keywords.yaml done on what the text names, however it is
    printed ("[Sacrifice] a Character", "sacrifice a Character", "Exchange X with Y"): one meaning, so one
    event for every wording (7.3). The noun is what the action declares where the text does not say
    (``unless_said``: what one sacrifices is one's own, 7.3.36.a v5.0)."""
    name, noun = arg
    declared = ctx.language.vocabulary.get("oracle", {}).get("actions", {}).get(name) or {}
    if isinstance(noun, Noun) and declared and not declared.get("params") \
            and name not in (ctx.language.vocabulary.get("later_editions") or {}):
        # "You may [Rush] a Character from your hand": the action takes nothing named (keywords.yaml declares no
        # parameter), so it was read, then could not run, told at the ability's first column (audit F2 I3)
        rule, v5 = declared.get("rule"), declared.get("v5")
        raise DesignError(f"[{name}] acts on nothing named after it: it is done as the rules say "
                          f"({rule if v5 in (None, rule) else f'{rule}, v5.0 {v5}'}) and written alone "
                          f"('{declared.get('example')}')", column=(noun.placed or noun.at or (None,))[0])
    if isinstance(noun, Noun) and noun.kind in ("objects", "one"):
        for key, value in (ctx.language.vocabulary.get("action_only", {}).get(name, {}).get("what") or {}).items():
            if key == "in_play" and _outside_play(ctx, noun):       # "[Take Control] of target card in a Reserve"
                raise DesignError(f"[{name}] acts only on objects in play (keywords.yaml: only{_cited(declared)}; 3.1.4.a), not "
                                  f"a card in the {' or '.join(_zone_words(ctx, noun))}: this would never do anything; "
                                  f"say it of objects in play (as in '{declared.get('example')}') or use another verb",
                                  column=(noun.placed or noun.at or (None,))[0])
            if key == "in_play":
                continue
            said = noun.filter.get(key)    # "your" in another player's steps is still the card's controller's;
            if isinstance(said, Player) and said.kind == "they" and value == "you" and ctx.scope.other_actor:
                continue           # "they" in the steps another player does: who acts; else another player
            if key == "controller" and value == "you" and ctx.scope.other_actor and _in_yours(noun):
                said = Yours("you")    # "in your Expeditions": what is there is yours (7.5.4.a), not theirs
            if said is not None and (said != value or isinstance(said, Yours) and ctx.scope.other_actor):
                raise DesignError(f"[{name}] acts only on objects whose {key} is the player doing it (keywords.yaml: "
                                  f"only): the text names others")
            if key == "controller" and _outside_play(ctx, noun):
                # "Sacrifice a Mana Orb", "... a card in your Reserve": nobody controls an object outside play
                # (7.5.4.a), so none is ever there to act on (3.1.4.a: in play is the Expedition and Landmark zones)
                words = " or ".join(_zone_words(ctx, noun))
                raise DesignError(f"[{name}] acts only on objects whose controller is the player doing it (keywords.yaml: "
                                  f"only{_cited(declared)}), and only objects in play have a controller (3.1.4.a, 7.5.4.a), "
                                  f"not a card in the {words}: "
                                  f"this would never do anything; say it of objects in play (as in "
                                  f"'{declared.get('example')}') or use another verb",
                                  column=(noun.placed or noun.at or (None,))[0])
            if key == "controller" and value == "you" and said is None and _facing(noun.filter) \
                    and not ctx.scope.other_actor:     # another player doing it may control what faces me (7.5.7)
                raise DesignError(f"[{name}] acts only on objects whose controller is the player doing it (keywords.yaml: "
                                  f"only), and what is facing yours is another player's (7.5.4.a, 7.5.7): this would "
                                  f"never do anything; say it of objects you control ('{name} a token you "
                                  f"control.') or use another verb",
                                  column=(noun.placed or noun.at or (None,))[0])
        defaults = ctx.language.vocabulary.get("action_objects", {}).get(name, {}).get("what") or {}
        if "controller" not in defaults:   # "Reveal ... Discard a Spell": refused, one revealed or one in hand?
            noun = noun.among_seen(ctx.scope, unsaid=defaults, zone_words=ctx.language.vocabulary.get("zones"),
                                   acted=True)
        noun = noun.copy()
        for key, value in defaults.items():
            noun.default(key, value, ctx.language.vocabulary.get("never_in_play", ()))
    if isinstance(noun, Noun) and not (noun.kind == "it" and noun.partner is None):   # "them": each a pick (_objects_of)
        one_object(ctx, name, "what", noun)
        one_object(ctx, name, "with", noun.partner)
    before = ctx.scope.done
    picks = len(ctx.scope.picks)
    named = ctx.scope.it
    args = {"what": select(noun, ctx.scope, uses=("partner",))}
    spec = ctx.language.vocabulary.get("oracle", {}).get("actions", {}).get(name) or {}
    if any(isinstance(step, dict) and "play" in step for step in spec.get("effect") or ()):
        played_away(ctx, noun, named)       # "[Play For Free] target Spell ...": as "play ... for free"
    if isinstance(noun, Noun) and noun.kind != "objects":     # ("one of them": whose those are)
        _only_theirs(ctx, name, noun, args["what"])
    chosen = args["what"].get("var") if isinstance(args["what"], dict) and set(args["what"]) == {"var"} else None
    if len(ctx.scope.picks) == picks and chosen is not None and any(p["as"] == chosen for p in ctx.scope.picks):
        ctx.scope.done = chosen            # "Choose two cards in your hand. Discard them. If you do": of the choice,
        #                                    all it says (in_full), what the step changed (effects/changes.py)
    elif len(ctx.scope.picks) == picks and spec.get("done"):
        ctx.scope.done = spec["done"]      # "Sacrifice me. If you do": it was started (6.5.f), not "it" exists
    elif (them := ctx.language.vocabulary.get("action_them", {}).get(name)) is not None and ctx.scope.done is before:
        ctx.scope.done = them              # nothing chosen ("Discard me"): "If you do" asks what it moved (6.5.f)
    if isinstance(noun, Noun) and noun.partner is not None:
        args["with"] = select(noun.partner, ctx.scope)
    if isinstance(noun, Noun) and noun.kind == "objects" and noun.quant == "all" and isinstance(args["what"], dict) \
            and "var" not in args["what"] and ("in_marker" in args["what"] or frame(ctx.scope) != EACH_TURN):
        # named, not chosen ("each token you control", "each card in your Reserve", "each Character in my
        # Expedition"): "them" and "that many" for the verbs after it (6.5.f); not what each player did in turn
        them = ctx.language.vocabulary.get("action_them", {}).get(name)
        if them is None and "in_marker" in args["what"]:
            raise DesignError(f"what [{name}] acts on is not named after it (keywords.yaml gives it no 'them')")
        if them is not None:      # (an action that names nothing after it, "Augment each Character you control.",
            ctx.scope.it = them   # reads as it did before "that many" counted what it named)
            ctx.scope.split.pop(them, None)
    elif isinstance(noun, Noun) and noun.kind == "other" and name in ctx.language.vocabulary.get("action_them", {}):
        ctx.scope.unnamed.pop(ctx.scope.it, None)  # "Discard the others. They ...": what it discarded
        rest, ctx.scope.it = ctx.scope.it, ctx.language.vocabulary["action_them"][name]
        split = ctx.scope.split.pop(rest, None)    # ("... and discard the rest. If it's ...": the one picked)
        if split is not None:
            ctx.scope.split[ctx.scope.it] = split
    _this_way(ctx, name, one=_one_card(noun))
    if name in ctx.language.vocabulary.get("action_them", {}):
        ctx.scope.acted.append(args["what"])   # it moved them (Scope.seen_gone)
        _moved_picks(ctx.scope, args["what"], ctx.language.vocabulary["action_them"][name])
        ctx.scope.left_play.append(args["what"])
    return [{"do": {name: _objects_of(ctx, name, args)}}]


def _only_theirs(ctx, name: str, noun: Noun, what) -> None:
    """An action done only on objects the player doing it controls ([Sacrifice], 7.3.36.a; keywords.yaml
    ``only``), on what a pronoun, "the others" or I name: each must be said to be theirs where it was named
    (chosen among those they control, in their Expedition, the trigger's object said to be theirs, or "Its
    controller sacrifices it"); else refused at the words, not played on another player's object."""
    only = ctx.language.vocabulary.get("action_only", {}).get(name, {}).get("what") or {}
    if only.get("controller") != "you":
        return
    scope, here = ctx.scope, frame(ctx.scope)
    actor = "you" if here is None else here
    for part in what["concat"] if isinstance(what, dict) and set(what) == {"concat"} else [what]:
        if any(actor in ({"controller_of": named}, {"controller_of": {"was": named}})
               for named in _chosen_among(scope, part)):
            continue                   # "Its controller sacrifices it" ("... one of them")
        if names_places(scope, part):
            continue                   # a place is no object at all: refused after the verb, as such (of_its_kind)
        if part == "self" or part == "it" and scope.trigger_yours:
            whose = "you"              # I, the trigger's object said to be mine: the card's controller's
        else:                          # a pick, "one of them", "the others": as the words that named them said
            whose = outside(*whose_said(scope, part, "controller"))
        if whose != actor:
            column, words = noun.at or (None, "it")
            raise DesignError(f"[{name}] is done only on objects the player doing it controls (keywords.yaml: "
                              f"only, 7.3.36.a), and '{words}' may name one they don't (another player's, or a card "
                              f"not in play): choose among those they control ('a Character you control', 'they "
                              f"control'), or say 'Its controller sacrifices it'", column=column)


def _chosen_among(scope, part) -> list:
    """What selector ``part`` names, and what a pick of it was chosen among ("one of them": those), in turn."""
    out = [part]
    while isinstance(out[-1], dict) and set(out[-1]) == {"var"}:
        pick = next((p for p in scope.picks if p["as"] == out[-1]["var"]), None)
        among = pick["from"].get("among") if pick and isinstance(pick["from"], dict) else None
        if among is None:
            break
        out.append(among)
    return out


def _several(noun) -> bool:
    """The noun may name several objects: "each", "all", a plural ("Characters in your Reserve"), a number
    but one ("up to two", "two target"), "any number of", "them" said of several, "the others"."""
    if not isinstance(noun, Noun):
        return False
    if noun.kind == "it":
        return noun.several
    if noun.kind == "other":
        return not noun.singular
    if noun.kind in ("counted", "we"):
        return True
    if noun.kind == "top":                 # "the top card of your deck": as many as it says
        return noun.count != 1
    if noun.kind in ("objects", "one"):
        return noun.quant in ("all", "any", "any_target") or noun.count != 1
    return False


def one_object(ctx, name: str, param: str, noun, said=None) -> None:
    """An action's parameter that names one object (keywords.yaml ``one``: the two objects of an Exchange,
    7.3.12.a) said of several ("Exchange each Character in your Reserve with a card from your hand", "Choose two
    cards ... Exchange them."): refused at the words (``said``: their (column, words) where the noun, a selector,
    keeps none), never done on the first of them alone; a wording that names one is said."""
    spec = ctx.language.vocabulary.get("oracle", {}).get("actions", {}).get(name) or {}
    params = spec.get("params") or {}
    one = (params.get(param) or {}).get("one")
    if not one or not (_several(noun) if isinstance(noun, Noun) else _selects_several(ctx.scope, noun)):
        return
    wording = one if isinstance(one, str) else next(
        (p["one"] for p in params.values() if isinstance(p, dict) and isinstance(p.get("one"), str)),
        spec.get("example", ""))
    column, words = said or (isinstance(noun, Noun) and noun.at) or \
        (ctx.node.start + 1 if ctx.node.start is not None else None, None)
    if isinstance(noun, Noun) and noun.partner is not None and noun.partner.at and column is not None:
        words = words[:noun.partner.at[0] - column].strip()     # its own words, not its partner's
        words = words[:-len(" with")] if words.endswith(" with") else words
    named = f"'{words}'" if words else f"the subject of [{name}]"
    rule = f", {spec['rule']}" if spec.get("rule") else ""
    raise DesignError(f"{named} names several, and [{name}] takes one object as its '{param}' (keywords.yaml: "
                      f"one{rule}): it would be done with the first of them alone; name one at a time: '{wording}'",
                      column=column)


@combinator("one_object", mode="raw")
def _one_object(ctx, arg):
    """``[action, {param: noun}]``: each parameter the action declares names one object (keywords.yaml
    ``one``) said of one ("Target card in your Reserve [Exchanges] with a card from your hand"), else refused
    at its words (one_object); it means nothing of its own."""
    name, nouns = arg
    for param, noun in nouns.items():
        one_object(ctx, name, param, noun)


def _selects_several(scope, what) -> bool:
    """A selector that may name several objects: every object a filter names ("Each card in your Reserve",
    as a subject), a pick of more than one or done for each of several, several joined."""
    if not isinstance(what, dict):
        return False                       # "self", "it": one
    if set(what) == {"var"}:
        return what["var"] in scope.loop_names or _picked_several(scope, what)
    return "concat" in what or what.get("top", 1) != 1 or "var" not in what


def _picked_several(scope, what) -> bool:
    """A pick said of more than one object ("Choose two cards in your Reserve"), which ``what`` names."""
    name = what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None
    return any(p["as"] == name and p.get("count") != 1 for p in scope.picks)


def _objects_of(ctx, name: str, args: dict) -> dict:
    """What an action is done on, each object it declares given (keywords.yaml ``params`` of no default: the
    [Exchange] of "what" "with" another): said one by one ("Exchange X with Y"), or as "them" after as many
    picks, in order ("Choose X and Y. Exchange them."); with one missing it would do nothing: refused."""
    spec = ctx.language.vocabulary.get("oracle", {}).get("actions", {}).get(name) or {}
    needed = [k for k, p in (spec.get("params") or {}).items() if isinstance(p, dict) and "kind" in p
              and "default" not in p]
    missing = [k for k in needed if k not in args]
    if not missing:
        return args
    what = args.get("what")
    parts = what["concat"] if isinstance(what, dict) and set(what) == {"concat"} else [what]
    if needed[0] == "what" and len(parts) == 1 + len(missing):
        given = dict(zip(["what"] + missing, parts))
        for param, part in given.items():  # "Choose two cards in your Reserve and a card in your hand. Exchange them."
            one_object(ctx, name, param, part, said=(ctx.node.start + 1 if ctx.node.start is not None else None,
                                                     "them"))
        return dict(args, **given)
    rule = f" ({spec['rule']})" if spec.get("rule") else ""
    raise DesignError(f"[{name}] is done on {len(needed)} objects ({', '.join(needed)}: keywords.yaml), and "
                      f"this names {'one' if len(parts) == 1 else len(parts)}: say each ('... {missing[0]} ...'), "
                      f"or 'them' after choosing as many{rule}",
                      column=ctx.node.start + 1 if ctx.node.start is not None else None)


def _zones_said(noun: Noun) -> list:
    """The zones a noun names its objects in ("a Mana Orb": the Mana zone; "a card in your Reserve"), [] if none."""
    zone = noun.filter.get("zone") if "zone" in noun.filter else noun.dest.zone if noun.dest is not None else None
    return zone if isinstance(zone, list) else [] if zone is None else [zone]


def _outside_play(ctx, noun: Noun) -> bool:
    """Whether every zone the noun names is out of play (zones.yaml ``in_play``, 3.1.4.a): no object there has a
    controller (7.5.4.a)."""
    zones = _zones_said(noun)
    in_play = ctx.language.vocabulary.get("in_play") or ()
    return bool(zones) and all(isinstance(z, str) and z not in in_play for z in zones)


def _zone_words(ctx, noun: Noun) -> list:
    return [(ctx.language.vocabulary.get("zones") or {}).get(z, [z])[0] for z in _zones_said(noun)]


def _cited(declared: dict) -> str:
    """", 7.3.25, v5.0 7.3.36": the rules of a keyword action (keywords.yaml ``rule``, ``v5``), else ""."""
    rule, v5 = declared.get("rule"), declared.get("v5")
    return "" if rule is None else f", {rule}" if v5 in (None, rule) else f", {rule}, v5.0 {v5}"


def _rule(spec: dict) -> str:
    return f" ({spec['rule']})" if spec.get("rule") else ""


def _in_yours(noun: Noun) -> bool:
    """Whether the objects are said to be in an Expedition of "your" ("a Character in one of your
    Expeditions"): the card's controller's, also in the steps another player does."""
    place = noun.filter.get("in_marker")
    return isinstance(place, Noun) and says_yours(place.marker)


@combinator("play")
def _play(ctx, arg):
    """``{what, change}``: "play a Character from your Reserve in my Expedition for {1} less": "in" an
    Expedition after the card played says where it goes (a card is played from a hand or a Reserve, never
    from an Expedition), as in "You may play exhausted Characters from your Reserve in my Expedition"."""
    noun = ctx.ev(arg["what"], raw=True)
    into = None
    if isinstance(noun, Noun) and "in_marker" in noun.filter:
        noun = noun.copy()
        into = noun.filter.pop("in_marker")
        noun.placed = None             # where it goes: no place it is in
    spec = {"what": _playable(ctx, noun), "cost": {"change": ctx.ev(arg["change"])}}
    if into is not None:
        spec["into"] = select(into, ctx.scope) if isinstance(into, Noun) else into
    return [{"play": spec}]


@combinator("playable", mode="raw")
def _playable(ctx, noun):
    """"play a Character": one card the player picks among those they could play (Hand or Reserve)."""
    if isinstance(noun, Noun) and "in_marker" in noun.filter:
        raise DesignError("'in' a place after the card played says where it goes, read only in 'play ... for {N} "
                          "less' yet (a card is never played from the place it goes to): say it without the place")
    n = noun.copy()
    if n.kind == "objects" and n.quant == "all":
        raise NotAReading("play which card? (one, or a number of them: 'play a Spell', not 'play Spells')")
    if n.quant in ("one", "count") and "zone" not in n.filter:
        n.filter["zone"] = ctx.language.vocabulary["meanings"]["play_zones"]
        n.filter["owner"] = "you"
    elif n.unsaid and "owner" not in n.filter and n.dest is None:   # "play a card from Reserve": a card is
        n.filter["owner"], n.unsaid = "you", None                    # played from its player's own (5.2.a)
    named = ctx.scope.it
    out = select(n, ctx.scope)
    played_away(ctx, n, named)
    return out


def played_away(ctx, noun, named) -> None:
    """After a card is played that may resolve and leave Limbo (a Spell, 5.2.4.b, 2.4.7.e; cardtext.yaml
    ``resolves_away``), "it" naming it (the name the play introduced, ``named`` the one before) names no card:
    what is done to it is done to nothing (2.1.d), unlike a Character found where it entered play (2.1.f).
    Refused at the pronoun (Scope.unsaid), never played as a step that does nothing."""
    scope = ctx.scope
    if not isinstance(noun, Noun) or scope.it == named or scope.it is None:
        return
    types = noun.filter.get("type")
    away = ctx.language.vocabulary["meanings"].get("resolves_away", ())
    if types is None and away or any(t in away for t in (types if isinstance(types, (list, tuple)) else [types])):
        scope.unsaid[scope.it] = ("names the card played, and a Spell played has resolved and moved on once "
                                  "played (5.2.4.b, 2.4.7.e): what is done to it next is done to no card (2.1.d); "
                                  "say it of a Character or a Permanent played ('play a Character ...'), or before "
                                  "it is played ('The next Spell you play this turn gains ...')")


@combinator("have")
def _have(ctx, arg):
    """``[noun, verb]``: "have target Character gain [[Asleep]]"; the noun is the next verb's subject."""
    noun = ctx.ev(arg[0], raw=True)
    pred = ctx.ev(arg[1], raw=True)
    if pred.actor == "player" and isinstance(noun, Noun) and noun.kind != "player":
        column, words = noun.at or (None, "")   # "have them draw" after a Character: no player is named
        raise DesignError(f"'{words or 'it'}' names an object, and only a player does this: say which player "
                          f"('its controller', 'target opponent')", column=column)
    named = ctx.scope.it
    sel = select(noun, ctx.scope)
    if isinstance(noun, Noun) and noun.kind != "player" and ctx.scope.it != named and isinstance(ctx.scope.it, str):
        ctx.scope.have_subjects.add(ctx.scope.it)     # its subject: no count of what the verb did (_result_of)
    if ctx.pred is not None:
        ctx.pred.then_subject = sel
    return pred.run(sel, ctx.scope)


@combinator("run")
def _run(ctx, arg):
    """``[verb, subject]``: the verb's steps with this subject."""
    pred = ctx.ev(arg[0], raw=True)
    subject = ctx.ev(arg[1])
    return pred.run(subject, ctx.scope)


@combinator("again")
def _again(ctx, _):
    """"do it again": the last verb done, once more."""
    scope = ctx.scope
    if scope.last_pred is None or scope.repeating:
        raise DesignError("'do it again' needs an action before it")
    scope.repeating = scope.repeated = True
    try:
        return scope.last_pred.run(ctx.subject, scope)
    finally:
        scope.repeating = False


@combinator("with_it")
def _with_it(ctx, arg):
    """``[name, steps]``: the steps read with "it" naming the variable (inside "for each")."""
    name = ctx.ev(arg[0])
    saved = ctx.scope.refer_it()            # (binds a create's tokens to "it", as reading it here always did)
    ctx.scope.it = name
    try:
        steps = ctx.ev(arg[1])
    finally:
        ctx.scope.it = saved
    # a choice in the steps, a target too, is made anew in each turn of the loop (6.5.i: "that choice can be
    # different in two successive instances"), and "you may" is asked in each (6.5.c)
    ctx.scope.loop_names |= bound_names(steps)          # "If you do" after it: done in which turn?
    return steps


@combinator("each_time")
def _each_time(ctx, arg):
    """The steps of a sentence done a number of times ("For each two Characters you control, draw a card"): a
    choice in them, a target too, is made anew each time (6.5.i: "that choice can be different in two successive
    instances"), so "If you do" after them, asking of which time, is refused as after "for each"."""
    steps = ctx.ev(arg)
    ctx.scope.loop_names |= bound_names(steps)
    return steps


@combinator("cost_of")
def _cost_of(ctx, arg):
    """The steps of a verb read as costs (7.1.4): a discard, sacrifice, spending counters or paying."""
    scope = ctx.scope
    scope.cost, scope.cost_targets = True, []
    try:
        value = ctx.ev(arg, raw=True)
        if isinstance(value, Pred):
            steps = collect(scope, lambda: value.run("you", scope))
        else:
            steps = steps_of(value)
    finally:
        scope.cost = False
    steps = [_as_cost(s) for s in steps] if isinstance(value, Pred) or isinstance(value, list) else steps
    for s in steps:                    # "Exhaust target Character you control:": picked as a target as it is
        action = s.get("do") if isinstance(s, dict) and len(s) == 1 else None     # paid (6.5.b, 7.4.7), said
        if isinstance(action, dict) and any(isinstance(a, dict) and any(a.get("what") is t for t in scope.cost_targets)
                                            for a in action.values()):          # beside "do" (its ``target``)
            s["target"] = True
    costs = {name for name, op in load_operators()["cost"].items() if not op.paid_by}    # ("move": "You may ... to")
    for s in steps:                    # a verb read, but not one a cost pays: told at its words, not when run
        if isinstance(s, dict) and len(s) == 1 and next(iter(s)) not in costs:
            words = ctx.passage.source_text(ctx.node) if ctx.node.start is not None else "this cost"
            said = words[:1].lower() + words[1:]        # said in the effect alone it would no longer be paid
            raise DesignError(f"'{words}' is read, but cannot run as a cost before the colon (none pays it there "
                              f"yet; a cost is one step, 6.4.a): the effect that it pays for is written after the "
                              f"colon, 'You may {said} to ...', which reads it as a cost, paid before that effect is "
                              f"done ('{{T}}: You may {said} to draw a card.')",
                              column=None if ctx.node.start is None else ctx.node.start + 1)
    return steps


def _as_cost(step):
    """A step as a cost: a keyword action (``do``) is one as it is; spending my counters, paying mana."""
    if isinstance(step, dict) and "counters" in step and "remove" in step["counters"] \
            and step["counters"]["what"] == "self":
        return {"spend": {"name": step["counters"]["name"], "count": step["counters"]["remove"]}}
    if isinstance(step, dict) and "pay" in step:
        return {"mana": step["pay"]}
    return step
