"""The players and places a noun phrase names, as read ("you", "target opponent", "they", "that opponent",
"its controller", "your Expedition"), and who makes a choice."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...loading.errors import DesignError
from ..discourse import Scope


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
            if self.kind == "controller_of_it" and scope is not None and isinstance(it, dict) and any(
                    p["as"] == it.get("var") and p.get("outside") for p in scope.picks):
                column, words = self.its_at or (None, "its controller")     # "target card in Reserve ... Its
                raise DesignError(f"'{words}' names who controls a card that may be out of play, and "
                                  f"nobody controls a card out of play (7.5.4.a): say 'its owner' (the player "
                                  f"whose card it is)", column=column)    # controller": nobody (audit S9B, A)
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


class Rival(str):
    """"your opponents" as read: "opponent", of the ability's controller, also in the steps another player does
    ("Target opponent exhausts a Character your opponents control": player 1's opponents, 7.2.3.a, the second
    person); "an opponent" with no "your" is there an opponent of the player doing them ("Each player exhausts a
    Character an opponent controls": each one an opponent of theirs)."""


class AnOpponent(str):
    """"an opponent's" (or "your opponent's") zone as read: "opponent", any of them, as a test of one card
    ("target card in an opponent's Reserve", "Cards in an opponent's Reserve can't ..."); ``at``: (column,
    words) where it was said, to refuse it where every card of one opponent's zone is meant (``one_opponent``);
    ``yours``: said "your opponent's", the ability's controller's as ``Rival`` is."""
    at = None
    yours = False


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


def yours_in_theirs(data):
    """The steps another player does, every "your" in them still as read (a value's: "the number of regions
    between your Hero and Companion") naming the ability's controller, as in their nouns (``resolve``), and every
    "your opponents" one of theirs (7.2.3.a): in those steps "you" is the player doing them (1.4.7.b), "your" never is. In place: a step is kept by
    identity until a later word binds it ("it", Scope.introduce)."""
    if isinstance(data, Yours):
        return {"controller_of": "self"}
    if isinstance(data, Rival) or isinstance(data, AnOpponent) and data.yours:   # "your opponents" there: the
        return {"opponent_of": {"controller_of": "self"}}                          # ability's controller's
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


def players_zone(f: dict, zones, at=None) -> dict:
    """"<player> controls" said of objects in a zone no player controls (a personal zone out of play in
    rules_yaml/zones.yaml: a Mana zone, a Reserve; v3.0 7.5.4.a, v5.0 7.5.5.a-b) names that player's own zone
    ("Mana Orbs you control": the Mana Orbs in your Mana zone, 3.2.9), in every role: a count, a step, a
    condition; a control test there would hold of nothing. The one reading of these words where a text says them
    (a noun's "you control", "your"; a condition's "you control ...", "an opponent controls ..."), not of the
    control a verb asks of its object ("Sacrifice a Mana Orb": objects in play only, 7.3.25.a). A place said to be
    another player's is refused at ``at`` ((column, words))."""
    zone = f.get("zone") if isinstance(f, dict) else None
    places = zone if isinstance(zone, list) else [zone]
    personal = (zones or {}).get("personal") or ()
    if "controller" not in (f if isinstance(f, dict) else ()) or not places \
            or not all(isinstance(z, str) and z in personal for z in places):
        return f
    who = f["controller"]
    if "owner" in f and f["owner"] != who:
        column, words = at or (None, "controls")
        word = (zones.get("words") or {}).get(places[0], places[0])
        raise DesignError(f"'{words}' is said of cards in another player's {word}: no player controls a card "
                          f"there (v3.0 7.5.4.a, v5.0 7.5.5.a-b), so '... controls' names the player's own "
                          f"{word}; say whose it is once ('If an opponent has a card in their {word}')",
                          column=column)
    return {("owner" if k == "controller" else k): v for k, v in f.items() if k != "controller" or "owner" not in f}
