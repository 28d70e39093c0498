"""One definition per keyword action (rules_yaml/keywords.yaml, 7.3): its bracketed form ("[Sacrifice] a
Character"), its plain verb ("Sacrifice a Character"), its triggers ("When you [Exhaust]", "When you exhaust a
Character") and its use as a cost ("You may sacrifice a Character to reduce my cost by {2}") all mean that one
definition, so they read alike and a reaction to the action hears every wording. The test cards are those of
tests/data/actions-cards.yaml; the games are played by scenarios written here and run through the engine."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from altered.cardtext.api import parse_abilities
from altered.rulebook import load_rulebook
from altered.loading.errors import DesignError
from altered.loading.paths import GRAMMAR_DIR, RULES_DIR
from altered.simulation.scenario import Scenario

CARDS = Path(__file__).parent / "data" / "actions-cards.yaml"


def _reading(text, edition="5.0"):
    return [{k: v for k, v in a.items() if k != "text"} for a in parse_abilities(text, parser=_parser(edition))]


_PARSERS: dict = {}


def _parser(edition):
    if edition not in _PARSERS:
        from altered.loading.rules.editions import with_edition
        _PARSERS[edition] = load_rulebook(variants=with_edition([], edition)).card_parser()
    return _PARSERS[edition]


def _play(tmp_path, players, run, expect, choices=()):
    """A game of the test cards through the engine (the scenario language), its problems."""
    doc = {"scenario": "keyword action", "edition": "5.0", "cards": [str(CARDS)], "phase": "Afternoon",
           "players": players, "run": run, "expect": expect}
    if choices:
        doc["choices"] = list(choices)
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return Scenario(path).run().problems


# -- one meaning, whatever the wording -------------------------------------------------------------
@pytest.mark.parametrize("bracketed, plain", [
    ("{J} [Sacrifice] a Character.", "{J} Sacrifice a Character."),              # 7.3.36.a v5.0
    ("{J} [Exhaust] target Character.", "{J} Exhaust target Character."),         # 7.3.13.a v5.0
    ("{J} [Ready] target Character.", "{J} Ready target Character."),             # 7.3.28.a v5.0
    ("{J} [Discard] a card.", "{J} Discard a card."),                             # 7.3.7.a v5.0
    ("{J} [Discard] target Permanent.", "{J} Discard target Permanent."),
])
def test_the_bracketed_form_and_the_plain_verb_read_as_one(bracketed, plain):
    assert _reading(bracketed) == _reading(plain)


def test_what_one_sacrifices_is_ones_own_in_every_wording():
    """v5.0 7.3.36.a: a player sacrifices an object in play they control: the default ``controller: you`` is
    declared once, with the action (keywords.yaml ``unless_said``), and every wording has it."""
    declared = yaml.safe_load((RULES_DIR / "keywords.yaml").read_text(encoding="utf-8"))["actions"]
    assert declared["Sacrifice"]["params"]["what"]["unless_said"] == {"controller": "you"}
    for text in ("{J} [Sacrifice] a Character.", "{J} Sacrifice a Character.", "{J} Each opponent sacrifices a Robot.",
                 "{T}, Sacrifice a Character : Draw a card.",
                 "You may sacrifice a Character to reduce my cost by {2}."):
        assert '"controller": "you"' in json.dumps(_reading(text)), text
    # a Character the text says is another's is refused: one sacrifices only what one controls (``only``)
    with pytest.raises(DesignError):
        _reading("{J} [Sacrifice] a Character an opponent controls.")


def test_no_phrase_writes_a_keyword_actions_meaning_of_its_own():
    """One home: no phrase of the phrasebook writes the steps a keyword action's definition is made of (a
    plain "sacrifice" moving to the Discard pile, "exhaust" giving Exhausted), and a phrase naming an action
    whose object has a declared default reads it through ``$action``, which applies that default."""
    declared = yaml.safe_load((RULES_DIR / "keywords.yaml").read_text(encoding="utf-8"))["actions"]
    defaults = {name for name, spec in declared.items()
                if any(isinstance(p, dict) and p.get("unless_said") for p in (spec.get("params") or {}).values())}
    own_steps = []                     # (operator, its constant arguments): move to Discard, gain Exhausted ...
    for spec in declared.values():
        for step in spec.get("effect") or []:
            ops = [k for k in step if k not in ("rule", "note")]
            if len(ops) == 1 and isinstance(step[ops[0]], dict) and ops[0] not in ("do", "if", "set"):
                fixed = {k: v for k, v in step[ops[0]].items() if not isinstance(v, (dict, list)) and k != "as"}
                if fixed:
                    own_steps.append((ops[0], fixed))
    assert ("gain", {"status": "Exhausted"}) in own_steps and ("move", {"to": "Discard", "sacrifice": True}) in own_steps

    def written(node):
        if isinstance(node, dict):
            for k, v in node.items():
                yield k, v
                yield from written(v)
        elif isinstance(node, list):
            for v in node:
                yield from written(v)
    for path in sorted(GRAMMAR_DIR.rglob("*.yaml")):
        for phrase in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("phrases") or []:
            for key, arg in written(phrase.get("means")):
                if key in defaults:            # {do: {Sacrifice: ...}} written without its default
                    raise AssertionError(f"{path.name}: {phrase['phrase']} names {key} without $action")
                for op, fixed in own_steps:
                    if str(key).lstrip("$") == op and isinstance(arg, dict) and all(arg.get(k) == v for k, v in fixed.items()):
                        raise AssertionError(f"{path.name}: {phrase['phrase']} writes a step of {op} of its own")


# -- one event ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("watcher", ["Exhaust Watcher", "Exhaustion Clerk"])     # [Exhaust] / exhaust a Character
@pytest.mark.parametrize("spell", ["Plain Exhaustion", "Bracket Exhaustion"])
def test_a_reaction_to_exhaust_hears_every_wording(tmp_path, watcher, spell):
    """v5.0 7.3.13.a: to exhaust is to have an object gain Exhausted; "When you [Exhaust]" and "When you exhaust
    a Character" are one event, heard whichever way the action is printed (the Spells cost {0}: no Mana Orb
    is exhausted to pay them, 1.2.5.e)."""
    problems = _play(tmp_path, {1: {"Hand": [spell], "Expedition": {"hero": [watcher]}},
                                2: {"Expedition": {"hero": ["Test Dummy"]}}},
                     [{"play": {"player": 1, "card": spell, "from": "Hand"}}],
                     [{"player": 2, "card": "Test Dummy", "zone": "Expedition", "statuses": ["Exhausted"]},
                      {"player": 1, "card": watcher, "zone": "Expedition", "counters": {"boost": 1}}],
                     [{"player": 1, "pick": "Test Dummy"}])
    assert not problems, problems


def test_the_triggers_of_an_action_are_one_trigger():
    """"When you [Sacrifice]" and "When you sacrifice a Character" differ only by the object they name."""
    [bracketed] = _reading("When you [Sacrifice] — I gain 1 boost.")
    [plain] = _reading("When you sacrifice a Character — I gain 1 boost.")
    assert plain["reaction"]["trigger"] == {"does": {"who": "you", "action": "Sacrifice", "what": {"type": "Character"}}}
    assert bracketed["reaction"]["trigger"] == {"does": {"who": "you", "action": "Sacrifice"}}


@pytest.mark.parametrize("card", ["Bracket Offering", "Plain Offering"])
def test_a_sacrifice_offers_only_ones_own_characters(tmp_path, card):
    """v5.0 7.3.36.a, played: with one Character of one's own and one of the opponent's, nothing is left to
    choose; the opponent's stays."""
    problems = _play(tmp_path, {1: {"Hand": [card], "Mana": ["Ordis Trooper"], "Expedition": {"hero": ["Test Dummy"]}},
                                2: {"Expedition": {"hero": ["Exhaust Watcher"]}}},
                     [{"play": {"player": 1, "card": card, "from": "Hand"}}],
                     [{"player": 1, "zone": "Discard", "cards": ["Test Dummy"]},
                      {"player": 2, "zone": "Expedition", "sub": "hero", "cards": ["Exhaust Watcher"]}])
    assert not problems, problems


# -- who does a bare keyword action ----------------------------------------------------------------------
@pytest.mark.parametrize("then, theirs", [
    ("[Resupply]", False), ("[Resupplies]", True), ("draw a card", False), ("draws a card", True)])
def test_a_bare_verb_after_another_players_is_the_card_players(then, theirs):
    """v5.0 7.3.31.a: "Target opponent sacrifices a Character, then [Resupply]": a verb in its base form after
    one inflected for the opponent is said to the card's player; inflected, it is the opponent's."""
    steps = _reading(f"{{J}} Target opponent sacrifices a Character, then {then}.")[0]["reaction"]["effect"]
    inner = steps[1]["as_player"]["do"]
    last = json.dumps(steps[-1] if not theirs else inner[-1])
    assert ("Resupply" in last or "Draw" in last) and (len(steps) == (2 if theirs else 3)), steps


def test_an_object_verb_that_does_not_agree_is_refused_at_its_place():
    with pytest.raises(DesignError) as e:
        parse_abilities("{J} Target Character gains 1 boost and lose [[Fleeting]].")
    assert e.value.column == 40 and "'lose' does not agree" in e.value.message


# -- costs -------------------------------------------------------------------------------------------------
def test_an_optional_cost_is_a_declared_cost():
    """5.1.2.c: "You may X to reduce my cost": X is read as the costs of quick actions are (the keyword
    action's one definition, cost ``do``) and compiled with them; nothing is left for the engine to read."""
    [ability] = _reading("You may discard a Character from your Reserve to reduce my cost by {2}.")
    paying = ability["passive"]["on_play"]["cost"]["paying"]
    assert paying == [{"do": {"Discard": {"what": {"type": "Character", "zone": "Reserve", "owner": "you",
                                                   "count": 1}}}}]
    book = load_rulebook()
    [passive] = book.text_program("You may sacrifice a Character to reduce my cost by {2}.").passives
    assert all(callable(part) for part in passive.cost["paying"])


@pytest.mark.parametrize("card, players, expect", [
    ("Hungry Idol",                       # 7.3.36.a: one's own Character; the payer crashed (KeyError 'zone')
     {1: {"Hand": ["Hungry Idol"], "Mana": ["Ordis Trooper"] * 2, "Expedition": {"hero": ["Test Dummy"]}},
      2: {"Expedition": {"hero": ["Exhaust Watcher"]}}},
     [{"player": 1, "zone": "Discard", "cards": ["Test Dummy"]},
      {"player": 2, "zone": "Expedition", "sub": "hero", "cards": ["Exhaust Watcher"]}]),
    ("Reserve Eater",                     # a Character, not the Spell beside it (the payer ignored the type)
     {1: {"Hand": ["Reserve Eater"], "Reserve": ["Idle Thought", "Test Dummy"], "Mana": ["Ordis Trooper"] * 2}},
     [{"player": 1, "zone": "Discard", "cards": ["Test Dummy"]},
      {"player": 1, "zone": "Reserve", "cards": ["Idle Thought"]}]),
    ("Weary Idol",                        # 7.3.16.b v5.0: an exhausted Character cannot be exhausted again
     {1: {"Hand": ["Weary Idol"], "Mana": ["Ordis Trooper"] * 2,
          "Expedition": {"hero": [{"card": "Test Dummy", "statuses": ["Exhausted"]}, "Sacrifice Watcher"]}}},
     [{"player": 1, "card": "Sacrifice Watcher", "zone": "Expedition", "statuses": ["Exhausted"]}]),
])
def test_an_optional_cost_is_paid_as_declared(tmp_path, card, players, expect):
    """5.1.2.c: with 2 Mana, a {4} card is played paying its optional cost instead of {2}."""
    problems = _play(tmp_path, players, [{"play": {"player": 1, "card": card, "from": "Hand", "to": "hero"}}],
                     expect + [{"player": 1, "card": card, "zone": "Expedition"}])
    assert not problems, problems


def test_an_optional_cost_that_cannot_be_paid_is_not_offered(tmp_path):
    """5.1.2.c: with no Character of one's own, Hungry Idol costs {4}: 2 Mana cannot play it."""
    problems = _play(tmp_path, {1: {"Hand": ["Hungry Idol"], "Mana": ["Ordis Trooper"] * 2},
                                2: {"Expedition": {"hero": ["Test Dummy"]}}},
                     [{"play": {"player": 1, "card": "Hungry Idol", "from": "Hand", "to": "hero"}}],
                     [{"player": 1, "card": "Hungry Idol", "zone": "Hand"}])
    assert problems and "cannot play Hungry Idol" in problems[0]


def test_what_an_action_acted_on_is_them_after_it():
    """"Discard each Character in target Expedition. They gain [[Fleeting]].": "they" are the cards the action
    discarded, the name its definition binds (keywords.yaml ``them``), not the Expedition."""
    steps = _reading("{J} Discard each Character in target Expedition. They gain [[Fleeting]].")[0]["reaction"]["effect"]
    declared = yaml.safe_load((RULES_DIR / "keywords.yaml").read_text(encoding="utf-8"))["actions"]["Discard"]
    assert steps[-1] == {"gain": {"what": {"var": declared["them"]}, "status": "Fleeting"}}
    assert declared["effect"][-1]["move"]["as"] == declared["them"]
