""""For each N <noun>", a sub-type before its card type, "<type> card" (issue 31, audits s48 P and Q; the brief named
tests/test_cardtext_audit_count.py, which holds the session-43 "that many" class: these are here).

A. "For each two Characters you control, draw a card." read as ``for each of Characters you control: draw 1``:
"two" was dropped and the card drew once per Character (audit Q, class A, 9 texts; sc8, sc8b, sc11). The cause: a
noun phrase put to a role that only describes objects (the noun of "for each", a trigger's, a state's subject) kept
which objects and dropped how many (``Noun.as_filter``). Now a number said there is refused at its place unless the
role reads it ("If you control two or more Characters"; a bare "two" there is refused since msgs55), and "for each N ..." is read, in both orders, as
once for every whole group of N: the number counted divided by N rounded down. A division must say how it rounds
(1.1.6.b); "each two" says it: one left over is not two of them. Said first ("For each two ..., target Character
gains 1 boost") the sentence is done that many times, a choice in it made anew each time (6.5.i), as "For each
card ..., target ..." is.

B. "Target Soldier Character", "Each Soldier Character you control" (5.0 "Target Rogue Character") were refused
while "target Soldier" and "target non-Soldier Character" read: a sub-type said before its card type (2.2.2) is one
head, declared beside the sub-type (grammar/phrases/nouns.yaml, head-subtype-type). "another Character card from
your Reserve" was refused at "card": "<type> card" is a card of that type, a token too (1.1.7.b).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.scenario import run_files
from readings import effect_in, reads, refused_in

HERE = Path(__file__).parent


def groups(count, size):
    return {"divide": [{"count": count}, size], "round": "down"}


YOU_CONTROL = {"type": "Character", "controller": "you"}


# -- A. "for each N ..." --------------------------------------------------------------------------------------------
AUDIT_FIRST = [   # audit Q, class A: each read once per object; now once per whole group (1.1.6.b, 6.5.i)
    ("For each two Characters you control, draw a card.", YOU_CONTROL, 2, [{"do": {"Draw": {"count": 1}}}]),
    ("For each three cards in your hand, I gain 1 boost.", {"zone": "Hand", "owner": "you"}, 3,
     [{"counters": {"what": "self", "name": "boost", "add": 1}}]),
    ("For each 2 Characters in my Expedition, draw a card.",
     {"type": "Character", "in_marker": {"marker_of": "self"}}, 2, [{"do": {"Draw": {"count": 1}}}]),
    ("For each two Landmarks you control, I gain 1 boost.", None, 2, None),
    ("For each two Characters in the Expedition facing me, I gain 1 boost.", None, 2, None),
    ("{J} For each two other Characters in my Expedition, I gain 1 boost.", None, 2, None),
    ("At Noon — For each two cards in your hand, I gain 1 boost.", None, 2, None),
    ("For each three Characters you control, create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.",
     YOU_CONTROL, 3, None),
    # new wordings of the same shape
    ("For each four cards in your Reserve, draw a card.", {"zone": "Reserve", "owner": "you"}, 4, None),
    ("For each two [[Boosted]] Characters you control, I gain 1 boost.", None, 2, None),
]


@pytest.mark.parametrize("text,counted,size,steps", AUDIT_FIRST, ids=[t for t, *_ in AUDIT_FIRST])
def test_for_each_n_first_is_done_once_for_every_whole_group(text, counted, size, steps):
    [step] = effect_in(text)
    repeat = step["repeat"]
    assert repeat["times"]["divide"][1] == size and repeat["times"]["round"] == "down"
    if counted is not None:
        assert repeat["times"] == groups(counted, size)
    if steps is not None:
        assert repeat["do"] == steps


def test_a_target_in_a_sentence_done_for_each_n_first_is_chosen_anew_each_time():
    """As "For each card in your Reserve, target Character gains 1 boost." is read today (kept): "For each ..."
    said before the sentence repeats it (6.5.i, "that choice can be different in two successive instances"), the
    way printed cards say a target chosen each time ("When I leave the Expedition zone, for each of my boosts —
    Another target Character in your Reserve gains 1 boost.")."""
    [step] = effect_in("For each two cards in your Reserve, target Character gains 1 boost.")
    assert step["repeat"]["times"] == groups({"zone": "Reserve", "owner": "you"}, 2)
    choose, gain = step["repeat"]["do"]
    assert choose["choose"]["target"] is True and gain["counters"]["what"] == {"var": choose["choose"]["as"]}
    [loop] = effect_in("For each card in your Reserve, target Character gains 1 boost.")
    assert "choose" in loop["for_each"]["do"][0]


AFTER = [   # the number after the verb was refused: now read as the sentence-initial form is
    ("Draw a card for each two Characters you control.",
     {"do": {"Draw": {"count": groups(YOU_CONTROL, 2)}}}),
    ("{J} Draw a card for each two cards in your Reserve.", None),
    ("I gain 2 boosts for each two Characters you control.",
     {"counters": {"what": "self", "name": "boost", "add": {"mul": [2, groups(YOU_CONTROL, 2)]}}}),
    ("I gain 1 boost per three Characters you control.", None),
    ("Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition per two Characters you control.", None),
]


@pytest.mark.parametrize("text,step", AFTER, ids=[t for t, _ in AFTER])
def test_for_each_n_after_the_amount_counts_whole_groups(text, step):
    import json
    steps = effect_in(text)
    assert '"divide"' in json.dumps(steps) and '"round": "down"' in json.dumps(steps)
    if step is not None:
        assert steps == [step]


def test_for_each_n_in_a_cost_counts_whole_groups():
    """A passive's number is counted where no step is; dividing by a number written can't divide by zero
    (1.1.6.c), so it is read there too."""
    [ability] = reads("I cost {1} less for each two Characters you control.")
    assert '"divide"' in str(ability).replace("'", '"')


def test_the_number_of_for_each_reads_in_5_0():
    [step] = effect_in("For each two Characters you control, draw a card.", "5.0")
    assert step["repeat"]["times"] == groups(YOU_CONTROL, 2)


COUNT_LOST = [   # a number where the objects are only described: it was dropped; now refused at the number
    ("When you play two Characters — Draw a card.", "two Characters"),
    ("When two Characters you control leave the Expedition zone — Draw a card.", "two Characters"),
    ("For each up to two Characters you control, draw a card.", "up to two"),
    ("If two Characters in my Expedition are [[Asleep]], draw a card.", "two Characters"),
]


@pytest.mark.parametrize("text,words", COUNT_LOST, ids=[t for t, _ in COUNT_LOST])
def test_a_number_of_objects_only_described_is_refused_at_the_number(text, words):
    e = refused_in(text)
    assert "says how many, and here the objects are only described" in e.message, e.message
    assert e.column == text.index(words) + 1


def test_for_each_zero_is_refused():
    text = "For each 0 Characters you control, draw a card."
    e = refused_in(text)
    assert "counts groups of 0" in e.message and e.column == text.index("0") + 1


def test_a_number_a_condition_reads_is_kept():
    """"If you control two Characters": never dropped. Since session 55 (msgs55, audit R1 §3, the lead's decision) a
    bare number of two or more in a condition is refused, saying 'exactly N' or 'N or more' (never read as either);
    "two or more" is read, at least two."""
    text = "If you control two Characters, draw a card."
    e = refused_in(text)
    assert "'two or more Characters'" in e.message and e.column == text.index("two") + 1
    [step] = effect_in("If you control two or more Characters, draw a card.")
    assert step["if"] == {"gte": [{"count": YOU_CONTROL}, 2]}


def test_if_you_do_after_a_sentence_done_for_each_n_asks_of_which_time():
    """As after "For each ...": done in which turn? (6.5.i; refused, as before, for "For each card ...")."""
    for text in ("For each two cards in your hand, you may discard a card. If you do, I gain 1 boost.",
                 "For each card in your hand, you may discard a card. If you do, I gain 1 boost."):
        refused_in(text)


def test_the_number_is_played():
    files = sorted((HERE / "scenarios" / "rules" / "s48").glob("6.5.i-*.yaml"))
    assert len(files) == 3
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


# -- B. a sub-type before its card type; "<type> card" ------------------------------------------------------------
SUBTYPE_TYPE = [   # audit Q 3b: refused at the card type; now one head, both tests (2.2.2)
    ("Target Soldier Character gains 1 boost.", None),
    ("Each Soldier Character you control gains 1 boost.", None),
    ("Target Rogue Character gains 1 boost.", "5.0"),
    # new wordings
    ("Soldier Characters you control gain 1 boost.", None),
    ("{J} Target Robot Character in my Expedition gains [[Anchored]].", None),
    ("Send to Reserve target Plant Character an opponent controls.", None),
]


@pytest.mark.parametrize("text,edition", SUBTYPE_TYPE, ids=[t for t, _ in SUBTYPE_TYPE])
def test_a_subtype_before_its_card_type_reads_as_both(text, edition):
    import json
    said = json.dumps(effect_in(text, edition))
    subtype = next(w for w in ("Soldier", "Rogue", "Robot", "Plant") if w in text)
    assert f'"subtype": "{subtype}"' in said and '"type": "Character"' in said, said


def test_target_soldier_and_target_soldier_character_choose_among_soldiers():
    [choose, _] = effect_in("Target Soldier Character gains 1 boost.")
    assert choose["choose"]["from"] == {"subtype": "Soldier", "type": "Character"}
    [choose, _] = effect_in("Target Soldier gains 1 boost.")
    assert choose["choose"]["from"] == {"subtype": "Soldier"}


TYPE_CARD = [   # "Character card" was refused at "card" (audit Q, official style); a card of that type (1.1.7.b)
    ("When I go to Reserve from the Expedition zone — You may return another Character card from your Reserve to "
     "your hand.", {"type": "Character", "zone": "Reserve", "owner": "you"}),
    ("I gain 1 boost for each Character card in your Reserve.", {"type": "Character", "zone": "Reserve", "owner": "you"}),
    ("Put a Character card from your Reserve in your hand.", {"type": "Character", "zone": "Reserve", "owner": "you"}),
    ("Discard a Spell card from your Reserve.", {"type": "Spell", "zone": "Reserve", "owner": "you"}),
    ("Return two Character cards from your Reserve to your hand.",
     {"type": "Character", "zone": "Reserve", "owner": "you"}),
]


@pytest.mark.parametrize("text,found", TYPE_CARD, ids=[t for t, _ in TYPE_CARD])
def test_a_type_card_is_a_card_of_that_type(text, found):
    import json
    said = json.dumps(effect_in(text))
    for key, value in found.items():
        assert f'"{key}": "{value}"' in said, said


def test_the_noun_phrases_are_played():
    names = ("1.1.7.b-return-a-character-card-from-your-reserve", "2.2.2-target-soldier-character-offers-only-soldiers")
    files = [HERE / "scenarios" / "rules" / "s48" / f"{name}.yaml" for name in names]
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)
