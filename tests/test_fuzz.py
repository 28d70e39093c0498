"""Property tests (Hypothesis): the engine never answers a designer's input with a traceback.

- any card text parses, or raises the language's own error (a located DesignError), never another exception;
- random changes to the rules files (through variants: a value set anywhere, an entry removed) give a
  valid rule book or a located error;
- random games keep their invariants at every decision: each card in exactly one zone, no negative
  counter, and no player's observation showing what only the other player may see.

Small numbers of examples keep CI short (ALTERED_FUZZ=10 multiplies them by 10 for a longer search);
the examples Hypothesis finds failing are kept in its database and tried first next time.
"""
from __future__ import annotations

import os

import pytest
import yaml

pytest.importorskip("hypothesis", reason="the property tests need the hypothesis package (the test extra)")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from altered.engine.decisions import RandomAgent  # noqa: E402
from altered.loading.errors import DesignError  # noqa: E402
from altered.engine.game import Game  # noqa: E402
from altered.rulebook import RULE_FILES, load_rulebook  # noqa: E402
from altered.simulation.layout import card_locations

SCALE = int(os.environ.get("ALTERED_FUZZ", "1"))
FAST = settings(max_examples=60 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])


# -- card texts ------------------------------------------------------------------------------------
def _words():
    from altered.cardtext.vocabulary import vocabulary_from_rules
    from altered.loading.paths import RULES_DIR
    vocab = vocabulary_from_rules(RULES_DIR)
    words = [w for k in ("keywords", "keyword_actions", "statuses", "types", "phases", "daily_effects")
             for w in vocab[k]]
    return words + ["I", "you", "your", "target", "Character", "gain", "draw", "a", "card", "cards", "when",
                    "At", "Noon", "—", "{J}", "{H}", "{R}", "{T}", "{1}", "[[Fleeting]]", "[Sabotage]", ":",
                    ".", ",", "may", "to", "in", "Expedition", "Reserve", "boost", "boosts", "1", "2", "X",
                    "opponent", "each", "If", "then", "Draw", "Resupply", "\"", "(", ")", "[", "]", "{", "}"]


def _printed():
    from altered.loading.cards.catalog import load_catalog
    return sorted({c.text for c in load_catalog() if c.text})


def _edited(draw_args):
    text, at, cut, insert = draw_args
    i = int(at * len(text))
    return text[:i] + insert + text[i + cut:]


WORDS = _words()
card_texts = st.one_of(
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=14).map(" ".join),
    st.text(max_size=60),
    st.tuples(st.sampled_from(_printed()), st.floats(0, 1), st.integers(0, 8),      # a printed text, edited
              st.sampled_from(WORDS + ["", " ", "s"])).map(_edited),
)


@FAST
@given(text=card_texts, support=st.booleans())
def test_any_text_parses_or_raises_the_languages_own_error(book, text, support):
    from altered.effects.abilities import compile_program
    from altered.cardtext.api import parse_abilities
    try:
        data = parse_abilities(text, support=support, file="card.yaml", line=3, column=11)
    except DesignError as e:
        assert e.file == "card.yaml" and e.line is not None, str(e)
        return
    try:
        compile_program(book, data)
    except DesignError as e:
        assert e.message


# -- rules files -----------------------------------------------------------------------------------
def _paths(node, trail, out):
    """Every path a variant can write: keys, names of named entries, indices."""
    if isinstance(node, dict):
        for k, v in node.items():
            out.append(trail + [str(k)])
            _paths(v, trail + [str(k)], out)
    elif isinstance(node, list):
        named = all(isinstance(x, dict) and "name" in x for x in node) and node
        for i, v in enumerate(node):
            step = str(v["name"]) if named else str(i)
            out.append(trail + [step])
            _paths(v, trail + [step], out)


def _all_paths():
    book = load_rulebook()
    out: list = []
    for kind in RULE_FILES:
        _paths(book.docs[kind], [kind], out)
    return [p for p in out if all("." not in s for s in p) and len(p) > 1]


PATHS = _all_paths()
VALUES = st.one_of(st.integers(-3, 5), st.booleans(), st.none(), st.sampled_from(
    ["Reserve", "Reserv", "Hand", "Exhausted", "Morning", "Draw", "you", "opponent", "x", ""]),
    st.lists(st.integers(0, 3), max_size=2), st.just({}), st.just({"var": "nothing"}))


@settings(max_examples=50 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(changes=st.lists(st.tuples(st.sampled_from(PATHS), VALUES, st.booleans()), min_size=1, max_size=3))
def test_random_rules_changes_give_a_book_or_a_located_error(tmp_path_factory, changes):
    sets = {".".join(p): v for p, v, remove in changes if not remove}
    removes = [".".join(p) for p, v, remove in changes if remove]
    doc = {"name": "fuzz"}
    if sets:
        doc["set"] = sets
    if removes:
        doc["remove"] = removes
    path = tmp_path_factory.mktemp("variant") / "fuzz.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True))
    from altered.rulebook import RuleBook
    from altered.loading.rules.variants import load_variant
    try:
        overlay = load_variant(str(path))
        RuleBook(overlays=[overlay])
    except DesignError as e:
        for one in getattr(e, "errors", [e]):
            assert one.file and one.line is not None, str(one)


@pytest.fixture(scope="module")
def rules_copy(tmp_path_factory):
    import shutil
    from altered.loading.paths import RULES_DIR
    dest = tmp_path_factory.mktemp("rules") / "rules_yaml"
    shutil.copytree(RULES_DIR, dest)
    return dest


@settings(max_examples=30 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(RULE_FILES), at=st.floats(0, 1), cut=st.integers(0, 6),
       insert=st.sampled_from(["", "x", ":", " ", "\n", "-", "[", "{", "'", "\t", "  ", "0", "Reserv"]))
def test_random_edits_of_a_rules_file_give_a_book_or_a_located_error(rules_copy, kind, at, cut, insert):
    """A rules file with some characters cut and others typed in: a rule book, or an error naming the file."""
    from altered.rulebook import RuleBook
    path = rules_copy / f"{kind}.yaml"
    original = path.read_text(encoding="utf-8")
    i = int(at * len(original))
    path.write_text(original[:i] + insert + original[i + cut:], encoding="utf-8")
    try:
        RuleBook(rules_copy)
    except DesignError as e:
        for one in getattr(e, "errors", [e]):
            assert one.file and one.file.startswith(str(rules_copy)), str(one)
            assert one.line is not None, str(one)
    finally:
        path.write_text(original, encoding="utf-8")


# -- random games ----------------------------------------------------------------------------------
class Checking(RandomAgent):
    """A random agent that reads its observation: at each decision the game is checked, and the
    observation it was given must not name a card hidden from its player."""
    observes = True

    def __init__(self, seed, me):
        super().__init__(seed)
        self.me = me
        self.game = None
        self.checks = 0

    def choose(self, observation, decision):
        check_invariants(self.game)
        check_hidden(self.game, self.me, observation)
        self.checks += 1
        return super().choose(observation, decision)


def check_invariants(game):
    bad = {n: w for n, w in card_locations(game, ).items() if len(w) != 1}
    assert not bad, f"cards not in exactly one zone: {bad}"
    for zone in game.zones.values():
        for o in zone.objs:
            assert all(v >= 0 for v in o.counters.values()), (zone.label, o, o.counters)


def check_hidden(game, viewer, observation):
    """No card name that only hidden or face-down cards bear appears in ``viewer``'s observation."""
    text = observation if isinstance(observation, str) else f"{observation} {getattr(observation, 'zones', '')!r}"
    seen, hidden = set(), set()
    for (name, owner), zone in game.zones.items():
        spec = zone.spec
        for o in zone.objs:
            secret = (spec.visibility != "visible" and not (owner == viewer and spec.owner_sees)) or \
                (o.face_down and o.owner != viewer)
            (hidden if secret else seen).add(o.card.name)
    for name in sorted(hidden - seen):
        assert name not in text, f"player {viewer + 1} sees {name!r}, which is hidden from them"


@settings(max_examples=15 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                         HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), variant=st.sampled_from([(), ("draw-three",), ("dusk-by-two",)]))
def test_random_games_keep_their_invariants_at_every_decision(decks, seed, variant):
    agents = [Checking(seed * 2 + 1, 0), Checking(seed * 2 + 2, 1)]
    game = Game(load_rulebook(variants=variant), decks, agents, seed=seed)
    for a in agents:
        a.game = game
    steps = []
    game.after_step = lambda g: (check_invariants(g), steps.append(1))     # after each daily effect and turn
    game.play()
    check_invariants(game)
    for p in (0, 1):
        check_hidden(game, p, game.observation(p))
    assert agents[0].checks and agents[1].checks and steps


def test_the_hidden_information_check_can_fail(decks):
    """The observation check is real: a view of everything shows the opponent's hand."""
    game = Game(load_rulebook(), decks, [RandomAgent(1), RandomAgent(2)], seed=1)
    game.setup()
    everything = str(game)
    assert any(o.card.name in everything for o in game.objects("Hand", 1))
    with pytest.raises(AssertionError, match="hidden from them"):
        check_hidden(game, 0, everything)
