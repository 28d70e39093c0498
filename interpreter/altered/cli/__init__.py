"""The ``altered`` command line (``main``) and its command groups: games and their logs (``games``),
studies (``studies``), rules (``rules``), decks and boosters (``deck``), the shared ``--cards`` option
(``cardopts``). The top layer: it may import everything below it."""
