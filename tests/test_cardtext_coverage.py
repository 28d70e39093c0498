"""Every Beyond the Gates text reads; new texts in the same style read; explain; speed."""
from __future__ import annotations

import json

import pytest

from altered.cardtext import parse_abilities, parse_texts
from altered.tools.explain import explain, explain_jsonl
from altered.tools.textcoverage import coverage
from altered.cardtext.corpus import set_texts


def test_all_313_texts_parse_and_transform():
    ok, total, failures = coverage()
    assert total == 313
    assert failures == []
    assert ok == 313


@pytest.mark.editions("3.0", "5.0")
def test_every_ability_has_one_kind_and_its_text(parse):
    # 1.2.4.c: every ability of the set reads, under each edition's words, as one kind of ability
    kinds = {"keyword", "status", "reaction", "quick", "passive", "effect"}
    for text, support in set_texts():
        for ability in parse(text, support=support):
            assert len(kinds & set(ability)) == 1, ability
            assert ability["text"]
            assert ability.get("support", False) == support


def test_new_text_target_opponent_discards_from_reserve():
    (a,) = parse_abilities("{H} Target opponent discards a card from their Reserve.")
    r = a["reaction"]
    assert r["symbol"] == "H" and r["trigger"] == {"played": {"what": "self", "from": "Hand"}}
    choose, act = r["effect"]
    assert choose["choose"]["from"] == {"players": "opponents"} and choose["choose"]["target"] is True
    assert act["as_player"]["who"] == {"var": choose["choose"]["as"]}
    pick, move = act["as_player"]["do"]
    assert pick["choose"]["from"] == {"zone": "Reserve", "owner": "you"}
    assert move == {"do": {"Discard": {"what": {"var": pick["choose"]["as"]}}}}


def test_new_text_two_soldier_tokens_in_companion_expedition():
    (a,) = parse_abilities("{R} Create two [Ordis Recruit 1/1/1] Soldier tokens in your Companion Expedition.")
    assert a["reaction"]["effect"] == [{"create": {
        "name": "Ordis Recruit", "stats": {"forest": 1, "mountain": 1, "water": 1}, "subtypes": ["Soldier"],
        "count": 2, "in": {"markers": {"owner": "you", "side": "companion"}}}}]


def test_explain_reads_like_the_rules():
    assert explain("{R} I gain 2 boosts.").splitlines() == [
        "{R} I gain 2 boosts.",
        "  reads as: {R} I gain 2 boosts.",
        "  Reaction {R} — when: I am played from Reserve · effect: I gain 2 boost counters"]
    lines = explain("{T}, Discard a card from your Reserve: Draw a card.").splitlines()
    assert lines[1] == "  reads as: {T}, Discard (a card (from your Reserve)): Draw a card."
    assert lines[2].startswith("  Quick action — cost: exhaust me {T}, do Discard (what: 1 of cards in your Reserve)")
    # a keyword in a filter is shown ("a [Gigantic] Character" is not any Character)
    assert "Gigantic Characters you control" in explain(
        "If you control a [Gigantic] Character, all regions are {O} and lose their other terrains.")


def test_explain_every_text():
    for text, support in set_texts():
        abilities = parse_abilities(text, support=support)
        assert explain(text, support=support, token=None).count("\n") >= len(abilities)   # cards not given
    # reminder text alone (a token's) has no ability (2.2.11.c)
    assert parse_abilities("(If I leave the Expedition zone, remove me from the game.)") == []


def test_explain_jsonl():
    lines = ["{H} Draw a card.", json.dumps({"text": "{D} : [Resupply].", "support": True}), "{H} [Sabotge]."]
    out = list(explain_jsonl(lines))
    assert [o["ok"] for o in out] == [True, True, False]
    assert out[1]["abilities"][0]["support"] is True
    assert out[2]["error"].startswith("1:6: ") and "Sabotage" in out[2]["error"]
    assert set(out[0]) >= {"text", "ok"} and "error" not in out[0]


def test_the_data_cache_gives_back_what_was_parsed(tmp_path):
    # speed is measured by python -m altered.tools.textbench and .setbench (fresh processes), not here
    items = set_texts()
    data = parse_texts(items, cache_dir=tmp_path)
    assert list(tmp_path.glob("cardtext-data-*.json"))
    again = parse_texts(items, cache_dir=tmp_path)
    assert again == data and len(data) == 313


def test_parse_texts_warms_parse_abilities(tmp_path):
    import altered.cardtext.api as api
    items = set_texts()
    parse_texts(items, cache_dir=tmp_path)
    api._MEMO.clear()
    data = parse_texts(items, cache_dir=tmp_path)          # read back from the cache file
    text, support = items[0]
    assert api._MEMO and parse_abilities(text, support=support) == data[("S:" if support else "") + text]
    first = parse_abilities(text, support=support)
    first[0]["text"] = "changed"                           # callers get their own copy
    assert parse_abilities(text, support=support)[0]["text"] != "changed"
