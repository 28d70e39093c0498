"""``python -m altered`` and the ``altered`` command: the command line (altered.cli.main), started so that a
Ctrl-C while the package is still loading ends as one anywhere else does: one line, exit 130."""
import signal
import sys


def main() -> int:
    try:
        from .cli.main import main as run
        code = run()
    except BaseException as e:          # (only while loading: the command line answers for its own run)
        from .loading.errors import interrupted
        if not interrupted(e):
            raise
        print("interrupted", file=sys.stderr)
        return 130
    signal.signal(signal.SIGINT, signal.SIG_IGN)    # done: a Ctrl-C while Python shuts down changes nothing
    return code


if __name__ == "__main__":          # not when a worker process started by spawn imports this module
    raise SystemExit(main())
