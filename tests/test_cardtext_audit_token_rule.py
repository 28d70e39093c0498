"""The rule a token prints, "(If I leave the Expedition zone, remove me from the game.)" (2.1.e), is a reminder
only on a token. An outside audit found it, as a paragraph of its own on a card that is no token, silently
dropped (taken as the token rule's reminder): on any other card it says an ability, which is read as that
ability or refused, never dropped. The card's type is known to the rule book and to `check` (a card's
``token: true``) and to the tokens a set's vocabulary declares; `explain --no-token` reads a bare text as a
card's that is no token, --token as a token's, and with neither as a text of no card: the rule its reminder,
said in a line of its own."""
from __future__ import annotations

import json

import pytest

from altered.cardtext.api import default_parser, parse_abilities
from altered.cardtext.reminders import reminder_findings
from altered.cli.main import main
from altered.tools.explain import explain, explain_jsonl
from readings import CARD

RULE = "(If I leave the Expedition zone, remove me from the game.)"
TEXT_KEY = '    text: "'


def test_2_1_e_the_token_rule_is_a_reminder_on_a_token_and_no_reminder_on_another_card():
    p = default_parser()
    assert [f.kind for f in reminder_findings(RULE, p, token=True)] == ["declared"]
    [f] = reminder_findings(RULE, p, token=False)
    assert f.refused and "the rule a token prints (2.1.e)" in f.message, f
    assert parse_abilities(RULE, token=True) == []
    for text in (RULE, "{J} Draw a card.  " + RULE):
        with pytest.raises(Exception) as e:
            parse_abilities(text, token=False)
        assert "the rule a token prints" in e.value.message and e.value.column == text.index(RULE) + 2, e.value


def test_explain_reads_a_text_as_a_tokens_or_another_cards_as_told_and_says_what_it_took_when_not_told():
    """2.1.e: --token, the rule is a token's reminder; --no-token, another card's text (refused: it reads as no
    ability); no card named (a text alone, as a set's texts are measured), its reminder, with a line saying so
    (never dropped without a word)."""
    with pytest.raises(Exception) as e:
        explain(RULE, token=False)
    assert "the rule a token prints" in e.value.message
    assert explain(RULE, token=True).splitlines() == [RULE]
    [told] = explain(RULE).splitlines()[1:]
    assert "the rule a token prints (2.1.e), read as its reminder" in told and "--no-token" in told
    [unsaid, refused, read] = list(explain_jsonl([RULE, json.dumps({"text": RULE, "token": False}),
                                                  json.dumps({"text": RULE, "token": True})]))
    assert unsaid["ok"] and unsaid["abilities"] == [] and "read as its reminder" in unsaid["explain"][0], unsaid
    assert not refused["ok"] and read["ok"] and read["abilities"] == [] and read["explain"] == [], (refused, read)


def test_check_refuses_the_token_rule_on_a_card_that_is_no_token_and_reads_it_on_a_token(tmp_path, capsys):
    """One line at the rule's first word for the card that is no token (exit 1); the same card marked a token
    checks."""
    path = tmp_path / "mine.yaml"
    path.write_text(CARD.format(text=RULE), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    lines = [x for x in capsys.readouterr().err.splitlines() if x.startswith(str(path))]
    assert len(lines) == 1 and lines[0].startswith(f"{path}:13:{len(TEXT_KEY) + 2}: "), lines
    assert "the rule a token prints (2.1.e)" in lines[0], lines
    token = CARD.format(text=RULE).replace("    type: Character\n", "    type: Character\n    token: true\n")
    path.write_text(token.replace("    rarity: common\n", ""), encoding="utf-8")     # tokens have none (2.2.5.c)
    assert main(["check", str(path)]) == 0, capsys.readouterr().err
