"""Lark's grammar cache, kept as JSON instead of a pickle: the rule language's LALR tables
(`build`) and the card-text reader's Earley rules and predictions (`build_earley`).

Building the LALR tables takes ~0.15 s; reading them back takes a few ms. Lark's own
cache (`cache=True`) is a pickle in the shared temp folder, which another local user
could plant; this one is plain JSON (Lark's serialised tables via lark_compat.py, with int keys and
tuples tagged) in the user's cache folder, named by the grammar, Lark and Python
versions. Any problem reading or writing it only means building the tables again.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Optional

from lark import Lark
from lark import __version__ as lark_version

from .lark_compat import (EarleyTables, deserialise, earley_tables, fast_analysis, serialise,
                          tables_data, tables_from_data)

FORMAT = 2
_INT_KEYS = "\u0000int-keys"
_TUPLE = "\u0000tuple"


def _encode(obj: Any) -> Any:
    if isinstance(obj, dict):
        if all(isinstance(k, str) for k in obj):
            return {k: _encode(v) for k, v in obj.items()}
        return {_INT_KEYS: [[k, _encode(v)] for k, v in obj.items()]}
    if isinstance(obj, tuple):
        return {_TUPLE: [_encode(v) for v in obj]}
    if isinstance(obj, list):
        return [_encode(v) for v in obj]
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    raise TypeError(f"cannot cache a {type(obj).__name__}")


def _decode(obj: dict) -> Any:
    """`json.loads` object hook: restores tagged int-keyed dicts and tuples, bottom-up."""
    pairs = obj.get(_INT_KEYS)
    if pairs is not None:
        return dict(pairs)
    items = obj.get(_TUPLE)
    if items is not None:
        return tuple(items)
    return obj


def cache_key(grammar: str, options: dict) -> str:
    text = f"{FORMAT}\0{grammar}\0{sorted((k, repr(v)) for k, v in options.items())}\0{lark_version}\0{sys.version}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def cache_folder() -> Optional[Path]:
    root = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = Path(root) / "coimbra"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError:
        return None
    return folder if os.access(folder, os.R_OK | os.W_OK) else None


def _read(path: Path, key: str, load: Callable[[dict], Any]) -> Any:
    try:
        blob = json.loads(path.read_text(encoding="utf-8"), object_hook=_decode)
        if blob.get("key") != key:
            return None
        return load(blob["data"])
    except Exception:  # noqa: BLE001 — a bad cache is rebuilt, never fatal
        return None


def _write(path: Path, key: str, data: Any) -> None:
    try:
        text = json.dumps({"key": key, "data": _encode(data)})
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".grammar-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except Exception:  # noqa: BLE001 — an unwritable cache only costs time
        try:
            os.unlink(tmp)  # type: ignore[possibly-undefined]
        except Exception:  # noqa: BLE001
            pass


def _cached(name: str, grammar: str, options: dict, build: Callable[[], Any],
            save: Callable[[Any], Any], load: Callable[[Any], Any]) -> Any:
    """`build()`'s result, or `load` of what `save` wrote for the same grammar, options,
    Lark and Python. One file per `name`: a new one replaces the older ones."""
    key = cache_key(grammar, options)
    folder = cache_folder()
    path = folder / f"{name}-{key}.json" if folder else None
    if path is not None and path.is_file():
        found = _read(path, key, load)
        if found is not None:
            return found
    with fast_analysis():
        built = build()
    if path is not None:
        _write(path, key, save(built))
        for old in path.parent.glob(f"{name}-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    return built


def build(grammar: str, runtime: dict, **options: Any) -> Lark:
    """A Lark parser for `grammar`, its tables read from the JSON cache when present.
    `runtime` holds the options that are not part of the tables (e.g. `transformer`)."""
    return _cached("grammar", grammar, options, lambda: Lark(grammar, **options, **runtime),
                   lambda lark: serialise(lark),
                   lambda data: deserialise(data[0], data[1], **runtime))


def build_earley(grammar: str, lexer: type, **options: Any) -> EarleyTables:
    """The tables of an Earley parser for `grammar` (ambiguity explicit, positions kept,
    `lexer` a custom lexer class), read from the JSON cache when present: building them
    means compiling the grammar and predicting every rule, seconds for the card-text
    grammar; reading them back is a fraction of that."""
    options = dict(options, parser="earley", ambiguity="explicit", propagate_positions=True,
                   maybe_placeholders=False)
    return _cached("card-text", grammar, dict(options, lexer=lexer.__qualname__),
                   lambda: earley_tables(Lark(grammar, lexer=lexer, **options)),
                   tables_data, lambda data: tables_from_data(data, lexer))
