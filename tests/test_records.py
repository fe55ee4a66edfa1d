"""Records read by name: every task on the stack is the named record of its kind, every
die a `HeldDie` or `PoolDie` — still plain tuples, so saves and hashes are unchanged.
"""
from __future__ import annotations

import json
import random
from functools import lru_cache

import coimbra_dsl
from engine import Game, GameState
from engine.core.dice import HeldDie, PoolDie
import pytest

from engine.bots.valuation.gains import ESTIMATES
from engine.core.saves import TASKS
from engine.core.tasks import AUTO, DECIDE, KINDS, RECORDS, AutoKind, DecisionKind, record_of


@lru_cache(maxsize=None)
def rules():
    return coimbra_dsl.load_ruleset("base")


def _states(games: int = 6):
    for seed in range(games):
        st = Game(rules(), players=2 + seed % 3, seed=seed).new_state()
        rng = random.Random(seed)
        while not st.is_terminal:
            yield st
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])


def _check(st: GameState) -> None:
    for t in st.tasks:
        assert type(t) is RECORDS[t.kind], t
    for p in st.players:
        assert all(d is None or type(d) is HeldDie for d in p.dice), p.dice
    assert all(type(d) is PoolDie for d in st.pool), st.pool


def test_every_task_kind_has_one_record_and_one_save_shape():
    kinds = set(AUTO) | set(DECIDE)
    assert kinds == set(KINDS) == set(RECORDS) == set(TASKS), kinds ^ set(RECORDS)
    for kind, cls in RECORDS.items():
        assert cls._fields[0] == "kind"
        assert len(cls._fields) == len(TASKS[kind]) + 1, kind


def _lacks(kind) -> list[str]:
    """The parts of a task kind's declaration that are missing or of the wrong shape."""
    out = []
    if not (isinstance(kind.record, type) and getattr(kind.record, "_fields", ("",))[0] == "kind"):
        out.append("a named record (a NamedTuple starting with `kind`)")
    if len(kind.save) != len(getattr(kind.record, "_fields", ())) - 1 or \
            not all(callable(c) for c in kind.save):
        out.append("a save check for each field")
    if isinstance(kind, AutoKind):
        if not callable(kind.run):
            out.append("what it does")
        return out
    if not callable(kind.legal):
        out.append("its legal actions")
    if not callable(kind.apply):
        out.append("how it applies")
    if not (callable(kind.words) or (isinstance(kind.words, str) and kind.words)):
        out.append("its words for a pending decision")
    if kind.name not in ESTIMATES:
        out.append("its estimate for the bots (engine/bots/valuation/gains.py)")
    return out


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_task_kind_is_declared_whole(name):
    kind = KINDS[name]
    assert isinstance(kind, AutoKind | DecisionKind)
    assert not _lacks(kind), f"task kind {name} lacks {', '.join(_lacks(kind))}"


def test_a_kind_missing_a_part_is_named_with_the_part():
    choice = KINDS["choice"]
    bare = DecisionKind("invented", choice.record, choice.save[:1], choice.legal,
                        choice.apply, "")
    assert _lacks(bare) == ["a save check for each field", "its words for a pending decision",
                            "its estimate for the bots (engine/bots/valuation/gains.py)"]


def test_every_pending_decision_has_words_through_play():
    from engine.core.describe import decision_words
    seen = set()
    for st in _states(3):
        if st.tasks and st.tasks[-1].kind not in seen:
            seen.add(st.tasks[-1].kind)
            words = decision_words(st)
            assert words and words != st.tasks[-1].kind, st.tasks[-1]
    assert {"place", "trigger", "activate", "start1"} <= seen


def test_tasks_and_dice_are_records_through_play_saves_and_positions():
    for i, st in enumerate(_states()):
        _check(st)
        if i % 40 == 0:
            _check(GameState.from_json(st.to_json(), rules()))
            _check(st.clone())
            if st.tasks:
                _check(GameState.from_position(rules(), st.position()))


def test_records_save_and_hash_as_the_plain_tuples():
    st = Game(rules(), players=3, seed=4).new_state()
    task = st.tasks[-1]
    plain = tuple(task)
    assert task == plain and hash(task) == hash(plain)
    assert json.dumps(task) == json.dumps(list(plain))
    assert record_of(list(plain)) == task and type(record_of(list(plain))) is type(task)
    assert record_of(["teleport", 0]) is None and record_of([]) is None
    assert record_of(["eff", 0, 1]) is None           # a field short
