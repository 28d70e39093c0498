"""Issue 31, session 59: the class outside audit S13B left open, and the classes of outside audit S14B (940 texts;
S14A, 834 texts, found none).

- S13B W2 "When you [Discard]" / "When an opponent [Discards]" did not hear a [Sabotage] or a sacrifice, which the
  rules define as discards (7.3.24.a, 7.3.25.a; v5.0 7.3.35.a, 7.3.36.a-b): keywords.yaml declares those actions
  kinds of Discard (``is_a``), and the trigger on an action hears its kinds.
- S14B W1 placing a Terrain Marker and creating a token in a zone (the Landmark zone) were read and played under
  the base rules, where tokens are Characters created in Expeditions (7.3.4.a) and there are no Terrain Markers:
  refused with the edition they need (keywords.yaml ``later_editions``, a step's parameter as ``step.parameter``).
- S14B W2 "Target Character [Exchanges Boosts] with target Character" offered the first target again: each object
  may be chosen only once per step as a target (6.5.b); a later step may choose it again.
Outside audits S15A/S15B of this session's tree (1,626 texts):
- S15A W2 a set's verb of two steps ("thaw": loses [[Asleep]], gains 1 boost) choosing what it acts on offered what
  its first step could change only: one decision of the verb (6.1.g), the choice offers what one of its steps can.
- S15A W1 "that many" after such a verb counted what its last step changed: refused, as "If you do" there (6.5.f).
- S15B W1 a trigger on a keyword action heard it when it could not be done (readying a ready Character, doubling
  no boost, [Augment] with no counter, [Take Control] of one's own): the action's can_pay, what "If you do" asks,
  is asked before it is done; not done, it is not heard (1.4.1.c, 6.5.f).
- S15B W2 (in part) Morning's Prepare readied without the keyword action Ready, so "When you [Ready]" did not hear
  it: day.yaml's Prepare is each player's [Ready] (4.2.1.c, 7.3.18; one definition of the action).
- S15A U2 a keyword a set's vocabulary declares and no rule defines (7.4) did nothing, silently: refused.
- S16A W6 "Target Expedition moves forward one region. If you do" after "can't move forward this Day": not moved, yet
  "If you do" held: the record of what a step changed read its ``what``, and an Expedition's move names it ``marker``.
- S14A (not a wrong reading, but silence): a Reaction on a Spell card that is never activated ("{J}", "When you play a
  Spell") passed `check`: a Spell is never in play (5.2.4) and abilities work in play unless they say where
  (1.2.4.d): refused."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.loading.errors import DesignError
from readings import effect_in, refused_saying, scenarios_play

EDITIONS = [None, "5.0"]
SCENARIOS = Path(__file__).parent / "scenarios" / "rules" / "s59"
BOTH = ["7.3.24.a-discard-heard-in-sabotage-and-sacrifice", "6.5.b-audit14b-one-step-two-targets",
        "6.1.g-audit15a-a-verb-of-two-steps-is-one-decision", "6.5.f-audit15b-an-action-not-done-is-not-heard",
        "4.2.1.c-audit15b-prepare-is-each-player-readying", "1.4.1.c-audit16a-moves-forward-one-region-forbidden"]
PHRASES = Path(__file__).parent / "data" / "s59-phrases"


@pytest.mark.parametrize("edition", EDITIONS)
def test_sabotage_and_sacrifice_are_discards_and_a_step_targets_an_object_once(edition):
    scenarios_play(SCENARIOS, "*.yaml", BOTH, edition)


@pytest.mark.parametrize("text, word, rule", [
    ("{J} Place a {V} terrain marker on my region.", "terrain marker", "3.2.1.d"),
    ("At Noon — Place a {O} terrain marker on my region. Draw a card.", "terrain marker", "3.2.1.d"),
    ("{J} Create a [Sprout 0/0/0] Plant token in your Landmarks.", "token", "7.3.30.a"),
    ("{J} Create a [Lantern 0/0/0] token in your Landmark zone. Draw a card.", "token", "7.3.30.a"),
])
def test_words_of_edition_5_are_refused_under_the_base_rules_and_read_under_5(text, word, rule):
    refused_saying(text, word, (f"Comprehensive Rules 5.0 ({rule})", "--edition 5.0"), None)
    assert effect_in(text, "5.0")


def _choices(text, edition):
    return [s["choose"] for s in effect_in(text, edition) if "choose" in s]


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_second_target_of_one_step_is_not_the_first(edition):
    first, second = _choices("{J} Target Character you control [Exchanges Boosts] with target Character.", edition)
    assert second["from"]["not"] == {"var": first["as"]}
    # apart by their words already: no exclusion to add
    _, second = _choices("{J} Target Character you control [Exchanges Boosts] with target Character an opponent "
                         "controls.", edition)
    assert "not" not in second["from"]
    # another step may choose it again (6.5.b)
    for text in ("{J} Choose target Character. It [Exchanges Boosts] with target Character.",
                 "{J} Target Character gains 1 boost and target Character gains 2 boosts."):
        assert all("not" not in c["from"] for c in _choices(text, edition)), text


def _set_reader(edition):
    from altered.loading.rules.editions import with_edition
    from altered.rulebook import load_rulebook
    return load_rulebook(variants=with_edition(None, edition)).card_parser(PHRASES)


@pytest.mark.parametrize("edition", EDITIONS)
def test_that_many_after_a_verb_of_two_steps_is_refused(edition):
    from altered.cardtext.api import parse_abilities
    parser = _set_reader(edition)
    for text in ("{J} Kindle up to two target Characters. Draw that many cards.",
                 "{J} Kindle up to two Characters you control. I gain that many boosts."):
        with pytest.raises(DesignError, match="'that many' after 2 steps on what"):
            parse_abilities(text, parser=parser)
    [ability] = parse_abilities("{J} Kindle a Character you control.", parser=parser)
    choose = ability["reaction"]["effect"][0]["choose"]
    assert [next(iter(s)) for s in choose["able"]] == ["lose", "counters"]      # one of them (6.1.g)


@pytest.mark.parametrize("text, heard", [
    ("{J} Draw a card.", False),
    ("When you play a Spell — Draw a card.", False),
    ("Draw a card.\nAt Noon — Draw a card.", False),
    ("{H} Draw a card.", True),
    ("When I go to Reserve — Draw a card.", True),
])
def test_a_reaction_a_spell_never_activates_is_refused(tmp_path, capsys, text, heard):
    """1.2.4.d, 5.2.4: a Spell is never in play; its Reactions on its own being played or moved are heard."""
    from altered.cli.main import main
    cards = tmp_path / "cards.yaml"
    cards.write_text("set: {code: SPX, name: Spells}\ncards:\n  - {ref: SPX_A, version: SPX-001-C, name: Spell A, "
                     "faction: Axiom, type: Spell, rarity: common, hand_cost: 0, reserve_cost: 0,\n     text: "
                     f"{json.dumps(text)}}}\n", encoding="utf-8")
    code = main(["check", "--cards", str(cards)])
    out = capsys.readouterr()
    assert code == (0 if heard else 1), out
    assert heard or f"{cards}:" in out.out + out.err and "is never in play" in out.out + out.err


def test_a_keyword_a_set_declares_and_no_rule_defines_is_refused(tmp_path, capsys):
    """Audit S15A U2: a keyword of a set's vocabulary.yaml with no mechanics in keywords.yaml (7.4) did nothing in
    play and passed `check`: refused, naming the card."""
    from altered.cli.main import main
    (tmp_path / "vocabulary.yaml").write_text("keywords: [Sturdy]\n", encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(
        "set: {code: STU, name: Sturdy}\ncards:\n  - {ref: STU_A, version: STU-001-C, name: Sturdy One, faction: "
        "Axiom, type: Character, rarity: common, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1,\n"
        "     text: \"[Sturdy].\"}\n", encoding="utf-8")
    assert main(["check", "--cards", str(tmp_path)]) == 1
    out = capsys.readouterr()
    assert "the keyword 'Sturdy' has no mechanics in these rules" in out.out + out.err
