"""A refused reading does not fall through to another reading (issue 31, session 47).

``Language.readings`` realizes every parse of a text and ``Language.best`` ranks them: the phrasebook's
preference (``prefer:``), then the phrase reaching furthest where they part, then names. Last session a refused
parse put first by ``prefer:`` refused the text (tests/test_cardtext_audit_readings.py); one put first only by
reach was still dropped and the other parse played, with no word said: "{J} You may pay {1}, then discard two
cards. If you can't, sacrifice me." reads by the language's rule ("you may X, then Y" makes Y optional too) with
"If you can't" after "you may", which is refused (6.5.f: not doing it may be a choice); the parse with the
discard outside the choice was played instead, a mandatory discard.

Now every refusal declares what it says of the text (``DesignError.refusal``, one attribute of the error class,
set by the class raised: loading/errors.py):
- ``DesignError`` ("text"): the words as read are refused (a pronoun with nothing to name, a condition asking of
  a branch or of a choice, a cost's "it"): where its parse ranks first, the text is refused with it, at its place,
  with what to write, unless the phrasebook prefers a parse that reads;
- ``NotAReading`` ("parse"): a check of what a phrase may be said of, ruling that parse out (a passive's words read
  as an effect lose "you play"; a status of places said of a card; 'that is a ...' said of an Expedition; a verb
  with its own subject after "may"; "Otherwise" with no "if" before it; the place a card is played to read as
  where it is): the reading after it is read, as before; where a phrase's ``prefer:`` puts it first, the text is
  refused naming both (as last session);
- ``Misread`` ("word"): a word taken for what it is not ("they" as objects): ruled out.
``RAISE_SITES`` below lists every construction of these errors in cardtext/ with the kind it declares; a new one
fails the test until it is listed here (and so declared). The phrasebook's own refusals are declared the same way:
``$refuse`` (text) and ``$not_a_reading`` (parse).

Measured: over the bundled texts, the 728 official texts (5.0), 6,411 texts of the session 46-47 audits and the
quick suite, the refused parses put first by reach were refused by 11 sites, each a check of what a phrase may be
said of, declared ``NotAReading`` here: bundled readings unchanged, official texts all read.

Two readings decided (section B, C):
- "Each opponent chooses a Character they control. It gains [[Asleep]]." (no loop around "It"): each opponent's
  own choice (1.4.5), and "It" is every Character chosen, as the official "Each player chooses a Character they
  control. It gains [[Asleep]]." means (effects/players.py each_player gathers what each chose). Played at a
  table of four below.
- "Play target Spell from your Reserve for free. It gains [[Fleeting]].": once played, a Spell has resolved and
  moved on (5.2.4.b, 2.4.7.e), and the status was given to no card, silently (2.1.d; played on test cards before
  this fix: no event). Refused at "It" saying what to write. After a Character played, "It" names it where it
  entered play (2.1.f) and reads: tests/scenarios/rules/s47/2.1.f-play-a-character-for-free-it-gains-asleep.yaml.
"""
from __future__ import annotations

import ast
import re

import pytest

from altered.cardtext.api import parse_abilities
from altered.effects import Ctx
from altered.loading.errors import DesignError, Misread, NotAReading
from altered.loading.paths import GRAMMAR_DIR, ROOT
from altered.simulation.layout import put
from readings import effect, refused, table_of_four

CARDTEXT = ROOT / "interpreter" / "altered" / "cardtext"
KINDS = {"DesignError": "text", "NotAReading": "parse", "Misread": "word",
         "HeadsApart": "text"}       # a DesignError told by the noun phrase with its determiner (ornouns55)

# every construction of a refusal in cardtext/, by module and function, with the kind each declares, in order
RAISE_SITES = {
    'ante.py:did': 'text',
    'ante.py:_said_of_pick': 'text',              # "Discard a card. Target Character gains ... If you do" (s51 W1)
    'ante.py:skipped_count': 'text',              # "... I gain 1 boost. Draw that many cards." (s51 W2)
    'ante.py:plural': 'text',
    'ante.py:that_many': 'text',
    'ante.py:the_others': 'text',
    'ante.py:type_test': 'text',
    'api.py:parse_abilities': 'text',
    'api.py:placed_text': 'text text',
    'api.py:never_resolved': 'text',
    'api.py:never_activated': 'text',        # a Spell's Reaction never activated (1.2.4.d; audit S14A of s59)
    'api.py:_continued_opponent_named': 'text',
    'api.py:_continued_object_named': 'text',
    'api.py:readable_text': 'text',
    'api.py:parse_piece': 'text',
    'api.py:_main_in_support_zone': 'text',
    'api.py:support_cost_in_main': 'text',        # {D} in a main text (audit s50 Z1 §3)
    'api.py:_statistics_of_none': 'text',         # "Your Hero has +1/+1/+1" (audit s50 Z1 §3)
    'combinators/abilities.py:_support_marked': 'parse',
    'combinators/abilities.py:never_as_support': 'text',
    'combinators/branches.py:_unless_after': 'text',
    'combinators/branches.py:_where_x': 'text text',
    'combinators/branches.py:_colon_branch': 'parse',
    'combinators/chains.py:_segments': 'text',
    'combinators/chains.py:_chain': 'text',         # subjects joined by 'and', told at 'and' (audit s51 G2)
    'combinators/chains.py:qualified_last': 'text',  # 'a Character and a Landmark you control' (audit msgs54 §5)
    'combinators/chains.py:_Links.run': 'text text text text',
    'combinators/chains.py:_Links._counts': 'text',
    'combinators/chains.py:_result_of': 'text',     # 'that many' of the object beside the step's (audit S3 U2)
    'combinators/done_and_counted.py:counted_after_to': 'text',
    'combinators/joined_steps.py:join_loop': 'text text',
    'combinators/may_and_to.py:_no_part_paid_from_several': 'text text',
    'combinators/may_and_to.py:_no_order_paid_in_part': 'text',
    'combinators/may_and_to.py:_no_new_subject': 'text parse',   # a subject after 'may' (audit s51 G2 U1)
    'combinators/may_and_to.py:then_a_new_subject': 'text parse',    # '..., then <subject>' after 'may' (s51 H1 C)
    'combinators/may_and_to.py:_paid_to.build': 'word text',
    'combinators/may_and_to.py:_no_cost_paid_in_part': 'text',
    'combinators/may_and_to.py:_no_to_of_one_part': 'word',
    'combinators/choices.py:no_crossing': 'text',
    'combinators/choices.py:_place_or_object': 'text',
    'combinators/choices.py:_chosen_or_bare': 'text',     # 'target X in a Reserve or Landmark' (R1 WRONG-D, ornouns55)
    'combinators/conditions.py:_bare_count': 'text',          # msgs55: 'If you control 3 Mana Orbs' (R1 §3)
    'combinators/conditions.py:_control_by': 'text text text parse',
    'combinators/conditions.py:_controls_named': 'text text',
    'combinators/conditions.py:_player_has': 'text',
    'combinators/conditions.py:_moved_to': 'text',
    'combinators/conditions.py:_moved_by_you': 'text text',
    'combinators/conditions.py:_player_count': 'text',
    'combinators/conditions.py:_is': 'text text text',   # 'If the Expedition is ...' (S8A of s57, W3)
    'combinators/conditions.py:_of_them': 'text text',
    'combinators/conditions.py:_each_if_none': 'text',      # a count said of "they" together (s50 Z2 D)
    'combinators/conditions.py:_player_said': 'word',       # "they" read as a player in a condition (s50 Z2 D)
    'combinators/conditions.py:_the_other': 'text',
    'combinators/conditions.py:_where_now': 'text',
    'combinators/conditions.py:_was_played_from': 'text text text text text',
    'combinators/conditions.py:_as_said': 'text',
    'combinators/core.py:_joined': 'text',
    'combinators/core.py:_refuse': 'text',
    'combinators/core.py:_not_a_reading': 'parse',
    'combinators/core.py:_required': 'text',
    'combinators/core.py:_expedition_status': 'parse',
    'combinators/core.py:_negated': 'text',
    'combinators/core.py:_not_meant': 'text',
    'combinators/core.py:player_noun': 'text text',
    'combinators/if_done.py:_not_per_player': 'text',
    'combinators/if_done.py:_cant': 'text text',
    'combinators/if_done.py:_fallback': 'text',
    'combinators/if_done.py:_asked_did': 'text text',
    'combinators/if_done.py:_did': 'text text text text text text text text text text',
    'combinators/whole_costs.py:_of_several_steps': 'text text',    # and "that many" after them (S15A of s59)    # "Choose .... Exhaust it and ... If you do" (s53 N1)
    'combinators/whole_costs.py:_asked_past_branch': 'text',   # 'If you can't, ready it. If you do' (S4 W6)
    'combinators/if_done.py:_offered_to': 'text text',
    'combinators/if_done.py:_by_whom': 'text',
    'combinators/if_done.py:_declined': 'text text text text text',
    'combinators/if_done.py:_in_branch': 'text text',
    'combinators/nouns.py:_apply_fragment': 'text text',
    'combinators/nouns.py:_noun': 'text text',     # heads told with the determiner; 'target X and Y' (ornouns55)
    'combinators/nouns.py:_heads_of_one_place': 'text text',     # 'X or card in a Reserve' (R1 WRONG-C, ornouns55)
    'combinators/nouns.py:place_test': 'text',
    'combinators/nouns.py:_named_player': 'text',
    'combinators/nouns.py:_groups_of': 'text',
    'combinators/nouns.py:_their.theirs': 'text',
    'combinators/nouns.py:_target_players.chosen': 'text',
    'combinators/nouns.py:_qualify': 'text',
    'combinators/nouns.py:_facing_me': 'text',
    'combinators/nouns.py:_facing_it': 'text',
    'combinators/nouns.py:_one_at_a_time': 'text',
    'combinators/nouns.py:one_said_of_several': 'text',     # 'target Characters' (6.5.b)
    'combinators/nouns.py:_yours_outside_play': 'text text',     # audit s52 K2 class A (test_cardtext_audit_yourzone52)
    'combinators/passives.py:_played_event': 'text',
    'combinators/passives.py:_grant_status': 'text',
    'combinators/passives.py:_modifier': 'text',
    'combinators/passives.py:_chosen_if_declined': 'text',
    'combinators/passives.py:_expeditions': 'text',
    'combinators/passives.py:_statistic_holders': 'text',
    'combinators/places_or_objects.py:of_objects': 'text text text',
    'combinators/places_or_objects.py:counts_places': 'text',
    'combinators/places_or_objects.py:of_its_kind': 'text',
    'combinators/places_or_objects.py:values_of_their_kind': 'text',
    'combinators/places_or_objects.py:of_me_where': 'text',
    'combinators/places_or_objects.py:sent_then_changed': 'text',
    'combinators/places_or_objects.py:placeless_me': 'text text',
    'combinators/places_or_objects.py:bare_me': 'text',
    'combinators/sentences.py:_sentences': 'text text text text text',
    'combinators/sentences.py:_in_branch': 'text',
    'combinators/sentences.py:_join_roll': 'text',
    'combinators/sentences.py:_read_where_set': 'text',
    'combinators/sentences.py:_x_said_before': 'text',
    'combinators/sentences.py:_offered_in': 'text',
    'combinators/sentences.py:_one_of_each': 'text',
    'combinators/sentences.py:_attach': 'parse',
    'combinators/subjects.py:run_link': 'text text',
    'combinators/subjects.py:_no_object_does': 'text',   # "They each gain 1 boost, then draw" (audit s51 G2 U3)
    'combinators/subjects.py:_as_player': 'word text',
    'combinators/subjects.py:_each_other_but': 'text text text text',
    'combinators/subjects.py:_next_play': 'text',
    'combinators/subjects.py:_cost_of_next': 'text',
    'combinators/verbs.py:_owners_zone': 'text',
    'combinators/verbs.py:_owner_of_another': 'text',   # "my owner's Mana zone" of another card (audit s51 G2 W1)
    'combinators/verbs.py:_in_each': 'text',
    'combinators/verbs.py:_declared_token': 'text text',
    'combinators/verbs.py:_create_again': 'text',
    'combinators/verbs.py:_keyword_action': 'text text text',
    'combinators/verbs.py:_action': 'text text text text text text',   # [Take Control] out of play (S11B of s58); first: an action taking nothing named, given one
    'combinators/verbs.py:_only_theirs': 'text',
    'combinators/verbs.py:one_object': 'text',      # a parameter declared one object given several (keywords.yaml one)
    'combinators/verbs.py:_objects_of': 'text',
    'combinators/verbs.py:_playable': 'text parse',
    'combinators/verbs.py:_have': 'text',
    'combinators/verbs.py:_again': 'text',
    'combinators/verbs.py:_cost_of': 'text',
    # discourse/: the package of the Scope (cut by concern, session 54; the sites moved, their kinds the same)
    'discourse/binding.py:Binding.refer_it': 'text text text text',
    'discourse/binding.py:Binding.seen_apart': 'text',        # audit s52 J2 class C (test_cardtext_audit_revealand52)
    'discourse/pronouns.py:Pronouns._it_named': 'text text text text',
    'discourse/together.py:named_together': 'text text text',
    'discourse/together.py:_one_or_waiting': 'text',
    'discourse/together.py:plural_of_one': 'text',  # its first refusal, also of 'them' after one Expedition (s51 G2 U2)
    'discourse/partitions.py:Partitions.split_it': 'text text text text',
    'discourse/partitions.py:Partitions.rest_of_one': 'text',
    'discourse/partitions.py:Partitions.split_they': 'text text text',    # audit s47 M, W3 (test_cardtext_audit_split2)
    'discourse/partitions.py:Partitions.split_count': 'text',
    'discourse/partitions.py:Partitions.split_them': 'text',    # audit s47 N, class B (test_cardtext_audit_the_other)
    'discourse/partitions.py:Partitions.the_other_one': 'text text',    # audit s47 N, class A (the same test)
    'discourse/moves.py:Moves.not_followed': 'text',    # an action on 'it' after a sure or possible move to a hand or a
    #                                               deck (s51 H1 B; one message for it/them/me/one of them, oneof53)
    'discourse/conditions.py:ConditionsNamed.trigger_it_is': 'text text',   # audit s48 R, class A (..._audit_trigit)
    'discourse/conditions.py:ConditionsNamed.condition_it': 'text',
    'discourse/conditions.py:ConditionsNamed.target_or_trigger': 'text',   # audit S7 of s56, W2 (..._audit_s57)   # audit s49 T, class C (..._audit_condit)
    'discourse/conditions.py:ConditionsNamed.condition_only': 'text text',   # audit s49 T, section 3 (the same test)
    'errors.py:refuse_later_words': 'text',
    'errors.py:syntax_error': 'text',
    'grammar.py:GrammarBuilder.slot': 'text',
    'language.py:Language._refused_first': 'text',
    'language.py:Language.token_abilities': 'text text text',
    'language.py:Language.realize': 'text text parse',
    'language.py:Language.build': 'text text text',
    'language.py:Language.evaluate': 'text',
    'language.py:Language._ability': 'text text',
    'language.py:Language._condition': 'text',
    'language.py:unbound_reads': 'text',
    'larkgrammar.py:Grammar._run': 'text',
    'meaning.py:Ctx.slot_raw': 'text',
    'meaning.py:Ctx.scope_var': 'text text text text text text',   # 'the result' with no roll (S11A of s58, B)
    'nouns/players.py:<module>': 'text',
    'nouns/players.py:Player.select': 'text text text text text text text text text',   # S9B of s57, A
    'nouns/players.py:player_of': 'text text',
    'nouns/players.py:one_opponent': 'text',
    'nouns/players.py:played_by': 'text text',
    'nouns/players.py:players_zone': 'text',     # audit s54 P3 W1: another player's Reserve said controlled (manaorb54)
    'nouns/noun.py:unused_words': 'parse',
    'nouns/noun.py:Noun.check_not_placed': 'text text',
    'nouns/noun.py:Noun.being_played': 'text text text',
    'nouns/noun.py:Noun.check_places': 'text parse',
    'nouns/noun.py:Noun._zone_of_cards': 'text text text',   # a type with no place (audit S8A of s57, W2)
    'nouns/noun.py:Noun.as_filter': 'text text text text text text',   # "one" counted or tested (S8A, W1)
    'nouns/noun.py:Noun.select': 'text text',               # "Exhaust one." with nothing named (S8A, W1)
    'nouns/noun.py:Noun.among_seen': 'text text text text text',
    'nouns/noun.py:Noun.unsaid_owner': 'text text',
    'nouns/noun.py:Noun._them': 'text',
    'nouns/noun.py:Noun._that': 'text',
    'nouns/noun.py:Noun._the_others': 'text text',
    'nouns/noun.py:Noun._counted': 'text',
    'nouns/noun.py:Noun.as_filter_of_that': 'text',
    'nouns/noun.py:Noun._choose_player': 'text',
    'nouns/noun.py:_opponent_of': 'text',
    'nouns/others.py:other_than': 'text text text',
    'nouns/noun.py:Noun._we_other': 'text',            # "we" with no other object (audit s54 P3 #19)
    'phrasebook.py:check_slots_used': 'text',
    'phrasebook.py:check_means': 'text',
    'phrasebook.py:_check_template': 'text text text',
    'phrasebook.py:read_phrases': 'text text text text',
    'phrasebook.py:read_mistakes': 'text text text text',
    'phrasebook.py:load_book': 'text',
    'reminders.py:oracle': 'text',
    'say.py:parse_say': 'text text',
    'split.py:check_layout': 'text',
    'tense.py:past_tense': 'text text',            # + "When you play a Spell — If it was in your Reserve" (s52 played52)
    'tense.py:_never_there': 'text',
    'tense.py:_left_bare': 'text',
    'tense.py:_refuse_typed': 'text',
}
# the phrasebook's refusals: phrases whose meaning is "$refuse" (text) or "$not_a_reading" (parse), by file
PHRASEBOOK_REFUSALS = {
    "conditions.yaml": "refuse refuse refuse not_a_reading refuse not_a_reading not_a_reading",
    "nouns.yaml": "refuse",
    "sentences.yaml": "refuse",
    "values.yaml": "refuse",
}


def _sites():
    out: dict = {}
    for path in sorted(CARDTEXT.rglob("*.py")):
        def walk(node, fn):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    walk(child, (fn + "." if fn else "") + child.name)
                    continue
                if isinstance(child, ast.Call) and isinstance(child.func, ast.Name) and child.func.id in KINDS:
                    out.setdefault(f"{path.relative_to(CARDTEXT)}:{fn or '<module>'}", []).append(KINDS[child.func.id])
                walk(child, fn)
        walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return {k: " ".join(v) for k, v in out.items()}


# -- A. every refusal declares what it says of the text ------------------------------------------------------

def test_every_raise_site_declares_its_kind():
    """A refusal added, moved or changed in kind is listed here: whether it refuses the text or rules one parse
    out is decided where it is written, never left to a default nobody chose."""
    assert _sites() == RAISE_SITES


def test_every_refusal_of_the_phrasebook_declares_its_kind():
    found = {}
    for path in sorted((GRAMMAR_DIR / "phrases").glob("*.yaml")):
        kinds = re.findall(r"\$(refuse|not_a_reading)\b", path.read_text(encoding="utf-8"))
        if kinds:
            found[path.name] = " ".join(kinds)
    assert found == PHRASEBOOK_REFUSALS


def test_the_kinds_are_one_attribute_of_the_error_class():
    assert DesignError("x").refusal == "text"
    assert NotAReading("x").refusal == "parse" and isinstance(NotAReading("x"), DesignError)
    assert Misread("x").refusal == "word" and isinstance(Misread("x"), NotAReading)


@pytest.mark.parametrize("text, words", [
    # 6.5.f: "you may X, then Y" makes Y optional too (the reading reaching furthest); "If you can't" after it
    # asks of a choice: refused there, not read with Y outside the choice (a mandatory Y)
    ("{J} You may pay {1}, then discard two cards. If you can't, sacrifice me.", "If you can't"),
    ("{J} You may pay {1}, then discard a card. If you can't, sacrifice me.", "If you can't"),
    ("{J} You may exhaust me, then discard two cards. If you can't, I gain 1 boost.", "If you can't"),
    ("{J} You may pay {1}, then exhaust target Character. If you can't, draw a card.", "If you can't"),
    ("{T}: You may pay {2}, then discard a card. If you can't, draw a card.", "If you can't"),
])
def test_a_refused_parse_put_first_by_reach_refuses_the_text_at_its_place(text, words):
    e = refused(text)
    assert "'If you can't' after 'you may': not doing it may be a choice, say 'If you don't'" in e.message, e
    assert e.column == text.index(words) + 1, (e.column, e.message)


@pytest.mark.parametrize("text", [
    "{J} You may pay {1}, then discard two cards. If you don't, sacrifice me.",
    "{J} You may pay {1}. Then discard two cards. If you can't, sacrifice me.",
    "{J} You may pay {1}. If you do, discard two cards.",
])
def test_what_the_refusal_says_to_write_reads(text):
    assert parse_abilities(text)


@pytest.mark.parametrize("text, kind", [
    # a check of what a phrase may be said of (NotAReading) rules its parse out: the other reading is read
    ("Spells you play cost {1} less.", "passive"),                       # nouns.unused_words
    ("Characters you play from Reserve cost {1} less.", "passive"),
    ("Cards played from your Reserve cost {1} less.", "passive"),
    ("Landmarks cost {1} less.", "passive"),                             # Language.realize (a key left over)
    ("{J} You may pay {1}, then target Character gains 2 boosts.", "reaction"),   # may_and_to.then_a_new_subject
    ("{J} If I'm in {V}: Draw a card. Otherwise, I gain 1 boost.", "reaction"),   # sentences._attach
    ("{J} Each Character in my Expedition that is a Robot gains 1 boost.", "reaction"),   # $not_a_reading
    ("{J} Each Character in my Expedition that is [[Boosted]] gains [[Anchored]].", "reaction"),
    ("You may play exhausted Characters from your Reserve in my Expedition.", "passive"),   # Noun.check_places
    ("You may play Spells with Hand Cost {7} or more for {1} less.", "passive"),   # verbs._playable
    ("{I} I cost {1} less.", "passive"),      # abilities._support_marked: {I} of a passive, not an effect
    ("{H} If you control a Plant: I gain 1 boost. If you control a Landmark: Draw a card.", "reaction"),
    #                                                                   branches._colon_branch: side by side
])
def test_a_parse_ruled_out_by_a_check_leaves_the_other_reading(text, kind):
    [ability] = parse_abilities(text)
    assert kind in ability


# -- B. "Each opponent chooses ... It gains ..." (1.4.5) -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Each opponent chooses a Character they control. It gains [[Asleep]].",
    "{J} Each player chooses a Character they control. It gains [[Asleep]].",
])
def test_it_after_each_players_choice_is_every_character_chosen(text):
    """1.4.5: each opponent chooses in turn; "It" after the loop names each Character chosen (the official
    "Each player chooses a Character they control. It gains [[Asleep]]."), not the last one alone."""
    loop, gain = effect(text)
    [choose] = loop["each_player"]["do"]
    assert choose["choose"]["from"] == {"type": "Character", "controller": "you"}
    assert gain == {"gain": {"what": {"var": choose["choose"]["as"]}, "status": "Asleep"}}


@pytest.fixture(scope="module")
def table(catalog):
    return table_of_four(catalog)


def test_at_a_table_of_four_every_opponents_chosen_character_gains_asleep(table, catalog):
    """Every opponent's chosen Character falls asleep (not only the last opponent's); yours do not."""
    book, game = table
    cards = [c for c in catalog if c.type == "Character" and not c.text][:2]
    for seat in range(4):
        for card in cards:
            put(game, card, seat, "Expedition")
    hero = next(o for o in game.zones[("Hero", 0)].objs)       # the source: "you" is its controller, seat 0
    steps = effect("{J} Each opponent chooses a Character they control. It gains [[Asleep]].")
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    asleep = {seat: sum(1 for o in game.zones[("Expedition", None)].objs if o.controller == seat
                        and "Asleep" in o.statuses) for seat in range(4)}
    assert asleep == {0: 0, 1: 1, 2: 1, 3: 1}, asleep


# -- C. "it" after a Spell played (5.2.4.b, 2.1.d) ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "{J} Play target Spell from your Reserve for free. It gains [[Fleeting]].",
    "{J} You may play a Spell from your hand for free. It gains [[Fleeting]].",
    "{J} [Play For Free] target Spell in your Reserve. It gains [[Fleeting]].",
    "{J} You may play a Spell from your Reserve for {1} less. It gains [[Fleeting]].",
    "{J} You may play a card from your hand for free. It gains 1 boost.",
    "{J} Play target Spell from your hand for free. Put it in your Reserve.",
])
def test_it_after_a_spell_played_is_refused_at_the_pronoun(text):
    e = refused(text)
    assert "names the card played, and a Spell played has resolved and moved on" in e.message, e
    assert "'The next Spell you play this turn gains ...'" in e.message
    at = re.search(r"\. (?:Put )?([Ii]t)\b", text)
    assert at and e.column == at.start(1) + 1, (e.column, e.message)


@pytest.mark.parametrize("text", [
    "{J} Play target Character from your hand for free. It gains [[Asleep]].",     # 2.1.f: found in play
    "{J} Play target Permanent from your hand for free. It gains [[Fleeting]].",
    "{J} You may play a Spell from your hand for free. Draw a card.",
    "{J} The next Spell you play this turn gains [[Fleeting]].",
    "{J} Reveal the top card of your deck. If it's a Spell, you may play it for free. Otherwise, put it in your "
    "Reserve.",
])
def test_what_is_found_after_a_play_reads(text):
    assert parse_abilities(text)
