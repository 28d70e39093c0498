"""What-ifs without a file: ``--set PATH=VALUE`` on every command that takes ``--variant`` (a one-line
variant, checked as a variant file is); ``altered sweep`` (sweep.py) plays several values of one."""
from __future__ import annotations

SET_HELP = ("change one value of the rules, as a variant's set: would, e.g. day.max_days=6 "
            "(repeatable; after the --variant files)")


def add_set_option(p) -> None:
    p.add_argument("--set", dest="sets", metavar="PATH=VALUE", action="append", default=[], help=SET_HELP)


def with_sets(variants, args) -> list[str]:
    """The --variant entries, then one per --set."""
    from ..loading.rules.variants import set_variant
    return list(variants or ()) + [set_variant(a) for a in getattr(args, "sets", None) or ()]

