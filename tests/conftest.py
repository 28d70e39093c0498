"""Shared fixtures: the bundled rules, cards and decks, and games built by hand."""
from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

import pytest

from altered.cardtext.api import parse_abilities
from altered.cardtext.rulebook_parser import bundled_sets
from altered.loading.cards.catalog import load_catalog
from altered.loading.cards.decks import load_deck
from altered.engine.decisions import FirstOptionAgent, ScriptedAgent
from altered.loading.rules.editions import with_edition
from altered.engine.game import Game
from altered.loading.paths import CARDS_DIR
from altered.loading.rules.coverage import BASE
from altered.rulebook import load_rulebook
from altered.simulation.layout import empty, put

# Everything a test reads is in the repository: the folder of reference documents and official card
# data that may lie beside a checkout (../shared) is never read. A test that opens or lists anything
# there fails on the spot.
BESIDE = os.path.join(str(Path(__file__).resolve().parents[2] / "shared"), "")


def _inside_the_repository(event, args):
    if event in ("open", "os.listdir", "os.scandir", "glob.glob") and args and isinstance(args[0], (str, os.PathLike)):
        if os.path.abspath(os.fspath(args[0])).startswith(BESIDE):
            raise PermissionError(f"a test read {args[0]}, in a folder beside the repository")


sys.addaudithook(_inside_the_repository)


# The quick subset (`pytest -m quick`, under a minute): every test but those of these modules, which play
# many games, start other processes or a browser, or run the whole set of scenarios again.
SLOW = {"test_readme_commands", "test_rulings", "test_v5_keywords", "test_incremental_passives", "test_simulate", "test_viewer",
        "test_formats", "test_replay", "test_bad_inputs", "test_agents", "test_multiplayer", "test_full_games",
        "test_editions_share_rules", "test_cluster", "test_rules_v5_decks", "test_import_summary", "test_fuzz",
        "test_structure", "test_scenarios", "test_memory", "test_typed_values", "test_golden_rules",
        "test_openspiel", "test_designer_mistakes", "test_paths", "test_written_expressions", "test_card_patterns"}


# Modules of few tests that each take long (games played, other processes): run first, so that the workers of
# `pytest -n auto` share them and none is left running alone at the end
LONG = ("test_readme_commands", "test_scenarios", "test_memory", "test_structure", "test_full_games", "test_fuzz",
        "test_cluster", "test_simulate", "test_openspiel", "test_viewer", "test_multiplayer", "test_replay")


def pytest_collection_modifyitems(config, items):
    for item in items:                           # a single slow test elsewhere says @pytest.mark.slow
        if item.module.__name__.rsplit(".", 1)[-1] not in SLOW and not item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.quick)
    items.sort(key=lambda item: item.module.__name__.rsplit(".", 1)[-1] not in LONG)     # stable: else as found


def pytest_sessionfinish(session, exitstatus):
    """In CI (CI=true) every test runs: a skipped test fails the run, with its reason listed (a test that
    needs a tool the test extra installs, or a browser .ci/install-browser installs, must not pass unseen)."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = [r for r in (reporter.stats.get("skipped", []) if reporter else [])
               if "got empty parameter set" not in str(r.longrepr)]     # e.g. no known bugs left: nothing to run
    if os.environ.get("CI") and skipped and session.exitstatus == 0:
        for report in skipped:
            reporter.write_line(f"skipped in CI: {report.nodeid}: {report.longrepr[-1] if isinstance(report.longrepr, tuple) else report.longrepr}")
        session.exitstatus = 1


@pytest.fixture(scope="session")
def book(request):
    """The bundled rules; under ``@pytest.mark.editions(...)`` a test runs once per edition named
    ("3.0" is the base rules, a later one adds its overlays from rules_yaml/editions/)."""
    edition = getattr(request, "param", BASE)
    return load_rulebook(variants=with_edition([], None if edition == BASE else edition))


def pytest_generate_tests(metafunc):
    marker = metafunc.definition.get_closest_marker("editions")
    if marker and "book" in metafunc.fixturenames:
        metafunc.parametrize("book", marker.args, indirect=True, scope="session", ids=lambda e: f"v{e}")


@pytest.fixture(scope="session")
def parse(book):
    """``parse(text, support=False)``: a printed text's abilities, read by the card-text parser of the
    ``book`` fixture's edition (its words and those of the bundled card sets)."""
    return functools.partial(parse_abilities, parser=book.card_parser(bundled_sets()))


@pytest.fixture(scope="session")
def catalog():
    return load_catalog()


@pytest.fixture(scope="session")
def decks(catalog):
    return [load_deck(CARDS_DIR / "decks" / "axiom.yaml", catalog),
            load_deck(CARDS_DIR / "decks" / "bravos.yaml", catalog)]


class Board:
    """A game set up from the bundled decks, then cleared so a test can lay out its own position.

    ``board.card("Foundry Armorer")`` finds a card definition by name (the common version when
    several share it); ``board.put(...)`` places it; answers for decisions go in ``board.script``.
    """

    def __init__(self, book, catalog, decks, seed=0, clear=True):
        self.catalog = catalog
        self.script = [[], []]
        agents = [ScriptedAgent(self.script[0], FirstOptionAgent()), ScriptedAgent(self.script[1], FirstOptionAgent())]
        self.game = Game(book, decks, agents, seed=seed, log=True)
        self.game.setup()
        if clear:
            for zone in ("Deck", "Hand", "Mana", "Reserve", "Discard", "Landmark", "Expedition", "Limbo"):
                empty(self.game, zone)
        self.game.day = 1

    def card(self, name):
        versions = [c for c in self.catalog if c.name == name]
        assert versions, f"no card named {name}"
        return next((c for c in versions if c.rarity == "common"), versions[0])

    def put(self, name, player, zone, **kw):
        card = name if not isinstance(name, str) else self.card(name)
        return put(self.game, card, player, zone, **kw)

    def answer(self, player, *labels):
        self.script[player].extend(labels)

    def events(self, kind):
        return [e for e in self.game.events if e["e"] == kind]


@pytest.fixture
def board(book, catalog, decks):
    return Board(book, catalog, decks)


@pytest.fixture(scope="session")
def book5():
    """The rules with the 5.0 edition's overlays, for tests that cite v5.0 numbers."""
    return load_rulebook(variants=with_edition([], "5.0"))


@pytest.fixture
def board5(book5, catalog, decks):
    return Board(book5, catalog, decks)


@pytest.fixture
def new_board(book, catalog, decks):
    """A factory: new_board(seed=..., clear=...)."""
    return lambda **kw: Board(book, catalog, decks, **kw)


@pytest.fixture(autouse=True)
def _no_terminal_width(monkeypatch):
    """Tables follow COLUMNS (report.py); the test runner's workers set it (80), so a test sees the width of
    an output piped to a file unless it sets COLUMNS itself."""
    monkeypatch.delenv("COLUMNS", raising=False)


@pytest.fixture
def on_a_terminal():
    """Run ``altered ARGS`` with its standard error on a pseudo-terminal (where progress bars are drawn):
    (exit code, what the terminal showed, standard output). Skipped where no pseudo-terminal can be opened."""
    pty = pytest.importorskip("pty")
    import os
    import subprocess
    import sys
    import altered
    here = str(Path(altered.__file__).parents[1])                   # this checkout's package, first
    env = {**os.environ, "COLUMNS": "120", "PYTHONPATH": os.pathsep.join([here, os.environ.get("PYTHONPATH", "")])}

    def run(args, timeout=300):
        try:
            parent, child = pty.openpty()
        except OSError:
            pytest.skip("no pseudo-terminal here")
        done = subprocess.run([sys.executable, "-m", "altered", *args], stdout=subprocess.PIPE, stderr=child,
                              env=env, timeout=timeout)
        os.close(child)
        shown = b""
        while True:                   # until the terminal's other end is closed (EIO on Linux, b"" elsewhere)
            try:
                chunk = os.read(parent, 65536)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
        os.close(parent)
        return done.returncode, shown, done.stdout
    return run


@pytest.fixture
def failing_soak_check(monkeypatch):
    """The soak's invariant check made to fail at each game's 100th event: a failure to report and to save."""
    from altered.simulation import soak as soak_mod
    real = soak_mod.check_zones_and_counters

    def failing(game):
        real(game)
        if len(game.events) == 100:
            raise soak_mod.SoakFailure("a failure for the test")
    monkeypatch.setattr(soak_mod, "check_zones_and_counters", failing)
