"""What "it" / "they" / "them" name (7.2.4.a, v5.0 7.2.5.a): the last noun phrase the effect bound, a split's
part, several picks together, the trigger's object, a condition's subject; or refused, saying what to write."""
from __future__ import annotations

from ...loading.errors import DesignError
from .conditions import ConditionsNamed
from .partitions import Partitions
from .together import named_together, plural_of_one


class Pronouns(Partitions, ConditionsNamed):
    """What a pronoun names, as it is read (it_selector)."""

    def _waiting(self, name) -> list:
        """The picks made with nothing done to them ("Choose two Characters you control.") that no word has
        named since, but ``name`` (what "it" names now, named after them: a choice makes itself "it"): a
        pronoun after them could name one of those as well."""
        return [p["as"] for p in self.picks if p["bare"] and p["as"] not in self.spoken and p["as"] != name]

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
        self.it_reads.append((named, at))
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
                                  "before that (the trigger's object, a target, the other card of the same step): "
                                  "refused rather than read as one of them; to name the card picked, choose it first "
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

