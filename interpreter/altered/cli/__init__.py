"""The ``altered`` command line (``main``) and its command groups: games and their logs (``games``), a game
in the browser (``table``),
studies (``studies``; gauntlets and per-card figures in ``paired``; who sits where in ``seats``), rules
(``rules``), decks and boosters (``deck``), the shared ``--cards`` option (``cardopts``), checked values
(``values``). The top layer: it may import everything below it."""
