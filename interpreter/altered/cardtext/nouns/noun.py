"""The noun phrase as read (:class:`Noun`), kept abstract until its role is known: then a selector, a
condition's test or a trigger's filter, adding any ``choose`` step to the :class:`Scope`."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ...loading.errors import DesignError, NotAReading
from ..ante import before_pick, plural, the_others
from ..discourse import Scope
from .data import conjoin, substitute
from .others import other_than, overlap
from .players import LOOP_PLAYER, Place, Player, Yours, chooser, one_opponent, played_by, yours_in_theirs
from .sources import as_said, frame, whose_said


def resolve(value, scope):
    """A filter's value as the scope reads it (players, nouns and "your" are decided late)."""
    if isinstance(value, Yours):
        return yours_in_theirs(value) if scope is not None and scope.other_actor else "you"
    if callable(value):                # decided by the sentence: "each of its Characters"
        return value(scope)
    if isinstance(value, Player):
        return value.select(scope)
    if isinstance(value, Noun):
        if value.kind == "marker" and value.quant == "one":    # "Characters in an Expedition in {V}": in
            return resolve(value.marker, scope)                # any of them, none chosen
        return value.select(scope) if scope is not None else value.as_filter(None)
    if isinstance(value, dict):        # a test of a second qualifier of the same key ("matches")
        return {k: resolve(v, scope) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve(v, scope) for v in value]
    return value


def either(a, b):
    """"a Robot or a Permanent" after one verb: one noun naming what is either, when both are chosen the
    same way from the same place (else None: the verb is done on one or the other, a choice)."""
    if not (isinstance(a, Noun) and isinstance(b, Noun)) or a.kind != "objects" or b.kind != "objects":
        return None
    how = ("quant", "count", "another", "play", "total", "dest", "without", "partner")
    if any(getattr(a, k) != getattr(b, k) for k in how) or a.quant not in ("one", "target") or a.count not in (None, 1):
        return None                    # "two Robots or two Plants", "all Robots or all Plants": a choice
    common = {k: v for k, v in a.filter.items() if k in b.filter and b.filter[k] == v}
    only = [{k: v for k, v in f.items() if k not in common} for f in (a.filter, b.filter)]
    if any({"zone", "owner"} & set(f) for f in only):
        return None
    union = a.copy()
    union.filter = common
    if all(only):                      # else one names all the other does: the wider one
        union.add_filter("where", {"or": [{"matches": {"what": "it", "filter": f}} for f in only]})
        union.kinds = set().union(*only)
    return union


# Parts of a noun phrase that only some roles read: "you play (this turn)" (a card being played),
# "with no Robots" (an Expedition a passive names), "with a total Hand Cost" (a choice of several),
# "with a card from your hand" (an exchange). Any other role must refuse them, never drop them.
USE_BOUND = ("play", "without", "total", "partner", "each")


WHERE_READ = {     # (no game word here: the words are the phrasebook's)
    "play": "it names cards being played, read only by a passive (what cards you play cost) or by 'The next ... "
            "you play this turn'",
    "play.duration": "a duration of cards being played is read only in 'The next ... you play this turn'",
    "without": "'with no ...' is read only in a passive, of the place a card is played in",
    "total": "a total is read only where several are chosen ('up to three target ... with a total ...')",
    "partner": "'with ...' is read only after a keyword action that takes two objects",
    "player": "of a player only 'with no ...' in a zone of their own, not in play, is read ('Each opponent with no "
              "cards in their hand draws a card'): say it as a condition of its own ('If an opponent has no cards in "
              "hand, ...') or leave it out",
    "player.test": "'with no ...' said of a player is read only of the subject of what the player does ('Each "
                   "opponent with no cards in hand draws a card'), not in a condition or after 'have'",
    "each": "a place said with 'each' is read only where every object there is meant ('each ... in each of ...', "
            "'for each card in each player's ...'): one chosen or counted in each place is not read yet; say it "
            "of each place in a sentence of its own",
}


def unused_words(said, what: str) -> DesignError:
    """A part of a noun phrase read but left out of its meaning: told at its place, with where it is read; a
    parse that loses words is no reading of the text (another may read them: "Spells you play cost {1} less."
    read as an effect loses "you play", read as a passive keeps it)."""
    column, words = said if said else (None, what)
    why = WHERE_READ.get(what) or WHERE_READ.get(what.partition(".")[0], "")
    return NotAReading(f"'{words}' is not read here: {why}", column=column)


CONTINUED_OBJECT = "that-object"   # what a reaction to a roll "this way" names "it" (effects/abilities/triggers.py)
CONTINUED_OPPONENT = "that-opponent"       # what the trigger "... this way" binds (effects/abilities/triggers.py)


@dataclass
class Noun:
    """A noun phrase as read: what kind of thing, which ones, how many, chosen how."""
    kind: str = "objects"          # objects, self, it, that, counted, we, player, marker, top, next, one, other
    filter: dict = field(default_factory=dict)
    quant: str = "all"             # all, target, one, count, up_to, up_to_target, any, any_target
    count: Any = None
    another: bool = False
    another_at: Any = None         # (column, words) of the adjective "other"
    besides: Any = None            # "other than it": the noun named, left out
    player: Any = None             # for kind == "player": all or opponents
    marker: Any = None             # for kind == "marker"
    play: dict = field(default_factory=dict)   # "you play" qualifiers: by, from, duration
    total: dict | None = None      # "with a total Hand Cost {5} or less"
    dest: Place | None = None      # "in your Mana zone" read as a qualifier
    without: Any = None            # "an Expedition with no Characters": a nominal that must be absent
    partner: Any = None            # "Exchange X with a card from your hand": the other object
    each: bool = False             # "in each of your Expeditions": a place said of each in turn
    each_of: Any = None            # for kind == "marker": (column, words) of "each of your Expeditions"
    kinds: set = field(default_factory=set)   # the keys of either noun of "a Robot or a Plant" (see either)
    said: dict = field(default_factory=dict)  # use-bound part ("play.duration", "without") -> (column, words)
    placed: Any = None             # (column, words) of a qualifier naming where in play it is ("in {V}")
    controlled: Any = None         # (column, words) of a qualifier naming who controls it ("you control")
    origins: list = field(default_factory=list)   # (place, (column, words)) of "from your Reserve" read as
    #                                                 where it is (or, of a card being played, where from)
    dest_said: Any = None          # (column, words) of the qualifier naming ``dest`` ("in your hand")
    at: Any = None                 # (column, words) of the whole noun phrase, with its determiner
    several: bool = False          # for kind == "it": "them", "they", which may name several picks together
    of_them: bool = False          # for kind == "one": "one of them", among what "them" names
    singular: bool = False         # for kind == "other": "the other (card)", one card (Scope.split_it)
    test: Any = None               # for kind == "player": a test each player named passes ({var: p}: that player)
    in_play: tuple = ()            # the zones the rules say are in play (a place in an Expedition is in one)
    unsaid: Any = None             # its zone named with no player ("from Reserve", "a Mana Orb"): True, or (column,
    #                                words) where; whose it is, is decided by its role (unsaid_owner)
    zones: Any = None              # the vocabulary's personal and private zones and words (unsaid_owner)
    unseen: bool = False           # not one of the cards looked at or revealed, which are gone or another
    #                                player's (among_seen: a keyword action's "a card" after them)
    plural: Any = None             # (word, its singular) of a head printed plural ("Characters"): where its
    #                                determiner says one ("target", "a", "each"), refused (6.5.b)
    possessive: Any = None         # (column, words) of "your" before a head with no determiner ("your other
    #                                Characters"): a positive condition on them says there are some (conditions._is)
    heads_and: Any = None          # (column, words) of heads joined by "and" ("Character and card"): of one, refused
    determiner: Any = None         # the words before the nominal ("target", "up to two target"), as printed; None:
    #                                a nominal alone ("Landmarks"), read as all of them
    which_of_two: Any = None       # for kind == "marker": (column, why) of one said of several and not which
    the_one: Any = None            # ... "the Expedition": (column, why), refused as the place of objects
    #                                ("your Expedition"): refused unless a qualifier names one ("facing me")

    def check_not_placed(self) -> None:
        """A card being played is tested before it arrives: a place in play, or a controller, said of it would
        never hold (a card in hand or Reserve is controlled by nobody, 1.2.5)."""
        if self.placed:
            column, words = self.placed
            raise DesignError(f"'{words}' says where a card is played, which is not read yet: it would be tested "
                              f"before the card arrives", column=column)
        if self.controlled:
            column, words = self.controlled
            raise DesignError(f"'{words}' is said of cards being played, which nobody controls until they are in "
                              f"play (7.5.4.a): write 'Characters you play ...' (or 'an opponent plays')", column=column)

    def being_played(self, in_play=(), arrived: bool = False, by=None) -> "tuple[Noun, str | None, Any]":
        """This noun said of cards being played by ``by`` (else by whom its "you play" says), the zone they are
        played from (5.1.2.j), and who plays them: "a Character from Reserve in my Expedition" is played from
        Reserve, however the words are ordered, never a card that is in Reserve once played. ``arrived``: the
        cards are tested once played (a trigger), so a place in play (``in_play``: the zones the rules say are in
        play) says where they went; else they are tested before they arrive (a cost, a passive), where no place
        or controller said of them holds yet."""
        if self.filter.get("token") is True:   # created where it is, gone once it leaves (1.1.7.b, 2.1.e): a
            column, words = self.at or (None, "token")   # token is never where a card is played from (5.1)
            raise DesignError(f"'{words}' says a token is played, and a token is created, never played (1.1.7.b, "
                              f"2.1.e): say 'create' ('When you create a token ...')", column=column)
        if not arrived:
            self.check_not_placed()
        noun = self.copy()
        by = by if by is not None else noun.play.get("by", "you")
        places = [(p, said) for p, said in noun.origins]
        if "from" in noun.play:            # "Characters you play from Reserve", "cards played from your Reserve"
            places.append((noun.play.pop("from"), noun.said.get("play.from") or (None, "from")))
        for place, _ in noun.origins:      # read as where it is: not once it is played
            if noun.filter.get("zone") != place.zone or place.owner and noun.filter.get("owner") != place.owner:
                places.append(places[0])   # said with another place: refused below
            noun.filter.pop("zone", None)
            if place.owner:
                noun.filter.pop("owner", None)
        noun.origins = []
        if len(places) > 1:
            column, words = places[-1][1]
            raise DesignError(f"'{words}' and another place are said of where a card is played from: say one "
                              f"(5.1.2.j)", column=column)
        if noun.dest is not None and not (arrived and noun.dest.zone in in_play):
            column, words = noun.dest_said or (None, "in")
            raise DesignError(f"'{words}' says where a card being played is, which it leaves as it is played "
                              f"(5.1.2.j): say where it is played from ('from ...')", column=column)
        if not places:
            return noun, None, by
        (place, said), = places
        return noun, place.zone, played_by(place, by, said)

    def check_places(self) -> None:
        """Two places said of the objects must be able to hold together: a zone they are in ("from your Reserve")
        and another ("in your hand"), or a zone not in play and a place in play ("in target Expedition", "in
        {V}"), name nothing, and the verb would do nothing: refused at the second place. (A card being played
        is not asked here: where it is played from is no place it is in, ``being_played``.)"""
        zone = self.filter.get("zone")
        zone = zone if isinstance(zone, str) else None
        if self.dest is not None and zone is not None and self.dest.zone != zone:
            column, words = self.dest_said or (None, "in")
            raise DesignError(f"'{words}' names a zone a card said to be in the {zone} zone is not in: a card is in "
                              f"one zone at a time (say one of them)", column=column)
        zone = self.dest.zone if self.dest is not None else zone
        if self.placed and self.in_play and zone is not None and zone not in self.in_play:
            column, words = self.placed
            raise NotAReading(f"'{words}' names a place in play, and a card in the {zone} zone is not in play: say "
                              f"one of them", column=column)

    def check_used(self, uses=()) -> None:
        """Refuse a use-bound part (USE_BOUND) that the role this noun is put to does not read."""
        for key in sorted(self.said):
            base, _, part = key.partition(".")
            value = getattr(self, base)
            present = (part in value) if part and isinstance(value, dict) else bool(value)
            if present and base not in uses and key not in uses:
                raise unused_words(self.said[key], key)
        for base in USE_BOUND:             # set without a qualifier's place (a combinator's own)
            value = getattr(self, base)
            if value and base not in uses and not any(k.partition(".")[0] == base for k in self.said) \
                    and not (base == "play" and all(f"play.{k}" in uses for k in value)):
                raise unused_words(None, base)

    def copy(self) -> "Noun":
        return copy.deepcopy(self)

    # -- building: each qualifier adds, none replaces -------------------------------------
    def add_filter(self, key: str, value) -> None:
        """A test on the objects named; a second test of the same key joins the first."""
        if key == "where":
            self.filter["where"] = conjoin(self.filter.get("where"), value)
        elif key == "in_marker" and getattr(self.filter.get(key), "the_one", None):
            self.filter[key] = value       # "in the Expedition facing me": the one facing me
        elif key not in self.filter or self.filter[key] == value:
            self.filter[key] = value
        else:                          # "a Robot Character that is also ...": both, as a test of it
            self.filter["where"] = conjoin(self.filter.get("where"),
                                           {"matches": {"what": "it", "filter": {key: value}}})

    def default(self, key: str, value, never_in_play=()) -> None:
        """``key`` unless the phrase said otherwise ("sacrifice a Character": one you control); ``never_in_play``:
        the types no object in play has (a Spell), named by no place, a card of a zone."""
        if key == "owner_or_controller":
            key = "owner" if "zone" in self.filter or self.dest is not None else "controller"
        elif key == "zone_of_cards":       # "discard a card", "discard a Spell": one of the player's, in that zone
            self._zone_of_cards(value, never_in_play)
            return
        self.filter.setdefault(key, value)

    def _zone_of_cards(self, zone: str, never_in_play=()) -> None:
        """A card the text names by no place is the player's own, in ``zone``: the action moves it from where it
        is (7.3.7.a). A target, a place, an Expedition or a controller says where it is; a status or a token says
        it is not in that zone; a type or sub-type ("Discard a Character") names an object in play unless a place
        is said (2.2.1.h, 2.2.2.n), though a card of the zone may be meant (audit S8A of session 57, W2): refused,
        not guessed; a type no object in play has ("a Spell") is a card of the zone."""
        said = set(self.filter) | self.kinds
        if self.quant in ("target", "up_to_target", "any_target") or self.dest is not None or self.placed \
                or self.controlled or {"zone", "in_marker", "in_terrain", "among", "controller"} & said:
            return
        if {"status", "not_status", "token"} & said:
            raise DesignError("a status or a token is never where a card named by no place is taken from: say "
                              "where it is ('from your ...', 'you control')")
        if self.quant == "all" and {"type", "subtype"} & said:
            raise DesignError("all of a type with no place: those in play (2.2.1.h) or those in a hand? say where "
                              "they are ('in your hand', 'in play')")
        if {"type", "subtype"} & said and not ("subtype" not in said and self.filter.get("type") in never_in_play):
            # "Discard a Character": one in play (2.2.1.h), or a card of the hand? ("a Spell": never in play)
            column, words = self.at or (None, "it")
            raise DesignError(f"'{words}' names no place: by the rules an object in play (2.2.1.h), where a card named "
                              f"by no place is taken from the {zone.lower()}: say where it is ('{words} from your "
                              f"{zone.lower()}', '{words} you control')", column=column)
        self.filter["zone"] = zone
        self.filter.setdefault("owner", "you")

    # -- roles ----------------------------------------------------------------------------
    def as_filter(self, scope: Scope | None = None, uses=(), chosen: bool = False, role: str | None = None) -> Any:
        """For triggers, conditions and passives: the objects described, nothing chosen (``uses``: the
        use-bound parts the caller reads itself; ``chosen``: a step's selector, which chooses them; ``role``:
        how a step or a count takes them, see unsaid_owner; None: as described, whoever's)."""
        self.check_used(uses)
        if not chosen and self.kind == "objects" and self.quant in ("count", "up_to") and "count" not in uses:
            column, words = self.at or (None, "a number")
            raise DesignError(f"'{words}' says how many, and here the objects are only described (which ones, not "
                              f"how many): the number would be lost. Say 'a ...' or 'each ...', or what the number "
                              f"counts ('For each two ..., ...': once for every two of them, 6.5.i)", column=column)
        if not chosen and self.kind in ("objects", "marker") and self.quant in ("target", "up_to_target",
                                                                              "any_target"):
            raise DesignError("'target' names objects an effect chooses (6.5.b); here nothing is chosen, so the "
                              "word would be lost: say which ones ('a ...', 'each ...')")
        if self.kind == "self":
            return "self"
        if self.kind == "it":
            return scope.it_selector(False, self.at, singular=not self.several,     # of each? ("them": several)
                                     plural=True if self.several else None) if scope else "it"
        if self.kind == "that":
            return self._that(scope)
        if self.kind == "counted":
            return self._counted(scope)
        if self.kind == "we":                  # v5.0 7.2.2.a: I and the other object
            return {"concat": ["self", _but_me(self._we_other(scope, False) if scope else "it")]}
        if self.kind == "marker":
            return resolve(self.marker, scope)
        if self.kind == "player":          # players are no objects: the player phrases read them
            raise DesignError("players named here as objects are not read yet")
        if self.kind == "one":             # "For each one", "If one is a Spell": one of what, counted or tested?
            column, words = self.at or (None, "one")
            raise DesignError(f"'{words}' names one of the objects named before it where a step picks it ('Put one in "
                              f"your hand.'); counted or tested it names none: say 'one of them' ('If one of them is a "
                              f"Spell, ...'), or count what a step did with 'that many' ('... draw that many cards.') "
                              f"(7.2.4.a)", column=column)
        self.check_places()
        marker = self.filter.get("in_marker")
        if isinstance(marker, Noun) and marker.the_one:        # "each Character in the Expedition": which one?
            raise DesignError(marker.the_one[1], column=marker.the_one[0])
        f = {k: resolve(v, scope) for k, v in self.filter.items()}
        if self.dest is not None:              # "cards in your Reserve"
            if "zone" not in f or f["zone"] == self.dest.zone:
                f["zone"] = self.dest.zone
                if self.dest.owner:
                    f.setdefault("owner", resolve(self.dest.owner, scope))
            else:
                f["where"] = conjoin(f.get("where"), {"matches": {"what": "it", "filter": {"zone": self.dest.zone}}})
        if role and self.unsaid and isinstance(f.get("zone"), str) and not {"owner", "controller"} & set(f) \
                and not self.each:
            self.unsaid_owner(scope, f, role)
        if self.besides is not None:   # "other than it", "other than me"
            if self.another:
                column, words = self.another_at or self.at or (None, "other")
                raise DesignError(f"'{words}' and 'other than' say twice what is left out: say one", column=column)
            f["not"] = self.besides.select(scope) if scope is not None else self.besides.as_filter(None)
        elif self.another:             # other than me; "each other Character in its Expedition": than it;
            home = f.get("in_marker")  # "Target Character gains 1 boost for each other Robot": than the target
            if scope is not None and scope.actor is not None:
                f["not"] = scope.actor
            elif isinstance(home, dict) and set(home) == {"marker_of"} and home["marker_of"] != "self":
                f["not"] = home["marker_of"]
            else:
                f["not"] = other_than(scope, f, self.another_at or self.at)
        return f

    def select(self, scope: Scope, *, cost: bool = False, uses=()) -> Any:
        """For a step: the selector; targets and counted picks are chosen first (6.5.b)."""
        cost = cost or scope.cost
        chosen = self.kind == "objects" and self.quant != "all" and not cost
        seen = self.among_seen(scope, acted=scope.in_action) if chosen else self
        if seen is not self:
            return seen.select(scope, cost=cost, uses=uses)
        if self.quant == "all":            # "each Character in each of your Expeditions": all of them
            uses = tuple(uses) + ("each",)
        self.check_used(tuple(uses) + (("total",) if chosen else ()))
        uses = tuple(uses) + ("total",)
        if self.kind == "self":
            if self.at is not None:    # where "me" was said: an action on me after a move of me to a hand
                scope.me_said.append(self.at)    # is refused there (Scope.gone_hidden)
            return "self"
        if self.kind == "it":
            return scope.it_selector(self.several, self.at, singular=not self.several)
        if self.kind == "that":
            return self._that(scope)
        if self.kind == "counted":
            return self._counted(scope)
        if self.kind == "we":
            return {"concat": ["self", _but_me(self._we_other(scope, True))]}
        if self.kind == "marker" and self.the_one:     # "The Expedition moves forward": which one?
            raise DesignError(self.the_one[1], column=self.the_one[0])
        if self.kind == "marker":
            marker = resolve(self.marker, scope)       # "your Expeditions": yours, also in another's steps
            if self.quant == "target":     # among those its qualifiers name ("target Expedition in {V}")
                chosen = self._choose(scope, marker or {"markers": "all"}, target=True)
            elif self.quant == "one" and _many_markers(marker):   # "in an Ascended Expedition": one chosen
                chosen = self._choose(scope, marker)
            elif self.quant == "any_target":
                chosen = self._choose(scope, marker, target=True, count="any", least=0)
            elif marker == {"facing": "it"} and scope.last_marker is not None:
                chosen = {"facing": scope.last_marker}
            else:
                chosen = marker
            scope.last_marker = chosen
            return chosen
        if self.kind == "player":
            return self._choose_player(scope)
        if self.kind == "one":
            if not self.of_them:       # "Put one in ...", of the cards looked at last, or of all? (Scope.see)
                scope.seen_apart(self.at)
            them = self._them(scope) if self.of_them else scope.revealed or scope.refer_it(self.at)
            if them is None:           # "Exhaust one.": of nothing named before it
                column, words = self.at or (None, "one")
                raise DesignError(f"'{words}' names one of the objects named before it, and none is: say which "
                                  f"('... target Character', 'Choose two Characters. ... one of them ...') "
                                  f"(7.2.4.a)", column=column)
            if self.of_them:           # after a move of them all: where they are now (2.1.f)
                scope.moved_group(them, self.at or (None, "one of them"))
            base = {"among": {"var": them}}
            return self._choose(scope, base, count=self.count or 1, least=0 if self.quant == "up_to" else None)
        if self.kind == "other":
            return self._the_others(scope)
        role = "all" if self.quant == "all" else "cost" if cost else \
            "target" if self.quant in ("target", "up_to_target", "any_target") else "choice"
        f = self.as_filter(scope, uses, chosen=True, role=role)
        if self.kind == "top":
            one_opponent(f, "its top cards")
            return f
        if self.quant == "all":
            one_opponent(f, "its cards")
            return f
        if cost:
            f = dict(f)
            f["count"] = self.count if self.count is not None else 1
            if self.quant == "target":    # (picked as a target as the cost is paid: verbs._cost_of says so)
                scope.cost_targets.append(f)
            return f
        if self.quant in ("target", "up_to_target"):
            return self._choose(scope, f, target=True, count=self.count or 1,
                                least=0 if self.quant == "up_to_target" else None)
        if self.quant == "up_to":
            return self._choose(scope, f, count=self.count, least=0)
        if self.quant == "any":
            return self._choose(scope, f, count="any", least=0)
        if self.quant == "any_target":
            return self._choose(scope, f, target=True, count="any", least=0)
        return self._choose(scope, f, count=self.count if self.count is not None else 1)

    def among_seen(self, scope, unsaid=None, zone_words=None, acted=False) -> "Noun":
        """A choice named by no place (no zone, place in play, controller or owner) right after looking at or
        revealing cards ("Look at target opponent's hand. Choose a card."): one of those cards, which the text is
        about (3.2.5.c: the hand is revealed to the player who chooses the card it acts on); else this noun.
        Refused where which cards is not told: "a Character" (one in play, 2.2.1.h, or one of them?), cards looked
        at only in a branch or a loop's turn, or something else named since.
        Where the verb says where its objects are when the text does not (``unsaid``: "discard a card", one of
        the acting player's hand, keywords.yaml unless_said), that holds: the cards looked at are what "them",
        "one of them", "the rest", "it" name (7.2.5.a), never a noun that names no place (``zone_words``: the
        vocabulary's words for each zone, to say where). So it holds for
        step of another player than the one who looked ("Each opponent discards a card": from their own hand),
        after something else was named, and once the cards looked at are all gone ("Put it in your hand. Discard
        a card."); where one of those cards would fit as well (the player who looked acts, and some are still
        there: "Reveal the top three cards of your deck. Discard a card."), refused at the noun, saying both
        wordings. A keyword action that takes its objects from no place of its own (``acted`` with no ``unsaid``:
        "Exhaust a card", "Ready a card") is refused the same way: one of those cards, or one anywhere else?"""
        if not (self.kind == "objects" and self.quant in ("one", "count", "up_to", "any") and scope.revealed
                and not scope.cost) or self.dest is not None or self.placed or self.controlled \
                or PLACE_KEYS & set(self.filter) or self.unseen:
            return self
        seen = {"var": scope.revealed}
        typed = bool({"type", "subtype"} & set(self.filter))
        out_of_reach = scope.revealed == scope.branch_it or scope.revealed in scope.loop_names
        topic = not out_of_reach and (scope.it == scope.revealed
                                      or bool(scope.picks) and scope.picks[-1]["from"] == {"among": seen})
        looker = ((scope.sources.get(scope.revealed) or {}).get("owner") or (None,))[0]   # who looked (frame)
        if unsaid and (not topic or frame(scope) != looker or scope.seen_gone()):
            return self
        if acted and not unsaid and topic and (frame(scope) != looker or scope.seen_gone()):
            noun = self.copy()
            noun.unseen = True
            return noun
        column, words = self.at or (None, "")
        them = "one of them" if self.count in (None, 1) and self.quant == "one" else "... of them"
        if acted and not unsaid and topic:
            raise DesignError(f"'{words}' names no place, right after cards were looked at or revealed: one of "
                              f"those cards (still where they were looked at), or one elsewhere? Say '{them}' "
                              f"('Choose ... from these cards'), or where it is ('you control', 'in your ...')",
                              column=column)
        if unsaid:
            zone = next(iter(unsaid.values()))
            place = ((zone_words or {}).get(zone) or [zone])[0]    # its word on cards (cardtext.yaml zones)
            whose = "their" if scope.other_actor else "your"
            raise DesignError(f"'{words}' names no place, right after cards were looked at or revealed: one of "
                              f"those cards, or one in {whose} {place} (where this verb takes it when no place "
                              f"is said, 7.3.7.a)? Say '{words} from {whose} {place}', or '{them}' ('Choose ... "
                              f"from these cards')", column=column)
        if typed:
            raise DesignError(f"'{words}' after cards looked at or revealed: one in play (2.2.1.h: a type with no "
                              f"place is in play) or where the verb takes it from, or one of those cards? Say "
                              f"'Choose ... from these cards', or where it is ('in play', 'you control', "
                              f"'from your ...')", column=column)
        if out_of_reach:
            raise DesignError(f"'{words}' names no place, and the cards looked at or revealed before it were so only "
                              f"in a branch or in each turn of a loop, out of reach here: choose among them there "
                              f"('If ...: Look at ... Choose a card ...'), or say where it is ('you control', "
                              f"'in your ...')", column=column)
        if not topic:
            raise DesignError(f"'{words}' names no place, after something else than the cards looked at or revealed "
                              f"was named: one of those cards, or any other? Say 'Choose ... from these cards', or "
                              f"where it is ('you control', 'in your ...')", column=column)
        scope.seen_apart(self.at)      # "Look at A. Look at B. Put one in ...": B's, or all of them?
        noun = self.copy()
        noun.add_filter("among", seen)
        return noun

    def unsaid_owner(self, scope, f: dict, role: str) -> None:
        """Whose a zone every player has one of (1.2.3.e) is, named with no player ("a card from Reserve",
        "two Mana Orbs"). The printed cards name every player's so ("You may ready an exhausted card in
        Reserve": in another player's Reserve too, by its ruling; "Exhaust all cards in Reserve"), except
        where only a zone's owner sees its cards (a hand, face-down Mana Orbs): they print "play me from
        hand", "ready two Mana Orbs", the player's own. So (``role``): a choice or a cost in such a zone is
        the acting player's own ("you" in the steps another player does is them); a target, or a choice by
        the card's controller, in another zone is in any player's. Refused: every card or a count of a zone
        only its owner sees (whose?), and a cost or another player's choice in a zone every player's cards
        are seen in (their own, or anyone's? and would a cost be paid with an opponent's card?)."""
        zone, zones = f["zone"], self.zones or {}
        if zone not in zones.get("personal", ()) or role == "target":
            return
        column, words = self.unsaid if isinstance(self.unsaid, tuple) else self.at or (None, zone)
        place = (zones.get("words") or {}).get(zone, zone)
        if zone in zones.get("private", ()):
            if role in ("choice", "cost"):
                f["owner"] = "you"
                return
            raise DesignError(f"'{words}': whose? Every player has a {place} (1.2.3.e) and only its owner sees its "
                              f"cards; all of them or their number is no one player's here: say 'in your {place}', "
                              f"'in their {place}' or 'in each player's {place}'", column=column)
        if role == "cost" or scope is not None and scope.other_actor:
            who = "a cost" if role == "cost" else "what another player does"
            raise DesignError(f"'{words}' names every player's {place} (as the printed 'in {place}' does), and in "
                              f"{who} whose is not told: say 'your {place}', 'their {place}' or 'a {place}' "
                              f"(any player's) (1.2.3.e)", column=column)

    def _them(self, scope) -> str:
        """What "them" in "one of them" names (7.2.4.a): the objects named last; after cards looked at or
        revealed, those cards only while nothing else was named since (which, else?)."""
        column, words = self.at or (None, "of them")
        moved = scope.sure_hidden(scope.branch_it, maybe=True) if scope.it is None else None
        if moved is not None:          # "If ..., put two cards from your Reserve in your hand. Then discard one of
            scope.not_followed((column, words), moved[0], moved[2], sure=False)    # them.": the branch's, moved
        if scope.it is None:           # "If you control two or more Landmarks, sacrifice one of them."
            scope.condition_only(column, words, True, one=True)
        if scope.it is None or scope.revealed and scope.it != scope.revealed:
            raise DesignError(f"'{words}': 'them' names " + ("nothing before it" if scope.it is None else
                              "the cards looked at or revealed, or what was named since?") + "; say which cards "
                              "('Choose a card from these cards', or where it is: 'from your ...')", column=column)
        plural(scope, scope.it, self.at)
        return scope.refer_it(self.at)

    def _we_other(self, scope, several: bool):
        """The object "we" names besides me (v5.0 7.2.2.a), read as "it" is; where "it" would be refused, refused
        with the words written ("We both"), not "'it'" (audit s54 P3 #19)."""
        try:
            return scope.it_selector(several, plural=False) if several else scope.it_selector()
        except DesignError as e:
            if type(e) is not DesignError or not e.message.startswith("'it' "):
                raise                          # (a parse ruled out stays one: its kind ranks the readings)
            column, words = self.at or (e.column, "we")
            raise DesignError(f"'{words}' names me and one object named before it (v5.0 7.2.2.a: 'Target Character "
                              f"gains 1 boost. We both gain 1 boost.'), and that object, read as 'it' is, "
                              f"{e.message[5:]}", column=column) from None

    def _that(self, scope):
        """"that Character": the object the trigger named ("When an opponent plays a Character — ... that
        Character ..."), which must be what the trigger says it is (7.2.4.a); after a roll "this way", the
        object the rolling ability named, if it is one. Where the trigger names none, or
        the effect named an object before it (which of the two?), refused."""
        if scope is None:
            return "it"
        said = scope.trigger_noun if isinstance(scope.trigger_noun, dict) else None
        own = self.as_filter_of_that(scope)
        if scope.it == CONTINUED_OBJECT and said is None:   # "When you roll a 1-3 this way — That Character ...":
            return {"among": {"var": scope.refer_it(self.at)}, **own}   # what the rolling ability named, if one
        if scope.it is not None and said is not None and all(said.get(k) == v for k, v in own.items()) \
                and _other_type(scope, scope.it, own.get("type")):    # "Target Character gains 1 boost. If that
            if self.at is not None:    # Spell is a Song": no Character is a Spell, "that Spell" is the trigger's
                scope.pronouns.append(("it", self.at))
            return "it"
        if scope.it is not None or said is None or any(said.get(k) != v for k, v in own.items()):
            column, words = self.at or (None, "that")
            if said is None:           # "If you control an exhausted Landmark, ready that Landmark."
                scope.condition_only(column, words, False)
            raise DesignError(f"'{words}' names the object the trigger named, as the trigger says it: here the "
                              f"trigger names no such object, or the effect named another before it (7.2.4.a); "
                              f"what the effect named is 'it' ('Choose a Character you control. Put it in its "
                              f"owner's hand.')",
                              column=column)
        named = scope.it_selector(said=True)
        if self.at is not None:        # where it was said, as a pronoun's: an action on it after a move of it to
            scope.pronouns.append((named, self.at))    # a hand is refused there (Scope.gone_hidden)
        return named

    def _the_others(self, scope):
        """"the others": the cards revealed but the ones chosen among them (3.2.2 example: "Choose up to two
        Characters from these cards ... Discard the other cards"); with none revealed, the rest of the cards
        the last choice was made among ("Choose a Character you control. Sacrifice the others": every other
        Character you control), never what was chosen but itself (nothing). Refused where nothing was chosen,
        or it was chosen in each turn of a loop or in a branch (out of reach after it)."""
        the_others(scope, self.at, scope.revealed, self.singular)
        if scope.revealed:
            scope.seen_apart(self.at)
            f = {"among": {"var": scope.revealed}}
            if scope.picked:
                f["not"] = {"var": scope.picked}
                scope.spoken.add(scope.picked)
            return self._others_named(scope, f)
        column, words = self.at or (None, "the others")
        pick = next((p for p in reversed(scope.picks) if p["as"] == scope.picked), None)
        if pick is None or not isinstance(pick["from"], dict):
            raise DesignError(f"'{words}' names the rest of the cards a choice was made among, and nothing is chosen "
                              f"before it: say which cards ('each other Character you control')", column=column)
        f = dict(pick["from"])
        if scope.picked in scope.turn_picks and not scope.other_actor and scope.they_each == {"var": LOOP_PLAYER}:
            # chosen by each player of the "each ..." loop just before, among their own ("you" in the turn):
            # done in each turn, the rest of what that player chose among (joined_steps.join_loop)
            f = substitute(f, "you", {"var": LOOP_PLAYER}, value_only=True)
        elif scope.picked in scope.loop_names or scope.picked == scope.branch_it:
            raise DesignError(f"'{words}' names the rest of the cards chosen among in each turn of a loop or in a "
                              f"branch, out of reach here: say it in a sentence of its own right after 'Each "
                              f"opponent chooses ...' ('... the others.'), or say which cards", column=column)
        chosen = {"var": scope.picked}
        f["not"] = {"concat": [f["not"], chosen]} if "not" in f else chosen
        scope.spoken.add(scope.picked)     # the pick is spoken of, as what the others are not: no pronoun waits on it
        return self._others_named(scope, f)

    def _others_named(self, scope, f):
        """"the others" are what "it"/"them" names next (7.2.4.a: the last noun phrase), not the card chosen
        before them: a step that binds what it acted on binds them to this name (verbs._move); else a
        pronoun after them is refused (Scope.refer_it). Named "rest": "others" is also a word of players
        (each_player who: others), which the gloss would read back as those. The rest of cards looked at once
        one of them was picked: a singular "it" after them names that one (Scope.split_it)."""
        name = scope.fresh("rest")
        scope.unnamed[name] = self.at or (None, "the others")
        if "among" in f and scope.picked and isinstance(f.get("not"), dict) and f["not"] == {"var": scope.picked}:
            picked = scope.picked      # how many were picked: one, several said ("two"), or "up to" (split_they)
            scope.split[name] = {"picked": picked, "one": self.at or (None, "the other") if self.singular
                                 else None, "count": "one" if picked in scope.single else "exact"
                                 if picked in scope.whole else "up to",
                                 "said": scope.chosen_at.get(picked, (None, "the cards picked"))[1]}
        scope.it = name
        return f

    def _counted(self, scope):
        """"them all" after "per ...": the objects counted, bound as they were counted (not found again)."""
        spec = scope.per_counted if scope is not None else None
        if spec is None:
            column, words = self.at or (None, "them all")
            raise DesignError(f"'{words}' names the objects counted by 'per' before it: nothing is counted here",
                              column=column)
        if "as" not in spec:
            spec["as"] = scope.fresh("counted")
        return {"var": spec["as"]}

    def as_filter_of_that(self, scope) -> dict:
        self.check_used()
        if self.another or self.dest is not None:
            raise DesignError("'that ...' names one object already named: 'other' or a place is not read here")
        return {k: resolve(v, scope) for k, v in self.filter.items()}

    def _choose_player(self, scope):
        """"target an opponent": a player chosen, whom "they" names next."""
        if self.quant not in ("one", "target") or self.count not in (None, 1) or self.another:
            column, words = self.at or (None, "")     # "Choose two players" once chose one
            raise DesignError(f"'{words}' names players in a way not read yet here (how many, or which ones, would be "
                              f"lost): say 'a player', 'an opponent', 'target player' or 'target opponent'",
                              column=column)
        name = scope.fresh("target" if self.quant == "target" else "chosen")
        spec = {"who": chooser(scope, self.quant == "target"), "from": {"players": self.player or "all"}, "count": 1}
        if self.quant == "target":
            spec["target"] = True
        spec["as"] = name
        scope.steps_out.append({"choose": spec})
        scope.player = scope.named_last = {"var": name}
        if self.player == "opponents":
            scope.trigger_player = scope.player            # "Choose an opponent. That opponent ..."
        return {"var": name}

    def _choose(self, scope, source, *, target=False, count=1, least=None):
        if target and self.kind != "marker":
            source = apart_from_targets(scope, source)
        name = scope.fresh("target" if target else "chosen")
        spec = {"who": chooser(scope, target), "from": source, "count": count}
        if least is not None:
            spec["min"] = least
        if self.total:
            spec["total"] = self.total
        if target:
            spec["target"] = True
        spec["as"] = name
        scope.steps_out.append({"choose": spec})
        if self.at is not None:
            scope.chosen_at[name] = self.at
        if self.kind == "marker":
            scope.marker_names.add(name)
            if count != 1:
                scope.several_markers.add(name)
        else:                          # said as the player who chooses it says it ("they control": theirs)
            zone = source.get("zone") if isinstance(source, dict) else None
            outside = bool(self.in_play) and any(z not in self.in_play for z in (zone if isinstance(zone, list) else
                                                                                  [zone] if zone else []))
            scope.picks.append({"as": name, "from": as_said(source, scope), "bare": False, "target": target,
                                "outside": outside,     # may be out of play, where nobody controls it (7.5.4.a)
                                "whose": whose_said(scope, source, "controller"),
                                "owns": whose_said(scope, source, "owner"), "count": count, "least": least})
            if count == 1:
                scope.single.add(name)
            else:
                scope.several_picks.add(name)
            _opponent_of(scope, source, name, count)
        before_pick(scope, name, count)  # what the words after it could mean instead (ante.py)
        if not target and (scope.it is not None or scope.trigger_named or scope.trigger_object):
            scope.rivals.add(name)     # "it" after "discard a card": that card, or what "it" named before?
        scope.it = name
        scope.picked = name
        scope.done = name
        if isinstance(count, int) and count > 1 and least is None:     # "Discard two cards. If you can't": fewer
            scope.whole[name] = {"test": {"gte": [{"count": {"changed": name}}, count]}}   # than two (1.2.5.c:
            #                          of those chosen, those the step on them changed, effects/changes.py)
        return {"var": name}


def apart_from_targets(scope, source):
    """A target of a step is none of the objects chosen as targets of the same step before it (6.5.b: each may
    be chosen only once per step as a target): "Target Character [Exchanges Boosts] with target Character" is of
    two. The step's other targets are its subject's (``scope.step_targets``) and those its words chose before."""
    if not isinstance(source, dict) or "among" in source:
        return source
    earlier = list(scope.step_targets) + [s["choose"]["as"] for s in scope.steps_out
                                          if isinstance(s.get("choose"), dict) and s["choose"].get("target")]
    out = source
    for name in earlier:
        pick = next((p for p in scope.picks if p["as"] == name), None)
        if pick is None or overlap(pick["from"], source) == "no" or {"var": name} in _excluded(out.get("not")):
            continue
        out = dict(out)
        out["not"] = {"var": name} if out.get("not") is None else {"concat": _excluded(out["not"]) + [{"var": name}]}
    return out


def _excluded(value) -> list:
    """The objects a filter's ``not`` names, one by one."""
    if value is None:
        return []
    return list(value["concat"]) if isinstance(value, dict) and set(value) == {"concat"} else [value]


def _but_me(other):
    """The object "we" names besides me, unless it is me (v5.0 7.2.2.a: I and one other; "Choose a Character. We
    gain 1 boost." with me chosen: I gain one, once, 2.5.f; audit S9B of session 57, class B)."""
    if not (isinstance(other, dict) and set(other) == {"var"}):
        return other
    return {"filter": {"in": other, "as": "we_other", "test": {"not": {"eq": [{"var": "we_other"}, "self"]}}}}


def _other_type(scope, name, kind) -> bool:
    """Whether what ``name`` picked is of one card type, not ``kind`` (2.2.1: a card has one type)."""
    picked = next((p["from"] for p in scope.picks if p["as"] == name), None)
    return isinstance(kind, str) and isinstance(picked, dict) and isinstance(picked.get("type"), str) \
        and picked["type"] != kind


def _opponent_of(scope, source, name, count) -> None:
    """An object chosen of an opponent ("target Character an opponent controls", "target card from an
    opponent's Reserve") names that opponent, "that opponent" next: its controller when it was chosen (as it
    was, 6.3.j, should the effect move it), or its owner; several chosen name no one of them."""
    whose = source if isinstance(source, dict) else {}
    key = next((k for k in ("controller", "owner") if whose.get(k) == "opponent"), None)
    if key is None:
        return
    if count != 1:
        scope.trigger_player = DesignError("'that opponent' after a choice of several objects of opponents names "
                                           "no one of them: say whose ('its controller', 'each opponent')")
    elif key == "controller":
        scope.trigger_player = {"controller_of": {"was": {"var": name}}}
    else:
        scope.trigger_player = {"owner_of": {"var": name}}


# The filter keys that say where the objects a noun names are (a zone, a place in play, whose they are, which ones)
PLACE_KEYS = {"zone", "in_marker", "in_terrain", "among", "controller", "owner"}


def _many_markers(markers) -> bool:
    """Markers naming several Expeditions, one of which a step must choose (not one named by its place)."""
    if not isinstance(markers, dict):
        return False
    spec = markers.get("markers")
    return "markers_where" in markers or (spec is not None and "side" not in (spec if isinstance(spec, dict) else {}))


def select(noun, scope, **kw):
    if isinstance(noun, Noun):
        return noun.select(scope, **kw)
    if isinstance(noun, Player):
        return noun.select(scope)
    return noun
