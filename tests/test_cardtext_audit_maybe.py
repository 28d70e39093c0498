"""A target or choice made only inside "You may ..." used where the offer was declined (issue: every reading
checked against its meaning; an outside audit).

6.1.g: a step's choices are made just before that step, as part of it; 6.5.c: an optional step the player
chooses not to do is ignored, its choices with it. So in "You may sacrifice a Character. Otherwise, it gains 2
boosts." nothing was chosen where "it" is read: the old reading read "it" in the branch of the offer declined,
where it is never set, and the card did nothing there. Likewise the alternative of an optional replacement
(6.2.d-e, "you may ... instead. If you don't, it ..."). One check (effects/bound.py: a name bound only by a "may"
and read where that "may" was declined) refuses such a sentence at its "If"/"Otherwise", saying to choose first,
outside the offer -- the rewriting it suggests reads as the card means -- and the compiler refuses such a
program as it loads.

A target is another matter: chosen by the effect's controller as the effect resolves (1.2.6.c, 6.5.b), it is
chosen before the offer when a step after the offer names it ("You may exhaust target Character. If you
don't, it gains [[Asleep]]", "... Its controller draws a card."), as the rewriting above says; those are read
and played in tests/test_cardtext_audit_maytgt.py. What the offer chose that is no target, used after it
whatever the answer ("You may choose a Character you control. It gains [[Anchored]]."), is nothing when
declined, as it read before.
"""
from __future__ import annotations

import pytest

from altered.effects import Ctx
from altered.effects.bound import unset_reads
from altered.effects.compiler import Compiler
from altered.engine.decisions import FirstOptionAgent
from altered.loading.errors import DesignError
from altered.rulebook import load_rulebook
from altered.simulation.layout import put
from readings import Answering, effect, refused, table_of_four

CHOOSE_FIRST = "choose it first, outside the offer"


# -- 6.5.b, 6.5.c: what an offer declined chose is nothing --------------------------------------------------------

@pytest.mark.parametrize("text, at", [
    # the audit's examples (a choice that is no target is made as the step is done: tests/
    # test_cardtext_audit_maytgt.py reads the targets of an offer named after it, chosen before it)
    ("{J} You may sacrifice a Character. If you do, draw a card. If you don't, it gains 1 boost.", "If you don't"),
    # more wordings of each shape
    ("{J} You may discard a card from your hand. If you don't, put it in Reserve.", "If you don't"),
    ("{J} You may sacrifice a Character. Otherwise, it gains 2 boosts.", "Otherwise"),
    ("{J} Target opponent may discard a card from their hand. If they don't, it gains 1 boost.", "If they don't"),
])
def test_6_5_c_what_an_offer_chose_read_where_it_was_declined_is_refused(text, at):
    """Refused at the sentence done only when the offer is declined, saying to choose first."""
    e = refused(text)
    assert CHOOSE_FIRST in e.message and "6.5.c" in e.message and e.column == text.index(at) + 1, e


@pytest.mark.parametrize("text", [
    "If I would be sent to Reserve, you may exhaust another target Character instead. If you don't, it gains "
    "[[Asleep]].",
    "If I would leave the Expedition zone, you may sacrifice a Character instead. If you don't, it gains 1 boost.",
    "If I would be sent to Reserve, you may exhaust another target Character instead. If you don't, its "
    "controller draws a card.",
    "If I would leave the Expedition zone, you may put target Character in its owner's hand instead. If you "
    "don't, it gains [[Asleep]].",
])
def test_6_2_e_what_a_replacement_chose_read_in_its_alternative_is_refused(text):
    """6.2.d-e: the alternative is done when the replacement is not applied, so nothing it chose was chosen."""
    e = refused(text)
    assert "6.5.c" in e.message and "If you don't, I gain" in e.message
    assert e.column == text.index("If you don't") + 1, e


@pytest.mark.parametrize("text", [
    "{J} Choose target Character. You may have it gain [[Asleep]]. If you don't, it gains 1 boost.",
    "{J} Choose target Character. You may exhaust it. If you don't, it gains [[Asleep]].",
    "{H} Choose target Character. You may return it to its owner's hand. If you don't, it gains 2 boosts.",
    "{H} Choose target card in an opponent's Reserve. You may exhaust it. If you don't, that opponent draws a card.",
    "{J} Choose a Character you control. You may sacrifice it. If you do, draw a card. If you don't, it gains "
    "1 boost.",
    "{J} Choose target Character. You may put it in its owner's Mana zone. If you don't, its controller draws a "
    "card.",
    "{H} Choose target card in your Reserve. You may ready it. Otherwise, it gains [[Fleeting]].",
])
def test_the_rewriting_the_refusal_suggests_reads_the_choice_first(text):
    """'Choose ... first': chosen on every path, the 'may' acting on it, the branch declined reading it."""
    steps = effect(text)
    assert next(iter(steps[0])) == "choose" and "may" in steps[1], steps
    name = steps[0]["choose"]["as"]
    declined = steps[-1]
    assert "not" in declined["if"] and f"'var': '{name}'" in str(declined["then"]), steps
    assert unset_reads(steps) == []


@pytest.mark.parametrize("text", [
    "{J} You may exhaust target Character. If you don't, I gain [[Asleep]].",
    "{J} You may exhaust target Character. If you do, it gains 1 boost.",
    "{J} You may sacrifice a Character. If you do, draw a card. If you don't, I gain 1 boost.",
    "{J} You may discard a card. If it's a Spell, draw a card. Otherwise, I gain 1 boost.",
    "If I would leave the Expedition zone, you may sacrifice a Character instead. If you don't, I gain 1 boost.",
])
def test_an_offer_declined_whose_branch_names_nothing_it_chose_still_reads(text):
    assert parse(text)


def parse(text):
    from altered.cardtext.api import parse_abilities
    return parse_abilities(text)


@pytest.mark.parametrize("text", [
    "{J} You may choose a Character you control. It gains [[Anchored]].",
    "{J} You may target another [[Fleeting]] Character. It gains 2 boosts.",
])
def test_6_5_b_what_an_offer_chose_used_after_it_acts_on_it_when_taken(text):
    """Read as before: the later step names what the offer chose (no target chosen for a step of the offer, or
    the offer is the choosing itself), none when it was declined."""
    steps = effect(text)
    assert "may" in steps[0] and "var" in str(steps[1:]), steps


@pytest.fixture(scope="module")
def compiler():
    return Compiler(load_rulebook())


@pytest.mark.parametrize("test", [{"not": {"did": "done"}}, {"not": {"var": "done"}},
                                  {"and": [{"not": {"did": "done"}}, {"gte": [1, 0]}]}])
def test_a_program_reading_in_the_branch_declined_what_its_may_chose_is_refused_as_it_loads(compiler, test):
    """Whatever wrote it: a step reading a name only a "may" binds, where that "may" was declined."""
    steps = [{"may": {"do": [{"choose": {"from": {"type": "Character"}, "count": 1, "target": True, "as": "t"}},
                             {"gain": {"what": {"var": "t"}, "status": "Asleep"}}], "as": "done"}},
             {"if": test, "then": [{"gain": {"what": {"var": "t"}, "status": "Anchored"}}]}]
    assert [how for _, how, _ in unset_reads(steps)] == ["declined"]
    with pytest.raises(DesignError) as e:
        compiler.effect(steps)
    assert "reads 't'" in e.value.message and "before the 'may'" in e.value.message


def test_the_else_of_if_you_do_is_declined_too():
    steps = [{"may": {"do": [{"choose": {"from": {"type": "Character"}, "count": 1, "as": "t"}}], "as": "done"}},
             {"if": {"did": "done"}, "then": [], "else": [{"gain": {"what": {"var": "t"}, "status": "Asleep"}}]}]
    assert [how for _, how, _ in unset_reads(steps)] == ["declined"]


# -- played ---------------------------------------------------------------------------------------------------------

@pytest.fixture
def table(catalog):
    me = Answering()
    book, game = table_of_four(catalog, me)
    for o in list(game.zones[("Expedition", None)].objs):
        game.zones[("Expedition", None)].objs.remove(o)
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    it = put(game, trooper, 1, "Expedition")          # the one Character: seat 1's
    hero = next(o for o in game.zones[("Hero", 0)].objs)
    return me, book, game, it, hero


def _hands(game):
    return [len(game.zones[("Hand", seat)].objs) for seat in range(4)]


@pytest.mark.parametrize("take", [True, False])
def test_6_5_c_played_the_rewriting_acts_on_the_character_chosen_first(table, take):
    """'Choose target Character. You may exhaust it. If you don't, it gains [[Asleep]].': taken, it is
    exhausted; declined, that same Character gains [[Asleep]] (the refused wording did nothing there)."""
    me, book, game, it, hero = table
    me.take = take
    steps = effect("{J} Choose target Character. You may exhaust it. If you don't, it gains [[Asleep]].")
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    assert (bool(it.statuses.get("Exhausted")), bool(it.statuses.get("Asleep"))) == (take, not take), it.statuses


@pytest.mark.parametrize("take", [True, False])
def test_6_5_b_played_the_target_of_an_offer_named_after_it_is_chosen_before_it(table, take):
    """'You may send target Character to Reserve. Its controller draws a card.': the target is chosen before
    the offer (1.2.6.c; tests/test_cardtext_audit_maytgt.py): taken, seat 1's Character goes to Reserve; taken
    or declined, its controller (seat 1) draws (it once read: declined, no target, no one draws)."""
    me, book, game, it, hero = table
    me.take = take
    before = _hands(game)
    steps = effect("{H} You may send target Character to Reserve. Its controller draws a card.")
    book.compiler.effect(steps)(Ctx(game, 0, hero))
    assert [n - b for n, b in zip(_hands(game), before)] == [0, 1, 0, 0]
    assert (it not in game.zones[("Expedition", None)].objs) == take


# -- 7.2.4.a: "That opponent" after "this way" is the one the rolling ability named ---------------------------------

SNOWBALL = ("{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die. When you roll a 1-3 "
            "this way — That opponent targets a card in your Reserve. Exhaust it.")


def test_7_2_4_a_that_opponent_after_a_roll_this_way_is_whom_the_rolling_ability_named():
    """The roll keeps the owner of the target card (1.4.3.a: every card in a Reserve is its owner's); the
    reaction to it 'this way' names that player (it read as 'your opponent': every opponent at a table of
    several)."""
    first, second = parse(SNOWBALL)
    [roll] = [s["roll"] for s in first["reaction"]["effect"][0]["may"]["do"] if "roll" in s]
    assert roll["opponent"] == {"owner_of": {"var": "target"}}
    [step] = [s for s in second["reaction"]["effect"] if "as_player" in s]
    assert step["as_player"]["who"] == {"var": "that-opponent"}


@pytest.mark.parametrize("text", [
    "{H} Roll a die. When you roll a 1-3 this way — That opponent draws a card.",
    "{H} Draw a card, then roll a die. When you roll a 1-3 this way — That opponent targets a card in your "
    "Reserve. Exhaust it.",
    "{H} Target Character gains [[Asleep]], then roll a die. When you roll a 6 this way — That opponent draws a "
    "card.",
])
def test_7_2_4_a_that_opponent_after_a_roll_naming_no_opponent_is_refused_at_its_words(text):
    e = refused(text)
    assert "none names one" in e.message and e.column == text.index("That opponent") + 1, e


class Recording(FirstOptionAgent):
    """Takes the first option (yes to each 'may'), noting who chose among cards in a Reserve."""

    def __init__(self):
        self.choosers = []

    def choose(self, observation, decision):
        if decision.kind == "choose":
            self.choosers.append(decision.player)
        return super().choose(observation, decision)


class LowDie(__import__("random").Random):
    """A die that rolls 2 (the outcome 'a 1-3'); shuffles and the rest as the seeded generator."""

    def randint(self, a, b):
        return 2 if (a, b) == (1, 6) else super().randint(a, b)


def _snowball(catalog, game, owner):
    """Seat 0 plays Snowball Commando with two cards in its Reserve, one in seat ``owner``'s, every other Reserve
    empty, and rolls a 2; returns (the agent, the target, seat 0's Reserve cards)."""
    me = Recording()
    for player in game.players:
        player.agent = me
    for seat in range(len(game.players)):
        game.zones[("Reserve", seat)].objs.clear()
    trooper = next(c for c in catalog if c.name == "Ordis Trooper")
    target = put(game, trooper, owner, "Reserve")
    mine = [put(game, trooper, 0, "Reserve") for _ in range(2)]
    commando = next(c for c in catalog if c.name == "Snowball Commando")
    put(game, commando, 0, "Hand")
    game.rng = LowDie(1)
    game.phase, game.vars["turn_player"] = "Afternoon", 0
    [option] = [x for x in game.plays.playable(0) if x[0].card.name == "Snowball Commando" and x[1] == "Hand"][:1]
    me.choosers.clear()
    game.plays.play_card(0, *option)
    game.runtime.check_reactions()
    return me, target, mine


@pytest.mark.parametrize("owner", [2, 3])
def test_7_2_4_a_at_a_table_of_four_the_owner_of_the_target_card_targets(catalog, owner):
    """Seat 0 plays Snowball Commando, targeting the one card in an opponent's Reserve (seat ``owner``'s), and
    rolls a 2: that opponent, no other, chooses which of seat 0's two Reserve cards is exhausted (the old
    reading had each of the three opponents choose)."""
    book, game = table_of_four(catalog)
    me, target, mine = _snowball(catalog, game, owner)
    assert target.statuses.get("Exhausted") and [bool(o.statuses.get("Exhausted")) for o in mine] == [True, False]
    assert me.choosers == [owner], me.choosers


def test_7_2_4_a_at_a_table_of_two_that_opponent_is_the_opponent_as_before(catalog):
    """At a table of two the owner of the target card is the one opponent: they choose, as before."""
    from altered.engine.game import Game
    from altered.engine.seating import default_decks
    from altered.loading.cards.decks import deck_path, load_deck
    book = load_rulebook()
    book.prepare(catalog)
    decks = [load_deck(deck_path(name), catalog) for name in default_decks(2)]
    game = Game(book, decks, [FirstOptionAgent()] * 2, seed=1)
    game.setup()
    me, target, mine = _snowball(catalog, game, 1)
    assert target.statuses.get("Exhausted") and [bool(o.statuses.get("Exhausted")) for o in mine] == [True, False]
    assert me.choosers == [1], me.choosers
