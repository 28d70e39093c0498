"""What an action moved, tested "this way" (an outside audit of invented texts; issue: every reading checked
against its meaning).

"[Sabotage]. If you discarded a card from an opponent's Reserve this way, I gain 2 boosts." tested the card in
the Discard pile for being in a Reserve and in the Discard pile at once: a new object (2.1.d) is never where the
old one was. What a card was and where it came from are read as it was before it moved (last known information,
2.1.h; v5.0 6.3.j-k), where it went on the new object; a destination the action does not move to is refused.
"[Exhausted Resupply]. If you put ... this way" and the plain verbs ("Discard up to one target card ... If you
discarded ... this way") were refused with a mistake of the phrasebook's own ("phrases/conditions.yaml:67:5:
... unknown @this_way"): every action that names what it moved names it "this way", and a name a meaning reads
where nothing set it is refused in the text's words (a name nothing binds at all, as the phrasebook loads).

A zone said in a test of one object is tested (it was not: "from your Reserve" tested the owner only). Played:
tests/scenarios/v5/2.1.h-discarded-this-way-*.yaml, 2.1.h-put-in-reserve-this-way-*.yaml and
7.3.14-exhausted-resupply-this-way-names-the-card-put-in-reserve.yaml (test cards in
tests/data/v5/audit-this-way-cards.yaml), each failing on the old reading.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from altered.cli.main import main
from readings import effect, refused

pytestmark = pytest.mark.editions("5.0")


def _this_way_test(steps):
    """The condition of the step after the action: (what it moved, the test of what it was, the test of where)."""
    cond = next(s["if"] for s in steps if "if" in s)["any"]
    was, now = cond["test"]["and"]
    return cond["in"], was["matches"], now["matches"]


@pytest.mark.parametrize("text, moved, filter, there", [
    ("{R} [Sabotage]. If you discarded a card from an opponent's Reserve this way, I gain 2 boosts.",
     "sabotaged", {"zone": "Reserve", "owner": "opponent"}, "Discard"),
    ("{H} [Sabotage]. If you discarded a card from your Reserve this way, draw a card.",
     "sabotaged", {"zone": "Reserve", "owner": "you"}, "Discard"),
    ("{H} [Sabotage]. If you discarded a [[Boosted]] Character this way, [Resupply].",
     "sabotaged", {"status": "Boosted", "type": "Character"}, "Discard"),
    ("{H} Discard up to one target card from a Reserve. If you discarded a card from an opponent's Reserve this "
     "way, draw a card.", "discarded", {"zone": "Reserve", "owner": "opponent"}, "Discard"),
    ("{J} Sacrifice a Character. If you discarded a [[Boosted]] Character this way, draw a card.",
     "sacrificed", {"status": "Boosted", "type": "Character"}, "Discard"),
    ("{J} Sacrifice a Character. If you discarded a Character from your Reserve this way, draw a card.",
     "sacrificed", {"type": "Character", "zone": "Reserve", "owner": "you"}, "Discard"),
    ("{H} [Resupply]. If you put a Character in Reserve this way, it gains 2 boosts.",
     "resupplied", {"type": "Character"}, "Reserve"),
    ("{J} [Exhausted Resupply]. If you put a Character in Reserve this way, it gains 1 boost.",
     "resupplied", {"type": "Character"}, "Reserve"),
    ("{J} Put a card from your hand in Reserve. If you put a Character in Reserve this way, it gains 1 boost.",
     "moved2", {"type": "Character"}, "Reserve"),
    ("{J} Return target Character to its owner's hand. If you put a [[Boosted]] Character in your hand this way, "
     "draw a card.", "moved2", {"status": "Boosted", "type": "Character"}, "Hand"),
])
def test_2_1_h_what_was_moved_this_way_is_read_as_it_was_and_where_it_went_as_it_is(text, moved, filter, there):
    """2.1.h: the card as it was before the move (its place, statuses, controller); the new object is where it
    went; a plain move names what it moved once "this way" reads it. Played:
    tests/scenarios/v5/2.1.h-discarded-this-way-is-read-as-it-was-in-the-reserve.yaml and
    2.1.h-put-in-reserve-this-way-names-what-a-plain-move-moved.yaml."""
    steps = effect(text)
    among, was, now = _this_way_test(steps)
    assert any(s.get("do") or s.get("move", {}).get("as") == moved for s in steps)
    assert among == {"var": moved}
    assert set(was["what"]) == {"was"} and was["filter"] == filter
    assert now["filter"] == {"zone": there} and "was" not in now["what"]


def test_7_3_14_exhausted_resupply_names_what_it_put_in_reserve_as_resupply_does():
    """keywords.yaml: Exhausted Resupply is Resupply, then the card exhausted; "it" after it is that card.
    Played: tests/scenarios/v5/7.3.14-exhausted-resupply-this-way-names-the-card-put-in-reserve.yaml."""
    plain = effect("{J} [Resupply]. If you put a Character in Reserve this way, it gains 1 boost.")
    exhausted = effect("{J} [Exhausted Resupply]. If you put a Character in Reserve this way, it gains 1 boost.")
    assert exhausted[0] == {"do": "Exhausted Resupply"}
    assert exhausted[1:] == plain[1:]
    assert plain[1]["then"][0]["counters"]["what"] == {"var": "resupplied"}


@pytest.mark.parametrize("text, words, went", [
    ("{H} [Sabotage]. If you put a card in Reserve this way, draw a card.", "you put a card in Reserve", "Discard"),
    ("{J} [Resupply]. If you discarded a card this way, draw a card.", "you discarded a card", "Reserve"),
    ("{J} [Exhausted Resupply]. If you discarded a Spell this way, draw a card.", "you discarded a Spell",
     "Reserve"),
    ("{J} Send target Character to Reserve. If you discarded a Character this way, draw a card.",
     "you discarded a Character", "Reserve"),
])
def test_a_place_the_action_does_not_move_to_is_refused_at_the_words(text, words, went):
    """The test could never hold: refused rather than read as a condition that never is."""
    e = refused(text)
    assert text[e.column - 1:].startswith(words)
    assert f"the action before it puts them in {went}" in e.message


@pytest.mark.parametrize("text, words", [
    ("{J} If you discarded a card this way, draw a card.", "you discarded a card this way"),
    ("{J} Exhaust target Character. If you put a Character in Reserve this way, draw a card.",
     "you put a Character in Reserve this way"),
])
def test_this_way_with_no_action_naming_what_it_moved_is_refused_in_the_texts_words(text, words):
    """"This way" is the last action's way: after none, or after an action that moves nothing, it is refused at
    its words, saying which actions name what they moved; never a mistake of the phrasebook."""
    e = refused(text)
    assert text[e.column - 1:].startswith(words)
    assert e.message.startswith(f"'{words}' speaks of what an action that moves cards moved (")
    assert "[Sabotage]" in e.message and "yaml" not in e.message and "@" not in e.message


SET = Path(__file__).parent / "data" / "set-phrases"
UNUSED = '''  - phrase: bewilder
    category: verb
    subject: player
    say: "bewilder {what:noun}"
    means: [{gain: {what: "@thsi_way", status: Asleep}}]
'''


def test_a_meaning_reading_a_name_nothing_binds_is_one_located_line_at_load(tmp_path, capsys):
    """Checked as the phrasebook loads, so that a text can only meet a name some phrase or combinator binds
    (then refused in its own words when nothing before it did)."""
    folder = tmp_path / "my-set"
    shutil.copytree(SET, folder)
    vocabulary = folder / "vocabulary.yaml"
    vocabulary.write_text(vocabulary.read_text(encoding="utf-8") + UNUSED, encoding="utf-8")
    assert main(["check", "--cards", str(folder)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith(f"{vocabulary}:15:27: phrase 'bewilder': '@thsi_way' in its meaning is bound by no "
                          f"phrase (let:, binds:) nor combinator; did you mean '@this_way'?"), err
