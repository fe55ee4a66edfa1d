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
from engine.core.saves import TASKS
from engine.core.tasks import AUTO, DECIDE, RECORDS, record_of


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
    assert kinds == set(RECORDS) == set(TASKS), kinds ^ set(RECORDS)
    for kind, cls in RECORDS.items():
        assert cls._fields[0] == "kind"
        assert len(cls._fields) == len(TASKS[kind]) + 1, kind


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
