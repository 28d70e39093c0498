"""Commands around game logs: play (its log and save point), replay, resume and view."""
from __future__ import annotations

import sys

from ..loading.errors import DesignError


def _writable(path, option):
    """Open an output file before the game is played, so a bad path fails at once; it is written whole
    when the command is done (values.Output), the file named untouched till then."""
    from ..loading.output import Output
    return None if path is None else Output(path, option)


def scenario_log(path, outcomes) -> None:
    """``scenario --log``: for each scenario a ``scenario`` line (name, file, passed), then its events."""
    import json
    from ..engine import gamelog
    with _writable(path, "--log") as f:
        for o in outcomes:
            f.write(json.dumps({"e": "scenario", "name": o.name, "file": o.file, "passed": o.passed}) + "\n")
            for e in o.events:
                f.write(json.dumps(gamelog.public(e)) + "\n")


def play_game(args, book, decks, agents):
    """``altered play``: the game, its account, and optionally its log (written as the game goes) or a
    save point."""
    from ..engine import gamelog
    from ..engine.game import Game
    from ..engine.narrative import account
    from ..simulation.replay import play_until, saved_tail, seats
    from ..loading.output import Output
    if args.save and args.stop_after is None:
        raise DesignError("--save: give --stop-after N too (the number of decisions to play before saving)")
    if args.stop_after is not None and args.stop_after < 0:
        raise DesignError(f"--stop-after: expected a number of decisions >= 0, got {args.stop_after}")
    save_file = _writable(args.save, "--save")
    players = seats((), agents, args.stop_after, len(decks))
    game = Game(book, decks, players, seed=args.seed, log=True)
    from ..loading.rules.editions import with_edition         # the edition's overlays are variants of the record
    from .whatif import with_sets
    head = gamelog.header(book, decks, args.seed, with_edition(with_sets(args.variant, args), getattr(args, "edition", None)),
                          args.agent, game.max_days,
                          getattr(args, "cards", None) or ())
    log_file = None if args.log is None else Output(args.log, "--log", as_it_goes=True)
    if log_file is not None:          # each decision's events written before it is asked (kill -9 keeps them)
        stream = gamelog.Stream(log_file, head)
        players[0].script.before = lambda: stream.catch_up(game.events)
    try:
        ended = play_until(game)
    except BaseException as failure:  # the log keeps the events so far (without a result line: not a whole game)
        if save_file is not None:
            save_file.discard()
        if log_file is not None:
            with log_file:
                stream.finish(game.events)
        if not isinstance(failure, KeyboardInterrupt):
            raise
        made = sum(e["e"] == "choice" for e in game.events)
        kept = f"; {args.log} holds its {made} decisions" if log_file is not None else ""
        print(f"interrupted on day {game.day}{kept}", file=sys.stderr)
        raise SystemExit(130) from None
    tail = gamelog.result(game) if ended else saved_tail(game, agents)
    if log_file is not None:                  # written before the account: a closed pipe loses neither
        with log_file:
            stream.finish(game.events, tail)
    if save_file is not None:
        with save_file:
            gamelog.write(save_file, head, game.events, tail)
    for line in account(game):
        print(line)
    if not ended:
        print(f"Stopped after {args.stop_after} decisions" + (f"; saved to {args.save}" if args.save else ""))
    return 0


def cmd_replay(args):
    from ..engine import gamelog
    from ..simulation.replay import replay
    failed = 0
    for path in args.logs:
        log = gamelog.read(path)
        result = replay(log)
        for note in result.notes:
            print(f"{path}: note: {note}")
        if result.ok:
            print(f"{path}: ok, {len(log.events)} events and {len(log.choices)} choices replayed"
                  + (f", {_winner(log)}" if log.tail and log.tail["e"] == "result" else ""))
        else:
            failed += 1
            print(f"{path}: {result.message}")
    return 1 if failed else 0


def _winner(log):
    w = log.tail.get("winner")
    return "no winner" if w is None else f"player {w} wins on day {log.tail['days']}"


def cmd_resume(args):
    from ..engine import gamelog
    from ..engine.narrative import account
    from ..simulation.replay import resume
    from ..loading.output import Output
    log = gamelog.read(args.file)
    out = None if args.log is None else Output(args.log, "--log", as_it_goes=True)
    stream = None if out is None else gamelog.Stream(out, log.header)
    try:
        game, problem, notes = resume(log, stream)
        for note in notes:
            print(f"note: {note}", file=sys.stderr)
        if problem is not None:
            print(f"{args.file}: the saved game does not play again as saved: {problem}", file=sys.stderr)
            return 1
        if stream is not None:          # the result line before the account: a closed pipe loses nothing
            stream.finish(game.events, gamelog.result(game))
        for line in account(game):
            print(line)
        return 0
    finally:
        if out is not None:
            out.keep()


def cmd_view(args):
    from ..engine import gamelog
    from ..simulation.viewer import page
    html, steps = page(gamelog.read(args.game_log))
    with _writable(args.output, "-o") as out:
        out.write(html)
    print(f"wrote {args.output}: {steps} steps")
    return 0


def register(sub) -> None:
    p = sub.add_parser("replay", help="play logged games again and check every event")
    p.add_argument("logs", nargs="+", metavar="LOG")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("resume", help="play on a game saved by `play --stop-after N --save FILE`")
    p.add_argument("file")
    p.add_argument("--log", help="write the whole game's events as JSON Lines to this file")
    p.set_defaults(run=cmd_resume)

    p = sub.add_parser("view", help="write a game log as one HTML page to step through")
    p.add_argument("game_log", metavar="log")        # (not "log": that is an output's name, as in play --log)
    p.add_argument("-o", "--output", default="game.html")
    p.set_defaults(run=cmd_view)
