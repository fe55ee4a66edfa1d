"""The parser tables cached as JSON (no pickle): written, read back to the same parser,
and any broken or unusable cache only means building the tables again."""
from __future__ import annotations

import json

from coimbra_dsl import grammar_cache
from coimbra_dsl.parser import GRAMMAR_PATH

GRAMMAR = GRAMMAR_PATH.read_text(encoding="utf-8")
OPTIONS = dict(parser="lalr", lexer="basic", maybe_placeholders=False)
SAMPLE = ('character c { class council back I influence 1\n'
          '  immediate: each opponent chooses { give 1 guard and 1 coin | give 2 vp } }\n'
          'map { corner a at 0 -1\n stopover b\n road a -> b }\n')


def test_cache_is_json_and_reads_back_the_same_parser(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    built = grammar_cache.build(GRAMMAR, {}, **OPTIONS)
    (cached,) = (tmp_path / "coimbra").glob("grammar-*.json")
    assert json.loads(cached.read_text())["key"] == grammar_cache.cache_key(GRAMMAR, OPTIONS)
    read = grammar_cache._read(cached, grammar_cache.cache_key(GRAMMAR, OPTIONS),
                              lambda data: grammar_cache.deserialise(*data))
    assert read is not None
    assert read.parse(SAMPLE) == built.parse(SAMPLE)


def test_a_corrupt_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = tmp_path / "coimbra"
    folder.mkdir()
    path = folder / f"grammar-{grammar_cache.cache_key(GRAMMAR, OPTIONS)}.json"
    path.write_text('{"key": "nonsense", "data": [')
    lark = grammar_cache.build(GRAMMAR, {}, **OPTIONS)
    assert lark.parse(SAMPLE).data == "start"
    assert json.loads(path.read_text())["key"] == grammar_cache.cache_key(GRAMMAR, OPTIONS)


def test_an_unusable_cache_folder_still_builds(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert grammar_cache.cache_folder() is None
    assert grammar_cache.build(GRAMMAR, {}, **OPTIONS).parse(SAMPLE).data == "start"


def test_the_grammar_is_lalr1_without_conflicts():
    """Lark resolves a shift/reduce conflict silently (as shift) unless in debug mode,
    where it logs it: the grammar must log none."""
    import logging

    from lark import Lark, logger

    records: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = records.append  # type: ignore[method-assign]
    level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        Lark(GRAMMAR, debug=True, **OPTIONS)
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
    assert [r.getMessage() for r in records if "conflict" in r.getMessage().lower()] == []
