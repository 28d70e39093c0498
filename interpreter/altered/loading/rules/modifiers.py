"""Event modifiers (6.2) as the rule book and card abilities build them: a record both layers share.
Compiled (setup.py): a native class, whose fields the engine reads at every move in one load."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(eq=False)      # one modifier is itself only: ``m in applied`` tests identity, not every field
class Modifier:
    """An event modifier (6.2): replaces (``instead``) or adds to (``also``) a step or an atomic action.

    ``kind`` is replace_step (``on: {step: NAME}``), replace_action or additive, the
    three kinds whose order precedence.yaml declares (6.2.g).
    """
    rule: str
    kind: str
    action: str
    source_zone: tuple
    dest_zone: tuple
    during: Any                  # a daily effect's name, or None
    test: Any                    # fn(obj, ctx) -> bool
    instead: Any = None          # fn(ctx) or None
    also: Any = None
    label: str = ""
    # modifiers written on cards also have:
    player: Any = None           # fn(ctx) -> the player whose action it modifies
    phase: Any = None            # a phase's name, or None
    cond: Any = None
    optional: bool = False       # 6.2.d: "you may ... instead"
    can: Any = None              # 6.2.d: fn(ctx) -> whether what it offers can be done (its costs paid whole)
    declined: Any = None         # 6.2.e: "If you don't, ..."
    accepted: Any = None         # "If you do, ...": added as 6.2.e's alternative is, when it is applied
    status: Any = None           # "If I would gain [[Fleeting]]": the status gained
    marker: Any = None           # "If my Expedition would move forward": fn(ctx) -> its markers
    expedition: bool = False     # "If a Character would leave my Expedition": a switch leaves it too (7.5.9.c)

    @property
    def text(self) -> str:
        return self.label
