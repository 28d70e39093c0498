"""``altered simulate``, ``compare``, ``bench`` and ``merge``: studies of many seeded games.

One set of options for the three commands that play games; every value is checked (and the rules,
cards and decks loaded) before the first game, and a mistake is one line with exit status 1.
"""
from __future__ import annotations

import heapq
import json
import shlex
import sys
import time
from contextlib import contextmanager
from pathlib import Path

from ..loading.errors import DesignError

PLOT_HELP = "draw the win rates with their intervals and the game lengths to this PNG (needs matplotlib)"


# -- options ---------------------------------------------------------------------------------------

def study_options(p) -> None:
    from .cardopts import add_cards_option
    p.add_argument("--games", metavar="N", default="1000", help="games to play (default 1000)")
    p.add_argument("--seed", metavar="S", default="1", help="master seed: game i is played with a seed made of it and i")
    p.add_argument("--jobs", metavar="J", help="worker processes (default: every core)")
    p.add_argument("--variant", metavar="X", action="append", default=[], help="a variant overlay (name or file); repeatable")
    p.add_argument("--edition", metavar="E", help="a rules edition, e.g. 5.0 (the overlays of rules_yaml/editions/NAME/)")
    p.add_argument("--deck1", metavar="F", help="deck of player 1: a file (YAML or 'N CARD' lines) or a bundled deck's name (default: bravos)")
    p.add_argument("--deck2", metavar="F", help="deck of player 2, likewise (default: muna)")
    p.add_argument("--agents", metavar="A,B", default="random,random", help="who plays, e.g. random,greedy (default random,random)")
    add_cards_option(p)                   # --cards, as every command that plays cards has it
    p.add_argument("--json", action="store_true", help="print the summary as JSON on stdout")
    p.add_argument("--out", metavar="FILE", help="write one JSON line per game to this file (after a first line describing the study)")
    p.add_argument("--cluster", metavar="ADDRESS", help="play on a Dask cluster: tcp://HOST:PORT, or 'local' to start one here")
    p.add_argument("--shard", metavar="K/N", help="play only shard K of N (K/N), to merge later with altered merge")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def _whole(text, option: str, least: int) -> int:
    try:
        value = int(str(text).replace("_", ""))
    except ValueError:
        value = None
    if value is None or value < least:
        raise DesignError(f"expected a whole number of at least {least}, not {text!r}", option)
    return value


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


def _writable(path: str, option: str, binary: bool = False):
    try:
        return open(path, "wb" if binary else "w", encoding=None if binary else "utf-8")
    except OSError as e:
        raise DesignError(f"cannot write {path}: {e.strerror or e}", option) from None


class Plan:
    """A command's checked options: the study to play and how."""

    def __init__(self, args, kind: str, rule_sets: list[list[str]]):
        from ..agents.roster import agent_names, make_agents
        from ..loading.cards.decks import DEFAULT_DECKS
        from ..simulation.simulate import Study, default_jobs, fingerprint, ship_deck, ship_variant
        self.kind = kind
        games = _whole(args.games, "--games", 1)
        seed = _whole(args.seed, "--seed", 0)
        self.jobs = default_jobs() if args.jobs is None else _whole(args.jobs, "--jobs", 1)
        agents = agent_names(args.agents)
        make_agents(agents, 0)                # an agent needing a missing optional package says so now
        shard = _shard(args.shard)
        self.cluster = args.cluster
        if self.cluster:
            from ..simulation.cluster import check_address
            check_address(self.cluster)
        decks = [args.deck1 or DEFAULT_DECKS[0], args.deck2 or DEFAULT_DECKS[1]]
        cards = tuple(args.cards)
        for c in cards:
            if not Path(c).exists():
                raise DesignError("no such card file or folder", c)
        self.study = Study(rule_sets=tuple(tuple(ship_variant(v) for v in rs) for rs in rule_sets),
                           decks=tuple(ship_deck(d) for d in decks), agents=agents, seed=seed, games=games,
                           cards=cards, shard=shard, fingerprint=fingerprint(cards),
                           edition=getattr(args, "edition", None), allow_unread=bool(args.allow_unread))
        self.command = _command(kind, args, games, seed, agents, shard)
        self.json = args.json
        self.quiet = args.quiet
        self.out_path = args.out
        self.extra: dict = {}          # more facts for the head of the records (compare: --detect)
        self.head: dict = {}           # the study's description, once its inputs are loaded


def _command(kind, args, games, seed, agents, shard) -> str:
    """The command that plays the same games again (whatever the jobs or cluster)."""
    words = ["altered", kind]
    if kind == "compare":
        words += [args.base, args.other, "--detect", str(args.detect)]
    words += ["--games", str(games), "--seed", str(seed), "--agents", ",".join(agents)]
    if getattr(args, "edition", None):
        words += ["--edition", args.edition]
    for v in args.variant:
        words += ["--variant", v]
    for option in ("deck1", "deck2"):
        if getattr(args, option):
            words += [f"--{option}", getattr(args, option)]
    for c in args.cards:
        words += ["--cards", c]
    if shard != (1, 1):
        words += ["--shard", f"{shard[0]}/{shard[1]}"]
    return shlex.join(words)


# -- playing with a progress bar and a record file ---------------------------------------------------

@contextmanager
def _progress(total: int, label: str, quiet: bool):
    """A progress bar on stderr when it is a terminal (games done, games/s, time left); else nothing."""
    if quiet or not sys.stderr.isatty():
        yield lambda done: None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, ProgressColumn, TextColumn, TimeElapsedColumn
    from rich.progress import Progress as Bar       # (its name is also a daily effect's, kept out of this code)
    from rich.progress import TimeRemainingColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task):
            return Text(f"{task.speed:,.0f} games/s" if task.speed else "- games/s")

    # no refresh thread: worker processes may be forked while the bar is shown
    with Bar(TextColumn(label), BarColumn(), MofNCompleteColumn(), Rate(), TimeElapsedColumn(),
                  TextColumn("left"), TimeRemainingColumn(), console=Console(file=sys.stderr),
                  auto_refresh=False) as bar:
        task = bar.add_task(label, total=total)
        shown = [0.0]

        def advance(done):
            bar.update(task, completed=done)
            now = time.monotonic()
            if now - shown[0] > 0.1 or done == total:
                bar.refresh()
                shown[0] = now
        yield advance


def _play(plan: Plan, tally, label: str) -> float:
    """Play the plan's games into ``tally`` (and its record file); returns the seconds it took."""
    from ..simulation.simulate import describe, run
    head = {**describe(plan.study, plan.kind, plan.command), **plan.extra}    # loads and checks every input
    out = _writable(plan.out_path, "--out") if plan.out_path else None
    plan.head = head
    total = len(plan.study.indices())
    start = time.perf_counter()
    done = 0
    try:
        if out:
            out.write(json.dumps({"study": head}) + "\n")
        with _progress(total, label, plan.quiet) as advance:
            for record in run(plan.study, plan.jobs, plan.cluster):
                tally.add(record)
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

def _overlays(args) -> list:
    """--edition NAME's overlay files, then the --variant ones."""
    from ..rules.editions import with_edition
    return with_edition(args.variant, getattr(args, "edition", None))


def cmd_simulate(args) -> int:
    from ..simulation.tally import Tally
    plan = Plan(args, "simulate", [_overlays(args)])
    tally = Tally()
    _play(plan, tally, "simulate")
    _show(plan.head, tally.summary([d["name"] for d in plan.head["decks"]]), args.json)
    return 0


def cmd_compare(args) -> int:
    from ..simulation.tally import PairTally
    detect = _points(args.detect)
    sides = [[] if name == "standard" else name.split("+") for name in (args.base, args.other)]
    plan = Plan(args, "compare", [_overlays(args) + side for side in sides])
    plan.extra["detect"] = detect
    plot = None
    if args.plot:
        from ..simulation.plot import check_matplotlib
        check_matplotlib()
        plot = _writable(args.plot, "--plot", binary=True)
    try:
        tally = PairTally()
        _play(plan, tally, "compare")
        summary = tally.summary([d["name"] for d in plan.head["decks"]], detect)
        if plot:
            from ..simulation.plot import plot_compare
            plot_compare(plan.head, summary, plot)
    finally:
        if plot:
            plot.close()
    _show(plan.head, summary, args.json)
    return 0


def _points(text) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < 100:
        raise DesignError(f"expected a change in percentage points between 0 and 100, e.g. 2, not {text!r}", "--detect")
    return value / 100


def cmd_bench(args) -> int:
    from ..simulation.simulate import load_world
    from ..simulation.tally import Tally
    start = time.perf_counter()
    plan = Plan(args, "bench", [_overlays(args)])
    load_world(plan.study)
    loading = time.perf_counter() - start
    tally = Tally()
    took = _play(plan, tally, "bench")
    s = tally.summary([d["name"] for d in plan.head["decks"]])
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
    from ..simulation.tally import PairTally, Tally
    heads, files = [], []
    try:
        for path in args.files:
            try:
                f = open(path, encoding="utf-8")
            except OSError as e:
                raise DesignError(f"cannot read: {e.strerror or e}", path) from None
            files.append(f)
            heads.append(_head(f, path))
        head = _check_shards(heads, args.files)
        out = _writable(args.out, "--out") if args.out else None
        tally: PairTally | Tally = PairTally() if head["kind"] == "compare" else Tally()
        seen = 0
        try:
            if out:
                out.write(json.dumps({"study": head}) + "\n")
            streams = [_records(f, path) for f, path in zip(files, args.files)]
            for record in heapq.merge(*streams, key=lambda r: r["game"]):
                if record["game"] != seen:
                    raise DesignError(f"game {seen} is missing or repeated (found game {record['game']})",
                                      args.files[0])
                seen += 1
                tally.add(record)
                if out:
                    out.write(json.dumps(record) + "\n")
        finally:
            if out:
                out.close()
        if seen != head["games"]:
            raise DesignError(f"{seen} games in the files, the study has {head['games']}", args.files[-1])
    finally:
        for f in files:
            f.close()
    decks = [d["name"] for d in head["decks"]]
    summary = tally.summary(decks, head.get("detect", 0.02)) if isinstance(tally, PairTally) else tally.summary(decks)
    _show(head, summary, args.json)
    return 0


def _head(f, path) -> dict:
    try:
        head = json.loads(f.readline())["study"]
    except (ValueError, KeyError, TypeError):
        raise DesignError("expected a record file written by --out (its first line describes the study)",
                          path, 1) from None
    return head


def _records(f, path):
    for line_no, line in enumerate(f, 2):
        try:
            yield json.loads(line)
        except ValueError:
            raise DesignError("not a JSON line", path, line_no) from None


def _check_shards(heads: list[dict], paths: list[str]) -> dict:
    """The merged study's description, after checking that the files are the N shards of one study."""
    def same(h):
        return {k: v for k, v in h.items() if k not in ("shard", "command")}
    first = same(heads[0])
    for h, path in zip(heads, paths):
        if same(h) != first:
            diff = sorted(k for k in first if first[k] != h.get(k))
            raise DesignError(f"not the same study as {paths[0]} (differs in {', '.join(diff)})", path, 1)
    n = heads[0]["shard"][1]
    got = sorted(h["shard"][0] for h in heads)
    if any(h["shard"][1] != n for h in heads) or got != list(range(1, n + 1)):
        raise DesignError(f"expected the {n} shards 1/{n} to {n}/{n} once each, got "
                          f"{', '.join(f'{k}/{n}' for k in got)}", paths[0], 1)
    head = dict(heads[0])
    head["shard"] = [1, 1]
    head["command"] = heads[0]["command"].rsplit(" --shard ", 1)[0]
    return head


# -- the summary -------------------------------------------------------------------------------------

def _show(head: dict, summary: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps({"study": head, "summary": summary}, indent=2))
        return
    from ..simulation.report import render
    render(head, summary)


def register(sub) -> None:
    """Add the commands to the ``altered`` command line."""
    p = sub.add_parser("simulate", help="play many seeded games and report win rates with intervals")
    study_options(p)
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
    p.set_defaults(run=cmd_merge)
