"""The splitter: printed text → one clean string per ability (1.2.4.a, 2.2.11.c; SOURCE.md markup)."""
from __future__ import annotations

import re

import pytest

from altered.cardtext.corpus import set_texts
from altered.cardtext.split import clean, split_abilities
from altered.loading.errors import DesignError


def texts(raw):
    return [p.text for p in split_abilities(raw)]


def test_markup_without_rules_meaning_is_removed():
    # "#…#" change markers, "[]" lost icon, reminder text (2.2.11.c), non-breaking spaces
    raw = "#{R} I gain 2 boosts[].# (A boost is a +1/+1/+1 counter.)"
    assert texts(raw) == ["{R} I gain 2 boosts."]
    assert texts("When you play a Spell\u00a0— I gain 1 boost.") == ["When you play a Spell — I gain 1 boost."]


def test_lost_icon_before_a_period_leaves_one_period():
    raw = "You may exhaust me ({T}) to give target Character 1 boost.[]. (A boost is a counter.)"
    assert texts(raw) == ["You may exhaust me to give target Character 1 boost."]


def test_each_character_remembers_its_place_in_the_printed_text():
    raw = "#[Seasoned].# (I keep my boosts.)  {J} I gain 1 boost."
    second = split_abilities(raw)[1]
    assert raw[second.start:second.start + 3] == "{J}"
    assert all(raw[i] == ch for ch, i in zip(second.text, second.origin) if ch != " ")


def test_two_spaces_separate_abilities_but_not_inside_quotes():
    raw = 'If I have 5 or more Scrap counters, I gain "{T} : Draw a card,  then draw a card."'
    assert len(texts(raw)) == 1


def test_a_line_break_separates_abilities():
    assert texts("[Seasoned].\n{J} I gain 1 boost.") == ["[Seasoned].", "{J} I gain 1 boost."]


def test_modes_stay_with_choose_one():
    # 6.5.g: the lines starting with • belong to the modal step
    raw = "Choose one:  • Send to Reserve target Character.  • Discard target Permanent."
    assert texts(raw) == ["Choose one: • Send to Reserve target Character. • Discard target Permanent."]


def test_if_you_dont_continues_the_ability_before():
    raw = "If I would leave the Expedition zone, you may put me in my owner's Mana zone instead.  " \
          "#If you don't, draw a card.#"
    assert len(texts(raw)) == 1


def test_a_new_trigger_after_a_sentence_starts_a_new_ability():
    assert texts("{H} Draw a card. {R} I gain 1 boost.") == ["{H} Draw a card.", "{R} I gain 1 boost."]
    assert texts("Draw a card. At Noon — Draw a card.") == ["Draw a card.", "At Noon — Draw a card."]


def test_clean_keeps_indices():
    pairs = clean("a#b#(c) d")
    assert "".join(c for c, _ in pairs) == "ab d"
    assert [i for _, i in pairs] == [0, 2, 7, 8]


# Every printed text of Beyond the Gates with more than one ability, and how each
# ability starts (checked by hand against the cards; SOURCE.md, 1.2.4.a).
MULTI = [
    ("#When a Robot joins your Expeditions\xa0— You may sacrifice me to give it 2 boosts.#  When I'm sacrificed, if I was not [[Fleeting]]\xa0— Put me in Reserve.",
     ['When a Robot joins your ', "When I'm sacrificed, if "]),
    ('#[Seasoned].# (I keep my boosts when I go to Reserve.)  #{H} You may pay {2} to give me 1 boost.#',
     ['[Seasoned].', '{H} You may pay {2} to g']),
    ('#[Tough\xa02].# (Opponents must pay\xa0{2} to target me.)  At Noon — Target Expedition moves forward one region.',
     ['[Tough 2].', 'At Noon — Target Expedit']),
    ('#[[Fleeting]].#  Target Character gains [[Fleeting]]. (If it would be sent to Reserve, discard it instead.)  #Draw a card.#',
     ['[[Fleeting]].', 'Target Character gains [', 'Draw a card.']),
    ("#[[Fleeting]].# (Send me to Discard instead of Reserve after my effect resolves.)  #All Characters in target Expedition# gain [[Asleep]]. (This only affects one player's Characters. During Dusk, ignore their statistics. During Rest, they don't go to Reserve and they lose Asleep.)",
     ['[[Fleeting]].', 'All Characters in target']),
    ('#[[Fleeting]].# (Send me to Discard instead of Reserve after my effect resolves.)  Target Character gains #2 boosts# and loses [[Fleeting]].',
     ['[[Fleeting]].', 'Target Character gains 2']),
    ('#{H} If you control two or more Landmarks, I gain 2 boosts.#  {R} If you control two or more Landmarks, I lose [[Fleeting]].',
     ['{H} If you control two o', '{R} If you control two o']),
    ('#{H} If you control two or more other Characters, I gain 2 boosts.#  {R} If you control two or more #other Characters#, I lose [[Fleeting]].',
     ['{H} If you control two o', '{R} If you control two o']),
    ('#{J} Draw a card.#  At Noon\xa0— Draw a card.',
     ['{J} Draw a card.', 'At Noon — Draw a card.']),
    ('#{J} Draw a card.#  {T} : The next Character you play from your hand this turn activates its {r} abilities (as if it had been played from Reserve).',
     ['{J} Draw a card.', '{T} : The next Character']),
    ('#{J} Target Character gains 1 boost.#  {T} : I gain 2 Kelon counters.  {T}, Spend 1 of my Kelon counters: #target Character gains 1 boost.#',
     ['{J} Target Character gai', '{T} : I gain 2 Kelon cou', '{T}, Spend 1 of my Kelon']),
    ('#{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]].#  At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet another [[Asleep]] Character\xa0— You win the game.',
     ['{J} Target Character gai', 'At Dusk, if you control ']),
    ('#{J} You may pay {1} to [Resupply].# (Put the top card of your deck in Reserve.)  {T} : The next Plant you play this turn costs {1} less.',
     ['{J} You may pay {1} to [', '{T} : The next Plant you']),
    ("#{J} You may pay {1} to have me gain [[Anchored]].# (During Rest, I don't go to Reserve and I lose Anchored.)  At Noon\xa0— [Resupply]. (Put the top card of your deck in Reserve.)",
     ['{J} You may pay {1} to h', 'At Noon — [Resupply].']),
    ('#{J} [Resupply].#  At Noon\xa0— [Resupply]. (Put the top card of your deck in Reserve.)',
     ['{J} [Resupply].', 'At Noon — [Resupply].']),
    ('#{J} [Resupply].#  If you would #[Resupply], instead reveal the top two cards of your deck. Put one in Reserve, and discard the other#.',
     ['{J} [Resupply].', 'If you would [Resupply],']),
    ('#{J} [Resupply].# (Put the top card of your deck in Reserve.)  #{T} : The next Character you play from your Reserve this turn# gains 1 boost.',
     ['{J} [Resupply].', '{T} : The next Character']),
    ('#{J} [Resupply].# (Put the top card of your deck in Reserve.)  Your Characters have: " {R} I gain 1 boost."',
     ['{J} [Resupply].', 'Your Characters have: " ']),
    ('Characters you control are [Tough\xa02]. (Opponents must pay {2} to target them.)  #At Noon\xa0— Target Character you control gains 1 boost.#',
     ['Characters you control a', 'At Noon — Target Charact']),
    ('During Morning, draw only one card. Then, put the top card of your deck in your Mana zone instead of a card from your hand.  At Noon\xa0— [Resupply]. (Put the top card of your deck in Reserve.)  Ignore my abilities during the first Day.',
     ['During Morning, draw onl', 'At Noon — [Resupply].', 'Ignore my abilities duri']),
    ('I begin the game with 5 Heroism counters.  When you play a Character with Hand Cost greater than or equal to my number of Heroism counters\xa0— Draw a card and I gain 1 Heroism counter.',
     ['I begin the game with 5 ', 'When you play a Characte']),
    ("If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana zone instead (as an exhausted Mana Orb).  {R} I gain 1 boost.",
     ['If I would leave the Exp', '{R} I gain 1 boost.']),
    ('Spells you play with Hand Cost {1} or less have [[Fleeting]].  When you play a Spell\xa0— Target Character you control gains 1 boost[]. (Do this after the spell resolves. A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)',
     ['Spells you play with Han', 'When you play a Spell — ']),
    ('Target Character gains 3 boosts[]. (A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)  #Draw a card.#',
     ['Target Character gains 3', 'Draw a card.']),
    ('Target Character switches Expeditions.  #Draw a card.#',
     ['Target Character switche', 'Draw a card.']),
    ("When I'm sacrificed, if I was not [[Fleeting]]\xa0— Put me in Reserve.  #When I'm sacrificed, if I was [[Fleeting]]\xa0— Draw a card.#",
     ["When I'm sacrificed, if ", "When I'm sacrificed, if "]),
    ('When a card leaves your Reserve during the Afternoon\xa0— If I have less than 5 Scrap counters, I gain 1 Scrap counter.  If I have 5 or more Scrap counters, I gain "{T} : Draw a card, then put a card from your hand in Reserve."',
     ['When a card leaves your ', 'If I have 5 or more Scra']),
    ("When you create a token Character\xa0— It gains 1 boost.  If you have less than eight Mana Orbs, [[Boosted]] tokens you control are [Defender]. (Their Expeditions can't move forward during Dusk.)",
     ['When you create a token ', 'If you have less than ei']),
    ("When you play a Character with a base statistic of 0\xa0— I\xa0gain a Performance counter.  At Noon\xa0— You may spend five of my Performance counters to reveal the top card of your deck. You may play it for free or put it into your hand. (Don't activate any {h} abilities.)",
     ['When you play a Characte', 'At Noon — You may spend ']),
    ('When you play a Spell\xa0— I gain 1 boost.  #At Dusk\xa0— If I have 3 or more boosts, draw a card.#',
     ['When you play a Spell — ', 'At Dusk — If I have 3 or']),
    ("[Eternal]. (During Rest, I don't go to Reserve.)  #[Tough\xa0X], where X is the number of plants you control.# (Opponents must pay\xa0{X} to target me.)  {J} I gain 4 boosts.  At Noon\xa0— I gain 4 boosts.",
     ['[Eternal].', '[Tough X], where X is th', '{J} I gain 4 boosts.', 'At Noon — I gain 4 boost']),
    ("[Eternal]. (During Rest, I don't go to Reserve.)  {J} I gain 4 boosts.  At Noon\xa0— I gain 4 boosts.",
     ['[Eternal].', '{J} I gain 4 boosts.', 'At Noon — I gain 4 boost']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  #Tokens you control are [Gigantic].#',
     ['[Gigantic].', 'Tokens you control are [']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  #[Seasoned].# (I keep my boosts when I go to Reserve.)',
     ['[Gigantic].', '[Seasoned].']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  #[Tough\xa01].# (Opponents must pay\xa0{1} to target me.)',
     ['[Gigantic].', '[Tough 1].']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  [Tough\xa0X], where X is the number of regions between your Hero and Companion. (If they are adjacent, X equals 0. Opponents must pay\xa0{X} to target me.)',
     ['[Gigantic].', '[Tough X], where X is th']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  {J} Sacrifice #one Character.#  All regions are {O} and lose their other terrains.',
     ['[Gigantic].', '{J} Sacrifice one Charac', 'All regions are {O} and ']),
    ('[Gigantic]. (I am considered present in each of your Expeditions.)  {J} Sacrifice two Characters.  All regions are {O} and lose their other terrains.',
     ['[Gigantic].', '{J} Sacrifice two Charac', 'All regions are {O} and ']),
    ('[Seasoned]. (I keep my boosts when I go to Reserve.)  #At Dusk\xa0— If I have 3 or more boosts, draw a card.#',
     ['[Seasoned].', 'At Dusk — If I have 3 or']),
    ('[Seasoned]. (I keep my boosts when I go to Reserve.)  {J} I gain 1 boost.',
     ['[Seasoned].', '{J} I gain 1 boost.']),
    ('[Seasoned]. (I keep my boosts when I go to Reserve.)  {J} I gain 1 boost.  #{R} If I have 4 boosts or less, I lose [[Fleeting]].#',
     ['[Seasoned].', '{J} I gain 1 boost.', '{R} If I have 4 boosts o']),
    ('[[Fleeting]].  Choose one:  • Send to Reserve target Character with Hand Cost\xa0{4} or less.  • Discard target Permanent with Hand Cost\xa0{4} or less.  #If you control two or more Landmarks, create a [Brassbug 2/2/2] Robot token in target Expedition.#',
     ['[[Fleeting]].', 'Choose one: • Send to Re', 'If you control two or mo']),
    ("[[Fleeting]].  Reveal the top four cards of your Deck. Choose up to two Characters from these cards and put them in your Expeditions. They gain [[Fleeting]]. Discard the other cards. (Don't activate any {h} abilities.)",
     ['[[Fleeting]].', 'Reveal the top four card']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  #Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition.#  Send to Reserve target Character with Hand Cost\xa0{X} or less, where X is the number of Characters you control.',
     ['[[Fleeting]].', 'Create an [Ordis Recruit', 'Send to Reserve target C']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  #Expeditions# can't move forward this Day.",
     ['[[Fleeting]].', "Expeditions can't move f"]),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  All Characters #controlled by target player# switch Expeditions. (They leave their Expeditions and join their controller's other Expedition.)",
     ['[[Fleeting]].', 'All Characters controlle']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  All Characters you control switch Expeditions. (They leave their Expeditions and join their controller's other Expedition.)",
     ['[[Fleeting]].', 'All Characters you contr']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Characters you control gain 1 boost[]. (Cards in Reserve are not controlled. A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)',
     ['[[Fleeting]].', 'Characters you control g']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Choose one:  • Discard target [[Fleeting]], [[Anchored]] or [[Asleep]] Character.  • Discard target Permanent.',
     ['[[Fleeting]].', 'Choose one: • Discard ta']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Choose one:  • Send to Reserve target Character with Hand Cost\xa0{4} or less.  • Discard target Permanent with Hand Cost\xa0{4} or less.',
     ['[[Fleeting]].', 'Choose one: • Send to Re']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Choose one:  • Send to Reserve target Character with Hand Cost\xa0{4} or more.  • Discard target Permanent with Hand Cost\xa0{4} or more.',
     ['[[Fleeting]].', 'Choose one: • Send to Re']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard one of your Mana Orbs. If you do, discard target Character or Permanent.',
     ['[[Fleeting]].', 'Discard one of your Mana']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard target Character or Permanent.',
     ['[[Fleeting]].', 'Discard target Character']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard target [[Fleeting]], [[Anchored]] or [[Asleep]] Character.',
     ['[[Fleeting]].', 'Discard target [[Fleetin']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard up to two targets, Characters or Permanents.',
     ['[[Fleeting]].', 'Discard up to two target']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Discard up to two targets, Characters or Permanents.  #Draw a card.#',
     ['[[Fleeting]].', 'Discard up to two target', 'Draw a card.']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb).",
     ['[[Fleeting]].', 'Put target Character or ']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Put the top card of your deck in your Mana zone (as an exhausted Mana Orb).',
     ['[[Fleeting]].', 'Put the top card of your']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Return target Character or Permanent with Hand Cost\xa0#{5} or less# to its owner's hand.",
     ['[[Fleeting]].', 'Return target Character ']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Return target Character or Permanent with Hand Cost\xa0{4} or less to its owner's hand.",
     ['[[Fleeting]].', 'Return target Character ']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Reveal the top four cards of your Deck. Choose up to two Characters from these cards and put them in your Expeditions. They gain [[Fleeting]]. Discard the other cards. (Don't activate any {h} abilities.)",
     ['[[Fleeting]].', 'Reveal the top four card']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Sacrifice a Character #or Permanent#. If you do, discard target Character or Permanent.',
     ['[[Fleeting]].', 'Sacrifice a Character or']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Sacrifice a Character. If you do, discard target Character or Permanent.',
     ['[[Fleeting]].', 'Sacrifice a Character. I']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Sacrifice a Character. If you do, draw #three cards#.',
     ['[[Fleeting]].', 'Sacrifice a Character. I']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Sacrifice a Character. If you do, draw two cards.',
     ['[[Fleeting]].', 'Sacrifice a Character. I']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Send to Reserve target Character with Hand Cost\xa0{X} or less, where X is the number of Characters you control.',
     ['[[Fleeting]].', 'Send to Reserve target C']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Send to Reserve up to #four# target Characters with a total Hand Cost\xa0#{6} or less#.',
     ['[[Fleeting]].', 'Send to Reserve up to fo']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Send to Reserve up to three target Characters with a total Hand Cost\xa0{5} or less.',
     ['[[Fleeting]].', 'Send to Reserve up to th']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Target Expedition can't move forward this Day.",
     ['[[Fleeting]].', "Target Expedition can't "]),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  Target Expedition moves forward one region.',
     ['[[Fleeting]].', 'Target Expedition moves ']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  You may discard a card from your Reserve to reduce my cost by #{1}#.  Return target Character or Permanent to the top of its owner's deck.",
     ['[[Fleeting]].', 'You may discard a card f', 'Return target Character ']),
    ("[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  You may discard a card from your Reserve to reduce my cost by {2}.  Return target Character or Permanent to the top of its owner's deck.",
     ['[[Fleeting]].', 'You may discard a card f', 'Return target Character ']),
    ('[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)  [Sabotage], then [Resupply]. (Discard up to one target card from a Reserve. Put the top card of your deck in Reserve.)',
     ['[[Fleeting]].', '[Sabotage], then [Resupp']),
    ('{H} [Sabotage]. (Discard up to one target card from a Reserve.)  #{R} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.#',
     ['{H} [Sabotage].', '{R} Create an [Ordis Rec']),
    ('{H} [Sabotage]. (Discard up to one target card from a Reserve.)  #{R} Roll a die. On a 4+, [Sabotage].#',
     ['{H} [Sabotage].', '{R} Roll a die. On a 4+,']),
    ('{H} [Sabotage]. (Discard up to one target card from a Reserve.)  {R} I gain #2 boosts.#',
     ['{H} [Sabotage].', '{R} I gain 2 boosts.']),
    ('{H} [Sabotage]. (Discard up to one target card from a Reserve.)  {R} I gain 1 boost[]. (A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)',
     ['{H} [Sabotage].', '{R} I gain 1 boost.']),
    ('{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.  At Noon\xa0— Create a [Brassbug 2/2/2] Robot token in target Expedition.',
     ['{J} Create a [Brassbug 2', 'At Noon — Create a [Bras']),
    ('{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.  At Noon\xa0— Create a [Brassbug 2/2/2] Robot token in target Expedition.  #When a Robot joins your Expeditions\xa0— It gains 1 boost.#',
     ['{J} Create a [Brassbug 2', 'At Noon — Create a [Bras', 'When a Robot joins your ']),
    ('{J} Draw a card.  At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet another [[Asleep]] Character\xa0— You win the game.',
     ['{J} Draw a card.', 'At Dusk, if you control ']),
    ('{J} Draw a card.  {T}, Sacrifice a Character: [After You]. (End your turn as if you had played a card. You may still play cards later this Day.)',
     ['{J} Draw a card.', '{T}, Sacrifice a Charact']),
    ('{J} I gain 3 Kelon counters.  At Noon\xa0— You may pay {1} and spend 1 of my Kelon counters to create a [Brassbug 2/2/2] Robot token in target Expedition.',
     ['{J} I gain 3 Kelon count', 'At Noon — You may pay {1']),
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  #At Noon\xa0— I gain 1 boost.#",
     ['{J} I gain [[Anchored]].', 'At Noon — I gain 1 boost']),
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  #At Noon\xa0— I gain 1 boost[].# (A boost is a +1/+1/+1 counter. Remove it when it leaves the Expedition zone.)",
     ['{J} I gain [[Anchored]].', 'At Noon — I gain 1 boost']),
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  #At Noon\xa0— If I have 2 or more boosts,\xa0[Resupply].# (Put the top card of your deck in Reserve.)",
     ['{J} I gain [[Anchored]].', 'At Noon — If I have 2 or']),
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  At Noon\xa0— I gain #2 boosts#.",
     ['{J} I gain [[Anchored]].', 'At Noon — I gain 2 boost']),
    ("{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve and I lose Anchored.)  At Noon\xa0— I gain 1 boost.",
     ['{J} I gain [[Anchored]].', 'At Noon — I gain 1 boost']),
    ('{J} [Sabotage]. (Discard up to one target card from a Reserve.)  #When I leave your Landmark zone\xa0— [Sabotage].#',
     ['{J} [Sabotage].', 'When I leave your Landma']),
    ('{T} : I gain 2 Kelon counters.  {T}, Spend 1 of my Kelon counters: the next Character you play this turn gains 1 boost.',
     ['{T} : I gain 2 Kelon cou', '{T}, Spend 1 of my Kelon']),
]


@pytest.mark.parametrize("raw,starts", MULTI, ids=[f"multi{i}" for i in range(len(MULTI))])
def test_every_multi_ability_card_splits_as_printed(raw, starts):
    assert [t[:24] for t in texts(raw)] == starts


@pytest.mark.editions("3.0", "5.0")
@pytest.mark.parametrize("raw,starts", MULTI, ids=[f"multi{i}" for i in range(len(MULTI))])
def test_1_2_4_a_each_paragraph_is_one_ability_of_the_card(raw, starts, parse):
    # 1.2.4.a: each paragraph of the text box is a separate ability, read by the edition's parser
    assert [a["text"][:24] for a in parse(raw)] == starts


@pytest.mark.editions("3.0", "5.0")
def test_2_2_11_c_reminder_text_has_no_existence_rules_wise(parse):
    # 2.2.11.c: the text in italics (the reminder in parentheses) changes no ability; but a parenthesis
    # that reminds of no word before it is card text, never dropped unread: refused at its place
    with pytest.raises(DesignError, match="card text") as e:
        parse("{R} I gain 2 boosts. (Draw a card.)")
    assert e.value.column == len("{R} I gain 2 boosts. (") + 1
    assert parse("(If I leave the Expedition zone, remove me from the game.)") == []     # a token's rule
    reminded = [(raw, support) for raw, support in set_texts() if "(" in raw]
    assert len(reminded) > 100
    for raw, support in reminded:
        assert parse(raw, support=support) == parse(re.sub(r"\s*\([^()]*\)", "", raw), support=support), raw


def test_the_table_lists_every_multi_ability_text():
    multi = {raw for raw, _ in MULTI}
    for raw, _support in set_texts():
        assert (len(split_abilities(raw)) > 1) == (raw in multi), raw
