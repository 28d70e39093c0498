""""Look at A and B" / "Reveal A and B", then "them" / "one of them" (issue 31, audit J2 of session 52, class C).

"Look at the top two cards of your deck and the top two cards of target opponent's deck. Discard one of them." was
read as two steps, ``→ revealed`` and ``→ revealed2``, and every word naming the cards after it ("them", "one of
them", "If one of them ...", "each of them", "Choose one of them") named the second group alone: the choice offered
only the opponent's cards, "Discard them" left mine, "If one of them is a Spell" did not see mine. One verb with a
list of objects is one step (6.5.b: its targets are chosen before it), so the cards looked at or revealed are one
group, and the words after it name them all (7.2.4.a, v5.0 7.2.5.a), as "Choose A and B. Discard them." names both
picks (``chosen followed by chosen2``): one look (or reveal) of ``A followed by B``, bound to one name
(chains.one_look). What holds of a look of one group holds of it: "it" is refused (more than one card), "in your
hand" is refused (another player's cards, 1.4.3.a), "that many" counts all the cards (6.5.f).

Played: tests/scenarios/rules/s52/6.5.b-revealand-*.yaml (test cards in tests/data/s52-revealand/), failing before.
"""
from __future__ import annotations

import pytest

from readings import col, effect_in, nested, refused_at, refused_in

EDITIONS = [None, "5.0"]
BOTH_DECKS = "Look at the top two cards of your deck and the top two cards of target opponent's deck."
BOTH_TOPS = "Reveal the top card of your deck and the top card of target opponent's deck."


def _seen(steps) -> tuple[str, dict]:
    """The one step looking at or revealing cards: (its name, its body); asserts there is one."""
    found = [(op, s[op]) for s in steps for op in ("look", "reveal") if op in s]
    assert len(found) == 1, steps
    return found[0]


def _parts(body) -> list:
    what = body["what"]
    assert set(what) == {"concat"}, what
    return what["concat"]


# -- the auditor's texts and the same shape ("one of them", "them", "each of them") ---------------------------

ONE_OF_THEM = [
    # the auditor's (sc/s27) and the same shape
    "{J} " + BOTH_DECKS + " Discard one of them.",
    "{J} " + BOTH_DECKS + " Put one of them in its owner's Reserve.",
    "{J} Reveal the top card of your deck and target opponent's hand. Discard one of them.",
    "{J} Look at target opponent's hand and the top card of their deck. Discard one of them.",
    "{J} " + BOTH_DECKS + " Choose one of them. Put it in its owner's Reserve.",
    # new wordings
    "{J} Look at the top three cards of your deck and the top card of target opponent's deck. Discard one of them.",
    "{H} Reveal the top card of your deck and the top two cards of target opponent's deck. You may discard one of them.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ONE_OF_THEM)
def test_7_2_4_a_one_of_them_is_chosen_among_all_the_cards_looked_at(text, edition):
    """One look (or reveal) of both groups, after the target is chosen (6.5.b); the card is chosen among them all."""
    steps = effect_in(text, edition)
    op, body = _seen(steps)
    assert len(_parts(body)) == 2
    chooses = nested(steps, "choose")
    assert {"var": body["as"]} in [c["from"].get("among") for c in chooses], chooses
    targets = [i for i, s in enumerate(steps) if "choose" in s and s["choose"].get("target")]
    seen_at = next(i for i, s in enumerate(steps) if op in s)
    assert all(i < seen_at for i in targets), steps     # the target, chosen before the step that names it


THEM = [
    # the auditor's (sc/s29) and the same shape
    ("{J} " + BOTH_TOPS + " Discard them.", 2),
    ("{J} Look at the top card of your deck and the top card of target opponent's deck. You may discard them.", 2),
    # new wordings
    ("{J} Reveal target opponent's hand and the top card of your deck. Discard them.", 2),
    ("{R} Look at the top card of your deck, the top card of target opponent's deck and your hand. Discard them.", 3),
    ("{J} Reveal the top card of your deck and a card from your hand. Discard them.", 2),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Target opponent reveals the top card of their deck and their hand. Discard them.",
    "{J} Target opponent reveals the top card of their deck and a card from their hand. If one of them is a Spell, "
    "draw a card.",
    "{J} Each player reveals the top card of their deck and a card from their hand. Discard them.",
])
def test_7_2_4_a_another_players_reveal_of_a_and_b_is_one_step_too(text, edition):
    """Said of another player (in their steps): one reveal of both, which "them" names."""
    steps = effect_in(text, edition)
    reveals = nested(steps, "reveal")
    assert len(reveals) == 1 and len(_parts(reveals[0])) == 2, steps
    assert reveals[0]["as"] in str(steps[-1]), steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,groups", THEM)
def test_7_2_5_a_them_names_all_the_cards_looked_at(text, groups, edition):
    """"them" is every card of the one look or reveal, however many groups it names."""
    steps = effect_in(text, edition)
    op, body = _seen(steps)
    assert len(_parts(body)) == groups, body
    assert {"var": body["as"]} in [d.get("what") for d in nested(steps, "do") for d in d.values()
                                   if isinstance(d, dict)], steps


CONDITIONS = [
    # the auditor's (sc/s30), and the same shape
    ("{J} " + BOTH_TOPS + " If one of them is a Spell, draw a card.", "one of"),
    ("{J} " + BOTH_TOPS + " If each of them is a Character, I gain 2 boosts.", "each of"),
    # new wordings
    ("{J} Look at the top card of your deck and the top card of target opponent's deck. If none of them is a "
     "Character, draw a card.", "none of"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", CONDITIONS)
def test_7_2_4_a_a_condition_on_them_tests_all_the_cards_revealed(text, words, edition):
    """"If one (each, none) of them ..." tests the cards of both groups: one name, the only one the condition reads."""
    steps = effect_in(text, edition)
    op, body = _seen(steps)
    assert len(_parts(body)) == 2
    names = {d["var"] for d in nested_vars(steps)}
    assert body["as"] in names and not names & {"revealed"} - {body["as"]}, (names, steps)


def nested_vars(x):
    if isinstance(x, dict):
        if set(x) == {"var"}:
            yield x
        for v in x.values():
            yield from nested_vars(v)
    elif isinstance(x, list):
        for v in x:
            yield from nested_vars(v)


def test_6_5_f_that_many_counts_all_the_cards_revealed():
    """One step: "that many" counts what it revealed, the cards of both (6.5.f), not refused as two actions."""
    steps = effect_in("{J} " + BOTH_TOPS + " Draw that many cards.")
    _, body = _seen(steps)
    assert {"count_of": {"var": body["as"]}} in list(_values(steps)) or body["as"] in str(steps[-1]), steps


def _values(x):
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from _values(v)
    elif isinstance(x, list):
        for v in x:
            yield from _values(v)


# -- what a look of several cards refuses, it refuses of both groups --------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} " + BOTH_TOPS + " Put it in your hand.",
    "{J} " + BOTH_TOPS + " If it is a Spell, draw a card.",
])
def test_7_2_5_a_it_after_two_groups_is_refused(text, edition):
    """Two cards (one of each deck): "it" names one, refused at it, saying 'one of them' or 'them'."""
    e = refused_in(text, edition)
    assert e.column == col(text, " it ") + 1, (e.column, str(e))
    assert "'one of them'" in str(e) and "'them'" in str(e)


@pytest.mark.parametrize("edition", EDITIONS)
def test_1_4_3_a_one_of_them_in_your_hand_is_refused(edition):
    """The cards of both decks are of two owners: "your hand" is refused, as for one group of another's cards."""
    text = "{J} " + BOTH_DECKS + " Put one of them in your hand."
    e = refused_at(text, "your hand", edition)
    assert "its owner's hand" in str(e)


# -- what is not one verb with a list of objects is as before ---------------------------------------------------

def test_one_group_reads_as_before():
    steps = effect_in("{J} Look at the top two cards of your deck. Discard one of them.")
    op, body = _seen(steps)
    assert body["what"].get("top") == 2 and "concat" not in body["what"]


def test_choose_a_and_b_reads_as_before():
    steps = effect_in("{J} Choose a card in your Reserve and a card in target opponent's Reserve. Discard them.")
    [discard] = [d for s in nested(steps, "do") for d in s.values()]
    assert discard["what"] == {"concat": [{"var": "chosen"}, {"var": "chosen2"}]}


# -- looks or reveals one after the other, none of the first named since: refused at the words ------------------

APART = [
    # two verbs, two sentences: "them" could name the last cards or all of them (as "Choose A. Choose B. Discard
    # them." names both picks), and the two are no one step: refused at the words, saying to write one verb
    ("{J} Look at the top card of your deck. Look at the top card of target opponent's deck. Discard one of them.",
     "one of them"),
    ("{J} Look at the top card of your deck and reveal the top card of target opponent's deck. Discard them.",
     "them."),
    ("{J} Reveal the top card of your deck. Reveal the top card of target opponent's deck. If one of them is a "
     "Spell, draw a card.", "one of them"),
    ("{J} Reveal the top card of your deck. Reveal the top card of target opponent's deck. If each of them is a "
     "Spell, draw a card.", "each of them"),
    ("{J} Look at the top card of your deck. Look at the top card of target opponent's deck. Discard it.", "it."),
    ("{J} Look at the top card of your deck. Look at the top card of target opponent's deck. Put one in its "
     "owner's Reserve.", "one in"),
    ("{J} Look at the top two cards of your deck. Look at the top two cards of target opponent's deck. Discard "
     "the others.", "the others"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,words", APART)
def test_7_2_4_a_them_after_two_looks_apart_is_refused_saying_one_verb(text, words, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, words), (e.column, str(e))
    assert "refused rather than read as the last ones" in str(e) and "'Look at A and B." in str(e), str(e)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_first_named_before_the_next_look_reads_as_before(edition):
    """The first card named before the next is revealed ("If it's a Spell"): "it" after the second is the second's."""
    steps = effect_in("{J} Reveal the top card of your deck. If it's a Spell, draw a card. Reveal the top card of "
                      "target opponent's deck. Discard it.", edition)
    reveals = [s["reveal"] for s in steps if "reveal" in s]
    assert len(reveals) == 2
    assert {"var": reveals[1]["as"]} in [d.get("what") for s in nested(steps, "do") for d in s.values()
                                         if isinstance(d, dict)], steps
