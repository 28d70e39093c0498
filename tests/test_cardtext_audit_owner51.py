"""Issue 31, audit G2 of session 51 (/work/notes/s51/audit-G2, §2 and §3): "my owner's <zone>" for another card,
"You may" before a clause with a subject of its own, a verb joined to a subject that can't do it, a stray bracket
after "boost", a plural "them" naming one thing, and the rendering of "or" and "and".

W1 (WRONG, 8 texts): "{J} Put target Character in my owner's Mana zone." read as ``put target in Mana`` and the
card went to its own owner's Mana zone (the auditor's scenario, kept in tests/data/s51-owner/audit/). A card goes
only to its owner's zone (1.4.3.a, 3.1.2.c), so a zone said of another object's owner ("my owner's" of anything
but me, "its owner's" where 'it' names another card) or of a controller (control is not ownership, 7.5) is
refused at the zone's words (cardtext/combinators/verbs.py _owner_of_another), with every move verb, as "your Mana
zone" already was. "Put me in my owner's Mana zone." and "Return target Character to its owner's hand." read as
before.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from readings import col, reads, refused_in, scenario_refused

HERE = Path(__file__).parent
EDITIONS = [None, "5.0"]
NEED_NOT_OWN = "names a player who need not own what goes there: a card goes only to its own owner's"



# ---- W1: a zone of another object's owner, or of a controller, where a card goes (1.4.3.a, 3.1.2.c) ------------
OWNER_AUDIT = [   # the auditor's eight texts (ids 92 and 103 with and without "If you don't")
    ("{J} Put target Character in my owner's Mana zone.", "my owner's Mana zone", "Mana zone"),
    ("{J} Return target Character to my owner's hand.", "my owner's hand", "hand"),
    ("{J} Put target Character in my owner's Reserve.", "my owner's Reserve", "Reserve"),
    ("{J} Put target Character on the bottom of my owner's deck.", "my owner's deck", "deck"),
    ("{J} Send target Character to my owner's Reserve.", "my owner's Reserve", "Reserve"),
    ("{J} Discard target Character. Put it in my owner's Reserve.", "my owner's Reserve", "Reserve"),
    ("If I would leave the Expedition zone, you may put target Character in my owner's Mana zone instead.",
     "my owner's Mana zone", "Mana zone"),
    ("If I would leave the Expedition zone, you may put target Character in my owner's Mana zone instead. If you "
     "don't, draw a card.", "my owner's Mana zone", "Mana zone"),
]
OWNER_NEW = [     # the same shape: other objects, verbs, zones; "its owner's" of another; a controller's zone
    ("{J} Put the top card of your deck in my owner's Mana zone.", "my owner's Mana zone", "Mana zone"),
    ("{J} Put a card from your hand in my owner's Mana zone.", "my owner's Mana zone", "Mana zone"),
    ("{J} Put the top card of target opponent's deck in my owner's Reserve.", "my owner's Reserve", "Reserve"),
    ("{J} Discard me. Put target Character in my owner's discard pile.", "my owner's discard pile",
     "discard pile"),
    ("{H} Return target Permanent to my owner's hand.", "my owner's hand", "hand"),
    ("{J} Choose target Character. Put me in its owner's Reserve.", "its owner's Reserve", "Reserve"),
    ("{J} Target Character gains 1 boost. Return me to its owner's hand.", "its owner's hand", "hand"),
    ("{H} Return target Character to its controller's hand.", "its controller's hand", "hand"),
    ("{H} Put target Character in its controller's Reserve.", "its controller's Reserve", "Reserve"),
    ("{J} Put target Character in its controller's Mana zone.", "its controller's Mana zone", "Mana zone"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, zone", OWNER_AUDIT + OWNER_NEW)
def test_a_zone_of_another_objects_owner_where_a_card_goes_is_refused_at_it(text, words, zone, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, words), (e.column, e.message)
    assert e.message.startswith(f"'{words}' {NEED_NOT_OWN} {zone} (1.4.3.a, 3.1.2.c): "), e.message
    assert "'Put me in my owner's Mana zone.'" in e.message, e.message


READ_OWNER = [    # what moves is the object the possessive names: read as before (the official texts among them)
    ("{J} Put me in my owner's Mana zone.", "{'move': {'what': 'self', 'to': 'Mana'}}"),
    ("{J} Send me to my owner's Reserve.", "{'move': {'what': 'self', 'to': 'Reserve'}}"),
    ("{J} Return me to its owner's hand.", "{'move': {'what': 'self', 'to': 'Hand'}}"),
    ("{J} Return target Character to its owner's hand.", "{'move': {'what': {'var': 'target'}, 'to': 'Hand'}}"),
    ("{J} Discard target Character. Put it in its owner's Reserve.",
     "{'move': {'what': {'var': 'target'}, 'to': 'Reserve'}}"),
    ("{J} Return each Character you control to its owner's hand.", "'to': 'Hand'"),
    ("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.",
     "{'move': {'what': 'self', 'to': 'Mana'}}"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, step", READ_OWNER)
def test_the_zone_of_the_moved_objects_owner_reads_as_before(text, step, edition):
    assert step in str(reads(text, edition)), reads(text, edition)


def test_the_audit_scenario_no_longer_puts_the_card_in_its_own_owners_zone():
    """sc/myowner.yaml: player 1's Spell put player 2's Big Oaf in player 2's Mana zone; now its text is refused at
    "my owner's Mana zone" and nothing is played (1.4.3.a)."""
    scenario_refused(HERE / "data" / "s51-owner" / "audit" / "myowner.yaml", "my owner's Mana zone",
                     says=NEED_NOT_OWN)


# ---- U1: "You may" before a clause with a subject of its own (6.5.c) --------------------------------------------
MAY_ADVICE = ("'may' is followed by what its player does, with no subject of its own ('You may draw a card.', "
              "6.5.c)")
MAY_AUDIT = [     # the auditor's twelve texts: the subject quoted
    ("{J} You may You may exhaust target card in Reserve.", "You"),
    ("When you exhaust a card in Reserve — You may exhaust me to create a [Mana Moth 2/2/2] Illusion token in target "
     "Expedition.  {J} You may You may exhaust target card in Reserve.", "You"),
    ("{H} You may You may put a card from your hand in Reserve.", "You"),
    ("{J} You may Robots you control gain 1 boost.", "Robots you control"),
    ("{H} You may Each player draws a card.", "Each player"),
    ("{H} You may Target opponent may [Exhausted Resupply].", "Target opponent"),
    ("{J} You may Target Character gains 1 boost.  Characters in my Expedition are [Seasoned].", "Target Character"),
    ("{J} You may Plants you control gain 1 boost.", "Plants you control"),
    ("{H} You may Each player puts the top card of their deck in their Mana zone.", "Each player"),
    ("{J} You may You may pay {1} to [Resupply].  {T} : The next Plant you play this turn costs {1} less.", "You"),
    ("{H} You may Each Character controlled by target player gains [[Fleeting]].",
     "Each Character controlled by target player"),
    ("[Seasoned].  {H} You may You may pay {2} to give me 1 boost.", "You"),
]
MAY_NEW = [       # the same shape: other subjects (a player, me, an Expedition, a pronoun), lower case, another "may"
    ("{H} You may I gain 1 boost.", "I"),
    ("{H} You may my Expedition moves forward one region.", "my Expedition"),
    ("{H} You may target opponent draws a card.", "target opponent"),
    ("{H} You may each opponent draws a card.", "each opponent"),
    ("{H} You may all Characters gain 1 boost.", "all Characters"),
    ("{H} Target opponent may you draw a card.", "you"),
    ("When an opponent plays a Spell — You may they draw a card.", "they"),
    ("{J} You may Characters you control gain 1 boost, then draw a card.", "Characters you control"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, subject", MAY_AUDIT + MAY_NEW)
def test_a_subject_after_may_is_refused_at_it(text, subject, edition):
    e = refused_in(text, edition)
    at = text.index(f"ay {subject} ") + 4
    assert e.column == at, (e.column, at, e.message)
    assert e.message.startswith(f"'{subject}' is a subject of its own after 'may': {MAY_ADVICE}"), e.message
    assert "'You may have target opponent draw a card.'" in e.message, e.message


MAY_READ = [      # what the message says, and the choices printed cards write: read as before
    ("{H} You may draw a card.", "{'may': {'do': [{'do': {'Draw': {'count': 1}}}]"),
    ("{H} You may have target opponent draw a card.", "'may'"),
    ("{H} You may have each player draw a card.", "'may'"),
    ("{H} You may have Plants you control gain 1 boost.", "'may'"),
    ("{H} Target opponent may draw a card.", "'may'"),
    ("{J} You may exhaust target card in Reserve.", "'may'"),
    ("{R} [Resupply]. If you put a Character in Reserve this way, you may then put it in your hand.", "'may'"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, step", MAY_READ)
def test_what_may_offers_with_no_subject_reads_as_before(text, step, edition):
    assert step in str(reads(text, edition)), reads(text, edition)


# ---- U3: a player's verb joined by ", then" / "and" to a subject of objects (7.2.4.a) -----------------------------
NO_SUBJECT = "has no subject of its own, and the subject of the verb before it, which it goes on with, names objects"
INHERITED = [     # the auditor's text (ch2.yaml made you draw once), then the same shape
    ("{J} Choose two Characters you control. They each gain 1 boost, then draw a card.", "draw a card"),
    ("{J} Choose two Characters you control. They each gain 1 boost and draw a card.", "draw a card"),
    ("{J} Characters you control gain 1 boost, then draw a card.", "draw a card"),       # was: you drew one each
    ("{J} Characters you control gain 1 boost and discard a card.", "discard a card"),
    ("{J} Target Character gains 1 boost and draws a card.", "draws a card"),
    ("{J} Target Character gains 1 boost, then draws a card.", "draws a card"),
    ("{J} Up to two target Characters gain [[Asleep]], then draw a card.", "draw a card"),
    ("{H} You may have target Character gain 1 boost and draw a card.", "draw a card"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, verb", INHERITED)
def test_a_players_verb_going_on_with_a_subject_of_objects_is_refused_at_the_verb(text, verb, edition):
    e = refused_in(text, edition)
    assert e.column == col(text, verb), (e.column, e.message)
    assert e.message.startswith(f"'{verb.split()[0]}' {NO_SUBJECT}"), e.message
    assert "'Choose two Characters you control. They each gain 1 boost, then you draw a card.'" in e.message


SUBJECT_READ = [  # a player goes on ("Each opponent ... and draws"), a base form after a third person is yours,
    #               "I ..., then <verb>" is yours as printed cards write it, and what the message says reads
    ("{J} Each opponent discards a card and draws a card.", "each_player"),
    ("{J} Each opponent discards a card, then draws a card.", "each_player"),
    ("{J} Target opponent discards a card, then draws a card.", "as_player"),
    ("{J} Target Character gains 1 boost, then draw a card.", "{'do': {'Draw': {'count': 1}}}"),
    ("{J} I gain 1 boost, then draw a card.", "{'do': {'Draw': {'count': 1}}}"),
    ("{J} I gain 1 boost per other Character in my Expedition, then send them all to Reserve.", "'move'"),
    ("{J} Choose two Characters you control. They each gain 1 boost, then you draw a card.",
     "{'do': {'Draw': {'count': 1}}}"),
    ("{J} Target Character gains 1 boost. Draw a card.", "{'do': {'Draw': {'count': 1}}}"),
    ("{J} Characters you control gain 1 boost, then gain [[Anchored]].", "'Anchored'"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, step", SUBJECT_READ)
def test_a_verb_whose_subject_does_it_reads_as_before(text, step, edition):
    assert step in str(reads(text, edition)), reads(text, edition)


def test_each_opponent_goes_on_to_draw_in_their_own_turn():
    """7.2.4.a, 1.4.5: "Each opponent discards a card and draws a card": each of them draws, not you."""
    [ability] = reads("{J} Each opponent discards a card and draws a card.")
    [loop] = ability["reaction"]["effect"]
    assert "{'do': {'Draw': {'count': 1}}}" in str(loop["each_player"]), loop


# ---- U4: the boost icon "[]" / "[BB]" is left out only right after "boost" --------------------------------------
ICON = "the boost icon, '[]' (or '[BB]'), is printed right after 'boost'"
ICON_ELSEWHERE = [   # dropped without a word anywhere before: now refused at the bracket
    ("{J} Draw a card[BB].", "[BB]"),
    ("{J} Draw a card [BB].", "[BB]"),
    ("{J} Draw a card[].", "[]"),
    ("{J} Target Character gains 1 boost [BB].", "[BB]"),
    ("{J} Target Character[BB] gains 1 boost.", "[BB]"),
    ("{J} Target Character gains [] 1 boost.", "[]"),
    ("The first Permanent you play each Afternoon[BB] gains 1 boost.", "[BB]"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, icon", ICON_ELSEWHERE)
def test_the_boost_icon_anywhere_but_after_boost_is_refused_at_it(text, icon, edition):
    e = refused_in(text, edition)
    # at the bracket, or at its word where the reader took "[" as a keyword's (as "{H} [Sabotge]." is refused)
    assert e.column in (col(text, icon), col(text, icon) + 1), (e.column, e.message)
    assert ICON in e.message, e.message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ["{J} Target Character gains 1 boost[CC].", "{J} Draw a card [Shiny]."])
def test_other_bracketed_words_are_refused_as_unknown_keywords(text, edition):
    e = refused_in(text, edition)
    assert e.column in (col(text, "["), col(text, "[") + 1), (e.column, e.message)
    assert "no keyword, keyword action" in e.message, e.message


ICON_READ = [        # as printed: Beyond the Gates' "boost[]", "boosts[]", "boost.[]", Whispers from the Maze's "boost[BB]"
    "{J} Target Character gains 1 boost[].",
    "{J} Robots you control gain 2 boosts[].",
    "{J} Target Character gains 1 boost.[]",
    "{J} Target Character gains #2 boosts#[].",
    "The first Character you play each Afternoon gains 1 boost[BB].",
    # the auditor's text (U4): the Whispers from the Maze hero's printed form with another type, read as it does
    "The first Permanent you play each Afternoon gains 1 boost[BB].",
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text", ICON_READ)
def test_the_boost_icon_after_boost_is_read_as_nothing(text, edition):
    plain = text.replace("[BB]", "").replace("[]", "").replace("#", "").replace("..", ".")
    def meaning(t):
        return [{k: v for k, v in ability.items() if k != "text"} for ability in reads(t, edition)]
    assert meaning(text) == meaning(plain)


# ---- U2: a plural "them" naming one thing (7.2.5.a; the s47 rule) -------------------------------------------------
def plural_of_one(words: str, last: str) -> str:
    return (f"'{words}' names several objects, and '{last}', named last, is one: refused rather than read as that "
            f"one; say 'it' for the one")


THEM_OF_ONE = [   # the auditor's five texts, then the same shape: what "this way" moved (one card), one Expedition
    ("[Cooldown].  [Resupply]. If you put a Character in Reserve this way, you may then put them in your hand.",
     "them", "you put a Character in Reserve this way"),
    ("[Defender].  If my Expedition is behind, [Defender] Characters don't prevent them from moving forward.",
     "them", "my Expedition"),
    ("[Defender].  If my Expedition is behind, [Defender] Characters don't prevent them from moving forward.  {J} "
     "Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.", "them", "my Expedition"),
    ("{R} [Resupply]. If you put a Character in Reserve this way, you may then put them in your hand.", "them",
     "you put a Character in Reserve this way"),
    ("If my Expedition is behind, [Defender] Characters don't prevent them from moving forward.", "them",
     "my Expedition"),
    ("{R} [Resupply]. If you put a Character in Reserve this way, put them in your hand.", "them",
     "you put a Character in Reserve this way"),
    ("{H} [Sabotage]. If you discarded a Character this way, their owners draw a card.", "their owners",
     "you discarded a Character this way"),
    ("{J} [Resupply]. If you put a Spell in Reserve this way, send them to Reserve.", "them",
     "you put a Spell in Reserve this way"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, words, last", THEM_OF_ONE)
def test_a_plural_pronoun_naming_one_thing_is_refused_with_the_number_message(text, words, last, edition):
    e = refused_in(text, edition)
    assert e.column == text.rindex(f" {words} ") + 2, (e.column, e.message)
    assert e.message.startswith(plural_of_one(words, last)), e.message


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_s47_refusal_says_the_same(edition):
    text = "{J} Target Character gains 1 boost. Then, put them in Reserve."
    assert refused_in(text, edition).message.startswith(plural_of_one("them", "Target Character"))


IT_OF_ONE = [     # as printed: "it" for the one
    ("If my Expedition is behind, [Defender] Characters don't prevent it from moving forward.", "dont_prevent"),
    ("{R} [Resupply]. If you put a Character in Reserve this way, you may then put it in your hand.", "'Hand'"),
    ("{H} [Sabotage]. If you discarded a card this way, its owner draws a card.", "'Draw'"),
    ("{H} Discard up to two cards from your hand. If you discarded a Character this way, draw a card.", "'Draw'"),
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("text, step", IT_OF_ONE)
def test_it_naming_one_thing_reads_as_before(text, step, edition):
    assert step in str(reads(text, edition)), reads(text, edition)


# ---- rendering: conditions joined inside conditions joined stand in parentheses, as played -----------------------
@pytest.mark.parametrize("text, shown", [
    ("{J} Discard target [[Fleeting]] or [[Asleep]] Character with Hand Cost {4} or less.",
     "where ((it is Fleeting or it is Asleep) and its hand cost ≤ 4)"),
    ("{J} You may spend 1 counter from a card you control or in your Reserve to draw a card.",
     "where ((it is a card you control or it is a card in your Reserve) and the number of counters"),
])
def test_explain_brackets_or_inside_and(text, shown):
    """The engine plays "(a or b) and c" (the auditor's prec.yaml and spend.yaml); the rendering says so."""
    from altered.tools.explain import render_ability
    lines = "\n".join(line for a in reads(text) for line in render_ability(a))
    assert shown in lines, lines
