"""``python -m altered`` and the ``altered`` command: the command line (altered.cli.main), started so that a
Ctrl-C while the package is still loading ends as one anywhere else does: one line, exit 130."""
import signal
import sys


def interrupted(error: BaseException) -> bool:
    """Whether ``error`` comes of a Ctrl-C: Python 3.11 wraps one raised while a class is being made in a
    RuntimeError (``__set_name__``), so the chain of causes is looked through."""
    seen = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, KeyboardInterrupt):
            return True
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return False


def main() -> int:
    try:
        from .cli.main import main as run
        code = run()
    except BaseException as e:          # (only while loading: the command line answers for its own run)
        if not interrupted(e):
            raise
        print("interrupted", file=sys.stderr)
        return 130
    signal.signal(signal.SIGINT, signal.SIG_IGN)    # done: a Ctrl-C while Python shuts down changes nothing
    return code


if __name__ == "__main__":          # not when a worker process started by spawn imports this module
    raise SystemExit(main())
