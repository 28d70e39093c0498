"""Quick actions "Cost: Effect" (2.2.11.k) and their costs (7.1.4, 6.4)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.editions("3.0", "5.0")   # card text reads the same in v5.0


@pytest.fixture
def quick(parse):
    def read(text):
        (a,) = parse(text)
        return a["quick"]
    return read


def test_exhaust_and_mana_with_or_without_a_space_before_the_colon(quick):
    # 7.1.4.a {T} exhaust me, 7.1.4.c mana
    assert quick("{2}, {T} : Draw a card.") == {"cost": [{"mana": 2}, "exhaust_self"],
                                                "effect": [{"do": {"Draw": {"count": 1}}}]}
    assert quick("{2}, {T}: Draw a card.") == quick("{2}, {T} : Draw a card.")


def test_discard_me_from_reserve(quick):
    # 7.1.4.b {D}
    assert quick("{D} : [Resupply].")["cost"] == ["discard_self"]


def test_verbal_costs(quick):
    # 6.4.a: a cost is one step even with several verbs; 7.3.27 spend counters; 7.3.25 sacrifice
    assert quick("{T}, Discard a card from your Reserve: Draw a card.")["cost"] == [
        "exhaust_self", {"do": {"Discard": {"what": {"zone": "Reserve", "owner": "you", "count": 1}}}}]
    assert quick("{T}, Sacrifice a Character: [After You].")["cost"] == [
        "exhaust_self", {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}}]
    assert quick("{T}, Spend 1 of my Kelon counters: Draw a card.")["cost"] == [
        "exhaust_self", {"spend": {"name": "Kelon", "count": 1}}]


def test_x_mana_nobody_chooses_is_refused():
    # 7.1.4.c: a mana cost is paid by exhausting that many Mana Orbs; nothing chooses X, so the cost and the
    # effect read a number nobody says (the engine once stopped with an error when paying it)
    from readings import refused
    e = refused("{X}, {T} : I gain X boosts.")
    assert "X is not said here" in e.message and e.column == 1


def test_extra_cost_and_activation_condition(quick):
    q = quick('{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition with "When you '
              'sacrifice a Character\u00a0— I gain 2 boosts". This action costs {1} more if you are not '
              'the first player.')
    assert q["cost"] == ["exhaust_self", {"if": {"not": {"is": ["you", "first_player"]}}, "then": [{"mana": 1}]}]
    q = quick("{T} : [After You]. You can only activate this if you are the first player.")
    assert q == {"cost": ["exhaust_self"], "effect": [{"do": "After You"}], "if": {"is": ["you", "first_player"]}}


def test_token_with_an_ability(quick):
    # 2.2.11.f: a token's abilities are written in quotes after "with"
    (create,) = quick('{T} : Create a [Maw 0/0/0] Companion token in your Companion Expedition with '
                      '"When you sacrifice a Character\u00a0— I gain 2 boosts".')["effect"]
    spec = create["create"]
    assert spec["name"] == "Maw" and spec["stats"] == {"forest": 0, "mountain": 0, "water": 0}
    assert spec["in"] == {"markers": {"owner": "you", "side": "companion"}}
    (ability,) = spec["abilities"]
    assert ability["text"] == "When you sacrifice a Character — I gain 2 boosts"
    assert ability["reaction"]["trigger"] == {"does": {"who": "you", "action": "Sacrifice", "what": {"type": "Character"}}}


def test_next_card_costs_less_is_an_ongoing_emblem(quick):
    # 2.2.14.c: "The next card you play this turn costs {1} less" creates an Ongoing Emblem
    assert quick("{D} : The next card you play this turn costs {1} less.")["effect"] == [
        {"emblem": {"duration": "turn", "passive": {"on_play": {
            "what": {}, "by": "you", "next": True, "cost": {"change": -1}}}}}]


def test_next_spell_is_free_and_loses_fleeting_from_hand(quick):
    (emblem,) = quick("{T} : The next Spell you play this turn is free. If you play it from your hand, "
                      "it loses [[Fleeting]].")["effect"]
    on_play = emblem["emblem"]["passive"]["on_play"]
    assert on_play["cost"] == {"free": True}
    assert on_play["also"] == [{"if": {"played_from": "Hand"}, "then": [{"lose": {"what": "it", "status": "Fleeting"}}]}]


def test_next_character_from_hand_activates_its_r_abilities(quick):
    # 7.3.1.b activate a reaction
    (emblem,) = quick("{T} : The next Character you play from your hand this turn activates its {r} abilities "
                      "(as if it had been played from Reserve).")["effect"]
    assert emblem["emblem"]["passive"]["on_play"] == {
        "what": {"type": "Character"}, "by": "you", "from": "Hand", "next": True,
        "also": [{"activate": {"what": "it", "symbols": ["R"]}}]}
