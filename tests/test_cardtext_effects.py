"""Effects (6.5): targets, optional and conditional steps, modes, loops, dice, tokens, durations."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # card text reads the same in v5.0


@pytest.fixture
def effect(parse):
    def read(text):
        (a,) = parse(text)
        for kind in ("effect",):
            if kind in a:
                return a[kind]
        return (a.get("reaction") or a.get("quick"))["effect"]
    return read


TARGET_CHARACTER = {"choose": {"who": "you", "from": {"type": "Character"}, "count": 1, "target": True,
                               "as": "target"}}


def test_targets_are_chosen_first(effect):
    # 6.5.b: targets are chosen before the step; later verbs act on the same target
    assert effect("Target Character gains 1 boost and loses [[Fleeting]].") == [
        TARGET_CHARACTER,
        {"counters": {"what": {"var": "target"}, "name": "boost", "add": 1}},
        {"lose": {"what": {"var": "target"}, "status": "Fleeting"}}]


def test_up_to_targets_and_filters(effect):
    assert effect("Up to two target Characters each gain 1\u00a0boost.")[0] == {"choose": {
        "who": "you", "from": {"type": "Character"}, "count": 2, "min": 0, "target": True, "as": "target"}}
    assert effect("Send to Reserve up to three target Characters with a total Hand Cost\u00a0{5} or less.")[0][
        "choose"]["total"] == {"stat": "hand_cost", "lte": 5}
    assert effect("{J} #Target Character# in your other Expedition #gains 2 boosts#.")[0]["choose"]["from"] == {
        "type": "Character", "in_marker": {"other_marker": "self"}}


def test_another_excludes_me(effect):
    steps = effect("{J} You may have another target Character lose [[Fleeting]].")
    assert steps[0]["may"]["do"][0]["choose"]["from"] == {"type": "Character", "not": "self"}


def test_you_may_then_do(effect):
    # 6.5.c optional step; "to" = what happens if you did
    assert effect("{J} You may pay {1} to [Resupply].") == [
        {"may": {"do": [{"pay": 1}], "as": "done"}}, {"if": {"var": "done"}, "then": [{"do": "Resupply"}]}]


def test_if_you_do(effect):
    # 6.5.f "[Do X]; if you did, [do Y]"
    assert effect("Sacrifice a Character. If you do, draw two cards.") == [
        {"choose": {"who": "you", "from": {"type": "Character", "controller": "you"}, "count": 1, "as": "chosen"}},
        {"do": {"Sacrifice": {"what": {"var": "chosen"}}}},
        {"if": {"did": "chosen"}, "then": [{"do": {"Draw": {"count": 2}}}]}]


def test_if_and_otherwise(effect):
    # 6.5.d conditional step, 6.5.e otherwise
    assert effect("{J} If you control a Plant, I gain 1 boost. Otherwise, draw a card.") == [
        {"if": {"exists": {"subtype": "Plant", "controller": "you"}},
         "then": [{"counters": {"what": "self", "name": "boost", "add": 1}}],
         "else": [{"do": {"Draw": {"count": 1}}}]}]


def test_it_refers_to_the_card_just_moved(effect):
    steps = effect("{R} You may put a card from your hand in Reserve. If it's a Permanent, draw a card.")
    assert steps[-1] == {"if": {"matches": {"what": {"var": "chosen"}, "filter": {"type": "Permanent"}}},
                         "then": [{"do": {"Draw": {"count": 1}}}]}


def test_choose_one(effect):
    # 6.5.g modes
    (modes,) = effect("Choose one:  • Send to Reserve target Character with Hand Cost\u00a0{4} or more.  "
                      "• Discard target Permanent with Hand Cost\u00a0{4} or more.")
    assert modes["modes"]["count"] == 1
    first, second = modes["modes"]["options"]
    assert first[-1] == {"move": {"what": {"var": "target"}, "to": "Reserve"}}
    assert second[-1] == {"do": {"Discard": {"what": {"var": "target2"}}}}


def test_status_choice_is_modal(effect):
    steps = effect("{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]].")
    assert [o[0]["gain"]["status"] for o in steps[1]["modes"]["options"]] == ["Fleeting", "Anchored", "Asleep"]


def test_each_player_and_target_opponent(effect):
    # 1.4.5 initiative order; the player named does the steps ("their" = theirs)
    assert effect("{H} Each player discards their hand, then draws three cards.") == [{"each_player": {"do": [
        {"do": {"Discard": {"what": {"zone": "Hand", "owner": "you"}}}},
        {"do": {"Draw": {"count": 3}}}]}}]
    assert effect("{H} Target opponent discards a card from their Reserve.") == [
        {"choose": {"who": "you", "from": {"players": "opponents"}, "count": 1, "target": True, "as": "target"}},
        {"as_player": {"who": {"var": "target"}, "do": [
            {"choose": {"who": "you", "from": {"zone": "Reserve", "owner": "you"}, "count": 1, "as": "chosen"}},
            {"do": {"Discard": {"what": {"var": "chosen"}}}}]}}]


def test_for_each(effect):
    # 6.5.i "for each"; 7.3.1.b activate
    assert effect("{J} For each Permanent you control, you may activate its {j} abilities.") == [
        {"for_each": {"in": {"type": "Permanent", "controller": "you"}, "as": "each", "do": [
            {"may": {"do": [{"activate": {"what": {"var": "each"}, "symbols": ["J"]}}], "as": "done"}}]}}]


def test_numbers_as_digits_words_and_per(effect):
    assert effect("Draw #three cards#.") == [{"do": {"Draw": {"count": 3}}}]
    assert effect("{J} Sacrifice two Characters.")[0]["choose"]["count"] == 2
    assert effect("{J} I gain 1 boost per card #in each player's Reserve.#") == [
        {"counters": {"what": "self", "name": "boost", "add": {"count": {"zone": "Reserve"}}}}]


def test_die_rolls(effect):
    # 7.3.19: roll a die, then steps that use the result
    assert effect("{H} Roll a die. On a 4+, draw a card. On a 1-3, [Resupply].") == [
        {"roll": {"dice": 1, "as": "result"}},
        {"if": {"gte": [{"var": "result"}, 4]}, "then": [{"do": {"Draw": {"count": 1}}}]},
        {"if": {"and": [{"gte": [{"var": "result"}, 1]}, {"lte": [{"var": "result"}, 3]}]},
         "then": [{"do": "Resupply"}]}]
    steps = effect("{T} : Target a Character you control, then roll a die. On\u00a0a:  • 6+, it gains "
                   "[[Anchored]].  • 2-5, it gains 1 boost.  • 1, send it to Reserve.")
    assert steps[-1] == {"if": {"eq": [{"var": "result"}, 1]},
                         "then": [{"move": {"what": {"var": "target"}, "to": "Reserve"}}]}


def test_x_is_the_result(effect):
    steps = effect("Roll a die. #You may discard a card from your Reserve to increase the result by 2.# Target "
                   "Character gains X boosts, where X is the final result.")
    assert {"set": {"var": "result", "value": {"add": [{"var": "result"}, 2]}}} in steps[2]["then"]
    assert steps[-1] == {"counters": {"what": {"var": "target"}, "name": "boost", "add": {"var": "result"}}}


def test_tokens(effect):
    # 7.3.4.b create a [name] [x/y/z] [sub-types] token in [expedition]
    assert effect("{R} Create two [Ordis Recruit 1/1/1] Soldier tokens in your Companion Expedition.") == [
        {"create": {"name": "Ordis Recruit", "stats": {"forest": 1, "mountain": 1, "water": 1},
                    "subtypes": ["Soldier"], "count": 2,
                    "in": {"markers": {"owner": "you", "side": "companion"}}}}]
    steps = effect("Create #four# [Ordis Recruit 1/1/1] Soldier tokens, #distributed as you choose among any "
                   "number of target Expeditions#.")
    assert steps[0]["choose"]["from"] == {"markers": "all"} and steps[1]["create"]["distribute"] is True


def test_durations_make_ongoing_emblems(effect):
    # 2.2.14: this turn, this Afternoon, this Day
    assert effect("Target Expedition can't move forward this Day.")[-1] == {"emblem": {
        "duration": "Day", "passive": {"cant": {"action": "advance", "what": {"var": "target"}}}}}
    assert effect("{R} The next Permanent you play this Afternoon costs {1} less.") == [{"emblem": {
        "duration": "Afternoon", "passive": {"on_play": {"what": {"type": "Permanent"}, "by": "you",
                                                         "next": True, "cost": {"change": -1}}}}}]


def test_after_rest_is_a_delayed_step(effect):
    assert effect("When my Expedition fails to move forward during Dusk\u00a0— [Sabotage] after Rest.") == [
        {"later": {"after": "Rest", "do": [{"do": "Sabotage"}]}}]


def test_reveal_choose_and_discard_the_others(effect):
    steps = effect("Reveal the top four cards of your Deck. Choose up to two Characters from these cards and put "
                   "them in your Expeditions. They gain [[Fleeting]]. Discard the other cards.")
    assert steps[1]["choose"]["from"] == {"type": "Character", "among": {"var": "revealed"}}
    assert steps[2] == {"move": {"what": {"var": "chosen"}, "to": "Expedition",
                                 "expedition": {"markers": {"owner": "you"}}}}
    assert steps[-1] == {"do": {"Discard": {"what": {"among": {"var": "revealed"}, "not": {"var": "chosen"}}}}}


def test_expeditions_move(effect):
    # 7.3.16 backward, 7.3.17 forward
    assert effect("{H} Your opponent's Expedition facing me moves backwards one region.") == [
        {"advance": {"marker": {"facing": {"marker_of": "self"}}, "by": -1}}]
