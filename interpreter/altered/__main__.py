"""``python -m altered`` runs the command line."""
from .cli import main

raise SystemExit(main())
