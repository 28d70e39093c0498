"""The names a reading binds: fresh ones, the step that introduces objects and binds them once a word reads
them ("it", "that many"), the cards looked at or revealed, and what "it" is as the word is read (refer_it)."""
from __future__ import annotations

from ...loading.errors import DesignError
from .data import gives_places
from .fields import PENDING, ScopeFields


class Binding(ScopeFields):
    """The names bound on a scope, and "it" read (see the module)."""

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

    def introduce(self, name: str, spec: dict) -> None:
        """``spec`` (a step's data) introduces the objects "it" refers to from now on, named ``name``."""
        self._pending[name] = spec
        spec[PENDING] = name           # kept in a copy of the step (", where X is ..." writes it anew): bound_late
        self.it = name

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

