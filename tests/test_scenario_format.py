"""The scenario format's parts: regions, ordered expectations, forced choices, timing of play:."""
from __future__ import annotations

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
  - {not: {player: 1}}
""")
    [outcome] = run_files([path])
    assert "expected Foundry Armorer to have no counters, it has {'Boost': 1}" in outcome.problems[0]
    assert "cannot read expectation {'not': {'player': 1}}" in outcome.problems[1]
