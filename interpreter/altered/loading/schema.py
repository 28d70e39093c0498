"""JSON Schema validation of data files, reported as file:line:column messages."""
from __future__ import annotations

import difflib
import json
from functools import lru_cache

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

from .errors import DesignError, raise_all
from .paths import SCHEMA_DIR
from .yamlio import locate


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


def forget_schemas() -> None:
    """Read the schema files again at the next validation (one was rewritten)."""
    _registry.cache_clear()
    validator.cache_clear()


MAX_ERRORS = 20       # listed per file; a file that is wrong everywhere needs its first ones fixed


def schema_errors(doc, schema_name: str, file: str) -> list[DesignError]:
    """Every schema violation of a document, each at the file and place of the value at fault
    (a value a variant changed is reported in the variant), in the order of the file."""
    found = []
    for error in validator(schema_name).iter_errors(doc):
        error = best_match([error])          # the most relevant branch of an anyOf/oneOf
        path = list(error.absolute_path)
        message = readable(error)
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            # a misspelt key: point at the key itself and name the nearest known one
            allowed = sorted(error.schema.get("properties", {}))
            extra = [k for k in error.instance if k not in allowed]
            if extra:
                near = difflib.get_close_matches(str(extra[0]), allowed, 1)
                hint = f" (did you mean '{near[0]}'?)" if near else ""
                message = f"unknown key '{extra[0]}'{hint} (known: {', '.join(allowed)})"
                path.append(extra[0])
        where_file, line, col = locate(doc, path, file)
        where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
        found.append(DesignError(f"{message} [at {where}]", where_file or file, line, col))
    found.sort(key=lambda e: (e.file != file, e.file or "", e.line or 0, e.column or 0))
    return found[:MAX_ERRORS]


def _shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:56] + "...'"


def readable(error) -> str:
    """A schema error in words: what was expected, never a raw regular expression, nor a whole mapping."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    if schema.get("errorMessage"):          # a schema's own words for what it expected (one that fits no form)
        return f"{schema['errorMessage']}, got {_shown(error.instance)}"
    if error.validator == "pattern":
        expected = schema.get("patternErrorMessage") or schema.get("description") or "a text of another form"
        return f"expected {expected}, got {_shown(error.instance)}"
    if error.validator in ("anyOf", "oneOf"):
        what = f": {schema['description']}" if schema.get("description") else ""
        return f"{_shown(error.instance) if not isinstance(error.instance, (dict, list)) else 'this'} " \
               f"is none of the forms allowed here{what}"
    if error.validator == "enum" and isinstance(error.instance, str):
        near = difflib.get_close_matches(error.instance, [str(v) for v in error.validator_value], 1)
        if near:
            return f"{error.message} (did you mean '{near[0]}'?)"
    if len(error.message) > 200:             # a message quoting a whole mapping or list: its start only
        return error.message.replace(repr(error.instance), _shown(error.instance))
    return error.message


def validate(doc, schema_name: str, file: str) -> None:
    """Raise a DesignError listing every schema violation (one line each)."""
    if doc is None:
        raise DesignError("the file is empty (expected a YAML mapping)", file, 1, 1)
    raise_all(schema_errors(doc, schema_name, file))
