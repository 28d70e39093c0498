"""The scenario format's parts: regions, ordered expectations, forced choices, timing of play:."""
from __future__ import annotations

import re

import pytest

from altered.simulation.scenario import run_files


def _run(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text)
    [outcome] = run_files([path])
    return outcome


PLAY_AT_DUSK = """\
scenario: a card played at Dusk
phase: Dusk
{timing}players:
  1:
    Hand: [Ordis Trooper]
    Mana: [Foundry Armorer]
run:
  - play: {{player: 1, card: Ordis Trooper, from: Hand, to: hero}}
expect:
  - {{player: 1, zone: Expedition, cards: [Ordis Trooper]}}
"""


def test_4_2_3_play_honours_timing_unless_the_scenario_ignores_it(tmp_path):
    refused = _run(tmp_path, PLAY_AT_DUSK.format(timing=""))
    assert not refused.passed and "cannot play Ordis Trooper during Dusk" in refused.problems[0]
    assert _run(tmp_path, PLAY_AT_DUSK.format(timing="ignore_timing: true\n")).passed


CLEANUP = """\
scenario: clean-up, the first player (2) chooses first
phase: Night
first_player: 2
players:
  1:
    Reserve: [Foundry Armorer, Foundry Mechanic, Axiom Salvager]
  2:
    Reserve: [Ordis Trooper, Ordis Trooper, Foundry Armorer]
choices:
  - {{player: 1, pick: [Axiom Salvager, Foundry Mechanic]}}
  - {{player: 2, pick: [Ordis Trooper, Ordis Trooper]}}
run:
  - effect: Clean-up
expect:
  - {{player: 1, zone: Reserve, cards: [Axiom Salvager, Foundry Mechanic]}}
then:
  - {{event: choice, player: {first}}}
  - {{event: choice, player: {second}}}
  - {{event: choice, player: {second}}}
"""


def test_4_2_5_c_then_checks_the_order_of_events_the_first_player_chooses_first(tmp_path):
    out = _run(tmp_path, CLEANUP.format(first=2, second=1))
    assert out.passed, out.problems
    wrong = _run(tmp_path, CLEANUP.format(first=1, second=2))
    assert not wrong.passed
    assert "expected a 'choice' event with {'player': 2} after the one before it (it came earlier)" in wrong.problems[0]


FORCED = """\
scenario: Hooked has one Character to target
phase: Afternoon
players:
  1:
    Hand: [Hooked]
    Mana: [Foundry Armorer]
    Expedition: {{hero: [Ordis Trooper]}}
{choices}run:
  - play: {{player: 1, card: Hooked, from: Hand}}
expect:
  - {{player: 1, zone: Expedition, sub: companion, cards: [Ordis Trooper]}}
"""


def test_a_forced_choice_may_be_answered_or_left_out_alike(tmp_path):
    assert _run(tmp_path, FORCED.format(choices="")).passed
    out = _run(tmp_path, FORCED.format(choices="choices:\n  - {player: 1, pick: Ordis Trooper, note: the only target}\n"))
    assert out.passed, out.problems
    out = _run(tmp_path, FORCED.format(choices="choices:\n  - {player: 1, pick: Foundry Armorer}\n"))
    assert "scripted choice 'Foundry Armorer' for player 1 was never asked" in out.problems[0]


def test_7_3_17_b_regions_can_be_set_and_expected(tmp_path):
    text = """\
scenario: regions
regions:
  2: {terrains: [water], face_up: true}
expect:
  - {region: 2, face_up: true, terrains: [water]}
  - {region: 3, face_up: false}
  - {region: 1, terrains: [forest, mountain, water]}
"""
    assert _run(tmp_path, text).passed
    bad = _run(tmp_path, text.replace("terrains: [water]}\n  - {region: 3", "terrains: [forest]}\n  - {region: 3"))
    assert "expected region 2 to show ['forest'], it shows ['water']" in bad.problems[0]
    bad = _run(tmp_path, text.replace("2: {terrains: [water]", "9: {terrains: [water]"))
    assert "region 9: regions are numbered 1 (Hero Region) to 8" in bad.problems[0]
    bad = _run(tmp_path, text.replace("2: {terrains: [water]", "2: {terrains: [watre]"))
    assert "unknown terrain 'watre'" in bad.problems[0] and "did you mean 'water'" in bad.problems[0]


def test_counters_empty_means_no_counters_and_a_shapeless_expectation_is_named(tmp_path):
    from altered.simulation.scenario import run_files
    path = tmp_path / "s.yaml"
    path.write_text("""\
scenario: counters
phase: Afternoon
players:
  1:
    Expedition: {hero: [{card: Foundry Armorer, counters: {Boost: 1}}]}
expect:
  - {player: 1, card: Foundry Armorer, zone: Expedition, counters: {}}
""")
    [outcome] = run_files([path])
    assert "expected Foundry Armorer to have no counters, it has {'Boost': 1}" in outcome.problems[0]
    path.write_text(path.read_text() + "  - {not: {player: 1}}\n")
    [outcome] = run_files([path])        # named by the scenario schema, at its place (test below)
    assert outcome.problems == [f"{path}:8:5: expected an expectation: one with event, winner, var, marker, region or "
                                f"player, got {{'not': {{'player': 1}}}} [at $.expect[1]]"], outcome.problems


# -- every malformed expectation is a located one-line error, by the scenario schema (never a traceback) ----------

MALFORMED = [
    # (the expectation, what the error says, its column): the issue's own first
    ("{marker: bogus, region: 1}", "'bogus' is not of type 'object' [at $.expect[0].marker]", 14),
    ("{marker: {player: 1}}", "'sub' is a required property [at $.expect[0].marker]", 14),
    ("{marker: {player: 1, sub: hero, travelled: far}}", "'far' is not of type 'integer'", 48),
    ("{winner: one}", "'one' is not of type 'integer', 'null' [at $.expect[0].winner]", 14),
    ("{var: x}", "'value' is a required property [at $.expect[0]]", 5),
    ("{region: one, face_up: true}", "'one' is not of type 'integer' [at $.expect[0].region]", 14),
    ("{region: 2}", "does not have enough properties [at $.expect[0]]", 5),
    ("{event: play, count: -1}", "-1 is less than the minimum of 0 [at $.expect[0].count]", 26),
    ("{player: 1, card: Foundry Armorer, counters: 3}", "3 is not of type 'object' [at $.expect[0].counters]", 50),
    ("{player: 1, card: Foundry Armorer, statuses: Exhausted}", "'Exhausted' is not of type 'array'", 50),
    ("{player: 1, card: Foundry Armorer, counters: {boost: one}}", "'one' is not of type 'integer'", 58),
    ("{player: 1, zone: Hand, cards: Foundry Armorer}", "'Foundry Armorer' is not of type 'array'", 36),
    ("{player: 1, zone: Hand, cards: [Foundry Armorer], statuses: [Exhausted]}",
     "'statuses' is not one of ['player', 'zone', 'sub', 'cards', 'in_order', 'note']", 5),
    ("{player: 1, zone: Hand}", "'card' is a required property [at $.expect[0]]", 5),
    ("{player: one, card: Foundry Armorer}", "'one' is not of type 'integer' [at $.expect[0].player]", 14),
    ("{bogus: 1}", "expected an expectation: one with event, winner, var, marker, region or player", 5),
    ("bogus", "'bogus' is not of type 'object' [at $.expect[0]]", 5),
]


@pytest.mark.parametrize("expectation, says, column", MALFORMED)
def test_a_malformed_expectation_is_a_located_one_line_error(tmp_path, expectation, says, column):
    path = tmp_path / "s.yaml"
    path.write_text(f"""\
scenario: a malformed expectation
phase: Afternoon
players:
  1:
    Hand: [Foundry Armorer]
expect:
  - {expectation}
""")
    [outcome] = run_files([path])
    assert not outcome.passed and outcome.problems, outcome.problems
    lines = "\n".join(outcome.problems).splitlines()     # one line per error, each at its place
    assert all(re.match(re.escape(str(path)) + r":7:\d+: ", line) for line in lines), lines
    assert not any("internal error" in line or "Traceback" in line for line in lines), lines
    assert lines[0].startswith(f"{path}:7:{column}: ") and says in lines[0], lines


@pytest.mark.parametrize("expectation, says", [
    ("{marker: {player: 1, sub: nowhere}}", "expected player 1 nowhere marker, there is none (known: companion, hero)"),
    ("{player: 3, zone: Hand, cards: []}", "no player 3: this game has 2"),
])
def test_a_well_formed_expectation_of_nothing_there_is_named_at_its_line(tmp_path, expectation, says):
    path = tmp_path / "s.yaml"
    path.write_text(f"scenario: nothing there\nphase: Afternoon\nplayers:\n  1:\n    Hand: [Foundry Armorer]\n"
                    f"expect:\n  - {expectation}\n")
    [outcome] = run_files([path])
    assert outcome.problems == [f"{path}:7:5: {says}"], outcome.problems


def test_a_then_filter_names_its_event(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("scenario: then\nphase: Afternoon\nplayers:\n  1:\n    Hand: [Foundry Armorer]\n"
                    "expect:\n  - {player: 1, zone: Hand, cards: [Foundry Armorer]}\nthen:\n  - {card: Foundry Armorer}\n")
    [outcome] = run_files([path])
    assert outcome.problems == [f"{path}:9:5: 'event' is a required property [at $.then[0]]"], outcome.problems


UP_TO_CARDS = """\
set: {code: UPT, name: up-to picks}
cards:
  - {ref: UPT_A, version: UPT-001-C, name: Alpha, faction: Bravos, type: Character, rarity: common, hand_cost: 1,
     reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: ""}
  - {ref: UPT_B, version: UPT-002-C, name: Beta, faction: Bravos, type: Character, rarity: common, hand_cost: 1,
     reserve_cost: 1, forest: 1, mountain: 1, water: 1, text: ""}
  - {ref: UPT_N, version: UPT-003-C, name: Zeta Note, faction: Bravos, type: Spell, rarity: common, hand_cost: 1,
     reserve_cost: 1, text: "Draw a card."}
  - {ref: UPT_S, version: UPT-010-C, name: Up Strip, faction: Bravos, type: Spell, rarity: common, hand_cost: 0,
     reserve_cost: 0, text: "Remove 1 boost from up to two Characters. If you do, draw a card."}
  - {ref: UPT_M, version: UPT-011-C, name: Must Pick, faction: Bravos, type: Spell, rarity: common, hand_cost: 0,
     reserve_cost: 0, text: "Sacrifice a Character. Draw a card."}
"""

UP_TO = """\
scenario: an empty pick of an "up to" choice chooses none (audit F3, session 50)
cards: [cards.yaml]
phase: Afternoon
players:
  1:
    Hand: [{card}]
    Deck: [Zeta Note, Zeta Note]
    Expedition:
      hero: [{{card: Alpha, counters: {{boost: 1}}}}, Beta]
run:
  - play: {{player: 1, card: {card}, from: Hand}}
choices:
  - {{player: 1, pick: {pick}}}
expect:
  - {{player: 1, card: Alpha, zone: Expedition, counters: {{boost: 1}}}}
  - {{player: 1, zone: Hand, cards: []}}
"""


@pytest.mark.parametrize("pick", ["[]", "done"])
def test_6_3_an_empty_pick_of_an_up_to_choice_chooses_none(tmp_path, pick):
    """``pick: []`` was an IndexError (pop from an empty list); it chooses none, as ``pick: done`` does: nothing
    removed, so "If you do" draws nothing (6.5.f)."""
    (tmp_path / "cards.yaml").write_text(UP_TO_CARDS)
    outcome = _run(tmp_path, UP_TO.format(card="Up Strip", pick=pick))
    assert outcome.passed, outcome.problems


def test_an_empty_pick_of_a_choice_that_cannot_take_none_is_a_located_one_line_error(tmp_path):
    (tmp_path / "cards.yaml").write_text(UP_TO_CARDS)
    outcome = _run(tmp_path, UP_TO.format(card="Must Pick", pick="[]"))
    [problem] = outcome.problems
    assert re.fullmatch(r".*s\.yaml:13:5: 'pick: \[\]' chooses none, but choose '.*' can't take none: pick one of "
                        r"\['Alpha', 'Beta'\]", problem), problem
