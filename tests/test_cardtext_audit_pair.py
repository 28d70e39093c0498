"""Pronouns after several picks, which an outside audit found read as the last pick alone (7.2.4.a, v5.0 7.2.5.a).

After two different things chosen one after the other ("Choose a Character you control and a Character an
opponent controls.", two "Choose" sentences, "Choose X, then choose Y", "Target opponent chooses X and you
choose Y"), "They gain [[Asleep]]" put only the second to sleep, "Put them in your hand" moved only the second,
and "Exchange them" was an [Exchange] of the second with nothing (7.3.12). Now "them"/"they" that an action is
done to names every pick, in order; "it" (or "its") is refused at its place naming the picks ("they" in a test,
refused here before session 50, is of each of them: audit s50 Z2 class D); an action of two objects ([Exchange] "with" another, keywords.yaml) takes the two
picks of "them" or is refused, never done with one missing.

Played through the engine by the scenarios tests/scenarios/v5/7.2.4.a-they-after-two-choices-is-both.yaml,
7.2.4.a-them-after-two-choose-sentences-is-both.yaml, 7.2.4.a-they-after-an-opponents-choice-and-yours-is-both.yaml
and 7.3.12-exchange-them-after-two-choices.yaml (test cards: tests/data/v5/audit-pair-cards.yaml), each failing
on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import default_parser, parse_abilities
from altered.effects import gloss
from altered.effects.reread import Lexicon, Reader, canonical
from altered.rulebook import RuleBook
from readings import effect, refused


def picks(steps, found=None) -> list[str]:
    """The names the choose steps of objects bind (not of a player), in the order written, at any depth."""
    found = [] if found is None else found
    if isinstance(steps, dict):
        if isinstance(steps.get("choose"), dict) and "players" not in steps["choose"]["from"]:
            found.append(steps["choose"]["as"])
        for v in steps.values():
            picks(v, found)
    elif isinstance(steps, list):
        for v in steps:
            picks(v, found)
    return found


def union(names) -> dict:
    return {"concat": [{"var": n} for n in names]}


PAIR = "{J} Choose a Character you control and a Character an opponent controls."


# -- 7.2.4.a: "they"/"them" after several picks is all of them -----------------------------------------------------

@pytest.mark.parametrize("text, what", [
    # the audit's examples
    (f"{PAIR} They gain [[Asleep]].", lambda s: s["gain"]["what"]),
    # (in its owner's hand: a Character you control may be another player's card, 1.4.3.a, 3.1.2.c)
    ("{R} Choose a card in your Reserve and a Character you control. Put them in its owner's hand.",
     lambda s: s["move"]["what"]),
    (f"{PAIR} Discard them.", lambda s: s["do"]["Discard"]["what"]),
    (f"{PAIR} Send them to Reserve.", lambda s: s["move"]["what"]),
    (f"{PAIR} They switch Expeditions.", lambda s: s["switch"]["what"]),
    (f"{PAIR} They each gain 1 boost.", lambda s: s["counters"]["what"]),
    ("{J} Choose up to one Character you control and up to one Character an opponent controls. They gain "
     "[[Asleep]].", lambda s: s["gain"]["what"]),
    ("{J} Choose a Character you control. Choose a Character an opponent controls. They gain [[Asleep]].",
     lambda s: s["gain"]["what"]),
    ("{J} Choose a Character you control, then choose a Character an opponent controls. They gain [[Asleep]].",
     lambda s: s["gain"]["what"]),
    ("{J} Target opponent chooses a Character they control and you choose a Character you control. They gain "
     "[[Asleep]].", lambda s: s["gain"]["what"]),
    # more wordings of the same shape
    ("{J} Choose a Character you control, a Permanent you control and a card in your Reserve. Put them in its "
     "owner's hand.", lambda s: s["move"]["what"]),
    ("{J} Target a Character you control and target a Character an opponent controls. They gain [[Asleep]].",
     lambda s: s["gain"]["what"]),
    ("{J} Exhaust target Character and target Permanent. They gain [[Asleep]].", lambda s: s["gain"]["what"]),
    ("{J} You may choose a Character you control and a Character an opponent controls. They gain [[Asleep]].",
     lambda s: s["gain"]["what"]),
])
def test_7_2_4_a_them_after_several_picks_is_every_pick(text, what):
    """The last step acts on every pick, in the order chosen, not on the last one alone."""
    steps = effect(text)
    names = picks(steps)
    assert len(names) >= 2 and what(steps[-1]) == union(names), steps


def test_7_2_4_a_them_said_again_is_still_every_pick():
    steps = effect(f"{PAIR} They gain 1 boost. They gain [[Asleep]].")
    assert steps[-2]["counters"]["what"] == steps[-1]["gain"]["what"] == union(["chosen", "chosen2"]), steps


# -- 7.2.4.a: "it" after several picks could be any of them: refused at its place ----------------------------------

MINE, THEIRS = "a Character you control", "a Character an opponent controls"


@pytest.mark.parametrize("text, word, named", [
    (f"{PAIR} It gains [[Asleep]].", "It", (MINE, THEIRS)),
    (f"{PAIR} Its controller draws a card.", "Its", (MINE, THEIRS)),
    ("{J} Choose a Character you control. Choose a Character an opponent controls. Exhaust it.", "it",
     (MINE, THEIRS)),
    ("{J} Discard target Character and target Permanent. Its controller draws a card.", "Its",
     ("target Character", "target Permanent")),
    (f"{PAIR} If it is boosted, draw a card.", "it", (MINE, THEIRS)),
    ("{J} Choose an Expedition and a Character you control. It gains 1 boost.", "It",
     ("an Expedition", "a Character you control")),
])
def test_7_2_4_a_it_after_several_picks_is_refused_naming_them(text, word, named):
    e = refused(text)
    at = text.rindex(word) + 1
    assert e.column == at, (e.column, at, e.message)
    assert all(f"'{n}'" in e.message for n in named) and "7.2.4.a" in e.message, e.message


@pytest.mark.parametrize("text", [
    # a place and an object: what is done to one is not done to the other
    "{J} Choose an Expedition and a Character you control. They gain 1 boost.",
])
def test_7_2_4_a_them_where_all_of_them_is_not_meant_is_refused(text):
    refused(text)


def test_7_2_4_a_they_in_a_test_after_two_picks_is_each_of_them():
    """"If they are boosted" after two picks (refused here before session 50: of each, or of either?) is said of
    each of them, as "If each of them is ..." (audit s50 Z2 class D, tests/test_cardtext_audit_they_several.py)."""
    steps = effect(f"{PAIR} If they are boosted, draw a card.")
    assert steps == effect(f"{PAIR} If each of them is boosted, draw a card."), steps
    assert picks(steps) == ["chosen", "chosen2"] and "every" in str(steps[-1]["if"]), steps


# -- 7.3.12: an action of two objects gets both from "them", or is refused ------------------------------------------

@pytest.mark.parametrize("text", [
    "{H} Choose a Character you control and a card in your Reserve. Exchange them.",
    "{J} Choose a Character you control and a card in your Reserve. They [Exchange].",
    "{J} Choose a card in your hand. Choose a card in your Reserve. Exchange them.",
])
def test_7_3_12_exchange_them_after_two_picks_exchanges_the_two(text):
    steps = effect(text)
    first, second = picks(steps)
    assert steps[-1] == {"do": {"Exchange": {"what": {"var": first}, "with": {"var": second}}}}, steps


@pytest.mark.parametrize("text, word", [
    ("{H} Choose a Character you control. Exchange it.", "Exchange"),
    ("{H} Exchange target card in your Reserve.", "Exchange"),
    ("{J} Target card in your Reserve [Exchanges].", "[Exchanges]"),
    ("{H} Choose a Character you control, a card in your hand and a card in your Reserve. Exchange them.",
     "Exchange"),
    ("{J} Target Character [Exchanges Boosts].", "[Exchanges Boosts]"),
])
def test_7_3_12_an_action_of_two_objects_with_one_or_three_is_refused(text, word):
    """With one object the action would do nothing (7.3.12.b), with three which two is not said."""
    e = refused(text)
    assert e.column == text.index(word) + 1 and "keywords.yaml" in e.message, (e.column, e.message)


def test_7_3_12_exchange_with_another_is_unchanged():
    [pick, step] = effect("{H} Exchange target card in your Reserve with a card from your hand.")[1:]
    assert step == {"do": {"Exchange": {"what": {"var": "target"}, "with": {"var": "chosen"}}}}, (pick, step)


# -- held right: one pick of several, a list of targets, a pronoun between picks, a verb done between ----------------

def test_7_2_4_a_one_pick_of_two_is_them():
    assert effect("{J} Choose two Characters. They gain [[Asleep]].")[-1]["gain"]["what"] == {"var": "chosen"}


def test_6_5_b_discard_target_and_target_is_unchanged():
    steps = effect("{J} Discard target Character and target Permanent.")
    assert [next(iter(s)) for s in steps] == ["choose", "do", "choose", "do"], steps
    assert [s["do"]["Discard"]["what"] for s in steps[1::2]] == [{"var": "target"}, {"var": "target2"}], steps


def test_7_2_4_a_it_read_between_two_picks_names_each_in_turn():
    """A pronoun read closes the group: the next pick is "it" alone."""
    steps = effect("{J} Choose a Character. It gains 1 boost. Choose another Character. It gains [[Asleep]].")
    assert steps[1]["counters"]["what"] == {"var": "chosen"} and steps[3]["gain"]["what"] == {"var": "chosen2"}


def test_7_2_4_a_it_after_a_verb_on_each_target_is_the_last():
    """Picks each done something to in its own clause are no group: "it" is the last noun phrase, as before."""
    steps = effect("{J} Target Character gains 1 boost and target Permanent gains [[Asleep]]. It gains "
                   "[[Fleeting]].")
    assert steps[-1]["gain"]["what"] == {"var": "target2"}, steps


# -- what explain prints reads back as the program ----------------------------------------------------------------

def test_the_gloss_of_every_pick_reads_back():
    book = RuleBook(write_expressions=False)
    reader = Reader(Lexicon.of(book, default_parser().names("DURATION").values()))
    for text in (f"{PAIR} They gain [[Asleep]].", f"{PAIR} Discard them.",
                 "{H} Choose a Character you control and a card in your Reserve. Exchange them."):
        [ability] = parse_abilities(text)
        steps = ability["reaction"]["effect"]
        assert reader.read("steps", gloss.steps(steps)) == [canonical(steps)], gloss.steps(steps)
