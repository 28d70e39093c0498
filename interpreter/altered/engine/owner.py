"""The Game as its parts see it: what the parts doing the work (flow, plays, actions, runtime) and the
pause of the state API read of the Game that owns them and ask of it, declared once, low in the
engine.  The Game (machine.py, game.py) makes every name here; a part names the Game by this class,
never by the Game's own modules, which import the parts (so the import graph, type-only imports
counted, has no circle).  As effects/host.py declares the game for effects, but a class the Game
extends, not a protocol: the compiled build calls these methods and reads these fields natively
(README, "Speed"), which it does for a class and not for a protocol.  Being a position, it is the
host of effects too (position.py extends effects/host.Host): a part gives its Game to the contexts it
makes as it is (no property or ``cast``, each a call in pure Python at the many contexts a game makes).

The parts themselves are not here: a part that works with another keeps it in a typed field of its
own, set when the Game makes the parts (Machine.make_parts), so it names the parts below it only.
"""
from __future__ import annotations

from typing import Any, Iterable

from mypy_extensions import mypyc_attr

from .position import Position
from .state import Obj, Zone


@mypyc_attr(allow_interpreted_subclasses=True)    # scenarios, soaks and the viewer make their own kinds
class Owner(Position):
    """A position (position.py) with what its parts ask of the Game: the fields below, set by the Game,
    and the methods below, each made by the Game with the same signature (a stub here raises)."""
    __slots__ = ("book", "decks", "logging", "max_days", "after_step", "memo", "flow", "pause")
    # the rule book and the table, shared by a copy (Machine.SHARED)
    book: Any
    decks: Any
    logging: Any
    max_days: Any
    after_step: Any                # a hook called after each daily effect and turn (tests, tools)
    memo: tuple[Any, dict]         # named values of the rules, per state version
    # made by the Game's own modules, above the parts (typed where they are read: flow.py, pause.py; the
    # flow is declared by the host, effects/host.py)
    pause: Any

    # -- zones, objects and players (machine.py) ---------------------------------
    def zone_instances(self, name: str, owner: int | None = None) -> list[Zone]:
        raise NotImplementedError

    def zone(self, name, owner=None) -> Zone:
        raise NotImplementedError

    def new_obj(self, card, card_no, owner, zone, sub=None, prog=None):
        raise NotImplementedError

    def place(self, card, p, zone_name):
        raise NotImplementedError

    def place_all(self, cards: Iterable[tuple[Any, Any]], p: int, zone_name: str) -> None:
        raise NotImplementedError

    def bring_decks(self, hero_zone: str, deck_zone: str) -> None:
        raise NotImplementedError

    def note_card(self, card):
        raise NotImplementedError

    @property
    def first_player(self) -> int:
        raise NotImplementedError

    def initiative_order(self):
        raise NotImplementedError

    # -- characteristics, the Adventure and the Mana (machine.py) -----------------
    def type_of(self, o: Obj) -> Any:
        raise NotImplementedError

    def characteristic(self, o, name):
        raise NotImplementedError

    @property
    def track_length(self) -> int:
        raise NotImplementedError

    def terrains_of(self, region):
        raise NotImplementedError

    def ready_mana(self, p: int) -> list[Obj]:
        raise NotImplementedError

    def mana_left(self, p: int) -> Any:
        raise NotImplementedError

    # -- the log (machine.py) -----------------------------------------------------
    def log(self, event, **data):
        raise NotImplementedError

    def notice(self, text):
        raise NotImplementedError

    # -- the players' decisions and the state API (game.py) -----------------------
    def view_for(self, player, agent):
        raise NotImplementedError

    def choose_option(self, player, kind, prompt, options, labels):
        raise NotImplementedError

    def choose_yes_no(self, player, prompt):
        raise NotImplementedError

    def describe(self, o, viewer=None):
        raise NotImplementedError

    def begin_action(self) -> None:
        raise NotImplementedError
