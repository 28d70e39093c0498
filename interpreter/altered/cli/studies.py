"""``altered simulate``, ``compare``, ``bench`` and ``merge``: studies of many seeded games.

One set of options for the three commands that play games; every value is checked (and the rules,
cards and decks loaded) before the first game, and a mistake is one line with exit status 1.
"""
from __future__ import annotations

import json
import shlex
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from ..loading.errors import DesignError
from ..loading.output import writable
from .values import jobs, whole

PLOT_HELP = "draw the win rates with their intervals and the game lengths to this PNG (needs matplotlib)"


# -- options ---------------------------------------------------------------------------------------

def study_options(p, seats: bool = True) -> None:
    """The options of every command that plays a study; ``seats``: the decks at each seat (not for the
    commands that name their own decks)."""
    from .cardopts import add_cards_option
    from .seats import seat_options
    p.add_argument("--games", metavar="N", default="1000", help="games to play (default 1000)")
    p.add_argument("--seed", metavar="S", default="1", help="master seed: game i is played with a seed made of it and i")
    p.add_argument("--jobs", metavar="J", help="worker processes (default: every core)")
    p.add_argument("--variant", metavar="X", action="append", default=[], help="a variant overlay (name or file); repeatable")
    from .whatif import add_set_option
    add_set_option(p)
    p.add_argument("--edition", metavar="E", help="a rules edition, e.g. 5.0 (the overlays of rules_yaml/editions/NAME/)")
    if seats:
        p.add_argument("--deck1", metavar="F", help="deck of player 1: a file (YAML or 'N CARD' lines) or a bundled deck's name (default: bravos)")
        p.add_argument("--deck2", metavar="F", help="deck of player 2, likewise (default: muna)")
        seat_options(p)                   # --players, --deck K=F, --roster
    p.add_argument("--agents", metavar="A,B", default="random", help="who plays: one agent for every seat, or one "
                   "per seat separated by commas, e.g. random,greedy (random, first, heuristic, greedy, ismcts, mcts; "
                   "default random)")
    add_cards_option(p)                   # --cards, as every command that plays cards has it
    p.add_argument("--json", action="store_true", help="print the summary as JSON on stdout")
    p.add_argument("--out", metavar="FILE", help="write one JSON line per game to this file (after a first line describing the study)")
    p.add_argument("--cluster", metavar="ADDRESS", help="play on a Dask cluster: tcp://HOST:PORT, or 'local' to start one here")
    p.add_argument("--shard", metavar="K/N", help="play only shard K of N (K/N), to merge later with altered merge")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _shard(text) -> tuple[int, int]:
    if text is None:
        return 1, 1
    k, _, n = str(text).partition("/")
    try:
        shard = int(k), int(n)
    except ValueError:
        shard = (0, 0)
    if not 1 <= shard[0] <= shard[1]:
        raise DesignError(f"expected K/N with 1 <= K <= N, e.g. 2/4, not {text!r}", "--shard")
    return shard


class Plan:
    """A command's checked options: the study to play and how. ``decks``: the decks the study names
    (a gauntlet's, an impact's), each arm seating two of them; else one per seat of the rules' table."""

    def __init__(self, args, kind: str, rule_sets: list[list[str]], decks: list[str] | None = None,
                 arms: tuple = (), words: list[str] | None = None):
        from ..agents.roster import agent_names_for, make_agents
        from ..simulation.simulate import Study, fingerprint, ship_deck, ship_variant
        self.kind = kind
        games = whole(args.games, "--games", 1)
        seed = whole(args.seed, "--seed", 0)
        self.jobs = jobs(args.jobs, args.cluster)
        shard = _shard(args.shard)
        self.cluster = args.cluster
        if self.cluster:
            from ..simulation.cluster import check_address
            check_address(self.cluster)
        shipped_sets = tuple(tuple(ship_variant(v) for v in rs) for rs in rule_sets)
        if decks is None:
            from .seats import seats
            decks, agents = seats(args, _book(shipped_sets[0]))
        else:
            agents = agent_names_for(args.agents, 2)
        from ..agents.roster import AT_THE_TERMINAL
        if set(agents) & set(AT_THE_TERMINAL):    # a study plays many games, maybe in other processes
            raise DesignError("the human agent asks a person at the terminal, one game at a time: "
                              "altered play --agents human,greedy", "--agents")
        make_agents(agents, 0)                # an agent needing a missing optional package says so now
        cards = tuple(args.cards)
        for c in cards:
            if not Path(c).exists():
                raise DesignError("no such card file or folder", c)
        self.study = Study(rule_sets=shipped_sets, decks=tuple(ship_deck(d) for d in decks), agents=tuple(agents),
                           seed=seed, games=games, cards=cards, shard=shard, fingerprint=fingerprint(cards),
                           edition=getattr(args, "edition", None), allow_unread=bool(args.allow_unread), arms=arms)
        self.command = _command(kind, args, games, seed, agents, shard, words)
        self.json = args.json
        self.quiet = args.quiet
        self.out_path = args.out
        self.extra: dict = {}          # more facts for the head of the records (compare: --detect)
        self.head: dict = {}           # the study's description, once its inputs are loaded

    def load(self) -> dict:
        """Load and check every input (rules, cards, decks); the study's description."""
        if not self.head:
            from ..simulation.simulate import describe
            self.head = {**describe(self.study, self.kind, self.command), **self.extra}
        return self.head


def _book(variants):
    """The rule book of a rule set (to know its table), as the workers load it."""
    from ..rulebook import load_rulebook
    return load_rulebook(variants=tuple(v.local() for v in variants))


def _command(kind, args, games, seed, agents, shard, words=None) -> str:
    """The command that plays the same games again (whatever the jobs or cluster); ``words``: a command's
    own arguments (a gauntlet's decks)."""
    words = ["altered", *kind.split(), *(words or [])]
    if kind == "compare":
        words += [args.base, args.other, "--detect", str(args.detect)]
    words += ["--games", str(games), "--seed", str(seed), "--agents", ",".join(agents)]
    if getattr(args, "edition", None):
        words += ["--edition", args.edition]
    for v in args.variant:
        words += ["--variant", v]
    for a in getattr(args, "sets", None) or ():
        words += ["--set", a]
    if getattr(args, "players", None):
        words += ["--players", str(args.players)]
    for option in ("deck1", "deck2", "roster"):
        if getattr(args, option, None):
            words += [f"--{option}", getattr(args, option)]
    for text in getattr(args, "deck", None) or ():
        words += ["--deck", text]
    for c in args.cards:
        words += ["--cards", c]
    if shard != (1, 1):
        words += ["--shard", f"{shard[0]}/{shard[1]}"]
    return shlex.join(words)


# -- playing with a progress bar and a record file ---------------------------------------------------

from .progress import progress_bar           # the same bar for the games of a soak (soak.py)
_progress = progress_bar


def play_study(plan: Plan, consumers: list, label: str) -> float:
    """Play the plan's games, each record to every consumer (tallies, a log picker) and to the record file;
    returns the seconds it took."""
    from ..simulation.simulate import run
    head = plan.load()
    out = writable(plan.out_path, "--out") if plan.out_path else None
    total = len(plan.study.indices())
    start = time.perf_counter()
    done = 0
    try:
        if out:
            out.write(json.dumps({"study": head}) + "\n")
        with _progress(total, label, plan.quiet) as advance:
            for record in run(plan.study, plan.jobs, plan.cluster):
                for c in consumers:
                    c.add(record)
                if out:
                    out.write(json.dumps(record) + "\n")
                done += 1
                advance(done)
    except KeyboardInterrupt:
        kept = f"; {plan.out_path} holds their records" if out else ""
        print(f"interrupted after {done} of {total} games{kept}", file=sys.stderr)
        raise SystemExit(130) from None
    finally:
        if out:
            out.close()
    return time.perf_counter() - start


# -- the commands ------------------------------------------------------------------------------------

def overlays(args) -> list:
    """--edition NAME's overlay files, then the --variant ones."""
    from ..loading.rules.editions import with_edition
    from .whatif import with_sets
    return with_edition(with_sets(args.variant, args), getattr(args, "edition", None))


def png(path: str | None, option: str):
    """An output PNG file opened before any game (matplotlib checked first), or None."""
    if not path:
        return None
    from ..simulation.plot import check_matplotlib
    check_matplotlib()
    return writable(path, option, binary=True)


def cmd_simulate(args) -> int:
    from ..simulation.cards import CardTally
    from ..simulation.tally import Tally
    plan = Plan(args, "simulate", [overlays(args)])
    picker = None
    if args.logs:
        from ..simulation.keeplogs import LogPicker, parse_wants
        picker = LogPicker(args.logs, parse_wants(args.logs_for))
        picker.check()
    elif args.logs_for:
        raise DesignError("give the folder to write the logs in with --logs DIR", "--logs-for")
    plot = png(args.cards_plot, "--cards-plot")
    with plot or _nothing():
        head = plan.load()
        tally = Tally.of(head)
        cards = CardTally(head) if args.cards_report or plot else None
        opened = None
        if any(d.get("made_at_setup") for d in head["decks"]):     # a Booster War: what the boosters changed
            from ..simulation.opened import OpenedTally
            opened = OpenedTally()
        play_study(plan, [c for c in (tally, cards, picker, opened) if c is not None], "simulate")
        summary = tally.summary()
        if opened is not None:
            summary["opened"] = opened.summary()
        if cards is not None:
            summary["cards"] = cards.summary()
        if plot:
            from ..simulation.plot import plot_cards
            plot_cards(head, summary["cards"], plot)
    if picker is not None:
        summary["logs"] = picker.write(plan.study)
    show(head, summary, args.json)
    return 0


@contextmanager
def _nothing():
    yield None


def cmd_compare(args) -> int:
    from ..simulation.tally import PairTally
    detect = _points(args.detect)
    sides = [[] if name == "standard" else name.split("+") for name in (args.base, args.other)]
    plan = Plan(args, "compare", [overlays(args) + side for side in sides])
    plan.extra["detect"] = detect
    _unpaired_decks(plan, sides)
    plot = png(args.plot, "--plot")
    with plot or _nothing():
        tally = PairTally.of(plan.load())
        play_study(plan, [tally], "compare")
        summary = tally.summary()
        if plot:
            from ..simulation.plot import plot_compare
            plot_compare(plan.head, summary, plot)
    show(plan.head, summary, args.json)
    return 0


def _unpaired_decks(plan, sides) -> None:
    """Say so when one rule set makes the decks at set-up (booster-war) and the other brings the deck files:
    the same seeds then deal unrelated decks, and the change measures the decks as much as the rule."""
    from ..engine.formats import brings_decks
    from ..simulation.simulate import load_world
    books, _ = load_world(plan.study)
    if brings_decks(books[0]) != brings_decks(books[1]):
        made = " and ".join(" + ".join(s) or "standard" for s, b in zip(sides, books) if not brings_decks(b))
        print(f"note: {made} makes the decks at set-up, the other plays the deck files: the paired games do not "
              f"share their decks; to measure a rule, compare like with like (e.g. altered compare booster-war "
              f"booster-war+dusk-by-two)", file=sys.stderr)


def _points(text) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < 100:
        raise DesignError(f"expected a change in percentage points between 0 and 100, e.g. 2, not {text!r}", "--detect")
    return value / 100


def cmd_bench(args) -> int:
    from ..simulation.tally import Tally
    start = time.perf_counter()
    plan = Plan(args, "bench", [overlays(args)])
    tally = Tally.of(plan.load())
    loading = time.perf_counter() - start
    took = play_study(plan, [tally], "bench")
    s = tally.summary()
    result = {"study": plan.head, "games": s["games"], "seconds": took, "games_per_second": s["games"] / took,
              "jobs": plan.jobs, "loading_seconds": loading, "days_mean": s["days"]["mean"]}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"{s['games']} games in {took:.2f} s: {result['games_per_second']:.1f} games/s on {plan.jobs} "
              f"job{'s' if plan.jobs > 1 else ''} (loading rules, cards and decks: {loading:.2f} s; "
              f"mean {s['days']['mean']:.1f} days; wins {[x['wins'] for x in s['seats']]}, "
              f"no winner {s['no_winner']})")
    return 0


def cmd_merge(args) -> int:
    """Read the record files of a study's shards, check they belong together, and summarise them all."""
    from ..simulation.recordfiles import held, study_records, tally_for
    games = 0
    with study_records(args.files, args.partial) as (head, records):
        try:
            tally = tally_for(head)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            raise DesignError(f"a study of kind {head['kind']!r} this engine cannot summarise (an edited file?)",
                              args.files[0], 1, 1) from None
        out = writable(args.out, "--out") if args.out else None
        try:
            if out:
                out.write(json.dumps({"study": head}) + "\n")
            for record in records:
                try:
                    tally.add(record)
                except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                    raise DesignError(f"game {record['game']}: not a record this study writes (an edited file?)",
                                      args.files[0]) from None
                games += 1
                if out:
                    out.write(json.dumps(record) + "\n")
        finally:
            if out:
                out.close()
    show(held(head, games), tally.summary(), args.json)
    return 0


# -- the summary -------------------------------------------------------------------------------------

def show(head: dict, summary: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"study": head, "summary": summary}, indent=2))
        return
    from ..simulation.report import render
    render(head, summary)


def register(sub) -> None:
    """Add the commands to the ``altered`` command line."""
    p = sub.add_parser("simulate", help="play many seeded games and report win rates with intervals")
    study_options(p)
    p.add_argument("--cards-report", action="store_true",
                   help="per card of each deck: win rates when drawn, played and not seen, improvement when drawn")
    p.add_argument("--cards-plot", metavar="FILE", help="draw each card's improvement when drawn to this PNG")
    p.add_argument("--logs", metavar="DIR", help="keep the logs of chosen games in this folder (altered view, replay)")
    p.add_argument("--logs-for", metavar="WHICH", action="append", default=[],
                   help="which games: won, lost, longest, shortest, no-winner (each =N for N games), seed=K, "
                        "game=I; comma-separated or repeated (default won,lost,longest)")
    p.set_defaults(run=cmd_simulate)

    p = sub.add_parser("compare", help="play the same seeded games under two rule sets and compare")
    p.add_argument("base", help="standard, or a variant name or file (join several with +)")
    p.add_argument("other", help="a variant name or file (join several with +)")
    study_options(p)
    p.add_argument("--detect", metavar="POINTS", default="2", help="report the games needed to detect this change, in points (default 2)")
    p.add_argument("--plot", metavar="FILE", help=PLOT_HELP)
    p.set_defaults(run=cmd_compare)

    p = sub.add_parser("bench", help="play seeded games and print games per second")
    study_options(p)
    p.set_defaults(run=cmd_bench, games="200")

    p = sub.add_parser("merge", help="summarise the record files of a study's shards (--shard)")
    p.add_argument("files", nargs="+", help="the --out files of every shard")
    p.add_argument("--json", action="store_true", help="print the summary as JSON on stdout")
    p.add_argument("--out", metavar="FILE", help="write the merged records to this file")
    p.add_argument("--partial", action="store_true", help="the records of a study stopped before its end "
                   "(Ctrl-C, a missing shard): summarise the games they hold, and say how many")
    p.set_defaults(run=cmd_merge)
