"""What a pronoun could name besides what the effect named: objects a condition names of its own ("If you
control a Landmark"), and the reaction's trigger object: refused where either could be meant (7.2.4.a)."""
from __future__ import annotations

from ...loading.errors import DesignError
from .fields import ScopeFields


class ConditionsNamed(ScopeFields):
    """The refusals of a pronoun that a condition's objects or the trigger's could answer as well."""

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
        if what.split()[0] == "that":                   # the trigger's ("that Spell"): one already
            return f"name it in place of '{words}' ('... {what}')"
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
        found = None if plural else self._named_by_condition(True)
        if found is not None:          # "If your Hero is exhausted, ready it.": a condition said of each ("your
            cond, what = found         # Hero", one or several), not "nothing" (audit s54 P1 §4)
            raise DesignError(f"'{words}' could only name {what}, which the condition '{cond}' names (7.2.4.a), and "
                              f"a condition chooses nothing: name it in place of '{words}' ('... {what}')",
                              column=column)

    def target_or_trigger(self, said, column) -> None:
        """A pronoun in a condition (``said``: what each named, where) naming a target an action chose ("Target
        Character gains 1 boost. If it's a Song, ...") where the trigger names an object too ("When you play a
        Spell —"): a condition may test either, and reads what it tests of the trigger's as often as of the
        target's (6.5.d, 7.2.4.a): refused rather than read as the target; a step on "it" is the target, the
        nearest (pronouns.Pronouns). "Choose target Character." first says "it" is the one chosen; several targets
        are no trigger's one object."""
        if not (self.trigger_object or self.trigger_named):
            return
        targets = {p["as"] for p in self.picks if p.get("target") and not p["bare"] and p["count"] == 1}
        for named, at in said:
            if isinstance(named, dict) and named.get("var") in targets:
                column, words = at or (column, "it")
                raise DesignError(
                    f"'{words}' in a condition could name the target chosen before it or the object the trigger "
                    f"names: refused rather than read as the target (7.2.4.a); say which: the trigger's as the "
                    f"trigger says it ('that Spell', 'that Character'), the target's by choosing it first "
                    f"('Choose target Character. It gains 1 boost. If it's ...')", column=column)

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


