"""Readings that used to differ from the card, each written anew for its class of mistake (texts invented
for the purpose, and the printed texts of Trial by Frost where a card showed the mistake).

The generated round trips of tests/test_cardtext_roundtrip.py cover each class for combinations no text
here has: qualifier lists, player references, possessives in counts, choice branches, or/and,
other/another, each/all.
"""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import parse_abilities
from altered.loading.errors import DesignError


def effect(text):
    [ability] = parse_abilities(text)
    return (ability.get("reaction") or ability)["effect"]


def test_two_qualifiers_of_a_noun_are_both_kept():
    """"target [[Boosted]] or [[Asleep]] Character with Hand Cost {3} or less": the statuses and the cost."""
    choose = effect("{J} Discard target [[Boosted]] or [[Asleep]] Character with Hand Cost {3} or less.")[0]["choose"]
    tests = choose["from"]["where"]["and"]
    assert {"or": [{"has_status": {"what": "it", "status": "Boosted"}},
                   {"has_status": {"what": "it", "status": "Asleep"}}]} in tests
    assert {"lte": [{"stat": "hand_cost", "of": "it"}, 3]} in tests
    choose = effect("{J} Discard target Character in {V} with Hand Cost {3} or less.")[0]["choose"]
    assert choose["from"]["where"] == {"and": [{"in_terrain": {"what": "it", "terrain": "forest"}},
                                               {"lte": [{"stat": "hand_cost", "of": "it"}, 3]}]}
    # the reverse order reads the same tests
    choose2 = effect("{J} Discard target Character with Hand Cost {3} or less in {V}.")[0]["choose"]
    assert sorted(map(str, choose2["from"]["where"]["and"])) == sorted(map(str, choose["from"]["where"]["and"]))


def test_a_player_chosen_in_the_effect_is_the_one_who_acts():
    """"You may target an opponent. They discard a card.": the opponent targeted discards, from their hand."""
    steps = effect("{H} You may target an opponent. They discard a card.")
    assert steps[0]["may"]["do"] == [{"choose": {"who": "you", "from": {"players": "opponents"}, "count": 1,
                                                 "target": True, "as": "target"}}]
    acting = steps[1]["as_player"]
    assert acting["who"] == {"var": "target"}
    assert acting["do"][0]["choose"]["from"] == {"zone": "Hand", "owner": "you"}     # "you" is who acts


def test_a_possessive_on_a_counted_zone_is_kept():
    """"per Mana Orb in your Mana zone": your orbs, not both players'."""
    [step] = effect("{J} I gain 1 boost per Mana Orb in your Mana zone.")
    assert step["counters"]["add"] == {"count": {"type": "Mana Orb", "zone": "Mana", "owner": "you"}}


def test_a_choice_whose_second_branch_names_no_object_acts_on_the_first_ones():
    """"Target Character gains 1 boost or loses [[Asleep]]": the target is chosen before the option."""
    steps = effect("{J} Target Character gains 1 boost or loses [[Asleep]].")
    assert steps[0]["choose"]["as"] == "target"
    assert steps[1]["modes"]["options"] == [[{"counters": {"what": {"var": "target"}, "name": "boost", "add": 1}}],
                                            [{"lose": {"what": {"var": "target"}, "status": "Asleep"}}]]


def test_or_between_nouns_names_either():
    """Flawed Prototype: "Sacrifice another Robot or Permanent" accepts a Robot, or a Permanent."""
    steps = effect("{J} Sacrifice another Robot or Permanent. If you can't, sacrifice me.")
    choose = steps[0]["choose"]["from"]
    assert choose["not"] == "self" and choose["controller"] == "you"
    assert choose["where"] == {"or": [{"matches": {"what": "it", "filter": {"subtype": "Robot"}}},
                                      {"matches": {"what": "it", "filter": {"type": "Permanent"}}}]}
    # two types joined by "or" stay a list of types
    assert effect("Discard target Character or Permanent.")[0]["choose"]["from"] == {"type": ["Character", "Permanent"]}


def test_other_excludes_the_card_itself():
    """Saskia: "Any number of other target Characters in {V}" never offers Saskia."""
    choose = effect("{J} Any number of other target Characters in {V} each gain 2 boosts.")[0]["choose"]
    assert choose["from"]["not"] == "self" and choose["count"] == "any"


def test_each_of_several_holds_of_each():
    """Field Reinforcements: "each of your Expeditions is behind or tied" holds when one is behind and the
    other tied: it is said of each Expedition, not of all of them at once."""
    [step] = effect("Choose one. If each of your Expeditions is behind or tied, you may choose both: "
                    "• Draw a card. • Draw two cards.")
    cond = step["modes"]["more_if"]
    assert cond == {"every": {"in": {"markers": {"owner": "you"}}, "as": "each_m", "test": {"or": [
        {"position": {"of": {"var": "each_m"}, "is": "behind"}}, {"position": {"of": {"var": "each_m"}, "is": "tied"}}]}}}


def test_otherwise_repeats_the_create_with_its_own_target():
    """Gibil: "Otherwise, create only one." creates one where the text says, its target chosen in that branch."""
    [step] = effect("{J} If you control two or more Permanents, create two [Brassbug 2/2/2] Robot tokens in "
                    "target Expedition. Otherwise, create only one.")
    assert step["else"][0]["choose"]["from"] == {"markers": "all"}
    assert step["else"][1]["create"]["count"] == 1
    assert step["else"][1]["create"]["in"] == {"var": step["else"][0]["choose"]["as"]}


@pytest.mark.parametrize("text", [
    "When I join an Expedition — I gain 1 boost.",
    "When I join an Expedition: I gain 1 boost.",
])
def test_a_dash_or_a_colon_after_a_trigger(text):
    [ability] = parse_abilities(text)
    assert ability["reaction"]["effect"] == [{"counters": {"what": "self", "name": "boost", "add": 1}}]


def test_every_ability_reads_on_its_own():
    """"You may draw a card." with no trigger symbol is an effect (2.2.11.n)."""
    [ability] = parse_abilities("You may draw a card.")
    assert ability["effect"] == [{"may": {"do": [{"do": {"Draw": {"count": 1}}}], "as": "done"}}]


# -- a second outside audit: texts written for the purpose, read as a black box ------------------------
def _parse(text, edition=None):
    from altered.rulebook import load_rulebook
    from altered.loading.rules.editions import with_edition
    book = load_rulebook(variants=with_edition([], edition)) if edition else load_rulebook()
    [ability] = parse_abilities(text, parser=book.card_parser())
    return (ability.get("reaction") or ability)["effect"]


@pytest.mark.parametrize("text, test", [
    ("{J} Target Expedition that is behind moves forward one region.", "behind"),
    ("{J} Create a [Brassbug 2/2/2] Robot token in target Expedition that is behind.", "behind"),
    ("{J} Each Character in target Expedition that is behind gains 1 boost.", "behind"),
    ("{J} Target Expedition in {V} moves forward one region.", "in_terrain"),
])
def test_a_target_expedition_is_chosen_among_those_its_qualifiers_name(text, test):
    """6.5.b: "target Expedition that is behind" offers only the Expeditions behind."""
    choose = effect(text)[0]["choose"]
    assert choose["target"] is True
    source = choose["from"]["markers_where"]
    assert source["in"] == {"markers": "all"} and test in str(source["test"]), choose


def test_a_target_expedition_of_v5_keeps_its_qualifier():
    """v5.0 7.3.3: "Target Expedition that is ahead ascends" chooses among those ahead."""
    steps = _parse("{J} Target Expedition that is ahead ascends.", "5.0")
    assert "ahead" in str(steps[0]["choose"]["from"]["markers_where"]["test"])


@pytest.mark.parametrize("text, who", [
    ("{J} You may have target opponent draw a card. If you do, I gain 2 boosts.", {"var": "target"}),
    ("{J} Have target opponent draw two cards.", {"var": "target"}),
    ("{J} You may have target opponent sacrifice a Character.", {"var": "target"}),
])
def test_the_player_one_has_do_something_does_it(text, who):
    """v5.0 7.3.18: "have target opponent draw a card": the opponent draws, not you."""
    steps = effect(text)
    body = steps[0]["may"]["do"] if "may" in steps[0] else steps
    assert body[0]["choose"]["from"] == {"players": "opponents"}
    acting = body[1]["as_player"]
    assert acting["who"] == who and acting["do"], body


def test_for_each_opponent_counts_the_opponents():
    """"for each opponent" is a number of players, not of cards (6.5.i)."""
    assert effect("{J} I gain 1 boost for each opponent.")[0]["counters"]["add"] == \
        {"count": {"players": "opponents"}}
    assert effect("{J} Draw two cards for each opponent.")[0]["do"]["Draw"]["count"] == \
        {"mul": [2, {"count": {"players": "opponents"}}]}
    [loop] = effect("{J} For each opponent, create a [Brassbug 2/2/2] Robot token in my Expedition.")
    assert loop["for_each"]["in"] == {"players": "opponents"} and "create" in loop["for_each"]["do"][0]


@pytest.mark.parametrize("text", ["{J} Draw a card. Otherwise, [Resupply].", "{J} I gain 1 boost. Otherwise, draw a card."])
def test_otherwise_with_nothing_to_be_the_else_of_is_refused(text):
    """6.5.e: "Otherwise" is the else of an "if": after none, the text is refused, not read as two effects."""
    from altered.loading.errors import DesignError
    with pytest.raises(DesignError, match="'Otherwise' needs an 'if' or a 'you may'"):
        parse_abilities(text)


def test_otherwise_after_you_may_is_what_happens_if_you_dont():
    steps = effect("{J} You may draw a card. Otherwise, I gain 1 boost.")
    assert steps[1] == {"if": {"not": {"var": "done"}}, "then": [{"counters": {"what": "self", "name": "boost",
                                                                               "add": 1}}]}


def test_and_between_heads_names_each_kind():
    """"Robots and Plants you control": every Robot and every Plant, not what is both."""
    [step] = effect("{J} Robots and Plants you control gain 1 boost.")
    assert step["counters"]["what"] == {"subtype": ["Robot", "Plant"], "controller": "you"}


def test_an_expedition_in_a_qualifier_is_any_of_them():
    """"each Character in an Expedition in {V}": the Characters of every such Expedition, none chosen."""
    [step] = effect("{J} Each Character in an Expedition in {V} gains 1 boost.")
    assert "choose" not in str(step) and "markers_where" in str(step["counters"]["what"]["in_marker"])


def test_its_after_each_names_each_subject():
    """"Each Character in the Expedition facing me loses all its boosts": no Expedition chosen; "its" is
    the Characters'."""
    [step] = effect("{J} Each Character in the Expedition facing me loses all its boosts.")
    loop = step["for_each"]
    assert loop["in"] == {"type": "Character", "in_marker": {"facing": {"marker_of": "self"}}}
    each = {"var": loop["as"]}
    assert loop["do"][0]["counters"]["what"] == each
    assert loop["do"][0]["counters"]["remove"] == {"counters": "boost", "of": each}
    [step] = effect("{J} Each Character you control gains 1 boost for each Character in its Expedition.")
    each = {"var": step["for_each"]["as"]}
    assert step["for_each"]["do"][0]["counters"]["add"]["count"]["in_marker"] == {"marker_of": each}
    [step] = effect("{J} Characters you control gain 1 boost.")      # no "its": no loop
    assert "for_each" not in step


def test_you_control_in_what_an_opponent_does_stays_yours():
    """"Target opponent exhausts a Character you control": "you" is the ability's controller, not the
    opponent ("they control" is theirs). (With "sacrifices" it is refused: one sacrifices only what one
    controls, v5.0 7.3.36.a.)"""
    yours = effect("{J} Target opponent exhausts a Character you control.")
    theirs = effect("{J} Target opponent exhausts a Character they control.")
    assert yours != theirs
    assert "controller_of" in str(yours[1]["as_player"]["do"][0]["choose"]["from"])


def test_each_opponent_is_every_opponent_in_turn():
    """1.4.5: "Each opponent draws a card" loops over the opponents (one chosen only with two players)."""
    [step] = effect("{J} Each opponent draws a card.")
    assert step == {"each_player": {"who": "opponents", "do": [{"do": {"Draw": {"count": 1}}}]}}


def test_its_expedition_names_what_it_names_or_is_refused():
    """7.2.4.a: "its Expedition" after a target is the target's; with nothing before it, the text is refused."""
    from altered.loading.errors import DesignError
    steps = effect("{J} Target Character gains 1 boost for each Character in its Expedition.")
    assert steps[1]["counters"]["add"]["count"]["in_marker"] == {"marker_of": {"var": "target"}}
    with pytest.raises(DesignError, match="'it' refers to nothing"):
        parse_abilities("{J} Each Character in its Expedition gains [[Asleep]].")


def test_an_opponent_controls_is_a_qualifier():
    """"target [[Boosted]] Permanent an opponent controls": among the opponents' (any of them)."""
    choose = effect("{H} Discard target [[Boosted]] Permanent an opponent controls.")[0]["choose"]
    assert choose["from"] == {"status": "Boosted", "type": "Permanent", "controller": "opponent"}


def test_a_step_paid_as_a_cost_is_glossed_in_words():
    """A cost's steps are glossed in words, not as data; a verb no cost pays (a move) is refused at its words
    when read (6.4.a), not when the card is compiled."""
    from altered.tools.explain import explain
    out = explain("{T}, Discard a card from your hand : I gain 1 boost.")
    assert "do Discard (what: 1 of cards in your Hand)" in out and '{"' not in out
    with pytest.raises(DesignError, match=r"1:6: .*cannot run as a cost"):
        explain("{T}, Put a card from your hand in Reserve : I gain 1 boost.")


def test_other_is_other_than_the_one_whose_expedition_it_is():
    """"for each other Character in its Expedition" (its: the target): the target does not count itself;
    "other Characters in my Expedition": other than me."""
    steps = effect("{J} Target Character gains 1 boost for each other Character in its Expedition.")
    counted = steps[1]["counters"]["add"]["count"]
    assert counted["not"] == {"var": "target"} and counted["in_marker"] == {"marker_of": {"var": "target"}}
    [step] = effect("{J} Other Characters in my Expedition gain 1 boost.")
    assert step["counters"]["what"]["not"] == "self"


def test_they_after_an_opponents_event_is_that_opponent():
    """6.3: "When an opponent sacrifices a Character — They draw a card": the one who sacrificed draws."""
    [ability] = parse_abilities("When an opponent sacrifices a Character — They draw a card.")
    assert ability["reaction"]["effect"] == [{"as_player": {"who": {"var": "trigger_player"},
                                                            "do": [{"do": {"Draw": {"count": 1}}}]}}]


def test_each_other_player_leaves_you_out():
    [step] = effect("{J} Each other player draws a card.")
    assert step["each_player"]["who"] == "others"


def test_an_opponents_expedition_is_any_one_of_them():
    """"If an opponent's Expedition is in {V}": one is enough, not all of them."""
    [step] = effect("{J} If an opponent's Expedition is in {V}, I gain 1 boost.")
    assert "not" not in step["if"] and "any" in str(step["if"])


def test_facing_it_after_a_target_is_the_target():
    steps = effect("{J} Target Character gains 1 boost for each Character in the Expedition facing it.")
    assert steps[1]["counters"]["add"]["count"]["in_marker"] == {"facing": {"var": "target"}}


def test_if_you_dont_after_if_you_do_asks_of_the_same_action():
    """6.5.f: "You may draw a card. If you do, discard a card. If you don't, [Resupply].": both ask whether
    you drew, not whether a card was discarded."""
    steps = effect("{J} You may draw a card. If you do, discard a card from your hand. If you don't, [Resupply].")
    assert steps[1]["if"] == {"did": "done"} and steps[2]["if"] == {"not": {"did": "done"}}


def test_other_is_other_than_the_verbs_subject():
    """"Target Character you control gains 1 boost for each other Robot you control": the target does not
    count itself; "It gains 1 boost for each other Character in my Expedition": nor does it."""
    steps = effect("{J} Target Character you control gains 1 boost for each other Robot you control.")
    assert steps[1]["counters"]["add"]["count"]["not"] == {"var": "target"}
    [ability] = parse_abilities("When another Character joins my Expedition — It gains 1 boost for each other "
                                "Character in my Expedition.")
    assert ability["reaction"]["effect"][0]["counters"]["add"]["count"]["not"] == "it"
    [step] = effect("{J} I gain 1 boost for each other Character in my Expedition.")
    assert step["counters"]["add"]["count"]["not"] == "self"


def test_they_control_in_a_reaction_to_an_opponent_is_theirs():
    """"When an opponent plays a Character — Target Character they control ...": that opponent's."""
    [ability] = parse_abilities("When an opponent plays a Character — Target Character they control gains "
                                "[[Asleep]].")
    assert ability["reaction"]["effect"][0]["choose"]["from"] == {"type": "Character",
                                                                  "controller": {"var": "trigger_player"}}


def test_if_you_do_after_two_actions_asks_of_both():
    """6.5.f: "Sacrifice a Robot and a Plant. If you do, draw three cards": only if both were sacrificed."""
    steps = effect("{J} Sacrifice a Robot and a Plant. If you do, draw three cards.")
    assert steps[-1]["if"] == {"and": [{"did": "chosen"}, {"did": "chosen2"}]}


def test_a_verb_on_one_object_or_another_is_done_once_on_either():
    """"Sacrifice a Robot or a Permanent. If you can't, ...": one sacrifice of either kind (not a choice of
    two sacrifices, where one with nothing to sacrifice could be picked), and "If you can't" asks of it
    (6.5.f). Objects chosen another way stay a choice."""
    steps = effect("{H} Sacrifice a Robot or a Permanent. If you can't, draw a card.")
    assert [next(iter(s)) for s in steps] == ["choose", "do", "if"]
    assert steps[0]["choose"]["from"]["where"] == {"or": [
        {"matches": {"what": "it", "filter": {"subtype": "Robot"}}},
        {"matches": {"what": "it", "filter": {"type": "Permanent"}}}]}
    assert steps[2]["if"] == {"not": {"did": steps[0]["choose"]["as"]}}
    # a card in hand or two in Reserve: not one thing, still a choice, and "If you do" asks of either, the two
    # cards both (1.2.5.c, tests/test_cardtext_audit_cant.py)
    steps = effect("{H} Discard a card from your hand or two cards from your Reserve. If you do, draw a card.")
    one, two = (option[0]["choose"]["as"] for option in steps[0]["modes"]["options"])
    assert steps[1]["if"] == {"or": [{"did": one}, {"gte": [{"count": {"changed": two}}, 2]}]}


def test_x_counted_in_what_an_opponent_does_is_counted_as_the_sentence_says():
    """"Each opponent sacrifices a Character with Hand Cost {X} or less, where X is the number of Robots you
    control": the Robots are the controller's (in the opponent's steps "you" names them)."""
    [loop] = effect("{J} Each opponent sacrifices a Character with Hand Cost {X} or less, where X is the "
                    "number of Robots you control.")
    choose = loop["each_player"]["do"][0]["choose"]
    assert choose["from"]["controller"] == "you"          # the opponent's own Character
    count = choose["from"]["where"]["lte"][1]
    assert count == {"count": {"subtype": "Robot", "controller": {"controller_of": "self"}}}
    # said of the controller's own steps, X is counted as it always was
    [choose, _] = effect("{J} Sacrifice a Character with Hand Cost {X} or less, where X is the number of "
                         "Robots you control.")
    assert choose["choose"]["from"]["where"]["lte"][1] == {"count": {"subtype": "Robot", "controller": "you"}}


def test_it_after_a_branch_is_not_what_the_branch_chose():
    """What a condition's branch chooses is "it" in the branch only (6.5.d, 7.2.4.a): after it, "it" is the
    Expedition the condition was said of, and where nothing else is named, the text is refused."""
    steps = effect("{J} If my Expedition is ahead, target Character in the Expedition facing me gains "
                   "[[Asleep]]. If it's behind, I gain 2 boosts.")
    assert steps[1]["if"] == {"position": {"of": {"marker_of": "self"}, "is": "behind"}}
    with pytest.raises(DesignError, match="branch"):
        parse_abilities("{J} If you control a Plant, target Character gains 1 boost. It gains [[Asleep]].")
    # chosen before the branch, "it" is the same object in it and after it (a condition said of it: one naming an
    # object of its own, "If you control a Plant", is refused at "it" since session 49, test_cardtext_audit_condit)
    steps = effect("{J} Target Character gains 1 boost. If it's exhausted, it gains [[Asleep]]. "
                   "It gains 1 boost.")
    target = steps[0]["choose"]["as"]
    assert steps[2]["then"][0]["gain"]["what"] == {"var": target}
    assert steps[3]["counters"]["what"] == {"var": target}


def test_unless_after_the_verb_may_name_what_the_verb_chose():
    """"Target Character gains [[Asleep]] unless it's in {V}" (6.5.d): the target is chosen, then tested; a
    test that names nothing chosen leaves the choice inside ("Sacrifice a Character unless ...")."""
    steps = effect("{J} Target Character gains [[Asleep]] unless it's in {V}.")
    target = steps[0]["choose"]["as"]
    assert steps[1] == {"if": {"not": {"in_terrain": {"what": {"var": target}, "terrain": "forest"}}},
                        "then": [{"gain": {"what": {"var": target}, "status": "Asleep"}}]}
    [step] = effect("{J} Sacrifice a Character unless you control a Plant.")
    assert "choose" in step["then"][0]


def test_counters_as_a_qualifier():
    """"with two or more boosts", "with no boosts", "with a boost" (2.5): a test of the object's counters."""
    choose = effect("{J} Target Character with two or more boosts gains [[Asleep]].")[0]["choose"]
    assert choose["from"]["where"] == {"gte": [{"counters": "boost", "of": "it"}, 2]}
    choose = effect("{J} Send to Reserve target Character with no boosts.")[0]["choose"]
    assert choose["from"]["where"] == {"eq": [{"counters": "boost", "of": "it"}, 0]}
    [step] = effect("{J} Each Character with a boost gains [[Anchored]].")
    assert step["gain"]["what"]["where"] == {"gte": [{"counters": "boost", "of": "it"}, 1]}


def test_and_between_conditions_and_never_with_or():
    """"If A and B" holds when both do; "A or B and C" does not say which binds first: refused, at the
    condition."""
    [step] = effect("{J} If my Expedition is ahead and I have two or more boosts, draw a card.")
    assert list(step["if"]) == ["and"] and len(step["if"]["and"]) == 2
    [step] = effect("{J} If you control a Robot and a Plant, draw a card.")
    assert step["if"] == {"and": [{"exists": {"subtype": "Robot", "controller": "you"}},
                                  {"exists": {"subtype": "Plant", "controller": "you"}}]}
    with pytest.raises(DesignError, match="'and' and 'or'"):
        parse_abilities("{J} If you control a Plant or you control a Robot and I'm in {V}, draw a card.")


def test_its_owners_and_its_controllers_zone_is_of_what_it_names():
    """"from its owner's Reserve", "its controller's" (1.2.5): the player of what "it" names; with nothing
    before it, refused (7.2.4.a)."""
    steps = effect("{H} Choose a Character. Discard a card from its controller's Reserve.")
    chosen = steps[0]["choose"]["as"]
    assert steps[1]["choose"]["from"] == {"zone": "Reserve", "owner": {"controller_of": {"var": chosen}}}
    with pytest.raises(DesignError, match="'it' refers to nothing"):
        parse_abilities("{J} Discard a card from its owner's Reserve.")


def test_other_in_a_count_per_object_is_other_than_that_one():
    """"Each Character you control gains 1 boost for each other Character you control": per Character, the
    others (not every Character of the group left out)."""
    [loop] = effect("{J} Each Character in my Expedition gains 1 boost for each other Character in its Expedition.")
    var = loop["for_each"]["as"]
    count = loop["for_each"]["do"][0]["counters"]["add"]["count"]
    assert count["not"] == {"var": var} and count["in_marker"] == {"marker_of": {"var": var}}
    [loop] = effect("{J} Each Character you control gains 1 boost for each other Character you control.")
    assert loop["for_each"]["do"][0]["counters"]["add"]["count"]["not"] == {"var": loop["for_each"]["as"]}


def test_that_is_a_kind_is_said_of_the_card_not_of_its_expedition():
    """"Each Character in my Expedition that is a Robot": the Robots there (an Expedition is no Robot)."""
    [step] = effect("{J} Each Character in my Expedition that is a Robot gains 1 boost.")
    what = step["counters"]["what"]
    assert what["in_marker"] == {"marker_of": "self"}
    assert what["where"] == {"matches": {"what": "it", "filter": {"subtype": "Robot"}}}


def test_each_other_opponent_leaves_out_the_one_named():
    """"Target opponent sacrifices a Robot. Each other opponent draws a card." (1.4.5): all but the target;
    with no opponent named before, refused."""
    steps = effect("{J} Target opponent sacrifices a Robot. Each other opponent draws a card.")
    target = steps[0]["choose"]["as"]
    assert steps[2]["each_player"]["who"] == "opponents"
    assert steps[2]["each_player"]["but"] == {"var": target}
    with pytest.raises(DesignError, match="other opponent"):
        parse_abilities("{J} Each other opponent draws a card.")


def test_unless_after_a_lasting_effect_is_refused_at_its_place():
    with pytest.raises(DesignError, match="lasting effect") as e:
        parse_abilities("{J} Target Expedition can't move forward this Day unless it's ahead.")
    assert e.value.column is not None and e.value.column > 1


def test_a_target_in_a_condition_is_chosen_as_the_sentence_begins():
    """"If target Character is exhausted, ..." (6.5.b): chosen first, then tested, as "If target opponent
    controls ..." is."""
    steps = effect("{J} If target Character is exhausted, draw a card.")
    target = steps[0]["choose"]["as"]
    assert steps[1]["if"] == {"has_status": {"what": {"var": target}, "status": "Exhausted"}}


def test_it_names_a_chosen_expedition():
    """"Choose target Expedition. If it's ahead, ...": "it" is that Expedition, not the Expedition of it."""
    steps = effect("{J} Choose target Expedition. If it's ahead, draw a card.")
    assert steps[1]["if"] == {"position": {"of": {"var": steps[0]["choose"]["as"]}, "is": "ahead"}}


def test_leaving_an_expedition_is_its_own_event():
    """"When a Character leaves my Expedition" (7.5.9): to another zone or another Expedition; "leaves the
    Expedition zone" is a zone change only."""
    [ability] = parse_abilities("When a Character leaves my Expedition — I gain 1 boost.")
    assert ability["reaction"]["trigger"] == {"leaves_expedition": {"what": {"type": "Character"},
                                                                     "expedition": {"marker_of": "self"}}}
    [ability] = parse_abilities("When a Character leaves the Expedition zone — I gain 1 boost.")
    assert "leaves_expedition" not in ability["reaction"]["trigger"]


def test_what_another_player_controls_is_a_condition():
    """"If an opponent controls two or more Robots" (7.5.4): one opponent has them; "If they control" is the
    player "they" names; "each opponent controls" is not read yet."""
    [step] = effect("{J} If an opponent controls two or more Robots, I gain 2 boosts.")
    test = step["if"]["any_player"]
    assert test["test"]["and"][0] == {"is_opponent": [{"var": test["as"]}, "you"]}
    assert test["test"]["and"][1] == {"gte": [{"count": {"subtype": "Robot", "controller": {"var": test["as"]}}}, 2]}
    [ability] = parse_abilities("When an opponent plays a Character — If they control three or more Characters, "
                                "draw a card.")
    [step] = ability["reaction"]["effect"]
    assert step["if"] == {"gte": [{"count": {"type": "Character", "controller": {"var": "trigger_player"}}}, 3]}
    with pytest.raises(DesignError, match="each"):
        parse_abilities("{J} If each opponent controls a Plant, draw a card.")


def test_if_they_do_asks_of_what_they_did():
    """"Target opponent may discard a card. If they do, ..." (6.5.f): as "If you do", of their action."""
    steps = effect("{J} Target opponent may discard a card from their hand. If they do, draw two cards.")
    assert steps[2]["if"] == {"did": steps[1]["as_player"]["do"][0]["may"]["as"]}
    steps = effect("{J} Target opponent sacrifices a Character. If they can't, draw two cards.")
    assert steps[2]["if"] == {"not": {"did": steps[1]["as_player"]["do"][0]["choose"]["as"]}}


def test_loses_for_each():
    [step] = effect("{J} Each Character in the Expedition facing me loses 1 boost for each Plant you control.")
    assert step["counters"]["remove"] == {"count": {"subtype": "Plant", "controller": "you"}}


def test_target_opponents_zone_chooses_the_opponent_first():
    """"in target opponent's Reserve" (6.5.b): the opponent is chosen as a target before the zone is read,
    in a verb, in a count and in a condition alike; "each opponent's" is every opponent's."""
    for text in ("{J} Exhaust all cards in target opponent's Reserve.",
                 "{J} I gain X boosts, where X is the number of cards in target opponent's Reserve.",
                 "{J} If there are three or more cards in target opponent's Reserve, draw a card."):
        steps = effect(text)
        assert steps[0] == {"choose": {"who": "you", "from": {"players": "opponents"}, "count": 1, "target": True,
                                       "as": "target"}}, text
        assert '"owner": {"var": "target"}' in json.dumps(steps[1]), text
    [step] = effect("{J} Exhaust all cards in each opponent's Reserve.")
    assert step["do"]["Exhaust"]["what"] == {"zone": "Reserve", "owner": "opponent"}
    with pytest.raises(DesignError):
        parse_abilities("Cards in target opponent's Reserve lose all their abilities.")


def test_their_zone_is_of_the_player_they_names():
    """"their hand" is of the player "they" names: who acts, a target chosen before, the player a reaction's
    event is about (not the card's controller); a player chosen in a trigger is refused, not dropped."""
    [ability] = parse_abilities("When an opponent plays a Character — Discard a card from their hand.")
    [choose, _] = ability["reaction"]["effect"]
    assert choose["choose"]["from"] == {"zone": "Hand", "owner": {"var": "trigger_player"}}
    steps = effect("{J} Target opponent draws a card. Exhaust a card in their Reserve.")
    assert steps[2]["choose"]["from"]["owner"] == {"var": steps[0]["choose"]["as"]}
    [ability] = parse_abilities("When a card goes to Reserve from your opponent's hand — Draw a card.")
    assert ability["reaction"]["trigger"]["moves"]["what"] == {"owner": "opponent"}
    with pytest.raises(DesignError):
        parse_abilities("When a Character leaves target opponent's Reserve — Draw a card.")


def test_a_status_clause_after_an_expedition_is_said_of_the_card():
    """"a Character in my Expedition that is [[Boosted]]": the Character (an Expedition has only the statuses
    statuses.yaml marks ``expedition``, 2.4.1.b); "If my Expedition is [[Boosted]]" is refused."""
    [step] = effect("{J} Each Character in my Expedition that is [[Boosted]] gains [[Anchored]].")
    assert step["gain"]["what"]["in_marker"] == {"marker_of": "self"}
    assert step["gain"]["what"]["where"] == {"has_status": {"what": "it", "status": "Boosted"}}
    with pytest.raises(DesignError, match="a status of cards only"):
        parse_abilities("{J} If my Expedition is [[Boosted]], draw a card.")


def test_for_each_other_player_counts_players():
    [step] = effect("{J} Draw a card for each other player.")
    assert step == {"do": {"Draw": {"count": {"count": {"players": "others"}}}}}
    with pytest.raises(DesignError):
        parse_abilities("{J} I gain 1 boost for each other opponent.")


@pytest.mark.parametrize("text", [
    "{J} You may sacrifice a Character. If you can't, draw a card.",      # unable or unwilling?
    "{J} Each opponent may discard a card. If they do, draw a card.",     # which of them?
])
def test_if_you_cant_after_may_and_if_they_do_after_each_are_refused(text):
    with pytest.raises(DesignError):
        parse_abilities(text)


def test_it_after_an_expeditions_trigger_is_that_expedition():
    [ability] = parse_abilities("When my Expedition moves forward — If it's ahead, draw a card.")
    assert ability["reaction"]["effect"][0]["if"] == {"position": {"of": "it", "is": "ahead"}}
