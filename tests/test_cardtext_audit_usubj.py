"""Who does a keyword action in its bare form, said in `reads as`; "It" after a Create of several tokens (issue 31;
outside audit s49 U, read with --edition 5.0).

1. W1 (24 texts): "Target opponent discards a card from their hand and [Resupply].", "Each player draws a card, then
[Resupply]." The card's player resupplies, once: a verb with no subject printed in its base form after a verb said
of another player in the third person is said to you, the effect's controller (7.2.3.a), the reading issue 31
decided ("a keyword action in its bare form is done by the card's player; an inflected '[Resupplies]' takes the
subject", as printed: "{H} Target opponent [Resupplies]."). The reading stays. What was wrong is that a designer
could not see it: `reads as:` printed the sentence back as written, and the auditor read it the other way. The
rendering `altered explain` prints now says who does it ("..., then you [Resupply].", "... and you [Resupply]."),
words that read back to the same program.

"Target opponent [Resupply] and draws a card" (the bare form in the subject's own verb slot) keeps its reading, the
opponent's: there the subject is written right before the verb, as in "Target opponent draw a card" (read as the
opponent's too); only a verb with no subject of its own is left to the card's player. Refusing it would refuse a
sentence whose doer is not in doubt; its rendering names the opponent.

2. §3 item 1: "Create a [Gullwing 1/1/1] Animal token in each of your Expeditions. It gains 1 boost." read "It" as
both tokens, while "They gain 1 boost." was refused as naming one. A Create in several Expeditions makes several
tokens (7.3.5.b: "Create two Ordis Recruit ... tokens in each of your Expeditions ... four tokens are created. They
all have ..."): "they"/"them" name them, the singular "it" is refused at the pronoun (7.2.5.a), as after "two ...
tokens" already.

Played: tests/scenarios/rules/s49/ (test cards in tests/data/s49-usubj/).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from altered.cardtext.api import render_text
from altered.tools.explain import explain

from readings import parser_of, reads, refused_in

HERE = Path(__file__).parent


def _meaning(abilities) -> str:
    def strip(x):
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if k != "text"}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    return json.dumps(strip(abilities), sort_keys=True)


def _doers(value, keyword: str, inside=()) -> list:
    """For each step doing ``keyword``, the steps it is inside that give it to another player."""
    found = []
    if isinstance(value, dict):
        do = value.get("do")
        if do == keyword or isinstance(do, dict) and keyword in do:
            found.append(inside)
        for k, v in value.items():
            found.extend(_doers(v, keyword, inside + ((k,) if k in ("as_player", "each_player") else ())))
    elif isinstance(value, list):
        for v in value:
            found.extend(_doers(v, keyword, inside))
    return found


def _rendered(text: str) -> str:
    [line] = render_text(text, parser=parser_of("5.0"), explicit=True)
    return line


# -- 1. a bare keyword action after another player's verb: yours, and said so (7.2.3.a) ----------------------------

# (text, the keyword action, what the rendering says of it)
W1 = [
    ("{J} Target opponent draws a card and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Target opponent discards a card from their hand and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each opponent discards a card from their hand and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Target player draws a card and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Target opponent sacrifices a token and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each player sacrifices a token and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Target opponent reveals their hand and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each player discards a card from their Reserve and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each opponent with no cards in their hand draws a card and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each player draws a card and [Resupply]. Then, draw a card.", "Resupply", "and you [Resupply]"),
    ("{H} Target Character [Defects]. Its controller draws a card and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{I} At Noon — Each opponent draws a card and [Resupply].", "Resupply", "and you [Resupply]"),
    ("{J} Each opponent draws a card and [Exhausted Resupply].", "Exhausted Resupply", "and you [Exhausted Resupply]"),
    ("{J} Target player sacrifices a Character and [Exhausted Resupply].", "Exhausted Resupply",
     "and you [Exhausted Resupply]"),
    ("{J} Target opponent draws two cards and [Exhausted Resupply].", "Exhausted Resupply",
     "and you [Exhausted Resupply]"),
    ("{J} Target opponent discards a card from their hand and [Sabotage].", "Sabotage", "and you [Sabotage]"),
    ("{J} Target opponent draws a card and [Sabotage].", "Sabotage", "and you [Sabotage]"),
    ("{D}: Target opponent draws a card and [Sabotage].", "Sabotage", "and you [Sabotage]"),
    ("{J} Each player draws a card, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Each opponent draws a card, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Target opponent draws a card, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Target opponent discards a card from their hand, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Each opponent discards a card from their Reserve, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Target opponent discards a card from their hand and draws a card, then [Sabotage].", "Sabotage",
     ", then you [Sabotage]"),
    # new wordings of the same shape
    ("{H} Target Character [Defects]. Its owner draws a card, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("{J} Each player discards a card from their hand, then [Exhausted Resupply].", "Exhausted Resupply",
     ", then you [Exhausted Resupply]"),
    ("{J} Target opponent sacrifices a Character, then [Resupply].", "Resupply", ", then you [Resupply]"),
    ("When I go to Reserve from the Expedition zone — Each opponent draws a card and [Resupply].", "Resupply",
     "and you [Resupply]"),
]


@pytest.mark.parametrize("text, keyword, said", W1)
def test_a_bare_keyword_action_after_another_players_verb_is_yours(text, keyword, said):
    """The program: the keyword action is done by the card's player, once, outside what the other player (or
    each player) does (7.2.3.a; issue 31)."""
    assert _doers(reads(text, "5.0"), keyword) == [()], text


@pytest.mark.parametrize("text, keyword, said", W1)
def test_the_rendering_says_who_does_it_and_reads_back_the_same(text, keyword, said):
    written = _rendered(text)
    assert said in written, written
    assert _meaning(reads(written, "5.0")) == _meaning(reads(text, "5.0")), written


def test_explain_prints_who_does_it():
    out = explain("{J} Each player draws a card, then [Resupply].", parser=parser_of("5.0"))
    assert "reads as: {J} Each player draws a card, then you [Resupply]." in out


# (text, the keyword action, what the rendering must not add): the doer is said in the words already
KEPT = [
    # the inflected form goes on with the subject (as printed: "{H} Target opponent [Resupplies].")
    ("{J} Target opponent draws a card and [Resupplies].", "Resupply", ("as_player",)),
    ("{J} Each player draws a card, then [Resupplies].", "Resupply", ("each_player",)),
    ("{J} Target opponent discards a card from their hand and [Exhausted Resupplies].", "Exhausted Resupply",
     ("as_player",)),
    # the bare form in the subject's own verb slot: the subject's (see the module's docstring)
    ("{J} Target opponent [Resupply] and draws a card.", "Resupply", ("as_player",)),
    ("{J} Each opponent [Sabotage] and [Resupply].", "Resupply", ("each_player",)),
    # after "may" and "have", and after "they", the base form is the subject's own (the auditor's RIGHT texts)
    ("{J} Each player may draw a card and [Resupply].", "Resupply", ("each_player",)),
    ("{J} You may have target opponent discard a card from their hand and [Resupply].", "Resupply", ("as_player",)),
    # the card's player already: nothing to add
    ("{J} Draw a card and [Resupply].", "Resupply", ()),
    ("{J} Each player draws a card. Then, [Resupply].", "Resupply", ()),
]


@pytest.mark.parametrize("text, keyword, inside", KEPT)
def test_where_the_words_say_the_doer_the_rendering_is_the_text(text, keyword, inside):
    assert [tuple(dict.fromkeys(d)) for d in _doers(reads(text, "5.0"), keyword)] == [inside], text
    assert " you [" not in _rendered(text)


def test_a_plain_verb_of_the_same_shape_is_said_to_you_too():
    """Not a keyword action only: "then draw a card" after "Target opponent discards" is yours (7.2.3.a)."""
    text = "{J} Target opponent discards a card from their hand, then draw a card."
    written = _rendered(text)
    assert written.endswith(", then you draw a card."), written
    assert _meaning(reads(written, "5.0")) == _meaning(reads(text, "5.0"))


def test_the_rendering_for_the_round_trip_keeps_the_printed_words():
    """Only the rendering shown to a designer adds 'you'; the one the round trip of the bundled texts compares word
    for word (tests/test_cardtext_roundtrip.py) is the text as printed."""
    [line] = render_text("{J} Each player draws a card, then [Resupply].", parser=parser_of("5.0"))
    assert line == "{J} Each player draws a card, then [Resupply]."


# -- 2. a Create of several tokens: "they", never "it" (7.3.5.b, 7.2.5.a) -------------------------------------------

T = "[Gullwing 1/1/1] Animal token"

SEVERAL = [
    f"{{J}} Create a {T} in each of your Expeditions.",                    # the auditor's
    f"{{J}} Create a {T} in your Expeditions.",
    f"{{J}} Create a {T} in any number of target Expeditions.",
    f"{{J}} Create a {T} in each of your Expeditions that's behind.",
    f"{{J}} Create a {T} in your opponent's Expeditions.",
    "{J} Create two [Gullwing 1/1/1] Animal tokens in my Expedition.",
]


@pytest.mark.parametrize("create", SEVERAL)
def test_they_names_the_tokens_created_in_several_expeditions(create):
    text = create + " They gain 1 boost."
    effect = reads(text, "5.0")[0]["reaction"]["effect"]
    created = next(s["create"] for s in effect if "create" in s)
    assert effect[-1] == {"counters": {"what": {"var": "created"}, "add": {"boost": 1}}} or \
        "created" in json.dumps(effect[-1]), effect
    assert created["name"] == "Gullwing"


@pytest.mark.parametrize("create", SEVERAL)
@pytest.mark.parametrize("after", [" It gains 1 boost.", " If it's a Character, draw a card."])
def test_it_after_a_create_of_several_is_refused_at_the_pronoun(create, after):
    text = create + after
    e = refused_in(text, "5.0")
    assert e.column == len(create) + after.lower().index("it") + 1, (e.column, e.message)
    assert "may be several" in e.message and "'they'/'them'" in e.message, e.message


def test_it_joined_by_and_is_refused_too():
    text = f"{{J}} Create a {T} in each of your Expeditions and it gains 1 boost."
    e = refused_in(text, "5.0")
    assert e.column == text.index("it gains") + 1
    assert "may be several" in e.message


ONE = [
    f"{{J}} Create a {T} in my Expedition.",
    f"{{J}} Create a {T} in target Expedition.",
    f"{{J}} Create a {T} in your Hero Expedition.",
    f"{{J}} Create a {T} in one of your Expeditions.",
    f"{{J}} Create a {T} in your other Expedition.",
]


@pytest.mark.parametrize("create", ONE)
def test_a_create_of_one_token_is_it_and_not_they(create):
    assert reads(create + " It gains 1 boost.", "5.0")
    e = refused_in(create + " They gain 1 boost.", "5.0")
    assert e.column == len(create) + 2, (e.column, e.message)
    assert "is one" in e.message


def test_that_many_counts_the_tokens_created_in_each():
    effect = reads(f"{{J}} Create a {T} in each of your Expeditions. Draw that many cards.", "5.0")[0]["reaction"]["effect"]
    assert effect[-1] == {"do": {"Draw": {"count": {"count": {"var": "created"}}}}}, effect


def test_the_scenarios_play_right():
    """The Create one was refused before (the card did not load); the Resupply ones pin the reading issue 31 chose."""
    from altered.simulation.scenario import run_files
    names = ("7.2.3.a-each-player-draws-then-bare-resupply-only-you-resupply",
             "7.2.3.a-target-opponent-discards-and-bare-resupply-you-resupply",
             "7.3.31-each-player-draws-then-resupplies-each-resupplies",
             "7.3.5.b-create-in-each-of-your-expeditions-they-gain-a-boost")
    files = [HERE / "scenarios" / "rules" / "s49" / f"{name}.yaml" for name in names]
    outcomes = list(run_files(files))
    assert len(outcomes) == len(files)
    for outcome in outcomes:
        assert outcome.passed, f"{outcome.file}: " + "\n".join(outcome.problems)


# -- 3. refusals that now say what reads (§4) ------------------------------------------------------------------------

def test_tokens_counted_after_control_more_is_told_the_comparison_that_reads():
    """'token more' made no sense after 'more' (grammar/phrases/mistakes.yaml: a word of number is no noun)."""
    text = "{J} If you control more tokens than target opponent, draw a card."
    e = refused_in(text, "5.0")
    assert e.column == text.index("tokens") + 1
    assert "'token more'" not in e.message and "has/have ... in play than" in e.message, e.message
    assert reads("{J} If you have more tokens in play than target opponent, draw a card.", "5.0")
    e = refused_in("{J} If target opponent controls fewer tokens than you, draw a card.", "5.0")
    assert "has/have ... in play than" in e.message
    e = refused_in("{J} Sacrifice a Robot token.", "5.0")          # the hint it was meant for still holds
    assert "'token Robot'" in e.message


@pytest.mark.parametrize("text, word", [
    ("{J} Create a [Driftwood 2/2/2] Robot token in target opponent's Companion Expedition.", "opponent's"),
    ("{J} Create a [Driftwood 2/2/2] Robot token in target player's Hero Expedition.", "player's"),
    ("{J} Target opponent's Expeditions can't move forward this Day.", "Expeditions"),
    ("{J} Target opponent's Character with Hand Cost {2} or less [Defects].", "Character with"),
])
def test_what_a_target_player_has_is_told_the_words_that_read(text, word):
    e = refused_in(text, "5.0")
    assert e.column == text.index(word) + 1, (e.column, e.message)
    assert "what a player chosen as target has is not read" in e.message
    assert "'an opponent's Companion Expedition'" in e.message and "'target Expedition'" in e.message


@pytest.mark.parametrize("text", [
    "{J} Create a [Driftwood 2/2/2] Robot token in an opponent's Companion Expedition.",
    "{J} Create a [Driftwood 2/2/2] Robot token in your opponent's Expeditions.",
    "{J} Target Character an opponent controls with Hand Cost {2} or less [Defects].",
])
def test_the_words_the_message_proposes_read(text):
    assert reads(text, "5.0")


def test_a_token_with_abilities_before_its_expedition_reads_as_7_3_5_b_writes_it():
    """7.3.5.b's template: 'create a [name] [x/y/z] [sub-types] token with [abilities] in [expedition]'; refused
    before ("unexpected 'with'"), it reads as the order printed cards use."""
    before = "{J} Create a [Driftwood 2/2/2] Robot token with \"{R} [Resupply].\" in target Expedition."
    after = "{J} Create a [Driftwood 2/2/2] Robot token in target Expedition with \"{R} [Resupply].\""
    assert _meaning(reads(before, "5.0")) == _meaning(reads(after, "5.0"))
    assert _rendered(before) == before


@pytest.mark.parametrize("text, word, said", [
    ("I have +1 {V} for each token you control.", "for each", "a statistic that grows with a count is not read"),
    ("{J} Your opponents' Expeditions can't move forward this Day.", "' Exp", "a possessive is said of one player"),
    ("{J} Your opponents' Characters lose [[Fleeting]].", "' Char", "'Characters your opponents control'"),
    ("{J} If you would draw a card, instead [Resupply].", "would", "replacing a player's 'draw' is not read"),
    ("If an opponent would draw a card, they [Resupply] instead.", "draw a", "replacing a player's 'draw'"),
])
def test_refusals_that_named_only_a_word_say_what_reads(text, word, said):
    e = refused_in(text, "5.0")
    assert e.column == text.index(word) + 1, (e.column, e.message)
    assert said in e.message, e.message


@pytest.mark.parametrize("text", [
    "{J} For each token you control, I gain 1 boost.",
    "As long as you control three or more tokens, I have +1 {V}.",
    "{J} Your opponent's Expeditions can't move forward this Day.",
    "{J} Characters your opponents control lose [[Fleeting]].",
    "If you would [Resupply], draw a card instead.",
])
def test_the_wordings_those_messages_propose_read(text):
    assert reads(text, "5.0")


@pytest.mark.parametrize("after", [" It gains 1 boost.", " They gain 1 boost.", " Sacrifice them."])
def test_a_pronoun_after_tokens_created_for_each_is_told_what_reads(after):
    """Creates done 'For each ...' (6.5.i) stay refused at a pronoun after their sentence (the tokens are made in
    the loop, none named after it); the message says the two wordings that read."""
    create = f"{{J}} For each Character you control, create a {T} in my Expedition."
    text = create + after
    e = refused_in(text, "5.0")
    pronoun = "them" if "them" in after else after.split()[0]
    assert e.column == len(create) + after.index(pronoun) + 1, (e.column, e.message)
    assert "the tokens created 'For each ...' are made in its loop" in e.message, e.message
    assert reads(f"{{J}} For each Character you control, create a {T} in my Expedition and it gains 1 boost.", "5.0")
    assert reads(f"{{J}} Create X {T}s in my Expedition, where X is the number of Characters you control. "
                 "They gain 1 boost.", "5.0")
