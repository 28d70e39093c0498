"""Time to read every printed text of a set, cold and cached.

    python -m altered.tools.textbench [CARDS_JSON_OR_FOLDER]

"cold": a fresh process with no cache at all (grammar built, every text
parsed and transformed); "cached": a fresh process reading the parser and
the transformed data from .cache/. Each figure is the best of 3 runs, timed
inside a fresh subprocess after the package is imported (the time with the imports is
printed too).
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile

from ..cardtext.corpus import default_source

_CHILD = r"""
import sys, time, json
t0 = time.perf_counter()
from altered.cardtext.api import parse_texts
from altered.cardtext.corpus import set_texts
items = set_texts(sys.argv[1])
t1 = time.perf_counter()
data = parse_texts(items, cache_dir=sys.argv[2], use_cache=sys.argv[3] == "1")
t2 = time.perf_counter()
bad = sum(1 for v in data.values() if isinstance(v, dict))
print(json.dumps({"seconds": t2 - t1, "process": t2 - t0, "texts": len(items), "errors": bad}))
"""


def _run(source, cache_dir, use_cache: bool) -> dict:
    env_cache = {"ALTERED_CACHE": cache_dir}
    import os
    env = dict(os.environ, **env_cache)
    out = subprocess.run([sys.executable, "-c", _CHILD, str(source), cache_dir, "1" if use_cache else "0"],
                         capture_output=True, text=True, env=env, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench(source=None, repeat: int = 3) -> dict:
    source = source or default_source()
    cold, cached = [], []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as empty:
            cold.append(_run(source, empty, use_cache=True))
            cached.append(_run(source, empty, use_cache=True))
    return {"texts": cold[0]["texts"], "errors": cold[0]["errors"],
            "cold": min(r["seconds"] for r in cold), "cached": min(r["seconds"] for r in cached),
            "cold_process": min(r["process"] for r in cold),
            "cached_process": min(r["process"] for r in cached)}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    result = bench(argv[0] if argv else None)
    print(f"{result['texts']} texts, {result['errors']} errors")
    print(f"cold (no cache: grammar built, every text parsed and transformed): {result['cold']:.3f} s"
          f"  (with imports: {result['cold_process']:.3f} s)")
    print(f"cached (transformed data read from .cache/): {result['cached']:.3f} s"
          f"  (with imports: {result['cached_process']:.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
