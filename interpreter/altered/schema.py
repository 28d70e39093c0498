"""JSON Schema validation of data files, reported as file:line:column messages."""
from __future__ import annotations

import difflib
import json
from functools import lru_cache

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

from .errors import DesignError
from .paths import SCHEMA_DIR
from .yamlio import position_of


@lru_cache(maxsize=None)
def _registry() -> Registry:
    resources = []
    for path in sorted(SCHEMA_DIR.glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resources.append((path.name, Resource.from_contents(contents)))
    return Registry().with_resources(resources)


@lru_cache(maxsize=None)
def validator(schema_name: str) -> Draft202012Validator:
    path = SCHEMA_DIR / schema_name
    schema = json.loads(path.read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=_registry())


def validate(doc, schema_name: str, file: str) -> None:
    """Raise DesignError pointing at the first (most relevant) schema violation."""
    error = best_match(validator(schema_name).iter_errors(doc))
    if error is None:
        return
    path = list(error.absolute_path)
    message = error.message
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        # a misspelt key: point at the key itself and name the nearest known one
        allowed = sorted(error.schema.get("properties", {}))
        extra = [k for k in error.instance if k not in allowed]
        if extra:
            near = difflib.get_close_matches(str(extra[0]), allowed, 1)
            hint = f"did you mean '{near[0]}'?" if near else f"known: {', '.join(allowed)}"
            message = f"unknown key '{extra[0]}' ({hint})"
            path.append(extra[0])
    line, col = position_of(doc, path)
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
    raise DesignError(f"{message} [at {where}]", file, line, col)
