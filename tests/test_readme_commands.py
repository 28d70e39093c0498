"""Every command block of the README (```sh) runs as written, in order, from a copy of the checkout's
documents (the rules, cards and grammar read in place): a designer who follows it gets no error. Studies play
fewer games here (``--games`` at most GAMES: the commands are checked, not their figures), and a human at
the table answers 1 to every question. The blocks that install the project or run the suite are .ci/run's,
which runs them as written."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

from altered.loading.paths import ROOT

GAMES = 12
CI_RUNS = ("pip install", "pytest")


def _blocks() -> list[str]:
    return re.findall(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), flags=re.S)


def test_the_readme_walks_a_designer_through_commands():
    blocks = "\n".join(_blocks())
    for words in ("altered play --agents human", "altered table", "--set ", "altered sweep", "altered compare", "my-cards.yaml",
                  "my-variant.yaml", "altered deck export", "booster-war", "altered import-set", "altered scenario"):
        assert words in blocks, words


def test_every_command_block_of_the_readme_runs(tmp_path):
    shim = tmp_path / "bin"
    shim.mkdir()
    (shim / "altered").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m altered "$@"\n')
    (shim / "altered").chmod(0o755)
    here = tmp_path / "checkout"
    here.mkdir()
    shutil.copytree(ROOT / "docs", here / "docs")                 # written to by some commands (plots)
    for name in ("rules_yaml", "cards_dsl", "grammar", "tests"):
        (here / name).symlink_to(ROOT / name)
    env = {**os.environ, "PATH": f"{shim}{os.pathsep}{os.environ['PATH']}", "COLUMNS": "120",
           "PYTHONPATH": os.pathsep.join([str(ROOT / "interpreter"), os.environ.get("PYTHONPATH", "")])}
    ran = 0
    for block in _blocks():
        if any(words in block for words in CI_RUNS):
            continue
        script = re.sub(r"--games (\d+)", lambda m: f"--games {min(int(m.group(1)), GAMES)}", block)
        done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", script], cwd=here, env=env, text=True,
                              input="1\n" * 5000, capture_output=True, timeout=1800)
        assert done.returncode == 0, f"README block failed:\n{block}\n{done.stderr[-2000:]}"
        ran += 1
    assert ran >= 8
