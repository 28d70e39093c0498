"""A plural "they" in a condition after several objects (outside audit s50 Z2, class D; issue 31).

"{J} Up to two target Characters gain [[Asleep]]. If they're [[Boosted]], draw a card." read "if target is Boosted"
with "target" bound to up to two Characters: played, the status test held when any of them was Boosted (a card drawn
with one of the two Boosted), and "If they have 3 or more boosts" asked the first one chosen only. "Choose up to two
Characters you control. If they're [[Asleep]], send them to Reserve." sent both when one was Asleep. "If each of them
is ..." read right ("each of target is such that ...").

Decided, from the rules and the English (no official text says "If they're ..." or "If they have ..." of objects
outside a reminder; /tmp/official.txt):
- "they" after several objects names them all (7.2.4.a, v5.0 7.2.5.a), and a state said of them ("If they're
  [[Boosted]]", "If they're in my Expedition", "If they aren't exhausted", "If they were ...") holds of each of
  them: read as "If each of them is ..." reads, the same program (conditions.py ``_they_are``): every one of them,
  and one at least (none chosen: not true, 6.5.d).
- a number of counters said of them together ("If they have 3 or more boosts") could be each one's or all of
  theirs together: refused at the count, saying to write "If each of them has ..." (read since: of-them-has) or "If
  one of them has ...". "If they have no boosts" is the same either way (none has any: none in all) and reads as
  each of them (has-counters declares what it means of "they", ``$each_if_none``).
- "they" read as a player there ("If they're [[Boosted]], they gain [[Asleep]]": the player reading, preferred by
  "they gain", was refused and hid the reading of the objects) is a word taken for what it is not (Misread): the
  reading of the objects stands, as for "They gain 1 boost." (the audit's "related inconsistency").
- "they" naming one object ("Target Character gains 1 boost. If they're [[Asleep]], ...", read before as the target)
  is refused as "They gain ..." after one target is: say "it".
- what they are ("If they're Spells", "If they're both Characters") is not read: refused at the word saying to write
  "If each of them is a Spell" or "If one of them is a Spell" (mistakes.yaml).
- "they" naming the trigger's one object ("When an opponent plays a Character — If they're [[Boosted]]", read before
  as that Character) is refused with the trigger's own message (7.2.5.a); "the first player" is said of a player
  only (1.3.1.d): "Target opponent discards two cards ... If they're the first player" read the cards discarded,
  now the opponent; said of cards, refused.
- the audit's UNCLEAR "Remove 1 boost from up to two target Characters. If you do, draw a card." with no target
  chosen: "If you do" asks whether the removal was done (6.5.f), and the removal tells "fewer" true when it had no
  object (effects/characteristics.py): no card drawn, as before (played below, before and after).
Bundled readings unchanged; the 728 official texts all read in both editions.

Played: tests/scenarios/rules/s50/*.yaml on the cards of tests/data/s50-they/ (the "no draw" / "none sent" ones and
those of the wordings read since failed before this fix); the audit's scenarios of "If they have 3 or more boosts"
(tests/data/s50-they/audit/) no longer load, the card refused at the count said of "they".
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, effect_in, reads, refused_at, scenario_refused

EDITIONS = [None, "5.0"]
HERE = Path(__file__).parent


def _each_of_them(text: str) -> str:
    """The same text with "they" said as "each of them" ("If they're X" → "If each of them is X")."""
    out = text.replace("If they're ", "If each of them is ").replace("If they aren't ", "If each of them isn't ")
    out = out.replace("If they were ", "If each of them was ").replace("If they have ", "If each of them has ")
    assert out != text, text
    return out


# -- read: a state said of "they" holds of each of them ------------------------------------------------------------

STATES = [
    # the audit's texts
    "{J} Up to two target Characters gain [[Asleep]]. If they're [[Boosted]], draw a card.",
    "Up to two target Characters gain [[Asleep]]. If they're [[Boosted]], draw a card.",
    "{H} Up to two target Characters gain 1 boost. If they're [[Boosted]], draw a card.",
    "{J} Up to two target Characters in the Expedition facing me gain [[Asleep]]. If they're [[Anchored]], draw a card.",
    "{J} Choose two Characters you control. If they're [[Boosted]], draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they're in my Expedition, draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they're exhausted, draw a card.",
    "{J} Choose up to two Characters facing me. If they're [[Asleep]], send them to Reserve.",
    "Choose up to two Characters you control. If they're [[Asleep]], send them to Reserve.",
    # the audit's "related inconsistency" (refused before: "they" read as a player)
    "{J} Up to two target Characters gain 1 boost. If they're [[Asleep]], they lose [[Asleep]].",
    "{J} Up to two target Characters gain 1 boost. If they're [[Boosted]], they lose 1 boost.",
    # new wordings: other states, negation, past tense, other steps and triggers, picks one after the other
    "{J} Up to two target Characters gain 1 boost. If they aren't [[Boosted]], draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they're exhausted or [[Asleep]], draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they're in {V}, draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they were [[Boosted]], draw a card.",
    "{J} Send up to two target Characters to Reserve. If they're exhausted, draw a card.",
    "{J} Discard two cards from your hand. If they're [[Fleeting]], draw a card.",
    "{J} Reveal the top two cards of your deck. If they're [[Fleeting]], draw a card.",
    "When I'm sacrificed — Up to two target Characters gain [[Asleep]]. If they're [[Anchored]], draw a card.",
    "{J} Choose a Character you control and a Character an opponent controls. If they're [[Asleep]], draw a card.",
    "{J} Choose two Characters you control. If they're [[Asleep]], they lose [[Asleep]] and gain 1 boost.",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", STATES)
def test_7_2_4_a_a_state_said_of_they_is_said_of_each_of_them(text, edition):
    """7.2.4.a: "they" names all the objects named before it, and "If they're X" is "If each of them is X": the same
    program, never the test of the first or of any one of them (6.5.d)."""
    steps = effect_in(text, edition)
    assert steps == effect_in(_each_of_them(text), edition), steps
    assert "every" in str(steps) and "'gte': [{'count'" in str(steps), steps     # each of them, and one at least


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_state_is_tested_on_each_object_named(edition):
    """The program of the audit's first text: every one of the targets is Boosted, and one target at least."""
    steps = effect_in("{J} Up to two target Characters gain [[Asleep]]. If they're [[Boosted]], draw a card.", edition)
    test = steps[-1]["if"]
    assert test == {"and": [{"gte": [{"count": {"var": "target"}}, 1]},
                            {"every": {"in": {"concat": [{"var": "target"}]}, "as": "each",
                                       "test": {"has_status": {"what": {"var": "each"}, "status": "Boosted"}}}}]}, test


# -- read: "If they have no boosts" (each of them, the same as none in all); "If each of them has ..." ---------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    # the audit's texts
    "{J} Up to two target Characters gain [[Asleep]]. If they have no boosts, draw a card.",
    "Up to two target Characters gain [[Asleep]]. If they have no boosts, draw a card.",
    "{J} Choose two Characters you control. If they have no boosts, they gain 1 boost.",
    # new wordings
    "{J} Exhaust up to two target Characters. If they have no boosts, draw a card.",
    "{J} Choose up to two Characters you control. If they have no Kelon counters, draw a card.",
])
def test_2_5_no_counters_said_of_they_is_each_of_them_has_none(text, edition):
    """2.5, 7.2.4.a: none of them has a counter is the same of each as of all together: read as "If each of them
    has no ...", the same program."""
    steps = effect_in(text, edition)
    assert steps == effect_in(_each_of_them(text), edition), steps
    assert "'eq': [{'counters'" in str(steps), steps


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, quant", [
    ("{J} Up to two target Characters gain 1 boost. If each of them has 3 or more boosts, draw a card.", "every"),
    ("{J} Choose two Characters you control. If each of them has 2 or more boosts, I gain 2 boosts.", "every"),
    ("{J} Up to two target Characters gain 1 boost. If one of them has 3 or more boosts, draw a card.", "any"),
    ("{J} Discard two cards from your hand. If each of them has one or more Kelon counters, draw a card.", "every"),
])
def test_the_wordings_the_refusal_suggests_read(text, quant, edition):
    """What the refusal of a count said of "they" says to write reads: of each of them (read since: 'has' after
    'each of them', of-them-has), or of one of them (7.2.4.a)."""
    steps = effect_in(text, edition)
    test = steps[-1]["if"]
    found = test["and"][1] if quant == "every" else test
    assert quant in found and "counters" in str(found[quant]["test"]), test


# -- refused: a count said of "they" together -----------------------------------------------------------------------

COUNT = "a number of counters said of them together could be each one's or all of theirs together"
WRITE = "write 'If each of them has ...' (every one of them) or 'If one of them has ...' (at least one) (7.2.4.a, 2.5)"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    # the audit's texts
    "{J} Up to two target Characters gain 1 boost. If they have 3 or more boosts, draw a card.",
    "Up to two target Characters gain 1 boost. If they have 3 or more boosts, draw a card.",
    "{J} Choose two Characters you control. If they have 2 or more boosts, I gain 2 boosts.",
    # new wordings: other counts and counters, picks one after the other, another trigger
    "{J} Up to two target Characters gain 1 boost. If they have fewer than 2 boosts, draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they have exactly 1 boost, draw a card.",
    "{J} Up to two target Characters gain 1 boost. If they have one or more Kelon counters, draw a card.",
    "{J} Choose a Character you control and a Character an opponent controls. If they have 2 or more boosts, draw "
    "a card.",
    "When I'm sacrificed — Up to two target Characters gain 1 boost. If they have at least 2 boosts, draw a card.",
])
def test_7_2_4_a_a_count_said_of_they_together_is_refused_at_they(text, edition):
    """Each of them, or all of theirs together? Not said: refused at the count said of "they" (never read as the
    first one's), saying what to write; the wordings it suggests read."""
    e = refused_at(text, text[text.index("If they have ") + 13:].split(",")[0], edition)
    assert COUNT in e.message and WRITE in e.message, e.message
    for said in ("If each of them has ", "If one of them has "):
        reads(text.replace("If they have ", said), edition)


# -- refused: "they" naming one object; what they are ------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} Target Character gains 1 boost. If they're [[Asleep]], draw a card.",
    "{J} Target Character gains 1 boost. If they have no boosts, draw a card.",
])
def test_they_naming_one_object_is_refused_as_they_gain_is(text, edition):
    """7.2.5.a: a plural word never names one pick alone ("Target Character gains 1 boost. They gain ..." is refused
    so): read before as the target in a condition, now refused at "they", saying to say "it"."""
    e = refused_at(text, "they", edition)
    assert "'they' names several objects, and 'Target Character', named last, is one" in e.message, e.message
    assert "say 'it' for the one" in e.message, e.message
    reads(text.replace("If they're", "If it's").replace("If they have", "If it has"), edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word", [
    ("{J} Discard two cards from your hand. If they're Spells, draw a card.", "Spells"),
    ("{J} Discard two cards from your hand. If they're both Spells, draw a card.", "both"),
    ("{J} Reveal the top two cards of your deck. If they are Characters, draw a card.", "Characters"),
    ("{J} Up to two target Characters gain 1 boost. If they're all Robots, draw a card.", "all"),
    ("{J} Up to two target Characters gain 1 boost. If they're both [[Boosted]], draw a card.", "both"),
])
def test_what_they_are_is_refused_saying_what_to_write(text, word, edition):
    """Not read (a kind said of several, "both"): refused at the word, saying to write it of each of them or of one
    of them (mistakes.yaml); the wording it says reads."""
    e = refused_at(text, word, edition)
    assert "'If each of them is a Spell' (every one of them) or 'If one of them is a Spell'" in e.message, e.message
    reads("{J} Discard two cards from your hand. If each of them is a Spell, draw a card.", edition)
    reads("{J} Discard two cards from your hand. If one of them is a Spell, draw a card.", edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, word, says", [
    ("When an opponent plays a Character — If they're [[Boosted]], draw a card.", "they're",
     "nothing before it in the effect names them but the trigger, which names one object at a time"),
    ("When an opponent plays a Character — If they're the first player, draw a card.", "they're",
     "nothing before it in the effect names them but the trigger, which names one object at a time"),
    ("{J} Up to two target Characters gain 1 boost. If they're the first player, draw a card.", "the first player",
     "the first player is a player (1.3.1.d), and this names a card"),
])
def test_they_naming_the_trigger_object_or_a_player_state_of_cards_is_refused(text, word, says, edition):
    """Read before as the trigger's one object ("if it is Boosted", "if it is the first player": the Character, not
    the opponent): refused at "they" (7.2.5.a), saying why; the first player is said of a player only (1.3.1.d),
    refused at its words said of cards."""
    e = refused_at(text, word, edition)
    assert says in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
def test_they_after_a_player_and_the_cards_they_moved_is_the_player_for_a_player_state(edition):
    """"Target opponent discards two cards from their hand. If they're the first player, ...": read before as the
    cards discarded ("chosen is the first player"), now as the opponent (1.3.1.d), the only one it can be."""
    text = "{J} Target opponent discards two cards from their hand. If they're the first player, draw a card."
    assert effect_in(text, edition)[-1]["if"] == {"is": [{"var": "target"}, "first_player"]}


# -- the audit's UNCLEAR: "If you do" after a removal from up to two targets --------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_6_5_f_if_you_do_after_a_removal_from_up_to_two_targets_asks_whether_it_was_done_in_full(edition):
    """6.5.f: "If you do" asks of the removal: not one that removed fewer than it says, where "fewer" is true with no
    object to remove from (effects/characteristics.py, counters ``fewer``): played below with no target chosen."""
    text = "{J} Remove 1 boost from up to two target Characters. If you do, draw a card."
    steps = effect_in(text, edition)
    fewer = steps[1]["counters"]["fewer"]
    assert steps[-1]["if"] == {"not": {"var": fewer}}, steps


# -- played ------------------------------------------------------------------------------------------------------

def test_the_scenarios_play_right():
    """The audit's shapes on test cards: one of the two Boosted / Asleep / with boosts: no draw, none sent, nothing
    done (each failed before); both: the branch done; the wordings read since (each failed before: refused);
    "If you do" with no target chosen: no draw (as before)."""
    from altered.simulation.scenario import run_files
    files = sorted((HERE / "scenarios" / "rules" / "s50").glob("*.yaml"))
    files = [f for f in files if "s50-they" in f.read_text(encoding="utf-8")]
    names = {f.name for f in files}
    assert {"7.2.4.a-they-boosted-one-of-two-no-draw.yaml", "7.2.4.a-they-asleep-one-of-two-none-sent.yaml",
            "7.2.4.a-they-have-no-boosts-one-has-two-no-draw.yaml",
            "6.5.f-they-remove-from-up-to-two-none-chosen-no-draw.yaml"} <= names, names
    for outcome in run_files(files):
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


@pytest.mark.parametrize("name", ["s17-they-have-three.yaml", "s17b-they-have-three.yaml",
                                  "s17c-they-have-three.yaml"])
def test_the_audit_scenarios_of_a_count_said_of_they_no_longer_play_the_card_differently(name):
    """s17b drew with 3 and 1 boosts (only the first chosen was asked); now the card is refused at the count said
    of "they", and nothing is played."""
    scenario_refused(HERE / "data" / "s50-they" / "audit" / name, "they", COUNT)
