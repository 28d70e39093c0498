"""Audit s54 P3 (outside), class W1 (issue 31): "controls" in a *condition* about Mana Orbs, or cards in a Reserve or
a Mana zone, counted nothing.

"{J} If you control three or more Mana Orbs, draw a card." read as "the number of Mana Orbs in Mana you control
≥ 3": a control test no card passes, since no player controls a Mana zone or a Reserve nor what is there (v3.0
7.5.4.a; v5.0 7.5.5.a-b), so the condition was never true (negated, "If you control no exhausted Mana Orbs", always
true). Everywhere else the same words already meant the player's zone: "per Mana Orb you control", "the number of
Mana Orbs you control", "If all Mana Orbs you control are exhausted", "Exhaust target Mana Orb an opponent controls"
("Mana Orbs in my controller's Mana").

Decided (the lead, session 54): the conditions read as everywhere else. "<player> controls <objects of a zone nobody
controls>" (a personal zone out of play in rules_yaml/zones.yaml) is that player's zone: one translation,
``nouns.players_zone``, which the noun's own "you control" already went through and every condition that says who
controls now passes too. A place said to be another player's ("If you control a card in an opponent's Reserve") is
refused at the condition, saying what to write.

Bundled readings: unchanged (no bundled text says a player controls Mana Orbs or cards in a Reserve in a condition).

Played: tests/scenarios/rules/s54/*-manaorb-*.yaml on tests/data/s54-manaorb/ (the auditor's rows of
scenarios/w4-mana-orbs-you-control.yaml, and a few more), in both editions: each file fails before the fix and passes
after.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from readings import conditions, effect_in, reads, refused_at, scenarios_play

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios" / "rules" / "s54"
EDITIONS = [None, "5.0"]

# the auditor's texts (report §2, W1) -> (the objects the condition asks of, whose zone)
TEXTS = [
    ("{J} If you control three or more Mana Orbs, draw a card.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("{J} If you control three or more Mana Orbs, I gain 1 boost.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("At Noon — If you control three or more Mana Orbs, ready a Mana Orb.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("{J} If you control a Mana Orb, draw a card.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("{J} If you control an exhausted Mana Orb, draw a card.",
     {"type": "Mana Orb", "zone": "Mana", "status": "Exhausted"}, "you"),
    ("{J} If you control no exhausted Mana Orbs, draw a card.",
     {"type": "Mana Orb", "zone": "Mana", "status": "Exhausted"}, "you"),
    ("{J} If an opponent controls a Mana Orb, draw a card.", {"type": "Mana Orb", "zone": "Mana"}, "opponent"),
    ("{J} If you control a card in your Mana zone, draw a card.", {"zone": "Mana"}, "you"),
    ("{J} If you control three or more cards in your Reserve, draw a card.", {"zone": "Reserve"}, "you"),
    ("{J} If you control a card in Reserve, draw a card.", {"zone": "Reserve"}, "you"),
    # new wordings of the same shape
    ("{J} If you don't control a Mana Orb, draw a card.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("{J} If you control two or more exhausted Mana Orbs, draw a card.",
     {"type": "Mana Orb", "zone": "Mana", "status": "Exhausted"}, "you"),
    ("{J} If you control a Mana Orb and a Character, draw a card.", {"type": "Mana Orb", "zone": "Mana"}, "you"),
    ("{J} If you control a Mana Orb, another Mana Orb and yet another Mana Orb, draw a card.",
     {"type": "Mana Orb", "zone": "Mana"}, "you"),
]
PASSIVES = [
    ("As long as you control five or more Mana Orbs, I have +1/+1/+1.", "you"),
    ("As long as an opponent controls a Mana Orb, I have +1/+1/+1.", "opponent"),
]


def _filters(data) -> list:
    """Each filter of objects at any depth (a dict with a "zone")."""
    found = []
    if isinstance(data, dict):
        if isinstance(data.get("zone"), str):
            found.append(data)
        for v in data.values():
            found += _filters(v)
    elif isinstance(data, list):
        for v in data:
            found += _filters(v)
    return found


def _asked_of(cond, wanted: dict) -> list:
    return [f for f in _filters(cond) if all(f.get(k) == v for k, v in wanted.items())]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,wanted,whose", TEXTS, ids=[t for t, _, _ in TEXTS])
def test_7_5_4_a_a_condition_of_what_a_player_controls_in_a_zone_nobody_controls_is_their_zone(
        text, wanted, whose, edition):
    """v3.0 7.5.4.a, v5.0 7.5.5.a-b: nobody controls a Mana zone or a Reserve; "<player> controls" said of what is
    there names that player's zone (the owner), as "per Mana Orb you control" reads, never a control test."""
    [cond] = conditions(effect_in(text, edition))
    found = _asked_of(cond, wanted)
    assert found and all(f["owner"] == whose and "controller" not in f for f in found)
    assert '"controller"' not in json.dumps(_asked_of(cond, {"zone": wanted["zone"]}))


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,whose", PASSIVES, ids=[t for t, _ in PASSIVES])
def test_7_5_4_a_as_long_as_a_player_controls_mana_orbs_is_their_mana_zone(text, whose, edition):
    [ability] = reads(text, edition)
    [f] = _asked_of(ability["passive"]["stats"]["if"], {"type": "Mana Orb", "zone": "Mana"})
    assert f["owner"] == whose and "controller" not in f


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_opponent_counted_one_at_a_time_in_their_own_mana_zone(edition):
    """1.4.7: "an opponent controls three or more Mana Orbs": some one opponent, their own Mana zone."""
    [cond] = conditions(effect_in("{J} If an opponent controls three or more Mana Orbs, draw a card.", edition))
    [f] = _asked_of(cond, {"type": "Mana Orb", "zone": "Mana"})
    assert f["owner"] == {"var": cond["any_player"]["as"]} and "controller" not in f


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text,same", [
    # the condition and the paths that already read the player's zone now read alike
    ("{J} If you control three or more Mana Orbs, draw a card.", "{J} If you have three or more Mana Orbs, draw a card."),
    ("{J} If you control three or more cards in your Reserve, draw a card.",
     "{J} If you have three or more cards in your Reserve, draw a card."),
])
def test_the_condition_reads_as_what_a_player_has(text, same, edition):
    assert effect_in(text, edition) == effect_in(same, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", [
    "{J} I gain 1 boost per Mana Orb you control.",
    "{J} I gain X boosts, where X is the number of Mana Orbs you control.",
    "{J} If all Mana Orbs you control are exhausted, draw a card.",
    "{J} Exhaust target Mana Orb an opponent controls.",
])
def test_the_other_paths_still_read_the_players_zone(text, edition):
    found = _asked_of(effect_in(text, edition), {"type": "Mana Orb", "zone": "Mana"})
    assert found and all("owner" in f and "controller" not in f for f in found)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_control_a_verb_asks_of_its_object_is_untouched(edition):
    """7.3.25.a: only an object in play is sacrificed; "Sacrifice a Mana Orb" says no "you control" (the audit's
    w2-sacrifice-mana-orb.yaml): the verb's own test is not turned into the player's zone. It never did anything (no
    Mana Orb offered), and since session 55 (audit R2 §4) it is refused as such: test_cardtext_audit_counters55.py."""
    e = refused_at("{J} Sacrifice a Mana Orb. If you do, draw two cards.", "a Mana Orb", edition)
    assert "this would never do anything" in str(e) and "7.5.4.a" in str(e)


@pytest.mark.parametrize("edition", EDITIONS)
def test_in_play_control_is_untouched(edition):
    [cond] = conditions(effect_in("{J} If you control three or more Characters, draw a card.", edition))
    [f] = _asked_of(cond["gte"][0], {}) or [cond["gte"][0]["count"]]
    assert f == {"type": "Character", "controller": "you"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_player_controls_cards_in_another_players_reserve_is_refused(edition):
    text = "{J} If you control a card in an opponent's Reserve, draw a card."
    e = refused_at(text, "you control", edition)
    assert "7.5.4.a" in str(e) and "If an opponent has a card in their Reserve" in str(e)
    effect_in("{J} If an opponent has a card in their Reserve, draw a card.", edition)     # the example reads


# -- played -------------------------------------------------------------------------------------------------------------

FIXED = ("7.5.4.a-manaorb-if-you-control-mana-orbs",
         "7.5.4.a-manaorb-as-long-as-mana-orbs",
         "7.5.4.a-manaorb-opponent-controls-mana-orb",
         "7.5.4.a-manaorb-you-control-cards-in-reserve-or-mana")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_scenarios_play_right(edition):
    scenarios_play(SCENARIOS, "*-manaorb-*.yaml", FIXED, edition)
