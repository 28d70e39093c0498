"""Refusals that say what to write, and a few shapes that now read (issue 31: "every text is either read right or
refused at its place with a message that says what to write"). The outside audits C and D (session 45, section 3)
listed refusals whose message named nothing to write or pointed elsewhere ("unexpected 'Target'", "did you mean
'switches expeditions'?", "unexpected 'has'", "expected 'counters'"...). Each class is checked with the auditors'
texts and new wordings of the same shape: the place (column), what the message says to write, and that what it
says reads (grammar/phrases/mistakes.yaml). Some shapes are read instead, as printed cards and the rules mean them:

- what a card has: "If it has 3 or more boosts", "If target Character has a Kelon counter" (conditions.yaml
  noun-has; 2.5), as "If I have 2 or more Kelon counters" read;
- a cost changed "for each ...", as "per ..." (passives.yaml cost-per), as a draw and a gain of counters read it;
- "their" after "an opponent has": that opponent (7.2.4.a);
- "Put up to two of them in your hand" after a look, as "two of them" (nouns.yaml up-to-number-of-them).
And one reading found wrong on the way: "If one of them is a Character" was a test of each object of an empty
selection (always true); it is one of the cards "them" names.

Played: tests/scenarios/v5/2.5-*.yaml, 5.1.2-i-cost-1-less-for-each-character-you-control.yaml and 7.2.4.a-*.yaml
(test cards in tests/data/v5/audit-msgs-cards.yaml), each refused before or played otherwise.
"""
from __future__ import annotations

import pytest

from altered.cardtext.api import parse_abilities
from readings import effect, refused


def reads(text: str) -> None:
    assert parse_abilities(text), text


def at(text: str, word: str, after: str = "") -> int:
    """The column of ``word`` in ``text`` (after ``after``), 1 first."""
    return text.index(word, text.index(after) + len(after) if after else 0) + 1


# -- a keyword ability, then another on the same line after one space ----------------------------------------

@pytest.mark.parametrize("text, next_word, ability", [
    ("[[Fleeting]]. Target Character gains [[Asleep]].", "Target", "[[Fleeting]]."),         # audit D c:69
    ("[Cooldown]. Draw two cards.", "Draw", "[Cooldown]."),                                   # audit D c:74
    ("[Cooldown]. Target Character gains 1 boost.", "Target", "[Cooldown]."),
    ("[[Fleeting]]. Each opponent draws a card.", "Each", "[[Fleeting]]."),
    ("[Gigantic]. Target Character gains [[Asleep]].", "Target", "[Gigantic]."),
    ("[Tough 1]. I gain 1 boost.", "I gain", "[Tough 1]."),
])
def test_a_keyword_then_an_effect_after_one_space(text, next_word, ability):
    """Printed cards separate abilities with a line break or two spaces; after a reminder text the same case was
    already told so. A keyword ability ends at its period: the message says to start a new line there."""
    e = refused(text)
    assert e.column == at(text, next_word)
    assert f"'{ability}' ends here" in e.message and "start a new line here" in e.message, e.message
    reads(text.replace(". ", ".  ", 1))
    reads(text.replace(". ", ".\n", 1))


def test_a_keyword_action_then_its_effect_still_reads_and_is_not_told_to_break_the_line():
    reads("[Resupply]. Target Character gains [[Asleep]].")
    reads("{H} [Sabotage]. Target Character gains [[Asleep]].")
    assert "new line" not in refused("[Resupply]. Foo the bar.").message


# -- an Expedition's position: against the Expedition facing it (7.5.2) ---------------------------------------

@pytest.mark.parametrize("text, word, where", [
    ("If my Expedition is behind the Expedition facing me, draw a card.", "the", "behind"),   # audit D c:186
    ("{J} If my Expedition is ahead of the Expedition facing me, draw a card.", "of", "ahead"),  # audit D c:187
    ("{J} If my Expedition is behind target Expedition, I gain 1 boost.", "target", "behind"),
    ("{J} If my Expedition is tied with the Expedition facing me, draw a card.", "with", "tied"),
])
def test_ahead_or_behind_of_an_expedition_named(text, word, where):
    """7.5.2.a-c: an Expedition is ahead, behind or tied against the Expedition facing it; the message pointed
    at 'switches expeditions'. It says the position is said alone, and that reads."""
    e = refused(text)
    assert e.column == at(text, word, where)
    assert "7.5.2" in e.message and f"'If my Expedition is {where}, ...'" in e.message, e.message
    assert "switches" not in e.message
    reads(f"{{J}} If my Expedition is {where}, draw a card.")


# -- "X's controller": a card named, then "its" ---------------------------------------------------------------

@pytest.mark.parametrize("text, noun", [
    ("{J} Target Character's controller draws a card.", "Character"),                        # audit D base:109
    ("{J} You may sacrifice a Character. If you do, target Character gains [[Asleep]]. That Character's "
     "controller draws a card.", "That Character"),
    ("{J} Target Character's owner draws a card.", "Character"),
    ("{H} Target Robot's controller discards a card.", "Robot"),
])
def test_a_cards_controller_with_an_apostrophe(text, noun):
    e = refused(text)
    assert e.column == at(text, "'s")
    assert "said with 'its' once the card is named" in e.message, e.message
    reads("{J} Target Character gains [[Asleep]] and its controller draws a card.")
    reads("{J} Choose target Character. Its controller draws a card.")


def test_its_and_a_players_zone_still_read():
    reads("{J} Target Character gains 1 boost. If it's [[Boosted]], draw a card.")
    reads("{H} Discard target card from an opponent's Reserve.")


# -- what a card has: read (2.5) -------------------------------------------------------------------------------

def _condition(text):
    return next(s["if"] for s in effect(text) if isinstance(s, dict) and "if" in s)


def test_it_has_counters_reads_the_target():
    """Audit D c:123: "unexpected 'has'", while "If I have 2 or more Kelon counters" read."""
    steps = effect("{J} Target Character gains 1 boost. If it has 3 or more boosts, draw a card.")
    assert steps[0]["choose"]["as"] == "target"
    assert _condition("{J} Target Character gains 1 boost. If it has 3 or more boosts, draw a card.") == \
        {"gte": [{"counters": "boost", "of": {"var": "target"}}, 3]}


def test_target_character_has_is_chosen_as_the_sentence_begins():
    """6.5.b: "target" in a condition is chosen by the effect, then tested (as "If target Character is ...")."""
    steps = effect("{J} If target Character has one or more Kelon counters, draw a card.")
    assert steps[0]["choose"]["target"] is True
    assert steps[1]["if"] == {"gte": [{"counters": "Kelon", "of": {"var": "target"}}, 1]}
    assert _condition("{J} If target Character has no boosts, it gains 2 boosts.") == \
        {"eq": [{"counters": "boost", "of": {"var": "target"}}, 0]}


def test_a_card_among_several_has():
    """Of one of the cards a noun names, or of each: as "a Character you control is [[Boosted]]"."""
    some = _condition("{J} If a Character you control has 3 or more boosts, draw a card.")
    assert "exists" in some and "counters" in str(some)
    each = _condition("{J} If each Character you control has one or more boosts, draw a card.")
    assert "every" in each and "counters" in str(each)


def test_i_have_counters_reads_as_before():
    assert _condition("{J} If I have 2 or more Kelon counters, draw a card.") == \
        {"gte": [{"counters": "Kelon", "of": "self"}, 2]}
    assert _condition("{J} If I have one or more boosts, draw a card.") == \
        {"gte": [{"counters": "boost", "of": "self"}, 1]}


@pytest.mark.parametrize("text, word, says", [
    ("{J} If target Character has a Kelon counter, draw a card.", "Kelon", "'If it has one or more Kelon counters'"),
    ("{J} Target Character gains 1 boost. If it has a boost, draw a card.", "boost,", "'If it has one or more boosts'"),
    ("As long as I have a Kelon counter, I'm [Gigantic].", ",", "'If it has one or more Kelon counters'"),
])
def test_has_a_counter_says_one_or_more(text, word, says):
    """"has a Kelon counter" is not read (audit D d:6): the message says the count that reads."""
    e = refused(text)
    assert e.column == at(text, word, "ha") and says in e.message, e.message


def test_it_has_with_nothing_named_is_refused():
    text = "{J} If it has 3 or more boosts, draw a card."
    e = refused(text)
    assert e.column == at(text, "it") and "refers to nothing" in e.message and "'target Character'" in e.message


@pytest.mark.parametrize("text, stat", [
    ("{J} Target Character gains 1 boost. If it has Hand Cost {3} or more, draw a card.", "Hand Cost"),  # d:65
    ("{J} If I have Reserve Cost {2} or less, draw a card.", "Reserve Cost"),
])
def test_it_has_a_characteristic_says_is(text, stat):
    e = refused(text)
    assert e.column == at(text, stat)
    assert f"'If its {stat} is {{3}} or more'" in e.message, e.message
    reads("{J} Target Character gains 1 boost. If its Hand Cost is {3} or more, draw a card.")
    reads("{J} If my Reserve Cost is {3} or less, draw a card.")
    reads("{J} Target Character with Hand Cost {3} or more gains 1 boost.")


# -- "that Expedition" --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    ("When I join an Expedition — Another target Character in that Expedition gains 1 boost.", "that"),  # D c:40
    ("{J} Characters in that Expedition gain 1 boost.", "that"),
    # "that Expedition" is read up to "is" ("that" + a card type): refused there, told the same
    ("When a Character joins an Expedition — If that Expedition is ahead, draw a card.", "is"),
])
def test_that_expedition(text, word):
    e = refused(text)
    assert e.column == at(text, word, "—" if word == "is" else "")
    assert "'my Expedition'" in e.message and "'its Expedition'" in e.message, e.message
    assert "did you mean" not in e.message
    reads("When I join an Expedition — Another target Character in my Expedition gains 1 boost.")
    reads("When a Character joins an Expedition — Another target Character in its Expedition gains 1 boost.")


# -- "can't gain [[S]]" --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Characters you control can't gain [[Asleep]].",            # audit D base:36
    "I can't gain [[Asleep]].",                                 # audit D base:168
    "Characters in my Expedition can't gain [[Fleeting]].",
])
def test_cant_gain_a_status(text):
    e = refused(text)
    assert e.column == at(text, "[[")
    assert "'can't gain' is read of counters only" in e.message and "expected 'counters'" not in e.message
    reads("Characters you control can't gain counters.")
    reads("If I would gain [[Asleep]], I gain [[Anchored]] instead.")


# -- "it" after a branch: say it in the same sentence (7.2.4.a) ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} You may sacrifice a Character. If you do, target Character gains [[Asleep]]. Its controller draws a card.",
    "{J} You may discard a card. If you do, target Character gains 1 boost. It gains [[Anchored]].",
])
def test_it_out_of_a_branchs_reach_says_what_to_write(text):
    e = refused(text)
    assert e.column == at(text, "It", "If you do")
    assert "in the same sentence as the step that chose it, joined by 'and'" in e.message, e.message
    reads("{J} You may sacrifice a Character. If you do, target Character gains [[Asleep]] and its controller draws "
          "a card.")
    reads("{J} You may discard a card. If you do, target Character gains 1 boost and it gains [[Anchored]].")


# -- after a look: what reads to put some of the cards --------------------------------------------------------

LOOK = "{J} Look at the top 3 cards of your deck. "


def test_among_them_says_choose_first_and_that_reads():
    text = LOOK + "Put a Character among them in your hand."
    e = refused(text)
    assert e.column == at(text, "among")
    assert "'Choose a Character from these cards. Put it in your hand.'" in e.message
    reads(LOOK + "Choose a Character from these cards. Put it in your hand.")


@pytest.mark.parametrize("rest", [
    "Put a Character from these cards in your hand.",                   # audit C: the form the message advised
    "Put a card from these cards in your Reserve.",
])
def test_from_these_cards_after_put(rest):
    text = LOOK + rest
    e = refused(text)
    assert e.column == at(text, "these")
    assert "read after 'Choose'" in e.message and "'Put one of them in your hand.'" in e.message, e.message
    reads(LOOK + "Put one of them in your hand.")


@pytest.mark.parametrize("rest, n, zone", [
    ("Put up to two of them in your hand.", 2, "Hand"),                          # audit C
    ("Put up to two of them in your Reserve.", 2, "Reserve"),
    ("Put up to 3 of them in your hand. Put the rest in your Discard pile.", 3, "Hand"),
    ("Put up to one of them in your hand and the others at the bottom of your deck.", 1, "Hand"),
])
def test_up_to_n_of_them_reads(rest, n, zone):
    """"unexpected 'of'": read as "two of them" is, none to N chosen among the cards looked at (7.2.4.a). Played by
    tests/scenarios/v5/7.2.4.a-put-up-to-two-of-them-in-your-hand.yaml."""
    steps = effect(LOOK + rest)
    choose = steps[1]["choose"]
    assert choose["from"] == {"among": {"var": "revealed"}} and choose["count"] == n and choose["min"] == 0
    assert steps[2]["move"]["what"] == {"var": choose["as"]} and steps[2]["move"]["to"] == zone


# -- counts: "for each" -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I cost {1} less for each Character you control.",                 # audit C
    "I cost {1} less for each Landmark you control.",
    "I cost {1} more for each card in your Reserve.",
])
def test_a_cost_for_each_reads_as_per(text):
    [ability] = parse_abilities(text)
    [same] = parse_abilities(text.replace("for each", "per"))
    ability.pop("text"), same.pop("text")
    assert ability == same


@pytest.mark.parametrize("text, word", [
    ("{J} Discard two cards. Draw a card for each card discarded this way.", "discarded"),   # audit C
    ("{J} Sacrifice two Characters. Draw a card for each Character sacrificed this way.", "sacrificed"),
    ("{J} Discard two cards. I gain 1 boost per card discarded this way.", "discarded"),
])
def test_for_each_card_acted_on_this_way_says_that_many(text, word):
    e = refused(text)
    assert e.column == at(text, word)
    assert "'Discard two cards. Draw that many cards.'" in e.message, e.message
    reads("{J} Discard two cards. Draw that many cards.")
    reads("{J} You may discard any number of cards from your Reserve to draw that many cards.")


# -- "their" after "an opponent has": that player (7.2.4.a) -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I cost {1} less if an opponent has 3 or more cards in their Reserve.",          # audit C
    "{J} If an opponent has 3 or more cards in their Reserve, draw a card.",
    "{J} If each opponent has two or more cards in their hand, draw a card.",
    "{J} If each player has two or more cards in their hand, draw a card.",
    "{J} If target opponent has two or more cards in their hand, draw a card.",
])
def test_their_after_a_player_has_is_that_player(text):
    """"'their' names no player", though the player is named just before it: "their" is the player said to have
    the cards, as "in Reserve" reads (each opponent in turn, 1.4.7). Played by
    tests/scenarios/v5/7.2.4.a-an-opponent-has-cards-in-their-reserve.yaml."""
    [ability] = parse_abilities(text)
    [same] = parse_abilities(text.replace("their ", ""))
    ability.pop("text"), same.pop("text")
    assert ability == same


@pytest.mark.parametrize("text, condition", [
    ("{J} If you have two or more cards in their hand, draw a card.", "you"),
    ("{J} If an opponent has more cards in their hand than you, draw a card.", "an opponent"),
])
def test_their_naming_no_one_is_still_refused(text, condition):
    e = refused(text)
    assert e.column == at(text, condition) and "'their' names no player" in e.message
    if condition == "an opponent":
        assert "'if an opponent has more cards in hand than you'" in e.message
        reads("{J} If an opponent has more cards in hand than you, draw a card.")


# -- "Move" a Character ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, word", [
    ("{J} Move target Character to my Expedition.", "target"),          # audit C
    ("{J} Move me to your other Expedition.", "me"),                    # audit C
    ("{J} Target Character moves to my Expedition.", "to"),
    ("{J} Move target Character to its owner's Reserve.", "target"),
])
def test_move_a_character(text, word):
    """7.3.16-17: Expeditions move; a Character switches Expeditions (7.3.28) or is sent to a zone."""
    e = refused(text)
    assert e.column == at(text, word, "ove")
    assert "'switches Expeditions'" in e.message and "7.3.28" in e.message, e.message
    reads("{J} Target Character switches Expeditions.")
    reads("{J} I switch Expeditions.")
    reads("{J} Send target Character to its owner's Reserve.")
    reads("{J} My Expedition moves forward one region.")


# -- "one of them" in a condition (7.2.4.a) ----------------------------------------------------------------------

def test_one_of_them_in_a_condition_is_one_of_the_cards_looked_at():
    """It was read as a test of each object of an empty selection (always true). Played by
    tests/scenarios/v5/7.2.4.a-if-one-of-them-is-a-character-*.yaml."""
    test = _condition(LOOK + "If one of them is a Character, draw a card.")
    assert test == {"any": {"in": {"concat": [{"var": "revealed"}]}, "as": "each",
                            "test": {"matches": {"what": {"var": "each"}, "filter": {"type": "Character"}}}}}
    has = _condition(LOOK + "If one of them has one or more boosts, draw a card.")
    assert has["any"]["in"] == {"concat": [{"var": "revealed"}]} and has["any"]["test"]["gte"][0]["of"] == {"var": "each"}
    negated = _condition(LOOK + "If one of them isn't a Character, draw a card.")
    assert "not" in negated["any"]["test"]


@pytest.mark.parametrize("text, words", [
    (LOOK + "If two of them are [[Boosted]], draw a card.", "two of them"),
    (LOOK + "If up to one of them is a Character, draw a card.", "up to one of them"),
    ("{J} If one of them is a Character, draw a card.", "one of them"),
])
def test_how_many_of_them_or_of_nothing_is_refused(text, words):
    e = refused(text)
    assert e.column == at(text, words)


@pytest.mark.parametrize("text, word", [
    ("{J} If my Expedition has 3 or more boosts, draw a card.", "3"),
    ("{J} If target Expedition has one or more boosts, draw a card.", "one"),
    ("{J} If an opponent has 3 or more boosts, draw a card.", "3"),
    ("{J} If your hand has 3 or more boosts, draw a card.", "3"),
])
def test_counters_had_by_what_is_not_a_card_are_refused(text, word):
    """2.5: counters are on cards; an Expedition, a player or a zone has none (read before as the first card of
    what they name)."""
    e = refused(text)
    assert e.column == at(text, word) and "counters are on cards (2.5)" in e.message
