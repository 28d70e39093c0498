"""How noun phrases take determiners, adjectives, heads and qualifiers, and name Expeditions and places."""
from __future__ import annotations

import re

from ...loading.errors import DesignError
from ..nouns import (CONTINUED_OBJECT, CONTINUED_OPPONENT, USE_BOUND, AnOpponent, Noun, Place, Player, Rival, Yours,
                     conjoin, one_opponent, player_of, players_zone, unused_words)
from .core import combinator, in_scope


# -- noun phrases -------------------------------------------------------------------------------
@combinator("noun")
def _noun(ctx, arg):
    """A noun phrase: ``of`` (the nominal), ``kind``, ``quant``, ``count``, ``another``, ``filter``,
    ``each_of`` (a possessive: "each of its Characters"), ``several`` ("them": all of several picks), ``of_them``
    ("one of them": among what "them" names), ``singular`` ("the other": one card), ``up_to`` (of those: "up to two of them"),
    ``number`` (how many its determiner says: 1 refuses a head printed plural, "target Characters", 6.5.b)."""
    try:
        base = ctx.ev(arg.get("of"), raw=True) if "of" in arg else None
    except HeadsApart as e:            # told with the determiner printed ("a", "target", "all")
        of = ctx.node.slots.get(arg["of"][1:]) if isinstance(arg.get("of"), str) else None
        det = ctx.passage.text[ctx.node.start:of.start].strip() \
            if ctx.node.start is not None and getattr(of, "start", None) is not None else None
        before = ctx.passage.text[:ctx.node.start].split() if ctx.node.start is not None else []
        verb = before[-1] if before and before[-1].isalpha() and before[-1][:1].isupper() else None
        raise DesignError(e.told(det, verb), column=e.column) from None
    n = base.copy() if isinstance(base, Noun) else Noun()
    for key in ("kind", "quant", "count"):
        if key in arg:
            value = ctx.ev(arg[key])
            if value is not None:
                setattr(n, key, value)
    if ctx.ev(arg.get("another")):
        n.another = True
    if ctx.ev(arg.get("several")):
        n.several = True
    if ctx.ev(arg.get("of_them")):
        n.of_them = True
    if ctx.ev(arg.get("singular")):
        n.singular = True
    if ctx.ev(arg.get("up_to")):       # "up to two of them": none to two
        n.quant = "up_to"
    for key, value in (ctx.ev(arg.get("filter"), raw=True) or {}).items():
        n.add_filter(key, value)
    if "each_of" in arg:
        whose = arg["each_of"]

        def marker(scope):             # "each of its Characters": of the Expedition just targeted, or of "it"
            def who():
                return ctx.child(ctx.node).ev(whose) if scope is None else in_scope(ctx, scope).ev(whose)
            # (refer_it: this test has always bound a create's tokens to "it", and readings keep it)
            if scope is not None and scope.last_marker is not None and \
                    (scope.refer_it() is None and not scope.trigger_it or who() != "self"):
                return scope.last_marker
            return {"marker_of": who()}
        n.filter["in_marker"] = marker
    if n.kind == "player" and n.quant == "all" and "quant" in arg:
        n.quant = arg["quant"]
    if ctx.node.start is not None:
        n.at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node))
    if "quant" in arg:                 # a determiner ("all your ...", "each of ..."): said, not presupposed
        n.possessive = None
    if "number" in arg and ctx.ev(arg["number"]) == 1:     # the number its determiner says (6.5.b)
        _said_of_one(ctx, n, arg.get("of"), whole=ctx.node.phrase.category == "noun")
        if n.heads_and is not None and n.quant in ("target", "one"):
            column, words = n.heads_and    # "target Character and card": one object, said of two nouns
            raise DesignError(f"'{words}' after a determiner that says one names two things: say 'or' for one of "
                              f"either ('target Character or Permanent'), or name each with its own determiner "
                              f"('target Character and target Permanent') (6.5.b)", column=column)
    of = ctx.node.slots.get(arg["of"][1:]) if isinstance(arg.get("of"), str) and arg["of"].startswith("$") else None
    if ctx.node.start is not None and getattr(of, "start", None) is not None:
        n.determiner = ctx.passage.text[ctx.node.start:of.start].strip() or None   # "target", "up to two target"
    elif "of" not in arg:              # a noun phrase of its own words ("your hand"): no nominal left bare
        n.determiner = ""
    return n




@combinator("default", mode="raw")
def _default(ctx, arg):
    """``[noun, {key: value}]``: the noun with these keys unless it says otherwise."""
    noun, defaults = arg
    if not isinstance(noun, Noun) or noun.kind not in ("objects", "one"):
        return noun
    noun = noun.copy()
    for k, v in defaults.items():
        noun.default(k, v)
    return noun


@combinator("with_filter", mode="raw")
def _with_filter(ctx, arg):
    """``[noun, {key: value}]``: the noun with these tests added (a test of a key it has is kept too)."""
    noun, extra = arg
    noun = noun.copy()
    for k, v in extra.items():
        noun.add_filter(k, v)
    return noun


@combinator("nominal")
def _nominal(ctx, arg):
    """A noun with its keyword, adjectives, heads ("Character or Permanent") and qualifiers, each
    adding to what it names."""
    n = Noun()
    kw = ctx.ev(arg.get("keyword"))
    if kw is not None:                 # [Defender] Characters
        n.add_filter("keyword", kw["keyword"])
    told = []                          # what is said of the heads, each with its place
    yours = None                       # where "your" is said before the heads
    for frag, said in _fragments(ctx, arg.get("adjectives")):
        _apply_fragment(n, frag, said)
        if frag == PLAYER_ADJECTIVES[1]:
            yours = said or (None, "your")
        if frag not in PLAYER_ADJECTIVES:
            told.append((said, frag))
    heads = ctx.ev(arg.get("heads"), raw=True) or []
    _apply_heads(n, heads, getattr(heads, "conj", "or"))
    n.plural = _plural_head(ctx, arg.get("heads"))
    qualifiers = _fragments(ctx, arg.get("qualifiers"))
    if len(heads) > 1:
        _heads_of_one_place(ctx, heads, qualifiers)
        if getattr(heads, "conj", "or") == "and":      # "target Character and card": one of two said
            node = ctx.node.slots.get("heads")
            n.heads_and = (ctx.node.start + 1, " and ".join(getattr(node, "surfaces", None) or ())) \
                if ctx.node.start is not None else (None, "and")
    for frag, said in qualifiers:
        _apply_fragment(n, frag, said)
        told.append((said, frag))
        if "controller" in (frag.get("filter") or {}) and yours is None:
            yours = ("controls", said or (None, "you control"))
    if n.kind == "player" and (told or kw is not None):     # no other player filter is read: none may be lost
        if kw is not None:             # "[Defender] opponent"
            node = ctx.node.slots.get("kw")
            at = getattr(node, "start", None)
            raise unused_words((at + 1, ctx.passage.source_text(node)) if at is not None else None, "player")
        for said, frag in told:
            n.test = conjoin(n.test, _player_test(ctx, said, frag))
        n.said["player.test"], n.without = n.said.pop("without"), None     # read by the player's action only
    vocabulary = ctx.language.vocabulary
    n.in_play = tuple(vocabulary.get("in_play") or ())
    personal = tuple(vocabulary.get("personal_zones") or ())
    n.zones = {"personal": personal, "private": tuple(vocabulary.get("private_zones") or ()),
               "words": {z: (vocabulary.get("zones") or {}).get(z, [z])[0] for z in personal}}
    types = n.filter.get("type") or []
    for t in types if isinstance(types, list) else [types]:
        zone = vocabulary.get("zone_of_type", {}).get(t)
        if zone:                       # "one of your Mana Orbs": objects of that type live in one zone
            if "zone" not in n.filter and n.dest is None:     # "two Mana Orbs": whose, its role decides
                n.unsaid = n.unsaid or ((ctx.node.start + 1, ctx.passage.source_text(ctx.node))
                                        if ctx.node.start is not None else True)
            n.filter.setdefault("zone", zone)
            n.filter = players_zone(n.filter, n.zones, n.controlled)   # "your Mana Orbs": the player's zone
    if yours is not None:
        _yours_outside_play(n, yours)
    return n


class HeadsApart(DesignError):
    """Heads of one nominal that are not of one place (``_heads_of_one_place``): its message says how to name each
    with its own determiner; the noun phrase that has one (``_noun``) tells it with the determiner printed."""

    def __init__(self, why: str, said: list, one: list, conj: str, place: str | None, column, typed: bool = False):
        self.why, self.said, self.one, self.conj, self.place, self.typed = why, said, one, conj, place, typed
        super().__init__(self.told(None), column=column)

    def told(self, det: str | None, verb: str | None = None) -> str:
        """The message, its wordings with ``det`` before each noun ("target", "a", "all"; None: no determiner was
        printed, "target" shows how), each an example after ``verb``, the one printed before the noun phrase (said
        after one, they read); with none printed (a subject), the noun phrase alone."""
        said = self.said
        if det is None:                # none printed: "Characters and cards" (all), "Characters or cards" (one)
            det, said = ("all", self.said) if self.conj == "and" else ("target", self.one)
        det = det[:1].lower() + det[1:]        # "Target ... gains": "target" after the verb
        lead, end = (f"{verb} ", ".") if verb else ("", "")
        join = f" {self.conj} {det} "
        if self.place is None:
            return (f"{self.why}: name each with its own determiner, as in '{lead}{det} {join.join(said)}{end}', "
                    f"or one alone")
        last, others = said[-1], join.join(said[:-1])
        each = "" if self.typed else (f", or '{lead}{det} {f' {self.place}{join}'.join(said)} {self.place}{end}'"
                                      f" (of each)")
        return (f"{self.why} Name each with its own determiner and place, as in '{lead}{det} {last} {self.place}"
                f"{join}{others}{end}' (the place said of the last){each}")

    def __reduce__(self) -> tuple:     # sent on as what it tells
        return DesignError, (self.message, self.file, self.line, self.column, self.context)


def _heads_of_one_place(ctx, heads: list, qualifiers: list) -> None:
    """Heads joined in one nominal ("Character or Permanent") are read as one kind of object in one place, the
    qualifiers said of all of them. Refused where the heads are not of one place: a place outside play said
    after them ("Character or card in a Reserve": of both, or of the last alone? a Character is in play unless a
    place is said, 2.2.1.h; "from your Reserve" says where each comes from), heads whose objects live in different zones ("Mana Orb or Character": a Mana Orb in
    a Mana zone, a Character in play), or "card" beside a type ("Character or card": every card, a Character
    too). Read as one place, each was the intersection of both (audit R1 WRONG-C, issue 31): each noun is named
    with its own determiner and place instead, which reads (6.5.b, one target among either)."""
    vocabulary = ctx.language.vocabulary
    in_play = set(vocabulary.get("in_play") or ())
    zone_of_type = vocabulary.get("zone_of_type") or {}
    surfaces = list(getattr(ctx.node.slots.get("heads"), "surfaces", None) or ())
    if len(surfaces) != len(heads):
        return
    conj = getattr(heads, "conj", "or")
    joined = f" {conj} ".join(surfaces)
    column = ctx.node.start + 1 if ctx.node.start is not None else None
    if ctx.node.start is not None:     # the adjectives before the heads, said of each ("exhausted")
        text = ctx.passage.text
        first = text.find(surfaces[0], ctx.node.start)
        before = text[ctx.node.start:first].strip() if first >= 0 else ""
        surfaces = [f"{before} {w}" if before else w for w in surfaces]
    plurals = ctx.language.plural_words
    one = [" ".join(w.split()[:-1] + [plurals.get(w.split()[-1].lower(), w.split()[-1])]) for w in surfaces]
    lived = {z for h in heads for z in ({zone_of_type.get(t) for t in _types(h)} or {None})}
    for frag, said in qualifiers:
        zones: list = []
        if isinstance(frag.get("dest"), Place):     # "from your Reserve" says where all of them come from
            zones.append(frag["dest"].zone)
        zone = (frag.get("filter") or {}).get("zone")
        zones.extend(zone if isinstance(zone, list) else [zone] if isinstance(zone, str) else [])
        if any(z not in in_play for z in zones):
            at, words = said or (column, "")
            homes = ", ".join(f"a {w} is " + (f"in a {z} zone" if z else "in play")
                              for w, h in zip(one[:-1], heads) if h
                              for z in [next((zone_of_type.get(t) for t in _types(h) if zone_of_type.get(t)), None)])
            raise HeadsApart(f"'{words}' said after '{joined}': of each of them, or of '{surfaces[-1]}' alone "
                             f"(where no place is said, {homes or 'it is in play'}, 2.2.1.h)?",
                             surfaces, one, conj, words, at, typed=lived != {None})
    empty = [s for s, h in zip(surfaces, heads) if not h]
    if len(lived) > 1 or empty:
        why = (f"'{joined}': '{empty[0]}' names every card, of any type" if empty else
               f"'{joined}': their objects are not in the same zone (" + ", ".join(
                   f"a {t} in a {z} zone" for h in heads for t in _types(h) for z in [zone_of_type.get(t)] if z)
               + "; the others in play, 2.2.1.h)")
        raise HeadsApart(why, surfaces, one, conj, None, column)


def _types(head: dict) -> list:
    t = (head.get("filter") or {}).get("type")
    return [] if t is None else t if isinstance(t, list) else [t]


def _yours_outside_play(n: Noun, yours) -> None:
    """"your Characters in Reserve", "your cards in hand": a card outside play has no controller, it is its owner's
    (1.4.3: control is of objects in play), so "your" before a noun whose place is outside play says the cards in
    your zone, as "each of your Characters in Reserve" and "Characters in your Reserve" read; "you control" would
    find none. A place of another player's ("your Characters in an opponent's Reserve") is refused at "your"."""
    zone = n.dest.zone if n.dest is not None and "zone" not in n.filter else n.filter.get("zone")
    if not isinstance(zone, str) or zone in n.in_play or "controller" not in n.filter:
        return
    word = (n.zones.get("words") or {}).get(zone, zone)
    if yours[0] == "controls":         # "Characters in Reserve you control": none, by construction
        column, words = yours[1]
        raise DesignError(f"'{words}': a card outside play has no controller (1.4.3: it is its owner's), so no "
                          f"card there is controlled: say whose it is ('cards in your {word}', 'cards in an "
                          f"opponent's {word}')", column=column)
    owner = n.filter.get("owner")
    if owner is None and n.dest is not None and "zone" not in n.filter:
        owner = n.dest.owner
    if n.filter["controller"] != "you" or owner is not None and owner != "you" and not isinstance(owner, Yours):
        column, words = yours
        raise DesignError(f"'{words}' says your own cards and the place named is another player's: a card outside "
                          f"play is its owner's (1.4.3); say whose ('cards in your {word}', 'each of your cards in "
                          f"{word}', 'cards in an opponent's {word}')", column=column)
    del n.filter["controller"]
    n.filter.setdefault("owner", "you")


def _plural_head(ctx, ref):
    """(word, its singular) of the first head of a nominal printed plural ("target Characters": "Characters"), or
    None: the number its word carries, kept for the determiner to check (6.5.b: a target's number is printed)."""
    items = ctx.node.slots.get(ref[1:]) if isinstance(ref, str) and ref.startswith("$") else None
    plurals = ctx.language.plural_words
    for surface in getattr(items, "surfaces", None) or ():
        word = surface.split()[-1] if surface.split() else ""
        if word.lower() in plurals:
            return word, plurals[word.lower()]
    return None


def one_said_of_several(n: Noun, at, determiner: str) -> None:
    """A determiner that says one ("target", "another target", "a", "another", "each", "one") before a head printed
    plural ("target Characters"): one object, or several? Refused at the noun (``at``: (column, words), its
    ``determiner`` first), saying what to write (6.5.b: a target's number is printed: "target Character", "up to
    two target Characters")."""
    if n.plural is None:
        return
    column, words = at or (None, "")
    word, one = n.plural
    rest = words[len(determiner):].strip() if words.startswith(determiner) else words
    found = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", rest)
    rest_one = rest[:found.start()] + one + rest[found.end():] if found else one
    said = f"{determiner} {rest_one}".strip()
    targeted = determiner.lower().split()[-1:] == ["target"]
    if determiner.lower() == "each":
        instead = f"'{said} ...' (one at a time) or 'all {rest} ...'"
    elif targeted:
        instead = f"'{said}' for one, 'up to two target {rest}' for several, or 'each {rest_one} ...' for all of them"
    else:
        instead = f"'{said}' for one, or 'two {rest}' for several"
    rule = "6.5.b: a target's number is printed" if targeted else "a noun is said in the number its determiner says"
    raise DesignError(f"'{words}' says one ('{determiner}') of '{word}', which names several: how many is not said "
                      f"({rule}); write {instead}", column=column)


@combinator("one")
def _one(ctx, arg):
    """``$n``: a nominal said of one by the phrase's words before it ("If there is a Spell ...", "you put a card
    in ..."), as read; one printed plural ("there is a Spells") is refused (one_said_of_several)."""
    n = ctx.ev(arg, raw=True)
    if isinstance(n, Noun):
        _said_of_one(ctx, n, arg)
    return n


def _said_of_one(ctx, n: Noun, ref, whole: bool = False) -> None:
    """Refuse the nominal of slot ``ref`` ("$n") printed plural where the words before it in the phrase say one:
    all of them where the phrase is a determiner and its noun (``whole``: "another target"), else the last
    ("there is a", "with a")."""
    node = ctx.node.slots.get(ref[1:]) if isinstance(ref, str) and ref.startswith("$") else None
    if n.plural is None or getattr(node, "start", None) is None or ctx.node.start is None:
        return
    before = ctx.passage.text[ctx.node.start:node.start].split()
    determiner = " ".join(before if whole else before[-1:])
    start = ctx.passage.text.rfind(determiner, ctx.node.start, node.start) if determiner else node.start
    end = n.at[0] - 1 + len(n.at[1]) if whole and n.at else node.end
    one_said_of_several(n, (start + 1, ctx.passage.text[start:end]), determiner)


# What a player noun reads before its head: "each other opponent", "your opponent" (the one).
PLAYER_ADJECTIVES = ({"another": True}, {"filter": {"controller": "you"}, "possessive": True})


def _player_test(ctx, said, frag):
    """"with no cards in hand" said of a player: a test of the player ({var: p}) that no such card is in that
    zone of theirs. Anything else said of a player is refused at its place (which players it leaves out would
    be lost). "in their hand" is the same zone, said of that player (7.2.4.a: the player named just before)."""
    inner = frag.get("without") if set(frag) == {"without"} else None
    place = getattr(inner, "dest", None)
    theirs = getattr(getattr(place, "owner", None), "they", False)       # "with no cards in their hand"
    if not isinstance(inner, Noun) or inner.kind != "objects" or place is None or place.owner is not None \
            and not theirs \
            or place.zone in (ctx.language.vocabulary.get("in_play") or []) or inner.said or inner.another \
            or set(inner.filter) - {"type", "subtype", "zone"}:
        raise unused_words(said, "player")
    f = inner.as_filter(None)
    f["owner"] = {"var": "p"}          # the player's own zone (their hand, their Reserve)
    return {"eq": [{"count": f}, 0]}


def _fragments(ctx, template):
    """The fragments a slot of the nominal reads, each with where it was read ((column, words) or None),
    so that a qualifier the noun's role cannot use is told at its place (:meth:`Noun.check_used`)."""
    frags = ctx.ev(template, raw=True) or []
    nodes = ctx.node.slots.get(template[1:]) if isinstance(template, str) and template.startswith("$") else None
    if not isinstance(nodes, list) or len(nodes) != len(frags):
        return [(f, None) for f in frags]
    text = ctx.passage.source_text
    return [(f, (node.start + 1, text(node)) if getattr(node, "start", None) is not None else None)
            for f, node in zip(frags, nodes)]


def _apply_fragment(n: Noun, frag: dict, said=None):
    for key in frag:
        if key in USE_BOUND:
            parts = frag[key] if key == "play" and isinstance(frag[key], dict) else {None: True}
            for part in parts:
                n.said.setdefault(f"{key}.{part}" if part else key, said)
        elif key == "from" and n.play:
            n.said.setdefault("play.from", said)
        if key in ("from", "dest") and getattr(frag[key], "each", False) or key == "filter" and any(
                isinstance(v, Noun) and v.each_of for v in frag[key].values()):    # "in each of your Expeditions"
            n.said.setdefault("each", said)
            n.each = True
    if in_play_place(frag.get("filter"), frag.get("where")):
        n.placed = n.placed or said or (None, "in")
    if "controller" in (frag.get("filter") or {}):
        n.controlled = n.controlled or said or (None, "controls")
    for key, value in frag.items():
        if key == "filter":
            for k, v in value.items():
                n.add_filter(k, v)
        elif key == "where":
            n.add_filter("where", value)
        elif key == "not":
            n.add_filter("where", {"not": {"matches": {"what": "it", "filter": value.get("filter", {})}}})
        elif key == "another":
            n.another = True
            n.another_at = n.another_at or said
        elif key == "besides":         # "other than it": one object named before, not chosen here
            if not isinstance(value, Noun) or value.kind not in ("self", "it", "that"):
                column, words = said or (None, "other than")
                raise DesignError(f"'{words}' names what is left out by a word for one object named before: "
                                  f"'other than me', 'other than it' or 'other than that ...'", column=column)
            n.besides = value
        elif key == "play":
            n.play.update(value)
        elif key == "from":            # "from your Reserve": where it is, or where it is played from
            if value.unsaid and not n.play:
                n.unsaid = n.unsaid or value.unsaid
            if n.play:
                n.play["from"] = value
            else:
                n.add_filter("zone", value.zone)
                if value.owner:
                    n.add_filter("owner", value.owner)
                n.origins.append((value, said or (None, "from")))    # or where it is played from
        elif key == "dest":
            if value.unsaid:
                n.unsaid = n.unsaid or value.unsaid
            n.dest = value
            n.dest_said = n.dest_said or said
        elif key in ("total", "without", "partner"):
            setattr(n, key, value)
        elif key == "player":
            n.kind, n.player = "player", value
        elif key == "possessive":      # "your" (nouns.yaml adj-your): what a condition says of its plural
            n.possessive = n.possessive or said or (None, "your")
        else:
            raise DesignError(f"a qualifier cannot say {key!r}")


def in_play_place(*tests) -> bool:
    """Whether a fragment tests where an object is in play (an Expedition, a terrain)."""
    for t in tests:
        if isinstance(t, dict):
            if {"in_marker", "in_terrain"} & set(t) or in_play_place(*t.values()):
                return True
        elif isinstance(t, list) and in_play_place(*t):
            return True
    return False


def _apply_heads(n: Noun, heads: list, conj: str):
    """One head adds its tests; several name objects that match any of them, joined by "or" or by "and"
    ("Robots and Plants you control": each Robot and each Plant, not what is both)."""
    if len(heads) == 1:
        _apply_fragment(n, heads[0])
        return
    filters = [h.get("filter", {}) for h in heads]
    if all(set(f) == {"type"} for f in filters) or all(set(f) == {"subtype"} for f in filters):
        key = next(iter(filters[0]))
        n.add_filter(key, [f[key] for f in filters])
        return
    for h in heads:
        if "player" in h:
            n.kind, n.player = "player", h["player"]
    tests = [{"matches": {"what": "it", "filter": f}} for f in filters if f]
    if tests:
        n.add_filter("where", {"or": tests} if len(tests) > 1 else tests[0])


@combinator("statuses", mode="data")
def _statuses(ctx, items):
    """[[A]], [[B]] or [[C]] before a noun: one status is a filter, several a test of any (or all)."""
    if len(items) == 1:
        return {"filter": {"status": items[0]}}
    conj = getattr(items, "conj", "or")
    return {"where": {conj: [{"has_status": {"what": "it", "status": s}} for s in items]}}


@combinator("player", mode="data")
def _player(ctx, arg):
    """A player: you, opponent, each, that, controller_of_it, owner_of_it, controllers_of_them, owners_of_them,
    chosen ("they"), or [target, among]."""
    if isinstance(arg, list):
        at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node)) if ctx.node.start is not None else None
        return Player(arg[0], arg[1], at=at)
    if arg == "chosen":                # chosen before it is read, or before its verb is done, in order ("You
        return Player("chosen", ctx.scope.player or "all")    # may target an opponent, they draw a card")
    if arg == "they" and ctx.node.start is not None:
        return Player(arg, said=ctx.node.start + 1)
    at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node)) if ctx.node.start is not None else None
    return Player(arg, at=at if arg == "that" else None,
                  its_at=at if arg in ("controller_of_it", "owner_of_it", "controllers_of_them", "owners_of_them")
                  else None)


@combinator("yours", mode="data")
def _yours(ctx, arg):
    """"your": the ability's controller, even in the steps another player does."""
    return Yours(arg)


@combinator("rival", mode="data")
def _rival(ctx, arg):
    """"your opponents": the ability's controller's, even in the steps another player does (7.2.3.a: the second
    person); "an opponent" there is the opponent of the player doing them."""
    return Rival(arg)


@combinator("an_opponent", mode="data")
def _an_opponent(ctx, arg):
    """"an opponent's": any opponent's, told apart where one opponent's whole zone is meant (nouns.one_opponent);
    ``yours`` ("your opponent's"): the ability's controller's, even in the steps another player does (7.2.3.a)."""
    said = AnOpponent("opponent")
    said.yours = arg == "yours"
    if ctx.node.start is not None:
        said.at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node))
    return said


@combinator("place", mode="data")
def _place(ctx, arg):
    """``[zone, owner, each]``: a zone and whose it is ("each player's": each one's in turn); ``unsaid``: its
    name alone ("from Reserve", not "from a Reserve"), the player decided by the noun (Noun.unsaid_owner)."""
    unsaid = len(arg) == 2 and arg[1] is None and ctx.node.slots.get("o") is None
    at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node)) if unsaid and ctx.node.start is not None else None
    return Place(arg[0], arg[1], each=len(arg) > 2, unsaid=at or unsaid)


def place_test(language, place, column=None) -> dict:
    """The player of a zone said of a card there or going there ("leaves your Reserve", "would be sent to an
    opponent's hand"), as a test of the card: of a personal zone its owner (every card in one is its owner's,
    1.4.3.a, 3.1.2.c); of a shared zone its controller (the player whose Expeditions it is in, 7.5.4.a). A
    zone naming no one player ("each opponent's", "its owner's", "their") is refused."""
    if place is None or place.owner is None and not place.each:
        return {}
    if place.each or callable(place.owner):
        raise DesignError(f"whose {place.zone} is meant names no one player here: say 'your {place.zone}', "
                          f"'an opponent's {place.zone}' or 'a {place.zone}'", column=column)
    shared = place.zone in language.vocabulary.get("shared_zones", ())
    return {"controller" if shared else "owner": place.owner}


@combinator("trigger_player", mode="data")
def _trigger_player(ctx, named):
    """The one other player a trigger names, whom "that opponent" names in its effect (nouns.Player): who did
    it ("When an opponent plays"; not "you"); whose zone it is ("leaves an opponent's Reserve"): of a personal
    zone the owner of the card (every card in one is its owner's, 1.4.3.a), of a shared one its controller,
    which it no longer has once it left: refused when named; whose Expedition it joined or left, or moved
    ("joins an opponent's Expedition": that Expedition's player); whose the object is ("When a Character an
    opponent controls gains [[Asleep]]": its controller as it was then, 6.3.j). None: no other player named;
    what the event named stands when the object names no one ("When a Character leaves an opponent's
    Expedition")."""
    player = _named_player(ctx, named)
    if player is not None and not isinstance(player, DesignError) and player != ctx.scope.trigger_player:
        ctx.scope.trigger_opponent = True          # "its controller" is that opponent too ("other": nouns)
    return player


def _named_player(ctx, named):
    if isinstance(named, dict):
        markers = named.get("markers")
        if isinstance(markers, dict):
            return {"player_of": {"marker_of": "it"}} if markers.get("owner") == "opponent" else None
        if named.get("controller") == "opponent":
            return {"controller_of": {"was": "it"}}
        if named.get("owner") == "opponent":
            return {"owner_of": "it"}
        return ctx.scope.trigger_player
    if named == "you":                 # what the event named stands ("When you roll a 1-3 this way")
        return ctx.scope.trigger_player
    if not isinstance(named, Place):
        return None if named is None else {"var": "trigger_player"}
    place = named
    if place.owner is None or place.owner == "you" or place.each or callable(place.owner):
        return None
    if place.zone in ctx.language.vocabulary.get("shared_zones", ()):
        return DesignError(f"'that opponent' names whose {place.zone} zone the card left, and a card that left it "
                           f"is no longer controlled (1.2.5): say 'its owner'")
    return {"owner_of": "it"}


@combinator("continued_opponent", mode="data")
def _continued_opponent(ctx, this_way):
    """"When you roll a 1-3 this way — That opponent targets ...": a reaction to what another ability of this
    card did; "that opponent" is the one that ability named before rolling ("target card in an opponent's
    Reserve": its owner), which its roll keeps ("@named_opponent", meaning.py) and this trigger binds. A text
    none of whose abilities names one before rolling is refused (api.parse_abilities)."""
    return {"var": CONTINUED_OPPONENT} if this_way else None




@combinator("continued_object", mode="data")
def _continued_object(ctx, this_way):
    """"When you roll a 1-3 this way — Ready it": as ``$continued_opponent``, the object another ability of this
    card named last before rolling ("You may exhaust target card ..., then roll a die": that card), which its roll
    keeps ("@named_object") and this trigger binds: what "it" names. A text none of whose abilities names one
    before rolling is refused (api.parse_abilities)."""
    return CONTINUED_OBJECT if this_way else None


@combinator("whose_place", mode="data")
def _whose_place(ctx, place):
    """A zone's player as a test of the card there or going there (``place_test``)."""
    return place_test(ctx.language, place, ctx.node.start + 1 if ctx.node.start is not None else None)


@combinator("counted_together", mode="raw")
def _counted_together(ctx, n):
    """A noun counted for a number ("per card in each player's Reserve"): a place said of each is summed; what
    it counts is "them all" next ("per other Character in my Expedition, then send them all to Reserve")."""
    spec = {"count": n.as_filter(ctx.scope, uses=("each",), role="all") if isinstance(n, Noun) else ctx.as_data(n)}
    one_opponent(spec["count"], "the number of its cards")
    if ctx.scope is not None:
        ctx.scope.per_counted = spec
    return spec


@combinator("groups_of", mode="raw")
def _groups_of(ctx, arg):
    """``[noun, N]``: "for each two Characters you control", "per three cards in your hand": how many whole
    groups of N the objects counted make, their number divided by N rounded down. A division says how it
    rounds (1.1.6.b), and "each two" says it: one left over is not two of them. A group of no object names
    nothing to count: refused."""
    n, size = arg
    if not isinstance(size, int) or size < 1:
        at = getattr(ctx.node.slots.get("g"), "start", None)
        column = at + 1 if at is not None else ctx.node.start + 1 if ctx.node.start is not None else None
        raise DesignError(f"'for each {size} ...' counts groups of {size}, which hold nothing: say how many make "
                          f"one ('for each two ...')", column=column)
    counted = _counted_together(ctx, n)
    return counted if size == 1 else {"divide": [counted, size], "round": "down"}


@combinator("count_of", mode="raw")
def _count_of(ctx, n):
    """What a number counts ("the number of ...", "there are three ..."): the noun as the phrase reads it, all of
    what it names, so a zone only its owner sees says whose (Noun.unsaid_owner)."""
    if isinstance(n, Noun) and n.kind == "objects" and ctx.role != "select":
        return n.as_filter(ctx.scope, role="all")
    return ctx.as_data(n)


@combinator("whose", mode="data")
def _whose(ctx, op):
    """"its owner's", "its controller's" (1.2.5): the player owning (``owner_of``) or controlling what "it"
    names when the zone is read (where a card goes it is not asked: always its owner's zone, 3.1.2.c); of an
    Expedition, its player (nouns.player_of)."""
    at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node)) if ctx.node.start is not None else None
    return lambda scope: player_of(scope, op, scope.it_selector() if scope is not None else "it", at)


@combinator("apart", mode="raw")
def _apart(ctx, noun):
    """True where Expeditions are named one at a time ("one of your Expeditions": a switch between them joins
    one, 7.5.8.c), not as one set ("your Expeditions", 7.4.4.j); None (nothing said) otherwise."""
    return True if isinstance(noun, Noun) and noun.kind == "marker" and noun.quant == "one" else None


@combinator("is_marker", mode="raw")
def _is_marker(ctx, noun):
    """Whether a noun names Expeditions."""
    return isinstance(noun, Noun) and noun.kind == "marker"


@combinator("their", mode="data")
def _their(ctx, _):
    """"their hand": of the player "they" names (who acts, a target chosen, the player a reaction's event is
    about), decided when the zone is read; "you" where no effect reads it."""
    def theirs(scope):
        if scope is None:
            return "you"
        if not scope.other_actor and scope.player is None and scope.they_each is None \
                and not scope.they_either:
            raise DesignError("'their' names no player: none is named or acts before it")
        return Player("they").select(scope)
    theirs.they = True                 # type: ignore[attr-defined]   # said "their" (verbs._owners_zone)
    return theirs


@combinator("target_players", mode="data")
def _target_players(ctx, among):
    """"target opponent's Reserve": the player is chosen when the zone is read, as a target (6.5.b)."""
    def chosen(scope):
        if scope is None:
            raise DesignError("'target opponent's' is chosen by an effect (6.5.b), not here")
        return Player("target", among).select(scope)
    chosen.among = among               # type: ignore[attr-defined]   # whose it is, before it is chosen
    return chosen


@combinator("marker", mode="data")
def _marker(ctx, arg):
    """``[markers, quant, each]``: an Expedition (its marker) named, how many are chosen, and whether it was
    said of each ("each of your Expeditions")."""
    sel, *rest = arg
    n = Noun(kind="marker", marker=sel, quant=rest[0] if rest else "all")
    if ctx.node.start is not None:
        n.at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node))
        if len(rest) > 1:
            n.each_of = n.at
    return n


@combinator("qualify", mode="raw")
def _qualify(ctx, arg):
    """``[expedition, qualifiers]``: each qualifier said of the Expedition named so far."""
    base, quals = arg
    each_of = getattr(base, "each_of", None)
    for q in quals or []:
        base = q.apply(base, ctx.scope, role="raw")
    if each_of and isinstance(base, Noun) and not base.each_of:   # "each of your Expeditions that's behind"
        base.each_of = each_of
    if isinstance(base, Noun) and base.which_of_two:                # "your Expedition (that is behind)": which?
        raise DesignError(base.which_of_two[1], column=base.which_of_two[0])
    if isinstance(base, Noun) and ctx.node.start is not None:      # the words with their qualifiers
        base.at = (ctx.node.start + 1, ctx.passage.source_text(ctx.node))
    return base


@combinator("facing_me", mode="raw")
def _facing_me(ctx, base):
    """The Expedition(s) facing me. None of "your" Expeditions faces me (7.5.7: an Expedition faces one of
    another player's), so "your Expedition facing me" is refused rather than read as all of yours."""
    if isinstance(base.marker, dict) and isinstance(base.marker.get("markers"), dict) \
            and base.marker["markers"].get("owner") == "you":
        raise DesignError("'facing me' names a place of another player, and this names yours: drop 'your' or "
                          "'facing me'", column=ctx.node.start + 1)
    return Noun(kind="marker", marker={"facing": {"marker_of": "self"}}, quant=base.quant)


@combinator("facing_it", mode="raw")
def _facing_it(ctx, arg):
    """``[expedition, facing]``: the Expedition facing the one "it" names. Whose it is follows from that one
    (7.5.7), so a player said of it ("each opponent's", "your") would be a filter no selector applies: refused
    rather than dropped."""
    base, facing = arg
    if base.marker != {"markers": "all"}:
        raise DesignError("'facing it' already tells whose it is (the one facing it): name no player before "
                          "it ('the ... facing it')", column=ctx.node.start + 1)
    return facing


@combinator("markers_where")
def _markers_where(ctx, arg):
    """``[expedition, test]``: those of the Expeditions named that pass the test (about {var: m})."""
    base = ctx.ev(arg[0], raw=True)
    test = ctx.ev(arg[1])
    return Noun(kind="marker", marker={"markers_where": {"in": base.marker, "as": "m", "test": test}},
                quant=base.quant, which_of_two=base.which_of_two)


@combinator("one_at_a_time", mode="raw")
def _one_at_a_time(ctx, arg):
    """``[noun, why]``: what a trigger hears said of several Expeditions at once ("When your Expeditions move
    forward"), where each is heard on its own (4.2.4: each Expedition moves forward by itself): refused at its
    words with ``why`` (what to write); "one of" / "each of your Expeditions" and one Expedition are read."""
    noun, why = arg
    if isinstance(noun, Noun) and noun.kind == "marker" and noun.quant == "all" and not noun.each_of \
            and isinstance(noun.marker, dict) and "markers" in noun.marker \
            and not (isinstance(noun.marker["markers"], dict) and "side" in noun.marker["markers"]):
        raise DesignError(why, column=noun.at[0] if noun.at else None)
    return noun


@combinator("one_of_several", mode="raw")
def _one_of_several(ctx, arg):
    """``[expedition, why]``: one Expedition said of several without saying which ("your Expedition": you have
    two, 3.2.4.b). Read as all of them it would create or move twice: refused at its words with ``why`` (what
    to write), unless a qualifier names one ("your opponent's Expedition facing me")."""
    base, why = arg
    base = base.copy()
    base.which_of_two = (None if ctx.node.start is None else ctx.node.start + 1, why)
    return base


@combinator("the_expedition", mode="raw")
def _the_expedition(ctx, arg):
    """``[expedition, why]``: "the Expedition", every one where a card joins or leaves it (the zone), one not said
    where objects are in it ("each Character in the Expedition"): refused there with ``why`` (Noun.as_filter),
    unless a qualifier names one ("the Expedition facing me")."""
    base, why = arg
    base = base.copy()
    base.the_one = (None if ctx.node.start is None else ctx.node.start + 1, why)
    return base


@combinator("without", mode="raw")
def _without(ctx, arg):
    """``[expedition, nominal]``: an Expedition with none of these."""
    base, n = arg
    base = base.copy()
    base.without = n
    base.said["without"] = (ctx.node.start + 1, ctx.passage.source_text(ctx.node)) \
        if ctx.node.start is not None else None
    return base


@combinator("qualified", mode="raw")
def _qualified(ctx, arg):
    """``[markers, qualifier]``: what the qualifier makes of the markers (none: the markers)."""
    sel, q = arg
    if q is None:
        return sel
    return q.apply(Noun(kind="marker", marker=sel, quant="one"), ctx.scope, role="raw").marker


@combinator("marker_spec", mode="raw")
def _marker_spec(ctx, e):
    """An Expedition as a passive names it: its marker, and what it must not hold."""
    spec = {"marker": e.marker}
    if e.without is not None:
        spec["without"] = e.without.as_filter()
    return spec


@combinator("marker_of", mode="data")
def _marker_of(ctx, subject):
    """The Expedition of the subject (the subject itself when it is one)."""
    return subject if ctx.kind == "marker" else {"marker_of": subject}


@combinator("by_kind")
def _by_kind(ctx, arg):
    """``{marker: A, else: B}``: A when the subject is an Expedition; ``{object: A, else: B}``: A when it is
    an object (a card; else a player, an Expedition or a zone); ``places``: several Expeditions said together
    ("your Expeditions have ...", asked only where the phrase declares it: SubjectFn.declares)."""
    return ctx.ev(arg[ctx.kind] if ctx.kind in arg else arg["else"])


@combinator("of_marker", binds={"marker": lambda v: "a test of a place"})
def _of_marker(ctx, test):
    """A test of an Expedition (@marker); said of an object, it holds of one of the object's
    Expeditions (v5.0 7.5.9.b)."""
    if ctx.kind == "marker":
        ctx.bound["marker"] = ctx.subject
        return ctx.ev(test)
    ctx.bound["marker"] = {"var": "contact_m"}
    return {"any": {"in": {"marker_of": ctx.subject}, "as": "contact_m", "test": ctx.ev(test)}}


@combinator("one_or_any", mode="data")
def _one_or_any(ctx, items):
    """One item, or ``{any_of: items}``."""
    return items[0] if len(items) == 1 else {"any_of": list(items)}
