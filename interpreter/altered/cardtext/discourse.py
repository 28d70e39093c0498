"""What the sentences of one ability share as they are read: the discourse ("it", "they", "that many", the
names bound so far, the steps of the sentence being built).

A :class:`Scope` is made for each ability read (and for a condition read apart from its sentence) and
passed down to every phrase of it. Its fields are plain data, read and written by the phrases; reading one
changes nothing. The one read that does is said so: :meth:`Scope.refer_it` is the word "it" read, which
binds the objects of the step that introduced them (a create) to the name "it" has (three tests of whether
"it" names something call it too, as they always bound there: the readings keep that).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..effects.registry import load_operators
from ..loading.errors import DesignError


# the key of a step that introduced a name (:meth:`Scope.introduce`), until the ability is read: what it binds
PENDING = "_introduces"


@dataclass(eq=False)
class Scope:
    """What the sentences of one ability share: bound names, "it", "X", the steps so far."""

    # -- "it": what it names, and what it could name instead ------------------------------------------
    it: str | None = None              # the variable "it"/"them" refers to (None: the trigger's "it")
    trigger_it: bool = True            # False: no trigger object, so "it" must name something said before
    no_it: str | None = None           # ... and why, when the trigger says it (a player's draw names no card)
    pronouns: list = field(default_factory=list)   # (what it named, (column, words)) of each pronoun read, so a
    #                                step done to it that can't be is refused there (places_or_objects.of_its_kind)
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
    done_before: dict = field(default_factory=dict)    # a pick's name (of any number) -> (what "If you do" asked
    #                                of just before it, who did a step before it), when one was said (ante.did)
    asked_at: dict = field(default_factory=dict)   # a name "If you do" / "If you can't" / "If you don't" asked
    #                                of -> (column, words) of the first such words (ante.did; whole_costs.choose_able)
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
    #                                them names the one picked, "one of them" the cards looked at (Scope.split_it)
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

    def see(self, name: str) -> None:
        """The cards a step looks at or reveals are bound to ``name`` (``@revealed``). Right after other cards were
        looked at or revealed, none of them named since (by a pronoun: :attr:`spoken`), "them", "one of
        them", "it" after it could name these cards or all the cards looked at or revealed (as "them" names both
        picks of "Choose A. Choose B.", named_together): refused at the pronoun (:attr:`unsaid`) rather than read
        as the last ones. One verb with a list of objects ("Look at A and B") is one step of both groups
        (joined_steps.one_look), which they name whole."""
        before = self.revealed
        if before and name != before and before not in self.spoken:
            self.unsaid[name] = ("could name the cards looked at or revealed last, or all the cards looked at or "
                                 "revealed, the first ones not named since: refused rather than read as the last "
                                 "ones; look at or reveal them all with one verb and a list of objects ('Look at "
                                 "A and B. ... one of them ...'), or name the first ones before the next are looked "
                                 "at or revealed ('Look at A. Choose one of them. ... Look at B. ...')")
        self.revealed = name

    def seen_apart(self, at) -> None:
        """Words naming the cards looked at or revealed last, where those could be all the cards looked at or
        revealed (:meth:`see`): refused at ``at``, (column, words)."""
        if self.revealed in self.unsaid:
            column, words = at or (None, "them")
            raise DesignError(f"'{words}' {self.unsaid[self.revealed]} (7.2.4.a)", column=column)

    def refer_it(self, at=None) -> str | None:
        """The name "it" refers to, as the word "it" is read: the step that introduced the objects it names
        (:meth:`introduce`) binds them to that name now (a step whose objects nothing reads names none).
        :attr:`it` is the same name, read without binding. After a step on "the others" that does not bind
        what it acted on (:attr:`unnamed`), refused at ``at``, (column, words) of the pronoun."""
        name = self.it
        if self.untraced and self.untraced[0] == name and self.each_it is None and not self.played_it:
            column, words = at or (None, "it")
            step = self.untraced[1]
            raise DesignError(f"'{words}' names what the step just before it acted on (7.2.4.a), and that step"
                              f"{'' if step is None else f' (at column {step})'} keeps no trace of it (a card "
                              f"drawn, or taken from the top of a deck, is hidden, 3.1.3.d; 'I', a player, a "
                              f"number are not 'it'): refused rather than read as what was named before that "
                              f"step; say what is done to that in the sentence that names it, before that step, "
                              f"or reveal a card to name it ('Reveal the top card of your deck. If it's a Spell, "
                              f"put it in your hand.')", column=column)
        if name in self.unsaid:
            column, words = at or (None, "it")
            raise DesignError(f"'{words}' {self.unsaid[name]} (7.2.4.a)", column=column)
        if name in self.unnamed:
            column, words = at or (None, "it")
            raise DesignError(f"'{words}' names '{self.unnamed[name][1]}' (the last noun phrase acted on, 7.2.4.a), "
                              f"which that step does not keep once done: refused rather than read as what was "
                              f"named before them; say which cards", column=column)
        if name in self.several_moved:
            column, words = at or (None, "it")
            raise DesignError(f"'{words}' names what '{self.several_moved[name][1]}' tested, and more than one card "
                              f"may have moved this way, not all of them what it tests: refused rather than read as "
                              f"all of them; say which ('each of them that is ...') or move one card", column=column)
        self.bind(name)
        if name:
            self.spoken.add(name)
        return name

    def bind(self, name) -> None:
        """The step that introduced ``name`` (:meth:`introduce`: a create) binds its objects to it now, as a word
        reads them: "it"/"they" (:meth:`refer_it`), "that many" (meaning.py: the tokens created, 7.3.4, 6.5.f)."""
        if name in self._pending:
            self._pending.pop(name)["as"] = name
            self.bound_late.add(name)

    def unsure(self, steps, option: bool = False) -> list:
        """What ``steps`` moved may not happen (a "may", a branch, one option of a choice): not moved for sure
        (:attr:`acted`), maybe (:attr:`maybe_acted`); ``option``: one option of a choice, not moved while the next
        options are read (:attr:`not_acted`). Returns what they moved."""
        inside = {id(x) for x in dicts_in(steps)}
        moved = [w for w in self.acted + self.maybe_acted + self.not_acted if id(w) in inside]
        self.acted = [w for w in self.acted if id(w) not in inside]
        self.maybe_acted = [w for w in self.maybe_acted if id(w) not in inside]
        self.not_acted = [w for w in self.not_acted if id(w) not in inside]
        (self.not_acted if option else self.maybe_acted).extend(moved)
        return moved

    def declined_moves(self, name) -> list:
        """What the "may" ``name`` may have moved, taken out of :attr:`maybe_acted` while its "If you don't" is read
        (there it was not moved); put back by the caller."""
        return self.held_out(self.offered_moved.get(name, ()) if isinstance(name, str) else ())

    def held_out(self, moves) -> list:
        """``moves`` (what a "may" or a branch may have moved), taken out of :attr:`maybe_acted` while a branch
        where they were certainly not done is read (its "If you don't", the "Otherwise" after it, 6.5.e, 6.5.f):
        there the card was not moved (gone_hidden); put back by the caller."""
        moved = {id(w) for w in moves}
        held = [w for w in self.maybe_acted if id(w) in moved]
        self.maybe_acted = [w for w in self.maybe_acted if id(w) not in moved]
        return held

    def seen_gone(self) -> bool:
        """The cards looked at or revealed were all moved since, for sure: what "it"/"them" named them ("Put it
        in your hand"), or one of them and the rest ("Put one of them in your hand and the rest in your
        Reserve", "... and discard the other"): no card is left for "one of them" to name."""
        group = {"var": self.revealed}
        moved = {w["var"] for w in self.acted if isinstance(w, dict) and set(w) == {"var"}}
        return self.revealed in moved or any(
            isinstance(w, dict) and w.get("among") == group and set(w) <= {"among", "not"}
            and {x["var"] for x in dicts_in(w.get("not")) if "var" in x} <= moved for w in self.acted)

    def split_it(self, name: str, at) -> dict | None:
        """A singular "it" after "Put one of them in X and the rest in Y" (or "... and discard the rest", or the
        two in sentences of their own): "the rest" are several, so "it" names the one card picked (7.2.4.a: the
        noun phrase it can name, 7.2.5.a). Refused where that card went to a zone only its owner sees (a hand,
        3.1.3.d: no object there to test, as a card drawn). After a singular "the other", "it" could name either
        card: refused, saying what to write, unless the card picked went to such a zone, where "it" can name
        only the other (None: read as the last noun phrase, 7.2.4.a)."""
        split, column, words = self.split[name], *(at or (None, "it"))
        picked = split["picked"]
        if split.get("one") and split.get("count") == "exact":
            return None                # "two of them ... and the other": one card, "it" (7.2.5.a, split_they)
        if split.get("one") and picked in self.hidden:
            # (a hand: the card picked is no object there, but it was seen as it was put there: "If it's a
            # Spell" could still be said of it; one rule with both places seen, audit s47 M W3b)
            raise DesignError(f"'{words}' could name the card picked ('{split.get('said', 'one of them')}') or "
                              f"'{split['one'][1]}', one card each: refused rather than read as one of them "
                              f"(7.2.4.a); to test the card picked, test it before it moves ('Choose one of them. "
                              f"If it's a Spell, draw a card. Put it in your hand and the other ...')",
                              column=column)
        if split.get("one"):
            raise DesignError(f"'{words}' could name the card picked ('{split.get('said', 'one of them')}') or "
                              f"'{split['one'][1]}', one card each: refused rather than read as one of them "
                              f"(7.2.4.a); write 'the rest' for the cards not picked, and 'it' names the one picked "
                              f"('Put one of them ... and discard the rest. If it's a Spell, ...')", column=column)
        if picked in self.several_picks:
            raise DesignError(f"'{words}' names one card, and the cards picked before 'the rest' may be several: "
                              f"refused rather than read as one of them or each (7.2.5.a); say 'each of them' of "
                              f"those picked, or pick one ('Put one of them ...')", column=column)
        if picked in self.hidden:
            zone, _, put, _ = self.hidden[picked]
            raise DesignError(f"'{words}' names the card picked, which '{put}' puts in a zone only its owner sees "
                              f"({zone}: cards there are not objects, 3.1.3.d, 2.1.j), as a card drawn is: test it "
                              f"before it moves ('Choose one of them. If it's a Spell, draw a card. Put it in your "
                              f"hand and the rest at the bottom of your deck.'), or put it where it stays seen",
                              column=column)
        self.spoken.add(picked)
        return {"var": picked}

    def sure_hidden(self, name, maybe: bool = False) -> tuple | None:
        """The record of :attr:`hidden` of ``name`` where a step moved it to a hand or a deck for sure (not in a
        "may", a branch, an option, :attr:`acted`): a new card there, not found (gone_hidden), nor moved on;
        ``maybe``: or where it may have (:attr:`maybe_acted`), not where it was certainly not (an option not
        chosen, the "If you don't" of the "may")."""
        put = self.hidden.get(name)
        moved = self.acted + self.maybe_acted if maybe else self.acted
        return put if put is not None and put[3] is not None and any(w is put[3] for w in moved) else None

    @staticmethod
    def hidden_key(value):
        """The name :attr:`hidden` keeps a move of ``value`` under: a pick's, the trigger's object ("it"), me."""
        if isinstance(value, dict) and set(value) == {"var"}:
            return value["var"]
        return value if value in ("it", "self") else None

    def gone_hidden(self, value, since: int, step=None, me_since: int = 0) -> None:
        """A pronoun ("it", "them", "they"; "me", "I") naming ``value``, what an action step (``step``: its
        arguments) is done to or said of (its object or subject: discarded, put, played, revealed, sacrificed),
        where a step before it moved that card to a hand or a deck: a pick, the trigger's object, me. A moved
        card is a new object (2.1.d), found again only in a visible zone (2.1.f); the card in a hand or a deck is
        none the text can follow, as a card drawn is not (3.1.3.d): refused at the pronoun (the last read since
        ``since``, an index of :attr:`pronouns`; of :attr:`me_said` since ``me_since``), where the move was sure
        (:attr:`acted`) or may have been (in a "may", its "If you do", a branch, after a choice:
        :attr:`maybe_acted`); not where it certainly was not (its "If you don't", another option). Not a
        condition on what it was (last known information, 2.1.h), "its owner", a count: those are no action on
        it (chains.run); a status or a counter given there is refused with its own message
        (places_or_objects.sent_then_changed)."""
        name = self.hidden_key(value)
        zone, _, put, moved = self.sure_hidden(name, maybe=True) or (None, None, None, None)
        if moved is None or value is moved or step is moved:
            return                     # (the move itself: "Return it to its owner's hand")
        after, me_after = self.hidden_since.get(name, (0, 0))    # (what was read before the move: not refused)
        if value == "self":
            at = self.me_said[-1] if len(self.me_said) > max(me_since, me_after) else None
        else:
            at = next((at for v, at in reversed(self.pronouns[max(since, after):]) if v == value), None)
        if at is None:
            return
        self.not_followed(at, zone, put, sure=self.sure_hidden(name) is not None)

    @staticmethod
    def not_followed(at, zone, put, sure: bool = True) -> None:
        """The refusal of words naming (``at``: column, words) cards a step moved (``sure``, or may have moved) to a
        hand or a deck (``zone``; ``put``: the words of what it moved): new cards there this text can't follow
        (2.1.d, 2.1.f, 3.1.3.d). One message for "it", "them", "me" (gone_hidden) and "one of them" (moved_group)."""
        column, words = at
        went = f"goes to a hand or a deck ({zone}) it is" if sure else \
            f"may have gone to a hand or a deck ({zone}: in a 'may', its 'If you do', a branch or an option) it is, " \
            f"where it did,"
        instead = "" if sure else ", or say it where the move was not done ('If you don't, ...', 'Otherwise, ...')"
        raise DesignError(f"'{words}': after '{put}' {went} a new card this text "
                          f"can't follow: a card moved is a new object (2.1.d), found again only in a visible zone "
                          f"(2.1.f), and cards in a hand or a deck are not objects (3.1.3.d), as a card drawn is "
                          f"not: refused rather than read as the card there; do it before the move ('Target "
                          f"Character gains 1 boost. Return it to its owner's hand.'), or put it where it stays "
                          f"seen (a visible zone){instead}", column=column)

    def moved_group(self, name, at) -> None:
        """"one of them" naming ``name`` (at ``at``: column, words), a group a step before moved: a moved card is
        a new object (2.1.d), found again where this effect put it when that zone is visible (2.1.f), as "them"
        finds it there. So the name is bound again to the cards where they arrived (the move's ``as``; after a
        moving action, a step giving it what the action bound, "discarded"), and "one of them" and "the other"
        choose among those still there, there (not where they were: none are, once moved). A card not moved (a
        "may" declined) keeps its binding, still where it was. Where a move to a hand or a deck was sure or may
        have been (sure_hidden), refused at the words as "it" and "them" are there (gone_hidden)."""
        hidden = self.sure_hidden(name, maybe=True)
        if hidden is not None:
            zone, _, put, _ = hidden
            self.not_followed(at, zone, put, sure=self.sure_hidden(name) is not None)
        how = self.moved_picks.get(name)
        if isinstance(how, dict) and how.get("as", name) == name:
            how["as"] = name
        elif how is not None:
            self.steps_out.append({"set": {"var": name, "value": {"var": how.get("as") if isinstance(how, dict)
                                                                   else how}}})

    def rest_of_one(self, name: str, at) -> None:
        """A plural pronoun ("them", "they") naming ``name``, "the rest" of cards looked at once some were picked
        among them ("Look at the top three cards ... Put two of them in X and the rest at the bottom of your
        deck."): where the words make the rest one card (three less two), "them" can't name it (7.2.5.a: a plural
        word names several), and the cards picked, several, could be meant: refused at the pronoun."""
        picked = self.split[name]["picked"]
        top = (self.sources.get(self.revealed) or {}).get("top") if self.revealed else None
        count = next((p.get("count") for p in reversed(self.picks) if p["as"] == picked), None)
        if not isinstance(top, int) or not isinstance(count, int) or top - count != 1:
            return
        column, words = at or (None, "them")
        said = f"'{self.chosen_at[picked][1]}'" if picked in self.chosen_at else "the cards picked"
        raise DesignError(f"'{words}' names several objects, and 'the rest', named last, is one card (the top {top} "
                          f"less {count}): it could name {said}, named before, as well: refused rather than read as "
                          f"either (7.2.4.a, 7.2.5.a); say what is done to the cards picked right after they are "
                          f"picked ('Look at the top three cards of your deck. Choose two of them. <what is done to "
                          f"them>. Put them ... and the rest ...')", column=column)

    def split_they(self, name: str, at) -> dict | None:
        """A plural "they"/"them" after "Put two (up to two) of them in X and the other (the rest) in Y", by
        number (7.2.5.a): after "one of them ... and the rest" it names the rest (None: the last noun phrase);
        after "two of them ... and the other" only the two picked can be several: it names them, refused where
        they went to a zone only its owner sees (3.1.3.d), as "it" is (split_it). Where both could be several
        ("two of them ... and the rest" of four, "up to two of them ... and the rest"), or neither ("one of
        them ... and the other"), refused at the word, saying what to write; unless the cards picked went to
        such a zone, where only the rest are objects to name (test_cardtext_audit_rest)."""
        split, column, words = self.split[name], *(at or (None, "them"))
        picked, count, other = split["picked"], split.get("count"), split.get("one")
        said = split.get("said", "the cards picked")
        if count == "one" and not other:
            return None
        if count == "exact" and other:
            if picked in self.hidden:
                zone, _, put, _ = self.hidden[picked]
                raise DesignError(f"'{words}' names the cards picked ('{said}'), which '{put}' puts in a zone only "
                                  f"their owner sees ({zone}: cards there are not objects, 3.1.3.d, 2.1.j): refused "
                                  f"rather than read as '{other[1]}' (7.2.5.a); say what is done to them before they "
                                  f"move ('Choose two of them. They gain ... Put them in your hand and the other "
                                  f"...')", column=column)
            self.spoken.add(picked)
            return {"var": picked}
        if count == "one":
            raise DesignError(f"'{words}' names several cards, and the card picked ('{said}') and '{other[1]}' are "
                              f"one card each: refused rather than read as one of them or both (7.2.5.a); say 'it' "
                              f"after 'the rest' for the card picked, or name each in its sentence ('Choose one of "
                              f"them and put it in X. It gains ... Put the other ...')", column=column)
        if picked in self.hidden:      # only the rest are objects to name: unless the words make them one card
            self.rest_of_one(name, (column, words))
            return None
        rest = other[1] if other else "the rest"
        raise DesignError(f"'{words}' could name the cards picked ('{said}') or '{rest}', which may be several "
                          f"each: refused rather than read as either (7.2.5.a); say it right after the cards it "
                          f"names ('Choose two of them and put them in X. They gain ... Put the rest "
                          f"...')", column=column)

    def split_count(self, name: str, column) -> dict | None:
        """"that many" after a split put, counting the last move ("... and the rest in Y"), by number as
        split_they: the rest after "one of them" (None: as counted); the cards picked after "two of them ... and
        the other"; refused where both may be several ("up to two of them ... and the rest")."""
        split = self.split[name]
        count, other = split.get("count"), split.get("one")
        if count == "one":
            return None
        if count == "exact" and other:
            return {"count": {"var": split["picked"]}}
        rest = other[1] if other else "the rest"
        raise DesignError(f"'that many' could count the cards picked ('{split.get('said', 'the cards picked')}') "
                          f"or '{rest}': refused rather than read as either (6.5.f, 7.2.5.a); say it right after "
                          f"the cards it counts ('Put up to two of them in X. I gain that many boosts. Put "
                          f"the rest ...'), or what is counted ('the number of ...')", column=column)

    def set_size(self, name) -> int | None:
        """How many objects ``name`` holds at most, as its words say: a pick's count ("two of them", "up to two
        target Characters"), the top cards looked at or revealed ("the top two cards"), a reveal of a pick ("reveals
        two cards from their hand"); None where they do not say (a zone, "X")."""
        pick = next((p for p in reversed(self.picks) if p["as"] == name), None)
        size = pick.get("count") if pick is not None else (self.sources.get(name) or {}).get("size")
        return size if isinstance(size, int) else None

    def left_after(self, among, picked) -> int | None:
        """How many objects are left of ``among`` once ``picked`` was picked among them ("Look at the top three
        cards ... Put two of them in X": one), where the words say both numbers and the pick was of so many, not
        "up to" so many; else None."""
        size = self.set_size(among)
        count = next((p.get("count") for p in reversed(self.picks) if p["as"] == picked), None)
        exact = picked in self.single or picked in self.whole
        return size - count if isinstance(size, int) and isinstance(count, int) and exact else None

    def split_them(self, at) -> str | None:
        """What "them" of "one (none, any, each) of them" in a condition names after a split put ("Put two of
        them in X and the other in Y. If one of them is a Spell, ..."), by number as a plural pronoun there
        (split_they, 7.2.5.a): where the card picked and the rest are one card each ("one of them ... and the
        other" of two), the cards looked at or revealed, both (7.2.4.a); after "two of them ... and the other",
        the two picked, refused where they went to a zone only their owner sees (3.1.3.d), as "they" is. Where
        either group or all the cards looked at could be meant ("up to two of them ... and the rest", "one of
        them ... and the others" of three), refused at the words, saying what to write. None: not after a split
        put (or no cards looked at: as "them", Scope.it_selector)."""
        name = self.it
        if name not in self.split:
            return None
        split, (column, words) = self.split[name], at or (None, "one of them")
        picked, count, other = split["picked"], split.get("count"), split.get("one")
        if count == "one" and (other or self.left_after(self.revealed, picked) == 1):
            if not self.revealed:
                return None
            self.refer_it()
            return self.revealed
        if count == "exact" and other:
            return self.split_they(name, at)["var"]
        rest = f"'{other[1]}'" if other else "the cards not picked"
        groups = f"{rest} (several)" if count == "one" else \
            f"the cards picked ('{split.get('said', 'the cards picked')}') or {rest}, either maybe several,"
        raise DesignError(f"'{words}' could test {groups} or all the cards looked at or revealed: refused rather "
                          f"than read as one of them (7.2.4.a, 7.2.5.a); test the cards before they are put ('Look "
                          f"at the top three cards of your deck. If one of them is a Spell, draw a card. Put ...'), "
                          f"or the cards picked right after they are picked ('Choose two of them. If one of them is "
                          f"a Spell, draw a card. Put them ... and the rest ...')", column=column)

    def the_other_one(self, among, picked, at) -> None:
        """"the other" (or "the rest") as the subject of a condition ("If the other is a Spell"), naming what it
        names in an action (Noun.select, 3.2.2): refused where the words don't make it one card at most (the top
        three less one, "up to two of them": each, or one of them?), or where it was put in a zone only its owner
        sees (a hand, 3.1.3.d: no object there to test, as a card drawn), as "it" is (split_it)."""
        column, words = at or (None, "the other")
        put = next((self.hidden[n] for n, s in self.split.items() if s["picked"] == picked and n in self.hidden),
                   None)
        if put is not None:
            raise DesignError(f"'{words}' names the card not picked, put in a zone only its owner sees "
                              f"({put[0]}: cards there are not objects, 3.1.3.d, 2.1.j), as a card drawn is: "
                              f"test it before it moves ('Choose one of them. Put it ... If the other is a "
                              f"Spell, draw a card. Put the other ...'), or put it where it stays seen",
                              column=column)
        left = self.left_after(among, picked)
        if left is None or left > 1:
            raise DesignError(f"'{words}' in a condition names one card, and the cards not picked may be several "
                              f"here: refused rather than read as one of them or each (7.2.5.a); pick among two "
                              f"('Look at the top two cards of your deck. Put one of them ... and the other "
                              f"...'), or test each card before it moves ('Choose one of them. If it's a Spell, ...')",
                              column=column)

    def introduce(self, name: str, spec: dict) -> None:
        """``spec`` (a step's data) introduces the objects "it" refers to from now on, named ``name``."""
        self._pending[name] = spec
        spec[PENDING] = name           # kept in a copy of the step (", where X is ..." writes it anew): bound_late
        self.it = name

    def _waiting(self, name) -> list:
        """The picks made with nothing done to them ("Choose two Characters you control.") that no word has
        named since, but ``name`` (what "it" names now, named after them: a choice makes itself "it"): a
        pronoun after them could name one of those as well."""
        return [p["as"] for p in self.picks if p["bare"] and p["as"] not in self.spoken and p["as"] != name]

    def chosen_apart(self) -> frozenset:
        """The names of the objects chosen by a choosing step of its own ("Choose a card in your Reserve.",
        "Choose one of them.", "Target a Character.": ``bare``), not by a verb of its object ("Exhaust a card ...")."""
        return frozenset(p["as"] for p in self.picks if p["bare"])

    def fresh(self, base: str) -> str:
        n = self.names.get(base, 0) + 1
        self.names[base] = n
        name = base if n == 1 else f"{base}{n}"
        self.minted.add(name)
        return name

    def names_places(self, what) -> bool:
        """Whether a selection names Expeditions (places, not objects): what the trigger names when it is one, a
        name chosen among them, a value the effect model declares as giving them (``gives: marker(s)``)."""
        if what == "it":
            return bool(self.trigger_marker)
        if isinstance(what, dict) and len(what) == 1 and "var" in what:
            return what["var"] in self.marker_names
        return gives_places(what)

    def it_selector(self, several: bool = False, at=None, *, plural: bool | None = None, singular: bool = False,
                    said: bool = False):
        """What "it" refers to (7.2.4.a, v5.0 7.2.5.a): the last noun phrase the effect bound before it, else
        the trigger's object; a noun a condition names ("If my Expedition is behind", "If there are no cards
        in your hand") only when neither is there: the effect's sentences are about what they act on, not
        about what their condition tests. ``several``: "them" said where a step acts on all it names; ``at``:
        (column, words) of the pronoun, kept with what it named (:attr:`pronouns`); ``plural``: the word names
        several objects itself (as "them" does, not "we": me and it), so not one alone; ``singular``: the word
        names one object ("it", "its"), so not a pick of several; ``said``: the words say it is the trigger's
        object ("that Character", Noun._that), so no condition's."""
        named = self._it_named(several, at, plural, singular, said)
        if at is not None:
            self.pronouns.append((named, at))
        return named

    def _it_named(self, several: bool, at, plural: bool | None, singular: bool = False, said: bool = False):
        waiting = self._waiting(self.it)       # before refer_it speaks of it
        name = self.refer_it(at)
        if name in self.split and not (several if plural is None else plural):
            picked = self.split_it(name, at)
            if picked is not None:
                return picked
        elif name in self.split:
            picked = self.split_they(name, at)
            if picked is not None:
                return picked
        if name and name == self.revealed and not (several if plural is None else plural) \
                and (self.sources.get(name) or {}).get("many"):
            column, words = at or (None, "it")
            raise DesignError(f"'{words}' names one card, but the cards looked at or revealed may be more than "
                              f"one: refused rather than read as all of them (7.2.5.a); say 'one of them' (one "
                              f"you choose) or 'them' (all of them)", column=column)
        if name:
            self.condition_it(name, at, several if plural is None else plural)
            if name in self.rivals:
                raise DesignError("'it' could name the card picked for the action before it or what was named "
                                  "before that (the trigger's object, a target): refused rather than read as one "
                                  "of them; to name the card picked, choose it first "
                                  "('Choose a card ...', then the action on 'it') (7.2.4.a)")
            return named_together(self, several, at, waiting, several if plural is None else plural, singular)
        if self.each_it is not None:
            return self.each_it
        if self.branch_it:
            raise DesignError("'it' names what a condition's branch or one option of a choice chose, or a turn of "
                              "a loop, which is out of reach after it: say what 'it' is (7.2.4.a)")
        if self.trigger_named or self.trigger_object or self.played_it:
            if not (self.played_it or said):
                self.trigger_it_is(at, several if plural is None else plural)
            return "it"
        if self.subject is not None:
            if plural and self.subject_one is not None:       # "If my Expedition is behind, ... prevent them ..."
                column, words = at or (None, "them")
                raise plural_of_one(words, f"'{self.subject_one[1]}', named last,", "", column)
            return self.subject
        if not self.trigger_it:
            column, words = at or (None, "it")
            self.condition_only(column, words, plural is True or several)
            why = self.no_it or "the trigger names none"
            raise DesignError(f"'{words}' refers to nothing: no object is named before it and {why} (7.2.4.a); "
                              f"say which card ('target Character', 'me')", column=column)
        return "it"

    def _named_by_condition(self, plural: bool, earlier=None) -> tuple | None:
        """The last condition read that names objects of its own a pronoun could name (a plural one, any; a
        singular one, not "two or more ..."), read while "it" named ``earlier`` and with "it" naming it still
        (None: any): (its words, the words of what it names)."""
        named = [r for r in self.conditions_named if (plural or r[2]) and (earlier is None or r[3] == earlier)]
        return (named[-1][0][1], named[-1][1]) if named else None

    def condition_it(self, name: str, at, plural: bool) -> None:
        """A pronoun naming what the effect named before a condition that names objects of its own ("Target
        Character gains 1 boost. If you control an exhausted Landmark, ready it."): it could name the condition's
        object as well (7.2.4.a, v5.0 7.2.5.a; as after a trigger, :meth:`trigger_it_is`): refused at ``at``
        rather than read as the one named first ("Unless you control a Landmark" too, as after a trigger). A
        condition said of that object ("If it's exhausted", "If it has 2 or more boosts") or naming none ("If you
        don't control ...", "If you control no ...") leaves it named."""
        found = self._named_by_condition(plural, name)
        if found is None:
            return
        (cond, what), (column, words) = found, at or (None, "them" if plural else "it")
        earlier = f"what '{self.chosen_at[name][1]}' named" if name in self.chosen_at else "what was named"
        raise DesignError(f"'{words}' could name {what}, which the condition '{cond}' names, or {earlier} before "
                          f"that condition: refused rather than read as the one named first (7.2.4.a); say which: "
                          f"for the condition's, {self._choose_it(what, words, plural)}; the one named first stays "
                          f"'{words}' after a condition said of it ('If it ...')",
                          column=column)

    @staticmethod
    def _choose_it(what: str, words: str, plural: bool) -> str:
        """How to name what a condition names, which it tests but does not choose: chosen first, or named where
        it is acted on ("each ..." where several)."""
        if plural:
            return f"name them in place of '{words}' ('each ...', 'two ...'), as a condition chooses nothing"
        if what.split()[0] not in ("a", "an"):          # "two or more ...": "one of them" is one of those
            return (f"choose one first and then say 'it' ('Choose one ... . ... it ...') or name one in place of "
                    f"'{words}' ('... a ...'), as a condition chooses nothing")
        return (f"choose it first and then say 'it' ('Choose {what} ... . ... it ...') or name it in place of "
                f"'{words}' ('... {what}'), as a condition chooses nothing")

    def condition_only(self, column, words: str, plural: bool, one: bool = False) -> None:
        """A pronoun naming nothing said before it, with no trigger's object to name, after a condition naming
        objects of its own ("If you control a Landmark, sacrifice it."): it would name the condition's, which a
        condition tests but does not choose (7.2.4.a): refused saying to choose it first. ``one``: the words name
        one of them ("one of them")."""
        found = self._named_by_condition(plural)
        if found is not None:
            cond, what = found
            raise DesignError(f"'{words}' could only name {what}, which the condition '{cond}' names (7.2.4.a): "
                              f"{self._choose_it(what, words, plural and not one)}", column=column)

    def trigger_it_is(self, at, plural: bool) -> None:
        """A pronoun naming nothing said before it in the effect names the trigger's object (7.2.4.a), one object
        (a trigger hears of one at a time): refused at ``at`` where it is plural ("them": not one object), or
        where a condition before it names objects of its own that it could name ("If you control a Landmark,
        sacrifice it.": that one, or the trigger's? Not "If you control two or more Landmarks, it ...", nor "If
        you control no Landmark"), rather than read as the trigger's in silence. "That Character" says which."""
        column, words = at or (None, "them" if plural else "it")
        named = [r for r in self.conditions_named if plural or r[2]]
        if named:
            cond, what = named[-1][0][1], named[-1][1]
            named_so = "('each ...', 'two ...')" if plural else f"('... {what}')"
            raise DesignError(f"'{words}' could name {what}, which the condition '{cond}' names, or what the trigger "
                              f"names: refused rather than read as the trigger's (7.2.4.a); say which: the "
                              f"condition's, named in place of '{words}' {named_so} or chosen first and then "
                              f"'{words}' ('Choose {what} ... . ... {words} ...'), or the trigger's, as the trigger "
                              f"says it ('me', 'that Character')", column=column)
        if plural:
            raise DesignError(f"'{words}' names several objects, and nothing before it in the effect names them but "
                              f"the trigger, which names one object at a time: refused rather than read as that one "
                              f"(7.2.5.a); say 'it' for the trigger's, or name the objects meant ('each ...')",
                              column=column)


def named_together(scope: Scope, several: bool, at, waiting=(), plural: bool = False, singular: bool = False) -> dict:
    """What a pronoun names when it names a pick: after several picks made one after another ("Choose a
    Character you control and a card in your Reserve."), "them" that a step acts on names them all (7.2.4.a,
    v5.0 7.2.5.a), never only the last; "it", "its", or "they" in a test ("If they are boosted": each, or
    either?) could be one of them or all: refused rather than read as one. A ``plural`` word ("they",
    "them") never names one object alone (a pick of one, as "target Character"), and a pronoun after a pick
    made and left ``waiting`` for it ("Choose two Characters you control. Target Character gains 1 boost.
    They ...") could name that one too: both refused at the pronoun, naming what it could name. A ``singular``
    word ("it", "its Expedition", "facing it") never names a pick of maybe several ("Up to two target
    Characters ... in its Expedition": the first one's, or each one's?): refused at it (7.2.4.a, 7.2.5.a)."""
    name = scope.it
    group = scope.together if scope.together and scope.together[-1] == name else [name]
    scope.together_open = False        # a pick after a pronoun starts anew ("Choose A. It ... Choose B. It ...")
    column, words = at or (None, "it")
    waiting = [n for n in waiting if n not in group]
    if len(group) == 1 and singular and not several and name in scope.several_picks \
            and name not in scope.loop_names | scope.turn_picks and {"var": name} not in (scope.actor, scope.x_of):
        # (in a step those several do, "its" is each one's: "... each lose all its boosts", done for each, 6.5.i)
        picked = f"'{scope.chosen_at[name][1]}'" if name in scope.chosen_at else "what was named last"
        raise DesignError(f"'{words}' names one object, and {picked} may be several: refused rather than read as "
                          f"one of them or each: say 'they'/'them' where each of them is meant, or choose one ('target "
                          f"Character') (7.2.4.a, 7.2.5.a)", column=column)
    if len(group) == 1:
        one = plural and name in scope.single and name not in scope.loop_names | scope.turn_picks
        if one or waiting:
            _one_or_waiting(scope, name, words, column, one, waiting)
        return {"var": name}
    if several and len({n in scope.marker_names for n in group}) > 1:
        raise DesignError(f"'{words}' names places and objects chosen one after the other together, and what is "
                          f"done to one is not done to the other: say each (7.2.4.a)", column=column)
    if several:
        if scope.done == group[-1]:    # "Choose A. Choose B. Exhaust them. If you do": all of them were (as after
            scope.done = list(group)   # "Choose A and B", chains.py; audit s53 M1 W-A), not only the last
        return {"concat": [{"var": n} for n in group]}
    picked = " or ".join(f"'{scope.chosen_at[n][1]}'" if n in scope.chosen_at else f"'{n}'" for n in group)
    raise DesignError(f"'{words}' could name {picked}, chosen one after the other before it, or all of them: "
                      f"refused rather than read as one; say 'them' where an action is done to all of them, or "
                      f"name the one meant (7.2.4.a)", column=column)


def _one_or_waiting(scope: Scope, name: str, words: str, column, one: bool, waiting) -> None:
    """Refuse a pronoun that names one pick where a plural one is said, or that could name a pick made
    before it and left waiting for it (see named_together)."""
    said = lambda n: f"'{scope.chosen_at[n][1]}'" if n in scope.chosen_at else f"'{n}'"
    last = f"{said(name)}, named last," if name in scope.chosen_at else "what was named last"
    others = list(waiting) or [p["as"] for p in scope.picks if p["as"] != name]
    before = " or ".join(said(n) for n in others)
    if one:
        could = f" (it could name {before}, named before, or all of them)" if others else ""
        raise plural_of_one(words, last, could, column)
    raise DesignError(f"'{words}' could name {last} or {before}, chosen before it and not yet named again: "
                      f"refused rather than read as one; say it right after what it names ('Choose a Character you "
                      f"control. It ...') (7.2.5.a)", column=column)


def plural_of_one(words: str, last: str, could: str, column) -> DesignError:
    """The refusal of a plural pronoun naming one object (7.2.5.a): ``last``, what it names ("'Target
    Character', named last,"), and what else it ``could`` name; one message wherever it is found."""
    return DesignError(f"'{words}' names several objects, and {last} is one{could}: refused rather than read as that "
                       f"one; say 'it' for the one, or say 'they'/'them' right after what it names ('Choose two "
                       f"Characters you control. They ...') (7.2.5.a)", column=column)


def join_picks(scope: Scope, before: str | None, names: list) -> None:
    """Picks ``names`` made right after the pick ``before`` (the last of a group, "it" still naming it and no
    pronoun read since): one group with it, which "them" names (named_together); else a group of their own."""
    if not names or scope.together_open and scope.together[-len(names):] == names:     # joined already
        return
    if scope.together_open and scope.together and scope.together[-1] == before:
        scope.together = scope.together + [n for n in names if n not in scope.together]
    else:
        scope.together = list(names)
    scope.together_open = True


@dataclass(frozen=True)
class Passage:
    """The words one reading reads: its text and tokens, passed down with the reading (a phrase's place is an
    offset into them), so that a text read inside another (a token's, :meth:`.language.Language.token_abilities`)
    is a passage of its own."""
    text: str
    tokens: tuple = ()

    def source_text(self, node) -> str:
        """The words a phrase was read from, as printed ("" for a phrase built, not read)."""
        if node is None or node.start is None:
            return ""
        return self.text[node.start:node.end].strip()


UNREAD = Passage("")                   # the passage of phrases built rather than read (a test's, a rewriting's)


def dicts_in(x):
    """Every dict in steps or a selector, nested ones too."""
    if isinstance(x, dict):
        yield x
        x = list(x.values())
    if isinstance(x, list):
        for v in x:
            yield from dicts_in(v)


def gives_places(what) -> bool:
    """Whether a value the effect model declares gives Expeditions (``gives: marker(s)``), whoever reads it."""
    if not isinstance(what, dict) or len(what) != 1:
        return False
    (op, _), = what.items()
    declared = load_operators()["value"].get(op)
    return declared is not None and declared.gives in ("marker", "markers")
