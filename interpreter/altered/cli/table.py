"""``altered table``: play a game yourself in the browser against agents (simulation/table.py serves it)."""
from __future__ import annotations

import sys

from ..loading.errors import DesignError


def options(p) -> None:
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", dest="agent", default="human,greedy",
                   help="who sits where: human (you, on the page) at one seat and an agent at each other, e.g. "
                        "human,greedy (the default) or ismcts,human")
    p.add_argument("--port", type=int, default=0, help="the port of the page on this machine (default: any free "
                                                       "one; the address is printed)")
    p.add_argument("--open", action="store_true", help="open the page in the default browser")
    p.add_argument("--log", help="write the game's events as JSON Lines to this file when the table closes "
                                 "(for altered view)")
    p.set_defaults(format=None)


def check_options(args) -> None:
    """Exactly one seat is the person's (the page shows one player's view: a second person would see it);
    a port that can be."""
    names = [n.strip() for n in args.agent.split(",")]
    if names.count("human") != 1 or len(names) < 2:
        raise DesignError(f"expected human at one seat and an agent at each other, e.g. human,greedy; got "
                          f"{args.agent!r}", "--agents")
    if not 0 <= args.port <= 65535:
        raise DesignError(f"expected a port from 0 (any free one) to 65535, not {args.port}", "--port")


def open_table(args, book, decks, agents) -> int:
    """Serve the game until Enter (or the end of the input, or Ctrl-C) on the terminal."""
    import errno
    import threading
    from ..engine import gamelog
    from ..loading.rules.editions import with_edition
    from ..simulation.table import Table, server
    from ..loading.output import Output
    from .whatif import with_sets
    log_file = None if args.log is None else Output(args.log, "--log")    # a bad path fails before the game
    seat = [n.strip() for n in args.agent.split(",")].index("human")
    try:
        table = Table(book, decks, agents, seat, args.seed)
        try:
            httpd = server(table, args.port)
        except OSError as e:
            why = "is in use" if e.errno == errno.EADDRINUSE else f"cannot be opened ({e.strerror or e})"
            raise DesignError(f"port {args.port} {why}; --port 0 picks a free one", "--port") from None
        url = f"http://127.0.0.1:{httpd.server_port}/"
        threading.Thread(target=httpd.serve_forever, daemon=True).start()
        print(f"The table is open at {url} (you are P{seat + 1}); press Enter here to close it", flush=True)
        if args.open:
            import webbrowser
            webbrowser.open(url)
        try:
            sys.stdin.readline()                  # a line, or the end of the input
        except KeyboardInterrupt:
            pass
        httpd.shutdown()
        httpd.server_close()
    except BaseException:
        if log_file is not None:
            log_file.discard()
        raise
    game = table.game
    if log_file is not None:                  # a game left unfinished is written without its result line
        head = gamelog.header(book, decks, args.seed, with_edition(with_sets(args.variant, args), args.edition),
                              args.agent, game.max_days, getattr(args, "cards", None) or ())
        with log_file:
            gamelog.write(log_file, head, game.events, gamelog.result(game) if game.is_terminal() else None)
    print(f"The table is closed after {table.answered} of your decisions"
          + (f"; {table.result()}" if game.is_terminal() else "; the game was not finished")
          + (f"; its log is {args.log}" if args.log else ""))
    return 0
