"""Refusal messages that pointed at the wrong cause, and plain English read (issue 31; outside audits N and O of
session 47). Every text is "either read right or refused at its place with a message that says what to write".
Each class is checked with the auditors' texts and new wordings of the same shape: read (the program) or refused
(the column and what the message says).

Decided:
- a payment acts on no object and names none (1.2.5): "it" after "You may pay {1}", "Its controller may pay {1}"
  names what it named before the payment (7.2.4.a), as the English plainly says; refused before as if the payment
  were a draw. Played: tests/scenarios/rules/s48/1.2.5-* (test cards in tests/data/s48-msgs/cards.yaml).
- "Send me to Reserve. If you do, ..." reads, asking whether I moved (6.5.f: sending me can fail, I may have left
  before it), as "Discard me. If you do" and "Sacrifice me. If you do" read. Played:
  tests/scenarios/rules/s48/6.5.f-*send-me*.yaml; "You may send me to Reserve. If you do" asks it too, and "Send me
  to Reserve to draw a card" reads as "Discard me to draw a card" does.
- "Each player with no cards in their hand draws a card" reads as "... in hand" does: "their" is the player tested
  (7.2.4.a); refused before with a message that contradicted itself. Played:
  tests/scenarios/rules/s48/7.2.4.a-each-player-with-no-cards-in-their-hand-draws.yaml.
- "If you have a Spirit in your Reserve", "If there's a Spell in your Reserve": one or more, as "one or more"
  says (grammar/phrases/conditions.yaml: player-has-one, there-is-one); "it" after "there's a ..." names none of
  them (which one is not said). Played: tests/scenarios/rules/s48/6.5.d-*.
- "When I gain a boost" is "When I gain 1 or more boosts": one event however many are gained at once (2.5;
  grammar/phrases/events.yaml: gains-a-counter). Played: tests/scenarios/rules/s48/2.5-*.
- refusals that named a wrong cause ("expected a counter" where a Mana Orb, a Hand Cost, a count of cards or a
  statistic was meant; "did you mean 'Ore'?" after "1 more boost"; a bare "unexpected '[['" after "with";
  "unexpected 'token'"; "boosts equal to"; "expected 'first'", "expected 'than'") now say what to write
  (grammar/phrases/mistakes.yaml), and the wording they suggest reads.
- "You may pay {1} to each opponent chooses a card in their Reserve. Discard it. If it's a Character, ..." is
  refused as the same sentences without the payment are ("tests what each player chose in turn", 6.5.i): what
  each player chose in a step done only if paid was gathered but its test not checked (effects/bound.py).
- "If they do" right after another player's step that keeps no trace of being done ("Its controller draws a card.
  If they do") is refused saying so (6.5.f), no longer "you did that step ... say 'If you do'".
"""
from __future__ import annotations

import pytest

from readings import effect_in, reads, refused_at


# -- A. "it" after a payment names what was named before it (1.2.5, 7.2.4.a) -----------------------------------
PAID_IT = [
    # audit N §3
    ("{T}: Target Character gains 1 boost. Then you may pay {1}. If you do, it gains 1 boost.",
     {"counters": {"what": {"var": "target"}, "name": "boost", "add": 1}}),
    ("{H} Choose a Character in your Reserve. You may pay {1}. If you do, play it for free.",
     {"do": {"Play For Free": {"what": {"var": "chosen"}}}}),
    ("When an opponent plays a Character — They may pay {1}. If they don't, exhaust it.",
     {"do": {"Exhaust": {"what": "it"}}}),
    ("Target Character gains 2 boosts. Its controller may pay {1}. If they do, it gains [[Anchored]].",
     {"gain": {"what": {"var": "target"}, "status": "Anchored"}}),
    # new wordings of the same shape
    ("When an opponent plays a Character — Target opponent may pay {1}. If they don't, exhaust it.",
     {"do": {"Exhaust": {"what": "it"}}}),
    ("{J} Choose a Character in your Reserve. Its owner may pay {2}. If they do, send it to its owner's hand.",
     {"move": {"what": {"var": "chosen"}, "to": "Hand"}}),
    ("{R} Target Character gains [[Asleep]]. You may pay {2}. If you do, it gains 2 boosts.",
     {"counters": {"what": {"var": "target"}, "name": "boost", "add": 2}}),
]


@pytest.mark.parametrize("text,then", PAID_IT)
def test_it_after_a_payment_names_what_was_named_before(text, then):
    last = effect_in(text)[-1]
    assert "did" in str(last["if"]) and last["then"] == [then]


# (what this class and the next ones still refuse, a payment keeping "it" as it was: STILL_REFUSED, at the end)


# -- B. "If they do" after another player's step that kept nothing (6.5.f) ------------------------------------
THEIR_STEP = "their step keeps no trace of being done"
THEY_DO = [
    # audit N §3
    "{J} Remove all boosts from target Character. Target opponent draws that many cards. If they do, I gain 1 boost.",
    "{J} Choose target Character. If it has 3 or more boosts, its controller draws a card. If they do, I gain 1 "
    "boost.",
    # new wordings of the same shape
    "{J} Target Character gains 1 boost. Its controller draws a card. If they do, I gain 1 boost.",
    "{R} Return target Character to its owner's hand. Its owner draws a card. If they do, draw a card.",
]


@pytest.mark.parametrize("text", THEY_DO)
def test_if_they_do_after_their_step_that_kept_nothing(text):
    e = refused_at(text, "If they do")
    assert THEIR_STEP in str(e) and "say 'If you do'" not in str(e)


def test_if_they_do_the_wording_it_suggests_reads():
    last = effect_in("{J} Target opponent may draw a card. If they do, I gain 1 boost.")[-1]
    assert last["if"] == {"did": "done"}


# -- C. "Send me to Reserve. If you do": whether I moved (6.5.f), as "Discard me. If you do" --------------------
@pytest.mark.parametrize("text,to", [
    ("{J} Send me to Reserve. If you do, draw a card.", "Reserve"),         # audit O W3
    ("{J} Send me to Reserve. If you do, draw two cards.", "Reserve"),      # audit O U44
    ("{J} Return me to my owner's hand. If you do, draw a card.", "Hand"),
    ("{R} Send me to my owner's hand. If you do, target Character gains 1 boost.", "Hand"),
])
def test_a_move_of_me_is_asked_by_if_you_do(text, to):
    steps = effect_in(text)
    move = steps[0]["move"]
    assert move["what"] == "self" and move["to"] == to and steps[1]["if"] == {"did": move["as"]}


def _names(data, key: str) -> set:
    if isinstance(data, dict):
        own = {data[key]} if isinstance(data.get(key), str) else set()
        return own.union(*(_names(v, key) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(_names(v, key) for v in data)) if data else set()
    return set()


@pytest.mark.parametrize("text", [
    "{J} Send me to Reserve. If you do, draw a card.",
    "{J} You may send me to Reserve. If you do, draw a card.",
    "{J} You may send me to Reserve to draw a card.",
    "{J} Send me to Reserve to draw a card.",
    "{J} Send me to Reserve. If you can't, draw a card.",
    "{J} Send me to Reserve. If you do, draw a card. If you can't, I gain 1 boost.",
])
def test_a_move_of_me_asked_of_is_bound(text):
    """What "If you do", "If you can't", "to ..." and an offer's own test ask of is bound by the move of me
    (a name asked of and never bound would read as never done: 6.5.f)."""
    steps = effect_in(text)
    assert _names(steps, "did") | _names(steps, "var") <= _names(steps, "as")


def test_a_move_of_me_asked_of_by_nothing_binds_nothing():
    assert effect_in("{J} Send me to Reserve. Draw a card.")[0] == {"move": {"what": "self", "to": "Reserve"}}


# -- D. "Each player with no cards in their hand": the player tested (7.2.4.a) ---------------------------------
@pytest.mark.parametrize("text,same", [
    ("{J} Each player with no cards in their hand draws a card.",                 # audit O V39
     "{J} Each player with no cards in hand draws a card."),
    ("{J} Each opponent with no cards in their hand draws a card.",
     "{J} Each opponent with no cards in hand draws a card."),
    ("{R} Each opponent with no cards in their Reserve draws a card.",
     "{R} Each opponent with no cards in Reserve draws a card."),
])
def test_with_no_cards_in_their_zone_is_the_players_own(text, same):
    assert effect_in(text) == effect_in(same)


# -- E. "If you have a Spirit in your Reserve", "If there's a Spell in your Reserve": one or more ---------------
@pytest.mark.parametrize("text,same", [
    ("{J} If you have a Spirit in your Reserve, draw a card.",                   # audit O W43
     "{J} If you have one or more Spirits in your Reserve, draw a card."),
    ("{J} If there's a Spell in your Reserve, I gain 1 boost.",                  # audit O W44
     "{J} If there are one or more Spells in your Reserve, I gain 1 boost."),
    ("{J} If there's a Landmark in play, draw a card.",                          # audit O T119
     "{J} If there are one or more Landmarks in play, draw a card."),
    ("{J} If there is a Character in the Expedition facing me, draw a card.",
     "{J} If there are one or more Characters in the Expedition facing me, draw a card."),
    ("{J} If an opponent has a Spell in their Reserve, draw a card.",
     "{J} If an opponent has one or more Spells in their Reserve, draw a card."),
    ("{R} If target opponent has a Character in their Reserve, draw a card.",
     "{R} If target opponent has one or more Characters in their Reserve, draw a card."),
])
def test_a_noun_in_a_condition_is_one_or_more(text, same):
    assert effect_in(text) == effect_in(same)


def test_there_isnt_a():
    cond = effect_in("{J} If there isn't a Character in the Expedition facing me, draw a card.")[0]["if"]
    assert set(cond) == {"not"} and "gte" in cond["not"]


# -- F. "When I gain a boost": one event however many (2.5) ---------------------------------------------------
@pytest.mark.parametrize("text,same", [
    ("When I gain a boost — Draw a card.", "When I gain 1 or more boosts — Draw a card."),      # audit O T187
    ("When a Character you control gains a boost — I gain 1 boost.",
     "When a Character you control gains 1 or more boosts — I gain 1 boost."),
])
def test_when_gaining_a_counter_is_one_or_more(text, same):
    assert reads(text)[0]["reaction"]["trigger"] == reads(same)[0]["reaction"]["trigger"]


# -- G. Refusals that named a wrong cause say what to write (grammar/phrases/mistakes.yaml) -----------------------
MANA = "a Mana Orb is a card in a Mana zone (3.2.9.c), not a counter"
COST = "a cost that chooses is written with its number in braces after it"
STAT = "is a statistic, not a counter"
PLAYER = "a count of what a player has is a condition of its own"
MORE = "counters gained are said by their number alone"
STATUS = "a status that names what is chosen or counted is said before the noun"
TOKEN = "'token' is said before the noun it is a kind of"
CREATED = "a token's creation is heard with the player who creates it"
EQUAL = "a number counted is written 'X boosts ..., where X is ...'"
FACING = "which Expedition 'it' is, compared with another, is not read"
ORDER = "a number compared is written before what it counts"

# text, the word refused, what the message says, the wording it suggests (which reads); audit O's id
SAYS = [
    ("{J} Each opponent loses 1 Mana Orb.", "Mana", MANA, "{J} Discard one of your Mana Orbs."),       # T4
    ("{T}: Each opponent loses 1 Mana Orb.", "Mana", MANA, "{J} Discard one of your Mana Orbs."),      # T151
    ("{H} Target opponent gains 1 Mana Orb.", "Mana", MANA,                                             # T265
     "{J} Put the top card of your deck in your Mana zone (as an exhausted Mana Orb)."),
    ("{J} Each opponent discards a card. You gain 1 Mana Orb.", "Mana", MANA,                           # T221
     "{J} Put the top card of your deck in your Mana zone (as an exhausted Mana Orb)."),
    ("{J} Target opponent loses 2 Mana Orbs.", "Mana", MANA, "{J} Discard one of your Mana Orbs."),
    ("{J} Put target Character with 2 or less Hand Cost in its owner's Reserve.", "Hand", COST +          # T51
     ": 'with Hand Cost {2} or less'", "{J} Put target Character with Hand Cost {2} or less in its owner's Reserve."),
    ("{J} Target Character with 3 or more Hand Cost loses all boosts.", "Hand", "'with Hand Cost {3} or more'",  # T52
     "{J} Target Character with Hand Cost {3} or more gains 1 boost."),
    ("{T}: Return target Character with 2 or less Hand Cost to its owner's hand.", "Hand", COST,        # T163
     "{T}: Return target Character with Hand Cost {2} or less to its owner's hand."),
    ("{J} Target Character with 2 or less Reserve Cost gains 1 boost.", "Reserve", "'with Reserve Cost {2} or less'",
     "{J} Target Character with Reserve Cost {2} or less gains 1 boost."),
    ("{J} If I have 3 or more {M}, draw a card.", "{M}", "{M} " + STAT,                                # Y20
     "{J} Send to Reserve any number of target Characters with total {M} of 4 or less."),
    ("{J} Target Character with 2 or less {V} gains 1 boost.", "{V}", "{V} " + STAT,                   # Y23
     "{J} Send to Reserve any number of target Characters with total {V} of 4 or less."),
    ("{J} Each opponent draws a card. Then each opponent with 5 or more cards in their hand discards a card.",  # V38
     "cards in", PLAYER, "{J} If each opponent has 5 or more cards in their hand, draw a card."),
    ("{J} Each player with 3 or more cards in their Reserve draws a card.", "cards", PLAYER,
     "{J} If each opponent has 3 or more cards in their Reserve, draw a card."),
    ("{J} Target Character gains 1 boost. If it's a Spirit, it gains 1 more boost.", "more", MORE,     # U92
     "{J} Target Character gains 1 boost. If it's a Spirit, it gains 1 boost."),
    ("{J} Target Character gains 1 boost. If it's in my Expedition, it gains 1 more boost.", "more", MORE,  # V25
     "{J} Target Character gains 1 boost. If it's a Spirit, it gains 1 boost."),
    ("{J} I gain 2 boosts. If you control a Landmark, I gain 2 more boosts instead.", "more", MORE,      # Y40
     "{J} If you control a Landmark, I gain 4 boosts. Otherwise, I gain 2 boosts."),
    ("{J} I gain 1 boost. If I'm [[Boosted]], I gain 1 extra boost.", "extra", MORE,
     "{J} I gain 1 boost. If I'm [[Boosted]], I gain 1 boost."),
    ("{J} Target Character with [[Asleep]] loses [[Asleep]] and gains 2 boosts.", "[[Asleep]] loses",  # T111
     (STATUS, "'Target [[Asleep]] Character'"), "{J} Target [[Asleep]] Character loses [[Asleep]] and gains 2 boosts."),
    ("{J} Target Character with [[Anchored]] gains 2 boosts.", "[[", STATUS,                           # T256
     "{J} Target [[Anchored]] Character gains 2 boosts."),
    ("{J} Target Character with [[Fleeting]] gains 2 boosts.", "[[", STATUS,                           # W25
     "{J} Target [[Fleeting]] Character gains 2 boosts."),
    ("{J} Each Character with [[Boosted]] gains 1 boost.", "[[", (STATUS, "'Each [[Boosted]] Character'"),
     "{J} Each [[Boosted]] Character gains 1 boost."),
    ("{J} Sacrifice a Character token. If you do, I gain 2 boosts.", "token", (TOKEN, "'token Character'"),  # T84
     "{J} Sacrifice a token Character. If you do, I gain 2 boosts."),
    ("{J} You may sacrifice a Character token. If you do, target Character gains 2 boosts.", "token", TOKEN,  # T131
     "{J} You may sacrifice a token Character. If you do, target Character gains 2 boosts."),
    ("{H} Each Character token gains 1 boost.", "token", TOKEN, "{H} Each token Character gains 1 boost."),  # T147
    ("{J} Target Character token gains 2 boosts.", "token", TOKEN, "{J} Target token Character gains 2 boosts."),  # T257
    ("{J} Target Spirit token gains 1 boost.", "token", (TOKEN, "'token Spirit'"),
     "{J} Target token Spirit gains 1 boost."),
    ("When you create a Spirit token — I gain 1 boost.", "token", TOKEN,                               # U28
     "When you create a token Spirit — I gain 1 boost."),
    ("When a Spirit token is created — Draw a card.", "token", CREATED,                                # W67
     "When you create a token Spirit — Draw a card."),
    ("When a token Spirit is created — Draw a card.", "created", CREATED,
     "When an opponent creates a token Spirit — Draw a card."),
    # T76: X is never a card's cost (values.yaml): told so, not the X form (session 51, audits G1/G2: circular)
    ("{J} Discard a card. Target Character gains boosts equal to its Hand Cost.", "boosts",            # T76
     "a number equal to 'its Hand Cost' is not read yet",
     "{J} Target Character gains X boosts, where X is the number of Characters you control."),
    ("{J} Target Character gains boosts equal to the number of Landmarks you control.", "boosts", EQUAL,  # T250
     "{J} Target Character gains X boosts, where X is the number of Landmarks you control."),
    ("{J} I gain boosts equal to the number of cards in your Reserve.", "boosts", EQUAL,              # T251
     "{J} I gain X boosts, where X is the number of cards in your Reserve."),
    ("{H} Create a [Salt Wisp 1/1/1] Spirit token in target Expedition. If it's the Expedition facing me, draw a "  # V70
     "card.", "Expedition facing", FACING, "{H} Create a [Salt Wisp 1/1/1] Spirit token in the Expedition facing me."),
    ("{J} If you control 2 Landmarks or more, draw a card.", ", draw", (ORDER, "'2 or more Landmarks'"),  # Y4
     "{J} If you control 2 or more Landmarks, draw a card."),
    ("{J} If you have 3 cards or more in your hand, draw a card.", "cards", (ORDER, "'3 or more cards'"),
     "{J} If you have 3 or more cards in your hand, draw a card."),
]


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text,word,says,suggested", SAYS)
def test_a_refusal_names_the_cause_and_what_to_write(text, word, says, suggested, edition):
    e = refused_at(text, word, edition)
    assert all(said in str(e) for said in ([says] if isinstance(says, str) else says)), str(e)
    assert "did you mean" not in str(e), str(e)
    assert reads(suggested, edition)


# "<an Expedition> has N or more Characters" (audit s47 O, X7, X10) is read since the same session's "is empty"
# fix: a place counts what is in it (3.1.1.a, 3.2.4.b), so these are no longer refused.
HAS_READS = [
    "{J} If the Expedition facing me has no Characters, draw a card.",
    "{J} If the Expedition facing me has 2 or more Characters, draw a card.",
    "{J} If my Expedition has 2 or more Characters, draw a card.",
]


@pytest.mark.parametrize("edition", [None, "5.0"])
@pytest.mark.parametrize("text", HAS_READS)
def test_what_an_expedition_has_is_read(text, edition):
    assert reads(text, edition)


# -- H. What each player chose in turn, tested after a cost's "to": refused as without it (6.5.i) -------------
LOOP_TESTED = "tests what each player chose in turn"


def test_what_each_player_chose_acted_on_after_a_cost_still_reads():
    steps = effect_in("{J} You may pay {1} to each opponent chooses a card in their Reserve. Discard it.")
    assert steps[-1] == {"do": {"Discard": {"what": {"var": "chosen"}}}}


# -- what each class still refuses: at the word, saying why ----------------------------------------------------
# text, the word refused, what the message says
STILL_REFUSED = [
    # A. a payment keeps "it" as it was: after a draw it is still refused (3.1.3.d)
    ("{J} Draw a card. You may pay {1}. If you do, put it in your Reserve.", "it in", "'it' refers to nothing"),
    # A. a player is not "it", before a payment as anywhere (7.2.4.a)
    ("{J} Target opponent may pay {1}. If they don't, it gains 1 boost.", "it gains", "'it' refers to nothing"),
    # B. "If they do" after your own step still says to write "If you do"
    ("{J} Return target Character to its owner's hand. If they do, draw a card.", "If they do", "say 'If you do'"),
    # C. "Exhaust me. If you do": exhausting keeps no trace
    ("{J} Exhaust me. If you do, draw a card.", "If you do", "keeps no trace"),
    # D. no cards in another player's zone
    ("{J} Each opponent with no cards in your hand draws a card.", "with no", "in a zone of their own"),
    # E. "it" after "there's a Spell": which one, of several, is not said (7.2.4.a)
    # the message names the condition's object and says to choose it first (session 49, audit T section 3)
    ("{J} If there's a Spell in your Reserve, put it in your hand.", "it in",
     "'it' could only name a Spell in your Reserve, which the condition"),
    # E. counters are still said with a number (2.5)
    ("{J} If it has a boost, draw a card.", "boost,", "said with a number"),
    # F. "When target Character gains a boost": refused at the start, column 1
    ("When target Character gains a boost — Draw a card.", "When",                               # audit O T186
     "'target' names objects an effect chooses"),
    # H. what each player chose in turn, tested after a cost's "to" (audit N §3, side note)
    ("{J} You may pay {1} to each opponent chooses a card in their Reserve. Discard it. If it's a Character, I gain "
     "1 boost.", "If it's", LOOP_TESTED),
    # H. the same without the payment, refused before this fix too
    ("{J} Each opponent chooses a card in their Reserve. Discard it. If it's a Character, I gain 1 boost.", "If it's",
     LOOP_TESTED),
    # H. new wordings of the same shape
    ("{J} You may pay {1} to have each opponent choose a card in their Reserve. Discard it. If it's a Character, I "
     "gain 1 boost.", "If it's", LOOP_TESTED),
    ("{J} You may discard a card to have each opponent choose a card in their Reserve. If it's a Character, draw a "
     "card.", "If it's", LOOP_TESTED),
]


@pytest.mark.parametrize("text,word,says", STILL_REFUSED)
def test_still_refused_at_the_word_saying_why(text, word, says):
    assert says in str(refused_at(text, word))
