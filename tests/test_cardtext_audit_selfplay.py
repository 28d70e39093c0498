"""A card's "When you play a <type> —" does not hear its own play (audit s50 F2 §2, the one WRONG class; issue 31).

The texts read right ("when: you play a Character"), but in play the Reaction was activated by the card's own
play. The event of a card played is the step where it leaves Limbo at the end of its resolution (5.1.2.l); before
that step the card is in Limbo, where a non-Hero object's abilities don't work (1.2.4.d), and a Reaction that is not
a self-move Reaction is activated only if it exists and works in the game state before the event (v5.0 6.3.f, v3.0
6.3.e). The engine now gives the event "played" the time before the object it made (as a move's event has), so that
object's own reactions are not among those that existed before it, whatever the trigger says of the card.
"When you play another Character" and a second card's trigger on the first card's play still fire.

Scenarios: tests/scenarios/rules/s50/6.3.f-own-play-*.yaml (test cards: tests/data/s50-selfplay/cards.yaml).
"""
from __future__ import annotations

import pytest
import yaml

from altered.cardtext.api import parse_abilities
from altered.simulation.scenario import run_files

EDITIONS = [None, "5.0"]     # None: the default edition (v3.0)

# (text, its type, hand cost, where it is played, what it would do if it heard its own play)
AUDITED = [
    ("When you play a Character — Draw a card.", "Character", 0, "hero", "draw"),                     # A47
    ("When you play a Landmark — Draw a card.", "Landmark", 0, None, "draw"),                        # A48
    ("When you play a Character in my Expedition — It gains 1 boost.", "Character", 0, "hero", "boost"),  # A155
    ("When you play a Character from Reserve — It gains 1 boost.", "Character", 0, "hero", "boost"),    # A156
    ("When you play a Character from Reserve — Draw a card.", "Character", 0, "hero", "draw"),          # D25
    ("When you play a Character with Hand Cost {4} or more — Draw a card.", "Character", 4, "hero", "draw"),  # G48
    ("When you play a Character in your Companion Expedition — I gain 1 boost.", "Character", 0, "companion",
     "boost"),                                                                                            # G49
    ("When you play a Permanent — Draw a card.", "Landmark", 0, None, "draw"),                         # B46's shape
    # new wordings of the same shape
    ("When you play a Character in your Hero Expedition — Draw a card.", "Character", 0, "hero", "draw"),
    ("When you play a Character with Hand Cost {2} or less — I gain 1 boost.", "Character", 0, "hero", "boost"),
    ("When you play a card — Draw a card.", "Character", 0, "hero", "draw"),
    ("When you play a Character from your hand — Draw a card.", "Character", 0, "hero", "draw"),
    ("When you play a Character in my Expedition — Draw a card.", "Character", 0, "hero", "draw"),
]


def _card(text, kind, cost):
    card = {"ref": "SPT_SELF", "version": "SPT-001-C", "name": "Self Watcher", "faction": "Bravos", "rarity": "common",
            "hand_cost": cost, "reserve_cost": cost, "text": text}
    if kind == "Landmark":
        card.update(type="Permanent", zone_type="Landmark")
    else:
        card.update(type="Character", forest=1, mountain=1, water=1)
    wren = {"ref": "SPT_WREN", "version": "SPT-002-C", "name": "Plain Wren", "faction": "Bravos", "type": "Character",
            "rarity": "common", "hand_cost": 0, "reserve_cost": 0, "forest": 1, "mountain": 1, "water": 1, "text": ""}
    return {"set": {"code": "SPT", "name": "Self play test"}, "cards": [card, wren]}


def _scenario(tmp_path, text, kind, cost, to, does, edition):
    (tmp_path / "cards.yaml").write_text(yaml.safe_dump(_card(text, kind, cost), allow_unicode=True))
    zone = "Reserve" if "Reserve" in text else "Hand"
    play = {"player": 1, "card": "Self Watcher", "from": zone}
    if to is not None:
        play["to"] = to
    expect = ([{"player": 1, "zone": "Hand", "cards": []}] if does == "draw"
              else [{"player": 1, "card": "Self Watcher", "counters": {}}])
    scenario = {"scenario": f"own play not heard: {text}", "rule": "6.3.f",
                "cards": ["cards.yaml"], "phase": "Afternoon",
                "players": {1: {zone: ["Self Watcher"], "Mana": ["Plain Wren"] * 4, "Deck": ["Plain Wren"] * 2}},
                "run": [{"play": play}], "expect": expect}
    if edition is not None:
        scenario["edition"] = edition
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(scenario, allow_unicode=True))
    return path


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, kind, cost, to, does", AUDITED, ids=[t[0] for t in AUDITED])
def test_6_3_f_a_card_does_not_hear_its_own_play(tmp_path, text, kind, cost, to, does, edition):
    """5.1.2.l, 1.2.4.d, 6.3.f (v3.0 6.3.e): the card was in Limbo before the step that is its play."""
    [outcome] = run_files([_scenario(tmp_path, text, kind, cost, to, does, edition)])
    assert outcome.passed, "\n".join(outcome.problems)


@pytest.mark.parametrize("text", [t[0] for t in AUDITED])
def test_the_trigger_reads_as_printed_with_no_other_than_me(text):
    """The reading is unchanged: the rule, not the text, keeps the card from hearing its own play."""
    [ability] = parse_abilities(text)
    trigger = ability["reaction"]["trigger"]["played"]
    assert trigger.get("what") != "self"
    assert "other" not in repr(trigger)
