"""Cards followed or lost when a step moves them: what was moved for sure or maybe (a "may", a branch, an
option), and words naming cards moved to a hand or a deck, which the text can't follow there (3.1.3.d)."""
from __future__ import annotations

from ...loading.errors import DesignError
from .data import dicts_in
from .fields import ScopeFields


class Moves(ScopeFields):
    """What the steps read moved, and the refusals of words naming what went where it is not followed."""

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

