"""Keyword abilities (7.4), printed statuses (2.4) and keyword actions (7.3) in card text."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # card text reads the same in v5.0


@pytest.fixture
def one(parse):
    def read(text, **kw):
        abilities = parse(text, **kw)
        assert len(abilities) == 1, abilities
        ability = dict(abilities[0])
        ability.pop("text")
        return ability
    return read


def test_keyword_ability_alone(one):
    # 7.4.2 Defender, 7.4.3 Eternal, 7.4.4 Gigantic, 7.4.6 Seasoned
    for name in ("Defender", "Eternal", "Gigantic", "Seasoned", "Cooldown"):
        assert one(f"[{name}].") == {"keyword": name}


def test_tough_carries_its_number(one):
    # 7.4.7.b: Tough is always followed by a number
    assert one("#[Tough\u00a02].# (Opponents must pay\u00a0{2} to target me.)") == {"keyword": "Tough", "value": 2}


def test_tough_x_takes_its_value_from_where(one):
    # 7.4.7: [Tough X], where X is ...
    assert one("[Tough X], where X is the number of plants you control.") == {
        "keyword": "Tough", "value": {"count": {"subtype": "Plant", "controller": "you"}}}
    assert one("[Tough X], where X is the number of regions between your Hero and Companion.") == {
        "keyword": "Tough", "value": {"regions_between": "you"}}


def test_several_keywords_on_one_line_are_several_abilities(parse):
    # 1.2.4.b: several keywords may appear on the same line
    abilities = parse("[Gigantic], [Tough 1].")
    assert [(a["keyword"], a.get("value")) for a in abilities] == [("Gigantic", None), ("Tough", 1)]


def test_printed_status_of_a_spell(one):
    # 2.4.6: a Fleeting Spell goes to the Discard pile after it resolves
    assert one("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)") == {
        "status": "Fleeting"}


def test_keyword_actions_are_do_steps(one):
    # 7.3.22 Resupply, 7.3.24 Sabotage, 7.3.2 After You
    assert one("[Resupply].") == {"effect": [{"do": "Resupply"}]}
    assert one("[Sabotage], then [Resupply].") == {"effect": [{"do": "Sabotage"}, {"do": "Resupply"}]}
    assert one("[Resupply], then [Resupply] again.") == {"effect": [{"do": "Resupply"}, {"do": "Resupply"}]}
    assert one("{D} : [After You].") == {"quick": {"cost": ["discard_self"], "effect": [{"do": "After You"}]}}


def test_inflected_keyword_action(one):
    # "Each player [Resupplies]": the verb form maps back to the keyword action
    assert one("{H} Each player #[Resupplies].#")["reaction"]["effect"] == [
        {"each_player": {"do": [{"do": "Resupply"}]}}]


def test_granted_keywords(one):
    # 7.4.7 / 7.4.4 given to other objects by a passive ability
    assert one("Characters you control are [Tough\u00a02].") == {
        "passive": {"grant": {"to": {"type": "Character", "controller": "you"}, "keyword": "Tough", "value": 2}}}
    assert one("#Tokens you control are [Gigantic].#") == {
        "passive": {"grant": {"to": {"token": True, "controller": "you"}, "keyword": "Gigantic"}}}


def test_conditional_keyword(one):
    # 6.5.d "unless": I am Defender while the condition is false
    assert one("I am [Defender] unless you control two or more other Plants.") == {"passive": {"grant": {
        "to": "self", "keyword": "Defender",
        "if": {"not": {"gte": [{"count": {"subtype": "Plant", "not": "self", "controller": "you"}}, 2]}}}}}
