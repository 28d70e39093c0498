"""Text in parentheses, which an outside audit found dropped unread, in `explain` and in `altered check` alike:
"{J} Draw a card (two cards instead if you control a token)." read as "Draw a card", and a reminder that
disagreed with its keyword ("[Tough 1]. (Opponents must pay {3} to target me.)") played the keyword's standard
meaning without a word. Reminder text has no existence rules-wise (2.2.12.c v5.0, 2.2.11.c), so each
parenthesis is now told apart (cardtext/reminders.py): a reminder the rules declare (rules_yaml/cardtext.yaml
``reminders``) of a word printed before it is left out; after a keyword, keyword action or status, what is
not declared is read and compared with the word's declared meaning; a whole ability in parentheses is read as
that ability; anything else is refused at its place.

The whole ability is played by tests/scenarios/v5/2.2.12.c-a-whole-ability-in-parentheses-is-read.yaml (test
card in tests/data/v5/audit-parentheses-cards.yaml), which fails on the old reading.
"""
from __future__ import annotations

import pytest

from altered.cli.main import main
from altered.cardtext.api import default_parser, parse_abilities
from altered.cardtext.reminders import _compared, _declarations, reminder_findings
from altered.tools.explain import explain
from altered.loading.cards.split import Piece, Reminder
from readings import CARD, effect, parser_of, refused, refused_in

TEXT_KEY = '    text: "'             # what comes before a card's text on its line
CARD_TEXT = "text in parentheses that is no declared reminder of a word printed before it is card text"


@pytest.fixture(scope="module")
def v5():
    """The card-text parser of the v5.0 rules (the edition the audit read with)."""
    return parser_of("5.0")


@pytest.mark.parametrize("text, at", [
    ("{J} Draw a card (two cards instead if you control a token).", "two cards"),
    ("{J} I gain 1 boost. (I gain 2 boosts instead if I'm in {V}.)", "I gain 2"),
    ("{J} Draw a card. (If you control a token, draw two cards instead.) Then, I gain 1 boost.", "If you control"),
    ("{J} Target Character gains 2 boosts (3 if it's a token).", "3 if"),
    ("{J} Sacrifice a Character (not me). If you do, draw two cards.", "not me"),
    ("{J} Discard a card from your hand (opponents choose which).", "opponents choose"),
    ("{J} Target Character (other than me) gains [[Anchored]].", "other than"),
    ("{H} Sacrifice a Character (a token if you can). If you do, draw two cards.", "a token if"),
    ("At Noon — (Only if my Expedition is ahead.) Draw a card.", "Only if"),
    ('{J} Create a [Brassbug 2/2/2] Robot token in my Expedition with "{J} Draw a card (two if you control a '
     'Landmark)."', "two if"),
    ("{J} Choose one: • Draw a card (two if I'm in {V}). • [Resupply].", "two if"),
    # a declared reminder where the word it reminds of is not printed: no reminder of anything here
    ("{J} Draw a card. (Discard me from Reserve to do this.)", "Discard me"),
    ("{J} Draw a card. (A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)", "A boost"),
])
def test_2_2_12_c_text_in_parentheses_that_reminds_of_nothing_is_refused_at_its_place(text, at):
    """2.2.12.c v5.0: a parenthesis that is no reminder of a word before it is card text written in
    parentheses; it was removed unread (the card read without it). Refused at its first word, saying what to
    write, with the bundled rules and with v5.0's."""
    for e in (refused(text), refused_in(text, "5.0")):
        assert CARD_TEXT in e.message and "write it without them" in e.message, e.message
        assert (e.line, e.column) == (1, text.index(at) + 1), (text, e)


@pytest.mark.parametrize("text, word, at", [
    ("{J} [Resupply]. (Put the top two cards of your deck in Reserve.)", "Resupply", "Put"),
    ("{R} [Sabotage]. (Discard up to two target cards from a Reserve.)", "Sabotage", "Discard"),
    ("[Tough 1]. (Opponents must pay {3} to target me.)", "Tough", "Opponents"),
    ("[Defender]. (My Expedition can't move forward during Noon.)", "Defender", "My"),
    ("[Seasoned]. (I lose my boosts when I go to Reserve.)", "Seasoned", "I lose"),
    ("[Eternal]. (During Rest, I go to Reserve.)", "Eternal", "During"),
    ("{H} [Sabotage]. (Discard up to one target card from a Reserve. If you do, draw a card.)", "Sabotage", "Discard"),
    ("[Scout 2]. (You may play me from your hand for {2}. If you do, I gain [[Fleeting]].)", "Scout", "You may"),
    ("{J} I gain [[Fleeting]]. (If I would be sent to Reserve, put me in your hand instead.)", "Fleeting", "If I"),
    ("{J} Target Character gains [[Asleep]]. (It can't be the target of your opponents' abilities this turn.)",
     "Asleep", "It can't"),
    # a declared reminder with a sentence added: the sentence is what is compared, and refused
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored. Then, draw a card.)",
     "Anchored", "Then"),
])
def test_a_reminder_that_disagrees_with_its_keyword_is_refused_in_explain_and_check(text, word, at, v5, tmp_path,
                                                                                   capsys):
    """7.3.31, 7.3.35, 7.4.2, 7.4.3, 7.4.5, 7.4.6, 7.4.7, 2.4 v5.0: the reminder printed after a keyword, keyword
    action or status says what the rules declare for it, or it is refused, naming the word and what the
    reminder says: one code path, so `explain` refuses it as `check` of a card file does."""
    e = refused_in(text, "5.0")
    assert e.message.startswith(f"the reminder text of {word} says "), e.message
    assert (e.line, e.column) == (1, text.index(at) + 1), (text, e)
    with pytest.raises(Exception) as ex:
        explain(text, parser=v5)
    assert ex.value.message == e.message
    path = tmp_path / "mine.yaml"
    path.write_text(CARD.format(text=text.replace('"', '\\"')), encoding="utf-8")
    assert main(["check", "--edition", "5.0", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    assert lines == [f"{path}:13:{len(TEXT_KEY) + text.index(at) + 1}: {e.message}"], lines


def test_the_reminder_the_rules_declare_reads_and_one_with_another_value_does_not(v5):
    """7.4.7 v5.0: Tough X's reminder names X; printed with another number it is refused, with its own it is
    the declared reminder and the card reads as the keyword alone."""
    [keyword] = parse_abilities("[Tough 1]. (Opponents must pay {1} to target me.)")
    assert {k: v for k, v in keyword.items() if k != "text"} == {"keyword": "Tough", "value": 1}, keyword
    assert [f.kind for f in reminder_findings("[Tough 1]. (Opponents must pay {1} to target me.)", v5)] == ["declared"]
    assert [f.kind for f in reminder_findings("[Tough 2]. (Opponents must pay {1} to target me.)", v5)] == ["unread"]


def test_2_2_12_c_a_whole_ability_in_parentheses_is_read_as_that_ability():
    """2.2.12.c v5.0: an ability printed wholly in parentheses (as a token prints its one ability) was read as
    no ability at all; it is read as the ability it is, or refused at its place when it does not read."""
    assert effect("(At Noon — Draw a card.)") == effect("At Noon — Draw a card.")
    assert effect("({J} I gain 2 boosts.)") == effect("{J} I gain 2 boosts.")
    e = refused("(At Noon, draw a card.)")
    assert (e.line, e.column) == (1, len("(At Noon, ") + 1), e


def test_parentheses_inside_parentheses_and_one_never_closed_are_refused():
    """What the inner parentheses say, or what follows an unclosed one, would be lost: refused at it."""
    e = refused("(At Noon — Draw a card (two if you control a token).)")
    assert "inside parentheses" in e.message and e.column == len("(At Noon — Draw a card ") + 1, e
    e = refused("{J} Draw a card. (Then, I gain 1 boost.")
    assert "never closed" in e.message and e.column == len("{J} Draw a card. ") + 1, e


def test_every_declared_reminder_that_reads_is_its_words_declared_meaning_or_says_what_it_leaves_out():
    """The reminders declared in rules_yaml/cardtext.yaml are trusted (left out of the reading); each the
    language reads is exactly its word's declared meaning (keywords.yaml, statuses.yaml), unless its
    declaration says what the printed texts leave out (``looser``, with the rule: Fleeting's "sent to
    Reserve" from anywhere, 2.4.6.d-e; Resupply's Gift, 7.3.29.a v5.0), and one of them then does."""
    parser = default_parser()
    declared = _declarations(parser.vocabulary["oracle"])
    kinds = {}
    for name, spec in parser.vocabulary["reminders"].items():
        for text in spec["texts"] if name in declared else ():
            text = text.replace("{N}", "{1}")
            origin = tuple(range(len(text)))
            f = _compared(Reminder(text, origin, (name,), False), Piece(text, origin), (name,), declared,
                          parser.vocabulary, lambda piece: parser.read(piece.text))
            assert f.kind in ("agrees", "unread") or spec.get("looser"), (name, text, f.message)
            kinds.setdefault(name, set()).add(f.kind)
    looser = {name for name, spec in parser.vocabulary["reminders"].items() if spec.get("looser")}
    assert looser == {name for name, found in kinds.items() if "differs" in found} == {"Fleeting", "Resupply"}


def test_a_card_file_with_text_in_parentheses_fails_check_at_its_file_line_and_column(tmp_path, capsys):
    """`altered check` of a card file whose text prints card text in parentheses: one line, file:line:column
    of its first word; exit 1. Without the parentheses it checks."""
    path = tmp_path / "mine.yaml"
    text = "{J} Draw a card (two cards instead if you control a token)."
    path.write_text(CARD.format(text=text), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    assert lines == [f"{path}:13:{len(TEXT_KEY) + text.index('two') + 1}: {CARD_TEXT}, which is not read in "
                     f"parentheses: write it without them"], lines
    path.write_text(CARD.format(text="{J} Draw a card."), encoding="utf-8")
    assert main(["check", str(path)]) == 0, capsys.readouterr().err
