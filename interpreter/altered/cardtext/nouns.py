"""Noun phrases, players and places as read, kept abstract until the sentence they sit in is built.

A noun phrase ("up to two target Characters you control") is read before it is known what it is for:
the thing a step acts on (targets are chosen first, 6.5.b), a condition ("you control a token") or a
trigger's filter ("When you play a Spell"). A :class:`Noun` keeps what was read; :meth:`Noun.select`
turns it into a selector once the role is known, adding any ``choose`` step to the :class:`Scope` of
the ability. Its qualifiers compose: each adds tests to a list, and two that name the same key are
both kept (joined with ``and``), never one in place of the other.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ..loading.errors import DesignError, NotAReading
from .ante import before_pick, plural, the_others
from .discourse import Scope


NO_THEY = "'they' names no player chosen before it"
LOOP_PLAYER = "_they"      # "they" said of the players of the "each player" loop before it, until it is joined
# What "that opponent" names after a branch or an option chose the opponent (branches._leaving, choices.choice_of)
BRANCH_THAT = DesignError("'that opponent' names the opponent a condition's branch or one option of a choice "
                          "chose, which may not have been chosen: name the player again ('target opponent') or "
                          "choose them before the branch (6.5.d, 7.2.4.a)")


def chooser(scope: "Scope | None", target: bool):
    """Who makes a choice: the effect's controller chooses its targets (1.2.6.c, 6.5.b), also in the steps
    another player does ("Target opponent sends target Character they control to Reserve"); any other
    choice is made by the player doing the step ("Target opponent sacrifices a Character": theirs), and so
    is the choice of the verb "target" ("That opponent targets a card in your Reserve")."""
    if target and scope is not None and scope.other_actor and not scope.targeting:
        return {"controller_of": "self"}
    return "you"


# The player of a place, by the word said of it: an Expedition is controlled by the player whose it is (v5.0
# 7.5.5.a, v3.0 3.2.4.b: each player has two), whom "its controller" names as "that opponent" does (the effect
# model's ``player_of``); only a card has an owner (1.1.3.c, glossary "Owner"), so "its owner" of one is refused
PLACE_PLAYER = {"controller_of": "player_of"}


def player_of(scope: "Scope | None", op: str, it, at=None) -> dict:
    """``{op: it}``: the player "its controller"/"its owner" (``op``: the effect model's value) names of what "it"
    names; of an Expedition, the player whose it is (``PLACE_PLAYER``), or refused at the words ``at`` (column,
    words) where no player of a place is meant: a value asking for an object's controller or owner of a place
    would name nobody in play (places_or_objects.of_its_kind refuses what gets past this)."""
    if scope is None or not scope.names_places(it):
        return {op: it}
    column, words = at or (None, "its")
    if op in PLACE_PLAYER:
        return {PLACE_PLAYER[op]: it}
    if op in ("controllers_of", "owners_of"):
        raise DesignError(f"'{words}' names places, and the players of several places are not read: say which "
                          f"player ('you', 'target opponent', 'each player')", column=column)
    raise DesignError(f"'{words}' names a place, which has no owner: only a card has one, the player who brought it "
                      f"to the game (1.1.3.c); the player whose place it is controls it (v5.0 7.5.5.a): say 'its "
                      f"controller'", column=column)


@dataclass
class Player:
    """A player reference: you, opponent, each (player), or a target to choose (6.5.b)."""
    kind: str                      # you, opponent, each, each_opponent, each_other, each_other_opponent,
    #                                target, chosen, they, that, controller_of_it, owner_of_it,
    #                                controllers_of_them, owners_of_them
    among: Any = "all"             # for targets: all or opponents; for chosen: the selector
    where: Any = None              # a test the players named pass ({var: p}: "with no cards in hand")
    at: Any = None                 # (column, words) where it was read, when a noun phrase named it
    said: Any = field(default=None, compare=False)   # ... of "they control": refused there (two are one player)
    its_at: Any = field(default=None, compare=False)     # ... of "its owner", "its controller"

    def players(self):
        """The players a target is chosen among, or an "an opponent" with a test names."""
        among = {"players": self.among if self.kind == "target" else "opponents"}
        if self.where is None:
            return among
        return {"players_where": {"in": among, "as": "p", "test": self.where}}

    def select(self, scope: "Scope | None"):
        if self.where is not None and self.kind == "opponent":     # "an opponent with ...": those who pass
            return self.players()      # (the test of "each ..." is the loop's: subjects._as_player)
        if self.kind in ("chosen", "they") and scope is not None and scope.no_they and scope.player is None:
            raise DesignError(scope.no_they)
        if self.kind in ("chosen", "they") and scope is not None and not scope.other_actor \
                and scope.player is None and scope.branch_player:
            raise DesignError("'they' names a player chosen in a branch or an option, which may not have been "
                              "chosen")
        if self.kind in ("chosen", "they") and (self.kind == "they" or self.among in (None, "all")) \
                and scope is not None and not scope.other_actor and scope.player is None:
            if scope.they_either:
                raise DesignError(scope.they_either)
            if scope.they_each:        # "Each opponent draws a card. Characters they control ...": each of them
                return scope.they_each
        if self.kind == "chosen":
            if self.among is not None and self.among != "all":
                return self.among
            if scope is None or scope.player is None:
                raise DesignError(NO_THEY)
            return scope.player
        if self.kind == "they":            # in what another player does, that player; else the one named
            if scope is not None and scope.other_actor:
                return "you"
            if scope is None or scope.player is None:   # never "you"; a card an opponent controls names no player
                raise DesignError(f"{NO_THEY} (a card an opponent controls names none): name the player ('target "
                                  f"opponent', 'each opponent'), or say 'you control' or 'controlled by its controller'",
                                  column=self.said)
            return scope.player
        if self.kind in ("controller_of_it", "owner_of_it"):
            # "its" names one object: not a pick of maybe several ("Up to two target Characters ... Its
            # controller": the first one's, or each one's? 7.2.5.a), refused at "its" (discourse.named_together)
            it = scope.it_selector(False, self.its_at, singular=True) if scope is not None else "it"
            if scope is not None and isinstance(it, dict) and it.get("var") in scope.each_gathered and self.its_at:
                scope.one_of_each.append((it["var"], self.its_at))    # of each one chosen in turn (6.5.i)
            return player_of(scope, "controller_of" if self.kind == "controller_of_it" else "owner_of", it,
                             self.its_at)
        if self.kind in ("controllers_of_them", "owners_of_them"):     # "their controllers": of all of them,
            them = scope.it_selector(True, self.its_at, plural=True) if scope is not None else "it"   # each once
            return player_of(scope, "controllers_of" if self.kind == "controllers_of_them" else "owners_of", them,
                             self.its_at)
        if self.kind == "that":        # the one named before, also at a table of several; never any of them
            named = scope.trigger_player if scope is not None else None
            if named is None:
                column, words = self.at or (None, "that opponent")
                raise DesignError(f"'{words}' names the one opponent said before it, and no one opponent is: name "
                                  f"them first ('target opponent', 'Choose an opponent.', 'target Character an "
                                  f"opponent controls') or say 'each opponent' (7.2.4.a)", column=column)
            if isinstance(named, DesignError):     # at the words, wherever it was found out
                raise DesignError(named.message, column=self.at[0] if self.at else None)
            return named
        if self.kind in ("each_opponent", "each_other_opponent"):   # outside what players do (subjects._as_player)
            return "opponent"
        if self.kind == "each_other":
            return "each"
        if self.kind != "target":
            return self.kind
        if scope is None:              # a trigger's or a passive's player: nothing is chosen there
            raise DesignError("'target' names a player an effect chooses (6.5.b); here nothing is chosen: say "
                              "which player ('an opponent', 'a player')")
        name = scope.fresh("target")
        scope.steps_out.append({"choose": {"who": chooser(scope, True), "from": self.players(),
                                           "count": 1, "target": True, "as": name}})
        if self.at is not None:
            scope.chosen_at[name] = self.at
        scope.player = scope.named_last = {"var": name}
        if self.among == "opponents":
            scope.trigger_player = scope.player            # "that opponent" next
        return {"var": name}


@dataclass
class Place:
    """A zone and whose it is, as read ("your hand", "their Reserve"): owner None means the owner's."""
    zone: str
    owner: Any = None
    each: bool = False             # "each player's Reserve": said of each player's in turn
    unsaid: Any = field(default=None, compare=False)   # named with no player at all ("from Reserve"): True, or
    #                                                    (column, words) where it was read


class Yours(str):
    """"your" as read: "you", except in the steps another player does, where it still means the
    ability's controller ("That opponent targets a card in your Reserve")."""


class AnOpponent(str):
    """"an opponent's" (or "your opponent's") zone as read: "opponent", any of them, as a test of one card
    ("target card in an opponent's Reserve", "Cards in an opponent's Reserve can't ..."); ``at``: (column,
    words) where it was said, to refuse it where every card of one opponent's zone is meant (``one_opponent``)."""
    at = None


def one_opponent(f, what: str) -> None:
    """Refuse every card, the top ones or a count of "an opponent's" zone (``f``: the filter): one opponent's,
    and which one is not said; read as every opponent's together it is another card or number at a table of
    more than two (as a condition of this shape is refused, language._condition)."""
    for key in ("owner", "controller"):
        said = f.get(key) if isinstance(f, dict) else None
        if isinstance(said, AnOpponent):
            column, words = said.at or (None, "an opponent's")
            raise DesignError(f"'{words}' names one opponent's zone without saying which: read as every opponent's, "
                              f"{what} would differ at a table of more than two; say 'target opponent's' (one "
                              f"chosen) or 'each opponent's' (every one's)", column=column)


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


def yours_in_theirs(data):
    """The steps another player does, every "your" in them still as read (a value's: "the number of regions
    between your Hero and Companion") naming the ability's controller, as in their nouns (``resolve``): in
    those steps "you" is the player doing them (1.4.7.b), "your" never is. In place: a step is kept by
    identity until a later word binds it ("it", Scope.introduce)."""
    if isinstance(data, Yours):
        return {"controller_of": "self"}
    if isinstance(data, dict):
        for k, v in data.items():
            data[k] = yours_in_theirs(v)
    elif isinstance(data, list):
        data[:] = [yours_in_theirs(v) for v in data]
    return data


def says_yours(data) -> bool:
    """Whether a "your" as read is somewhere in ``data``."""
    if isinstance(data, dict):
        return any(says_yours(v) for v in data.values())
    return isinstance(data, Yours) or isinstance(data, list) and any(says_yours(v) for v in data)


def conjoin(a, b):
    """Two tests that must both hold."""
    if a is None:
        return b
    parts = (a["and"] if isinstance(a, dict) and set(a) == {"and"} else [a]) + [b]
    return {"and": parts}


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


def played_by(place: Place, by, said=None):
    """Who plays a card from ``place``: a card is played from its player's own Hand or Reserve (5.2.a), so
    "Cards played from your Reserve" are the cards you play; a zone of another player than the one who plays
    is not read (refused, not dropped)."""
    owner = place.owner
    if callable(owner) and hasattr(owner, "among"):   # "target opponent's": chosen by an effect (6.5.b), and a
        column, words = said or (None, "from")        # card is played from its player's own zones (5.2.a)
        raise DesignError(f"'{words}' names a player chosen as a target (6.5.b), which only an effect chooses: "
                          f"a card is played from its player's own zones (5.2.a)", column=column)
    if owner is None or callable(owner):   # "a Reserve", "their Reserve": the zone of the player who plays
        return by
    if by in ("anyone", None) and owner in ("you", "opponent"):
        return owner
    if owner != by:
        column, words = said or (None, "from")
        raise DesignError(f"'{words}' names a zone of another player than the one who plays the card: a card is "
                          f"played from its player's own zones (5.2.a)", column=column)
    return by


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
    which_of_two: Any = None       # for kind == "marker": (column, why) of one said of several and not which
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
        elif key not in self.filter or self.filter[key] == value:
            self.filter[key] = value
        else:                          # "a Robot Character that is also ...": both, as a test of it
            self.filter["where"] = conjoin(self.filter.get("where"),
                                           {"matches": {"what": "it", "filter": {key: value}}})

    def default(self, key: str, value) -> None:
        """``key`` unless the phrase said otherwise ("sacrifice a Character": one you control)."""
        if key == "owner_or_controller":
            key = "owner" if "zone" in self.filter or self.dest is not None else "controller"
        elif key == "zone_of_cards":       # "discard a card", "discard a Spell": one of the player's, in that zone
            self._zone_of_cards(value)
            return
        self.filter.setdefault(key, value)

    def _zone_of_cards(self, zone: str) -> None:
        """A card the text names by no place is the player's own, in ``zone``, whatever its type: the action
        moves it from where it is (7.3.7.a), so a "Spell" read as any Spell anywhere would be another card.
        A target, a place, an Expedition or a controller says where it is; a status or a token, or "all" of a
        type (objects in play unless a place is said, 2.2.1.h), says it is not in that zone: refused, not
        guessed."""
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
            return {"concat": ["self", self._we_other(scope, False) if scope else "it"]}
        if self.kind == "marker":
            return resolve(self.marker, scope)
        if self.kind == "player":          # players are no objects: the player phrases read them
            raise DesignError("players named here as objects are not read yet")
        self.check_places()
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
            return {"concat": ["self", self._we_other(scope, True)]}
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
            them = self._them(scope) if self.of_them else scope.revealed or scope.refer_it() or "it"
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
        the_others(scope, self.at, scope.revealed)
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
            scope.picks.append({"as": name, "from": _as_said(source, scope), "bare": False,
                                "whose": whose_said(scope, source, "controller"),
                                "owns": whose_said(scope, source, "owner"), "count": count})
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
            scope.whole[name] = {"test": {"gte": [{"count": {"var": name}}, count]}}   # than two (1.2.5.c)
        return {"var": name}


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


def frame(scope):
    """Whose "you" the steps being read say: None, the card's controller; else the player doing them, one
    name for the player of each turn of a loop ("Each opponent chooses ... They ...")."""
    if not scope.other_actor:
        return None
    return EACH_TURN if scope.acting in ("each", "opponent", {"var": LOOP_PLAYER}) else scope.acting


def whose_said(scope, f, key: str) -> tuple:
    """(frame, player): who the words say controls (``key`` "controller") or owns ("owner") the objects that
    filter or selector ``f`` names, as the steps said in that frame (see frame) say players; player None where
    they do not say one player. Objects named among others named before ("one of them", "the others", "from
    these cards") are whose those are, as they were said: one question however the objects are named."""
    here = frame(scope)
    if isinstance(f, dict) and set(f) == {"var"}:
        pick = next((p for p in reversed(scope.picks) if p["as"] == f["var"]), None)
        if pick is not None:
            return pick["whose" if key == "controller" else "owns"]
        return (scope.sources.get(f["var"]) or {}).get(key, (here, None))
    if isinstance(f, dict) and set(f) == {"concat"}:
        said = {repr(outside(*whose_said(scope, part, key))) for part in f["concat"]}
        return (None, outside(*whose_said(scope, f["concat"][0], key))) if len(said) == 1 else (here, None)
    if not isinstance(f, dict):
        return here, None
    player = controller_said(f, scope) if key == "controller" else f.get("owner")
    if player is None and "among" in f:
        return whose_said(scope, f["among"], key)
    return here, player


def note_sources(scope, steps, actions: dict) -> None:
    """Whose the objects are that each step binding a name ("as") acted on, as its words said (whose_said); of
    a keyword action (``actions``: keywords.yaml's), what its declared effect names ``them`` ("[Resupply] ...
    it": the top card of the deck of the player doing it)."""
    for step in steps if isinstance(steps, list) else [steps]:
        (op, body), = step.items() if isinstance(step, dict) and len(step) == 1 else [(None, None)]
        if isinstance(body, dict) and isinstance(body.get("as"), str) and "what" in body:
            scope.sources[body["as"]] = {key: whose_said(scope, body["what"], key) for key in ("controller", "owner")}
            scope.sources[body["as"]]["many"] = _may_be_several(body["what"])
            top = _top_of(body["what"])
            scope.sources[body["as"]]["top"] = top
            scope.sources[body["as"]]["size"] = scope.set_size(body["what"]["var"]) if isinstance(body["what"], dict) \
                and set(body["what"]) == {"var"} else top      # how many at most (Scope.set_size)
        elif op == "do":
            spec = actions.get(body if isinstance(body, str) else next(iter(body), None)) or {}
            moved = _bound(spec.get("effect"), spec.get("them"))
            if moved is not None:
                scope.sources[spec["them"]] = {key: whose_said(scope, moved, key) for key in ("controller", "owner")}


def _top_of(what):
    """How many top cards of a deck a step names ("the top two cards"; of several decks, "the top card of your
    deck and the top card of target opponent's deck", all of them); None where not only top cards of a known
    number."""
    if isinstance(what, dict) and set(what) == {"concat"}:
        tops = [_top_of(part) for part in what["concat"]]
        return sum(tops) if all(isinstance(t, int) for t in tops) else None
    return what.get("top") if isinstance(what, dict) else None


def _may_be_several(what) -> bool:
    """The objects a step names may be more than one card: the top cards of a deck but the top one ("the top 3
    cards", "the top X cards"), or a whole zone ("your hand", "your Reserve"). Singular "it" can't name them
    (Scope.it_selector)."""
    if not isinstance(what, dict):
        return False
    if set(what) == {"concat"}:        # "Look at A and B": the cards of both
        return len(what["concat"]) > 1 or any(_may_be_several(part) for part in what["concat"])
    if "top" in what:
        return not (isinstance(what["top"], int) and what["top"] <= 1)
    return "zone" in what and not {"count", "var", "among"} & set(what)


def _bound(effect, name):
    """What the step of a declared effect that binds ``name`` ("as") acts on, if one does."""
    if isinstance(effect, dict):
        if name is not None and effect.get("as") == name and "what" in effect:
            return effect["what"]
        effect = list(effect.values())
    if isinstance(effect, list):
        return next((w for w in (_bound(e, name) for e in effect) if w is not None), None)
    return None


def outside(said_in, player):
    """A player as the steps said in frame ``said_in`` name them, as the card's controller's steps do."""
    if said_in is None or player is None:
        return player
    return said_in if player == "you" else "you" if player == {"controller_of": "self"} else player


def controller_said(f, scope):
    """Who the words say controls the objects of filter ``f``, as the steps being read say players: "you
    control", or in "my Expedition", "your Expeditions" (what is there is its player's, 7.5.4.a); None: not
    said, or not one player."""
    if not isinstance(f, dict):
        return None
    if f.get("controller") is not None:
        return f["controller"]
    mine = "you" if not scope.other_actor else {"controller_of": "self"}
    place = f.get("in_marker")
    return mine if place == {"marker_of": "self"} or place == {"markers": {"owner": "you"}} else None


EACH_TURN = "each turn"     # the player of each turn of a loop (frame)


def _as_said(source, scope):
    """A choice's filter as the sentences outside the steps another player does say it: in those, "you" is
    that player ("Target opponent chooses a Character they control": controlled by the target)."""
    if not (isinstance(source, dict) and scope.other_actor and scope.player is not None):
        return source
    return {k: scope.player if v == "you" else v for k, v in source.items()}


# The filter keys that say where the objects a noun names are (a zone, a place in play, whose they are, which ones)
PLACE_KEYS = {"zone", "in_marker", "in_terrain", "among", "controller", "owner"}


# The filter keys that say which objects a noun can name at all, and how two values of one of them exclude each
# other ("in the Expedition facing me" and "in my Expedition"); any other key only narrows.
KINDS = ("zone", "type", "controller", "owner", "in_marker")


def _overlap(a, b) -> str:
    """Whether an object of filter ``a`` could be one of filter ``b``: "same" (the same words: "Choose a card in
    your hand. Discard each other card in your hand."), "no" (a key excludes it) or "maybe"."""
    if not (isinstance(a, dict) and isinstance(b, dict)) or "among" in a or "among" in b:
        return "maybe"
    a, b = ({k: v for k, v in f.items() if k != "not"} for f in (a, b))
    if a == b:
        return "same"
    for key in KINDS:
        if key not in a or key not in b:
            if key == "zone" and (key in a) != (key in b):
                return "maybe"         # in play (no zone, 2.2.1.h) or in a zone: not told here
            continue
        x, y = a[key], b[key]
        if key == "in_marker":
            if {"facing": x} == y or {"facing": y} == x:
                return "no"
        elif key in ("controller", "owner"):
            if sorted((x, y), key=repr) == ["opponent", "you"]:
                return "no"
        elif isinstance(x, (str, list)) and isinstance(y, (str, list)) \
                and not set(x if isinstance(x, list) else [x]) & set(y if isinstance(y, list) else [y]):
            return "no"
    return "maybe"


def _holds_me(f, scope=None) -> bool:
    """Whether I could be one of the objects of filter ``f``: not in the Expedition facing me, nor controlled or
    owned by an opponent (else I may be, as far as the words tell)."""
    if f.get("in_marker") == {"facing": {"marker_of": "self"}}:
        return False
    return not any(_an_opponent(scope, f.get(key)) for key in ("controller", "owner"))


# The player of the trigger's object ("its controller", "that opponent"), an opponent when the trigger says so
_ITS_PLAYER = ({"var": "trigger_player"}, {"controller_of": "it"}, {"controller_of": {"was": "it"}},
               {"owner_of": "it"}, {"player_of": {"marker_of": "it"}})


def _an_opponent(scope, player) -> bool:
    """Whether a player as read is an opponent: "an opponent", the one opponent named ("that opponent"), the
    player of the trigger's object when the trigger says it is an opponent's ("its controller"), or "you" in
    the steps such a player does ("Its controller sacrifices a Character": one they control)."""
    if player == "opponent":
        return True
    if scope is None or player is None:
        return False
    if player == "you":
        return scope.other_actor and scope.acting not in (None, "you") and _an_opponent(scope, scope.acting)
    return player == scope.trigger_player or scope.trigger_opponent and player in _ITS_PLAYER


def _mine(scope, f) -> bool:
    """Whether the objects of filter ``f`` are mine as read ("you control", "your Reserve")."""
    mine = ("you",) if not scope.other_actor else ({"controller_of": "self"},)
    return f.get("controller") in mine or f.get("owner") in mine


def other_than(scope, f, at):
    """What "other" leaves out, said with no object after it. The printed cards say "other" of me ("Each other
    Character you control gains 1 boost") and, after a choice among the same objects, of what was chosen
    (rule 3.2.2 example: "Choose up to two Characters from these cards ... Discard the other cards"). So: the
    one object the ability chose before that could be among these, when its choice did nothing else ("Choose a
    card in your hand. Discard each other card in your hand.") or I could not be among them ("Target Character
    gains 2 boosts. Each other Character in the Expedition facing me gains [[Asleep]]."); me when nothing chosen
    could be; refused where either could be meant. With nothing chosen, the object a reaction's trigger names
    (not me) is the other one: the printed reactions say "another" in their trigger ("When another Character
    joins my Expedition") and never a bare "other" of the trigger's object after it, so it is that object only
    where I could not be among them ("When an opponent plays a Character — Each other Character they control
    gains 1 boost"), and refused where both could be ("When a Character joins my Expedition — Each other
    Character in my Expedition ...")."""
    if scope is None:
        return "self"
    picks = [p for p in scope.picks if _overlap(p["from"], f) != "no"]
    column, words = at or (None, "other")
    if not picks:
        said = scope.trigger_noun if isinstance(scope.trigger_noun, dict) else None
        if said is None or _overlap(said, f) == "no" or scope.trigger_opponent and _mine(scope, f):
            return "self"              # (an opponent's object is never among mine)
        if not _holds_me(f, scope):
            return scope.it_selector()
        raise DesignError(f"'{words}': other than me, or than the object the trigger names? Say which: '... other "
                          f"than me' or '... other than it'", column=column)
    if len(picks) == 1 and (picks[0]["bare"] and _overlap(picks[0]["from"], f) == "same" or not _holds_me(f, scope)):
        name = picks[0]["as"]
        if name in scope.loop_names or name == scope.branch_it:
            raise DesignError(f"'{words}' is other than the card chosen before it, which is chosen in each turn "
                              f"of a loop or in a branch and out of reach after it: say both in the same turn or "
                              f"branch, or say 'other than me'", column=column)
        return {"var": name}
    raise DesignError(f"'{words}': other than me, or than the card chosen before it? Say which: '... other than "
                      f"me' or '... other than it'", column=column)


def _many_markers(markers) -> bool:
    """Markers naming several Expeditions, one of which a step must choose (not one named by its place)."""
    if not isinstance(markers, dict):
        return False
    spec = markers.get("markers")
    return "markers_where" in markers or (spec is not None and "side" not in (spec if isinstance(spec, dict) else {}))


@dataclass
class Pred:
    """A verb waiting for its subject: ``build(subject_selector, scope) -> steps``.

    ``actor`` says what its subject is: a ``player`` (draw, discard, [Resupply]), an ``object``
    (gains, loses, moves forward) or ``any``."""
    actor: str
    build: Any
    then_subject: Any = None   # "have X gain ...": X is the subject of the next verb
    again: bool = False        # "do it again" and "may": not what "do it again" repeats
    remake: Any = None         # the same verb on another object ("discards their hand and their Reserve")
    what: Any = None           # the object it was read with, as read (for remake)
    form: str | None = None    # its verb as printed: "base" ("draw", "[Resupply]"), "third" ("draws"), None
    verb: str | None = None    # that verb's words as printed
    at: int | None = None      # where the phrase starts in the text

    def run(self, subject, scope):
        return self.build(subject, scope)


def collect(scope: Scope, fn):
    """Run ``fn()``; return the steps it appended to the scope (choices) followed by its own."""
    saved, scope.steps_out = scope.steps_out, []
    try:
        steps = fn()
        return scope.steps_out + list(steps or [])
    finally:
        scope.steps_out = saved


def select(noun, scope, **kw):
    if isinstance(noun, Noun):
        return noun.select(scope, **kw)
    if isinstance(noun, Player):
        return noun.select(scope)
    return noun


def contains(data, value) -> bool:
    """Whether ``value`` is somewhere in ``data`` ({var: X} not yet said, a value put in its place)."""
    if data == value:
        return True
    if isinstance(data, dict):
        return any(contains(v, value) for v in data.values())
    return isinstance(data, (list, tuple)) and any(contains(v, value) for v in data)


def substitute(node, name: str, value, value_only: bool = False):
    """Replace ``{var: name}`` by ``value`` everywhere in ``node`` (", where X is ..."); ``value_only``: the
    plain value ``name`` instead ("you" in a filter, a player)."""
    if isinstance(node, dict):
        if node == {"var": name} and not value_only:
            return copy.deepcopy(value)
        return {k: substitute(v, name, value, value_only) for k, v in node.items()}
    if isinstance(node, list):
        return [substitute(v, name, value, value_only) for v in node]
    if value_only and node == name:
        return copy.deepcopy(value)
    return node
