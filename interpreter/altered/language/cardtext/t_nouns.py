"""Transformer methods for noun phrases, players, Expeditions, zones, numbers, values and conditions.

Each method reads the grammar rule of the same name (grammar/cardtext.lark).
Conditions and some values depend on what the sentence before bound ("it",
"that many"), so they are returned as functions of the ability's Scope.
"""
from __future__ import annotations

from .phrases import Noun, Player, Scope, Yours

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def realize(x, scope: Scope):
    """A value or condition that may wait for the scope."""
    return x(scope) if callable(x) else x


class NounRules:
    """Mixin of the transformer: needs ``self.name(terminal, token)`` and ``self.vocabulary``."""

    # -- noun phrases --------------------------------------------------------------
    def np_self(self, _):
        return Noun(kind="self")

    def np_it(self, _):
        return Noun(kind="it")

    def np_we(self, _):
        return Noun(kind="we")

    def np_the_other(self, c):
        return Noun(kind="other")

    def np_number_alone(self, c):
        return Noun(kind="one", count=NUMBER_WORDS[c[0].lower()])

    def np_target(self, c):
        n = c[0]
        n.quant, n.count = "target", 1
        return n

    def np_another_target(self, c):
        n = self.np_target(c)
        n.another = True
        return n

    def np_up_to_target(self, c):
        amount, n = c
        n.quant, n.count = "up_to_target", amount
        return n

    def np_up_to(self, c):
        amount, n = c
        n.quant, n.count = "up_to", amount
        return n

    def np_one_of_yours(self, c):
        n = c[0]
        n.filter.setdefault("owner" if "zone" in n.filter else "controller", "you")
        n.quant, n.count = "one", 1
        return n

    def np_one_of(self, c):
        n = c[0]
        n.quant, n.count = "one", 1
        return n

    def np_another(self, c):
        n = self.np_one_of(c)
        n.another = True
        return n

    def np_count_of(self, c):
        amount, n = c
        n.quant = "count"
        n.count = NUMBER_WORDS.get(str(amount).lower(), None) or int(amount)
        return n

    def np_any_number(self, c):
        n = c[0]
        n.quant = "any"
        return n

    def np_any_target(self, c):
        n = c[-1]
        n.quant = "any_target"
        if len(c) > 1 or getattr(c[0], "another", False):
            n.another = True
        return n

    def np_each(self, c):
        n = c[0]
        n.quant = "all"
        return n

    def np_each_of(self, c):
        who, n = c
        n.quant = "all"

        def marker(scope):             # "each of its Characters": of the Expedition just targeted, or of "it"
            if scope is not None and scope.last_marker is not None and \
                    (scope.it is None and not scope.trigger_it or who(scope) != "self"):
                return scope.last_marker
            return {"marker_of": who(scope)}
        n.filter["in_marker"] = marker
        return n

    def np_each_of_yours(self, c):
        n = c[0]
        n.quant = "all"
        n.filter.setdefault("owner" if "zone" in n.filter else "controller", "you")
        return n

    def np_all(self, c):
        n = c[0]
        n.quant = "all"
        return n

    def np_top(self, c):
        amount, _card, (zone, owner) = c
        f = {"zone": zone}
        if owner:
            f["owner"] = owner
        f["top"] = 1 if amount is None else amount
        return Noun(kind="top", filter=f)

    def np_next(self, c):
        n = c[0]
        n.kind = "next"
        return n

    def np_zone(self, c):
        owner, zone = c
        f = {"zone": zone}
        if owner:
            f["owner"] = owner
        return Noun(filter=f)

    # -- nominal: adjectives, nouns, qualifiers ----------------------------------
    def nominal(self, c):
        n = Noun()
        keyword, *parts = c
        if keyword is not None:        # [Defender] Characters
            n.filter["keyword"] = keyword["keyword"]
        for part in parts:
            part(n)
        types = n.filter.get("type") or []
        for t in types if isinstance(types, list) else [types]:
            zone = self.vocabulary.get("zone_of_type", {}).get(t)
            if zone:                    # "one of your Mana Orbs": objects of that type live in one zone
                n.filter.setdefault("zone", zone)
        return n

    def adj_other(self, _):
        return lambda n: setattr(n, "another", True)

    def adj_non_token(self, _):
        return lambda n: n.filter.__setitem__("token", False)

    def adj_token(self, _):
        return lambda n: n.filter.__setitem__("token", True)

    def adj_status(self, c):
        return lambda n: n.filter.__setitem__("status", c[0])

    def adj_keyword(self, c):
        kw = c[0]["keyword"]
        return lambda n: n.filter.__setitem__("keyword", kw)

    def noun_type_in_expedition(self, c):
        return ("type_in_expedition", self.name("TYPE", c[1]))

    def adj_status_word(self, c):
        return self.adj_status([self.name("STATUS", c[0])])

    def adj_non(self, c):
        kind, value = c[0]

        def apply(n):
            test = {"matches": {"what": "it", "filter": {kind: value}}}
            n.filter["where"] = {"and": [n.filter["where"], {"not": test}]} if "where" in n.filter else {"not": test}
        return apply

    def adj_status_any(self, c):
        where = {"or": [{"has_status": {"what": "it", "status": s}} for s in c]}
        return lambda n: n.filter.__setitem__("where", where)

    def adj_your(self, _):
        return lambda n: n.filter.__setitem__("controller", "you")

    def type_list(self, c):
        def apply(n):
            types = [v for k, v in c if k in ("type", "type_in_expedition")]
            if any(k == "type_in_expedition" for k, _ in c):
                n.filter["where"] = {"or": [{"matches": {"what": "it", "filter": {"type": v, **(
                    {"zone": self.meanings["expedition_zone"]} if k == "type_in_expedition" else {})}}}
                    for k, v in c if k in ("type", "type_in_expedition")]}
            subtypes = [v for k, v in c if k == "subtype"]
            for k, v in c:
                if k in ("token",):
                    n.filter["token"] = True
                elif k == "player":
                    n.kind, n.player = "player", v
            if types:
                n.filter["type"] = types[0] if len(types) == 1 else types
            if subtypes:
                n.filter["subtype"] = subtypes[0] if len(subtypes) == 1 else subtypes
        return apply

    def noun_type(self, c):
        return ("type", self.name("TYPE", c[0]))

    def noun_subtype(self, c):
        return ("subtype", self.name("SUBTYPE", c[0]))

    def noun_card(self, _):
        return ("card", None)

    def noun_token(self, _):
        return ("token", True)

    def noun_player(self, _):
        return ("player", "any")

    def noun_opponent(self, _):
        return ("player", "opponents")

    def q_you_control(self, _):
        return lambda n: n.filter.__setitem__("controller", "you")

    def q_opponents_play(self, _):
        return lambda n: n.play.__setitem__("by", "opponent")

    def q_you_play(self, _):
        return lambda n: n.play.__setitem__("by", "you")

    def q_controlled_by(self, c):
        return lambda n: n.filter.__setitem__("controller", c[0])

    def q_in_expedition(self, c):
        return lambda n: n.filter.__setitem__("in_marker", c[0])

    def q_with(self, c):
        return lambda n: n.filter.__setitem__("where", c[0])

    def q_total(self, c):
        stat, (op, amount) = c
        return lambda n: setattr(n, "total", {"stat": stat, op: amount})

    def q_from(self, c):
        zone, owner = c[0]

        def apply(n):
            if n.play:
                n.play["from"] = zone
                return
            n.filter["zone"] = zone
            if owner:
                n.filter["owner"] = owner
        return apply

    def q_partner(self, c):
        other = c[0]
        other.quant, other.count = "one", 1
        return lambda n: setattr(n, "partner", other)

    def q_in_terrain(self, c):
        terrain = self.name("TERRAIN", c[0])
        return lambda n: self._add_where(n, {"in_terrain": {"what": "it", "terrain": terrain}})

    def q_played_from(self, c):
        zone, _owner = c[0]
        return lambda n: n.play.update({"from": zone, "by": None})   # "Cards played from Reserve": by anyone

    def q_no_stat_over(self, c):
        limit = int(c[0])
        return lambda n: self._add_where(n, {"and": [{"lte": [{"stat": s, "of": "it"}, limit]}
                                                  for s in self.vocabulary["statistics"]]})

    def q_total_terrain(self, c):
        stat, limit = self.name("TERRAIN", c[0]), int(c[1])
        return lambda n: setattr(n, "total", {"stat": stat, "lte": limit})

    def q_with_none(self, c):
        inner = c[0]
        return lambda n: setattr(n, "without", inner)

    @staticmethod
    def _add_where(n, test):
        n.filter["where"] = {"and": [n.filter["where"], test]} if "where" in n.filter else test

    def q_in_zone(self, c):
        return lambda n: setattr(n, "dest", c[0])

    def q_facing_me(self, _):
        return lambda n: n.filter.__setitem__("in_marker", {"facing": {"marker_of": "self"}})

    def q_facing_it(self, _):
        return lambda n: n.filter.__setitem__("in_marker", {"facing": "it"})

    def q_duration(self, c):
        return lambda n: n.play.__setitem__("duration", self.name("DURATION", c[0]))

    # -- statistics ------------------------------------------------------------------
    def stat_name(self, c):
        return self.name("STAT_NAME", c[0])

    def stat_compare(self, c):
        stat, (op, amount) = c
        return {op: [{"stat": stat, "of": "it"}, amount]}

    def stat_at_least_value(self, c):
        stat, value = c
        return {"gte": [{"stat": stat, "of": "it"}, value]}

    def base_stat_is(self, c):
        n = int(c[0])
        return {"or": [{"eq": [{"stat": s, "of": "it", "base": True}, n]}
                       for s in self.vocabulary["statistics"]]}

    def at_least(self, c):
        return ("gte", self.mana(c[0]))

    def at_most(self, c):
        return ("lte", self.mana(c[0]))

    # -- players ---------------------------------------------------------------------
    def player_you(self, _):
        return Player("you")

    def player_opponent(self, _):
        return Player("opponent")

    def player_target_opponent(self, _):
        return Player("target", "opponents")

    def player_target(self, _):
        return Player("target", "all")

    def player_its_controller(self, _):
        return Player("controller_of_it")

    def player_that(self, _):
        return Player("that")

    def player_each(self, _):
        return Player("each")

    # -- Expeditions (their markers, 1.2.3, 7.5.7) ------------------------------------
    def _marker(self, marker, quant="all"):
        return Noun(kind="marker", marker=marker, quant=quant)

    def exp_target(self, _):
        return self._marker({"markers": "all"}, "target")

    def exp_side(self, c):
        side = "hero" if "hero" in c[0].lower() else "companion"
        return self._marker({"markers": {"owner": "you", "side": side}})

    def exp_other(self, _):
        return self._marker({"other_marker": "self"})

    def exp_mine(self, _):
        return self._marker({"marker_of": "self"})

    def exp_its(self, _):
        return self._marker({"marker_of": "it"})

    def exp_yours(self, _):
        return self._marker({"markers": {"owner": "you"}})

    def exp_one_of_yours(self, _):
        return self._marker({"markers": {"owner": "you"}}, "one")

    def exp_any_target(self, _):
        return self._marker({"markers": "all"}, "any_target")

    def exp_all(self, _):
        return self._marker({"markers": "all"})

    def exp_any(self, _):
        return self._marker({"markers": "all"}, "one")

    def exp_facing_it(self, _):
        return self._marker({"facing": "it"})

    def exp_facing_me(self, c):
        base = c[0]
        if base.marker == {"markers": {"owner": "you"}}:
            return base                 # your Expeditions facing me: yours, seen from the opponent's card
        return self._marker({"facing": {"marker_of": "self"}}, base.quant)

    def exp_in_terrain(self, c):
        base, terrain = c
        test = {"in_terrain": {"marker": {"var": "m"}, "terrain": self.name("TERRAIN", terrain)}}
        return self._marker({"markers_where": {"in": base.marker, "as": "m", "test": test}}, base.quant)

    def exp_without(self, c):
        base, n = c
        base.without = n
        return base

    def exp_that(self, c):
        base, be, state = c
        test = state("marker", {"var": "m"}, be[0], None)
        if be[1]:
            test = {"not": test}
        return self._marker({"markers_where": {"in": base.marker, "as": "m", "test": test}}, base.quant)

    # -- zones -------------------------------------------------------------------------
    def zone_place(self, c):
        owner, zone = c
        return (zone, owner)

    def owner_you(self, _):
        return Yours("you")

    def owner_their(self, _):
        return "you"       # inside "each player ..." or "target opponent ...", they are "you"

    def owner_owner(self, _):
        return None        # a card always goes to its owner's zone (3.1.2.c)

    def owner_each(self, _):
        return None

    def owner_the(self, _):
        return None

    def owner_any(self, _):
        return None

    def owner_opponent(self, _):
        return "opponent"

    def zone_word(self, c):
        return self.name("ZONE", c[0])

    def card_word(self, c):
        return "card"

    # -- numbers -----------------------------------------------------------------------
    def number(self, c):
        return int(c[0])

    def number_word(self, c):
        return NUMBER_WORDS[c[0].lower()]

    def one(self, _):
        return 1

    def amount_x(self, _):
        return {"var": "X"}

    def amount_that_many(self, _):
        return lambda scope: {"count": {"var": scope.it or "it"}}

    def or_more(self, c):
        return ("gte", c[0])

    def mana(self, token) -> object:
        inner = str(token).strip("{}")
        return {"var": "X"} if inner.upper() == "X" else int(inner)

    # -- values ------------------------------------------------------------------------
    def value_count(self, c):
        n = c[0]
        return lambda scope: {"count": n.as_filter(scope)}

    def value_regions_between(self, _):
        return {"regions_between": "you"}

    def value_result(self, _):
        return lambda scope: {"var": scope.result or "result"}

    def value_my_counters(self, c):
        return {"counters": self.name("COUNTER", c[0]), "of": "self"}

    # -- conditions (6.5.d) ------------------------------------------------------------
    def cond_control(self, c):
        n = c[0]

        def build(scope):
            f = n.as_filter(scope)
            if isinstance(f, dict):
                f = dict(f, controller=f.get("controller", "you"))
            if n.quant == "count":
                return {"gte": [{"count": f}, n.count]}
            return {"exists": f}
        return build

    def cond_control_at_least(self, c):
        (op, amount), n = c[-2], c[-1]

        def build(scope):
            f = dict(n.as_filter(scope))
            f.setdefault("controller", "you")
            return {op: [{"count": f}, amount]}
        return build

    def cond_control_distinct(self, c):
        first, *rest = c

        def build(scope):
            sels = []
            for n in [first, *rest]:
                f = dict(n.as_filter(scope))
                f.pop("not", None)
                f.setdefault("controller", "you")
                sels.append(f)
            return {"distinct": sels}
        return build

    def cond_have_count(self, c):
        player, (op, amount), n = c

        def build(scope):
            f = dict(n.as_filter(scope))
            who = player.select(None) if isinstance(player, Player) else "you"
            f.setdefault("owner" if "zone" in f else "controller", who)
            return {op: [{"count": f}, amount]}
        return build

    def cond_base_stats(self, c):
        (op, amount), value, n = c[-3:]

        def build(scope):
            f = dict(n.as_filter(scope))
            return {op: [{"count_stats": {"of": f, "base": True, "equal": int(value)}}, amount]}
        return build

    cond_base_stats_there = cond_base_stats

    def cond_have_at_least(self, c):
        (op, amount), counter = c
        return {op: [{"counters": self.name("COUNTER", counter), "of": "self"}, amount]}

    def cond_have_at_most(self, c):
        amount, counter = c
        return {"lte": [{"counters": self.name("COUNTER", counter), "of": "self"}, amount]}

    def cond_or(self, c):
        return lambda scope: {"or": [realize(x, scope) for x in c]}

    def cond_cant(self, _):
        return lambda scope: {"not": {"did": scope.done or "it"}}

    def cond_there(self, c):
        _be, (op, amount), n = c

        def build(scope):
            f = n.as_filter(scope)
            scope.there = f               # "If there is only one Character in my Expedition, it ..."
            return {op: [{"count": f}, amount]}
        return build

    def cond_stat(self, c):
        who, stat, be, (op, amount) = c
        return lambda scope: self._negate({op: [{"stat": stat, "of": who(scope)}, amount]}, be)

    def poss_it(self, _):
        return lambda scope: scope.it_selector() if scope is not None else "it"

    def poss_self(self, _):
        return lambda scope: "self"

    @staticmethod
    def _negate(cond, be):
        return {"not": cond} if be[1] else cond

    # be: (past tense, negated)
    def be_now(self, _):
        return (False, False)

    def be_past(self, _):
        return (True, False)

    def be_not(self, _):
        return (False, True)

    def be_past_not(self, _):
        return (True, True)

    def cond_is(self, c):
        subject, be, state = c
        past, _neg = be

        def build(scope):
            if isinstance(subject, Player):
                test = state("player", subject.select(None), past, scope)
            elif subject.kind == "marker":
                test = state("marker", subject.as_filter(scope), past, scope)
                if scope is not None and scope.it is None:      # "If an Expedition ... is in {O}, it ...":
                    scope.subject = subject.as_filter(scope)    # "it" is that Expedition (7.2.4.a)
            elif subject.kind in ("self", "it"):      # "if it was": the object as it was (2.1.h, 6.3.k)
                what = subject.as_filter(scope)
                test = state("object", {"was": what} if past else what, past, scope)
            elif subject.quant == "all" and "zone" in subject.filter and "type" not in subject.filter:
                test = state("zone", subject.as_filter(scope), past, scope)     # your hand is empty
            else:                          # "an Expedition facing me is in {O}": one of them is
                f = dict(subject.as_filter(scope))
                inner = state("object", "it", past, scope)
                f["where"] = {"and": [f["where"], inner]} if "where" in f else inner
                test = {"exists": f}
            return self._negate(test, be)
        return build

    # states: fn(kind of subject, its selector, past tense, scope) -> condition
    def state_or(self, c):
        return lambda kind, what, past, scope: {"or": [s(kind, what, past, scope) for s in c]}

    def st_status(self, c):
        status = c[0]

        def test(kind, what, past, scope):      # the past tense is in ``what`` ({was: ...}, cond_is)
            return {"has_status": {"what": what, "status": status}}
        return test

    def st_status_word(self, c):
        return self.st_status([self.name("STATUS", c[0])])

    def _empty_state(self, kind, what, past, scope):
        return {"not": {"exists": what}}

    def st_empty(self, _):
        return self._empty_state

    def st_position(self, c):
        where = str(c[0]).lower()

        def test(kind, what, past, scope):
            if kind != "marker":
                what = {"marker_of": what}
            return {"position": {"of": what, "is": where}}
        return test

    def st_in_contact(self, _):
        """"I'm In Contact" (v5.0 7.5.9): a named value of the rules (cardtext.yaml says which) of its
        Expedition, or of one of the Expeditions of an object (7.5.9.b)."""
        value = self.meaning("in_contact_value")

        def test(kind, what, past, scope):
            if kind == "marker":
                return {"call": value, "marker": what}
            return {"any": {"in": {"marker_of": what}, "as": "contact_m",
                            "test": {"call": value, "marker": {"var": "contact_m"}}}}
        return test

    def st_in_terrain(self, c):
        terrain = self.name("TERRAIN", c[-1])

        def test(kind, what, past, scope):
            key = "marker" if kind == "marker" else "what"
            return {"in_terrain": {key: what, "terrain": terrain}}
        return test

    st_terrain_alone = st_in_terrain

    def st_terrain_where(self, c):
        _whose, _be, n = c
        return lambda kind, what, past, scope: {"terrain_where": {"what": what, "base": True, "equal": int(n)}}

    def st_in_zone(self, c):
        zone, owner = c[0]
        f = {"zone": zone}
        if owner:
            f["owner"] = owner
        return lambda kind, what, past, scope: {"matches": {"what": what, "filter": f}}

    def st_in_expedition(self, c):
        marker = c[0]
        return lambda kind, what, past, scope: {"contains": {"marker": marker.as_filter(scope), "object": what}}

    def st_first_player(self, _):
        return lambda kind, what, past, scope: {"is": [what, "first_player"]}

    def st_a(self, c):
        n = c[0]
        return lambda kind, what, past, scope: {"matches": {"what": what, "filter": n.as_filter(scope)}}

    def or_less(self, c):
        return ("lte", c[0])

    def none(self, _):
        return ("eq", 0)

    def cond_not_control(self, c):
        inner = self.cond_control(c)
        return lambda scope: {"not": realize(inner, scope)}

    def more_than(self, c):
        return ("gt", c[0])

    def less_than(self, c):
        return ("lt", c[-1])

    def exactly(self, c):
        return ("eq", c[0])

