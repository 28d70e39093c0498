"""A back-reference and the pick of one object just before it (issue 31, audit L).

A word that refers back ("it" in a test of its type, "that many", "If you/they do/don't", "one of them", "the
others") names the step just before it (7.2.4.a, 6.5.f) only if that step can supply what the word asks. A
pick of one object ("Target Character gains 1 boost", "Return target Character ...", "Choose a Character")
cannot supply a card whose type is unknown (it is of the type its words say), a count (one), a choice
offered ("may"), several objects ("them") or a group to take the rest of ("the others"). Where a step before
that pick could be meant as well (the card revealed, discarded, sacrificed or paid; the number discarded; the
"may"; the cards chosen), the word is refused at its place, saying what to write: never read as the pick
(the way it was read: the card's words mean the earlier step), nor as the earlier step in silence (the
English names the nearest). Where nothing before the pick could be meant, the word reads as it did.

The record is :attr:`.discourse.Scope.ante`: a pick's name -> what each word named just before it
(:func:`before_pick`, called as the pick is made); each word asks it as it is read. The converse case, a
word skipping back *over* a step that keeps no trace ("Discard a card. Draw a card. If you do"), is another
rule (combinators/trace.py).
"""
from __future__ import annotations

from ..loading.errors import DesignError
from .discourse import dicts_in

MOVE = ("say it right after the step it names, before the pick ('{example}'), or name what is meant in the words "
        "of the card")


def before_pick(scope, name: str, count, said: dict | None = None) -> None:
    """A pick of one object, named ``name``, is made: keep what the back-references named just before it.
    ``said``: what its words say it is, where it is no choice among objects (a token created: its type and
    sub-types, :func:`created`)."""
    if scope.actors_before or scope.done is not None:   # an action or a choice said before it: "If you do"
        cost = {"you"} if scope.paid and scope.done == scope.paid[1] else set()   # after a step said of the
        scope.done_before[name] = (scope.done, scope.actors_before | cost)     # pick could mean it as well
        #                                (did); a quick action's cost is paid by you ("{T}, Discard a card:")
    if count != 1:
        return
    scope.ante[name] = {
        "said": said,
        "it": scope.it if scope.it is not None else
        ("the trigger's object" if scope.trigger_named or scope.trigger_object else None),
        "counted": scope.counted if scope.counted is not None else (scope.amount if scope.amount else None),
        #          (a DesignError: a step before counted, in a way "that many" can't name: counted all the same)
        "may": isinstance(scope.done, str) and scope.done in scope.may_names,    # "If you do" asked of a "may"
        "picked": scope.picked,
        "revealed": scope.revealed,
    }


def created(scope, name: str, spec: dict, token_type) -> None:
    """Tokens are created, named ``name`` (verbs._create), before "it" names them (7.2.4.a): as a pick, what
    the words after them could mean instead is kept (a token of one is of the type and sub-types its words
    say: a test of them is idle, :func:`type_test`), and their number is said ("a token": one, "two
    tokens": several; "a token in each of your Expeditions": one in each place, several), which a pronoun
    must agree with (7.2.5.a: "they" never names one, "it" never several; discourse.named_together)."""
    count = spec.get("count", 1)
    if count == 1 and several_places(scope, spec.get("in")):
        count = "several"
    said = {"type": spec.get("type", token_type), "subtypes": list(spec.get("subtypes") or ())}
    before_pick(scope, name, count, said)
    if count == 1:
        scope.single.add(name)
    else:
        scope.several_picks.add(name)


def several_places(scope, where) -> bool:
    """Whether the Expeditions a create step puts its tokens in may be several (7.3.4: the tokens are created in
    each): "each of your Expeditions", "your Expeditions", "Expeditions", "your opponent's Expeditions" (at a table
    of several, theirs too), "any number of target Expeditions", those of them that are behind; not "my
    Expedition", "target Expedition", "your Hero Expedition", "one of your Expeditions"."""
    if not isinstance(where, dict):
        return False
    if "var" in where:
        return where["var"] in scope.several_markers
    if isinstance(where.get("markers_where"), dict):
        return several_places(scope, where["markers_where"].get("in"))
    markers = where.get("markers")
    if markers is None:                       # my Expedition, my other Expedition, the one facing me
        return False
    return not (isinstance(markers, dict) and markers.get("owner") == "you" and markers.get("side"))


def _known(scope, name: str, before: dict):
    """What the words of the pick (or create) ``name`` say it is: {type, subtypes}, or None."""
    if before.get("said"):
        return before["said"]
    pick = next((p for p in reversed(scope.picks) if p["as"] == name), None)
    if pick is None or not isinstance(pick["from"], dict):
        return None
    f = pick["from"]
    subtype = f.get("subtype")
    subtypes = [subtype] if isinstance(subtype, str) else []
    return {"type": f.get("type"), "subtypes": subtypes} if f.get("type") or subtypes else None


def _idle(known: dict, tested: dict) -> str | None:
    """Whether a test of ``tested`` (a type, a sub-type) of an object whose words say ``known`` is decided
    by those words: what they say it is, else None. A sub-type is of one card type (the lists of 2.2.2.d-h: a
    Spirit is a Character), so of "target Spirit" its type is known too."""
    if "type" in tested and (known.get("type") or known.get("subtypes")):
        return known.get("type") or known["subtypes"][0]
    if "subtype" in tested and tested["subtype"] in known.get("subtypes", ()):
        return tested["subtype"]
    return None


def _said(scope, name: str) -> str:
    return f"'{scope.chosen_at[name][1]}'" if name in scope.chosen_at else "the one object chosen last"


def _column(at):
    return (at or (None, ""))[0]


def type_test(scope, name, test: dict, at) -> None:
    """"If it's a Spell" where "it" names ``name``: a pick of one object whose words say its type (a
    Character) is never another type, and always its own: a test of it is idle. Refused where "it" could
    name what was named before the pick (a card revealed, discarded, sacrificed, paid for a cost; the
    trigger's object)."""
    before = scope.ante.get(name) if isinstance(name, str) else None
    tested = test.get("matches", {}).get("filter") if isinstance(test, dict) else None
    if before is None or before["it"] is None or not isinstance(tested, dict) or not {"type", "subtype"} & set(tested):
        return
    known = _known(scope, name, before)
    kind = _idle(known, tested) if known is not None else None
    if kind is None:
        return
    words = (at or (None, "it"))[1]
    earlier = "the trigger's object" if before["it"] == "the trigger's object" else \
        "the card named before it (revealed, discarded, sacrificed or paid)"
    raise DesignError(f"'{words}' in a test of its type names {_said(scope, name)}, the step just before it (7.2.4.a), "
                      f"which its words already say is a {kind}: the test would be idle; it could "
                      f"mean {earlier} as well: refused rather than read as either; "
                      + MOVE.format(example="Reveal the top card of your deck. If it's a Spell, draw a card. "
                                            "Target Character gains 1 boost."), column=_column(at))


def that_many(scope, counted):
    """What "that many" counts after a step (``counted``, chains._result_of): a pick of one object counts one,
    not what a step before it counted (the cards discarded, the boosts removed): either could be meant,
    refused at "that many" (a DesignError kept, as chains keeps one)."""
    name = counted.get("count", {}).get("var") if isinstance(counted, dict) else None
    before = scope.ante.get(name) if isinstance(name, str) else None
    if before is None or before["counted"] is None:
        return counted
    return DesignError(f"'that many' names the step just before it (6.5.f), and {_said(scope, name)} there is one "
                       f"object, not a number: it could mean the number a step before that counted as well: "
                       f"refused rather than read as either; "
                       + MOVE.format(example="You may sacrifice up to two Characters to draw that many cards. "
                                             "Target Character gains 1 boost.")
                       + " ('the number of ...')")


def did(scope, done, words: str, column, who: str = "you") -> None:
    """"If you do" / "If they do" / "If you don't" / "If you can't" (``words``) asked of ``done``: a pick of one
    object is no choice offered, and a "may" was offered before it: of which? Refused at the words. The same
    where the step just before is said of what it picks, no player's action ("Target Character gains 1 boost",
    "Up to two target Characters gain ...", "Target Landmark gains ..."; its subject is a card), and an action
    was said before it ("Discard two cards", "Pay {1}", "Sacrifice a Character"): of the action, or of whether
    there was one to target? Refused at the words, never read as either (6.5.f; the English names the nearest,
    the card means the action). With nothing before it, the pick is what it asks of ("Sacrifice a Permanent.
    If you do, ...": whether one was; "Target Character gains 1 boost. If you do, ...": whether there was one
    to target), as before, and so with no step before it done by the player ``who`` the words name ("Target
    opponent discards a card. Target Character gains 1 boost. If you do"); after a player's step on it
    ("Discard a card. Exhaust target Character. If you do"), of that step."""
    for name in done if isinstance(done, list) else [done]:   # where it stands (whole_costs.choose_able)
        if isinstance(name, str):
            scope.asked_at.setdefault(name, (column, words))
            scope.asked_again[name] = (column, words)
    before = scope.ante.get(done) if isinstance(done, str) and done != scope.branch_it else None
    if before is not None and before["may"]:     # (a pick in a branch: sentences.py)
        earlier = "the choice offered before it ('... may ...')"
        raise DesignError(f"'{words}' asks of the step just before it (6.5.f), {_said(scope, done)}, which is "
                          f"chosen, not offered: it could mean {earlier} as well: refused rather than read as "
                          f"either; " + MOVE.format(example="You may discard a card. If you do, draw a card. Target "
                                                            "Character gains 1 boost."), column=column)
    for name in done if isinstance(done, list) else [done]:   # "Discard a card and target Character ...": both
        if isinstance(name, str) and name != scope.branch_it:
            _said_of_pick(scope, name, words, column, who)


def _said_of_pick(scope, name, words: str, column, who: str) -> None:
    """:func:`did` of a step said of the pick ``name``, an action of ``who`` before it (or a choice offered)."""
    if name not in scope.done_before or name not in scope.said_of_object:
        return
    earlier, actors = scope.done_before[name]
    offered = isinstance(earlier, str) and earlier in scope.may_names
    if who not in actors | ({scope.may_actors.get(earlier)} if offered else set()):
        return                         # "Target opponent discards two cards. Target Character ... If you do": no
        #                                step of yours before it: whether there was one to target, as before
    said = "the choice offered before it ('... may ...')" if offered else \
        "the action said before it ('discard a card', 'pay {1}', 'sacrifice a Character' ...)"
    action = "Return a Character you control to its owner's hand" if who == "you" else \
        "Target opponent discards a card"
    picked = name in scope.chosen_at   # else what the step kept ("Target Character loses 1 boost": removed)
    of = f"{_said(scope, name)}, what it targets," if picked else "a card,"
    alone = "whether there was one to target" if picked else "whether that step was done"
    raise DesignError(f"'{words}' asks of the step just before it (6.5.f), and that step is said of {of} not "
                      f"done by {'you' if who == 'you' else 'them'} (alone, it asks {alone}): it could mean {said} "
                      f"as well: refused rather than read as either; "
                      + MOVE.format(example=f"{action}. {words}, draw a card. Target Character gains 1 boost."),
                      column=column)


def skipped_count(column) -> DesignError:
    """"that many" after a step that counts nothing ("I gain 1 boost", "Target Character gains 1 boost", "Draw a
    card"), while a step before it counted ("Remove all boosts from target Character", "Discard two cards"): the
    number the step just before says, or the earlier count? Refused at "that many", never read as the earlier
    count in silence (6.5.f; chains._Links.run keeps ``Scope.uncounted``)."""
    return DesignError("'that many' names no number here: it names the step just before it (6.5.f), and that step "
                       "counts nothing of its own (a number it says, as in 'I gain 1 boost', is no count of what was "
                       "done; nor is a card drawn), while a step before that counted: it could mean that number as "
                       "well: refused rather than read as either; say it right after the step it counts ('Remove "
                       "all boosts from target Character and draw that many cards. I gain 1 boost.'), or name what is "
                       "meant in the words of the card ('the number of ...')", column=column)


def plural(scope, name, at) -> None:
    """"one of them" where "them" names ``name``, a pick of one object: "them" is several (7.2.5.a), and that
    is one; refused at the words (what else it names, the cards drawn, is not kept)."""
    if name not in scope.ante or name in scope.loop_names | scope.turn_picks:
        return
    column, words = at or (None, "of them")
    raise DesignError(f"'{words}': 'them' names several objects, and {_said(scope, name)}, named last, is one: refused "
                      f"rather than read as that one (7.2.5.a); say what 'them' is right after it ('Look at the top "
                      f"two cards of your deck. Put one of them in your hand.'), or name the cards ('a card from your hand')",
                      column=column)


def the_others(scope, at, among=None, singular=False) -> None:
    """"the others" / "the rest" / "the other" (``singular``) name the rest of what the pick just before it
    (``scope.picked``) chose among (3.2.2): refused at the words, one message, where the text could mean another
    group: after a pick of one object, a group picked before it (the cards chosen or revealed, ``among``); after
    a condition's "one of them" on the pick ("Choose two Characters. If one of them is exhausted, ready the
    other."), the rest of those (it picks none: which, when each matches?); a singular "the other" where the pick
    was among every such object, not among cards picked before ("Exhaust target Character. Ready the other.",
    "Choose two Characters. Exhaust the other."): one object, and the rest may be any number (7.2.5.a).
    ``among``: the cards revealed, when there are."""
    name = scope.picked
    column, words = at or (None, "the others")
    reason = _rest_of_one(scope, name, among)
    pick = next((p for p in reversed(scope.picks) if p["as"] == name), None)
    if reason is None and among is None and pick is not None and isinstance(pick["from"], dict):
        tested = scope.tested_some.get(name)
        if tested is not None:
            reason = (f"'{tested[1]}' in the condition before it tests {_said(scope, name)} and picks none of them "
                      f"(when each matches, which is '{words}'?), and the rest of them could be meant as well")
        elif singular and "among" not in pick["from"]:
            reason = (f"it names one object, while {_said(scope, name)} was chosen among every such object, and "
                      f"the rest of those (all the others) may be several")
        elif singular and isinstance(pick["from"]["among"], dict):
            reason = _several_left(scope, name, pick["from"]["among"].get("var"))
    elif reason is None and singular and pick is not None:     # "Look at the top three cards ... Put one of them
        reason = _several_left(scope, name, among)             # in your hand and discard the other."
    if reason is None:
        return
    raise DesignError(f"'{words}' names the rest of what the step just before it chose among, and {reason}: refused "
                      f"rather than read as either; choose the one among them with 'one of them' ('Choose three "
                      f"Characters. One of them gains 1 boost. The others ...', 'Choose two Characters. Return one of "
                      f"them to its owner's hand. The other gains 1 boost.'), in a step: in a condition it picks none; or say which cards "
                      f"('each other Character')", column=column)


def _several_left(scope, name, among) -> str | None:
    """Why a singular "the other" can't name the rest of ``among`` once ``name`` was picked among it: the words
    leave more than one of them (the_others), else None."""
    left = scope.left_after(among, name) if isinstance(among, str) else None
    if left is None or left <= 1:
        return None
    return (f"it names one object, while the words leave {left} of those {_said(scope, name)} was chosen among: the "
            f"rest may be several, each of them or one could be meant")


def _rest_of_one(scope, name, among) -> str | None:
    """Why "the others" after a pick of one object could mean the rest of a group picked before it (the_others)."""
    before = scope.ante.get(name) if isinstance(name, str) else None
    if before is None:
        return None
    pick = next((p for p in reversed(scope.picks) if p["as"] == name), None)
    if among is not None:
        if before["revealed"] != among or pick is not None and {"var": among} in dicts_in(pick["from"]):
            return None            # revealed after it, or chosen among them: the others are the rest of them
        group = "the cards looked at or revealed"
    else:
        earlier = before["picked"]
        if earlier is None or earlier in scope.spoken:
            return None
        group = _said(scope, earlier)
    return (f"{_said(scope, name)} there is one object chosen among every such object (all the others), not among "
            f"{group}, which it could mean as well")


IN_EACH_BRANCH = (
    "'If ... do' / 'that many' asks of the step just before it (6.5.f), and two branches before it each did a step "
    "of their own ('If ..., exhaust target Character. Otherwise, ready target Character.', 'On a 1-3, ... On a "
    "4-6, ...'): of the one in the last branch only, or of whichever ran? Not said; refused rather than read as "
    "either. Say what follows in each branch's sentence ('If ..., exhaust target Character and draw a card. "
    "Otherwise, ...') (6.5.d, 6.5.e, 6.5.f)")
