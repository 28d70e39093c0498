"""``python -m altered`` runs the command line."""
from .cli.main import main

if __name__ == "__main__":          # not when a worker process started by spawn imports this module
    raise SystemExit(main())
