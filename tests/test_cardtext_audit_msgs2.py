"""Refusals that say what to write, second list (issue 31; outside audits E, F and G of session 46): every text
is "either read right or refused at its place with a message that says what to write". Each class is checked
with the auditors' texts and new wordings of the same shape: the column, what the message says, and that the
wording it suggests reads. The words are mistakes of the phrasebook (grammar/phrases/mistakes.yaml), but one
class read now: a card a quick action's cost picked in your Reserve is yours (3.1.2.c), so it may be put in
your hand."""
from __future__ import annotations

import pytest

from altered.rulebook import load_rulebook
from readings import reads, refused_at, refused_saying


# text, the word refused, what the message says, a wording it suggests (which reads), edition
CASES = [
    # ("on the bottom of" a deck, refused here with "at the bottom of" (audit E), reads as it since session 48:
    # tests/test_cardtext_audit_empty.py)
    # "If they do" asked of each player in turn (6.5.c): not read yet, said so; of one player it reads
    ("{J} Each opponent discards a card. If they do, draw a card.", "If they", "not read yet",
     "{J} Target opponent discards a card. If they do, draw a card.", None),
    ("{J} Each opponent discards a card. If they can't, draw a card.", "If they", "not read yet",
     "{J} Target opponent discards a card. If they do, draw a card.", None),
    # {H} (7.1.1) is a trigger, not a cost: its effect follows it, a cost in it is a choice
    ("{H}, Discard a card from your hand: Draw a card.", ",", "not\n      a cost".replace("\n      ", " "),
     "{H} You may discard a card from your hand. If you do, draw a card.", None),
    ("{J}, Exhaust a Character you control: Draw a card.", ",", "not a cost",
     "{J} You may discard a card from your hand. If you do, draw a card.", None),
    # "for each" after an action (6.5.i): written first
    ("{J} Target opponent discards a card for each Character they control.", "for each", "'For each' first",
     "{J} For each Character target opponent controls, they discard a card.", None),
    ("{J} Each opponent sacrifices a Character for each boost I have.", "for each", "'For each' first",
     "{J} For each Character you control, draw a card.", None),
    # statistics (2.2.5): written with their symbol; one card's own statistic chooses no target yet (session 48,
    # audit Q §3b: the hint was 'with total {V} of N or less', a total over several targets, wrong for one card)
    ("{J} If my forest power is 3 or more, draw a card.", "forest", "'no statistic over N'",
     "{J} Send to Reserve target Character with no statistic over 3.", None),
    ("{J} Target Character with forest power 4 or more gains 1 boost.", "forest", "'no statistic over N'",
     "{J} Send to Reserve any number of target Characters with total {M} of 4 or less.", None),
    ("{J} Target Character with {V} 2 or less gains 1 boost.", "{V} 2", "one card's own statistic",
     "{J} Send to Reserve target Character with no statistic over 3.", None),
    ("{J} Send to Reserve target Character with {M} 3 or less.", "{M} 3", "the sum over several targets",
     "{J} Send to Reserve target Character with no statistic over 3.", None),
    ("{J} If you control no more than one other Character, draw a card.", "more", "'one or fewer'",
     "{J} If you control one or fewer other Characters, draw a card.", None),
    ("{J} If an opponent controls no more than two Characters, draw a card.", "more", "'two or fewer'",
     "{J} If an opponent controls two or fewer Characters, draw a card.", None),
    ("{J} If it had 2 or more boosts, draw a card.", "had", "'If I have 2 or more",
     "{J} If I have 2 or more boosts, draw a card.", None),
    # 5.0's words written out: {J}; [Take control]; a trigger on a keyword action; a keyword under a condition
    ("When I enter play — Draw a card.", "enter", "{J}", "{J} Draw a card.", "5.0"),
    ("When I enter play — Draw a card.", "enter", "{J}", "{J} Draw a card.", None),
    ("{J} Take control of target Character.", "of", "'[Take control] of target Character'",
     "{J} [Take control] of target Character.", "5.0"),
    ("{J} Take control of target Character.", "of", "--edition 5.0", None, None),
    ("As long as I'm [[Boosted]], I have [Tough 1].", "[Tough", "not read yet",
     "As long as I'm [[Boosted]], I have +1/+1/+1.", None),
    ("As long as I'm in {V}, I have [Seasoned].", "[Seasoned", "not read yet",
     "As long as I'm in {V}, I have +1/+1/+1.", None),
]


@pytest.mark.parametrize("text, word, says, suggested, edition", CASES)
def test_refused_at_its_place_saying_what_to_write(text, word, says, suggested, edition):
    refused_saying(text, word, says, suggested, edition)


@pytest.mark.parametrize("text", [
    "When a Character you control [Defects] — Draw a card.",
    "When a Character you control [Ascends] — Draw a card.",
    "When a Character an opponent controls [Defects] — I gain 1 boost.",
])
def test_a_trigger_on_a_keyword_action_says_it_is_not_read(text):
    """The hint "did you mean 'Defect'?" led nowhere ("[Defect]" in a trigger is refused too, audit F): a keyword
    action reads in an effect, a trigger on it is not read yet."""
    e = refused_at(text, "[", "5.0")
    assert "trigger on it" in e.message and "not read yet" in e.message and "did you mean" not in e.message
    reads("{J} Target Character [Defects].", "5.0")


@pytest.mark.parametrize("text", [
    "{J} Return all cards from your Reserve to your hand. Draw that many cards.",
])
def test_that_many_after_all_gives_the_right_reason(text):
    """'all' does count (audit E said the verb "neither counts objects" was a wrong reason): how many 'all' acted
    on is not kept after a verb that keeps no trace of them, said at 'that many'. After Discard and Sacrifice it
    is kept and read (audit s49 V; tests/test_cardtext_audit_msgs49.py)."""
    e = refused_at(text, "that many")
    assert "'all'" in e.message and "not read yet" in e.message and "neither counts" not in e.message


@pytest.mark.parametrize("text,var", [
    ("{J} Discard all cards from your hand. Draw that many cards.", "discarded"),
    ("{J} Sacrifice all tokens you control. Draw that many cards.", "sacrificed"),
])
def test_that_many_after_all_counts_what_was_discarded_or_sacrificed(text, var):
    """6.5.f: the keyword action keeps what it acted on (keywords.yaml them:), counted by 'that many'."""
    [ability] = reads(text)
    assert ability["reaction"]["effect"][-1] == {"do": {"Draw": {"count": {"count": {"var": var}}}}}


@pytest.mark.parametrize("text", [
    "Exhaust target card in your Reserve: Put it in your hand.",
    "Exhaust a card in your Reserve: Put it in your hand.",
    "{T}, Exhaust target card in your Reserve: Put it in your hand.",
])
def test_a_card_a_cost_picked_in_your_reserve_goes_to_your_hand(text):
    """3.1.2.c: a card goes to its owner's personal zone, so a card in your Reserve is yours, and so is your hand
    what it goes to: read (it was refused as "may be another player's card", audit E)."""
    [ability] = reads(text)
    quick = ability["quick"]
    [name] = [c["as"] for c in quick["cost"] if isinstance(c, dict) and "do" in c and "as" in c]     # (beside "do")
    assert quick["effect"] == [{"move": {"what": {"var": name}, "to": "Hand"}}]


@pytest.mark.parametrize("text, word", [
    ("Exhaust target card in an opponent's Reserve: Put it in your hand.", "your hand"),
    ("Exhaust target Character you control: Put it in your hand.", "your hand"),   # control is not ownership, 7.5
])
def test_a_card_a_cost_picked_elsewhere_is_still_refused(text, word):
    e = refused_at(text, word)
    assert "another player's card" in e.message


# -- set words: explain and check agree on what a set's vocabulary.yaml brings (audits F and G) -------------

SET_WORDS = [
    "{J} Target Character gains 2 boosts, up to a max of 3.",
    "{J} Target Character gains 2 Morale counters.",
    "{R} I gain 1 boost, up to a max of 2.",
]


@pytest.mark.parametrize("text", SET_WORDS)
def test_explain_says_which_sets_words_a_text_read_with(text):
    """explain reads with every bundled set's words (cards_dsl/*/vocabulary.yaml); a text the rules' own words
    don't read says which set's it read with, since a card file reads only its own set's words."""
    from altered.tools.explain import explain
    book = load_rulebook()
    out = explain(text, book=book)
    assert "read with the words of set wfm (cards_dsl/wfm/vocabulary.yaml)" in out, out
    assert "set wfm" not in explain("{J} Target Character gains 2 boosts.", book=book)


@pytest.mark.parametrize("text", SET_WORDS)
def test_a_card_file_of_another_set_says_where_the_words_are_declared(text, tmp_path, capsys):
    """The same text in a new set's card file is refused at its word, and says which set declares the words and
    that this card's set declares its own in its vocabulary.yaml."""
    from altered.cli.main import main
    from readings import CARD
    path = tmp_path / "mine.yaml"
    path.write_text(CARD.format(text=text), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    [line] = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    assert "this text reads with the words of set wfm (cards_dsl/wfm/vocabulary.yaml)" in line, line
    assert f"vocabulary.yaml of this card's set ({tmp_path / 'vocabulary.yaml'})" in line, line
    word = "max" if "max" in text else "Morale"
    column = len('    text: "') + text.index(word) + 1
    assert line.startswith(f"{path}:13:{column}: unexpected '{word}'"), line
