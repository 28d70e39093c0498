"""Property tests of the command line on hostile files: random and mutated game logs, scenarios, deck
lists, card files and card texts, each run through the command that reads it.

Whatever the input, the command answers with exit status 0 or 1 and, on 1, a message whose first line
names the file (``file[:line[:column]]: message``): never status 2 (an internal error), never a
traceback, never a hang or a runaway allocation. Each case runs under a limit of time (an alarm) and of
memory (the address space, RLIMIT_AS): passing a limit is a failure of the case, not a slow test.

ALTERED_FUZZ=10 multiplies the number of examples by 10 for a longer search (tests/test_fuzz.py too).
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import re
import resource
import signal
from pathlib import Path

import pytest

pytest.importorskip("hypothesis", reason="the property tests need the hypothesis package (the test extra)")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from altered.cli.main import main  # noqa: E402

HERE = Path(__file__).parent
CHECKOUT = HERE.parent
SCALE = int(os.environ.get("ALTERED_FUZZ", "1"))
CASES = settings(max_examples=12 * SCALE, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
SECONDS = 60                    # per case: a replay of a whole game takes under one
MEMORY = 2 * 1024 ** 3          # bytes of address space a case may add to what the test process holds
LOCATED = re.compile(r"^.+?(?::\d+){0,2}: \S")      # where (a file name may hold a colon), then what


class Hang(Exception):
    """The case ran past its time limit."""


@contextlib.contextmanager
def limits():
    """The time and memory a case may take; restored after it."""
    def alarm(*_):
        raise Hang()
    old_handler = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(SECONDS)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as f:
        used = int(f.read().split()[0]) * resource.getpagesize()
    cap = used + MEMORY if hard == resource.RLIM_INFINITY else min(hard, used + MEMORY)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old_handler)


def answer(argv, stdin: str = "") -> tuple[int, str, str]:
    """Run the command line on a case within the limits: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = os.sys.stdin
    os.sys.stdin = io.StringIO(stdin)
    try:
        with limits(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main([str(a) for a in argv])
            except SystemExit as e:                   # Ctrl-C's 130 never comes here; argparse's 1 may
                code = e.code
    except Hang:
        pytest.fail(f"{argv}: no answer within {SECONDS} s")
    finally:
        os.sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


def assert_clear(argv, code, out, err):
    assert code in (0, 1), (argv, code, err[-2000:])
    assert "Traceback" not in err and "internal error" not in err, (argv, err[-2000:])
    if code == 1 and err.strip():
        assert LOCATED.match(err.strip().splitlines()[0]), (argv, err[:500])


# -- the material the mutations start from -------------------------------------------------------------

@pytest.fixture(scope="module")
def log_text(tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "game.jsonl"
    assert main(["play", "--seed", "5", "--log", str(path)]) == 0
    return path.read_text(encoding="utf-8")


SCENARIOS = sorted((HERE / "scenarios").glob("*.yaml"))
DECK = (CHECKOUT / "cards_dsl" / "decks" / "axiom.yaml").read_text(encoding="utf-8")
PLAIN = "# My deck\n1 Sierra & Oddball\n3 BTG-004-C\n3 Foundry Mechanic\n2 BTG-010-C\n"
CARD_FILE = """set: {code: TST}
cards:
  - ref: TST_1
    version: TST-001-C
    name: Tester
    type: Character
    rarity: common
    hand_cost: 2
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{J} Draw a card."
"""

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def _set_in(value, path_choice, new):
    """``value`` with one of its parts (chosen by ``path_choice``, a float) replaced by ``new``."""
    parts = []

    def walk(v, trail):
        parts.append(trail)
        if isinstance(v, dict):
            for k in v:
                walk(v[k], trail + [k])
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, trail + [i])
    walk(value, [])
    trail = parts[min(int(path_choice * len(parts)), len(parts) - 1)]
    if not trail:
        return new
    node = value
    for step in trail[:-1]:
        node = node[step]
    node[trail[-1]] = new
    return value


@st.composite
def mutated_text(draw, text: str):
    """A text with a few edits: bytes replaced, lines dropped, doubled or cut short."""
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["replace", "drop", "double", "cut", "insert"]))
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        if kind == "drop" and len(lines) > 1:
            del lines[i]
        elif kind == "double":
            lines.insert(i, lines[i])
        elif kind == "cut":
            lines[i] = lines[i][:draw(st.integers(0, len(lines[i])))]
            lines = lines[:i + 1]
        else:
            line = lines[i]
            at = draw(st.integers(0, len(line)))
            new = draw(st.sampled_from(["", "\x00", "\x1b[2J", "\u200b", "{", "}", "[", "]", ":", "- ", "'", "\"",
                                        "&a", "*a", "!!python/object:os.system", "010", "1:30", "..", "/etc/passwd",
                                        "-1", "99999999999999999999", "\t", " " * 3])
                       | st.text(max_size=6))
            cut = draw(st.integers(0, 3)) if kind == "replace" else 0
            lines[i] = line[:at] + new + line[at + cut:]
    return "\n".join(lines)


@st.composite
def mutated_log(draw, text: str):
    lines = text.splitlines()
    if draw(st.booleans()):                        # a value of a line changed to any JSON value
        i = draw(st.integers(0, len(lines) - 1))
        row = json.loads(lines[i])
        lines[i] = json.dumps(_set_in(row, draw(st.floats(0, 1)), draw(json_values)))
    else:
        lines = draw(mutated_text("\n".join(lines))).split("\n")
    return "\n".join(lines) + "\n"


# -- the properties ----------------------------------------------------------------------------------------

@CASES
@given(data=st.data())
def test_a_mutated_log_replays_or_is_refused_clearly(tmp_path, log_text, data):
    path = tmp_path / "game.jsonl"
    path.write_text(data.draw(mutated_log(log_text)), encoding="utf-8", errors="surrogatepass")
    command = data.draw(st.sampled_from([["replay"], ["resume"], ["view", "-o", str(tmp_path / "v.html")]]))
    argv = [*command[:1], path, *command[1:]]
    assert_clear(argv, *answer(argv))


@CASES
@given(data=st.data())
def test_a_mutated_scenario_runs_or_is_refused_clearly(tmp_path, data):
    source = data.draw(st.sampled_from(SCENARIOS))
    path = tmp_path / source.name
    path.write_text(data.draw(mutated_text(source.read_text(encoding="utf-8"))), encoding="utf-8",
                    errors="surrogatepass")
    argv = ["scenario", path]
    code, out, err = answer(argv)
    assert_clear(argv, code, out, err)
    assert "internal error" not in out and "Traceback" not in out, out[-2000:]


@CASES
@given(data=st.data())
def test_a_mutated_deck_is_checked_or_refused_clearly(tmp_path, data):
    text, name = data.draw(st.sampled_from([(DECK, "deck.yaml"), (PLAIN, "deck.txt")]))
    path = tmp_path / name
    path.write_text(data.draw(mutated_text(text)), encoding="utf-8", errors="surrogatepass")
    argv = data.draw(st.sampled_from([["deck", "check", path], ["play", "--deck1", path]]))
    assert_clear(argv, *answer(argv))


@CASES
@given(data=st.data())
def test_a_mutated_roster_is_used_or_refused_clearly(tmp_path, data):
    path = tmp_path / "roster.yaml"
    path.write_text(data.draw(mutated_text("- axiom\n- {deck: muna, agent: greedy}\n")), encoding="utf-8",
                    errors="surrogatepass")
    argv = ["simulate", "--games", "1", "--jobs", "1", "--roster", path]
    assert_clear(argv, *answer(argv))


@CASES
@given(data=st.data())
def test_a_mutated_card_file_is_checked_or_refused_clearly(tmp_path, data):
    path = tmp_path / "mine.yaml"
    path.write_text(data.draw(mutated_text(CARD_FILE)), encoding="utf-8", errors="surrogatepass")
    argv = ["check", "--cards", path]
    assert_clear(argv, *answer(argv))


@CASES
@given(text=st.one_of(st.text(min_size=1, max_size=300),
                      st.lists(st.sampled_from(["Draw", "a", "card", ".", "and", "then", ",", "{J}", "{R}",
                                                "target", "Character", "gains", "[[Boosted]]", "or", "2"]),
                               min_size=1, max_size=400).map(" ".join)),
       as_json=st.booleans())
def test_any_card_text_is_explained_or_refused_clearly(text, as_json):
    if as_json:
        argv = ["explain", "--jsonl"]
        code, out, err = answer(argv, stdin=json.dumps({"text": text}) + "\n" + text.replace("\n", " ") + "\n")
        assert code == 0 and all(json.loads(line)["text"] is not None for line in out.split("\n") if line), err
        assert not re.search("[\x00-\x1f\x7f-\x9f\u2028\u2029]", out.replace("\n", "")), out
    else:
        argv = ["explain", text]
        assert_clear(argv, *answer(argv))
