"""Reactions: trigger symbols (7.1.1), "When ...", "At Noon", conditions on triggers (6.3)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # card text reads the same in v5.0


@pytest.fixture
def reaction(parse):
    def read(text):
        (a,) = parse(text)
        assert a["text"]
        return a["reaction"]
    return read


def test_trigger_symbols(reaction):
    # 7.1.1.a {J} join the Expedition or Landmark zone, 7.1.1.b {H} from Hand, 7.1.1.c {R} from Reserve
    j = reaction("{J} Draw a card.")
    assert j["symbol"] == "J"
    assert j["trigger"] == {"joins": {"what": "self", "zone": ["Expedition", "Landmark"]}}
    assert reaction("{H} Draw a card.")["trigger"] == {"played": {"what": "self", "from": "Hand"}}
    r = reaction("{R} I gain 2 boosts[].")
    assert r == {"symbol": "R", "trigger": {"played": {"what": "self", "from": "Reserve"}},
                 "effect": [{"counters": {"what": "self", "name": "boost", "add": 2}}]}


def test_at_a_phase(reaction):
    # 4.2.2: "At Noon" reactions
    assert reaction("At Noon\u00a0— Draw a card.") == {
        "trigger": {"at": "Noon"}, "effect": [{"do": {"Draw": {"count": 1}}}]}


def test_when_with_condition_in_the_past_tense(reaction):
    # 6.3: the past tense looks at the state before the event
    r = reaction("When I'm sacrificed, if I was not [[Fleeting]]\u00a0— Put me in Reserve.")
    assert r["trigger"] == {"sacrificed": {"what": "self"}}
    assert r["if"] == {"not": {"has_status": {"what": {"was": "self"}, "status": "Fleeting", "before": True}}}
    assert r["effect"] == [{"move": {"what": "self", "to": "Reserve"}}]


def test_at_dusk_with_three_distinct_objects(reaction):
    r = reaction("At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and "
                 "yet another [[Asleep]] Character\u00a0— You win the game.")
    assert r["if"] == {"distinct": [
        {"status": "Fleeting", "type": "Character", "controller": "you"},
        {"status": "Anchored", "type": "Character", "controller": "you"},
        {"status": "Asleep", "type": "Character", "controller": "you"}]}
    assert r["effect"] == [{"win": "you"}]


def test_the_object_of_the_trigger_is_it(reaction):
    # "When a Robot joins your Expeditions — It gains 1 boost" (7.5.8 join)
    r = reaction("When a Robot joins your Expeditions\u00a0— It gains 1 boost.")
    assert r["trigger"] == {"joins": {"what": {"subtype": "Robot"}, "expedition": {"markers": {"owner": "you"}}}}
    assert r["effect"] == [{"counters": {"what": "it", "name": "boost", "add": 1}}]


def test_play_trigger_with_a_cost_filter(reaction):
    r = reaction("When you play a Permanent with Hand Cost {3} or more\u00a0— Draw a card.")
    assert r["trigger"] == {"played": {"what": {"type": "Permanent", "where": {
        "gte": [{"stat": "hand_cost", "of": "it"}, 3]}}, "by": "you"}}


def test_player_triggers(reaction):
    r = reaction("When an opponent draws one or more cards or does [Resupply]\u00a0— Draw a card.")
    assert r["trigger"] == {"any": [{"does": {"who": "opponent", "action": "Draw"}},
                                    {"does": {"who": "opponent", "action": "Resupply"}}]}


def test_expedition_triggers(reaction):
    # 7.5.6 fails to move forward
    r = reaction("When my Expedition fails to move forward\u00a0during Dusk\u00a0— Draw a card.")
    assert r["trigger"] == {"fails_to_advance": {"marker": {"marker_of": "self"}, "during": "Dusk"}}
    r = reaction("When one of your Expeditions moves forward due to\u00a0{V}\u00a0— Draw a card.")
    assert r["trigger"] == {"advances": {"marker": {"markers": {"owner": "you"}}, "due_to": "forest"}}


def test_leaving_zones(reaction):
    # 7.5.9 leave
    assert reaction("When I leave the Expedition zone\u00a0— Draw a card.")["trigger"] == {
        "moves": {"what": "self", "from": "Expedition"}}
    assert reaction("When I go to Reserve from your hand\u00a0— Draw a card.")["trigger"] == {
        "moves": {"what": "self", "from": "Hand", "to": "Reserve"}}
    assert reaction("When a card leaves your Reserve during the Afternoon\u00a0— Draw a card.")["trigger"] == {
        "moves": {"what": {"owner": "you"}, "from": "Reserve", "during": "Afternoon"}}


def test_support_reaction_is_marked(parse):
    # 2.2.11.d-e, 2.2.11.i: support abilities work only in Reserve
    (a,) = parse("{D} : Draw a card. (Discard me from Reserve to do this.)", support=True)
    assert a["support"] is True and a["quick"]["cost"] == ["discard_self"]
