"""The partitions of cards looked at or revealed: "one of them" / "two of them" put somewhere and "the other"
/ "the rest" elsewhere, and what "it", "they", "that many", "one of them" name after such a split (7.2.5.a)."""
from __future__ import annotations

from ...loading.errors import DesignError
from .binding import Binding


class Partitions(Binding):
    """What the words after a split put name, by number (see the module)."""

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

