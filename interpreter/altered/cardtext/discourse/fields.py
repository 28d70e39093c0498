"""The fields of :class:`Scope`, all in one place: what the sentences of one ability share as they are read
(each said what it records and who reads it), and the names a phrase binds on it (``@in_full``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


# the key of a step that introduced a name (:meth:`introduce`), until the ability is read: what it binds
PENDING = "_introduces"


@dataclass(eq=False)
class ScopeFields:
    """What the sentences of one ability share: bound names, "it", "X", the steps so far (the data of
    :class:`Scope`, whose methods the modules of this package give it by concern)."""

    # -- "it": what it names, and what it could name instead ------------------------------------------
    it: str | None = None              # the variable "it"/"them" refers to (None: the trigger's "it")
    trigger_it: bool = True            # False: no trigger object, so "it" must name something said before
    no_it: str | None = None           # ... and why, when the trigger says it (a player's draw names no card)
    pronouns: list = field(default_factory=list)   # (what it named, (column, words)) of each pronoun read, so a
    #                                step done to it that can't be is refused there (places_or_objects.of_its_kind)
    it_reads: list = field(default_factory=list)   # (what it named, (column, words) or None) of every "it",
    #                                "its" read, said where or not (a condition's: Conditions.target_or_trigger)
    _pending: dict = field(default_factory=dict, init=False, repr=False)  # name -> the step that binds it once
    #                                "it" is read (create): refer_it
    bound_late: set = field(default_factory=set)   # the names :meth:`bind` bound, in copies too (language.py)
    minted: set = field(default_factory=set)       # every name :meth:`fresh` made: one the ability reads must be
    #                                bound by a step of it (language.unbound_reads)
    unnamed: dict = field(default_factory=dict)    # name "it" has after a step on "the others" -> (column, words)
    #                                of those words, while no step binds the objects it acted on to it ("as")
    unsaid: dict = field(default_factory=dict)     # name "it" has where it could name several things, none said
    #                                -> why (a quick action's cost picking in two parts, abilities._name_paid)
    untraced: tuple = ()               # (what "it" named, the step's column) after a step that acted on
    #                                something else and keeps no trace of it ("Draw a card"): "it" refused (trace.py)
    cost_targets: list = field(default_factory=list)   # the selections a quick action's cost part picks as
    #                                targets ("Exhaust target Character you control:", verbs._cost_of)
    paid: tuple = ()                   # (what "it" names, what "If you do" asks of) from a quick action's cost,
    #                                while a step of its effect may still leave them so (abilities.after_paid)
    rivals: set = field(default_factory=set)       # names of cards picked for another verb ("discard a card")
    #                                while "it" already named something (the trigger's object, a target): "it" is either
    each_it: Any = None                # the one of "each ..." whose "its" is being read (subjects._each_with_its)
    branch_it: Any = None              # what a branch named "it", out of reach after it
    played_it: bool = False            # reading what is done to the next card played ("The next Character you
    #                                play this turn activates its ...", "If you play it from your hand, it ..."):
    #                                "it" is that card (the Ongoing Emblem's object, subjects._next_play)
    subject: Any = None                # what a condition's subject or "there is" named: "it" when nothing else is
    subject_marker: Any = None         # the subject when it is Expeditions a condition named
    subject_one: Any = None            # ... (column, words) where that subject is one Expedition ("my Expedition")
    place_named: Any = None            # the one Expedition a condition named last (even when "it" is another)
    marker_names: set = field(default_factory=set)  # the names of Expeditions chosen ("If it's ahead" is said of one)
    several_markers: set = field(default_factory=set)  # ... of those, the picks of maybe several ("any number of
    #                                target Expeditions"): tokens created in them are several (ante.several_places)
    last_marker: Any = None            # the Expedition "facing it", "each of its Characters" refer to

    # -- the reaction's trigger: what it names --------------------------------------------------------
    trigger_named: bool = False        # a reaction's trigger named the object "it" is ("When a Character joins")
    trigger_marker: bool = False       # ... and it is an Expedition ("When my Expedition moves forward")
    trigger_object: bool = False       # a player's event the trigger names has an object ("When you play a Character")
    trigger_noun: Any = None           # what the trigger says its object is (a filter), which "that Character" names
    trigger_player: Any = None         # the one opponent named last, "that opponent": who did what a trigger
    #                                says, whose zone, Expedition or object it is, or one chosen (a DesignError:
    #                                named, but not kept once it happened, or not one)
    trigger_opponent: bool = False     # the trigger's object is an opponent's (a trigger_player was named)
    trigger_yours: bool = False        # the trigger says its object is yours ("joins my Expedition", "you play")

    # -- "they": the players named ----------------------------------------------------------------------
    player: Any = None                 # the player chosen last ("target an opponent. They ...")
    branch_player: bool = False        # ... chosen in a branch ("they" after it is refused)
    they_each: Any = None              # what "they" names when no player was chosen: the players of the "each
    #                                player" loop said last, each in turn (joined_steps.join_loop), or "your opponent"
    they_either: str | None = None     # why "they" could name either of two players (a loop after a target)
    no_they: str | None = None         # why "they" names no player here (a replacement's, passives._modifier)
    other_actor: bool = False          # building steps another player does (as_player, each_player)
    acting: Any = None                 # ... and that player, as read ("you" in their steps is them)
    named_last: Any = None             # the player named or acting last, whom "each other player" leaves out:
    #                                "you" once you act, EACH after "each ..." (subjects._as_player)

    # -- what was chosen, counted, rolled, revealed: the names later words read -------------------------
    names: dict[str, int] = field(default_factory=dict)   # base name -> how many were made (fresh)
    picks: list = field(default_factory=list)  # the objects chosen so far, each {as, from, bare}: "other" may be
    #                                other than one of them ("Choose a card in your hand. Discard each other card")
    picked: str | None = None          # the name of the object chosen last ("the others": the rest)
    ante: dict = field(default_factory=dict)       # a pick of one object's name -> what "it", "that many", "If
    #                                you do", "the others" named just before it: which could be meant (ante.py)
    tested_some: dict = field(default_factory=dict)    # a pick's name -> (column, words) of a condition's "one
    #                                (any, either) of them" said of it: "the other" after it is refused (ante.the_others)
    done_before: dict = field(default_factory=dict)    # a pick's name (of any number) -> (what "If you do" asked
    #                                of just before it, who did a step before it), when one was said (ante.did)
    asked_at: dict = field(default_factory=dict)   # a name "If you do" / "If you can't" / "If you don't" asked
    #                                of -> (column, words) of the first such words (ante.did; whole_costs.choose_able)
    asked_again: dict = field(default_factory=dict)    # the same -> (column, words) of the last such words
    actors_before: set = field(default_factory=set)    # who did each step read so far, "you" or "they" (ante.did)
    said_of_object: set = field(default_factory=set)   # the names "If you do" asks of whose step just before was
    #                                said of an object, no player's action ("Target Character gains 1 boost"):
    #                                "If you do" there could mean an action before it as well (ante.did)
    together: list = field(default_factory=list)   # the names of picks made one after another ("Choose A and B",
    #                                "Choose A. Choose B.", "Discard A and B"): "them" names them all (named_together)
    together_open: bool = False        # ... and a pick after them joins them: no pronoun was read since
    single: set = field(default_factory=set)       # the names of picks of one object ("target Character"), which
    #                                "they"/"them" cannot name alone (named_together)
    several_picks: set = field(default_factory=set)    # ... of maybe several ("up to two target Characters"),
    #                                which a singular word ("it", "its") cannot name (named_together)
    x_of: Any = None                   # what the step an ", where X is ..." is read for acts on ("its" there: each's)
    spoken: set = field(default_factory=set)       # the names a word read as "it" named (refer_it): a pick "Choose
    #                                ..." made and never spoken of waits for a pronoun (named_together)
    turn_picks: set = field(default_factory=set)   # the names chosen in a turn of that loop ("Discard the others")
    revealed: str | None = None        # the variable holding the cards revealed ("the others", "one of them")
    split: dict = field(default_factory=dict)      # name of "the rest" of cards looked at -> {picked: the one
    #                                chosen among them, one: (column, words) of a singular "the other"}: "it" after
    #                                them names the one picked, "one of them" the cards looked at (split_it)
    left_play: list = field(default_factory=list)  # what each step moved out of play (to a zone not in play,
    #                                or discarded, sacrificed), for sure or not: "If you control it" after it reads
    #                                its controller as it was (2.1.h, conditions._controls_named)
    hidden: dict = field(default_factory=dict)     # a pick's name ("it": the trigger's object, "self": me;
    #                                hidden_key) -> (zone, column, words, what) of a move of it
    #                                to a zone only its owner sees (a hand, 3.1.3.d): "it" after it is refused;
    #                                what: the move's object (its step, for "it" and me) where that zone is a hand
    #                                or a deck (else None), which an action on a pronoun after it can't find while
    #                                the move is sure or may have been (gone_hidden)
    acted: list = field(default_factory=list)      # what each move or moving action moved for sure, in order (one
    #                                in a "may", a branch or an option left out, unsure): are the cards looked at
    #                                all gone (seen_gone)?
    maybe_acted: list = field(default_factory=list)    # ... what one in a "may", a branch or an option may have
    #                                moved (unsure): a card moved to a hand or a deck maybe is not followed (gone_hidden)
    not_acted: list = field(default_factory=list)  # ... what an option read before the one being read moved: not
    #                                moved where this one is chosen (6.5.g; maybe once the choice is read)
    offered_moved: dict = field(default_factory=dict)  # a "may" name -> what its steps may have moved: not moved
    #                                in its "If you don't" (if_done._declined)
    else_held: list = field(default_factory=list)  # what the branch or the offer read last moved (a condition's,
    #                                "If you do" and its offer, "you may"): not moved in the "Otherwise" after it,
    #                                where it did not run (6.5.e; sentences._otherwise)
    asked_did: Any = None              # what the "If you do" being read asks of (if_done._asked_did), for its branch
    hidden_since: dict = field(default_factory=dict)   # a name of :attr:`hidden` -> (how many :attr:`pronouns`,
    #                                :attr:`me_said`) were read once it moved: a pronoun before it is not refused
    me_said: list = field(default_factory=list)    # (column, words) of each "me"/"I" read (nouns.Noun.select): the
    #                                word an action on me after a move of me to a hand or a deck is refused at
    moved_picks: dict = field(default_factory=dict)    # a name whose objects a step moved, all of them, sure or
    #                                not -> that move's data (a dict), or the name a moving action binds what it moved
    #                                to ("discarded"): "one of them" chooses among them where they are (moved_group)
    sources: dict = field(default_factory=dict)    # name a step binds to what it acted on ("as": a look, a
    #                                reveal, a move) -> {controller, owner: (frame, player)} its words said (whose_said)
    per_counted: Any = None            # the count of the last "per ..." ("them all": the objects it counted)
    counted: Any = None                # what "that many" counts: the result of the verb done last (chains._Links);
    #                                a DesignError: it counts only some of what that verb did ("do it again")
    have_subjects: set = field(default_factory=set)    # the names picked as the subject of the verb after "have"
    #                                ("to have target Character gain 2 boosts"): "that many" after it counts what
    #                                the verb did, not its subject, as after "Target Character gains" (chains._result_of)
    link_counted: Any = None           # (what "that many" after it counts,) said by the verb being read itself
    #                                ("You may X to Y", done_and_counted.counted_after_to), else None: read from its steps
    repeated: bool = False             # the verb being read is "do it again" (verbs._again)
    amount: Any = None                 # the variable holding how many counters the last step changed
    uncounted: bool = False            # a step counted (or changed counters), and a step after it counted nothing
    #                                ("I gain 1 boost", "Draw a card"): "that many" refused (ante.skipped_count)
    result: str | None = None          # the variable holding a die roll
    done: Any = None                   # the variable "If you do" refers to (several: a list; a choice: {any: [...]})
    answered: Any = None               # (what "If you do, ..." asked of, what its steps left done): "If you don't"
    keep_done: Any = None              # what "If you do" asked of as a condition's branch began: its steps
    #                                said of a card leave it so ("If its Hand Cost was {3} or more, I gain 3
    #                                boosts. If you can't, ..."; trace.py)
    conditions: int = 0                # how many branches of a condition ("If X, ...", "Otherwise", a die's outcome,
    #                                "Unless"; not "If you do/can't/don't") are being read (branches._branch)
    conditions_named: list = field(default_factory=list)   # ((column, words) of it, words of what it names,
    #                                whether that may be one object, what "it" named as it was read and still
    #                                named after it, or None) of each condition read that names objects of its own
    #                                ("If you control a Landmark"): a pronoun after it could name them as well as
    #                                the trigger's object (Scope.trigger_it_is) or that (Scope.condition_it)
    did_branch: bool = False           # the next branch is of "If you do/can't/don't", not of a condition
    in_condition: bool = False         # the branch being read is a condition's (trace.after_step)
    may_depth: dict = field(default_factory=dict)  # a "may" name -> ``conditions`` where it was offered: "If you
    #                                don't" after the branch it was offered in is refused (if_done._declined)
    done_in_branch: bool = False       # "done" is "it" because a player's step done only in a branch keeps no
    #                                trace ("On a 4-6, draw a card. If you do"): refused saying so (if_done._did)
    branch_done: Any = None            # what "If you do" asks of, done only in a condition's branch now closed
    sibling_done: Any = None           # that, still asked of after a sibling branch ("On a 1-3, sacrifice a
    #                                Character. On a 4-6, I gain 1 boost. If you do"): refused (if_done._did)
    branches_done: Any = None          # what a condition's branch did, after another branch did a step of its own
    #                                ("If ..., exhaust target Character. Otherwise, ready target Character."): "If
    #                                you do" after both asks of which? Refused (if_done._did)
    branch_untraced: Any = None        # (what "If you do" asked of,) after a branch whose step keeps no trace
    #                                ("If ..., exhaust me."): a branch after it doing one that does is one of two
    options_done: Any = None           # what one option of a choice of actions chose, another choosing nothing
    #                                ("Discard a card or sacrifice me."): "If you do" after it refused (if_done._did)
    branch_step: Any = None            # (what "If you do" asks of, how many branches): a condition's branch just
    #                                closed did a step on what was chosen before it ("If target Character is
    #                                exhausted, ready it."): "If you do" asks of that step (trace.took_in_branch)
    nest_in_branch: list = field(default_factory=list)     # that name, each time "If you do" asked of it, in
    #                                order: its sentence goes in the branch (sentences._sentences), as after "If
    #                                ...:" (6.5.d, 6.5.f)
    tracing: str | None = None         # in what "you may" offers: "offer" ("If you do" asks of the offer), "cost"
    #                                ("You may sacrifice me to give it ...": "it" as before it too; trace.py)
    whole: dict = field(default_factory=dict)      # a step's name -> {test: it did all it says} ("Discard two
    #                                cards"), or a removal's {} ({fewer: a name} once read, in_full; {several: the
    #                                test that as many were chosen} from several chosen, in_full_several):
    #                                "If you can't" asks that it did not, "If you do" that it did (done_and_counted.in_full)
    fallback: Any = None               # the action whose "If you can't, you may ..." offered a choice: "If you do"
    #                                after it is refused (of which?) (if_done._fallback)
    fallback_of: str = "can't"         # ... said after "If you can't" or "If you don't" (if_done._declined)
    declined: Any = None               # what the last "If you don't, ..." asked of: "If you do" after its branch asks
    #                                of it too, "If you can't" is refused (if_done._declined, _fallback)
    may_names: set = field(default_factory=set)    # the names "you may" binds to whether the player chose to do it
    may_actors: dict = field(default_factory=dict)  # each "may" name, in order -> who was offered it: "you" or "they"
    done_actors: dict = field(default_factory=dict)  # each name a step binds (what "If you do" asks of) -> who did
    #                                the step: "you" or "they" (trace.note_actor; "If they do" asks of theirs, 6.5.f)
    moved_me: dict = field(default_factory=dict)   # a move of me's name -> its step, bound ("as") once "If you
    #                                do" asks of it ("Send me to Reserve. If you do", 6.5.f; done_and_counted.tell_done)
    last_actor: Any = None             # who did the last step read, "you" or "they" (trace.note_actor)
    may_kept: dict = field(default_factory=dict)   # a "may" name -> (its step, what its action keeps of what it did):
    #                                the step says it once "If you do" asks of it (if_done._did, 6.5.f)
    loop_names: set = field(default_factory=set)   # names bound in what is done in turn (one per player, per item)
    each_gathered: set = field(default_factory=set)    # those of "each player/opponent ...", gathered after it, one
    #                                per player (effects/bound.py): "it" there names all of them ("Each player
    #                                chooses a Character they control. It gains [[Asleep]].", an official text)
    one_of_each: list = field(default_factory=list)    # (name, (column, words)) of "its owner" / "its controller"
    #                                naming them: one player, the first one's, refused (sentences._one_of_each)
    x_said: list = field(default_factory=list)     # (value, the steps) of each ", where X is ..." read
    named: dict = field(default_factory=dict)      # @names a set's phrases bind beyond the language's own
    #                                (language._bind)
    moved_step: Any = None             # the last step if a plain move ("Put a card ... in Reserve"): what it moved
    #                                is "this way", bound ("as") once read (combinators.conditions._moved_to)
    this_way_by: list = field(default_factory=list)  # who did each action moving cards "this way" one after
    #                                another (nouns.frame), the last last: only the last's cards are kept
    this_way_one: bool = False         # ... and the last moved one card at most: "it" after the test names it
    several_moved: dict = field(default_factory=dict)  # a name of what an action moved -> (column, words) of a
    #                                test "this way" of it when it may hold several cards: "it" after it is refused

    # -- the sentence being built ---------------------------------------------------------------------
    steps_out: list = field(default_factory=list)  # steps of the sentence being built (choices come first)
    chosen_at: dict = field(default_factory=dict)  # name of a choice -> (column, words) of what it chooses, to
    #                                refuse it there
    per_said: list = field(default_factory=list)   # the quantities the verb being read is done "for each" / "per" of
    last_create: Any = None            # the token spec of the last "create" ("Otherwise, create only one")
    last_pred: Any = None              # the last verb done ("then may do it again")
    actor: Any = None                  # the objects doing the verb being read ("other" is other than them)
    step_targets: list = field(default_factory=list)   # the targets its subject chose, in the same step (6.5.b)

    # -- how the words being read are read --------------------------------------------------------------
    cost: bool = False                 # reading a cost: counted picks are not chosen as a step
    repeating: bool = False            # reading "do it again": what it repeats may not be itself
    targeting: bool = False            # reading the verb "target": its subject chooses ("That opponent targets")
    in_action: bool = False            # reading what a keyword action's step acts on ({do: {Exhaust: ...}}): "a
    #                                card" after a look is refused where one of them fits as well (Noun.among_seen)

    @property
    def in_full(self) -> None:
        return None

    @in_full.setter
    def in_full(self, name: str) -> None:
        """``@in_full`` bound to a removal's name ("Remove 2 boosts", "loses 2 boosts"): "If you can't" next
        asks whether it removed fewer than it says, some object having fewer to lose (a cost can't be paid in
        part, 1.2.5.c), "If you do" the opposite (6.5.f); the step tells it once one of them reads it
        (done_and_counted.in_full, done_and_counted.tell_fewer)."""
        self.whole.setdefault(name, {})

    @property
    def in_full_several(self) -> None:
        return None

    @in_full_several.setter
    def in_full_several(self, said: list) -> None:
        """``@in_full_several`` bound to [a removal's name, what it removes from]: removed from several chosen
        ("remove 1 boost from two Characters you control", "remove all boosts from three Characters"), "If you
        do" asks too that as many were chosen as it says, and "If you can't" the opposite (1.2.5.c, 6.5.f: done is
        all it says, each of the two; done_and_counted.in_full); from one object, or from each of a set, nothing more."""
        name, what = said
        var = what.get("var") if isinstance(what, dict) and set(what) == {"var"} else None
        test = self.whole.get(var, {}).get("test") if isinstance(var, str) else None
        if test is not None:
            self.whole.setdefault(name, {})["several"] = test
