"""Numbers in rules files are typed: every whole number written in a bundled rules file, variant,
edition overlay, format, booster, table or agent scoring file is replaced in turn by a text ("2", three), a fraction
(2.5), null and a negative number (-3), and each must give one located error, at that value of that
file (`file:line:column`), before any game: by the file's schema, a step's declared parameters, a
keyword action's declared parameters, or the operators that take numbers. Negative numbers are
refused except where a number of either sign means something (listed below, with the reason).

A number written as a text used to pass `altered check`, then stop `play` and `simulate` with an
internal TypeError and no file or line.
"""
from __future__ import annotations

import re
import shutil

import pytest

from altered.agents.heuristic import load_scoring
from altered.cli.main import main
from altered.engine.seating import load_seating
from altered.rulebook import RuleBook
from altered.loading.cards.boosters import load_booster_spec
from altered.loading.cards.decks import load_format
from altered.loading.errors import DesignError
from altered.loading.paths import RULES_DIR
from altered.loading.yamlio import PosDict, load_file
from altered.loading.rules.editions import edition_files
from altered.loading.rules.variants import load_variant

# Where a negative number is meaningful: the key the number is the value (or an item) of -> why.
EITHER_SIGN = {
    "adds_to_statistics": "a counter may lower the statistics (characteristics.yaml)",
    "by": "an Expedition moves backward by a negative number (advance, 4.2.4.h)",
    "gt": "a comparison's sides are any numbers", "gte": "a comparison's sides are any numbers",
    "sub": "arithmetic takes any numbers", "max": "arithmetic takes any numbers",
    "default": "a limit below zero means none (v5.0 4.2.5.c); 'stat' gives any number",
}
WRONG = {"text": '"2"', "word": "three", "fraction": "2.5", "null": "null", "negative": "-3"}


def _numbers(node, path=()):
    """The places of the whole numbers in a loaded document: (path, (line, column))."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        if isinstance(value, int) and not isinstance(value, bool):
            yield path + (key,), (node.key_pos if isinstance(node, PosDict) else node.item_pos)[key]
        else:
            yield from _numbers(value, path + (key,))


def _files():
    return sorted(p.relative_to(RULES_DIR) for p in RULES_DIR.rglob("*.yaml") if "coverage" not in p.parts)


CASES = [(rel, path, at) for rel in _files() for path, at in _numbers(load_file(RULES_DIR / rel))]


def _loader(rel, tmp_path):
    """Where the changed file goes and how it is loaded, by the kind of file."""
    parts = rel.parts
    if len(parts) == 1:                                     # a rules file: a rules folder with it changed
        folder = tmp_path / "rules"
        folder.mkdir()
        for entry in RULES_DIR.iterdir():
            if entry.name != rel.name:
                (folder / entry.name).symlink_to(entry)
        return folder / rel.name, lambda: RuleBook(folder)
    path = tmp_path / rel.name
    if parts[0] == "variants":
        return path, lambda: RuleBook(RULES_DIR, [load_variant(path)])
    if parts[0] == "editions" and "formats" not in parts:   # an edition's overlay, after those before it
        files = [str(path) if f.endswith("/" + rel.name) else f for f in edition_files(parts[1])]
        return path, lambda: RuleBook(RULES_DIR, [load_variant(f) for f in files])
    if "formats" in parts:
        return path, lambda: load_format(path)
    if parts[0] == "boosters":
        return path, lambda: load_booster_spec(path)
    if parts[0] == "multiplayer":
        return path, lambda: load_seating(path)
    if parts[0] == "agents":
        return path, lambda: load_scoring(str(path))
    raise AssertionError(f"a kind of rules file this test does not know how to load: {rel}")


def _write_over(text, at, new):
    lines = text.split("\n")
    line, col = at[0] - 1, at[1] - 1
    number = re.match(r"-?\d+", lines[line][col:])
    assert number, f"no number at {at}: {lines[line]!r}"
    lines[line] = lines[line][:col] + new + lines[line][col + number.end():]
    return "\n".join(lines)


def test_every_kind_of_rules_file_holds_numbers_to_check():
    kinds = {rel.parts[0] if len(rel.parts) > 1 else "rules file" for rel, _, _ in CASES}
    assert kinds == {"rules file", "variants", "editions", "formats", "boosters", "multiplayer",
                     "agents"}, kinds
    assert len(CASES) > 60


@pytest.mark.parametrize("rel, path, at", CASES, ids=[f"{r}:{'.'.join(map(str, p))}" for r, p, _ in CASES])
def test_a_number_written_wrong_is_a_located_error(rel, path, at, tmp_path):
    text = (RULES_DIR / rel).read_text(encoding="utf-8")
    key = next(k for k in reversed(path) if isinstance(k, str)).rsplit(".", 1)[-1]   # a variant writes a path
    for kind, new in WRONG.items():
        if kind == "negative" and key in EITHER_SIGN:
            continue
        (tmp_path / kind).mkdir()
        target, load = _loader(rel, tmp_path / kind)
        target.write_text(_write_over(text, at, new), encoding="utf-8")
        with pytest.raises(DesignError) as e:
            load()
        where = str(e.value).split("\n")[0]
        assert where.startswith(f"{target}:{at[0]}:"), f"{kind} {new} at {rel}:{at[0]}:{at[1]}: {where}"
        shutil.rmtree(tmp_path / kind)


def test_the_command_line_says_so_before_any_game(tmp_path, capsys):
    """`count: "3"` in a variant: check and play stop with the line, exit 1, no game played."""
    variant = tmp_path / "draw-text.yaml"
    variant.write_text('set: {day.phases.Morning.effects.Draw.count: "3"}\n', encoding="utf-8")
    for command in (["check"], ["play", "--seed", "1"], ["simulate", "--games", "2", "--jobs", "1"]):
        assert main([*command, "--variant", str(variant)]) == 1
        out, err = capsys.readouterr()
        assert err.startswith(f"{variant}:1:46: 'count' of 'Draw' must be a number"), err
        assert "internal error" not in err and "Day 1" not in out
