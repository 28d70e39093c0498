"""The ``altered`` command line."""
from __future__ import annotations

import argparse
import json
import platform
import re
import sys

from .cardopts import add_cards_option, catalog_for, refuse_unread_cards
from .whatif import add_set_option
from ..loading.errors import DesignError, interrupted, printable


def _deck_files(args, players=2):
    from ..loading.cards.decks import DEFAULT_DECKS, deck_path
    for seat in range(players + 1, 5):         # nothing silent: a deck for a seat the table hasn't
        if getattr(args, f"deck{seat}", None):
            raise DesignError(f"--deck{seat}: the table seats {players} players (--variant 2v2 or ffa seats four)",
                              "<command line>")
    if players != 2:                           # a multiplayer table: --deck1..4, else bundled decks
        from ..engine.seating import default_decks
        given = [getattr(args, f"deck{p + 1}", None) for p in range(players)]
        return [str(deck_path(g or d)) for g, d in zip(given, default_decks(players))]
    return [str(deck_path(given or default)) for given, default in zip((args.deck1, args.deck2), DEFAULT_DECKS)]


def _agents(kind, seed, players=2):
    from ..agents.roster import agents_for
    return agents_for(kind, seed, players)


def _rules_overlays(args):
    """--edition NAME (rules_yaml/editions/NAME/) then the --variant overlays."""
    from ..loading.rules.editions import with_edition
    from .whatif import with_sets
    return with_edition(with_sets(args.variant, args), getattr(args, "edition", None))


def cmd_play(args):
    from .games import play_game
    if args.log is not None:
        _check_writable(args.log)            # before the game, not after it
    return play_game(args, *_game_setup(args))


def cmd_table(args):
    from .table import check_options, open_table
    check_options(args)                         # before the rules load
    return open_table(args, *_game_setup(args))


def _game_setup(args):
    """The rule book, decks and agents of a game a command line names (play, table)."""
    from ..rulebook import load_rulebook
    from ..engine.formats import game_decks
    book = load_rulebook(variants=_rules_overlays(args))
    catalog = catalog_for(args)
    from ..engine.seating import players_at
    players = players_at(book, getattr(args, "players", None))
    agents = _agents(args.agent, args.seed, players)
    decks = game_decks(book, _deck_files(args, players), catalog, agents, args.seed, args.format,
                       getattr(args, "edition", None))
    book.prepare(catalog)
    refuse_unread_cards(book, catalog, decks, args)
    if args.format and any(d.file is None for d in decks):      # decks a format built: say what they hold
        from ..engine.formats import describe_built
        print("\n".join(describe_built(decks)))
    return book, decks, agents


def _check_writable(path):
    from pathlib import Path
    if not path.strip():
        raise DesignError("an empty file name to write", "<command line>")
    p = Path(path)
    if p.is_dir():
        raise DesignError("is a folder; give a file name to write", path)
    if not p.parent.is_dir():
        raise DesignError(f"no folder {str(p.parent)!r} to write this file in", path)


def cmd_import_set(args):
    """Convert a set, then read every text it holds and list those the language cannot read yet, and
    those it reads but cannot run (under --edition's rules, the edition a later set is written for)."""
    from pathlib import Path
    from ..loading.cards.catalog import load_catalog
    from ..tools.sets.importer import import_set
    from .check import card_problems
    from ..tools.sets.newwords import read_set
    from ..rulebook import load_rulebook
    from .progress import progress_bar
    book = load_rulebook(variants=_rules_overlays(args))       # an unknown --edition: before writing
    # a bar of its four steps on a terminal; what it says is printed once the bar is gone (an error too)
    said: list[str] = []
    try:
        with progress_bar(4, "import-set", args.quiet, unit=None) as advance:
            advance(0, "converting the records")
            report = import_set(args.file, args.out, force=args.force)   # default: <sets folder>/<set code>
            out = report.out_dir
            said.append(report.summary())
            advance(1, "reading the texts")
            others = [c.text for c in load_catalog() if c.text and Path(c.file).parent.resolve() != Path(out).resolve()]
            reading = read_set(book, out, others)
            said.append(reading.summary())
            advance(2, "compiling the texts read")
            # the texts that read, compiled: an unknown [[status]] or {symbol} (listed above) does not stop it
            problems = [str(p) for p in card_problems(book, load_catalog(out, markup=False)) if "cannot run" in p.message]
            said += problems + ([f"{len(problems)} card texts are read but cannot run yet"] if problems else [])
            advance(3, "loading the decks with the cards")
            said.append(_play_line(args, out, unread=not reading.ok or bool(problems)))
            advance(4, "done")
    finally:
        for line in said:
            print(line)
    return 0 if reading.ok and not problems else 1    # the cards are written either way


def _play_line(args, out, unread: bool) -> str:
    """The command that plays the imported cards, once it is sure to start: the cards load beside the
    bundled ones and the default decks still resolve; else why it would not."""
    from pathlib import Path
    from ..loading.cards.catalog import card_files, catalog_with, load_catalog, set_held_back
    from ..loading.cards.decks import DEFAULT_DECKS, deck_path, load_deck
    set_held_back.cache_clear()                               # the set's vocabulary.yaml may have changed
    bundled = any(f.parent.resolve() == Path(out).resolve() for f in card_files())    # among the default cards
    if not bundled:                           # a bundled set imported again: its cards are the bundled ones
        known = {c.ref: (c.text, c.support_text) for c in load_catalog()}
        bundled = all(known.get(c.ref) == (c.text, c.support_text) for c in load_catalog(out, markup=False))
    words = ["altered", "play"] + ([] if bundled else ["--cards", str(out)])
    words += ["--edition", args.edition] if args.edition else []
    words += [w for v in args.variant or () for w in ("--variant", v)]
    words += ["--allow-unread"] if unread else []             # its unread texts: named, played without them
    try:
        catalog = catalog_with([] if bundled else [out])
        for deck in DEFAULT_DECKS:
            load_deck(str(deck_path(deck)), catalog, edition=args.edition)
    except DesignError as e:
        first = str(e).splitlines()[0]
        return f"  not playable with {' '.join(words[2:]) or 'the bundled cards'} yet: {first}"
    return "  play them with: " + " ".join(_shell(w) for w in words)


def _shell(word: str) -> str:
    return word if re.fullmatch(r"[\w./:=+-]+", word) else "'" + word.replace("'", "'\\''") + "'"


def _explain_parser(args):
    """The words explain reads with: the bundled rules and sets' (the default), or those of --edition,
    --variant and --cards."""
    cards = getattr(args, "cards", None) or []
    if not (args.edition or args.variant or args.sets or cards):
        return None
    from pathlib import Path
    from ..rulebook import load_rulebook
    from ..loading.cards.catalog import card_files, is_card_file
    card_files(cards)                                   # a missing file or folder: one line
    for c in cards:
        if not Path(c).is_dir() and not is_card_file(c):
            raise DesignError("--cards: not a card file (a YAML file with set: and cards:)", str(c))
    return load_rulebook(variants=_rules_overlays(args)).card_parser(_explain_sets(args))


def _explain_sets(args) -> list:
    """The card sets whose words explain reads with: the bundled ones and those of --cards."""
    from pathlib import Path
    from ..cardtext.rulebook_parser import bundled_sets
    cards = getattr(args, "cards", None) or []
    return list(dict.fromkeys(bundled_sets() + [Path(c) if Path(c).is_dir() else Path(c).parent for c in cards]))


# what json.dumps leaves raw with ensure_ascii=False and a terminal or a line splitter would act on
_JSON_CONTROL = {c: f"\\u{c:04x}" for c in [*range(0x7f, 0xa0), 0x2028, 0x2029]}


def cmd_explain(args):
    from ..tools.explain import explain, explain_jsonl
    from ..rulebook import load_rulebook
    parser = _explain_parser(args)
    book = load_rulebook(variants=_rules_overlays(args))    # compiled as check and play compile it
    if args.jsonl:
        for result in explain_jsonl((line.rstrip("\n") for line in sys.stdin if line.strip()), parser=parser,
                                    book=book, token=args.token, sets=_explain_sets(args)):
            print(json.dumps(result, ensure_ascii=False).translate(_JSON_CONTROL))
        return 0
    if not args.text:
        raise DesignError("give an ability text to explain, in quotes, e.g. altered explain \"TEXT\" "
                          "(or --jsonl to read texts on stdin)", "<command line>")
    try:
        print(printable(explain(args.text, parser=parser, book=book, token=args.token, sets=_explain_sets(args))))
    except DesignError as e:                 # a text that does not read: with the nearest phrase the sets read
        from ..tools.sets.newwords import known_phrases, with_nearest_phrase
        from ..loading.cards.catalog import catalog_with
        raise with_nearest_phrase(e, [args.text], known_phrases(
            c.text for c in catalog_with(getattr(args, "cards", None) or ()) if c.text)) from None
    return 0


def cmd_scenario(args):
    from .games import scenario_log
    from ..simulation.scenario import run_files, scenario_files
    outcomes = run_files(scenario_files(args.files), cards=args.cards, edition=args.edition,
                         allow_unread=args.allow_unread)
    if args.log:
        scenario_log(args.log, outcomes)
    for o in outcomes:
        rule = f" [{o.rule}]" if o.rule else ""
        print(f"{'PASS' if o.passed else 'FAIL'} {o.name}{rule}  ({o.file})")
        for problem in o.problems:
            print(f"    {problem}")
    failed = sum(not o.passed for o in outcomes)
    print(f"{len(outcomes) - failed} passed, {failed} failed")
    return 1 if failed else 0


def build_name() -> str:
    """Which build runs: the engine's hot modules compiled (setup.py: a wheel built with a C compiler), or
    pure Python (an editable install, or no compiler), told by the file the engine's runtime loads from."""
    from importlib.machinery import EXTENSION_SUFFIXES
    from importlib.util import find_spec
    spec = find_spec("altered.engine.runtime")
    if spec is not None and (spec.origin or "").endswith(tuple(EXTENSION_SUFFIXES)):
        return "compiled build"
    return "pure Python build: `pip install .` where a C compiler is gives the compiled build, about twice as fast"


class _Version(argparse.Action):
    """``--version``: the version, the build and Python, worked out only when asked."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         help=help or "print the version, the build (compiled or pure Python) and Python's version")

    def __call__(self, parser, namespace, values, option_string=None):
        from .. import __version__
        build, _, note = build_name().partition(": ")
        print(f"altered {__version__} ({build}; Python {platform.python_version()})" + (f"\n{note}" if note else ""))
        parser.exit(0)


class _Parser(argparse.ArgumentParser):
    """A mistake on the command line is one line and exit status 1, like a mistake in a file."""

    def error(self, message):
        self.exit(1, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser():
    from . import studies as cmd_simulate
    parser = _Parser(prog="altered", description="A rules-as-data engine for Altered.")
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True)
    cmd_simulate.register(sub)          # simulate, compare, bench, merge

    def game_options(p):
        p.add_argument("--deck1", help="deck of player 1: a file (YAML or 'N CARD' lines) or a bundled deck's "
                                       "name (axiom, bravos, lyra, muna, ordis, yzmir; default: bravos)")
        p.add_argument("--deck2", help="deck of player 2, likewise (default: muna)")
        p.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")
        add_set_option(p)
        p.add_argument("--edition", help="a rules edition, e.g. 5.0 (the overlays of rules_yaml/editions/NAME/)")
        add_cards_option(p)

    p = sub.add_parser("play", help="play a game and print an account of it")
    game_options(p)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agent", "--agents", default="random",
                   help="who plays: random, first, heuristic, greedy, ismcts or mcts, one per player separated "
                        "by commas (e.g. ismcts,greedy); one name plays every seat; human: you, at the terminal "
                        "(e.g. human,greedy)")
    p.add_argument("--log", help="write the events as JSON Lines to this file")
    p.add_argument("--stop-after", type=int, metavar="N", help="stop before the decision after N decisions")
    p.add_argument("--save", metavar="FILE", help="with --stop-after: save the game there to `altered resume` it")
    p.add_argument("--format", help="a format of rules_yaml/formats/: sealed builds both decks from boosters; "
                                    "constructed or limited checks the deck files by its rules")
    p.add_argument("--players", type=int, help="how many players (the table's seats: 2, or 4 with "
                                               "--variant 2v2 or ffa)")
    p.add_argument("--deck3", help="deck of player 3 at a table of four (default: axiom)")
    p.add_argument("--deck4", help="deck of player 4 at a table of four (default: lyra)")
    p.set_defaults(run=cmd_play)

    from . import table as cmd_table_options
    p = sub.add_parser("table", help="play a game yourself against agents, on a page of this machine in your browser")
    game_options(p)
    cmd_table_options.options(p)
    p.set_defaults(run=cmd_table)

    from . import check as cmd_check
    cmd_check.register(sub)

    p = sub.add_parser("import-set", help="convert a set in the official JSON format to card files")
    p.add_argument("file")
    p.add_argument("--out", help="folder to write (default: cards_dsl/<set code>, e.g. cards_dsl/btg, in a source "
                                 "checkout; <user data folder>/cards/<set code> for an installed package)")
    p.add_argument("--edition", help="read the texts under a rules edition's words and rules, e.g. 5.0 "
                                     "(rules_yaml/editions/NAME/): the edition a later set is written for")
    p.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")
    add_set_option(p)
    p.add_argument("--force", action="store_true", help="replace the card files of a folder that holds some "
                                                        "(by default such a folder, e.g. a bundled set, is refused)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(run=cmd_import_set, out_folder=True)

    p = sub.add_parser("scenario", help="run scenario files and check their expectations")
    p.add_argument("files", nargs="+", help="scenario files, or folders whose scenarios are run")
    p.add_argument("--edition", help="run every scenario under this rules edition (else the one each names)")
    add_cards_option(p)
    p.add_argument("--log", help="write each scenario's events as JSON Lines to this file")
    p.set_defaults(run=cmd_scenario)

    p = sub.add_parser("explain", help="show how the engine reads an ability text")
    p.add_argument("text", nargs="?")
    p.add_argument("--jsonl", action="store_true", help="read one text per line on stdin, write JSON Lines")
    p.add_argument("--token", action=argparse.BooleanOptionalAction, default=None,
                   help="read the text as a token's (--token: the rule a token prints in parentheses is a reminder, "
                        "2.1.e) or another card's (--no-token: it is read as an ability); else a text of no card "
                        "given, that rule read as its reminder and said so")
    p.add_argument("--edition", help="read with a rules edition's words, e.g. 5.0 (rules_yaml/editions/NAME/)")
    p.add_argument("--variant", action="append", help="a variant overlay (name or file); repeatable")
    add_set_option(p)
    add_cards_option(p, plays=False)
    p.set_defaults(run=cmd_explain)

    from . import cards as cmd_cards, deck as cmd_deck, games as cmd_replay, paired as cmd_paired, rules as cmd_rules
    from . import soak as cmd_soak, sweep as cmd_sweep
    cmd_sweep.register(sub)
    cmd_paired.register(sub, cmd_cards.register(sub))   # gauntlet; cards report, impact beside cards coverage
    cmd_deck.register(sub)
    cmd_soak.register(sub)
    cmd_rules.register(sub)
    cmd_replay.register(sub)
    for p in {id(p): p for p in sub.choices.values()}.values():
        p.add_argument("--allow-path", action="append", default=[], metavar="DIR",
                       help="a folder that files named inside a log, scenario, roster or deck may be read from "
                            "(by default only their own folder and the bundled data); repeatable")
    return parser


OUTPUTS = {"out": "--out", "log": "--log", "save": "--save", "output": "-o", "plot": "--plot",
           "cards_plot": "--cards-plot"}


def _outputs_apart(args) -> None:
    """A file the command line names to write may not be one it reads: the log, deck, variant or records
    read would be lost (view g.jsonl -o g.jsonl, play --deck1 d.yaml --log d.yaml)."""
    import os
    outs = {k: v for k in OUTPUTS if isinstance(v := getattr(args, k, None), str) and os.path.isfile(v)
            and not (k == "out" and getattr(args, "out_folder", False))}     # (a folder: its command checks it)
    read = [v for k, vs in vars(args).items() if k not in outs
            for v in (vs if isinstance(vs, list) else [vs]) if isinstance(v, str) and os.path.isfile(v)]
    for k, out in outs.items():
        same = next((v for v in read if os.path.samefile(v, out)), None)
        if same is not None:
            raise DesignError(f"{OUTPUTS[k]} names a file this command reads ({same}); give another file to "
                              "write", out)


def main(argv=None):
    for stream in (sys.stdout, sys.stderr):      # a terminal that cannot show a name's letters: escaped, not a crash
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        args = build_parser().parse_args(argv)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    from ..loading.paths import allow
    try:
        allow(getattr(args, "allow_path", None) or ())
        _outputs_apart(args)
        return args.run(args)
    except DesignError as e:
        print(str(e), file=sys.stderr)
        return 1
    except KeyboardInterrupt:                    # Ctrl-C wherever it comes: one line, the usual status
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:                       # an engine fault, not the designer's: say where, briefly
        import os
        import traceback

        if interrupted(e):                       # a Ctrl-C Python wrapped in another error
            print("interrupted", file=sys.stderr)
            return 130
        if os.environ.get("ALTERED_DEBUG"):
            raise
        where = traceback.extract_tb(e.__traceback__)[-1]
        print(f"internal error: {type(e).__name__}: {e} (at {where.filename}:{where.lineno}); "
              f"set ALTERED_DEBUG=1 for the full trace and please report it", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
