"""Time reading and compiling a whole card set: ``python -m altered.tools.setbench [--cold]``.

Prints the seconds to parse every card text of cards_dsl/ and compile it into runnable programs,
cold (no parser or data cache on disk) or from the caches.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time


def measure() -> float:
    from ..loading.cards.catalog import load_catalog
    from ..rulebook import load_rulebook
    book = load_rulebook()
    catalog = load_catalog()
    start = time.perf_counter()
    book.prepare(catalog)
    for card in catalog:
        book.program(card)
    return time.perf_counter() - start


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if "--child" in argv:
        print(f"{measure():.3f}")
        return 0
    results = {}
    for label, fresh in (("cold", True), ("cached", False)):
        times = []
        for _ in range(3):
            env = None
            if fresh:
                import os
                tmp = tempfile.mkdtemp()
                env = dict(os.environ, ALTERED_CACHE=tmp)
            out = subprocess.run([sys.executable, "-m", "altered.tools.setbench", "--child"],
                                 capture_output=True, text=True, env=env, check=True)
            times.append(float(out.stdout.strip()))
            if fresh:
                shutil.rmtree(tmp, ignore_errors=True)
        results[label] = min(times)
    print(f"parse + compile every card of cards_dsl/: {results['cold']:.3f} s cold, "
          f"{results['cached']:.3f} s from the caches (best of 3 fresh processes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
