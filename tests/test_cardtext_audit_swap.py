"""An action that pairs one object with one other, given several (issue 31, audit s49 Y, class W1).

"Exchange each Character in your Reserve with a card from your hand." (and "each card", "all Characters", "each
Permanent ... with a Character", "up to two target cards ...") read as ``do Exchange (what: <the group>, with: <one
card>)``, and the exchange step moved only the first of the group: one card exchanged, the rest silently left where
they were (played by the auditor: tests/data/s50-swap/audit/). To exchange is to move each of two objects to the
other's zone (7.3.12.a, v5.0 7.3.12.a; "If one or both of the objects cannot be determined, the exchange cannot
happen", 7.3.12.b): the rules give no meaning to a group exchanged with one card, nor one hand card per Reserve card
(6.5.i says what "each" means, not which hand card goes with which). Refused, at the words, saying what to write.

The fix is declared where the meaning is: a parameter of a keyword action that names one object says so
(``one:`` in rules_yaml/keywords.yaml, validated by its schema) -- the two of [Exchange] (7.3.12) and of
[Exchange Boosts] (7.3.11.a: "the boosts of two characters"). Every other action acts on each object it is given
(Augment, Double: for_each; Defect, Switch Expeditions, Take Control, Play For Free: each one), so it declares
none. One rule (cardtext/combinators/verbs.py one_object) refuses such a parameter given several, however it is
said: "each"/"all"/a plural filter, "up to two", "any number of", the subject of "[Exchanges] with", or "them"
naming a choice of several; a group said where no phrase reads it ("with two cards", "with each card", "Exchange
two target cards") is refused by the reader with the same advice (grammar/phrases/mistakes.yaml).

The official one-for-one form reads and plays as before; bundled readings, the 728 official texts and `altered
check` are unchanged.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from altered.simulation.scenario import run_files
from readings import col, effect_in, refused_in, scenario_refused

HERE = Path(__file__).parent
EDITIONS = [None, "5.0"]
SUGGESTED = "name one at a time: 'Exchange target card in your Reserve with a card from your hand.'"
BOOSTS = "name one at a time: 'Target Character [Exchanges Boosts] with another target Character.'"
COOLDOWN = ("[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}. Exhausted cards can't be played "
            "and have no Support abilities.)  ")

# text, the words quoted (the message starts with them, the column is theirs), the parameter, what to write
AUDIT = [   # the auditor's five texts (#229, #E1, #E2, #E3, #E6)
    (COOLDOWN + "Exchange each Character in your Reserve with a card from your hand.",
     "each Character in your Reserve", "what", SUGGESTED),
    ("{J} Exchange each card in your Reserve with a card from your hand.", "each card in your Reserve", "what",
     SUGGESTED),
    ("{J} Exchange all Characters in your Reserve with a card from your hand.", "all Characters in your Reserve",
     "what", SUGGESTED),
    ("{J} Exchange up to two target cards in your Reserve with a card from your hand.",
     "up to two target cards in your Reserve", "what", SUGGESTED),
    ("{J} Exchange each Permanent in your Reserve with a Character from your hand.",
     "each Permanent in your Reserve", "what", SUGGESTED),
]
NEW = [     # new wordings of the shape
    ("{J} Exchange any number of target cards in your Reserve with a card from your hand.",
     "any number of target cards in your Reserve", "what", SUGGESTED),
    ("{H} Exchange each Spell in your Reserve with a card from your hand.", "each Spell in your Reserve", "what",
     SUGGESTED),
    ("{R} Exchange all cards in your Reserve with a Spell from your hand.", "all cards in your Reserve", "what",
     SUGGESTED),
    ("{J} Exchange up to three target Characters in your Reserve with a card from your hand.",
     "up to three target Characters in your Reserve", "what", SUGGESTED),
    # [Exchange Boosts] (7.3.11.a): two Characters
    ("{J} Target Character [Exchanges Boosts] with each other Character.", "each other Character", "with", BOOSTS),
    ("{J} Target Character [Exchanges Boosts] with all Characters you control.", "all Characters you control",
     "with", BOOSTS),
]
# said as the subject: the words quoted are "the subject of [...]", at the verb
SUBJECT = [
    ("{J} Each card in your Reserve [Exchanges] with a card from your hand.", "[Exchanges]", "Exchange", SUGGESTED),
    ("{J} Up to two target cards in your Reserve [Exchange] with a card from your hand.", "[Exchange]", "Exchange",
     SUGGESTED),
    ("{J} Each Character you control [Exchanges Boosts] with target Character.", "[Exchanges Boosts]",
     "Exchange Boosts", BOOSTS),
]
# "them" naming a choice of several split over the two objects ("Choose X and Y. Exchange them.")
THEM = [
    ("{J} Choose two cards in your Reserve and a card in your hand. Exchange them.", "Exchange", "what", SUGGESTED),
    ("{J} Choose a card in your Reserve and two cards in your hand. Exchange them.", "Exchange", "with", SUGGESTED),
    ("{J} Choose two Characters you control and a Character an opponent controls. [Exchange Boosts] them.",
     "Exchange Boosts", "what", BOOSTS),
]
# said where no phrase reads it: the reader's refusal says the same (grammar/phrases/mistakes.yaml)
UNREAD = [  # text, the word the reader did not expect
    ("{J} Exchange target card in your Reserve with two cards from your hand.", "cards from"),
    ("{J} Exchange target card in your Reserve with each card in your hand.", "each"),
    ("{J} Exchange two target cards in your Reserve with a card from your hand.", "target"),
    ("{J} Exchange up to two target cards in your Reserve with up to two cards from your hand.", "up to two cards"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, param, write", AUDIT + NEW)
def test_a_group_given_to_one_object_is_refused_at_its_words(text, words, param, write, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, words), (e.column, e.message)
    assert e.message.startswith(f"'{words}' names several, and ["), e.message
    assert f"takes one object as its '{param}' (keywords.yaml: one, 7.3.1" in e.message
    assert "it would be done with the first of them alone" in e.message and e.message.endswith(write)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, verb, action, write", SUBJECT)
def test_a_group_as_the_subject_is_refused_at_the_verb(text, verb, action, write, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, verb), (e.column, e.message)
    assert e.message.startswith(f"the subject of [{action}] names several"), e.message
    assert e.message.endswith(write)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, action, param, write", THEM)
def test_them_naming_a_choice_of_several_is_refused(text, action, param, write, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, "Exchange" if action == "Exchange" else "[Exchange"), (e.column, e.message)
    assert e.message.startswith(f"'them' names several, and [{action}] takes one object as its '{param}'")
    assert e.message.endswith(write)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word", UNREAD)
def test_a_group_said_where_nothing_reads_it_is_told_what_to_write(text, word, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, word), (e.column, e.message)
    assert e.message.startswith(f"unexpected '{word.split()[0]}': an exchange is of two objects, each going to the "
                                f"other's zone (7.3.12.a), never of a group: name one at a time"), e.message
    assert e.message.endswith("('Exchange target card in your Reserve with a card from your hand.')")


# one object each side: read as before (the official form, printed in Trial by Frost: #E5, #E7)
READ = [
    ("{J} Exchange target card from your Reserve with a card from your hand.", "Exchange",
     {"what": {"var": "target"}, "with": {"var": "chosen"}}),
    ("{J} Exchange target card in your Reserve with a card from your hand.", "Exchange",
     {"what": {"var": "target"}, "with": {"var": "chosen"}}),
    ("{J} Exchange a card from your Reserve with a card from your hand.", "Exchange",
     {"what": {"var": "chosen"}, "with": {"var": "chosen2"}}),
    ("{J} Exchange up to one target card in your Reserve with a card from your hand.", "Exchange",
     {"what": {"var": "target"}, "with": {"var": "chosen"}}),
    ("{J} Target card in your Reserve [Exchanges] with a card from your hand.", "Exchange",
     {"what": {"var": "target"}, "with": {"var": "chosen"}}),
    ("{J} Choose a card in your Reserve and a card in your hand. Exchange them.", "Exchange",
     {"what": {"var": "chosen"}, "with": {"var": "chosen2"}}),
    ("{J} Target Character [Exchanges Boosts] with another target Character.", "Exchange Boosts",
     {"what": {"var": "target"}, "with": {"var": "target2"}}),
    ("{J} I [Exchange Boosts] with target Character.", "Exchange Boosts", {"what": "self", "with": {"var": "target"}}),
    ("{J} Choose a Character you control and a Character an opponent controls. [Exchange Boosts] them.",
     "Exchange Boosts", {"what": {"var": "chosen"}, "with": {"var": "chosen2"}}),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, action, args", READ)
def test_one_object_each_side_reads_as_before(text, action, args, edition):
    assert {"do": {action: args}} in effect_in(text, edition), effect_in(text, edition)


def test_target_two_and_exchange_their_boosts_reads_as_before():
    """The printed "Target two Characters ... and exchange their boosts" (Beyond the Gates) names the two one by one."""
    steps = effect_in("Target two Characters in play or in Reserve and exchange their boosts. Then, draw a card.")
    assert "{'do': {'Exchange Boosts': {'what': {'var': 'target'}, 'with': {'var': 'target2'}}}}" in str(steps)


AUDIT_DIR = HERE / "data" / "s50-swap" / "audit"


@pytest.mark.parametrize("name, words", [("swap", "each Character in your Reserve"),
                                         ("swap2", "up to two target cards in your Reserve")])
def test_the_audit_scenarios_no_longer_play_the_card_differently(name, words):
    """The auditor's scenarios exchanged one card of the group and left the rest (7.3.12.a): now the card's text is
    refused where the group is named, and nothing is played."""
    scenario_refused(AUDIT_DIR / f"{name}.yaml", words, says="names several, and [Exchange] takes one object")


def test_the_official_form_still_plays():
    """One card each side, each to the other's zone (7.3.12.a), or nothing with an empty hand (7.3.12.b), and
    "Exchange them" after two choices: the bundled scenarios of the official wording."""
    files = [HERE / "scenarios" / "v5" / f for f in ("7.3.12-exchange-reserve-and-hand.yaml",
                                                       "7.3.12.b-exchange-with-an-empty-hand.yaml",
                                                       "7.3.12-exchange-them-after-two-choices.yaml",
                                                       "7.3.11-exchange-boosts.yaml")]
    files.append(HERE / "scenarios" / "cards" / "effect-exchange-reserve-and-hand.yaml")
    outcomes = run_files(files)
    assert all(o.passed for o in outcomes), [o.problems for o in outcomes if not o.passed]
