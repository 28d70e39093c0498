"""The first card of a kind you play each Afternoon is the first of every card played that Afternoon (outside audit
Z1 of session 50, §2 class A; issue 31: every text read right or refused at its place with what to write).

1. "The first Spell you play each Afternoon costs {1} less" / "gains 1 boost" / "gains [[Anchored]]" / "loses
   [[Fleeting]]" and the support form "{I} ..." counted, on main, only the cards played since the ability began to
   work (a mark per passive, set once it had concerned a card), and not the card itself: a Spell played before Ash
   Pilgrim entered, or the card whose own ability it is, was not counted, and a second card of one Afternoon was
   "the first" too. v5.0 5.1.2.k: a card counts as played in a part of the game if it started (or fully performed)
   its resolution during it. The game now keeps the cards played this Day, as they were before they were played
   (engine/state.py PLAYED_TODAY, recorded when a card counts as played: v5.0 as it starts resolving, v3.0 once
   resolved), and a "first each" passive concerns a card only if no card of its kind was played by its player
   before it in that phase (engine/costs.py ``first_each``), and only in the phase it names (4.2.a: "each Noon" is
   not an Afternoon play). The readings don't change (the programs below are main's); the plays do:
   tests/scenarios/rules/s50/5.1.2.k-*.yaml on test cards in tests/data/s50-first/, failing on main.
2. Every duration and kind the language takes there, checked: a phase ("each Afternoon", "each Noon" ...) reads;
   "this turn" / "this Afternoon" / "this Day", "each turn" / "each Day", where the card is played ("in my
   Expedition", "from Reserve"), "the second ...", opponents' plays and the trigger form are refused, each saying
   why and what to write (grammar/phrases/mistakes.yaml, session 50 section).
3. Audit Z1 §3: "{D} : ..." in a card's main text read and could never be used (2.2.11.g: a main-text ability
   works only in play; {D} discards me from Reserve, 7.1.4.b): refused at "{D}" where the text is known to be a
   main text (cardtext/api.py ``support_cost_in_main``, the symbols declared in rules_yaml/cardtext.yaml
   ``support_costs``), as "If I'm in Reserve" in a main text is; a text alone (explain) may be printed in either box
   and reads. "Your Hero has +1/+1/+1." read with no complaint: only Characters have statistics (2.2.11.c,
   rules_yaml/characteristics.yaml ``statistics_of``): refused at the type's word.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from readings import refused, scenarios_play

pytestmark = pytest.mark.editions("3.0", "5.0")

HERE = Path(__file__).parent


def _on_play(parse, text) -> dict:
    [ability] = parse(text)
    return ability["passive"]["on_play"]


# -- 1: read as the first of its kind each phase (the program is main's; the play is fixed) ----------------------

@pytest.mark.parametrize("text, what", [
    # the audit's texts (Z1 class A)
    ("The first Spell you play each Afternoon costs {1} less.", {"type": "Spell"}),
    ("The first Character you play each Afternoon costs {1} less.", {"type": "Character"}),
    ("The first Landmark you play each Afternoon costs {2} less.", {"subtype": "Landmark"}),
    ("The first card you play each Afternoon costs {1} less.", {}),
    ("The first Permanent you play each Afternoon costs {1} less.", {"type": "Permanent"}),
    ("The first Character you play each Afternoon costs {1} more.", {"type": "Character"}),
    ("The first Character you play each Afternoon gains 1 boost.", {"type": "Character"}),
    ("The first Character you play each Afternoon gains [[Anchored]].", {"type": "Character"}),
    ("The first Spell you play each Afternoon loses [[Fleeting]].", {"type": "Spell"}),
    ("The first card you play each Afternoon loses [[Fleeting]].", {}),
    # new wordings of the same shape
    ("The first [[Fleeting]] Spell you play each Afternoon costs {1} less.", {"type": "Spell", "status": "Fleeting"}),
    ("The first Character you play each Afternoon gains 2 boosts.", {"type": "Character"}),
])
def test_5_1_2_k_the_first_each_afternoon_is_read_of_the_phase(parse, text, what):
    on_play = _on_play(parse, text)
    assert on_play["what"] == what and on_play["first_each"] == "Afternoon" and on_play["by"] == "you", on_play


def test_the_support_form_reads(parse):
    [ability] = parse("{I} The first Spell you play each Afternoon costs {1} less.", support=True)
    assert ability["support"] and ability["passive"]["on_play"]["first_each"] == "Afternoon", ability


@pytest.mark.parametrize("phase", ["Morning", "Noon", "Dusk", "Night"])
def test_another_phase_is_read_of_that_phase(parse, phase):
    assert _on_play(parse, f"The first Spell you play each {phase} costs {{1}} less.")["first_each"] == phase


SCENARIOS = HERE / "scenarios" / "rules" / "s50"


@pytest.mark.parametrize("edition", ["3.0", "5.0"])
def test_5_1_2_k_one_first_per_afternoon_in_play(edition):
    """A card played before the ability began to work, and the card itself, count (5.1.2.k): only one card of a
    kind is the first of the Afternoon; "each Noon" is not an Afternoon play. Each scenario failed on main (v5.0)."""
    scenarios_play(SCENARIOS, "5.1.2.k-*first*.yaml", edition=None if edition == "3.0" else edition, count=9)


def test_the_count_survives_a_copy_of_the_state():
    """The cards played today are part of the position (game.vars, copied with the objects mapped, snapshot.py):
    a copy made after the first Spell charges the second its full cost too."""
    from altered.engine.state import PLAYED_TODAY
    from altered.simulation.scenario import Scenario, with_cards
    path = SCENARIOS / "5.1.2.k-first-spell-each-afternoon-one-played-before-it-entered.yaml"
    scenario = Scenario(path, with_cards(()), (), "5.0", False)
    assert scenario.run().passed
    game = scenario.game
    played = game.vars[PLAYED_TODAY]
    assert [(phase, player, o.card.name) for _, phase, player, o in played] == [
        ("Afternoon", 0, "First Spell Alpha"), ("Afternoon", 0, "First Spell Pilgrim"),
        ("Afternoon", 0, "First Spell Beta")]   # (players from 0)
    copy = game.copy()
    assert [o.card.name for *_, o in copy.vars[PLAYED_TODAY]] == [o.card.name for *_, o in played]
    assert all(a is not b for (*_, a), (*_, b) in zip(copy.vars[PLAYED_TODAY], played))


# -- 2: the other durations and kinds there: refused at their place, saying why and what to write ------------------

MESSAGES = [
    # (text, the word refused, what the message says)
    ("The first Spell you play this turn costs {1} less.", "costs", "'The first ... you play this turn' is not read"),
    ("The first Spell you play this Afternoon costs {1} less.", "costs", "counted in a phase, of every card played"),
    ("The first Spell you play this Day costs {1} less.", "costs", "'The next Spell you play this turn costs {1} less.'"),
    ("The first Character you play this Afternoon gains 1 boost.", "gains", "'The first ... you play this Afternoon'"),
    ("{J} The first Spell you play this turn costs {1} less.", "first", "'The first ... you play this turn' is not"),
    ("The first Spell you play each turn costs {1} less.", "turn", "Morning, Noon, Afternoon, Dusk or Night"),
    ("The first Spell you play each Day costs {1} less.", "Day", "'The first ... you play each Day' is not read"),
    ("The first Spell you play each Day gains 1 boost.", "Day", "of every card played in it (5.1.2.k)"),
    ("The first Character you play in my Expedition each Afternoon costs {1} less.", "each",
     "where it is played ('in my Expedition') is not read there"),
    ("The first Landmark you play into my Landmark zone each Afternoon costs {1} less.", "into",
     "'The first Landmark you play each Afternoon costs {1} less.'"),
    ("The first Spell you play from Reserve each Afternoon costs {1} less.", "each",
     "where it is played from is not read there"),
    ("The second Character you play each Afternoon costs {1} less.", "second", "'The second ... you play' is not"),
    ("The third Spell you play each Afternoon gains 1 boost.", "third", "a passive reads the first card of a kind"),
    ("The first Character an opponent plays each Afternoon costs {1} more.", "plays", "what you play only"),
    ("When you play your first Character each Afternoon — I gain 1 boost.", "first", "a passive reads the first"),
]


@pytest.mark.parametrize("text, word, says", MESSAGES)
def test_other_durations_and_kinds_are_refused_saying_why(parse, text, word, says):
    e = refused(text, parse)
    at = text.index(word)
    assert says in e.message, e.message
    assert e.column == at + 1, (e.column, e.message)
    assert "did you mean" not in e.message, e.message


# -- 3: a '{D}' cost in a main text, statistics of a Hero (audit Z1 §3): refused at their word, saying why ----------

D_IN_MAIN = "can never be paid by an ability of the main text: it works only in play (2.2.11.g)"


@pytest.mark.parametrize("text", [
    "{D} : The next Character you play this turn costs {1} less.",      # the audit's (Reserve Tactician, s26)
    "{D} : Draw a card.",
    "{D}: Target Character gains 1 boost.",
    "{T}, {D} : Draw a card.",
])
def test_7_1_4_b_a_d_cost_in_a_main_text_is_refused_at_the_symbol(parse, text):
    """{D} "Discard me from Reserve" (1.1.6.i, 7.1.4.b) is paid only where support abilities work; an ability of the
    main text works only in play (2.2.11.g): it could never be used (the audit's s26, s26c: 'usable: []')."""
    e = refused(text, functools.partial(parse, main=True))
    assert D_IN_MAIN in e.message and "print it in the card's support text" in e.message, e.message
    assert e.column == text.index("{D}") + 1, (e.column, e.message)


@pytest.mark.parametrize("text", ["{D} : Draw a card.", "{T} : Draw a card."])
def test_a_d_cost_reads_in_the_support_text_or_a_text_alone(parse, text):
    """In the support text it works (the audit's s26b; tests/scenarios/rules/s50/7.1.4.b-*); a text alone (explain,
    the official texts) may be printed in either box: read; {T} in a main text reads."""
    [ability] = parse(text, support=True)
    assert ability["quick"]["cost"] and ability["support"], ability
    [ability] = parse(text)
    assert ability["quick"]["cost"], ability
    if "{D}" not in text:
        [ability] = parse(text, main=True)
        assert ability["quick"]["cost"] == ["exhaust_self"], ability


@pytest.mark.parametrize("name", ["s26-reserve-tactician", "s26c-main-text-D-in-play"])
def test_the_audit_scenarios_are_refused_at_d(name):
    """The auditor's scenarios (tests/data/s50-first/audit/): the card no longer loads, refused at '{D}'."""
    from altered.simulation.scenario import run_files
    [outcome] = run_files([HERE / "data" / "s50-first" / "audit" / f"{name}.yaml"])
    assert not outcome.passed
    assert re.search(r"s50-first/audit/emb-cards\.yaml:31:10: '\{D\}' " + re.escape(D_IN_MAIN), outcome.problems[0]), \
        outcome.problems


@pytest.mark.parametrize("text, word", [
    ("Your Hero has +1/+1/+1.", "Hero"),                                  # the audit's
    ("Heroes you control have +1/+0/+0.", "Heroes"),
    ("Your Hero has -1/-1/-1.", "Hero"),
    ("As long as you control a Landmark, your Hero has +1/+1/+1.", "Hero"),
    ("{I} Your Hero has +1/+1/+1.", "Hero"),
])
def test_2_2_11_c_a_hero_has_no_statistics(parse, text, word):
    """Only Characters have statistics (2.2.11.c v5.0; rules_yaml/characteristics.yaml statistics_of): a change of a
    Hero's would change nothing, read on main with no complaint."""
    e = refused(text, functools.partial(parse, support=text.startswith("{I}")))
    assert "a Hero has no statistics, only Characters have (2.2.11.c" in e.message, e.message
    assert "'Characters you control have +1/+1/+1.'" in e.message, e.message
    assert e.column == text.index(word) + 1, (e.column, e.message)


@pytest.mark.parametrize("text", ["Characters you control have +1/+1/+1.", "Your Hero gains 1 boost.",
                                  "Other Characters you control have +1/+0/+0."])
def test_statistics_of_characters_still_read(parse, text):
    assert parse(text)
