"""Every card text of the repository through ``altered explain``'s rendering, and its costs read back (issue 31,
session 48).

``altered explain "You may pay {1} and exhaust target Character to draw a card."`` stopped with an internal error
(``ValueError`` in gloss.show, of the action of the cost ``do``): the language wrote the cost's ``target`` and
``as`` inside the action's mapping (``{do: {Exhaust: {...}, target: true}}``), the cost compiler read them there,
while the declaration (``do`` takes the action as its value, ``_=P("action")``) says its other parameters are
written beside it (``Operator.beside``: ``{do: {Exhaust: {...}}, target: true, as: x}``), as the gloss and its
reader take them. Now the language writes them beside ``do``, the compiler reads them there (and refuses them
inside, saying so), the gloss prints them and the reader reads them back, the quick action's "→ paid" included;
``pay_costs`` prints its own name before the colon ("pay together → chosen: ..."), so that the name a part keeps
("..., do Exhaust (...) on a target → target") is not read as the step's. The step ``do`` (the other operator
taking an action) takes nothing beside it, and the language writes nothing there.

The crash hid because no test printed the texts of the test card files: the sweep below prints every card text
of the card files under ``tests/data/`` and ``cards_dsl/`` (1181 distinct texts in 22 folders, each read with its
set's words and edition; 1160 read, 21 refused with a message, measured in session 48) as ``altered explain``
does, and reads back each cost it holds (133: a quick action's, and each ``pay_costs`` step), so that a text whose
gloss crashes, falls back to JSON or does not read back as its program fails here by name.
"""
from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
import yaml

from altered.cardtext.api import parse_abilities, render_text
from altered.cardtext.rulebook_parser import bundled_sets
from altered.effects import gloss
from altered.effects.abilities.costs import compile_cost
from altered.effects.compiler import Compiler
from altered.effects.reread import Lexicon, Reader, canonical
from altered.loading.cards.catalog import set_edition
from altered.loading.errors import DesignError, NotAReading
from altered.loading.paths import CARDS_DIR
from altered.loading.rules.editions import with_edition
from altered.rulebook import RuleBook, load_rulebook

DATA = Path(__file__).parent / "data"


def _texts() -> dict:
    """folder -> {(text, support, token)} of every card file (a YAML file with ``set:`` and ``cards:``). Read
    with libyaml's safe loader where PyYAML has it: the same documents (1628 texts in 95 folders, compared),
    in a tenth of the time (the pure-Python loader took 54 s of this test under load)."""
    found: dict = defaultdict(set)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    for base in (DATA, CARDS_DIR):
        for path in sorted(base.rglob("*.yaml")):
            try:
                doc = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
            except (yaml.YAMLError, UnicodeDecodeError, RecursionError):      # (tests/data/bad_inputs)
                continue
            if not (isinstance(doc, dict) and "set" in doc and isinstance(doc.get("cards"), list)):
                continue
            for card in doc["cards"]:
                for field, support in (("text", False), ("support", True)):
                    text = card.get(field) if isinstance(card, dict) else None
                    if isinstance(text, str) and text.strip():
                        found[path.parent].add((text, support, bool(card.get("token"))))
    return found


def _costs(ability: dict):
    """(how it is read back, the node) of each cost of an ability: a quick action's, and each ``pay_costs``."""
    for c in (ability.get("quick") or {}).get("cost", []):
        yield "cost", c

    def walk(x):
        if isinstance(x, dict):
            if "pay_costs" in x:
                yield "steps", [x]
            for v in x.values():
                yield from walk(v)
        elif isinstance(x, list):
            for v in x:
                yield from walk(v)
    yield from walk(ability)


@pytest.mark.slow
def test_every_card_text_explains_and_its_costs_read_back():
    books: dict = {}
    read = refused = parts = 0
    crashed, fell_back, unread = [], [], []
    for folder, texts in sorted(_texts().items()):
        edition = set_edition(folder) or ("5.0" if "v5" in folder.parts else None)
        if edition not in books:
            books[edition] = load_rulebook(variants=with_edition([], edition)) if edition else load_rulebook()
        book = books[edition]
        parser = book.card_parser(list(dict.fromkeys(bundled_sets() + [folder])))
        lexicon = Lexicon.of(book, parser.names("DURATION").values(), parser.names("COUNTER").values())
        for text, support, token in sorted(texts):
            try:
                abilities = parse_abilities(text, support=support, parser=parser, token=token or None)
            except (DesignError, NotAReading):
                refused += 1                    # (refused with a message: a reading's own tests see to it)
                continue
            read += 1
            mark = len(gloss.FALLBACKS)
            try:
                render_text(text, grouped=True, parser=parser, token=token or None)
                for a in abilities:
                    gloss.ability(a)
            except Exception as e:              # an internal error of altered explain
                crashed.append(f"{folder.name}: {text!r}: {type(e).__name__}: {e}")
                continue
            if len(gloss.FALLBACKS) > mark:
                fell_back.append(f"{folder.name}: {text!r}: {gloss.FALLBACKS[mark:]}")
            for a in abilities:
                for kind, node in _costs(a):
                    parts += 1
                    lines = [gloss.cost(node)] if kind == "cost" else gloss.steps(node)
                    if Reader(lexicon).read(kind, lines) != [canonical(node)]:
                        unread.append(f"{folder.name}: {text!r}: {lines}")
    assert not crashed, crashed
    assert not fell_back, fell_back
    assert not unread, unread
    assert read > 1100 and parts > 120, (read, refused, parts)      # (the sweep sweeps: 1160 and 133 measured)


# -- the one form of the cost "do": its target and its name beside it ---------------------------------------

AUDITED = "You may pay {1} and exhaust target Character to draw a card."    # tests/data/v5/audit-costs2-cards.yaml


def test_the_audited_text_explains_and_reads_back():
    from altered.tools.explain import explain
    lines = explain(AUDITED, book=load_rulebook())
    assert "pay together → target: pay 1 mana, do Exhaust (what: 1 of Characters) on a target" in lines, lines
    [ability] = parse_abilities(AUDITED)
    [(kind, node)] = list(_costs(ability))
    assert node[0]["pay_costs"]["costs"][1] == {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}},
                                                "target": True}
    assert Reader(Lexicon.of(RuleBook(write_expressions=False))).read(kind, gloss.steps(node)) == [canonical(node)]


@pytest.mark.parametrize("text, part", [
    # 7.2.4.a: "it" of a quick action's effect names what its cost picked (kept beside "do")
    ("{T}, Sacrifice a Character: Its controller draws a card.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "as": "paid"}),
])
def test_7_2_4_a_a_quick_actions_cost_keeps_its_name_beside_do_and_reads_back(text, part):
    [ability] = parse_abilities(text)
    assert part in ability["quick"]["cost"]
    printed = gloss.cost(part)
    assert printed.endswith(" → paid")
    assert Reader(Lexicon.of(RuleBook(write_expressions=False))).read("cost", [printed]) == [part]


def test_the_cost_do_refuses_its_parameters_inside_the_action():
    """Written in the action's mapping (the old form), ``target`` and ``as`` are refused, saying where they go;
    a misspelt parameter beside ``do`` is refused at its key; the gloss of such a program prints it as it is
    (JSON), not an internal error."""
    c = Compiler(RuleBook(write_expressions=False), "hand-written.yaml")
    inside = {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}, "target": True}}
    with pytest.raises(DesignError, match="'target': written beside 'do'"):
        compile_cost(c, inside, "pay_costs")
    with pytest.raises(DesignError, match="no parameter 'targte'"):
        compile_cost(c, {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}}, "targte": True}, "pay_costs")
    assert compile_cost(c, {"do": {"Exhaust": {"what": {"type": "Character", "count": 1}}}, "target": True,
                            "as": "x"}, "pay_costs") is not None
    assert '"target": true' in gloss.cost(inside)


# -- a quick action's cost on "target ...": a target, said beside "do" ------------------------------------------
# Found while making the form one: "{T}, Exhaust target Character you control:" (tests/data/v5/audit-cost-it-cards.yaml)
# was read as "exhaust a Character you control", the word "target" dropped: a Character that can't be targeted
# could be picked, and no target cost paid (6.5.b, 7.4.7). The cost now says it, as "You may pay {1} and exhaust
# target Character to ..." does.

@pytest.mark.parametrize("text, part", [
    ("{T}, Exhaust target Character you control: It gains [[Anchored]].",
     {"do": {"Exhaust": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "target": True,
      "as": "paid"}),
    ("{1}, Sacrifice target Character you control: Draw a card.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}, "target": True}),
    # one part a target, the other not: each says so of itself
    ("{T}, Exhaust target Character you control, Sacrifice a Character you control: Draw a card.",
     {"do": {"Sacrifice": {"what": {"type": "Character", "controller": "you", "count": 1}}}}),
    ("{1}, {T}, Exhaust another Character you control: It gains 2 boosts.",
     {"do": {"Exhaust": {"what": {"type": "Character", "controller": "you", "not": "self", "count": 1}}},
      "as": "paid"}),
])
def test_6_5_b_a_quick_actions_cost_on_a_target_says_it(text, part):
    [ability] = parse_abilities(text)
    costs = ability["quick"]["cost"]
    assert part in costs, costs
    assert sum(bool(c.get("target")) for c in costs if isinstance(c, dict)) == text.count("target"), costs
    lexicon = Lexicon.of(RuleBook(write_expressions=False))
    assert Reader(lexicon).read("cost", [gloss.cost(part)]) == [part]
