"""Build-time mapping of the data folders into the package, and the optional compiled build (the metadata
is in pyproject.toml).

The repository keeps rules_yaml/, grammar/ and cards_dsl/ at the top, where designers edit them;
a built wheel carries them as package data under altered/_data/, where altered.loading.paths finds them
with importlib.resources. An editable install and a bare checkout read the top-level folders.

The engine's hot modules (COMPILED) are compiled to C with mypyc when a wheel is built (``pip install .``)
on a machine with a C compiler: the same code, about twice as fast (README, "Speed"). Without a compiler
the package is pure Python, and so is an editable install (``pip install -e .``: a compiled module would
hide edits to its source). ``ALTERED_COMPILE=1`` forces the compiled build (and fails if it cannot be
made), ``ALTERED_COMPILE=0`` forces pure Python.
"""
import os
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext

DATA = {f"altered._data.{name}": name for name in ("rules_yaml", "grammar", "cards_dsl")}
FILES = ["**/*"]                  # every file in them (hidden files excepted), whatever new kinds they get

# the modules a game spends its time in (benchmarks/profile_games.py), compiled together
COMPILED = [f"interpreter/altered/{name}.py" for name in (
    "engine/state", "engine/position", "engine/owner", "engine/machine", "engine/pause", "engine/game", "engine/flow",
    "engine/playing", "engine/costs", "engine/actions", "engine/runtime", "engine/quick", "engine/keywords", "engine/working",
    "engine/modifying", "engine/marking", "engine/adventure", "engine/bookfacts", "engine/ordering", "engine/lists",
    "engine/snapshot", "effects/host", "effects/context", "effects/selectors",
    "effects/numbers", "effects/running", "effects/zones", "effects/choices",
    "effects/players", "effects/characteristics", "effects/expeditions", "effects/records",
    "engine/decisions", "loading/chance",     # a decision made and a random pick drawn at every question
    "loading/cards/model",     # a card's definition, read at every move and question (Obj.card)
    "loading/rules/modifiers",     # an event modifier, read at every move (Modifying._applicable)
)]


def _compile() -> bool:
    """Whether to compile: ALTERED_COMPILE says so, else a wheel built where a C compiler and mypyc are."""
    choice = os.environ.get("ALTERED_COMPILE", "").strip().lower()
    if choice in ("0", "no", "false"):
        return False
    if choice in ("1", "yes", "true"):
        return "editable_wheel" not in sys.argv and "develop" not in sys.argv or _say_editable()
    if choice:
        sys.exit(f"ALTERED_COMPILE: expected 1 (compile) or 0 (pure Python), not {choice!r}")
    if "editable_wheel" in sys.argv or "develop" in sys.argv:
        return False
    if not any(command in sys.argv for command in ("bdist_wheel", "build_ext", "build", "install")):
        return False                       # metadata only (egg_info, dist_info): no need to read the code
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return False
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return False
    return True


def _say_editable() -> bool:
    print("ALTERED_COMPILE=1: an editable install stays pure Python (build in place instead: "
          "ALTERED_COMPILE=1 python setup.py build_ext --inplace)", file=sys.stderr)
    return False


def _extensions() -> list:
    if not _compile():
        return []
    from mypyc.build import mypycify
    here = os.path.dirname(os.path.abspath(__file__))
    os.environ["MYPYPATH"] = os.path.join(here, "interpreter")       # the package's root for mypy
    # a C file per module (multi_file), compiled on every core (ParallelBuildExt): one C file of every module
    # took a single core two minutes, the most of CI's wheel step
    return mypycify(COMPILED, opt_level="3", debug_level="0", multi_file=True)


class ParallelBuildExt(build_ext):
    """The C files of an extension compiled at once, one per core (the compiler's ``compile`` called on each
    source in its own thread: each call runs the compiler in its own process), and the extensions built at
    once too (build_ext's ``parallel``)."""

    def build_extensions(self):
        jobs = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
        if jobs > 1:
            compile_one = self.compiler.compile

            def compile_all(sources, *args, **kwargs):
                with ThreadPoolExecutor(jobs) as pool:
                    done = list(pool.map(lambda source: compile_one([source], *args, **kwargs), sources))
                return [obj for objects in done for obj in objects]
            self.compiler.compile = compile_all
            self.parallel = self.parallel or jobs
        super().build_extensions()


setup(
    packages=find_packages("interpreter") + list(DATA),
    package_dir={"": "interpreter", **DATA},
    package_data={name: FILES for name in DATA},
    ext_modules=_extensions(),
    cmdclass={"build_ext": ParallelBuildExt},
)
