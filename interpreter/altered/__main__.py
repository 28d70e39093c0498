"""``python -m altered`` and the ``altered`` command: the command line (altered.cli.main), started so that a
Ctrl-C while the package is still loading ends as one anywhere else does: one line, exit 130."""
import sys


def main() -> int:
    try:
        from .cli.main import main as run
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    return run()


if __name__ == "__main__":          # not when a worker process started by spawn imports this module
    raise SystemExit(main())
