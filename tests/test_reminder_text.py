"""Reminder text (2.2.12.c v5.0, 2.2.11.c: text in parentheses has no existence rules-wise) read as an
oracle: `altered check` reads what a card prints in parentheses after a keyword, keyword action or status
and names, at its file, line and column, each reminder whose reading says what the keyword's declared
meaning (rules_yaml/keywords.yaml, statuses.yaml) does not."""
from __future__ import annotations

from altered.cli.main import main
from altered.cardtext.api import default_parser, parse_abilities
from altered.cardtext.reminders import reminder_findings
from altered.loading.cards.split import reminders
from altered.loading.paths import RULES_DIR
from altered.loading.rules.files import load_docs

from readings import CARD


def _kinds(text):
    return [(f.kind, f.names) for f in reminder_findings(text, default_parser())]


def test_a_reminder_is_found_with_the_words_it_reminds_of_and_left_out_of_the_reading():
    """2.2.12.c v5.0: the reading leaves the parentheses out; the oracle finds each with its place in the
    printed text and the bracketed words of the sentence before it (both of "[Sabotage], then [Resupply]."),
    or of the word just before it inside a sentence ("exhaust me ({T}) to ..." reminds of no keyword)."""
    text = "{H} [Sabotage], then [Resupply]. (Discard up to one target card from a Reserve.)  {J} You may exhaust me ({T}) to draw a card."
    found = reminders(text)
    assert [(r.text, r.tags, r.alone) for r in found] == [
        ("Discard up to one target card from a Reserve.", ("Sabotage", "Resupply"), False), ("{T}", (), False)]
    assert text[found[0].origin[0]:].startswith("Discard up to")
    assert all("(" not in a["text"] for a in parse_abilities(text))
    [token] = reminders("(If I leave the Expedition zone, remove me from the game.)")
    assert token.alone and token.tags == ()


def test_a_reminder_agrees_when_its_reading_is_the_declared_meaning():
    """7.3.35 v5.0 (Sabotage), 7.3.31 v5.0 (Resupply), 2.4.7 v5.0 (Fleeting): the printed reminders of the
    bundled sets that read are the declared meaning, compared as the words whose declared reminder they
    are not (Sabotage's after "[Sabotage], then [Resupply]"); Fleeting's printed "sent to Reserve" is from
    anywhere, looser than the status (from the Expedition zone or Limbo): a declared reminder."""
    assert _kinds("{R} [Sabotage]. (Discard up to one target card from a Reserve.)") == [("agrees", ("Sabotage",))]
    assert _kinds("{J} [Sabotage], then [Resupply]. (Discard up to one target card from a Reserve. "
                  "Put the top card of your deck in Reserve.)") == [("agrees", ("Sabotage",))]
    assert _kinds("{J} Target Character gains [[Fleeting]]. (If it would be sent to Reserve, discard it instead.)") \
        == [("declared", ("Fleeting",))]
    assert _kinds("[Tough 1]. (Opponents must pay {1} to target me.)") == [("declared", ("Tough",))]


def test_a_reminder_describes_the_bare_keyword_its_parameters_at_their_defaults():
    """7.3.31.b v5.0: under the v5.0 rules Resupply takes a count ("Resupply N cards", default 1); the
    reminder of the bare [Resupply] is one card, and agrees."""
    from altered.rulebook import load_rulebook
    from altered.loading.rules.editions import with_edition
    book = load_rulebook(variants=with_edition(None, "5.0"))
    assert "count" in book.docs["keywords"]["actions"]["Resupply"]["params"]
    [finding] = reminder_findings("{R} [Resupply]. (Put the top card of your deck in Reserve.)", book.card_parser())
    assert finding.kind == "declared"
    [finding] = reminder_findings("{R} [Resupply]. (Put the top two cards of your deck in Reserve.)", book.card_parser())
    assert finding.kind == "differs"


def test_a_reminder_that_says_more_than_the_declared_meaning_differs():
    """A reminder whose reading has a step, a place or a number the keyword's meaning lacks: one finding
    saying what (7.3.31 v5.0: Resupply puts the card in Reserve, not in hand; 7.3.35: Sabotage discards
    up to one card, from any Reserve)."""
    for text in ("{J} [Resupply]. (Put the top card of your deck in your hand.)",
                 "{J} [Resupply]. (Draw a card.)",
                 "{J} [Sabotage]. (Discard up to two target cards from a Reserve.)",
                 "{J} [Sabotage]. (Discard up to one target card from your Reserve.)",
                 "{J} I gain [[Fleeting]]. (If I would be sent to Reserve, return me to my owner's hand instead.)"):
        [finding] = reminder_findings(text, default_parser())
        assert finding.kind == "differs", text
        assert finding.message.startswith("the reminder text of ")


def test_a_whole_ability_in_parentheses_is_read_and_a_token_rule_is_a_declared_reminder():
    """2.2.12.c v5.0: reminder text has no existence rules-wise, but nothing printed is dropped unread: a
    whole ability printed in parentheses (a token's one ability) is read as that ability; a token's printed
    rule (2.1.e), declared in cardtext.yaml, is a reminder."""
    assert _kinds("(When I'm sacrificed — Draw a card.)") == [("ability", ())]
    [a] = parse_abilities("(When I'm sacrificed — Draw a card.)")
    assert a["reaction"]["effect"] and "(" not in a["text"]
    assert _kinds("(If I leave the Expedition zone, remove me from the game.)") == [("declared", ())]
    assert parse_abilities("(If I leave the Expedition zone, remove me from the game.)") == []


def test_check_names_each_disagreeing_reminder_at_its_card_line_and_column(tmp_path, capsys):
    """`altered check` on a card file: one line, file:line:column of the reminder's first word, the card's
    name and what its reading says; exit 1. The same file with the right reminder checks."""
    path = tmp_path / "mine.yaml"
    path.write_text(CARD.format(text="{J} [Resupply]. (Put the top card of your deck in your hand.)"), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    lines = [x for x in err.splitlines() if x.startswith(str(path))]
    assert len(lines) == 1, err
    column = 'text: "'.__len__() + 4 + "{J} [Resupply]. (".__len__() + 1
    assert lines[0].startswith(f"{path}:13:{column}: the reminder text of Resupply says "), lines[0]
    path.write_text(CARD.format(text="{J} [Resupply]. (Put the top card of your deck in Reserve.)"), encoding="utf-8")
    assert main(["check", str(path)]) == 0, capsys.readouterr().err


def test_check_reminders_prints_the_measure(capsys):
    """`altered check --reminders`: how many cards print text in parentheses, how many are declared reminders
    and how many read and agree; in the bundled sets none differs, is unread or is card text."""
    assert main(["check", "--reminders"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert " cards print text in parentheses: " in first
    assert " 0 differ, 0 keyword reminders not read, 0 card text" in first, first


def test_in_play_on_a_card_does_not_reach_the_hero_zone_as_the_augment_reminder_says():
    """3.1.4.a (v3.0 and v5.0): "in play" is the Expedition zone or the Landmark zone. The reminder printed
    with "[Augment] target card in play or in Reserve" says "This can't target Hero cards."; the Hero zone
    (in play for its abilities and control in the seeds) is not among the zones the words reach, and the
    scenario tests/scenarios/v5/3.1.4.a-augment-in-play-or-in-reserve-not-a-hero.yaml plays it."""
    from pathlib import Path

    from altered.simulation.scenario import Scenario
    [reaction] = parse_abilities("{J} You may [Augment] target card in play or in Reserve.")
    [choose] = [s["choose"] for s in reaction["reaction"]["effect"][0]["may"]["do"] if "choose" in s]
    assert "Hero" not in choose["from"]["zone"] and {"Expedition", "Landmark", "Reserve"} <= set(choose["from"]["zone"])
    path = Path(__file__).parent / "scenarios" / "v5" / "3.1.4.a-augment-in-play-or-in-reserve-not-a-hero.yaml"
    assert Scenario(path).run().passed
