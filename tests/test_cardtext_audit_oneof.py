""""If one of them is ..." (an outside audit of invented texts, audit s46 E, class B; issue 31: every text read
right or refused at its place with what to write).

"{J} Reveal the top two cards of your deck. If one of them is a Spell, draw a card." was read as "if each of [every
card of the game] is a Spell": never true, even with two Spells revealed. The same after a look, a discard, a
sacrifice, a return, a send, an exhaust or a ready of two, a counted cost, and with "was" ("If one of them was
[[Boosted]]"). Its neighbours ("any of them", "all of them", "each of them", "none of them", "either of them",
"both of them") were plain parse errors.

Now "one of them" in a condition names what "them" names in an action there (7.2.4.a, v5.0 7.2.5.a: the cards
looked at or revealed, those a step or a cost acted on, as the discourse gives "them"), and the test holds of at
least one of them, evaluated as the step's condition is (6.5.d). "any of them" and "either of them" are the same
test; "each of them" and "all of them" hold of every one of them, and of one at least; "none of them" of not one.
"was" reads each as it was (2.1.h, 6.3.k): before the step that moved it, or, where that step also named them
("Send all ... to Reserve"), as the move left it known. Refused with what to write: "both of them" (two, or every
one of however many were named?), "two of them" (at least, or exactly?), and "them" where it names nothing ("Characters
you control gain 1 boost. If one of them ...": a step on all of a kind keeps none), one object, or either of two
things.

Played: tests/scenarios/v5/7.2.4.a-one-of-them-*.yaml, 7.2.4.a-each-of-them-*.yaml,
7.2.4.a-none-of-them-*.yaml and 2.1.h-one-of-them-*.yaml (test cards in tests/data/v5/audit-oneof-cards.yaml), the
first of each pair failing on the old reading.
"""
from __future__ import annotations

import pytest

from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")

SPELL = {"type": "Spell"}


def _tests(steps) -> list:
    """The conditions of the steps' "if"s, a past-tense test hoisted into a ``set`` step read where it was made."""
    made = {s["set"]["var"]: s["set"]["value"] for s in steps if isinstance(s, dict) and "set" in s}
    out = []
    for s in steps:
        if isinstance(s, dict) and "if" in s:
            cond = s["if"]
            out.append(made.get(cond["var"], cond) if isinstance(cond, dict) and "var" in cond else cond)
    return out


def _some(cond) -> tuple:
    """(what "them" names, the test of each) of "one of them is ..."."""
    assert set(cond) == {"any"}, cond
    over = cond["any"]
    assert set(over["in"]) == {"concat"}       # a list, whatever "them" holds (one object, none, several)
    [them] = over["in"]["concat"]
    return them, over["test"], over["as"]


def _binds(steps, what) -> bool:
    """Whether a step, or one inside it ("Target opponent reveals ..."), binds the name ``what`` ({var: name})
    reads (a quick action's cost binds ``paid``)."""
    name = what["var"]

    def binds(x):
        if isinstance(x, dict):
            return x.get("as") == name or any(binds(v) for v in x.values())
        return isinstance(x, list) and any(binds(v) for v in x)
    return name == "paid" or binds(steps)


# -- the audit's texts: at least one of what "them" names ---------------------------------------------------

READ = [
    # (text, the test of each, as it was?)
    ("{H} Reveal the top two cards of your deck. If one of them is a Spell, draw a card.", SPELL, False),
    ("{J} Send all Characters in the Expedition facing me to Reserve. If one of them was [[Boosted]], draw a card.",
     "Boosted", True),
    ("{J} Look at the top two cards of your deck. If one of them is a Spell, I gain 1 boost.", SPELL, False),
    ("{J} Reveal the top two cards of your deck. Put them in Reserve. If one of them is a Spell, draw a card.",
     SPELL, False),
    ("{J} Discard two cards. If one of them is a Spell, draw a card.", SPELL, False),
    ("{J} Sacrifice two Characters. If one of them was [[Boosted]], draw a card.", "Boosted", True),
    ("{J} Send all Characters facing me to Reserve. If one of them was [[Boosted]], draw a card.", "Boosted", True),
    ("{J} Return two cards from your Reserve to your hand. If one of them is a Spell, I gain 1 boost.", SPELL, False),
    ("{T}, Exhaust two cards in your Reserve: If one of them is a Spell, draw a card.", SPELL, False),
    ("{J} Reveal the top card of each player's deck. If one of them is a Spell, draw a card.", SPELL, False),
    ("{J} Target opponent reveals the top two cards of their deck. If one of them is a Spell, I gain 1 boost.",
     SPELL, False),
    ("{J} Look at the top three cards of your deck. If one of them is a Character, I gain [[Anchored]].",
     {"type": "Character"}, False),
    ("{R} Reveal the top two cards of your deck. If one of them is a Permanent, draw a card.",
     {"type": "Permanent"}, False),
    ("{H} Discard two cards from your Reserve. If one of them is a Character, I gain 1 boost.",
     {"type": "Character"}, False),
    ("{J} Send two Characters you control to Reserve. If one of them is [[Fleeting]], draw a card.", "Fleeting", False),
    ("{J} Exhaust two cards in your Reserve. If one of them is a Spell, draw a card.", SPELL, False),
    ("{J} Ready two cards in your Reserve. If one of them is a Character, I gain 1 boost.", {"type": "Character"},
     False),
    ("{J} Target opponent discards two cards. If one of them is a Spell, I gain 1 boost.", SPELL, False),
    ("When I go to Reserve — Reveal the top two cards of your deck. If one of them is a Spell, draw a card.",
     SPELL, False),
    ("{T}, Discard two cards from your hand: If one of them is a Spell, I gain 1 boost.", SPELL, False),
    # new wordings of the same shape
    ("{J} Reveal the top three cards of your deck. If one of them is a Character, draw a card.",
     {"type": "Character"}, False),
    ("{J} Choose two Characters you control. If one of them is [[Boosted]], draw a card.", "Boosted", False),
    ("{T}, Sacrifice two Characters: If one of them was [[Boosted]], draw a card.", "Boosted", True),
    ("{J} Discard two cards. If one of them was a Spell, draw a card.", SPELL, True),
    ("{J} Reveal the top two cards of your deck. Put them in Reserve. If one of them was a Spell, draw a card.",
     SPELL, True),
    ("{J} Reveal the top two cards of your deck. If any of them is a Spell, draw a card.", SPELL, False),
    ("{J} Reveal the top two cards of your deck. If either of them is a Spell, draw a card.", SPELL, False),
    ("{J} Reveal the top two cards of your deck. If any of them are Spells, draw a card.", SPELL, False),
]


@pytest.mark.parametrize("text, state, past", READ)
def test_7_2_4_a_one_of_them_is_at_least_one_of_what_them_names(text, state, past):
    """7.2.4.a (v5.0 7.2.5.a): "them" names what the step or cost before it acted on (its name, never every card);
    6.5.d: the test holds when one of them passes it; 2.1.h, 6.3.k: "was" reads each as it was."""
    steps = effect(text)
    [cond] = _tests(steps)
    them, test, each = _some(cond)
    assert them != {} and _binds(steps, them), them
    what = {"was": {"var": each}} if past else {"var": each}
    if isinstance(state, dict):
        assert test == {"matches": {"what": what, "filter": state}}
    else:
        assert test == {"has_status": {"what": what, "status": state, "before": past or None}} \
            or test == {"has_status": {"what": what, "status": state}}


def test_2_1_h_one_of_them_was_is_made_before_the_move_or_read_as_it_was():
    """6.3.k, 2.1.h: a past-tense test after a choice is made before the step that moves what was chosen; where
    the step that moves them also names them ("Send all ..."), it is read after it, each as it was before it moved
    (played: 2.1.h-one-of-them-was-boosted-*.yaml)."""
    steps = effect("{J} Sacrifice two Characters. If one of them was [[Boosted]], draw a card.")
    assert [next(iter(s)) for s in steps] == ["choose", "set", "do", "if"]
    steps = effect("{J} Send all Characters facing me to Reserve. If one of them was [[Boosted]], draw a card.")
    assert [next(iter(s)) for s in steps] == ["move", "if"]
    them, test, each = _some(steps[1]["if"])
    assert them == {"var": steps[0]["move"]["as"]}
    assert test["has_status"]["what"] == {"was": {"var": each}}


def test_7_2_4_a_one_of_them_isnt_is_one_of_them_that_is_not():
    """"If one of them isn't a Spell": one of them is not a Spell (not: none of them is)."""
    [cond] = _tests(effect("{J} Reveal the top two cards of your deck. If one of them isn't a Spell, draw a card."))
    _, test, each = _some(cond)
    assert test == {"not": {"matches": {"what": {"var": each}, "filter": SPELL}}}


# -- each / all / none of them ------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Discard two cards. If each of them is a Spell, draw a card.",
    "{J} Discard two cards. If all of them are Spells, draw a card.",
    "{J} Reveal the top two cards of your deck. If each of them is a Spell, draw a card.",
    "{J} Reveal the top two cards of your deck. If all of them are Spells, draw a card.",
])
def test_7_2_4_a_each_of_them_is_every_one_and_one_at_least(text):
    """Every one of what "them" names, and one at least (nothing revealed or discarded: not true)."""
    [cond] = _tests(effect(text))
    some, every = cond["and"]
    [them] = every["every"]["in"]["concat"]
    assert some == {"gte": [{"count": them}, 1]}
    assert every["every"]["test"] == {"matches": {"what": {"var": every["every"]["as"]}, "filter": SPELL}}


@pytest.mark.parametrize("text", [
    "{J} Reveal the top two cards of your deck. If none of them is a Spell, I gain 1 boost.",
    "{J} Discard two cards. If none of them is a Spell, I gain 1 boost.",
    "{J} Reveal the top two cards of your deck. If none of them are Spells, I gain 1 boost.",
])
def test_7_2_4_a_none_of_them_is_not_one_of_them(text):
    [cond] = _tests(effect(text))
    them, test, each = _some(cond["not"])
    assert test == {"matches": {"what": {"var": each}, "filter": SPELL}}


# -- refused, with what to write -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, words, says", [
    # the audit's texts: "them" names nothing (a step on all of a kind keeps none)
    ("{J} Each Character in my Expedition gains 1 boost. If one of them is [[Anchored]], draw a card.",
     "one of them", "no object is named before it"),
    ("{J} Characters you control gain 1 boost. If one of them is [[Anchored]], draw a card.",
     "one of them", "say which cards in the condition itself ('If you control a ... that is ...'"),
    ("If one of them is a Spell, draw a card.", "one of them", "no object is named before it"),
    ("{J} Characters you control gain 1 boost. If all of them are [[Boosted]], draw a card.",
     "all of them", "say which cards in the condition"),
    # the audit's texts: "them" could name the card put in hand or the cards revealed; each opponent's in turn
    ("{J} Reveal the top two cards of your deck. Put one of them in your hand. If one of them is a Spell, draw a "
     "card.", "one of them", "refused rather than read as one of them"),
    ("{J} Each opponent reveals the top card of their deck. If one of them is a Spell, draw a card.",
     "If one of them", "tests what each player chose in turn before it"),
    # one object named: "it"
    ("{J} Target Character gains 1 boost. If one of them is [[Boosted]], draw a card.", "one of them",
     "say 'it' for the one"),
    ("{J} Sacrifice a Character. If one of them was [[Boosted]], draw a card.", "one of them",
     "say 'it' for the one"),
    # how many?
    ("{J} Reveal the top two cards of your deck. If both of them are [[Boosted]], draw a card.", "both of them",
     "write 'each of them' (every one of them) or 'one of them' (at least one)"),
    ("{J} Reveal the top two cards of your deck. If both of them are Spells, draw a card.", "both of them",
     "write 'each of them'"),
    ("{J} Reveal the top two cards of your deck. If two of them are [[Boosted]], draw a card.", "two of them",
     "at least that many of them, or exactly? Write 'one of them' (at least one)"),
    # "was" with nothing that moved or changed them
    ("{J} Reveal the top two cards of your deck. If any of them was a Spell, draw a card.", "was",
     "what 'was' refers to is not said"),
])
def test_7_2_4_a_of_them_refused_where_them_names_nothing_one_or_how_many(text, words, says):
    e = refused(text)
    assert text[e.column - 1:].startswith(words), (e.column, e.message)
    assert says in e.message
