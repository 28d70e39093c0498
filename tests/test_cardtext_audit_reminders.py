"""Reminder text compared exactly with its keyword's declared meaning. An outside audit found the comparison
too lenient: a reminder was accepted when everything it said was found somewhere in the declared meaning, so
a mandatory "Discard target card" passed for Sabotage's "up to one" (7.3.35 v5.0: the key ``min`` was left
out of the reading and a key left out was taken as agreeing), a reminder leaving out the exhaustion of
[Exhausted Resupply] passed (the steps it said were a subset; and Resupply's declared reminder was found
inside "[Exhausted Resupply]"), and Fleeting's "if it would leave the Expedition zone" passed for a status
about going to Reserve (2.4.6.d-e: a modifier with a key less is broader). Both sides are now canonical and
must be the same program (cardtext/reminders.py); a printed reminder looser than the rules is a declared
one (rules_yaml/cardtext.yaml, ``looser`` says why).
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import default_parser
from altered.cardtext.reminders import reminder_findings
from altered.cli.main import main
from altered.loading.rules.editions import with_edition
from altered.rulebook import load_rulebook
from altered.tools.explain import explain
from readings import CARD, refused

TEXT_KEY = '    text: "'             # what comes before a card's text on its line


@pytest.fixture(scope="module")
def v5():
    return load_rulebook(variants=with_edition(None, "5.0")).card_parser()


@pytest.mark.parametrize("text, word, at, meant", [
    # 7.3.35 v5.0: Sabotage is "up to one" target; a mandatory one is another choice
    ("{H} [Sabotage]. (Discard target card from a Reserve.)", "Sabotage", "Discard", "choose up to 1"),
    ("{R} [Sabotage]. (Discard target card in Reserve.)", "Sabotage", "Discard", "choose up to 1"),
    # 7.3.14 v5.0: Exhausted Resupply exhausts the card it resupplies; a reminder without it leaves a part out
    ("{R} [Exhausted Resupply]. (Put the top card of your deck in Reserve.)", "Exhausted Resupply", "Put",
     "gains Exhausted"),
    # 2.4.6.d-e: Fleeting is about going to Reserve (from the Expedition zone or Limbo), not leaving the zone
    ("{J} Target Character gains [[Fleeting]]. (If it would leave the Expedition zone, discard it instead.)",
     "Fleeting", "If it", "to Reserve"),
    # a condition the keyword does not have
    ("{R} [Sabotage]. (If you control a token, discard up to one target card from a Reserve.)", "Sabotage", "If",
     "choose up to 1"),
])
def test_a_reminder_that_is_not_exactly_the_declared_meaning_is_refused_at_its_first_word(text, word, at, meant, v5):
    """A reminder that disagrees with its word's declared meaning in optionality ("up to"), leaves a part
    out, is broader or says a condition more: refused at its first word, naming the word, the reminder and
    the declared meaning, with the bundled rules and with v5.0's."""
    for parser in (default_parser(), v5):
        [f] = reminder_findings(text, parser)
        assert f.kind == "differs", (text, f)
    e = refused(text)
    assert e.message.startswith(f"the reminder text of {word} says {text[text.index(at):-1]!r}"), e.message
    assert "which is not its declared meaning: " in e.message and meant in e.message, e.message
    assert (e.line, e.column) == (1, text.index(at) + 1), e


def test_the_printed_reminders_that_were_accepted_still_are():
    """7.3.35 v5.0: "up to one" is Sabotage; after "[Sabotage], then [Resupply]" a reminder of Sabotage
    alone is Sabotage's (Resupply's is not required), and one of both (Resupply's declared) is too."""
    p = default_parser()
    for text in ("{R} [Sabotage]. (Discard up to one target card from a Reserve.)",
                 "{H} [Sabotage], then [Resupply]. (Discard up to one target card from a Reserve.)",
                 "{H} [Sabotage], then [Resupply]. (Discard up to one target card from a Reserve. "
                 "Put the top card of your deck in Reserve.)"):
        assert [f.kind for f in reminder_findings(text, p)] == ["agrees"], text
    text = "{R} [Exhausted Resupply]. (Put the top card of your deck in Reserve, then exhaust it {T}.)"
    assert [f.kind for f in reminder_findings(text, p)] == ["declared"]


def test_a_keyword_inside_another_bracketed_word_is_not_reminded_of():
    """7.3.14 v5.0: "[Exhausted Resupply]" prints "Resupply" inside another keyword: Resupply's declared reminder
    after it is no reminder of Exhausted Resupply (it was found as Resupply's and left out unread)."""
    [f] = reminder_findings("{R} [Exhausted Resupply]. (Put the top card of your deck in Reserve.)", default_parser())
    assert f.kind == "differs" and f.names == ("Exhausted Resupply",), f


def test_check_and_explain_refuse_the_sabotage_reminder_at_its_file_line_and_column(tmp_path, capsys):
    """`altered check` of a card file printing a mandatory reminder for Sabotage: one line at its first word;
    `explain` refuses it with the same message."""
    text = "{H} [Sabotage]. (Discard target card from a Reserve.)"
    with pytest.raises(Exception) as e:
        explain(text)
    path = tmp_path / "mine.yaml"
    path.write_text(CARD.format(text=text), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    assert lines == [f"{path}:13:{len(TEXT_KEY) + text.index('Discard') + 1}: {e.value.message}"], lines
